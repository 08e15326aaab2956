"""Wrapper view: the call() schedule in order: allocations, launches, extern calls, reuse, del."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import DataTable, Static

from inductor_explorer.analysis.counts import graph_counts
from inductor_explorer.model.artifacts import WrapperStep
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.location import Navigate, Selected
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import WrapperTable, cut

#: Short columns first; the buffers and the kernel's name are cut to these widths at most (in full on the
#: status line below), the statement to the width the others leave.
COLUMNS = ("line", "step", "buffer", "kernel / op", "statement")
BUFFER_WIDTH, KERNEL_WIDTH = 20, 32
#: Each column's padding (DataTable's cell_padding, 1) on both sides.
PADDING = 2


def column_widths(width: int, line: int, step: int) -> tuple[int, int, int]:
    """(buffer, kernel, statement) widths in a table WIDTH cells wide whose line and step columns are LINE
    and STEP wide: the statement takes what the others leave and at least half of what line and step
    leave; the buffer and kernel columns give way first, down to a few cells each."""
    free = max(0, width - line - step - PADDING * len(COLUMNS))
    if free - BUFFER_WIDTH - KERNEL_WIDTH >= free // 2:
        return BUFFER_WIDTH, KERNEL_WIDTH, free - BUFFER_WIDTH - KERNEL_WIDTH
    rest = free - free // 2
    kernel = max(8, rest * KERNEL_WIDTH // (BUFFER_WIDTH + KERNEL_WIDTH))
    buffer = max(6, rest - kernel)
    return buffer, kernel, max(8, free - buffer - kernel)


def cut_end(text: str, width: int) -> str:
    """TEXT in WIDTH cells at most: its start, `…` ending it when cut."""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def step_detail(step: WrapperStep) -> Text:
    """The status lines of a step: its kernel or op in full (first: a long name needs both lines at 80
    columns), its line and kind, and its buffers."""
    text = Text.assemble((inert_line(step.kernel), "bold"), " · ") if step.kernel else Text()
    text.append(f"line {step.line} {step.kind}")
    buffers = [step.output] if step.output else step.buffers
    if buffers:
        text.append(f" · {inert_line(', '.join(buffers))}")
    return text


class WrapperView(View):
    """One row per call() statement; `enter` on a launch opens the kernel, on a buffer line the buffer."""

    SEARCH_PANE = "#wrapper-table"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None
        self._steps: dict[str, WrapperStep] = {}
        self._filled_width = -1

    def compose(self) -> ComposeResult:
        yield Static(id="wrapper-title", classes="view-title")
        yield WrapperTable(id="wrapper-table", classes="pane", cursor_type="row")
        yield Static(id="wrapper-status", classes="view-status")

    def on_mount(self) -> None:
        self.query_one(WrapperTable).add_columns(*COLUMNS)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        table = self.query_one(WrapperTable)
        if loaded is not self._loaded:
            self._loaded = loaded
            graph = loaded.graph if loaded else None
            code = graph.output_code if graph else None
            steps = code.call_steps if code else []
            self._steps = {str(s.line): s for s in steps}
            self._fill(table)
            self.call_after_refresh(self._refit)  # a view shown for the first time has no width yet
            counts = graph_counts(graph) if graph else None
            summary = ", ".join(f"{n} {kind}" for kind, n in counts.call_step_kinds) if counts else ""
            self.query_one("#wrapper-title", Static).update(
                Text(
                    f"call(): {counts.call_steps if counts else 0} steps ({summary or 'no output_code.py'})"
                    " · enter: follow"
                )
            )
        if target and target in self._steps:
            table.move_cursor(row=table.get_row_index(target))

    def _fill(self, table: WrapperTable) -> None:
        """A row per step, the columns cut to the table's width (the statement takes what the others
        leave), the cursor kept on its step."""
        keep = self.current_target()
        table.clear(columns=True)  # a column keeps the width of the longest cell it held: made anew
        table.add_columns(*COLUMNS)
        steps = list(self._steps.values())
        width = table.scrollable_content_region.width
        self._filled_width = width
        line = max([len(COLUMNS[0]), *(len(str(s.line)) for s in steps)])
        step_width = max([len(COLUMNS[1]), *(len(s.kind) for s in steps)])
        buffer, kernel, statement = column_widths(width, line, step_width) if width > 0 else (0, 0, 0)
        for step in steps:
            text = step.text.strip()
            table.add_row(
                Text(str(step.line)),
                Text(step.kind),
                Text(inert_line(cut(step.output or ", ".join(step.buffers), buffer or BUFFER_WIDTH))),
                Text(inert_line(cut(step.kernel or "", kernel or KERNEL_WIDTH))),
                Text(inert_line(cut_end(text, statement) if statement else text)),
                key=str(step.line),
            )
        if keep is not None and keep in self._steps:
            table.move_cursor(row=table.get_row_index(keep))

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._refit)

    def _refit(self) -> None:
        """Fill the table again when its width changed since it was filled."""
        table = self.query_one(WrapperTable)
        if self._steps and table.scrollable_content_region.width != self._filled_width:
            self._fill(table)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        step = self._steps.get(event.row_key.value or "")
        # Two lines high whatever it says (room for a long kernel name): no relayout per cursor move.
        self.query_one("#wrapper-status", Static).update(
            step_detail(step) if step else Text(""), layout=False
        )
        if step is not None and step.launched:
            self.post_message(Selected("kernel", step.launched))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        step = self._steps.get(event.row_key.value or "")
        graph = self._loaded.graph if self._loaded else None
        if step is None or graph is None:
            return
        if step.launched and graph.kernel(step.launched):
            self.post_message(Navigate(ViewKind.KERNELS, step.launched))
            return
        buf = step.output or next((b for b in step.buffers if b in graph.buffers), None)
        if buf and buf in graph.buffers:
            self.post_message(Navigate(ViewKind.BUFFERS, buf))
        else:
            self.post_message(Navigate(ViewKind.CODE, str(step.line)))

    def search(self, query: str, direction: int = 1, pane: Widget | None = None) -> bool:
        table = self.query_one(WrapperTable)
        rows = list(self._steps.values())
        if not rows:
            return False
        needle = query.lower()
        for step in range(1, len(rows) + 1):
            i = (table.cursor_row + direction * step) % len(rows)
            if needle in rows[i].text.lower() or needle in (rows[i].kernel or "").lower():
                table.move_cursor(row=i)
                return True
        return False

    def current_file(self) -> tuple[Path, int] | None:
        path = self._loaded.folder.files.get("output_code.py") if self._loaded else None
        line = self.current_target()
        return (path, int(line)) if path and line else None

    def current_target(self) -> str | None:
        table = self.query_one(WrapperTable)
        if table.row_count == 0:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def default_focus(self) -> Widget | None:
        return self.query_one(WrapperTable)
