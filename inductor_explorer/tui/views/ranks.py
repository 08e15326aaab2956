"""Ranks view: the ranks of a distributed job (one trace log each) and where they diverge.

The verdict is the title; below it each rank's run, then each divergence with the ranks grouped by what
they have. The kernel names per compile are scanned from the graphs (loader/names.py) in a worker, so
the view reads no graph the user has not asked for on the UI thread.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.model.ranks import RankComparison
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.ranks import ranks_page, ranks_title
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import LinkList


class RankLines(LinkList):
    """The Ranks view's lines. Most are not links (each group's ops, the `−` lines of what a group lacks), and
    they end below the last link: the cursor keys scroll on where there is no link left to move to, and `/`
    finds any line, putting the cursor on it."""

    def _link_beyond(self, direction: int) -> bool:
        """Whether a link follows the cursor in DIRECTION (OptionList's cursor wraps around the ends)."""
        at = (
            self.highlighted if self.highlighted is not None else (-1 if direction > 0 else self.option_count)
        )
        indices = range(at + 1, self.option_count) if direction > 0 else range(at - 1, -1, -1)
        return any(not self.get_option_at_index(i).disabled for i in indices)

    def action_cursor_down(self) -> None:
        if self._link_beyond(1):
            super().action_cursor_down()
        else:
            self.scroll_down(animate=False)

    def action_cursor_up(self) -> None:
        if self._link_beyond(-1):
            super().action_cursor_up()
        else:
            self.scroll_up(animate=False)

    def action_last(self) -> None:
        super().action_last()
        self.scroll_end(animate=False)

    def search(self, query: str, direction: int = 1) -> bool:
        """Put the cursor on the next line (link or not) whose text contains QUERY."""
        count = self.option_count
        if not count:
            return False
        needle = query.lower()
        start = self.highlighted if self.highlighted is not None else -1
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            if needle in str(self.get_option_at_index(i).prompt).lower():
                self.highlighted = i
                return True
        return False


class RanksView(View):
    """Every rank of the session and where they diverge; `enter` on a rank opens its compile."""

    SEARCH_PANE = "#ranks-links"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self._unread = ""  # what the title said while the trace logs were not read
        self.comparison: RankComparison | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="ranks-title", classes="view-title")
        yield RankLines(id="ranks-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        runs = self.explorer.state.run_traces
        unread = self.explorer.state.traces_unread
        if runs is self._shown and unread == self._unread:
            return
        self._shown, self._unread = runs, unread
        title = self.query_one("#ranks-title", Static)
        if runs is None:
            title.update(Text(inert_line(unread), "italic"))
            return
        title.update(Text("comparing the ranks…", "italic"))
        self._compare(runs)

    # Described: Textual otherwise describes a worker by the repr of its arguments, here every rank's parsed
    # trace logs (a text that grows with the ranks and their records).
    @work(thread=True, exclusive=True, exit_on_error=False, group="ranks", description="compare the ranks")
    def _compare(self, runs: list[RunTraces]) -> None:
        comparison, run_of = self.explorer.state.session.ranks()
        self.app.call_from_thread(self._compared, runs, comparison, run_of)

    def _compared(
        self, runs: list[RunTraces], comparison: RankComparison | None, run_of: dict[int, int]
    ) -> None:
        if runs is not self._shown:
            return
        self.comparison = comparison
        self.query_one("#ranks-title", Static).update(ranks_title(comparison))
        self.query_one(LinkList).set_links(ranks_page(comparison, run_of))

    def default_focus(self) -> Widget | None:
        return self.query_one(LinkList)
