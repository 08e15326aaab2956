"""Recompiles are diffed by what they are (the function recompiled and the guard that failed), removed /
added / still there, as graph breaks are: in the diff's text, its JSON and the Diff view.

tests/data/fix_before -> fix_after (make_fix_pair.py): the fix passes `scale` as a tensor (the recompile on
the Python float goes away) and removes both graph breaks (the resume functions and their recompiles go
away); the batch size still changes, so `step`'s recompile on `x`'s size stays.
"""

from __future__ import annotations

import json
from pathlib import Path

from inductor_explorer.analysis.diff import RecompileKey, guard_key
from inductor_explorer.cli import main
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.presenters.diff import diff_links

DATA = Path(__file__).resolve().parents[1] / "data"
BEFORE, AFTER = DATA / "fix_before", DATA / "fix_after"
SIZE = "tensor 'x' size mismatch at index 0"


def _recompile_reasons(run: Path) -> int:
    return sum(
        log.read_text(encoding="utf-8").count('{"artifact": {"name": "recompile_reasons"')
        for log in run.glob("torch_compile_debug/tlparse/*.log")
    )


def test_the_fixed_recompiles_are_removed_and_the_one_left_is_still_there():
    options = SessionOptions(parse_cache=False)
    diff = open_session(BEFORE, options).diff(open_session(AFTER, options))
    assert (diff.before.recompiles, diff.after.recompiles) == (_recompile_reasons(BEFORE), 1) == (4, 1)
    removed = {e.key: e.compile_ids for e in diff.recompiles_removed}
    assert removed == {
        RecompileKey("step", "scale == 2.0"): ["0/1", "0/2"],
        RecompileKey("torch_dynamo_resume_in_step_at_8", "tensor 'h' size mismatch at index 0"): ["1/1"],
        RecompileKey("torch_dynamo_resume_in_step_at_9", "tensor 'h' size mismatch at index 0"): ["2/1"],
    }
    assert diff.recompiles_added == []
    (still,) = diff.recompiles_unchanged
    assert (still.key, still.compile_ids, still.after_compile_ids) == (
        RecompileKey("step", SIZE),
        ["0/2"],
        ["0/1"],
    )


def test_diff_text_json_and_view_list_recompiles_by_identity(capsys):
    assert main(["diff", str(BEFORE), str(AFTER), "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    removed = lines.index("recompiles removed: 3")
    assert lines[removed + 1] == "  - step: scale == 2.0 [0/1, 0/2]"
    assert lines[removed + 4 : removed + 7] == [
        "recompiles added: 0",
        "recompiles still there: 1",
        f"  = step: {SIZE} [0/2 → 0/1]",
    ]
    assert main(["diff", str(BEFORE), str(AFTER), "--no-cache", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(e["function"], e["guard"]) for e in data["recompiles_removed"]][0] == ("step", "scale == 2.0")
    assert data["recompiles_added"] == []
    assert data["recompiles_unchanged"] == [
        {"function": "step", "guard": SIZE, "compile_ids": ["0/2"], "after_compile_ids": ["0/1"]}
    ]
    # The Diff view's details, as the explorer opened `AFTER --compare BEFORE` shows them.
    options = SessionOptions(parse_cache=False)
    diff = open_session(BEFORE, options).diff(open_session(AFTER, options))
    shown = [link.text.plain for link in diff_links(diff, ([], []))]
    heading = shown.index("Recompiles removed: 3")
    assert shown[heading + 1] == "  - step: scale == 2.0 [0/1, 0/2]"
    assert shown[shown.index("Recompiles still there: 1") + 1] == f"  = step: {SIZE} [0/2 → 0/1]"


def test_a_guard_is_matched_without_its_values_and_source_comment():
    assert guard_key("tensor 'x' size mismatch at index 0. expected 8, actual 12") == SIZE
    assert guard_key("n == 1  # return x * n + 1  # int_recompile.py:6 in scale") == "n == 1"
    assert guard_key("tensor 'x' rank mismatch. expected 1, actual 2") == "tensor 'x' rank mismatch"
