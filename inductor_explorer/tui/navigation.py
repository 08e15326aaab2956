"""Where the user is in the explorer (a Location), where they were (the history) and what they selected; how
a Location is shown: its view switched in, given the graph and target, the navigator's cursor moved there.

Every view stays mounted in the app's ContentSwitcher: going somewhere switches the view in and hands it what
to show, nothing is rebuilt.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import App
from textual.widgets import ContentSwitcher, Static

from inductor_explorer.state import ExplorerState
from inductor_explorer.text import inert_line
from inductor_explorer.tui.location import GraphKey, Location
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.registry import SESSION_VIEWS, SPEC_OF
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.search_bar import SearchBar

#: Locations the history keeps (the oldest are forgotten).
HISTORY_LIMIT = 200
#: Views that show what another view selected when opened without a target: view -> kind of selection.
SHOWS_SELECTED = {ViewKind.KERNELS: "kernel", ViewKind.CODE: "kernel", ViewKind.BUFFERS: "buffer"}


class Navigation:
    """APP's location, history and selection, shown in VIEWS (each view's widget, filled when the app
    composes them). REQUEST_LOAD parses a graph not parsed yet (a GraphLoaded message follows, on which the
    app shows the location again)."""

    def __init__(
        self,
        app: App[int],
        state: ExplorerState,
        views: dict[ViewKind, View],
        request_load: Callable[[GraphKey], None],
    ) -> None:
        self.app = app
        self.state = state
        self.views = views
        self.request_load = request_load
        self.location: Location | None = None
        self.history: list[Location] = []
        self.selection: dict[str, str] = {}
        #: What the last go() asked for, done once its graph is parsed.
        self.pending_focus = False
        self.pending_reveal = True
        self.title_shown = ""

    def view(self, kind: ViewKind) -> View:
        return self.views[kind]

    def current(self) -> Location | None:
        """Where we are, with the view's own cursor position, for the history."""
        if self.location is None:
            return None
        target = self.view(self.location.view).current_target()
        return Location(self.location.graph, self.location.view, target or self.location.target)

    def go(self, location: Location, push: bool = True, focus: bool = False, reveal: bool = True) -> None:
        """Show LOCATION, remembering where we were when PUSH; REVEAL: move the navigator's cursor there."""
        here = self.current()
        if push and here is not None and here != location:
            self.history.append(here)
            del self.history[:-HISTORY_LIMIT]
        if here is None or here.graph != location.graph:
            self.selection = {}
        self.location = location
        self.pending_focus = focus
        self.pending_reveal = reveal
        if location.graph is not None and location.graph not in self.state.loaded:
            self.app.query_one("#views").loading = True
            self.app.query_one(ContentSwitcher).current = location.view.value
            self.show_title()
            self.request_load(location.graph)
            return
        self.show(location, focus)

    def show_again(self, focus: bool = False) -> None:
        """Show the current location again (what it shows was read meanwhile)."""
        if self.location is not None:
            self.show(self.location, focus)

    def show(self, location: Location, focus: bool) -> None:
        """Switch LOCATION's view in and show its target; FOCUS: move the focus to the view."""
        self.app.query_one("#views").loading = False
        loaded = self.state.loaded.get(location.graph) if location.graph is not None else None
        view = self.view(location.view)
        self.app.query_one(ContentSwitcher).current = location.view.value
        target = location.target
        if target is None and location.view in SHOWS_SELECTED:
            target = self.selection.get(SHOWS_SELECTED[location.view])
        view.show(loaded, target)
        for kind, name in self.selection.items():
            view.mark(kind, name)
        if location.view is ViewKind.KERNELS and (kernel := view.current_target()):
            self.select("kernel", kernel)
        self.show_title()
        navigator = self.app.query_one(Navigator)
        navigator.screen.set_class(view.WIDE, "-wide-view")
        if self.pending_reveal and (here := self.current()) is not None:
            navigator.reveal(here)
        # The explorer's screen's focus (ctrl+p's palette, a screen over it, keeps its own while open).
        screen = navigator.screen
        focused = screen.focused
        # A pane of the view switched out keeps the focus otherwise: keys would act on what is not shown.
        hidden = (
            focused is not None
            and focused is not navigator
            and not isinstance(focused, SearchBar)
            and view not in focused.ancestors
        )
        if focus or hidden:
            pane = view.default_focus() or navigator
            # Now, not after this key (Widget.focus waits a turn): the next key acts on the new pane, and
            # the footer lists its keys. Widget.focus as well, for a pane that cannot take the focus yet or
            # loses it meanwhile (the app still starting).
            screen.set_focus(pane)
            pane.focus()

    def select(self, kind: str, name: str) -> None:
        """The kernel or buffer NAME is selected: the other views mark it."""
        self.selection[kind] = name
        shown = self.location.view if self.location else None
        for view_kind, view in self.views.items():
            if view_kind is not shown:
                view.mark(kind, name)

    def back(self) -> bool:
        """Go back to where we were; whether there was anywhere to go back to."""
        if not self.history:
            return False
        self.go(self.history.pop(), push=False, focus=True)
        return True

    def step_graph(self, step: int) -> None:
        """The compiled graph STEP places away (wrapping), in the same view (from a session view: its
        Overview)."""
        keys = self.state.graph_keys
        if not keys:
            return
        current = self.location.graph if self.location else None
        index = (keys.index(current) + step) % len(keys) if current in keys else 0
        key = keys[index]
        navigator = self.app.query_one(Navigator)
        node = navigator.graph_node(key)
        if node is not None and not navigator.has_focus:
            navigator.move_cursor(node)
        view = self.location.view if self.location else ViewKind.OVERVIEW
        self.go(Location(key, ViewKind.OVERVIEW if view in SESSION_VIEWS else view))

    def open_view(self, kind: ViewKind) -> None:
        """View KIND of the current graph (of the first graph from a session view; a session view: the
        session)."""
        graph = self.location.graph if self.location else None
        if kind in SESSION_VIEWS:
            graph = None
        elif graph is None and kind is not ViewKind.OVERVIEW and self.state.folders:
            graph = next(iter(self.state.folders))
        self.go(Location(graph, kind), focus=True)

    def show_title(self) -> None:
        location = self.location
        # One line, cut with `…`: the view first (a long folder name once pushed it off the bar).
        title = Text("inductor-explore", "bold", no_wrap=True, overflow="ellipsis")
        if location is not None:
            title.append(f"  ›  {SPEC_OF[location.view].title}", "bold")
            if location.graph is not None:
                name = self.state.folders[location.graph].name
            else:
                name = self.state.session.path.name or str(self.state.session.path)
            title.append(f"  ·  {inert_line(name)}")
        if title.plain != self.title_shown:
            self.title_shown = title.plain
            # The bar is one line across the screen whatever it says: repainted, not laid out again.
            self.app.query_one("#title-bar", Static).update(title, layout=False)
