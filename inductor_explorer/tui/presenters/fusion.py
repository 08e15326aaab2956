"""The Fusion view's text: what the scheduler merged (pre-fusion nodes under each post-fusion node, the kernel
each became) and why, from the fusion log."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.model.artifacts import SchedulerIR, SchedulerNode
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.fusion_log import FusionLog, node_members
from inductor_explorer.model.graph import CompiledGraph, node_kind, separation_reason
from inductor_explorer.model.ids import GraphSource, KernelRef
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.presenters.kernel import kernel_title

#: The Fusion and Buffer views' title for a graph of a trace log alone, which holds no scheduler IR.
NO_SCHEDULER_IR = "No scheduler IR in a trace log: run with TORCH_COMPILE_DEBUG=1 for ir_*_fusion.txt."
#: A compile served from the FX graph cache: TORCH_COMPILE_DEBUG=1 was no help, the cache skipped Inductor.
CACHE_HIT_NO_IR = (
    "No scheduler IR: this compile was served from the FX graph cache, so Inductor generated nothing and "
    "wrote no debug files. Run again with TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 for ir_*_fusion.txt."
)


def no_scheduler_ir(graph: CompiledGraph) -> str:
    """Why a graph read from the trace log alone has no scheduler IR, and how to get it."""
    return CACHE_HIT_NO_IR if graph.cache_hit else NO_SCHEDULER_IR


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


NO_LOG = (
    "No fusion log for this run, so the scheduler's reasons are unknown. Capture one with "
    "`inductor-explore run -- python script.py`, or run the script with TORCH_LOGS=fusion "
    "TORCH_COMPILE_DEBUG=1 and save its stderr as capture/script.stderr beside torch_compile_debug/."
)


def fusion_decisions(
    log: FusionLog | None, graph_name: str, node: str, members: list[str], grouping: str | None = None
) -> Text:
    """The scheduler's decisions involving NODE (its MEMBERS): fused, or refused with the reason; then
    GROUPING, why code generation put NODE into a kernel with other nodes after fusion, if it did."""
    if log is None:
        text = Text(NO_LOG, "italic")
        if grouping:
            text.append(f"\nAfter fusion: {inert_line(grouping)}")
        return text
    mine = node_members(node) | set(members)
    decisions = [d for d in log.for_graph(graph_name) if any(side & mine for side in d.members())]
    # torch 2.13 logs a second candidate pass after "fusion complete" with no round header of its own: the
    # same refusal then appears twice under one round.
    counts: dict[tuple, int] = {}
    for d in decisions:
        key = (d.round, d.fused, d.node1, d.node2, d.reason)
        counts[key] = counts.get(key, 0) + 1
    text = Text()
    text.append(f"Why {inert_line(node)} looks like this", "bold")
    text.append(f" (scheduler decisions from {inert_line(Path(log.file).name)})\n", "dim")
    if not decisions:
        text.append(
            "The fusion log records no attempt to fuse it: the scheduler only tries pairs that share a "
            "buffer or sit close in its order, so it had no fusion opportunity.\n"
        )
    for (round_, fused, node1, node2, reason), times in counts.items():
        where = f"round {round_}: " if round_ is not None else ""
        text.append(f"  {where}{'fused' if fused else 'refused'} ").append(inert_line(node1), "bold")
        text.append(" with ").append(inert_line(node2), "bold")
        if not fused:
            text.append(f": {inert_line(reason or 'no reason given')}")
        text.append(f" ({times}x)\n" if times > 1 else "\n")
    if grouping:
        text.append("After fusion: ", "bold").append(f"{inert_line(grouping)}\n")
    return text


def no_fusion_title(graph: CompiledGraph | None) -> Text:
    """The title of a graph without a post-fusion IR to show, saying why."""
    if graph is not None and graph.source is GraphSource.TRACE:
        return Text(no_scheduler_ir(graph))
    return Text("No ir_post_fusion.txt in this graph.")


def post_node_label(graph: CompiledGraph, node: SchedulerNode, externs: dict[KernelRef, str]) -> Text:
    """`op3  FusedSchedulerNode · 2 nodes → cpp_fused_add_0`: a post-fusion node, its members and its kernel.

    EXTERNS: `extern_names(graph)`.
    """
    kernel = graph.kernel_for_post(node.name)
    title = kernel_title(graph, kernel, externs) if kernel else None
    label = Text.assemble((node.name, "bold"), f"  {node.scheduler_class}")
    if node.is_fused:
        label.append(f" · {len(graph.pre_nodes_for_post(node.name))} nodes")
    else:
        label.append(" · shared kernel" if graph.grouping_reason(node.name) else " · alone")
    # A subgraph's launches sit in its own function of output_code.py, outside call().
    unlinked = "not linked (launched in its subgraph's function)" if graph.ir_subgraph else "no kernel"
    label.append(f" → {inert_line(title) if title else unlinked}")
    return label


def member_label(pre_ir: SchedulerIR | None, name: str) -> Text:
    """A pre-fusion member NAME: its kind and scheduler class (`?` when the pre-fusion IR lacks it)."""
    member = pre_ir.node(name) if pre_ir else None
    kind = node_kind(member) if member else "?"
    return Text(f"{name}  {kind}" + (f" · {member.scheduler_class}" if member else ""))


def post_node_note(graph: CompiledGraph, node: SchedulerNode) -> Text | None:
    """Why NODE shares a kernel after fusion, or why it stayed alone; None for a fused node."""
    grouping = graph.grouping_reason(node.name)
    if grouping:
        return Text(f"after fusion: {inert_line(grouping)}", "italic")
    if not node.is_fused:
        return Text(f"why alone: {separation_reason(node)}", "italic")
    return None


def no_kernel_words(graph: CompiledGraph, node: str) -> str:
    """What `enter` says on post-fusion node NODE when no kernel is linked to it."""
    what = "has no kernel linked" if graph.ir_subgraph else "generated no kernel"
    return f"{node} {what}"
