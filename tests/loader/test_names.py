"""The name scan behind ctrl+p: the names it reads without linking a graph are the names of the full parse,
on every graph folder of the sample runs and the corpus, read in child processes (the session's executor
policy) or not."""

from __future__ import annotations

from pathlib import Path

import inductor_explorer.loader.names as names_module
import inductor_explorer.session.workers as workers
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.names import scan_folder, scan_names
from inductor_explorer.model.names import graph_names
from inductor_explorer.model.run import GraphFolder, NotADebugFolder
from inductor_explorer.session import open_session
from inductor_explorer.session.workers import Workers


def graph_folders(root: Path) -> list[GraphFolder]:
    folders = []
    for entry in sorted(p for p in root.iterdir() if p.is_dir()):
        try:
            session = open_session(entry)
        except NotADebugFolder:
            continue
        folders += [folder for run in session.runs for folder in run.graphs]
    return folders


def test_the_scan_reads_the_names_of_the_full_parse(sample_runs, corpus):
    folders = graph_folders(sample_runs) + graph_folders(corpus)
    assert len(folders) >= 50
    for folder in folders:
        graph = linked(load_graph(folder))
        scanned = scan_names(folder)
        assert scanned == graph_names(graph), folder.path
        # What the explorer's views list, in their order.
        assert [name for name, _ in scanned.kernels] == [k.name for k in graph.kernels]
        assert [name for name, _ in scanned.buffers] == list(graph.buffers)
        assert [name for name, _ in scanned.fx_nodes] == (
            [n.name for n in graph.fx.nodes] if graph.fx else []
        )
    with_all = [scan_names(f) for f in folders]
    assert all(
        any(getattr(n, group) for n in with_all)
        for group in ("kernels", "buffers", "fx_nodes", "scheduler_nodes")
    )


def test_worker_processes_read_what_this_process_reads(sample_runs, monkeypatch):
    folders = graph_folders(sample_runs)[:6]
    sizes = [folder.size_bytes() for folder in folders]
    assert Workers(jobs=1).child_processes(sizes) == 0  # small: scanned here
    here = dict(Workers(jobs=1).map_in_children(scan_folder, folders, sizes))
    monkeypatch.setattr(workers, "NAMES_MIN_BYTES", 0)
    assert Workers(jobs=2).child_processes(sizes) == 2

    def scanned_here(folder):
        raise AssertionError(f"{folder.path} was scanned in this process, not by a worker")

    # What the workers do not answer is scanned here: here, that fails (the workers are other processes).
    monkeypatch.setattr(names_module, "scan_names", scanned_here)
    there = dict(Workers(jobs=2).map_in_children(scan_folder, folders, sizes))
    assert there == here and sorted(here) == list(range(len(folders)))
    monkeypatch.undo()
    assert here[0] == scan_names(folders[0])


def test_a_cancelled_scan_stops(sample_runs):
    folders = graph_folders(sample_runs)[:4]
    seen: list[int] = []
    sizes = [folder.size_bytes() for folder in folders]
    for index, _ in Workers(jobs=1).map_in_children(scan_folder, folders, sizes, lambda: len(seen) >= 2):
        seen.append(index)
    assert seen == [0, 1]
