"""Kernel costs against hand computations from the artifacts' text, and the profile join against an
independent count of the profile's events."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.costs import DEVICES, default_device, estimated_us, graph_costs, join_profile
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.profile import load_profile
from inductor_explorer.model.costs import GraphCosts, KernelCost
from inductor_explorer.session import open_session
from inductor_explorer.session.parse import parsed_costs

ROOT = Path(__file__).resolve().parents[2]


def _graph(sample: str, name: str):
    path = ROOT / "sample_runs" / sample / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run {sample} is not generated")
    folder = next(g for run in open_session(path).runs for g in run.graphs if g.name == name)
    return linked(load_graph(folder))


def _cost(costs: GraphCosts, name: str) -> KernelCost:
    return next(c for c in costs.all if c.name == name)


def _block(ir: str, header: str) -> str:
    """The lines of IR from HEADER to the next blank line."""
    start = ir.index(f"\n{header}") + 1
    end = ir.find("\n\n", start)
    return ir[start : end if end > 0 else len(ir)]


def test_pointwise_kernel_bytes_from_the_ir():
    graph = _graph("profile_cpp", "model__0_inference_0.0")
    ir = Path(graph.post_fusion.file).read_text()
    block = _block(ir, "op1: SchedulerNode(ComputedBuffer)")
    # By hand from the IR: relu reads buf0 and writes buf1, 1024 float32 each.
    assert "op1.writes = [MemoryDep('buf1', c0, {c0: 1024})]" in block
    assert "op1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 1024})]" in block
    assert "op1.met_dependencies = []" in block
    assert "buf1.layout = FixedLayout('cpu', torch.float32, size=[16, 64]" in block
    assert "buf0_layout = FixedLayout('cpu', torch.float32, size=[16, 64]" in block
    cost = _cost(graph_costs(graph), "cpp_fused_relu_0")
    assert (cost.bytes_read.value, cost.bytes_written.value) == (1024 * 4, 1024 * 4)
    assert cost.bytes_source == "scheduler IR"
    assert not cost.symbolic
    # buf0 is the addmm's output, not one of the graph's inputs (`arg0_1, ..., arg4_1 = args`).
    assert cost.bytes_from_inputs == 0
    # The estimate is one launch (the wrapper launches it once): the CPU model's fixed cost of a launch plus
    # the memory bound. Its 8 KB fit the cache, where the addmm before it left buf0: 8 KB over the 56 cores'
    # L2 bandwidth (64 GB/s each); on a GPU model (no cache) over the memory's.
    assert cost.launches == 1
    assert "arg0_1, arg1_1, arg2_1, arg3_1, arg4_1 = args" in Path(graph.output_code.file).read_text(
        encoding="utf-8"
    )
    fixed = DEVICES["cpu"].fixed.launch_us
    assert estimated_us(cost, DEVICES["cpu"]) == pytest.approx(fixed + 8192 / (56 * 64e9) * 1e6)
    h100 = DEVICES["h100"]
    assert estimated_us(cost, h100) == pytest.approx(h100.fixed.launch_us + 8192 / 3.35e12 * 1e6)


def test_fused_reduction_kernel_bytes_from_the_ir():
    """Layer norm + GELU (mlp_cpp): a fused node with two reductions. Its buffers only it uses are not
    written out; an input indexed by one variable of two is read once per element, not per iteration."""
    graph = _graph("mlp_cpp", "model__0_inference_0.0")
    ir = Path(graph.post_fusion.file).read_text()
    block = ir[
        ir.index("op1_op2_op3_op4_op5: OuterLoopFusedSchedulerNode") : ir.index(
            "op1_op2_op3_op4_op5.snodes[0]"
        )
    ]
    assert "op1_op2_op3_op4_op5.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 512})]" in block
    assert "MemoryDep('arg3_1', c1, {c0: 8, c1: 64})" in block
    assert "MemoryDep('arg4_1', c1, {c0: 8, c1: 64})" in block
    users = dict(re.findall(r"(buf\d)\.users = \[\s*(.*?)\]\n", block, re.S))
    outside = [b for b, u in users.items() if re.search(r"name='op6'|OUTPUT", u)]
    assert outside == ["buf5"]  # buf1..buf4 are used inside the fused node only
    assert "buf5.layout = FixedLayout('cpu', torch.float32, size=[8, 64]" in block
    # Read: buf0 512 + arg3_1 64 + arg4_1 64 float32; written: buf5, 512 float32.
    cost = _cost(graph_costs(graph), "cpp_fused_gelu_native_layer_norm_0")
    assert cost.bytes_read.value == (512 + 64 + 64) * 4
    assert cost.bytes_written.value == 512 * 4


def test_softmax_reduction_bytes_from_the_ir():
    graph = _graph("profile_cpp", "model__1_inference_1.1")
    ir = Path(graph.post_fusion.file).read_text()
    assert "op3_op4_op5_op6.unmet_dependencies = [MemoryDep('buf2', c0, {c0: 512})]" in ir
    assert "op3_op4_op5_op6.met_dependencies = []" in ir
    assert "buf6.users = [NodeUser(node=OUTPUT" in ir
    cost = _cost(graph_costs(graph), "cpp_fused__softmax_relu_1")
    assert (cost.bytes_read.value, cost.bytes_written.value) == (512 * 4, 512 * 4)


def test_mm_flops_from_its_shapes():
    graph = _graph("training_cpp", "model__0_backward_3.1")
    code = Path(graph.output_code.file).read_text()
    line = next(
        i
        for i, text in enumerate(code.splitlines(), 1)
        if "extern_kernels.mm(buf1, primals_6, out=buf2)" in text
    )
    fx = Path(graph.fx_readable.file).read_text()
    assert 'primals_6: "f32[10, 64]"' in fx
    assert (
        "buf1.layout = FixedLayout('cpu', torch.float32, size=[16, 10]"
        in Path(graph.post_fusion.file).read_text()
    )
    cost = next(c for c in graph_costs(graph).externs if c.line == line)
    m, k, n = 16, 10, 64
    assert cost.category == "mm" and cost.aten_op == "aten::mm"
    assert cost.flops is not None and cost.flops.value == 2 * m * n * k
    # The FLOP bound of 20480 FLOPs on an H100 at FP32 is below its memory bound: the estimate is the larger.
    seconds = max(cost.bytes_total.value / DEVICES["h100"].bandwidth, 2 * m * n * k / 67e12)
    assert estimated_us(cost, DEVICES["h100"]) == pytest.approx(DEVICES["h100"].fixed.call_us + seconds * 1e6)


def test_symbolic_sizes_stay_symbolic_and_are_estimated_at_the_hints():
    graph = _graph("dynamic_cpp", "model__0_inference_0.0")
    code = Path(graph.output_code.file).read_text()
    assert "    arg2_1 = 3\n" in code and "        s77 = arg2_1\n" in code
    costs = graph_costs(graph)
    assert costs.hints == {"s77": 3}
    silu = _cost(costs, "cpp_fused_silu_0")
    # buf0 -> buf1, [s77, 48] float32 each.
    assert silu.bytes_read.expr == "192*s77" and silu.bytes_read.value == 192 * 3
    assert silu.symbolic
    first_addmm = costs.externs[0]
    assert first_addmm.flops is not None and first_addmm.flops.expr == "2304*s77"  # 2 * s77 * 48 * 24


def test_unknown_is_not_zero_without_scheduler_ir(tmp_path):
    """A graph of a trace log alone (no IR): bytes unknown, never 0."""
    graph = _graph("mlp_cpp", "model__0_inference_0.0")
    graph.post_fusion = None
    graph.graph.clear()
    for cost in graph_costs(graph).kernels:
        assert cost.bytes_read.value is None and cost.bytes_source is None
        assert estimated_us(cost, DEVICES["cpu"]) is None


def _innermost_region(events: list[dict], event: dict) -> str | None:
    """The compile id of the innermost `Torch-Compiled Region` holding EVENT (a region may hold another: the
    frame resumed after a graph break runs inside the first frame's call)."""
    holding = [
        e
        for e in events
        if e.get("ph") == "X"
        and e["name"].startswith("Torch-Compiled Region: ")
        and e["ts"] <= event["ts"]
        and event["ts"] + event["dur"] <= e["ts"] + e["dur"]
    ]
    return max(holding, key=lambda e: e["ts"])["name"].split(": ")[1] if holding else None


def test_profile_join_matches_an_independent_count():
    path = ROOT / "sample_runs" / "profile_cpp" / "profile.json"
    if not path.is_file():
        pytest.skip("sample run profile_cpp is not generated")
    events = json.loads(path.read_text())["traceEvents"]
    graphs = [
        graph_costs(_graph("profile_cpp", name))
        for name in ("model__0_inference_0.0", "model__1_inference_1.1")
    ]
    join = join_profile(load_profile(path), graphs)

    # C++ kernels are recorded as graph_<id>_<kernel name>.
    for index, graph in enumerate(graphs):
        for kernel in graph.kernels:
            recorded = [
                e for e in events if e.get("ph") == "X" and e["name"] == f"graph_{index}_{kernel.name}"
            ]
            measured = join.measured[(index, kernel.ref)]
            assert measured.count == len(recorded) == 3
            assert measured.total_us == pytest.approx(sum(e["dur"] for e in recorded))

    # Both graphs call addmm twice: each graph's calls get the aten::addmm events inside its compile's region,
    # the first call the first of each pair.
    compile_of = {0: "0/0", 1: "1/0"}
    addmms = [e for e in events if e.get("ph") == "X" and e["name"] == "aten::addmm"]
    for index, graph in enumerate(graphs):
        inside = sorted(
            (e for e in addmms if _innermost_region(events, e) == compile_of[index]), key=lambda e: e["ts"]
        )
        assert len(inside) == 6
        for position, call in enumerate(graph.externs):
            measured = join.measured[(index, call.ref)]
            mine = inside[position::2]
            assert measured.count == 3
            assert measured.total_us == pytest.approx(sum(e["dur"] for e in mine))

    # The eager multiply between the calls is no kernel's.
    muls = [e for e in events if e.get("ph") == "X" and e["name"] == "aten::mul"]
    unmatched = {u.name: u for u in join.unmatched}
    assert unmatched["aten::mul"].count == len(muls) == 3
    assert join.ambiguous == []
    counted = sum(m.total_us for m in join.measured.values()) + sum(u.total_us for u in join.unmatched)
    assert join.profiled_us == pytest.approx(counted)


def test_a_name_of_several_graphs_is_ambiguous_without_a_compile():
    """The same profile with the compiled regions taken out: addmm (both graphs) cannot be placed."""
    path = ROOT / "sample_runs" / "profile_cpp" / "profile.json"
    if not path.is_file():
        pytest.skip("sample run profile_cpp is not generated")
    graphs = [
        graph_costs(_graph("profile_cpp", name))
        for name in ("model__0_inference_0.0", "model__1_inference_1.1")
    ]
    profile = load_profile(path)
    profile.events = [e for e in profile.events if not e.name.startswith("Torch-Compiled Region")]
    join = join_profile(profile, graphs)
    ambiguous = {a.name: a for a in join.ambiguous}
    assert ambiguous["aten::addmm"].count == 12
    assert ambiguous["aten::addmm"].graphs == ("model__0_inference_0.0", "model__1_inference_1.1")
    assert not any(key[1].startswith("extern:") for key in join.measured)


def test_view_title_counts_graphs_in_the_singular_and_plural():
    from inductor_explorer.report.costs import view_title

    graph = _graph("kernel_group_cpp", "model__0_inference_0.0")
    costs = graph_costs(graph)
    assert ", 1 graph, by estimated time" in view_title([costs], DEVICES["cpu"], None, 2)
    assert ", 2 graphs, by estimated time" in view_title([costs, costs], DEVICES["cpu"], None, 4)


def test_a_trace_only_cpu_run_gets_the_cpu_model(corpus):
    # No scheduler IR says the device (its compiles are in the trace log alone): C++ kernels run on the CPU.
    costs = parsed_costs(open_session(corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0").parsed())
    assert {k.kind for g in costs for k in g.kernels} == {"cpp"}
    assert {g.device_type for g in costs if g.kernels} == {"cpu"}
    assert default_device(g.device_type for g in costs) is DEVICES["cpu"]


def test_triton_kernels_without_ir_or_device_str_are_for_a_gpu(corpus):
    (folder,) = [
        g
        for run in open_session(corpus / "ngimel_albert_gpu_2.0a0").runs
        for g in run.graphs
        if g.kind == "forward"
    ]
    graph = linked(load_graph(folder))
    graph.post_fusion = graph.pre_fusion = None
    assert all(k.kind == "triton" and not k.device_str for k in graph.kernels)
    assert graph_costs(graph).device_type == "cuda"


def test_bytes_moved_is_the_value_of_bytes_total(sample_runs):
    """The estimate's bytes (`bytes_moved`, no symbolic form made) are `bytes_total`'s value for every kernel
    and extern call: static, symbolic (dynamic shapes) and unknown."""
    costs = [
        c
        for path in sorted(sample_runs.glob("*/torch_compile_debug"))
        for c in parsed_costs(open_session(path).parsed())
    ]
    rows = [row for graph in costs for row in graph.all]
    assert any(row.bytes_total.symbolic for row in rows)
    assert any(row.bytes_total.value is None for row in rows)
    assert any(row.bytes_total.value and not row.bytes_total.symbolic for row in rows)
    for row in rows:
        assert row.bytes_moved == row.bytes_total.value, (row.graph, row.name)
