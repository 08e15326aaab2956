"""Run diff on tests/data/diff_before and diff_after: one script before and after removing a print().

See tests/data/make_diff_runs.py for the script: `step()` breaks on a print (line 9) and on `.item()`
(line 11); the fix deletes the print, so the `.item()` break moves to line 10.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from inductor_explorer.analysis.diff import diff_sessions, kernel_signatures, short_op
from inductor_explorer.cli import main
from inductor_explorer.report.diff import diff_to_json, render_diff_text
from inductor_explorer.session import SessionOptions, open_session

DATA = Path(__file__).resolve().parents[1] / "data"
BEFORE, AFTER = DATA / "diff_before", DATA / "diff_after"


@pytest.fixture(scope="module")
def diff():
    return diff_sessions(open_session(BEFORE).parsed(), open_session(AFTER).parsed())


def _graph_folders(root: Path) -> int:
    return sum(1 for p in root.rglob("output_code.py"))


def _metric_sum(root: Path, key: str) -> float:
    """Sum a compilation_metrics field straight from the trace log's JSON envelopes."""
    total = 0.0
    for log in (root / "torch_compile_debug" / "tlparse").glob("*.log"):
        for line in log.read_text().splitlines():
            if '{"compilation_metrics"' in line:
                value = json.loads(line.split("] ", 1)[1])["compilation_metrics"].get(key)
                total += value or 0.0
    return round(total, 3)


def test_counts_match_the_files(diff):
    assert diff.before.graphs == _graph_folders(BEFORE) == 3
    assert diff.after.graphs == _graph_folders(AFTER) == 2
    for side, root in ((diff.before, BEFORE), (diff.after, AFTER)):
        kernels = sum(
            len(re.findall(r"^\w+ = async_compile\.", p.read_text(), re.M))
            for p in root.rglob("output_code.py")
        )
        assert side.kernels == kernels
        assert side.compile_time_s == pytest.approx(_metric_sum(root, "entire_frame_compile_time_s"))
        assert side.inductor_compile_time_s == pytest.approx(_metric_sum(root, "inductor_compile_time_s"))
    assert (diff.before.graph_breaks, diff.after.graph_breaks) == (2, 1)
    assert (diff.before.extern_calls, diff.after.extern_calls) == (1, 1)


def test_the_removed_print_break_and_the_moved_item_break(diff):
    [removed] = diff.graph_breaks_removed
    assert removed.gb_id == "GB0059" and removed.title == "Failed to trace builtin operator"
    assert removed.location.endswith("model.py:9") and removed.key.code == 'print("hidden", h.shape)'
    assert diff.graph_breaks_added == []
    [kept] = diff.graph_breaks_unchanged
    assert kept.gb_id == "GB0124"
    assert kept.location.endswith("model.py:11") and kept.after_location.endswith("model.py:10")


def test_kernels_are_matched_by_their_ops_not_their_names(diff):
    assert [c.signature for c in diff.kernels_removed] == [
        "cpp: aten.add, aten.mean, aten.sum, aten.tanh",
        "cpp: aten.mul, aten.relu",
    ]
    assert [c.signature for c in diff.kernels_added] == [
        "cpp: aten.add, aten.mean, aten.mul, aten.relu, aten.sum, aten.tanh"
    ]
    # cpp_fused_mul_sigmoid_0 is in graph 2 before and graph 1 after: the same kernel.
    assert diff.kernels_unchanged == 1
    assert diff.externs_added == {} and diff.externs_removed == {}


def test_a_run_against_itself_changes_nothing():
    loaded = open_session(AFTER).parsed()
    same = diff_sessions(loaded, loaded)
    assert same.kernels_added == same.kernels_removed == []
    assert same.kernels_unchanged == same.after.kernels == 2
    assert same.graph_breaks_added == same.graph_breaks_removed == []
    assert len(same.graph_breaks_unchanged) == 1


def test_signature_fallbacks(sample_runs):
    assert short_op("torch.ops.aten.addmm.default") == "aten.addmm"
    assert short_op("operator.getitem") == "operator.getitem"
    # Triton kernels carry their own `Original ATen` list.
    loaded = open_session(sample_runs / "mlp_triton" / "torch_compile_debug").parsed()
    graph = loaded.runs[0].graphs[0]
    kernel = next(k for k in graph.kernels if k.original_aten)
    signed = next(s for s in kernel_signatures(graph) if s.name == kernel.name)
    assert signed.kind.startswith("triton")
    assert signed.signature == f"{signed.kind}: " + ", ".join(
        sorted({short_op(op) for op in kernel.original_aten})
    )


