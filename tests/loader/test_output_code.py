"""parse_output_code on inline texts of every format (2.0-2.13), the external corpus and the sample runs."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_explorer.loader import output_code
from inductor_explorer.loader.output_code import (
    _IDENT,
    _UNCALLED_NAME,
    _assignment,
    _assignment_by_token,
    _Classifier,
    _find_triple_quote,
    _names_in,
    _parse,
    _Scan,
    _scan_line,
    _split_module,
    _Statement,
    _strip_strings,
    _tensor_names,
    parse_output_code,
)

# --------------------------------------------------------------------------- inline texts

CPP_2_13 = """\
# AOT ID: ['0_forward']
from torch._inductor.async_compile import AsyncCompile
aten = torch.ops.aten
async_compile = AsyncCompile()


cpp_fused_native_layer_norm_relu_0 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    in_out_ptr0[0] = in_ptr0[0]; // a '#' inside the source is no comment
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def call(self, args):
        primals_1, primals_2, primals_3 = args
        args.clear()
        assert_size_stride(primals_2, (64, ), (1, ), 'input')
        buf0 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:1
        extern_kernels.addmm(primals_2, primals_3, reinterpret_tensor(primals_1, (32, 64), (1, 32), 0), \
alpha=1, beta=1, out=buf0)
        del primals_1, primals_2
        buf1 = empty_strided_cpu((16, 1), (1, 16), torch.float32)
        buf2 = buf1; del buf1  # reuse
        buf4 = reinterpret_tensor(buf0, (16, 1), (1, 1), 0); del buf0  # reuse
        # [Provenance debug handles] cpp_fused_native_layer_norm_relu_0:2
        cpp_fused_native_layer_norm_relu_0(buf2, buf4)
        buf8 = torch.ops.aten.convolution_backward.default(buf4, primals_3, None, [64], [1, 1], [0, 0], [1, \
1], False, [0, 0], 1, [True, True, True])
        buf9 = buf8[0]
        return (buf9, primals_3, reinterpret_tensor(buf2, (16, 1), (1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call


def benchmark_compiled_module(args, times=10, repeat=10):
    fn = lambda: call(list(args))
"""


def test_cpp_2_13_kernel():
    code, problems = parse_output_code(CPP_2_13, "oc.py")
    assert problems == []
    assert code.aot_id == "0_forward"
    assert code.line_count == CPP_2_13.count("\n")
    (k,) = code.kernels
    assert (k.name, k.kind, k.method, k.line, k.end_line) == (
        "cpp_fused_native_layer_norm_relu_0",
        "cpp",
        "cpp_pybinding",
        7,
        14,
    )
    assert k.source.startswith("\n#include <torch/csrc/inductor/cpp_prefix.h>\nextern")
    assert k.source.endswith("}\n")
    assert k.meta == {"arg_types": ["float*", "const float*"]}
    assert k.category is None and k.comment_line is None and k.device_str is None


def test_cpp_2_13_wrapper():
    code, _ = parse_output_code(CPP_2_13, "oc.py")
    assert code.call_line == 24
    got = [(s.kind, s.line, s.kernel, s.buffers, s.output) for s in code.wrapper]
    assert got == [
        ("other", 25, None, ["primals_1", "primals_2", "primals_3"], None),
        ("other", 26, None, [], None),
        ("assert", 27, None, ["primals_2"], None),
        ("alloc", 28, None, [], "buf0"),
        ("comment", 29, None, [], None),
        ("provenance", 30, None, [], None),
        ("extern", 31, "extern_kernels.addmm", ["primals_2", "primals_3", "primals_1", "buf0"], "buf0"),
        ("del", 32, None, ["primals_1", "primals_2"], None),
        ("alloc", 33, None, [], "buf1"),
        ("reuse", 34, None, ["buf1"], "buf2"),
        ("reuse", 35, None, ["buf0"], "buf4"),
        ("provenance", 36, None, [], None),
        ("launch", 37, "cpp_fused_native_layer_norm_relu_0", ["buf2", "buf4"], None),
        ("fallback", 38, "torch.ops.aten.convolution_backward.default", ["buf4", "primals_3"], "buf8"),
        ("other", 39, None, ["buf8"], "buf9"),
        ("return", 40, None, ["buf9", "primals_3", "buf2"], None),
    ]
    assert code.wrapper[5].text == "# [Provenance debug handles] extern_kernels.addmm:1"
    assert code.returned == ["buf9", "primals_3", "buf2"]
    assert code.extern_calls == 1
    assert all(s.function == "call" for s in code.wrapper)


TRITON_2_0 = """
from torch._inductor.codecache import AsyncCompile
aten = torch.ops.aten
async_compile = AsyncCompile()


triton__0 = async_compile.triton('''
import triton
from torch._inductor.triton_ops.autotune import reduction

@reduction(size_hints=[512, 128],
              reduction_hint=ReductionHint.INNER,
              filename=__file__,
              meta={'signature': {0: '*fp32', 1: 'i32'}, 'device': 0, 'constants': {}, 'mutated_arg_names': \
['in_out_ptr0']})
@triton.jit
def triton__0(in_out_ptr0, xnumel, rnumel, XBLOCK : tl.constexpr, RBLOCK : tl.constexpr):
    xnumel = 512
''')


triton__1 = async_compile.triton('''
@pointwise(size_hints=[65536], filename=__file__, meta={'signature': {0: '*fp32'}})
@triton.jit
def triton__1(in_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
''')


async_compile.wait(globals())
del async_compile

def call(args):
    primals_1, primals_2 = args
    args.clear()
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0) # no-op to ensure context
        buf0 = empty_strided((1, 512, 128), (65536, 128, 1), device='cuda', dtype=torch.float32)
        buf1 = buf0; del buf0  # reuse
        stream0 = get_cuda_stream(0)
        triton__0.run(buf1, primals_1, 512, 128, grid=grid(512), stream=stream0)
        buf3 = as_strided(buf1, (512, 128), (128, 1))  # alias
        buf4 = aten.convolution(buf3, primals_2, None, (1, 1), (0, 0), (1, 1), False, (0, 0), 1)
        extern_kernels.bmm(as_strided(buf3, (64, 512, 64), (64, 4096, 1)),
                           as_strided(buf4, (64, 64, 512), (64, 1, 4096)), out=buf1)
        triton__1.run(buf1, 65536, grid=grid(65536), stream=stream0)
        return (buf4, as_strided(primals_1, (128, 512), (1, 128)), )


if __name__ == "__main__":
    print_performance(lambda: call([primals_1, primals_2]))
"""


def test_triton_2_0():
    code, problems = parse_output_code(TRITON_2_0, "oc.py")
    assert problems == []
    assert code.aot_id is None
    k0, k1 = code.kernels
    assert (k0.name, k0.kind, k0.line, k0.end_line, k0.category) == (
        "triton__0",
        "triton",
        7,
        18,
        "reduction",
    )
    assert k0.meta == {"size_hints": [512, 128], "reduction_hint": "INNER"}
    assert (k1.name, k1.line, k1.end_line, k1.category) == ("triton__1", 21, 26, "pointwise")
    assert k1.meta == {"size_hints": [65536]}
    assert code.call_line == 32
    kinds = [(s.kind, s.line) for s in code.wrapper]
    assert kinds == [
        ("other", 33),
        ("other", 34),
        ("other", 35),
        ("other", 36),
        ("alloc", 37),
        ("reuse", 38),
        ("other", 39),
        ("launch", 40),
        ("alias", 41),
        ("fallback", 42),
        ("extern", 43),
        ("launch", 45),
        ("return", 46),
    ]
    by_line = {s.line: s for s in code.wrapper}
    assert by_line[40].kernel == "triton__0" and by_line[40].buffers == ["buf1", "primals_1"]
    assert (by_line[41].output, by_line[41].buffers) == ("buf3", ["buf1"])
    assert (by_line[42].kernel, by_line[42].output) == ("aten.convolution", "buf4")
    extern = by_line[43]
    assert (extern.kernel, extern.output, extern.buffers) == (
        "extern_kernels.bmm",
        "buf1",
        ["buf3", "buf4", "buf1"],
    )
    assert extern.text.count("\n") == 1 and extern.text.endswith("out=buf1)")
    assert code.returned == ["buf4", "primals_1"]


TRITON_2_1 = """
async_compile = AsyncCompile()


# kernel path: /tmp/torchinductor_root/fn/cfnfz.py
# Source Nodes: [affine_grid, grid_sample], Original ATen: [aten.affine_grid_generator, aten.grid_sampler_2d]
# affine_grid => mul_4, sum_1
# grid_sample => add, floor
triton_poi_fused_affine_grid_generator_0 = async_compile.triton('triton_', '''
@pointwise(
    size_hints=[524288],
    filename=__file__,
    meta={'signature': {0: '*fp32', 1: 'i32'}, 'device': 0, 'constants': {}, 'mutated_arg_names': []},
    min_elem_per_thread=0
)
@triton.jit
def triton_(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
''')


cpp_fused_upsample_0 = async_compile.cpp('''
#include "/tmp/torchinductor_root/ib/cib.h"
extern "C" void kernel(const float* in_ptr0, float* out_ptr0) {}
''')


async_compile.wait(globals())
del async_compile

def call(args):
    arg0_1, arg1_1 = args
    args.clear()
    s0 = arg0_1
    buf0 = empty((3, 640, 8, 8), device='cpu', dtype=torch.float32)
    cpp_fused_upsample_0(c_void_p(arg1_1.data_ptr()), c_void_p(buf0.data_ptr()))
    triton_poi_fused_affine_grid_generator_0_xnumel = 314640*s0
    triton_poi_fused_affine_grid_generator_0.run(buf0, buf0, \
triton_poi_fused_affine_grid_generator_0_xnumel, grid=grid(triton_poi_fused_affine_grid_generator_0_xnumel), \
stream=stream0)
    return (buf0, )
"""


def test_triton_2_1_naming_and_old_cpp():
    code, problems = parse_output_code(TRITON_2_1, "oc.py")
    assert problems == []
    k, cpp = code.kernels
    assert (k.name, k.category, k.line, k.end_line, k.comment_line) == (
        "triton_poi_fused_affine_grid_generator_0",
        "pointwise",
        9,
        19,
        5,
    )
    assert k.kernel_path == "/tmp/torchinductor_root/fn/cfnfz.py"
    assert k.source_nodes == ["affine_grid", "grid_sample"]
    assert k.original_aten == ["aten.affine_grid_generator", "aten.grid_sampler_2d"]
    assert k.source_node_aten == {"affine_grid": ["mul_4", "sum_1"], "grid_sample": ["add", "floor"]}
    assert k.graph_fragment is None
    assert k.meta == {"size_hints": [524288]}
    assert (cpp.kind, cpp.method, cpp.line, cpp.end_line) == ("cpp", "cpp", 22, 25)
    launches = [s for s in code.wrapper if s.kind == "launch"]
    assert [(s.kernel, s.buffers) for s in launches] == [
        ("cpp_fused_upsample_0", ["arg1_1", "buf0"]),
        ("triton_poi_fused_affine_grid_generator_0", ["buf0"]),
    ]
    assert [s.kind for s in code.wrapper].count("alloc") == 1


RUNNER_2_9 = """\
# AOT ID: ['1_forward']
async_compile = AsyncCompile()


# kernel path: ./.inductor_cache\\pf\\cpfv.py
# Topologically Sorted Source Nodes: [x_1, input_1], Original ATen: [aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => add, add_1, var_mean
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[16384, 256][256, 1]cuda:0" = PlaceHolder[target=addmm]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%view_2, \
[2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf3
triton_per_fused_native_layer_norm_view_1 = \
async_compile.triton('triton_per_fused_native_layer_norm_view_1', '''
@triton_heuristics.persistent_reduction(
    size_hints={'x': 16384, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0), \
'constants': {}},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': \
'triton_per_fused_native_layer_norm_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'num_load': 4, \
'num_store': 3, 'num_reduction': 4, 'backend_hash': 'AB'}
)
@triton.jit
def triton_per_fused_native_layer_norm_view_1(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    pass
''', device_str='cuda')

def partition_0(args):
    arg2_1, buf1 = args
    args.clear()
    with torch.cuda._DeviceGuard(0):
        buf3 = empty_strided_cuda((256, 64), (64, 1), torch.float32)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_layer_norm_view_1.run(buf3, arg2_1, buf1, 16384, 256, stream=stream0)
        del arg2_1
    return (buf3, )


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def call(self, args):
        arg0_1, arg1_1, arg2_1 = args
        args.clear()
        buf1 = empty_strided_cuda((1, ), (1, ), torch.float64)
        partition0_args = [arg2_1, buf1]
        del arg2_1, buf1
        (buf3,) = self.partitions[0](partition0_args)
        del partition0_args
        return (buf3, )

runner = Runner(partitions=[partition_0,])
call = runner.call
"""


def test_runner_2_9_kernel_metadata():
    code, problems = parse_output_code(RUNNER_2_9, "oc.py")
    assert problems == []
    assert code.aot_id == "1_forward"
    (k,) = code.kernels
    assert (k.line, k.end_line, k.comment_line, k.device_str, k.category) == (
        14,
        25,
        5,
        "cuda",
        "persistent_reduction",
    )
    assert k.kernel_path == "./.inductor_cache\\pf\\cpfv.py"
    assert k.source_nodes == ["x_1", "input_1"]
    assert k.source_node_aten == {"input_1": ["add", "add_1", "var_mean"], "x_1": ["view_2"]}
    assert k.graph_fragment.splitlines() == [
        '%addmm : Tensor "f32[16384, 256][256, 1]cuda:0" = PlaceHolder[target=addmm]',
        "%var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction]"
        "(args = (%view_2, [2]), kwargs = {correction: 0, keepdim: True})",
        "return %getitem_1,%buf3",
    ]
    assert k.meta == {
        "size_hints": {"x": 16384, "r0_": 256},
        "reduction_hint": "INNER",
        "kernel_name": "triton_per_fused_native_layer_norm_view_1",
        "num_load": 4,
        "num_store": 3,
        "num_reduction": 4,
        "mutated_arg_names": ["in_out_ptr0"],
        "grid_type": "Grid1D",
    }


def test_runner_2_9_partitions_run_where_call_invokes_them():
    code, _ = parse_output_code(RUNNER_2_9, "oc.py")
    assert code.call_line == 45
    got = [(s.function, s.line, s.kind) for s in code.wrapper]
    assert got == [
        ("call", 46, "other"),
        ("call", 47, "other"),
        ("call", 48, "alloc"),
        ("call", 49, "other"),
        ("call", 50, "del"),
        ("call", 51, "other"),
        ("partition_0", 28, "other"),
        ("partition_0", 29, "other"),
        ("partition_0", 30, "other"),
        ("partition_0", 31, "alloc"),
        ("partition_0", 32, "other"),
        ("partition_0", 33, "launch"),
        ("partition_0", 34, "del"),
        ("partition_0", 35, "return"),
        ("call", 52, "del"),
        ("call", 53, "return"),
    ]
    launch = next(s for s in code.wrapper if s.kind == "launch")
    assert (launch.kernel, launch.buffers) == (
        "triton_per_fused_native_layer_norm_view_1",
        ["buf3", "arg2_1", "buf1"],
    )
    partition_call = next(s for s in code.wrapper if s.line == 51)
    assert (partition_call.output, partition_call.buffers) == ("buf3", ["partition0_args"])
    assert code.returned == ["buf3"]


def test_one_line_definitions_and_other_methods():
    text = (
        "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''@triton.jit''', "
        "device_str='xpu')\n"
        "cuda_fused_mm_0 = async_compile.cuda(r'''\n"
        'extern "C" int cuda_fused_mm_0() { return 0; }\n'
        "''', 'so')\n"
        "triton_red_fused_sum_1 = async_compile.multi_kernel('triton_red_fused_sum_1', [\n"
        "    'triton_red_fused_sum_1_0', 'triton_per_fused_sum_1_1'])\n"
        "_frozen_param0 = None  # device(type='cpu') torch.float32 (64, 3) (3, 1) 7f3a0c0\n"
        "def call(args):\n"
        "    cuda_fused_mm_0.cuda_fused_mm_0(c_void_p(buf0.data_ptr()), None, c_void_p(stream0))\n"
        "    triton_poi_fused_add_0.run(buf0, 4, stream=stream0)\n"
        "    triton_red_fused_sum_1.run(buf0, 4, stream=stream0)\n"
    )
    code, problems = parse_output_code(text, "oc.py")
    assert problems == []
    one, cuda, multi = code.kernels
    assert (one.line, one.end_line, one.source, one.device_str, one.category) == (
        1,
        1,
        "@triton.jit",
        "xpu",
        "pointwise",
    )
    assert (cuda.kind, cuda.line, cuda.end_line) == ("cuda", 2, 4)
    assert cuda.source == '\nextern "C" int cuda_fused_mm_0() { return 0; }\n'
    assert (multi.kind, multi.line, multi.end_line, multi.source, multi.category) == (
        "multi_kernel",
        5,
        6,
        "",
        "reduction",
    )
    assert [(s.kind, s.kernel) for s in code.wrapper] == [
        ("launch", "cuda_fused_mm_0"),
        ("launch", "triton_poi_fused_add_0"),
        ("launch", "triton_red_fused_sum_1"),
    ]


def test_truncated_kernel_string():
    text = (
        "async_compile = AsyncCompile()\n\n"
        "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''\n"
        "import triton\n@triton.jit\ndef tri"
    )
    code, problems = parse_output_code(text, "oc.py")
    (k,) = code.kernels
    assert (k.line, k.end_line, k.source) == (3, 6, "\nimport triton\n@triton.jit\ndef tri")
    assert [(p.line, p.message) for p in problems] == [
        (3, "kernel triton_poi_fused_0: source string never closes (file truncated?)"),
        (None, "kernels but no call() wrapper (file truncated?)"),
    ]


def test_truncated_call_statement_and_unknown_launch():
    text = (
        "def call(args):\n    buf0 = empty_strided_cpu((4, ), (1, ), torch.float32)\n"
        "    triton_poi_x.run(buf0,\n"
    )
    code, problems = parse_output_code(text, "oc.py")
    assert [(s.kind, s.line, s.kernel) for s in code.wrapper] == [
        ("alloc", 2, None),
        ("launch", 3, "triton_poi_x"),
    ]
    assert [(p.line, p.message) for p in problems] == [
        (3, "statement in call() never closes (file truncated?)"),
        (3, "launch of triton_poi_x, which this file does not define"),
    ]


def test_garbage():
    text = "\x00\x01 not python at all )]} '''\nbuf0 = (((\n\ufffd\ufffd\n" * 3
    code, problems = parse_output_code(text, "junk.py")
    assert code.kernels == [] and code.wrapper == [] and code.call_line is None
    assert [p.message for p in problems][1:] == ["no kernels and no call() found: not an output_code.py?"]
    # the open `'''` runs to the end: all nine lines are one unrecognised run
    assert (problems[0].line, code.unparsed_lines) == (1, 9)
    assert parse_output_code("", "empty.py")[1] == []


def test_module_level_lines_are_accounted():
    text = (
        "import os\nx = (1,\n2)\nif __name__ == '__main__':\n    main()\n    x\n"
        "garbage words\n  indented\n(((\nk = async_compile.cpp('''\n''')\n"
    )
    code, problems = parse_output_code(text, "t.py")
    assert [k.name for k in code.kernels] == ["k"]
    assert code.unparsed_lines == 3
    assert [(p.line, p.message) for p in problems][0] == (
        7,
        "unrecognised 3 lines at module level: 'garbage words'",
    )


_PIECES = [
    *"'\"#()[]{}\\=;:,. \n\tabufdel_01",
    "def call(args):\n",
    "    ",
    "x = async_compile.triton('''",
    "'''",
    "del ",
    "return (",
    "# [Provenance debug handles] k:1",
    "buf0 = empty_strided_cpu(",
    ".run(",
    "\nk = async_compile.triton('k', '''\n",
    "\nc = async_compile.cpp_pybinding(['float*'], r'''\n",
    "\n''', device_str='cuda')\n",
    "\n#''')\n",
    '\nx = """\n',
    '\n"""\n',
    "\n# kernel path: /tmp/k.py\n",
]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=80).map("".join))
def test_never_raises_on_arbitrary_text(text):
    code, problems = parse_output_code(text, "f.py")
    assert code.line_count == text.count("\n") + (1 if text and not text.endswith("\n") else 0)


