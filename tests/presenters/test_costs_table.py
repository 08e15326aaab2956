"""The Costs table's rows as the presenter makes them: the launches column, and the user's source lines named
from their project (or from the installed package) rather than by their absolute paths."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_explorer.model.user_code import project_folder, shown_path
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.state.costs import SessionCosts, read_costs, row_launches
from inductor_explorer.tui.presenters.costs import TABLE_COLUMNS, costs_table
from tests.support.presenters import sample


def _costs(path: Path) -> SessionCosts:
    delivered: list[SessionCosts] = []
    read_costs(open_session(path, SessionOptions(parse_cache=False)), delivered.append, 1e9, 1e9)
    return delivered[-1]


def _sources(detail: str) -> list[str]:
    line = next(line for line in detail.splitlines() if line.startswith("source: "))
    return line.removeprefix("source: ").split(", ")


def test_a_gpu_runs_rows_name_their_sources_from_the_package_and_count_their_launches(corpus: Path):
    path = corpus / "ahbpp_resnet18_gpu_2.4.0"
    costs = _costs(path)
    columns, rows = costs_table(costs)
    assert columns == TABLE_COLUMNS[2:]  # no profile: no measured columns
    sources = [s for row in rows for s in _sources(row.detail.plain) if s != "–"]
    assert sources and all(re.fullmatch(r"torchvision/models/resnet\.py:\d+", s) for s in sources)
    # Launches: the call sites of each kernel in its graph's call(), counted here from output_code.py's text.
    for table_row, cost_row in zip(rows, costs.rows):
        cost = cost_row.cost
        if cost.kind == "triton":
            code = next(path.rglob(f"*/{cost.graph}/output_code.py")).read_text()
            assert table_row.cells[columns.index("launches")] == str(code.count(f"{cost.name}.run("))
    assert {row.cells[columns.index("launches")] for row in rows} >= {"1", "2"}


def test_a_row_the_model_gives_no_launches_says_so_with_a_dash(sample_runs: Path):
    row = _costs(sample(sample_runs, "mlp_cpp")).rows[0]
    assert row_launches(row) == "1"
    assert row_launches(replace(row, cost=replace(row.cost, launches=0))) == "–"


def test_the_users_own_file_is_named_from_its_folder(sample_runs: Path):
    costs = _costs(sample(sample_runs, "profile_cpp"))
    files = {location.rpartition(":")[0] for row in costs.rows for location in row.cost.sources}
    assert files and all(f.startswith("/") for f in files)  # the artifacts name them absolutely
    _, rows = costs_table(costs)
    sources = {s for row in rows for s in _sources(row.detail.plain) if s != "–"}
    assert sources and all(re.fullmatch(r"[\w.]+\.py:\d+", s) for s in sources)


@pytest.mark.parametrize(
    ("files", "project"),
    [
        (["/home/u/proj/train.py", "/home/u/proj/models/block.py"], "/home/u/proj"),
        # An installed package is not the user's: the project is train.py's folder.
        (
            ["/home/u/proj/train.py", "/venv/lib/python3.11/site-packages/torchvision/models/resnet.py"],
            "/home/u/proj",
        ),
        (["/a/x.py", "/b/y.py"], None),  # nothing shared but the root
        (["/venv/lib/python3.11/site-packages/timm/layers/mlp.py"], None),  # none is the user's
    ],
)
def test_the_project_is_the_folder_every_user_file_is_in(files, project):
    assert project_folder(files) == project


@pytest.mark.parametrize(
    ("file", "shown"),
    [
        ("/home/u/proj/models/block.py", "models/block.py"),
        ("/venv/lib/python3.11/site-packages/torchvision/models/resnet.py", "torchvision/models/resnet.py"),
        ("/usr/lib/python3/dist-packages/yaml/__init__.py", "yaml/__init__.py"),
        ("/home/u/pytorch/torch/nn/modules/linear.py", "torch/nn/modules/linear.py"),
        ("/elsewhere/tool.py", "/elsewhere/tool.py"),
        ("C:\\Users\\u\\proj\\train.py", "train.py"),
    ],
)
def test_a_file_is_shown_from_the_project_or_the_package_on(file, shown):
    project = "C:/Users/u/proj" if file.startswith("C:") else "/home/u/proj"
    assert shown_path(file, project) == shown
