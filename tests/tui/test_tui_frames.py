"""How the explorer's own line-API panes draw: link lines wrapped as Textual's OptionList wraps them, tree
labels cut with an ellipsis, and the mouse landing on the line under it after lines moved.
"""

from __future__ import annotations

import pytest
from textual.widgets import Tree

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import run_async, settle, show, training_run


def paint(tree: Tree) -> list[str]:
    """Render the tree's visible lines as the compositor would; their text."""
    strips = tree.render_lines(tree.size.region)
    return ["".join(segment.text for segment in strip) for strip in strips]


@run_async
async def test_a_click_lands_on_the_node_under_the_pointer_after_lines_moved(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(120, 50)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        graph = navigator.graph_node((0, 0))
        graph.expand()
        kernels = graph.children[0]
        kernels.expand()
        await pilot.pause()
        later = graph.children[1]  # the branch under the kernels
        moved_from = later.line
        assert moved_from < navigator.scrollable_content_region.height  # drawn there
        await pilot.pause()
        # Folding the kernels moves it up; its rendered line is reused from where it was.
        kernels.collapse()
        await pilot.pause()
        assert later.line < moved_from
        top = navigator.content_region.y - navigator.region.y
        await pilot.click(Navigator, offset=(6, top + later.line - round(navigator.scroll_y)))
        await pilot.pause()
        assert navigator.cursor_node is later


def cells(strips) -> list[list[tuple]]:
    """Each cell's character, style and meta (Textual's per-cell selection offsets left out)."""
    rows = []
    for strip in strips:
        row = []
        for segment in strip:
            style = segment.style
            meta = (
                tuple(sorted((k, v) for k, v in (style.meta or {}).items() if k != "offset")) if style else ()
            )
            row.extend((char, style.clear_meta_and_links() if style else None, meta) for char in segment.text)
        rows.append(row)
    return rows


@run_async
async def test_link_lines_are_wrapped_and_drawn_as_textual_option_list_draws_them(sample_runs):
    from rich.text import Text
    from textual.widgets import OptionList

    from inductor_explorer.tui.widgets.link_list import Link

    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        graph = app.state.loaded[(0, 0)].graph
        await show(app, pilot, "kernels", graph.kernels[0].name)
        shown = app.query_one("#kernel-links", LinkList)
        hard = [
            Text("a base style, a span in the first line only and a long tail " * 2, "italic"),
            Text("averyveryverylongwordthatmustbefoldedbecauseitdoesnotfitanywhere at all"),
            Text("trailing   spaces   at   the   cut   " * 3),
            Text("x"),
            Text(""),
        ]
        hard[0].stylize("bold", 0, 6)
        # A link list and Textual's OptionList over the same options, as wide, unfocused, out of the layout.
        links = LinkList()
        stock = OptionList()
        for widget in (links, stock):
            widget.styles.dock = "top"
            widget.styles.width = 60
            widget.styles.height = 60
            widget.styles.scrollbar_gutter = "stable"
        await app.screen.mount(links, stock)
        links.set_links(shown.links + [Link(text, ("fx", "x")) for text in hard])
        links.highlighted = None
        stock.add_options(links.get_option_at_index(i) for i in range(links.option_count))
        app.set_focus(None)
        await pilot.pause()
        stock.render_lines(stock.size.region)  # wraps its options
        assert stock.scrollable_content_region.width == links.scrollable_content_region.width
        rows = links.virtual_size.height
        assert rows == stock.virtual_size.height  # each link takes the rows Textual's wrapping gives it
        mine = [links.render_line(y) for y in range(rows)]
        textual = [stock.render_line(y) for y in range(rows)]
        assert cells(mine) == cells(textual)
        assert rows > links.option_count + 5  # long links were wrapped


@run_async
async def test_tree_labels_longer_than_the_pane_end_in_an_ellipsis(sample_runs):
    from rich.cells import cell_len

    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_triton is not generated")
    app = make_app(open_session(path))
    async with app.run_test(size=(70, 24)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        navigator.graph_node((0, 0)).expand_all()
        await settle(app, pilot)
        labels = [navigator.get_node_at_line(y).label.plain for y in range(navigator.last_line + 1)]
        width = navigator.scrollable_content_region.width
        rows = [
            "".join(segment.text for segment in navigator.render_line(y)).rstrip()
            for y in range(navigator.size.height)
        ]
        cut = [row for row in rows if row.endswith("…")]
        assert cut and all(cell_len(row) <= width for row in rows)
        for row in cut:
            shown = row[:-1].lstrip("│├└ ▶▼")
            assert any(len(label) > len(shown) and label.startswith(shown) for label in labels), row
