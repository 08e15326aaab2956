"""Structured trace logs, tlparse folders and pasted graph-break text → TraceLog."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_explorer.loader.gb_registry import (
    find_registry_path,
    load_registry,
    parse_hint_categories,
    parse_registry,
)
from inductor_explorer.loader.trace import (
    MAX_PROBLEMS,
    is_internal_frame,
    load_trace,
    parse_break_text,
    parse_explain_text,
    parse_torch_logs_text,
    parse_trace_lines,
    parse_trace_text,
    sniff_kind,
)
from inductor_explorer.model.trace import CompileId
from inductor_explorer.session import open_session

TORCH_VENV_REGISTRY = (
    Path(__file__).resolve().parents[2]
    / ".venv-torch"
    / "lib"
    / "python3.11"
    / "site-packages"
    / "torch"
    / "_dynamo"
    / "graph_break_registry.json"
)
# The registry of a torch installed beside the tests (CI installs the torch extra), else of .venv-torch.
INSTALLED_REGISTRY = find_registry_path() or TORCH_VENV_REGISTRY

P = "V1130 03:06:43.734000 6519 torch/_dynamo/convert_frame.py:303] "

# A torch 2.13 graph-break payload (from a TORCH_TRACE run of `print("woo")` inside a compiled fn),
# with its Dynamo-internal traceback shortened and one internal frame added to the user traceback.
GB_PAYLOAD_2_13 = """\
Graph break in user code at /tmp/gbtest/gb.py:4
Graph Break Reason: Encountered graph break when attempting to trace CALL: a function call, e.g. f(x, y):

Failed to trace builtin operator
  Explanation: Dynamo does not know how to trace builtin operator `print` with argument types ['str'] \
(has_kwargs False)
  Hint: Avoid calling builtin `print` with argument types ['str']. Consider using an equivalent alternative \
function/method to `print`.
  Hint: If you are attempting to call a logging function (e.g. `print`), you can try adding it to \
`torch._dynamo.config.reorderable_logging_functions`.
  Hint: Please report an issue to PyTorch.

  Developer debug context: builtin print [<class 'torch._dynamo.variables.constant.ConstantVariable'>] False

 For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html

User code traceback:
  File "/tmp/gbtest/gb.py", line 22, in <module>
    c(torch.randn(8))
  File "/venv/lib/python3.11/site-packages/torch/_dynamo/eval_frame.py", line 1166, in compile_wrapper
    result = fn(*args, **kwargs)
             ^^^^^^^^^^^^^^^^^^^
  File "/tmp/gbtest/gb.py", line 4, in fn
    print("woo")

Traceback (most recent call last):
  File "/venv/lib/python3.11/site-packages/torch/_dynamo/symbolic_convert.py", line 1076, in wrapper
    return inner_fn(self, inst)
