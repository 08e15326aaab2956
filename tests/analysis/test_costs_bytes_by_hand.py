"""Each kernel's bytes against a count by hand from its generated source: a pointwise kernel, a reduction
writing running statistics in place, an AdamW step writing its parameter and optimizer state in place, and
the scatter of an embedding backward. Each count is the source's loads and stores: the elements each pointer
touches (its index's range) times the dtype's size, each buffer once per launch."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.costs import graph_costs
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.costs import KernelCost
from inductor_explorer.session import open_session

DATA = Path(__file__).resolve().parents[1] / "data"


def _kernel(path: Path, graph: str, kernel: str) -> tuple[KernelCost, str, str]:
    """KERNEL's cost in GRAPH of the session at PATH, its source and the wrapper line launching it."""
    folder = next(g for run in open_session(path).runs for g in run.graphs if g.name == graph)
    loaded = linked(load_graph(folder))
    (source,) = [k.source for k in loaded.kernels if k.name == kernel]
    code = Path(loaded.output_code.file).read_text()
    (launch,) = [line.strip() for line in code.splitlines() if line.strip().startswith(f"{kernel}(")] or [
        line.strip() for line in code.splitlines() if line.strip().startswith(f"{kernel}.run(")
    ]
    (cost,) = [c for c in graph_costs(loaded).kernels if c.name == kernel]
    return cost, source, launch


def _resnet(corpus: Path, kernel: str) -> tuple[KernelCost, str, str]:
    return _kernel(corpus / "ahbpp_resnet18_gpu_2.4.0", "model__0_forward_1.0", kernel)


def test_pointwise_kernel(corpus):
    cost, source, launch = _resnet(corpus, "triton_poi_fused__native_batch_norm_legit_functional_add_relu_22")
    assert "xnumel = 3211264" in source and "x2 = xindex\n    x0 = xindex % 128" in source
    loads = [
        line.split("tl.load(", 1)[1].split(",", 1)[0] for line in source.splitlines() if "tl.load(" in line
    ]
    assert loads == [
        "in_ptr0 + (x2)",
        "in_ptr1 + (x0)",
        "in_ptr2 + (x0)",
        "in_ptr3 + (x0)",
        "in_ptr4 + (x0)",
        "in_ptr5 + (x2)",
        "in_ptr6 + (x0)",
        "in_ptr7 + (x0)",
        "in_ptr8 + (x0)",
        "in_ptr9 + (x0)",
    ]
    assert "tl.store(in_out_ptr0 + (x2), tmp28, None)" in source
    assert "'signature': {0: '*fp32', 1: '*fp32', 2: '*fp32', 3: '*fp32', 4: '*fp32', 5: '*fp32'" in source
    # Read: in_ptr0 and in_ptr5 over x2 (3211264 each), eight per-channel vectors over x0 (128 each), fp32:
    # (2*3211264 + 8*128) * 4 = 25694208. Written: in_out_ptr0 over x2: 3211264 * 4 = 12845056 (the buffer
    # the kernel computes in place of one it frees; nothing else is mutated).
    assert (cost.bytes_read.value, cost.bytes_written.value) == ((2 * 3211264 + 8 * 128) * 4, 3211264 * 4)
    assert cost.mutated == ()


def test_reduction_kernel_writing_running_statistics_in_place(corpus):
    cost, source, launch = _resnet(corpus, "triton_per_fused__native_batch_norm_legit_functional_11")
    assert "'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6']" in source
    assert "xnumel = 64\n    rnumel = 4" in source
    for load in (
        "tl.load(in_ptr0 + (x0 + (64*r1))",
        "tl.load(in_ptr1 + (x0 + (64*r1))",
        "tl.load(in_ptr2 + (x0 + (64*r1))",
        "tl.load(in_ptr3 + (x0)",
        "tl.load(in_ptr4 + (x0)",
    ):
        assert load in source
    stores = sorted(line.strip().split(" + ")[0] for line in source.splitlines() if "tl.store(" in line)
    assert stores == [f"tl.store(out_ptr{i}" for i in (0, 1, 2, 4, 6)]
    assert "tl.store(out_ptr4 + (x0)" in source and "tl.store(out_ptr6 + (x0)" in source
    # The launch passes primals_63 and primals_64 (BatchNorm's running mean and variance, graph inputs) as
    # in_ptr3/out_ptr4 and in_ptr4/out_ptr6: the kernel updates them in place.
    args = launch[launch.index("(") + 1 :].split(", ")
    assert (args[3], args[4], args[8], args[9]) == ("primals_63", "primals_64", "primals_63", "primals_64")
    # Read: three partial sums over x0 + 64*r1 (64 * 4 each) and the two running statistics over x0 (64 each),
    # fp32: (3*256 + 2*64) * 4 = 3584. Written: five stores over x0, 5 * 64 * 4 = 1280, two of them into the
    # graph inputs primals_63 and primals_64.
    assert (cost.bytes_read.value, cost.bytes_written.value) == ((3 * 256 + 2 * 64) * 4, 5 * 64 * 4)
    assert cost.mutated == ("primals_63", "primals_64")


