"""Issue 42's fix loop, run on torch 2.14.1 (tests/data/scorer_loop, made by tests/data/make_scorer_loop.py):
every planted break at the user's line with a category and a specific fix, both planted recompiles with a
specific fix at the user's line, and the explorer's first fixes, applied as printed, end at no break and no
recompile with the script's results unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.model.gb_category import CATEGORIES
from tests.support.fixes import apply_fixes, first_fixes

LOOP = Path(__file__).resolve().parents[1] / "data" / "scorer_loop"
STEPS = sorted(p for p in LOOP.iterdir() if p.is_dir())
#: The planted breaks: GB id -> the statement of scorer.py it is at.
PLANTED = {
    "GB0291": 'log.debug("scoring %d rows", x.shape[0])',
    "GB4198": "raw = copy.deepcopy(h)",
    "GB0294": "buckets = torch.as_tensor(np.digitize(h.numpy(), BINS))",
    "GB0007": 'salt = zlib.crc32(b"scorer") % 7',
    "GB0170": "if (h.abs() > CLIP).any():",
    "GB0036": "hits = torch.nonzero(h > 0)",
}


def _report(step: Path, capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(["breaks", str(step), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _script(step: Path) -> str:
    return (step / "scorer.py").read_text(encoding="utf-8")


def _at(location: str, step: Path) -> str:
    """The statement of STEP's scorer.py at LOCATION (`…/scorer.py:N`)."""
    file, line = location.rsplit(":", 1)
    assert Path(file).name == "scorer.py", location
    return _script(step).splitlines()[int(line) - 1].strip()


def test_every_step_ran_on_torch_2_14_1_and_printed_the_same_results(capsys):
    assert [p.name for p in STEPS][:2] == ["0_planted", "1_breaks_fixed"] and len(STEPS) >= 3
    printed = {(p / "capture" / "script.stdout").read_text(encoding="utf-8") for p in STEPS}
    assert len(printed) == 1 and len(printed.pop().splitlines()) == 6
    for step in STEPS:
        assert {t["torch_version"] for t in _report(step, capsys)["traces"]} == {"2.14.1+cu130"}


def test_every_planted_break_is_at_the_users_line_with_a_category_and_a_fix(capsys):
    found = _report(STEPS[0], capsys)
    assert {d["gb_id"]: _at(d["location"], STEPS[0]) for d in found["distinct"]} == PLANTED
    for group in found["distinct"]:
        assert group["category"] in CATEGORIES, group["gb_id"]
        assert group["fixes"], f"{group['gb_id']}: no fix"
    first = {d["gb_id"]: d["fixes"][0] for d in found["distinct"]}
    # Specific: each names what the user wrote.
    assert "logging.Logger.debug" in first["GB0291"]["code"]
    assert ".clone()" in first["GB4198"]["code"] and "deepcopy" not in first["GB4198"]["code"]
    assert "torch.bucketize(" in first["GB0294"]["code"] and "right=True" in first["GB0294"]["code"]
    assert "zlib.crc32" not in first["GB0007"]["code"]
    assert first["GB0170"]["code"].strip().startswith("h = torch.where(")
    assert "capture_dynamic_output_shape_ops = True" in first["GB0036"]["code"]


def test_both_planted_recompiles_have_a_fix_at_the_users_line(capsys):
    # Once the breaks are fixed, the recompiles left are the two planted ones: a float64 batch, a longer list.
    found = _report(STEPS[1], capsys)
    assert found["distinct"] == []
    failures = {f["reason"]: (r, f) for r in found["recompiles"] for f in r["failures"]}
    dtype = next(k for k in failures if "dtype mismatch" in k)
    length = next(k for k in failures if "len(side_feats)" in k)
    for reason in (dtype, length):
        recompile, failure = failures[reason]
        assert failure["fixes"], reason
        assert recompile["location"] is not None, reason
        statement = _at(recompile["location"], STEPS[1])
        assert "score(" in statement or "side_feats" in statement, (reason, statement)
    # Before: the recompile the data-dependent shape caused is put down to that break.
    before = _report(STEPS[0], capsys)
    stack = [f for r in before["recompiles"] for f in r["failures"] if "___stack0" in f["reason"]]
    assert stack and all("graph break at line 26" in json.dumps(f) for f in stack)


def test_following_the_first_fixes_ends_at_no_break_and_no_recompile(capsys):
    for before, after in zip(STEPS, STEPS[1:]):
        script = before / "scorer.py"
        assert apply_fixes(_script(before), first_fixes(_report(before, capsys), script)) == _script(after), (
            f"{after.name} is not {before.name} with the first fixes the explorer prints now: "
            "regenerate with tests/data/make_scorer_loop.py"
        )
    last = _report(STEPS[-1], capsys)
    assert last["graph_breaks"] == [] and last["recompiles"] == []
