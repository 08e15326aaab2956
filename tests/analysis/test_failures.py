"""Failed compiles explained from real trace logs: the minifier sample's C++ compile error, a backend
error."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.analysis.failures import describe_failure
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.session import open_session


def failing_run(sample_runs: Path):
    root = sample_runs / "minifier_compile_error_cpp"
    if not root.is_dir():
        pytest.skip("minifier sample not generated")
    session = open_session(root)
    (run_index,) = [
        i for i, r in enumerate(session.runs) if (r.path / "minifier" / "minifier_launcher.py").exists()
    ]
    return session, run_index


def test_cpp_compile_error_names_the_kernel_line_and_op(sample_runs):
    session, r = failing_run(sample_runs)
    run = session.runs[r]
    (metrics,) = [m for t in run.trace_logs for m in load_trace(t.path)[0].failures]
    (folder,) = run.graphs
    graph = linked(load_graph(folder))
    failure = describe_failure(metrics.fail_type, metrics.fail_reason, graph)
    assert failure.fail_type == "InductorError"
    assert failure.headline == "CppCompileError: C++ compile error"
    assert failure.compiler_error == "‘compile’ was not declared in this scope"
    code = (folder.path / "output_code.py").read_text()
    assert failure.code == "auto tmp1 = compile error!;" and failure.code in code
    # The kernel whose source holds the rejected line, as output_code.py defines it.
    start = code.index("cpp_fused_relu_0 = async_compile.")
    assert code.index(failure.code) > start and failure.kernel == "cpp_fused_relu_0"
    assert failure.ops == [] and failure.named_ops == "relu"
    # Without the parsed graph the error is still explained, only the kernel is not named.
    bare = describe_failure(metrics.fail_type, metrics.fail_reason)
    assert bare.kernel is None and bare.code == failure.code


def test_failed_compile_is_linked_to_its_graph_folder(sample_runs):
    session, r = failing_run(sample_runs)
    traces = session.traces()[r]
    (frame,) = traces.compiles.values()
    assert frame.status == "failed"
    assert frame.graphs == [(r, 0)] and traces.graph_compiles == {(r, 0): "0/0"}


def test_backend_error_headline_says_what_the_backend_raised(corpus):
    trace, _ = load_trace(corpus / "tlparse_tests_torch_trace" / "comp_failure.log")
    failures = trace.failures
    assert failures
    failure = describe_failure(failures[0].fail_type, failures[0].fail_reason)
    assert failure.headline == "backend='broken_backend' raised: RuntimeError: broken backend"
    assert failure.kernel is None and failure.ops == []


LOWERING_ERROR = Path(__file__).resolve().parents[1] / "data" / "lowering_error"


def test_lowering_error_is_shown_once_with_its_line_breaks():
    """A LoweringException's fail_reason repeats its message; the explanation holds it once, lines intact."""
    [log] = LOWERING_ERROR.glob("torch_compile_debug/tlparse/*.log")
    (metrics,) = load_trace(log)[0].failures
    assert metrics.fail_reason.count("this build has no lowering for sin") == 2
    failure = describe_failure(metrics.fail_type, metrics.fail_reason)
    assert failure.ops == ["aten.sin.default"]
    assert failure.headline == "LoweringException: NotImplementedError: this build has no lowering for sin"
    assert failure.message.count("this build has no lowering for sin") == 1
    lines = failure.message.splitlines()
    assert lines[:2] == [failure.headline, "  target: aten.sin.default"]
    assert "          tmp0 = ops.load(arg0_1, i0)" in lines
    assert lines[-3].endswith('lowering_error.py", line 18, in f')


def test_a_compile_failed_in_lowering_is_linked_to_its_graph_folder():
    """No output code names the folder's AOT ID; its FX graph is the one the trace logged for compile 0/0."""
    session = open_session(LOWERING_ERROR)
    (run,) = session.runs
    assert [g.name for g in run.graphs] == ["model__0_inference_0.0"]
    (folder,) = run.graphs
    assert folder.trace is not None and folder.trace.compile_id == "0/0"
    (traces,) = session.traces()
    assert traces.graph_compiles == {(0, 0): "0/0"}
    assert traces.compiles["0/0"].graphs == [(0, 0)]
