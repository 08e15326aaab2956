"""Regenerate tests/data/two_sources/: one run recorded twice, as users keep it.

Usage (from the repository root; needs torch 2.13):

    .venv/bin/python tests/data/make_two_sources.py

The script is run as a user runs it with both a trace and the graph-break / recompile logs on:

    TORCH_TRACE=two_sources/torch_compile_debug/tlparse TORCH_LOGS=graph_breaks,recompiles \\
        python scorer.py 2> two_sources/logs.txt

so the folder holds the structured trace log and, beside `torch_compile_debug/`, the saved stderr with the
same graph breaks and recompiles as TORCH_LOGS text. The script graph-breaks on a `log.debug` call, a
`copy.deepcopy` of a tensor and a data-dependent `if` (each once per compile of the function), and
recompiles when the batch turns float64 and when the list of side features grows from 2 to 3 items.
The trace log is filtered to the records the loaders read (tests/data/make_diff_runs.py's filter).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_diff_runs  # noqa: E402

SCRIPT = """\
import copy
import logging

import torch

log = logging.getLogger("scorer")
torch.manual_seed(0)


def score(h, side_feats, clip):
    log.debug("scoring %s", h.shape)
    raw = copy.deepcopy(h)
    if (h.abs() > clip).any():
        h = h.clamp(-clip, clip)
    total = h.sum(dim=1)
    for feat in side_feats:
        total = total + feat
    return total + raw.mean()


compiled = torch.compile(score)
for dtype, count in ((torch.float32, 2), (torch.float64, 2), (torch.float64, 3)):
    batch = torch.randn(8, 4, dtype=dtype) * 3
    feats = [torch.ones(8, dtype=dtype) for _ in range(count)]
    compiled(batch, feats, 2.0)
"""


def main() -> int:
    out = HERE / "two_sources"
    if out.exists():
        shutil.rmtree(out)
    work = HERE / "two_sources_work"
    work.mkdir(exist_ok=True)
    script = work / "scorer.py"
    script.write_text(SCRIPT, encoding="utf-8")
    trace_dir = out / "torch_compile_debug" / "tlparse"
    trace_dir.mkdir(parents=True)
    env = {**os.environ, "TORCH_TRACE": str(trace_dir), "TORCH_LOGS": "graph_breaks,recompiles"}
    with (out / "logs.txt").open("w", encoding="utf-8") as stderr:
        status = subprocess.run([sys.executable, str(script)], env=env, cwd=work, stderr=stderr).returncode
    for log in trace_dir.glob("*.log"):
        make_diff_runs.filter_trace(log)
    shutil.rmtree(work)
    print(f"two_sources: exit {status}")
    return status


if __name__ == "__main__":
    sys.exit(main())
