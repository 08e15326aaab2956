"""The diff reads digests, not whole graphs: each graph's kernel signatures and extern calls from summary's
cheaper parse (unlinked) must be what the full, linked parse gives, on every sample run and corpus graph
folder; and the diff of two folders must be the diff of their full parses."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.diff import diff_digest, kernel_signatures, short_op
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.graph import CompiledGraph, KernelSignature
from inductor_explorer.model.ids import Layer, node_id, node_name
from inductor_explorer.model.run import GraphFolder
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.parse import diff_parsed
from tests.support.folders import discovered_graph_folders

DATA = Path(__file__).resolve().parents[1] / "data"


def _linked_signatures(graph: CompiledGraph) -> tuple[list[KernelSignature], int]:
    """The signatures read off the linked graph's networkx edges, as the diff read them before it took
    digests: a kernel's `Original ATen` ops, else the targets of the FX nodes with a `lowered_to` edge into
    it, else its name without the index. And how many came from FX nodes."""
    out = []
    from_fx = 0
    fx = graph.fx
    for listed in graph.kernels:
        kernel = graph.kernel(listed.name)
        kind = kernel.kind if kernel else "kernel"
        if kernel and kernel.category:
            kind = f"{kind} {kernel.category}"
        ops: set[str] = set()
        if kernel and kernel.original_aten:
            ops = {short_op(op) for op in kernel.original_aten}
        else:
            node = node_id(Layer.KERNEL, listed.name)
            if node in graph.graph and fx is not None:
                top = fx.nodes[0].subgraph if fx.nodes else "GraphModule"
                for pred in graph.graph.predecessors(node):
                    if graph.graph.edges[pred, node].get("rel") == "lowered_to":
                        fx_node = fx.node(node_name(pred), top)
                        if fx_node is not None and fx_node.target:
                            ops.add(short_op(fx_node.target))
                from_fx += bool(ops)
        body = ", ".join(sorted(ops)) if ops else re.sub(r"_\d+$", "", listed.name)
        out.append(KernelSignature(listed.name, kind, f"{kind}: {body}"))
    return out, from_fx


def _assert_same(folders: list[GraphFolder]) -> tuple[int, int]:
    """Kernels and those signed by their lowered FX nodes (not by `Original ATen` or the name) seen."""
    kernels = lowered = 0
    for folder in folders:
        full = linked(load_graph(folder))
        digest = diff_digest(load_graph(folder, full=False, costs=True))
        expected, from_fx = _linked_signatures(full)
        assert list(digest.kernel_signatures or ()) == expected == list(kernel_signatures(full)), folder.path
        assert digest.extern_names == tuple(e.name for e in full.externs), folder.path
        kernels += len(expected)
        lowered += from_fx
    return kernels, lowered


def test_diff_digests_sign_kernels_as_the_linked_graph_on_sample_runs(sample_runs):
    folders = discovered_graph_folders(sample_runs)
    assert len(folders) >= 20
    kernels, lowered = _assert_same(folders)
    assert kernels >= 80 and lowered >= 30  # the FX-node fallback is exercised, not only Original ATen


def test_diff_digests_sign_kernels_as_the_linked_graph_on_the_corpus(corpus):
    folders = discovered_graph_folders(corpus)
    assert len(folders) >= 20
    kernels, _ = _assert_same(folders)
    assert kernels >= 300


@pytest.mark.parametrize(
    "before, after",
    [
        (DATA / "diff_before", DATA / "diff_after"),
        ("graph_breaks_cpp", "fix_loop_cpp"),
        ("mlp_triton", "attention_triton"),
    ],
)
def test_the_diff_of_two_folders_is_the_diff_of_their_full_parses(sample_runs, before, after):
    if isinstance(before, str):
        before, after = sample_runs / before, sample_runs / after
    options = SessionOptions(parse_cache=False, jobs=1)
    digested = open_session(before, options).diff(open_session(after, options))
    assert digested == diff_parsed(open_session(before).parsed(), open_session(after).parsed())
