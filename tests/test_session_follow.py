"""Session.follow_traces: a trace log that grows after the session read it is read on (only what was
appended), and traces() answers with what it holds now."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import SessionOptions, open_session
from tests.support.trace_cuts import cut_after_compiles

ROOT = Path(__file__).resolve().parents[1]
SCORER = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse"


def test_a_growing_log_is_read_on_and_traces_answers_what_it_holds_now(tmp_path):
    log = next(SCORER.glob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    target.write_bytes(data[: cut_after_compiles(data, 1)])
    session = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))
    [run] = session.traces()
    assert len(run.compiles) == 1 and session.follow_traces() is None
    assert session.followed_traces == [target]
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 1) : cut_after_compiles(data, 4)])
    [grown] = session.follow_traces() or [None]
    assert grown is not None and len(grown.compiles) == 4
    assert session.traces()[0] is grown and session.traces_changed_at is not None
    assert session.follow_traces() is None
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 4) :])
    [whole] = session.follow_traces() or [None]
    reference = open_session(SCORER.parent, SessionOptions(parse_cache=False)).traces()[0]
    assert whole is not None and list(whole.compiles) == list(reference.compiles)
    assert [d.graph_break.reason for d in whole.diagnoses] == [
        d.graph_break.reason for d in reference.diagnoses
    ]
