from __future__ import annotations

import copy
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_explorer.loader.fx_graph import parse_fx_graph, parse_torch_version
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.session import open_session

# Trimmed from a torch 2.13 CPU run (sample_runs/mlp_cpp): one File comment, a tuple-valued
# var_mean unpacked by getitem, `;  x = None` clean-ups.
SIMPLE = """\
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[64]", arg2_1: "f32[8, 32]"):
        # File: /work/models.py:18 in forward, code: x = self.fc(x)
        permute: "f32[32, 64]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = \
permute = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 0, keepdim = True)
        getitem: "f32[8, 1]" = var_mean[0]
        getitem_1: "f32[8, 1]" = var_mean[1];  var_mean = None

        # No stacktrace found for following nodes
        sub: "f32[8, 64]" = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        return (sub, getitem)
"""

# Real torch 2.13 output for torch.cond (two branches as nested classes), trimmed.
COND = """\
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
        # File: /tmp/probe.py:5 in f, code: z = torch.cond(x.sum() > 0, t, fl, (x,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1, arg1_1));  gt = \
true_graph_0 = false_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
            # File: /tmp/probe.py:3 in t, code: def t(x): return x.sin() + y
            sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            add: "f32[4]" = torch.ops.aten.add.Tensor(sin, arg1_1);  sin = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
            cos: "f32[4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return cos
"""


def _by_name(graph, subgraph=None):
    return {n.name: n for n in graph.nodes if subgraph is None or n.subgraph == subgraph}


def test_simple_graph_fields():
    graph, problems = parse_fx_graph(SIMPLE, "fx_graph_readable.py")
    assert problems == []
    assert graph.file == "fx_graph_readable.py"
    assert graph.line_count == 12
    assert graph.inputs == ["arg0_1", "arg1_1", "arg2_1"]
    assert graph.outputs == ["sub", "getitem"]
    assert graph.subgraphs == []
    assert [n.name for n in graph.nodes] == [
        "arg0_1",
        "arg1_1",
        "arg2_1",
        "permute",
        "addmm",
        "var_mean",
        "getitem",
        "getitem_1",
        "sub",
        "output",
    ]
    assert {n.subgraph for n in graph.nodes} == {"<lambda>"}
    nodes = _by_name(graph)

    arg = nodes["arg1_1"]
    assert (arg.op, arg.target, arg.annotation, arg.args, arg.line, arg.text, arg.location) == (
        "placeholder",
        None,
        "f32[64]",
        [],
        2,
        'arg1_1: "f32[64]"',
        None,
    )
    addmm = nodes["addmm"]
    assert addmm.op == "call_function"
    assert addmm.target == "torch.ops.aten.addmm.default"
    assert addmm.annotation == "f32[8, 64]"
    assert addmm.args == ["arg1_1", "arg2_1", "permute"]
    assert addmm.line == 5
    assert addmm.text == 'addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute)'
    assert addmm.location == SourceLocation("/work/models.py", 18, "forward", "x = self.fc(x)")

    var_mean = nodes["var_mean"]
    assert (var_mean.target, var_mean.annotation, var_mean.args) == (
        "torch.ops.aten.var_mean.correction",
        None,
        ["addmm"],
    )
    getitem_1 = nodes["getitem_1"]
    assert (getitem_1.op, getitem_1.target, getitem_1.annotation, getitem_1.args) == (
        "call_function",
        "operator.getitem",
        "f32[8, 1]",
        ["var_mean"],
    )
    assert getitem_1.text == 'getitem_1: "f32[8, 1]" = var_mean[1]'
    assert nodes["sub"].location is None  # reset by "No stacktrace found"
    assert nodes["sub"].args == ["addmm", "getitem_1"]

    output = nodes["output"]
    assert (output.op, output.target, output.args, output.line, output.text, output.location) == (
        "output",
        "output",
        ["sub", "getitem"],
        12,
        "return (sub, getitem)",
        None,
    )


