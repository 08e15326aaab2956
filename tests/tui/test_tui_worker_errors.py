"""A worker that stops with an unexpected exception is said, and what waited for it stops waiting."""

from __future__ import annotations

import asyncio

import pytest

from inductor_explorer.session import Session, SessionOptions, open_session
from inductor_explorer.state import ExplorerState
from inductor_explorer.tui.app import ExplorerApp
from tests.support.screen import notifications
from tests.support.tui import graph_breaks_run, press, run_async, settle


class TracesFail(ExplorerState):
    """The error that stopped the trace worker in a full-suite run (CPython 3.11, two threads parsing)."""

    def read_traces(self):
        raise SystemError("AST constructor recursion depth mismatch (before=68, after=70)")


@run_async
async def test_a_trace_worker_that_fails_is_said_and_the_views_stop_waiting(sample_runs):
    app = ExplorerApp(TracesFail(open_session(graph_breaks_run(sample_runs))))
    messages: list = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:
        for _ in range(200):
            await pilot.pause()
            if app.state.traces_unread.startswith("the trace logs could not be read"):
                break
            await asyncio.sleep(0.05)
        assert app.state.run_traces is None
        said = [m for m in notifications(messages) if "AST constructor recursion depth mismatch" in m]
        assert said, notifications(messages)
        assert "could not be read: SystemError: AST constructor" in said[0]
        overview = app.query_one("#overview-text").render().plain
        assert "compile: the trace logs could not be read: SystemError" in overview
        assert "reading the trace logs" not in overview
        for key, title in (("8", "#breaks-title"), ("9", "#compile-title")):
            await pilot.press(key)
            await pilot.pause()
            text = app.query_one(title).render().plain
            assert text.startswith("the trace logs could not be read: SystemError"), text


class RanksFail(Session):
    def ranks(self):
        raise KeyError("rank 3")


@run_async
async def test_a_view_whose_worker_fails_says_so_in_its_title(corpus):
    path = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    if not path.is_dir():
        pytest.skip("corpus multi_rank_schedule is not present")
    opened = open_session(path, SessionOptions(threads=True))
    app = ExplorerApp(ExplorerState(RanksFail(opened.tree, opened.options)))
    messages: list = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "R")
        title = app.query_one("#ranks-title").render().plain
        assert title == "could not be computed: KeyError: 'rank 3'", title
        assert any("KeyError: 'rank 3'" in m for m in notifications(messages)), notifications(messages)


class CostsFail(Session):
    def graph_costs(self, key):
        raise KeyError(f"graph {key}")


@run_async
async def test_a_costs_worker_that_fails_is_said_in_the_costs_title(sample_runs):
    opened = open_session(graph_breaks_run(sample_runs), SessionOptions(threads=True))
    app = ExplorerApp(ExplorerState(CostsFail(opened.tree, opened.options)))
    messages: list = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "c")
        await settle(app, pilot)
        assert app.location.view == "costs"
        title = app.query_one("#costs-title").render().plain
        assert title.startswith("could not be computed: KeyError: 'graph (0, 0)'"), title
        said = [m for m in notifications(messages) if "KeyError: 'graph (0, 0)'" in m]
        assert said, notifications(messages)
