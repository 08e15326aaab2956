"""FX view: fx_graph_readable.py (and each FX stage a trace log recorded), with the FX nodes of the selected
kernel marked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.model.artifacts import FxNode
from inductor_explorer.model.ids import KernelRef, extern_line, is_extern
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.fx import FxStage, fx_stages, kernel_marks, node_status, stage_title
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.source_view import SourceView


class FxView(View):
    """The FX graph as Inductor received it; the cursor shows which kernels a node was lowered into."""

    SEARCH_PANE = "#fx-source"

    BINDINGS = [
        Binding(
            "s",
            "next_stage",
            "FX stage",
            tooltip="Next FX graph stage the trace log recorded (Dynamo, pre-grad, AOT, post-grad)",
        )
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None
        self._by_line: dict[int, FxNode] = {}
        self._kernel: KernelRef | None = None
        self._stage = 0

    def _stages(self) -> list[FxStage]:
        return fx_stages(self._loaded)

    def _show_stage(self) -> None:
        stages = self._stages()
        self._stage %= len(stages)
        _, fx, text = stages[self._stage]
        self._by_line = {n.line: n for n in fx.nodes} if fx else {}
        source = self.query_one("#fx-source", SourceView)
        source.set_source(text, "python")
        self._kernel = None
        self.query_one("#fx-title", Static).update(stage_title(stages[self._stage], self._stage, len(stages)))

    def action_next_stage(self) -> None:
        self._stage += 1
        self._show_stage()

    def compose(self) -> ComposeResult:
        yield Static(id="fx-title", classes="view-title")
        yield SourceView(id="fx-source", classes="pane", on_cursor=self._cursor_moved)
        yield Static(id="fx-status", classes="view-status")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        source = self.query_one("#fx-source", SourceView)
        graph = loaded.graph if loaded else None
        if loaded is not self._loaded:
            self._loaded = loaded
            self._stage = 0
            self._show_stage()
        shown = self._stages()[self._stage][1]
        if target and graph and shown and shown is graph.first_fx:
            node = next((n for n in shown.nodes if n.name == target), None)
            if node is not None:
                kernels = graph.kernels_for_fx_node(node.name)
                if kernels:
                    self.mark("kernel", kernels[0])
                source.move_cursor(node.line, center=True)

    def mark(self, kind: str, name: str) -> None:
        graph = self._loaded.graph if self._loaded else None
        if kind != "kernel" or graph is None or name == self._kernel:
            return
        self._kernel = KernelRef(name)  # a Selected message's kernel name
        self.query_one("#fx-source", SourceView).set_marks(kernel_marks(graph, self._by_line, self._kernel))

    def _node_at(self, line: int) -> FxNode | None:
        return self._by_line.get(line)

    def _cursor_moved(self, line: int) -> None:
        graph = self._loaded.graph if self._loaded else None
        # One line high whatever it says: no relayout of the screen per cursor move.
        self.query_one("#fx-status", Static).update(
            node_status(graph, line, self._node_at(line)), layout=False
        )

    def on_source_view_followed(self, event: SourceView.Followed) -> None:
        event.stop()
        node = self._node_at(event.line)
        graph = self._loaded.graph if self._loaded else None
        if node is None or graph is None:
            return
        kernels = graph.kernels_for_fx_node(node.name)
        if kernels and not is_extern(kernels[0]):
            self.post_message(Navigate(ViewKind.KERNELS, kernels[0]))
        elif kernels:
            self.post_message(Navigate(ViewKind.WRAPPER, extern_line(kernels[0])))

    def current_file(self) -> tuple[Path, int] | None:
        graph = self._loaded.graph if self._loaded else None
        if graph is None or graph.fx is None:
            return None
        return Path(graph.fx.file), self.query_one("#fx-source", SourceView).cursor_line

    def current_target(self) -> str | None:
        node = self._node_at(self.query_one("#fx-source", SourceView).cursor_line)
        return node.name if node else None

    def default_focus(self) -> Widget | None:
        return self.query_one("#fx-source")