def _parsed_with_every_line(text: str, details: bool = True, heuristics: bool = True):
    """parse_output_code with no kernel source left unsplit."""
    return _parse(text, "f.py", details, heuristics, _split_module(text, hide=False))


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=60).map("".join))
def test_hidden_sources_parse_as_split_lines(text):
    """Kernel sources left unsplit give what splitting every line gives, also where a definition is
    not read as a kernel's (inside an open string or statement: the text is parsed again, split)."""
    assert parse_output_code(text, "f.py") == _parsed_with_every_line(text)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=len(RUNNER_2_9)))
def test_every_truncation_of_a_real_shape_parses(cut):
    code, problems = parse_output_code(RUNNER_2_9[:cut], "f.py")
    for step in code.wrapper:
        assert step.kind != "launch" or step.kernel == "triton_per_fused_native_layer_norm_view_1"


# --------------------------------------------------------------------------- real files


def _output_code_files(root: Path) -> list[Path]:
    files = [p for p in root.rglob("output_code*.py")]
    files += [p for p in root.rglob(".inductor_cache/*/*.py")]
    return sorted(files)


def _call_region(lines: list[str]) -> list[str]:
    """Non-blank lines of call()'s body: after `def call(`, until a line indented no deeper than it."""
    start = next(i for i, line in enumerate(lines) if re.match(r"\s*def call\(", line))
    indent = len(lines[start]) - len(lines[start].lstrip())
    body = []
    for line in lines[start + 1 :]:
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        if line.strip():
            body.append(line)
    return body


