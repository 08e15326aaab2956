"""A Tree whose labels end in `…` where the pane ends (instead of being cut mid-word), searchable with `/`.

Textual's Tree is itself a line-API widget (a `ScrollView` drawing rows in `render_line`, rows kept in an
`LRUCache`); this one only changes the labels, through Tree's public `render_label` and `get_label_width`.
"""

from __future__ import annotations

from typing import Any, cast
from weakref import WeakKeyDictionary

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widgets import Tree
from textual.widgets.tree import TreeNode


def label_of(node: TreeNode) -> Text:
    # Annotated as str | Text, a node's label is always the Text that Tree.process_label made of it.
    return cast(Text, node.label)


#: A line's width as measured: (its label, whether it folds, the layout, the width).
_Width = tuple[Text, bool, tuple[int, int], int]


class EllipsisTree(Tree[Any]):
    """Labels longer than the pane are cut with `…` (the panes beside the tree show them whole)."""

    #: (cells for a top-level label, cells each level of depth takes), as `get_label_width` last read them.
    _label_layout = (0, 0)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Node -> the width `get_label_width` gave it; a node removed from the tree is forgotten.
        self._widths: WeakKeyDictionary[TreeNode, _Width] = WeakKeyDictionary()

    def _layout(self) -> tuple[int, int]:
        """(cells left for a top-level label in the pane, cells each level of depth takes)."""
        return (
            self.scrollable_content_region.width - (1 if self.show_root else 0) * self.guide_depth,
            self.guide_depth,
        )

    def _room(self, node: TreeNode, layout: tuple[int, int] | None = None) -> int:
        """Cells left for NODE's label beside its guides in the pane (LAYOUT: `_layout()`, when the caller
        has it)."""
        depth, parent = 0, node.parent
        while parent is not None and parent is not self.root:
            depth, parent = depth + 1, parent.parent
        top, per_level = layout or self._layout()
        return top - depth * per_level

    def render_label(self, node: TreeNode, base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        room = self._room(node)
        if room > 1 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
        return label

    def get_label_width(self, node: TreeNode) -> int:
        # The width render_label's text has, without rendering it: asked for every line whenever a branch
        # unfolds (each jump to another branch, the navigator following it).
        # Tree asks it line by line from the first: the pane's width and the guides' are read at the first
        # line only (reading the region and the reactives once per line took most of a rebuild of a
        # 2,000-line tree).
        # Each line's width is kept until its label, its arrow or the pane changes: a jump's rebuild of the
        # large run's 2,000 lines measured each label and walked up to the root for each depth again.
        if node.line <= 0 or not self._label_layout[0]:
            self._label_layout = self._layout()
        label, folds, layout = label_of(node), node.allow_expand, self._label_layout
        known = self._widths.get(node)
        if known is not None and known[0] is label and known[1] == folds and known[2] == layout:
            return known[3]
        width = label.cell_len + (cell_len(self.ICON_NODE) if folds else 0)
        room = self._room(node, layout)
        fits = room if room > 1 and width > room else width
        self._widths[node] = (label, folds, layout, fits)
        return fits

    def search(self, query: str, direction: int = 1) -> bool:
        """Move the cursor to the next visible node whose label contains QUERY."""
        needle = query.lower()
        lines = self.last_line + 1
        for step in range(1, lines + 1):
            node = self.get_node_at_line((self.cursor_line + direction * step) % lines)
            if node is not None and needle in label_of(node).plain.lower():
                self.move_cursor(node)
                return True
        return False
