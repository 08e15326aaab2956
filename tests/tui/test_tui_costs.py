"""The Costs view (`c`): the session's kernels ranked by the profile's measured time, the same figures as
`costs --json`, `enter` opening the Kernel view; a graph's Overview gives its estimated totals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import DataTable, Static

from inductor_explorer.analysis.costs import DEVICES, with_cores
from inductor_explorer.report.costs import human_us
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.presenters.costs import costs_table, graph_costs_text
from inductor_explorer.tui.presenters.overview import graph_overview
from inductor_explorer.tui.view_kind import ViewKind
from tests.support.reliability import run_cli
from tests.support.screen import SCROLLBAR, box_rows, screenshot
from tests.support.terminal import Terminal, recording
from tests.support.tui import press, run_async, settle


def _profile_run(sample_runs: Path) -> tuple[Path, Path]:
    root = sample_runs / "profile_cpp"
    if not (root / "profile.json").is_file():
        pytest.skip("sample run profile_cpp is not generated")
    return root / "torch_compile_debug", root / "profile.json"


def _rows(app) -> list[list[str]]:
    """The Costs table's rows, each its cells as shown."""
    table = app.query_one("#costs-table", DataTable)
    return [[str(cell).strip() for cell in table.get_row_at(i)] for i in range(table.row_count)]


