"""The demo run ships inside the package: `--demo` finds it under inductor_explorer/, which in a checkout
links to sample_runs/training_triton (one copy of the files; .ci/run checks the built wheel)."""

from __future__ import annotations

from pathlib import Path

import inductor_explorer
from inductor_explorer import cli

PACKAGE = Path(inductor_explorer.__file__).parent


def test_the_demo_lies_inside_the_package_and_is_the_training_triton_sample(sample_runs: Path):
    assert cli.DEMO_RUN.parent.parent == PACKAGE
    sample = sample_runs / "training_triton" / "torch_compile_debug"
    demo_files = sorted(p.relative_to(cli.DEMO_RUN) for p in cli.DEMO_RUN.rglob("*") if p.is_file())
    assert demo_files == sorted(p.relative_to(sample) for p in sample.rglob("*") if p.is_file())
    assert all((cli.DEMO_RUN / f).samefile(sample / f) for f in demo_files)


def test_a_missing_demo_is_one_line_and_status_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "DEMO_RUN", tmp_path / "absent")
    assert cli.main(["--demo"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "reinstall inductor-explore" in err
