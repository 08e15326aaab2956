"""`inductor-explore check`: compile health against a baseline, on real sample runs, for each exit status.

The numbers are checked against the trace logs read here by hand: graph breaks are the
`dynamo_graph_break_reason` artifacts, recompiles the `recompile_reasons` artifacts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.analysis.health import MEASURES, parse_limit
from inductor_explorer.cli import main


def _artifacts(sample: Path, name: str) -> int:
    return sum(
        log.read_text(encoding="utf-8").count(f'{{"artifact": {{"name": "{name}"')
        for log in sample.glob("torch_compile_debug/tlparse/*.log")
    )


def _check(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(["check", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def _rows(out: str) -> dict[str, dict]:
    return {m["name"]: m for m in json.loads(out)["measures"]}


def test_more_graph_breaks_than_the_baseline_exits_1(sample_runs: Path, capsys):
    run, baseline = sample_runs / "graph_breaks_cpp", sample_runs / "mlp_cpp"
    status, out, _ = _check(capsys, str(run), "--baseline", str(baseline), "--json")
    assert status == 1
    rows = _rows(out)
    assert rows["graph-breaks"]["run"] == _artifacts(run, "dynamo_graph_break_reason") == 6
    assert rows["graph-breaks"]["baseline"] == _artifacts(baseline, "dynamo_graph_break_reason") == 0
    assert rows["graph-breaks"]["verdict"] == "worse"
    assert rows["recompiles"]["run"] == _artifacts(run, "recompile_reasons")
    assert json.loads(out)["worse"] is True


def test_fewer_graph_breaks_than_the_baseline_exits_0_with_a_markdown_table(sample_runs: Path, capsys):
    status, out, _ = _check(
        capsys, str(sample_runs / "mlp_cpp"), "--baseline", str(sample_runs / "graph_breaks_cpp")
    )
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "### torch.compile health: not worse than the baseline"
    header = lines.index("| measure | baseline | run | change | limit | verdict |")
    assert lines[header + 1] == "|---|---:|---:|---:|---:|---|"
    assert "| graph breaks | 6 | 0 | -6 | +0 | better |" in lines
    assert all(line.count("|") == 7 for line in lines[header:])


def test_limits_are_settable(sample_runs: Path, capsys):
    run, baseline = str(sample_runs / "graph_breaks_cpp"), str(sample_runs / "mlp_cpp")
    loose = [
        "--max-graph-breaks",
        "+6",
        "--max-distinct-graph-breaks",
        "+3",
        "--max-recompiles",
        "off",
        "--max-compile-time",
        "+200%",
        "--max-kernels",
        "+8",
        # 9 graphs against 1: each launch's fixed cost adds up (10.4 -> 25.8 µs estimated).
        "--max-estimated-time",
        "+200%",
    ]
    status, out, _ = _check(capsys, run, "--baseline", baseline, "--json", *loose)
    assert status == 0, out
    rows = _rows(out)
    assert rows["recompiles"]["verdict"] == "off" and rows["graph-breaks"]["verdict"] == "ok"
    tighter = [*loose[:-3], "+7", *loose[-2:]]
    status, out, _ = _check(capsys, run, "--baseline", baseline, "--json", *tighter)
    assert status == 1 and _rows(out)["kernels"]["verdict"] == "worse"


def test_a_summary_json_baseline_measures_as_its_folder(sample_runs: Path, capsys, tmp_path: Path):
    baseline = sample_runs / "graph_breaks_cpp"
    assert main(["summary", "--json", str(baseline)]) == 0
    saved = tmp_path / "baseline.json"
    saved.write_text(capsys.readouterr().out)
    run = str(sample_runs / "graph_breaks_triton")
    from_folder = _check(capsys, run, "--baseline", str(baseline), "--json")
    from_json = _check(capsys, run, "--baseline", str(saved), "--json")
    assert from_folder[0] == from_json[0]
    assert json.loads(from_folder[1])["measures"] == json.loads(from_json[1])["measures"]


def test_a_trace_log_alone_is_a_run(sample_runs: Path, capsys):
    log = next((sample_runs / "graph_breaks_cpp").glob("torch_compile_debug/tlparse/*.log"))
    status, out, _ = _check(capsys, str(log), "--baseline", str(log), "--json")
    assert status == 0
    assert _rows(out)["graph-breaks"]["run"] == 6
    # Kernel counts and cache misses are reported, not judged, by default.
    assert all(m["verdict"] in ("ok", "unknown", "off") for m in json.loads(out)["measures"])


def test_a_run_without_its_trace_log_is_not_measured_and_fails(sample_runs: Path, capsys):
    graph = next((sample_runs / "mlp_cpp").glob("torch_compile_debug/run_*/torchinductor/*/"))
    status, out, _ = _check(capsys, str(graph), "--baseline", str(sample_runs / "mlp_cpp"))
    assert status == 1
    assert "| graph breaks | 0 | – |  | +0 | **not measured** |" in out.splitlines()
    assert "| kernels | 1 | 1 | = | off | reported, not judged |" in out.splitlines()
    assert "not measured: the baseline has this number, the run does not" in out


def test_cache_misses_are_the_logged_fx_graph_misses(sample_runs: Path, capsys):
    run = sample_runs / "cache_config_cpp"
    asked = ["--max-cache-misses", "+0"]  # reported, not judged, unless asked for
    status, out, _ = _check(capsys, str(run), "--baseline", str(sample_runs / "mlp_cpp"), "--json", *asked)
    assert _rows(out)["cache-misses"]["run"] == _artifacts(run, "fx_graph_cache_miss") == 1
    assert _rows(out)["cache-misses"]["verdict"] == "worse" and status == 1
    status, out, _ = _check(capsys, str(run), "--baseline", str(sample_runs / "mlp_cpp"), "--json")
    assert _rows(out)["cache-misses"]["verdict"] == "off" and _rows(out)["cache-misses"]["change"] == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["{run}"],  # no --baseline
        ["{run}", "--baseline", "{missing}"],
        ["{run}", "--baseline", "{run}", "--max-graph-breaks", "lots"],
        ["{run}", "--baseline", "{bad_json}"],
        ["{run}", "--baseline", "{not_summary}"],
        ["{run}", "--baseline", "{empty_summary}"],
    ],
)
def test_usage_errors_and_unreadable_input_exit_2_with_one_line(
    sample_runs: Path, capsys, tmp_path: Path, argv: list[str]
):
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "other.json").write_text('{"graphs": []}')
    (tmp_path / "empty.json").write_text('{"runs": [], "problems": []}')
    names = {
        "run": str(sample_runs / "mlp_cpp"),
        "missing": str(tmp_path / "nope"),
        "bad_json": str(tmp_path / "bad.json"),
        "not_summary": str(tmp_path / "other.json"),
        "empty_summary": str(tmp_path / "empty.json"),
    }
    status, out, err = _check(capsys, *(a.format(**names) for a in argv))
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("inductor-explore: ")


FIX_BEFORE, FIX_AFTER = (Path(__file__).parent / "data" / name for name in ("fix_before", "fix_after"))


def test_a_fixed_run_passes_against_the_run_it_fixed(capsys):
    """tests/data/fix_before -> fix_after (make_fix_pair.py): five graph break records fixed, three of four
    recompiles gone; torch.cond compiles both branches, so one kernel more; the compile took 3.5 s (14%)
    longer on a busy machine."""
    status, out, _ = _check(capsys, str(FIX_AFTER), "--baseline", str(FIX_BEFORE))
    lines = out.splitlines()
    assert status == 0, out
    assert lines[0] == "### torch.compile health: not worse than the baseline"
    assert "- fell: graph breaks 5 → 0, distinct graph breaks 2 → 0, recompiles 4 → 1" in lines
    assert "- rose (reported, not judged): kernels 7 → 8" in lines
    assert "| kernels | 7 | 8 | +1 | off | reported, not judged |" in lines
    assert "| compile time (s) | 24.68 | 28.15 | +3.47 | +25%,+1 | ok |" in lines
    # Asked for, the kernel count is judged.
    status, out, _ = _check(capsys, str(FIX_AFTER), "--baseline", str(FIX_BEFORE), "--max-kernels", "+0")
    assert status == 1 and "| kernels | 7 | 8 | +1 | +0 | **worse** |" in out.splitlines()


def test_a_run_with_more_graph_breaks_still_fails(capsys):
    status, out, _ = _check(capsys, str(FIX_BEFORE), "--baseline", str(FIX_AFTER))
    assert status == 1
    assert "- worse: graph breaks 0 → 5, distinct graph breaks 0 → 2, recompiles 1 → 4" in out.splitlines()


@pytest.mark.parametrize(
    ("baseline", "run", "worse"),
    [(24.68, 30.85, False), (24.68, 30.9, True), (2.0, 3.0, False), (2.0, 3.01, True), (0.0, 1.0, False)],
)
def test_compile_time_is_worse_beyond_a_quarter_and_a_second(baseline: float, run: float, worse: bool):
    limit = parse_limit(next(m.default for m in MEASURES if m.name == "compile-time"))
    assert str(limit) == "+25%,+1"
    assert (run > limit.allows(baseline)) is worse


@pytest.mark.parametrize("text", ["+1,+25%", "+25%,+1%", "+25%,", "+1,+2,+3", "+25%;+1"])
def test_a_limit_with_a_floor_is_a_percentage_then_an_amount(text: str):
    with pytest.raises(ValueError, match="not a limit"):
        parse_limit(text)