torch._dynamo.exc.Unsupported: Failed to trace builtin operator
"""

RESTART_REASON_2_13 = (
    "Failed to trace builtin operator\n  Explanation: Dynamo does not know how to trace builtin operator "
    "`print` with argument types ['str'] (has_kwargs False)\n  Hint: Please report an issue to PyTorch.\n\n"
    " For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html"
)


def _envelope(body: dict, payload: str | None = None) -> list[str]:
    if payload is not None:
        body = {**body, "has_payload": "24b00540c613e4221a579d0a2950e496"}
    lines = [P + json.dumps(body)]
    if payload is not None:
        lines.extend("\t" + line for line in payload.splitlines())
    return lines


def _trace_2_13() -> list[str]:
    cid0 = {"frame_id": 0, "frame_compile_id": 0, "attempt": 0}
    cid1 = {"frame_id": 0, "frame_compile_id": 0, "attempt": 1}
    metrics = {
        "compile_id": "0/0",
        "co_name": "fn",
        "co_filename": "/tmp/gbtest/gb.py",
        "co_firstlineno": 2,
        "graph_op_count": 1,
        "graph_node_count": 3,
        "entire_frame_compile_time_s": 9.22,
        "fail_type": None,
        "restart_reasons": [RESTART_REASON_2_13],
        "dynamo_config": "x" * 5000,
        "has_guarded_code": True,
    }
    return [
        *_envelope(
            {"artifact": {"name": "torch_version", "encoding": "json"}},
            '{\n"pytorch_version": "2.13.0+cpu",\n"git_version": "abc"\n}',
        ),
        *_envelope({"str": ["/tmp/gbtest/gb.py", 1]}),
        *_envelope({"dynamo_start": {"stack": [{"line": 2, "name": "fn", "filename": 1}]}, **cid0}),
        *_envelope(
            {"chromium_event": {}, **cid0},
            '{\n"name": "dynamo",\n"ts": 1796008288413242.0,\n'
            '"args": {\n"compile_id": "0/0"\n},\n"ph": "B"\n}',
        ),
        *_envelope(
            {"artifact": {"name": "dynamo_graph_break_reason", "encoding": "string"}, **cid0}, GB_PAYLOAD_2_13
        ),
        *_envelope(
            {"dynamo_output_graph": {"sizes": {}}, **cid1}, "class GraphModule(torch.nn.Module):\n    pass"
        ),
        *_envelope({"aot_inference_graph": {}, **cid1}, "class <lambda>(torch.nn.Module):\n    pass"),
        *_envelope(
            {"inductor_output_code": {"filename": "/tmp/torchinductor_root/df/cdfl6r.py"}, **cid1},
            "# AOT ID: ['0_inference']\nfrom ctypes import c_void_p\n" + "x = 1\n" * 50,
        ),
        *_envelope(
            {"artifact": {"name": "fx_graph_cache_miss", "encoding": "json"}, **cid1}, '{"key": "fa76"}'
        ),
        *_envelope({"compilation_metrics": metrics, **cid1}),
        *_envelope(
            {
                "artifact": {"name": "recompile_reasons", "encoding": "json"},
                "frame_id": 0,
                "frame_compile_id": 1,
                "attempt": 0,
            },
            "0/0: tensor 'x' size mismatch at index 0. expected 8, actual 9",
        ),
    ]


def test_structured_2_13_graph_break_record():
    trace, problems = parse_trace_lines(iter(_trace_2_13()), "trace.log")
    assert problems == []
    assert trace.pid == 6519
    assert trace.torch_version == "2.13.0+cpu"
    # The restart reason repeats the artifact's text: one break, not two.
    assert len(trace.graph_breaks) == 1
    gb = trace.graph_breaks[0]
    assert str(gb.compile_id) == "0/0"
    assert gb.source == "dynamo_graph_break_reason"
    assert gb.gb_id == "GB0059"
    assert gb.gb_type == "Failed to trace builtin operator"
    assert gb.preamble.startswith("Encountered graph break when attempting to trace CALL")
    assert gb.explanation.startswith("Dynamo does not know how to trace builtin operator `print`")
    assert len(gb.hints) == 3 and gb.hints[1].endswith(
        "`torch._dynamo.config.reorderable_logging_functions`."
    )
    assert gb.context.startswith("builtin print")
    assert gb.doc_url.endswith("/gb/gb0059.html")
    assert str(gb.location) == "/tmp/gbtest/gb.py:4"
    assert gb.location.code == 'print("woo")' and gb.location.function == "fn"
    assert [str(f) for f in gb.user_stack] == ["/tmp/gbtest/gb.py:22", "/tmp/gbtest/gb.py:4"]
    assert gb.folded_frames == 1
    assert not gb.in_loop and not gb.frame_skipped


def test_structured_2_13_compiles_metrics_and_links():
    trace, _ = parse_trace_lines(_trace_2_13(), "trace.log")
    assert list(trace.compiles) == ["0/0", "0/0_1", "0/1"]
    first = trace.compile("0/0")
    assert [str(f) for f in first.stack] == ["/tmp/gbtest/gb.py:2"] and first.function == "fn"
    done = trace.compile(CompileId(0, 0, 1))
    assert done.metrics.graph_op_count == 1 and done.metrics.entire_frame_compile_time_s == pytest.approx(
        9.22
    )
    assert done.metrics.restart_reasons == [RESTART_REASON_2_13]
    assert "dynamo_config" not in done.metrics.extra  # long config strings are not kept
    assert done.graphs == ["dynamo_output_graph", "aot_inference_graph"]
    assert done.aot_ids == ["0_inference"]
    assert done.output_code[0].filename == "/tmp/torchinductor_root/df/cdfl6r.py"
    assert done.cache_events == ["fx_graph_cache_miss"]
    [recompile] = trace.recompiles
    assert str(recompile.compile_id) == "0/1"
    assert [(str(f.compile_id), f.reason) for f in recompile.failures] == [
        ("0/0", "tensor 'x' size mismatch at index 0. expected 8, actual 9")
    ]
    assert trace.failures == []


def test_restart_reasons_become_breaks_when_no_artifact():
    trace, _ = parse_trace_text("\n".join(_drop_payload(_trace_2_13(), "dynamo_graph_break_reason")), "t.log")
    [gb] = trace.graph_breaks
    assert gb.source == "restart_reasons" and str(gb.compile_id) == "0/0_1"
    assert gb.gb_id == "GB0059" and gb.gb_type == "Failed to trace builtin operator"
    assert gb.location is None


def _drop_payload(lines: list[str], marker: str) -> list[str]:
    out: list[str] = []
    dropping = False
    for line in lines:
        if not line.startswith("\t"):
            dropping = marker in line
        if not dropping:
            out.append(line)
    return out


def test_malformed_lines_become_problems_with_line_numbers():
    lines = [
        "\tstray payload line",
        "garbage that is not a record",
        P + '{"dynamo_start": {"stack": []}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0',
        P + "[1, 2]",
        P + '{"artifact": {"name": "dynamo_graph_break_reason"}, "frame_id": 1, "frame_compile_id": 0}',
        P + '{"compilation_metrics": "nope", "frame_id": 2, "frame_compile_id": 0, "attempt": 0}',
        P + '{"str": ["only one"]}',
        "",
        P + '{"dynamo_start": {"stack": [{"line": 3, "name": "f", "filename": 7}]}, "frame_id": 3, '
        '"frame_compile_id": 0}',
    ]
    trace, problems = parse_trace_text("\n".join(lines), "bad.log")
    assert [p.line for p in problems] == [1, 2, 3, 4, 5, 6, 7]
    assert all(p.file == "bad.log" for p in problems)
    assert "3/0" in trace.compiles  # what follows the damage still loads
    assert trace.compile("3/0").stack[0].file == "<string 7>"


def test_problem_list_is_capped():
    trace, problems = parse_trace_text("\n".join(f"junk {i}" for i in range(MAX_PROBLEMS + 50)), "junk.log")
    assert len(problems) == MAX_PROBLEMS + 1
    assert problems[-1].message == "50 further problems not listed"


def test_payload_of_unneeded_records_is_not_kept():
    # 200k payload lines of output code stream through; only the AOT ID head is looked at.
    def lines():
        yield (
            P + '{"inductor_output_code": {"filename": "/x.py"}, "frame_id": 0, "frame_compile_id": 0, '
            '"has_payload": "ab"}'
        )
        yield "\t# AOT ID: ['3_forward']"
        for i in range(200_000):
            yield f"\tbuf{i} = empty_strided_cpu((4, 4), (4, 1), torch.float32)"
        yield P + '{"dynamo_start": {"stack": []}, "frame_id": 1, "frame_compile_id": 0, "attempt": 0}'

    trace, problems = parse_trace_lines(lines(), "big.log")
    assert problems == []
    assert trace.line_count == 200_003
    assert trace.compile("0/0").aot_ids == ["3_forward"]


def test_hostile_long_lines_still_parse():
    # Lines built to make backtracking regexes quadratic: they must be passed over, not matched.
    frames = 'File "a", line 1' * 40_000
    spaces = "Graph break in user code at /a.py:1" + " " * 300_000 + "x"
    text = (
        "Graph break in user code at /m.py:3\nGraph Break Reason: X\n  Explanation: y\n"
        "User code traceback:\n"
        f"  {frames}\n{spaces}\n"
    )
    gb = parse_break_text(text, "dynamo_graph_break_reason")
    assert str(gb.location) == "/m.py:3" and gb.user_stack == []
    trace, _ = parse_torch_logs_text(spaces + "\n" + text, "pasted.txt")
    assert "/m.py:3" in [str(b.location) for b in trace.graph_breaks]


def test_compile_id_parse_and_str():
    assert str(CompileId(0, 0)) == "0/0"
    assert str(CompileId(3, 0, 2)) == "3/0_2"
    assert CompileId.parse("[3/0_2]") == CompileId(3, 0, 2)
    assert CompileId.parse("!1/2/0").compiled_autograd_id == 1
    assert CompileId.parse("3/0_2").frame_key == "3/0"
    assert CompileId.parse("not an id") is None


def test_internal_frames():
    assert is_internal_frame("/venv/site-packages/torch/_dynamo/symbolic_convert.py")
    assert is_internal_frame("torch/_subclasses/fake_tensor.py")
    assert is_internal_frame("C:\\py\\Lib\\site-packages\\torch\\nn\\modules\\module.py")
    assert not is_internal_frame("/home/me/pytorch/test/dynamo/test_misc.py")
    assert not is_internal_frame("/home/me/model.py")


def test_break_text_in_a_loop_chains_gb7000():
    text = GB_PAYLOAD_2_13.replace(
        "Encountered graph break when attempting to trace CALL: a function call, e.g. f(x, y):",
        "Failed to handle graph break gracefully. Skipping the function and falling back to eager. "
        "Graph break encountered:",
    ).replace(
        "\nUser code traceback:",
        """\
