"""A Tree whose labels end in `…` where the pane ends, instead of being cut mid-word without a sign."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Tree
from textual.widgets.tree import TreeNode


class EllipsisTree(Tree):
    """Labels longer than the pane are cut with `…` (the panes beside the tree show them whole)."""

    def render_label(self, node: TreeNode, base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        depth, parent = 0, node.parent
        while parent is not None and parent is not self.root:
            depth, parent = depth + 1, parent.parent
        guides = (depth + (1 if self.show_root else 0)) * self.guide_depth
        room = self.scrollable_content_region.width - guides
        if room > 1 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
        return label
