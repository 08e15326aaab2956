"""Compile view: per compile id, its status, times, counts, cache events, why it recompiled (and what
automatic dynamic shapes made dynamic), its graphs, and where its compile time went (chromium events)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from inductor_explorer.analysis.cache import CacheLookup
from inductor_explorer.analysis.compiles import CompileFrame, RunTraces
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.breaks import NO_TRACE
from inductor_explorer.tui.presenters.compile import compile_detail, compile_listing, session_lookups
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import LinkList

#: Compiles the list shows before a `… N more` line (enter on it lists the next ones): the list measures
#: every line it holds, and a 2 GB log's 14,769 compiles held the app's thread 1 s when the view opened.
LIST_CAP = 500
#: The target of the `… N more` line.
MORE = "more"


class CompileList(OptionList):
    """The compile ids of the session; the highlighted one is shown on the right, `enter` moves there."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("g,home", "first", "First", show=False),
        Binding("G,end", "last", "Last", show=False),
        Binding("enter", "select", "Details", show=True),
    ]

    def search(self, query: str, direction: int = 1) -> bool:
        """Highlight the next compile whose line contains QUERY."""
        needle = query.lower()
        count = self.option_count
        start = self.highlighted if self.highlighted is not None else -1
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            option = self.get_option_at_index(i)
            if not option.disabled and needle in str(option.prompt).lower():
                self.highlighted = i
                return True
        return False


class CompileView(View):
    """Every compile id of the trace logs; for the chosen one, what happened and the graphs it made.

    Targets are `run:frame_key` ("0:1/0").
    """

    SEARCH_PANE = "#compile-list"
    # The right pane's cursor stops only on links; its plain lines (the time and guard trees) scroll.
    BINDINGS = [
        Binding("ctrl+d", "scroll_details(1)", "Right pane: page down", show=False),
        Binding("ctrl+u", "scroll_details(-1)", "Right pane: page up", show=False),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self._unread = ""  # what the title said while the trace logs were not read
        self._lookups: tuple[list[CacheLookup], dict[str, int]] = ([], {})
        self._ids: list[str] = []
        self._rest: list[tuple[str, Callable[[], Text]]] = []  # the entries behind the `… N more` line
        self._last_target: str | None = None  # the target of the last show

    def compose(self) -> ComposeResult:
        yield Static(id="compile-title", classes="view-title")
        with Horizontal(id="compile-body"):
            yield CompileList(id="compile-list", classes="pane")
            yield LinkList(id="compile-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        runs = self.explorer.state.run_traces
        listing = self.query_one(CompileList)
        unread = self.explorer.state.traces_unread
        asked, row = target, 0
        if runs is not self._shown or unread != self._unread:
            # Shown again with what the logs appended (the target as last time): the user's place is kept,
            # the compile highlighted (compile ids stay) on the same line of the screen.
            kept = self.current_target() if asked == self._last_target and self._shown is not None else None
            row = (listing.highlighted or 0) - round(listing.scroll_y)
            self._shown, self._unread = runs, unread
            self._lookups = session_lookups(runs or [])
            self._fill(listing, runs)
            if kept is not None:
                target = kept
        self._last_target = asked
        while target and target not in self._ids and any(t == target for t, _ in self._rest):
            self._list_more(listing)
        if target in self._ids:
            listing.highlighted = self._ids.index(target)
            if target != asked:  # the place kept
                listing.scroll_to(y=max(0, listing.highlighted - row), animate=False, immediate=True)
            listing.scroll_to_highlight()
        self._detail()

    def _fill(self, listing: CompileList, runs: list[RunTraces] | None) -> None:
        listing.clear_options()
        self._ids, self._rest = [], []
        title = self.query_one("#compile-title", Static)
        if runs is None:
            title.update(Text(inert_line(self._unread), "italic"))
            return
        heading, entries = compile_listing(runs, self.explorer.state.tree)
        title.update(heading)
        if not entries:
            self.query_one(LinkList).set_links([Link(Text(NO_TRACE))])
            return
        self._rest = entries
        self._list_more(listing)
        listing.highlighted = next((i for i, cid in enumerate(self._ids) if cid), None)

    def _list_more(self, listing: CompileList) -> None:
        """List LIST_CAP more of the entries not listed, in place of the `… N more` line, and that line
        again when some are left."""
        if self._ids and self._ids[-1] == MORE:
            self._ids.pop()
            listing.remove_option_at_index(len(self._ids))
        entries, self._rest = self._rest[:LIST_CAP], self._rest[LIST_CAP:]
        self._ids.extend(target for target, _ in entries)
        options = [Option(label(), disabled=not target) for target, label in entries]
        if self._rest:
            self._ids.append(MORE)
            options.append(Option(Text(f"… {len(self._rest)} more compiles (enter: list them)", "italic")))
        listing.add_options(options)

    def _frame(self) -> tuple[RunTraces, CompileFrame] | None:
        runs = self._shown
        listing = self.query_one(CompileList)
        if runs is None or listing.highlighted is None or self._ids[listing.highlighted] in ("", MORE):
            return None
        run, key = self._ids[listing.highlighted].split(":", 1)
        traces = runs[int(run)]
        return traces, traces.compiles[key]

    def _detail(self) -> None:
        found = self._frame()
        if found is None:
            return
        run, frame = found
        links = compile_detail(self.explorer.state.tree, run, frame, self._lookups)
        self.query_one(LinkList).set_links(links)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list is self.query_one(CompileList):
            event.stop()
            self._detail()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        listing = self.query_one(CompileList)
        if event.option_list is listing:
            event.stop()
            if self._ids[event.option_index] == MORE:
                self._list_more(listing)
                listing.highlighted = event.option_index
                return
            self.query_one(LinkList).focus()

    def action_scroll_details(self, pages: int) -> None:
        links = self.query_one(LinkList)
        step = max(1, links.scrollable_content_region.height - 1)
        links.scroll_to(y=links.scroll_y + pages * step, animate=False)

    def current_target(self) -> str | None:
        listing = self.query_one(CompileList)
        if listing.highlighted is None or listing.highlighted >= len(self._ids):
            return None
        target = self._ids[listing.highlighted]
        return target if target and target != MORE else None

    def default_focus(self) -> Widget | None:
        return self.query_one(CompileList)
