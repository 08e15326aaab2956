"""torch 2.0's fused scheduler nodes: their kind comes from their members (issue 21 item 12)."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import open_session
from inductor_explorer.tui.views.kernel import kernel_links


def _graph(path: Path, name: str):
    return next(g for run in open_session(path).parsed().runs for g in run.graphs if g.name == name)


def test_kernel_side_pane_kind_agrees_with_the_kernel_header(corpus: Path):
    graph = _graph(corpus / "ngimel_albert_gpu_2.0a0", "AlbertForQuestionAnswering__0_forward_1.0")
    kernel = graph.kernel("triton__1")
    assert kernel.category == "reduction"  # what the kernel header shows
    node = graph.post_fusion.node("buf11_buf12_buf13")
    assert node.is_fused and not node.children  # 2.0: `.snodes = [...]` only
    assert graph.post_kind(node) == "reduction"
    lines = [link.text.plain for link in kernel_links(graph, "triton__1")]
    assert " FusedSchedulerNode · reduction" in lines


def test_every_categorised_kernel_of_the_2_0_corpus_agrees(corpus: Path):
    checked = 0
    for name in ("ngimel_albert_gpu_2.0a0", "ngimel_gernet_l_gpu_2.0a0"):
        for run in open_session(corpus / name).parsed().runs:
            for graph in run.graphs:
                for kernel in graph.kernels if graph.post_fusion is not None else []:
                    if kernel.category not in ("pointwise", "reduction", "persistent_reduction"):
                        continue
                    want = "reduction" if "reduction" in kernel.category else kernel.category
                    for post in graph.post_nodes_for_kernel(kernel.name):
                        assert graph.post_kind(graph.post_fusion.node(post)) == want, (
                            graph.name,
                            kernel.name,
                        )
                        checked += 1
    assert checked > 300
