"""Regenerate tests/data/diff_before/ and tests/data/diff_after/: one script before and after a fix.

Usage (from the repository root; needs torch 2.13):

    .venv-torch/bin/python tests/data/make_diff_runs.py

The "before" script has two graph breaks (a print and a `.item()`); the "after" script is the same
file with the print removed, as a user would fix it. Both are captured with `inductor-explore run`'s
own capture code, so the folders have exactly the layout `run` leaves (debug folder, trace log,
TORCH_LOGS stderr with fusion decisions). The script is written to the same path for both runs so
graph-break locations compare as they would for a user editing one file.

To keep the test data small, the trace logs are filtered to the records the loaders read (the others,
chromium events and tensor descriptions, are dropped whole), the config dumps (`*_config`, ~30 KB
each) are taken out of `compilation_metrics` records, and the graph folders' fx_graph_runnable.py
files are cut to their version header.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from inductor_explorer.capture import capture_run  # noqa: E402

SCRIPT = '''\
import torch
import torch._inductor.config

torch.manual_seed(0)


def step(x, w):
    h = torch.relu(x @ w) * 2
    print("hidden", h.shape)
    h = torch.tanh(h + 1).sum(dim=-1)
    scale = h.mean().item()
    return torch.sigmoid(h * scale)


compiled = torch.compile(step)
with torch.no_grad():
    compiled(torch.randn(8, 16), torch.randn(16, 16))
'''
FIXED = SCRIPT.replace('    print("hidden", h.shape)\n', "")
KEPT_KINDS = ("dynamo_start", "compilation_metrics", "artifact", "str", "inductor_output_code",
              "dynamo_output_graph")
GLOG = re.compile(r"^[VIWEF]\d{4} ")


def filter_trace(path: Path) -> None:
    """Keep whole records (envelope line + tab-indented payload) of the kinds the loaders read."""
    kept: list[str] = []
    keep = False
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        if GLOG.match(line):
            envelope = line.split("] ", 1)[-1]
            keep = any(f'"{kind}"' in envelope[:80] for kind in KEPT_KINDS) or envelope.startswith('{"aot_')
            if '"artifact"' in envelope[:80]:
                keep = any(name in envelope for name in (
                    "dynamo_graph_break_reason", "recompile_reasons", "torch_version"))
        if keep and '{"compilation_metrics"' in line[:200]:
            prefix, envelope = line.split("] ", 1)
            data = json.loads(envelope)
            for key in [k for k in data["compilation_metrics"] if k.endswith("_config")]:
                del data["compilation_metrics"][key]
            line = f"{prefix}] {json.dumps(data)}\n"
        if keep:
            kept.append(line)
    path.write_text("".join(kept), encoding="utf-8")


def cut_runnable(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    head = [line for line in lines[:40] if line.startswith(("#", "import", "from")) or not line.strip()]
    path.write_text("".join(head), encoding="utf-8")


def main() -> int:
    work = HERE / "diff_work"
    work.mkdir(exist_ok=True)
    status = 0
    for name, text in (("diff_before", SCRIPT), ("diff_after", FIXED)):
        out = HERE / name
        if out.exists():
            shutil.rmtree(out)
        (work / "model.py").write_text(text, encoding="utf-8")
        result = capture_run([sys.executable, str(work / "model.py")], out, echo=False, progress=False, cwd=work)
        print(f"{name}: {result.status_text}, {result.seconds:.1f}s")
        status = status or result.exit_code
        for log in (out / "torch_compile_debug" / "tlparse").glob("*.log"):
            filter_trace(log)
        for runnable in out.rglob("fx_graph_runnable.py"):
            cut_runnable(runnable)
    shutil.rmtree(work)
    return status


if __name__ == "__main__":
    sys.exit(main())
