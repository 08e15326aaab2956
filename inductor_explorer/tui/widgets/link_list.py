"""A keyboard list of links: headings, plain lines, and lines that lead somewhere on `enter`.

A line-API widget (a `ScrollView` drawing one row at a time in `render_line`, rows kept in an `LRUCache`,
as Textualize's toolong draws its log lines): a link is wrapped into rows once per width, and only the rows
on screen are drawn, so a jump that fills the pane draws a screenful of rows rather than every option.
"""

from __future__ import annotations

from rich.console import Console
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.cache import LRUCache
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets.option_list import Option

from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.widgets.scroll_thumb import THUMB_WIDTH, ThumbStyles, thumb_rows, with_thumb


def wrap_link(text: Text, room: int, console: Console) -> list[Text]:
    """TEXT cut into rows of at most ROOM cells where Textual's Content cuts a label (`text-wrap: wrap`,
    `text-overflow: fold`: at word boundaries, long words folded), trailing spaces of a cut row dropped."""
    if text.cell_len <= room or room < 1:
        return [text]
    rows = list(text.wrap(console, room, overflow="fold"))
    for row in rows[:-1]:
        row.rstrip()
    return rows


class LinkList(ScrollView, can_focus=True):
    """Links to kernels, buffers, FX nodes, lines; `enter` follows the highlighted one.

    The cursor (`highlighted`, an index into the links) moves over the links that lead somewhere, wrapping
    around the ends; headings and plain lines are drawn dimmed and skipped."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("g,home", "first", "First", show=False),
        Binding("G,end", "last", "Last", show=False),
        Binding("enter", "select", "Follow link", show=True),
    ]

    COMPONENT_CLASSES = {
        "link-list--option",
        "link-list--option-disabled",
        "link-list--option-highlighted",
        "link-list--option-hover",
    }

    # Textual's OptionList look (the pane was one), under this widget's own names.
    DEFAULT_CSS = """
    LinkList {
        height: auto;
        max-height: 100%;
        color: $foreground;
        overflow-x: hidden;
        border: tall $border-blurred;
        padding: 0 1;
        background: $surface;
        & > .link-list--option-highlighted {
            color: $foreground;
            background: $block-cursor-blurred-background;
            text-style: $block-cursor-blurred-text-style;
        }
        &:focus {
            border: tall $border;
            background-tint: $foreground 5%;
            & > .link-list--option-highlighted {
                color: $block-cursor-foreground;
                background: $block-cursor-background;
                text-style: $block-cursor-text-style;
            }
        }
        & > .link-list--option-disabled { color: $text-disabled; }
        & > .link-list--option-hover { background: $block-hover-background; }
    }
    """

    #: Rows kept drawn (a screenful is ~50); each is a Strip of a few segments.
    ROWS_KEPT = 1_000

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._links: list[Link] = []
        self._texts: list[Text] = []  # each link's text as shown (headings bold)
        #: Row -> (link, row of the link), and link -> its first row, for the width they were wrapped at.
        self._rows: list[tuple[int, int]] = []
        self._first_row: list[int] = []
        self._wrapped: dict[int, list[Text]] = {}
        self._width = 0  # the width the rows were made for
        self._shown_width = 0  # the last width the pane had on screen (a hidden pane has none)
        self._highlighted: int | None = None
        self._hover: int | None = None
        self._drawn: LRUCache[tuple, Strip] = LRUCache(self.ROWS_KEPT)
        self._paint_styles: dict[str, RichStyle] | None = None
        self._paint_thumb: tuple[tuple[int, int] | None, ThumbStyles] | None = None

    # ------------------------------------------------------------------ content

    @property
    def links(self) -> list[Link]:
        """The links listed, in order."""
        return list(self._links)

    @property
    def option_count(self) -> int:
        """How many links are listed (OptionList's name, which the tests and the benchmark read)."""
        return len(self._links)

    def get_option_at_index(self, index: int) -> Option:
        """Link INDEX as an option: its text as shown, disabled when it leads nowhere."""
        return Option(self._texts[index], disabled=self._links[index].target is None)

    def set_links(self, links: list[Link]) -> None:
        """Replace the content; the cursor goes to the first link that leads somewhere."""
        self._links = list(links)
        texts = []
        for link in self._links:
            text = link.text.copy()
            if link.heading:
                text.stylize("bold")
            texts.append(text)
        self._texts = texts
        self._drawn.clear()
        self._hover = None
        self._highlighted = None
        self._layout_rows(self._pane_width())
        self.scroll_to(y=0, animate=False, immediate=True)
        self.highlighted = next((i for i, link in enumerate(self._links) if link.target is not None), None)
        self.refresh()

    def _text_width(self) -> int:
        """The cells a row of text takes: the pane's, less its scroll thumb."""
        return max(0, self.scrollable_content_region.width - THUMB_WIDTH)

    def _pane_width(self) -> int:
        # A pane filled while its view is switched out has no size: its rows are made for the width it was
        # last shown with, so the view is drawn finished when it comes back.
        width = self._text_width()
        if width > 0:
            self._shown_width = width
        return width or self._shown_width

    def _layout_rows(self, width: int) -> None:
        """Wrap every link for WIDTH and set the virtual size to the rows they make."""
        self._width = width
        self._wrapped = {}
        rows: list[tuple[int, int]] = []
        first: list[int] = []
        for index, text in enumerate(self._texts):
            first.append(len(rows))
            count = 1 if width <= 0 or text.cell_len <= width else len(self._rows_of(index))
            rows.extend((index, row) for row in range(count))
        self._rows, self._first_row = rows, first
        self.virtual_size = Size(width, len(rows))

    def _rows_of(self, index: int) -> list[Text]:
        rows = self._wrapped.get(index)
        if rows is None:
            rows = self._wrapped[index] = wrap_link(self._texts[index], self._width, self.app.console)
        return rows

    def on_resize(self, event: events.Resize) -> None:
        width = self._pane_width()
        if width != self._width:
            self._drawn.clear()
            self._layout_rows(width)
        self._scroll_to_cursor()

    def notify_style_update(self) -> None:
        self._drawn.clear()  # a theme or CSS change: the option styles differ
        super().notify_style_update()

    # ------------------------------------------------------------------ drawing

    def render_lines(self, crop: Region) -> list[Strip]:
        width = self._text_width()
        if width and width != self._width:  # resized without a Resize event
            self._drawn.clear()
            self._layout_rows(self._pane_width())
        # The option styles are looked up once per paint (each lookup checks the ancestors' pseudo-classes).
        self._paint_styles = self._option_styles()
        self._paint_thumb = self._thumb()
        try:
            return super().render_lines(crop)
        finally:
            self._paint_styles = None
            self._paint_thumb = None

    def _thumb(self) -> tuple[tuple[int, int] | None, ThumbStyles]:
        height = self.scrollable_content_region.height
        return thumb_rows(self.scroll_offset.y, len(self._rows), height), ThumbStyles(self)

    def _option_styles(self) -> dict[str, RichStyle]:
        styles = {"": self.get_visual_style("link-list--option").rich_style}
        for state in ("disabled", "highlighted", "hover"):
            name = f"link-list--option-{state}"
            styles[state] = self.get_visual_style("link-list--option", name).rich_style
        return styles

    def _state(self, index: int) -> str:
        if self._links[index].target is None:
            return "disabled"
        if index == self._highlighted:
            return "highlighted"
        return "hover" if index == self._hover else ""

    def render_line(self, y: int) -> Strip:
        thumb, thumb_styles = self._paint_thumb or self._thumb()
        return with_thumb(self._text_row(y), y, thumb, thumb_styles)

    def _text_row(self, y: int) -> Strip:
        """Row Y of the pane, without the scroll thumb."""
        styles = self._paint_styles or self._option_styles()
        width = self._text_width()
        row = self.scroll_offset.y + y
        if row >= len(self._rows) or width != self._width:
            return Strip.blank(width, styles[""])
        index, line = self._rows[row]
        state = self._state(index)
        style = styles[state]
        key = (index, line, width, style)
        strip = self._drawn.get(key)
        if strip is None:
            strip = self._drawn[key] = self._draw(index, line, width, style)
        return strip

    def _draw(self, index: int, line: int, width: int, base: RichStyle) -> Strip:
        """Row LINE of link INDEX over style BASE, WIDTH cells, marked with the link's index."""
        text = self._texts[index]
        row = self._rows_of(index)[line] if text.cell_len > width else text
        console = self.app.console
        # Rich applies a text's own style to its segments only when it has spans: done here otherwise.
        under = base + console.get_style(text.style) if text.style and not row.spans else base
        segments = list(Segment.apply_style(row.render(console), under))
        if width > row.cell_len:
            segments.append(Segment(" " * (width - row.cell_len), base))
        meta = RichStyle.from_meta({"option": index})
        return Strip(Segment.apply_style(segments, post_style=meta), width)

    def _refresh_link(self, index: int | None) -> None:
        if index is None or index >= len(self._first_row):
            return
        first = self._first_row[index]
        end = self._first_row[index + 1] if index + 1 < len(self._first_row) else len(self._rows)
        top = first - self.scroll_offset.y
        self.refresh(Region(0, top, self.size.width, end - first))

    # ------------------------------------------------------------------ cursor

    @property
    def highlighted(self) -> int | None:
        """The link under the cursor, or None."""
        return self._highlighted

    @highlighted.setter
    def highlighted(self, index: int | None) -> None:
        if index is not None:
            index = max(0, min(len(self._links) - 1, index)) if self._links else None
        before, self._highlighted = self._highlighted, index
        if before != index:
            self._refresh_link(before)
            self._refresh_link(index)
        self._scroll_to_cursor()

    def _scroll_to_cursor(self) -> None:
        index = self._highlighted
        if index is None or index >= len(self._first_row) or not self.scrollable_content_region.height:
            return  # a pane without a size yet scrolls to the cursor once it has one (on_resize)
        first = self._first_row[index]
        end = self._first_row[index + 1] if index + 1 < len(self._first_row) else len(self._rows)
        height = self.scrollable_content_region.height
        # The text before the first link and after the last (a heading, a list of names) is shown with it when
        # the link's first row fits beside it: no cursor move reaches it otherwise.
        if index == self._next_link(None, 1) and first < height:
            first, end = 0, min(end, height)
        elif index == self._next_link(None, -1) and len(self._rows) - first <= height:
            end = len(self._rows)
        self.scroll_to_region(
            Region(0, first, max(1, self._width), end - first), force=True, animate=False, immediate=True
        )

    def _next_link(self, start: int | None, direction: int) -> int | None:
        """The next link leading somewhere after START in DIRECTION, wrapping around the ends."""
        count = len(self._links)
        if start is None:
            start = -1 if direction > 0 else count
        for step in range(1, count + 1):
            index = (start + direction * step) % count
            if self._links[index].target is not None:
                return index
        return None

    def action_cursor_down(self) -> None:
        self.highlighted = self._next_link(self._highlighted, 1)

    def action_cursor_up(self) -> None:
        self.highlighted = self._next_link(self._highlighted, -1)

    def action_first(self) -> None:
        self.highlighted = self._next_link(None, 1)

    def action_last(self) -> None:
        self.highlighted = self._next_link(None, -1)

    def _move_page(self, direction: int) -> None:
        if not self._rows:
            return
        at = self._first_row[self._highlighted] if self._highlighted is not None else 0
        row = max(0, min(len(self._rows) - 1, at + direction * self.scrollable_content_region.height))
        index = self._rows[row][0]
        while 0 <= index < len(self._links) and self._links[index].target is None:
            index += direction
        if 0 <= index < len(self._links):
            self.highlighted = index
        else:  # no link that way: the text there is scrolled to, the cursor stays where it was
            self.scroll_relative(
                y=direction * self.scrollable_content_region.height, animate=False, immediate=True
            )

    def action_page_down(self) -> None:
        self._move_page(1)

    def action_page_up(self) -> None:
        self._move_page(-1)

    def action_select(self) -> None:
        index = self._highlighted
        if index is None:
            return
        link = self._links[index]
        if link.target is not None:
            view, target = link.target
            self.post_message(Navigate(view, target, link.graph))

    def search(self, query: str, direction: int = 1) -> bool:
        """Highlight the next link whose text contains QUERY."""
        if not self._links:
            return False
        needle = query.lower()
        start = self._highlighted if self._highlighted is not None else -1
        count = len(self._links)
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            link = self._links[i]
            if link.target is not None and needle in link.text.plain.lower():
                self.highlighted = i
                return True
        return False

    # ------------------------------------------------------------------ mouse

    def _link_under(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        if offset is None:
            return None
        row = offset.y + self.scroll_offset.y
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._link_under(event)
        if index != self._hover:
            before, self._hover = self._hover, index
            self._refresh_link(before)
            self._refresh_link(index)

    def on_leave(self, event: events.Leave) -> None:
        before, self._hover = self._hover, None
        self._refresh_link(before)

    def on_click(self, event: events.Click) -> None:
        index = self._link_under(event)
        if index is not None and self._links[index].target is not None:
            self.highlighted = index
            self.action_select()
