"""Regenerate the sample TORCH_COMPILE_DEBUG runs under sample_runs/<name>/.

Usage (from the repository root; needs torch, and triton for the *_triton runs):

    .venv-torch/bin/python sample_runs/generate.py [names...]

With no names every sample is regenerated. Each sample runs in a fresh subprocess with
TORCH_COMPILE_DEBUG=1 and TORCH_COMPILE_DEBUG_DIR=sample_runs/<name>, so its debug folder and its
trace log (torch_compile_debug/tlparse/) land in sample_runs/<name>/torch_compile_debug/ and
nothing leaks between samples. The old folder of a sample is removed before it is regenerated.

The *_triton samples use inductor's Triton back end for CPU tensors on a machine without a GPU.
Triton can compile nothing here (its driver lookup needs a GPU), so the child process patches the
few places that would touch the driver: the backend hash becomes a fixed string and
AsyncCompile.triton returns a kernel object whose launches do nothing. Inductor still lowers,
schedules, fuses and writes every debug file as usual; only the kernels never run, so their
output buffers hold garbage, which the models tolerate (in graph_breaks_triton the garbage
decides the data-dependent branch, so its graph count can differ from run to run).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent

MODELS = ("mlp", "training", "graph_breaks", "dynamic", "attention", "conv_bn")
BACKENDS = ("cpp", "triton")
SAMPLES = tuple(f"{model}_{backend}" for backend in BACKENDS for model in MODELS)


def run_mlp(torch) -> None:
    """MLP inference: Linear, LayerNorm, GELU, Linear."""
    nn = torch.nn
    model = nn.Sequential(nn.Linear(32, 64), nn.LayerNorm(64), nn.GELU(), nn.Linear(64, 16)).eval()
    compiled = torch.compile(model)
    with torch.no_grad():
        compiled(torch.randn(8, 32))


def run_training(torch) -> None:
    """One training step: forward + loss under compile, loss.backward() and an SGD step."""
    nn = torch.nn

    model = nn.Sequential(nn.Linear(32, 64), nn.LayerNorm(64), nn.ReLU(), nn.Linear(64, 10))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

    @torch.compile
    def forward_loss(x, target):
        return nn.functional.cross_entropy(model(x), target)

    loss = forward_loss(torch.randn(16, 32), torch.randint(0, 10, (16,)))
    loss.backward()
    optimizer.step()


def run_graph_breaks(torch) -> None:
    """Graph breaks (print, data-dependent if, .item()) and a recompile on a new shape."""
    nn = torch.nn

    class Breaky(nn.Module):
        def __init__(self):
            super().__init__()
            self.inp = nn.Linear(16, 32)
            self.out = nn.Linear(32, 8)

        def forward(self, x):
            h = torch.relu(self.inp(x))
            print("breaky: hidden", tuple(h.shape))
            if h.sum() > 0:
                h = h * 2
            else:
                h = h - 1
            scale = h.mean().item()
            return torch.tanh(self.out(h)) * scale

    compiled = torch.compile(Breaky())
    with torch.no_grad():
        for batch in (4, 4, 7):
            compiled(torch.randn(batch, 16))


def run_dynamic(torch) -> None:
    """dynamic=True: one graph with symbolic sizes, called with several batch sizes."""
    nn = torch.nn
    model = nn.Sequential(nn.Linear(24, 48), nn.SiLU(), nn.Linear(48, 24)).eval()

    def fn(x):
        return torch.softmax(model(x) + x, dim=-1)

    compiled = torch.compile(fn, dynamic=True)
    with torch.no_grad():
        for batch in (3, 5, 11):
            compiled(torch.randn(batch, 24))


def run_attention(torch) -> None:
    """A pre-norm self-attention block with scaled_dot_product_attention."""
    nn = torch.nn
    functional = nn.functional

    class AttentionBlock(nn.Module):
        def __init__(self, dim=32, heads=4):
            super().__init__()
            self.heads = heads
            self.norm = nn.LayerNorm(dim)
            self.qkv = nn.Linear(dim, 3 * dim)
            self.proj = nn.Linear(dim, dim)

        def forward(self, x):
            batch, seq, dim = x.shape
            q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
            q, k, v = (t.view(batch, seq, self.heads, dim // self.heads).transpose(1, 2) for t in (q, k, v))
            attn = functional.scaled_dot_product_attention(q, k, v, is_causal=True)
            return x + self.proj(attn.transpose(1, 2).reshape(batch, seq, dim))

    compiled = torch.compile(AttentionBlock().eval())
    with torch.no_grad():
        compiled(torch.randn(2, 8, 32))


def run_conv_bn(torch) -> None:
    """Conv2d + BatchNorm2d + ReLU in eval mode (the batch norm folds into pointwise code)."""
    nn = torch.nn
    model = nn.Sequential(
        nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
        nn.Conv2d(8, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
    ).eval()
    compiled = torch.compile(model)
    with torch.no_grad():
        compiled(torch.randn(2, 3, 8, 8))


RUNNERS: dict[str, Callable] = {
    "mlp": run_mlp,
    "training": run_training,
    "graph_breaks": run_graph_breaks,
    "dynamic": run_dynamic,
    "attention": run_attention,
    "conv_bn": run_conv_bn,
}


class _NoOpKernel:
    """Stands in for a compiled Triton kernel: the wrapper's `kernel.run(...)` launches do nothing."""

    def run(self, *args, **kwargs) -> None:
        return None


