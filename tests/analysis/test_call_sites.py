"""The user's call of a recompiled function, read from the caller's file: each (caller, function, file texts)
looked at once however often a run recompiles, and a file whose text changed read anew."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.recompiles import recompile_call_site
from inductor_explorer.session import SessionOptions, open_session

PLANTED = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted"


def _recompile_stack():
    """A logged recompile's stack (outermost first), its files moved to PLANTED's scorer.py."""
    session = open_session(PLANTED / "torch_compile_debug", SessionOptions(parse_cache=False))
    run = session.traces()[0]
    recompile = run.recompiles[0]
    trace = next(t for t in run.traces if str(recompile.compile_id) in t.compiles)
    return trace.compiles[str(recompile.compile_id)].stack


def test_a_recompiles_call_site_follows_the_text_of_the_file_it_is_read_from():
    stack = _recompile_stack()
    text = (PLANTED / "scorer.py").read_text()
    renamed = text.replace("side_feats", "extra_feats")
    assert renamed != text
    first = recompile_call_site(stack, lambda file: text if file.endswith("scorer.py") else None)
    assert first is not None and first.arguments == {"x": "x", "side_feats": "feats"}
    # Asked again for the same texts (a run recompiling the same call thousands of times): the same answer.
    assert recompile_call_site(stack, lambda file: text if file.endswith("scorer.py") else None) == first
    # The function's parameter renamed since: the call's arguments are named as the file names them now.
    again = recompile_call_site(stack, lambda file: renamed if file.endswith("scorer.py") else None)
    assert again is not None and again.arguments == {"x": "x", "extra_feats": "feats"}
    assert recompile_call_site(stack, lambda file: None) is None
