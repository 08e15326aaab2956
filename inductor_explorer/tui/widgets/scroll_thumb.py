"""A vertical scroll thumb that a line-API pane draws itself, as the last cell of each line it renders.

Textual's scrollbars are widgets of their own, told the pane's new size and offset during a layout and drawn
in the frame after the pane's (a jump to the next kernel showed its source, then a frame later the thumb
moved). A thumb drawn with the lines is on screen in the same frame as the text it belongs to. The panes that
draw one hide Textual's vertical scrollbar (`scrollbar-size: 1 0` in app.tcss) and keep its horizontal one;
scrolling, by keys or the mouse wheel, is Textual's as before.

Kept under issue 39's rule (a custom widget stays where the Textual way costs the user more than 100 ms p95):
`benchmarks/run.py --only tui`, large run, two rounds alternated with Textual's vertical scrollbar (ctrl+p
enter, settled p95): a jump from the Code view 104-129 ms with this thumb against 182-215 ms without, a jump
within the Kernel view 41-48 ms against 120-121 ms (benchmarks/README.md, "Issue 39").
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget

#: The cells a thumb takes at the right end of each line.
THUMB_WIDTH = 1


def thumb_rows(offset: int, total: int, height: int) -> tuple[int, int] | None:
    """The rows [start, end) of a pane HEIGHT rows high that the thumb covers when it shows TOTAL rows from
    row OFFSET; None when everything fits (no thumb, the track left blank)."""
    if height <= 0 or total <= height:
        return None
    size = max(1, round(height * height / total))
    room = height - size
    top = round(room * min(offset, total - height) / (total - height))
    return top, top + size


class ThumbStyles:
    """The thumb's cell, the track's and a blank one, from the pane's `scrollbar-color` and
    `scrollbar-background` (as Textual's scrollbar reads them): made once per paint, shared by its lines."""

    def __init__(self, pane: Widget) -> None:
        styles = pane.styles
        self.bar = _cell(Style(bgcolor=styles.scrollbar_color.rich_color))
        self.track = _cell(Style(bgcolor=styles.scrollbar_background.rich_color))
        self.none = _cell(Style(bgcolor=pane.background_colors[1].rich_color))


def _cell(style: Style) -> Strip:
    return Strip([Segment(" " * THUMB_WIDTH, style)], THUMB_WIDTH)


def with_thumb(strip: Strip, y: int, rows: tuple[int, int] | None, styles: ThumbStyles) -> Strip:
    """STRIP (row Y of the pane) with its thumb cell after it: the thumb, the track, or blank when ROWS is
    None."""
    cell = styles.none if rows is None else styles.bar if rows[0] <= y < rows[1] else styles.track
    return Strip.join([strip, cell])
