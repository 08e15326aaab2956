"""A keyboard list of links: headings, plain lines, and lines that lead somewhere on `enter`."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.style import Style
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.widgets.restyle import QuickRestyle
from inductor_explorer.tui.widgets.steady import SteadyScrollbars


class LinkList(QuickRestyle, SteadyScrollbars, OptionList):
    """Links to kernels, buffers, FX nodes, lines; `enter` follows the highlighted one.

    With the tunings (`tuning.TUNED`) it wraps and draws links itself, where and as Textual would; without,
    Textual's OptionList does."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("g,home", "first", "First", show=False),
        Binding("G,end", "last", "Last", show=False),
        Binding("enter", "select", "Follow link", show=True),
    ]

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._links: list[Link] = []
        self._shown_region: Region | None = None
        #: The width the cached lines were wrapped for: a paint at a new width (the navigator hidden with `t`)
        #: can come before the Resize event, and must not make that event keep lines wrapped for the old one.
        self._wrapped_width: int | None = None

    _painting_region: Region | None = None

    @property
    def scrollable_content_region(self) -> Region:
        if not TUNED:
            return super().scrollable_content_region
        if self._painting_region is not None:
            return self._painting_region
        region = super().scrollable_content_region
        if region:
            self._shown_region = region
            return region
        # Switched out with its view: links set now are wrapped (and the scrollbar decided) for the size the
        # pane was last shown with, so the view is drawn finished in one frame when it comes back; Textual's
        # OptionList waited for a size and redrew the pane and its scrollbar a frame later.
        return self._shown_region or region

    # OptionList's handler takes no event; Textual passes the event to one that takes it.
    def _on_resize(self, event: events.Resize) -> None:  # type: ignore[override]
        # Textual's OptionList drops its wrapped lines on every resize, and a pane shown for the first time
        # is resized after its first paint: lines wrapped for the width they already have are kept, not
        # wrapped and painted again in another frame.
        if not TUNED:
            return
        width = self.scrollable_content_region.width - self._get_left_gutter_width()
        if not self._line_cache.lines or width == self._wrapped_width:
            event.prevent_default()

    @staticmethod
    def _plain_text(option: Option) -> Text | None:
        """OPTION's prompt when it is one paragraph of Rich text (every link), else None."""
        prompt = option.prompt
        if isinstance(prompt, Text) and not option._divider and "\n" not in prompt.plain:
            return prompt
        return None

    def _wrapped(self, text: Text, room: int) -> list[Text]:
        """TEXT cut into lines of at most ROOM cells where Textual's Content cuts it (`text-wrap: wrap`,
        `text-overflow: fold`: at word boundaries, long words folded), trailing spaces of a cut line dropped."""
        if text.cell_len <= room:
            return [text]
        lines = list(text.wrap(self.app.console, room, overflow="fold"))
        for line in lines[:-1]:
            line.rstrip()
        return lines

    def _update_lines(self) -> None:
        # Textual's, but a link's height is counted from where its text would be cut (`_wrapped`) rather
        # than by making its Content and wrapping that (~1 ms for a pane of links, at every jump).
        if not TUNED:
            super()._update_lines()
            return
        region = self.scrollable_content_region
        if not region:
            return
        cache = self._line_cache
        lines = cache.lines
        next_index = lines[-1][0] + 1 if lines else 0
        width = region.width - self._get_left_gutter_width()
        if not lines:
            self._wrapped_width = width
        if next_index < len(self.options):
            padding = self._option_padding()
            room = width - padding.width
            for index, option in enumerate(self.options[next_index:], next_index):
                text = self._plain_text(option)
                if text is None:
                    # As OptionList does: Visual.get_height is annotated RulesMap, and takes the styles.
                    height = (
                        self._get_visual(option).get_height(self.styles, room)  # type: ignore[arg-type]
                        + option._divider
                    )
                else:
                    height = len(self._wrapped(text, room))
                cache.index_to_line[index] = len(lines)
                cache.heights[index] = height
                lines.extend((index, line_no) for line_no in range(height))
        last_divider = self.options and self.options[-1]._divider
        virtual_size = Size(width, len(lines) - (1 if last_divider else 0))
        if virtual_size != self.virtual_size:
            self.virtual_size = virtual_size
            self._scroll_update(virtual_size)

    def render_lines(self, crop: Region) -> list[Strip]:
        # Textual asks for the pane's region (through `_lines`) and for the option styles (checking the
        # pseudo-classes of every ancestor) for every line and option render: found once for the whole paint
        # (~1.5 ms of a jump's frame).
        if not TUNED:
            return super().render_lines(crop)
        self._painting_region = self.scrollable_content_region
        self._painting_styles = {}
        try:
            return super().render_lines(crop)
        finally:
            self._painting_region = self._painting_styles = None

    _painting_styles: dict | None = None

    def get_visual_style(self, *component_classes: str, partial: bool = False) -> Style:
        styles = self._painting_styles
        if styles is None:
            return super().get_visual_style(*component_classes, partial=partial)
        key = (component_classes, partial)
        style = styles.get(key)
        if style is None:
            style = styles[key] = super().get_visual_style(*component_classes, partial=partial)
        return style

    def _option_padding(self):
        """The options' padding: looked up once per paint too (Textual's lookup builds the component's styles;
        the paint asks for every line)."""
        styles = self._painting_styles
        if styles is None:
            return self.get_component_styles("option-list--option").padding
        padding = styles.get("padding")
        if padding is None:
            padding = styles["padding"] = self.get_component_styles("option-list--option").padding
        return padding

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        # Textual turns each option into its Content, wraps and pads it (~0.15 ms a line, 4-8 ms of a jump's
        # frame for a pane of links). A link's Rich text is wrapped where Textual would wrap it and rendered
        # over the option style, padded and marked like Textual's (tests compare the two cell by cell; the
        # per-cell selection offsets Textual adds are left out: option lists do not allow selecting text).
        text = self._plain_text(option) if TUNED else None
        if text is None:
            return super()._get_option_render(option, style)
        padding = self._option_padding()
        width = self.scrollable_content_region.width - self._get_left_gutter_width()
        cache_key = (option, style, padding)
        strips = self._option_render_cache.get(cache_key)
        if strips is None:
            base = style.rich_style
            console = self.app.console
            meta = RichStyle.from_meta({"option": self._option_to_index[option]})
            strips = []
            own = console.get_style(text.style) if text.style else None
            for line in self._wrapped(text, width - padding.width):
                segments = [Segment(" " * padding.left, base)] if padding.left else []
                # Rich applies a text's own style to its segments only when it has spans: done here otherwise.
                under = base + own if own is not None and not line._spans else base
                segments.extend(Segment.apply_style(line.render(console), under))
                used = padding.left + line.cell_len
                if width > used:
                    segments.append(Segment(" " * (width - used), base))
                strips.append(Strip(Segment.apply_style(segments, post_style=meta), width))
            self._option_render_cache[cache_key] = strips
        return strips

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if not TUNED:
            return changed
        # Textual wraps the lines when it first paints them, and only then knows whether the pane needs a
        # scrollbar: a pane shown for the first time was laid out again and redrawn in a second frame.
        # Wrapped now, during the layout, the screen lays the scrollbar out before drawing (screens/main.py).
        if self.options and not self._line_cache.lines:
            self._update_lines()
        return changed

    def set_links(self, links: list[Link]) -> None:
        """Replace the content; the cursor goes to the first link that leads somewhere."""
        self._links = list(links)
        self.clear_options()
        options = []
        for i, link in enumerate(self._links):
            text = link.text.copy()
            if link.heading:
                text.stylize("bold")
            options.append(Option(text, id=str(i), disabled=link.target is None))
        self.add_options(options)
        first = next((i for i, link in enumerate(self._links) if link.target is not None), None)
        self.highlighted = first
        self.scroll_to(y=0, animate=False)

    def search(self, query: str, direction: int = 1) -> bool:
        """Highlight the next link whose text contains QUERY."""
        if not self._links:
            return False
        needle = query.lower()
        start = self.highlighted if self.highlighted is not None else -1
        count = len(self._links)
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            link = self._links[i]
            if link.target is not None and needle in link.text.plain.lower():
                self.highlighted = i
                return True
        return False

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        link = self._links[event.option_index]  # one option per link, in order
        if link.target is not None:
            view, target = link.target
            self.post_message(Navigate(view, target, link.graph))