*** While handling this graph break, another graph break occurred: ***

graph break in loop
  Explanation: torch.compile detected a graph break in a for/while loop. Skipping the frame and falling back \
to eager, as graph breaks in loops are not supported.
  Hint: This graph break may have been caused by an earlier graph break. Resolving the earlier graph break \
may resolve this one.

  Developer debug context: frame skipped: loop (/tmp/gbtest/gb.py line 10)

 For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb7000.html

Stack variable source attribution:
  RangeIteratorVariable() originated from:
  File "/tmp/gbtest/gb.py", line 11
        for i in range(3):
        ^^^^^^^^^^^^^^^^^^

User code traceback:""",
        1,
    )
    gb = parse_break_text(text, "dynamo_graph_break_reason")
    assert gb.gb_id == "GB0059" and gb.frame_skipped and gb.in_loop
    assert [(c.gb_id, c.gb_type) for c in gb.chained] == [("GB7000", "graph break in loop")]
    assert str(gb.location) == "/tmp/gbtest/gb.py:4"
    assert [str(f) for f in gb.user_stack] == ["/tmp/gbtest/gb.py:22", "/tmp/gbtest/gb.py:4"]


def test_break_text_without_gb_type():
    gb = parse_break_text(
        "Dynamic control flow is not supported at the moment. Please use "
        "functorch.experimental.control_flow.cond",
        "restart_reasons",
    )
    assert gb.gb_type is None and gb.gb_id is None
    assert gb.reason.startswith("Dynamic control flow is not supported")


# ---------------------------------------------------------------- pasted TORCH_LOGS text

GLOG = "V1130 03:07:44.545000 7527 torch/_dynamo/symbolic_convert.py:5124] "
TORCH_LOGS_2_13 = "\n".join(
    [
        *(
            GLOG + "[0/0] [__graph_breaks] " + line
            for line in GB_PAYLOAD_2_13.split("\nTraceback")[0].splitlines()
        ),
        "woo",
        *(
            "W1130 03:07:46.169000 7527 torch/_dynamo/variables/tensor.py:1759] [2/0] " + line
            for line in [
                "Graph break from `Tensor.item()`, consider setting:",
                "    torch._dynamo.config.capture_scalar_outputs = True",
                "",
                "Graph break: from user code at:",
                '  File "/tmp/gbtest/gb.py", line 7, in torch_dynamo_resume_in_fn_at_5',
                "    y = x.max().item()",
            ]
        ),
        *(
            "V1130 03:07:47.285000 7527 torch/_dynamo/guards.py:5396] [0/1] [__recompiles] " + line
            for line in [
                "Recompiling function fn in /tmp/gbtest/gb.py:2",
                "    triggered by the following guard failure(s):",
                "    - 0/0: tensor 'x' size mismatch at index 0. expected 8, actual 9",
            ]
        ),
        *(
            "V1130 03:07:47.300000 7527 torch/_dynamo/symbolic_convert.py:5131] [0/1] [__graph_breaks] "
            + line
            for line in [
                "Graph break (user stack suppressed due to duplicate graph break) in user code at "
                "/tmp/gbtest/gb.py:4",
                "Graph Break Reason: Encountered graph break when attempting to trace CALL: a function "
                "call, e.g. f(x, y):",
                "",
                "Failed to trace builtin operator",
                "  Explanation: Dynamo does not know how to trace builtin operator `print`",
                " For more details about this graph break, please visit: "
                "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html",
            ]
        ),
    ]
)


def test_torch_logs_glog_2_13():
    trace, problems = parse_torch_logs_text(TORCH_LOGS_2_13, "stderr.txt")
    assert problems == []
    # The untagged `Tensor.item()` warning is not a graph_breaks record: two breaks, not three.
    assert [(str(b.compile_id), b.gb_id, str(b.location), b.duplicate) for b in trace.graph_breaks] == [
        ("0/0", "GB0059", "/tmp/gbtest/gb.py:4", False),
        ("0/1", "GB0059", "/tmp/gbtest/gb.py:4", True),
    ]
    assert trace.graph_breaks[0].location.code == 'print("woo")'
    assert trace.graph_breaks[0].line == 1
    [recompile] = trace.recompiles
    assert (str(recompile.compile_id), recompile.function, str(recompile.location)) == (
        "0/1",
        "fn",
        "/tmp/gbtest/gb.py:2",
    )
    assert recompile.failures[0].reason == "tensor 'x' size mismatch at index 0. expected 8, actual 9"


def test_torch_logs_plain_format_stops_at_program_output():
    text = (
        GB_PAYLOAD_2_13.split("\nTraceback")[0] + "\nprogram output\nGraph break in user code at /a.py:9\n"
        "Graph Break Reason: Data-dependent branching\n  Explanation: Detected data-dependent branching\n"
    )
    trace, _ = parse_torch_logs_text(text, "plain.txt")
    assert [(b.gb_type, str(b.location)) for b in trace.graph_breaks] == [
        ("Failed to trace builtin operator", "/tmp/gbtest/gb.py:4"),
        ("Data-dependent branching", "/a.py:9"),
    ]


EXPLAIN_2_13 = """\
Graph Count: 4
Graph Break Count: 2
Op Count: 4
Break Reasons:
  Break Reason 1:
    Reason: Failed to trace builtin operator
  Explanation: Dynamo does not know how to trace builtin operator `print` with argument types ['str'] \