def test_adamw_step_writes_its_parameter_and_state_in_place():
    cost, source, launch = _kernel(
        DATA / "inplace_scatter_cpp",
        "model__0_inference_0.0",
        "cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0",
    )
    assert launch == (
        "cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0("
        "arg0_1, arg2_1, arg4_1, arg3_1, arg1_1, arg0_1, arg2_1, arg3_1, arg1_1)"
    )
    # in_ptr0..4 = arg0_1 (the parameter), arg2_1, arg4_1 (the gradient), arg3_1, arg1_1 (the step); out_ptr3,
    # 4, 5, 7 = arg0_1, arg2_1, arg3_1, arg1_1: the same tensors, written in place.
    assert "x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L)" in source
    for load in ("loadu(out_ptr3 + ", "loadu(out_ptr4 + ", "loadu(in_ptr2 + ", "loadu(out_ptr5 + "):
        assert load + "static_cast<int64_t>(x0), static_cast<int64_t>(16))" in source
    assert "in_ptr4[static_cast<int64_t>(0L)]" in source
    for store in ("tmp42.store(out_ptr3 + ", "tmp10.store(out_ptr4 + ", "tmp18.store(out_ptr5 + "):
        assert store + "static_cast<int64_t>(x0));" in source
    assert "out_ptr7[static_cast<int64_t>(0L)] = tmp2;" in source
    # Read: the parameter, both moments and the gradient over x0 in [0, 64) (64 floats each) and the step
    # (1 float): (4*64 + 1) * 4 = 1028. Written: the parameter and both moments (64 each) and the step:
    # (3*64 + 1) * 4 = 772, all of it into the graph's inputs.
    assert (cost.bytes_read.value, cost.bytes_written.value) == ((4 * 64 + 1) * 4, (3 * 64 + 1) * 4)
    assert sorted(cost.mutated) == ["arg0_1", "arg1_1", "arg2_1", "arg3_1"]


def test_embedding_backward_scatter():
    cost, source, launch = _kernel(
        DATA / "inplace_scatter_cpp", "model__1_backward_4.2", "cpp_fused_embedding_dense_backward_0"
    )
    assert launch == "cpp_fused_embedding_dense_backward_0(primals_1, tangents_1, buf0)"
    # primals_1: the 6 int64 indices; tangents_1: the (6, 4) float gradient; buf0: the (16, 4) weight
    # gradient.
    assert "tmp1.store(out_ptr0 + static_cast<int64_t>(x0));" in source  # the zero fill, x0 in [0, 64)
    assert "x0<static_cast<int64_t>(64L)" in source and "x0<static_cast<int64_t>(6L)" in source
    assert "auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];" in source  # one index per row
    assert "loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L))" in source
    assert "atomic_add_vec<float, 2, 1>(out_ptr0, tmp25, tmp22, static_cast<int64_t>(4L));" in source
    # Read: 6 indices (int64) and 6*4 gradient floats: 6*8 + 24*4 = 144; the atomic adds read rows of buf0
    # the indices pick, at most all of it (the zero fill's loop has finished: read back), 16*4 floats = 256.
    # Written: buf0 whole by the fill, 256; the scatter's adds land in it.
    assert (cost.bytes_read.value, cost.bytes_written.value) == (6 * 8 + 24 * 4 + 16 * 4 * 4, 16 * 4 * 4)
    assert cost.mutated == ()  # the launch's own output, not a buffer from outside


