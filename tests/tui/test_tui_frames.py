"""What the explorer draws, frame by frame, as the terminal would show each: nothing while idle, one frame per
cursor move that changes only what moved; and the mouse landing on the line under it.

Frames are counted with `App.post_display_hook`, which Textual calls after each update it draws (its public
hook for tests), each frame read with `App.export_screenshot()` (tests/support/screen.py).
"""

from __future__ import annotations

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.screen import Screenshot, record_frames, screenshot
from tests.support.tui import press, run_async, settle, show, training_run


def changed_rows(before: Screenshot, after: Screenshot) -> list[int]:
    return [y for y, (old, new) in enumerate(zip(before.rows, after.rows)) if old != new]


@run_async
async def test_an_idle_explorer_draws_nothing(sample_runs, monkeypatch):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "code")
        before = screenshot(app)
        frames = record_frames(app, monkeypatch)
        await pilot.pause(0.5)
        # Nothing on screen changes (Textual 8.0.0 may repaint the title bar once, unchanged).
        assert all(frame == before for frame in frames)


@run_async
async def test_a_cursor_move_draws_one_frame_changing_the_two_lines_and_the_status(sample_runs, monkeypatch):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "code")
        source = app.query_one("#code-source", SourceView)
        before = screenshot(app)
        frames = record_frames(app, monkeypatch)
        await press(app, pilot, "down")
        drawn = changing(before, frames)  # Textual 8.0.0 may also repaint the title bar, unchanged
        assert source.cursor_line == 2 and len(drawn) == 1
        # The rows of line 1 and line 2 (the cursor left one, came to the other), and the status line.
        top = before.find("╭")[1]
        rows = [
            top + 1 + y
            for y, line in enumerate(before.lines[top + 1 :])
            if "│  1  " in line or "│  2  " in line
        ]
        status = next(y for y, line in enumerate(before.lines) if "line 1" in line and y > top)
        assert changed_rows(before, drawn[0]) == [*rows, status]
        assert "line 2" in drawn[0].lines[status]
        await press(app, pilot, "pagedown")
        drawn = changing(before, frames)
        assert len(drawn) == 2 and drawn[1] == screenshot(app)


def changing(before: Screenshot, frames: list[Screenshot]) -> list[Screenshot]:
    """The FRAMES that changed what the screen showed (BEFORE, then each frame in turn)."""
    out, last = [], before
    for frame in frames:
        if frame != last:
            out.append(frame)
        last = frame
    return out


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
