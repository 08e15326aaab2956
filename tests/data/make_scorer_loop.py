"""Regenerate tests/data/scorer_loop/: issue 42's fix loop, every step run on real torch.

Usage (from the repository root), with the torch the steps are to run on (the stored runs: torch 2.14.1):

    .venv/bin/python tests/data/make_scorer_loop.py --python /path/to/venv-with-torch-2.14.1/bin/python

`scorer.py` is a tabular scorer with eight causes planted, the ones issue 42's trial found: a `log.debug`
call, `copy.deepcopy` of a tensor, `np.digitize`, `zlib.crc32`, `if (h.abs() > CLIP).any():`,
`torch.nonzero`, a batch that turns float64 and a list of side features that grows from 2 to 3 items.
Each step is the script of the step before with the explorer's first fix of every distinct break applied,
exactly as `inductor-explore breaks --json` (this checkout's) prints it for that step's run; once no break
is left, the first fix of every recompile's failed guards (tests/support/fixes.py applies them). The loop
stops when a run has neither:

* `0_planted`: as written;
* `1_breaks_fixed`: each break's first fix applied;
* `2_recompiles_fixed`: each remaining recompile's first fix applied (and so on, if more are left).

Each step is written to the same path (`work/scorer.py`) and run there with `inductor-explore run`'s own
capture code (TORCH_TRACE and TORCH_COMPILE_DEBUG); the step's folder keeps the trace log (the kinds the
loaders read, tests/data/make_diff_runs.py's filter), the script's stdout and stderr, and the script itself.
The graph folders are left out (they are not what this loop is about, and they are most of the bytes).
The script prints its results: every step must print the same.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

import make_diff_runs  # noqa: E402

from inductor_explorer.capture import capture_run  # noqa: E402
from tests.support.fixes import apply_fixes, first_fixes  # noqa: E402

OUT = HERE / "scorer_loop"

PLANTED = '''\
"""A tabular scorer written the way users write one."""

import copy
import logging
import zlib

import numpy as np
import torch

log = logging.getLogger("scorer")
torch.manual_seed(0)
W = torch.randn(6, 4)
BINS = np.array([-1.0, 0.0, 1.0])
CLIP = 2.5


@torch.compile
def score(x, side_feats):
    log.debug("scoring %d rows", x.shape[0])
    h = x.to(W.dtype) @ W
    raw = copy.deepcopy(h)
    buckets = torch.as_tensor(np.digitize(h.numpy(), BINS))
    salt = zlib.crc32(b"scorer") % 7
    if (h.abs() > CLIP).any():
        h = h.clamp(-CLIP, CLIP)
    hits = torch.nonzero(h > 0)
    side = sum(side_feats)
    return h.sum(1) + side.sum(1) + raw.mean() + buckets.sum(1) + salt, hits.shape[0]


def main():
    outputs = []
    for step in range(6):
        x = torch.randn(8, 6)
        if step >= 3:
            x = x.double()
        feats = [torch.randn(8, 2) for _ in range(2 if step < 4 else 3)]
        total, n = score(x, feats)
        outputs.append(f"{total.sum().item():.6f} {n}")
    print("\\n".join(outputs))


if __name__ == "__main__":
    main()
'''

#: The most steps the loop takes before it gives up (each follows every first fix of the step before).
MAX_STEPS = 4


def report(step: Path) -> dict:
    """What `inductor-explore breaks STEP --json` prints (this checkout's)."""
    done = subprocess.run(
        [sys.executable, "-m", "inductor_explorer", "breaks", str(step), "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=HERE.parent.parent,
    )
    return json.loads(done.stdout)


def next_script(step: Path) -> tuple[str, str] | None:
    """The script after STEP with the first fix of each of its breaks applied (of each of its recompiles once
    no break is left), and the name of that step; None when STEP has neither."""
    found = report(step)
    if not found["distinct"] and not found["recompiles"]:
        return None
    script = step / "scorer.py"
    name = "breaks_fixed" if found["distinct"] else "recompiles_fixed"
    return apply_fixes(script.read_text(encoding="utf-8"), first_fixes(found, script)), name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", default=sys.executable, help="the Python whose torch runs the steps")
    args = parser.parse_args()
    work = HERE / "scorer_work"
    if OUT.exists():
        shutil.rmtree(OUT)
    try:
        return run_loop(args.python, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_loop(python: str, work: Path) -> int:
    """Run each step in WORK (the script's one path) until one neither breaks nor recompiles."""
    status = 0
    name, script = "0_planted", PLANTED
    for number in range(MAX_STEPS + 1):
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        (work / "scorer.py").write_text(script, encoding="utf-8")
        out = OUT / name
        print(f"{name}: running…", flush=True)
        result = capture_run([python, str(work / "scorer.py")], out, echo=False, progress=False, cwd=work)
        print(f"{name}: {result.status_text}, {result.seconds:.1f}s")
        status = status or result.exit_code
        debug = out / "torch_compile_debug"
        for run in debug.glob("run_*"):
            shutil.rmtree(run)
        for log in (debug / "tlparse").glob("*.log"):
            make_diff_runs.filter_trace(log)
        (out / "scorer.py").write_text(script, encoding="utf-8")
        shutil.rmtree(work)  # the explorer reads the copy beside the run, as the test does
        following = next_script(out)
        if following is None:
            break
        script, what = following
        name = f"{number + 1}_{what}"
    else:
        print(f"still breaking or recompiling after {MAX_STEPS} steps")
        status = status or 1
    return status


if __name__ == "__main__":
    sys.exit(main())
