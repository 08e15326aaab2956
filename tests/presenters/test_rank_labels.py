"""Every row and title of a session of several ranks names its rank: `costs` (text and `--json`), `summary`,
the Compile view's list and the Breaks view's headings; a session of one rank names none."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.tui.presenters.breaks import occurrence_label, run_label
from inductor_explorer.tui.presenters.compile import compile_listing
from tests.support.presenters import opened


def _multi_rank(corpus: Path) -> Path:
    path = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    if not path.is_dir():
        pytest.skip("corpus multi_rank_schedule is not present")
    return path


def _rank_of(log: str) -> int:
    match = re.search(r"_rank_(\d+)", log)
    assert match is not None
    return int(match[1])


def test_costs_json_gives_each_row_its_rank(corpus: Path, capsys):
    path = _multi_rank(corpus)
    assert main(["costs", "--json", "--no-cache", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = data["kernels"] + data["externs"]
    assert rows and {row["rank"] for row in rows} == {0, 1}
    # Each rank compiled the same graphs: every (graph, name) is there once per rank, told apart by it.
    for rank in (0, 1):
        per_rank = sorted((r["graph"], r["name"], r["line"]) for r in data["kernels"] if r["rank"] == rank)
        assert per_rank == sorted(
            (r["graph"], r["name"], r["line"]) for r in data["kernels"] if r["rank"] == 1 - rank
        )
    assert len(data["kernels"]) == 8  # 2 C++ kernels x 2 graphs x 2 ranks


def test_costs_text_names_the_rank_on_every_row(corpus: Path, capsys):
    path = _multi_rank(corpus)
    assert main(["costs", "--no-cache", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    # (Not the header, nor the note under each table: "... per launch: estimated / launches".)
    rows = [
        line for line in out if " / " in line and not line.endswith("graph / name") and "(" != line.strip()[0]
    ]
    assert len(rows) == 8 + 16  # kernels and extern calls
    assert all(re.search(r"  rank [01] · \d_inference \[\d/0\] / ", line) for line in rows)


def test_one_rank_names_none(sample_runs: Path, capsys):
    run = sample_runs / "mlp_cpp"
    assert main(["costs", "--json", "--no-cache", str(run)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [row["rank"] for row in data["kernels"]] == [None] * len(data["kernels"])
    assert main(["summary", "--json", "--no-cache", str(run)]) == 0
    assert all("rank" not in r for r in json.loads(capsys.readouterr().out)["runs"])


def test_summary_names_each_runs_rank(corpus: Path, capsys):
    path = _multi_rank(corpus)
    assert main(["summary", "--json", "--no-cache", str(path)]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert [r["rank"] for r in runs] == [_rank_of(r["path"]) for r in runs] == [0, 1]
    assert main(["summary", "--no-cache", str(path)]) == 0
    heads = [line for line in capsys.readouterr().out.splitlines() if line.startswith("run ")]
    assert [h.endswith(f" (rank {_rank_of(h)})") for h in heads] == [True, True]


def test_compile_and_breaks_views_name_the_rank(corpus: Path):
    state = opened(_multi_rank(corpus), graphs=False)
    _, entries = compile_listing(state.run_traces, state.tree)
    headings = [label().plain for target, label in entries if not target]
    assert [h.split(" · ")[0] for h in headings] == ["rank 0", "rank 1"]
    compiles = [(target, label().plain) for target, label in entries if target]
    assert len(compiles) == 4
    for target, label in compiles:
        run = int(target.split(":")[0])
        assert label.startswith(f"rank {state.tree.runs[run].rank} · {target.split(':')[1]}  ")
    ranks = state.tree.rank_labels()
    assert ranks == {0: 0, 1: 1}
    for run in state.run_traces:
        name = state.tree.runs[run.run].name
        assert run_label(name, run, ranks[run.run]).plain.startswith(
            f"rank {ranks[run.run]} · {name} (0 breaks"
        )
        for diagnosis in run.diagnoses:
            assert occurrence_label(run, diagnosis, ranks[run.run]).plain.startswith(
                f"rank {ranks[run.run]} · "
            )


def test_the_costs_views_title_counts_the_ranks(corpus: Path):
    from inductor_explorer.analysis.costs import default_device
    from inductor_explorer.report.costs import view_title
    from inductor_explorer.session import open_session

    session = open_session(_multi_rank(corpus))
    graphs = [session.graph_costs(key) for key in session.folders]
    assert [g.rank for g in graphs] == [0, 0, 1, 1]
    title = view_title(graphs, default_device([g.device_type for g in graphs]), None, 24)
    assert title.startswith("24 kernels and extern calls, 4 graphs of 2 ranks, by estimated time")
