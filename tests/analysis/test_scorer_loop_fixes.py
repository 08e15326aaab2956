"""Issue 42's fix loop on its real run (tests/data/scorer_loop/0_planted, torch 2.14.1, the script beside
it): the first fix of every break and recompile is one a user can apply as printed."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path

import pytest

from inductor_explorer.cli import main

PLANTED = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted"


@pytest.fixture(scope="module")
def planted() -> dict:
    return _breaks_json(PLANTED)


def _breaks_json(path: Path) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["breaks", str(path), "--json"]) == 0
    return json.loads(out.getvalue())


def test_a_dynamic_shape_operator_gets_the_capture_setting(planted):
    (nonzero,) = [d for d in planted["distinct"] if d["gb_id"] == "GB0036"]
    assert nonzero["code"] == "hits = torch.nonzero(h > 0)"
    assert nonzero["pattern"] == "`torch.nonzero(...)`, whose output shape depends on the data"
    first = nonzero["fixes"][0]
    assert (first["kind"], first["how"]) == ("capture_dynamic_output_shape_ops", "config")
    assert first["code"] == "torch._dynamo.config.capture_dynamic_output_shape_ops = True"


def _recompile(data: dict, compile_id: str) -> dict:
    (found,) = [r for r in data["recompiles"] if r["compile_id"] == compile_id]
    return found


def test_a_recompile_logged_at_the_module_frame_is_placed_at_the_call_inside_main(planted):
    """torch logs only `main()` (line 44) for compile 0/1; the call `score(x, feats)` is line 38, inside
    `main`, found in the file beside the run."""
    dtype = _recompile(planted, "0/1")
    assert dtype["location"].endswith("scorer.py:38") and dtype["code"] == "total, n = score(x, feats)"
    assert dtype["location_source"] == "call in file"
    assert dtype["location_words"].startswith("the call of `score` in `main`, found in the file")
    (fix,) = dtype["failures"][0]["fixes"]
    assert (fix["kind"], fix["code"], fix["call_line"], fix["callee"]) == (
        "cast_dtype",
        "x = x.to(torch.float32)",
        38,
        "score",
    )
    assert fix["where"] == "before the call of `score` at line 38"


def test_a_list_length_fix_names_the_callers_list_and_carries_the_functions_edit(planted):
    """`len(side_feats) == 2` in `score`: the call passes `feats`, so the stack and mark_dynamic go on `feats`
    before line 38, and `sum(side_feats)` (line 27) becomes `side_feats.sum(0)` as part of the same fix."""
    script = (PLANTED / "scorer.py").read_text().splitlines()
    (length,) = [f for f in _recompile(planted, "6/2")["failures"] if f["reason"].startswith("len(")]
    fix = length["fixes"][0]
    assert fix["kind"] == "stack_dynamic" and fix["call_line"] == 38
    assert fix["code"] == "feats = torch.stack(feats)\ntorch._dynamo.mark_dynamic(feats, 0)"
    assert script[fix["call_line"] - 1].strip() == "total, n = score(x, feats)"
    (then,) = fix["then"]
    assert (then["how"], then["lines"], then["code"]) == ("rewrite", [27, 27], "    side = side_feats.sum(0)")
    assert script[26] == "    side = sum(side_feats)"
    assert "`feats` is the compiled function's `side_feats`" in fix["why"]


def test_the_text_says_which_call_a_fix_goes_before(capsys):
    assert main(["breaks", str(PLANTED)]) == 0
    text = capsys.readouterr().out
    section = text[text.index("recompile(s), by compile id:") :]
    assert "(the call of `score` in `main`, found in the file" in section
    assert "fix 1 (cast_dtype), before the call of `score` at line 38:" in section
    lines = section.splitlines()
    stack = lines.index("      fix 1 (stack_dynamic), before the call of `score` at line 38:")
    assert [line.strip() for line in lines[stack + 1 : stack + 5]] == [
        "feats = torch.stack(feats)",
        "torch._dynamo.mark_dynamic(feats, 0)",
        "then replace line 27:",
        "side = side_feats.sum(0)",
    ]


def test_without_the_script_the_fixes_keep_the_parameters_name(tmp_path):
    """The run alone (no scorer.py beside it): the call is not read, the fix names the parameter as before."""
    shutil.copytree(PLANTED / "torch_compile_debug", tmp_path / "run" / "torch_compile_debug")
    data = _breaks_json(tmp_path / "run")
    (length,) = [f for f in _recompile(data, "6/2")["failures"] if f["reason"].startswith("len(")]
    fix = length["fixes"][0]
    assert fix["code"] == "side_feats = torch.stack(side_feats)\ntorch._dynamo.mark_dynamic(side_feats, 0)"
    assert fix["call_line"] is None and fix["then"] == []
    assert fix["where"] == "before calling the compiled function"
    assert _recompile(data, "0/1")["location_source"] == "call site"


def test_digitize_wrapped_in_as_tensor_becomes_the_bucketize_tensor(planted):
    (digitize,) = [d for d in planted["distinct"] if d["gb_id"] == "GB0294"]
    first = digitize["fixes"][0]
    # No NumPy round trip, and the bins keep their float64 (cast to float32, an edge can move).
    assert first["code"].strip() == "buckets = torch.bucketize(h, torch.as_tensor(BINS), right=True)"
    assert first["lines"] == [22, 22]
