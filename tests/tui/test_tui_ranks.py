"""The Ranks view (`R`) and the navigator's ranks on per-rank trace logs: the corpus's 2-rank job, whose
collective schedules differ in compile 0/0, and copies of one rank's log, which agree."""

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
async def test_ranks_view_shows_where_the_corpus_ranks_diverge(corpus: Path):
    path = _multi_rank(corpus)
    rank0, rank1 = (next(path.glob(f"dedicated_log_torch_trace_rank_{r}_*.log")) for r in (0, 1))
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        assert app.location.view == "ranks"
        assert app.query_one("#ranks-title").render().plain == "ranks diverge: collective schedule (0/0)"
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
        ops0, ops1 = _schedule(rank0), _schedule(rank1)
        assert "collective schedule of 0/0" in lines
        first, second = lines.index(f"rank 0: {len(ops0)} ops"), lines.index(f"rank 1: {len(ops1)} ops")
        assert [line.strip() for line in lines[first + 1 : first + 1 + len(ops0)]] == ops0
        # What rank 1 lacks of rank 0's schedule, marked with a minus after its own ops.
        lacking = list(ops0)
        for op in ops1:
            lacking.remove(op)
        group = lines[second + 1 :]
        assert [line.strip() for line in group if not line.startswith("− ")] == ops1
        assert sorted(line[2:] for line in group if line.startswith("− ")) == sorted(lacking)
        assert lacking == [
            "_c10d_functional.reduce_scatter_tensor.default",
            "_c10d_functional.wait_tensor.default",
        ]
        # enter on rank 1's group opens rank 1's compile 0/0 in the Compile view.
        links = app.query_one("#ranks-links", LinkList)
        links.focus()
        links.highlighted = second
        await press(app, pilot, "enter")
        assert (app.location.view, app.location.target) == ("compile", "1:0/0")


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
async def test_ranks_view_at_80x24_reaches_its_last_line_and_finds_any_line(corpus: Path):
    app = make_app(open_session(_multi_rank(corpus)))
    async with app.run_test(size=(80, 24)) as pilot:
        await _ranks(app, pilot)
        links = app.query_one("#ranks-links", LinkList)
        links.focus()
        await pilot.pause()
        assert links.max_scroll_y > 0
        # The last lines (rank 1's `−` lines, which explain a hang) are below the last link: j scrolls on.
        for _ in range(links.option_count):
            await pilot.press("j")
        await pilot.pause()
        assert links.scroll_y == links.max_scroll_y
        await pilot.press("g")
        await pilot.pause()
        await pilot.press("G")
        await pilot.pause()
        assert links.scroll_y == links.max_scroll_y
        # `/` finds a line that is not a link: the last `−` line.
        lines = _lines(app)
        last = max(i for i, line in enumerate(lines) if line.startswith("− "))
        await pilot.press("g")
        await pilot.press("slash", *"reduce_scatter", "enter")
        await pilot.pause()
        assert "reduce_scatter" in lines[links.highlighted]
        assert links.highlighted is not None and links.highlighted <= last
