"""Fusion view: what the scheduler merged: pre-fusion nodes under each post-fusion node, and why (fusion
log)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Static, Tree

from inductor_explorer.analysis.counts import graph_counts
from inductor_explorer.analysis.fusion import GraphFusion
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import extern_line, is_extern
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.buffer import scheduler_node_file
from inductor_explorer.tui.presenters.fusion import (
    fusion_decisions,
    fusion_totals,
    member_label,
    no_fusion_title,
    no_kernel_words,
    post_node_label,
    post_node_notes,
)
from inductor_explorer.tui.presenters.kernel import extern_names
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree


class FusionTree(EllipsisTree):
    """Post-fusion nodes and their members; `enter` opens the kernel a node became."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding(
            "enter", "select_cursor", "Kernel", tooltip="Open the kernel (or extern call) the node became"
        ),
        Binding("space", "toggle_node", "Fold", show=False, tooltip="Fold / unfold the node's members"),
        Binding("g,home", "first", "First", show=False, tooltip="The first line of the tree"),
        Binding("G,end", "last", "Last", show=False, tooltip="The last line of the tree"),
    ]

    def action_first(self) -> None:
        self.cursor_line = 0

    def action_last(self) -> None:
        self.cursor_line = self.last_line


class FusionView(View):
    """For each post-fusion node: its pre-fusion members, their kinds, and the kernel it became."""

    SEARCH_PANE = "#fusion-tree"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None
        self._fusion: GraphFusion | None = None

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
        graph = loaded.graph if loaded else None
        fusion = self.explorer.state.fusion(loaded) if loaded is not None and graph is not None else None
        if loaded is not self._loaded or fusion is not self._fusion:
            target = target or self.current_target()
            self._loaded, self._fusion = loaded, fusion
            tree.clear()
            title = self.query_one("#fusion-title", Static)
            if graph is None or graph.post_fusion is None:
                title.update(no_fusion_title(fusion))
                self._why(None)
                return
            title.update(fusion_totals(graph_counts(graph), len(graph.codegen_grouped()), graph.ir_subgraph))
            if fusion is None:
                tree.root.add_leaf(Text("reading the fusion log…", "italic"))
            else:
                self._fill(tree, graph, fusion)
        if target:
            for branch in tree.root.children:
                if branch.data == target:
                    tree.move_cursor(branch)
                    tree.scroll_to_node(branch, animate=False)
                    break
        self._why(tree.cursor_node.data if tree.cursor_node else None)

    def _fill(self, tree: FusionTree, graph: CompiledGraph, fusion: GraphFusion) -> None:
        """A branch per post-fusion node, its pre-fusion members under it, then why it looks so."""
        externs = extern_names(graph)
        for node in fusion.nodes:
            branch = tree.root.add(post_node_label(graph, node, externs), data=node.name, expand=True)
            for name in node.members:
                branch.add_leaf(member_label(graph.pre_fusion, name), data=node.name)
            for note in post_node_notes(node):
                branch.add_leaf(note, data=node.name)
        tree.cursor_line = 0

    def _why(self, name: str | None) -> None:
        """Fill the lower pane with the scheduler's decisions for the post-fusion node NAME."""
        pane = self.query_one("#fusion-why-text", Static)
        fusion = self._fusion
        node = fusion.node(name) if fusion is not None and name is not None else None
        pane.update(fusion_decisions(fusion, node) if fusion is not None and node is not None else "")

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted[str]) -> None:
        event.stop()
        self._why(event.node.data)

    def on_tree_node_selected(self, event: Tree.NodeSelected[str]) -> None:
        event.stop()
        graph = self._loaded.graph if self._loaded else None
        if graph is None or event.node.data is None:
            return
        kernel = graph.kernel_for_post(event.node.data)
        if kernel and is_extern(kernel):
            self.post_message(Navigate(ViewKind.WRAPPER, extern_line(kernel)))
        elif kernel:
            self.post_message(Navigate(ViewKind.KERNELS, kernel))
        else:
            self.notify(no_kernel_words(event.node.data), severity="warning")

    def current_target(self) -> str | None:
        node = self.query_one(FusionTree).cursor_node
        return node.data if node else None

    def current_file(self) -> tuple[Path, int] | None:
        graph = self._loaded.graph if self._loaded else None
        name = self.current_target()
        return scheduler_node_file(graph, name) if graph is not None and name else None

    def default_focus(self) -> Widget | None:
        return self.query_one(FusionTree)
