"""A run whose compile crashed loads: what is missing and the compile error are shown, the rest loads."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.support.reliability import copy_sample, explore, run_cli

CODEGEN_FILES = (
    "output_code.py",
    "ir_pre_fusion.txt",
    "ir_post_fusion.txt",
    "inductor_provenance_tracking_node_mappings.json",
)


def crashed_run(tmp_path: Path, corpus: Path) -> tuple[Path, Path]:
    """training_triton with its backward graph stopped after the FX graphs, and a trace whose
    compilation_metrics carry fail_type/fail_reason (tlparse's comp_failure.log)."""
    root = copy_sample("training_triton", tmp_path / "debug")
    backward = next(p for p in root.rglob("*backward*") if p.is_dir())
    for name in CODEGEN_FILES:
        (backward / name).unlink(missing_ok=True)
    failure_log = corpus / "tlparse_tests_torch_trace" / "comp_failure.log"
    pid = failure_log.read_text().split("\n", 1)[0].split()[2]
    run = next(root.glob("run_*"))
    run.rename(run.with_name(run.name.rsplit("-pid_", 1)[0] + f"-pid_{pid}"))
    for log in (root / "tlparse").iterdir():
        log.unlink()
    shutil.copy(failure_log, root / "tlparse" / "comp_failure.log")
    return root, backward


def test_crashed_compile_shows_what_is_missing_and_the_error(tmp_path, corpus):
    root, backward = crashed_run(tmp_path, corpus)
    status, text, err = run_cli(["summary", str(root)])
    assert status == 0, err
    assert f"{backward.name}  [incomplete]" in text
    assert "compile stopped before code generation" in text
    assert "[incomplete] 1 compile(s) failed:" in text
    assert "0/0 BackendCompilerFailed: backend='broken_backend' raised: RuntimeError: broken backend" in text

    status, out, err = run_cli(["summary", "--json", str(root)])
    data = json.loads(out)
    (run,) = data["runs"]
    by_name = {g["name"]: g for g in run["graphs"]}
    assert by_name[backward.name]["incomplete"] is True
    assert by_name[backward.name]["kernels"] == [] and by_name[backward.name]["pre_fusion_nodes"] is None
    forward = next(g for name, g in by_name.items() if "forward" in name)
    assert forward["incomplete"] is False and forward["kernels"]
    assert run["failed_compiles"] == [
        {
            "compile_id": "0/0",
            "fail_type": "BackendCompilerFailed",
            "fail_reason": "backend='broken_backend' raised:\nRuntimeError: broken backend",
            "function": run["failed_compiles"][0]["function"],
            "headline": "backend='broken_backend' raised: RuntimeError: broken backend",
            "failing_ops": [],
        }
    ]

    status, out, err = run_cli(["breaks", str(root)])
    assert status == 0 and "1 failed compile(s)" in out


def test_explorer_opens_a_crashed_run(tmp_path, corpus):
    root, backward = crashed_run(tmp_path, corpus)
    screens = explore(root, keys=("1", "right_square_bracket", "1", "2", "3", "7", "9"))
    text = "\n".join(screens[0::2])
    assert backward.name in text
    assert "BackendCompilerFailed" in text or "broken backend" in text


def test_only_fx_graphs(tmp_path):
    """A graph folder holding nothing but fx_graph_runnable.py (compile died at once) still loads."""
    root = tmp_path / "torchinductor" / "model__0_forward_0.0"
    root.mkdir(parents=True)
    (root / "fx_graph_runnable.py").write_text("import torch\n# torch version: 2.5.1\n")
    status, out, err = run_cli(["summary", "--json", "--coverage", str(tmp_path)])
    assert status == 0, err
    (graph,) = json.loads(out)["runs"][0]["graphs"]
    assert graph["incomplete"] and graph["coverage"] == []
