"""A Tree whose labels end in `…` where the pane ends (instead of being cut mid-word), searchable with `/`,
and whose lines are remembered by what they show rather than by where they are."""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from inductor_explorer.tui.widgets.restyle import QuickRestyle
from inductor_explorer.tui.widgets.steady import SteadyScrollbars


class EllipsisTree(QuickRestyle, SteadyScrollbars, Tree):
    """Labels longer than the pane are cut with `…` (the panes beside the tree show them whole)."""

    _pane_width: int | None = None
    #: Rendered lines kept (a screenful is ~50); the cache starts over when it holds more. Each line is a dozen
    #: objects that every full garbage collection scans.
    LINES_KEPT = 2_000

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._label_widths: dict[tuple, int] = {}
        self._lines_by_content: dict[tuple, tuple[Strip, Text]] = {}

    #: What every line of one paint shares (see render_lines), or None between paints.
    _paint: tuple[Style, int, int, int] | None = None

    def render_lines(self, crop):
        # Textual's Tree looks up the widget's style (walking its ancestors' backgrounds, ~80 us), size and
        # scroll for every line it renders: 3-4 ms of a 48-row paint. Looked up once per paint here.
        self._pane_width = None  # looked up afresh for the paint (a layout may just have resized the pane)
        self._paint = (self.rich_style, self.size.width, self.virtual_size.width, self._current_pane_width())
        try:
            return super().render_lines(crop)
        finally:
            self._paint = None

    def render_line(self, y: int) -> Strip:
        if self._paint is None:
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
        tree_lines = self._tree_lines
        paint = self._paint or (base_style, self.size.width, self.virtual_size.width, self._current_pane_width())
        if y >= len(tree_lines):
            return Strip.blank(paint[1], base_style)  # below the last node, as Textual draws it
        path = tree_lines[y].path
        node = path[-1]
        # The guides drawn for each ancestor depend on whether it is the last of its siblings and on its
        # hover/selected state; then the node's own label, fold and states. (Not the nodes' version numbers:
        # Textual bumps them whenever the cursor is set, even to where it was.) The label is told by its
        # identity: a new label is a new object, and the entry keeps it alive so that no other takes its id.
        key = (tuple((above._id, above.is_last, above._hover_, above._selected_) for above in path[:-1]),
               node._id, id(node._label), node._expanded, node._allow_expand, node.is_last, node._hover_,
               node._selected_, self.has_focus, y == self.cursor_line, y == self.hover_line,
               self.hover_line >= 0 and any(above._hover_ for above in path), *paint[1:], base_style,
               self._pseudo_class_state)
        lines = self._lines_by_content
        cached = lines.get(key)
        if cached is None:
            if len(lines) >= self.LINES_KEPT:
                lines.clear()
            cached = lines[key] = (super()._render_line(y, 0, 1 << 30, base_style), node._label)
        strip = cached[0]
        return strip.crop(x1, x2)

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
        event.prevent_default()
        self.hover_line = self._line_under(event)

    async def _on_click(self, event: events.Click) -> None:
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
            if node is not None and needle in node.label.plain.lower():
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
        # Asked for every line whenever a branch unfolds (thousands in a large graph, on every jump that
        # moves the cursor to another branch): the width render_label's text would have, without rendering
        # it, remembered per node, label version and pane width.
        pane_width = self._current_pane_width()
        key = (node._id, node._updates, node.allow_expand, pane_width)
        widths = self._label_widths
        width = widths.get(key)
        if width is None:
            width = node.label.cell_len + (cell_len(self.ICON_NODE) if node.allow_expand else 0)
            room = self._room(node, pane_width)
            width = widths[key] = room if room > 1 and width > room else width
            if len(widths) > 50_000:
                widths.clear()
        return width
