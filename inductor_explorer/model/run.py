"""Runs and debug trees: what discovery found, before and after parsing."""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.ids import GraphSource

if TYPE_CHECKING:  # model.graph imports this module
    from inductor_explorer.model.graph import CompiledGraph, GraphDigest
    from inductor_explorer.model.trace import TraceLog

_MODERN_NAME = re.compile(
    r"^(?P<model>.*?)__(?P<aot_id>\d+)_(?P<kind>forward|backward|inference)_(?P<n>\d+)\.(?P<counter>\d+)$"
)


#: GraphFolder.files key of the structured trace log a graph's artifacts (all or some) come from.
TRACE_LOG = "trace log"


@dataclass(frozen=True)
class TraceGraphRef:
    """One `inductor_output_code` record of a structured trace log and the artifacts logged with it.

    Spans are byte ranges of the payloads in the log (read when the graph is parsed, so that a log of
    hundreds of MB is never held whole): `inductor_output_code`, the FX graph of each stage
    (`dynamo_output_graph`, `aot_forward_graph`, ..., `inductor_post_grad_graph`) and the provenance
    artifacts (`inductor_provenance_tracking_node_mappings`, `..._kernel_stack_traces`).
    """

    log: Path
    compile_id: str | None  # "0/0", as the log's envelope gives it
    aot_id: str | None  # "0_forward", from the output code's `# AOT ID` comment
    offset: int  # byte offset of the inductor_output_code record in the log
    spans: tuple[tuple[str, int, int], ...]  # (record or artifact name, start, end) in logged order
    cache_hit: bool = False  # the compile's FX graph came from the FX graph cache (no debug files)

    @property
    def kind(self) -> str | None:
        """forward / backward / inference, from the AOT ID."""
        if self.aot_id and "_" in self.aot_id:
            kind = self.aot_id.rsplit("_", 1)[1]
            return kind if kind in ("forward", "backward", "inference") else None
        return None

    def span(self, name: str) -> tuple[int, int] | None:
        for stage, start, end in self.spans:
            if stage == name:
                return start, end
        return None


@dataclass
class GraphFolder:
    """A folder holding the artifacts of one compiled graph (discovered, not yet parsed); or a compile of a
    structured trace log with no folder (TRACE set, FILES holding only the log), or both merged."""

    name: str
    path: Path
    files: dict[str, Path]  # artifact file name -> path, only the known artifacts present
    extra_files: list[str] = field(default_factory=list)
    trace: TraceGraphRef | None = None  # this graph's records in the run's trace log, when it has them
    # False: when discovered, the folder had no output code or had changed moments before, so a compile
    # may still have been writing it (loader/watch.py looks at it again).
    settled: bool = True

    @property
    def kind(self) -> str | None:
        """forward / backward / inference, from the folder name when it says (else the trace's AOT ID)."""
        match = _MODERN_NAME.match(self.name)
        if match:
            return match.group("kind")
        return self.trace.kind if self.trace else None

    @property
    def source(self) -> GraphSource:
        """Where the artifacts come from: a debug folder, the trace log alone (e.g. an FX graph cache hit), or
        both (merged)."""
        if self.trace is None:
            return GraphSource.FOLDER
        return GraphSource.TRACE if set(self.files) <= {TRACE_LOG} else GraphSource.BOTH

    @property
    def cache_hit(self) -> bool:
        """The compile was served from the FX graph cache: Inductor generated nothing and, with no debug
        folder, its graph is what the trace log recorded. A fact of the run, not a problem."""
        return self.trace is not None and self.trace.cache_hit

    @property
    def aot_id(self) -> int | None:
        match = _MODERN_NAME.match(self.name)
        return int(match.group("aot_id")) if match else None

    @property
    def aot_key(self) -> str | None:
        """`<aot id>_<kind>` ("0_forward"): the `# AOT ID` Inductor writes in this graph's output code."""
        match = _MODERN_NAME.match(self.name)
        return f"{match.group('aot_id')}_{match.group('kind')}" if match else None

    def size_bytes(self) -> int:
        """Bytes a parse of this graph reads: of a trace log it came from, only its payloads' spans."""
        total = 0
        for path in set(self.files.values()):
            if self.trace is not None and path == self.trace.log:
                total += sum(end - start for _, start, end in self.trace.spans)
                continue
            with contextlib.suppress(OSError):
                total += path.stat().st_size
        return total


@dataclass(frozen=True)
class TraceSource:
    """Where compile events come from: a structured trace log, a tlparse report folder, or pasted text."""

    path: Path
    kind: str  # "structured", "tlparse", "pasted"


@dataclass
class RunFolder:
    """One `run_<timestamp>-pid_<pid>` folder (or whatever PATH stood for when it had no run folder)."""

    name: str
    path: Path
    pid: int | None = None
    rank: int | None = (
        None  # the distributed rank its trace log names (`dedicated_log_torch_trace_rank_N_*.log`)
    )
    graphs: list[GraphFolder] = field(default_factory=list)
    trace_logs: list[TraceSource] = field(default_factory=list)
    # Compile id -> where its `dynamo_cpp_guards_str` payload (the guard tree) lies: (log, start, end) bytes.
    guard_spans: dict[str, tuple[Path, int, int]] = field(default_factory=dict)
    # The threads torch used for CPU kernels, as its first guard tree's GLOBAL_STATE guard records them.
    cpu_threads: int | None = None


class NotADebugFolder(Exception):
    """PATH holds nothing the loader recognises."""


@dataclass
class DebugTree:
    """What discovery found under the PATH the user gave: its runs, their graph folders and trace logs."""

    path: Path
    runs: list[RunFolder]
    trace_logs: list[TraceSource] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    # The structured trace logs' graphs are not attached yet (a huge log, indexed after the first frame).
    trace_graphs_pending: bool = False

    def rank_labels(self) -> dict[int, int]:
        """Run index -> its rank, when the runs are of two ranks or more (each face then names the rank of
        what it shows); empty otherwise."""
        ranks = {i: run.rank for i, run in enumerate(self.runs) if run.rank is not None}
        return ranks if len(set(ranks.values())) >= 2 else {}


def rank_label(rank: int | None) -> str:
    """`rank 1 · ` before a row or title of a session of several ranks; "" when RANK is None."""
    return f"rank {rank} · " if rank is not None else ""


@dataclass
class ParsedRun:
    """One run folder, parsed: whole graphs (the explorer, diff) or their digests (summary)."""

    run: RunFolder
    graphs: list[CompiledGraph | GraphDigest] = field(default_factory=list)
    traces: list[TraceLog] = field(default_factory=list)
    trace_problems: list[Problem] = field(default_factory=list)


@dataclass
class ParsedTree:
    """Every run of a debug tree, parsed."""

    tree: DebugTree
    runs: list[ParsedRun]

    def traces(self) -> list[TraceLog]:
        return [t for r in self.runs for t in r.traces]

    def all_problems(self) -> list[Problem]:
        out = list(self.tree.problems)
        for run in self.runs:
            for graph in run.graphs:
                out.extend(graph.problems)
            out.extend(run.trace_problems)
        return out