def test_cond_subgraphs():
    graph, problems = parse_fx_graph(COND, "fx_graph_transformed.py")
    assert problems == []
    assert graph.subgraphs == ["true_graph_0", "false_graph_0"]
    assert graph.inputs == ["arg0_1", "arg1_1"]
    assert graph.outputs == ["getitem"]
    top = _by_name(graph, "<lambda>")
    assert list(top) == [
        "arg0_1",
        "arg1_1",
        "sum_1",
        "gt",
        "true_graph_0",
        "false_graph_0",
        "cond",
        "getitem",
        "output",
    ]
    branch = top["true_graph_0"]
    assert (branch.op, branch.target, branch.annotation, branch.args) == (
        "get_attr",
        "true_graph_0",
        None,
        [],
    )
    cond = top["cond"]
    assert cond.target == "torch.ops.higher_order.cond"
    assert cond.annotation is None
    assert cond.args == ["gt", "true_graph_0", "false_graph_0", "arg0_1", "arg1_1"]

    true = _by_name(graph, "true_graph_0")
    assert list(true) == ["arg0_1", "arg1_1", "sin", "add", "output"]
    assert true["add"].args == ["sin", "arg1_1"]
    assert true["add"].line == 16
    assert true["add"].location == SourceLocation("/tmp/probe.py", 3, "t", "def t(x): return x.sin() + y")
    assert true["output"].args == ["add"]

    false = _by_name(graph, "false_graph_0")
    assert list(false) == ["arg0_1", "arg1_1", "cos", "output"]
    # A class line starts a new scope: the true branch's location does not leak into it.
    assert false["cos"].location is None
    assert false["output"].args == ["cos"]  # `return cos`, no tuple
    assert graph.node("cos", "false_graph_0") is false["cos"]


def test_multi_line_statements():
    text = """\
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[64, 32]",  # PlainAOTInput(idx=0)
        primals_2: "f32[64]",  # PlainAOTInput(idx=1)
    ):
        addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(
            primals_2,
            primals_1,  # a comment inside the call
            [1, 0],
        );  primals_2 = None
        relu: "f32[8, 64]" = torch.ops.aten.relu.default(addmm)
        return (
            relu,  # PlainAOTOutput(idx=0)
            addmm,
        )
"""
    graph, problems = parse_fx_graph(text, "f.py")
    assert problems == []
    assert graph.inputs == ["primals_1", "primals_2"]
    assert graph.outputs == ["relu", "addmm"]
    nodes = _by_name(graph)
    assert nodes["primals_1"].line == 4
    assert nodes["primals_2"].line == 5
    assert nodes["primals_2"].annotation == "f32[64]"
    addmm = nodes["addmm"]
    assert addmm.line == 7
    assert addmm.args == ["primals_2", "primals_1"]
    assert addmm.target == "torch.ops.aten.addmm.default"
    assert addmm.text == (
        'addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(\n'
        "    primals_2,\n"
        "    primals_1,  # a comment inside the call\n"
        "    [1, 0],\n"
        ")"
    )
    assert nodes["relu"].line == 12
    assert nodes["output"].line == 13
    assert nodes["output"].args == ["relu", "addmm"]


def test_file_comment_formats():
    text = """\
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: f32[8, 1000], primals_2: i64[8]):
        # File: /scratch/timm_models.py:319, code: return self.loss(pred, self.target) / 10.0
        amax: f32[8, 1] = torch.ops.aten.amax.default(primals_1, [1], True)
         # File: /app/main_2.py:89 in forward, code: x = self.conv1(x)
        sub: f32[8, 1000] = torch.ops.aten.sub.Tensor(primals_1, amax);  primals_1 = None
        # Annotation: {'fallback_to_eager': True} File: C:\\work\\m.py:7 in fn, code: y = a, b
        sort = torch.ops.aten.sort.stable(sub, stable = True, descending = True)
        # File: /app/no_code.py:12 in g
        neg: f32[8, 1000] = -sub
        # No stacktrace found for following nodes
        ne: b8[8] = torch.ops.aten.ne.Scalar(primals_2, -100)
        return [sub, None, ne]
"""
    graph, problems = parse_fx_graph(text, "f.py")
    assert problems == []
    nodes = _by_name(graph)
    assert nodes["primals_1"].annotation == "f32[8, 1000]"  # 2.0 prints annotations unquoted
    assert nodes["amax"].location == SourceLocation(
        "/scratch/timm_models.py", 319, None, "return self.loss(pred, self.target) / 10.0"
    )
    assert nodes["sub"].location == SourceLocation("/app/main_2.py", 89, "forward", "x = self.conv1(x)")
    assert nodes["sort"].location == SourceLocation("C:\\work\\m.py", 7, "fn", "y = a, b")
    assert nodes["sort"].args == ["sub"]  # `stable`/`descending` are keywords, not nodes
    assert nodes["neg"].location == SourceLocation("/app/no_code.py", 12, "g", None)
    assert (nodes["neg"].target, nodes["neg"].args) == ("operator.neg", ["sub"])
    assert nodes["ne"].location is None
    assert graph.outputs == ["sub", "ne"]


