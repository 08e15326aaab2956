"""The Ranks view (`R`) and the navigator's ranks on per-rank trace logs: the corpus's 2-rank job, whose
rank 1 schedules fewer collectives than its output code calls in compile 0/0; tlparse's graph-execution-order
job, whose ranks run their graphs in different orders; and copies of one rank's log, which agree."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.presenters.ranks import NO_RANKS
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.tui import press, run_async, settle

GRAPH_EXEC_ORDER = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs" / "graph_exec_order"
SCHEDULE = re.compile(
    r'"inductor_collective_schedule".*"frame_id": 0, "frame_compile_id": 0.*\n((?:\t.*\n)+)'
)


def _multi_rank(corpus: Path) -> Path:
    path = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    if not path.is_dir():
        pytest.skip("corpus multi_rank_schedule is not present")
    return path


def _lines(app) -> list[str]:
    links = app.query_one("#ranks-links", LinkList)
    return [str(links.get_option_at_index(i).prompt) for i in range(links.option_count)]


def _schedule(log: Path) -> list[str]:
    """Compile 0/0's collective ops as the log text lists them (the payload lines, tabs removed)."""
    payload = SCHEDULE.search(log.read_text()).group(1)
    return [op.removeprefix("torch.ops.") for op in json.loads(payload.replace("\t", ""))]


async def _ranks(app, pilot) -> None:
    await settle(app, pilot)
    await press(app, pilot, "R")


@run_async
async def test_ranks_view_shows_a_schedule_that_differs_from_its_code(corpus: Path):
    path = _multi_rank(corpus)
    rank0, rank1 = (next(path.glob(f"dedicated_log_torch_trace_rank_{r}_*.log")) for r in (0, 1))
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        assert app.location.view == "ranks"
        # Rank 1 scheduled no reduce_scatter in 0/0 while its output code calls one, as rank 0's does: the
        # ranks run the same collectives, the mismatch is within rank 1.
        ops1 = _schedule(rank1)
        assert "_c10d_functional.reduce_scatter_tensor.default" not in ops1
        assert "_c10d_functional.reduce_scatter_tensor.default" in _schedule(rank0)
        assert "torch.ops._c10d_functional.reduce_scatter_tensor.default(" in rank1.read_text()
        assert app.query_one("#ranks-title").render().plain == (
            "ranks agree: 2 ranks, the same 2 compiles, graph breaks, cache hits, kernels, collectives; "
            "rank 1's collective schedule differs from its output code (0/0)"
        )
        runs = [node.label.plain for node in app.query_one(Navigator).root.children]
        assert runs[0].startswith(f"rank 0 · {rank0.name}") and runs[1].startswith(f"rank 1 · {rank1.name}")
        lines = _lines(app)
        # The file name gives the rank; what the records say is noted where it differs (rank 1's say 0).
        for rank, log in enumerate((rank0, rank1)):
            text = log.read_text()
            recorded = set(re.findall(r'"rank": (\d+)', text))
            note = "" if recorded == {str(rank)} else f" · its records say rank {min(recorded)}"
            compiles = len(set(re.findall(r'"frame_id": (\d+), "frame_compile_id": (\d+)', text)))
            assert f"  rank {rank} · {compiles} compiles · {log.name}{note}" in lines
        heading = lines.index("Collective schedule vs output code, within a rank (1)")
        assert lines[heading + 1] == "rank 1, 0/0: reduce_scatter scheduled 0, called 1"
        # enter on it opens rank 1's compile 0/0 in the Compile view.
        links = app.query_one("#ranks-links", LinkList)
        links.focus()
        links.highlighted = heading + 1
        await press(app, pilot, "enter")
        assert (app.location.view, app.location.target) == ("compile", "1:0/0")


def _execution_order(log: Path) -> list[str]:
    """The compile ids of the log's `graph_execution` record, from its text."""
    text = log.read_text()
    start = text.index('{"artifact": {"name": "graph_execution"')
    payload = text[text.index("\n", start) + 1 :].split("\nV", 1)[0].replace("\t", "")
    return [call["compile_id"] for call in json.loads(payload)["graph_execution_order"]]


