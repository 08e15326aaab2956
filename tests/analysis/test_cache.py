"""Why the cache missed: lookups read from real trace logs, and the components named as changed checked
against the keys in the logs, read here independently (the artifact's JSON payload, decoded in the test)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.cache import cache_counts, cache_state, filled_by, key_changes, lookups
from inductor_explorer.cli import main
from inductor_explorer.loader.trace.cache import gm_graph
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import TraceLog
from inductor_explorer.session import SessionOptions, open_session

_ARTIFACT = re.compile(
    r'\{"artifact": \{"name": "((?:fx_graph|aotautograd)_cache_\w+)", "encoding": "json"\}'
    r'.*"frame_id": (\d+), "frame_compile_id": (\d+)'
)


def _logged_log(log: Path) -> list[tuple[str, str, dict]]:
    """(artifact name, compile id, payload) of every cache artifact in trace log LOG, by hand."""
    out = []
    lines = log.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        match = _ARTIFACT.search(line)
        if match:
            out.append((match[1], f"{match[2]}/{match[3]}", json.loads(lines[i + 1][1:])))
    return out


def _logged(sample: Path) -> list[tuple[str, str, dict]]:
    """The cache artifacts of SAMPLE's trace logs (see _logged_log)."""
    return [
        entry
        for log in sorted(sample.glob("torch_compile_debug/tlparse/*.log"))
        for entry in _logged_log(log)
    ]


def _hashes(payload: dict) -> dict[str, str]:
    """Component name -> hash, from the `[hash] name: value` strings."""
    out = {}
    for text in payload["components"]:
        digest, rest = text[1:].split("] ", 1)
        out[rest.split(": ", 1)[0]] = digest
    return out


def _trace_logs(path: Path) -> tuple[list[TraceLog], list[Problem]]:
    """Every trace log under PATH and the problems met reading them, as `breaks` reads them."""
    found = open_session(path, SessionOptions(parse_cache=False)).breaks()
    return found.traces, found.problems


def _fx_miss(sample: Path) -> dict:
    return next(p for name, _, p in _logged(sample) if name == "fx_graph_cache_miss")


def _changes(sample_runs: Path, after: str):
    before_traces, _ = _trace_logs(sample_runs / "cache_base_cpp")
    after_traces, _ = _trace_logs(sample_runs / after)
    return key_changes(before_traces, after_traces, gm_graph)


@pytest.mark.parametrize(
    "name", ["cache_base_cpp", "cache_config_cpp", "cache_dtype_cpp", "cache_model_cpp", "cache_hit_cpp"]
)
def test_every_logged_lookup_is_read_with_its_key_and_components(sample_runs: Path, name: str):
    traces, problems = _trace_logs(sample_runs / name)
    assert not problems
    read = [
        (f"{x.event.cache}_cache_{x.event.status}", x.compile_id, x.event.key, len(x.event.components))
        for x in lookups(traces)
    ]
    logged = [(n, cid, p["key"], len(p["components"])) for n, cid, p in _logged(sample_runs / name)]
    assert sorted(read) == sorted(logged)
    assert len(logged) >= 2


@pytest.mark.parametrize(
    ("after", "group"),
    [
        ("cache_config_cpp", "inductor_config"),
        ("cache_dtype_cpp", "example_inputs"),
        ("cache_model_cpp", "gm"),
    ],
)
def test_changed_components_are_those_whose_logged_hashes_differ(sample_runs: Path, after: str, group: str):
    a, b = _hashes(_fx_miss(sample_runs / "cache_base_cpp")), _hashes(_fx_miss(sample_runs / after))
    differ = [n for n in [*a, *(n for n in b if n not in a)] if a.get(n) != b.get(n)]
    groups = list(dict.fromkeys(n.split("[", 1)[0] for n in differ))
    fx = next(c for c in _changes(sample_runs, after) if c.cache == "fx_graph")
    assert fx.changed_components == groups
    assert group in groups
    assert (fx.a_key, fx.b_key) == (
        _fx_miss(sample_runs / "cache_base_cpp")["key"],
        _fx_miss(sample_runs / after)["key"],
    )


def test_a_config_change_names_the_key_and_both_values(sample_runs: Path):
    fx = next(c for c in _changes(sample_runs, "cache_config_cpp") if c.cache == "fx_graph")
    assert [(c.name, c.a, c.b) for c in fx.config] == [("max_fusion_size", "64", "32")]
    assert not fx.inputs and not fx.nodes


def test_a_dtype_change_names_the_inputs_and_their_dtype_field(sample_runs: Path):
    fx = next(c for c in _changes(sample_runs, "cache_dtype_cpp") if c.cache == "fx_graph")
    assert fx.inputs
    for change in fx.inputs:
        fields = {name: (a, b) for name, a, b in change.fields}
        assert fields["dtype"] == ("torch.float32", "torch.float64")


