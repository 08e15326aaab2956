"""A Tree whose labels end in `…` where the pane ends (instead of being cut mid-word), searchable with `/`,
and whose lines are remembered by what they show rather than by where they are."""

from __future__ import annotations

from functools import partial
from operator import itemgetter
from typing import cast

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.widgets.restyle import QuickRestyle

#: The style Textual's Tree gives a branch's fold icon (the mouse toggles the branch there).
TOGGLE_STYLE = Style.from_meta({"toggle": True})


def _label(node: TreeNode) -> Text:
    # Annotated as str | Text, a node's label is always the Text that Tree.process_label made of it.
    return cast(Text, node.label)


def _render_spans(plain: str, base, spans: list[tuple[int, int, object]], get_style):
    """Segments of text PLAIN with style BASE and SPANS, exactly as Rich's `Text.render` makes them."""
    style_map = {index: get_style(style) for index, (_, _, style) in enumerate(spans, 1)}
    style_map[0] = get_style(base)
    events = [
        (0, False, 0),
        *((start, False, index) for index, (start, _, _) in enumerate(spans, 1)),
        *((end, True, index) for index, (_, end, _) in enumerate(spans, 1)),
        (len(plain), True, 0),
    ]
    events.sort(key=itemgetter(0, 1))
    stack: list[int] = []
    combined: dict[tuple, Style] = {}
    for (offset, leaving, index), (next_offset, _, _) in zip(events, events[1:]):
        if leaving:
            stack.remove(index)
        else:
            stack.append(index)
        if next_offset > offset:
            styles = tuple(style_map[i] for i in sorted(stack))
            style = combined.get(styles)
            if style is None:
                style = combined[styles] = Style.combine(styles)
            yield Segment(plain[offset:next_offset], style)


