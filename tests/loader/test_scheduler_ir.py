"""The scheduler-IR parser on small texts of every format, and on every real ir_*_fusion.txt we have."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir
from inductor_explorer.model.artifacts import Dependency

# ---------------------------------------------------------------------- torch 2.0

IR_2_0 = """\
buf0: SchedulerNode(ComputedBuffer)
buf0.writes = 
    [   MemoryDep(name='buf0', index=c0, size=(8, 1000)),
        MemoryDep(name='buf0', index=c0, size=(8,))]
buf0.unmet_dependencies = []
buf0.met_dependencies = [MemoryDep(name='primals_1', index=c0, size=(8000,))]
buf0.group.device = cuda:0
buf0.group.iteration = (8, 1000)
buf0.sizes = ([8], [1000])
class buf0_loop_body:
    var_ranges = {z0: 8, z1: 1000}
    index0 = 1000*z0 + z1
    def body(self, ops):
        get_index = self.get_index('index0')
        load = ops.load('primals_1', get_index)
        return load


buf1: ExternKernelSchedulerNode(ExternKernelOut)
buf1.writes = [StarDep(name='buf1')]
buf1.unmet_dependencies = [StarDep(name='buf0')]
buf1.met_dependencies = [StarDep(name='primals_2'), StarDep(name='primals_3')]
buf1.node.kernel = extern_kernels.addmm


buf2: NopKernelSchedulerNode(ConcatKernel)
buf2.writes = [StarDep(name='buf2')]
buf2.unmet_dependencies = [StarDep(name='buf0'), StarDep(name='buf1')]
buf2.met_dependencies = []


buf3_buf4: FusedSchedulerNode(NoneType)
buf3_buf4.writes = 
    [   MemoryDep(name='buf3', index=0, size=()),
        MemoryDep(name='buf4', index=0, size=())]
buf3_buf4.unmet_dependencies = [MemoryDep(name='buf2', index=(tmp0) + 1000*c0, size=(8,))]
buf3_buf4.met_dependencies = []
buf3_buf4.mutations = ['buf0']
buf3_buf4.snodes = ['buf3', 'buf4']


