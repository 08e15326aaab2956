"""The explorer app: a navigator on the left, the views of the current graph on the right.

`make_app()` builds it for the CLI (`run_app`), Pilot tests and snapshot tests alike. What is loaded belongs
to the session's SessionState (state/), which does the work; the app runs its slow methods in workers and
renders. Graph folders are parsed on demand (the first one right away); the names ctrl+p finds in every graph
(loader/names.py), the trace logs, fusion logs and the `--compare` run are read after the first screen; the
UI keeps answering keys.
"""

from __future__ import annotations

import importlib
import os
import shlex
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events, on, work
from textual.app import App, ComposeResult, SuspendNotSupported
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import ContentSwitcher, Static
from textual.worker import get_current_worker

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.diff import RunDiff
from inductor_explorer.crash import report_crash
from inductor_explorer.loader.fusion_log import FusionLog
from inductor_explorer.model.run import Session
from inductor_explorer.report.text import inert_line
from inductor_explorer.state import SessionState
from inductor_explorer.state.graphs import GraphLoader, LoadedGraph, default_loader
from inductor_explorer.tui.gc_pauses import QUIET_S, IdleCollector
from inductor_explorer.tui.handoff import command_line, program_for
from inductor_explorer.tui.location import GraphKey, Location, Navigate, Selected
from inductor_explorer.tui.patches import Patches
from inductor_explorer.tui.screens.help import HelpScreen
from inductor_explorer.tui.screens.main import ExplorerScreen
from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.views.breaks import BreakDetail, BreakTree
from inductor_explorer.tui.views.compile import CompileList, CompileView
from inductor_explorer.tui.views.fusion import FusionTree
from inductor_explorer.tui.views.kernel import KernelView
from inductor_explorer.tui.views.registry import SESSION_VIEWS, VIEWS
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.footer import ExplorerFooter
from inductor_explorer.tui.widgets.jump_bar import JumpBar
from inductor_explorer.tui.widgets.key_table import BufferTable, KeyTable, WrapperTable
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.search_bar import SearchBar
from inductor_explorer.tui.widgets.source_view import SourceView

if TYPE_CHECKING:
    from inductor_explorer.loader.names import GraphNames

HISTORY_LIMIT = 200
VIEW_TOOLTIPS = {
    "files": "Files view: every file of the run and graph folders, with its size and what it is; enter opens it",
    "repro": "Repro view: the minifier's launcher and minified repro, the failing op, the error, the graph",
    "ranks": "Ranks view: where the ranks of a distributed job diverge (compile ids, graph breaks, cache, "
    "kernels, collective schedules)",
    "costs": "Costs view: every kernel of the session ranked by measured (--profile) or estimated time",
}


@dataclass
class GraphLoaded(Message):
    """The load worker finished a graph (successfully or not)."""

    loaded: LoadedGraph


@dataclass
class NamesRead(Message):
    """The name scan read these graphs' names (None: a graph whose scan failed); ERROR: the scan stopped."""

    found: list[tuple[GraphKey, GraphNames | None]]
    error: str | None = None


@dataclass
class TracesLoaded(Message):
    """The trace worker read every run's trace logs and fusion log (None: the run has none)."""

    runs: list[RunTraces]
    fusion_logs: dict[int, FusionLog | None]


@dataclass
class DiffLoaded(Message):
    """The compare worker finished: DIFF, or ERROR saying why there is none."""

    diff: RunDiff | None
    graphs: tuple[list[str], list[str]] = ([], [])
    error: str | None = None


