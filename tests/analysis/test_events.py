"""SeenEvents: the graph breaks and recompiles of trace logs read on that were not there at the last look,
each once, in logged order; a log read again from its start repeats none it had."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.events import EventKind, SeenEvents
from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.loader.trace.read import load_trace
from tests.support.trace_cuts import cut_after_compiles

ROOT = Path(__file__).resolve().parents[2]
SCORER = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse"


def test_only_what_the_log_appended_is_new_and_a_log_read_again_repeats_nothing(tmp_path):
    data = next(SCORER.glob("*.log")).read_bytes()
    target = tmp_path / "trace.log"
    target.write_bytes(data[: cut_after_compiles(data, 8)])
    followed = FollowedLog(target)
    followed.catch_up()
    followed.read()
    seen = SeenEvents()
    first = seen.added([followed.trace()[0]])
    trace = followed.trace()[0]
    assert len(first) == len(trace.graph_breaks) + len(trace.recompiles) > 0
    assert [e.line for e in first] == sorted(e.line or 0 for e in first)
    assert seen.added([followed.trace()[0]]) == []

    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 8) :])
    followed.catch_up()
    followed.read()
    whole = followed.trace()[0]
    added = seen.added([whole])
    assert len(first) + len(added) == len(whole.graph_breaks) + len(whole.recompiles)
    assert min(e.line or 0 for e in added) > max(e.line or 0 for e in first)
    assert {e.kind for e in added} == {EventKind.GRAPH_BREAK, EventKind.RECOMPILE}

    # The same log parsed anew (new objects, the same records): nothing is new.
    assert seen.added([load_trace(target)[0]]) == []