(has_kwargs False)
  Hint: Please report an issue to PyTorch.

 For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html
    User Stack:
      <FrameSummary file /tmp/gbtest/gb.py, line 4 in fn>
  Break Reason 2:
    Reason: generic_jump TensorVariable()
    User Stack:
      <FrameSummary file /tmp/gbtest/gb.py, line 5 in torch_dynamo_resume_in_fn_at_4>
Ops per Graph:
  Ops 1:
    <built-in function mul>
"""


def test_explain_2_13():
    trace, problems = parse_explain_text(EXPLAIN_2_13, "explain.txt")
    assert problems == []
    assert (trace.graph_count, trace.reported_break_count) == (4, 2)
    assert [(b.gb_id, b.reason, str(b.location), b.location.function) for b in trace.graph_breaks] == [
        ("GB0059", "Failed to trace builtin operator", "/tmp/gbtest/gb.py:4", "fn"),
        (None, "generic_jump TensorVariable()", "/tmp/gbtest/gb.py:5", "torch_dynamo_resume_in_fn_at_4"),
    ]


def test_sniff_kind():
    assert sniff_kind("\n".join(_trace_2_13()[:3])) == "structured"
    assert sniff_kind(EXPLAIN_2_13) == "explain"
    assert sniff_kind(TORCH_LOGS_2_13) == "torch_logs"
    assert sniff_kind("Torchdynamo Profiler Report\n===") == "compile_profiler"


# ---------------------------------------------------------------- files and folders


def test_load_trace_never_raises(tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_text("")
    binary = tmp_path / "binary.log"
    binary.write_bytes(b"\x00\xff\xfe" * 1000 + b"\n" + bytes(range(256)))
    for path in (empty, binary, tmp_path / "missing.log", tmp_path):
        trace, problems = load_trace(path)
        assert problems, path
        assert trace.graph_breaks == []


def test_tlparse_folders_jsonl_and_html_only(tmp_path):
    jsonl = tmp_path / "jsonl"
    (jsonl / "-_0_0_0").mkdir(parents=True)
    (jsonl / "-_0_0_0" / "dynamo_graph_break_reason_1.txt").write_text(GB_PAYLOAD_2_13)
    records = [
        {"string_table": ["/x/convert_frame.py", "/tmp/gbtest/gb.py"]},
        {
            "dynamo_start": {"stack": [{"filename": 1, "line": 2, "name": "fn"}]},
            "frame_id": 0,
            "frame_compile_id": 0,
            "attempt": 0,
            "thread": 6519,
        },
        {
            "artifact": {"encoding": "string", "name": "dynamo_graph_break_reason"},
            "frame_id": 0,
            "frame_compile_id": 0,
            "attempt": 0,
            "has_payload": "24b00540c613e4221a579d0a2950e496",
            "payload_filename": "-_0_0_0/dynamo_graph_break_reason_1.txt",
        },
        {
            "compilation_metrics": {"restart_reasons": [RESTART_REASON_2_13]},
            "frame_id": 0,
            "frame_compile_id": 0,
            "attempt": 1,
        },
    ]
    (jsonl / "raw.jsonl").write_text("\n".join(json.dumps(r) for r in records))
    trace, problems = load_trace(jsonl)
    assert problems == []
    assert (trace.kind, trace.pid) == ("tlparse", 6519)
    assert [(str(b.compile_id), b.gb_id, str(b.location)) for b in trace.graph_breaks] == [
        ("0/0", "GB0059", "/tmp/gbtest/gb.py:4")
    ]
    assert str(trace.compile("0/0").stack[0]) == "/tmp/gbtest/gb.py:2"

    html_only = tmp_path / "html"
    (html_only / "-_0_0_0").mkdir(parents=True)
    (html_only / "-_0_0_0" / "dynamo_graph_break_reason_1.txt").write_text(GB_PAYLOAD_2_13)
    (html_only / "-_1_0_0").mkdir()
    (html_only / "failures_and_restarts.html").write_text(
        "<table><tr> <th> Compile Id </th> </tr>\n"
        "<tr> <td> <a href='-_0_0_1/m.html'>[0/0_1]</a> </td><td> RestartAnalysis </td>"
        "<td><pre>Failed to trace builtin operator</pre></td><td>n/a</td></tr>\n"
        "<tr> <td> <a href='-_1_0_0/m.html'>[1/0]</a> </td><td><pre>Unsupported</pre></td>"
        "<td><pre>builtin: print [<class 'torch._dynamo.variables.constant.ConstantVariable'>] "
        "False</pre></td>"
        "<td><pre>/tmp/gbtest/gb.py:13</pre></td></tr>\n"
        "<tr> <td> <a href='-_2_0_0/m.html'>[2/0]</a> </td><td><pre>BackendCompilerFailed</pre></td>"
        "<td><pre>backend='broken' raised</pre></td><td></td></tr></table>"
    )
    trace, problems = load_trace(html_only)
    assert problems == []
    # [0/0_1]'s restart is the break file of 0/0 again; [1/0] is a break that skipped its frame.
    assert [(str(b.compile_id), b.source, str(b.location), b.frame_skipped) for b in trace.graph_breaks] == [
        ("0/0", "dynamo_graph_break_reason", "/tmp/gbtest/gb.py:4", False),
        ("1/0", "failures_and_restarts", "/tmp/gbtest/gb.py:13", True),
    ]
    assert trace.graph_breaks[1].reason.startswith("builtin: print [<class 'torch._dynamo")
    assert [(str(m.compile_id), m.fail_type) for m in trace.failures] == [("2/0", "BackendCompilerFailed")]


def test_discovery_finds_the_trace_log_beside_its_run(tmp_path):
    debug = tmp_path / "torch_compile_debug"
    run = debug / "run_2026_11_30_03_07_04_756074-pid_6896"
    (run / "torchinductor").mkdir(parents=True)
    (debug / "tlparse").mkdir()
    log = debug / "tlparse" / "dedicated_log_torch_trace_9m0nx583.log"
    log.write_text("\n".join(_trace_2_13()))
    for path in (tmp_path, debug, run):
        assert [s.path for s in open_session(path).tree.trace_logs] == [log], path


# ---------------------------------------------------------------- real corpus


def _envelopes(path: Path):
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith("\t") or "{" not in line:
            continue
        try:
            yield json.loads(line[line.index("{") :])
        except ValueError:
            continue


def test_corpus_structured_logs_parse(corpus):
    logs = sorted((corpus / "tlparse_tests_torch_trace").rglob("*.log")) + [
        corpus / "tlparse_tests_torch_trace" / "inductor_provenance_jit_cuda_log.txt"
    ]
    assert len(logs) >= 10
    for log in logs:
        trace, problems = load_trace(log)
        assert trace.kind == "structured", log
        assert problems == [], log
        expected = {
            f"{e['frame_id']}/{e['frame_compile_id']}" + (f"_{e['attempt']}" if e.get("attempt") else "")
            for e in _envelopes(log)
            if "compilation_metrics" in e and e.get("frame_id") is not None
        }
        assert {k for k, r in trace.compiles.items() if r.metrics} == expected, log
    comp_metrics, _ = load_trace(corpus / "tlparse_tests_torch_trace" / "comp_metrics.log")
    assert [(str(b.compile_id), b.source) for b in comp_metrics.graph_breaks] == [
        ("0/0_1", "restart_reasons"),
        ("1/0_1", "restart_reasons"),
    ]
    failure, _ = load_trace(corpus / "tlparse_tests_torch_trace" / "comp_failure.log")
    assert failure.graph_breaks == [] and [m.fail_type for m in failure.failures] == ["BackendCompilerFailed"]
    links, _ = load_trace(corpus / "tlparse_tests_torch_trace" / "links.log")
    assert links.compile("0/0").links == [("manifold_url", "https://www.google.com")]
    ranked = next((corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule").glob("*rank_1*"))
    rank, _ = load_trace(ranked)
    # The file is named rank_1, but every envelope in it says "rank": 0.
    assert rank.rank == next(_envelopes(ranked))["rank"] == 0


def _table_rows(html_path: Path, *failure_types: str) -> int:
    """Rows of tlparse's failures_and_restarts table whose failure type is one of FAILURE_TYPES."""
    return sum(
        1
        for line in html_path.read_text().splitlines()
        if line.lstrip().startswith("<tr> <td>")
        and any(f"> {t} <" in line or f"<pre>{t}</pre>" in line for t in failure_types)
    )


