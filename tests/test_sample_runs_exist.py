"""The sample runs listed in sample_runs/README.md are present and hold compiled graphs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "sample_runs" / "README.md"


def listed_samples() -> list[str]:
    """Sample names from the first column of the README's table (rows like "| `mlp_cpp` | ...")."""
    return re.findall(r"^\| `(\w+)` \|", README.read_text(encoding="utf-8"), flags=re.MULTILINE)


#: Samples whose graphs compile to no kernel at all (views only).
NO_KERNELS = {"views_only_cpp"}


def graph_folders(sample: Path) -> list[Path]:
    return sorted(sample.glob("torch_compile_debug/run_*/torchinductor/*/"))


def test_readme_lists_every_generated_sample(sample_runs: Path) -> None:
    on_disk = sorted(p.parent.name for p in sample_runs.glob("*/torch_compile_debug"))
    assert sorted(listed_samples()) == on_disk
    assert len(on_disk) == 31


@pytest.mark.parametrize("name", listed_samples())
def test_sample_has_graphs_with_output_code(sample_runs: Path, name: str) -> None:
    sample = sample_runs / name
    folders = graph_folders(sample)
    assert folders, f"{name} has no graph folder"
    launcher = "async_compile.triton(" if name.endswith("_triton") else "async_compile.cpp_pybinding("
    for folder in folders:
        if (folder / "output_code.cpp").is_file():
            # AOTInductor's output code: the C++ wrapper, then its kernel file.
            code = (folder / "output_code.cpp").read_text(encoding="utf-8")
            assert "AOTInductorModel::run_impl" in code and 'extern "C"' in code
            continue
        code = (folder / "output_code.py").read_text(encoding="utf-8")
        assert code.startswith("# AOT ID: ")
        # A graph Inductor scheduled nothing for (views_only_cpp; fix_loop_cpp's backward of an expand: a
        # view) has no kernel.
        scheduled = (folder / "ir_post_fusion.txt").read_text(encoding="utf-8").strip()
        if name in NO_KERNELS or not scheduled:
            assert "async_compile.cpp" not in code and "async_compile.triton" not in code
        else:
            assert launcher in code, f"{folder} has no {launcher} kernel"
    assert list(sample.glob("torch_compile_debug/tlparse/dedicated_log_torch_trace_*.log"))


@pytest.mark.parametrize("name", ["graph_breaks_cpp", "graph_breaks_triton"])
def test_graph_break_samples_record_breaks(sample_runs: Path, name: str) -> None:
    (trace,) = (sample_runs / name).glob("torch_compile_debug/tlparse/*.log")
    text = trace.read_text(encoding="utf-8")
    assert '"name": "dynamo_graph_break_reason"' in text
    assert "Data-dependent branching" in text
    assert len(graph_folders(sample_runs / name)) > 1
