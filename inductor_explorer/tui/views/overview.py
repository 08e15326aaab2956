"""Overview: what a graph (or the whole session) holds, and the problems found while loading it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widget import Widget

from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.presenters.costs import graph_costs_text
from inductor_explorer.tui.presenters.overview import graph_page, session_page
from inductor_explorer.tui.views.view import TextScroll, View
from inductor_explorer.tui.widgets.hanging_text import HangingStatic


class OverviewView(View):
    """Counts and problems of the current graph; of the session before any graph is chosen."""

    SEARCH_PANE = None

    def compose(self) -> ComposeResult:
        with TextScroll(id="overview-scroll", classes="pane"):
            yield HangingStatic(id="overview-text")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        body = self.query_one("#overview-text", HangingStatic)
        state = self.explorer.state
        if loaded is None:
            body.show_text(session_page(state))
        else:
            threads = state.session.runs[loaded.key[0]].cpu_threads
            body.show_text(graph_page(state, loaded, graph_costs_text(loaded, threads)))

    def default_focus(self) -> Widget | None:
        return self.query_one("#overview-scroll")
