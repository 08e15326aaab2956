"""Keys faster than the loads: the status line says only what is being parsed, and every graph still opens."""

from __future__ import annotations

import asyncio

from textual.widgets import Static

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from tests.support.tui import graph_breaks_run, run_async, settle


async def _quiet(app, pilot) -> None:
    """Wait until no worker runs (settle would also wait for cancelled ones)."""
    for _ in range(400):
        await pilot.pause()
        if not any(worker.is_running for worker in app.workers):
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the workers did not finish in 20 s")


@run_async
async def test_next_next_compile_leaves_no_loading_line_and_the_skipped_graph_opens(sample_runs):
    app = make_app(open_session(graph_breaks_run(sample_runs), SessionOptions(parse_cache=False)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        skipped, shown = app.state.graph_keys[1:3]
        # `]` `]` `9` in one burst, as a terminal delivers quick keys: no parse begins between them.
        app.action_graph(1)
        app.action_graph(1)
        app.action_view("compile")
        await _quiet(app, pilot)
        bar = app.query_one("#status-bar", Static)
        assert not bar.display, str(bar.render())
        assert shown in app.state.loaded and skipped not in app.state.loaded
        app.go(Location(skipped, "overview"))
        await _quiet(app, pilot)
        assert skipped in app.state.loaded and not bar.display