def test_symbolic_module_method_and_attribute_nodes():
    text = """\
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[s0, 3]", s0: "Sym(s0)"):
        l__self___linear: "f32[s0, 3]" = self.L__self___linear(L_x_)
        view: "f32[3, s0]" = l__self___linear.view(3, s0)
        add: "Sym(s0 + 1)" = s0 + 1
        floordiv: "Sym((s0//2))" = s0 // 2
        _frozen_param0: "f32[3]" = self._frozen_param0
        weight = self.sub.weight
        return pytree.tree_unflatten((view, add, floordiv), self._out_spec)
"""
    graph, problems = parse_fx_graph(text, "f.py")
    assert problems == []
    nodes = _by_name(graph)
    assert (nodes["l__self___linear"].op, nodes["l__self___linear"].target) == (
        "call_module",
        "L__self___linear",
    )
    assert nodes["l__self___linear"].args == ["L_x_"]
    assert (nodes["view"].op, nodes["view"].target, nodes["view"].args) == (
        "call_method",
        "view",
        ["l__self___linear", "s0"],
    )
    add = nodes["add"]
    assert (add.target, add.annotation, add.args) == ("operator.add", "Sym(s0 + 1)", ["s0"])
    assert nodes["floordiv"].target == "operator.floordiv"
    assert (nodes["_frozen_param0"].op, nodes["_frozen_param0"].target) == ("get_attr", "_frozen_param0")
    assert nodes["weight"].target == "sub.weight"
    assert graph.outputs == ["view", "add", "floordiv"]


def test_truncated_file_keeps_earlier_nodes():
    cut = SIMPLE[: SIMPLE.index("permute);") - 10]  # inside the addmm call
    graph, problems = parse_fx_graph(cut, "f.py")
    assert [n.name for n in graph.nodes] == ["arg0_1", "arg1_1", "arg2_1", "permute", "addmm"]
    assert graph.nodes[-1].target == "torch.ops.aten.addmm.default"
    assert [(p.line, p.message) for p in problems] == [
        (5, "statement never closes its brackets (file cut off?)"),
    ]
    assert graph.outputs == []


def test_unclosed_line_does_not_swallow_the_rest():
    text = SIMPLE.replace("var_mean[0]", "var_mean[0", 1)
    graph, problems = parse_fx_graph(text, "f.py")
    assert [p.line for p in problems] == [7]
    assert [n.name for n in graph.nodes][-4:] == ["getitem", "getitem_1", "sub", "output"]


def test_unknown_lines_become_problems():
    text = SIMPLE.replace(
        "        # No stacktrace", "        import os\n        x = 5\n        # No stacktrace"
    )
    graph, problems = parse_fx_graph(text, "bad.py")
    assert [(p.file, p.line) for p in problems] == [("bad.py", 10), ("bad.py", 11)]
    assert "import os" in problems[0].message
    assert "unrecognised node expression" in problems[1].message
    assert _by_name(graph)["x"].op == "unknown"
    assert graph.outputs == ["sub", "getitem"]


def test_duplicate_node_is_reported():
    again = '        sub: "f32[8, 64]" = torch.ops.aten.neg.default(sub)\n'
    text = SIMPLE.replace("        return", again + "        return")
    _, problems = parse_fx_graph(text, "f.py")
    assert [(p.line, p.message) for p in problems] == [(12, "node 'sub' is defined twice")]


def test_empty_and_garbage():
    graph, problems = parse_fx_graph("", "f.py")
    assert (graph.nodes, problems, graph.line_count) == ([], [], 0)
    graph, problems = parse_fx_graph("\x00\x00 ((((\n]]]] '\n", "f.py")
    assert graph.nodes == []
    assert problems


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(list('ab_: "=()[],;#\n\t.fs321+-') + ["class ", "def ", "return ", "self."])))
def test_never_raises(pieces):
    text = "".join(pieces)
    graph, problems = parse_fx_graph(text, "f.py")
    assert all(p.file == "f.py" for p in problems)
    known = {n.name for n in graph.nodes}
    assert all(arg in known for n in graph.nodes for arg in n.args)


def test_torch_version():
    header = "\nimport torch\n# torch version: 2.13.0+cpu\n# torch cuda version: None\n"
    assert parse_torch_version(header) == "2.13.0+cpu"
    assert parse_torch_version("import torch\n") is None
    assert parse_torch_version("") is None
    # Past the header scan limit: not read.
    assert parse_torch_version("x = 1\n" * 600 + "# torch version: 2.4.0\n") is None


# --------------------------------------------------------------------------- real files

