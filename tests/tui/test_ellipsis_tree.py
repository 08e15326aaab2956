"""The navigator's tree cuts long labels at the pane's edge: its lines never grow wider than the pane."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree
from tests.support.tui import run_async

LONG = "triton_per_fused__native_batch_norm_legit_functional_add_mul_relu_threshold_backward_" * 2


class TreeApp(App[None]):
    CSS = "EllipsisTree { width: 30; height: 10; }"

    def compose(self) -> ComposeResult:
        tree = EllipsisTree("root")
        tree.show_root = False
        tree.root.expand()
        branch = tree.root.add("Kernels", expand=True)
        for i in range(20):
            branch.add_leaf(Text(f"{i} {LONG}"))
        tree.root.add_leaf(Text("short"))
        yield tree


@run_async
async def test_long_labels_end_at_the_pane_and_follow_its_width():
    app = TreeApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tree = app.query_one(EllipsisTree)
        pane = tree.scrollable_content_region.width
        assert tree.virtual_size.width <= pane  # no sideways scrolling
        assert tree.last_line == 21
        first_leaf = tree.root.children[0].children[0]
        label = tree.render_label(first_leaf, tree.rich_style, tree.rich_style)
        assert label.plain.endswith("…") and label.cell_len == pane - tree.guide_depth
        # A narrower pane: every line is measured against the new width, not the one read before.
        tree.styles.width = 20
        await pilot.pause()
        await pilot.pause()
        narrower = tree.scrollable_content_region.width
        assert narrower < pane
        assert tree.last_line == 21
        assert tree.virtual_size.width <= narrower
