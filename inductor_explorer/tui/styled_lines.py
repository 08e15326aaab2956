"""A widget's lines wrapped in its padding and borders, with the styles looked up once per paint.

Every line a widget paints goes through its `StylesCache`, which puts the widget's content line between its
padding and borders. Textual (8.2) looks up the border, outline, padding, gutter, tint, opacity, text
opacity and hatch again for every line, some 17 style-rule lookups a line: with the widgets' content lines
already cached, that is most of a jump's frame. `render_styled` looks them up once per paint and builds the
rows between the top and bottom border and padding from the same segments Textual would; the border and
padding rows themselves, and widgets with an outline, tint, opacity, text opacity or hatch, are left to
Textual.

Installed in place of `StylesCache.render` while the explorer runs (see `patches.py`), and only with the Textual
release it was checked on (`tuning.py`; this module is not even imported otherwise); the tests compare every
view's screen cell by cell with Textual's own rendering.
"""

from __future__ import annotations

from textual._ansi_theme import DEFAULT_TERMINAL_THEME
from textual._border import get_box
from textual._segment_tools import make_blank
from textual._styles_cache import StylesCache
from textual.strip import Strip
from textual.style import Style

textual_render = StylesCache.render


def _plain(styles, opacity: float) -> bool:
    """Whether a widget's rows are its content line between padding and borders and nothing else."""
    return (
        opacity == 1.0
        and styles.text_opacity == 1.0
        and not styles.tint.a
        and not any(edge for edge, _ in styles.outline)
        and not (styles.has_rule("hatch") and styles.hatch != "none")
    )


def render_styled(
    cache: StylesCache,
    styles,
    size,
    base_background,
    background,
    render_content_line,
    filters,
    border_title,
    border_subtitle,
    content_size=None,
    padding=None,
    crop=None,
    opacity=1.0,
    ansi_theme=DEFAULT_TERMINAL_THEME,
    native_ansi=False,
) -> list[Strip]:
    """`StylesCache.render`, with the same arguments and the same lines."""
    if padding is None:
        padding = styles.padding
    if not _plain(styles, opacity):
        return textual_render(
            cache,
            styles,
            size,
            base_background,
            background,
            render_content_line,
            filters,
            border_title,
            border_subtitle,
            content_size=content_size,
            padding=padding,
            crop=crop,
            opacity=opacity,
            ansi_theme=ansi_theme,
            native_ansi=native_ansi,
        )
    if content_size is None:
        content_size = size
    if crop is None:
        crop = size.region
    width, height = size
    if width != cache._width:
        cache.clear()
        cache._width = width
    content_width, content_height = content_size
    pad_top, pad_right, pad_bottom, pad_left = padding
    (border_top, _), (border_right, right_color), (border_bottom, _), (border_left, left_color) = (
        styles.border
    )
    gutter = styles.gutter
    first, end = gutter.top, height - gutter.bottom  # the rows between the top and bottom padding/border
    inner, outer = cache.get_inner_outer(base_background, background)
    fill = inner.rich_style
    # What Textual adds around each content row, made once: padding blanks and the side borders' characters.
    before, after = [], []
    if border_left:
        before.append(
            get_box(border_left, inner, outer, Style(foreground=base_background + left_color))[1][0]
        )
    if pad_left:
        before.append(make_blank(pad_left, fill))
    if pad_right:
        after.append(make_blank(pad_right, fill))
    if border_right:
        after.append(
            get_box(border_right, inner, outer, Style(foreground=base_background + right_color))[1][2]
        )

    lines, dirty = cache._cache, cache._dirty_lines
    strips = []
    for y in crop.line_range:
        strip = None if y in dirty else lines.get(y)
        if strip is None:
            if (
                (border_top and y == 0)
                or (border_bottom and y == height - 1)
                or (pad_top and y < first)
                or (pad_bottom and y >= end)
            ):
                strip = cache.render_line(
                    styles,
                    y,
                    size,
                    content_size,
                    padding,
                    base_background,
                    background,
                    render_content_line,
                    border_title,
                    border_subtitle,
                    opacity,
                    ansi_theme,
                    native_ansi,
                )
            else:
                content_y = y - first
                line = (
                    render_content_line(content_y).adjust_cell_length(content_width, fill)
                    if content_y < content_height
                    else Strip.blank(content_width, fill)
                )
                if before or after:
                    strip = Strip([*before, *line, *after], width)
                else:
                    # The content line itself: a widget's cached line keeps its filtered copy (below).
                    strip = line if line.cell_length == width else Strip(line, width)
            lines[y] = strip
        for line_filter in filters:
            strip = strip.apply_filter(line_filter, background)
        strips.append(strip)
    dirty.difference_update(crop.line_range)
    if crop.column_span != (0, width):
        x1, x2 = crop.column_span
        strips = [strip.crop(x1, x2) for strip in strips]
    return strips


#: What the explorer puts in place while it runs (see `patches.Patches`).
REPLACEMENTS = [(StylesCache, "render", render_styled)]
