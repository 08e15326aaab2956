"""Driving the explorer under Textual's Pilot: async tests, waiting for the app to settle, going to a view."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
from pathlib import Path

import pytest
from textual.worker import WorkerCancelled

from inductor_explorer.model.run import GraphFolder
from inductor_explorer.tui.location import Location

_KERNEL_DEF = re.compile(r"^(\w+) = async_compile\.\w+\(", re.M)


def training_run(sample_runs: Path, backend: str) -> Path:
    path = sample_runs / f"training_{backend}" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run training_{backend} is not generated")
    return path


def graph_breaks_run(sample_runs: Path) -> Path:
    path = sample_runs / "graph_breaks_cpp" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_cpp is not generated")
    return path


def kernel_names(folder: GraphFolder) -> list[str]:
    """Kernel names straight from output_code.py's text, independent of the parser."""
    return _KERNEL_DEF.findall(folder.files["output_code.py"].read_text())


def run_async(test):
    """Run an async test body with asyncio (the venv has no pytest-asyncio / anyio plugin)."""

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))

    return wrapper


async def settle(app, pilot) -> None:
    """Wait for the app's workers, including the trace worker, which starts only after the first frame."""
    for _ in range(400):
        # A load superseded by the next one before it began (keys came faster than the loads) is cancelled.
        with contextlib.suppress(WorkerCancelled):
            await app.workers.wait_for_complete()
        await pilot.pause()
        if app.state.run_traces is not None and not any(w.is_running for w in app.workers):
            return
        await asyncio.sleep(0.05)
    running = [f"{w.name} ({w.state.name})" for w in app.workers if not w.is_finished]
    traces = "read" if app.state.run_traces is not None else "not read"
    raise AssertionError(f"the app did not settle in 20 s: trace logs {traces}; workers {running}")


async def show(app, pilot, view: str, target: str | None = None) -> None:
    """Go to VIEW (at TARGET) of the first graph, focused, and wait for the app to settle."""
    app.go(Location((0, 0), view, target), focus=True)
    await settle(app, pilot)


async def press(app, pilot, *keys: str) -> None:
    """Press each of KEYS, letting the app settle after each."""
    for key in keys:
        await pilot.press(key)
        await settle(app, pilot)
        await pilot.wait_for_scheduled_animations()  # `g` and `s` scroll the Breaks detail pane smoothly
