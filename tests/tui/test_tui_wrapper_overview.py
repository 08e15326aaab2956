"""Issue 41's smaller defects in the Wrapper and Overview views: the statement column takes the width the
short columns leave (not ~9 characters at 120 columns beside the navigator), and j / k scroll the Overview."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.views.wrapper import COLUMNS
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.screen import screenshot
from tests.support.tui import press, run_async, settle


@run_async
async def test_the_wrapper_statement_column_takes_the_remaining_width(sample_runs: Path):
    app = make_app(open_session(sample_runs / "training_cpp"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "6")
        assert app.query_one(Navigator).display
        table = app.query_one("#wrapper-table")
        widths = [column.get_render_width(table) for column in table.columns.values()]
        room = table.scrollable_content_region.width
        # Every column shows: none runs past the right edge, and the statement has most of the room.
        assert sum(widths) <= room, (widths, room)
        assert widths[COLUMNS.index("statement")] >= room // 3, widths
        shot = screenshot(app).text
        # Where it was cut to 9 characters, the first rows' statements now show their first 28.
        first = app.state.loaded[(0, 0)].graph.output_code.call_steps[:10]
        assert all(step.text.strip()[:28] in shot for step in first)
        # Narrower: the table is filled again to the new width.
        await pilot.resize_terminal(100, 40)
        await settle(app, pilot)
        widths = [column.get_render_width(table) for column in table.columns.values()]
        assert sum(widths) <= table.scrollable_content_region.width


@run_async
async def test_j_and_k_scroll_the_overview(sample_runs: Path):
    app = make_app(open_session(sample_runs / "fix_loop_cpp"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "1")
        scroll = app.query_one("#overview-scroll")
        scroll.focus()
        await pilot.pause()
        assert scroll.max_scroll_y > 0 and scroll.scroll_y == 0
        await press(app, pilot, "j", "j")
        assert scroll.scroll_y > 0
        await press(app, pilot, "k", "k")
        assert scroll.scroll_y == 0
        await press(app, pilot, "G")
        assert scroll.scroll_y == scroll.max_scroll_y
