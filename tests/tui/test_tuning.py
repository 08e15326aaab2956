"""The tunings of Textual's drawing (tui/tuning.py) are on only with a verified Textual and Rich release and
without INDUCTOR_EXPLORER_STOCK_TEXTUAL; otherwise the explorer runs on Textual's own code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from inductor_explorer.tui import tuning

ROOT = Path(__file__).resolve().parents[2]


def test_the_tunings_are_on_only_for_a_verified_release_and_without_the_switch(monkeypatch):
    textual, rich = sorted(tuning.VERIFIED)[-1]
    monkeypatch.setattr(tuning, "installed", lambda: (textual, rich))
    assert tuning.tuned({}) and tuning.tuned({tuning.STOCK_ENV: "0"}) and tuning.tuned({tuning.STOCK_ENV: ""})
    assert not tuning.tuned({tuning.STOCK_ENV: "1"})
    monkeypatch.setattr(tuning, "installed", lambda: ("8.1.1", rich))
    assert not tuning.tuned({})
    monkeypatch.setattr(tuning, "installed", lambda: (textual, "14.3.3"))
    assert not tuning.tuned({})


#: Opens the explorer on a run and reports what it runs on: the screen class, the styles cache's render
#: method, the scrollbar class, and a line of the navigator (it drew).
PROBE = """
import asyncio, json, sys
from pathlib import Path
from textual._styles_cache import StylesCache
from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.navigator import Navigator

async def main():
    app = make_app(open_session(Path(sys.argv[1])), parse_cache=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        navigator = app.query_one(Navigator)
        screen = "\\n".join(strip.text for strip in app.screen._compositor.render_strips())
        print(json.dumps({"screen": type(app.screen).__module__, "render": StylesCache.render.__module__,
                          "scrollbar": type(navigator.vertical_scrollbar).__module__,
                          "shown": "Kernels" in screen or "model__" in screen}))

asyncio.run(main())
"""


def run_probe(sample_runs: Path, stock: bool) -> dict:
    env = {key: value for key, value in os.environ.items() if key != tuning.STOCK_ENV}
    if stock:
        env[tuning.STOCK_ENV] = "1"
    env["PYTHONPATH"] = str(ROOT)
    path = sample_runs / "training_cpp" / "torch_compile_debug"
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_with_the_switch_the_explorer_runs_on_textuals_own_code(sample_runs):
    stock = run_probe(sample_runs, stock=True)
    assert stock == {
        "screen": "textual.screen",
        "render": "textual._styles_cache",
        "scrollbar": "textual.scrollbar",
        "shown": True,
    }
    if tuning.TUNED:  # where they apply, the same run without the switch uses them
        tuned = run_probe(sample_runs, stock=False)
        assert tuned == {
            "screen": "inductor_explorer.tui.screens.main",
            "render": "inductor_explorer.tui.styled_lines",
            "scrollbar": "textual.scrollbar",
            "shown": True,
        }
