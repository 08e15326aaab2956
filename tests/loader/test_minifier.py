"""Minifier discovery and reading on the minifier sample runs: launcher, repro, checkpoints, the failed
graph."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from inductor_explorer.loader.minifier import find_minifier, read_script
from inductor_explorer.session import open_session

#: `name = torch.ops.aten.x.default(...)` statements, straight from the text (independent of the FX parser).
OP_LINE = re.compile(r"^        (\w+) = (torch\.ops\.[\w.]+)\(", re.M)
SAMPLES = ("minifier_compile_error_cpp", "minifier_accuracy_cpp")


def sample(sample_runs: Path, name: str) -> Path:
    path = sample_runs / name
    if not path.is_dir():
        pytest.skip(f"sample run {name} is not generated")
    return path


def forward_ops(path: Path) -> list[tuple[str, str]]:
    """(name, target) of the ops in Repro.forward of the script at PATH, by regex."""
    text = path.read_text()
    body = text[text.index("    def forward(self") : text.index("\ndef load_args")]
    return OP_LINE.findall(body)


@pytest.mark.parametrize("name", SAMPLES)
def test_finds_launcher_repro_checkpoints_and_queries(sample_runs, name):
    root = sample(sample_runs, name)
    session = open_session(root)
    found = find_minifier(root, session.runs)
    assert found.problems == []
    (case,) = found.cases
    (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
    assert case.launcher is not None and case.launcher.path == launcher
    assert case.launcher.command == "minify"
    assert [(n.name, n.target) for n in case.launcher.ops] == forward_ops(launcher)
    assert [s.path for s in case.repros] == [root / "repro.py"]
    assert sorted(s.path for s in case.checkpoints) == sorted(
        root.glob("torch_compile_debug/run_*/minifier/checkpoints/*.py")
    )
    assert sorted(s.path for s in case.queries) == sorted((root / "isolate").glob("*.py"))
    assert case.run_path == launcher.parent.parent
    assert case.run_path in [r.path for r in session.runs]


@pytest.mark.parametrize("name", SAMPLES)
def test_failing_op_is_what_the_minified_repro_kept(sample_runs, name):
    root = sample(sample_runs, name)
    (case,) = find_minifier(root, open_session(root).runs).cases
    kept = forward_ops(root / "repro.py")
    assert [(n.name, n.target) for n in case.failing_ops] == kept
    # The recipe breaks relu: the minifier must have come down to it.
    assert [target for _, target in kept] == ["torch.ops.aten.relu.default"]
    lines = (root / "repro.py").read_text().split("\n")
    assert all(f"{n.name} = {n.target}(" in lines[n.line - 1] for n in case.failing_ops)
    assert case.minified is not None and case.minified.command == "run"


@pytest.mark.parametrize("name", SAMPLES)
def test_failed_graph_is_the_one_whose_fx_graph_the_launcher_holds(sample_runs, name):
    root = sample(sample_runs, name)
    (case,) = find_minifier(root, open_session(root).runs).cases
    graph = case.run_path / "torchinductor" / case.graph / "fx_graph_readable.py"
    targets = re.findall(r"= (torch\.ops\.[\w.]+)\(", graph.read_text())
    assert targets == [n.target for n in case.launcher.ops]


def test_accuracy_and_compile_error_scripts_say_which(sample_runs):
    for name, accuracy in (("minifier_compile_error_cpp", False), ("minifier_accuracy_cpp", True)):
        root = sample(sample_runs, name)
        (case,) = find_minifier(root, open_session(root).runs).cases
        assert case.launcher.checks_accuracy is accuracy
        bug = "accuracy" if accuracy else "compile_error"
        assert f"torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = '{bug}'" in case.launcher.configs


def test_no_minifier_output_no_cases(sample_runs):
    root = sample(sample_runs, "mlp_cpp")
    found = find_minifier(root, open_session(root).runs)
    assert found.cases == [] and found.problems == []


def test_a_users_own_repro_py_is_not_minifier_output(tmp_path):
    (tmp_path / "repro.py").write_text("import torch\nprint(torch.randn(3))\n")
    assert find_minifier(tmp_path, []).cases == []


def test_damaged_launcher_is_a_problem_not_a_crash(sample_runs, tmp_path):
    root = sample(sample_runs, "minifier_compile_error_cpp")
    (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
    folder = tmp_path / "minifier"
    folder.mkdir()
    text = launcher.read_text()
    # Cut short inside the Repro class (a disk filled up while dynamo wrote it).
    (folder / "minifier_launcher.py").write_text(text[: text.index("    def forward")])
    script = read_script(folder / "minifier_launcher.py", "launcher")
    assert script.ops == []
    assert [p.message for p in script.problems] == ["the Repro module has no forward()"]
    (case,) = find_minifier(tmp_path, []).cases
    assert case.launcher.problems == script.problems and case.failing_ops == []


def test_scripts_are_read_never_run(sample_runs, tmp_path):
    root = sample(sample_runs, "minifier_compile_error_cpp")
    marker = tmp_path / "ran"
    planted = f"open({str(marker)!r}, 'w').write('ran')\n" + (root / "repro.py").read_text()
    (tmp_path / "repro.py").write_text(planted)
    (case,) = find_minifier(tmp_path, []).cases
    assert [n.target for n in case.failing_ops] == ["torch.ops.aten.relu.default"]
    assert not marker.exists()


DATA = Path(__file__).resolve().parents[1] / "data"


def test_dynamo_level_launcher_call_over_two_lines():
    """TORCHDYNAMO_REPRO_AFTER="dynamo": `run_repro(mod, load_args, accuracy=False, command='minify',` then
    `save_dir=..., autocast=False, backend='inductor')` on the next line."""
    root = DATA / "minifier_dynamo"
    (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
    script = read_script(launcher, "launcher")
    assert (script.command, script.accuracy, script.checks_accuracy) == ("minify", "False", False)
    assert script.save_dir is not None and script.save_dir.endswith("/minifier/checkpoints")
    assert script.problems == []


def test_dynamo_level_checkpoints_beside_the_launchers_working_folder():
    """Dynamo's minifier writes ./checkpoints/minified_N_nodes.py where the launcher ran, and repro.py."""
    root = DATA / "minifier_dynamo"
    found = find_minifier(root, open_session(root).runs)
    (case,) = found.cases
    written = sorted(root.glob("checkpoints/minified_*_nodes.py"))
    assert written and sorted(s.path for s in case.checkpoints) == written
    assert case.minified is not None and len(case.minified.ops) < len(case.launcher.ops)


def test_a_level_4_repro_written_before_the_launcher_ran_is_not_minified():
    """TORCHDYNAMO_REPRO_LEVEL=4: the failing run writes repro.py and checkpoints/<N>.py with the whole
    graph."""
    root = DATA / "minifier_level4"
    found = find_minifier(root, open_session(root).runs)
    (case,) = found.cases
    assert case.launcher is not None and case.repros
    assert [len(s.ops) for s in case.repros] == [len(case.launcher.ops)]
    assert case.minified is None and case.failing_ops == []


def test_repro_view_says_a_level_4_repro_is_not_minified():
    from inductor_explorer.tui.presenters.repro import failing_op_words

    root = DATA / "minifier_level4"
    (case,) = find_minifier(root, open_session(root).runs).cases
    assert failing_op_words(case).plain.startswith(
        "Failing op: not known yet (the repro and checkpoints hold the whole graph"
    )
