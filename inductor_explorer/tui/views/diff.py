"""Diff view: the run given with `--compare` (before) against this session (after): the before/after table
and what changed."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.analysis.diff import BreakEntry, RunDiff
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.state.graphs import LoadedGraph, graph_folders
from inductor_explorer.tui.presenters.diff import (
    break_target,
    diff_links,
    diff_rows,
    diff_title,
    no_diff_title,
    words_width,
)
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import KeyTable
from inductor_explorer.tui.widgets.link_list import LinkList


class DiffView(View):
    """The before/after table of two runs (`--compare OTHER` before, this one after) and what changed."""

    SEARCH_PANE = None

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: RunDiff | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="diff-title", classes="view-title")
        table: KeyTable = KeyTable(id="diff-table", classes="pane", cursor_type="row", zebra_stripes=True)
        yield table
        yield LinkList(id="diff-links", classes="pane")

    def _styles(self) -> tuple[str, str]:
        """The styles of a change for the better and for the worse: the theme's colours, so every theme (and
        NO_COLOR) reads well."""
        variables = self.app.theme_variables
        better = f"bold {variables.get('text-success', '')}".strip()
        worse = f"bold {variables.get('text-error', '')}".strip()
        return better, worse

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        state = self.explorer.state
        diff = state.diff
        title = self.query_one("#diff-title", Static)
        table = self.query_one(KeyTable)
        table.display = diff is not None
        self.query_one(LinkList).display = diff is not None
        if diff is None:
            title.update(no_diff_title(state.compare, state.diff_status))
            self._shown = None
            return
        if diff is self._shown:
            return
        self._shown = diff
        title.update(diff_title(diff))
        better, worse = self._styles()
        self._fill_table(diff)
        keys: dict[str, GraphKey] = {}
        for key, folder in graph_folders(self.explorer.state.tree):
            keys.setdefault(folder.name, key)
        self.query_one(LinkList).set_links(
            diff_links(diff, state.diff_graphs, self._break_target, keys.get, better, worse)
        )

    def _fill_table(self, diff: RunDiff) -> None:
        """The before/after rows, the words cut (…) so that the numbers fit beside them and the scrollbar."""
        better, worse = self._styles()
        table = self.query_one(KeyTable)
        if not table.size.width:  # shown just now: not laid out yet, so its width is unknown
            self.call_after_refresh(self._fill_table, diff)
        table.clear(columns=True)
        rows = diff_rows(diff, better, worse)
        width = words_width(rows, table.size.width)
        table.add_column("", width=width)
        table.add_columns("before", "after", "change")
        for words, old, new, change, style in rows:
            label = Text(words, no_wrap=True, overflow="ellipsis")
            if width is not None:
                label.truncate(width, overflow="ellipsis")
            table.add_row(
                label,
                Text(old, justify="right"),
                Text(new, justify="right"),
                Text(change, style, justify="right"),
            )

    def on_resize(self) -> None:
        if self._shown is not None:
            self._fill_table(self._shown)

    def _break_target(self, entry: BreakEntry) -> str | None:
        """The Breaks view's node for ENTRY (`run:group`), once the trace logs are read."""
        return break_target(self.explorer.state.run_traces, entry)

    def default_focus(self) -> Widget | None:
        return self.query_one(LinkList) if self._shown is not None else None
