"""The Breaks view's recompile pane says what `breaks` says of the same recompile: its user's line and its
fixes in the caller's names (one diagnosis, made when the trace logs are linked, rendered by both)."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.cli import main
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.presenters.breaks import recompile_detail

STEP = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "1_breaks_fixed"


def test_the_recompile_pane_says_what_breaks_prints(capsys):
    assert main(["breaks", str(STEP)]) == 0
    printed = {line.strip() for line in capsys.readouterr().out.splitlines()}
    [run] = open_session(STEP, SessionOptions(parse_cache=False)).traces()
    assert len(run.recompiles) == 2
    for recompile in run.recompiles:
        shown = recompile_detail(run, recompile).plain.splitlines()[1:]
        assert shown and all(line.strip() in printed for line in shown if line.strip()), shown
    details = "\n".join(recompile_detail(run, r).plain for r in run.recompiles)
    assert "before the call of `score` at line 42" in details and "feats = torch.stack(feats)" in details
