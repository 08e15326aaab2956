"""Graphs written after a session opened are followed: a graph folder once it is complete, a trace log's graph
once its records are (a record that ends the file may still grow), each appended to its run once."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

import inductor_explorer.session.follow as follow_module
from inductor_explorer.loader import watch
from inductor_explorer.loader.discover import discover
from inductor_explorer.loader.trace.graphs import GrowingTraceIndex, index_trace_log
from inductor_explorer.model.run import TraceSource
from inductor_explorer.session import SessionOptions, open_session
from tests.support.trace_cuts import cut_after_compiles
from tests.support.tui import kernel_names

SCORER_LOG = next(
    (
        Path(__file__).resolve().parents[1]
        / "data"
        / "scorer_loop"
        / "0_planted"
        / "torch_compile_debug"
        / "tlparse"
    ).glob("*.log")
)


def _copy_without_last_graph(sample_runs: Path, tmp_path: Path) -> tuple[Path, Path, Path]:
    """graph_breaks_cpp copied into TMP_PATH without its last graph folder: (debug root, where that folder
    goes, the folder in the sample)."""
    source = sample_runs / "graph_breaks_cpp" / "torch_compile_debug"
    if not source.is_dir():
        pytest.skip("sample run graph_breaks_cpp is not generated")
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(source, root)
    inductor = next(root.glob("run_*/torchinductor"))
    last = sorted(p for p in inductor.iterdir() if p.is_dir())[-1]
    original = next(source.glob(f"run_*/torchinductor/{last.name}"))
    shutil.rmtree(last)
    return root, last, original


def test_a_graph_folder_written_after_opening_is_appended_once_complete(sample_runs, tmp_path):
    root, target, original = _copy_without_last_graph(sample_runs, tmp_path)
    session = open_session(root, SessionOptions(parse_cache=False))
    before = list(session.folders)
    assert not session.follow_graphs()
    # Inductor writes output_code.py after the FX graphs and the IR: without it the folder is not complete.
    target.mkdir()
    files = sorted(p.name for p in original.iterdir())
    for name in [n for n in files if n != "output_code.py"]:
        shutil.copy(original / name, target / name)
    assert not session.follow_graphs()
    assert not session.follow_graphs()
    shutil.copy(original / "output_code.py", target / "output_code.py")
    assert not session.follow_graphs()  # its files changed since the last look: maybe still being written
    added = session.follow_graphs().added
    assert len(added) == 1 and added[0] not in before
    assert session.folders[added[0]].name == target.name
    assert session.runs[0].graphs[-1].path == target
    loaded = session.graph(added[0])
    assert loaded.graph is not None and loaded.graph.kernels
    assert not session.follow_graphs()


@pytest.mark.parametrize("threads", [False, True], ids=["index_again", "explorer_index_kept"])
def test_a_growing_trace_logs_graphs_come_whole_as_in_one_read(tmp_path, monkeypatch, threads):
    data = SCORER_LOG.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    log = folder / SCORER_LOG.name
    first = cut_after_compiles(data, 1)
    log.write_bytes(data[:first])
    options = SessionOptions(parse_cache=False, threads=threads)
    session = open_session(tmp_path / "torch_compile_debug", options)
    opened = len(session.runs[0].graphs)
    started: list[Path] = []  # the logs whose index following started from their beginning

    def started_from_the_beginning(path: Path) -> GrowingTraceIndex:
        started.append(path)
        return GrowingTraceIndex(path)

    monkeypatch.setattr(follow_module, "GrowingTraceIndex", started_from_the_beginning)
    # The job writes on in chunks cut mid-line; each look gives only graphs whose records are complete.
    for start in range(first, len(data), 5003):
        with log.open("ab") as fh:
            fh.write(data[start : start + 5003])
        session.follow_graphs()
    session.follow_graphs()  # the log stopped growing: its last record is whole
    whole, _ = index_trace_log(SCORER_LOG)
    assert [g.trace.offset for g in session.runs[0].graphs if g.trace] == [ref.offset for ref in whole]
    assert [g.trace.spans for g in session.runs[0].graphs if g.trace] == [ref.spans for ref in whole]
    assert opened < len(whole) == len(session.folders)
    assert not session.follow_graphs()
    # The explorer's session indexed on from where the index made at open stopped; any other indexes the log
    # again from its start at its first growth.
    assert started == ([] if threads else [log])


@pytest.mark.parametrize("chunk", [1 << 20, 4001, 777])
def test_a_growing_index_gives_what_one_index_of_the_whole_log_gives(tmp_path, chunk):
    data = SCORER_LOG.read_bytes()
    log = tmp_path / "trace.log"
    log.write_bytes(b"")
    index = GrowingTraceIndex(log)
    given = []
    for start in range(0, len(data), chunk):
        with log.open("ab") as fh:
            fh.write(data[start : start + chunk])
        given.extend(index.advance())
        # Never a graph whose output code runs to the end of what is written: it may still grow.
        assert all(ref.span("inductor_output_code")[1] < start + chunk for ref in given)
    given.extend(index.advance())
    whole, guards = index_trace_log(SCORER_LOG)
    assert [(r.offset, r.spans, r.aot_id, r.compile_id) for r in given] == [
        (r.offset, r.spans, r.aot_id, r.compile_id) for r in whole
    ]
    assert index.guards == guards
    assert index.advance() == []


def test_a_replaced_log_is_indexed_again_from_its_start(tmp_path):
    data = SCORER_LOG.read_bytes()
    log = tmp_path / "trace.log"
    log.write_bytes(data)
    index = GrowingTraceIndex(log)
    first = index.advance()  # the last graph waits: a look that finds the log as it was takes it
    assert len(first) + len(index.advance()) == len(index_trace_log(SCORER_LOG)[0])
    replacement = tmp_path / "new.log"
    replacement.write_bytes(data[: cut_after_compiles(data, 3)])
    replacement.replace(log)
    index.advance()
    assert index.advance() == []  # the same graphs, at the same offsets: given before
    assert index.guards == index_trace_log(log)[1]


PROVENANCE = "inductor_provenance_tracking_node_mappings.json"


def _aged(root: Path) -> None:
    """Every file and folder under ROOT as a finished run leaves them: last changed a minute ago."""
    past = time.time() - 60
    for path in [root, *root.rglob("*")]:
        os.utime(path, (past, past))


def _graph_breaks_copy(sample_runs: Path, tmp_path: Path) -> tuple[Path, Path, Path]:
    """graph_breaks_cpp copied into TMP_PATH as a finished run: (debug root, its last graph folder, that
    folder in the sample)."""
    root, last, original = _copy_without_last_graph(sample_runs, tmp_path)
    shutil.copytree(original, last)
    _aged(root)
    return root, last, original


def test_discovery_marks_unsettled_only_the_graph_folders_a_compile_may_still_write(sample_runs, tmp_path):
    root, last, _ = _graph_breaks_copy(sample_runs, tmp_path)
    folders = [g for g in discover(root).runs[0].graphs if g.path.is_dir()]
    assert len(folders) > 2 and all(g.settled for g in folders)
    # One folder without its output code, one whose provenance file was written a moment ago.
    first, second = sorted(p for p in last.parent.iterdir() if p.is_dir())[:2]
    (first / "output_code.py").unlink()
    _aged(root)
    data = (second / PROVENANCE).read_bytes()
    (second / PROVENANCE).unlink()
    (second / PROVENANCE).write_bytes(data)
    unsettled = {g.path for g in discover(root).runs[0].graphs if not g.settled}
    assert unsettled == {first, second}


def test_an_aotinductor_graph_folder_is_settled_by_its_cpp_output_code(sample_runs, tmp_path):
    source = sample_runs / "aoti_cpp" / "torch_compile_debug"
    if not source.is_dir():
        pytest.skip("sample run aoti_cpp is not generated")
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(source, root)
    _aged(root)
    graphs = [g for run in discover(root).runs for g in run.graphs if g.path.is_dir()]
    assert [g.settled for g in graphs if "output_code.cpp" in g.files] == [True]
    folder = next(g.path for g in graphs if "output_code.cpp" in g.files)
    (folder / "output_code.cpp").unlink()
    _aged(root)
    assert [g.settled for run in discover(root).runs for g in run.graphs if g.path == folder] == [False]


def test_a_graph_folder_being_written_when_opened_is_made_anew_once_complete(sample_runs, tmp_path):
    root, last, original = _graph_breaks_copy(sample_runs, tmp_path)
    (last / "output_code.py").unlink()
    (last / PROVENANCE).unlink()
    _aged(root)
    session = open_session(root, SessionOptions(parse_cache=False))
    key = next(key for key, folder in session.folders.items() if folder.path == last)
    assert [k for k, folder in session.folders.items() if not folder.settled] == [key]
    opened = session.graph(key)
    assert "output_code.py" not in opened.folder.files
    graphs = len(session.folders)
    assert not session.follow_graphs()
    assert not session.follow_graphs()  # without output code, and unchanged: only its time looked at now
    # Inductor writes the output code once the graph is compiled, the provenance files just after.
    shutil.copy(original / "output_code.py", last / "output_code.py")
    shutil.copy(original / PROVENANCE, last / PROVENANCE)
    assert not session.follow_graphs()  # its files changed since the last look: maybe still being written
    followed = session.follow_graphs()
    assert followed.completed == [key] and not followed.added and not followed.runs
    folder = session.folders[key]
    assert folder is session.runs[key[0]].graphs[key[1]] and len(session.folders) == graphs
    assert {"output_code.py", PROVENANCE} <= set(folder.files)
    assert folder.trace is not None  # the trace log's records of it stay its
    loaded = session.graph(key)
    assert loaded.folder is folder and loaded.graph is not None
    assert [k.name for k in loaded.graph.kernels] == kernel_names(folder)
    assert not session.follow_graphs()


def test_a_graph_folder_complete_when_opened_is_not_given_again(sample_runs, tmp_path):
    root, _, _ = _graph_breaks_copy(sample_runs, tmp_path)
    for folder in next(root.glob("run_*/torchinductor")).iterdir():
        os.utime(folder)  # changed a moment ago: unsettled, looked at until it stays the same
    session = open_session(root, SessionOptions(parse_cache=False))
    assert sum(not folder.settled for folder in session.folders.values()) > 2
    for _ in range(4):
        assert not session.follow_graphs()


def test_a_run_folder_written_after_opening_is_followed_with_its_graphs_and_trace_log(sample_runs, tmp_path):
    first = sample_runs / "mlp_cpp" / "torch_compile_debug"
    second = sample_runs / "graph_breaks_cpp" / "torch_compile_debug"
    if not first.is_dir() or not second.is_dir():
        pytest.skip("sample runs mlp_cpp and graph_breaks_cpp are not generated")
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(first, root)
    session = open_session(root, SessionOptions(parse_cache=False))
    assert len(session.traces()) == 1
    assert not session.follow_graphs()
    # A second process starts: its trace log, then its run folder.
    log = next((second / "tlparse").glob("*.log"))
    shutil.copy(log, root / "tlparse" / log.name)
    run = next(second.glob("run_*"))
    shutil.copytree(run, root / run.name)
    followed = session.follow_graphs()
    assert followed.runs == [1]
    assert followed.logs == [(1, TraceSource(root / "tlparse" / log.name, "structured"))]
    assert session.runs[1].path == root / run.name and session.runs[1].pid == 12823
    alone = open_session(second, SessionOptions(parse_cache=False))
    expected = [folder.name for folder in alone.runs[0].graphs]
    deadline = time.monotonic() + 10
    while [g.name for g in session.runs[1].graphs] != expected and time.monotonic() < deadline:
        session.follow_graphs()
        time.sleep(0.05)
    assert [g.name for g in session.runs[1].graphs] == expected
    assert [g.name for g in session.runs[0].graphs] == [
        g.name for g in open_session(first, SessionOptions(parse_cache=False)).runs[0].graphs
    ]
    # The new run's trace log is followed: read from its start, its compiles linked to its graphs.
    runs = session.follow_traces()
    assert runs is not None and len(runs) == 2
    while (again := session.follow_traces()) is not None:  # the last record taken whole once it stays
        runs = again
    assert root / "tlparse" / log.name in session.followed_traces
    assert list(runs[1].compiles) == list(alone.traces()[0].compiles)
    assert len(runs[1].diagnoses) == len(alone.traces()[0].diagnoses) > 0
    linked = {g: cid for (_, g), cid in alone.traces()[0].graph_compiles.items()}
    assert {g: cid for (_, g), cid in runs[1].graph_compiles.items()} == linked
    assert session.traces() is runs


RANK_LOGS = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs" / "multi_rank_runtime"


def test_a_trace_log_whose_process_has_no_run_folder_becomes_a_run_of_its_own(tmp_path, monkeypatch):
    """A folder of TORCH_TRACE logs, another rank's log written into it after opening: a run of its own,
    once no run folder of its process came (here at once), as when the folder is opened again."""
    monkeypatch.setattr(watch, "ORPHAN_WAIT_S", 0.0)
    logs = tmp_path / "logs"
    logs.mkdir()
    first, second = sorted(RANK_LOGS.glob("*.log"))
    shutil.copy(first, logs)
    session = open_session(logs, SessionOptions(parse_cache=False))
    assert len(session.runs) == 1 and session.traces()[0].compiles
    shutil.copy(second, logs)
    os.utime(logs, ns=(time.time_ns(), time.time_ns() + 10**9))  # the folder changed, whatever the clock
    followed = session.follow_graphs()
    for _ in range(3):  # its first record read, then its pid (each a look)
        if followed.runs:
            break
        followed = session.follow_graphs()
    assert followed.runs == [1] and followed.logs == [(1, TraceSource(logs / second.name, "structured"))]
    runs = session.follow_traces() or session.traces()
    reference = open_session(logs, SessionOptions(parse_cache=False))
    assert [run.path.name for run in session.runs] == [run.path.name for run in reference.runs]
    assert [list(r.compiles) for r in runs] == [list(r.compiles) for r in reference.traces()]
    assert [run.rank for run in session.runs] == [0, 1]