@run_async
async def test_ranks_view_on_the_graph_execution_order_logs():
    path = GRAPH_EXEC_ORDER
    rank0, rank1 = (next(path.glob(f"dedicated_log_torch_trace_rank_{r}_*.log")) for r in (0, 1))
    order0, order1 = _execution_order(rank0), _execution_order(rank1)
    assert (order0[0], order1[0]) == ("0/1", "0/0")
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        assert app.query_one("#ranks-title").render().plain == (
            "ranks diverge: graph execution order (call 1: rank 0 runs 0/1, rank 1 runs 0/0); "
            "rank 0's collective schedule differs from its output code (0/1)"
        )
        lines = _lines(app)
        first = lines.index(f"rank 0: {len(order0)} calls")
        assert [line.strip() for line in lines[first + 1 : first + 1 + len(order0)]] == order0
        second = lines.index(f"rank 1: {len(order1)} calls")
        assert lines[second + 1 : second + 3] == ["+ 0/0", "+ 0/1"]
        assert "collective schedule of 0/1" not in lines  # the code of both ranks calls the same
        heading = lines.index("Collective schedule vs output code, within a rank (1)")
        assert lines[heading + 1] == "rank 0, 0/1: reduce_scatter scheduled 0, called 1"
        estimates = lines.index("Inductor's runtime estimate per rank")
        assert lines[estimates + 1 :] == ["0/0: 2 ranks, each 13.806 ms", "0/1: 2 ranks, each 13.859 ms"]


@run_async
async def test_ranks_view_says_identical_ranks_agree(corpus: Path, tmp_path: Path):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_0_*.log"))
    for rank in range(3):
        shutil.copy(log, tmp_path / f"dedicated_log_torch_trace_rank_{rank}_copy.log")
    app = make_app(open_session(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        title = app.query_one("#ranks-title").render().plain
        compiles = len(set(re.findall(r'"frame_id": (\d+), "frame_compile_id": (\d+)', log.read_text())))
        assert title.startswith(f"ranks agree: 3 ranks, the same {compiles} compiles"), title
        lines = _lines(app)
        assert lines[0] == "Ranks (3)"
        assert [line.split(" · ")[0].strip() for line in lines[1:4]] == ["rank 0", "rank 1", "rank 2"]
        assert not any("diverge" in line for line in lines)
        await pilot.press("question_mark")
        await pilot.pause()
        help_text = app.screen.query_one("#help-scroll").query_one("Static").render().plain
        assert re.search(r"^  R +Ranks view: where the ranks", help_text, re.M)


@run_async
async def test_ranks_view_on_a_single_log_says_there_are_no_ranks(corpus: Path):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_1_*.log"))
    app = make_app(open_session(log))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        assert app.query_one("#ranks-title").render().plain == "No ranks to compare"
        assert _lines(app) == [NO_RANKS]


@run_async
async def test_ranks_view_at_80x24_reaches_its_last_line_and_finds_any_line():
    app = make_app(open_session(GRAPH_EXEC_ORDER))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        links = app.query_one("#ranks-links", LinkList)
        links.focus()
        await pilot.pause()
        assert links.max_scroll_y > 0
        # j moves from link to link, then scrolls on to the last line.
        for _ in range(links.option_count):
            await pilot.press("j")
        await pilot.pause()
        assert links.scroll_y == links.max_scroll_y
        await pilot.press("g")
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        assert links.scroll_y == links.max_scroll_y
        # `/` finds a line that is not a link: the first call of compile 0/0 in rank 0's order.
        lines = _lines(app)
        await pilot.press("g")
        await pilot.press("slash", *"0/0", "enter")
        await pilot.pause()
        assert links.highlighted == lines.index("  0/0")
        assert links.get_option_at_index(links.highlighted).disabled