def _check_against_simple_counts(path: Path) -> None:
    text = path.read_text(encoding="utf-8", errors="replace")
    code, problems = parse_output_code(text, str(path))
    assert problems == [], path
    assert len(code.kernels) == len(re.findall(r"(?m)^\w+ = async_compile\.\w+\(", text)), path
    body = _call_region(text.split("\n"))
    # call()'s own steps; a torch.cond / while_loop branch's function has its steps placed among them.
    in_call = [s for s in code.wrapper if s.function == "call"]
    code_lines = [line for line in body if not line.lstrip().startswith("#")]
    assert code.extern_calls == sum("extern_kernels." in line for line in code_lines), path
    assert sum(s.kind == "alloc" for s in in_call) == sum(
        bool(re.search(r"^\s+\w+ = empty(_strided\w*)?\(", line)) for line in code_lines
    ), path
    assert sum(s.kind == "del" for s in in_call) == sum(
        line.lstrip().startswith("del ") for line in code_lines
    )
    assert sum(s.kind == "provenance" for s in in_call) == sum(
        line.lstrip().startswith("# [Provenance debug handles]") for line in body
    ), path
    # Every non-blank line of call() belongs to exactly one step, in file order.
    covered = [s.line + k for s in in_call for k in range(s.text.count("\n") + 1)]
    assert covered == sorted(covered) and len(covered) == len(body), path
    for name in re.findall(r"(?m)^def (\w+)\(args\):$", text):
        lines = [s.line for s in code.wrapper if s.function == name]
        assert lines and lines == sorted(lines), (path, name)
    names = {k.name for k in code.kernels}
    for step in code.wrapper:
        if step.kind == "launch":
            assert step.kernel in names, (path, step)
    if re.search(r"(?m)^\s+return \((?!\))", "\n".join(body)):
        assert code.returned, path
    else:
        assert code.returned == [], path