"""


def test_torch_2_0_blocks():
    ir, problems = parse_scheduler_ir(IR_2_0, "ir_pre_fusion.txt")
    assert problems == []
    assert ir.unparsed_lines == 0
    assert ir.line_count == 41
    assert [n.name for n in ir.nodes] == ["buf0", "buf1", "buf2", "buf3_buf4"]

    buf0 = ir.nodes[0]
    assert (buf0.scheduler_class, buf0.ir_classes) == ("SchedulerNode", ["ComputedBuffer"])
    assert (buf0.line, buf0.end_line) == (1, 16)
    assert buf0.writes == [
        Dependency("MemoryDep", "buf0", "MemoryDep(name='buf0', index=c0, size=(8, 1000))"),
        Dependency("MemoryDep", "buf0", "MemoryDep(name='buf0', index=c0, size=(8,))"),
    ]
    assert buf0.unmet_dependencies == []
    assert buf0.met_dependencies == [
        Dependency("MemoryDep", "primals_1", "MemoryDep(name='primals_1', index=c0, size=(8000,))")
    ]
    assert (buf0.device, buf0.iteration, buf0.sizes) == ("cuda:0", "(8, 1000)", "([8], [1000])")
    assert buf0.loop_body is not None
    assert buf0.loop_body.splitlines()[0] == "class buf0_loop_body:"
    assert buf0.loop_body.splitlines()[-1] == "        return load"
    assert buf0.buffer_names == ["buf0"]

    buf1 = ir.nodes[1]
    assert buf1.extern_kernel == "extern_kernels.addmm"
    assert (buf1.line, buf1.end_line) == (19, 23)
    assert buf1.writes == [Dependency("StarDep", "buf1", "StarDep(name='buf1')")]
    assert buf1.reads() == ["buf0", "primals_2", "primals_3"]

    assert ir.nodes[2].scheduler_class == "NopKernelSchedulerNode"
    assert ir.nodes[2].unmet_dependencies[1].buffer == "buf1"

    fused = ir.nodes[3]
    assert fused.ir_classes == ["NoneType"]
    assert fused.child_names == ["buf3", "buf4"]
    assert fused.children == []
    assert fused.is_fused
    assert fused.buffer_names == ["buf3", "buf4"]
    assert fused.unmet_dependencies[0].text == "MemoryDep(name='buf2', index=(tmp0) + 1000*c0, size=(8,))"
    assert fused.attributes == {"mutations": "['buf0']"}
    assert fused.end_line == 39


# ---------------------------------------------------------------------- torch 2.1–2.4 (indented children)

IR_2_4 = """\
buf0: SchedulerNode(ComputedBuffer)
buf0.writes = [MemoryDep('buf0', c0, {c0: 9408}, None)]
buf0.unmet_dependencies = []
buf0.met_dependencies = [MemoryDep('primals_1', c0, {c0: 9408}, None)]
buf0.users = [NodeUser(node=SchedulerNode(name='buf1'), can_inplace=False, is_weak=False), \
NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
buf0.group.device = cuda:0
buf0.group.iteration = (9408, 1)
buf0.sizes = ([9408], [])
primals_1_layout = FixedLayout('cuda', torch.float32, size=[9408], stride=[1])
buf0_layout = FixedLayout('cuda', torch.float32, size=[9408], stride=[1])
class buf0_loop_body:
    var_ranges = {z0: 9408}
    index0 = z0
    def body(self, ops):
        return None
buf0 Triton code:
    import triton

    @triton.jit
    def triton_(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
        xnumel = 9408


buf1_buf2: FusedSchedulerNode(SchedulerNode,SchedulerNode)
buf1_buf2.writes = 
    [   MemoryDep('buf1', c0, {c0: 64}, None),
        MemoryDep('buf2', c0, {c0: 64}, None)]
buf1_buf2.unmet_dependencies = [   MemoryDep('buf0', c1 + 64*ModularIndexing(c2, 1, 112), {c0: 512, c1: 64, \
c2: 784}, None)]
buf1_buf2.met_dependencies = []
buf1_buf2.users = []
    buf1_buf2.snodes[0] =
    buf1: SchedulerNode(ComputedBuffer)
    buf1.writes = [MemoryDep('buf1', c0, {c0: 64}, None)]
    buf1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 64}, None)]
    buf1.met_dependencies = []
    buf1.users = [NodeUser(node=SchedulerNode(name='buf2'), can_inplace=True, is_weak=False)]
    buf1.group.device = cuda:0
    buf1.group.iteration = (64, 784)
    buf1.sizes = ([64], [784])
    buf0_layout = FixedLayout('cuda', torch.float32, size=[9408], stride=[1])
    class buf1_loop_body:
        var_ranges = {z0: 64, z1: 784}
        def body(self, ops):
            return None
    buf1 Triton code:
        @triton.jit
        def triton_(in_ptr0):
            pass
    buf1_buf2.snodes[1] =
    buf2: SchedulerNode(ComputedBuffer)
    buf2.writes = [MemoryDep('buf2', c0, {c0: 64}, None)]
    buf2.unmet_dependencies = [MemoryDep('buf1', c0, {c0: 64}, None)]
    buf2.met_dependencies = []
    buf2.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
    buf2.group.device = cuda:0
    buf2.group.iteration = (64, 1)
    buf2.sizes = ([64], [])
    buf2.mutations = ['buf1']
    class buf2_loop_body:
        var_ranges = {z0: 64}
    buf1_buf2 Triton code:
        @triton.jit
        def triton_(in_ptr0, out_ptr0, out_ptr1):

            tl.store(out_ptr1, tmp1, None)


