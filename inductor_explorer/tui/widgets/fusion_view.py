"""Fusion view: what the scheduler merged: pre-fusion nodes under each post-fusion node."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static, Tree

from inductor_explorer.model.graph import CompiledGraph, node_kind, separation_reason
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.store import LoadedGraph
from inductor_explorer.tui.widgets.view import View


def fusion_totals(graph: CompiledGraph) -> Text:
    """`N pre-fusion nodes → M post-fusion nodes (F fused, A alone) → K kernels, E extern calls`."""
    pre = sum(1 for top in graph.pre_fusion.nodes for _ in top.walk()) if graph.pre_fusion else 0
    post = graph.post_fusion.nodes if graph.post_fusion else []
    fused = sum(1 for n in post if n.is_fused)
    return Text(f"{pre} pre-fusion nodes → {len(post)} post-fusion nodes ({fused} fused, {len(post) - fused} "
                f"alone) → {len(graph.kernels)} kernels, {len(graph.externs)} extern calls")


class FusionTree(Tree):
    """Post-fusion nodes and their members; `enter` opens the kernel a node became."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("enter", "select_cursor", "Open kernel", show=True),
        Binding("space", "toggle_node", "Fold", show=True),
    ]

    def search(self, query: str, direction: int = 1) -> bool:
        """Move the cursor to the next node whose label contains QUERY."""
        needle = query.lower()
        lines = self.last_line + 1
        start = self.cursor_line
        for step in range(1, lines + 1):
            node = self.get_node_at_line((start + direction * step) % lines)
            if node is not None and needle in node.label.plain.lower():
                self.move_cursor(node)
                return True
        return False


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

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        tree = self.query_one(FusionTree)
        if loaded is not self._loaded:
            self._loaded = loaded
            tree.clear()
            graph = loaded.graph if loaded else None
            title = self.query_one("#fusion-title", Static)
            if graph is None or graph.post_fusion is None:
                title.update(Text("No ir_post_fusion.txt in this graph."))
                return
            title.update(fusion_totals(graph))
            pre_ir = graph.pre_fusion
            for node in graph.post_fusion.nodes:
                kernel = graph.kernel_for_post(node.name)
                members = graph.pre_nodes_for_post(node.name)
                label = Text.assemble((node.name, "bold"), f"  {node.scheduler_class}")
                label.append(f" · {len(members)} nodes" if node.is_fused else " · alone")
                label.append(f" → {kernel or 'no kernel'}")
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

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        graph = self._loaded.graph if self._loaded else None
        if graph is None or event.node.data is None:
            return
        kernel = graph.kernel_for_post(event.node.data)
        if kernel and kernel.startswith("extern:"):
            self.post_message(Navigate("wrapper", kernel[7:]))
        elif kernel:
            self.post_message(Navigate("kernels", kernel))
        else:
            self.notify(f"{event.node.data} generated no kernel", severity="warning")

    def current_target(self) -> str | None:
        node = self.query_one(FusionTree).cursor_node
        return node.data if node else None

    def default_focus(self):
        return self.query_one(FusionTree)
