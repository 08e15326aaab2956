"""A break's location is the innermost frame of the user's code: torch, installed packages, the standard
library and code without a file are skipped (and stay in the stack); where none is the user's, every face
says so."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_explorer.analysis.breaks import NO_USER_FRAME, diagnose, distinct_breaks, user_location
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.trace import GraphBreak
from inductor_explorer.model.user_code import frame_owner
from inductor_explorer.report.breaks import breaks_to_json, render_breaks_text
from inductor_explorer.tui.presenters.breaks import break_detail, group_label

DATA = Path(__file__).resolve().parents[1] / "data"
TWO_SOURCES_TRACE = next((DATA / "two_sources" / "torch_compile_debug" / "tlparse").glob("*.log"))


@pytest.mark.parametrize(
    ("path", "owner"),
    [
        ("/root/.pyenv/versions/3.11.7/lib/python3.11/copy.py", "stdlib"),
        ("/usr/lib/python3.12/logging/__init__.py", "stdlib"),
        ("/opt/conda/lib/python3.13t/copy.py", "stdlib"),
        ("C:\\Users\\u\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\copy.py", "stdlib"),
        ("<frozen importlib._bootstrap>", "no file"),
        ("<string>", "no file"),
        ("/venv/lib/python3.11/site-packages/numpy/lib/function_base.py", "library"),
        ("/usr/lib/python3/dist-packages/yaml/__init__.py", "library"),
        ("/venv/lib/python3.11/site-packages/torch/_dynamo/external_utils.py", "torch"),
        ("/home/u/pytorch/torch/optim/optimizer.py", "torch"),
        ("/home/u/project/v0.py", "user"),
        ("/home/u/lib/features.py", "user"),
        ("v0.py", "user"),
    ],
)
def test_frame_owner(path, owner):
    assert frame_owner(path) == owner


def _deepcopy_break() -> GraphBreak:
    trace, _ = load_trace(TWO_SOURCES_TRACE)
    return next(gb for gb in trace.graph_breaks if gb.gb_id == "GB4198" and gb.user_stack)


def test_break_in_the_standard_library_is_placed_at_the_users_line():
    gb = _deepcopy_break()
    assert gb.location is not None and gb.location.file.endswith("/lib/python3.11/copy.py")
    located = user_location(gb)
    assert located is not None and located.file.endswith("scorer.py") and located.line == 12
    assert located.code == "raw = copy.deepcopy(h)"
    # The skipped frame stays in the stack.
    assert any(frame.file.endswith("copy.py") for frame in gb.user_stack)


def test_every_face_places_the_deepcopy_break_at_the_users_line():
    trace, _ = load_trace(TWO_SOURCES_TRACE)
    data = breaks_to_json(trace)
    deepcopy = next(g for g in data["distinct"] if g["gb_id"] == "GB4198")
    assert deepcopy["location"].endswith("scorer.py:12")
    assert deepcopy["broke_at"].endswith("copy.py:153")
    assert deepcopy["no_user_frame"] is None
    assert all(
        e["location"].endswith(("scorer.py:11", "scorer.py:12", "scorer.py:13")) for e in data["graph_breaks"]
    )
    text = render_breaks_text(trace)
    assert "   at " in text and "scorer.py:12 in score" in text
    assert "copy.py:153 in deepcopy (the standard library;" in text
    group = next(g for g in distinct_breaks(diagnose(trace.graph_breaks)) if g.first.gb_id == "GB4198")
    assert "scorer.py:12" in group_label(group).plain
    detail = break_detail(group).plain
    assert "scorer.py:12 in score" in detail and "(the standard library; s: the full stack)" in detail


def test_without_a_user_frame_every_face_says_so():
    real = _deepcopy_break()
    gb = replace(real, user_stack=[f for f in real.user_stack if frame_owner(f.file) != "user"])
    assert gb.user_stack and user_location(gb) is None
    trace, _ = load_trace(TWO_SOURCES_TRACE)
    trace.graph_breaks = [gb]
    (diagnosis,) = diagnose([gb])
    assert diagnosis.location is None and diagnosis.no_user_frame == NO_USER_FRAME
    data = json.loads(json.dumps(breaks_to_json(trace)))
    assert data["distinct"][0]["location"] is None
    assert data["distinct"][0]["no_user_frame"] == NO_USER_FRAME
    assert data["graph_breaks"][0]["no_user_frame"] == NO_USER_FRAME
    assert f"at: {NO_USER_FRAME}" in render_breaks_text(trace)
    (group,) = distinct_breaks([diagnosis])
    assert "no frame of your code" in group_label(group).plain
    assert NO_USER_FRAME in break_detail(group).plain


def test_a_break_without_any_frame_claims_nothing():
    (diagnosis,) = diagnose([GraphBreak(reason="legacy reason", source="test")])
    assert diagnosis.location is None and diagnosis.no_user_frame is None
