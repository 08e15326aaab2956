"""Compile time from chromium_event records, checked against the log text read independently of the parser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.compile_time import CompilePhase
from tests.support.chromium import chromium_events, frame_times, span_union_s


def _logs(sample_runs: Path, corpus: Path) -> list[Path]:
    logs = sorted(sample_runs.glob("*/torch_compile_debug/tlparse/*.log"))
    logs += sorted((corpus / "tlparse_tests_torch_trace").rglob("*.log"))
    return [p for p in logs if '"chromium_event"' in p.read_text(encoding="utf-8")]


def _walk(phases: list[CompilePhase], parent: CompilePhase | None = None):
    for phase in phases:
        yield parent, phase
        yield from _walk(phase.children, phase)


def test_compile_total_is_the_time_its_events_cover(sample_runs, corpus):
    logs = _logs(sample_runs, corpus)
    assert len(logs) >= 12
    checked = 0
    for path in logs:
        trace, problems = load_trace(path)
        assert problems == [], path
        expected = frame_times(path)
        for key, seconds in expected.items():
            assert trace.compile_time_s(key) == pytest.approx(seconds, abs=1e-6), (path, key)
            checked += 1
        assert set(expected) <= set(trace.phases), path
    assert checked >= 25


def test_phases_nest_by_time(sample_runs, corpus):
    for path in _logs(sample_runs, corpus):
        trace, _ = load_trace(path)
        counted = sum(1 for _, event in chromium_events(path) if event["ph"] in ("B", "i"))
        assert sum(1 for roots in trace.phases.values() for _ in _walk(roots)) == counted, path
        for roots in trace.phases.values():
            for parent, phase in _walk(roots):
                end = phase.end_us if phase.end_us is not None else phase.start_us
                if parent is not None:
                    assert parent.start_us <= phase.start_us and (
                        parent.end_us is None or end <= parent.end_us
                    )
            starts = [p.start_us for p in roots]
            assert starts == sorted(starts)
    trace, _ = load_trace(next(sample_runs.glob("graph_breaks_triton/torch_compile_debug/tlparse/*.log")))
    [dynamo] = trace.phases["0/0"]
    names = [p.name for p in dynamo.children[0].children]
    assert dynamo.name == "dynamo" and dynamo.children[0].name == "entire_frame_compile"
    assert names[:2] == ["compile_attempt_0", "compile_attempt_1"]  # the restart, inside the compile's phases


def test_cache_hits_marked(corpus):
    path = corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log"
    trace, _ = load_trace(path)
    marked = {
        (key, p.name, p.cache_state)
        for key, roots in trace.phases.items()
        for _, p in _walk(roots)
        if p.cache_state
    }
    expected = {
        (key, event["name"], event["args"]["cache_state"])
        for key, event in chromium_events(path)
        if event["ph"] == "E" and "cache_state" in event["args"]
    }
    assert marked == expected and ("1/0", "inductor_compile", "hit") in marked
    instants = [(key, p.name) for key, roots in trace.phases.items() for _, p in _walk(roots) if p.instant]
    assert instants.count(("1/0", "fx_graph_cache_hit")) == 1
    assert ("1/0", "fx_graph_cache_miss") in instants


def test_automatic_dynamic_decisions(sample_runs):
    path = next(sample_runs.glob("graph_breaks_triton/torch_compile_debug/tlparse/*.log"))
    trace, _ = load_trace(path)
    expected = [
        (
            key,
            e["args"]["name"],
            str(e["args"]["dim_changed"]),
            e["args"]["reason"],
            e["args"]["cached"],
            e["args"]["new"],
        )
        for key, e in chromium_events(path)
        if e["name"] == "automatic_dynamic"
    ]
    shown = [
        (str(r.compile_id), d.name, d.dim_changed, d.reason, d.cached, d.new)
        for r in trace.compiles.values()
        for d in r.automatic_dynamic
    ]
    assert sorted(shown) == sorted(expected) and len(shown) == 5
    assert ("0/1", "L['x']", "0", "size change", "4", "7") in shown


def test_summary_gives_each_compile_time_slowest_first(sample_runs, capsys):
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    expected = frame_times(next((path / "tlparse").glob("*.log")))
    assert main(["summary", "--json", str(path)]) == 0
    [run] = json.loads(capsys.readouterr().out)["runs"]
    assert list(run["compile_time_s"]) == sorted(expected, key=lambda k: -expected[k])
    assert run["compile_time_s"] == pytest.approx(expected, abs=1e-5)
    assert main(["summary", str(path)]) == 0
    slowest = max(expected, key=lambda k: expected[k])
    assert f"slowest first: {slowest} {expected[slowest]:.2f}s" in capsys.readouterr().out


def test_time_outside_compiles_is_kept(corpus, capsys):
    # torch 2.5 logged compile_file with no compile id; those outside every compile's span are their own
    # total.
    path = corpus / "tlparse_tests_torch_trace" / "simple.log"
    begun: list[float] = []
    loose: list[tuple[float, float]] = []
    for key, event in chromium_events(path):
        if key is None and event["ph"] == "B":
            begun.append(event["ts"])
        elif key is None and event["ph"] == "E":
            loose.append((begun.pop(), event["ts"]))
    compiled = [(p.start_us, p.end_us) for p in load_trace(path)[0].phases["0/0"]]
    outside = [s for s in loose if not any(a <= s[0] <= b for a, b in compiled)]
    assert len(outside) == 3
    assert main(["summary", "--json", str(path)]) == 0
    [run] = json.loads(capsys.readouterr().out)["runs"]
    assert run["time_outside_compiles_s"] == pytest.approx(span_union_s(outside), abs=1e-5)