"""


def test_torch_2_4_indented_children_and_triton_code():
    ir, problems = parse_scheduler_ir(IR_2_4, "ir_post_fusion.txt")
    assert problems == []
    assert ir.unparsed_lines == 0
    assert [n.name for n in ir.nodes] == ["buf0", "buf1_buf2"]

    buf0 = ir.nodes[0]
    assert buf0.users == ["buf1", "OUTPUT"]
    assert buf0.writes == [Dependency("MemoryDep", "buf0", "MemoryDep('buf0', c0, {c0: 9408}, None)")]
    assert buf0.layouts == {
        "primals_1": "FixedLayout('cuda', torch.float32, size=[9408], stride=[1])",
        "buf0": "FixedLayout('cuda', torch.float32, size=[9408], stride=[1])",
    }
    assert buf0.loop_body == (
        "class buf0_loop_body:\n"
        "    var_ranges = {z0: 9408}\n"
        "    index0 = z0\n"
        "    def body(self, ops):\n"
        "        return None"
    )
    assert buf0.triton_code == (
        "import triton\n"
        "\n"
        "@triton.jit\n"
        "def triton_(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
        "    xnumel = 9408"
    )
    assert (buf0.line, buf0.end_line) == (1, 21)

    fused = ir.nodes[1]
    assert fused.scheduler_class == "FusedSchedulerNode"
    assert fused.ir_classes == ["SchedulerNode", "SchedulerNode"]
    assert fused.users == []
    assert [d.buffer for d in fused.writes] == ["buf1", "buf2"]
    assert fused.unmet_dependencies[0].text.startswith(
        "MemoryDep('buf0', c1 + 64*ModularIndexing(c2, 1, 112)"
    )
    assert [c.name for c in fused.children] == ["buf1", "buf2"]
    assert (fused.line, fused.end_line) == (24, 65)

    buf1, buf2 = fused.children
    assert (buf1.line, buf1.end_line) == (32, 48)
    assert buf1.users == ["buf2"]
    assert buf1.layouts == {"buf0": "FixedLayout('cuda', torch.float32, size=[9408], stride=[1])"}
    assert buf1.loop_body is not None and buf1.loop_body.startswith("class buf1_loop_body:\n    var_ranges")
    assert buf1.triton_code == "@triton.jit\ndef triton_(in_ptr0):\n    pass"
    assert buf2.users == ["OUTPUT"]
    assert buf2.attributes == {"mutations": "['buf1']"}
    assert (buf2.line, buf2.end_line) == (50, 60)
    assert fused.triton_code == (
        "@triton.jit\ndef triton_(in_ptr0, out_ptr0, out_ptr1):\n\n    tl.store(out_ptr1, tmp1, None)"
    )
    assert ir.node("buf2") is buf2


# ------------------------------------------------------------------ torch 2.5+ (outputs, column-0 children)

IR_2_5 = """\
op0: ExternKernelSchedulerNode(ExternKernelAlloc)
op0.writes = [StarDep(name='buf0', mode=None)]
op0.unmet_dependencies = []
op0.met_dependencies = 
    [   StarDep(name='primals_1', mode=None),
        StarDep(name='primals_2', mode=None)]
op0.min_input_distance = 0
op0.max_input_distance = 0
op0.outputs = [
    buf0: ExternKernelAlloc
    buf0.layout = FixedLayout('cpu', torch.float32, size=[s0, 32, 26, 26], stride=[21632, 676, 26, 1])
    buf0.users = [NodeUser(node=SchedulerNode(name='op1'), can_inplace=False, is_weak=False)]
]
op0.node.kernel = extern_kernels.convolution


op1_op2: FusedSchedulerNode(SchedulerNode,SchedulerNode)
op1_op2.writes = 
    [   MemoryDep('buf1', c0, {c0: 32}),
        MemoryDep('buf2', c0, {c0: 32})]