def test_corpus_torch_2_6_breaks_from_metrics(corpus):
    folder = corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0"
    log = folder / "logs" / "dedicated_log_torch_trace_1m5z7pob.log"
    trace, problems = load_trace(log)
    assert problems == []
    # tlparse's own failures_and_restarts table of this very log is the independent count.
    rows = _table_rows(folder / "tl_out" / "failures_and_restarts.html", "RestartAnalysis", "Unsupported")
    assert len(trace.graph_breaks) == rows == 38
    assert sum(1 for b in trace.graph_breaks if b.source == "fail_reason") == 5
    assert len(trace.recompiles) == sum(
        1 for e in _envelopes(log) if e.get("artifact", {}).get("name") == "recompile_reasons"
    )
    unsupported = next(b for b in trace.graph_breaks if b.source == "fail_reason")
    assert (
        str(unsupported.location).endswith("scipy/optimize/_minpack_py.py:38") and unsupported.frame_skipped
    )
    # The tlparse folder of the same log (raw.log left out of the corpus) gives the same breaks.
    report, problems = load_trace(folder / "tl_out")
    assert problems == []
    assert [(str(b.compile_id), b.reason) for b in report.graph_breaks] == [
        (str(b.compile_id), b.reason) for b in trace.graph_breaks
    ]
    small, _ = load_trace(folder / "logs" / "dedicated_log_torch_trace_0bywcazb.log")
    assert [b.reason.split(" [")[0] for b in small.graph_breaks] == ["builtin: print"] * 3


