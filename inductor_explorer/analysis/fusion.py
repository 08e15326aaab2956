"""What the scheduler fused in one graph, and why each node left alone stayed alone, from evidence only.

One `FusionNode` per post-fusion node: its pre-fusion members, the kernel it became, and for a node left
alone the reason with the evidence it rests on:

* ``log``: the fusion log (TORCH_LOGS=fusion) recorded the scheduler's refusals, or no attempt at all;
* ``ir``: the scheduler IR proves it: an extern call, a MultiOutput (one item of an extern call's tuple), a
  no-op node, or every node sharing a buffer with it ruled out (an extern call, another device, or no
  memory access in common: the scheduler fuses a pair only when both access one buffer at one index);
* ``not recorded``: neither says, and the reason is not guessed.

The `fusion` command's text and JSON and the Fusion view render these objects.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from inductor_explorer.model.fusion_log import FusionDecision, FusionLog, node_members
from inductor_explorer.model.graph import CompiledGraph, node_kind
from inductor_explorer.model.ids import GraphSource

if TYPE_CHECKING:
    from inductor_explorer.model.artifacts import Dependency, SchedulerNode
    from inductor_explorer.model.ids import KernelRef


class Evidence(StrEnum):
    """What a reason for a node left alone rests on."""

    LOG = "log"
    IR = "ir"
    NOT_RECORDED = "not recorded"


#: How to record the scheduler's reasons where neither the fusion log nor the IR gives one.
CAPTURE_HINT = (
    "`inductor-explore run -- python script.py` records the fusion log, "
    "or run the script with TORCH_LOGS=fusion and save its stderr as capture/script.stderr "
    "beside torch_compile_debug/"
)
NOT_RECORDED = f"no fusion log, and the IR does not prove a reason; to record it, {CAPTURE_HINT}"


class RuledOut(StrEnum):
    """Why the IR rules out fusing a node with one that shares a buffer with it."""

    EXTERN = "extern"  # the other node is an extern call (or a no-op): never fused
    DEVICE = "device"  # the two run on different devices
    NO_SHARED_ACCESS = "no shared access"  # both access BUFFER, never at the same index


@dataclass(frozen=True)
class Neighbour:
    """A node sharing BUFFER with a node left alone, and what in the IR rules the pair's fusion out."""

    node: str
    buffer: str
    ruled_out: RuledOut
    #: The IR's words for it: the devices (`cpu`, `cuda:0`), or each side's accesses of BUFFER as printed.
    mine: tuple[str, ...] = ()
    theirs: tuple[str, ...] = ()

    def describe(self) -> str:
        match self.ruled_out:
            case RuledOut.EXTERN:
                return f"{self.node} (sharing {self.buffer}) is an extern call or no-op, never fused"
            case RuledOut.DEVICE:
                where = f"runs on {self.theirs[0]}, this node on {self.mine[0]}"
                return f"{self.node} (sharing {self.buffer}) {where}"
        return (
            f"{self.node} accesses other elements of {self.buffer} ({'; '.join(self.theirs)}; this node: "
            f'{"; ".join(self.mine)}): no memory access in common (the scheduler\'s "no shared data")'
        )


@dataclass(frozen=True)
class AloneReason:
    """Why a post-fusion node was left alone, and on what evidence."""

    evidence: Evidence
    text: str
    #: For `ir` reasons that rule out the nodes sharing a buffer: each of them and why.
    neighbours: tuple[Neighbour, ...] = ()


@dataclass(frozen=True)
class LoggedDecision:
    """A fusion log decision involving a node: fused or refused (with the scheduler's reason), TIMES times."""

    node1: str
    node2: str
    fused: bool
    reason: str | None
    round: int | None = None
    times: int = 1


@dataclass(frozen=True)
class FusionNode:
    """One post-fusion node: its members, its kernel, and why it looks so."""

    name: str
    scheduler_class: str
    kind: str  # model.graph.node_kind of it (its members consulted): pointwise, reduction, extern, ...
    fused: bool
    members: tuple[str, ...]  # its pre-fusion nodes (itself when unfused; none without ir_pre_fusion.txt)
    kernel: KernelRef | None  # the kernel or extern call id it became; None when not linked
    #: Why code generation put it into one kernel with other nodes the scheduler did not fuse it with.
    grouping: str | None = None
    alone: AloneReason | None = None  # for a node left alone
    decisions: tuple[LoggedDecision, ...] = ()  # the fusion log's decisions involving it (with a log)


