"""The scheduler's fusion decisions, from `TORCH_LOGS="fusion"` text (stderr of a compiled run).

Nothing else records *why* two scheduler nodes stayed apart: the IR files only show the result. The log
(torch 2.13, `torch/_inductor/scheduler.py`) holds, per compile id and fusion round (`...` stands for a glog
prefix such as `V1130 03:09:29.825000 10707 torch/_inductor/scheduler.py:4995]`; the fourth line is one
line in the log)::

    ... [0/0] [__fusion] ===== attempting fusion (1/10): 7 nodes =====
    ... [0/0] [__fusion] cannot fuse op1 with op3: intermediate nodes between node1 & node2
    ... [0/0] [__fusion] fusing op3 with op4
    ... [0/0] [__fusion] cannot fuse (benchmark): fusing OrderedSet(['buf1']) with OrderedSet(['buf2'])
        cause 1.3x slowdown
    W1130 ... torch/_inductor/debug.py:545] [0/0] model__0_inference_0 debug trace: .../model__0_inference_0.0

The `debug trace:` line (TORCH_COMPILE_DEBUG=1) closes a graph's compile, so the decisions logged under a
compile id before it belong to that graph folder. The glog prefix, the compile id and the `[__fusion]` tag
are each optional, so pasted text and custom TORCH_LOGS_FORMAT output parse too.
"""

from __future__ import annotations

import re
from pathlib import Path

from inductor_explorer.loader.files import read_text
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.fusion_log import FusionDecision, FusionLog

#: Where `inductor-explore run` leaves the script's stderr (its TORCH_LOGS text) in the run's folder.
CAPTURE_DIR = "capture"
STDERR_NAME = "script.stderr"

_GLOG = re.compile(r"^[VIWEF]\d{4} [\d:.]+ +\d+ [^\s\]]+:\d+\] ?")
_COMPILE_ID = re.compile(r"^\[(?P<id>!?[\d/_!]*\d)\] ?")
_TAG = re.compile(r"^\[__fusion\] ?")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_NODE = r"(?P<{}>[^\s:]+)"
_CANNOT = re.compile(r"^cannot fuse {} with {}: (?P<reason>.*)$".format(_NODE.format("a"), _NODE.format("b")))
_FUSING = re.compile(r"^fusing {} with {}$".format(_NODE.format("a"), _NODE.format("b")))
# Older torch (2.1–2.3) printed "fusing X into Y" in some paths.
_FUSING_INTO = re.compile(r"^fusing {} into {}$".format(_NODE.format("a"), _NODE.format("b")))
_BENCH_PAIR = re.compile(
    r"^(?P<verdict>can|cannot) fuse \(benchmark\): fusing (?P<a>.+?) with (?P<b>.+?) cause (?P<why>.*)$"
)
_BENCH = re.compile(r"^(?P<verdict>can|cannot) fuse \(benchmark\): (?P<why>.*)$")
_ROUND = re.compile(r"^===== attempting fusion \((?P<n>\d+)/\d+\): \d+ nodes =====$")
_CANDIDATE = re.compile(r"^ {2}(?P<cls>\w+)\((?:name|nodes)=['\"]?(?P<name>[^'\"),]+)")
_DEBUG_TRACE = re.compile(r"^(?P<graph>\S+) debug trace: (?P<path>.+)$")
#: Informational messages of the fusion logger; recognised so they are not reported as problems.
_KNOWN = (
    "completed fusion round",
    "===== fusion complete",
    "fuse_nodes_once",
    "found ",
    "Shared memory",
    "Exception in compiling",
    "ComboKernel",
    "===== attempting fusion",
    "can fuse",
    "cannot fuse",
    "fusing ",
    "candidates",
    "benchmark",
)
_DECISION_START = ("cannot fuse ", "can fuse ", "fusing ")


