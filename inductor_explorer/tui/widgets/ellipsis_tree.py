"""A Tree whose labels end in `…` where the pane ends (instead of being cut mid-word), searchable with `/`."""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from inductor_explorer.tui.widgets.steady import SteadyScrollbars


class EllipsisTree(SteadyScrollbars, Tree):
    """Labels longer than the pane are cut with `…` (the panes beside the tree show them whole)."""

    _pane_width: int | None = None

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._label_widths: dict[tuple, int] = {}

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
        room = self._room(node, self.scrollable_content_region.width)
        if room > 1 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
        return label

    def get_label_width(self, node: TreeNode) -> int:
        # Asked for every line whenever a branch unfolds (thousands in a large graph, on every jump that
        # moves the cursor to another branch): the width render_label's text would have, without rendering
        # it, remembered per node, label version and pane width.
        if self._pane_width is None:
            # Looking the pane up costs more than the rest: once per rebuild (which asks for every line),
            # forgotten before the next message, by when a layout may have resized the pane.
            self._pane_width = self.scrollable_content_region.width
            self.call_next(self._forget_pane_width)
        key = (node._id, node._updates, node.allow_expand, self._pane_width)
        widths = self._label_widths
        width = widths.get(key)
        if width is None:
            width = node.label.cell_len + (cell_len(self.ICON_NODE) if node.allow_expand else 0)
            room = self._room(node, self._pane_width)
            width = widths[key] = room if room > 1 and width > room else width
            if len(widths) > 50_000:
                widths.clear()
        return width
