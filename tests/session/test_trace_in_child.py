"""A huge trace log is parsed for the explorer in a child process and handed back in pieces
(session/pieces.py, Workers.run_in_child): what arrives is the parse this process would have made, objects
the parse shares stay shared, a child that cannot start or dies leaves the parse to this process, and the
parse cache keeps such a log's entry in a file of its own."""

from __future__ import annotations

import io
import os
import pickle
import shutil
import time
from dataclasses import replace
from pathlib import Path

import pytest

import inductor_explorer.loader.trace.follow as follow_module
import inductor_explorer.loader.trace.graphs as graphs_module
import inductor_explorer.session.parse as parse_module
import inductor_explorer.session.pieces as pieces_module
import inductor_explorer.session.workers as workers
from inductor_explorer.loader import cache as cache_module
from inductor_explorer.loader.cache import ParseCache, fingerprint
from inductor_explorer.loader.discover import discover
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.run import TraceSource
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.follow import LiveTraces
from inductor_explorer.session.parse import FOLLOWED, cached_trace, followed_traces
from inductor_explorer.session.pieces import received, shipped
from inductor_explorer.session.workers import Workers
from tests.support.child_pieces import ChildPid, pid_then_pieces
from tests.support.trace_cuts import cut_after_compiles

SAMPLE = "graph_breaks_cpp"


def _source(root: Path) -> TraceSource:
    (source,) = [s for run in discover(root).runs for s in run.trace_logs if s.kind == "structured"]
    return source