op1_op2.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 4096})]
op1_op2.met_dependencies = [StarDep(name='primals_3', mode=None)]
op1_op2.outputs = [
    buf1: ComputedBuffer
    buf1.layout = FixedLayout('cpu', torch.float32, size=[32, 1], stride=[1, 32])
    buf1.users = [NodeUser(node=SchedulerNode(name='op2'), can_inplace=True, is_weak=False)]
    buf2: ComputedBuffer
    buf2.layout = MutationLayoutSHOULDREMOVE('cpu', torch.bool, size=[32], stride=[1])
    buf2.mutations = ['primals_3']
    buf2.users = [
        NodeUser(node=ExternKernelSchedulerNode(name='op3'), can_inplace=False, is_weak=False),
        NodeUser(node=OUTPUT, can_inplace=False, is_weak=False),
    ]
]
op1_op2.snodes[0] =
op1: SchedulerNode(ComputedBuffer)
op1.writes = [MemoryDep('buf1', c0, {c0: 32})]
op1.unmet_dependencies = [MemoryDep('buf0', c0, {c0: 4096})]
op1.met_dependencies = []
op1.outputs = [
    buf1: ComputedBuffer
    buf1.layout = FixedLayout('cpu', torch.float32, size=[32, 1], stride=[1, 32])
    buf1.users = [NodeUser(node=SchedulerNode(name='op2'), can_inplace=True, is_weak=False)]
]
op1.group.device = cpu
op1.group.iteration = ((32,), (128,))
op1.sizes = ([32], [128])
buf0_layout = FixedLayout('cpu', torch.float32, size=[32, 128], stride=[128, 1])
class op1_loop_body:
    var_ranges = {p0: 32, p1: 128}
    def body(self, ops):
        return None
op1_op2.snodes[1] =
op2: SchedulerNode(ComputedBuffer)
op2.writes = [MemoryDep('buf2', c0, {c0: 32})]
op2.unmet_dependencies = [MemoryDep('buf1', c0, {c0: 32}), WeakDep(name='buf1', mutating_buf='buf2', \
is_fake=False)]
op2.met_dependencies = [StarDep(name='primals_3', mode=None)]
op2.outputs = [
    buf2: ComputedBuffer
    buf2.layout = MutationLayoutSHOULDREMOVE('cpu', torch.bool, size=[32], stride=[1])
    buf2.users = [NodeUser(node=OUTPUT, can_inplace=False, is_weak=False)]
]
op2.group.device = cpu
op2.group.iteration = ((32,), ())
op2.sizes = ([32], [])
class op2_loop_body:
    var_ranges = {p0: 32}
op1_op2 Triton code:
    def triton_poi_fused_0(in_ptr0):
        pass


