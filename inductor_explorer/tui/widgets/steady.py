"""Scroll views that repaint their scrollbars only when something about them changed.

Textual (8.2) re-lays out every scroll view on the screen whenever any widget asks for a layout, and
`ScrollView._size_updated` compares the compositor's idea of the virtual size (the visible area) with
the view's real one (100,000 lines), which never match: every layout anywhere repainted every
scrollbar on the screen in a frame of its own, one screen update later (at every key in the jump
prompt). The scrollbars' state is a function of the view's size, its container's size
and its virtual size; when none of them changed since the last update there is nothing to do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.segment import Segment
from textual.color import Color
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip

from inductor_explorer.tui.tuning import TUNED

# The mixin is checked as the ScrollView it is mixed into; at run time it adds no base of its own, so
# `SteadyScrollbars, OptionList` and the like keep Textual's own MRO.
if TYPE_CHECKING:
    _ScrollViewBase = ScrollView
else:
    _ScrollViewBase = object


class QuickScrollBar(ScrollBar):
    """A scrollbar drawn straight from its bar's segments.

    Textual renders the bar as a Rich renderable, splits it into lines and styles each line like any widget's
    content (a cost paid for up to three bars per jump whose panes change length). The lines here are
    the same segments (tests compare them cell by cell), kept for the bar's geometry and style.
    """

    _quick: tuple[tuple, list[Strip]] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        bar = self.render()
        if type(bar) is not ScrollBarRender or self.styles.tint.a or self.opacity != 1 or self.styles.padding:
            return super().render_lines(crop)
        width, height = self.size
        size, thickness = (height, width) if bar.vertical else (width, height)
        style = self.app.console.get_style(bar.style)  # as ScrollBarRender does: a name or a Style
        key = (
            bar.virtual_size,
            bar.window_size,
            bar.position,
            bar.vertical,
            size,
            thickness,
            style,
            crop,
            self.rich_style,
            tuple(self.get_line_filters()),
        )
        if self._quick is not None and self._quick[0] == key:
            return self._quick[1]
        segments = bar.render_bar(
            size=size,
            window_size=bar.window_size,
            virtual_size=bar.virtual_size,
            position=bar.position,
            vertical=bar.vertical,
            thickness=thickness,
            back_color=style.bgcolor or Color.parse("#555555").rich_color,
            bar_color=style.color or Color.parse("bright_magenta").rich_color,
        ).segments
        if bar.vertical:
            rows = [[segment] for segment in segments]
        else:
            rows = [[segment for segment in segments if segment.text != "\n"]] * thickness
        _, background = self.background_colors
        base = self.rich_style  # under the bar's segments, as Textual draws a widget's content
        strips = []
        for row in rows[crop.y : crop.bottom]:
            strip = Strip(list(Segment.apply_style(row, base))).crop(crop.x, crop.right)
            for line_filter in key[-1]:
                strip = strip.apply_filter(line_filter, background)
            strips.append(strip)
        self._quick = (key, strips)
        return strips


def scrollbars_of(widget) -> list[ScrollBar]:
    """The scrollbars (and corner) WIDGET has made so far; Textual keeps them outside its DOM children."""
    return [
        bar
        for bar in (widget._vertical_scrollbar, widget._horizontal_scrollbar, widget._scrollbar_corner)
        if bar is not None
    ]


class SteadyScrollbars(_ScrollViewBase):
    """Mixin for a `ScrollView` subclass (put it first in the bases); its scrollbars are `QuickScrollBar`s.

    Without the tunings (`tuning.TUNED`), Textual's own scrollbars and size updates."""

    def _new_scrollbar(self, vertical: bool) -> QuickScrollBar:
        # What Textual's vertical_scrollbar / horizontal_scrollbar make, as a QuickScrollBar.
        bar = QuickScrollBar(
            vertical=vertical,
            name="vertical" if vertical else "horizontal",
            thickness=self.scrollbar_size_vertical if vertical else self.scrollbar_size_horizontal,
        )
        bar.display = False
        self.app._start_widget(self, bar)
        return bar

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        if not TUNED:
            return super().vertical_scrollbar
        if self._vertical_scrollbar is None:
            self._vertical_scrollbar = self._new_scrollbar(vertical=True)
        return self._vertical_scrollbar

    @property
    def horizontal_scrollbar(self) -> ScrollBar:
        if not TUNED:
            return super().horizontal_scrollbar
        if self._horizontal_scrollbar is None:
            self._horizontal_scrollbar = self._new_scrollbar(vertical=False)
        return self._horizontal_scrollbar

    _steady_sizes: tuple[Size, Size, Size] | None = None

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        if not TUNED:
            return super()._size_updated(size, virtual_size, container_size, layout)
        sizes = (size, container_size, self.virtual_size)
        if sizes == self._steady_sizes and size == self._size:
            return False
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        self._steady_sizes = (size, container_size, self.virtual_size)
        return changed