def patch_triton_without_gpu(torch) -> None:
    """Let inductor generate Triton kernels for CPU tensors without a GPU driver."""
    import torch._inductor.async_compile as async_compile
    import torch.utils._triton as triton_utils

    # The real hash asks the active Triton driver for its target, and there is none.
    triton_utils.triton_hash_with_backend = lambda: "NO-GPU-SAMPLE-RUN"

    def triton(self, kernel_name: str, source_code: str, device_str: str = "cuda"):
        return _NoOpKernel()

    async_compile.AsyncCompile.triton = triton
    torch._inductor.config.cpu_backend = "triton"


def child(name: str) -> None:
    """Run one sample inside this (fresh) process; the caller has set the environment."""
    import torch
    import torch._inductor.config

    model, backend = name.rsplit("_", 1)
    torch.manual_seed(0)
    # Every run must really compile: a cache hit skips the debug files.
    torch._inductor.config.force_disable_caches = True
    if backend == "triton":
        patch_triton_without_gpu(torch)
    RUNNERS[model](torch)


def generate(name: str) -> int:
    """Regenerate sample `name` in a subprocess; returns its exit status."""
    out_dir = HERE / name
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir()
    env = dict(os.environ)
    # A TORCH_LOGS, TORCH_TRACE or TORCHINDUCTOR_* setting from the caller would change what is written.
    for key in [k for k in env if k.startswith("TORCH")]:
        del env[key]
    env.update(TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=str(out_dir), PYTHONHASHSEED="0", **MINIFIER_ENV.get(name, {}))
    # cwd is the sample folder so that anything torch writes relative to it stays there.
    result = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", name], env=env, cwd=out_dir)
    return minify(name, out_dir, env) if name in MINIFIER_BUGS and result.returncode == 0 else result.returncode


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        (cache_child if argv[1] in CACHE_RUNNERS else child)(argv[1])
        return 0
    names = argv or list(SAMPLES)
    unknown = [n for n in names if n not in SAMPLES]
    if unknown:
        print(f"unknown sample(s): {', '.join(unknown)}; known: {', '.join(SAMPLES)}", file=sys.stderr)
        return 2
    failed = [n for n in names if (generate_cache if n in CACHE_RUNNERS else generate)(n) != 0]
    for name in failed:
        print(f"sample {name} failed", file=sys.stderr)
    return 1 if failed else 0


# The minifier samples, defined below everything else: the committed samples' trace logs record the line
# numbers of this file's frames (the functions above, run in the child), which must stay where they were.
#
# The troubleshooting page's minifier recipe: inductor's C++ back end is told to miscompile relu, as a
# compile error or as a wrong result (the accuracy variant, found by TORCHDYNAMO_REPRO_LEVEL=4). The failing
# run writes minifier_launcher.py; minify() then runs it, as the page tells a user to.
MINIFIER_BUGS = {"minifier_compile_error_cpp": "compile_error", "minifier_accuracy_cpp": "accuracy"}
MINIFIER_ENV = {
    "minifier_compile_error_cpp": {"TORCHDYNAMO_REPRO_AFTER": "aot"},
    "minifier_accuracy_cpp": {"TORCHDYNAMO_REPRO_AFTER": "aot", "TORCHDYNAMO_REPRO_LEVEL": "4"},
}
SAMPLES = SAMPLES + tuple(MINIFIER_BUGS)
# The launcher minifies in subprocesses; this bounds each sample's minification.
MINIFY_TIMEOUT_S = 1800


