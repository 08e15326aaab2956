"""The explorer app: a navigator on the left, the views of the current graph on the right.

`make_app()` builds it for the CLI (`run_app`) and the Pilot tests alike. What is loaded belongs to the
explorer's state (state/), which asks the Session for the work. The app puts the pieces together and routes
messages and keys to them: background.py runs the state's slow methods in workers (graph folders parsed on
demand, the first one right away; ctrl+p's names, trace logs, fusion logs and the `--compare` run after the
first screen), navigation.py knows where the user is and shows it, keymap.py lists the keys,
file_actions.py hands files and names over.
"""

from __future__ import annotations

import io
import sys

from rich.console import Console
from textual import events, on
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import ContentSwitcher, Static

from inductor_explorer.analysis.events import EventKind
from inductor_explorer.crash import report_crash_details
from inductor_explorer.report.breaks import event_line
from inductor_explorer.session import Session
from inductor_explorer.state import ExplorerState
from inductor_explorer.text import inert_line
from inductor_explorer.tui.background import (
    BackgroundWork,
    CostsRead,
    DiffLoaded,
    DiffProgress,
    GraphLoaded,
    GraphsAdded,
    NamesRead,
    TracesFollowed,
    TracesLoaded,
    Work,
    WorkFailed,
)
from inductor_explorer.tui.file_actions import FileActions
from inductor_explorer.tui.keymap import APP_BINDINGS, help_sections
from inductor_explorer.tui.location import GraphKey, Location, Navigate, Selected
from inductor_explorer.tui.navigation import Navigation
from inductor_explorer.tui.screens.help import HelpScreen
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.kernel import KernelView
from inductor_explorer.tui.views.registry import SESSION_VIEWS, VIEWS
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.footer import ExplorerFooter
from inductor_explorer.tui.widgets.jump_bar import JumpBar
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.search_bar import SearchBar
from inductor_explorer.tui.widgets.status_line import StatusLine

#: Seconds between two looks at the trace logs for what a running job appended, while they grow (a record
#: whose payload ends the file is taken once a look finds nothing more); twice as long once they have been
#: still for a while (background.py).
FOLLOW_EVERY_S = 0.25
#: How often the status line says again how far huge trace logs are read, while they are.
READ_STATUS_EVERY_S = 0.5
#: New graph breaks and recompiles notified one by one; past these, one notification counts the rest.
MAX_EVENT_NOTES = 3