def test_a_model_change_is_an_fx_diff_aligned_by_node(sample_runs: Path):
    fx = next(c for c in _changes(sample_runs, "cache_model_cpp") if c.cache == "fx_graph")
    assert "gm" in fx.changed_components
    before = [
        n.text
        for n in gm_graph(_fx_miss(sample_runs / "cache_base_cpp")["components"][0].split(": ", 1)[1]).nodes
    ]
    relu = next(t for t in before if "aten.relu" in t)
    assert any(n.a == relu and n.change in ("changed", "removed") for n in fx.nodes)
    assert any(n.b and "gelu" in n.b.lower() or n.b and "erf" in n.b for n in fx.nodes)
    # The linear layers on both sides of the activation are aligned, not reported.
    assert not any(n.a and "addmm" in n.a and n.change == "removed" for n in fx.nodes)


def test_the_same_graph_with_an_unchanged_config_names_nothing(sample_runs: Path):
    before, _ = _trace_logs(sample_runs / "cache_base_cpp")
    assert all(c.changed_components == [] and c.note for c in key_changes(before, before, gm_graph))


def test_a_hit_names_the_compile_of_the_other_process_that_filled_it(sample_runs: Path):
    traces, _ = _trace_logs(sample_runs / "cache_hit_cpp")
    assert len(traces) == 2
    session = lookups(traces)
    hits = [x for x in session if x.event.status == "hit"]
    logged_hits = [p["key"] for n, _, p in _logged(sample_runs / "cache_hit_cpp") if n.endswith("_hit")]
    assert sorted(x.event.key for x in hits) == sorted(logged_hits)
    for hit in hits:
        filler = filled_by(hit, session)
        assert filler is not None and filler.trace != hit.trace
        assert (filler.event.status, filler.event.key, filler.compile_id) == ("miss", hit.event.key, "0/0")
    counts = cache_counts(traces)
    assert counts["fx_graph"] == {"hit": 1, "miss": 1, "bypass": 0, "disabled": 0}


