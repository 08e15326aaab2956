"""`summary --json` reports the minifier's output: launcher, repro, checkpoints, failing op, graph."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.cli import main


def _summary(capsys, path: Path, *flags: str):
    assert main(["summary", str(path), *flags]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    "name, accuracy", [("minifier_compile_error_cpp", False), ("minifier_accuracy_cpp", True)]
)
def test_summary_json_reports_the_minifier_case(sample_runs, capsys, name, accuracy):
    root = sample_runs / name
    if not root.is_dir():
        pytest.skip(f"{name} not generated")
    data = json.loads(_summary(capsys, root, "--json"))
    (case,) = data["minifier"]
    (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
    assert case["launcher"]["path"] == str(launcher)
    assert case["launcher"]["command"] == "minify" and case["launcher"]["run"] == f"python {launcher}"
    assert case["launcher"]["ops"] == re.findall(
        r"^        \w+ = (torch\.ops\.[\w.]+)\(", launcher.read_text(), re.M
    )
    assert case["accuracy"] is accuracy
    assert case["run"] == str(launcher.parent.parent) and case["run"] in [r["path"] for r in data["runs"]]
    graphs = [g["name"] for r in data["runs"] if r["path"] == case["run"] for g in r["graphs"]]
    assert case["graph"] in graphs
    assert case["minified"] == str(root / "repro.py")
    assert [op["target"] for op in case["failing_ops"]] == ["torch.ops.aten.relu.default"]
    assert [s["path"] for s in case["repros"]] == [str(root / "repro.py")]
    on_disk = sorted(str(p) for p in root.glob("torch_compile_debug/run_*/minifier/checkpoints/*.py"))
    assert sorted(s["path"] for s in case["checkpoints"]) == on_disk
    assert case["queries"] == len(list((root / "isolate").glob("*.py")))
    text = _summary(capsys, root)
    assert f"minifier ({'accuracy' if accuracy else 'failure'}): failing op aten.relu.default" in text


def test_summary_json_minifier_is_empty_without_minifier_output(sample_runs, capsys):
    data = json.loads(_summary(capsys, sample_runs / "mlp_cpp", "--json"))
    assert data["minifier"] == []


def test_summary_reports_a_damaged_launcher_as_a_problem(sample_runs, capsys, tmp_path):
    import shutil

    root = sample_runs / "minifier_compile_error_cpp"
    if not root.is_dir():
        pytest.skip("minifier sample not generated")
    copy = tmp_path / "run"
    shutil.copytree(root, copy)
    (launcher,) = copy.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
    text = launcher.read_text()
    launcher.write_text(text[: text.index("class Repro(")])  # cut short before the module
    data = json.loads(_summary(capsys, copy, "--json"))
    (case,) = data["minifier"]
    assert case["launcher"]["ops"] == [] and case["launcher"]["command"] is None
    assert {
        "file": str(launcher),
        "line": None,
        "message": "no `class Repro(...)` in this minifier script",
    } in data["problems"]
    # The minified repro still names the failing op.
    assert [op["target"] for op in case["failing_ops"]] == ["torch.ops.aten.relu.default"]


def test_summary_text_says_a_level_4_repro_is_not_minified_yet(capsys):
    root = Path(__file__).resolve().parent / "data" / "minifier_level4"
    assert main(["summary", str(root)]) == 0
    out = capsys.readouterr().out
    assert "minifier (accuracy): not minified yet (run the launcher)" in out
    assert "failing op" not in out