def test_corpus_output_code_files(corpus):
    files = _output_code_files(corpus)
    assert len(files) >= 29
    for path in files:
        _check_against_simple_counts(path)


def test_sample_run_output_code_files(sample_runs):
    files = _output_code_files(sample_runs)
    assert files
    for path in files:
        _check_against_simple_counts(path)


def test_corpus_known_values(corpus):
    """Values read off the files by hand."""
    sqcu = next(corpus.glob("sqcu_logsnrcat_gpu_windows_2.9.1/.inductor_cache/ty/*.py"))
    code, _ = parse_output_code(sqcu.read_text(encoding="utf-8"), str(sqcu))
    first = code.kernels[0]
    assert (first.line, first.end_line, first.comment_line, first.device_str) == (78, 140, 37, "cuda")
    assert first.meta["size_hints"] == {"x": 1048576} and first.meta["num_load"] == 5
    assert len(first.source_nodes) == 13 and first.source_node_aten["x_pad"][0] == "_unsafe_index"
    assert sum(k.category == "template" for k in code.kernels) == 2
    assert code.aot_id == "1_forward"
    assert sum(s.kind == "launch" for s in code.wrapper) == 306

    albert = (
        corpus
        / "ngimel_albert_gpu_2.0a0/torchinductor/AlbertForQuestionAnswering__0_forward_1.0/output_code.py"
    )
    code, _ = parse_output_code(albert.read_text(encoding="utf-8"), str(albert))
    k = code.kernels[0]
    assert (k.name, k.line, k.end_line, k.category, k.meta["size_hints"]) == (
        "triton__0",
        19,
        93,
        "reduction",
        [512, 128],
    )
    first_launch = next(s for s in code.wrapper if s.kind == "launch")
    assert (first_launch.line, first_launch.kernel) == (686, "triton__0")
    assert next(s for s in code.wrapper if s.line == 681).kind == "reuse"

    grid = next(corpus.glob("vfdev_gridsampler_cuda_2.1a0/**/model___39.0/output_code.py"))
    code, _ = parse_output_code(grid.read_text(encoding="utf-8"), str(grid))
    k = code.kernels[0]
    assert (k.name, k.comment_line, k.source_node_aten) == (
        "triton_poi_fused_affine_grid_generator_0",
        21,
        {"affine_grid": ["mul_4", "sum_1"]},
    )