def test_corpus_bypass_reasons_are_read(corpus: Path):
    traces, _ = _trace_logs(corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log")
    bypass = [x for x in lookups(traces) if x.event.status == "bypass"]
    assert [x.event.cache for x in bypass] == ["aotautograd"]
    assert bypass[0].event.reason.startswith("Unsupported call_function target flex_attention")
    report, _ = _trace_logs(corpus / "vipul_quant_gpu_tlparse_2.7.1" / "tl_out")
    reasons = {x.event.cache: x.event.reason for x in lookups(report)}
    assert (
        reasons["fx_graph"]
        == json.loads(
            (
                corpus / "vipul_quant_gpu_tlparse_2.7.1/tl_out/-_0_1_0/fx_graph_cache_bypass_45.json"
            ).read_text()
        )["cache_bypass_reason"]
    )


def test_older_logs_lookups_come_from_chromium_events(corpus: Path):
    # torch 2.6 logs lookups only as chromium instants; each has a key and the components.
    traces, _ = _trace_logs(corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0" / "logs")
    found = lookups(traces)
    text = "".join(
        p.read_text(errors="replace")
        for p in (corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0/logs").glob("*.log")
    )
    assert len(found) == text.count('"name": "fx_graph_cache_hit"') + text.count(
        '"name": "fx_graph_cache_miss"'
    )
    assert all(x.event.key and x.event.components for x in found)


def test_diff_json_lists_the_cache_changes(sample_runs: Path, capsys):
    assert (
        main(["diff", "--json", str(sample_runs / "cache_base_cpp"), str(sample_runs / "cache_config_cpp")])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    fx = next(c for c in data["cache"] if c["cache"] == "fx_graph")
    assert fx["graph"] == "0/0 fx_graph"
    assert fx["a_key"] == _fx_miss(sample_runs / "cache_base_cpp")["key"]
    assert fx["b_key"] == _fx_miss(sample_runs / "cache_config_cpp")["key"]
    assert fx["changed_components"] == ["inductor_config"]
    assert fx["details"]["inductor_config"] == [{"name": "max_fusion_size", "a": "64", "b": "32"}]
    assert main(["diff", str(sample_runs / "cache_base_cpp"), str(sample_runs / "cache_config_cpp")]) == 0
    assert "    config max_fusion_size: 64 -> 32" in capsys.readouterr().out.splitlines()


def test_compile_view_shows_lookups_and_the_compile_that_filled_a_hit(sample_runs: Path):
    from inductor_explorer.loader.discover import discover
    from inductor_explorer.session.parse import link_trace_logs, read_trace_logs
    from inductor_explorer.tui.presenters.compile import compile_links, session_lookups

    tree = discover(sample_runs / "cache_hit_cpp" / "torch_compile_debug")
    runs = link_trace_logs(tree, read_trace_logs(tree))
    cache = session_lookups(runs)
    hit_run = next(
        r
        for r in runs
        if any(x.event.status == "hit" and x.trace in {t.path for t in r.traces} for x in cache[0])
    )
    links = compile_links(hit_run, hit_run.compiles["0/0"], {}, cache)
    lines = [link.text.plain for link in links]
    hit = next(line for line in lines if "FX graph cache: hit" in line)
    filler_trace = next(x.trace for x in cache[0] if x.event.status == "miss" and x.event.cache == "fx_graph")
    assert f"filled by compile 0/0 of {filler_trace}" in hit
    target = next(link.target for link in links if link.text.plain == hit)
    assert target == ("compile", f"{cache[1][filler_trace]}:0/0") and cache[1][filler_trace] != hit_run.run
    assert any(
        line.strip().startswith("example_inputs[2] [")
        and line.endswith(": torch.float32 [4, 8] stride (8, 1)")
        for line in lines
    )


def test_summary_json_counts_lookups(sample_runs: Path, capsys):
    assert main(["summary", "--json", str(sample_runs / "cache_hit_cpp")]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    logged = _logged(sample_runs / "cache_hit_cpp")
    total = {s: sum(r["cache"]["fx_graph"][s] for r in runs) for s in ("hit", "miss", "bypass")}
    assert total == {
        s: sum(1 for n, _, _ in logged if n == f"fx_graph_cache_{s}") for s in ("hit", "miss", "bypass")
    }


def test_the_explorers_diff_view_lists_the_cache_changes(sample_runs: Path):
    from inductor_explorer.tui.presenters.diff import diff_links

    options = SessionOptions(parse_cache=False)
    before = open_session(sample_runs / "cache_base_cpp", options)
    diff = before.diff(open_session(sample_runs / "cache_dtype_cpp", options))
    lines = [link.text.plain for link in diff_links(diff, ([], []))]
    heading = lines.index("cache misses in after with a lookup of the same graph in before: 2")
    assert "    changed components: example_inputs" in lines[heading:]
    assert "    example_inputs[0]: dtype torch.float32 -> torch.float64" in lines[heading:]


def test_a_hit_in_the_log_that_filled_it_names_the_earlier_miss(corpus: Path):
    # One process: compile 1/0 misses with key K, writes the entry, then a later lookup of K hits it.
    log = corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log"
    traces, _ = _trace_logs(log)
    session = lookups(traces)
    hit = next(x for x in session if x.event.status == "hit" and x.event.cache == "fx_graph")
    logged = [p["key"] for n, _, p in _logged_log(log) if n == "fx_graph_cache_miss"]
    filler = filled_by(hit, session)
    assert filler is not None and filler.event.key == hit.event.key and hit.event.key in logged
    assert filler.event.line < hit.event.line


def _disabled_compiles(logs: list[Path]) -> set[str]:
    """The compile ids whose `fx_graph_cache_disabled` instant LOGS hold, read by hand (the payload's
    `compile_id` arg)."""
    found = set()
    for log in logs:
        lines = log.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if line == '\t"name": "fx_graph_cache_disabled",':
                found.add(json.loads("{" + lines[i + 3][1:] + "}")["compile_id"])
    return found


def test_a_disabled_cache_reads_disabled_with_its_reason(sample_runs: Path, capsys):
    run = sample_runs / "mlp_cpp"
    logs = sorted(run.glob("torch_compile_debug/tlparse/*.log"))
    disabled = _disabled_compiles(logs)
    assert disabled == {"0/0"}
    traces, _ = _trace_logs(run)
    found = [x for x in lookups(traces) if x.event.status == "disabled"]
    # One lookup per compile: the instant and the end of inductor_compile (with the reason) are one.
    assert [(x.compile_id, x.event.cache, x.event.reason) for x in found] == [
        ("0/0", "fx_graph", "cache not enabled")
    ]
    assert main(["summary", "--json", "--no-cache", str(run)]) == 0
    (summary,) = json.loads(capsys.readouterr().out)["runs"]
    assert summary["cache"]["fx_graph"] == {"hit": 0, "miss": 0, "bypass": 0, "disabled": 1}
    assert summary["cache_state"] == {"fx_graph": "disabled", "aotautograd": "not logged"}
    assert main(["summary", "--no-cache", str(run)]) == 0
    assert "  caches: FX graph cache disabled; AOTAutograd cache not logged" in capsys.readouterr().out


def test_the_compile_view_says_the_cache_was_off(sample_runs: Path):
    from inductor_explorer.report.cache import lookup_line

    traces, _ = _trace_logs(sample_runs / "mlp_cpp")
    (lookup,) = lookups(traces)
    assert lookup_line(lookup, None) == "FX graph cache: disabled, reason: cache not enabled"


def test_each_rank_of_a_corpus_run_counts_its_compiles_with_the_cache_off(corpus: Path):
    folder = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    for log in sorted(folder.glob("*.log")):
        traces, _ = _trace_logs(log)
        counts = cache_counts(traces)
        assert counts["fx_graph"] == {
            "hit": 0,
            "miss": 0,
            "bypass": 0,
            "disabled": len(_disabled_compiles([log])),
        }
        assert counts["fx_graph"]["disabled"] == 2


def test_used_caches_keep_their_counts_and_read_used(corpus: Path):
    traces, _ = _trace_logs(corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log")
    counts = cache_counts(traces)
    assert counts["fx_graph"] == {"hit": 1, "miss": 2, "bypass": 0, "disabled": 0}
    assert {cache: cache_state(c) for cache, c in counts.items()} == {
        "fx_graph": "used",
        "aotautograd": "used",
    }
