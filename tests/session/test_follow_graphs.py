"""Graphs written after a session opened are followed: a graph folder once it is complete, a trace log's graph
once its records are (a record that ends the file may still grow), each appended to its run once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from inductor_explorer.loader.trace.graphs import GrowingTraceIndex, index_trace_log
from inductor_explorer.session import SessionOptions, open_session
from tests.support.trace_cuts import cut_after_compiles

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
    assert session.follow_graphs() == []
    # Inductor writes output_code.py after the FX graphs and the IR: without it the folder is not complete.
    target.mkdir()
    files = sorted(p.name for p in original.iterdir())
    for name in [n for n in files if n != "output_code.py"]:
        shutil.copy(original / name, target / name)
    assert session.follow_graphs() == []
    assert session.follow_graphs() == []
    shutil.copy(original / "output_code.py", target / "output_code.py")
    assert session.follow_graphs() == []  # its files changed since the last look: maybe still being written
    added = session.follow_graphs()
    assert len(added) == 1 and added[0] not in before
    assert session.folders[added[0]].name == target.name
    assert session.runs[0].graphs[-1].path == target
    loaded = session.graph(added[0])
    assert loaded.graph is not None and loaded.graph.kernels
    assert session.follow_graphs() == []


def test_a_growing_trace_logs_graphs_come_whole_as_in_one_read(tmp_path):
    data = SCORER_LOG.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    log = folder / SCORER_LOG.name
    first = cut_after_compiles(data, 1)
    log.write_bytes(data[:first])
    session = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))
    opened = len(session.runs[0].graphs)
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
    assert session.follow_graphs() == []


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
