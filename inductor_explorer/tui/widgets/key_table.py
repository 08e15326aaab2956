"""DataTables with vim keys; the tables whose rows lead somewhere say where in the footer."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import DataTable


def cut(text: str, width: int) -> str:
    """TEXT, or its start and end around `…` in WIDTH characters: a table column sized to its longest
    kernel name pushed every column after it off an 80-column screen, and generated names differ at both
    ends (`triton_per_fused_…` and the kernel number)."""
    if len(text) <= width:
        return text
    head = (width - 1) // 2
    return f"{text[:head]}…{text[len(text) - (width - 1 - head) :]}"


class KeyTable(DataTable):
    """Rows to read (the Diff view's counts): vim keys, no `enter` in the footer."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("h,left", "cursor_left", "Left", show=False),
        Binding("l,right", "cursor_right", "Right", show=False),
    ]


class BufferTable(KeyTable):
    """Buffers: `enter` opens the kernel (or extern call) that produces the highlighted one."""

    BINDINGS = [
        Binding(
            "enter",
            "select_cursor",
            "Producer",
            tooltip="Open the kernel (or the extern call's wrapper line) producing the buffer",
        )
    ]


class WrapperTable(KeyTable):
    """Wrapper steps: `enter` opens the launched kernel, the step's buffer, or its line in output_code.py."""

    BINDINGS = [
        Binding(
            "enter",
            "select_cursor",
            "Follow",
            tooltip="A launch: its kernel; a buffer step: the buffer; else its output_code.py line",
        )
    ]


class CostTable(KeyTable):
    """The Costs view's kernels and extern calls: `enter` opens the highlighted one; `g` / `G` go to the
    first and last row (the table never scrolls sideways, so home and end do the same)."""

    BINDINGS = [
        Binding("g,home", "scroll_top", "First", show=False),
        Binding("G,end", "scroll_bottom", "Last", show=False),
        Binding(
            "enter",
            "select_cursor",
            "Open",
            tooltip="Open the kernel in the Kernel view (an extern call: its line in the Wrapper view)",
        ),
    ]
