"""Make the sample runs of issue 43: an AOTInductor export and a two-rank gloo job, each with its trace log.

Usage (from the repository root), with the torch the runs are made with (the stored runs: torch 2.14.1):

    .venv/bin/python sample_runs/make_traced.py --python /path/to/torch-2.14.1-venv/bin/python [NAME...]

Each script is written to `sample_runs/<name>/script.py` and run with `inductor-explore run`'s own capture
code (TORCH_COMPILE_DEBUG=1 and TORCH_TRACE into the sample's folder), plus `INDUCTOR_PROVENANCE=1` (the
provenance artifacts of the trace log) and `LOG_TLPARSE=1` (Inductor's `inductor_runtime_and_tensor_meta`).
The script runs in a temporary folder, so the AOTInductor package (`model.pt2`) and every binary it holds
stay out of the sample; Inductor's compiled objects go to its own cache folder, not the debug folder.

- `aoti_cpp`: `torch.export.export` of a small model (Linear, ReLU, Linear, ReLU and a residual add, Linear,
  softmax), then `torch._inductor.aoti_compile_and_package`; the package is loaded and checked against eager.
- `ranks_gloo_cpp`: two processes (`torch.multiprocessing.spawn`, gloo, a FileStore in a temporary folder)
  each compile a function whose functional `all_reduce` is traced into the graph; TORCH_TRACE gives one
  `dedicated_log_torch_trace_rank_<N>_*.log` per rank and each process writes its own `run_*` debug folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from inductor_explorer.capture import capture_run  # noqa: E402

#: Sample name -> its script.
SCRIPTS = {
    "aoti_cpp": """import torch
import torch.nn as nn

torch.manual_seed(0)


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 32)
        self.out = nn.Linear(32, 8)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.relu(self.fc2(h)) + h
        return torch.softmax(self.out(h), dim=-1)


model = Head().eval()
x = torch.randn(4, 16)
with torch.no_grad():
    exported = torch.export.export(model, (x,))
    path = torch._inductor.aoti_compile_and_package(exported, package_path="model.pt2")
    runner = torch._inductor.aoti_load_package(path)
    print("matches eager:", torch.allclose(runner(x), model(x), atol=1e-5))
print("done")
""",
    "ranks_gloo_cpp": """import os
import tempfile

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import torch.multiprocessing as mp

WORLD = 2


def step(x, w):
    h = torch.relu(x @ w)
    h = funcol.all_reduce(h, "sum", dist.group.WORLD)
    return torch.softmax(h * 0.5, dim=-1)


def worker(rank, store_path):
    torch.manual_seed(rank)
    dist.init_process_group("gloo", store=dist.FileStore(store_path, WORLD), rank=rank, world_size=WORLD)
    compiled = torch.compile(step)
    x, w = torch.randn(8, 16), torch.randn(16, 16)
    out = compiled(x, w)
    print(f"rank {rank}: matches eager: {torch.allclose(out, step(x, w), atol=1e-5)}")
    dist.destroy_process_group()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        mp.spawn(worker, args=(os.path.join(tmp, "store"),), nprocs=WORLD)
    print("done")
""",
}


def make(name: str, python: str) -> Path:
    """Run sample NAME's script with PYTHON into sample_runs/NAME (made afresh)."""
    folder = HERE / name
    if folder.exists():
        shutil.rmtree(folder)
    with tempfile.TemporaryDirectory() as work:
        script = Path(work) / "script.py"
        script.write_text(SCRIPTS[name], encoding="utf-8")
        os.environ["INDUCTOR_PROVENANCE"] = "1"
        os.environ["LOG_TLPARSE"] = "1"
        result = capture_run([python, script.name], folder, cwd=Path(work))
        if result.returncode != 0:
            raise SystemExit(f"{name}: the script failed ({result.status_text}); see {folder}/capture")
        shutil.copy(script, folder / "script.py")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--python", required=True, help="a Python with torch (the stored runs: 2.14.1)")
    parser.add_argument("names", nargs="*", default=list(SCRIPTS), help=f"of {', '.join(SCRIPTS)}")
    args = parser.parse_args()
    for name in args.names:
        print(make(name, args.python))


if __name__ == "__main__":
    main()
