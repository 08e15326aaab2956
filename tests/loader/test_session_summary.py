"""summarize_everything (worker processes, digests) must give summary --json exactly what load_everything
gives."""

from __future__ import annotations

from pathlib import Path

import pytest

import inductor_explorer.session as session
from inductor_explorer.analysis.counts import digest
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.graph import GraphDigest
from inductor_explorer.session import open_session

SAMPLE_NAMES = sorted(
    p.parent.name for p in (Path(__file__).resolve().parents[2] / "sample_runs").glob("*/torch_compile_debug")
)


def _summary(loaded) -> dict:
    return session.summary_data(loaded)


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


def test_the_main_process_parses_the_trace_logs_queued_behind_graphs(sample_runs, monkeypatch):
    """A TraceLog is the costliest result to hand over from a worker: trace logs queue after the graphs, and
    the main process parses those no worker has started on itself, with the same summary."""
    path = sample_runs / "fix_loop_cpp" / "torch_compile_debug"
    expected = _summary(session.load_everything(path))
    monkeypatch.setattr(session, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(session, "BATCH_MIN_BYTES", 0)  # a batch per graph: many queued before the trace logs
    parsed_here = []
    real_load_trace = session.load_trace

    def load_trace(path):
        parsed_here.append(path)  # a worker process appends to its own copy of this list
        return real_load_trace(path)

    monkeypatch.setattr(session, "load_trace", load_trace)
    seen = []
    loaded = session.summarize_everything(path, jobs=2, progress=lambda done, total, what: seen.append(done))
    assert _summary(loaded) == expected
    logs = [source.path for run in open_session(path).runs for source in run.trace_logs]
    assert logs
    assert sorted(parsed_here) == sorted(logs)
    assert seen == list(range(1, len(seen) + 1))


def test_small_sessions_stay_in_process(sample_runs, monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a worker pool was started for a small run")

    monkeypatch.setattr(session, "ProcessPoolExecutor", no_pool)
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    assert _summary(session.summarize_everything(path)) == _summary(session.load_everything(path))


def test_a_worker_frees_reference_cycles_with_its_collector_off(sample_runs):
    """Workers run with the cyclic collector off (session._start_worker); a batch still frees cycles."""
    import gc

    from inductor_explorer.session import WORKER_COLLECT_OBJECTS, _run_batch, _run_task, _start_worker

    folders = _graph_folders(sample_runs / "mlp_cpp" / "torch_compile_debug")
    was_enabled = gc.isenabled()
    _start_worker()
    try:
        gc.collect()
        for _ in range(WORKER_COLLECT_OBJECTS):  # garbage only the cyclic collector frees
            cycle: list = []
            cycle.append(cycle)
        assert gc.get_count()[0] >= WORKER_COLLECT_OBJECTS
        results = _run_batch(folders)
        assert gc.get_count()[0] < WORKER_COLLECT_OBJECTS
        assert results == [_run_task(folder) for folder in folders]
    finally:
        if was_enabled:
            gc.enable()


def _graph_folders(path):
    return [folder for run in open_session(path).runs for folder in run.graphs]


def _assert_cheap_digests_match(folders):
    for folder in folders:
        assert digest(load_graph(folder, full=False)) == digest(linked(load_graph(folder))), folder.path


@pytest.mark.parametrize("name", SAMPLE_NAMES)
def test_summary_mode_digests_match_full_parse_on_sample_runs(sample_runs, name):
    folders = _graph_folders(sample_runs / name / "torch_compile_debug")
    _assert_cheap_digests_match(folders)
    # A compile that hit the FX graph cache wrote no graph folder: its graph is the trace log's alone.
    on_disk = [f for f in folders if not (f.trace and f.trace.cache_hit)]
    assert len(on_disk) == len(list((sample_runs / name).glob("torch_compile_debug/run_*/torchinductor/*/")))
    assert len(folders) - len(on_disk) == (1 if name == "cache_hit_cpp" else 0)


def test_summary_mode_digests_match_full_parse_on_corpus(corpus):
    folders = [f for path in sorted(p for p in corpus.iterdir() if p.is_dir()) for f in _graph_folders(path)]
    assert len(folders) >= 20  # the corpus' debug folders hold 27 graph folders
    _assert_cheap_digests_match(folders)
