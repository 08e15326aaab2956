"""A session's digests (worker processes, summary's cheaper parse) must give summary --json exactly what its
full parse gives."""

from __future__ import annotations

from pathlib import Path

import pytest

import inductor_explorer.session.parse as parse
import inductor_explorer.session.workers as workers
from inductor_explorer.analysis.counts import digest
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.graph import GraphDigest
from inductor_explorer.session import SessionOptions, open_session

SAMPLE_NAMES = sorted(
    p.parent.name for p in (Path(__file__).resolve().parents[2] / "sample_runs").glob("*/torch_compile_debug")
)


def _summary(loaded) -> dict:
    return parse.summary_data(loaded)


def _digests(path: Path, progress=None, jobs: int | None = None):
    return open_session(path, SessionOptions(parse_cache=False, jobs=jobs)).digests(progress=progress)


@pytest.mark.parametrize("name", ["graph_breaks_triton", "training_cpp"])
def test_parallel_digests_match_full_load(sample_runs, monkeypatch, name):
    path = sample_runs / name / "torch_compile_debug"
    expected = _summary(open_session(path).parsed())
    monkeypatch.setattr(workers, "PARALLEL_MIN_BYTES", 0)  # the samples are small: force the worker pool
    seen = []
    loaded = _digests(path, lambda done, total, what: seen.append(done), jobs=2)
    assert all(isinstance(g, GraphDigest) for run in loaded.runs for g in run.graphs)
    assert _summary(loaded) == expected
    folders = sum(len(run.graphs) for run in loaded.runs)
    assert folders == len(list(path.glob("run_*/torchinductor/*/output_code.py")))
    assert seen == list(range(1, folders + sum(len(run.traces) for run in loaded.runs) + 1))


def test_the_main_process_parses_the_trace_logs_queued_behind_graphs(sample_runs, monkeypatch):
    """A TraceLog is the costliest result to hand over from a worker: trace logs queue after the graphs, and
    the main process parses those no worker has started on itself, with the same summary."""
    path = sample_runs / "fix_loop_cpp" / "torch_compile_debug"
    expected = _summary(open_session(path).parsed())
    monkeypatch.setattr(workers, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(workers, "BATCH_MIN_BYTES", 0)  # a batch per graph: many queued before the trace logs
    parsed_here = []
    real_load_trace = parse.load_trace

    def load_trace(path):
        parsed_here.append(path)  # a worker process appends to its own copy of this list
        return real_load_trace(path)

    monkeypatch.setattr(parse, "load_trace", load_trace)
    seen = []
    loaded = _digests(path, lambda done, total, what: seen.append(done), jobs=2)
    assert _summary(loaded) == expected
    logs = [source.path for run in open_session(path).runs for source in run.trace_logs]
    assert logs
    assert sorted(parsed_here) == sorted(logs)
    assert seen == list(range(1, len(seen) + 1))


def test_small_sessions_stay_in_process(sample_runs, monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a worker pool was started for a small run")

    monkeypatch.setattr(workers, "ProcessPoolExecutor", no_pool)
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    assert _summary(_digests(path)) == _summary(open_session(path).parsed())


def test_a_worker_frees_reference_cycles_with_its_collector_off(sample_runs):
    """Workers run with the cyclic collector off (memory.start_worker_process); a batch still frees cycles."""
    import gc

    from inductor_explorer.session.memory import WORKER_COLLECT_OBJECTS, start_worker_process
    from inductor_explorer.session.workers import _run_batch

    folders = _graph_folders(sample_runs / "mlp_cpp" / "torch_compile_debug")
    was_enabled = gc.isenabled()
    start_worker_process()
    try:
        gc.collect()
        for _ in range(WORKER_COLLECT_OBJECTS):  # garbage only the cyclic collector frees
            cycle: list = []
            cycle.append(cycle)
        assert gc.get_count()[0] >= WORKER_COLLECT_OBJECTS
        results = _run_batch(parse.run_task, folders)
        assert gc.get_count()[0] < WORKER_COLLECT_OBJECTS
        assert results == [parse.run_task(folder) for folder in folders]
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