@dataclass(frozen=True)
class GraphFusion:
    """Every post-fusion node of one graph, in the IR's order."""

    graph: str
    log: str | None  # the fusion log covering this graph; None without one
    ir_subgraph: str | None = None  # CompiledGraph.ir_subgraph
    nodes: tuple[FusionNode, ...] = field(default_factory=tuple)
    no_ir: str | None = None  # why the graph has no post-fusion IR to judge (`missing_ir`); None: it has one

    def node(self, name: str) -> FusionNode | None:
        return next((n for n in self.nodes if n.name == name), None)

    @property
    def fused(self) -> int:
        return sum(1 for n in self.nodes if n.fused)

    def by_evidence(self) -> dict[Evidence, int]:
        """How many nodes left alone have a reason of each kind of evidence."""
        counts = dict.fromkeys(Evidence, 0)
        for n in self.nodes:
            if n.alone is not None:
                counts[n.alone.evidence] += 1
        return counts


#: Why a graph read from a trace log alone has no scheduler IR.
NO_SCHEDULER_IR = "No scheduler IR in a trace log: run with TORCH_COMPILE_DEBUG=1 for ir_*_fusion.txt."
#: A compile served from the FX graph cache: TORCH_COMPILE_DEBUG=1 was no help, the cache skipped Inductor.
CACHE_HIT_NO_IR = (
    "No scheduler IR: this compile was served from the FX graph cache, so Inductor generated nothing and "
    "wrote no debug files. Run again with TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 for ir_*_fusion.txt."
)


def no_scheduler_ir(graph: CompiledGraph) -> str:
    """Why a graph read from the trace log alone has no scheduler IR, and how to get it."""
    return CACHE_HIT_NO_IR if graph.cache_hit else NO_SCHEDULER_IR


def missing_ir(graph: CompiledGraph) -> str | None:
    """Why GRAPH has no post-fusion IR to show; None when it has one."""
    if graph.post_fusion is not None:
        return None
    if graph.source is GraphSource.TRACE:
        return no_scheduler_ir(graph)
    return "No ir_post_fusion.txt in this graph."


def graph_fusion(graph: CompiledGraph, log: FusionLog | None) -> GraphFusion:
    """GRAPH's post-fusion nodes judged from LOG (when it covers GRAPH) and the scheduler IR."""
    ir = graph.post_fusion
    decided = log.for_graph(graph.name) if log is not None else []
    covering = log if log is not None and decided else None
    nodes: list[FusionNode] = []
    for node in ir.nodes if ir is not None else []:
        members = tuple(graph.pre_nodes_for_post(node.name))
        decisions = _decisions(decided, node.name, members) if covering is not None else ()
        alone = None
        if not node.is_fused:
            alone = _ir_reason(graph, node)
            # The log's words when it has them, else what the IR proves (an extern call is never a candidate).
            if covering is not None and (alone.evidence is not Evidence.IR or _refused(decisions)):
                alone = _logged_reason(decisions)
        nodes.append(
            FusionNode(
                name=node.name,
                scheduler_class=node.scheduler_class,
                kind=graph.post_kind(node),
                fused=node.is_fused,
                members=members,
                kernel=graph.kernel_for_post(node.name),
                grouping=graph.grouping_reason(node.name),
                alone=alone,
                decisions=decisions,
            )
        )
    return GraphFusion(
        graph.name, covering.file if covering else None, graph.ir_subgraph, tuple(nodes), missing_ir(graph)
    )


def _decisions(
    decided: list[FusionDecision], node: str, members: tuple[str, ...]
) -> tuple[LoggedDecision, ...]:
    """The decisions of DECIDED involving NODE or its MEMBERS, each once with how often it was logged (torch
    2.13 logs a second candidate pass after "fusion complete", repeating refusals under one round)."""
    mine = node_members(node) | set(members)
    counts: dict[LoggedDecision, int] = {}
    for d in decided:
        if any(side & mine for side in d.members()):
            key = LoggedDecision(d.node1, d.node2, d.fused, d.reason, d.round)
            counts[key] = counts.get(key, 0) + 1
    return tuple(replace(key, times=times) for key, times in counts.items())


def _refused(decisions: tuple[LoggedDecision, ...]) -> list[LoggedDecision]:
    return [d for d in decisions if not d.fused]


def _logged_reason(decisions: tuple[LoggedDecision, ...]) -> AloneReason:
    refusals = _refused(decisions)
    if not refusals:
        return AloneReason(
            Evidence.LOG,
            "the fusion log records no attempt to fuse it: the scheduler found no candidate pair with it",
        )
    said = dict.fromkeys(f"{d.node1} with {d.node2}: {d.reason or 'no reason given'}" for d in refusals)
    return AloneReason(Evidence.LOG, "the scheduler refused " + "; ".join(said))


