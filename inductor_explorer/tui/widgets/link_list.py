"""A keyboard list of links: headings, plain lines, and lines that lead somewhere on `enter`."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from inductor_explorer.tui.location import GraphKey, Navigate
from inductor_explorer.tui.widgets.restyle import QuickRestyle
from inductor_explorer.tui.widgets.steady import SteadyScrollbars


@dataclass(frozen=True)
class Link:
    """One line: TEXT, leading to TARGET (view, target) when set; a heading when HEADING.

    GRAPH: the graph TARGET is in, when not the current one.
    """

    text: Text
    target: tuple[str, str | None] | None = None
    heading: bool = False
    graph: GraphKey | None = None


class LinkList(QuickRestyle, SteadyScrollbars, OptionList):
    """Links to kernels, buffers, FX nodes, lines; `enter` follows the highlighted one."""

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

    @property
    def scrollable_content_region(self) -> Region:
        region = super().scrollable_content_region
        if region:
            self._shown_region = region
            return region
        # Switched out with its view: links set now are wrapped (and the scrollbar decided) for the size the
        # pane was last shown with, so the view is drawn finished in one frame when it comes back; Textual's
        # OptionList waited for a size and redrew the pane and its scrollbar a frame later.
        return self._shown_region or region

    def _on_resize(self, event: events.Resize) -> None:
        # Textual's OptionList drops its wrapped lines on every resize, and a pane shown for the first time
        # is resized after its first paint: lines wrapped for the width they already have are kept, not
        # wrapped and painted again in another frame.
        width = self.scrollable_content_region.width - self._get_left_gutter_width()
        if not self._line_cache.lines or width == self.virtual_size.width:
            event.prevent_default()

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
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
        link = self._links[int(event.option.id)]
        if link.target is not None:
            view, target = link.target
            self.post_message(Navigate(view, target, link.graph))
