from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_RUNS = ROOT / "sample_runs"
CORPUS = ROOT.parent / "shared" / "corpus" / "external"


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("../shared/corpus/external is not present")
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
