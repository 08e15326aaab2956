"""A compile served from a cache is a fact of the run, not a problem: the diff and `check` say per compile
which cache served it and which run filled it, and no count of problems includes it.

sample_runs/cache_hit_cpp holds two processes sharing one cache directory: the first run folder compiled
(FX graph and AOTAutograd misses, a debug folder), the second was served from both caches (its graph is the
trace log's alone).
"""

from __future__ import annotations

import json
from pathlib import Path

from inductor_explorer.analysis.fusion import graph_fusion
from inductor_explorer.cli import main
from inductor_explorer.model.cache import AOTAUTOGRAD, FX_GRAPH
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.presenters.buffer import buffers_title
from inductor_explorer.tui.presenters.fusion import no_fusion_title


def _pair(sample_runs: Path) -> tuple[Path, Path]:
    """(the run that filled the cache, the run served from it)."""
    filler, served = sorted((sample_runs / "cache_hit_cpp" / "torch_compile_debug").glob("run_*"))
    return filler, served


def _logs(sample_runs: Path) -> list[Path]:
    return list((sample_runs / "cache_hit_cpp" / "torch_compile_debug" / "tlparse").glob("*.log"))


def test_the_cache_hit_pair_diffs_with_no_problem_and_says_the_hit(sample_runs: Path, capsys):
    before, after = _pair(sample_runs)
    options = SessionOptions(parse_cache=False)
    diff = open_session(before, options).diff(open_session(after, options))
    assert (diff.before.problems, diff.after.problems) == (0, 0)
    assert diff.cache_hits_before == []
    assert [(h.compile_id, h.cache) for h in diff.cache_hits_after] == [
        ("0/0", FX_GRAPH),
        ("0/0", AOTAUTOGRAD),
    ]
    # The entry was written by the before run's misses, in the before run's trace log.
    filler = {str(log) for log in _logs(sample_runs)} - {h.trace for h in diff.cache_hits_after}
    assert {(h.filled_by_compile, h.filled_by_trace) for h in diff.cache_hits_after} == {("0/0", *filler)}

    assert main(["diff", str(before), str(after), "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert next(line for line in lines if line.startswith("problems")).split()[1:] == ["0", "0", "="]
    said = lines.index("compiles served from a cache in after: 2")
    (log,) = filler
    assert lines[said + 1 : said + 3] == [
        f"  0/0 served from the FX graph cache, filled by compile 0/0 of {log}",
        f"  0/0 served from the AOTAutograd cache, filled by compile 0/0 of {log}",
    ]
    assert main(["diff", str(before), str(after), "--no-cache", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["before"]["problems"] == data["after"]["problems"] == 0
    assert data["cache_hits"]["before"] == []
    assert [h["cache"] for h in data["cache_hits"]["after"]] == [FX_GRAPH, AOTAUTOGRAD]


def test_check_reports_the_cache_hit_and_does_not_count_it(sample_runs: Path, capsys):
    before, after = _pair(sample_runs)
    assert main(["check", str(after), "--baseline", str(before)]) == 0
    lines = capsys.readouterr().out.splitlines()
    said = lines.index("compiles served from a cache in after (run): 2")
    assert lines[said + 1] == "  0/0 served from the FX graph cache, filled outside the run"
    assert main(["check", str(after), "--baseline", str(before), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["worse"] is False
    assert [(h["compile_id"], h["cache"]) for h in data["cache_hits"]["after"]] == [
        ("0/0", FX_GRAPH),
        ("0/0", AOTAUTOGRAD),
    ]
    assert data["cache_hits"]["before"] == []


def test_fusion_and_buffers_give_the_cache_reason(sample_runs: Path):
    session = open_session(_pair(sample_runs)[1], SessionOptions(parse_cache=False))
    (key,) = session.folders
    graph = session.graph(key).graph
    assert graph is not None and graph.cache_hit
    for title in (no_fusion_title(graph_fusion(graph, None)).plain, buffers_title(graph, 0, 0, "", -1).plain):
        assert "served from the FX graph cache" in title
        assert "TORCHINDUCTOR_FORCE_DISABLE_CACHES=1" in title
        assert "TORCH_COMPILE_DEBUG=1" not in title  # the run was made with it: the cache skipped Inductor
