"""The external corpus guard: without ../shared/corpus/external the tests that read it skip, and under
CI=true the run fails before any test instead. Checked in a subprocess on a checkout holding this suite's
conftest.py, its corpus helper and one test of the corpus, with no ../shared beside it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def checkout_without_corpus(tmp_path_factory) -> Path:
    checkout = tmp_path_factory.mktemp("beside").resolve() / "checkout"
    (checkout / "tests" / "support").mkdir(parents=True)
    (checkout / "pytest.ini").write_text("[pytest]\n", "utf-8")  # no configuration found above it
    for name in ("conftest.py", "support/__init__.py", "support/corpus.py"):
        shutil.copyfile(TESTS / name, checkout / "tests" / name)
    (checkout / "tests" / "test_reads_corpus.py").write_text(
        "def test_reads_corpus(corpus):\n    assert corpus.is_dir()\n", "utf-8"
    )
    return checkout


def _pytest(checkout: Path, ci: str | None) -> subprocess.CompletedProcess[str]:
    env = {name: value for name, value in os.environ.items() if name != "CI"}
    if ci is not None:
        env["CI"] = ci
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-p", "no:xdist", "tests"],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_ci_the_tests_of_a_missing_corpus_skip(checkout_without_corpus: Path):
    run = _pytest(checkout_without_corpus, None)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 skipped" in run.stdout
    assert "the external corpus is not present" in run.stdout


@pytest.mark.parametrize("ci", ["true", "TRUE"])
def test_under_ci_a_missing_corpus_fails_the_run(checkout_without_corpus: Path, ci: str):
    run = _pytest(checkout_without_corpus, ci)
    assert run.returncode == pytest.ExitCode.USAGE_ERROR, run.stdout + run.stderr
    out = run.stdout + run.stderr
    assert "CI=true" in out
    assert str(checkout_without_corpus.parent / "shared" / "corpus" / "external") in out
    assert "skipped" not in out and "passed" not in out


def test_under_ci_a_present_corpus_runs_its_tests(checkout_without_corpus: Path, tmp_path: Path):
    checkout = tmp_path.resolve() / "checkout"
    shutil.copytree(checkout_without_corpus, checkout)
    (tmp_path / "shared" / "corpus" / "external").mkdir(parents=True)
    run = _pytest(checkout, "true")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed" in run.stdout
