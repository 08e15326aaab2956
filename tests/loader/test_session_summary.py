"""summarize_everything (worker processes, digests) must give summary --json exactly what load_everything gives."""

from __future__ import annotations

import pytest

import inductor_explorer.loader.session as session
from inductor_explorer.report.summary import GraphDigest, summary_json


def _summary(loaded) -> dict:
    return summary_json(loaded.run_entries(), loaded.all_problems())


@pytest.mark.parametrize("name", ["graph_breaks_triton", "training_cpp"])
def test_parallel_digests_match_full_load(sample_runs, monkeypatch, name):
    path = sample_runs / name / "torch_compile_debug"
    expected = _summary(session.load_everything(path))
    monkeypatch.setattr(session, "PARALLEL_MIN_BYTES", 0)  # the samples are small: force the worker pool
    seen = []
    loaded = session.summarize_everything(path, jobs=2, progress=lambda done, total, what: seen.append(done))
    assert all(isinstance(g, GraphDigest) for run in loaded.runs for g in run.graphs)
    assert _summary(loaded) == expected
    folders = sum(len(run.graphs) for run in loaded.runs)
    assert folders == len(list(path.glob("run_*/torchinductor/*/output_code.py")))
    assert seen == list(range(1, folders + sum(len(run.traces) for run in loaded.runs) + 1))


def test_small_sessions_stay_in_process(sample_runs, monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a worker pool was started for a small run")

    monkeypatch.setattr(session, "ProcessPoolExecutor", no_pool)
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    assert _summary(session.summarize_everything(path)) == _summary(session.load_everything(path))
