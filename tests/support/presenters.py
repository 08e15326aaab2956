"""The explorer's state the views render, opened without an app: what the presenters' tests call them on."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.state import ExplorerState


def sample(sample_runs: Path, name: str) -> Path:
    """The debug folder of sample run NAME; skip when it is not generated."""
    path = sample_runs / name / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run {name} is not generated")
    return path


def opened(path: Path, graphs: bool = True, traces: bool = True) -> ExplorerState:
    """PATH opened as the explorer opens it; with GRAPHS every graph parsed, with TRACES the trace logs read
    (what the explorer's workers hand the views)."""
    state = ExplorerState(open_session(path, SessionOptions(parse_cache=False, threads=True)))
    for key in state.graph_keys if graphs else []:
        assert state.want(key)
        loaded = state.parse_graph(key)
        assert loaded is not None
        state.keep_graph(loaded)
    if traces:
        state.keep_traces(*state.read_traces())
    return state
