"""Regenerate tests/data/fix_before/ and tests/data/fix_after/: one step of a fix loop, before and after.

Usage (from the repository root; needs torch 2.13):

    .venv/bin/python tests/data/make_fix_pair.py

The "before" script graph-breaks on a `print` and on a data-dependent `if`, and recompiles when its Python
float argument `scale` changes and when the batch size changes. The "after" script is the same program
fixed as the explorer's remedies say: the print removed, the `if` written as `torch.cond`, `scale` passed
as a tensor. Its batch size still changes, so that recompile stays. `torch.cond` compiles both branches,
so the fixed run has more kernels than the one it fixed: a fix a CI gate must not call worse.

Both are captured with `inductor-explore run`'s own capture code (tests/data/make_diff_runs.py does the
same and its trace filter is used here), with the chromium events kept for the compile times. The script is
written to the same path for both runs so that graph-break and recompile locations compare as they would
for a user editing one file.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

import make_diff_runs  # noqa: E402

from inductor_explorer.capture import capture_run  # noqa: E402

SCRIPT = """\
import torch

torch.manual_seed(0)


def step(x, w, scale):
    h = torch.relu(x @ w) * scale
    print("hidden", h.shape)
    if h.sum() > 0:
        h = h + 1
    else:
        h = h - 1
    return torch.softmax(h, dim=-1)


compiled = torch.compile(step)
w = torch.randn(16, 16)
with torch.no_grad():
    for batch, scale in ((8, 2.0), (8, 3.0), (12, 3.0)):
        compiled(torch.randn(batch, 16), w, scale)
"""
FIXED = """\
import torch

torch.manual_seed(0)


def step(x, w, scale):
    h = torch.relu(x @ w) * scale
    h = torch.cond(h.sum() > 0, lambda h: h + 1, lambda h: h - 1, (h,))
    return torch.softmax(h, dim=-1)


compiled = torch.compile(step)
w = torch.randn(16, 16)
with torch.no_grad():
    for batch, scale in ((8, 2.0), (8, 3.0), (12, 3.0)):
        compiled(torch.randn(batch, 16), w, torch.tensor(scale))
"""


def drop_pass_events(path: Path) -> None:
    """Drop the chromium events of single compiler passes (`pass.*`, most of the log): the compile time is
    read from the outer phases, which cover them."""
    records: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        if make_diff_runs.GLOG.match(line) or not records:
            records.append([line])
        else:
            records[-1].append(line)
    kept = [
        r
        for r in records
        if not ('{"chromium_event"' in r[0][:200] and any('"name": "pass.' in line for line in r[1:]))
    ]
    path.write_text("".join(line for r in kept for line in r), encoding="utf-8")


def main() -> int:
    work = HERE / "fix_work"
    work.mkdir(exist_ok=True)
    make_diff_runs.KEPT_KINDS = (*make_diff_runs.KEPT_KINDS, "chromium_event")
    status = 0
    for name, text in (("fix_before", SCRIPT), ("fix_after", FIXED)):
        out = HERE / name
        if out.exists():
            shutil.rmtree(out)
        (work / "model.py").write_text(text, encoding="utf-8")
        result = capture_run(
            [sys.executable, str(work / "model.py")], out, echo=False, progress=False, cwd=work
        )
        print(f"{name}: {result.status_text}, {result.seconds:.1f}s")
        status = status or result.exit_code
        for log in (out / "torch_compile_debug" / "tlparse").glob("*.log"):
            make_diff_runs.filter_trace(log)
            drop_pass_events(log)
        for runnable in out.rglob("fx_graph_runnable.py"):
            make_diff_runs.cut_runnable(runnable)
    shutil.rmtree(work)
    return status


if __name__ == "__main__":
    sys.exit(main())