_ASSIGN = re.compile(r'^\s+\w+(: ("[^"]*"|[^=]*))? = ')
_DEF = re.compile(r"^\s*def forward\(self, (.*)\):")
_DECLARED = re.compile(r'\s*(\w+): "[^"]*";')


def _fx_files(root: Path) -> list[Path]:
    return sorted(p for name in ("fx_graph_readable.py", "fx_graph_transformed.py") for p in root.rglob(name))


def _expected_node_count(text: str) -> int:
    count = 0
    for line in text.splitlines():
        if _ASSIGN.match(line):
            count += 1
        elif m := _DEF.match(line):
            count += len(re.findall(r"\w+: ", m.group(1)))
        elif _DECLARED.match(line):
            # An export's `def forward(self):` declares its flattened inputs: `arg6_1: "f32[4, 16]";`.
            count += len(_DECLARED.findall(line))
        elif line.strip().startswith("return"):
            count += 1
    return count


def _expected_location_line(lines: list[str], node_line: int) -> int | None:
    """Walk back from a node to the comment that governs it."""
    for line in reversed(lines[: node_line - 1]):
        s = line.strip()
        if s.startswith("# No stacktrace") or s.startswith("def ") or s.startswith("class "):
            return None
        if s.startswith("#") and "File: " in s:
            return int(s.split(", code: ")[0].split(" in ")[0].rsplit(":", 1)[1])
    return None


def _check_real_file(path: Path) -> None:
    text = path.read_text()
    graph, problems = parse_fx_graph(text, str(path))
    assert problems == [], path
    assert graph.nodes, path
    assert len(graph.nodes) == _expected_node_count(text), path
    assert graph.line_count == len(text.splitlines())
    defined: dict[str, set[str]] = {}
    lines = text.splitlines()
    with_location = 0
    for node in graph.nodes:
        scope = defined.setdefault(node.subgraph, set())
        assert set(node.args) <= scope, (path, node.name)
        scope.add(node.name)
        assert node.text.splitlines()[0] in lines[node.line - 1], (path, node.name)
        if node.op not in ("placeholder", "output"):
            expected = _expected_location_line(lines, node.line)
            assert (node.location.line if node.location else None) == expected, (path, node.name)
            with_location += expected is not None
    if "# File: " in text:
        assert with_location > 0
    top = graph.nodes[0].subgraph
    assert graph.inputs == [n.name for n in graph.nodes if n.op == "placeholder" and n.subgraph == top]
    returns = [line for line in lines if line.startswith("        return")]
    assert len(returns) == 1
    assert graph.outputs == [x for x in re.findall(r"\w+", returns[0])[1:] if x != "None"]


def test_corpus_fx_graphs(corpus):
    files = _fx_files(corpus)
    assert len(files) == 46
    for path in files:
        _check_real_file(path)


def test_sample_run_fx_graphs(sample_runs):
    files = _fx_files(sample_runs)
    assert files
    for path in files:
        _check_real_file(path)


def test_corpus_known_values(corpus):
    albert = corpus / "ngimel_albert_gpu_2.0a0/torchinductor/AlbertForQuestionAnswering__0_forward_1.0"
    graph, _ = parse_fx_graph((albert / "fx_graph_readable.py").read_text(), "f.py")
    full = graph.node("full")
    assert full.annotation == "f32[1, 512]"
    assert full.target == "torch.ops.aten.full.default"
    assert full.args == []
    assert full.location.file.endswith("transformers/models/albert/modeling_albert.py")
    assert (full.location.line, full.location.function) == (720, None)
    assert full.location.code == "attention_mask = torch.ones(input_shape, device=device)"
    assert graph.node("embedding_1").args == ["primals_2", "expand"]
    assert len(graph.inputs) == 30
    assert graph.outputs[:3] == ["div_26", "clone_12", "clone_13"]

    tcapp = next(
        corpus.glob("htang_tcapp_cpu_2.5.1/torch_compile_debug/run_*/torchinductor/model__1_backward_*")
    )
    graph, _ = parse_fx_graph((tcapp / "fx_graph_readable.py").read_text(), "f.py")
    assert graph.nodes[0].name == "primals_3"
    assert graph.nodes[0].annotation == "Sym(s0)"
    assert graph.nodes[2].annotation == "f32[s0, 1, 28, 28]"


def _check_runnable_versions(files: list[Path]) -> None:
    for path in files:
        text = path.read_text()
        expected = re.search(r"^# torch version: (.*)$", text, re.M).group(1).strip()
        assert parse_torch_version(text) == expected, path


