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
from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.loader.files import read_text
from inductor_explorer.model.artifacts import Problem

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
_BUFFER_SET = re.compile(r"['\"]([^'\"]+)['\"]")
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


@dataclass(frozen=True)
class FusionDecision:
    """One pair the scheduler considered: fused or not, and the reason it gave when it refused."""

    node1: str  # scheduler node name (`op3`, `op3_op4` for an already fused node, `buf2` before 2.4)
    node2: str
    fused: bool
    reason: str | None  # None for a fusion; the scheduler's words for a refusal
    compile_id: str | None = None  # `0/0`, `1/0_1`
    graph: str | None = None  # graph folder name, when a `debug trace:` line closed the compile
    round: int | None = None  # fusion round (1-based) the decision was made in
    line: int = 0  # 1-based line in the log
    benchmark: bool = False  # decided by benchmarking (node names are then buffer sets)

    def members(self) -> tuple[frozenset[str], frozenset[str]]:
        """The unfused scheduler node names each side stands for."""
        return node_members(self.node1), node_members(self.node2)


@dataclass
class FusionLog:
    """Every fusion decision of a log, with the graph folders its compile ids produced."""

    file: str
    decisions: list[FusionDecision] = field(default_factory=list)
    graph_folders: dict[str, list[str]] = field(default_factory=dict)  # compile id -> graph folder names
    candidates: dict[str, str] = field(default_factory=dict)  # node name -> scheduler class, as listed

    def for_graph(self, graph: str) -> list[FusionDecision]:
        """Decisions made while compiling the graph folder named GRAPH (e.g. `model__0_forward_1.0`)."""
        return [d for d in self.decisions if d.graph == graph]

    def refusals(self) -> list[FusionDecision]:
        return [d for d in self.decisions if not d.fused]


_MEMBER = re.compile(r"(?:op|buf)\d+")


def node_members(name: str) -> frozenset[str]:
    """`op1_op2_op4` -> {op1, op2, op4}; a name of another shape stands for itself.

    Fused scheduler nodes are named by joining their members with `_`; members are `opN` (2.4+) or
    `bufN` (older). A benchmark decision names buffer sets (`OrderedSet(['buf1'])`): their buffers.
    """
    if name.startswith(("OrderedSet(", "{", "[")):
        found = _BUFFER_SET.findall(name)
        return frozenset(found) if found else frozenset({name})
    parts = name.split("_")
    if all(_MEMBER.fullmatch(p) for p in parts):
        return frozenset(parts)
    return frozenset({name})


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


def why_separate(
    decisions: list[FusionDecision],
    first: set[str] | frozenset[str] | str,
    second: set[str] | frozenset[str] | str,
) -> list[FusionDecision]:
    """The refusals between the scheduler nodes FIRST and SECOND (either order), in log order.

    Each side is a node name (fused names like `op1_op2` count as their members) or a set of unfused
    node names, e.g. the pre-fusion nodes of a kernel (`CompiledGraph.pre_nodes_for_kernel`). A refusal
    counts when one of its nodes covers part of FIRST and the other part of SECOND.
    """
    a = node_members(first) if isinstance(first, str) else frozenset(first)
    b = node_members(second) if isinstance(second, str) else frozenset(second)
    out = []
    for decision in decisions:
        if decision.fused:
            continue
        one, two = decision.members()
        if (one & a and two & b) or (one & b and two & a):
            out.append(decision)
    return out


def explain_separation(
    decisions: list[FusionDecision],
    first: set[str] | frozenset[str] | str,
    second: set[str] | frozenset[str] | str,
) -> str:
    """One line for "why are these two separate?": the scheduler's last refusal reasons, or why the log
    has none (the scheduler only weighs pairs that share a buffer or sit close in its order)."""
    refusals = why_separate(decisions, first, second)
    if not refusals:
        return (
            "the fusion log records no attempt to fuse them: the scheduler only tries pairs that share "
            "a buffer or are close in order, so they had no fusion opportunity"
        )
    reasons: list[str] = []
    for decision in refusals:
        text = decision.reason or "refused"
        if text not in reasons:
            reasons.append(text)
    rounds = sorted({d.round for d in refusals if d.round is not None})
    where = f" (round {', '.join(map(str, rounds))})" if rounds else ""
    return f"refused {len(refusals)} time(s){where}: " + "; ".join(reasons)


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
