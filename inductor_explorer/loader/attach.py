"""Which run each trace log belongs to: the one place that attaches trace logs to runs.

torch writes one structured trace log per process (`tlparse/dedicated_log_torch_trace_*.log`, beside
the `run_*-pid_N` folders); the pid in its glog prefix names the run. The rules:

* logs under the PATH the user named go to the run of their pid, else to the run folder they lie in; a
  log matching no run becomes a run of its own (the user named the folder holding it, so it is read);
* logs beside a run folder opened on its own (`../tlparse/`) are read only when their pid is its pid
  (or when it is the only run folder there): the logs of sibling runs are not this run's;
* `--trace` files go to the run of their pid, else to the only run, else become runs of their own;
* TORCH_LOGS text (saved stderr) with no pid of its own goes to the only run found with it;
* after parsing, a tlparse report folder that is the report of a log also read is counted once, and the
  graph breaks and recompiles of TORCH_LOGS text that the run's trace log also records are counted once.

A distributed job writes one log per rank (`dedicated_log_torch_trace_rank_N_<random>.log`); the rank in
the name becomes the rank of the run the log goes to, as tlparse's `--all-ranks-html` reads it (the
envelopes' `"rank"` field is not trusted for this: logs whose every envelope says rank 0 exist).
"""

from __future__ import annotations

import filecmp
import re
from collections import Counter
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from inductor_explorer.loader.files import read_head
from inductor_explorer.loader.sniff import record_pid
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.run import DebugTree, RunFolder, TraceSource

if TYPE_CHECKING:  # discovery, which imports this module, runs before any trace log is parsed
    from inductor_explorer.model.trace import GraphBreak, Recompile, TraceLog

PID_HEAD_BYTES = 4096
T = TypeVar("T")
_RANK_IN_NAME = re.compile(r"(?:^|_)rank_(\d+)(?=[_.])")


# tlparse 0.4's raw.jsonl keeps each record's glog pid as `"thread":N`.
_JSONL_PID = re.compile(r'"thread":\s*(\d+)')


def log_pid(source: TraceSource) -> int | None:
    """The pid of the process that wrote SOURCE (a structured trace log, or the log a tlparse 0.4 report was
    made from)."""
    if source.kind == "tlparse":
        head = (read_head(source.path / "raw.jsonl", PID_HEAD_BYTES) or b"").decode("utf-8", "replace")
        match = _JSONL_PID.search(head)
        return int(match.group(1)) if match else None
    if source.kind != "structured":
        return None
    return record_pid((read_head(source.path, PID_HEAD_BYTES) or b"").decode("utf-8", "replace"))


def log_rank(source: TraceSource) -> int | None:
    """The rank SOURCE's file name gives (`dedicated_log_torch_trace_rank_1_n8zycf07.log` -> 1)."""
    match = _RANK_IN_NAME.search(source.path.name)
    return int(match.group(1)) if match and source.kind == "structured" else None


def take_log(run: RunFolder, source: TraceSource) -> None:
    """Give RUN the log SOURCE (its rank, when the log's name says it and the run has none)."""
    run.trace_logs.append(source)
    if run.rank is None:
        run.rank = log_rank(source)


def _owners(runs: list[RunFolder], pid: int | None) -> list[RunFolder]:
    return [r for r in runs if r.pid is not None and r.pid == pid]


def _holder(runs: list[RunFolder], source: TraceSource) -> list[RunFolder]:
    """The run folder SOURCE lies in (its torchdynamo/debug.log), if any."""
    holders = [r for r in runs if r.path in source.path.parents]
    return [max(holders, key=lambda r: len(r.path.parts))] if holders else []


