"""summary --coverage: every sample run and corpus folder is understood (headers/kernels 100%, lines >= 99%),
and damage shows up as a shortfall with the unplaced lines listed."""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
from pathlib import Path

import pytest

from inductor_explorer.analysis.coverage import (
    count_fx_nodes,
    count_ir_headers,
    count_kernel_definitions,
)
from inductor_explorer.cli import main
from inductor_explorer.session import open_session
from inductor_explorer.session.parse import graph_folder_coverage

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus" / "external"
CORPUS_FOLDERS = sorted(p.name for p in CORPUS.iterdir() if p.is_dir()) if CORPUS.is_dir() else []
SAMPLE_FOLDERS = sorted(p.parent.name for p in (ROOT / "sample_runs").glob("*/torch_compile_debug"))


def summary_coverage(path: Path) -> dict:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["summary", "--coverage", "--json", str(path)])
    assert status == 0, err.getvalue()
    return json.loads(out.getvalue())


def file_coverages(data: dict) -> list[dict]:
    return [c for run in data["runs"] for g in run["graphs"] for c in g["coverage"]]


def assert_on_target(path: Path) -> None:
    data = summary_coverage(path)
    graphs = sum(len(run["graphs"]) for run in data["runs"])
    files = file_coverages(data)
    assert data["coverage_totals"]["files"] == len(files)
    # every graph folder's parsed artifacts are measured
    assert graphs == 0 or files
    for cov in files:
        assert cov["parsed"] == cov["expected"], cov
        assert cov["lines_percent"] >= 99.0, cov
        assert cov["on_target"], cov


@pytest.mark.parametrize("name", CORPUS_FOLDERS)
def test_corpus_folder_on_target(corpus, name):
    assert_on_target(corpus / name)


@pytest.mark.parametrize("name", SAMPLE_FOLDERS)
def test_sample_run_on_target(sample_runs, name):
    assert_on_target(sample_runs / name / "torch_compile_debug")


# Different methods from analysis/coverage.py's string splits: regexes over the whole text.
_HEADER = re.compile(r"^\s*\w+: \w*SchedulerNode\(.*\)\s*$", re.M)
_KERNEL = re.compile(r"^\w+ = async_compile\.\w+\(", re.M)


def test_expected_counts_are_independent_of_the_parsers(sample_runs, corpus):
    checked = 0
    for root in (sample_runs, corpus):
        for path in sorted(root.rglob("ir_*_fusion.txt")):
            text = path.read_text(errors="replace")
            assert count_ir_headers(text) == len(_HEADER.findall(text)), path
            checked += 1
        for path in sorted(root.rglob("output_code*.py")):
            text = path.read_text(errors="replace")
            assert count_kernel_definitions(text) == len(_KERNEL.findall(text)), path
            checked += 1
    assert checked > 50
    # hand-checked: sample training_cpp forward graph
    text = (
        'class M:\n    def forward(self, x):\n        y: "f32[2]" = torch.ops.aten.relu.default(x);  x = '
        "None\n"
        "        # File: a.py:3 in f, code: z = y\n        z = y\n        return (z,)\n"
    )
    assert count_fx_nodes(text) == 2


def _graph_with(tmp_path: Path, sample_runs: Path, edit) -> list:
    source = sample_runs / "training_cpp" / "torch_compile_debug"
    if not source.is_dir():
        pytest.skip("sample run training_cpp is not generated")
    root = tmp_path / "copy"
    shutil.copytree(source, root)
    folder = open_session(root).runs[0].graphs[0]
    edit(folder)
    return graph_folder_coverage(folder)


def test_garbage_lines_are_counted_and_listed(tmp_path, sample_runs):
    def edit(folder):
        path = folder.files["ir_post_fusion.txt"]
        lines = path.read_text().split("\n")
        lines[5:5] = ["%%% not scheduler IR %%%"] * 7
        path.write_text("\n".join(lines))

    cov = {c.artifact: c for c in _graph_with(tmp_path, sample_runs, edit)}["ir_post_fusion.txt"]
    assert cov.lines - cov.lines_accounted == 7
    assert not cov.on_target
    # line 6 sits inside op0's pprinted `.met_dependencies` list: the value's problem names the garbage
    assert any(p.line == 4 and "not scheduler IR" in p.message for p in cov.problems)


def test_mangled_header_and_kernel_fall_short(tmp_path, sample_runs):
    def edit(folder):
        ir = folder.files["ir_pre_fusion.txt"]
        # a header indented where no `.snodes[i] =` asks for a child: counted, not parsed
        ir.write_text(re.sub(r"^(op\d+: SchedulerNode)", r"  \1", ir.read_text(), count=1, flags=re.M))
        code = folder.files["output_code.py"]
        text = code.read_text()
        # a kernel definition inside another kernel's (unclosed) source string
        first = _KERNEL.search(text).start()
        code.write_text(text[:first] + "k0 = async_compile.cpp('''\n" + text[first:])

    covs = {c.artifact: c for c in _graph_with(tmp_path, sample_runs, edit)}
    ir = covs["ir_pre_fusion.txt"]
    assert ir.parsed == ir.expected - 1 and not ir.on_target
    code = covs["output_code.py"]
    assert code.parsed < code.expected and not code.on_target


def test_text_report_shows_figures(sample_runs):
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run mlp_cpp is not generated")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["summary", "--coverage", str(path)]) == 0
    text = out.getvalue()
    assert "coverage (targets:" in text
    folder = open_session(path).runs[0].graphs[0]
    kernels = len(_KERNEL.findall(folder.files["output_code.py"].read_text()))
    assert f"output_code.py           {kernels}/{kernels} kernel definitions (100.0%)" in text
    # without the flag, nothing changes
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["summary", "--json", str(path)])
    assert "coverage" not in out.getvalue()