class EllipsisTree(QuickRestyle, Tree):
    """Labels longer than the pane are cut with `…` (the panes beside the tree show them whole).

    With the tunings (`tuning.TUNED`) it draws its lines itself, as Textual would; without, Textual's Tree
    does."""

    _pane_width: int | None = None
    #: Rendered lines kept (a screenful is ~50); the cache starts over when it holds more. Each line is a dozen
    #: objects that every full garbage collection scans.
    LINES_KEPT = 2_000

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._lines_by_content: dict[tuple, tuple[Strip, Text]] = {}

    #: What every line of one paint shares (see render_lines), or None between paints.
    _paint: tuple[Style, int, int, int] | None = None
    _paint_parts: dict | None = None  # the component styles of the paint under way (see _parts)

    def render_lines(self, crop):
        # Textual's Tree looks up the widget's style (walking its ancestors' backgrounds, ~80 us), size and
        # scroll for every line it renders: 3-4 ms of a 48-row paint. Looked up once per paint here.
        if not TUNED:
            return super().render_lines(crop)
        self._pane_width = None  # looked up afresh for the paint (a layout may just have resized the pane)
        self._paint = (self.rich_style, self.size.width, self.virtual_size.width, self._current_pane_width())
        try:
            return super().render_lines(crop)
        finally:
            self._paint = self._paint_parts = None

    def render_line(self, y: int) -> Strip:
        if not TUNED or self._paint is None:
            return super().render_line(y)
        style, width, _, _ = self._paint
        scroll_x, scroll_y = self.scroll_offset
        return self._render_line(y + scroll_y, scroll_x, scroll_x + width, style)

    # Textual's Tree caches a rendered line under its line number and the tree's version, and every branch
    # unfolded or folded (each jump to another branch: the navigator follows the jump) is a new version, so
    # each jump rendered every visible line again (~6 ms of a jump's frame at 48 rows). Here a line is
    # remembered by what it shows: its node, label and states, its ancestors' guides, where the cursor and
    # mouse are, the widths and styles. Textual's rendering marks a line with its line number for the
    # mouse, which a line shown again at another position would get wrong, so the mouse handlers below
    # work the line out from where the pointer is instead.
    def _render_line(self, y: int, x1: int, x2: int, base_style: Style) -> Strip:
        if not TUNED:
            return super()._render_line(y, x1, x2, base_style)
        tree_lines = self._tree_lines
        paint = self._paint or (
            base_style,
            self.size.width,
            self.virtual_size.width,
            self._current_pane_width(),
        )
        if y >= len(tree_lines):
            return Strip.blank(paint[1], base_style)  # below the last node, as Textual draws it
        path = tree_lines[y].path
        node = path[-1]
        # The guides drawn for each ancestor depend on whether it is the last of its siblings and on its
        # hover/selected state; then the node's own label, fold and states. (Not the nodes' version numbers:
        # Textual bumps them whenever the cursor is set, even to where it was.) The label is told by its
        # identity: a new label is a new object, and the entry keeps it alive so that no other takes its id.
        key = (
            tuple((above._id, above.is_last, above._hover_, above._selected_) for above in path[:-1]),
            node._id,
            id(node._label),
            node._expanded,
            node._allow_expand,
            node.is_last,
            node._hover_,
            node._selected_,
            self.has_focus,
            y == self.cursor_line,
            y == self.hover_line,
            self.hover_line >= 0 and any(above._hover_ for above in path),
            *paint[1:],
            base_style,
            self._pseudo_class_state,
        )
        lines = self._lines_by_content
        cached = lines.get(key)
        if cached is None:
            if len(lines) >= self.LINES_KEPT:
                lines.clear()
            cached = lines[key] = (self._fresh_line(y, base_style, paint), node._label)
        strip = cached[0]
        return strip.crop(x1, x2)

    def _parts(self) -> dict:
        """What every fresh line of a paint looks up: the component styles (Textual looked each up per line)."""
        if self._paint is not None and self._paint_parts is not None:
            return self._paint_parts
        component = self.get_component_rich_style
        base_guide = component("tree--guides", partial=True)
        parts = {
            "hidden": tuple(
                self.get_component_styles(name).color.a == 0
                for name in ("tree--guides", "tree--guides-hover", "tree--guides-selected")
            ),
            "guide": (
                base_guide,
                base_guide + component("tree--guides-hover", partial=True),
                base_guide + component("tree--guides-selected", partial=True),
            ),
            "label": component("tree--label", partial=True),
            "highlight": component("tree--highlight", partial=True),
            "cursor": component("tree--cursor", partial=False),
            "highlight_line": component("tree--highlight-line"),
            "get_style": partial(self.app.console.get_style, default=Style.null()),
            "guides": {},
        }
        if self._paint is not None:
            self._paint_parts = parts
        return parts

    def _guides(self, parts: dict, style: Style, hidden: bool) -> tuple[str, str, str, str]:
        """Textual's guide strings (space, vertical, terminator, cross) for STYLE."""
        key = (style.bold, style.underline2, hidden)
        guides = parts["guides"].get(key)
        if guides is None:
            if self.show_guides and not hidden:
                lines = self.LINES["bold" if style.bold else "double" if style.underline2 else "default"]
            else:
                lines = ("  ", "  ", "  ", "  ")
            depth = max(0, self.guide_depth - 2)
            guides = parts["guides"][key] = tuple(f"{chars[0]}{chars[1] * depth} " for chars in lines)
        return guides

    def _fresh_line(self, y: int, base_style: Style, paint: tuple) -> Strip:
        """The line Textual's `Tree._render_line` draws (its segments, styles and meta, uncropped), from the
        text and spans its Rich `Text`s would hold, without making them (Textual's way is slow for every line
        a jump brings into the navigator)."""
        parts = self._parts()
        path = self._tree_lines[y].path
        node = path[-1]
        has_focus = self.has_focus
        hover_line = self.hover_line
        is_hover = hover_line >= 0 and any(above._hover for above in path)
        line_style = (parts["highlight_line"] if is_hover else base_style) + Style(meta={"line": y})
        texts: list[str] = []
        spans: list[tuple[int, int, object]] = []  # (start, end, style), in the order Rich would stack them
        offset = 0

        def add(text: str, style) -> None:
            nonlocal offset
            if not text:
                return
            texts.append(text)
            if style:
                spans.append((offset, offset + len(text), style))
            offset += len(text)

        base_hidden, hover_hidden, selected_hidden = parts["hidden"]
        base_guide, guide_hover, guide_selected = parts["guide"]
        hover = path[0]._hover
        selected = path[0]._selected and has_focus
        guide_style, hidden = base_guide, True
        for above in path[1:]:
            hidden = base_hidden
            if hover:
                guide_style, hidden = guide_hover, hover_hidden
            if selected:
                guide_style, hidden = guide_selected, selected_hidden
            if above is not node:
                space, vertical, _, _ = self._guides(parts, guide_style, hidden)
                add(space if above.is_last else vertical, guide_style)
            hover = hover or above._hover
            selected = (selected or above._selected) and has_focus
        if len(path) > 1:
            _, _, terminator, cross = self._guides(parts, guide_style, hidden)
            add(terminator if self._tree_lines[y].last else cross, guide_style)

        label_style = parts["label"]
        if hover_line == y:
            label_style += parts["highlight"]
        if self.cursor_line == y:
            label_style += parts["cursor"]
        # render_label: the fold icon, then the label stylized with LABEL_STYLE; cut with `…` (see below).
        start = offset
        if node._allow_expand:
            add(self.ICON_NODE_EXPANDED if node.is_expanded else self.ICON_NODE, line_style + TOGGLE_STYLE)
        label = node._label
        if label.plain:
            if label.style:
                spans.append((offset, offset + len(label.plain), label.style))
            spans.extend((offset + a, offset + b, style) for a, b, style in label._spans)
            if label_style:
                spans.append((offset, offset + len(label.plain), label_style))
            texts.append(label.plain)
            offset += len(label.plain)
        plain = "".join(texts)
        label_text = plain[start:]
        room = self._room(node, paint[3])
        if room > 1 and cell_len(label_text) > room:  # render_label's cut, as Rich's Text.truncate cuts
            cut = set_cell_size(label_text, room - 1) + "…"
            if len(cut) < len(label_text):
                end = start + len(cut)
                spans[:] = [
                    span if span[1] < end else (span[0], min(end, span[1]), span[2])
                    for span in spans
                    if span[0] < end
                ]
            plain = plain[:start] + cut
        if len(plain) > start:
            spans.append((start, len(plain), Style(meta={"node": node._id})))
        segments = list(_render_spans(plain, line_style, spans, parts["get_style"]))
        pad = max(paint[2], paint[1]) - cell_len(plain)
        if pad:
            segments.append(Segment(" " * pad, line_style))
        return Strip(segments)

    def notify_style_update(self) -> None:
        self._lines_by_content.clear()  # a theme or CSS change: the guide and label styles differ
        super().notify_style_update()

    def _line_under(self, event: events.MouseEvent) -> int:
        """The tree line under the pointer, or -1."""
        offset = event.get_content_offset(self)
        if offset is None:
            return -1
        line = offset.y + self.scroll_offset.y
        return line if 0 <= line < len(self._tree_lines) else -1

    def _on_mouse_move(self, event: events.MouseMove) -> None:
        if not TUNED:
            return  # Textual's own handler (its lines are marked with where they are)
        event.prevent_default()
        self.hover_line = self._line_under(event)

    async def _on_click(self, event: events.Click) -> None:
        if not TUNED:
            return
        event.prevent_default()
        async with self.lock:
            line = self._line_under(event)
            if line < 0:
                return
            if event.style.meta.get("toggle", False):
                node = self.get_node_at_line(line)
                if node is not None:
                    self._toggle_node(node)
            else:
                self.cursor_line = line
                await self.run_action("select_cursor")

    def _room(self, node: TreeNode, pane_width: int) -> int:
        """Cells left for NODE's label beside its guides in a pane PANE_WIDTH wide."""
        depth, parent = 0, node.parent
        while parent is not None and parent is not self.root:
            depth, parent = depth + 1, parent.parent
        return pane_width - (depth + (1 if self.show_root else 0)) * self.guide_depth

    def search(self, query: str, direction: int = 1) -> bool:
        """Move the cursor to the next visible node whose label contains QUERY."""
        needle = query.lower()
        lines = self.last_line + 1
        for step in range(1, lines + 1):
            node = self.get_node_at_line((self.cursor_line + direction * step) % lines)
            if node is not None and needle in _label(node).plain.lower():
                self.move_cursor(node)
                return True
        return False

    def _forget_pane_width(self) -> None:
        self._pane_width = None

    def render_label(self, node: TreeNode, base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        room = self._room(node, self._current_pane_width())  # the width the line's cache key holds
        if room > 1 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
        return label

    def _current_pane_width(self) -> int:
        # Looking the pane up costs more than rendering a cached line: once per rebuild or paint (which ask
        # for every line), forgotten before the next message, by when a layout may have resized the pane.
        if self._pane_width is None:
            self._pane_width = self.scrollable_content_region.width
            self.call_next(self._forget_pane_width)
        return self._pane_width

    def get_label_width(self, node: TreeNode) -> int:
        # The width render_label's text has, without rendering it: asked for every line whenever a branch
        # unfolds (each jump to another branch, the navigator following it).
        width = _label(node).cell_len + (cell_len(self.ICON_NODE) if node.allow_expand else 0)
        room = self._room(node, self._current_pane_width())
        return room if room > 1 and width > room else width
