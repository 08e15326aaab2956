"""Empty scheduler IR files are right for a graph without kernels, a problem otherwise (issue 25 item 6)."""

from __future__ import annotations

import shutil
from pathlib import Path

from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.discover import discover
from inductor_explorer.loader.load import load_graph


def _folder(root: Path):
    return discover(root).runs[0].graphs[0]


def test_views_only_graph_has_empty_ir_and_no_problem(sample_runs: Path):
    folder = _folder(sample_runs / "views_only_cpp" / "torch_compile_debug")
    assert folder.files["ir_pre_fusion.txt"].stat().st_size == 0
    assert folder.files["ir_post_fusion.txt"].stat().st_size == 0
    graph = linked(load_graph(folder))
    assert graph.output_code is not None and graph.kernels == [] and graph.externs == []
    assert graph.problems == []


def test_empty_ir_beside_kernels_is_still_a_problem(sample_runs: Path, tmp_path: Path):
    source = next((sample_runs / "mlp_cpp").rglob("model__0_inference_0.0"))
    folder = tmp_path / "torchinductor" / source.name
    shutil.copytree(source, folder)
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        (folder / name).write_text("")
    graph = linked(load_graph(_folder(folder)))
    assert graph.kernels
    empty = sorted(Path(p.file).name for p in graph.problems if p.message == "file is empty")
    assert empty == ["ir_post_fusion.txt", "ir_pre_fusion.txt"]
