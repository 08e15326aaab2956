"""Unfused scheduler nodes the C++ back end writes into one kernel: the view must say so, never "alone"."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.counts import graph_counts
from inductor_explorer.analysis.fusion import graph_fusion
from inductor_explorer.loader.fusion_log import find_fusion_log, load_fusion_log
from inductor_explorer.session import open_session
from inductor_explorer.tui.presenters.fusion import fusion_decisions, fusion_totals


def _graphs(path: Path):
    for run in open_session(path).parsed().runs:
        yield from run.graphs


def _totals(graph) -> str:
    return fusion_totals(graph_counts(graph), len(graph.codegen_grouped()), graph.ir_subgraph).plain


def _kernel_group_graph(sample_runs: Path):
    return next(_graphs(sample_runs / "kernel_group_cpp" / "torch_compile_debug"))


def test_unfused_nodes_in_one_cpp_kernel_are_grouped_not_alone(sample_runs: Path):
    graph = _kernel_group_graph(sample_runs)
    assert [n.is_fused for n in graph.post_fusion.nodes] == [False] * 4
    assert {graph.kernel_for_post(n) for n in ("op0", "op1", "op2")} == {"cpp_fused_mul_relu_sum_0"}
    # The provenance handle of that one launch names every FX node of the three scheduler nodes.
    assert set(graph.provenance.code_to_post()["cpp_fused_mul_relu_sum_0:1"]) == {
        "mul",
        "relu",
        "sum_1",
        "sum_2",
    }
    assert graph.kernel_mates("op1") == ["op0", "op2"]
    reason = graph.grouping_reason("op0")
    assert reason.startswith("in cpp_fused_mul_relu_sum_0 with op1, op2: not by fusion")
    assert "KernelGroup" in reason
    assert graph.codegen_grouped() == ["op0", "op1", "op2"]
    alone = [n.name for n in graph.post_fusion.nodes if not n.is_fused and not graph.grouping_reason(n.name)]
    assert alone == ["op3"]
    totals = _totals(graph)
    assert "(0 fused, 4 alone) → 1 kernel, 1 extern call; 3 of the alone share one C++ kernel" in totals


def test_decisions_pane_lists_a_repeated_refusal_once_and_the_grouping(sample_runs: Path):
    graph = _kernel_group_graph(sample_runs)
    log, _ = load_fusion_log(find_fusion_log(sample_runs / "kernel_group_cpp"))
    # The log holds the refusal twice (a second candidate pass after "fusion complete").
    assert sum(1 for d in log.for_graph(graph.name) if (d.node1, d.node2) == ("op0", "op1")) == 2
    fusion = graph_fusion(graph, log)
    text = fusion_decisions(fusion, fusion.node("op0")).plain
    assert text.count("refused op0 with op1: no shared data") == 1
    assert "no shared data (2x)" in text
    assert "After fusion: in cpp_fused_mul_relu_sum_0 with op1, op2" in text


def test_no_grouping_is_claimed_for_triton_kernels(sample_runs: Path, corpus: Path):
    roots = [
        *sample_runs.glob("*_triton/torch_compile_debug"),
        corpus / "ngimel_albert_gpu_2.0a0",
        corpus / "ngimel_gernet_l_gpu_2.0a0",
        corpus / "ahbpp_resnet18_gpu_2.4.0",
    ]
    checked = 0
    for root in roots:
        for graph in _graphs(root):
            if graph.post_fusion is None:
                continue
            checked += 1
            assert graph.codegen_grouped() == [], (root, graph.name)
    assert checked > 10


def test_a_node_called_alone_has_a_launch_of_its_own(sample_runs: Path, corpus: Path):
    """Across C++ runs of several torch versions: no "why alone" for a node whose launch computes another."""
    roots = [
        *sample_runs.glob("*_cpp/torch_compile_debug"),
        corpus / "htang_tcapp_cpu_2.5.1",
        corpus / "vfdev_upsample_bilinear_cpu_dynamic_2.2a0",
    ]
    grouped = 0
    for root in roots:
        for graph in _graphs(root):
            grouped += len(graph.codegen_grouped())
            for node in graph.post_fusion.nodes if graph.post_fusion is not None else []:
                if not node.is_fused and not graph.grouping_reason(node.name):
                    assert graph.kernel_mates(node.name) == [], (root, graph.name, node.name)
    assert grouped >= 20


def test_ir_files_of_one_cond_branch_are_named_as_such(sample_runs: Path):
    graph = next(_graphs(sample_runs / "cond_cpp" / "torch_compile_debug"))
    assert [n.name for n in graph.post_fusion.nodes] == ["false_graph_0_op0"]
    assert len(graph.kernels) == 3
    assert graph.ir_subgraph == "false_graph_0"
    totals = _totals(graph)
    assert totals.startswith("IR of subgraph false_graph_0 only: 1 pre-fusion node → 1 post-fusion node")
    assert totals.endswith("→ 3 kernels, 0 extern calls of the whole graph")
    # cond_custom_op_cpp's IR holds one branch too; no other sample's does.
    subgraphs = {
        root.parent.name: g.ir_subgraph
        for root in sample_runs.glob("*/torch_compile_debug")
        for g in _graphs(root)
        if g.ir_subgraph
    }
    assert subgraphs == {"cond_cpp": "false_graph_0", "cond_custom_op_cpp": "false_graph_0"}
