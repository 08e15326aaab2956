from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.corpus import CORPUS, corpus_missing, corpus_required

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_RUNS = ROOT / "sample_runs"


def pytest_sessionstart(session: pytest.Session) -> None:
    """Under CI=true a missing corpus fails the run before any test: its tests would only skip."""
    missing = corpus_missing()
    if missing and corpus_required():
        pytest.exit(
            f"CI=true: {missing}; the tests that read it would only skip", pytest.ExitCode.USAGE_ERROR
        )


@pytest.fixture(scope="session")
def corpus() -> Path:
    missing = corpus_missing()
    if missing:
        pytest.skip(missing)
    return CORPUS


@pytest.fixture(scope="session")
def sample_runs() -> Path:
    if not any(SAMPLE_RUNS.glob("*/torch_compile_debug")):
        pytest.skip("sample_runs/ holds no generated runs")
    return SAMPLE_RUNS


@pytest.fixture(autouse=True)
def _parse_cache(tmp_path_factory, monkeypatch):
    """Each test's `summary` keeps its parse cache in a fresh folder of its own, not the user's cache."""
    monkeypatch.setenv("INDUCTOR_EXPLORER_CACHE", str(tmp_path_factory.mktemp("parse-cache")))
