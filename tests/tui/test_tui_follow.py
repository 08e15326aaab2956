"""The explorer follows a trace log as a running job writes it: new compiles, graph breaks and recompiles
show up in the navigator and are notified, the user's cursor stays where it was, the status line says what
is followed."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.status_line import StatusLine
from tests.support.trace_cuts import cut_after_compiles
from tests.support.tui import run_async, settle

SCORER = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug"
#: Generous for a loaded CI machine; the latency itself is measured in benchmarks/.
WAIT_S = 15.0


def _labels(app) -> list[str]:
    return [child.label.plain for child in app.query_one(Navigator).root.children[0].children]


async def _until(app, pilot, label: str) -> float:
    """Seconds until the navigator shows LABEL (failing past WAIT_S)."""
    start = time.monotonic()
    while label not in _labels(app):
        if time.monotonic() - start > WAIT_S:
            raise AssertionError(f"{label!r} not shown within {WAIT_S} s: {_labels(app)}")
        await pilot.pause(0.05)
    return time.monotonic() - start


@run_async
async def test_a_growing_trace_log_shows_its_new_compiles_and_keeps_the_cursor(tmp_path):
    log = next((SCORER / "tlparse").glob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    target.write_bytes(data[: cut_after_compiles(data, 1)])
    app = make_app(open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False)))
    # What the app notifies (Textual draws the toasts a few frames later, later still on a loaded machine).
    notes: list[tuple[str, str]] = []
    notify = app.notify

    def noted(message: str, **kwargs) -> None:
        notes.append((message, kwargs.get("title", "")))
        notify(message, **kwargs)

    app.notify = noted  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        assert _labels(app)[:2] == ["Graph breaks (1)", "Compiles (1)"]
        navigator = app.query_one(Navigator)
        navigator.focus()
        for _ in range(3):
            if navigator.cursor_node is not None and navigator.cursor_node.label.plain == "Compiles (1)":
                break
            await pilot.press("down")
        cursor = navigator.cursor_node
        assert cursor is not None and cursor.label.plain == "Compiles (1)"
        # The job writes on: three more compiles, in chunks cut mid-line.
        grown = data[cut_after_compiles(data, 1) : cut_after_compiles(data, 4)]
        for start in range(0, len(grown), 3001):
            with target.open("ab") as fh:
                fh.write(grown[start : start + 3001])
            await asyncio.sleep(0.02)
        await _until(app, pilot, "Compiles (4)")
        assert navigator.cursor_node is cursor
        assert "following 1 trace log" in (app.query_one(StatusLine).said or "")
        # Then the rest of the run: every compile, break and recompile of the whole log.
        with target.open("ab") as fh:
            fh.write(data[cut_after_compiles(data, 4) :])
        await _until(app, pilot, "Compiles (11)")
        assert _labels(app)[0] == "Graph breaks (8)"
        assert navigator.cursor_node is cursor and cursor.label.plain == "Compiles (11)"
        # Each new break and recompile is notified (three at a time, then one note counting the rest).
        titles = [title for _, title in notes]
        assert titles.count("Graph break") + titles.count("Recompile") >= 3
        assert any("more graph breaks and recompiles: press 8" in message for message, _ in notes)
        assert any(" graph break GB" in message and "scorer.py:" in message for message, _ in notes)


@run_async
async def test_a_log_that_does_not_grow_is_not_read_again(tmp_path):
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    log = next((SCORER / "tlparse").glob("*.log"))
    (folder / log.name).write_bytes(log.read_bytes())
    session = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        traces = session.traces()
        await pilot.pause(1.5)  # three looks at least
        assert session.traces() is traces and session.traces_changed_at is None
        assert app.query_one(StatusLine).said is None