def test_launches_name_what_they_write_on_sample_runs(sample_runs):
    """What linking asks of a launch: the buffers at the positions its kernel writes (`out_ptrN`,
    `in_out_ptrN`). Each is a buffer the wrapper allocated (or reused) before the launch, or a graph input
    it mutates."""
    seen = 0
    for path in sorted(sample_runs.glob("*/torch_compile_debug/run_*/torchinductor/*/output_code.py")):
        code, _ = parse_output_code(path.read_text(encoding="utf-8"), str(path))
        kernels = {k.name: k for k in code.kernels}
        made: set[str] = set()
        launched: set[str] = set()
        for step in code.wrapper:
            if step.kind == "launch" and kernels[step.kernel].written_params is not None:
                written = {step.args[i] for i in kernels[step.kernel].written_params if i < len(step.args)}
                inputs = {a for a in written if a and re.fullmatch(r"(arg|primals|tangents)\w*", a)}
                assert written - inputs <= made, (path, step.line, written - made)
                assert not written & launched, (
                    path,
                    step.line,
                    written & launched,
                )  # each buffer computed once
                launched.update(written - inputs)
                seen += 1
            if step.kind in ("alloc", "reuse", "alias") and step.output:
                made.add(step.output)
    assert seen > 40


def test_provenance_comments_name_the_handles_of_the_provenance_json(sample_runs):
    import json

    checked = 0
    for path in sorted(sample_runs.glob("*/torch_compile_debug/run_*/torchinductor/*/output_code.py")):
        mapping = path.with_name("inductor_provenance_tracking_node_mappings.json")
        if not mapping.is_file():
            continue
        code, _ = parse_output_code(path.read_text(encoding="utf-8"), str(path))
        keys = set(json.loads(mapping.read_text())["cppCodeToPost"])
        handles = [h for step in code.wrapper if step.kind == "provenance" for h in step.handles]
        # A graph of views only launches nothing: no handle. Its JSON is then empty, or (torch 2.13,
        # fix_loop_cpp's backward of an expand) still the previous compile's, which names no kernel of this
        # one.
        if not handles and not code.kernels:
            continue
        assert handles and set(handles) <= keys, path
        checked += 1
    assert checked > 0