def minifier_runner(bug: str) -> Callable:
    """The RUNNERS entry of a minifier sample: Linear, ReLU, Linear with relu miscompiled as BUG."""

    def run(torch) -> None:
        torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = bug
        nn = torch.nn
        model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4)).eval()
        compiled = torch.compile(model)
        try:
            with torch.no_grad():
                torch.sigmoid(compiled(torch.randn(4, 8)))
        except Exception as error:  # the failure is the point: it makes dynamo write the launcher
            print(f"the compiled model failed as intended: {type(error).__name__}", file=sys.stderr)

    return run


# child() splits `minifier_compile_error_cpp` into the model `minifier_compile_error` and the back end `cpp`.
RUNNERS.update({name.rsplit("_", 1)[0]: minifier_runner(bug) for name, bug in MINIFIER_BUGS.items()})


def minify(name: str, out_dir: Path, env: dict[str, str]) -> int:
    """Run the minifier_launcher.py the failed run wrote, as the troubleshooting page tells a user to.

    It runs from the sample folder (the failing program's working directory), so repro.py and isolate/ land
    there and the launcher's own debug folder (its checkpoints/) lands beside the failing run's.
    """
    launchers = sorted(out_dir.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py"))
    if len(launchers) != 1:
        print(f"sample {name}: expected one minifier_launcher.py, found {len(launchers)}", file=sys.stderr)
        return 1
    # The launcher sets TORCH_COMPILE_DEBUG and the bug's config itself, but not force_disable_caches: its own
    # compiles (the random inputs it makes) hit the FX graph cache of the minifier's steps and left no folder.
    launcher_env = dict(env, TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
    try:
        result = subprocess.run([sys.executable, str(launchers[0])], env=launcher_env, cwd=out_dir,
                                timeout=MINIFY_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        print(f"sample {name}: the minifier ran past {MINIFY_TIMEOUT_S} s", file=sys.stderr)
        return 1
    prune_minifier_steps(out_dir)
    return result.returncode


def _pid(path: Path) -> int | None:
    """The pid of a run folder's name (`run_...-pid_N`) or of a trace log's first glog prefix."""
    if path.is_dir():
        text = path.name.rpartition("-pid_")[2]
    else:
        with open(path, encoding="utf-8", errors="replace") as fh:
            fields = fh.readline().split()
        text = fields[2] if len(fields) > 2 else ""
    return int(text) if text.isdigit() else None


def prune_minifier_steps(out_dir: Path) -> None:
    """Drop the run folders and trace logs of the minifier's isolated steps (one subprocess per step,
    each compiling a candidate graph with TORCH_COMPILE_DEBUG=1): about 20 runs that repeat one another.
    Kept: the failing program's run and the launcher's run (the ones holding minifier/), their trace
    logs, the isolate/ query scripts and repro.py."""
    debug = out_dir / "torch_compile_debug"
    keep = {_pid(run) for run in debug.glob("run_*") if (run / "minifier").is_dir()}
    for run in debug.glob("run_*"):
        if _pid(run) not in keep:
            shutil.rmtree(run)
    for log in (debug / "tlparse").glob("*.log"):
        if _pid(log) not in keep:
            log.unlink()


# A sample added after the minifier ones, defined here for the same reason (line numbers above stay put).
def run_cond_custom_op(torch) -> None:
    """torch.cond (two FX subgraphs) around a custom op (a fallback call in the wrapper), then a Linear."""
    nn = torch.nn

    # The schema is given: this module's postponed annotations cannot be evaluated inside a function.
    @torch.library.custom_op("sample::scaled", mutates_args=(), schema="(Tensor x, float factor) -> Tensor")
    def scaled(x, factor):
        return x * factor

    @scaled.register_fake
    def _(x, factor):
        return torch.empty_like(x)

    class CondBlock(nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = nn.Linear(8, 8)

        def forward(self, x):
            h = torch.cond(x.sum() > 0, lambda t: t.relu() + 1, lambda t: t.sigmoid() * 2, (x,))
            return self.linear(scaled(h, 3.0))

    compiled = torch.compile(CondBlock().eval())
    with torch.no_grad():
        compiled(torch.randn(4, 8))


RUNNERS["cond_custom_op"] = run_cond_custom_op
SAMPLES = SAMPLES + ("cond_custom_op_cpp",)


# The FX graph cache samples, below the minifier's for the same reason. Caches are on, and each sample gets
# its own fresh TORCHINDUCTOR_CACHE_DIR (removed afterwards), so its compiles miss and log the cache key
# with its components. cache_base_cpp and each other cache_* sample differ in one known way, which is what
# the cache key of the other differs in. cache_hit_cpp runs twice in one cache directory: its second process
# hits the entry its first wrote.
def cache_runner(hidden: int = 16, activation: str = "ReLU", dtype: str = "float32",
                 config: dict | None = None) -> Callable:
    """Linear(8, HIDDEN), ACTIVATION, Linear(HIDDEN, 4) in eval mode on a (4, 8) DTYPE input, with CONFIG set
    on torch._inductor.config."""

    def run(torch) -> None:
        for key, value in (config or {}).items():
            setattr(torch._inductor.config, key, value)
        nn = torch.nn
        model = nn.Sequential(nn.Linear(8, hidden), getattr(nn, activation)(), nn.Linear(hidden, 4)).eval()
        model = model.to(getattr(torch, dtype))
        compiled = torch.compile(model)
        with torch.no_grad():
            compiled(torch.randn(4, 8, dtype=getattr(torch, dtype)))

    return run


CACHE_RUNNERS: dict[str, Callable] = {
    "cache_base_cpp": cache_runner(),
    "cache_config_cpp": cache_runner(config={"max_fusion_size": 32}),
    "cache_dtype_cpp": cache_runner(dtype="float64"),
    "cache_model_cpp": cache_runner(activation="GELU"),
    "cache_hit_cpp": cache_runner(),
}
#: How many processes each cache sample runs, one after the other, in its one cache directory.
CACHE_PROCESSES = {"cache_hit_cpp": 2}
SAMPLES = SAMPLES + tuple(CACHE_RUNNERS)


def cache_child(name: str) -> None:
    """Run cache sample NAME inside this (fresh) process, caches on."""
    import torch
    import torch._inductor.config

    torch.manual_seed(0)
    CACHE_RUNNERS[name](torch)


def generate_cache(name: str) -> int:
    """Regenerate cache sample NAME: its processes in turn, sharing one fresh cache directory."""
    import tempfile

    out_dir = HERE / name
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCH")}
    with tempfile.TemporaryDirectory(prefix="inductor_cache_") as cache_dir:
        env.update(TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=str(out_dir), PYTHONHASHSEED="0",
                   TORCHINDUCTOR_CACHE_DIR=cache_dir)
        for _ in range(CACHE_PROCESSES.get(name, 1)):
            result = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", name], env=env,
                                    cwd=out_dir)
            if result.returncode != 0:
                return result.returncode
    return 0


# The profile sample, below the minifier samples for the same reason: C++ kernels with
# `cpp.enable_kernel_profile` on, a graph break so that two graphs define the same kernel names, and a
# torch.profiler Chrome trace of three calls written beside the debug folder (profile.json).
PROFILE_ENV = {"TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE": "1"}


def run_profile(torch) -> None:
    """Linear, ReLU, Linear, ReLU twice around a graph break, then softmax, on one thread; profiled over three
    calls after five, each after an eager multiply."""
    nn = torch.nn
    lin1, lin2 = nn.Linear(32, 64), nn.Linear(64, 32)

    def block(x):
        return torch.relu(lin2(torch.relu(lin1(x))))

    @torch.compile
    def fn(x):
        h = block(x)
        torch._dynamo.graph_break()
        return torch.softmax(block(h), dim=-1)

    x = torch.randn(16, 32)
    # One thread: on a machine shared with other work, a second OpenMP thread's waits made the kernels'
    # times milliseconds (a 4 KB relu measured 66 ms per launch).
    torch.set_num_threads(1)
    with torch.no_grad():
        for _ in range(5):
            fn(x)  # compiles, then warms up; the profile below sees only the compiled code running
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
            for _ in range(3):
                fn(x * 2)  # the eager multiply is an event of no kernel
    prof.export_chrome_trace(str(Path.cwd() / "profile.json"))


SAMPLES = SAMPLES + ("profile_cpp",)
RUNNERS["profile"] = run_profile
MINIFIER_ENV["profile_cpp"] = PROFILE_ENV


# Samples added after those above, below them for the same reason.
def run_kernel_group(torch) -> None:
    """C++ back end: pointwise + two reductions the scheduler leaves apart, which codegen writes as one kernel.

    The fusion log (TORCH_LOGS="fusion", as `inductor-explore run` captures it) goes to capture/script.stderr.
    """
    capture = Path("capture")
    capture.mkdir(exist_ok=True)
    with open(capture / "script.stderr", "wb") as stderr:
        os.dup2(stderr.fileno(), 2)
    torch._logging.set_logs(graph_breaks=True, recompiles=True, fusion=True)

    @torch.compile
    def f(x, w):
        a = torch.relu(x) * 2
        return a.sum(0), a.sum(1), a @ w

    with torch.no_grad():
        f(torch.randn(8, 16), torch.randn(16, 4))


def run_cond(torch) -> None:
    """torch.cond: the true and false branches are subgraphs compiled inside the one graph."""

    @torch.compile
    def f(x):
        return torch.cond(x.sum() > 0, lambda t: torch.relu(t) * 2, lambda t: torch.sigmoid(t) + 1, (x,))

    with torch.no_grad():
        f(torch.randn(4, 8))


def run_views_only(torch) -> None:
    """A graph of views only: Inductor schedules no node, generates no kernel and writes empty IR files."""

    @torch.compile
    def f(x):
        return x.view(4, 8).t(), x[1:]

    f(torch.randn(32))


RUNNERS.update(kernel_group=run_kernel_group, cond=run_cond, views_only=run_views_only)
SAMPLES = SAMPLES + ("kernel_group_cpp", "cond_cpp", "views_only_cpp")


# Issue 25's trial of the fix loop, kept as its own script so that its frames are `train.py:N` in a file the
# explorer can read beside the run (and so that no later edit of this file moves its line numbers).
FIX_LOOP_TRAIN = """\
import time

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)


@torch.compile
def forward(x, scale):
    t0 = time.perf_counter_ns()
    h = model(x) * scale
    print(h[0])
    stats = h.mean(0).tolist()
    if h.sum().item() > 0:
        h = h * 2
    return h.pow(2).mean(), stats, time.perf_counter_ns() - t0


@torch.compile
def update():
    opt.step()
    opt.zero_grad()


for batch, scale in ((8, 2.0), (12, 2.0), (12, 3.0)):
    loss, stats, elapsed_ns = forward(torch.randn(batch, 8), scale)
    loss.backward()
    update()
"""


def run_fix_loop(torch) -> None:
    """A training step with four graph breaks (print, float tolist, perf_counter_ns, item in an if), a break
    inside the optimizer's step, and recompiles on a batch size and a Python float; runs ./train.py."""
    import runpy

    script = Path("train.py")
    script.write_text(FIX_LOOP_TRAIN, encoding="utf-8")
    runpy.run_path(str(script.resolve()), run_name="__main__")


SAMPLES = SAMPLES + ("fix_loop_cpp",)
RUNNERS["fix_loop"] = run_fix_loop


# Issue 41: two ops reading disjoint halves of one input, which the scheduler refuses to fuse ("no shared
# data"), with the fusion log beside the run, so the IR's evidence can be checked against the log's words.
def run_disjoint(torch) -> None:
    """sin of the left half and cos of the right half of one (4, 16) input, the fusion log captured."""
    capture = Path("capture")
    capture.mkdir(exist_ok=True)
    with open(capture / "script.stderr", "wb") as stderr:
        os.dup2(stderr.fileno(), 2)
    torch._logging.set_logs(fusion=True)

    @torch.compile
    def f(x):
        return x[:, :8].sin(), x[:, 8:].cos()

    f(torch.randn(4, 16))


SAMPLES = SAMPLES + ("disjoint_cpp",)
RUNNERS["disjoint"] = run_disjoint


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
