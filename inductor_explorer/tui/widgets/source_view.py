"""A Line-API source pane: renders only the visible lines, so files of any length scroll freely."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.cache import LRUCache
from textual.geometry import Offset, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from inductor_explorer.tui.highlight import Highlighter
from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.widgets.steady import SteadyScrollbars

#: Gutter marks: what a marked line is, and the one-character sign shown beside its number.
MARK_SIGNS = {"def": "▌", "launch": "▶", "node": "●"}


@dataclass(frozen=True)
class _Paint:
    """The styles of one paint of the pane."""

    base: Style
    cursor: Style
    gutter: Style
    mark: Style
    match: Style
    highlighter: Highlighter


class SourceView(SteadyScrollbars, ScrollView, can_focus=True):
    """Numbered, highlighted lines with a cursor line and marked lines.

    Line numbers are 1-based everywhere in the public API, like the artifacts' own line numbers.
    """

    BINDINGS = [
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
        self._query = ""
        # Lines as highlighted and as drawn (cropped, padded, styled), keyed by every style they were made
        # with: a line scrolled back into view, or repainted for a focus change, costs a lookup.
        self._cache: LRUCache[tuple, list[Segment]] = LRUCache(512)
        self._strips: LRUCache[tuple, Strip] = LRUCache(1024)
        self._pending_scroll: tuple[bool, bool] | None = None  # (center, top) of a scroll waiting for a size
        self._shown_height = 0  # lines the pane showed when it was last on screen
        self._highlighter: tuple[str, Highlighter] | None = None  # per theme name
        self._paint: _Paint | None = None

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
    ) -> None:
        """Show TEXT; LEXER is a lexer name or a function from a 1-based line to one.

        The CURSOR line is shown near the middle, or as the first visible line when TOP.
        """
        self._lines = text.split("\n") if text else []
        if self._lines and self._lines[-1] == "":
            self._lines.pop()
        if callable(lexer):
            self._lexer_for = lexer
        else:
            name = lexer
            self._lexer_for = lambda line: name
        self._marks = dict(marks or {})
        self._clear_caches()
        # Measured in C (a 200 MB trace log has 2.8M lines): with tabs, an upper bound (a tab widens a line by
        # at most 3 columns), which only lets the pane scroll a few columns past the longest line.
        width = max(map(len, self._lines), default=0)
        if "\t" in text:
            width += 3 * max(map(str.count, self._lines, repeat("\t")), default=0)
        self.virtual_size = Size(width + self._gutter_width() + 1, len(self._lines))
        if TUNED and self.container_size:
            # Which scrollbars the new text needs, decided now (from the size the pane was last laid out
            # with, also while its view is switched out): found by the next layout, they were added or
            # removed in a layout and a frame of their own.
            self._refresh_scrollbars()
        self.scroll_to(0, 0, animate=False, immediate=True)
        self.move_cursor(cursor, center=not top, top=top)
        self.refresh()

    def prepare(self, text: str, lexer: str | None, first: int) -> None:
        """Highlight the lines of TEXT a pane like this one would show from line FIRST, so that showing it later
        (`set_source`) finds them highlighted; nothing on screen changes."""
        lines = text.split("\n")
        paint = self._paint_styles()
        height = self._shown_height or self.scrollable_content_region.height or 50
        for line in lines[max(0, first - 1) : first - 1 + height]:
            paint.highlighter.segments(line, lexer, self.app.console)

    def set_marks(self, marks: dict[int, str]) -> None:
        self._marks = dict(marks)
        self._clear_caches()
        self.refresh()

    # ------------------------------------------------------------------ cursor

    def move_cursor(self, line: int, center: bool = False, top: bool = False) -> None:
        """Put the cursor on LINE and scroll it into view: anywhere, near the middle (CENTER), or at the TOP."""
        line = max(1, min(line, max(1, len(self._lines))))
        old = self.cursor_line
        self.cursor_line = line
        if self.size.height:
            # A scroll repaints the whole pane by itself; otherwise only the two cursor lines change.
            self.refresh_line(old - 1)
            self.refresh_line(line - 1)
            self._scroll_to_cursor(center, top)
            return
        # Its view is switched out: scroll for the height the pane was last shown with (so it is shown
        # scrolled, in one frame), and again once it has a size if that turns out different.
        self._pending_scroll = (center, top)
        if self._shown_height:
            self._scroll_to_cursor(center, top, self._shown_height)
        self.refresh()

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        # Scrolled during the layout that gives the pane its size, the frame after it shows the pane scrolled;
        # after the resize event, which comes once that frame is drawn, it took a second frame.
        if TUNED:
            self.on_resize()
        return changed

    def on_resize(self) -> None:
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
            self.scroll_to(y=line - 1, animate=False, immediate=True)
        elif center and not (top < line <= top + height):
            self.scroll_to(y=max(0, line - 1 - height // 3), animate=False, immediate=True)
        elif line - 1 < top:
            self.scroll_to(y=line - 1, animate=False, immediate=True)
        elif line > top + height:
            self.scroll_to(y=line - height, animate=False, immediate=True)

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
        self._clear_caches()
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
        return len(str(max(1, len(self._lines)))) + 2

    def _clear_caches(self) -> None:
        self._cache.clear()
        self._strips.clear()

    def _paint_styles(self) -> _Paint:
        """The styles lines are drawn with now (looked up once per paint, not once per line)."""
        theme = self.app.theme
        if self._highlighter is None or self._highlighter[0] != theme:
            self._highlighter = (theme, Highlighter(self.app.get_css_variables()))
        style = self.get_component_rich_style
        return _Paint(
            self.rich_style,
            style("source-view--cursor"),
            style("source-view--gutter"),
            style("source-view--mark"),
            style("source-view--match"),
            self._highlighter[1],
        )

    def _segments(self, index: int, paint: _Paint) -> list[Segment]:
        """Gutter and text of line INDEX (0-based), uncropped, without the cursor style."""
        mark = self._marks.get(index + 1)
        key = (index, mark, paint.gutter, paint.mark, paint.match, paint.highlighter)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        width = self._gutter_width()
        sign = MARK_SIGNS.get(mark or "", " ")
        gutter = f"{index + 1:>{width - 2}}{sign} "
        source, lexer = self._lines[index], self._lexer_for(index + 1)
        if self._query and self._query.lower() in source.lower():
            text = paint.highlighter.line(source, lexer)
            text.highlight_words([self._query], paint.match, case_sensitive=False)
            segments = list(Text.assemble(Text(gutter, style=paint.gutter), text).render(self.app.console))
        else:
            segments = [
                Segment(gutter, paint.gutter),
                *paint.highlighter.segments(source, lexer, self.app.console),
            ]
        if mark:
            segments = list(Segment.apply_style(segments, post_style=paint.mark))
        self._cache[key] = segments
        return segments

    def render_lines(self, crop):
        self._paint = self._paint_styles()
        # Scroll and width looked up once per paint too (the region lookup goes through the compositor).
        self._paint_geometry = (self.scroll_offset, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._paint = self._paint_geometry = None

    _paint_geometry: tuple[Offset, int] | None = None

    def render_line(self, y: int) -> Strip:
        (scroll_x, scroll_y), width = self._paint_geometry or (
            self.scroll_offset,
            self.scrollable_content_region.width,
        )
        index = scroll_y + y
        paint = self._paint or self._paint_styles()
        base, cursor = paint.base, paint.cursor
        if index >= len(self._lines):
            return Strip.blank(width, base)
        on_cursor = index + 1 == self.cursor_line
        key = (
            index,
            scroll_x,
            width,
            base,
            cursor if on_cursor else None,
            paint.gutter,
            paint.mark,
            paint.match,
            paint.highlighter,
        )
        strip = self._strips.get(key)
        if strip is not None:
            return strip
        strip = Strip(self._segments(index, paint)).crop(scroll_x, scroll_x + width)
        strip = strip.extend_cell_length(width, base).apply_style(base)
        if on_cursor:
            strip = Strip(
                [Segment(text, (style or Style()) + cursor, control) for text, style, control in strip],
                strip.cell_length,
            )
        self._strips[key] = strip
        return strip

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines)
