"""Costs view: every kernel and extern call of the session, costliest first (measured time when the explorer
was given `--profile`, else estimated), a line each in a table (measured, share, estimated, bytes, FLOPs,
launches, name); the pane under it says where the highlighted one came from (its graph, kind, FX nodes and
the user's source lines). `enter` opens the kernel in the Kernel view (an extern call in the Wrapper view).

The costs are read in a worker (the state's read_costs: Session.graph_costs, a parsed graph's own, else the
parse cache's digests when `summary` or `costs` left them, else each graph parsed in summary's mode), so the
first frame comes at once, and the rows are listed as graphs' costs arrive, ranked among what is ready (the
title says how many graphs are still being read); the profile is joined when every graph is in. Rows and
wording are tui/presenters/costs.py's (report/costs.py's figures); the numbers analysis/costs.py's.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import DataTable, Static

from inductor_explorer.state.costs import SessionCosts
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.costs import (
    CostsTableRow,
    costs_table,
    more_text,
    progress_text,
    title_text,
)
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import CostTable, cut

#: The name column is never cut narrower than this (on a narrower pane the names are clipped at its edge).
MIN_NAME = 12


def _title(costs: SessionCosts) -> Text:
    if not costs.complete:
        note = f" · {costs.total - len(costs.graphs)} of {costs.total} graphs still being read"
    elif costs.profile_error is not None:
        note = f" · profile not read: {costs.profile_error}"
    else:
        note = ""
    return title_text(
        costs.graphs, costs.device, costs.join, len(costs.rows), more_text(len(costs.rows)) + note
    )


class CostsView(View):
    """The session's kernels ranked by cost, a line each, the highlighted one's origin below; `enter` opens
    one."""

    SEARCH_PANE = "#costs-table"
    WIDE = True

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._listed: SessionCosts | None = None
        self._columns: tuple[str, ...] = ()
        self._rows: list[CostsTableRow] = []
        self._index: dict[str, int] = {}
        self._room = 0  # the name column's width the table was filled for

    def compose(self) -> ComposeResult:
        yield Static(id="costs-title", classes="view-title")
        yield CostTable(
            id="costs-table", classes="pane", cursor_type="row", zebra_stripes=True, cell_padding=0
        )
        yield Static(id="costs-detail", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        state = self.explorer.state
        costs = state.costs
        if state.costs_error is not None:
            title = Text(inert_line(f"could not be computed: {state.costs_error}"), "italic")
            self.query_one("#costs-title", Static).update(title)
        elif costs is None:
            self.query_one("#costs-title", Static).update(progress_text(0, len(state.folders)))
            self.explorer.background.read_costs()
        elif costs is not self._listed:
            self._listed = costs
            self.listed(_title(costs), *costs_table(costs))
        if target is not None and target in self._index:
            self.query_one(CostTable).move_cursor(row=self._index[target], animate=False)

    def listed(self, title: Text, columns: tuple[str, ...], rows: list[CostsTableRow]) -> None:
        """Show TITLE over ROWS under COLUMNS, the cursor kept on the row it was on."""
        self.query_one("#costs-title", Static).update(title)
        key = self.current_target()
        self._columns = columns
        self._rows = rows
        self._index = {row.key: i for i, row in enumerate(rows)}
        self._fill(self._name_room(), key)

    def _name_room(self) -> int:
        """The cells the name column has: the table's width less the figures' columns (each a space and its
        widest cell), at least MIN_NAME."""
        width = self.query_one(CostTable).scrollable_content_region.width
        if not width:
            return self._room or MIN_NAME
        figures = sum(
            1 + max([cell_len(label), *(cell_len(row.cells[i]) for row in self._rows)])
            for i, label in enumerate(self._columns[:-1])
        )
        return max(MIN_NAME, width - figures - 1)

    def _fill(self, room: int, key: str | None) -> None:
        """Fill the table for a name column ROOM cells wide, the cursor on the row KEY (None: the first)."""
        table = self.query_one(CostTable)
        self._room = room
        table.clear(columns=True)
        # No cell padding: a space before each cell instead of one on each side, a name's room the larger.
        for label in self._columns[:-1]:
            table.add_column(Text(f" {label}", justify="right"), key=label)
        table.add_column(f" {self._columns[-1]}", key=self._columns[-1], width=room + 1)
        table.add_rows(
            (
                *(Text(f" {cell}", justify="right") for cell in row.cells[:-1]),
                Text(f" {cut(row.cells[-1], room)}"),
            )
            for row in self._rows
        )
        at = self._index.get(key, 0) if key is not None else 0
        if self._rows:
            table.move_cursor(row=at, animate=False)
        self._detail(at)

    def _detail(self, index: int) -> None:
        pane = self.query_one("#costs-detail", Static)
        if 0 <= index < len(self._rows):
            row = self._rows[index]
            pane.border_title = row.name
            pane.update(row.detail)
        else:
            pane.border_title = None
            pane.update("")

    def on_resize(self, event: events.Resize) -> None:
        # The table has its new width once laid out: the names are cut again for it then.
        self.call_after_refresh(self._refit)

    def _refit(self) -> None:
        room = self._name_room()
        if self._rows and room != self._room:
            self._fill(room, self.current_target())

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._detail(event.cursor_row)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if not 0 <= event.cursor_row < len(self._rows):
            return
        row = self._rows[event.cursor_row]
        if row.target is None:
            self.notify(f"{row.name}: a profile event of no kernel, nothing to open", severity="warning")
            return
        view, target = row.target
        self.post_message(Navigate(view, target, row.graph))

    def search(self, query: str, direction: int = 1, pane: Widget | None = None) -> bool:
        """Put the cursor on the next row whose name contains QUERY (any case)."""
        if not self._rows:
            return False
        table = self.query_one(CostTable)
        needle = query.lower()
        count = len(self._rows)
        for step in range(1, count + 1):
            index = (table.cursor_row + direction * step) % count
            if needle in self._rows[index].cells[-1].lower():
                table.move_cursor(row=index, animate=False)
                return True
        return False

    def current_target(self) -> str | None:
        table = self.query_one(CostTable)
        if not 0 <= table.cursor_row < len(self._rows) or table.row_count == 0:
            return None
        return self._rows[table.cursor_row].key

    def default_focus(self) -> CostTable:
        return self.query_one(CostTable)
