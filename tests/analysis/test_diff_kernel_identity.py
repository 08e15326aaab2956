"""Kernels are matched across runs by their source first, their ops second: a graph read from the trace log
alone and the debug folder's graph of the same compile hold the same kernels, whatever ops each names.

sample_runs/attention_cpp: its folder's provenance links `cpp_fused_add_view_1` to `aten.view`, while the
trace log's post-grad graph names the same node `aten.reshape`; the kernel's source is the same text.
sample_runs/cache_hit_cpp: the run that filled the FX graph cache and the run served from it (its graph the
trace log's alone).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.session import SessionOptions, open_session


def _folder_and_log(sample_runs: Path, name: str) -> tuple[Path, Path]:
    root = sample_runs / name / "torch_compile_debug"
    (run,) = root.glob("run_*")
    (log,) = root.glob("tlparse/*.log")
    return run, log


def _cache_pair(sample_runs: Path) -> tuple[Path, Path]:
    filler, served = sorted((sample_runs / "cache_hit_cpp" / "torch_compile_debug").glob("run_*"))
    return filler, served


@pytest.mark.parametrize("pair", [lambda s: _folder_and_log(s, "attention_cpp"), _cache_pair])
@pytest.mark.parametrize("reverse", [False, True])
def test_the_same_compile_diffs_with_no_kernel_added_or_removed(sample_runs: Path, pair, reverse: bool):
    before, after = pair(sample_runs)
    if reverse:
        before, after = after, before
    options = SessionOptions(parse_cache=False)
    old, new = open_session(before, options), open_session(after, options)
    diff = old.diff(new)
    assert diff.kernels_added == [] and diff.kernels_removed == []
    assert diff.kernels_unchanged == diff.before.kernels == diff.after.kernels > 0


def test_the_trace_graph_names_other_ops_for_the_same_source(sample_runs: Path):
    """What the test above is about: the signatures differ, the sources do not."""
    options = SessionOptions(parse_cache=False)
    sides = [open_session(p, options).digests("diff") for p in _folder_and_log(sample_runs, "attention_cpp")]
    folder, trace = ({k.name: k for g in s.runs[0].graphs for k in g.kernel_signatures} for s in sides)
    kernel = "cpp_fused_add_view_1"
    assert folder[kernel].signature == "cpp: aten.add, aten.view"
    assert trace[kernel].signature == "cpp: aten.add, aten.reshape"
    assert folder[kernel].source == trace[kernel].source is not None
