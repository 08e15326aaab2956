"""The Overview's text, from the session state alone: a graph's counts are the ones `summary --json` gives,
the session's page lists the folders on disk and says what is not read yet."""

from __future__ import annotations

import json
from pathlib import Path

from inductor_explorer.cli import main
from inductor_explorer.tui.presenters.overview import graph_page, session_page
from tests.support.presenters import opened, sample

#: Overview row -> summary --json field of the graph.
ROWS = {
    "FX nodes": "fx_nodes",
    "without placeholders/output": "fx_nodes_without_placeholders_output",
    "extern calls": "extern_calls",
    "call() steps": "call_steps",
}


def _counts(text: str) -> dict[str, int]:
    """The Counts section's rows as label -> number."""
    section = text[text.index("\nCounts\n") + len("\nCounts\n") : text.index("\nFiles\n")]
    rows = {}
    for line in section.splitlines():
        label, _, number = line.strip().rpartition(" ")
        if number.isdigit():
            rows[label.strip()] = int(number)
    return rows


def test_a_graphs_counts_are_the_ones_summary_gives(sample_runs: Path, capsys):
    path = sample(sample_runs, "training_cpp")
    assert main(["summary", "--json", "--no-cache", str(path)]) == 0
    summary = {g["name"]: g for run in json.loads(capsys.readouterr().out)["runs"] for g in run["graphs"]}
    state = opened(path)
    assert len(state.loaded) == len(summary) > 1
    for loaded in state.loaded.values():
        text = graph_page(state, loaded).plain
        counts, graph = _counts(text), summary[loaded.name]
        assert text.startswith(f"{loaded.name}\n")
        assert {row: counts[row] for row in ROWS} == {row: graph[field] for row, field in ROWS.items()}
        assert counts["kernels"] == len(graph["kernels"])
        assert f"  compile: {graph['compile_id']} (trace log)" in text


def test_the_session_page_lists_the_graph_folders_on_disk_and_what_is_unread(sample_runs: Path):
    path = sample(sample_runs, "training_cpp")
    state = opened(path, graphs=False, traces=False)
    lines = session_page(state).plain.splitlines()
    folders = sorted(p for p in path.glob("*/torchinductor/*") if p.is_dir())
    assert folders and any(path.glob("tlparse/*.log"))
    for folder in folders:
        # The files on disk, and the trace log: it holds each of these graphs' compile too.
        files = sum(1 for p in folder.rglob("*") if p.is_file()) + 1
        assert f"  {folder.name}  " in "\n".join(lines)
        line = next(line for line in lines if line.startswith(f"  {folder.name}  "))
        assert line.endswith(f"  {files} artifact files"), line
    unread = f"0 of {len(folders)} graphs read (open a graph to read it); the trace logs are being read"
    assert f"Problems found while loading (0 so far; {unread})" in lines


def test_a_graph_without_costs_or_trace_logs_read_says_it_is_reading_them(sample_runs: Path):
    path = sample(sample_runs, "mlp_cpp")
    state = opened(path, traces=False)
    (loaded,) = state.loaded.values()
    text = graph_page(state, loaded).plain
    assert "  compile: reading the trace logs…" in text
    assert "Costs (estimated" not in text  # the view passes the Costs view's section in
    files = text[text.index("\nFiles\n") :].splitlines()[2:]
    listed = [line.strip() for line in files[: files.index("")]]
    assert [name for name in listed if not name.endswith("(not read)")] == sorted(loaded.folder.files)


def test_a_graph_says_whether_its_path_is_a_folder_or_the_trace_log(sample_runs: Path):
    # cache_hit_cpp: a compile that missed the FX graph cache (a folder) and one that hit it (the log alone).
    state = opened(sample(sample_runs, "cache_hit_cpp"))
    seen = set()
    for loaded in state.loaded.values():
        text = graph_page(state, loaded).plain
        path = loaded.folder.path
        where = "trace log" if path.is_file() and path.suffix == ".log" else "folder"
        assert f"\n  {where}: {path}\n" in text
        seen.add(where)
    assert seen == {"folder", "trace log"}


def test_a_folder_of_one_file_is_one_artifact_file(sample_runs: Path, tmp_path: Path):
    source = next(sample(sample_runs, "mlp_cpp").rglob("fx_graph_readable.py"))
    folder = tmp_path / "model__0_forward_1.0"
    folder.mkdir()
    (folder / "fx_graph_readable.py").write_text(source.read_text())
    lines = session_page(opened(folder, graphs=False, traces=False)).plain.splitlines()
    assert "  model__0_forward_1.0  forward  1 artifact file" in lines, lines
