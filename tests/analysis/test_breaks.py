"""Graph-break diagnosis: categories, remedies, distinct breaks, and the `breaks` report."""

from __future__ import annotations

import json

import pytest

from inductor_explorer.analysis.breaks import (
    break_key,
    classify,
    diagnose,
    distinct_breaks,
    remedy_for,
)
from inductor_explorer.loader.gb_registry import parse_hint_categories, parse_registry
from inductor_explorer.loader.trace import load_trace, parse_break_text
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.trace import CompileId, GraphBreak, TraceLog
from inductor_explorer.report.breaks import breaks_to_json, render_breaks_text
from inductor_explorer.session import open_session

FUNDAMENTAL_HINT = (
    "This graph break is fundamental - it is unlikely that Dynamo will ever be able to trace through "
    "your code. Consider finding a workaround."
)
EARLIER_HINT = (
    "This graph break may have been caused by an earlier graph break. Resolving the earlier graph break "
    "may resolve this one."
)
USER_ERROR_HINT = (
    "Your code may result in an error when running in eager. Please double check that your code "
    "doesn't contain a similar error when actually running eager/uncompiled. "
)


def _gb(
    reason: str,
    gb_id: str | None = None,
    gb_type: str | None = None,
    hints=(),
    explanation=None,
    location: str | None = None,
    compile_id: str | None = None,
    **kw,
) -> GraphBreak:
    loc = None
    if location:
        file, line = location.rsplit(":", 1)
        loc = SourceLocation(file, int(line))
    return GraphBreak(
        reason=reason,
        source="test",
        gb_id=gb_id,
        gb_type=gb_type,
        hints=list(hints),
        explanation=explanation,
        location=loc,
        compile_id=CompileId.parse(compile_id) if compile_id else None,
        **kw,
    )


# ---------------------------------------------------------------- category


def test_category_from_the_hints_text():
    assert classify(_gb("x", hints=["Use `torch.cond`.", FUNDAMENTAL_HINT])) == "FUNDAMENTAL"
    assert classify(_gb("x", hints=[EARLIER_HINT])) == "CAUSED_BY_EARLIER_GRAPH_BREAK"
    assert classify(_gb("x", hints=[USER_ERROR_HINT, FUNDAMENTAL_HINT])) == "USER_ERROR"
    assert (
        classify(_gb("x", hints=["This is likely to be a Dynamo bug. Please report an issue to PyTorch."]))
        == "DYNAMO_BUG"
    )
    assert (
        classify(_gb("x", hints=["It may be possible to write Dynamo tracing rules for this code."]))
        == "SUPPORTABLE"
    )
    assert classify(_gb("x", hints=["Please report an issue to PyTorch."])) is None


REGISTRY_JSON = json.dumps(
    {
        "GB0003": [
            {
                "Gb_type": "Attempt to trace generator",
                "Explanation": "Generators cannot be compiled directly.",
                "Hints": [
                    "Call a generator from inside of a non-generator Python function and ",
                    "compile that function instead.",
                    FUNDAMENTAL_HINT,
                ],
            }
        ],
        "GB0777": [
            {"Gb_type": "Some new break", "Explanation": "", "Hints": ["Totally new wording of a category."]}
        ],
    }
)
HINTS_PY = 'SUPPORTABLE = ["Totally new wording of a category."]\n'


def _registry():
    registry, _ = parse_registry(REGISTRY_JSON, "registry.json")
    registry.hint_categories, _ = parse_hint_categories(HINTS_PY, "graph_break_hints.py")
    return registry


def test_category_and_gb_id_from_the_registry():
    registry = _registry()
    # An older log prints the type without hints or a link: the registry supplies both.
    [d] = diagnose([_gb("Attempt to trace generator", gb_type="Attempt to trace generator")], registry)
    assert (d.gb_id, d.category) == ("GB0003", "FUNDAMENTAL")
    assert d.doc_url == "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0003.html"
    assert d.remedy.kind == "generator"
    # Category strings come from graph_break_hints.py when the registry has it.
    assert (
        classify(_gb("Some new break", gb_id="GB0777", gb_type="Some new break"), registry) == "SUPPORTABLE"
    )
    assert classify(_gb("Some new break", gb_id="GB0777"), None) is None


# ---------------------------------------------------------------- remedies