def test_written_bytes_of_a_training_step_count_the_optimizer():
    """The GPT step's AdamW kernel writes every parameter, both moments and the step counts: 3 floats per
    parameter element, 1 per parameter tensor (17 tensors, 17376 elements: the model's own count)."""
    folder = next(
        g
        for run in open_session(DATA / "gpt_adamw_cpp").runs
        for g in run.graphs
        if g.name == "model__1_inference_4.2"
    )
    (cost,) = graph_costs(linked(load_graph(folder))).kernels
    elements = 64 * 32 + 16 * 32 + 32 + 32 + 96 * 32 + 96 + 32 * 32 + 32 + 32 + 32
    elements += 128 * 32 + 128 + 32 * 128 + 32 + 32 + 32 + 64 * 32
    assert elements == 17376
    assert cost.bytes_written.value == (3 * elements + 17) * 4
    assert cost.bytes_read.value == (4 * elements + 17) * 4
    assert len(cost.mutated) == 3 * 17 + 17


def _triton(graph: str, kernel: str) -> tuple[KernelCost, str, str]:
    return _kernel(DATA / "inplace_scatter_triton", graph, kernel)


def test_triton_adamw_step_writes_what_mutated_arg_names_says():
    cost, source, launch = _triton(
        "model__0_inference_0.0",
        "triton_poi_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0",
    )
    assert (
        "'mutated_arg_names': ['in_ptr0', 'in_ptr1', 'in_ptr3', 'out_ptr3', 'out_ptr4', 'out_ptr5']" in source
    )
    params = "in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr3, out_ptr4, out_ptr5, xnumel"
    assert f"({params}, XBLOCK : tl.constexpr):" in source
    args = launch[launch.index("(") + 1 :].split(", ")
    mutated_args = {args[params.split(", ").index(p)] for p in ("out_ptr3", "out_ptr4", "out_ptr5")}
    assert mutated_args == {"arg0_1", "arg2_1", "arg3_1"}  # the parameter and both moments
    assert "xnumel = 64" in source
    for i in range(4):
        assert f"tl.load(in_ptr{i} + (x0), xmask)" in source
    assert "tl.load(in_ptr4 + (0))" in source  # the step count
    for i in (3, 4, 5):
        assert f"tl.store(out_ptr{i} + (x0), " in source
    # Read: in_ptr0..3 over x0 in [0, 64) and one float of in_ptr4: (4*64 + 1) * 4 = 1028. Written:
    # out_ptr3..5 over x0: 3 * 64 * 4 = 768, into the tensors mutated_arg_names names.
    assert (cost.bytes_read.value, cost.bytes_written.value) == ((4 * 64 + 1) * 4, 3 * 64 * 4)
    assert set(cost.mutated) == mutated_args


def test_triton_embedding_backward_scatter_after_its_zero_fill():
    """The position embedding's gradient: one kernel fills buf0 with zeros, the next sums the batch's four
    rows and scatter-adds them into it. Each launch is its own node, with its own bytes."""
    fill, fill_source, fill_launch = _triton(
        "model__1_backward_4.2", "triton_poi_fused_embedding_dense_backward_sum_view_0"
    )
    assert (
        fill_launch
        == "triton_poi_fused_embedding_dense_backward_sum_view_0.run(buf0, 128, stream=raw_streamNone)"
    )
    assert "xnumel = 128" in fill_source and "tl.store(out_ptr0 + (x0), " in fill_source
    # Written: 128 floats of zeros = 512; nothing read.
    assert (fill.bytes_read.value, fill.bytes_written.value) == (0, 128 * 4)

    cost, source, launch = _triton(
        "model__1_backward_4.2", "triton_poi_fused_embedding_dense_backward_sum_view_1"
    )
    assert launch == (
        "triton_poi_fused_embedding_dense_backward_sum_view_1.run("
        "iota, tangents_1, buf0, 128, stream=raw_streamNone)"
    )
    assert "'mutated_arg_names': ['out_ptr0']" in source
    assert "xnumel = 128" in source and "x1 = xindex // 8" in source and "x2 = xindex\n" in source
    assert "tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')" in source
    for offset in ("x2", "128 + x2", "256 + x2", "384 + x2"):
        assert f"tl.load(in_ptr1 + ({offset}), xmask)" in source
    assert "tl.atomic_add(out_ptr0 + (x0 + 8*tmp8), tmp25, xmask, sem='relaxed')" in source
    # Read: iota over x1 in [0, 16), int64: 16 * 8 = 128; tangents_1's four rows of 128 floats:
    # 512 * 4 = 2048; the atomic add reads the 128 floats of buf0 it adds to: 512. Written: those 128
    # floats, 512.
    assert (cost.bytes_read.value, cost.bytes_written.value) == (16 * 8 + 512 * 4 + 128 * 4, 128 * 4)
    assert cost.mutated == ("buf0",)