op3: ExternKernelSchedulerNode(MultiOutput)
op3.writes = [StarDep(name='buf3', mode=None)]
op3.unmet_dependencies = [StarDep(name='buf2', mode=None)]
op3.met_dependencies = []
op3.outputs = [
    buf3: MultiOutput
    buf3.layout = MultiOutputLayout(device=device(type='cuda', index=0))
    buf3.users = []
]
op3.node.kernel = None
"""


def test_torch_2_5_outputs_and_column_0_children():
    ir, problems = parse_scheduler_ir(IR_2_5, "ir_post_fusion.txt")
    assert problems == []
    assert ir.unparsed_lines == 0
    assert [n.name for n in ir.nodes] == ["op0", "op1_op2", "op3"]

    op0 = ir.nodes[0]
    assert [d.buffer for d in op0.met_dependencies] == ["primals_1", "primals_2"]
    assert op0.met_dependencies[1].text == "StarDep(name='primals_2', mode=None)"
    assert op0.attributes == {"min_input_distance": "0", "max_input_distance": "0"}
    assert op0.extern_kernel == "extern_kernels.convolution"
    (buf0,) = op0.outputs
    assert buf0.name == "buf0"
    assert buf0.ir_class == "ExternKernelAlloc"
    assert (
        buf0.layout == "FixedLayout('cpu', torch.float32, size=[s0, 32, 26, 26], stride=[21632, 676, 26, 1])"
    )
    assert (buf0.layout_kind, buf0.device, buf0.dtype) == ("FixedLayout", "cpu", "torch.float32")
    assert (buf0.size, buf0.stride) == ("[s0, 32, 26, 26]", "[21632, 676, 26, 1]")
    assert buf0.users == ["op1"]
    assert (op0.line, op0.end_line) == (1, 14)

    fused = ir.nodes[1]
    assert (fused.line, fused.end_line) == (17, 70)
    assert [b.name for b in fused.outputs] == ["buf1", "buf2"]
    buf2 = fused.outputs[1]
    assert buf2.layout_kind == "MutationLayoutSHOULDREMOVE"
    assert buf2.dtype == "torch.bool"
    assert buf2.users == ["op3", "OUTPUT"]
    assert buf2.attributes == {"mutations": "['primals_3']"}
    assert [c.name for c in fused.children] == ["op1", "op2"]
    assert fused.triton_code == "def triton_poi_fused_0(in_ptr0):\n    pass"

    op1, op2 = fused.children
    assert (op1.line, op1.end_line) == (36, 52)
    assert (op2.line, op2.end_line) == (54, 67)
    assert op1.iteration == "((32,), (128,))"
    assert op1.layouts == {"buf0": "FixedLayout('cpu', torch.float32, size=[32, 128], stride=[128, 1])"}
    assert op1.triton_code is None
    assert op2.unmet_dependencies == [
        Dependency("MemoryDep", "buf1", "MemoryDep('buf1', c0, {c0: 32})"),
        Dependency("WeakDep", "buf1", "WeakDep(name='buf1', mutating_buf='buf2', is_fake=False)"),
    ]
    assert op2.loop_body == "class op2_loop_body:\n    var_ranges = {p0: 32}"

    op3 = ir.nodes[2]
    (buf3,) = op3.outputs
    assert (buf3.layout_kind, buf3.device, buf3.dtype, buf3.size) == (
        "MultiOutputLayout",
        "cuda:0",
        None,
        None,
    )
    assert buf3.users == []
    assert op3.extern_kernel == "None"
    assert op3.end_line == ir.line_count == 82


def test_nested_fused_nodes_at_column_0():
    """A fused node inside another (foreach/grouped nodes): `.snodes[i] =` names which parent gets the
    child."""
    text = "\n".join(
        [
            "op0_op1_op2: ForeachKernelSchedulerNode(FusedSchedulerNode,SchedulerNode)",
            "op0_op1_op2.writes = []",
            "op0_op1_op2.unmet_dependencies = []",
            "op0_op1_op2.met_dependencies = []",
            "op0_op1_op2.snodes[0] =",
            "op0_op1: FusedSchedulerNode(SchedulerNode,SchedulerNode)",
            "op0_op1.writes = []",
            "op0_op1.unmet_dependencies = []",
            "op0_op1.met_dependencies = []",
            "op0_op1.snodes[0] =",
            "op0: SchedulerNode(ComputedBuffer)",
            "op0.writes = []",
            "op0.unmet_dependencies = []",
            "op0.met_dependencies = []",
            "op0_op1.snodes[1] =",
            "op1: SchedulerNode(ComputedBuffer)",
            "op1.writes = []",
            "op1.unmet_dependencies = []",
            "op1.met_dependencies = []",
            "op0_op1_op2.snodes[1] =",
            "op2: SchedulerNode(ComputedBuffer)",
            "op2.writes = []",
            "op2.unmet_dependencies = []",
            "op2.met_dependencies = []",
        ]
    )
    ir, problems = parse_scheduler_ir(text, "ir_post_fusion.txt")
    assert problems == []
    (top,) = ir.nodes
    assert [c.name for c in top.children] == ["op0_op1", "op2"]
    assert [c.name for c in top.children[0].children] == ["op0", "op1"]
    assert [n.name for n in top.walk()] == ["op0_op1_op2", "op0_op1", "op0", "op1", "op2"]
    assert top.children[0].end_line == 19


# ---------------------------------------------------------------------- damaged input


def test_empty_and_blank_files():
    for text in ("", "\n", "\n\n  \n"):
        ir, problems = parse_scheduler_ir(text, "ir_pre_fusion.txt")
        assert ir.nodes == []
        assert problems == []
        assert ir.unparsed_lines == 0


def test_garbage_lines_become_one_problem_per_run():
    text = (
        "some banner\n"
        "another banner line\n"
        "op0: SchedulerNode(ComputedBuffer)\n"
        "op0.writes = [MemoryDep('buf0', c0, {c0: 4})]\n"
        "op0.unmet_dependencies = []\n"
        "op0.met_dependencies = []\n"
        "??? garbage ???\n"
        "op0.sizes = ([4], [])\n"
        "opX.sizes = ([4], [])\n"
    )
    ir, problems = parse_scheduler_ir(text, "f.txt")
    assert [(p.file, p.line) for p in problems] == [("f.txt", 1), ("f.txt", 7), ("f.txt", 9)]
    assert "2 lines" in problems[0].message
    assert "??? garbage ???" in problems[1].message
    assert ir.unparsed_lines == 4
    (op0,) = ir.nodes
    assert op0.sizes == "([4], [])"
    assert [d.buffer for d in op0.writes] == ["buf0"]


def test_file_cut_inside_outputs():
    text = IR_2_5[: IR_2_5.index("    buf2.users = [\n") + len("    buf2.users = [\n")]
    text += "        NodeUser(node=ExternKernelSchedulerNode(name='op3'), can_inp"
    ir, problems = parse_scheduler_ir(text, "cut.txt")
    assert [n.name for n in ir.nodes] == ["op0", "op1_op2"]
    fused = ir.nodes[1]
    assert [b.name for b in fused.outputs] == ["buf1", "buf2"]
    assert fused.outputs[1].users == ["op3"]  # what the cut line still names
    messages = [(p.line, p.message) for p in problems]
    assert any(line == 30 and "cut off" in m for line, m in messages)  # the open `buf2.users = [`
    assert any(line == 23 and "never closed" in m for line, m in messages)  # the open `.outputs = [`
    assert any(line == 17 and "names 2 nodes but 0" in m for line, m in messages)
    assert ir.unparsed_lines == 0


def test_file_cut_after_snodes_line_and_inside_dependency_list():
    cut_after_snodes = IR_2_5[: IR_2_5.index("op1: SchedulerNode")]
    _, problems = parse_scheduler_ir(cut_after_snodes, "cut.txt")
    assert any(p.line == 35 and "child block is cut off" in p.message for p in problems)

    cut_in_deps = (
        "op0: SchedulerNode(ComputedBuffer)\nop0.writes = \n    [   MemoryDep('buf0', c0, {c0: 4}),\n"
    )
    ir, problems = parse_scheduler_ir(cut_in_deps, "cut.txt")
    assert [d.buffer for d in ir.nodes[0].writes] == ["buf0"]
    assert any(p.line == 2 and "cut off" in p.message for p in problems)
    assert any(p.line == 1 and ".unmet_dependencies, .met_dependencies" in p.message for p in problems)


def test_indented_header_without_snodes_line_is_reported():
    text = "    op0: SchedulerNode(ComputedBuffer)\n    op0.writes = []\n"
    ir, problems = parse_scheduler_ir(text, "f.txt")
    assert ir.nodes == []
    assert [p.line for p in problems] == [1]
    assert ir.unparsed_lines == 2


def test_long_single_lines_parse():
    deps = ", ".join(f"MemoryDep('buf{i}', c0, {{c0: {i}}}, None)" for i in range(60_000))
    user = "NodeUser(node=SchedulerNode(name='op1'), can_inplace=False, is_weak=False)"
    users = ", ".join([user] * 30_000)
    text = (
        "op0: SchedulerNode(ComputedBuffer)\n"
        f"op0.writes = [{deps}]\n"
        "op0.met_dependencies = []\n"
        f"op0.users = [{users}]\n"
        "op0.unmet_dependencies = [" + "(" * 200_000 + "'\n"
    )
    ir, problems = parse_scheduler_ir(text, "big.txt")
    (op0,) = ir.nodes
    assert len(op0.writes) == 60_000
    assert op0.writes[-1].buffer == "buf59999"
    assert op0.users == ["op1"] * 30_000
    # the never-closed line runs to the end of the file and is reported as cut off
    assert [p.line for p in problems if "cut off" in p.message] == [5]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "op0: SchedulerNode(ComputedBuffer)",
                "op0.writes = ",
                "    [   MemoryDep('buf0', c0, {c0: 4}),",
                "        StarDep(name='x', mode=None)]",
                "op0.outputs = [",
                "    buf0: ComputedBuffer",
                "    buf0.users = [",
                "]",
                "op0.snodes[0] =",
                "class op0_loop_body:",
                "    var_ranges = {p0: 4}",
                "op0 Triton code:",
                "x_layout = FixedLayout('cpu', torch.float32, size=[4], stride=[1])",
                "",
                "garbage ((( '",
            ]
        )
        | st.text(max_size=30),
        max_size=40,
    )
)
def test_never_raises_on_shuffled_fragments(lines):
    text = "\n".join(lines)
    ir, problems = parse_scheduler_ir(text, "f.txt")
    assert ir.unparsed_lines <= ir.line_count
    assert all(1 <= p.line <= max(ir.line_count, 1) for p in problems)


# ---------------------------------------------------------------------- real files

_HEADER_AT_COLUMN_0 = re.compile(r"^\S+: \w+\(")
_SNODES_LINE = re.compile(r"\.snodes\[\d+\] =$")


def _expected_top_level(text: str) -> int:
    """Headers at column 0 that do not follow a `.snodes[i] =` line."""
    count = 0
    previous = ""
    for line in text.split("\n"):
        if _HEADER_AT_COLUMN_0.match(line) and not _SNODES_LINE.search(previous.strip()):
            count += 1
        if line.strip():
            previous = line
    return count


def _expected_buffers(text: str) -> set[str]:
    """`bufN: Class` output lines (2.5+); before 2.5 the non-fused node names plus 2.0's `.snodes` lists."""
    outputs = set(re.findall(r"(?m)^\s+(\w+): \w+$", text))
    if outputs:
        return outputs
    names = {
        m.group(1)
        for m in re.finditer(r"(?m)^\s*(\w+): (\w+)\(", text)
        if "Fused" not in m.group(2) and "Foreach" not in m.group(2)
    }
    for listed in re.findall(r"\.snodes = \s*\[([^\]]*)\]", text):
        names |= set(re.findall(r"'(\w+)'", listed))
    return names


