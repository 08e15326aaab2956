"""tlparse 0.4 report folders (raw.log and raw.jsonl) on their own and beside the log they were made from."""

from __future__ import annotations

import shutil
from pathlib import Path

from inductor_explorer.loader.discover import discover
from inductor_explorer.session import open_session

DATA = Path(__file__).resolve().parents[1] / "data"
REPORT = DATA / "tlparse_0.4" / "report"
[LOG] = (DATA / "lowering_error" / "torch_compile_debug" / "tlparse").glob("*.log")


def _graphs_and_compiles(root: Path) -> tuple[list[int], list[int]]:
    loaded = open_session(root).parsed()
    return (
        [len(r.graphs) for r in loaded.runs],
        [sum(len(t.compiles) for t in r.traces) for r in loaded.runs],
    )


def test_report_alone_reads_its_raw_log():
    session = discover(REPORT)
    assert [s.path.name for s in session.trace_logs] == ["raw.log"]
    assert _graphs_and_compiles(REPORT) == ([1], [1])


def test_report_with_only_raw_jsonl_is_read_as_a_report(tmp_path: Path):
    """raw.jsonl is no glog trace log: reading it as one found nothing."""
    report = shutil.copytree(REPORT, tmp_path / "report")
    (report / "raw.log").unlink()
    session = discover(report)
    assert [(s.path, s.kind) for s in session.trace_logs] == [(report, "tlparse")]
    loaded = open_session(report).parsed()
    assert [sum(len(t.compiles) for t in r.traces) for r in loaded.runs] == [1]
    assert not [p for p in loaded.all_problems() if "raw.jsonl" in p.file]


def test_report_beside_its_log_is_counted_once(tmp_path: Path):
    """The raw.log copy is left out (with a note); the graphs and compiles are the log's, once."""
    shutil.copy(LOG, tmp_path / LOG.name)
    shutil.copytree(REPORT, tmp_path / "tl_out")
    session = discover(tmp_path)
    assert [s.path.name for s in session.trace_logs] == [LOG.name]
    assert any("copy of " + LOG.name in p.message for p in session.problems)
    assert _graphs_and_compiles(tmp_path) == ([1], [1])


def test_raw_jsonl_report_beside_its_log_is_no_run_of_its_own(tmp_path: Path):
    """A report without raw.log goes to the run of its log (raw.jsonl names the pid), counted once."""
    shutil.copy(LOG, tmp_path / LOG.name)
    report = shutil.copytree(REPORT, tmp_path / "tl_out")
    (report / "raw.log").unlink()
    session = discover(tmp_path)
    assert len(session.runs) == 1
    assert _graphs_and_compiles(tmp_path) == ([1], [1])