def test_corpus_tlparse_folders(corpus):
    edoardo, problems = load_trace(corpus / "edoardo_rqvae_gpu_tlparse_2.5.1" / "tl_out")
    assert problems == [] and edoardo.kind == "tlparse" and edoardo.pid == 12578
    table = corpus / "edoardo_rqvae_gpu_tlparse_2.5.1" / "tl_out" / "failures_and_restarts.html"
    assert len(edoardo.graph_breaks) == _table_rows(table, "RestartAnalysis", "Unsupported") == 1
    assert len(edoardo.failures) == _table_rows(table, "BackendCompilerFailed") == 12
    assert edoardo.graph_breaks[0].reason.startswith("call torch._dynamo.disable() wrapped function")
    assert [(str(r.compile_id), r.failures[0].reason) for r in edoardo.recompiles] == [
        ("14/1", "tensor 'L['tensor']' rank mismatch. expected 2, actual 1")
    ]
    assert edoardo.compile("14/0").aot_ids  # output code linked to its AOT id
    vipul, problems = load_trace(corpus / "vipul_quant_gpu_tlparse_2.7.1" / "tl_out")
    assert problems == [] and vipul.graph_breaks == []
    assert str(vipul.recompiles[0].failures[0].compile_id) == "0/0"


PASTED = {
    # file: (kind, breaks, first location or None)
    "amanpandey_python_if_explain.txt": (
        "explain",
        1,
        "/home/aman/dev/Projects/torch compile/compilelab/graph_break.py:17",
    ),
    "lightning_thunder1810_explain_2025-02.txt": (
        "explain",
        1,
        "/home/kkalambarkar/lightning-thunder/test_dynamo_explain.py:4",
    ),
    "pt102869_explain_dataclass_2023-06.txt": ("explain", 1, "/home/ubuntu/test/pretty.py:6"),
    "ahbpp_resnet18_explain_2.4.0.txt": ("explain", 0, None),
    "torchdynamo1100_explain_legacy_2022-08.txt": ("explain", 4, None),
    "pt113443_CompileProfiler_report_2023-11.txt": ("compile_profiler", 3, None),
    "pt126722_TORCH_LOGS_graph_breaks_glog_2024-05.txt": (
        "torch_logs",
        1,
        "/data/users/williamwen/pytorch3/playground4.py:5",
    ),
    "pt141553_TORCH_LOGS_graph_breaks_glog_traceback_2024-11.txt": ("torch_logs", 0, None),
    "pt167393_TORCH_LOGS_graph_breaks_plainformat_2025-11.txt": (
        "torch_logs",
        1,
        "/data/users/williamwen/pytorch4/playground2.py:8",
    ),
    "pt97884_print_graph_breaks_bart_2023-03-31.txt": ("torch_logs", 1, None),
    "pt97884_print_graph_breaks_output_graph_2023-03-29.txt": (
        "torch_logs",
        1,
        "/data/users/ezyang/c/pytorch/t.py:8",
    ),
    "unknownrepo_sandbox_TORCH_LOGS_graph_breaks_glog_newformat_V0120.txt": ("torch_logs", 1, None),
}