class ExplorerApp(App[int]):
    """Explore the compiled graphs of a torch_compile_debug session with the keyboard."""

    CSS_PATH = "app.tcss"
    TITLE = "inductor-explore"
    #: Below 110 columns the navigator narrows and side-by-side panes stack (see app.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]

    #: Footer order (after the focused pane's keys): what every screen needs first, then the views, which
    #: the footer folds into `1-0 Views` when they do not all fit; `?` lists every key.
    BINDINGS = [
        Binding(
            "slash",
            "search",
            "Search",
            key_display="/",
            tooltip="Search the current pane (the Buffers and Files tables: filter their rows)",
        ),
        Binding("escape,backspace", "back", "Back", tooltip="Go back to where you were (history)"),
        Binding("question_mark,f1", "help", "Keys", key_display="?", tooltip="Show every key"),
        Binding("q", "quit", "Quit"),
        Binding(
            "d",
            "export_dot",
            "DOT",
            tooltip="Export the graph as Graphviz DOT (the selected kernel, buffer "
            "or node: its 2-hop neighbourhood, centre filled) to ./<graph>-<level>.dot, never overwriting",
        ),
        *(
            Binding(
                spec.key,
                f"view('{spec.id}')",
                spec.title,
                tooltip=VIEW_TOOLTIPS.get(spec.id, f"{spec.title} view"),
                show=spec.key.isdigit(),
            )
            for spec in VIEWS
        ),
        Binding(
            "left_square_bracket",
            "graph(-1)",
            "Prev graph",
            show=False,
            tooltip="Previous compiled graph, same view (from a run-wide view: the graph's Overview)",
        ),
        Binding(
            "right_square_bracket",
            "graph(1)",
            "Next graph",
            show=False,
            tooltip="Next compiled graph, same view (from Breaks, Compile, Diff, Files, Repro or Ranks, "
            "which show the whole run: the graph's Overview)",
        ),
        Binding("n", "search_again(1)", "Next match", show=False),
        Binding("N", "search_again(-1)", "Previous match", show=False),
        Binding("t", "toggle_navigator", "Tree", show=False, tooltip="Show / hide the navigator"),
        # Not in the footer: at 80 columns it would push `d DOT` out of it; `?` lists them.
        Binding(
            "v",
            "hand_off('pager')",
            "Pager",
            show=False,
            tooltip="Open the file shown at the cursor's line in $PAGER "
            "(else less); the explorer waits until you quit it",
        ),
        Binding(
            "e",
            "hand_off('editor')",
            "Editor",
            show=False,
            tooltip="Open the file shown at the cursor's line in $VISUAL / $EDITOR (read-only where it can)",
        ),
        Binding(
            "y",
            "copy_source",
            "Copy source",
            show=False,
            tooltip="Copy the selected kernel's source to the clipboard (OSC 52: works over SSH)",
        ),
        Binding(
            "Y",
            "copy_name",
            "Copy name",
            show=False,
            tooltip="Copy the name under the cursor (kernel, buffer, node) to the clipboard",
        ),
        Binding(
            "p", "show_path", "Path", show=False, tooltip="Show the absolute path and line of the file shown"
        ),
    ]

    def _print_error_renderables(self) -> None:
        # run_app reports an internal error as one line with the details saved to a file; Textual's
        # full-screen traceback must not reach the user.
        if self._exception is None:
            super()._print_error_renderables()
        else:
            self._exit_renderables.clear()

    def __init__(self, state: SessionState) -> None:
        super().__init__()
        self.state = state
        self.location: Location | None = None
        self.history: list[Location] = []
        self.selection: dict[str, str] = {}
        self._pending_focus = False
        self._pending_reveal = True
        self._search_from: Widget | None = None
        self._last_query = ""
        self._jump: JumpBar | None = None
        self._collector = IdleCollector(busy=lambda: not all(worker.is_finished for worker in self.workers))
        self._styled_lines: Patches | None = None
        if TUNED:
            # Imported only with a Textual release it was checked on: it uses Textual's private modules.
            from inductor_explorer.tui import styled_lines

            self._styled_lines = Patches(styled_lines.REPLACEMENTS)

    # ------------------------------------------------------------------ layout

    def get_default_screen(self) -> Screen:
        # The explorer's screen draws a key's changes in one frame (screens/main.py); Textual's own without
        # the tunings (tuning.py).
        return ExplorerScreen(id="_default") if TUNED else Screen(id="_default")

    def compose(self) -> ComposeResult:
        yield Static(id="title-bar")
        with Horizontal(id="main"):
            yield Navigator(self.state.session, id="navigator")
            with ContentSwitcher(id="views", initial=VIEWS[0].id):
                for spec in VIEWS:
                    yield spec.widget(id=spec.id)
        yield SearchBar(id="search")
        yield JumpBar(id="jump")
        yield Static(id="status-bar")
        yield ExplorerFooter()

    def on_mount(self) -> None:
        # Full garbage collections wait for a quiet moment (see gc_pauses.py).
        self._collector.start()
        if self._styled_lines is not None:
            self._styled_lines.apply()  # panes' rows between their borders, styles looked up once a paint
        self.set_interval(QUIET_S / 2, self._collector.tick, name="idle collector")
        navigator = self.query_one(Navigator)
        navigator.focus()
        first = next(iter(self.state.folders), None)
        if self.state.minifier.cases:
            # A minifier run is about its failure: the failing op and the error come first.
            self.go(Location(None, "repro"), push=False, focus=True)
        elif first is not None:
            navigator.move_cursor(navigator.graph_node(first))
            self.go(Location(first, "overview"), push=False)
        else:
            # Trace logs only (a TORCH_TRACE folder, a tlparse report): the graph breaks are the story.
            self.go(Location(None, "breaks"), push=False, focus=True)
        self.call_after_refresh(self._start_background)

    def _start_background(self) -> None:
        # Linking a parsed graph needs networkx (~80 ms to import): imported here, after the first frame and
        # before the trace worker starts. Imported by the loading thread while the trace worker parses, it
        # took 1.5 s more (every step of the import waited for the GIL).
        importlib.import_module("networkx")
        self._collector.work_started()
        self._names_worker()
        self._trace_worker()
        if self.state.compare is not None:
            self.state.diff_status = f"comparing with {self.state.compare}: starting…"
            self._diff_worker()

    def on_unmount(self) -> None:
        self._collector.stop()
        if self._styled_lines is not None:
            self._styled_lines.undo()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, (events.Key, events.MouseDown, events.MouseScrollDown, events.MouseScrollUp)):
            self._collector.activity()
        jump = self._jump_bar()
        if (
            jump is not None
            and jump.is_open
            and isinstance(event, (events.Key, events.Paste))
            and not event.is_forwarded
        ):
            # The open ctrl+p prompt gets the keys (it never takes the focus); the app's priority keys still
            # work (ctrl+q quits).
            if isinstance(event, events.Paste):
                jump.paste(event.text)
            elif not await self._check_bindings(event.key, priority=True):
                jump.feed_key(event.key, event.character)
            return
        await super().on_event(event)

    def _jump_bar(self) -> JumpBar | None:
        """The ctrl+p prompt of the explorer's screen, once composed."""
        if self._jump is None and self.screen_stack:
            self._jump = next(iter(self.screen_stack[0].query(JumpBar)), None)
        return self._jump

    def _freeze_heap(self) -> None:
        # A parsed graph or trace is hundreds of thousands of long-lived objects; every full collection
        # scanned them all, stalling a keypress by 0.3-0.5 s on a large run. Frozen, collections skip them
        # (on_unmount hands them back to the collector).
        self._collector.freeze()

    def view(self, view_id: str) -> View:
        return self.query_one(f"#{view_id}", View)

    # ------------------------------------------------------------------ loading

    def request_load(self, key: GraphKey) -> None:
        if not self.state.want(key):
            return
        self._status_loading()
        self._collector.work_started()
        self._load_worker(key)

    # Exclusive: a load asked for earlier whose parse has not begun is cancelled (the state dropped it already).
    @work(thread=True, exclusive=True, exit_on_error=False, group="load")
    def _load_worker(self, key: GraphKey) -> None:
        # A cancelled (superseded) load whose parse had begun still delivers: the parsed graph is kept for later.
        loaded = self.state.load_graph(key)
        if loaded is None:
            return
        # Frozen before the worker counts as done: a full collection in between would scan it all.
        self._freeze_heap()
        self.post_message(GraphLoaded(loaded))

    def _status_loading(self) -> None:
        """The status line says what is being parsed; nothing: it is hidden (the diff's progress shows again
        with its next step)."""
        text = self.state.loading_status()
        self._status(Text(inert_line(text)) if text is not None else None)

    def on_graph_loaded(self, message: GraphLoaded) -> None:
        loaded = message.loaded
        if self.state.graph_loaded(loaded):
            self._names_added()
        navigator = self.query_one(Navigator)
        navigator.populate(loaded)
        if loaded.graph is None:
            self.notify(
                f"{loaded.name}: {loaded.problems[0].message if loaded.problems else 'failed'}",
                title="Graph failed to load",
                severity="error",
                timeout=10,
            )
        if self.location is not None and self.location.graph == loaded.key:
            node = navigator.graph_node(loaded.key)
            if node is not None:
                node.expand()
            self._show(self.location, self._pending_focus)
        elif self.location is not None and self.location.view == "repro":
            self._show(self.location, False)  # its error lines name the graph's kernel once it is parsed
        elif self.location is not None and self.location.graph is None and self.location.view == "overview":
            self._show(self.location, False)  # the session's problems include the graph's now
        self._status_loading()
        self._freeze_heap()

    #: How often the name scan hands what it read over to the app (each hand-over lists ctrl+p again).
    NAMES_EVERY_S = 0.3

    @work(thread=True, exclusive=True, exit_on_error=False, group="names")
    def _names_worker(self) -> None:
        worker = get_current_worker()
        try:
            self.state.scan_names(
                lambda found: self.post_message(NamesRead(found)),
                cancelled=lambda: worker.is_cancelled,
                every_s=self.NAMES_EVERY_S,
            )
        except Exception as exc:  # said in the jump prompt; the graphs not read are still found once opened
            self.post_message(NamesRead([], f"{type(exc).__name__}: {exc}"))

    def on_names_read(self, message: NamesRead) -> None:
        if self.state.names_read(message.found, message.error):
            self._names_added()

    def _names_added(self) -> None:
        jump = self._jump_bar()
        if jump is not None:
            jump.names_added()

    @work(thread=True, exclusive=True, exit_on_error=False, group="traces")
    def _trace_worker(self) -> None:
        runs, logs = self.state.read_traces()
        if not get_current_worker().is_cancelled:
            self._freeze_heap()
            self.post_message(TracesLoaded(runs, logs))

    def on_traces_loaded(self, message: TracesLoaded) -> None:
        if not self.is_running:
            return  # the app is closing (quit while the traces were read): its widgets are being removed
        self.state.traces_read(message.runs, message.fusion_logs)
        self.query_one(Navigator).add_traces(message.runs)
        self._freeze_heap()
        if self.location is not None and (
            self.location.view in SESSION_VIEWS or self.location.view in ("fusion", "overview")
        ):
            self._show(self.location, False)

    @work(thread=True, exclusive=True, exit_on_error=False, group="diff")
    def _diff_worker(self) -> None:
        from inductor_explorer.loader.discover import NotADebugFolder

        def progress(side: str):
            def report(done: int, total: int, what: str) -> None:
                self.call_from_thread(
                    self._diff_progress, f"comparing: reading the {side} run {done}/{total} ({what})"
                )

            return report

        try:
            diff, graphs = self.state.compare_runs(progress)
        except (NotADebugFolder, OSError) as exc:
            self.post_message(DiffLoaded(None, error=f"cannot compare with {self.state.compare}: {exc}"))
            return
        self._freeze_heap()
        self.post_message(DiffLoaded(diff, graphs))

    def _diff_progress(self, text: str) -> None:
        self.state.diff_status = text
        self._status(Text(inert_line(text)))
        if self.location is not None and self.location.view == "diff":
            self._show(self.location, False)

    def on_diff_loaded(self, message: DiffLoaded) -> None:
        self.state.diff_done(message.diff, message.graphs, message.error)
        self._freeze_heap()
        self._status_loading()
        if message.error:
            self.notify(message.error, title="Diff", severity="error", timeout=10)
        else:
            self.notify("the diff is ready: press 0", title="Diff", timeout=4)
        if self.location is not None and self.location.view == "diff":
            self._show(self.location, False)

    def on_navigator_load_requested(self, message: Navigator.LoadRequested) -> None:
        self.request_load(message.key)

    # ------------------------------------------------------------------ navigation

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
        self._pending_focus = focus
        self._pending_reveal = reveal
        if location.graph is not None and location.graph not in self.state.loaded:
            self.query_one("#views").loading = True
            self.query_one(ContentSwitcher).current = location.view
            self._title()
            self.request_load(location.graph)
            return
        self._show(location, focus)

    def _show(self, location: Location, focus: bool) -> None:
        self.query_one("#views").loading = False
        loaded = self.state.loaded.get(location.graph) if location.graph is not None else None
        view = self.view(location.view)
        self.query_one(ContentSwitcher).current = location.view
        target = location.target
        if target is None and location.view == "kernels":
            target = self.selection.get("kernel")
        elif target is None and location.view in ("buffers", "code"):
            target = self.selection.get("buffer" if location.view == "buffers" else "kernel")
        view.show(loaded, target)
        for kind, name in self.selection.items():
            view.mark(kind, name)
        if location.view == "kernels" and (kernel := view.current_target()):
            self._select("kernel", kernel)
        self._title()
        navigator = self.query_one(Navigator)
        if self._pending_reveal and (here := self.current()) is not None:
            navigator.reveal(here)
        focused = self.focused
        # A pane of the view switched out keeps the focus otherwise: keys would act on what is not shown.
        hidden = (
            focused is not None
            and focused is not navigator
            and not isinstance(focused, SearchBar)
            and view not in focused.ancestors
        )
        if focus or hidden:
            (view.default_focus() or navigator).focus()

    def _select(self, kind: str, name: str) -> None:
        self.selection[kind] = name
        for spec in VIEWS:
            if spec.id != (self.location.view if self.location else None):
                self.view(spec.id).mark(kind, name)

    def _title(self) -> None:
        location = self.location
        # One line, cut with `…`: the view first (a long folder name once pushed it off the bar).
        title = Text("inductor-explore", "bold", no_wrap=True, overflow="ellipsis")
        if location is not None:
            spec = next(s for s in VIEWS if s.id == location.view)
            title.append(f"  ›  {spec.title}", "bold")
            if location.graph is not None:
                title.append(f"  ·  {inert_line(self.state.folders[location.graph].name)}")
            else:
                title.append(
                    f"  ·  {inert_line(self.state.session.path.name or str(self.state.session.path))}"
                )
        self.query_one("#title-bar", Static).update(title)

    def _status(self, text: Text | None) -> None:
        bar = self.query_one("#status-bar", Static)
        bar.update(text or Text(""))
        bar.display = text is not None

    @on(Navigate)
    def _navigate(self, message: Navigate) -> None:
        graph = (
            None
            if message.session or message.view in SESSION_VIEWS
            else (
                message.graph
                if message.graph is not None
                else (self.location.graph if self.location else None)
            )
        )
        self.go(
            Location(graph, message.view, message.target),
            push=not message.replace,
            focus=message.focus,
            reveal=message.reveal,
        )

    @on(Selected)
    def _selected(self, message: Selected) -> None:
        self._select(message.kind, message.name)

    # ------------------------------------------------------------------ actions

    def action_view(self, view_id: str) -> None:
        graph = self.location.graph if self.location else None
        if view_id not in SESSION_VIEWS and view_id != "overview" and not self.state.folders:
            self.notify(
                "This session has no compiled graph folders, only trace logs: 8 shows the graph breaks, "
                "9 the compiles.",
                title="No graphs",
                severity="warning",
                timeout=5,
            )
            return
        if view_id in SESSION_VIEWS:
            graph = None
        elif graph is None and view_id != "overview" and self.state.folders:
            graph = next(iter(self.state.folders))
        self.go(Location(graph, view_id), focus=True)

    async def action_back(self) -> None:
        # Replaces App.action_back (pop a screen): escape / backspace go back in this app's history.
        if not self.history:
            self.notify("nothing to go back to", timeout=2)
            return
        self.go(self.history.pop(), push=False, focus=True)

    def action_graph(self, step: int) -> None:
        keys = self.state.graph_keys
        if not keys:
            return
        current = self.location.graph if self.location else None
        index = (keys.index(current) + step) % len(keys) if current in keys else 0
        key = keys[index]
        navigator = self.query_one(Navigator)
        node = navigator.graph_node(key)
        if node is not None and not navigator.has_focus:
            navigator.move_cursor(node)
        view = self.location.view if self.location else "overview"
        self.go(Location(key, "overview" if view in SESSION_VIEWS else view))

    def action_toggle_navigator(self) -> None:
        navigator = self.query_one(Navigator)
        navigator.display = not navigator.display
        if not navigator.display and navigator.has_focus and self.location is not None:
            pane = self.view(self.location.view).default_focus()
            if pane is not None:
                pane.focus()

    def _current_file(self) -> tuple[Path, int] | None:
        if self.location is None:
            return None
        where = self.view(self.location.view).current_file()
        # A graph read from a trace log names its payloads `LOG [stage]`: no file to hand over.
        if where is None or not where[0].is_file():
            return None
        return Path(os.path.abspath(where[0])), where[1]

    def _no_file(self) -> str:
        """Why there is no file to hand over here."""
        graph = self.location.graph if self.location is not None else None
        if graph is not None and self.state.folders[graph].trace is not None:
            return "this graph was read from a trace log: what it shows is not a file of its own"
        return (
            "this view shows no artifact file: open a graph's Kernel, Code, Buffers, Fusion, Wrapper or FX "
            "graph view, a text file in the Files view (f) or a script in the Repro view (r)"
        )

    def action_hand_off(self, kind: str) -> None:
        """v / e: suspend the explorer and open the file shown, at the cursor's line, in the pager or editor."""
        where = self._current_file()
        if where is None:
            self.notify(self._no_file(), severity="warning", timeout=5, markup=False)
            return
        program, source = program_for(kind, os.environ)
        if program is None:
            self.notify(source, title=kind.capitalize(), severity="warning", timeout=8, markup=False)
            return
        try:
            argv = command_line(program, *where)
        except ValueError as exc:
            self.notify(
                f"{source} cannot be read ({exc}): {program}", severity="error", timeout=8, markup=False
            )
            return
        try:
            with self.suspend():
                status = subprocess.run(argv, check=False).returncode
        except SuspendNotSupported:
            self.notify(
                f"this terminal cannot be handed over; run it yourself: {shlex.join(argv)}",
                title=kind.capitalize(),
                severity="warning",
                timeout=15,
                markup=False,
            )
            return
        except OSError as exc:
            self.notify(
                f"cannot run {argv[0]} ({source}): {exc.strerror or exc}",
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        if status:
            self.notify(
                f"{shlex.join(argv)} exited with status {status}", severity="warning", timeout=6, markup=False
            )

    def _selected_kernel(self) -> str | None:
        if self.location is not None and self.location.view == "kernels":
            return self.view("kernels").current_target()
        return self.selection.get("kernel")

    def action_copy_source(self) -> None:
        """y: the selected kernel's source to the clipboard."""
        name = self._selected_kernel()
        loaded = (
            self.state.loaded.get(self.location.graph)
            if self.location and self.location.graph is not None
            else None
        )
        kernel = (
            loaded.graph.kernel(name) if loaded is not None and loaded.graph is not None and name else None
        )
        if kernel is None:
            self.notify(
                "no kernel selected: open one (2, or a kernel in the navigator)",
                severity="warning",
                timeout=4,
                markup=False,
            )
            return
        self.copy_to_clipboard(kernel.source)
        self.notify(
            f"the source of {inert_line(kernel.name)} ({kernel.source.count(chr(10)) + 1} lines; OSC 52, "
            "if the terminal allows it)",
            title="Copied to the clipboard",
            timeout=5,
            markup=False,
        )

    def action_copy_name(self) -> None:
        """Y: the name under the cursor (a view whose cursor is on a line: the kernel or buffer it selects)."""
        target = self.view(self.location.view).current_target() if self.location else None
        name = (
            target
            if target and not target.isdigit()
            else (self.selection.get("kernel") or self.selection.get("buffer"))
        )
        if not name:
            self.notify("nothing named under the cursor", severity="warning", timeout=4, markup=False)
            return
        self.copy_to_clipboard(name)
        self.notify(inert_line(name), title="Copied to the clipboard", timeout=5, markup=False)

    def action_show_path(self) -> None:
        """p: the absolute path and line of the file shown."""
        where = self._current_file()
        if where is None:
            self.notify(self._no_file(), severity="warning", timeout=5, markup=False)
            return
        self.notify(inert_line(f"{where[0]}:{where[1]}"), title="File", timeout=15, markup=False)

    def action_help(self) -> None:
        sections: list[tuple[str, list[BindingType]]] = [
            (
                "Everywhere",
                self.BINDINGS
                + [
                    Binding(
                        "ctrl+p", "", "Jump to a kernel, buffer, FX node, scheduler node or graph by name"
                    ),
                    Binding("tab,shift+tab", "", "Next / previous pane"),
                ],
            ),
            (
                "Jump prompt (ctrl+p; every graph, opened or not: names are read in the background)",
                [
                    Binding("up,down,tab,shift+tab", "", "Previous / next entry"),
                    Binding("pageup,pagedown", "", "Ten entries up / down"),
                    Binding("enter", "", "Jump to the entry"),
                    Binding("escape", "", "Close the prompt"),
                    Binding("left,right,home,end", "", "Move in the query (also ctrl+a, ctrl+e)"),
                    Binding("backspace,delete", "", "Delete a character"),
                    Binding("ctrl+w,ctrl+u,ctrl+k", "", "Delete the word before / to the start / to the end"),
                ],
            ),
            ("Navigator (left tree)", Navigator.BINDINGS),
            (
                "Source panes (Kernel, Code, FX graph, Files: the listing and the file, Repro: the script)",
                SourceView.BINDINGS,
            ),
            ("Link lists (Kernel side pane, buffer consumers)", LinkList.BINDINGS),
            ("Tables (Buffers, Wrapper, Diff)", KeyTable.BINDINGS),
            ("Buffers view", BufferTable.BINDINGS + self.view("buffers").BINDINGS),
            ("Files view (the listing; in the file below, / searches)", self.view("files").BINDINGS),
            ("Wrapper view", WrapperTable.BINDINGS),
            ("Fusion view (lower pane: the scheduler's fusion decisions for the node)", FusionTree.BINDINGS),
            (
                "Breaks view (lower pane: the break, its fixes and its traceback)",
                BreakTree.BINDINGS + self.view("breaks").BINDINGS + BreakDetail.BINDINGS,
            ),
            (
                "Compile view (slowest first; right pane: compile-time tree with cache hits, automatic dynamic,"
                " links to graphs, breaks, earlier compiles)",
                CompileList.BINDINGS + CompileView.BINDINGS,
            ),
            (
                "Repro view (upper pane: failing op, error, scripts; enter shows one below or opens the graph)",
                LinkList.BINDINGS,
            ),
        ]
        self.push_screen(HelpScreen(sections))

    def action_export_dot(self) -> None:
        from inductor_explorer.export.dot import DotError
        from inductor_explorer.tui.dot_export import export_dot

        location = self.location
        loaded = self.state.loaded.get(location.graph) if location and location.graph is not None else None
        if location is None or loaded is None or loaded.graph is None:
            self.notify("open a compiled graph first (DOT exports one graph)", severity="warning", timeout=4)
            return
        level = "fx" if location.view == "fx" else None  # None: chosen by the graph's size
        around = None
        if location.view in ("kernels", "buffers", "fusion", "fx"):
            around = self.view(location.view).current_target()
        try:
            try:
                done = export_dot(loaded.graph, loaded.name, self.state.session.path, level, around)
            except DotError:
                if around is None:
                    raise
                # The selection may be something the DOT graph does not hold (an extern call): export it all.
                around = None
                done = export_dot(loaded.graph, loaded.name, self.state.session.path, level)
        except DotError as exc:
            self.notify(str(exc), title="DOT export", severity="error", timeout=8)
            return
        except OSError as exc:
            self.notify(f"cannot write the DOT file: {exc}", title="DOT export", severity="error", timeout=8)
            return
        what = f"around {around}, 2 hops" if around else "whole graph"
        self.notify(
            f"wrote {done.path.name} into {done.path.parent}/"
            + (f"\n{done.warning}" if done.warning else ""),
            title=f"DOT ({done.level} level, {what})",
            severity="warning" if done.warning else "information",
            timeout=12,
        )

    def action_command_palette(self) -> None:
        """ctrl+p: the jump prompt (in place of Textual's command palette)."""
        bar = self.query_one(JumpBar)
        if not bar.is_open:
            bar.open()

    @on(JumpBar.Pointed)
    def _jump_pointed(self, message: JumpBar.Pointed) -> None:
        # While the user reads the list: the kernel under the cursor is highlighted ahead of the jump.
        entry = message.entry
        loaded = self.state.loaded.get(entry.graph)
        if entry.view == "kernels" and entry.target and loaded is not None and loaded.graph is not None:
            self.query_one("#kernels", KernelView).prepare(loaded.graph, entry.target)

    @on(JumpBar.Chosen)
    def _jump_chosen(self, message: JumpBar.Chosen) -> None:
        entry = message.entry
        # Hiding the prompt, switching the view and moving the focus and the navigator's cursor: one frame.
        with self.batch_update():
            self.query_one(JumpBar).close()
            if entry is not None:
                self.go(Location(entry.graph, entry.view, entry.target), focus=True)

    def action_search(self) -> None:
        if self.location is None:
            return
        self._search_from = self.focused
        bar = self.query_one(SearchBar)
        bar.open(self._last_query)

    @on(SearchBar.Finished)
    def _search_finished(self, message: SearchBar.Finished) -> None:
        if self._search_from is not None:
            self._search_from.focus()
        if message.query is not None and self.location is not None:
            self._last_query = message.query
            self._run_search(1, self._search_from)

    def action_search_again(self, direction: int) -> None:
        if self._last_query:
            self._run_search(direction)

    def _run_search(self, direction: int, pane: Widget | None = None) -> None:
        if self.location is None:
            return
        view = self.view(self.location.view)
        # The pane is passed along: a focus() asked for just now has not happened yet.
        pane = pane or self.focused
        if isinstance(pane, Navigator):
            found = pane.search(self._last_query, direction)
        else:
            found = view.search(self._last_query, direction, pane)
        if not found and self._last_query:
            self.notify(f"not found: {self._last_query}", severity="warning", timeout=3)


def make_app(
    session: Session,
    extra_traces: Iterable[Path] = (),
    loader: GraphLoader = default_loader,
    compare: Path | None = None,
    parse_cache: bool = True,
    profile: Path | None = None,
) -> ExplorerApp:
    """The explorer for SESSION (from session.open_session, which attached the --trace files EXTRA_TRACES;
    the Overview lists them); LOADER parses one graph folder (tests may pass their own).

    COMPARE: another debug folder; the Diff view shows SESSION (before) against it (after). PARSE_CACHE:
    trace logs are taken from and added to the parse cache (loader/cache.py).
    """
    return ExplorerApp(
        SessionState(
            session, extra_traces, loader=loader, compare=compare, parse_cache=parse_cache, profile=profile
        )
    )


def run_app(state: SessionState) -> int:
    """Run the explorer on STATE (state.open_state) in the terminal until the user quits; returns the exit
    status.

    An unexpected error inside the app ends it with one line on stderr and the details in a file
    (never Textual's full-screen traceback).
    """
    app = ExplorerApp(state)
    app.run()
    if app._exception is not None:
        return report_crash(app._exception, sys.argv[1:])
    return app.return_code or 0
