"""A Line-API source pane: renders only the visible lines, so files of any length scroll freely.

Built as Textual's own line-API widgets and toolong's log view are: a `ScrollView` whose `render_line` draws
one visible line, from `LRUCache`s keyed by what the line shows (its number, text, lexer, mark, search match
and the styles it is drawn with). A line scrolled back into view, shown again after a jump away and back,
or repainted for a focus change costs a lookup; nothing is cleared when the text changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from itertools import repeat
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from inductor_explorer.tui.highlight import Highlighter
from inductor_explorer.tui.widgets.scroll_thumb import THUMB_WIDTH, ThumbStyles, thumb_rows, with_thumb

#: Gutter marks: what a marked line is, and the one-character sign shown beside its number.
MARK_SIGNS = {"def": "▌", "launch": "▶", "node": "●"}

#: Lines kept as segments (gutter and highlighted text, uncropped) and as drawn strips (cropped to the pane).
LINE_CACHE = 2048
STRIP_CACHE = 1024


@dataclass(frozen=True)
class Paint:
    """What one paint of the pane draws with: its styles, and where it is scrolled and how wide it is.

    Looked up once per paint (the region lookup goes through the compositor), not once per line.
    """

    base: Style
    cursor: Style
    gutter: Style
    mark: Style
    match: Style
    highlighter: Highlighter
    scroll_x: int
    scroll_y: int
    width: int  # of the text: the pane's, less its scroll thumb
    thumb: tuple[int, int] | None  # the rows the thumb covers (scroll_thumb.thumb_rows)
    thumb_styles: ThumbStyles

    @property
    def line_styles(self) -> tuple[Hashable, ...]:
        """The styles a line's segments depend on (not the cursor's, applied to the drawn strip)."""
        return (self.gutter, self.mark, self.match, self.highlighter)


class SourceView(ScrollView, can_focus=True):
    """Numbered, highlighted lines with a cursor line and marked lines.

    Line numbers are 1-based everywhere in the public API, like the artifacts' own line numbers.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j,down", "cursor(1)", "Down", show=False),
        Binding("k,up", "cursor(-1)", "Up", show=False),
        Binding("ctrl+d,pagedown", "page(1)", "Page down", show=False),
        Binding("ctrl+u,pageup", "page(-1)", "Page up", show=False),
        Binding("g,home", "edge(0)", "Top", show=False),
        Binding("G,end", "edge(1)", "Bottom", show=False),
        Binding("h,left", "pan(-4)", "Left", show=False),
        Binding("l,right", "pan(4)", "Right", show=False),
        Binding(
            "enter",
            "follow",
            "Follow",
            tooltip="Kernel source: the line in output_code.py; Code view: the "
            "kernel or buffer of the line; FX graph: the kernel the node became; Files: opens the file",
        ),
    ]

    COMPONENT_CLASSES = {
        "source-view--cursor",
        "source-view--mark",
        "source-view--gutter",
        "source-view--match",
    }

    DEFAULT_CSS = """
    SourceView { background: $surface; }
    SourceView > .source-view--gutter { color: $text-muted; }
    SourceView > .source-view--mark { background: $primary 20%; }
    SourceView > .source-view--cursor { background: $panel-lighten-2; }
    SourceView:focus > .source-view--cursor { background: $accent 40%; }
    SourceView > .source-view--match { text-style: underline bold; color: $warning; }
    """

    # Moving the cursor repaints two lines (move_cursor), not the whole pane.
    cursor_line: reactive[int] = reactive(1, always_update=True, repaint=False)

    @dataclass
    class Followed(Message):
        """`enter` on LINE (1-based)."""

        view: SourceView
        line: int

    def __init__(
        self,
        *,
        on_cursor: Callable[[int], None] | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """ON_CURSOR(line) is called whenever the cursor moves (1-based line)."""
        super().__init__(id=id, classes=classes)
        # Called, not messaged: what it updates (a status line) is drawn in the same frame as the cursor.
        self._on_cursor = on_cursor
        self._lines: list[str] = []
        self._lexer_for: Callable[[int], str | None] = lambda line: None
        self._marks: dict[int, str] = {}
        self._first_number = 1  # the number the gutter shows beside the first line
        self._query = ""
        self._segments: LRUCache[tuple[Hashable, ...], list[Segment]] = LRUCache(LINE_CACHE)
        self._strips: LRUCache[tuple[Hashable, ...], Strip] = LRUCache(STRIP_CACHE)
        self._pending_scroll: tuple[bool, bool] | None = None  # (center, top) of a scroll waiting for a size
        self._shown_height = 0  # lines the pane showed when it was last on screen
        self._highlighter: tuple[str, Highlighter] | None = None  # per theme name
        self._paint: Paint | None = None  # while a paint is under way

    # ------------------------------------------------------------------ content

    @property
    def line_count(self) -> int:
        return len(self._lines)

    def line_text(self, line: int) -> str:
        return self._lines[line - 1] if 1 <= line <= len(self._lines) else ""

    def set_source(
        self,
        text: str,
        lexer: str | Callable[[int], str | None] | None,
        marks: dict[int, str] | None = None,
        cursor: int = 1,
        top: bool = False,
        first_number: int = 1,
    ) -> None:
        """Show TEXT; LEXER is a lexer name or a function from a 1-based line to one.

        The CURSOR line is shown near the middle, or as the first visible line when TOP. The gutter numbers
        the lines from FIRST_NUMBER (a kernel's source shown with its lines' numbers in output_code.py); the
        API's line numbers still count from 1 at TEXT's first line.
        """
        self._first_number = first_number
        self._lines = text.split("\n") if text else []
        if self._lines and self._lines[-1] == "":
            self._lines.pop()
        if callable(lexer):
            self._lexer_for = lexer
        else:
            name = lexer
            self._lexer_for = lambda line: name
        self._marks = dict(marks or {})
        # Measured in C (a 200 MB trace log has 2.8M lines): with tabs, an upper bound (a tab widens a line by
        # at most 3 columns), which only lets the pane scroll a few columns past the longest line.
        width = max(map(len, self._lines), default=0)
        if "\t" in text:
            width += 3 * max(map(str.count, self._lines, repeat("\t")), default=0)
        self.virtual_size = Size(width + self._gutter_width() + 1, len(self._lines))
        self.scroll_to(0, 0, animate=False, immediate=True)
        self.move_cursor(cursor, center=not top, top=top)
        self.refresh()

    def prepare(self, text: str, lexer: str | None, first: int) -> None:
        """Highlight the lines of TEXT a pane like this one would show from line FIRST, so that showing it
        later (`set_source`) finds them highlighted; nothing on screen changes."""
        lines = text.split("\n")
        highlighter = self._current_highlighter()
        height = self._shown_height or self.scrollable_content_region.height or 50
        for line in lines[max(0, first - 1) : first - 1 + height]:
            highlighter.segments(line, lexer, self.app.console)

    def set_marks(self, marks: dict[int, str]) -> None:
        self._marks = dict(marks)
        self.refresh()

    # ------------------------------------------------------------------ cursor

    def move_cursor(self, line: int, center: bool = False, top: bool = False) -> None:
        """Put the cursor on LINE and scroll it into view: anywhere, near the middle (CENTER), or at the
        TOP."""
        line = max(1, min(line, max(1, len(self._lines))))
        old = self.cursor_line
        self.cursor_line = line
        if self.size.height:
            # A scroll repaints the whole pane by itself; otherwise only the two cursor lines change.
            self.refresh_line(old - 1)
            self.refresh_line(line - 1)
            self._scroll_to_cursor(center, top)
            return
        # Not laid out yet: scroll now for the height the pane was last shown with (a line put at the TOP
        # needs none), so that its first frame is drawn scrolled, and again once it has a size if that
        # turns out different.
        self._pending_scroll = (center, top)
        if self._shown_height or top:
            self._scroll_to_cursor(center, top, self._shown_height)
        self.refresh()

    def on_resize(self, event: events.Resize) -> None:
        height = self.scrollable_content_region.height
        if not height:
            return
        if self._pending_scroll is not None and height != self._shown_height:
            self._scroll_to_cursor(*self._pending_scroll, height)
        self._pending_scroll = None
        self._shown_height = height

    def _scroll_to_cursor(self, center: bool, at_top: bool = False, height: int | None = None) -> None:
        line = self.cursor_line
        top, height = round(self.scroll_y), max(1, height or self.scrollable_content_region.height)
        if at_top:
            self._scroll_y_to(line - 1)
        elif center and not (top < line <= top + height):
            self._scroll_y_to(max(0, line - 1 - height // 3))
        elif line - 1 < top:
            self._scroll_y_to(line - 1)
        elif line > top + height:
            self._scroll_y_to(line - height)

    def _scroll_y_to(self, y: int) -> None:
        # Forced: a pane not laid out yet has no scrollbar, and Textual scrolls only panes with one; the
        # first layout clamps the offset to the pane's size.
        self.scroll_to(y=y, animate=False, immediate=True, force=True)

    def watch_cursor_line(self, line: int) -> None:
        if self._on_cursor is not None:
            self._on_cursor(line)

    def action_cursor(self, delta: int) -> None:
        self.move_cursor(self.cursor_line + delta)

    def action_page(self, direction: int) -> None:
        self.move_cursor(self.cursor_line + direction * max(1, self.scrollable_content_region.height - 1))

    def action_edge(self, end: int) -> None:
        self.move_cursor(len(self._lines) if end else 1)

    def action_pan(self, delta: int) -> None:
        self.scroll_to(x=max(0, self.scroll_x + delta), animate=False)

    def action_follow(self) -> None:
        self.post_message(self.Followed(self, self.cursor_line))

    # ------------------------------------------------------------------ search

    def search(self, query: str, direction: int = 1) -> bool:
        """Move the cursor to the next line containing QUERY (case-insensitive); False if none."""
        self._query = query
        self.refresh()
        if not query or not self._lines:
            return False
        needle = query.lower()
        count = len(self._lines)
        for step in range(1, count + 1):
            index = (self.cursor_line - 1 + direction * step) % count
            if needle in self._lines[index].lower():
                self.move_cursor(index + 1, center=True)
                return True
        return False

    # ------------------------------------------------------------------ rendering

    def _gutter_width(self) -> int:
        return len(str(max(1, len(self._lines) + self._first_number - 1))) + 2

    def _current_highlighter(self) -> Highlighter:
        """The highlighter for the app's theme (made again when the theme changes)."""
        theme = self.app.theme
        if self._highlighter is None or self._highlighter[0] != theme:
            self._highlighter = (theme, Highlighter(self.app.get_css_variables()))
        return self._highlighter[1]

    def _current_paint(self) -> Paint:
        style = self.get_component_rich_style
        scroll_x, scroll_y = self.scroll_offset
        region = self.scrollable_content_region
        return Paint(
            self.rich_style,
            style("source-view--cursor"),
            style("source-view--gutter"),
            style("source-view--mark"),
            style("source-view--match"),
            self._current_highlighter(),
            scroll_x,
            scroll_y,
            max(0, region.width - THUMB_WIDTH),
            thumb_rows(scroll_y, len(self._lines), region.height),
            ThumbStyles(self),
        )

    def _line_segments(self, index: int, paint: Paint) -> tuple[tuple[Hashable, ...], list[Segment]]:
        """Gutter and text of line INDEX (0-based), uncropped, without the cursor style, and their cache
        key."""
        source = self._lines[index]
        mark = self._marks.get(index + 1)
        lexer = self._lexer_for(index + 1)
        query = self._query if self._query and self._query.lower() in source.lower() else None
        number = index + self._first_number
        key = (number, self._gutter_width(), source, lexer, mark, query, paint.line_styles)
        segments = self._segments.get(key)
        if segments is not None:
            return key, segments
        width = self._gutter_width()
        gutter = f"{number:>{width - 2}}{MARK_SIGNS.get(mark or '', ' ')} "
        console = self.app.console
        if query is not None:
            text = paint.highlighter.line(source, lexer)
            text.highlight_words([query], paint.match, case_sensitive=False)
            segments = list(Text.assemble(Text(gutter, style=paint.gutter), text).render(console))
        else:
            segments = [Segment(gutter, paint.gutter), *paint.highlighter.segments(source, lexer, console)]
        if mark:
            segments = list(Segment.apply_style(segments, post_style=paint.mark))
        self._segments[key] = segments
        return key, segments

    def render_lines(self, crop: Region) -> list[Strip]:
        self._paint = self._current_paint()
        try:
            return super().render_lines(crop)
        finally:
            self._paint = None

    def render_line(self, y: int) -> Strip:
        paint = self._paint or self._current_paint()
        return with_thumb(self._text_line(y, paint), y, paint.thumb, paint.thumb_styles)

    def _text_line(self, y: int, paint: Paint) -> Strip:
        """Row Y of the pane as PAINT draws it, without the scroll thumb."""
        index, width = paint.scroll_y + y, paint.width
        if index >= len(self._lines):
            return Strip.blank(width, paint.base)
        line_key, segments = self._line_segments(index, paint)
        on_cursor = index + 1 == self.cursor_line
        key = (line_key, paint.scroll_x, width, paint.base, paint.cursor if on_cursor else None)
        strip = self._strips.get(key)
        if strip is not None:
            return strip
        strip = Strip(segments).crop(paint.scroll_x, paint.scroll_x + width)
        strip = strip.extend_cell_length(width, paint.base).apply_style(paint.base)
        if on_cursor:
            strip = Strip(
                [Segment(text, (style or Style()) + paint.cursor, control) for text, style, control in strip],
                strip.cell_length,
            )
        self._strips[key] = strip
        return strip

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines)
