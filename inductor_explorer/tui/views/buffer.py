"""Buffer view: every buffer of the graph in a sortable, filterable table, with its consumers."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from inductor_explorer.loader.trace.graphs import NO_SCHEDULER_IR
from inductor_explorer.model.graph import BufferInfo, CompiledGraph
from inductor_explorer.model.ids import GraphSource, extern_line, is_extern
from inductor_explorer.report.text import counted, inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate, Selected
from inductor_explorer.tui.views.kernel import extern_names, kernel_title
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import BufferTable, cut
from inductor_explorer.tui.widgets.link_list import Link, LinkList

#: Short columns first: what a buffer is (dtype, size) shows at 80 columns; the long names come last, cut
#: (CUT_AT), in full in the links pane below.
COLUMNS = (
    "buffer",
    "dtype",
    "size",
    "stride",
    "device",
    "sched. users",
    "producer",
    "kernel",
    "reused from",
    "freed at",
)
CUT_AT = {COLUMNS.index("producer"): 16, COLUMNS.index("kernel"): 32}


def buffer_row(info: BufferInfo, externs: dict[str, str]) -> tuple[str, ...]:
    """The table cells of one buffer (COLUMNS), as plain strings in full (the table cuts and wraps them).

    EXTERNS: `extern_names(graph)`, so an extern call shows as `extern_kernels.mm (line 468)`.
    """
    freed = f"line {info.freed_at}" if info.freed_at else ("never allocated" if info.removed else "")
    kernel = externs.get(info.kernel, info.kernel) if info.kernel else ""
    return (
        info.name,
        (info.dtype or "").replace("torch.", ""),
        info.size or "",
        info.stride or "",
        info.device or "",
        str(len(info.users)),
        info.producer or "",
        kernel,
        info.reused_from or "",
        freed,
    )


def scheduler_node_file(graph: CompiledGraph, name: str) -> tuple[Path, int] | None:
    """The IR file (post-fusion, else pre-fusion) and header line of scheduler node NAME, fused children too."""
    for ir in (graph.post_fusion, graph.pre_fusion):
        if ir is None:
            continue
        for top in ir.nodes:
            node = next((n for n in top.walk() if n.name == name), None)
            if node is not None:
                return Path(ir.file), node.line
    return None


def _sort_key(value: str):
    """Numbers in order (buf2 before buf10), text otherwise."""
    digits = "".join(c for c in value if c.isdigit())
    head = value.rstrip("0123456789")
    return (head, int(digits) if digits and value.endswith(digits[-1]) else -1, value)


def consumer_links(graph: CompiledGraph, name: str) -> list[Link]:
    """Producer and consumers of buffer NAME."""
    info = graph.buffers.get(name)
    links = [Link(Text(f"Buffer {name}"), heading=True)]
    if info is None:
        return links
    kernel = info.kernel
    if kernel and not is_extern(kernel):
        links.append(Link(Text(f" produced by kernel {kernel} (node {info.producer})"), ("kernels", kernel)))
    elif kernel:
        links.append(
            Link(
                Text(f" produced by {inert_line(kernel_title(graph, kernel))} · node {info.producer}"),
                ("wrapper", extern_line(kernel)),
            )
        )
    else:
        links.append(
            Link(
                Text(f" produced by node {info.producer} (no kernel found)"),
                ("fusion", info.producer) if info.producer else None,
            )
        )
    readers = graph.reading_kernels(name)
    # Two counts of readers: the kernels (and extern calls) reading it, and the scheduler nodes the IR lists
    # as its users (before fusion merged them into those kernels; OUTPUT: the graph returns it).
    links.append(
        Link(
            Text(
                f"Read by {len(readers)} kernel(s) / extern call(s) · "
                f"{counted(len(info.users), 'scheduler user')}: {', '.join(info.users) or 'none'}"
            ),
            heading=True,
        )
    )
    externs = extern_names(graph)
    for reader in readers:
        if is_extern(reader):
            links.append(
                Link(
                    Text(f" extern call {inert_line(kernel_title(graph, reader, externs))}"),
                    ("wrapper", extern_line(reader)),
                )
            )
        else:
            links.append(Link(Text(f" kernel {reader}"), ("kernels", reader)))
    if info.layout:
        links.append(Link(Text(f" layout: {inert_line(info.layout)}")))
    if info.reused_by:
        links.append(Link(Text(f" its memory is reused by {info.reused_by}"), ("buffers", info.reused_by)))
    return links


class BufferView(View):
    """Buffers table (`s` sorts by the cursor's column, `/` filters) and the selected buffer's links."""

    VIEW_ID = "buffers"
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

    def __init__(self, **kwargs) -> None:
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
            graph = loaded.graph if loaded else None
            externs = extern_names(graph) if graph else {}
            self._rows = [buffer_row(b, externs) for b in graph.buffers.values()] if graph else []
            self._filter = ""
            self._fill()
        if target:
            self._select(target)

    def _visible(self) -> list[tuple[str, ...]]:
        needle = self._filter.lower()
        rows = [r for r in self._rows if not needle or any(needle in cell.lower() for cell in r)]
        column, reverse = self._sort
        if column >= 0:
            rows.sort(key=lambda r: _sort_key(r[column]), reverse=reverse)
        return rows

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
        note = f" · filter {self._filter!r} (x clears)" if self._filter else ""
        sort = f" · sorted by {COLUMNS[self._sort[0]]}" if self._sort[0] >= 0 else ""
        title = Text(f"{len(rows)} of {len(self._rows)} buffers{note}{sort} · enter: producing kernel")
        graph = self._loaded.graph if self._loaded else None
        if graph is not None and not self._rows:
            # Buffers are read from the scheduler IR: say why there are none rather than show an empty table.
            title = Text(
                NO_SCHEDULER_IR
                if graph.source is GraphSource.TRACE
                else "No buffers: this graph has no ir_pre_fusion.txt / ir_post_fusion.txt to read them from."
            )
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
        except Exception:
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
            self.post_message(Navigate("wrapper", extern_line(kernel)))
        elif kernel:
            self.post_message(Navigate("kernels", kernel))
        else:
            self.notify(f"{name}: no kernel computes it (removed or written in place)", severity="warning")

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

    def search(self, query: str, direction: int = 1, pane=None) -> bool:
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

    def default_focus(self):
        return self.query_one(BufferTable)