def _no_parse_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any parse of a trace log in this process fails the test: what arrives came from the child."""

    def parsed_here(path, *args, **kwargs):
        raise AssertionError(f"{path} was parsed in this process, not in the child")

    monkeypatch.setattr(parse_module, "load_trace", parsed_here)
    monkeypatch.setattr(parse_module, "read_followed", parsed_here)


def test_pieces_put_back_are_the_parse_with_its_shared_objects(sample_runs: Path, monkeypatch):
    parsed = load_trace(_source(sample_runs / SAMPLE).path)
    trace = parsed[0]
    monkeypatch.setattr(pieces_module, "PIECE_ITEMS", 2)  # the sample's 13 compiles and 6 breaks cut up
    stream = io.BytesIO()
    pickler = pickle.Pickler(stream, protocol=pickle.HIGHEST_PROTOCOL)
    ends = []
    for piece in shipped([parsed]):
        if piece is workers.FORGET:  # as the child does
            pickler.clear_memo()
            continue
        pickler.dump(piece)
        ends.append(stream.tell())
    assert len(ends) > 1 + len(trace.compiles) // 2
    # The parse itself, last, mostly refers to what the pieces before it handed over.
    whole = len(pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL))
    assert ends[-1] - ends[-2] < whole / 3
    stream.seek(0)
    unpickler = pickle.Unpickler(stream)
    (back,) = received(unpickler.load() for _ in ends)
    assert back == parsed
    assert list(back[0].compiles) == list(trace.compiles)  # logged order kept
    # A break names the compile id its compile record holds: one object, here as in the parse.
    broken = [gb for gb in back[0].graph_breaks if gb.compile_id is not None]
    assert broken
    for gb in broken:
        record = back[0].compile(gb.compile_id)
        assert record is not None and record.compile_id is gb.compile_id


def test_a_huge_log_is_parsed_in_a_child_for_the_explorer(sample_runs: Path, monkeypatch):
    source = _source(sample_runs / SAMPLE)
    expected = load_trace(source.path)
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    assert not Workers().in_child(1 << 40)  # a command (no threads) parses its logs itself
    assert Workers(threads=True).in_child(0)
    _no_parse_here(monkeypatch)
    assert cached_trace(source, None, Workers(threads=True)) == expected


def test_the_explorers_session_reads_its_log_from_the_child(sample_runs: Path, monkeypatch):
    path = sample_runs / SAMPLE / "torch_compile_debug"
    expected = open_session(path, SessionOptions(threads=True, parse_cache=False)).traces()
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    _no_parse_here(monkeypatch)
    session = open_session(path, SessionOptions(threads=True, parse_cache=False))
    runs = session.traces()
    assert [r.traces for r in runs] == [r.traces for r in expected]
    assert [len(r.distinct) for r in runs] == [len(r.distinct) for r in expected]
    assert [list(r.compiles) for r in runs] == [list(r.compiles) for r in expected]
    assert runs[0].distinct and runs[0].recompiles
    # What the child read, it reads on from: the log unchanged, a look reads nothing.
    assert session.follow_traces() is None


def test_a_childs_pieces_are_taken_once_it_has_ended():
    """The child and this process never hold a huge log's parse at once: the pieces are unpickled here only
    after the child has ended (its Reports come as it sends them)."""
    taken: list[object] = []

    def assemble(pieces):
        child = None
        for piece in pieces:
            if isinstance(piece, ChildPid):
                child = piece.pid
                continue
            assert child is not None and child != os.getpid()
            with pytest.raises(ProcessLookupError):
                os.kill(child, 0)
            taken.append(piece)
        return taken

    assert Workers(threads=True).run_in_child(pid_then_pieces, 3, assemble) == [[0], [1], [2]]


@pytest.mark.parametrize("executable", ["/nonexistent/python", "/bin/false"])
def test_a_child_that_cannot_start_or_dies_leaves_the_parse_here(sample_runs: Path, monkeypatch, executable):
    source = _source(sample_runs / SAMPLE)
    expected = load_trace(source.path)
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    monkeypatch.setattr(workers.sys, "executable", executable)
    assert cached_trace(source, None, Workers(threads=True)) == expected


def test_without_a_usable_temporary_directory_the_parse_is_made_here(
    sample_runs: Path, tmp_path, monkeypatch
):
    source = _source(sample_runs / SAMPLE)
    expected = load_trace(source.path)
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    monkeypatch.setattr(workers.tempfile, "tempdir", str(tmp_path / "missing"))

    def started(*args, **kwargs):
        raise AssertionError("a child was started without the file it writes to")

    monkeypatch.setattr(workers, "_child", started)
    assert cached_trace(source, None, Workers(threads=True)) == expected


def test_a_huge_logs_cache_entry_is_a_file_of_its_own(sample_runs: Path, tmp_path: Path, monkeypatch):
    root = tmp_path / "run"
    shutil.copytree(sample_runs / SAMPLE, root)
    source = _source(root)
    log = source.path
    old = time.time() - 60  # older than the cache's RECENT_S: cacheable
    os.utime(log, (old, old))
    expected = load_trace(log)
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    monkeypatch.setattr(cache_module, "OWN_FILE_MIN_BYTES", 0)
    directory = tmp_path / "cache"
    cache = ParseCache(root, directory)
    assert cached_trace(source, cache, Workers(threads=True)) == expected
    cache.save()
    entry = cache.entry_file(source, fingerprint(source))
    assert entry is not None and entry.file.is_file()
    assert entry.get(fingerprint(source)) == expected
    # The explored folder's own file does not hold it.
    stored = pickle.loads(cache.file.read_bytes()) if cache.file.exists() else {"entries": {}}
    assert not any(key.endswith(str(log)) for key in stored["entries"])
    # Read again, in a child, from the entry: what the entry holds comes back (marked here, so that a parse
    # would tell).
    marked = (replace(expected[0], line_count=-1), expected[1])
    entry.put(fingerprint(source), marked)
    _no_parse_here(monkeypatch)
    assert cached_trace(source, ParseCache(root, directory), Workers(threads=True)) == marked
    # A changed log is not taken from the entry.
    with log.open("a") as fh:
        fh.write("\n")
    assert entry.get(fingerprint(source)) is None


def _growing_copy(tmp_path: Path) -> tuple[Path, Path, bytes]:
    """A copy of a real trace log cut after its first compile, its tree, and the whole log's bytes."""
    log = next((Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted").rglob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    target.write_bytes(data[: cut_after_compiles(data, 1)])
    return tmp_path / "torch_compile_debug", target, data


@pytest.mark.parametrize("in_child", [False, True])
def test_a_log_grown_after_the_first_read_is_read_on_from_where_it_stopped(tmp_path, monkeypatch, in_child):
    root, target, data = _growing_copy(tmp_path)
    if in_child:
        monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    live = LiveTraces(discover(root), None, Workers(threads=True))
    assert [len(run.compiles) for run in live.runs()] == [1]
    read: list[int] = []
    real = follow_module.read_lines

    def counted(reader, text, lines):
        read.append(len(text))
        return real(reader, text, lines)

    monkeypatch.setattr(follow_module, "read_lines", counted)
    assert not live.poll()  # unchanged: nothing read
    assert read == []
    appended = data[cut_after_compiles(data, 1) : cut_after_compiles(data, 4)]
    with target.open("ab") as fh:
        fh.write(appended)
    assert live.poll()
    assert [len(run.compiles) for run in live.runs()] == [4]
    # Only what was appended (and the line the first read held back) was read, never the log again.
    assert 0 < sum(read) <= len(appended) + 1


@pytest.mark.parametrize("in_child", [False, True])
def test_an_unchanged_log_is_taken_from_the_cache_and_read_on_from_there(tmp_path, monkeypatch, in_child):
    root, target, data = _growing_copy(tmp_path)
    old = time.time() - 60  # older than the cache's RECENT_S: cacheable
    os.utime(target, (old, old))
    if in_child:
        monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
        monkeypatch.setattr(cache_module, "OWN_FILE_MIN_BYTES", 0)
    directory = tmp_path / "cache"
    first = LiveTraces(discover(root), ParseCache(root, directory), Workers(threads=True))
    expected = [run.traces for run in first.runs()]
    if in_child:  # the child kept what it read in a file of its own
        source = _source(root)
        entry = ParseCache(root, directory).entry_file(source, fingerprint(source), FOLLOWED)
        assert entry is not None and entry.file.is_file()
    _no_parse_here(monkeypatch)  # the second read comes from the cache (in the child: its entry file)
    again = LiveTraces(discover(root), ParseCache(root, directory), Workers(threads=True))
    assert [run.traces for run in again.runs()] == expected
    monkeypatch.undo()
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 1) : cut_after_compiles(data, 4)])
    assert again.poll()
    assert [len(run.compiles) for run in again.runs()] == [4]