@run_async
async def test_costs_view_ranks_by_the_profile_and_opens_the_kernel(sample_runs: Path):
    path, profile = _profile_run(sample_runs)
    status, out, _ = run_cli(["costs", str(path), "--profile", str(profile), "--json"])
    assert status == 0
    data = json.loads(out)
    expected = sorted(data["kernels"] + data["externs"], key=lambda e: -e["measured"]["total_us"])
    app = make_app(open_session(path, SessionOptions(profile=profile)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "c")
        await settle(app, pilot)
        assert app.location.view == "costs"
        title = str(app.query_one("#costs-title").render())
        assert title.startswith("8 kernels and extern calls, 2 graphs, by measured time")
        table = app.query_one("#costs-table", DataTable)
        assert [str(column.label).strip() for column in table.columns.values()] == [
            "measured",
            "share",
            "estimated",
            "bytes",
            "FLOPs",
            "launches",
            "name",
        ]
        rows = _rows(app)
        assert len(rows) == 9  # the 8 kernels and extern calls, then the profile's event of no kernel
        for row, entry in zip(rows, expected):
            measured = entry["measured"]
            assert row[0] == human_us(measured["total_us"]) and row[1] == f"{measured['share']:.1%}"
            assert row[6] == entry["name"]  # at 80 columns each name is whole
            assert row[5] == "1"  # each is launched once by its graph's call()
        assert rows[-1][6] == "aten::mul (no kernel)"
        # The pane under the table: where the highlighted row came from, the user's file named from its folder
        # on.
        detail = app.query_one("#costs-detail", Static)
        assert detail.border_title == expected[0]["name"]
        # The first C++ kernel's row (the cursor moved down to it): its graph, kind, line and FX nodes.
        at = next(i for i, entry in enumerate(expected) if entry["kind"] == "cpp")
        for _ in range(at):
            await press(app, pilot, "down")
        kernel = expected[at]
        assert detail.border_title == kernel["name"]
        lines = str(detail.render()).splitlines()
        assert lines[0].startswith(f"{kernel['graph']} · cpp · line {kernel['line']} · measured x")
        # One launch measured beside one launch estimated, the figures `costs --json` gives.
        per_launch = kernel["measured"]["total_us"] / kernel["measured"]["count"]
        assert lines[0].endswith(
            f"{human_us(per_launch)} each, estimated {human_us(kernel['estimated_us_per_launch'])}"
        )
        assert lines[1].startswith("fx: relu")
        # The pre-grad nodes Inductor's provenance gives those FX nodes (the trace log's pre-grad graph).
        assert lines[2] == "pre-grad: relu_1, softmax" and lines[3].startswith("source: generate.py:")
        # G: the last row, the profile's event of no kernel, which opens nothing; g: the first again.
        await press(app, pilot, "G")
        assert detail.border_title == "aten::mul"
        assert str(detail.render()).startswith("profile events of no kernel\nmeasured x3, ")
        await press(app, pilot, "enter")
        assert app.location.view == "costs"
        await press(app, pilot, "g")
        assert detail.border_title == expected[0]["name"]
        # `/` finds a row by its name; the cursor goes back with g.
        assert app.view(ViewKind.COSTS).search("softmax") and not app.view(ViewKind.COSTS).search("no such")
        await settle(app, pilot)
        assert detail.border_title == "cpp_fused__softmax_relu_1"
        await press(app, pilot, "g")
        # enter on a C++ kernel's row opens it in the Kernel view of its graph.
        for _ in range(at):
            await press(app, pilot, "down")
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert app.location.view == "kernels" and app.location.target == kernel["name"]
        assert app.state.loaded[app.location.graph].name == kernel["graph"]


@run_async
async def test_overview_gives_the_graphs_estimated_totals(sample_runs: Path):
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run mlp_cpp is not generated")
    app = make_app(open_session(path))
    async with app.run_test(size=(100, 60)) as pilot:
        await settle(app, pilot)
        app.action_view("overview")
        await settle(app, pilot)
        assert app.location.view == "overview"
        loaded = app.state.loaded[app.location.graph]
        # The run's trace log records the threads torch used (its GLOBAL_STATE guard): the model is for them.
        threads = app.state.session.runs[0].cpu_threads
        assert threads is not None
        text = graph_overview(loaded, costs=graph_costs_text(loaded, threads)).plain  # what the view shows
        assert f"estimated under cpu ({with_cores(DEVICES['cpu'], threads).description})" in text
        # Its three costliest, estimated: the two addmm calls, then the fused layer norm (4.5 KiB).
        costs = text[text.index("Costs (estimated") : text.index("\nFiles")].splitlines()
        assert [line.split()[-1] for line in costs[2:5]] == [
            "extern_kernels.addmm",
            "extern_kernels.addmm",
            "cpp_fused_gelu_native_layer_norm_0",
        ]
        assert costs[4].split()[2:4] == ["4.5", "KiB"]  # (512 + 64 + 64 + 512) float32


@run_async
async def test_costs_view_lists_rows_as_graphs_costs_arrive(sample_runs: Path, monkeypatch):
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_triton is not generated")
    from inductor_explorer.tui.background import BackgroundWork
    from inductor_explorer.tui.views import costs as costs_view

    monkeypatch.setattr(BackgroundWork, "COSTS_FIRST_S", 0.0)  # an update after every graph
    listed: list[tuple[str, int]] = []
    original = costs_view.CostsView.listed

    def record(self, title, columns, rows):
        listed.append((title.plain, sum(1 for row in rows if row.target is not None)))
        original(self, title, columns, rows)

    monkeypatch.setattr(costs_view.CostsView, "listed", record)
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "c")
        for _ in range(200):
            await pilot.pause(0.05)
            if listed and "still being read" not in listed[-1][0]:
                break
        await settle(app, pilot)
        graphs = len(open_session(path).runs[0].graphs)
        assert graphs >= 3
        partial, final = listed[:-1], listed[-1]
        # Before every graph is read: rows of the graphs read so far, and the title says how many are left.
        assert partial and f"{graphs - 1} of {graphs} graphs still being read" in partial[0][0]
        assert all("still being read" in title for title, _ in partial)
        assert [rows for _, rows in partial] == sorted(rows for _, rows in partial)
        assert partial[0][1] < final[1]
        status, out, _ = run_cli(["costs", str(path), "--json"])
        data = json.loads(out)
        assert final[1] == len(data["kernels"]) + len(data["externs"])
        assert "still being read" not in final[0] and len(_rows(app)) == final[1]


