"""Issue 42's fix loop on its real run (tests/data/scorer_loop/0_planted, torch 2.14.1, the script beside
it): the first fix of every break and recompile is one a user can apply as printed."""

from __future__ import annotations

import contextlib
import io
import json
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
