"""The linked model answers the foundation questions from the model alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.analysis.fusion import graph_fusion
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.artifacts import SchedulerNode
from inductor_explorer.session import open_session


def _graphs(path: Path):
    for run in open_session(path).parsed().runs:
        yield from run.graphs


#: torch.cond's branches are scheduled as graphs of their own and ir_*_fusion.txt keeps the last one only
#: (`false_graph_0_op0`): the other kernels have no scheduler node in the file at all.
ONE_SUBGRAPH_IR = "cond_custom_op_cpp"


def _graph(path: Path, name: str):
    return next(g for g in _graphs(path) if g.name == name)


@pytest.mark.parametrize("backend", ["cpp", "triton"])
def test_layernorm_kernel_links_fx_pre_post_buffers(sample_runs: Path, backend: str):
    graph = _graph(sample_runs / f"training_{backend}" / "torch_compile_debug", "model__0_forward_1.0")
    kernel = next(k for k in graph.kernels if "native_layer_norm" in k.name)
    fx = {n.name for n in graph.fx_nodes_for_kernel(kernel.name)}
    assert {"var_mean", "rsqrt", "relu"} <= fx
    posts = graph.post_nodes_for_kernel(kernel.name)
    assert len(posts) == 1
    pre = graph.pre_nodes_for_post(posts[0])
    assert len(pre) >= 2 and all(p in posts[0].split("_") or p == posts[0] for p in pre)
    # the buffers it writes are computed by it; the relu output is read by the next extern (addmm)
    written = graph.post_fusion.node(posts[0]).buffer_names
    assert all(graph.kernel_for_buffer(b) == kernel.name for b in written)
    readers = [k for b in written for k in graph.reading_kernels(b)]
    assert any(r.startswith("extern:") for r in readers)
    # definition and launch lines point into output_code.py
    lines = graph.output_code.file and Path(graph.output_code.file).read_text().splitlines()
    assert lines[kernel.line - 1].startswith(f"{kernel.name} = async_compile.")
    (launch,) = graph.launches(kernel.name)
    assert kernel.name in lines[launch.line - 1]


def test_every_scheduled_node_reaches_a_kernel(sample_runs: Path, corpus: Path):
    roots = [
        *sample_runs.glob("*/torch_compile_debug"),
        *(p for p in corpus.iterdir() if p.is_dir()),
    ]
    checked = 0
    for root in roots:
        try:
            graphs = list(_graphs(root))
        except Exception as exc:  # trace-only folders have no graphs; discovery still succeeds
            raise AssertionError(root) from exc
        for graph in graphs:
            # A torch.cond graph's IR is one branch's, launched in that branch's function outside call().
            if graph.post_fusion is None or graph.output_code is None:
                continue
            for node in graph.post_fusion.nodes:
                if node.scheduler_class.startswith("NopKernel"):
                    continue
                assert graph.kernel_for_post(node.name), (root, graph.name, node.name)
                checked += 1
    assert checked > 1500


def test_kernels_in_sample_runs_all_have_their_scheduler_nodes(sample_runs: Path):
    for root in sample_runs.glob("*/torch_compile_debug"):
        if root.parent.name == ONE_SUBGRAPH_IR:
            continue
        # A cache hit's graph comes from the trace log alone, which holds no scheduler IR.
        for graph in (g for g in _graphs(root) if not (g.folder.trace and g.folder.trace.cache_hit)):
            if graph.ir_subgraph:  # the IR covers one torch.cond branch: the other kernels have no node in it
                continue
            for kernel in graph.kernels:
                assert graph.post_nodes_for_kernel(kernel.name), (root, graph.name, kernel.name)


@pytest.mark.parametrize(
    "sample, kernels",
    [
        (
            "cond_cpp",
            {
                "cpp_fused_gt_mul_relu_1": ("true_graph_0", {"mul", "relu"}),
                "cpp_fused_add_gt_sigmoid_2": ("false_graph_0", {"sigmoid", "add"}),
            },
        ),
        (
            "cond_custom_op_cpp",
            {
                "cpp_fused_add_gt_relu_1": ("true_graph_0", {"relu", "add"}),
                "cpp_fused_gt_mul_sigmoid_2": ("false_graph_0", {"sigmoid", "mul"}),
            },
        ),
    ],
)
def test_kernels_launched_in_a_cond_branch_function_are_linked(sample_runs: Path, sample: str, kernels: dict):
    """A branch's kernel is launched in its `def true_graph_0(args):`: its launch, the FX nodes of its
    subgraph that the provenance file maps to it, and the branch's scheduler node in the IR."""
    graph = next(_graphs(sample_runs / sample / "torch_compile_debug"))
    lines = Path(graph.output_code.file).read_text().splitlines()
    for kernel, (subgraph, ops) in kernels.items():
        (launch,) = graph.launches(kernel)
        assert launch.function == subgraph and lines[launch.line - 1].strip().startswith(f"{kernel}(")
        function = max(i for i in range(launch.line) if lines[i].startswith("def "))
        assert lines[function] == f"def {subgraph}(args):"
        fx = graph.fx_nodes_for_kernel(kernel)
        assert {n.name for n in fx} == ops and {n.subgraph for n in fx} == {subgraph}
        provenance = json.loads(Path(graph.provenance.file).read_text())["cppCodeToPost"]
        (mapped,) = (names for key, names in provenance.items() if key.startswith(f"{kernel}:"))
        assert ops <= set(mapped)
    # The IR holds false_graph_0's node alone: it is tied to the kernel its function launches.
    assert graph.kernel_for_post("false_graph_0_op0") in kernels
    assert graph.post_nodes_for_kernel(graph.kernel_for_post("false_graph_0_op0")) == ["false_graph_0_op0"]


