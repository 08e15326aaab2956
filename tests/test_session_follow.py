"""Session.follow_traces: a trace log that grows after the session read it is read on (only what was
appended), and traces() answers with what it holds now."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import Session, SessionOptions, open_session
from tests.support.trace_cuts import cut_after_compiles

ROOT = Path(__file__).resolve().parents[1]
SCORER = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse"


def _cut_log(tmp_path: Path, compiles: int) -> tuple[bytes, Path, Session]:
    """The scorer loop's log (its bytes) written to a folder under TMP_PATH up to the end of its first
    COMPILES compiles (its path), and a session of that folder."""
    log = next(SCORER.glob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    target.write_bytes(data[: cut_after_compiles(data, compiles)])
    return data, target, open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))


def test_a_growing_log_is_read_on_and_traces_answers_what_it_holds_now(tmp_path):
    data, target, session = _cut_log(tmp_path, 1)
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


def test_what_a_link_diagnosed_is_kept_and_only_what_was_appended_is_diagnosed(tmp_path, monkeypatch):
    import inductor_explorer.analysis.compiles as compiles_module

    data, target, session = _cut_log(tmp_path, 8)
    [first] = session.traces()
    assert first.diagnoses and first.recompile_diagnoses
    diagnosed: list = []
    real_diagnose = compiles_module.diagnose

    def counting(graph_breaks, *args):
        graph_breaks = list(graph_breaks)
        diagnosed.extend(graph_breaks)
        return real_diagnose(graph_breaks, *args)

    monkeypatch.setattr(compiles_module, "diagnose", counting)
    with target.open("ab") as fh:
        fh.write(data[cut_after_compiles(data, 8) :])
    [grown] = session.follow_traces() or [None]
    assert grown is not None
    # The breaks of the first link kept their diagnoses (the same objects); only the appended ones were
    # diagnosed.
    assert {id(d) for d in first.diagnoses} <= {id(d) for d in grown.diagnoses}
    assert len(diagnosed) == len(grown.diagnoses) - len(first.diagnoses) > 0
    kept = {str(r.compile_id): first.recompile_diagnosis(r) for r in first.recompiles}
    again = {str(r.compile_id): grown.recompile_diagnosis(r) for r in grown.recompiles}
    assert again["6/1"] is kept["6/1"] is not None
    # 0/1's guard failures are logged before its compile begins: diagnosed again once its record names the
    # function recompiled.
    assert kept["0/1"] is not None and kept["0/1"].function is None
    assert again["0/1"] is not None and again["0/1"].function == "score"
    # What the two links made is what one link of the whole log makes.
    monkeypatch.setattr(compiles_module, "diagnose", real_diagnose)
    [reference] = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False)).traces()
    assert grown.diagnoses == reference.diagnoses
    assert [grown.recompile_diagnosis(r) for r in grown.recompiles] == [
        reference.recompile_diagnosis(r) for r in reference.recompiles
    ]
    assert grown.distinct == reference.distinct
