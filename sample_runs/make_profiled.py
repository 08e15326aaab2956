"""Make the profiled sample runs: real models compiled and profiled on the CPU, for issue 40's cost checks.

Usage (from the repository root), with the torch the runs are made with (the stored runs: torch 2.14.1):

    .venv/bin/python sample_runs/make_profiled.py --python /path/to/torch-2.14.1-venv/bin/python [NAME...]

Each model is a script written to `sample_runs/profiled_<name>_cpp/model.py` and run there with
`inductor-explore run`'s own capture code (TORCH_COMPILE_DEBUG and TORCH_TRACE into the sample's folder) and
`TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1`, so that each generated C++ kernel is a named event of the
profile. The script compiles the model, runs it WARMUP times, then profiles STEPS calls with torch.profiler
(CPU activities) and writes `profile.json` (a Chrome trace) beside `torch_compile_debug/`. Inductor compiles
the kernels for the threads torch uses (`torch.get_num_threads()`, recorded in each kernel's
`#pragma omp parallel num_threads(N)`); the scripts set THREADS.

The profile only judges the estimate (benchmarks/cost_agreement.py): it is measured on whatever machine
runs this, so the figures in benchmarks/README.md say which machine and how loaded it was.
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

THREADS = 1
WARMUP = 5
STEPS = 20

PROFILE = '''
def profiled(step):
    """STEP run WARMUP times, then STEPS times under torch.profiler; profile.json written here."""
    for _ in range({warmup}):
        step()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range({steps}):
            step()
    prof.export_chrome_trace("profile.json")
'''

HEAD = """import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads({threads})
"""

#: Model name -> the script's body after HEAD and PROFILE.
MODELS = {
    # A two-layer decoder (pre-norm attention with scaled_dot_product_attention, a GELU MLP) and its LM head:
    # inference, the workload of a small language model.
    "gpt": """
class Block(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.out(F.gelu(self.fc(self.ln2(x))))


class GPT(nn.Module):
    def __init__(self, vocab=512, d=128, heads=4, layers=2, context=64):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(context, d)
        self.blocks = nn.ModuleList(Block(d, heads) for _ in range(layers))
        self.ln, self.head = nn.LayerNorm(d), nn.Linear(d, vocab, bias=False)

    def forward(self, idx):
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln(x))


model = torch.compile(GPT().eval())
idx = torch.randint(0, 512, (4, 64))
with torch.no_grad():
    profiled(lambda: model(idx))
print("done")
""",
    # Conv, BatchNorm, ReLU blocks with pooling and a classifier: inference, an image model.
    "convnet": """
def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU())


model = nn.Sequential(
    block(3, 16), block(16, 16), nn.MaxPool2d(2),
    block(16, 32), block(32, 32), nn.MaxPool2d(2),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 10),
)
model = torch.compile(model.eval())
x = torch.randn(8, 3, 32, 32)
with torch.no_grad():
    profiled(lambda: model(x))
print("done")
""",
    # An MLP's training step: forward, cross entropy, backward, and AdamW's step compiled too (in-place
    # updates of the parameters and the optimizer's state).
    "train": """
model = nn.Sequential(nn.Linear(256, 512), nn.LayerNorm(512), nn.GELU(), nn.Linear(512, 256), nn.ReLU(),
                      nn.Linear(256, 10))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
x, y = torch.randn(64, 256), torch.randint(0, 10, (64,))


@torch.compile
def loss_of(x, y):
    return F.cross_entropy(model(x), y)


@torch.compile
def update():
    opt.step()


def step():
    opt.zero_grad(set_to_none=False)
    loss_of(x, y).backward()
    update()


profiled(step)
print("done")
""",
}


def make(name: str, python: str) -> Path:
    """Run model NAME with PYTHON into sample_runs/profiled_NAME_cpp (made afresh)."""
    folder = HERE / f"profiled_{name}_cpp"
    if folder.exists():
        shutil.rmtree(folder)
    with tempfile.TemporaryDirectory() as work:
        script = Path(work) / "model.py"
        script.write_text(
            HEAD.format(threads=THREADS) + PROFILE.format(warmup=WARMUP, steps=STEPS) + MODELS[name],
            encoding="utf-8",
        )
        # Kernel profiling names each C++ kernel in the profile (capture_env keeps the caller's environment).
        os.environ["TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE"] = "1"
        result = capture_run([python, script.name], folder, cwd=Path(work))
        if result.returncode != 0 or not (Path(work) / "profile.json").is_file():
            raise SystemExit(f"{name}: the script failed ({result.status_text}); see {folder}/capture")
        shutil.move(Path(work) / "profile.json", folder / "profile.json")
        shutil.copy(script, folder / "model.py")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--python", required=True, help="a Python with torch (the stored runs: 2.14.1)")
    parser.add_argument("names", nargs="*", default=list(MODELS), help=f"of {', '.join(MODELS)}")
    args = parser.parse_args()
    for name in args.names:
        print(make(name, args.python))


if __name__ == "__main__":
    main()
