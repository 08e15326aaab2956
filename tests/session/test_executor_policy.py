"""The executor policy (session/workers.py) alone decides where a session's work runs: a session opened for a
caller that runs threads (the explorer) never pools or forks a process; otherwise large work goes to worker
processes and small work stays in the asking process."""

from __future__ import annotations

from pathlib import Path

import pytest

import inductor_explorer.session.workers as workers
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.workers import Workers

HUGE = 1 << 40


def test_a_session_for_threads_never_starts_a_pooled_or_forked_process(sample_runs: Path):
    path = sample_runs / "mlp_cpp" / "torch_compile_debug"
    session = open_session(path, SessionOptions(threads=True, jobs=4))
    policy = session.workers
    assert policy.threads
    assert policy.task_processes([HUGE] * 8) == 0
    assert policy.parts(HUGE) == 1
    with policy.pool(3) as pool:
        assert pool is None
    # Its comparison run works under the same policy.
    other = open_session(path, SessionOptions(threads=True, compare=path)).compare()
    assert other is not None and other.workers.threads


def test_without_threads_large_work_goes_to_worker_processes():
    policy = Workers(jobs=4)
    assert policy.task_processes([HUGE] * 8) == 4
    assert policy.task_processes([HUGE]) == 0  # one task: nothing to share
    assert policy.task_processes([1024] * 8) == 0  # small: in this process
    assert policy.parts(HUGE) == 4
    assert policy.parts(workers.PART_MIN_BYTES) == 1


def test_children_started_by_exec_are_safe_beside_threads():
    """The name scan's children start a fresh interpreter: the explorer gets them too."""
    assert Workers(jobs=2, threads=True).child_processes([HUGE, HUGE]) == 2
    assert Workers(jobs=2, threads=True).child_processes([HUGE]) == 0


def test_a_threads_session_digests_in_this_process(sample_runs: Path, monkeypatch: pytest.MonkeyPatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a worker pool was started under the explorer's threads")

    monkeypatch.setattr(workers, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(workers, "ProcessPoolExecutor", no_pool)
    path = sample_runs / "training_cpp" / "torch_compile_debug"
    session = open_session(path, SessionOptions(threads=True, jobs=2, parse_cache=False))
    digested = session.digests()
    assert sum(len(run.graphs) for run in digested.runs) == len(session.folders) > 1
