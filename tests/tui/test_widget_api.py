"""The explorer's widgets keep the Textual API they inherit: no attribute of theirs shadows a Widget's."""

from __future__ import annotations

from textual import events

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.jump_bar import JumpBar
from tests.support.tui import run_async, settle, training_run


@run_async
async def test_the_jump_prompt_keeps_dom_queries_and_key_handling(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        bar = app.query_one(JumpBar)
        await pilot.press("ctrl+p", "r", "e")
        await settle(app, pilot)
        assert bar.typed == "re"
        assert [w.id for w in bar.query("#jump-list")] == ["jump-list"]  # a DOM query, not the typed text
        # Textual hands a key event that reaches a widget to handle_key(event); the prompt's own key
        # handling has another name, so this is Textual's dispatch (no binding for x: not handled).
        assert await bar.handle_key(events.Key("x", "x")) is False
        assert bar.typed == "re"
