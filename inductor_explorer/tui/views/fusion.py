"""Fusion view: what the scheduler merged: pre-fusion nodes under each post-fusion node, and why (fusion log)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static, Tree

from inductor_explorer.analysis.counts import graph_counts
from inductor_explorer.loader.fusion_log import FusionLog, node_members
from inductor_explorer.loader.trace.graphs import NO_SCHEDULER_IR
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.graph import node_kind, separation_reason
from inductor_explorer.model.ids import GraphSource, extern_line, is_extern
from inductor_explorer.report.text import counted, inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.views.buffer import scheduler_node_file
from inductor_explorer.tui.views.kernel import extern_names, kernel_title
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree


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


class FusionTree(EllipsisTree):
    """Post-fusion nodes and their members; `enter` opens the kernel a node became."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding(
            "enter", "select_cursor", "Kernel", tooltip="Open the kernel (or extern call) the node became"
        ),
        Binding("space", "toggle_node", "Fold", show=False, tooltip="Fold / unfold the node's members"),
    ]


class FusionView(View):
    """For each post-fusion node: its pre-fusion members, their kinds, and the kernel it became."""

    VIEW_ID = "fusion"
    SEARCH_PANE = "#fusion-tree"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="fusion-title", classes="view-title")
        tree: FusionTree = FusionTree("fusion", id="fusion-tree", classes="pane")
        tree.show_root = False
        tree.auto_expand = False
        yield tree
        with VerticalScroll(id="fusion-why", classes="pane"):
            yield Static(id="fusion-why-text")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        tree = self.query_one(FusionTree)
        if loaded is not self._loaded:
            self._loaded = loaded
            tree.clear()
            graph = loaded.graph if loaded else None
            title = self.query_one("#fusion-title", Static)
            if graph is None or graph.post_fusion is None:
                trace_only = graph is not None and graph.source is GraphSource.TRACE
                title.update(Text(NO_SCHEDULER_IR if trace_only else "No ir_post_fusion.txt in this graph."))
                return
            title.update(fusion_totals(graph_counts(graph), len(graph.codegen_grouped()), graph.ir_subgraph))
            pre_ir = graph.pre_fusion
            externs = extern_names(graph)
            for node in graph.post_fusion.nodes:
                kernel = graph.kernel_for_post(node.name)
                kernel = kernel_title(graph, kernel, externs) if kernel else None
                members = graph.pre_nodes_for_post(node.name)
                label = Text.assemble((node.name, "bold"), f"  {node.scheduler_class}")
                grouping = graph.grouping_reason(node.name)
                if node.is_fused:
                    label.append(f" · {len(members)} nodes")
                else:
                    label.append(" · shared kernel" if grouping else " · alone")
                # A subgraph's launches sit in its own function of output_code.py, outside call().
                unlinked = (
                    "not linked (launched in its subgraph's function)" if graph.ir_subgraph else "no kernel"
                )
                label.append(f" → {inert_line(kernel) if kernel else unlinked}")
                branch = tree.root.add(label, data=node.name, expand=True)
                for name in members:
                    member = pre_ir.node(name) if pre_ir else None
                    kind = node_kind(member) if member else "?"
                    branch.add_leaf(
                        Text(f"{name}  {kind}" + (f" · {member.scheduler_class}" if member else "")),
                        data=node.name,
                    )
                if grouping:
                    branch.add_leaf(Text(f"after fusion: {inert_line(grouping)}", "italic"), data=node.name)
                elif not node.is_fused:
                    branch.add_leaf(Text(f"why alone: {separation_reason(node)}", "italic"), data=node.name)
            tree.cursor_line = 0
        if target:
            for branch in tree.root.children:
                if branch.data == target:
                    tree.move_cursor(branch)
                    tree.scroll_to_node(branch, animate=False)
                    break
        self._why(tree.cursor_node.data if tree.cursor_node else None)

    def _why(self, node: str | None) -> None:
        """Fill the lower pane with the fusion log's decisions for the post-fusion node NODE."""
        pane = self.query_one("#fusion-why-text", Static)
        loaded = self._loaded
        if loaded is None or loaded.graph is None or node is None:
            pane.update("")
            return
        graph = loaded.graph
        logs = self.explorer.state.fusion_logs
        if loaded.key[0] not in logs:
            pane.update(Text("reading the fusion log…", "italic"))
            return
        pane.update(
            fusion_decisions(
                logs[loaded.key[0]],
                loaded.name,
                node,
                graph.pre_nodes_for_post(node),
                graph.grouping_reason(node),
            )
        )

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        event.stop()
        self._why(event.node.data)

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        graph = self._loaded.graph if self._loaded else None
        if graph is None or event.node.data is None:
            return
        kernel = graph.kernel_for_post(event.node.data)
        if kernel and is_extern(kernel):
            self.post_message(Navigate("wrapper", extern_line(kernel)))
        elif kernel:
            self.post_message(Navigate("kernels", kernel))
        else:
            what = "has no kernel linked" if graph.ir_subgraph else "generated no kernel"
            self.notify(f"{event.node.data} {what}", severity="warning")

    def current_target(self) -> str | None:
        node = self.query_one(FusionTree).cursor_node
        return node.data if node else None

    def current_file(self) -> tuple[Path, int] | None:
        graph = self._loaded.graph if self._loaded else None
        name = self.current_target()
        return scheduler_node_file(graph, name) if graph is not None and name else None

    def default_focus(self):
        return self.query_one(FusionTree)