def test_corpus_pasted_texts(corpus):
    folder = corpus / "graph_breaks"
    assert {p.name for p in folder.glob("*.txt")} == set(PASTED)
    for name, (kind, count, location) in PASTED.items():
        trace, _ = load_trace(folder / name)
        assert trace.kind == kind, name
        assert len(trace.graph_breaks) == count, name
        if location:
            assert str(trace.graph_breaks[0].location) == location, name
    legacy, problems = load_trace(folder / "torchdynamo1100_explain_legacy_2022-08.txt")
    assert (legacy.graph_count, legacy.reported_break_count) == (12, 11)
    assert problems and "11 graph breaks" in problems[0].message
    assert legacy.graph_breaks[3].location.code == "if has_pads:"
    new, _ = load_trace(folder / "unknownrepo_sandbox_TORCH_LOGS_graph_breaks_glog_newformat_V0120.txt")
    gb = new.graph_breaks[0]
    assert (str(gb.compile_id), gb.gb_id, gb.gb_type) == (
        "1/0",
        "GB0123",
        "Unsupported Tensor.backward() call",
    )
    assert gb.location.line == 62 and gb.location.code == "loss.backward()"
    assert len(gb.user_stack) == 3
    plain, _ = load_trace(folder / "pt167393_TORCH_LOGS_graph_breaks_plainformat_2025-11.txt")
    assert plain.graph_breaks[0].gb_id == "GB0025" and plain.graph_breaks[0].location.function == "inner"
    bart, _ = load_trace(folder / "pt97884_print_graph_breaks_bart_2023-03-31.txt")
    assert bart.graph_breaks[0].reason.startswith("call_function BuiltinVariable(iadd)")
    assert bart.graph_breaks[0].location.line == 1114 and bart.graph_breaks[0].folded_frames == 1