def test_hidden_sources_parse_as_split_lines_on_real_files(sample_runs, corpus):
    """On generated files every kernel source is left unsplit and read as its kernel's (no second parse),
    and each mode's parse is the one of every line split."""
    checked = 0
    for path in _output_code_files(sample_runs) + _output_code_files(corpus):
        text = path.read_text(encoding="utf-8", errors="replace")
        if "\r" in text or not _split_module(text, hide=False).kernel_names:
            continue
        for details, heuristics in ((True, True), (True, False), (False, False)):
            module = _split_module(text, hide=True)
            assert module.hidden, path
            parsed = _parse(text, "f.py", details, heuristics, module)
            assert module.hidden == {}, path
            assert parsed == _parsed_with_every_line(text, details, heuristics), path
        # A definition line's state is taken without a scan where its arguments are balanced: as scanned.
        taken = _split_module(text, hide=True)
        with mock.patch.object(output_code, "_WHOLE_LINE", re.compile("")):
            assert _split_module(text, hide=True) == taken, path
        checked += 1
    assert checked >= 20


def test_crlf_file_parses_as_its_lf_form(sample_runs):
    """An LF file's kernel sources are left unsplit, a CRLF file's are read line by line: the kernels,
    their spans and sources, the wrapper and the harness' example inputs come out the same."""
    files = [p for p in _output_code_files(sample_runs) if "async_compile" in p.read_text()]
    assert files
    for path in files[:6]:
        text = path.read_text()
        lf, lf_problems = parse_output_code(text, "f")
        crlf, crlf_problems = parse_output_code(text.replace("\n", "\r\n"), "f")
        assert lf.kernels
        assert [(k.name, k.line, k.end_line, k.source) for k in lf.kernels] == [
            (k.name, k.line, k.end_line, k.source) for k in crlf.kernels
        ]
        assert [(s.kind, s.line, s.text) for s in lf.wrapper] == [
            (s.kind, s.line, s.text) for s in crlf.wrapper
        ]
        assert lf.example_inputs == crlf.example_inputs
        assert lf_problems == crlf_problems