def _check_real_file(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    ir, problems = parse_scheduler_ir(text, str(path))
    errors = []
    if len(ir.nodes) != _expected_top_level(text):
        errors.append(f"{path}: {len(ir.nodes)} top-level nodes, expected {_expected_top_level(text)}")
    expected = _expected_buffers(text)
    written = {dep.buffer for node in ir.nodes for dep in node.writes}
    if written != expected:
        errors.append(f"{path}: written buffers differ: {sorted(written ^ expected)[:5]}")
    outputs = {buf.name for node in ir.nodes for buf in node.outputs}
    if outputs and outputs != expected:
        errors.append(f"{path}: output buffers differ: {sorted(outputs ^ expected)[:5]}")
    if "outputs = [" in text and not outputs:
        errors.append(f"{path}: no output buffers parsed")
    if ir.line_count and (len(problems) > ir.line_count / 100 or ir.unparsed_lines > ir.line_count / 100):
        errors.append(f"{path}: {len(problems)} problems, {ir.unparsed_lines} unparsed lines")
    for node in ir.nodes:
        for n in node.walk():
            if not n.writes:
                errors.append(f"{path}:{n.line}: {n.name} has no writes")
    return errors


def _ir_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("ir_*_fusion.txt") if p.is_file())


def test_every_corpus_file(corpus):
    files = _ir_files(corpus)
    assert len(files) >= 40
    errors = [e for f in files for e in _check_real_file(f)]
    assert errors == []


