"""The Buffers view of a graph read from its trace log alone: Inductor's tensor meta
(`inductor_runtime_and_tensor_meta`) gives each op's outputs, named as the scheduler IR of the same run names
them."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.session import open_session
from inductor_explorer.tui.presenters.buffer import buffer_rows, buffers_title

TLPARSE = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs"


def _graph(path: Path) -> CompiledGraph:
    return linked(load_graph(open_session(path).runs[0].graphs[0]))


@pytest.mark.parametrize(("sample", "log_glob"), [("aoti_cpp", "*.log"), ("ranks_gloo_cpp", "*rank_0_*.log")])
def test_tensor_meta_buffers_are_the_scheduler_irs(sample_runs: Path, sample: str, log_glob: str):
    """The samples hold both: the debug folder's ir_post_fusion.txt and the trace log. Every tensor buffer the
    IR lists comes from the log alone with the same name, size, stride, dtype, kernel and `removed`; the
    collective's outputs (no tensor: `[0]`, no dtype) are left out."""
    root = sample_runs / sample / "torch_compile_debug"
    (log,) = (root / "tlparse").glob(log_glob)
    from_log = _graph(log)
    assert from_log.post_fusion is None and from_log.inductor_outputs
    run = next(r for r in open_session(sample_runs / sample).runs if r.rank in (None, 0))
    folder = linked(load_graph(run.graphs[0]))
    assert folder.post_fusion is not None

    def facts(graph: CompiledGraph) -> dict[str, tuple]:
        return {
            b.name: (b.size, b.stride, b.dtype, b.removed)
            for b in graph.buffers.values()
            if b.dtype is not None
        }

    assert facts(from_log) == facts(folder)
    assert len(facts(from_log)) == (10 if sample == "aoti_cpp" else 8)
    # Each buffer's kernel too, but for the two nodes (op3, op4) the C++ back end launched as one kernel: the
    # log does not say which kernel holds them (tests/analysis/test_inductor_estimates.py).
    unjoined = {"buf3", "buf4"} if sample == "aoti_cpp" else set()
    for name in facts(from_log):
        expected = None if name in unjoined else folder.buffers[name].kernel
        assert from_log.buffers[name].kernel == expected, name


def test_multi_rank_runtime_buffers_from_tensor_meta():
    """tlparse's CUDA log (rank 0, compile 0/0): mm into buf0, the fused silu/all_reduce kernel's buf1; the
    log gives no outputs for wait_tensor, and the second mm's `out=buf6` names the count again."""
    graph = _graph(TLPARSE / "multi_rank_runtime")
    assert graph.name == "0_inference [0/0]"
    rows = {b.name: b for b in graph.buffers.values()}
    assert sorted(rows) == ["buf0", "buf1", "buf6", "buf7"]
    assert all(b.size == "[1024, 1024]" and b.dtype == "torch.float16" for b in rows.values())
    assert rows["buf1"].kernel == "triton_poi_fused_all_reduce_silu_0" and rows["buf1"].producer == "op1"
    assert rows["buf7"].kernel == "triton_poi_fused_relu_1"
    assert len(buffer_rows(graph)) == 4
    assert "Inductor's tensor meta" in str(buffers_title(graph, 4, 4, "", -1))
