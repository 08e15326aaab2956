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
from inductor_explorer.tui.widgets.buffer_view import scheduler_node_file
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree
from inductor_explorer.tui.widgets.kernel_view import extern_names, kernel_title
from inductor_explorer.tui.widgets.view import View


def fusion_totals(counts: GraphCounts) -> Text:
    """`N pre-fusion nodes → M post-fusion nodes (F fused, A alone) → K kernels, E extern calls`."""
    return Text(f"{counted(counts.pre_fusion_nodes or 0, 'pre-fusion node')} → "
                f"{counted(counts.post_fusion_nodes or 0, 'post-fusion node')} ({counts.fused_nodes or 0} fused, "
                f"{counts.alone_nodes or 0} alone) → {counted(len(counts.kernels), 'kernel')}, "
                f"{counted(counts.extern_calls or 0, 'extern call')}")


NO_LOG = ("No fusion log for this run, so the scheduler's reasons are unknown. Capture one with "
          "`inductor-explore run -- python script.py`, or run the script with TORCH_LOGS=fusion "
          "TORCH_COMPILE_DEBUG=1 and save its stderr as capture/script.stderr beside torch_compile_debug/.")


def fusion_decisions(log: FusionLog | None, graph_name: str, node: str, members: list[str]) -> Text:
    """The scheduler's decisions involving NODE (its MEMBERS): fused, or refused with the reason."""
    if log is None:
        return Text(NO_LOG, "italic")
    mine = node_members(node) | set(members)
    decisions = [d for d in log.for_graph(graph_name) if any(side & mine for side in d.members())]
    text = Text()
    text.append(f"Why {inert_line(node)} looks like this", "bold")
    text.append(f" (scheduler decisions from {inert_line(Path(log.file).name)})\n", "dim")
    if not decisions:
        text.append("The fusion log records no attempt to fuse it: the scheduler only tries pairs that share a "
                    "buffer or sit close in its order, so it had no fusion opportunity.\n")
    for d in decisions:
        where = f"round {d.round}: " if d.round is not None else ""
        if d.fused:
            text.append(f"  {where}fused ").append(inert_line(d.node1), "bold").append(" with ")
            text.append(inert_line(d.node2), "bold").append("\n")
        else:
            text.append(f"  {where}refused ").append(inert_line(d.node1), "bold").append(" with ")
            text.append(inert_line(d.node2), "bold").append(f": {inert_line(d.reason or 'no reason given')}\n")
    return text


class FusionTree(EllipsisTree):
    """Post-fusion nodes and their members; `enter` opens the kernel a node became."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("enter", "select_cursor", "Kernel", tooltip="Open the kernel (or extern call) the node became"),
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
            title.update(fusion_totals(graph_counts(graph)))
            pre_ir = graph.pre_fusion
            externs = extern_names(graph)
            for node in graph.post_fusion.nodes:
                kernel = graph.kernel_for_post(node.name)
                kernel = kernel_title(graph, kernel, externs) if kernel else None
                members = graph.pre_nodes_for_post(node.name)
                label = Text.assemble((node.name, "bold"), f"  {node.scheduler_class}")
                label.append(f" · {len(members)} nodes" if node.is_fused else " · alone")
                label.append(f" → {inert_line(kernel) if kernel else 'no kernel'}")
                branch = tree.root.add(label, data=node.name, expand=True)
                for name in members:
                    member = pre_ir.node(name) if pre_ir else None
                    kind = node_kind(member) if member else "?"
                    branch.add_leaf(Text(f"{name}  {kind}" + (f" · {member.scheduler_class}" if member else "")),
                                    data=node.name)
                if not node.is_fused:
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
        pane.update(fusion_decisions(logs[loaded.key[0]], loaded.name, node, graph.pre_nodes_for_post(node)))

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
            self.notify(f"{event.node.data} generated no kernel", severity="warning")

    def current_target(self) -> str | None:
        node = self.query_one(FusionTree).cursor_node
        return node.data if node else None

    def current_file(self) -> tuple[Path, int] | None:
        graph = self._loaded.graph if self._loaded else None
        name = self.current_target()
        return scheduler_node_file(graph, name) if graph is not None and name else None

    def default_focus(self):
        return self.query_one(FusionTree)