def attach_found(runs: list[RunFolder], sources: list[TraceSource]) -> list[RunFolder]:
    """Give each run the logs under the named PATH that its process wrote; returns the runs made for
    logs that belong to no run folder, so that nothing found is dropped."""
    extra: list[RunFolder] = []
    # Pasted text last: saved stderr beside the one run it was printed by goes to that run.
    for source in sorted(sources, key=lambda s: s.kind == "pasted"):
        pid = log_pid(source)
        owners = _owners(runs, pid) or _holder(runs, source)
        if not owners and source.kind == "tlparse":
            owners = _owners(extra, pid)  # the report of a log found too: the run made for that log
        if not owners and len(runs) == 1 and not runs[0].trace_logs and runs[0].pid is None:
            owners = runs  # a folder that is no run folder (a flat copy) and the one log found with it
        if not owners and source.kind == "pasted" and len(runs) + len(extra) == 1:
            owners = [*runs, *extra]  # TORCH_LOGS text saved beside the only run: the same process's
        if not owners:
            run = RunFolder(name=source.path.name, path=source.path, pid=pid)
            extra.append(run)
            owners = [run]
        for run in owners:
            take_log(run, source)
    return extra


def beside_logs(run: RunFolder, sources: list[TraceSource], only_run: bool) -> list[TraceSource]:
    """Of the logs beside RUN, a run folder opened on its own, those its process wrote (all of them when it
    is the ONLY_RUN folder there, as its log may name a thread, not the process)."""
    return [s for s in sources if only_run or (run.pid is not None and log_pid(s) == run.pid)]


def has_trace(sources: list[TraceSource]) -> bool:
    """SOURCES hold a structured trace log or a tlparse report, not only pasted text."""
    return any(s.kind != "pasted" for s in sources)


def without_raw_log_copies(sources: list[TraceSource], problems: list[Problem]) -> list[TraceSource]:
    """SOURCES without the raw.log of a tlparse report whose log is among them too: raw.log is a byte copy of
    the log tlparse was given, and reading both would count every compile and graph twice. A note in
    PROBLEMS says which copy was left out."""
    structured = [s for s in sources if s.kind == "structured"]
    kept = []
    for source in sources:
        original = next(
            (
                o
                for o in structured
                if source.path.name == "raw.log"
                and o.path.name != "raw.log"
                and _same_bytes(source.path, o.path)
            ),
            None,
        )
        if original is None:
            kept.append(source)
            continue
        problems.append(
            Problem(
                str(source.path),
                None,
                f"the tlparse report's copy of {original.path.name}, "
                f"which is read instead; not counted twice",
            )
        )
    return kept


def _same_bytes(a: Path, b: Path) -> bool:
    try:
        return a.stat().st_size == b.stat().st_size and filecmp.cmp(a, b, shallow=False)
    except OSError:
        return False


def without_repeated_debug_logs(
    sources: list[TraceSource], run_paths: list[Path], traced: bool
) -> list[TraceSource]:
    """A run's own torchdynamo/debug.log repeats, as plain text, what its structured trace records: read it
    only when no structured trace is read (TRACED false: older torch)."""
    if not traced:
        return sources
    kept = []
    for source in sources:
        inside_run = any(run == source.path.parent or run in source.path.parents for run in run_paths)
        if source.kind == "pasted" and inside_run and source.path.suffix == ".log":
            continue
        kept.append(source)
    return kept


def attach_extra(tree: DebugTree, sources: list[TraceSource]) -> None:
    """Attach the `--trace` files the user named to TREE's runs. A structured one among them makes the
    runs' debug.log files repeats, as it does when discovery finds it."""
    if has_trace(sources) and not has_trace(tree.trace_logs):
        kept = without_repeated_debug_logs(tree.trace_logs, [r.path for r in tree.runs], traced=True)
        for run in tree.runs:
            run.trace_logs = [s for s in run.trace_logs if s in kept]
        tree.trace_logs = kept
    for source in sources:
        owners = _owners(tree.runs, log_pid(source))
        if not owners and len(tree.runs) == 1:
            owners = tree.runs
        if not owners:
            run = RunFolder(name=source.path.name, path=source.path)
            tree.runs.append(run)
            owners = [run]
        for run in owners:
            take_log(run, source)
    tree.trace_logs.extend(sources)


