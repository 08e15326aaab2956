"""A DataTable with vim keys, where `enter` follows the row to where it leads."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import DataTable


class KeyTable(DataTable):
    """Rows of buffers or wrapper steps; `enter` follows the highlighted row."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("h,left", "cursor_left", "Left", show=False),
        Binding("l,right", "cursor_right", "Right", show=False),
        Binding("enter", "select_cursor", "Follow", show=True),
    ]
