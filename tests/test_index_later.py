"""A huge trace log's graphs are indexed after the explorer's first frame (SessionOptions.index_later): the
session opens without them, Session.index_trace_graphs appends the same graphs a plain opening lists, and
the explorer lists them when they come. "Huge" is INDEX_LATER_BYTES, set to 0 here so that a real log of
the fix loop's first step (torch 2.14.1, trace only) counts as one."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import SessionOptions, open_session, parse
from inductor_explorer.state import ExplorerState
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import run_async, settle

ROOT = Path(__file__).resolve().parents[1]
PLANTED = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug"


def _names(session) -> list[list[str]]:
    return [[folder.name for folder in run.graphs] for run in session.runs]


def test_the_graphs_are_indexed_later_and_are_the_same(monkeypatch):
    plain = open_session(PLANTED, SessionOptions(parse_cache=False))
    expected = _names(plain)
    assert sum(map(len, expected)) >= 4  # the log's compiles with output code
    # Below the threshold nothing changes: the graphs are there at once.
    small = open_session(PLANTED, SessionOptions(parse_cache=False, index_later=True))
    assert not small.tree.trace_graphs_pending and _names(small) == expected
    monkeypatch.setattr(parse, "INDEX_LATER_BYTES", 0)
    later = open_session(PLANTED, SessionOptions(parse_cache=False, threads=True, index_later=True))
    assert later.tree.trace_graphs_pending
    assert _names(later) == [[] for _ in expected] and not later.folders
    assert later.traces()[0].graph_compiles == {}  # linked to no graph yet
    # The explorer's status line says so meanwhile, with the logs' size.
    state = ExplorerState(later)
    size = sum(p.stat().st_size for p in (PLANTED / "tlparse").glob("*.log")) >> 20
    assert state.loading_status() == (
        f"indexing the graphs of {size:,} MiB of trace logs… (the views work meanwhile)"
    )
    keys = later.index_trace_graphs()
    assert state.loading_status() is None
    assert not later.tree.trace_graphs_pending
    assert _names(later) == expected and keys == list(plain.folders)
    # What the graphs change is answered again: the traces' links, the digests.
    assert later.traces()[0].graph_compiles == plain.traces()[0].graph_compiles
    assert [g.graph for g in later.costs()] == [g.graph for g in plain.costs()]
    assert later.index_trace_graphs() == []  # once


@run_async
async def test_the_explorer_opens_first_and_lists_the_graphs_when_indexed(monkeypatch):
    monkeypatch.setattr(parse, "INDEX_LATER_BYTES", 0)
    expected = _names(open_session(PLANTED, SessionOptions(parse_cache=False)))
    session = open_session(PLANTED, SessionOptions(parse_cache=False, threads=True, index_later=True))
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        navigator = app.query_one(Navigator)
        assert navigator.graph_node((0, 0)) is None or not session.tree.trace_graphs_pending
        await settle(app, pilot)
        assert not session.tree.trace_graphs_pending
        run = navigator.root.children[0]
        assert f"({len(expected[0])} graphs)" in str(run.label)
        listed = [str(node.label) for node in run.children if node.data is not None and node.data.graph]
        assert len(listed) == len(expected[0])
        assert all(name in label for name, label in zip(expected[0], listed))