def test_json_and_text(diff):
    data = diff_to_json(diff)
    for key in (
        "before",
        "after",
        "kernels_added",
        "kernels_removed",
        "graph_breaks_added",
        "graph_breaks_removed",
    ):
        assert key in data
    assert data["before"]["graphs"] == 3 and data["after"]["graphs"] == 2
    assert data["graph_breaks_removed"][0]["gb_id"] == "GB0059"
    json.dumps(data)
    text = render_diff_text(diff)
    assert re.search(r"^compiled graphs\s+3\s+2\s+-1$", text, re.M)
    assert re.search(r"^graph breaks \(distinct\)\s+2\s+1\s+-1$", text, re.M)
    assert "graph breaks removed: 1" in text and "GB0059 Failed to trace builtin operator" in text


def test_cli(capsys):
    assert main(["diff", str(BEFORE), str(AFTER), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["kernels_removed"]) == 2
    assert main(["diff", str(BEFORE), str(DATA / "missing")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_diff_reads_each_trace_log_once(monkeypatch):
    from inductor_explorer.loader.trace import read

    opened: list[Path] = []
    parse = read.parse_trace_stream

    def parse_recorded(stream, file, kind="structured"):
        opened.append(Path(file))
        return parse(stream, file, kind)

    monkeypatch.setattr(read, "parse_trace_stream", parse_recorded)
    options = SessionOptions(parse_cache=False)
    diff = open_session(BEFORE, options).diff(open_session(AFTER, options))
    assert sorted(opened) == sorted([*BEFORE.rglob("tlparse/*.log"), *AFTER.rglob("tlparse/*.log")])
    assert diff.before.graph_breaks and diff.after.graph_breaks


def test_a_break_still_there_shows_its_occurrences_before_and_after(diff):
    [kept] = diff_to_json(diff)["graph_breaks_unchanged"]
    line = next(line for line in render_diff_text(diff).splitlines() if line.startswith("  = "))
    assert f"({kept['occurrences']}x → {kept['after_occurrences']}x)" in line


def test_a_fix_saved_under_a_new_file_name_moves_the_break(tmp_path):
    renamed = tmp_path / "after_renamed"
    shutil.copytree(AFTER, renamed)
    (log,) = renamed.glob("torch_compile_debug/tlparse/*.log")
    text = log.read_text(encoding="utf-8")
    assert "/model.py" in text
    # What the log says when the user saved the fixed script as model_fixed.py: the same records, renamed.
    log.write_text(text.replace("/model.py", "/model_fixed.py"), encoding="utf-8")
    moved = diff_sessions(open_session(BEFORE).parsed(), open_session(renamed).parsed())
    assert [e.gb_id for e in moved.graph_breaks_removed] == ["GB0059"]
    assert moved.graph_breaks_added == [] and moved.graph_breaks_unchanged == []
    [entry] = moved.graph_breaks_moved
    assert entry.gb_id == "GB0124" and entry.location.endswith("model.py:11")
    assert entry.after_location.endswith("model_fixed.py:10") and entry.after_occurrences == 1
    text = render_diff_text(moved)
    assert "graph breaks moved to another file: 1" in text and "graph breaks added: 0" in text
    assert diff_to_json(moved)["graph_breaks_moved"][0]["after_location"].endswith("model_fixed.py:10")


def test_a_second_diff_reads_each_side_from_the_parse_cache(monkeypatch, capsys):
    import inductor_explorer.session.parse as session

    # summary's digests of BEFORE's graphs, cached first, are not the diff's: those are kept apart.
    assert main(["summary", "--json", str(BEFORE)]) == 0
    assert main(["diff", str(BEFORE), str(AFTER), "--json"]) == 0
    first = capsys.readouterr().out.split("\n", 1)[1]
    parsed: list[str] = []
    load_graph, load_trace = session.load_graph, session.load_trace

    def recorded_graph(folder, *args, **kwargs):
        parsed.append(folder.name)
        return load_graph(folder, *args, **kwargs)

    def recorded_trace(path, *args, **kwargs):
        parsed.append(path.name)
        return load_trace(path, *args, **kwargs)

    monkeypatch.setattr(session, "load_graph", recorded_graph)
    monkeypatch.setattr(session, "load_trace", recorded_trace)
    assert main(["diff", str(BEFORE), str(AFTER), "--json"]) == 0
    assert capsys.readouterr().out == first and parsed == []
    # --no-cache parses every graph and trace log again, to the same diff.
    assert main(["diff", str(BEFORE), str(AFTER), "--json", "--no-cache"]) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    logs = [*BEFORE.rglob("tlparse/*.log"), *AFTER.rglob("tlparse/*.log")]
    assert len(parsed) == data["before"]["graphs"] + data["after"]["graphs"] + len(logs)