def test_corpus_runnable_torch_versions(corpus):
    files = sorted(corpus.rglob("fx_graph_runnable.py"))
    assert len(files) == 23
    _check_runnable_versions(files)
    albert = corpus / "ngimel_albert_gpu_2.0a0/torchinductor/AlbertForQuestionAnswering__0_forward_1.0"
    assert parse_torch_version((albert / "fx_graph_runnable.py").read_text()) == "2.0.0a0+git05397b1"


#: The samples sample_runs/make_traced.py makes.
MADE_BY_TRACED = ("aoti_cpp", "ranks_gloo_cpp")


def test_sample_run_runnable_torch_versions(sample_runs):
    files = sorted(sample_runs.rglob("fx_graph_runnable.py"))
    assert files
    _check_runnable_versions(files)
    # generate.py's samples are torch 2.13.0's, make_profiled.py's (profiled_*) and make_traced.py's 2.14.1's.
    for path in files:
        made_by = (
            "2.14.1+cu130"
            if "/profiled_" in path.as_posix() or path.parts[len(sample_runs.parts)] in MADE_BY_TRACED
            else "2.13.0+cpu"
        )
        assert parse_torch_version(path.read_text()) == made_by, path


def test_inplace_statements_are_graph_nodes(corpus: Path):
    """FX prints operator.iadd / operator.setitem as `x += y;  iadd = x` and `x[i] = y;  setitem = x`
    (torch 2.6 Dynamo graphs of a Hugging Face model): the node is named after the `;`."""
    folder = corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0" / "tl_out"
    graph, problems = parse_fx_graph((folder / "-_0_0_1" / "dynamo_output_graph_0.txt").read_text(), "f")
    assert problems == [] and graph.unparsed_lines == 0
    nodes = {n.name: n for n in graph.nodes}
    assert (nodes["iadd"].op, nodes["iadd"].target, nodes["iadd"].args) == (
        "call_function",
        "operator.iadd",
        ["getitem"],
    )
    assert nodes["iadd"].annotation == "i64[][]cpu"
    assert (nodes["setitem"].target, nodes["setitem"].args) == (
        "operator.setitem",
        ["modified_input_ids", "iadd"],
    )
    graph, problems = parse_fx_graph((folder / "-_50_0_0" / "dynamo_output_graph_187.txt").read_text(), "f")
    assert problems == []
    added = next(n for n in graph.nodes if n.name == "embeddings_1")
    assert (added.target, added.args) == ("operator.iadd", ["embeddings", "position_embeddings"])


def test_inplace_operators_name_their_targets():
    """Every operator FX prints in place (torch.fx.graph.inplace_methods), `<<=` and `>>=` included."""
    ops = {
        "+": "iadd",
        "-": "isub",
        "*": "imul",
        "/": "itruediv",
        "//": "ifloordiv",
        "%": "imod",
        "**": "ipow",
        "@": "imatmul",
        "<<": "ilshift",
        ">>": "irshift",
        "&": "iand",
        "|": "ior",
        "^": "ixor",
    }
    body = "".join(f"        x {op}= y;  {name} = x\n" for op, name in ops.items())
    graph, problems = parse_fx_graph(
        f"class G(torch.nn.Module):\n    def forward(self, x, y):\n{body}        return (x,)\n", "f"
    )
    assert problems == []
    assert {n.name: n.target for n in graph.nodes if n.op == "call_function"} == {
        name: f"operator.{name}" for name in ops.values()
    }


def test_inplace_statements_in_trace_logs_are_no_problem(corpus: Path):
    """The same graphs read from the run's TORCH_TRACE logs (two logs, three statements each) raise
    nothing."""
    loaded = open_session(corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0").parsed()
    graphs = [g for run in loaded.runs for g in run.graphs]
    assert any(
        n.target == "operator.setitem" for g in graphs for stage in g.fx_stages.values() for n in stage.nodes
    )
    assert [
        p for p in loaded.all_problems() if "FX node statement" in p.message or "in-place" in p.message
    ] == []


def test_a_parse_hands_out_its_own_nodes(sample_runs):
    """Lines and expressions are scanned once per process and shared by later parses: changing what one parse
    hands out leaves the next parse of the same text as the first was."""
    files = sorted(sample_runs.glob("*/torch_compile_debug/run_*/torchinductor/*/fx_graph_readable.py"))
    assert files
    for path in files[:8]:
        text = path.read_text()
        first, _ = parse_fx_graph(text, "f")
        assert any(n.args for n in first.nodes)
        expected = copy.deepcopy(first)
        for node in first.nodes:
            node.args.append("changed")
        first.inputs.append("changed")
        second, _ = parse_fx_graph(text, "f")
        assert second == expected
