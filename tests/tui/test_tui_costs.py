"""The Costs view (`c`): the session's kernels ranked by the profile's measured time, the same figures as
`costs --json`, `enter` opening the Kernel view; a graph's Overview gives its estimated totals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.analysis.costs import DEVICES
from inductor_explorer.report.costs import human_us
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.presenters.costs import graph_costs_text
from inductor_explorer.tui.presenters.overview import graph_overview
from inductor_explorer.tui.widgets.link_list import LinkList
from tests.support.reliability import run_cli
from tests.support.tui import press, run_async, settle


def _profile_run(sample_runs: Path) -> tuple[Path, Path]:
    root = sample_runs / "profile_cpp"
    if not (root / "profile.json").is_file():
        pytest.skip("sample run profile_cpp is not generated")
    return root / "torch_compile_debug", root / "profile.json"


def _lines(app) -> list[str]:
    links = app.query_one("#costs-links", LinkList)
    return [str(links.get_option_at_index(i).prompt) for i in range(links.option_count)]


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
        rows = [line for line in _lines(app)[1:] if "\n" in line]
        assert len(rows) == 8
        for row, entry in zip(rows, expected):
            head, detail = row.split("\n")
            assert head.lstrip().startswith(human_us(entry["measured"]["total_us"]))
            assert f"{entry['name']} x{entry['measured']['count']}" in head
            assert detail.strip().startswith(entry["graph"])
        assert "aten::mul" in _lines(app)[-1]
        # The first row is a C++ kernel: enter opens it in the Kernel view of its graph.
        first = expected[0]
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert app.location.view == "kernels" and app.location.target == first["name"]
        assert app.state.loaded[app.location.graph].name == first["graph"]


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
        text = graph_overview(loaded, costs=graph_costs_text(loaded)).plain  # what the view shows
        assert f"estimated under cpu ({DEVICES['cpu'].description})" in text
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

    def record(self, title, links):
        listed.append((title.plain, sum(1 for link in links if link.target is not None)))
        original(self, title, links)

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
        assert "still being read" not in final[0] and len(_lines(app)) == final[1] + 1
