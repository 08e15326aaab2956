"""What the trace logs say about each run, linked to its graph folders: compiles, graph breaks, recompiles.

Pure logic over parsed trace logs (the session reads them and calls `link_run`: session/parse.py's
link_trace_logs); the Breaks, Compile and Ranks views, the navigator and the Repro view show it. A compile is
listed by its frame key ("0/0"): Dynamo's restarts ("0/0_1") are attempts of that one compile, and the graph
breaks that caused them are reported under the frame key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from inductor_explorer.analysis.breaks import BreakDiagnosis, DistinctBreak, diagnose, distinct_breaks
from inductor_explorer.analysis.recompiles import RecompileDiagnosis, diagnose_logged_recompile
from inductor_explorer.analysis.remedies import SourceReader
from inductor_explorer.model.artifacts import Problem, SourceLocation
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import RunFolder
from inductor_explorer.model.trace import (
    CompileRecord,
    GraphBreak,
    GraphBreakRegistry,
    Recompile,
    TraceLog,
    compile_keys,
)


@dataclass
class CompileFrame:
    """One compile id (frame key) with its attempts, the graph folders it produced, and what hit it."""

    key: str  # "0/0"
    attempts: list[CompileRecord] = field(default_factory=list)  # logged order: 0/0, 0/0_1, …
    graphs: list[GraphKey] = field(default_factory=list)
    breaks: list[BreakDiagnosis] = field(default_factory=list)
    recompiles: list[Recompile] = field(default_factory=list)  # the guard failures that caused this compile

    @property
    def function(self) -> str | None:
        return next((a.function for a in reversed(self.attempts) if a.function), None)

    @property
    def status(self) -> str:
        """ok / failed / restarted (then ok or failed) / unknown, from the attempts' metrics."""
        last = next((a.metrics for a in reversed(self.attempts) if a.metrics), None)
        if last is None:
            return "unknown"
        outcome = "failed" if last.failed else "ok"
        return f"restarted, then {outcome}" if len(self.attempts) > 1 or last.restart_reasons else outcome


@dataclass
class RunTraces:
    """The trace logs of one run and what the explorer linked together from them."""

    run: int
    traces: list[TraceLog] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    diagnoses: list[BreakDiagnosis] = field(default_factory=list)
    distinct: list[DistinctBreak] = field(default_factory=list)
    compiles: dict[str, CompileFrame] = field(default_factory=dict)  # by frame key, logged order
    graph_compiles: dict[GraphKey, str] = field(default_factory=dict)  # graph folder -> frame key
    #: Per compile id ("0/0", "0/0_1"), its guards one line each as Dynamo printed them in its guard tree
    #: (`TENSOR_MATCH: ...`, `GuardManager: source=L['x'], ...`), read from the trace log when asked for.
    guard_trees: Mapping[str, list[str]] = field(default_factory=dict)
    #: Each recompile (by identity) diagnosed as `breaks` diagnoses it, the user's files read.
    recompile_diagnoses: dict[int, RecompileDiagnosis] = field(default_factory=dict)

    @property
    def recompiles(self) -> list[Recompile]:
        return [r for trace in self.traces for r in trace.recompiles]

    def recompile_diagnosis(self, recompile: Recompile) -> RecompileDiagnosis | None:
        """RECOMPILE (one of these trace logs') diagnosed, as `breaks` prints it."""
        return self.recompile_diagnoses.get(id(recompile))

    def guards(self, compile_id: str) -> list[str] | None:
        """The guards of COMPILE_ID, or of a frame key's last attempt ("0/0": "0/0_1"'s, the ones installed);
        None when the trace log has no guard tree for it."""
        if compile_id in self.guard_trees:
            return self.guard_trees[compile_id]
        attempts = [key for key in self.guard_trees if key.startswith(f"{compile_id}_")]
        return self.guard_trees[attempts[-1]] if attempts else None


@dataclass
class LinkMemo:
    """What link_run diagnosed of one run's breaks and recompiles, for its next link of the same logs read on:
    a followed log keeps the objects of the records it read, so only the records read since are diagnosed (a
    record keeps the diagnosis of its first link, made with the user's files as they were then). Keyed by
    identity, the record kept beside its diagnosis; what a link did not meet is dropped."""

    breaks: dict[int, tuple[GraphBreak, BreakDiagnosis]] = field(default_factory=dict)
    #: A recompile's diagnosis, with what it was made from: its compile record's function and stack.
    recompiles: dict[int, tuple[Recompile, str | None, list[SourceLocation] | None, RecompileDiagnosis]] = (
        field(default_factory=dict)
    )
    #: diagnose_recompile's memo, kept from one link to the next.
    shared: dict = field(default_factory=dict)