def test_buffer_table_and_reuse(corpus: Path):
    graph = _graph(corpus / "ahbpp_resnet18_gpu_2.4.0", "model__0_backward_3.1")
    # `buf19 = buf18[0]`: a MultiOutput of convolution_backward; computed by that call
    producer = graph.kernel_for_buffer("buf19")
    assert producer.startswith("extern:")
    call = next(e for e in graph.externs if e.id == producer)
    assert "convolution_backward" in call.name
    reused = [b for b in graph.buffers.values() if b.reused_from]
    assert reused and all(
        graph.buffers.get(b.reused_from, b).reused_by == b.name
        for b in reused
        if b.reused_from in graph.buffers
    )
    freed = [b for b in graph.buffers.values() if b.freed_at]
    assert freed and all(graph.output_code.wrapper for _ in freed)


def test_unfused_nodes_have_reasons(sample_runs: Path):
    graph = _graph(sample_runs / "training_cpp" / "torch_compile_debug", "model__0_forward_1.0")
    alone = [n for n in graph.post_fusion.nodes if not n.is_fused and not graph.grouping_reason(n.name)]
    judged = graph_fusion(graph, None)
    reasons = {name: judged.node(name).alone.text for name in (n.name for n in alone)}
    assert any("extern call (extern_kernels.addmm)" in r for r in reasons.values())


def test_incomplete_graph_is_still_a_graph(tmp_path: Path, sample_runs: Path):
    source = next((sample_runs / "mlp_cpp").rglob("fx_graph_readable.py"))
    folder = tmp_path / "model__0_forward_1.0"
    folder.mkdir()
    (folder / "fx_graph_readable.py").write_text(source.read_text())
    graph = linked(load_graph(open_session(folder).runs[0].graphs[0]))
    assert graph.incomplete and graph.fx_readable.nodes
    assert any("before code generation" in p.message for p in graph.problems)


def test_kernels_for_fx_node_follows_lowering_only(sample_runs: Path):
    graph = _graph(sample_runs / "training_triton" / "torch_compile_debug", "model__0_forward_1.0")
    kernel = next(k for k in graph.kernels if "native_layer_norm" in k.name)
    assert graph.kernels_for_fx_node("rsqrt") == [kernel.name]
    assert graph.kernels_for_fx_node("primals_1") == []


def test_kernel_number_is_the_position_in_output_code(sample_runs: Path):
    checked = 0
    for graph in _graphs(sample_runs):
        seen = set()
        for position, kernel in enumerate(graph.kernels, 1):
            if kernel.name not in seen:  # a repeated name is numbered where it first appears
                seen.add(kernel.name)
                assert graph.kernel_number(kernel.name) == position
                checked += 1
        assert graph.kernel_number("no_such_kernel") is None
    assert checked > 20


def _scheduler_lookups(graph) -> list:
    """What the scheduler IR's `node` answers for each top-level node name of GRAPH."""
    return [ir.node(n.name) for ir in (graph.pre_fusion, graph.post_fusion) if ir for n in ir.nodes]


def test_built_indexes_answer_as_lookups_built_on_demand(sample_runs: Path, monkeypatch):
    eager_graphs, lazy_graphs = list(_graphs(sample_runs)), list(_graphs(sample_runs))
    for graph in eager_graphs:
        graph.build_indexes()
    lazy_nodes = [_scheduler_lookups(graph) for graph in lazy_graphs]
    assert sum(map(len, lazy_nodes)) > 50

    def walked(node):
        raise AssertionError(f"looking {node.name} up walked the nodes: the index was not built")

    # Built: a lookup in a graph whose indexes were built walks no scheduler node.
    monkeypatch.setattr(SchedulerNode, "walk", walked)
    for eager, lazy, nodes in zip(eager_graphs, lazy_graphs, lazy_nodes):
        for kernel in lazy.kernels:
            assert eager.kernel(kernel.name) == lazy.kernel(kernel.name)
            assert eager.kernel_number(kernel.name) == lazy.kernel_number(kernel.name)
        assert _scheduler_lookups(eager) == nodes