def test_a_parse_hands_out_its_own_lists(sample_runs):
    """Lines, statements and kernel comment blocks are analysed once per process and shared by later parses:
    the lists a parse hands out (step buffers, kernel metadata) are its own, so changing them leaves the next
    parse of the same text as the first was."""
    files = [
        p for p in _output_code_files(sample_runs) if "Source node to ATen node mapping" in p.read_text()
    ]
    assert files
    for path in files[:8]:
        text = path.read_text()
        first, _ = parse_output_code(text, "f")
        assert any(k.source_node_aten for k in first.kernels) and any(s.buffers for s in first.wrapper)
        expected = copy.deepcopy(first)
        for step in first.wrapper:
            step.buffers.append("changed")
        for kernel in first.kernels:
            kernel.source_nodes.append("changed")
            kernel.original_aten.append("changed")
            for aten in kernel.source_node_aten.values():
                aten.append("changed")
        second, _ = parse_output_code(text, "f")
        assert second == expected


# --------------------------------------------------------------------------- the line scanner

_SCANNED_TEXT = st.text(alphabet="()[]{}'\"#\\ ab,=.r", max_size=40)


def _scan_line_by_character(line: str, row: int, state: _Scan, start: int = 0) -> int | None:
    """_scan_line without its skip over balanced code: every character of interest taken in turn."""
    with mock.patch.object(output_code, "_WHOLE_LINE", re.compile("")):
        return _scan_line(line, row, state, start)


