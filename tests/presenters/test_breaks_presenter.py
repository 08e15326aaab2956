"""The Breaks view's text, from the trace logs alone: the counts are `breaks --json`'s, the detail shows the
user's line as the source file has it, each recompile names the guard that failed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from inductor_explorer.cli import main
from inductor_explorer.tui.presenters.breaks import (
    break_detail,
    break_stack,
    breaks_heading,
    detail_location,
    group_label,
    recompile_label,
)
from tests.support.presenters import opened, sample


def test_the_heading_counts_what_breaks_json_counts(sample_runs: Path, capsys):
    path = sample(sample_runs, "graph_breaks_cpp")
    assert main(["breaks", "--json", str(path)]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    title, detail = breaks_heading(opened(path, graphs=False).run_traces)
    assert title.plain.startswith(
        f"{summary['graph_breaks']} graph break(s), {summary['distinct']} distinct, most damaging first · "
        f"{summary['recompiles']} recompile(s)"
    )
    assert summary["graph_breaks"] and detail is None  # breaks to choose: the pane waits for the cursor


def test_a_trace_log_without_breaks_says_so_in_the_heading(sample_runs: Path, capsys):
    path = sample(sample_runs, "mlp_cpp")
    assert main(["breaks", "--json", str(path)]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert summary["graph_breaks"] == 0
    title, detail = breaks_heading(opened(path, graphs=False).run_traces)
    assert title.plain == f"No graph breaks · {summary['recompiles']} recompile(s) · enter: the compile"
    assert detail is not None and "No graph breaks" in detail.plain


def test_a_session_without_trace_logs_says_where_they_come_from(sample_runs: Path, tmp_path: Path):
    path = sample(sample_runs, "mlp_cpp")
    copy = tmp_path / "torch_compile_debug"
    shutil.copytree(path, copy, ignore=shutil.ignore_patterns("tlparse"))
    title, detail = breaks_heading(opened(copy, graphs=False).run_traces)
    assert title.plain == "No trace log in this session: no graph breaks to show."
    assert detail is not None and "TORCH_TRACE=<dir>" in detail.plain
    assert breaks_heading(None)[0].plain == "reading the trace logs…"


def test_the_detail_marks_the_users_line_as_the_file_has_it(sample_runs: Path):
    state = opened(sample(sample_runs, "graph_breaks_cpp"), graphs=False)
    run = state.run_traces[0]
    checked = 0
    for group in run.distinct:
        location = group.first.location
        assert location is not None and detail_location(group) == location
        label = group_label(group).plain
        assert label.startswith(f"{group.first.gb_id} ") and f"×{group.occurrences} · " in label
        assert f" · {Path(location.file).name}:{location.line}" in label
        context = state.session.source_context(location)
        lines = break_detail(group, context=context).plain.splitlines()
        assert f"at {location.file}:{location.line}" in "\n".join(lines)
        # While the session reads the file, the detail says so in place of its lines.
        reading = break_detail(group, reading=True).plain.splitlines()
        assert f"    reading {Path(location.file).name}…" in reading
        assert not [line for line in reading if line.startswith(" ▶")]
        source = Path(location.file)
        if not source.is_file():
            assert context is None
            continue
        marked = [line for line in lines if line.startswith(" ▶")]
        expected = source.read_text().splitlines()[location.line - 1]
        assert marked == [f" ▶{location.line:>5} │ {expected}"]
        checked += 1
    assert checked == len(run.distinct) > 1


def test_the_stack_ends_in_the_frame_that_broke(sample_runs: Path):
    run = opened(sample(sample_runs, "graph_breaks_cpp"), graphs=False).run_traces[0]
    for group in run.distinct:
        diagnosis = group.first
        stack = break_stack(diagnosis).plain.splitlines()
        assert stack[1].startswith("User traceback (outermost first")
        frames = [line.strip() for line in stack if line.startswith("  /")]
        assert len(frames) == len(diagnosis.graph_break.user_stack)
        assert frames[-1].startswith(f"{diagnosis.location}")


def test_each_recompile_names_the_guard_that_failed(sample_runs: Path, capsys):
    path = sample(sample_runs, "graph_breaks_cpp")
    assert main(["breaks", "--json", str(path)]) == 0
    logged = json.loads(capsys.readouterr().out)["recompiles"]
    run = opened(path, graphs=False).run_traces[0]
    labels = {str(r.compile_id): recompile_label(r).plain for r in run.recompiles}
    assert len(labels) == len(logged)
    for recompile in logged:
        # Each failed guard's first line, without the source comment Dynamo appends (`  # return …`).
        reasons = "; ".join(
            f"{f['compile_id']}: {f['reason'].splitlines()[0].split('  #')[0].strip()}"
            for f in recompile["failures"]
        )
        assert labels[recompile["compile_id"]] == f"compile {recompile['compile_id']}: {reasons}"
