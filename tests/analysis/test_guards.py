"""Guards matched to a recompile reason by the source they guard (issue 21 item 2), on real trace logs."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.guards import guards_for_reason, is_guard_manager, reason_sources
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.session import open_session

INT_RECOMPILE = Path(__file__).resolve().parents[1] / "data" / "int_recompile"


def _reasons_and_guards(root: Path) -> list[tuple[str, str, list[str]]]:
    """(replaced compile, reason, the replaced compile's guard lines) for every recompile the log records."""
    session = open_session(root)
    run = session.traces()[0]
    [log] = [p for p in root.glob("**/*.log") if "dedicated_log_torch_trace" in p.name]
    trace, _ = load_trace(log)
    out = []
    for recompile in trace.recompiles:
        for failure in recompile.failures:
            assert failure.compile_id is not None
            reason = failure.reason.splitlines()[0]
            out.append((str(failure.compile_id), reason, run.guards(str(failure.compile_id)) or []))
    return out


def test_a_python_int_reason_shows_its_equals_guard():
    """`0/0: n == 1` is the EQUALS_MATCH on L['n'], not the root manager's guards that contain an `n`."""
    found = {cid: (reason, guards) for cid, reason, guards in _reasons_and_guards(INT_RECOMPILE)}
    reason, guards = found["0/0"]
    assert reason.split("#")[0].strip() == "n == 1"
    assert any(g.startswith(("LAMBDA_GUARD", "GLOBAL_STATE", "RootGuardManager")) for g in guards)
    shown = guards_for_reason(guards, reason, 4)
    assert [g.split("#")[0].strip() for g in shown] == ["EQUALS_MATCH: L['n'] == 1"]


def test_tensor_reasons_show_the_tensor_match_of_their_tensor():
    found = {cid: (reason, guards) for cid, reason, guards in _reasons_and_guards(INT_RECOMPILE)}
    for cid in ("1/0", "2/0"):
        reason, guards = found[cid]
        assert reason.startswith("tensor 'x' ")
        shown = guards_for_reason(guards, reason, 4)
        assert len(shown) == 1 and shown[0].startswith("TENSOR_MATCH: check_tensor(L['x'],")


def test_graph_break_sample_reasons(sample_runs: Path):
    """Every reason of graph_breaks_cpp gets guards on its own source, and never a guard manager."""
    pairs = _reasons_and_guards(sample_runs / "graph_breaks_cpp" / "torch_compile_debug")
    assert pairs
    for _cid, reason, guards in pairs:
        shown = guards_for_reason(guards, reason, 4)
        assert shown and not any(is_guard_manager(g) for g in shown)
        for root, _path in reason_sources(reason):
            assert all(f"L['{root}']" in g for g in shown)
    stack = next(reason for _cid, reason, _g in pairs if reason.startswith("___stack0 =="))
    guards = next(g for _cid, reason, g in pairs if reason.startswith("___stack0 =="))
    assert [g.split("#")[0].strip() for g in guards_for_reason(guards, stack, 4)] == [
        "EQUALS_MATCH: L['___stack0'] == 0.5509124994277954"
    ]


def test_automatic_dynamic_says_whether_sizes_or_strides_changed():
    """Dynamo logs a dimensionality change once for the sizes and once for the strides, in those words."""
    [log] = INT_RECOMPILE.glob("*.log")
    trace, _ = load_trace(log)
    changed = {
        key: [(d.reason, d.changed) for d in record.automatic_dynamic]
        for key, record in trace.compiles.items()
        if record.automatic_dynamic
    }
    assert changed == {
        "0/1": [("scalar change", "scalar")],
        "1/1": [("stride change", "stride"), ("stride change", "stride")],
        "2/1": [("dimensionality change", "size"), ("dimensionality change", "stride")],
    }
