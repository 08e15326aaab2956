"""The bundled graph-break registry table (tools/build_gb_table.py) and the installed torch's registry laid
over it: facts checked against the wheels the table was made from, and a category for every GB id that the
corpus, the samples and the test runs hold."""

from __future__ import annotations

import json
import re
from importlib import metadata
from pathlib import Path

import pytest

from inductor_explorer.analysis.breaks import diagnose
from inductor_explorer.loader.gb_registry import (
    find_registry_path,
    load_bundled_table,
    load_gb_table,
    load_registry,
    merge_registries,
    with_categories,
)
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.gb_category import CATEGORIES, hint_category
from inductor_explorer.model.trace import GraphBreak

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
TWO_SOURCES_TRACE = next((DATA / "two_sources" / "torch_compile_debug" / "tlparse").glob("*.log"))
#: The runs torch 2.14.1 made for issue 42's fix loop (where this machine has them).
DATA42 = Path("/work/data42")
_GB_ID = re.compile(r"\bgb(\d{4})\.html|\bGB(\d{4})\b", re.IGNORECASE)


@pytest.fixture(scope="module")
def table():
    registry, problems = load_bundled_table()
    assert registry is not None and problems == []
    return registry


def test_the_table_holds_every_release_with_a_registry(table):
    data = json.loads((ROOT / "inductor_explorer" / "data" / "gb_registry.json").read_text())
    # torch 2.7.1's wheel has no graph_break_registry.json; 2.8.0 is the first that has one.
    assert data["releases"] == ["2.8.0", "2.9.1", "2.10.0", "2.11.0", "2.12.1", "2.13.0", "2.14.1"]
    assert len(table.entries) == len(data["entries"]) > 500
    assert set(table.hint_categories) >= set(CATEGORIES)


def test_releases_per_id_are_the_wheels_facts(table):
    # copy.deepcopy of a tensor got its own GB id in 2.12; GB0375 is new in 2.14.1; GB0060 left after 2.13.
    assert table.variants("GB4198")[0].releases == ("2.12.1", "2.13.0", "2.14.1")
    assert table.variants("GB0375")[0].releases == ("2.14.1",)
    assert "2.14.1" not in table.variants("GB0060")[0].releases
    assert table.variants("GB0059")[0].releases[0] == "2.8.0"
    # Older wordings stay as extra variants: a 2.13 log's GB type is found even where 2.14.1 reworded it.
    assert all(v.releases for variants in table.entries.values() for v in variants)


def test_categories_stated_and_inferred(table):
    (deepcopy,) = table.variants("GB4198")
    assert deepcopy.explanation == "Dynamo does not support copy.deepcopy() on tensors."
    assert deepcopy.whole_hints == ["Avoid calling copy.deepcopy() on tensors inside compiled regions."]
    assert (deepcopy.category, deepcopy.category_inferred) == ("FUNDAMENTAL", True)
    as_subclass = table.variants("GB0001")[0]
    assert (as_subclass.category, as_subclass.category_inferred) == ("SUPPORTABLE", False)
    # Registry hints are stored as fragments; they are joined back into the hints the log prints.
    dynamic = table.variants("GB0036")[0]
    assert dynamic.whole_hints == [
        "Enable tracing of dynamic shape operators with "
        "`torch._dynamo.config.capture_dynamic_output_shape_ops = True`"
    ]
    assert (dynamic.category, dynamic.category_inferred) == ("SUPPORTABLE", True)
    assert all(v.category in CATEGORIES for variants in table.entries.values() for v in variants)


@pytest.mark.skipif(find_registry_path() is None, reason="no torch installed beside the tool")
def test_installed_registry_is_laid_over_the_table(table):
    path = find_registry_path()
    installed, problems = load_registry(path)
    assert installed is not None and problems == []
    merged = merge_registries(with_categories(installed), table, "9.9.9")
    raw = json.loads(path.read_text())
    assert set(merged.entries) == set(table.entries) | set(installed.entries)
    for gb_id, variants in raw.items():
        first = merged.variants(gb_id)[0]
        assert first.gb_type == variants[0]["Gb_type"]  # the installed torch's wording first
        assert first.releases[-1] == "9.9.9" and first.category in CATEGORIES
    # Where the installed torch is a release the table was made from, the table says which ids it has.
    release = metadata.version("torch").split("+")[0]
    if (
        release
        in json.loads((ROOT / "inductor_explorer" / "data" / "gb_registry.json").read_text())["releases"]
    ):
        assert {i for i, v in table.entries.items() if release in v[0].releases} == set(installed.entries)


def _seen_ids() -> set[str]:
    roots = [ROOT.parent / "shared" / "corpus" / "external", ROOT / "sample_runs", DATA]
    if DATA42.is_dir():
        roots.append(DATA42)
    ids: set[str] = set()
    for root in roots:
        for path in root.rglob("*"):
            if path.is_file() and path.suffix in (
                ".log",
                ".txt",
                ".json",
                ".html",
                ".jsonl",
                ".stderr",
                ".md",
            ):
                text = path.read_text(encoding="utf-8", errors="replace")
                ids.update(f"GB{a or b}" for a, b in _GB_ID.findall(text))
    return ids


def test_every_gb_id_seen_has_a_category():
    registry, _ = load_gb_table()
    ids = _seen_ids()
    assert {"GB0059", "GB0170", "GB4198", "GB0291", "GB0025"} <= ids
    for gb_id in sorted(ids):
        (diagnosis,) = diagnose([GraphBreak(reason="", source="test", gb_id=gb_id)], registry)
        assert diagnosis.category in CATEGORIES, gb_id


def test_every_logged_break_of_the_two_sources_run_has_a_category_and_torchs_words():
    registry, _ = load_gb_table()
    trace, _ = load_trace(TWO_SOURCES_TRACE)
    for diagnosis in diagnose(trace.graph_breaks, registry):
        assert diagnosis.category in CATEGORIES
        assert diagnosis.registry_entry is not None and diagnosis.registry_entry.releases


def test_an_id_missing_from_the_table_takes_its_category_from_its_hints():
    registry, _ = load_gb_table()
    trace, _ = load_trace(TWO_SOURCES_TRACE)
    logged = next(gb for gb in trace.graph_breaks if gb.gb_id == "GB0291")
    unknown = GraphBreak(
        reason=logged.reason, source=logged.source, gb_id="GB9998", hints=logged.hints, gb_type="not in torch"
    )
    (diagnosis,) = diagnose([unknown], registry)
    assert diagnosis.registry_entry is None
    assert diagnosis.category == hint_category(logged.hints)[0] == "SUPPORTABLE"
    assert diagnosis.category_inferred and "logged hints" in (diagnosis.category_basis or "")
