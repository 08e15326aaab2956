"""Kernel costs from summary's cheaper parse (`load_graph(folder, full=False, costs=True)`, unlinked) must be
the full parse's, linked: on every sample run and corpus graph folder."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.costs import graph_costs
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.run import GraphFolder
from tests.support.folders import discovered_graph_folders

DATA = Path(__file__).resolve().parents[1] / "data"


def _assert_same_costs(folders: list[GraphFolder]) -> int:
    kernels = 0
    for folder in folders:
        full = graph_costs(linked(load_graph(folder)))
        cheap = graph_costs(load_graph(folder, full=False, costs=True))
        assert cheap == full, folder.path
        kernels += len(full.all)
    return kernels


def test_costs_from_summary_mode_match_the_full_parse_on_sample_runs(sample_runs):
    folders = discovered_graph_folders(sample_runs)
    assert len(folders) >= 20
    assert _assert_same_costs(folders) >= 100


def test_costs_from_summary_mode_match_the_full_parse_on_the_corpus(corpus):
    folders = discovered_graph_folders(corpus)
    assert len(folders) >= 20
    assert _assert_same_costs(folders) >= 100


def test_summary_mode_costs_are_not_empty(sample_runs):
    # The comparison above would pass if both sides lost their bytes: the cheap parse must find them.
    folder = next(
        f for f in discovered_graph_folders(sample_runs / "mlp_cpp") if f.name.startswith("model__0")
    )
    costs = graph_costs(load_graph(folder, full=False, costs=True))
    assert costs.kernels[0].bytes_read.value == (512 + 64 + 64) * 4
    assert all(k.bytes_source == "scheduler IR" for k in costs.kernels)


def _num_gb_in_file(folder: GraphFolder) -> dict[str, float]:
    """kernel name -> kernel_num_gb, read from the inductor_meta line of each kernel in output_code.py."""
    out: dict[str, float] = {}
    for line in folder.files["output_code.py"].read_text().splitlines():
        if "inductor_meta=" in line:
            name = line.split("'kernel_name': '", 1)[1].split("'", 1)[0]
            out[name] = float(line.split("'kernel_num_gb': ", 1)[1].split(",", 1)[0].rstrip("}"))
    return out


def test_kernel_num_gb_is_read_in_summary_mode_as_in_the_full_parse():
    # Summary's mode reads kernel_num_gb alone, without evaluating the heuristics' dicts.
    (folder,) = discovered_graph_folders(DATA / "num_gb_triton")
    expected = _num_gb_in_file(folder)
    assert len(expected) >= 2
    for costs in (
        graph_costs(linked(load_graph(folder))),
        graph_costs(load_graph(folder, full=False, costs=True)),
    ):
        assert {k.name: k.bytes_meta for k in costs.kernels} == {
            name: round(gb * 1e9) for name, gb in expected.items()
        }
        assert all(k.bytes_source == "inductor_meta kernel_num_gb" for k in costs.kernels)


def test_costs_from_summary_mode_match_the_full_parse_on_the_costs_test_data():
    """In-place writes, scatters, grouped extern calls and provenance-linked rows, in both parses."""
    folders = [
        folder
        for name in ("gpt_adamw_cpp", "inplace_scatter_cpp", "inplace_scatter_triton")
        for folder in discovered_graph_folders(DATA / name)
    ]
    assert len(folders) == 3 + 4 + 3
    assert _assert_same_costs(folders) >= 40
