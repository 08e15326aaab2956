"""One Session answers every face: each costly answer computed once (from any thread), one parse cache, the
comparison run opened once, and the same answers the commands print."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

import inductor_explorer.session.core as core
from inductor_explorer.analysis.costs import graph_costs
from inductor_explorer.cli import main
from inductor_explorer.loader.cache import ParseCache
from inductor_explorer.model.run import NotADebugFolder
from inductor_explorer.session import Session, SessionOptions, open_session
from inductor_explorer.session.graphs import parse_folder
from inductor_explorer.state import ExplorerState


def _debug(sample_runs: Path, name: str) -> Path:
    path = sample_runs / name / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run {name} is not generated")
    return path


def test_one_session_answers_summary_and_costs_with_one_parse_cache_and_one_digest(
    sample_runs, monkeypatch, capsys
):
    path = _debug(sample_runs, "graph_breaks_cpp")
    caches: list[ParseCache] = []
    digested: list[str] = []

    class CountedCache(ParseCache):
        def __init__(self, explored: Path) -> None:
            super().__init__(explored)
            caches.append(self)

    real_digest_tree = core.digest_tree

    def counted_digest_tree(tree, progress, cache, purpose, workers):
        digested.append(purpose)
        return real_digest_tree(tree, progress, cache, purpose, workers)

    monkeypatch.setattr(core, "ParseCache", CountedCache)
    monkeypatch.setattr(core, "digest_tree", counted_digest_tree)
    session = open_session(path)
    summary = session.summary()
    costs = session.costs()
    assert session.health()["runs"] == summary.data["runs"]
    assert len(caches) == 1 and session.cache is caches[0] and digested == ["summary"]
    # What the commands print of the same folder.
    assert main(["summary", "--json", "--no-cache", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == summary.data
    assert main(["costs", "--json", "--no-cache", str(path)]) == 0
    kernels = json.loads(capsys.readouterr().out)["kernels"]
    assert len(kernels) == sum(len(graph.kernels) for graph in costs) > 0


def test_without_a_parse_cache_none_is_made(sample_runs, monkeypatch):
    monkeypatch.setattr(core, "ParseCache", None)  # called, it would raise
    session = open_session(_debug(sample_runs, "mlp_cpp"), SessionOptions(parse_cache=False))
    assert session.cache is None
    assert session.costs() and session.traces() and session.summary().data["runs"]


def test_compare_opens_the_other_run_once_with_the_same_options(sample_runs, monkeypatch):
    other = _debug(sample_runs, "mlp_cpp")
    opened: list[Path] = []
    real_discover_tree = core.discover_tree

    def counted_discover_tree(path, *args, **kwargs):
        opened.append(Path(path))
        return real_discover_tree(path, *args, **kwargs)

    monkeypatch.setattr(core, "discover_tree", counted_discover_tree)
    options = SessionOptions(compare=other, parse_cache=False, threads=True)
    session = open_session(_debug(sample_runs, "graph_breaks_cpp"), options)
    found: list[Session | None] = []
    threads = [threading.Thread(target=lambda: found.append(session.compare())) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert opened.count(other) == 1 and len(found) == 4
    assert all(s is found[0] for s in found) and found[0] is not None
    assert (found[0].path, found[0].options.parse_cache, found[0].options.threads) == (other, False, True)
    assert found[0].options.compare is None  # the other run has no comparison of its own
    assert open_session(other).compare() is None


def test_a_missing_comparison_run_raises_each_time_it_is_asked_for(sample_runs, tmp_path):
    session = open_session(_debug(sample_runs, "mlp_cpp"), SessionOptions(compare=tmp_path / "gone"))
    for _ in range(2):
        with pytest.raises(NotADebugFolder):
            session.compare()


def test_a_graph_asked_for_by_two_threads_is_parsed_once(sample_runs, monkeypatch):
    parsed: list[str] = []
    started, release = threading.Event(), threading.Event()

    def slow_parse(folder):
        parsed.append(folder.name)
        started.set()
        assert release.wait(20)
        return parse_folder(folder)

    session = open_session(_debug(sample_runs, "training_cpp"), parser=slow_parse)
    key = next(iter(session.folders))
    got: list = []
    first = threading.Thread(target=lambda: got.append(session.graph(key)))
    first.start()
    assert started.wait(20)
    second = threading.Thread(target=lambda: got.append(session.graph(key)))
    second.start()
    release.set()
    first.join()
    second.join()
    assert parsed == [session.folders[key].name]
    assert len(got) == 2 and got[0] is got[1] and got[0].graph is not None and got[0].names is not None
    # The Costs view takes a parsed graph's costs from the parse, not from another digest.
    monkeypatch.setattr(core, "folder_costs", None)  # called, it would raise
    assert session.graph_costs(key) == graph_costs(got[0].graph)


def test_breaks_without_a_trace_log_says_where_it_looked(sample_runs):
    folder = next(_debug(sample_runs, "mlp_cpp").glob("run_*/torchinductor/model__*"))
    with pytest.raises(NotADebugFolder, match=r"no trace log found \(looked for tlparse/\*\.log"):
        open_session(folder, SessionOptions(parse_cache=False)).breaks()


def test_the_explorer_state_holds_a_session_for_threads(sample_runs):
    session = open_session(_debug(sample_runs, "mlp_cpp"))
    assert not session.options.threads
    state = ExplorerState(session)
    assert state.session.options.threads and state.session.tree is session.tree
    threaded = open_session(_debug(sample_runs, "mlp_cpp"), SessionOptions(threads=True))
    assert ExplorerState(threaded).session is threaded
