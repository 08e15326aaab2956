"""How the explorer gets a change onto the screen: tree lines remembered by what they show (and the mouse still
landing on the line under it), a view shown for the first time laid out once and drawn in one frame, and the
frame clock that replaces Textual's 60 Hz update timer.

Most of these check the tunings (tui/tuning.py) against Textual's own drawing, cell by cell: they run only
where the tunings are on (a verified Textual release, INDUCTOR_EXPLORER_STOCK_TEXTUAL unset); elsewhere
the explorer draws with Textual's code and there is nothing of its own to compare.
"""

from __future__ import annotations

import pytest
from textual.strip import Strip
from textual.widgets import Tree

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import run_async, settle, show, training_run

#: A test of a tuning: skipped where the tunings are off.
tuning = pytest.mark.skipif(
    not TUNED,
    reason="the tunings are off (unverified Textual/Rich release or "
    "INDUCTOR_EXPLORER_STOCK_TEXTUAL=1): Textual draws these itself",
)


def paint(tree: Tree) -> list[str]:
    """Render the tree's visible lines as the compositor would; their text."""
    strips = tree.render_lines(tree.size.region)
    return ["".join(segment.text for segment in strip) for strip in strips]


@tuning
@run_async
async def test_tree_lines_are_rendered_again_only_when_what_they_show_changes(sample_runs, monkeypatch):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        graph = navigator.graph_node((0, 0))
        graph.expand()
        await pilot.pause()
        rendered = []
        original = Tree._render_line
        monkeypatch.setattr(
            Tree, "_render_line", lambda self, y, *a: rendered.append(y) or original(self, y, *a)
        )
        first = paint(navigator)
        kernels = graph.children[0]
        kernels.expand()
        await pilot.pause()
        unfolded = paint(navigator)
        assert len(unfolded) > len([line for line in first if line.strip()])
        # Folding and unfolding a branch makes a new version of the whole tree (Textual's own line cache starts
        # over); the lines show what they showed before: none is rendered again.
        version = navigator._updates
        rendered.clear()
        kernels.collapse()
        await pilot.pause()
        assert paint(navigator) == first
        kernels.expand()
        await pilot.pause()
        assert paint(navigator) == unfolded
        assert navigator._updates > version and rendered == []


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


@tuning
@run_async
async def test_link_lines_are_drawn_as_textual_draws_them(sample_runs):
    from rich.text import Text
    from textual.widgets import OptionList

    from inductor_explorer.tui.widgets.link_list import Link

    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        graph = app.state.loaded[(0, 0)].graph
        await show(app, pilot, "kernels", graph.kernels[0].name)
        links = app.query_one("#kernel-links", LinkList)
        hard = [
            Text("a base style, a span in the first line only and a long tail " * 2, "italic"),
            Text("averyveryverylongwordthatmustbefoldedbecauseitdoesnotfitanywhere at all"),
            Text("trailing   spaces   at   the   cut   " * 3),
            Text("x"),
            Text(""),
        ]
        hard[0].stylize("bold", 0, 6)
        links.set_links(links._links + [Link(text, ("fx", "x")) for text in hard])
        await pilot.pause()
        compared = wrapped = 0
        for option in links.options:
            for state in ("", "option-list--option-disabled", "option-list--option-highlighted"):
                style = links.get_visual_style("option-list--option", *([state] if state else []))
                links._option_render_cache.clear()
                mine = links._get_option_render(option, style)
                links._option_render_cache.clear()
                textual = OptionList._get_option_render(links, option, style)
                assert cells(mine) == cells(textual), option.prompt
                # The lines the list counts for it (its scroll height) are the lines drawn.
                assert links._line_cache.heights[links.get_option_index(option.id)] == len(textual)
                compared += 1
                wrapped += len(textual) > 1
        assert compared > 30 and wrapped > 5


@tuning
@run_async
async def test_scrollbars_are_drawn_as_textual_draws_them(sample_runs):
    from textual.widget import Widget

    from inductor_explorer.tui.widgets.steady import QuickScrollBar

    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        compared = set()
        for view in ("code", "kernels"):
            await show(app, pilot, view)
            for pane in app.screen.query("*"):
                for bar in (
                    getattr(pane, "_vertical_scrollbar", None),
                    getattr(pane, "_horizontal_scrollbar", None),
                ):
                    if bar is None or not bar.display or not bar.size:
                        continue
                    assert isinstance(bar, QuickScrollBar)
                    for position in (0, 5, 10_000):  # top, a little way, the end
                        pane.scroll_to(
                            **{"y" if bar.vertical else "x": position}, animate=False, immediate=True
                        )
                        await pilot.pause()
                        mine = bar.render_lines(bar.size.region)
                        bar._quick = None
                        bar._styles_cache.clear()
                        assert cells(mine) == cells(Widget.render_lines(bar, bar.size.region)), (
                            pane,
                            position,
                        )
                        compared.add(bar.vertical)
        assert compared == {True, False}


def screen_cells(app, render) -> list[list[tuple]]:
    """The whole screen drawn afresh with RENDER in place of the styles caches' `render`; its cells."""
    from textual._styles_cache import StylesCache

    installed = StylesCache.render
    StylesCache.render = render
    try:
        for widget in app.screen.walk_children(with_self=True):
            widget._styles_cache.clear()
        update = app.screen._compositor.render_update(full=True)
    finally:
        StylesCache.render = installed
    return cells(Strip.join(line) for line in update.strips)


@tuning
@run_async
async def test_fresh_tree_lines_are_drawn_as_textual_draws_them(sample_runs):
    from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree

    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_triton is not generated")
    compared = cut = 0
    for size in ((120, 40), (70, 24)):  # the narrow one cuts labels with `…`
        app = make_app(open_session(path))
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            trees = []
            for view in ("kernels", "fusion", "breaks"):
                await show(app, pilot, view)
                trees.extend(
                    tree
                    for tree in app.screen.query(EllipsisTree)
                    if tree.display and tree.size.width and tree not in trees
                )
            navigator = app.query_one(Navigator)
            navigator.graph_node((0, 0)).expand_all()
            await settle(app, pilot)
            assert len(trees) >= 2 and navigator in trees
            for tree in trees:
                lines = len(tree._tree_lines)
                for focused, cursor, hover in (
                    (True, 0, -1),
                    (False, lines // 2, 1),
                    (True, lines - 1, lines // 2),
                ):
                    if focused:
                        tree.focus()
                    else:
                        app.set_focus(None)
                    tree.cursor_line, tree.hover_line = cursor, hover
                    await pilot.pause()
                    paint = (
                        tree.rich_style,
                        tree.size.width,
                        tree.virtual_size.width,
                        tree._current_pane_width(),
                    )
                    for y in range(lines):
                        tree._line_cache.clear()
                        textual = Tree._render_line(tree, y, 0, 1 << 30, paint[0])
                        mine = tree._fresh_line(y, paint[0], paint)
                        assert cells([mine]) == cells([textual]), (
                            type(tree).__name__,
                            y,
                            focused,
                            cursor,
                            hover,
                        )
                        compared += 1
                        cut += "…" in "".join(segment.text for segment in mine)
    assert compared > 200 and cut > 5