class ExplorerApp(App[int]):
    """Explore the compiled graphs of a torch_compile_debug session with the keyboard."""

    CSS_PATH = "app.tcss"
    TITLE = "inductor-explore"
    #: Below 110 columns the navigator narrows and side-by-side panes stack (see app.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = APP_BINDINGS

    def __init__(self, state: ExplorerState) -> None:
        super().__init__()
        self.state = state
        self.background = BackgroundWork(self, state)
        #: Each view's widget, made in compose().
        self.views: dict[ViewKind, View] = {}
        self.navigation = Navigation(self, state, self.views, self.request_load)
        self.files = FileActions(self, state, self.navigation)
        self.search_from: Widget | None = None
        self.last_query = ""
        self.jump_bar: JumpBar | None = None

    @property
    def location(self) -> Location | None:
        return self.navigation.location

    @property
    def selection(self) -> dict[str, str]:
        return self.navigation.selection

    def view(self, kind: ViewKind) -> View:
        return self.navigation.view(kind)

    def go(self, location: Location, push: bool = True, focus: bool = False, reveal: bool = True) -> None:
        """Show LOCATION, remembering where we were when PUSH; REVEAL: move the navigator's cursor there."""
        self.navigation.go(location, push, focus, reveal)

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="title-bar")
        with Horizontal(id="main"):
            yield Navigator(self.state.tree, id="navigator")
            with ContentSwitcher(id="views", initial=VIEWS[0].kind.value):
                for spec in VIEWS:
                    view = self.views[spec.kind] = spec.widget(id=spec.kind.value)
                    yield view
        yield SearchBar(id="search")
        yield JumpBar(id="jump")
        yield StatusLine(id="status-bar")
        yield ExplorerFooter()

    def on_mount(self) -> None:
        self.background.start()
        self.jump_bar = self.query_one(JumpBar)
        navigator = self.query_one(Navigator)
        navigator.focus()
        first = next(iter(self.state.folders), None)
        if self.state.minifier.cases:
            # A minifier run is about its failure: the failing op and the error come first.
            self.go(Location(None, ViewKind.REPRO), push=False, focus=True)
        elif first is not None:
            navigator.move_cursor(navigator.graph_node(first))
            self.go(Location(first, ViewKind.OVERVIEW), push=False)
        else:
            # Trace logs only (a TORCH_TRACE folder, a tlparse report): the graph breaks are the story.
            self.go(Location(None, ViewKind.BREAKS), push=False, focus=True)

    def on_ready(self) -> None:
        # Textual posts Ready once, after the first frame. (call_after_refresh from on_mount posts an
        # InvokeLater that Textual drops when it is handled before the app is running: in the full suite one
        # app never started its workers and never read its trace logs.)
        self.background.start_reading()
        self.show_loading()  # a huge trace log's graphs being indexed: said on the status line
        # How far huge trace logs are read, said on the status line until they are (the status line's timer:
        # it ends with the line, when the app closes before they are read).
        self._reading = self.query_one(StatusLine).set_interval(
            READ_STATUS_EVERY_S, self._show_reading, name="trace read progress"
        )
        # The trace logs are followed: what a running job appends shows up (a stat per log per look).
        self.set_interval(FOLLOW_EVERY_S, self.background.follow, name="follow trace logs")

    def _show_reading(self) -> None:
        if self.state.run_traces is not None:
            self._reading.stop()
        self.show_loading()

    def on_unmount(self) -> None:
        self.background.stop()

    # ------------------------------------------------------------ keys, and quiet moments (session/memory.py)

    def on_key(self, event: events.Key) -> None:
        # A key that reaches the app, before its binding runs (the priority ones, ctrl+q, ran before it
        # reached the pane with the focus): full garbage collections wait for quiet.
        self.user_active()
        jump = self.jump_bar
        if jump is not None and jump.is_open:
            # The open ctrl+p prompt gets the keys (it never takes the focus), not the bindings.
            event.prevent_default()
            event.stop()
            jump.feed_key(event.key, event.character)

    def on_paste(self, event: events.Paste) -> None:
        jump = self.jump_bar
        if jump is not None and jump.is_open:
            event.stop()
            jump.paste(event.text)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self.user_active()

    def user_active(self) -> None:
        """The user pressed a key or clicked: full garbage collections wait for a quiet moment."""
        # Quiet is counted from the frame that answers the input too: counted from the key alone, a key
        # handled for 150 ms looked like a quiet spell, and a full collection started in the short gap
        # before the next key held that key for as long as it took (60-300 ms on a large run).
        self.background.collector.activity()
        self.call_after_refresh(self.background.collector.activity)

    # ------------------------------------------------------------------ background work

    def request_load(self, key: GraphKey) -> None:
        """Parse graph KEY in the background (a GraphLoaded message follows when it is done)."""
        if self.background.load(key):
            self.show_loading()

    def show_loading(self) -> None:
        """The status line says what is being parsed; nothing: it is hidden (the diff's progress shows again
        with its next step)."""
        self.query_one(StatusLine).say(self.state.loading_status() or self.state.follow_note)

    def on_graph_loaded(self, message: GraphLoaded) -> None:
        loaded = message.loaded
        if self.state.keep_graph(loaded):
            self.names_added()
        navigator = self.query_one(Navigator)
        navigator.populate(loaded)
        if loaded.graph is None:
            self.notify(
                f"{loaded.name}: {loaded.problems[0].message if loaded.problems else 'failed'}",
                title="Graph failed to load",
                severity="error",
                timeout=10,
            )
        location = self.location
        if location is not None and location.graph == loaded.key:
            node = navigator.graph_node(loaded.key)
            if node is not None:
                node.expand()
            self.navigation.show_again(self.navigation.pending_focus)
        elif location is not None and location.view is ViewKind.REPRO:
            self.navigation.show_again()  # its error lines name the graph's kernel once it is parsed
        elif location is not None and location.graph is None and location.view is ViewKind.OVERVIEW:
            self.navigation.show_again()  # the session's problems include the graph's now
        self.show_loading()
        self.background.freeze_heap()

    def on_names_read(self, message: NamesRead) -> None:
        if self.state.keep_names(message.found, message.error):
            self.names_added()

    def names_added(self) -> None:
        if self.jump_bar is not None:
            self.jump_bar.names_added()

    def on_graphs_added(self, message: GraphsAdded) -> None:
        """The graphs of a huge trace log, indexed after the first frame, or runs and graphs written since the
        explorer opened and graphs being written then, now complete (each named in a notification): listed
        (the complete ones parsed again if they were parsed), their names scanned for ctrl+p, the costs read
        again if they were read."""
        if not self.is_running:
            return
        navigator = self.query_one(Navigator)
        navigator.add_runs(message.runs)
        navigator.add_graphs(message.keys)
        if message.followed:
            self.state.graphs_followed(message.completed)
            self.names_added()
        shown = self.location.graph if self.location is not None else None
        for key in message.completed:
            # The graph shown is parsed again at once (its branch filled anew then), the others when opened.
            navigator.graph_completed(key, keep_branch=key == shown)
        if shown in message.completed:
            self.request_load(shown)
        if message.followed:
            runs = [self.state.tree.runs[r].name for r in message.runs]
            self._notify_names(runs, "New run", "new runs")
            self._notify_names(self._graph_names(message.keys), "New graph", "new graphs")
            self._notify_names(self._graph_names(message.completed), "Graph completed", "graphs completed")
        self.background.scan_names()
        if self.location is not None and self.location.view is ViewKind.COSTS:
            self.background.read_costs()
        self.show_loading()
        if self.location is not None and self.location.graph is None:
            self.navigation.show_again()

    def _graph_names(self, keys: list[GraphKey]) -> list[str]:
        return [self.state.folders[key].name for key in keys if key in self.state.folders]

    def _notify_names(self, names: list[str], title: str, more: str) -> None:
        """A notification titled TITLE for each of NAMES (MAX_EVENT_NOTES of them, then one counting MORE)."""
        for name in names[:MAX_EVENT_NOTES]:
            self.notify(inert_line(name), title=title, timeout=6, markup=False)
        if len(names) > MAX_EVENT_NOTES:
            self.notify(f"and {len(names) - MAX_EVENT_NOTES} more {more}", title=title, timeout=6)

    def on_traces_loaded(self, message: TracesLoaded) -> None:
        if not self.is_running:
            return  # the app is closing (quit while the traces were read): its widgets are being removed
        self.state.keep_traces(message.runs, message.fusion_logs)
        self.query_one(Navigator).add_traces(message.runs)
        self.background.freeze_heap()
        if self.location is not None and (
            self.location.view in SESSION_VIEWS or self.location.view in (ViewKind.FUSION, ViewKind.OVERVIEW)
        ):
            self.navigation.show_again()

    def job_started(self, command: str) -> None:
        """The session is a script `run` started and still running (COMMAND): the status line says so."""
        self.state.job_status = f"running {command}"

    def job_ended(self, status: str, returncode: int) -> None:
        """The script `run` started ended with STATUS: said on the status line and notified; what it wrote
        last is read."""
        self.state.job_status = f"the script ended: {status}"
        self.notify(self.state.job_status, title="run", severity="error" if returncode else "information")
        self.background.follow()
        self.show_loading()

    def on_traces_followed(self, message: TracesFollowed) -> None:
        if not self.is_running:
            return
        self.state.keep_traces(message.runs, self.state.fusion_logs)
        self.query_one(Navigator).update_traces(message.runs)
        added = message.added
        for event in added[:MAX_EVENT_NOTES]:
            title = "Graph break" if event.kind is EventKind.GRAPH_BREAK else "Recompile"
            self.notify(inert_line(event_line(event, None, None)), title=title, timeout=6, markup=False)
        if len(added) > MAX_EVENT_NOTES:
            more = len(added) - MAX_EVENT_NOTES
            self.notify(f"and {more} more graph breaks and recompiles: press 8", title="Trace log", timeout=6)
        self.show_loading()
        if self.location is not None and (
            self.location.view in SESSION_VIEWS or self.location.view in (ViewKind.FUSION, ViewKind.OVERVIEW)
        ):
            self.navigation.show_again()

    def on_work_failed(self, message: WorkFailed) -> None:
        if not self.is_running:
            return
        match message.work:
            case Work.LOAD if message.key is not None:
                self.post_message(GraphLoaded(self.state.parse_failed(message.key, message.error)))
            case Work.DIFF:
                self.on_diff_loaded(DiffLoaded(None, error=f"the diff failed: {message.error}"))
            case Work.NAMES:
                self.on_names_read(NamesRead([], message.error))
            case Work.TRACES:
                self.state.traces_failed(message.error)
                self.notify(self.state.traces_unread, title="Trace logs", severity="error", timeout=10)
                self.navigation.show_again()
            case Work.FOLLOW:
                self.background.following = False
                self.notify(
                    f"following the trace logs stopped: {message.error}",
                    title="Trace logs",
                    severity="error",
                    timeout=10,
                    markup=False,
                )
            case Work.COSTS:
                self.state.costs_failed(message.error)
                self.notify(message.error, title="costs: could not be computed", severity="error", timeout=10)
                self.navigation.show_again()

    def on_costs_read(self, message: CostsRead) -> None:
        self.state.keep_costs(message.costs)
        if self.location is not None and self.location.view is ViewKind.COSTS:
            self.navigation.show_again()

    def on_diff_progress(self, message: DiffProgress) -> None:
        self.state.diff_status = message.text
        self.query_one(StatusLine).say(message.text)
        if self.location is not None and self.location.view is ViewKind.DIFF:
            self.navigation.show_again()

    def on_diff_loaded(self, message: DiffLoaded) -> None:
        self.state.keep_diff(message.diff, message.graphs, message.error)
        self.background.freeze_heap()
        self.show_loading()
        if message.error:
            self.notify(message.error, title="Diff", severity="error", timeout=10)
        else:
            self.notify("the diff is ready: press 0", title="Diff", timeout=4)
        if self.location is not None and self.location.view is ViewKind.DIFF:
            self.navigation.show_again()

    def on_navigator_load_requested(self, message: Navigator.LoadRequested) -> None:
        self.request_load(message.key)

    # ------------------------------------------------------------------ navigation

    @on(Navigate)
    def navigate(self, message: Navigate) -> None:
        graph = None
        if not message.session and message.view not in SESSION_VIEWS:
            graph = (
                message.graph
                if message.graph is not None
                else (self.location.graph if self.location else None)
            )
        self.go(
            Location(graph, message.view, message.target),
            push=not message.replace,
            focus=message.focus,
            reveal=message.reveal,
        )

    @on(Selected)
    def selected(self, message: Selected) -> None:
        self.navigation.select(message.kind, message.name)

    def action_view(self, view_id: str) -> None:
        """1-0 and the view letters: VIEW_ID (a ViewKind's value) of the current graph or the session."""
        kind = ViewKind(view_id)
        if kind not in SESSION_VIEWS and kind is not ViewKind.OVERVIEW and not self.state.folders:
            self.notify(
                "This session has no compiled graph folders, only trace logs: 8 shows the graph breaks, "
                "9 the compiles.",
                title="No graphs",
                severity="warning",
                timeout=5,
            )
            return
        self.navigation.open_view(kind)

    async def action_back(self) -> None:
        # Replaces App.action_back (pop a screen): escape / backspace go back in this app's history.
        if not self.navigation.back():
            self.notify("nothing to go back to", timeout=2)

    def action_graph(self, step: int) -> None:
        self.navigation.step_graph(step)

    def action_toggle_navigator(self) -> None:
        navigator = self.query_one(Navigator)
        navigator.display = not navigator.display
        if not navigator.display and navigator.has_focus and self.location is not None:
            pane = self.view(self.location.view).default_focus()
            if pane is not None:
                pane.focus()

    def action_help(self) -> None:
        self.push_screen(HelpScreen(help_sections()))

    # ------------------------------------------------------------------ files and names (file_actions.py)

    def action_hand_off(self, kind: str) -> None:
        """v / e: open the file shown, at the cursor's line, in the pager or editor."""
        self.files.hand_off(kind)

    def action_copy_source(self) -> None:
        self.files.copy_source()

    def action_copy_name(self) -> None:
        self.files.copy_name()

    def action_show_path(self) -> None:
        self.files.show_path()

    def action_export_dot(self) -> None:
        self.files.export_dot()

    # ------------------------------------------------------------------ ctrl+p and /

    def action_command_palette(self) -> None:
        """ctrl+p: the jump prompt (in place of Textual's command palette: see JumpBar)."""
        if len(self.screen_stack) > 1:
            return  # `?`'s help is over the explorer's screen, which the prompt is part of
        search = self.query_one(SearchBar)
        if search.display:
            search.action_cancel()  # its field would keep the keys the prompt is to get
        bar = self.query_one(JumpBar)
        if not bar.is_open:
            bar.open()

    @on(JumpBar.Pointed)
    def jump_pointed(self, message: JumpBar.Pointed) -> None:
        # While the user reads the list: the kernel under the cursor is highlighted ahead of the jump.
        entry = message.entry
        loaded = self.state.loaded.get(entry.graph)
        if ViewKind(entry.view) is not ViewKind.KERNELS or not entry.target or loaded is None:
            return
        view = self.view(ViewKind.KERNELS)
        if isinstance(view, KernelView) and loaded.graph is not None:
            view.prepare(loaded.graph, entry.target)

    @on(JumpBar.Chosen)
    def jump_chosen(self, message: JumpBar.Chosen) -> None:
        entry = message.entry
        # Hiding the prompt, switching the view and moving the focus and the navigator's cursor: one frame.
        with self.batch_update():
            self.query_one(JumpBar).close()
            if entry is not None:
                self.go(Location(entry.graph, ViewKind(entry.view), entry.target), focus=True)

    def action_search(self) -> None:
        if self.location is None:
            return
        self.search_from = self.focused
        self.query_one(SearchBar).open(self.last_query)

    @on(SearchBar.Finished)
    def search_finished(self, message: SearchBar.Finished) -> None:
        if self.search_from is not None:
            self.search_from.focus()
        if message.query is not None and self.location is not None:
            self.last_query = message.query
            self.search_pane(1, self.search_from)

    def action_search_again(self, direction: int) -> None:
        if self.last_query:
            self.search_pane(direction)

    def search_pane(self, direction: int, pane: Widget | None = None) -> None:
        """Search PANE (default: the focused one) for the last query, in DIRECTION."""
        if self.location is None:
            return
        # The pane is passed along: a focus() asked for just now has not happened yet.
        pane = pane or self.focused
        if isinstance(pane, Navigator):
            found = pane.search(self.last_query, direction)
        else:
            found = self.view(self.location.view).search(self.last_query, direction, pane)
        if not found and self.last_query:
            self.notify(f"not found: {self.last_query}", severity="warning", timeout=3)


def make_app(session: Session) -> ExplorerApp:
    """The explorer for SESSION (from session.open_session; the Overview lists its --trace files, the Diff
    view shows it (before) against its comparison run (after), the Costs view joins its profile)."""
    return ExplorerApp(ExplorerState(session))


def run_app(session: Session) -> int:
    """Run the explorer on SESSION in the terminal until the user quits; returns the exit status.

    An unexpected error inside the app ends it with one line on stderr and the details in a file
    (never Textual's full-screen traceback).
    """
    return run_explorer(make_app(session))


def run_explorer(app: ExplorerApp) -> int:
    """Run APP (make_app's) in the terminal until the user quits, as run_app does."""
    # What Textual prints after an unexpected error (its traceback) is kept for the report, not shown.
    details = io.StringIO()
    app.error_console = Console(file=details, width=120, markup=False, highlight=False, color_system=None)
    app.run()
    if app.return_code == 1 and details.getvalue():
        return report_crash_details(details.getvalue(), sys.argv[1:])
    return app.return_code or 0