def test_every_sample_run_file(sample_runs):
    files = _ir_files(sample_runs)
    assert files
    errors = [e for f in files for e in _check_real_file(f)]
    assert errors == []


def _corpus_file(corpus: Path, folder: str, graph: str, name: str) -> Path:
    (path,) = [p for p in (corpus / folder).rglob(name) if p.parent.name == graph]
    return path


def test_known_values_torch_2_4_resnet(corpus):
    path = _corpus_file(corpus, "ahbpp_resnet18_gpu_2.4.0", "model__0_forward_1.0", "ir_post_fusion.txt")
    ir, problems = parse_scheduler_ir(path.read_text(), str(path))
    assert problems == []
    assert ir.line_count == 26895
    assert len(ir.nodes) == 128
    fused = ir.node("buf19_buf20_buf21")
    assert fused is not None
    assert (fused.line, fused.end_line) == (981, 1261)
    assert [(c.name, c.line) for c in fused.children] == [("buf19", 990), ("buf20", 1064), ("buf21", 1138)]
    assert fused.triton_code is not None
    assert fused.triton_code.splitlines()[0] == "import triton"
    assert fused.triton_code.splitlines()[-1] == "    tl.store(out_ptr2 + (x3), tmp4, None)"
    assert fused.children[0].users == ["buf22", "buf23", "buf24"]
    conv = ir.node("buf18")
    assert conv is not None and conv.extern_kernel == "extern_kernels.convolution"
    code_lines = path.read_text().count(" Triton code:\n")
    assert sum(1 for n in ir.nodes for x in n.walk() if x.triton_code) == code_lines