async def _costs_screen(app, pilot, size: tuple[int, int], written: list[str], terminal: Terminal) -> None:
    """Play what APP wrote so far on TERMINAL, then resize both to SIZE."""
    terminal.feed("".join(written))
    written.clear()
    if size != app.size:
        await pilot.resize_terminal(*size)
        terminal.resize(*size)
        await settle(app, pilot)


def _view_lines(app, shot) -> list[str]:
    """The rows of the Costs view's region of SHOT (the navigator beside it, when shown, left out)."""
    region = app.query_one("#costs").region
    return [line[region.x : region.right] for line in shot.lines[region.y : region.bottom]]


def _opened(run: str, request: pytest.FixtureRequest) -> tuple[Path, SessionOptions]:
    """RUN's path and options: the profiled sample run, or a run of the external corpus."""
    if run == "profile_cpp":  # with a profile: the measured columns
        path, profile = _profile_run(request.getfixturevalue("sample_runs"))
        return path, SessionOptions(profile=profile)
    return request.getfixturevalue("corpus") / run, SessionOptions()


@pytest.mark.parametrize("size", [(80, 24), (200, 40)], ids=["80x24", "200x40"])
# The GPU run's names are longer than a row has room for at 80 columns: they are cut again on each resize.
@pytest.mark.parametrize("run", ["profile_cpp", "ahbpp_resnet18_gpu_2.4.0"])
@run_async
async def test_costs_table_leaves_no_stale_text_after_keys_and_resizes(request, run, size):
    """The cursor moved, a row opened (`enter`) and left (`escape`), the terminal resized: what a terminal
    shows after every update the app wrote is the app's full render, and the view is what a fresh explorer
    opened at that size shows for the same row."""
    path, options = _opened(run, request)
    other = (200, 40) if size == (80, 24) else (80, 24)
    app = make_app(open_session(path, options))
    written = recording(app)
    terminal = Terminal(*other)
    async with app.run_test(size=other, headless=False) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "c", "j", "j", "enter")
        assert app.location.view in ("kernels", "wrapper")
        await _costs_screen(app, pilot, (120, 30), written, terminal)  # resized while the table is not shown
        await press(app, pilot, "escape", "j")
        await _costs_screen(app, pilot, size, written, terminal)
        await press(app, pilot, "k", "j")
        await _costs_screen(app, pilot, size, written, terminal)
        shot = screenshot(app)
        assert terminal.lines == shot.lines
        moved = _view_lines(app, shot)
        target = app.view(ViewKind.COSTS).current_target()
    fresh = make_app(open_session(path, options))
    async with fresh.run_test(size=size) as pilot:
        await settle(fresh, pilot)
        await press(fresh, pilot, "c", "j", "j", "j")
        assert fresh.view(ViewKind.COSTS).current_target() == target
        assert _view_lines(fresh, screenshot(fresh)) == moved


@run_async
async def test_costs_table_shows_a_line_per_row_and_twelve_rows_at_80x24(corpus: Path):
    path = corpus / "ahbpp_resnet18_gpu_2.4.0"
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "c")
        await settle(app, pilot)
        rows = _rows(app)
        assert len(rows) > 12
        shot = screenshot(app)
        box = box_rows(shot)
        assert box[0].split() == ["estimated", "bytes", "FLOPs", "launches", "name"]  # no profile: no measure
        shown = [line for line in box[1:] if line.strip()]
        assert len(shown) >= 12
        # Screen line i is row i, whole on its line: its figures, then its name, cut in the middle if at all.
        _, table_rows = costs_table(app.state.costs)
        assert len(table_rows) == len(rows)
        for line, row in zip(shown, table_rows):
            *figures, name = row.cells
            words = line.rstrip("".join(SCROLLBAR)).split()  # the table's scrollbar, in its last column
            assert words[: len(" ".join(figures).split())] == " ".join(figures).split()
            head, cut, tail = words[-1].partition("…")
            assert words[-1] == name or (
                cut and head and tail and name.startswith(head) and name.endswith(tail)
            )
