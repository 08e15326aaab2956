"""One count, one definition: the compiles and call() steps of a real run read the same in `summary`
(text and --json), the Overview, the navigator, and the Wrapper and Compile views."""

from __future__ import annotations

import json
import re

from inductor_explorer.cli import main
from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import graph_breaks_run, press, run_async, settle, training_run

COMPILE_ID = re.compile(r'"frame_id": (\d+), "frame_compile_id": (\d+), "attempt": (\d+)')


def _labels(app) -> list[str]:
    out, stack = [], [app.query_one(Navigator).root]
    while stack:
        node = stack.pop()
        out.append(node.label.plain)
        stack.extend(node.children)
    return out


@run_async
async def test_compiles_agree_between_summary_and_the_explorer(sample_runs, capsys):
    path = graph_breaks_run(sample_runs)
    # Independently of the parser: the compile ids the trace log's records carry.
    log = next((path / "tlparse").glob("*.log")).read_text()
    ids = set(COMPILE_ID.findall(log))
    compiles, attempts = len({(f, c) for f, c, _ in ids}), len(ids)
    assert attempts > compiles  # restarts ("[0/0_1]") are in this run
    phrase = f"{compiles} compiles ({attempts} attempts incl. restarts)"
    assert main(["summary", str(path)]) == 0
    assert f"trace: {phrase}," in capsys.readouterr().out
    assert main(["summary", str(path), "--json"]) == 0
    (run,) = json.loads(capsys.readouterr().out)["runs"]
    assert (len(run["compiles"]), len(run["compile_ids"])) == (compiles, attempts)
    assert main(["breaks", str(path), "--json"]) == 0
    (trace,) = json.loads(capsys.readouterr().out)["traces"]
    assert (trace["compiles"], trace["compile_attempts"]) == (compiles, attempts)
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert f"Compiles ({compiles})" in _labels(app)
        await press(app, pilot, "9")
        title = app.query_one("#compile-title").render().plain
        assert title.startswith(phrase), title


@run_async
async def test_call_steps_agree_between_overview_navigator_and_wrapper(sample_runs):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(app, pilot)
        app.go(Location((0, 1), "overview"))
        await settle(app, pilot)
        overview = app.query_one("#overview-text").render().plain
        (shown,) = re.findall(r"^  call\(\) steps +(\d+)$", overview, re.M)
        assert f"Wrapper call() ({shown} steps)" in _labels(app)
        await press(app, pilot, "6")
        title = app.query_one("#wrapper-title").render().plain
        assert title.startswith(f"call(): {shown} steps ")
        assert app.query_one("#wrapper-table").row_count == int(shown)
