"""The Fusion view's text: what the scheduler merged (pre-fusion nodes under each post-fusion node, the kernel
each became) and why: analysis.fusion's objects, from the fusion log or the IR's evidence."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.fusion import CAPTURE_HINT, Evidence, FusionNode, GraphFusion
from inductor_explorer.model.artifacts import SchedulerIR
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.graph import CompiledGraph, node_kind
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.presenters.kernel import kernel_title


def fusion_totals(counts: GraphCounts, grouped: int = 0, ir_subgraph: str | None = None) -> Text:
    """`N pre-fusion nodes → M post-fusion nodes (F fused, A alone) → K kernels, E extern calls`; then, when
    GROUPED of the alone nodes share a C++ kernel (`CompiledGraph.codegen_grouped`), that; IR_SUBGRAPH: the
    torch.cond branch the IR files hold alone (`CompiledGraph.ir_subgraph`): its node counts are that
    subgraph's, the kernel counts the whole graph's."""
    text = Text()
    if ir_subgraph:
        text.append(f"IR of subgraph {inert_line(ir_subgraph)} only: ", "bold")
    text.append(
        f"{counted(counts.pre_fusion_nodes or 0, 'pre-fusion node')} → "
        f"{counted(counts.post_fusion_nodes or 0, 'post-fusion node')} ({counts.fused_nodes or 0} fused, "
        f"{counts.alone_nodes or 0} alone) → {counted(len(counts.kernels), 'kernel')}, "
        f"{counted(counts.extern_calls or 0, 'extern call')}"
    )
    if ir_subgraph:
        text.append(" of the whole graph")
    if grouped:
        text.append(f"; {grouped} of the alone share one C++ kernel (grouped at codegen, not fused)")
    return text


def no_log_note(fusion: GraphFusion) -> str:
    """The lower pane's words for a graph no fusion log covers: where the tree's reasons come from."""
    counts = fusion.by_evidence()
    return (
        f"No fusion log for this run: {counts[Evidence.IR]} reason(s) above come from the IR, which proves "
        f"them; {counts[Evidence.NOT_RECORDED]} are not recorded. To record the scheduler's own reasons, "
        f"{CAPTURE_HINT} (with TORCH_COMPILE_DEBUG=1)."
    )


def fusion_decisions(fusion: GraphFusion, node: FusionNode) -> Text:
    """The scheduler's decisions involving NODE, from the fusion log: fused, or refused with the reason;
    then why code generation put NODE into a kernel with other nodes after fusion, if it did."""
    if fusion.log is None:
        text = Text(no_log_note(fusion), "italic")
        if node.alone is not None:
            text.append(f"\nWhy alone ({node.alone.evidence}): {inert_line(node.alone.text)}")
        if node.grouping:
            text.append(f"\nAfter fusion: {inert_line(node.grouping)}")
        return text
    text = Text()
    text.append(f"Why {inert_line(node.name)} looks like this", "bold")
    text.append(f" (scheduler decisions from {inert_line(Path(fusion.log).name)})\n", "dim")
    if not node.decisions:
        text.append(
            "The fusion log records no attempt to fuse it: the scheduler only tries pairs that share a "
            "buffer or sit close in its order, so it had no fusion opportunity.\n"
        )
    for d in node.decisions:
        where = f"round {d.round}: " if d.round is not None else ""
        text.append(f"  {where}{'fused' if d.fused else 'refused'} ").append(inert_line(d.node1), "bold")
        text.append(" with ").append(inert_line(d.node2), "bold")
        if not d.fused:
            text.append(f": {inert_line(d.reason or 'no reason given')}")
        text.append(f" ({d.times}x)\n" if d.times > 1 else "\n")
    if node.grouping:
        text.append("After fusion: ", "bold").append(f"{inert_line(node.grouping)}\n")
    return text


def no_fusion_title(fusion: GraphFusion | None) -> Text:
    """The title of a graph without a post-fusion IR to show, saying why."""
    return Text(
        fusion.no_ir if fusion is not None and fusion.no_ir else "No ir_post_fusion.txt in this graph."
    )


def post_node_label(graph: CompiledGraph, node: FusionNode, externs: dict[KernelRef, str]) -> Text:
    """`op3  FusedSchedulerNode · 2 nodes → cpp_fused_add_0`: a post-fusion node, its members and its kernel.

    EXTERNS: `extern_names(graph)`.
    """
    title = kernel_title(graph, node.kernel, externs) if node.kernel else None
    label = Text.assemble((node.name, "bold"), f"  {node.scheduler_class}")
    if node.fused:
        label.append(f" · {len(node.members)} nodes")
    else:
        label.append(" · shared kernel" if node.grouping else " · alone")
    label.append(f" → {inert_line(title) if title else 'no kernel'}")
    return label


def member_label(pre_ir: SchedulerIR | None, name: str) -> Text:
    """A pre-fusion member NAME: its kind and scheduler class (`?` when the pre-fusion IR lacks it)."""
    member = pre_ir.node(name) if pre_ir else None
    kind = node_kind(member) if member else "?"
    return Text(f"{name}  {kind}" + (f" · {member.scheduler_class}" if member else ""))


def post_node_notes(node: FusionNode) -> list[Text]:
    """Why NODE shares a kernel after fusion, and why it stayed alone (with the evidence); none for a fused
    node."""
    notes = []
    if node.alone is not None:
        style = "italic dim" if node.alone.evidence is Evidence.NOT_RECORDED else "italic"
        notes.append(Text(f"why alone ({node.alone.evidence}): {inert_line(node.alone.text)}", style))
    if node.grouping:
        notes.append(Text(f"after fusion: {inert_line(node.grouping)}", "italic"))
    return notes


def no_kernel_words(node: str) -> str:
    """What `enter` says on post-fusion node NODE when no kernel is linked to it."""
    return f"{node} generated no kernel"