def is_report(trace: TraceLog) -> bool:
    """TRACE was read from a tlparse report folder: its per-compile files, raw.jsonl, or the raw.log copy
    of the log tlparse was given."""
    return trace.kind == "tlparse" or Path(trace.path).name == "raw.log"


def _break_keys(trace: TraceLog) -> Counter:
    return Counter((str(b.compile_id), b.reason) for b in trace.graph_breaks)


def report_of(report: TraceLog, logs: list[TraceLog]) -> TraceLog | None:
    """The log among LOGS that the tlparse report REPORT was made from: every compile of the report is one
    of the log's, with the same graph breaks. None when REPORT is no report or matches no log."""
    if not is_report(report) or not report.compiles:
        return None
    for log in logs:
        if set(report.compiles) <= set(log.compiles) and _break_keys(report) == _break_keys(log):
            return log
    return None


def drop_report_copies(runs: list[tuple[list[TraceLog], list[Problem]]]) -> None:
    """Count a tlparse report folder once when the log it was made from is read too: RUNS holds each run's
    parsed traces and problems; the report leaves its run's traces, and a note there says why."""
    logs = [t for traces, _ in runs for t in traces if not is_report(t)]
    for traces, problems in runs:
        for trace in list(traces):
            log = report_of(trace, logs)
            if log is not None:
                traces.remove(trace)
                problems.append(
                    Problem(
                        trace.path,
                        None,
                        f"the tlparse report of {Path(log.path).name}, which is read too; not counted twice",
                    )
                )


#: Trace kinds that are a process's own record of its compiles; pasted text repeats what they hold.
RECORDS = ("structured", "tlparse")


def _words(text: str | None) -> str:
    return " ".join((text or "").split())


def _break_key(gb: GraphBreak) -> tuple[str, str]:
    return str(gb.compile_id), _words(gb.gb_type or gb.reason)


def _recompile_key(recompile: Recompile) -> tuple[str, tuple[str, ...]]:
    return str(recompile.compile_id), tuple(_words(f.reason) for f in recompile.failures)


def _unrepeated(items: list[T], keys: Counter, key: Callable[[T], Hashable]) -> list[T]:
    """ITEMS without those KEYS (a multiset, used up as they are matched) already holds."""
    kept = []
    for item in items:
        k = key(item)
        if keys[k] > 0:
            keys[k] -= 1
        else:
            kept.append(item)
    return kept


def merge_repeated_events(runs: list[tuple[list[TraceLog], list[Problem]]]) -> None:
    """One event, counted once: in each run of RUNS (its parsed traces and problems), the graph breaks and
    recompiles of pasted TORCH_LOGS text (saved stderr) that its structured trace log or tlparse report also
    records, by compile id and reason, leave the text; a text with nothing left leaves the run. A note in the
    run's problems says how many were merged."""
    for traces, problems in runs:
        records = [t for t in traces if t.kind in RECORDS]
        texts = [t for t in traces if t.kind not in RECORDS]
        if not records or not texts:
            continue
        breaks = Counter(_break_key(gb) for t in records for gb in t.graph_breaks)
        recompiles = Counter(_recompile_key(r) for t in records for r in t.recompiles)
        for trace in texts:
            kept_breaks = _unrepeated(trace.graph_breaks, breaks, _break_key)
            kept_recompiles = _unrepeated(trace.recompiles, recompiles, _recompile_key)
            merged = (
                len(trace.graph_breaks) - len(kept_breaks),
                len(trace.recompiles) - len(kept_recompiles),
            )
            if merged == (0, 0):
                continue
            trace.graph_breaks, trace.recompiles = kept_breaks, kept_recompiles
            if not kept_breaks and not kept_recompiles:
                traces.remove(trace)
            problems.append(
                Problem(
                    trace.path,
                    None,
                    f"{merged[0]} graph break(s) and {merged[1]} recompile(s) of this text are also in "
                    f"{', '.join(Path(t.path).name for t in records)}: counted once",
                )
            )