REMEDIES = [
    # (GraphBreak kwargs, expected remedy kind)
    (
        {
            "reason": "Failed to trace builtin operator",
            "gb_id": "GB0059",
            "gb_type": "Failed to trace builtin operator",
            "explanation": "Dynamo does not know how to trace builtin operator `print` with argument types "
            "['str']",
        },
        "logging",
    ),
    (
        {
            "reason": "Failed to trace builtin operator",
            "gb_id": "GB0059",
            "gb_type": "Failed to trace builtin operator",
            "explanation": "Dynamo does not know how to trace builtin operator `setattr` with argument types",
        },
        "builtin",
    ),
    ({"reason": "Data-dependent branching", "gb_id": "GB0170"}, "data_dependent_branch"),
    (
        {"reason": "Unsupported Tensor.item() call with capture_scalar_outputs=False", "gb_id": "GB0124"},
        "scalar",
    ),
    ({"reason": "Tensor.tolist() with non-integer tensor", "gb_id": "GB0109"}, "tolist_non_integer"),
    ({"reason": "Unsupported function call", "gb_id": "GB0147"}, "unsupported_call"),
    ({"reason": "Attempt to trace generator", "gb_id": "GB0003"}, "generator"),
    ({"reason": "Unsupported context manager", "gb_id": "GB0142"}, "context_manager"),
    ({"reason": "Module-level backwards hooks require compiled autograd.", "gb_id": "GB0083"}, "hooks"),
    ({"reason": "graph break in loop", "gb_id": "GB7000"}, "loop"),
    ({"reason": "Call to `torch._dynamo.graph_break()`", "gb_id": "GB0025"}, "explicit_graph_break"),
    # torch ≤2.6 messages, matched by their words (from the corpus logs)
    (
        {"reason": "builtin: print [<class 'torch._dynamo.variables.misc.StringFormatVariable'>] False"},
        "logging",
    ),
    ({"reason": "call_function BuiltinVariable(print) [ConstantVariable(str)] {}"}, "logging"),
    ({"reason": "generic_jump TensorVariable()"}, "data_dependent_branch"),
    (
        {
            "reason": "Dynamic control flow is not supported at the moment. Please use "
            "functorch.experimental.control_flow.cond"
        },
        "data_dependent_branch",
    ),
    ({"reason": "BEFORE_WITH UserDefinedObjectVariable(RLock)"}, "context_manager"),
    ({"reason": "'skip function check_array in file /x/sklearn/utils/validation.py'"}, "unsupported_call"),
    (
        {"reason": "'skip function graph_break in file /x/torch/_dynamo/decorators.py'"},
        "explicit_graph_break",
    ),
    ({"reason": "call torch._dynamo.disable() wrapped function <function f at 0x7f>"}, "disabled_function"),
    (
        {
            "reason": "dynamic shape operator: aten.nonzero.default; to enable, set "
            "torch._dynamo.config.capture_dynamic_output_shape_ops = True"
        },
        "dynamic_shape_operator",
    ),
    ({"reason": "Graph break due to unsupported builtin _warnings.warn."}, "unsupported_call"),
    ({"reason": "builtin: setattr [<class 'NestedUserFunctionVariable'>] False"}, "builtin"),
    ({"reason": "TODO: add support for ndarray.dtype"}, "numpy"),
    ({"reason": "Unknown fail_and_restart_analysis"}, None),
    ({"reason": "hasattr no source"}, None),
]


@pytest.mark.parametrize(("fields", "kind"), REMEDIES)
def test_remedy_mapping(fields, kind):
    remedy = remedy_for(_gb(**fields))
    assert (remedy.kind if remedy else None) == kind


def test_remedy_texts_name_the_workflow_fixes():
    def text(**fields):
        return remedy_for(_gb(**fields)).text

    assert "reorderable_logging_functions" in text(reason="x", gb_id="GB0059", explanation="operator `print`")
    assert "ignore_logging_functions" in text(reason="x", gb_id="GB0059", explanation="operator `print`")
    assert "torch.cond" in text(reason="x", gb_id="GB0170") and "torch.where" in text(
        reason="x", gb_id="GB0170"
    )
    assert "capture_scalar_outputs = True" in text(reason="x", gb_id="GB0124")
    third_party = text(reason="x", gb_id="GB0147")
    # What the function returns decides: a leaf function must return tensors, disable() keeps the break.
    assert all(
        word in third_party for word in ("nonstrict_trace", "custom_op", "Not `torch.compiler.disable()`")
    )
    assert "leaf_function" not in third_party
    assert "fix the break inside the loop" in text(reason="x", gb_id="GB7000")


# ---------------------------------------------------------------- distinct breaks


def test_distinct_breaks_group_and_rank():
    breaks = [
        _gb("Data-dependent branching", "GB0170", location="/m.py:5", compile_id="1/0"),
        _gb("Failed to trace builtin operator", "GB0059", location="/m.py:4", compile_id="0/0"),
        _gb("Data-dependent branching", "GB0170", location="/m.py:5", compile_id="1/1"),
        _gb("Data-dependent branching", "GB0170", location="/m.py:5", compile_id="1/2"),
        _gb("Failed to trace builtin operator", "GB0059", location="/m.py:4", compile_id="0/1"),
        _gb(
            "Failed to trace builtin operator",
            "GB0059",
            location="/m.py:13",
            compile_id="5/0",
            chained=[_gb("graph break in loop", "GB7000")],
            frame_skipped=True,
        ),
        _gb("Data-dependent branching", "GB0170", location="/other.py:9", compile_id="7/0"),
        _gb("x", "GB0099", compile_id="8/0", hints=[EARLIER_HINT]),
        _gb("x", "GB0099", compile_id="8/1", hints=[EARLIER_HINT]),
        _gb("x", "GB0099", compile_id="8/2", hints=[EARLIER_HINT]),
        _gb("x", "GB0099", compile_id="8/3", hints=[EARLIER_HINT]),
    ]
    groups = distinct_breaks(diagnose(breaks))
    assert [(g.key, g.occurrences) for g in groups] == [
        (("GB0059", "/m.py:13"), 1),  # in a loop: the whole frame ran eagerly
        (("GB0170", "/m.py:5"), 3),
        (("GB0059", "/m.py:4"), 2),
        (("GB0170", "/other.py:9"), 1),
        (("GB0099", None), 4),  # caused by an earlier break: last however often it occurs
    ]
    assert groups[0].in_loop and groups[0].frame_skipped
    assert groups[1].compile_ids == ["1/0", "1/1", "1/2"] and groups[1].frames == 1
    assert sum(g.occurrences for g in groups) == len(breaks)