@settings(max_examples=3000, deadline=None)
@given(_SCANNED_TEXT, st.integers(0, 3), st.sampled_from([None, "'''", '"""']), st.integers(0, 5))
def test_scan_line_is_the_character_scan(line, depth, string, start):
    states = [_Scan(depth=depth, string=string) for _ in range(2)]
    scanned = _scan_line(line, 0, states[0], start), _scan_line_by_character(line, 0, states[1], start)
    assert scanned[0] == scanned[1] and states[0] == states[1]


def test_scan_line_is_the_character_scan_on_sample_runs(sample_runs):
    for path in sorted(sample_runs.rglob("output_code.py")):
        state, reference = _Scan(), _Scan()
        for row, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            assert _scan_line(line, row, state) == _scan_line_by_character(line, row, reference), (path, row)
            assert state == reference, (path, row)


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="()[]{}'\"#\\ ab,=!<+:", max_size=40))
def test_assignment_is_the_token_scan(code):
    assert _assignment(code) == _assignment_by_token(code)


def test_assignment_is_the_token_scan_on_sample_runs(sample_runs):
    for path in sorted(sample_runs.rglob("output_code.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            assert _assignment(line.strip()) == _assignment_by_token(line.strip()), (path, line)


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="ab_1 (.\t\x1c\u00a0é", max_size=30))
def test_uncalled_name_is_the_first_name_not_called(arg):
    first = next(
        (m.group() for m in _IDENT.finditer(arg) if not arg[m.end() :].lstrip().startswith("(")), None
    )
    found = _UNCALLED_NAME.search(arg)
    assert (None if found is None else found.group()) == first


_NAME_POOL = ["buf0", "buf1", "primals_1", "s0", "x", "stream0", "triton_poi_k", "out"]


@settings(max_examples=2000, deadline=None)
@given(
    st.lists(st.sampled_from(_NAME_POOL), max_size=8),
    st.sets(st.sampled_from(_NAME_POOL)),
    st.sets(st.sampled_from(_NAME_POOL)),
    st.sampled_from([None, *_NAME_POOL]),
)
def test_buffers_are_the_tensor_names(mentioned, known, streams, skip):
    """A step's buffers, taken as the buffer-shaped names where no other name is bound, are what testing
    each name gives."""
    names = _names_in(f"f({', '.join(mentioned)})")
    classifier = _Classifier(set(), set(), "f.py", [])
    classifier.known, classifier.streams = known, streams
    statement = _Statement("other", names=names)
    assert classifier.buffers(statement, skip) == _tensor_names(names, known, streams, skip)


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="abfuprimalsgent_019.\u00e9\u0663 ,()'", max_size=40))
def test_names_in_tests_each_name(code):
    """The names a statement mentions and whether each is shaped like a buffer's, found in one match."""
    expected: dict[str, bool] = {}
    for name in re.findall(r"\.?[A-Za-z_]\w*", _strip_strings(code)):
        if name[0] != ".":
            shaped = re.fullmatch(r"buf\d+|primals_\d+|tangents_\d+|arg\d+_\d+", name) is not None
            expected.setdefault(name, shaped)
    names = _names_in(code)
    assert names.every == tuple(expected.items())
    assert names.shaped == tuple(n for n, shaped in expected.items() if shaped)
    assert names.other == tuple(n for n, shaped in expected.items() if not shaped)


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="'\"a\n", max_size=20), st.sampled_from(["'''", '"""']), st.integers(0, 20))
def test_find_triple_quote_is_find(text, delimiter, start):
    assert _find_triple_quote(text, delimiter, start) == text.find(delimiter, start)


def test_torch_2_14_asserts_are_asserts():
    """torch 2.14's wrapper checks an extern call's output with assert_tensor_metadata and a graph's inputs
    with assert_size_stride_grouped (lines as 2.14 writes them), as it does with assert_alignment."""
    text = """\
def call(args):
    arg0_1, arg1_1 = args
    args.clear()
    assert_size_stride_grouped([(arg0_1, (4, 16), (16, 1)), (arg1_1, (16,), (1,))], 'input')
    buf0 = torch.ops.aten.sort.stable(arg0_1, stable=True, descending=True)
    buf2 = buf0[1]
    assert_tensor_metadata(buf2, (4, 16), (16, 1), torch.int64, 'torch.ops.aten.sort.stable')
    assert_alignment(buf2, 16, 'torch.ops.aten.sort.stable')
    return (buf2, )
"""
    code, _ = parse_output_code(text, "output_code.py")
    kinds = {s.text.split("(")[0]: s.kind for s in code.wrapper}
    assert kinds["assert_size_stride_grouped"] == "assert"
    assert kinds["assert_tensor_metadata"] == "assert"
    assert kinds["assert_alignment"] == "assert"
