"""Screenshots of each view at 120×40 and 80×24 (pytest-textual-snapshot; update with --snapshot-update)."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.tuning import TUNED, VERIFIED

ROOT = Path(__file__).resolve().parents[2]
RUN = Path("sample_runs/training_cpp/torch_compile_debug")  # relative: the screens show no machine path

# Recorded with the tunings on, on the verified release. Textual's own drawing (other releases, or
# INDUCTOR_EXPLORER_STOCK_TEXTUAL=1) splits the same cells into other SVG text runs, and releases differ in
# their SVG, so the files are compared only where they were made; the other TUI tests run everywhere.
pytestmark = pytest.mark.skipif(
    not TUNED,
    reason=f"snapshots are recorded with the tunings on Textual/Rich "
    f"{sorted(VERIFIED)}; the tunings are off here",
)


@pytest.fixture
def app(monkeypatch, sample_runs):
    monkeypatch.chdir(ROOT)
    if not RUN.is_dir():
        pytest.skip("sample run training_cpp is not generated")
    return make_app(open_session(RUN))


def keys(*pressed: str):
    """A run_before that waits for the graph to load, presses PRESSED, and waits again."""

    async def run_before(pilot) -> None:
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        for key in pressed:
            await pilot.press(key)
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
@pytest.mark.parametrize(
    "pressed",
    [
        pytest.param((), id="overview"),
        pytest.param(("j", "l", "j", "enter"), id="kernel"),
        pytest.param(("4",), id="buffers"),
        pytest.param(("5",), id="fusion"),
        pytest.param(("6",), id="wrapper"),
    ],
)
def test_view_snapshot(app, snap_compare, pressed, size):
    assert snap_compare(app, terminal_size=size, run_before=keys(*pressed))


def test_code_view_snapshot(app, snap_compare):
    assert snap_compare(app, terminal_size=(120, 40), run_before=keys("2", "3"))


def test_help_snapshot(app, snap_compare):
    assert snap_compare(app, terminal_size=(80, 24), run_before=keys("question_mark"))


GRAPH_BREAKS = Path("sample_runs/graph_breaks_cpp/torch_compile_debug")
RECORDED_ROOT = "/work/main/"  # where the sample trace was recorded; its user file is read from this checkout


@pytest.fixture
def breaks_app(monkeypatch, sample_runs):
    from inductor_explorer.loader import files
    from inductor_explorer.model.artifacts import SourceLocation
    from inductor_explorer.tui.presenters import breaks as breaks_presenter

    monkeypatch.chdir(ROOT)
    if not GRAPH_BREAKS.is_dir():
        pytest.skip("sample run graph_breaks_cpp is not generated")

    def from_checkout(location, around=files.CONTEXT_LINES):
        local = location.file.replace(RECORDED_ROOT, f"{ROOT}/", 1)
        return files.context_lines(SourceLocation(local, location.line), around)

    monkeypatch.setattr(breaks_presenter, "context_lines", from_checkout)
    return make_app(open_session(GRAPH_BREAKS))


@pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
def test_breaks_snapshot(breaks_app, snap_compare, size):
    assert snap_compare(breaks_app, terminal_size=size, run_before=keys("8"))


def test_compile_snapshot(breaks_app, snap_compare):
    assert snap_compare(breaks_app, terminal_size=(120, 40), run_before=keys("8", "j", "enter"))


def test_diff_snapshot(monkeypatch, snap_compare):
    monkeypatch.chdir(ROOT)
    app = make_app(
        open_session(Path("tests/data/diff_before/torch_compile_debug")),
        compare=Path("tests/data/diff_after/torch_compile_debug"),
    )
    press_zero = keys("0")

    async def run_before(pilot) -> None:
        await press_zero(pilot)
        # "the diff is ready" lasts 4 s: whether it is still up depends on the machine's load, not on the view.
        pilot.app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)
