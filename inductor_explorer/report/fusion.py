"""`inductor-explore fusion`: each post-fusion node of one graph with its members, its kernel and, for a node
left alone, the reason with its evidence (analysis/fusion.py judges; this module only formats), as text or
JSON. The Fusion view renders the same objects."""

from __future__ import annotations

from dataclasses import asdict

from inductor_explorer.analysis.fusion import CAPTURE_HINT, Evidence, FusionNode, GraphFusion
from inductor_explorer.text import counted, inert_line


def fusion_json(fusion: GraphFusion) -> dict:
    """FUSION as JSON: the graph, the fusion log read (null: none), every node as analysis.fusion has it."""
    return {
        "graph": fusion.graph,
        "fusion_log": fusion.log,
        "ir_subgraph": fusion.ir_subgraph,
        "no_ir": fusion.no_ir,
        "nodes": [asdict(node) for node in fusion.nodes],
    }


def fusion_text(fusion: GraphFusion) -> str:
    """FUSION as text: a heading, then a block per post-fusion node."""
    if fusion.no_ir:
        return f"{inert_line(fusion.graph)}: {fusion.no_ir}\n"
    lines = [f"{inert_line(fusion.graph)}: {_heading(fusion)}"]
    if fusion.ir_subgraph:
        lines.append(f"the IR files hold subgraph {inert_line(fusion.ir_subgraph)} only")
    for node in fusion.nodes:
        lines.append("")
        lines.extend(_node_lines(node))
    if fusion.log is None and fusion.by_evidence()[Evidence.NOT_RECORDED]:
        lines += ["", f"To record the scheduler's reasons: {CAPTURE_HINT}."]
    return "\n".join(lines) + "\n"


def _heading(fusion: GraphFusion) -> str:
    alone = sum(1 for n in fusion.nodes if not n.fused)
    counts = fusion.by_evidence()
    source = (
        f"reasons from the fusion log {inert_line(fusion.log)}"
        if fusion.log is not None
        else "no fusion log; reasons from the IR where it proves them"
    )
    said = ", ".join(f"{count} {evidence}" for evidence, count in counts.items() if count)
    return (
        f"{counted(len(fusion.nodes), 'post-fusion node')} ({fusion.fused} fused, {alone} alone); "
        f"{source}" + (f" ({said})" if said else "")
    )


def _node_lines(node: FusionNode) -> list[str]:
    state = f"fused, {counted(len(node.members), 'node')}" if node.fused else "alone"
    lines = [
        f"{inert_line(node.name)}  {node.scheduler_class} ({node.kind}), {state} "
        f"→ {inert_line(node.kernel) if node.kernel else 'no kernel'}"
    ]
    if node.fused:
        lines.append(f"  members: {inert_line(', '.join(node.members))}")
    if node.alone is not None:
        lines.append(f"  why alone ({node.alone.evidence}): {inert_line(node.alone.text)}")
    for d in node.decisions:
        verb = "fused" if d.fused else "refused"
        reason = "" if d.fused else f": {inert_line(d.reason or 'no reason given')}"
        where = f"round {d.round}: " if d.round is not None else ""
        times = f" ({d.times}x)" if d.times > 1 else ""
        pair = f"{inert_line(d.node1)} with {inert_line(d.node2)}"
        lines.append(f"  log: {where}{verb} {pair}{reason}{times}")
    if node.grouping:
        lines.append(f"  after fusion: {inert_line(node.grouping)}")
    return lines