def parse_fusion_log(text: str, file: str) -> tuple[FusionLog, list[Problem]]:
    """Parse TORCH_LOGS="fusion" text (any other stderr lines around it are skipped).

    Lines of other loggers and of the user's program are not ours to understand, so only fusion-tagged
    lines that fit no known message become problems.
    """
    log = FusionLog(file=file)
    problems: list[Problem] = []
    pending: dict[str | None, list[FusionDecision]] = {}
    rounds: dict[str | None, int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = _ANSI.sub("", raw)
        rest = _GLOG.sub("", line, count=1)
        match = _COMPILE_ID.match(rest)
        compile_id = match.group("id") if match else None
        if match:
            rest = rest[match.end() :]
        tagged = _TAG.match(rest)
        if tagged:
            rest = rest[tagged.end() :]
        trace = _DEBUG_TRACE.match(rest.strip())
        if trace and not tagged:
            folder = re.split(r"[\\/]", trace.group("path").strip())[-1] or trace.group("graph")
            log.graph_folders.setdefault(compile_id or "", []).append(folder)
            for waiting in pending.pop(compile_id, []):
                log.decisions.append(_with_graph(waiting, folder))
            rounds.pop(compile_id, None)
            continue
        message = rest.rstrip()
        if not tagged and not message.lstrip().startswith(_DECISION_START):
            continue
        if _BENCH.match(message.strip()) and not _BENCH_PAIR.match(message.strip()):
            # The pair-less benchmark verdict names no nodes (the pair is only in torch's call stack).
            continue
        decision = _decision(message.strip(), compile_id, rounds.get(compile_id), number)
        if decision is not None:
            pending.setdefault(compile_id, []).append(decision)
            continue
        round_match = _ROUND.match(message.strip())
        if round_match:
            rounds[compile_id] = int(round_match.group("n"))
            continue
        candidate = _CANDIDATE.match(message)
        if candidate:
            log.candidates.setdefault(candidate.group("name"), candidate.group("cls"))
            continue
        stripped = message.strip()
        if tagged and stripped and not stripped.startswith(_KNOWN):
            problems.append(Problem(file, number, f"unrecognised fusion log message: {stripped[:120]}"))
        elif not tagged or stripped.startswith(_DECISION_START):
            problems.append(Problem(file, number, f"fusion decision in an unknown format: {stripped[:120]}"))
    # Compiles without a `debug trace:` line (no TORCH_COMPILE_DEBUG, or a failed compile) keep graph=None.
    for decisions in pending.values():
        log.decisions.extend(decisions)
    log.decisions.sort(key=lambda d: d.line)
    return log, problems


def _with_graph(decision: FusionDecision, graph: str) -> FusionDecision:
    return FusionDecision(
        decision.node1,
        decision.node2,
        decision.fused,
        decision.reason,
        decision.compile_id,
        graph,
        decision.round,
        decision.line,
        decision.benchmark,
    )


def _decision(message: str, compile_id: str | None, round_: int | None, line: int) -> FusionDecision | None:
    bench = _BENCH_PAIR.match(message)
    if bench:
        fused = bench.group("verdict") == "can"
        return FusionDecision(
            bench.group("a"),
            bench.group("b"),
            fused,
            None if fused else bench.group("why"),
            compile_id,
            None,
            round_,
            line,
            benchmark=True,
        )
    for pattern, fused in ((_CANNOT, False), (_FUSING, True), (_FUSING_INTO, True)):
        found = pattern.match(message)
        if found:
            reason = found.groupdict().get("reason")
            return FusionDecision(
                found.group("a"), found.group("b"), fused, reason, compile_id, None, round_, line
            )
    return None


def load_fusion_log(path: Path) -> tuple[FusionLog, list[Problem]]:
    """Read and parse a file of TORCH_LOGS="fusion" text (e.g. `capture.find_fusion_log(...)`)."""
    text, problems = read_text(Path(path))
    if text is None:
        return FusionLog(file=str(path)), problems
    log, found = parse_fusion_log(text, str(path))
    return log, problems + found


def find_fusion_log(path: Path) -> Path | None:
    """The captured TORCH_LOGS stderr for a debug folder made by `run`: PATH or up to four folders up
    (PATH may be the run folder, its torch_compile_debug/, a run_* folder or a graph folder)."""
    path = Path(path).resolve()
    start = path if path.is_dir() else path.parent
    for folder in (start, *list(start.parents)[:4]):
        candidate = folder / CAPTURE_DIR / STDERR_NAME
        if candidate.is_file():
            return candidate
    return None