def test_sample_run_graph_breaks(sample_runs):
    logs = [s.path for s in open_session(sample_runs / "graph_breaks_cpp").tree.trace_logs]
    if not logs:
        pytest.skip("graph_breaks_cpp has no trace log")
    trace, problems = load_trace(logs[0])
    assert problems == []
    text = logs[0].read_text()
    assert len(trace.graph_breaks) == text.count('"name": "dynamo_graph_break_reason"')
    assert trace.torch_version and trace.torch_version.startswith("2.13")
    run = next((sample_runs / "graph_breaks_cpp" / "torch_compile_debug").glob("run_*-pid_*"))
    assert run.name.endswith(f"-pid_{trace.pid}")
    folders = {p.name for p in (run / "torchinductor").iterdir() if p.is_dir()}
    for record in trace.compiles.values():
        for aot_id in record.aot_ids:
            assert any(re.match(rf"model__{aot_id}_\d+\.\d+$", name) for name in folders), aot_id
    assert {b.gb_id for b in trace.graph_breaks} >= {"GB0059", "GB0170", "GB0124"}


# ---------------------------------------------------------------- graph-break registry

REGISTRY = {
    "GB0059": [
        {
            "Gb_type": "Failed to trace builtin operator",
            "Context": "builtin {fn}",
            "Explanation": "Dynamo does not know how to trace builtin operator `{fn}`",
            "Hints": [
                "If you are attempting to call a logging function (e.g. `print`), ",
                "you can try adding it to `torch._dynamo.config.reorderable_logging_functions`.",
            ],
        }
    ],
    "GB0003": [
        {
            "Gb_type": "Attempt to trace generator",
            "Context": "",
            "Explanation": "Generators cannot be compiled.",
            "Hints": [
                "This graph break is fundamental - it is unlikely that Dynamo will ever be able to trace "
                "through your code. Consider finding a workaround."
            ],
        }
    ],
    "GB9999": "not a list",
}
HINTS_PY = """\
USER_ERROR = [
    "Your code may result in an error when running in eager. "
    "Please double check that your code doesn't contain a similar error when actually running \
eager/uncompiled. "
]
FUNDAMENTAL = [
    "This graph break is fundamental - it is unlikely that Dynamo will ever be able to trace through "
    "your code. Consider finding a workaround.",
]
not_a_list = 3
"""


def test_parse_registry_and_hints():
    registry, problems = parse_registry(json.dumps(REGISTRY), "reg.json")
    assert [p.message for p in problems] == ["GB9999: expected a list of variants"]
    assert registry.variants("gb0059")[0].gb_type == "Failed to trace builtin operator"
    assert registry.find_type("attempt to trace  generator").gb_id == "GB0003"
    assert registry.variants("GB0059")[0].hint_text.startswith(
        "If you are attempting to call a logging function (e.g. `print`), you"
    )
    categories, problems = parse_hint_categories(HINTS_PY, "graph_break_hints.py")
    assert problems == [] and set(categories) == {"USER_ERROR", "FUNDAMENTAL"}
    assert categories["FUNDAMENTAL"][0].startswith("This graph break is fundamental")
    _, problems = parse_registry("{not json", "reg.json")
    assert problems
    _, problems = parse_hint_categories("def (:", "hints.py")
    assert problems


def test_find_and_load_registry(tmp_path):
    dynamo = tmp_path / "site-packages" / "torch" / "_dynamo"
    dynamo.mkdir(parents=True)
    (dynamo / "graph_break_registry.json").write_text(json.dumps(REGISTRY))
    (dynamo / "graph_break_hints.py").write_text(HINTS_PY)
    assert find_registry_path([tmp_path, tmp_path / "site-packages"]) == dynamo / "graph_break_registry.json"
    assert find_registry_path([tmp_path]) is None
    registry, _ = load_registry(dynamo / "graph_break_registry.json")
    assert set(registry.hint_categories) == {"USER_ERROR", "FUNDAMENTAL"}


@pytest.mark.skipif(not INSTALLED_REGISTRY.is_file(), reason="no torch installed here nor in .venv-torch")
def test_installed_torch_2_13_registry():
    assert find_registry_path([INSTALLED_REGISTRY.parents[2]]) == INSTALLED_REGISTRY
    registry, problems = load_registry(INSTALLED_REGISTRY)
    assert problems == []
    assert len(registry.entries) == len(json.loads(INSTALLED_REGISTRY.read_text()))
    assert registry.variants("GB0059")[0].gb_type == "Failed to trace builtin operator"
    assert {"USER_ERROR", "FUNDAMENTAL", "SUPPORTABLE", "CAUSED_BY_EARLIER_GRAPH_BREAK", "DYNAMO_BUG"} <= set(
        registry.hint_categories
    )


def test_loading_never_imports_torch():
    # Run with the torch virtualenv's python when there is one, so that torch *could* be imported.
    torch_python = TORCH_VENV_REGISTRY.parents[5] / "bin" / "python"
    python = str(torch_python) if torch_python.is_file() else sys.executable
    code = (
        "import sys;"
        "from inductor_explorer.loader.gb_registry import find_registry_path, load_registry;"
        "from inductor_explorer.loader.trace import load_trace;"
        "path = find_registry_path(); load_registry();"
        "print('torch' in sys.modules, path is not None)"
    )
    env = {"PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True, env=env)
    imported, found = out.stdout.split()
    assert imported == "False"
    if torch_python.is_file():
        assert found == "True"
