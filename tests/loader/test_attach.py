"""Which run gets which trace log: a run folder only its own process's logs, a log of no run only when the
root is named, a tlparse report of a log also read counted once, and a `[rankN]:` log found and read.

The roots are assembled in tmp_path from copies of real runs (tests/data/diff_before and diff_after: two
runs of one script, each with its own trace log) and real tlparse output from the corpus.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.loader.discover import classify_trace_file
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.run import TRACE_LOG
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.parse import read_trace_logs

DATA = Path(__file__).resolve().parents[1] / "data"
SIDES = {
    "before": DATA / "diff_before" / "torch_compile_debug",
    "after": DATA / "diff_after" / "torch_compile_debug",
}


def _run_folder(debug: Path) -> Path:
    return next(debug.glob("run_*-pid_*"))


def _log(debug: Path) -> Path:
    return next((debug / "tlparse").glob("*.log"))


@pytest.fixture
def shared_root(tmp_path: Path) -> Path:
    """One torch_compile_debug root holding both runs and both trace logs, as two runs in one folder leave."""
    root = tmp_path / "torch_compile_debug"
    (root / "tlparse").mkdir(parents=True)
    for debug in SIDES.values():
        shutil.copytree(_run_folder(debug), root / _run_folder(debug).name)
        shutil.copy(_log(debug), root / "tlparse")
    return root


def _cli_json(*argv: str) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--json"]) == 0
    return json.loads(out.getvalue())


def _breaks(run: dict) -> list[tuple]:
    return [(b["compile_id"], b["reason"], b["location"]) for b in run["graph_breaks"]]


def test_a_run_folder_gets_only_the_trace_log_of_its_pid(shared_root: Path):
    for debug in SIDES.values():
        run = shared_root / _run_folder(debug).name
        session = open_session(run)
        assert [r.path for r in session.runs] == [run]
        assert [s.path.name for s in session.runs[0].trace_logs] == [_log(debug).name]
        data = _cli_json("summary", str(run), "--no-cache")
        assert [r["path"] for r in data["runs"]] == [str(run)]
        alone = _cli_json("summary", str(debug), "--no-cache")["runs"][0]
        assert data["runs"][0]["compile_ids"] == alone["compile_ids"]
        assert _breaks(data["runs"][0]) == _breaks(alone) != []


def test_the_root_gives_each_run_its_own_log(shared_root: Path):
    session = open_session(shared_root)
    assert len(session.runs) == 2
    for run in session.runs:
        assert [load_trace(s.path)[0].pid for s in run.trace_logs] == [run.pid]


def test_diff_of_two_run_folders_of_one_root_compares_each_run_with_its_own_log(shared_root: Path):
    before, after = (shared_root / _run_folder(SIDES[side]).name for side in ("before", "after"))
    options = SessionOptions(parse_cache=False)
    shared = open_session(before, options).diff(open_session(after, options))
    apart = open_session(SIDES["before"], options).diff(open_session(SIDES["after"], options))
    for side in ("before", "after"):
        got, expected = asdict(getattr(shared, side)), asdict(getattr(apart, side))
        got.pop("path"), expected.pop("path")
        assert got == expected, side
    assert (
        shared.before.compiles != shared.after.compiles
        or shared.before.compile_time_s != shared.after.compile_time_s
    )


def test_the_explorer_attaches_the_same_logs(shared_root: Path):
    run = shared_root / _run_folder(SIDES["before"]).name
    [linked] = open_session(run).traces()
    own, _ = load_trace(_log(SIDES["before"]))
    assert [Path(t.path) for t in linked.traces] == [shared_root / "tlparse" / _log(SIDES["before"]).name]
    assert sorted(linked.compiles) == sorted({c.compile_id.frame_key for c in own.compiles.values()})


def test_a_log_of_no_run_is_read_only_when_its_root_is_named(shared_root: Path, sample_runs: Path):
    stranger = _log(sample_runs / "mlp_cpp" / "torch_compile_debug")
    shutil.copy(stranger, shared_root / "tlparse")
    runs = open_session(shared_root).runs
    # The stranger's run: its graphs are its log's compiles, none is a graph folder.
    assert [r.path.name for r in runs if all(set(g.files) <= {TRACE_LOG} for g in r.graphs)] == [
        stranger.name
    ]
    for debug in SIDES.values():
        session = open_session(shared_root / _run_folder(debug).name)
        assert [s.path.name for r in session.runs for s in r.trace_logs] == [_log(debug).name]


def test_a_run_alone_in_its_root_keeps_the_log_beside_it(tmp_path: Path):
    root = tmp_path / "torch_compile_debug"
    (root / "tlparse").mkdir(parents=True)
    debug = SIDES["after"]
    shutil.copytree(_run_folder(debug), root / _run_folder(debug).name)
    shutil.copy(_log(debug), root / "tlparse")
    session = open_session(root / _run_folder(debug).name)
    assert [s.path.name for s in session.runs[0].trace_logs] == [_log(debug).name]


def _tlparse_root(tmp_path: Path, corpus: Path) -> tuple[Path, Path]:
    source = corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0"
    root = tmp_path / "mined"
    shutil.copytree(source / "logs", root / "logs")
    shutil.copytree(source / "tl_out", root / "tl_out")
    # tl_out is tlparse's report of this log (see the corpus folder's SOURCE.md)
    return root, root / "logs" / "dedicated_log_torch_trace_1m5z7pob.log"


def test_a_tlparse_report_of_a_log_also_read_is_counted_once(tmp_path: Path, corpus: Path):
    root, reported = _tlparse_root(tmp_path, corpus)
    logs = sorted((root / "logs").glob("*.log"))
    expected = sum(len(load_trace(log)[0].graph_breaks) for log in logs)
    assert len(load_trace(root / "tl_out")[0].graph_breaks) == len(load_trace(reported)[0].graph_breaks) > 0

    data = _cli_json("summary", str(root), "--no-cache")
    assert sum(len(r.get("graph_breaks") or []) for r in data["runs"]) == expected
    assert any(p["file"] == str(root / "tl_out") and reported.name in p["message"] for p in data["problems"])
    assert len(_cli_json("breaks", str(root))["graph_breaks"]) == expected
    loaded = open_session(root).parsed()
    assert sum(len(t.graph_breaks) for t in loaded.traces()) == expected
    linked = open_session(root).traces()
    assert sum(len(r.diagnoses) for r in linked) == expected


def test_a_tlparse_report_alone_is_read(tmp_path: Path, corpus: Path):
    root, reported = _tlparse_root(tmp_path, corpus)
    shutil.rmtree(root / "logs")
    [(traces, problems)] = read_trace_logs(open_session(root).tree)
    assert [t.kind for t in traces] == ["tlparse"] and problems == []
    assert len(traces[0].graph_breaks) == len(
        load_trace(corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0" / "logs" / reported.name)[0].graph_breaks
    )


def _rank_prefixed(log: Path, out: Path) -> Path:
    """LOG as a distributed rank writes it: `[rank0]:` before every record (payload lines start with a
    tab)."""
    lines = log.read_text(encoding="utf-8").splitlines(keepends=True)
    out.write_text(
        "".join(line if line.startswith("\t") else f"[rank0]:{line}" for line in lines), encoding="utf-8"
    )
    return out


def test_a_rank_prefixed_trace_log_is_found_attached_and_read(tmp_path: Path):
    debug = SIDES["before"]
    root = tmp_path / "torch_compile_debug"
    (root / "tlparse").mkdir(parents=True)
    shutil.copytree(_run_folder(debug), root / _run_folder(debug).name)
    log = _rank_prefixed(_log(debug), root / "tlparse" / _log(debug).name)
    assert classify_trace_file(log) == "structured"
    session = open_session(root)
    assert [[s.path for s in r.trace_logs] for r in session.runs] == [[log]]
    ranked, problems = load_trace(log)
    plain, _ = load_trace(_log(debug))
    assert problems == []
    assert (ranked.kind, ranked.pid, sorted(ranked.compiles)) == (
        plain.kind,
        plain.pid,
        sorted(plain.compiles),
    )
    assert [b.reason for b in ranked.graph_breaks] == [b.reason for b in plain.graph_breaks]
    data = _cli_json("summary", str(root), "--no-cache")
    assert [len(r["graph_breaks"]) for r in data["runs"]] == [len(plain.graph_breaks)]


def test_trace_files_named_by_the_user_go_to_the_run_of_their_pid(tmp_path: Path):
    root = tmp_path / "torch_compile_debug"
    root.mkdir()
    for debug in SIDES.values():
        shutil.copytree(_run_folder(debug), root / _run_folder(debug).name)
    after_log = _log(SIDES["after"])
    session = open_session(root, SessionOptions(extra_traces=[after_log]))
    assert [[s.path for s in r.trace_logs] for r in session.runs] == [[], [after_log]]
    assert session.runs[1].pid == load_trace(after_log)[0].pid
    # A log of no run here is read as a run of its own, in the CLI and the explorer alike.
    before_log = _log(SIDES["before"])
    alone = open_session(root / _run_folder(SIDES["after"]).name, SessionOptions(extra_traces=[before_log]))
    assert [[s.path for s in r.trace_logs] for r in alone.runs] == [[before_log]]
    linked = open_session(root, SessionOptions(extra_traces=[before_log, after_log])).traces()
    assert [len(r.traces) for r in linked] == [1, 1]


def test_the_raw_log_copy_in_a_tlparse_report_is_counted_once(tmp_path: Path, corpus: Path):
    report = corpus / "edoardo_rqvae_gpu_tlparse_2.5.1" / "tl_out"
    root = tmp_path / "with_report"
    shutil.copytree(report, root / "tl_out")
    (root / "logs").mkdir()
    log = shutil.copy(report / "raw.log", root / "logs" / "dedicated_log_torch_trace_x.log")
    expected = len(load_trace(Path(log))[0].graph_breaks)
    assert expected > 0
    data = _cli_json("summary", str(root), "--no-cache")
    assert sum(len(r.get("graph_breaks") or []) for r in data["runs"]) == expected
    assert [p["file"] for p in data["problems"]] == [str(root / "tl_out" / "raw.log")]