def _ir_reason(graph: CompiledGraph, node: SchedulerNode) -> AloneReason:
    """What the IR proves about why NODE stayed alone, else `not recorded`."""
    if "MultiOutput" in node.ir_classes:
        source = ", ".join(d.buffer for d in node.unmet_dependencies) or "its producer"
        return AloneReason(
            Evidence.IR,
            f"MultiOutput: takes one item of {source}'s tuple output (an extern call's); generates no kernel",
        )
    kind = node_kind(node)
    if kind == "extern":
        call = node.extern_kernel or ",".join(node.ir_classes)
        return AloneReason(Evidence.IR, f"extern call ({call}): runs a library kernel, never fused")
    if kind == "nop":
        return AloneReason(Evidence.IR, "no-op node (a view or alias): generates no kernel")
    if kind not in ("pointwise", "reduction") or graph.post_fusion is None:
        return AloneReason(Evidence.NOT_RECORDED, NOT_RECORDED)
    neighbours = []
    for other in graph.post_fusion.nodes:
        if other is node:
            continue
        shared = [b for b in _accessed(node) if b in _accessed(other)]
        if not shared:
            continue
        ruled = _ruled_out(node, other, shared)
        if ruled is None:
            return AloneReason(Evidence.NOT_RECORDED, NOT_RECORDED)
        neighbours.append(ruled)
    if not neighbours:
        return AloneReason(
            Evidence.IR,
            "shares no buffer with another scheduler node: the scheduler only considers pairs sharing one",
        )
    return AloneReason(
        Evidence.IR,
        "every node sharing a buffer with it is ruled out: " + "; ".join(n.describe() for n in neighbours),
        tuple(neighbours),
    )


def _dependencies(node: SchedulerNode) -> list[Dependency]:
    """Every access NODE (its members included) makes: writes, then reads."""
    return [dep for n in node.walk() for dep in (*n.writes, *n.unmet_dependencies, *n.met_dependencies)]


def _accessed(node: SchedulerNode) -> dict[str, None]:
    return dict.fromkeys(dep.buffer for dep in _dependencies(node))


def node_device(node: SchedulerNode) -> str | None:
    """The device NODE runs on: its `.group.device`, else its outputs' one device."""
    if node.device:
        return node.device
    devices = {b.device for n in node.walk() for b in n.outputs if b.device}
    return devices.pop() if len(devices) == 1 else None


def _ruled_out(node: SchedulerNode, other: SchedulerNode, shared: list[str]) -> Neighbour | None:
    """What in the IR rules out fusing NODE with OTHER (which access the SHARED buffers); None: nothing."""
    buffer = shared[0]
    if node_kind(other) in ("extern", "nop"):
        return Neighbour(other.name, buffer, RuledOut.EXTERN)
    mine, theirs = node_device(node), node_device(other)
    if mine is not None and theirs is not None and mine != theirs:
        return Neighbour(other.name, buffer, RuledOut.DEVICE, (mine,), (theirs,))
    ours, others = _dependencies(node), _dependencies(other)
    for name in shared:
        a = [elements(d.text) for d in ours if d.buffer == name]
        b = [elements(d.text) for d in others if d.buffer == name]
        if any(x is None or y is None or x & y for x in a for y in b):
            return None
    # Each shared buffer accessed by both at element sets that never meet: the scheduler's shared-data score
    # (the accesses the two have in common) is 0, and no loop reordering makes one.
    return Neighbour(
        other.name,
        buffer,
        RuledOut.NO_SHARED_ACCESS,
        tuple(dict.fromkeys(d.text for d in ours if d.buffer == buffer)),
        tuple(dict.fromkeys(d.text for d in others if d.buffer == buffer)),
    )


_MEMORY_DEP = re.compile(r"^MemoryDep\('[^']+', (?P<index>.+), \{(?P<ranges>[^{}]*)\}(?:, [^{}]*)?\)$")
_RANGE = re.compile(r"^(c\d+): (\d+)$")
_TERM = re.compile(r"^(?:(\d+)\*)?(c\d+)$|^(\d+)$")
#: The most elements an access is enumerated over to prove it disjoint from another.
ELEMENT_LIMIT = 1 << 18


def elements(dependency: str) -> frozenset[int] | None:
    """The buffer elements the MemoryDep DEPENDENCY (as printed) accesses, when its index is a sum of integer
    multiples of its loop variables over integer ranges and they are few (ELEMENT_LIMIT); else None."""
    match = _MEMORY_DEP.match(dependency)
    if match is None:
        return None
    ranges: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in match["ranges"].split(","))):
        bound = _RANGE.match(part)
        if bound is None:
            return None
        ranges[bound[1]] = int(bound[2])
    offset, strides = 0, []
    for term in match["index"].replace(" - ", " + -").split(" + "):
        sign = -1 if term.startswith("-") else 1
        parsed = _TERM.match(term.lstrip("-"))
        if parsed is None:
            return None
        if parsed[3] is not None:
            offset += sign * int(parsed[3])
        elif parsed[2] in ranges:
            strides.append((sign * int(parsed[1] or 1), ranges[parsed[2]]))
        else:
            return None
    if math.prod(size for _, size in strides) > ELEMENT_LIMIT:
        return None
    found = {offset}
    for stride, size in strides:
        found = {start + stride * i for start in found for i in range(size)}
    return frozenset(found)