def link_run(
    run_index: int,
    run: RunFolder,
    traces: list[TraceLog],
    problems: list[Problem],
    registry: GraphBreakRegistry | None,
    read_source: SourceReader | None = None,
    memo: LinkMemo | None = None,
) -> RunTraces:
    """Group RUN's compile records by frame key and tie each to the graph folders its AOT ids name.
    READ_SOURCE reads the user's files the breaks point at: their fixes are chosen from the code. MEMO, kept
    by the caller from the run's last link, saves diagnosing again what it diagnosed then."""
    memo = LinkMemo() if memo is None else memo
    breaks: dict[int, tuple[GraphBreak, BreakDiagnosis]] = {}
    recompiles: dict[int, tuple[Recompile, str | None, list[SourceLocation] | None, RecompileDiagnosis]] = {}
    out = RunTraces(run_index, traces, list(problems))
    folders: dict[str, list[GraphKey]] = {}
    by_compile: dict[str, list[GraphKey]] = {}  # graphs with no folder: the compile id their record names
    for g, folder in enumerate(run.graphs):
        if folder.aot_key is not None:
            folders.setdefault(folder.aot_key, []).append((run_index, g))
        # A folder whose compile failed before its output code named its AOT ID has only its compile id.
        if (
            folder.trace is not None
            and folder.trace.compile_id is not None
            and (folder.aot_key is None or folder.trace.aot_id is None)
        ):
            by_compile.setdefault(folder.trace.compile_id, []).append((run_index, g))
    # One frame per compile of compile_keys, in its order: the counts here are the summary's.
    out.compiles = {key: CompileFrame(key) for key in compile_keys(traces)}
    for trace in traces:
        for record in trace.compiles.values():
            frame = out.compiles.setdefault(
                record.compile_id.frame_key, CompileFrame(record.compile_id.frame_key)
            )
            frame.attempts.append(record)
            named = [key for aot_id in record.aot_ids for key in folders.get(aot_id, [])]
            for key in [*named, *by_compile.get(str(record.compile_id), [])]:
                if key not in frame.graphs:
                    frame.graphs.append(key)
                    out.graph_compiles[key] = frame.key
        out.diagnoses.extend(_diagnosed_breaks(trace.graph_breaks, memo, breaks, registry, read_source))
        for recompile in trace.recompiles:
            logged = trace.compiles.get(str(recompile.compile_id)) if recompile.compile_id else None
            function, stack = (logged.function, logged.stack) if logged else (None, None)
            kept = memo.recompiles.get(id(recompile))
            if kept is not None and kept[0] is recompile and kept[1] == function and kept[2] is stack:
                diagnosed = kept[3]
            else:
                diagnosed = diagnose_logged_recompile(recompile, trace, read_source, memo.shared)
            recompiles[id(recompile)] = (recompile, function, stack, diagnosed)
            out.recompile_diagnoses[id(recompile)] = diagnosed
            if recompile.compile_id is not None:
                frame = out.compiles.setdefault(
                    recompile.compile_id.frame_key, CompileFrame(recompile.compile_id.frame_key)
                )
                frame.recompiles.append(recompile)
    for diagnosis in out.diagnoses:
        cid = diagnosis.graph_break.compile_id
        if cid is not None:
            out.compiles.setdefault(cid.frame_key, CompileFrame(cid.frame_key)).breaks.append(diagnosis)
    out.distinct = distinct_breaks(out.diagnoses)
    memo.breaks, memo.recompiles = breaks, recompiles
    return out


def _diagnosed_breaks(
    graph_breaks: list[GraphBreak],
    memo: LinkMemo,
    met: dict[int, tuple[GraphBreak, BreakDiagnosis]],
    registry: GraphBreakRegistry | None,
    read_source: SourceReader | None,
) -> list[BreakDiagnosis]:
    """GRAPH_BREAKS diagnosed: those MEMO knows as it diagnosed them, the others now; each put in MET."""

    def known(gb: GraphBreak) -> BreakDiagnosis | None:
        kept = memo.breaks.get(id(gb))
        return kept[1] if kept is not None and kept[0] is gb else None

    fresh = iter(diagnose([gb for gb in graph_breaks if known(gb) is None], registry, read_source))
    out = []
    for gb in graph_breaks:
        diagnosis = known(gb) or next(fresh)
        met[id(gb)] = (gb, diagnosis)
        out.append(diagnosis)
    return out
