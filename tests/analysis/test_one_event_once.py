"""One event, counted once: a run kept as its trace log and its saved TORCH_LOGS stderr (tests/data/
two_sources, made by tests/data/make_two_sources.py) counts what the trace log alone counts. Each recompile
is placed at the user's line its failed guard names, and says that torch names only the first failed guard."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.analysis.recompiles import FIRST_GUARD_ONLY, LOCATION_SOURCES, diagnose_recompiles
from inductor_explorer.cli import main
from inductor_explorer.loader.trace import load_trace

DATA = Path(__file__).resolve().parents[1] / "data"
RUN = DATA / "two_sources"
TRACE = next((RUN / "torch_compile_debug" / "tlparse").glob("*.log"))
STDERR = RUN / "logs.txt"


def _json(capsys, *argv) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_saved_stderr_holds_the_same_events():
    text, _ = load_trace(STDERR)
    trace, _ = load_trace(TRACE)
    assert text.kind == "torch_logs" and trace.kind == "structured"
    assert len(text.graph_breaks) == len(trace.graph_breaks) == 6
    assert len(text.recompiles) == len(trace.recompiles) == 5
    # The guard's "User stack trace" lines belong to its guard; they are not failures of their own.
    for a, b in zip(text.recompiles, trace.recompiles, strict=True):
        assert [(f.compile_id, f.reason, f.location) for f in a.failures] == [
            (f.compile_id, f.reason, f.location) for f in b.failures
        ]
    assert [len(r.failures) for r in text.recompiles] == [1, 1, 1, 1, 2]


@pytest.mark.parametrize("command", ["breaks", "summary"])
def test_both_sources_count_what_the_trace_log_alone_counts(command, capsys):
    alone = _json(capsys, "breaks", str(TRACE))["summary"]
    both = _json(capsys, command, str(RUN))
    if command == "breaks":
        assert both["summary"] == alone
        assert [t["kind"] for t in both["traces"]] == ["structured"]
        assert any(
            "counted once" in p["message"] and p["file"].endswith("logs.txt") for p in both["problems"]
        )
    else:
        (run,) = both["runs"]
        assert len(run["graph_breaks"]) == alone["graph_breaks"] == 6
        assert run["distinct_graph_breaks"] == alone["distinct"] == 3
        assert run["recompiles"] == alone["recompiles"] == 5


def test_text_only_events_are_kept(tmp_path, capsys):
    # A text holding one more recompile than the trace log: that one is not the log's, so it stays.
    folder = tmp_path / "run"
    (folder / "torch_compile_debug" / "tlparse").mkdir(parents=True)
    lines = TRACE.read_text().splitlines(keepends=True)
    cut = next(
        i for i, line in enumerate(lines) if '"frame_compile_id": 2' in line and '"frame_id": 3' in line
    )
    (folder / "torch_compile_debug" / "tlparse" / TRACE.name).write_text("".join(lines[:cut]))
    (folder / "logs.txt").write_text(STDERR.read_text())
    data = _json(capsys, "breaks", str(folder))
    assert data["summary"]["recompiles"] == 5 and data["summary"]["graph_breaks"] == 6
    assert sorted(t["kind"] for t in data["traces"]) == ["structured", "torch_logs"]


def test_each_recompile_is_placed_at_the_users_line():
    trace, _ = load_trace(TRACE)
    by_id = {str(d.recompile.compile_id): d for d in diagnose_recompiles(trace)}
    grown = by_id["3/2"]
    assert grown.location_source == "guard"
    assert grown.location is not None and grown.location.file == str(
        Path("/work/h1/tests/data/two_sources_work/scorer.py")
    )
    assert (grown.location.line, grown.location.code) == (16, "for feat in side_feats:")
    # A tensor guard names no line: the logged call into the compiled code, which passed the float64 batch.
    for cid in ("1/1", "2/1", "3/1"):
        assert by_id[cid].location_source == "call site"
        assert (by_id[cid].location.line, by_id[cid].location.code) == (25, "compiled(batch, feats, 2.0)")
    # The first compile of the function logs no caller: its own line, said to be that.
    assert by_id["0/1"].location_source == "function" and by_id["0/1"].location.line == 10


def test_a_guard_comments_cut_path_is_made_whole_from_the_stack():
    trace, _ = load_trace(next((DATA / "int_recompile").glob("*.log")))
    first = diagnose_recompiles(trace)[0]
    assert first.location_source == "guard"
    assert first.location.file.startswith("/work/") and first.location.file.endswith("int_recompile.py")
    assert (first.location.line, first.location.code) == (6, "return x * n + 1")


def test_every_face_says_only_the_first_failed_guard_is_named(capsys):
    data = _json(capsys, "breaks", str(RUN))
    assert all(r["location"] for r in data["recompiles"])
    assert {r["location_source"] for r in data["recompiles"]} == {"guard", "call site", "function"}
    assert all(r["first_guard_only"] == FIRST_GUARD_ONLY for r in data["recompiles"])
    grown = next(r for r in data["recompiles"] if r["compile_id"] == "3/2")
    assert grown["location"].endswith("scorer.py:16") and grown["code"] == "for feat in side_feats:"
    assert grown["failures"][0]["location"].endswith("scorer.py:16")
    assert main(["breaks", str(RUN)]) == 0
    text = capsys.readouterr().out
    assert text.count(f"({FIRST_GUARD_ONLY})") == 5
    assert f"scorer.py:16 in torch_dynamo_resume_in_score_at_13 ({LOCATION_SOURCES['guard']})" in text