def test_known_values_torch_2_5_outer_loop_fusion(corpus):
    path = _corpus_file(corpus, "htang_tcapp_cpu_2.5.1", "model__1_forward_5.2", "ir_post_fusion.txt")
    ir, problems = parse_scheduler_ir(path.read_text(), str(path))
    assert problems == []
    assert len(ir.nodes) == 13
    outer = ir.node("op15_op16_op17")
    assert outer is not None
    assert outer.scheduler_class == "OuterLoopFusedSchedulerNode"
    assert outer.line == 499
    assert [(c.name, c.line) for c in outer.children] == [("op15", 521), ("op16", 550), ("op17", 583)]
    assert [b.name for b in outer.outputs] == ["buf15", "buf16", "buf17"]
    assert outer.outputs[0].users == ["op16", "op17"]
    assert outer.outputs[2].size == "[s0, 10]"
    assert ir.node("op6").extern_kernel == "aten.randint.low_out"


def test_known_values_torch_2_0_fused_lists(corpus):
    path = _corpus_file(corpus, "ngimel_gernet_l_gpu_2.0a0", "gernet_l__1_forward_3.1", "ir_post_fusion.txt")
    ir, problems = parse_scheduler_ir(path.read_text(), str(path))
    assert problems == []
    assert [(n.name, n.child_names) for n in ir.nodes] == [
        ("buf0_buf1_buf2", ["buf0", "buf1", "buf2"]),
        ("buf3_buf4", ["buf3", "buf4"]),
    ]
    assert len(ir.nodes[0].writes) == 5
    assert ir.nodes[1].unmet_dependencies[0].buffer == "buf2"


def test_mutations_name_the_inputs_written_in_place(sample_runs, corpus):
    """`bufN.mutations = ['arg3_1']` (BatchNorm's running stats): the graph inputs a node writes."""
    files = [
        *sample_runs.glob("*/torch_compile_debug/run_*/torchinductor/*/ir_post_fusion.txt"),
        *corpus.glob("**/ir_post_fusion.txt"),
    ]
    found = 0
    for path in sorted(files):
        text = path.read_text(encoding="utf-8", errors="replace")
        expected = sorted(re.findall(r"\.mutations = \['([^']+)'\]", text))
        ir, _ = parse_scheduler_ir(text, str(path))
        names = sorted(
            m
            for top in ir.nodes
            for node in top.walk()
            for m in [*node.mutations, *(n for out in node.outputs for n in out.mutations)]
        )
        assert names == expected, path
        found += len(names)
    assert found > 0
