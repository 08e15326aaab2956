"""How the explorer gets a change onto the screen: tree lines remembered by what they show (and the mouse still
landing on the line under it), a view shown for the first time laid out once and drawn in one frame, and the
frame clock that replaces Textual's 60 Hz update timer.

Most of these check the tunings (tui/tuning.py) against Textual's own drawing, cell by cell: they run only
where the tunings are on (a verified Textual release, INDUCTOR_EXPLORER_STOCK_TEXTUAL unset); elsewhere
the explorer draws with Textual's code and there is nothing of its own to compare.
"""

from __future__ import annotations

import asyncio
import time

import pytest
from textual.strip import Strip
from textual.widgets import Tree

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.screens.main import ExplorerScreen, FrameClock
from inductor_explorer.tui.tuning import TUNED
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView
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


@tuning
@run_async
async def test_a_view_shown_for_the_first_time_is_laid_out_once_and_drawn_finished(sample_runs, monkeypatch):
    # 80x24: the kernel's source and links overflow their panes, so the first layout adds scrollbars.
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "code")
        source = app.query_one("#kernel-source", SourceView)
        links = app.query_one("#kernel-links", LinkList)
        layouts, drawn = [], []
        original = ExplorerScreen._refresh_layout
        monkeypatch.setattr(
            ExplorerScreen,
            "_refresh_layout",
            lambda self, *a, **k: layouts.append(1) or original(self, *a, **k),
        )
        compositor = app.screen._compositor
        render_update = compositor.render_update

        def drawing(*args, **kwargs):
            # What the panes are about to draw with, before they draw it.
            drawn.append(
                (
                    bool(links._line_cache.lines),
                    links.show_vertical_scrollbar,
                    source.show_vertical_scrollbar,
                    round(source.scroll_y),
                )
            )
            return render_update(*args, **kwargs)

        monkeypatch.setattr(compositor, "render_update", drawing)
        graph = app.state.loaded[(0, 0)].graph
        kernel = max(graph.kernels, key=lambda k: k.source.count("\n"))
        await show(app, pilot, "kernels", kernel.name)
        final = (True, links.show_vertical_scrollbar, source.show_vertical_scrollbar, round(source.scroll_y))
        assert (
            final[1] and final[2] and final[3] == source.cursor_line - 1 > 0
        )  # scrolled to the kernel's body
        # One layout; the first frame already has the links wrapped, the scrollbars and the scroll it ends with.
        assert layouts == [1]
        assert drawn and drawn[0] == final
        # Another kernel whose panes keep their scrollbars: one layout, the compositor arranging the screen once.
        from textual.screen import Screen

        reflows = []
        textual_layout = Screen._refresh_layout
        monkeypatch.setattr(
            Screen,
            "_refresh_layout",
            lambda self, *a, **k: reflows.append(1) or textual_layout(self, *a, **k),
        )
        other = sorted(graph.kernels, key=lambda k: k.source.count("\n"))[-2]
        await show(app, pilot, "kernels", other.name)
        assert (links.show_vertical_scrollbar, source.show_vertical_scrollbar) == final[1:3]
        assert reflows == [1]


def test_the_frame_clock_draws_at_once_then_at_most_once_a_period():
    async def body():
        started = []

        async def update():
            started.append(time.perf_counter())
            await asyncio.sleep(0)

        clock = FrameClock(update, period=0.05)
        asked = time.perf_counter()
        clock.resume()
        clock.resume()  # asked twice before it ran: one update
        await asyncio.sleep(0.01)
        assert len(started) == 1 and started[0] - asked < 0.01  # at once, not on the next tick of a grid
        clock.resume()  # less than a period after the last one: waits for the period's end
        await asyncio.sleep(0.01)
        assert len(started) == 1 and clock.scheduled
        await asyncio.sleep(0.06)
        assert len(started) == 2 and started[1] - started[0] >= 0.049
        clock.resume()
        clock.pause()  # Textual pauses it when it lays out by other means: nothing runs
        await asyncio.sleep(0.08)
        assert len(started) == 2
        clock.stop()
        clock.resume()
        await asyncio.sleep(0.06)
        assert len(started) == 2

    asyncio.run(body())


def test_the_frame_clock_runs_again_when_asked_while_drawing():
    async def body():
        runs = []
        clock = None

        async def update():
            runs.append(time.perf_counter())
            if len(runs) == 1:
                clock.resume()  # something changed while this update ran
            await asyncio.sleep(0)

        clock = FrameClock(update, period=0.02)
        clock.resume()
        await asyncio.sleep(0.06)
        assert len(runs) == 2

    asyncio.run(body())


def styles_of(widget) -> tuple:
    return (
        dict(widget.styles.base._rules),
        {
            name: dict(styles.base._rules if hasattr(styles, "base") else styles._rules)
            for name, styles in widget._component_styles.items()
        },
    )


