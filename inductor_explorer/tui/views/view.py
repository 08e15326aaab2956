"""The base of every view: what the app needs to show a target and search in it."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.explorer import Explorer, explorer_of


class TextScroll(VerticalScroll):
    """A pane of text to read: vi keys scroll it as the arrows do."""

    BINDINGS = [
        Binding("j", "scroll_down", "Down", show=False),
        Binding("k", "scroll_up", "Up", show=False),
        Binding("g", "scroll_home", "Top", show=False),
        Binding("G", "scroll_end", "Bottom", show=False),
    ]


class View(Vertical):
    """A view of one graph (or of the session); its id is its ViewKind's. Subclasses implement show()."""

    #: The pane searched by `/` when no pane of the view has the focus.
    SEARCH_PANE: ClassVar[str | None] = None
    #: On a narrow screen the view takes the navigator's room too (`t` shows it again): a table whose
    #: columns need every cell of 80 (app.tcss, `-wide-view`).
    WIDE: ClassVar[bool] = False

    @property
    def explorer(self) -> Explorer:
        """The app as views see it: the session state they render, where the user is."""
        return explorer_of(self)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        """Show TARGET (a name or a line number, view-specific) of LOADED; None: a sensible default."""
        raise NotImplementedError

    def current_target(self) -> str | None:
        """What history should remember to come back to this view as it is now."""
        return None

    def current_file(self) -> tuple[Path, int] | None:
        """The artifact file shown and the line the cursor is on (1-based), for the pager / editor keys."""
        return None

    def mark(self, kind: str, name: str) -> None:
        """Another view selected the kernel/buffer NAME; views that show it may mark it."""

    def default_focus(self) -> Widget | None:
        """The pane that gets the focus when the view is opened."""
        return None

    def search(self, query: str, direction: int = 1, pane: Widget | None = None) -> bool:
        """Search PANE (the focused one when inside this view, else SEARCH_PANE) for QUERY."""
        if pane is None or self not in pane.ancestors:
            pane = self.query_one(self.SEARCH_PANE) if self.SEARCH_PANE else None
        search = getattr(pane, "search", None)
        return bool(search and search(query, direction))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # A view's own worker (the Ranks view's comparison, the Costs view's estimates) that stops on an
        # error: its title says so instead of the progress it showed (workers' errors are otherwise dropped).
        if event.state is not WorkerState.ERROR:
            return
        error = f"{type(event.worker.error).__name__}: {event.worker.error}"
        for title in self.query(".view-title").results(Static):
            title.update(Text(inert_line(f"could not be computed: {error}"), "italic"))
        self.notify(error, title=f"{self.id}: could not be computed", severity="error", timeout=10)