def test_break_key_without_gb_id_ignores_addresses():
    first = diagnose([_gb("Can't find numpy function <function f at 0x7d83f08f00e0> in torch._numpy.")])[0]
    second = diagnose([_gb("Can't find numpy function <function f at 0x7aaaaaaaaaaa> in torch._numpy.")])[0]
    assert break_key(first) == break_key(second)


def test_distinct_breaks_on_corpus_2_6_log(corpus):
    trace, _ = load_trace(
        corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0" / "logs" / "dedicated_log_torch_trace_1m5z7pob.log"
    )
    groups = distinct_breaks(diagnose(trace.graph_breaks))
    assert sum(g.occurrences for g in groups) == len(trace.graph_breaks)
    reasons = [b.reason for b in trace.graph_breaks]
    nonzero = [r for r in reasons if r.startswith("dynamic shape operator: aten.nonzero")]
    assert groups[0].occurrences == len(nonzero) == max(g.occurrences for g in groups)
    assert groups[0].remedy.kind == "dynamic_shape_operator"


# ---------------------------------------------------------------- the report


def _trace_with(breaks: list[GraphBreak]) -> TraceLog:
    return TraceLog(path="t.log", kind="structured", graph_breaks=breaks)


def test_breaks_json_shape():
    gb = parse_break_text(
        "Graph break in user code at /m.py:5\nGraph Break Reason: Data-dependent branching\n"
        f"  Explanation: Detected data-dependent branching\n  Hint: {FUNDAMENTAL_HINT}\n"
        " For more details about this graph break, please visit: "
        "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0170.html\n",
        "dynamo_graph_break_reason",
        CompileId(1, 0),
    )
    data = breaks_to_json(_trace_with([gb, _gb("Unknown fail_and_restart_analysis")]))
    json.dumps(data)
    first, second = data["graph_breaks"]
    assert {
        k: first[k] for k in ("compile_id", "gb_id", "gb_type", "location", "category", "remedy_kind")
    } == {
        "compile_id": "1/0",
        "gb_id": "GB0170",
        "gb_type": "Data-dependent branching",
        "location": "/m.py:5",
        "category": "FUNDAMENTAL",
        "remedy_kind": "data_dependent_branch",
    }
    assert "torch.cond" in first["remedy"]
    assert {k: second[k] for k in ("compile_id", "gb_id", "gb_type", "location", "category", "remedy")} == {
        "compile_id": None,
        "gb_id": None,
        "gb_type": None,
        "location": None,
        "category": None,
        "remedy": None,
    }
    assert [d["occurrences"] for d in data["distinct"]] == [1, 1]
    assert data["summary"]["graph_breaks"] == 2


def test_text_report_prints_artifact_text_inert():
    evil = _gb(
        "Failed to trace \x1b[2J\x1b]0;pwned\x07builtin",
        "GB0059",
        location="/m\x1b[31m.py:4",
        explanation="line one\x00\nline two",
        hints=["\u009b31m hint"],
    )
    text = render_breaks_text(_trace_with([evil]))
    assert "\x1b" not in text and "\x07" not in text and "\x00" not in text and "\u009b" not in text
    assert "\\x1b[2J" in text and "\\x07" in text and "\\x9b" in text
    assert "1 graph break(s), 1 distinct" in text


def test_reports_on_sample_run(sample_runs):
    logs = [s.path for s in open_session(sample_runs / "graph_breaks_cpp").tree.trace_logs]
    if not logs:
        pytest.skip("graph_breaks_cpp has no trace log")
    trace, _ = load_trace(logs[0])
    data = breaks_to_json([trace])
    expected = logs[0].read_text().count('"name": "dynamo_graph_break_reason"')
    assert len(data["graph_breaks"]) == expected
    assert sum(d["occurrences"] for d in data["distinct"]) == expected
    kinds = {entry["remedy_kind"] for entry in data["graph_breaks"]}
    assert {"logging", "data_dependent_branch", "scalar"} <= kinds
    assert all(entry["location"] and entry["compile_id"] for entry in data["graph_breaks"])
    text = render_breaks_text(trace)
    assert f"{expected} graph break(s)" in text and "reorderable_logging_functions" in text