@tuning
@run_async
async def test_focus_changes_restyle_from_a_memo_that_matches_the_stylesheet(sample_runs, monkeypatch):
    from textual.css.stylesheet import Stylesheet

    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "kernels")
        # Panes that keep the memo (the source pane is restyled by Textual itself).
        tree = app.query_one(Navigator)
        links = app.query_one("#kernel-links", LinkList)
        for pane in (tree, links, tree, links):  # each state seen once
            pane.focus()
            await pilot.pause()
        matched = []
        original = Stylesheet.apply
        monkeypatch.setattr(
            Stylesheet, "apply", lambda self, node, **kw: matched.append(node) or original(self, node, **kw)
        )
        tree.focus()
        await pilot.pause()
        assert app.focused is tree and matched == []  # from the memo
        remembered = styles_of(tree), styles_of(links)
        monkeypatch.setattr(Stylesheet, "apply", original)
        app.update_styles(tree)  # what Textual's own matching gives
        app.update_styles(links)
        assert (styles_of(tree), styles_of(links)) == remembered
        # Another theme is another stylesheet: the memo is not used for it.
        background = tree.styles.background
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        links.focus()
        await pilot.pause()
        tree.focus()
        await pilot.pause()
        assert tree.styles.background != background
        mine = styles_of(tree)
        app.update_styles(tree)
        assert styles_of(tree) == mine


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
async def test_a_paint_looks_the_panes_styles_up_once_not_per_line(sample_runs, monkeypatch):
    from textual.dom import DOMNode
    from textual.widget import Widget

    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "kernels")
        navigator = app.query_one(Navigator)
        links = app.query_one("#kernel-links", LinkList)
        lookups = []
        rich_style = DOMNode.rich_style
        monkeypatch.setattr(
            DOMNode, "rich_style", property(lambda self: lookups.append(self) or rich_style.fget(self))
        )
        visual_style = Widget.get_visual_style
        monkeypatch.setattr(
            Widget,
            "get_visual_style",
            lambda self, *a, **k: lookups.append(self) or visual_style(self, *a, **k),
        )
        navigator._styles_cache.clear()
        lines = navigator.render_lines(navigator.size.region)
        assert len(lines) > 20 and lookups.count(navigator) == 1
        links._styles_cache.clear()
        links._option_render_cache.clear()
        lines = links.render_lines(links.size.region)
        assert len(lines) > 20 and 1 <= lookups.count(links) <= 4  # one per option state drawn


@tuning
@run_async
async def test_the_footer_line_is_drawn_as_textual_draws_it(sample_runs):
    from textual.widget import Widget

    from inductor_explorer.tui.widgets.footer import ExplorerFooter

    app = make_app(open_session(training_run(sample_runs, "triton")))
    for size in ((120, 40), (80, 24)):
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            footer = app.query_one(ExplorerFooter)
            for focus in ("#navigator", "#overview-scroll"):
                app.query_one(focus).focus()
                await pilot.pause()
                assert footer.entries
                mine = cells([footer.render_line(0)])[0]
                footer._line = None
                textual = cells([Widget.render_line(footer, 0)])[0]  # the text; Textual pads it afterwards
                assert len(mine) == footer.size.width and mine[: len(textual)] == textual
                assert {char for char, _, _ in mine[len(textual) :]} <= {" "}
        app = make_app(open_session(training_run(sample_runs, "triton")))


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
async def test_panes_rows_between_their_borders_are_drawn_as_textual_draws_them(sample_runs):
    from textual._styles_cache import StylesCache

    from inductor_explorer.tui.styled_lines import render_styled, textual_render
    from inductor_explorer.tui.views.registry import SESSION_VIEWS, VIEWS

    for backend, size in (("triton", (120, 40)), ("cpp", (80, 24))):
        app = make_app(open_session(training_run(sample_runs, backend)))
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            assert StylesCache.render is render_styled
            compared = bordered = 0
            for spec in VIEWS:
                app.go(Location(None if spec.id in SESSION_VIEWS else (0, 0), spec.id), focus=True)
                await settle(app, pilot)
                for focused in (app.focused, app.query_one(Navigator)):
                    if focused is not None:
                        focused.focus()
                        await pilot.pause()
                    mine, textual = screen_cells(app, render_styled), screen_cells(app, textual_render)
                    assert len(mine) == size[1] and mine == textual, (spec.id, focused)
                    compared += 1
                bordered += sum(
                    1
                    for widget in app.screen._compositor.visible_widgets
                    if any(widget.styles.padding) and any(edge for edge, _ in widget.styles.border)
                )
            assert compared >= 2 * len(VIEWS) and bordered >= 3
        assert StylesCache.render is textual_render  # put back when the app ended


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
