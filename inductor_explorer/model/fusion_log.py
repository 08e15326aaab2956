"""The scheduler's fusion decisions as a fusion log records them (loader/fusion_log.py parses the log)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_BUFFER_SET = re.compile(r"['\"]([^'\"]+)['\"]")


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