def test_a_huge_logs_index_is_made_in_a_child_and_indexes_on_from_there(tmp_path, monkeypatch):
    _, target, data = _growing_copy(tmp_path)
    monkeypatch.setattr(graphs_module, "INDEX_CHILD_MIN_BYTES", 0)

    def indexed_here(index):
        raise AssertionError(f"{index.log} was indexed in this process, not in the child")

    monkeypatch.setattr(graphs_module.GrowingTraceIndex, "advance", indexed_here)
    index, refs = graphs_module.growing_index(target, Workers(threads=True))
    monkeypatch.undo()
    assert (refs, index.guards) == graphs_module.index_trace_log(target)
    opened = len(refs)
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 1) :])
    refs += index.advance()
    refs += index.advance()  # the log stopped growing: its last record is whole
    assert (refs, index.guards) == graphs_module.index_trace_log(target) and len(refs) > opened


def test_several_huge_logs_are_read_one_after_the_other_by_one_child(
    sample_runs: Path, tmp_path, monkeypatch
):
    sources = []
    for name in ("graph_breaks_cpp", "graph_breaks_triton"):
        root = tmp_path / name
        shutil.copytree(sample_runs / name, root)
        sources.append(_source(root))
    expected = [load_trace(source.path) for source in sources]
    monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    started = []
    real = workers.subprocess.Popen

    def counted(*args, **kwargs):
        started.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(workers.subprocess, "Popen", counted)
    _no_parse_here(monkeypatch)
    read = followed_traces(sources, None, Workers(threads=True))
    assert len(started) == 1  # one child for both
    assert [parsed for _, parsed in read] == expected
    assert [log.path for log, _ in read] == [source.path for source in sources]


@pytest.mark.parametrize("in_child", [False, True])
def test_how_far_the_logs_are_read_is_told_as_they_are_read(tmp_path, monkeypatch, in_child):
    _, target, data = _growing_copy(tmp_path)
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 1) :])
    if in_child:
        monkeypatch.setattr(workers, "CHILD_MIN_BYTES", 0)
    told: list[tuple[Path, int]] = []
    LiveTraces(
        discover(tmp_path / "torch_compile_debug"),
        None,
        Workers(threads=True),
        progress=lambda *a: told.append(a),
    )
    assert told and told[-1] == (target, len(data))
    assert [done for _, done in told] == sorted(done for _, done in told)
