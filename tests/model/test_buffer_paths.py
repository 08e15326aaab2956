"""The short paths for the common scheduler node (one output, not fused) give what the general reading
gives: written_buffers' rows (and so buffer_shapes'), and a node's names for codegen links are its buffers,
mutated inputs and the buffers reusing them; on every sample run and corpus graph folder."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.linking import _materialised, _node_buffers, buffer_shapes, link_wrapper
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.artifacts import SchedulerBuffer, SchedulerIR, SchedulerNode
from inductor_explorer.model.graph import CompiledGraph, written_buffers
from tests.support.folders import discovered_graph_folders


def _graphs(root: Path) -> list[CompiledGraph]:
    out: list[CompiledGraph] = []
    for folder in discovered_graph_folders(root):
        graph = load_graph(folder, full=False, costs=True)
        link_wrapper(graph)
        out.append(graph)
    return out


def _general_shapes(graph: CompiledGraph) -> dict[str, tuple[str | None, str | None, bool]]:
    table: dict[str, tuple[str | None, str | None, bool]] = {}
    ir = graph.post_fusion or graph.pre_fusion
    if ir is None:
        return table
    code = graph.output_code
    materialised = _materialised(code)
    for _, name, out in _general_rows(ir, "post" if graph.post_fusion is not None else "pre"):
        removed = code is not None and name not in materialised
        table.setdefault(name, (out.dtype, out.size, removed) if out else (None, None, removed))
    return table


def _general_rows(ir: SchedulerIR, layer: str) -> list[tuple[SchedulerNode, str, SchedulerBuffer | None]]:
    """written_buffers' rows read the general way, every node's outputs gathered in a dict."""
    rows: list[tuple[SchedulerNode, str, SchedulerBuffer | None]] = []
    for top in ir.nodes:
        for node in [top] if layer == "post" else list(top.walk()):
            outputs = {b.name: b for n in node.walk() for b in n.outputs}
            rows.extend((node, name, outputs.get(name)) for name in node.buffer_names or list(outputs))
    return rows


def _general_names(node: SchedulerNode, reused_by: dict[str, list[str]]) -> set[str]:
    names = set(node.buffer_names)
    for member in node.walk():
        names.update(member.mutations)
        for out in member.outputs:
            names.update(out.mutations)
    for old in names & reused_by.keys():
        names.update(reused_by[old])
    return names


def _assert_same(graphs: list[CompiledGraph]) -> int:
    nodes = 0
    for graph in graphs:
        assert buffer_shapes(graph) == _general_shapes(graph), graph.folder.path
        for ir, layer in ((graph.post_fusion, "post"), (graph.pre_fusion, "pre")):
            if ir is not None:
                assert list(written_buffers(ir, layer)) == _general_rows(ir, layer), graph.folder.path
        reused_by: dict[str, list[str]] = {}
        for new, old in graph.aliases.items():
            reused_by.setdefault(old, []).append(new)
        for node in graph.post_fusion.nodes if graph.post_fusion is not None else ():
            assert set(_node_buffers(node, reused_by)) == _general_names(node, reused_by), node.name
            nodes += 1
    return nodes


def test_short_paths_match_the_general_reading_on_sample_runs(sample_runs):
    assert _assert_same(_graphs(sample_runs)) >= 100


def test_short_paths_match_the_general_reading_on_the_corpus(corpus):
    assert _assert_same(_graphs(corpus)) >= 100
