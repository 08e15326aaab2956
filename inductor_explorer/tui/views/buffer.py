"""Buffer view: every buffer of the graph in a sortable, filterable table, with its consumers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import DataTable, Static
from textual.widgets.data_table import RowDoesNotExist

from inductor_explorer.model.ids import extern_line, is_extern
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.location import Navigate, Selected
from inductor_explorer.tui.presenters.buffer import (
    COLUMNS,
    CUT_AT,
    buffer_rows,
    buffers_title,
    consumer_links,
    no_kernel_words,
    scheduler_node_file,
    visible_rows,
)
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import BufferTable, cut
from inductor_explorer.tui.widgets.link_list import LinkList


class BufferView(View):
    """Buffers table (`s` sorts by the cursor's column, `/` filters) and the selected buffer's links."""

    SEARCH_PANE = "#buffer-table"

    BINDINGS = [
        Binding(
            "slash",
            "app.search",
            "Filter",
            key_display="/",
            tooltip="Filter the table's rows (in the lower pane: search its links)",
        ),
        Binding("s", "sort(1)", "Sort", tooltip="Sort by the next column"),
        Binding("S", "sort(0)", "Reverse", show=False, tooltip="Reverse the sort order"),
        Binding("x", "clear_filter", "Clear filter", show=False),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None
        self._rows: list[tuple[str, ...]] = []
        self._filter = ""
        self._sort: tuple[int, bool] = (-1, False)

    def compose(self) -> ComposeResult:
        yield Static(id="buffer-title", classes="view-title")
        table = BufferTable(id="buffer-table", classes="pane", cursor_type="row", zebra_stripes=True)
        yield table
        yield LinkList(id="buffer-links", classes="pane")

    def on_mount(self) -> None:
        self.query_one(BufferTable).add_columns(*COLUMNS)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        if loaded is not self._loaded:
            self._loaded = loaded
            self._rows = buffer_rows(loaded.graph if loaded else None)
            self._filter = ""
            self._fill()
        if target:
            self._select(target)

    def _visible(self) -> list[tuple[str, ...]]:
        return visible_rows(self._rows, self._filter, self._sort)

    def _fill(self) -> None:
        table = self.query_one(BufferTable)
        table.clear()
        rows = self._visible()
        for row in rows:
            table.add_row(
                *(
                    Text(inert_line(cut(cell, CUT_AT[i]) if i in CUT_AT else cell))
                    for i, cell in enumerate(row)
                ),
                key=row[0],
            )
        graph = self._loaded.graph if self._loaded else None
        title = buffers_title(graph, len(rows), len(self._rows), self._filter, self._sort[0])
        self.query_one("#buffer-title", Static).update(title)
        if rows:
            self._show_links(rows[0][0])
        else:
            self.query_one("#buffer-links", LinkList).set_links([])

    def _select(self, name: str) -> None:
        table = self.query_one(BufferTable)
        if name not in {r[0] for r in self._visible()}:
            self._filter = ""
            self._fill()
        try:
            table.move_cursor(row=table.get_row_index(name))
        except RowDoesNotExist:
            return
        self._show_links(name)

    def _show_links(self, name: str) -> None:
        graph = self._loaded.graph if self._loaded else None
        if graph is not None:
            self.query_one("#buffer-links", LinkList).set_links(consumer_links(graph, name))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        if event.row_key.value:
            self._show_links(event.row_key.value)
            self.post_message(Selected("buffer", event.row_key.value))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        graph = self._loaded.graph if self._loaded else None
        name = event.row_key.value
        if graph is None or name not in graph.buffers:
            return
        kernel = graph.buffers[name].kernel
        if kernel and is_extern(kernel):
            self.post_message(Navigate(ViewKind.WRAPPER, extern_line(kernel)))
        elif kernel:
            self.post_message(Navigate(ViewKind.KERNELS, kernel))
        else:
            self.notify(no_kernel_words(name), severity="warning")

    def filter(self, query: str) -> bool:
        """Keep only rows with a cell containing QUERY."""
        self._filter = query
        self._fill()
        return bool(self._visible())

    def action_sort(self, next_column: int) -> None:
        column, reverse = self._sort
        if next_column:
            self._sort = ((column + 1) % len(COLUMNS), False)
        else:
            self._sort = (max(column, 0), not reverse)
        self._fill()

    def action_clear_filter(self) -> None:
        self.filter("")

    def search(self, query: str, direction: int = 1, pane: Widget | None = None) -> bool:
        if pane is self.query_one("#buffer-links"):
            return super().search(query, direction, pane)
        return self.filter(query)

    def current_file(self) -> tuple[Path, int] | None:
        """The scheduler IR at the block of the node producing the buffer."""
        graph = self._loaded.graph if self._loaded else None
        name = self.current_target()
        info = graph.buffers.get(name) if graph is not None and name else None
        return (
            scheduler_node_file(graph, info.producer)
            if graph is not None and info and info.producer
            else None
        )

    def current_target(self) -> str | None:
        table = self.query_one(BufferTable)
        if table.row_count == 0:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def default_focus(self) -> Widget | None:
        return self.query_one(BufferTable)
