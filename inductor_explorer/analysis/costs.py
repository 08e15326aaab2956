"""What each kernel costs: estimated from a compiled graph's artifacts, measured from a profile.

Bytes. A kernel's bytes are counted as Inductor's scheduler counts them
(`BaseSchedulerNode.get_read_write_buffer_accesses`, torch/_inductor/scheduler.py), from the post-fusion
scheduler IR the kernel was generated from: every buffer its nodes read (their `unmet_dependencies` and
`met_dependencies`) and write (`writes`), each counted once, as its dtype's size times the elements the
dependencies touch (a `MemoryDep`'s ranges of the variables its index uses; a `StarDep` the whole buffer),
at most the buffer's size, each launch apart. A fused node's buffers that only its own nodes use, and buffers
the wrapper never allocates, are never materialised and do not count; but a buffer that mutates others (an
in-place op, `copy_` into a graph input, an optimizer updating a parameter: its `mutations` line) is read and
written where they are, and those writes count, the row naming the buffers (`mutated`). `WeakDep`s order
mutations and move no data. A Triton kernel whose `inductor_meta` has `kernel_num_gb` (Inductor's own count
of one launch, written with `benchmark_kernel`) is estimated from that. An extern or fallback call the IR
gives no bytes for (a node of several outputs has no dtype) is counted by the wrapper's shapes: each tensor
argument read once, each output written once (`out=`, or the tensors it takes out of the result,
`buf10 = buf9[0]`): the least any implementation moves (attention reads q, k and v, writes the output and
its logsumexp).

Launches. A row is one kernel, or the extern calls of one op with the same argument shapes (as a profile's
`key_averages(group_by_input_shape=True)` groups them), with its launches: the kernel's launches in the
wrapper, or those calls. Its bytes, FLOPs and estimate are its launches' together (each launch's nodes
counted apart); per launch, that over the launches. No wrapper seen launches in a loop whose count it states
(a `while_loop` runs its body a data-dependent number of times): launches are call sites.

FLOPs. Extern calls of mm, addmm, bmm, baddbmm, convolution and scaled dot-product attention count their FLOPs
from their operands' shapes with the formulas of torch/utils/flop_counter.py (2·m·n·k per matmul, the
multiply-adds of a convolution, the two matmuls of attention, 2·B·H·L·S·(E + Ev), and the five of its
backward, 2·B·H·L·S·(3·E + 2·Ev)). Generated kernels are costed by their bytes.

Time. Under a device model, per launch: the device's fixed cost of a launch (a kernel) or a call (an extern
op), plus max(bytes / peak bandwidth, FLOPs / peak FLOP/s) of one launch's share, the roofline bound; a row's
time is its launches times that. Small kernels are mostly the fixed cost, large ones the roofline. A CPU model
is for the threads the run used (`with_cores`; torch records them in the GLOBAL_STATE guard).

Symbolic sizes (dynamic shapes) stay symbolic in the amounts (`192*s77 + 512`), and are evaluated at the size
hints the artifacts record: the example inputs output_code.py's benchmark harness makes (`get_args()`).
"""

from __future__ import annotations

import ast
import bisect
import functools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

from inductor_explorer.analysis.linking import (
    SCHEDULER_NODE,
    buffer_shapes,
    codegen_links,
    commented_source_nodes,
    ensure_wrapper_linked,
    estimated_kernel_nodes,
    lowered_links,
    pre_grad_origins,
    provenance_post_nodes,
    same_call,
)
from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import (
    Dependency,
    FxGraph,
    FxNode,
    Kernel,
    OutputCode,
    SchedulerIR,
    SchedulerNode,
    WrapperStep,
)
from inductor_explorer.model.costs import (
    UNKNOWN,
    Amount,
    CacheLevel,
    CostTotal,
    Device,
    FixedCost,
    GraphCosts,
    KernelCost,
    Measured,
    ProfileJoin,
    UnjoinedEvents,
    add_amounts,
)
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.model.profile import Profile, ProfileEvent
from inductor_explorer.text import counted, split_top_level

# ------------------------------------------------------------------------------------------- device presets

#: What a launch costs before it moves a byte, per device family, and where the figures come from.
_GPU_FIXED = FixedCost(
    launch_us=2.0,
    call_us=4.0,
    source="assumed, not checked against a GPU profile here: a kernel's device time has a floor of a "
    "few µs (2 µs for a generated kernel; 4 µs for an extern call, often more than one library kernel)",
)
_CPU_FIXED = FixedCost(
    launch_us=0.2,
    call_us=4.7,
    source="the shortest per-launch times of sample_runs/profile_cpp's profile (torch 2.13, one thread, "
    "a quiet machine): a 4 KB relu kernel 0.19-0.26 µs; the smallest addmm (65 K FLOPs) 4.65 µs",
)
#: A transcendental element op in FP32 FLOPs: on NVIDIA GPUs the special function units' rate against the FP32
#: rate (CUDA C++ Programming Guide, arithmetic instruction throughput per SM per clock: FP32 add/mul/FMA 128
#: on compute capability 9.0 and 64 on 7.0/8.0; reciprocal, rsqrt, log2, exp2, sine, cosine 16).
_SFU_SOURCE = (
    "CUDA C++ Programming Guide, arithmetic instruction throughput: FP32 {fp32} vs special functions 16 per "
    "SM per clock"
)
#: On the CPU, ATen's vectorized polynomial approximations (at::vec, Sleef).
_CPU_TRANSCENDENTAL = 150.0
_CPU_TRANSCENDENTAL_SOURCE = (
    "sample_runs/profile_cpp's profile (one thread, a quiet machine): its softmax kernel took 0.6 µs per "
    "launch more than a relu kernel of the same size, for 512 exps: ~150 FLOPs each at 128 GFLOP/s per core"
)

#: The CPU socket the `cpu` model describes, and how many cores it has.
_CPU_SOCKET_CORES = 56
#: The bandwidth one core of it reaches on its own: a streaming copy on one core of a 5th-generation Xeon
#: (Emerald Rapids, the machine the profiled sample runs were made on; benchmarks/cost_agreement.py measures
#: it, 21-27 GB/s), rounded down. A few threads are limited by their cores, many by the socket's memory.
_CPU_CORE_BANDWIDTH = 20e9
#: One core's L2: its size (Intel's 4th/5th-generation Xeon Scalable: 2 MB per core) and the bandwidth one
#: core reaches in it, measured as the core bandwidth is (a NumPy copy of a 256 KiB array on one core of the
#: Emerald Rapids machine: 64-67 GB/s), rounded down.
_CPU_CORE_L2 = 2 << 20
_CPU_CORE_L2_BANDWIDTH = 64e9
#: The share of the cache a launch's bytes may take and still find there what the launch before wrote: a
#: NumPy copy on that machine keeps the L2's rate while it moves 1 MiB (half the L2) and falls to half of it
#: at 2 MiB, and the launch before must fit there too, so each has a quarter. (Half put two convnet kernels
#: of 0.6 and 0.8 MB at a third of their measured time: benchmarks/cost_agreement.py.)
CACHE_FIT = 0.25
_CPU_L2_SOURCE = (
    "L2 2 MB per core (Intel Xeon Scalable, 4th/5th generation); 64 GB/s per core, a NumPy copy of 256 KiB "
    "on one core of the machine the profiled sample runs were made on (64-67 GB/s), rounded down"
)

#: The device models `--device` offers. Peak figures are the vendors' datasheet numbers (dense, no sparsity);
#: FP32 is the non-tensor-core rate, 16-bit the dense tensor-core rate.
DEVICES: dict[str, Device] = {
    "h100": Device(
        "h100",
        "NVIDIA H100 SXM5 80GB",
        bandwidth=3.35e12,
        flops={"float32": 67e12, "float16": 989.4e12, "bfloat16": 989.4e12, "default": 67e12},
        source="NVIDIA H100 Tensor Core GPU datasheet, H100 SXM column: GPU memory bandwidth 3.35 TB/s, "
        "FP32 67 TFLOPS, BF16/FP16 Tensor Core 1,979 TFLOPS with sparsity (989.4 dense)",
        fixed=_GPU_FIXED,
        transcendental=8,
        transcendental_source=_SFU_SOURCE.format(fp32=128),
    ),
    "a100": Device(
        "a100",
        "NVIDIA A100 SXM4 80GB",
        bandwidth=2.039e12,
        flops={"float32": 19.5e12, "float16": 312e12, "bfloat16": 312e12, "default": 19.5e12},
        source="NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM column: GPU memory bandwidth "
        "2,039 GB/s, FP32 19.5 TFLOPS, BF16/FP16 Tensor Core 312 TFLOPS (dense)",
        fixed=_GPU_FIXED,
        transcendental=4,
        transcendental_source=_SFU_SOURCE.format(fp32=64),
    ),
    "v100": Device(
        "v100",
        "NVIDIA V100 SXM2",
        bandwidth=900e9,
        flops={"float32": 15.7e12, "float16": 125e12, "default": 15.7e12},
        source="NVIDIA Tesla V100 GPU datasheet, V100 SXM2 column: memory bandwidth 900 GB/s, "
        "single-precision 15.7 TFLOPS, Tensor Performance 125 TFLOPS",
        fixed=_GPU_FIXED,
        transcendental=4,
        transcendental_source=_SFU_SOURCE.format(fp32=64),
    ),
    "cpu": Device(
        "cpu",
        "Intel Xeon Platinum 8480+ (one socket, 56 cores)",
        bandwidth=307.2e9,
        flops={"default": 7.168e12},
        source="Intel ARK, Xeon Platinum 8480+: 56 cores, 2.0 GHz base, 8 channels of DDR5-4800 "
        "(8 x 4800 MT/s x 8 bytes = 307.2 GB/s); FP32 peak 56 cores x 2.0 GHz x 2 AVX-512 FMA units x "
        "16 lanes x 2 = 7.17 TFLOPS (AMX left out)",
        cores=_CPU_SOCKET_CORES,
        fixed=_CPU_FIXED,
        cache=CacheLevel(
            _CPU_SOCKET_CORES * _CPU_CORE_L2, _CPU_SOCKET_CORES * _CPU_CORE_L2_BANDWIDTH, _CPU_L2_SOURCE
        ),
        transcendental=_CPU_TRANSCENDENTAL,
        transcendental_source=_CPU_TRANSCENDENTAL_SOURCE,
    ),
}
DEFAULT_GPU = "h100"

#: `--device` spec keys (`cpu:cores=2,gbps=20`) and what each sets.
DEVICE_KEYS = {
    "cores": "CPU threads the run used (scales the CPU model's bandwidth and FLOP/s)",
    "gbps": "memory bandwidth, GB/s",
    "gflops": "peak FLOP/s of every dtype, GFLOP/s",
    "launch_us": "fixed cost of one kernel launch, µs",
    "call_us": "fixed cost of one extern call, µs",
    "cache_kib": "cache a launch's data stays in between launches (the cores' L2 together), KiB",
    "cache_gbps": "that cache's bandwidth, GB/s",
}


class DeviceSpecError(ValueError):
    """A `--device` spec that names no model or sets an unknown or bad figure (one line)."""


def with_cores(device: Device, cores: int) -> Device:
    """DEVICE, a CPU model, for a run on CORES threads: the bandwidth CORES cores reach (at most the socket's)
    and their share of its FLOP/s (a GPU model is returned as it is)."""
    if device.cores is None or cores == device.cores:
        return device
    share = min(cores, device.cores) / device.cores
    cache = device.cache
    if cache is not None:
        cache = replace(cache, size=round(cache.size * share), bandwidth=cache.bandwidth * share)
    return replace(
        device,
        description=f"{device.description}, {counted(cores, 'thread')} of it",
        bandwidth=min(device.bandwidth, cores * _CPU_CORE_BANDWIDTH),
        flops={dtype: peak * share for dtype, peak in device.flops.items()},
        cores=cores,
        cache=cache,
    )


def parse_device(spec: str, threads: int | None = None) -> Device:
    """`NAME[:key=value,...]` (DEVICE_KEYS) as a device model; a CPU model for THREADS threads (the run's)
    unless the spec sets `cores`, the spec's other figures set after that. Raises DeviceSpecError."""
    name, _, rest = spec.partition(":")
    if name not in DEVICES:
        raise DeviceSpecError(f"--device {spec}: no device model {name!r} (one of {', '.join(DEVICES)})")
    device = DEVICES[name]
    if threads is not None and not any(item.startswith("cores=") for item in rest.split(",")):
        device = with_cores(device, threads)
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        if key not in DEVICE_KEYS:
            raise DeviceSpecError(f"--device {spec}: no setting {key!r} (one of {', '.join(DEVICE_KEYS)})")
        try:
            number = float(value)
        except ValueError:
            raise DeviceSpecError(f"--device {spec}: {key}={value!r} is not a number") from None
        if not number > 0 or (key == "cores" and number != int(number)):
            raise DeviceSpecError(
                f"--device {spec}: {key} must be a positive {'whole ' * (key == 'cores')}number"
            )
        if key == "cores":
            if device.cores is None:
                raise DeviceSpecError(f"--device {spec}: cores is for the cpu model")
            device = with_cores(device, int(number))
        elif key == "gbps":
            device = replace(device, bandwidth=number * 1e9)
        elif key == "gflops":
            device = replace(device, flops={dtype: number * 1e9 for dtype in device.flops})
        elif key in ("cache_kib", "cache_gbps"):
            cache = device.cache or CacheLevel(0, device.bandwidth, "set by --device")
            cache = (
                replace(cache, size=round(number * 1024))
                if key == "cache_kib"
                else replace(cache, bandwidth=number * 1e9)
            )
            device = replace(device, cache=cache)
        elif key == "launch_us":
            device = replace(device, fixed=replace(device.fixed, launch_us=number))
        else:
            device = replace(device, fixed=replace(device.fixed, call_us=number))
    if rest:
        device = replace(device, description=f"{device.description} ({rest})")
    return device


def default_device(device_types: Iterable[str | None], cpu_threads: int | None = None) -> Device:
    """The CPU model (for CPU_THREADS threads, when the run recorded them) when every graph runs on the CPU,
    else the current datacenter GPU."""
    types = {t.split(":")[0] for t in device_types if t}
    if types != {"cpu"}:
        return DEVICES[DEFAULT_GPU]
    return with_cores(DEVICES["cpu"], cpu_threads) if cpu_threads else DEVICES["cpu"]


def estimated_us_per_launch(cost: KernelCost, device: Device) -> float | None:
    """One launch of COST under DEVICE, in µs at the size hints: the device's fixed cost of a launch (or an
    extern call) plus the roofline bound of one launch's share, max(bytes / bandwidth, FLOPs / peak). None
    when the bytes are unknown, or the FLOPs of an op that has a formula are.

    A launch whose bytes fit the device's cache (CACHE_FIT of it) finds there what the launches before it
    wrote: its bytes move at the cache's bandwidth, but those it reads from the graph's inputs, which come
    from memory. Where the inputs are unknown, every byte comes from memory."""
    # bytes_moved is of every launch (kernel_num_gb, Inductor's count for one, times the launches).
    moved = cost.per_launch(cost.bytes_moved)
    if moved is None:
        return None
    launches = max(cost.launches, 1)
    seconds = moved / device.bandwidth
    cold = cost.per_launch(cost.bytes_from_inputs)
    cache = device.cache
    if cache is not None and cold is not None and moved <= cache.size * CACHE_FIT:
        cold = min(cold, moved)
        seconds = cold / device.bandwidth + (moved - cold) / cache.bandwidth
    if cost.flops is not None:
        if cost.flops.value is None:
            return None
        seconds = max(seconds, cost.flops.value / launches / device.peak_flops(cost.dtype))
    element_ops = cost.vector_element_ops if device.cores is not None else cost.element_ops
    if element_ops is not None:  # on the CPU the lanes its vectors run, masked ones too
        arithmetic, transcendental = element_ops
        work = arithmetic + transcendental * device.transcendental
        seconds = max(seconds, work / launches / device.flops["default"])
    return device.fixed_us(cost.kind) + seconds * 1e6


def estimated_us(cost: KernelCost, device: Device) -> float | None:
    """The row's estimated µs: its launches (at least one) times estimated_us_per_launch."""
    per_launch = estimated_us_per_launch(cost, device)
    return None if per_launch is None else per_launch * max(cost.launches, 1)


# ------------------------------------------------------------------------------------------- dtypes

DTYPE_BYTES = {
    "float64": 8,
    "double": 8,
    "float32": 4,
    "float": 4,
    "float16": 2,
    "half": 2,
    "bfloat16": 2,
    "int64": 8,
    "long": 8,
    "int32": 4,
    "int": 4,
    "int16": 2,
    "short": 2,
    "int8": 1,
    "uint8": 1,
    "bool": 1,
    "uint16": 2,
    "uint32": 4,
    "uint64": 8,
    "complex64": 8,
    "complex128": 16,
    "complex32": 4,
    "float8_e4m3fn": 1,
    "float8_e5m2": 1,
    "float8_e4m3fnuz": 1,
    "float8_e5m2fnuz": 1,
    "float8_e8m0fnu": 1,
}
# FX annotations abbreviate dtypes (`f32[8, 64]`), as torch's `dtype_abbrs`.
_FX_DTYPES = {
    "f64": "float64",
    "f32": "float32",
    "f16": "float16",
    "bf16": "bfloat16",
    "i64": "int64",
    "i32": "int32",
    "i16": "int16",
    "i8": "int8",
    "u8": "uint8",
    "b8": "bool",
    "u16": "uint16",
    "u32": "uint32",
    "u64": "uint64",
    "c32": "complex32",
    "c64": "complex64",
    "c128": "complex128",
    "f8e4m3fn": "float8_e4m3fn",
    "f8e5m2": "float8_e5m2",
    "f8e4m3fnuz": "float8_e4m3fnuz",
    "f8e5m2fnuz": "float8_e5m2fnuz",
}


@functools.lru_cache(maxsize=1 << 12)
def _dtype(text: str | None) -> str | None:
    """`torch.float32` / `float32` / `f32` -> `float32`; None when not a known dtype."""
    if not text:
        return None
    name = text.strip().removeprefix("torch.")
    name = _FX_DTYPES.get(name, name)
    return name if name in DTYPE_BYTES else None


# ------------------------------------------------------------------------------------------- symbolic sizes

Monomial = tuple[str, ...]  # sorted factor names; an opaque sub-expression is one factor, in parentheses
Poly = dict[Monomial, int]


#: Longest size expression or dependency read; Inductor prints far shorter ones, and a damaged file's
#: megabyte-long line must not cost quadratic time.
_MAX_TEXT = 2000


# Graphs repeat the same few size expressions and dependencies thousands of times: each is read once per
# process. Callers never change the polynomials they get.
@functools.lru_cache(maxsize=1 << 16)
def _poly(text: str) -> Poly | None:
    """A size expression as a polynomial in its symbols; None when it cannot be read."""
    text = text.strip()
    if len(text) > _MAX_TEXT:
        return None
    if text.lstrip("-").isdigit():
        return {(): int(text)}
    try:
        return _poly_of(python_ast.parse_expression(text).body, text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _poly_of(node: ast.expr, source: str) -> Poly | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return {(): node.value}
    if isinstance(node, ast.Name):
        return {(node.id,): 1}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _poly_of(node.operand, source)
        return None if inner is None else {m: -c for m, c in inner.items()}
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
        left, right = _poly_of(node.left, source), _poly_of(node.right, source)
        if left is None or right is None:
            return None
        if isinstance(node.op, ast.Mult):
            return _mul(left, right)
        sign = -1 if isinstance(node.op, ast.Sub) else 1
        return _add(left, {m: sign * c for m, c in right.items()})
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Pow)
        and isinstance(node.right, ast.Constant)
        and isinstance(node.right.value, int)
        and 0 <= node.right.value <= 8
    ):
        base = _poly_of(node.left, source)
        if base is None:
            return None
        out: Poly = {(): 1}
        for _ in range(node.right.value):
            out = _mul(out, base)
        return out
    segment = ast.get_source_segment(source, node)
    return {(f"({segment})",): 1} if segment else None


def _add(a: Poly, b: Poly) -> Poly:
    out = dict(a)
    for m, c in b.items():
        out[m] = out.get(m, 0) + c
    return {m: c for m, c in out.items() if c}


def _scaled(poly: Poly, factor: int) -> Poly:
    return {m: v for m, c in poly.items() if (v := c * factor)}


def _constant(poly: Poly) -> int | None:
    """POLY's value when it has no symbol (most sizes), else None."""
    if len(poly) == 1:
        return poly.get(())
    return 0 if not poly else None


def _mul(a: Poly, b: Poly) -> Poly:
    # Most factors are constants: a constant times a polynomial scales its coefficients.
    if (k := _constant(a)) is not None:
        return _scaled(b, k)
    if (k := _constant(b)) is not None:
        return _scaled(a, k)
    out: Poly = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            m = tuple(sorted(ma + mb))
            out[m] = out.get(m, 0) + ca * cb
    return {m: c for m, c in out.items() if c}


def _product(parts: Iterable[Poly]) -> Poly:
    constant = 1
    out: Poly | None = None
    for part in parts:
        k = _constant(part)
        if k is not None:
            constant *= k
        else:
            out = part if out is None else _mul(out, part)
    return _scaled({(): 1} if out is None else out, constant)


def _sum(parts: Iterable[Poly | None]) -> Poly | None:
    """The sum of PARTS; None when any is None."""
    out: Poly = {}
    for part in parts:
        if part is None:
            return None
        for m, c in part.items():
            out[m] = out.get(m, 0) + c
    return {m: c for m, c in out.items() if c}


_SAFE_FUNCTIONS: dict[str, Callable[..., int]] = {
    "Min": min,
    "Max": max,
    "FloorDiv": lambda a, b: a // b,
    "CeilDiv": lambda a, b: -(-a // b),
    "ModularIndexing": lambda x, d, m: (x // d) % m,
    "floor": lambda a: a,
    "ceiling": lambda a: a,
}


def _evaluate(node: ast.expr, hints: dict[str, int]) -> int | None:
    """An opaque size expression's value at HINTS (integer arithmetic only; None when it cannot be had)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name):
        return hints.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        value = _evaluate(node.operand, hints)
        return None if value is None else -value
    if isinstance(node, ast.BinOp):
        a, b = _evaluate(node.left, hints), _evaluate(node.right, hints)
        if a is None or b is None:
            return None
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if isinstance(node.op, (ast.FloorDiv, ast.Div)) and b:
            return a // b
        if isinstance(node.op, ast.Mod) and b:
            return a % b
        if isinstance(node.op, ast.Pow) and 0 <= b <= 8:
            return int(a**b)
        return None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _SAFE_FUNCTIONS:
        values = [_evaluate(arg, hints) for arg in node.args]
        if any(v is None for v in values):
            return None
        try:
            return int(_SAFE_FUNCTIONS[node.func.id](*values))
        except (TypeError, ZeroDivisionError):
            return None
    return None


def _factor_value(factor: str, hints: dict[str, int]) -> int | None:
    if not factor.startswith("("):
        return hints.get(factor)
    if len(factor) > _MAX_TEXT:
        return None
    try:
        return _evaluate(python_ast.parse_expression(factor).body, hints)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _value(poly: Poly, hints: dict[str, int]) -> int | None:
    total = 0
    for monomial, coefficient in poly.items():
        term = coefficient
        for factor in monomial:
            value = _factor_value(factor, hints)
            if value is None:
                return None
            term *= value
        total += term
    return total


def _text(poly: Poly) -> str:
    """`192*s77 + 512`: the highest degree first, coefficient 1 left out."""
    if not poly:
        return "0"
    terms = []
    for monomial, coefficient in sorted(poly.items(), key=lambda mc: (-len(mc[0]), mc[0])):
        factors = []
        for factor in sorted(set(monomial)):
            power = monomial.count(factor)
            factors.append(factor if power == 1 else f"{factor}**{power}")
        body = "*".join(factors)
        if not body:
            terms.append(str(coefficient))
        elif coefficient == 1:
            terms.append(body)
        elif coefficient == -1:
            terms.append(f"-{body}")
        else:
            terms.append(f"{coefficient}*{body}")
    return " + ".join(terms).replace("+ -", "- ")


def _amount(poly: Poly | None, hints: dict[str, int]) -> Amount:
    if poly is None:
        return UNKNOWN
    if len(poly) == 1 and () in poly:  # a constant: most amounts
        return Amount(poly[()])
    symbolic = any(monomial for monomial in poly)
    return Amount(_value(poly, hints), _text(poly) if symbolic else None)


class _Amounts:
    """The Amounts of one graph's polynomials at its size hints, each made once: kernels of a graph repeat
    their sizes, and an Amount its costs share is pickled once."""

    def __init__(self, hints: dict[str, int]) -> None:
        self.hints = hints
        self.made: dict[int | tuple[tuple[Monomial, int], ...], Amount] = {}

    def __call__(self, poly: Poly | None) -> Amount:
        if poly is None:
            return UNKNOWN
        key = poly[()] if len(poly) == 1 and () in poly else tuple(poly.items())
        amount = self.made.get(key)
        if amount is None:
            amount = self.made[key] = _amount(poly, self.hints)
        return amount


# ------------------------------------------------------------------------------------------- shapes

Sizes = tuple[str, ...]


@functools.lru_cache(maxsize=1 << 16)
def _sizes(text: str | None) -> Sizes | None:
    """`[s77, 48]` / `(64, )` -> ("s77", "48")."""
    if text is None:
        return None
    text = text.strip()
    if len(text) < 2 or text[0] not in "([" or text[-1] not in ")]":
        return None
    return tuple(split_top_level(text[1:-1]))


@functools.lru_cache(maxsize=1 << 16)
def _size_polys(sizes: Sizes) -> tuple[Poly, ...] | None:
    polys = [_poly(s) for s in sizes]
    return None if any(p is None for p in polys) else tuple(p for p in polys if p is not None)


@functools.lru_cache(maxsize=1 << 16)
def _numel(sizes: Sizes) -> Poly | None:
    polys = _size_polys(sizes)
    return None if polys is None else _product(polys)


_LAYOUT_DTYPE = re.compile(r"torch\.(\w+)")
_LAYOUT_SIZE = re.compile(r"size=(\[[^\]]*\])")
_FX_ANNOTATION = re.compile(r"^([a-z0-9]+)\[(.*)\]$")
_SYM_ANNOTATION = re.compile(r"^Sym\((\w+)\)$")
_ASSERT_SIZE = re.compile(r"assert_size_stride\(\s*([A-Za-z_]\w*)\s*,\s*(\([^()\[\]{}]*\))\s*,")
_TUPLE_AT = re.compile(r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)")
_SYMBOL_BIND = re.compile(
    r"^([a-z]+\d+) = ([A-Za-z_]\w*)(?:\.size\((?:dim=)?(\d+)\)|\.size\(\)\[(\d+)\]|"
    r"\.shape\[(\d+)\])?$"
)


@functools.lru_cache(maxsize=1 << 16)
def _layout_shape(layout: str) -> tuple[str | None, Sizes | None]:
    """dtype and sizes of a layout as printed: `FixedLayout('cpu', torch.float32, size=[8, 64], ...)`."""
    dtype = _LAYOUT_DTYPE.search(layout)
    size = _LAYOUT_SIZE.search(layout)
    return _dtype(dtype.group(1)) if dtype else None, _sizes(size.group(1)) if size else None


@functools.lru_cache(maxsize=1 << 16)
def _allocation_shape(text: str) -> tuple[str | None, Sizes | None]:
    """dtype and sizes of an allocation, `buf0 = empty_strided_cpu((8, 64), (64, 1), torch.float32)` or
    its part from the first parenthesis on (the same in every graph that allocates that shape)."""
    sizes = _TUPLE_AT.search(text, text.find("(") + 1) if "(" in text else None
    dtype = _LAYOUT_DTYPE.search(text.rsplit(")", 2)[-2] if text.count(")") >= 2 else "")
    return (
        _dtype(dtype.group(1)) if dtype else None,
        tuple(split_top_level(sizes.group(1))) if sizes else None,
    )


class _Shapes:
    """dtype and sizes of every tensor name of a graph, from every artifact that states them (the first that
    states each wins)."""

    def __init__(self, graph: CompiledGraph, buffers: dict[str, tuple[str | None, str | None, bool]]) -> None:
        self.dtypes: dict[str, str] = {}
        self.shapes: dict[str, Sizes] = {}
        self.hints: dict[str, int] = {}
        # Buffers a scheduler node writes that the wrapper never materialises (fused away).
        self.removed = {name for name, (_, _, removed) in buffers.items() if removed}
        # Per buffer whose writes go in place into others (graph inputs, parameters, optimizer state): those.
        self.mutations: dict[str, tuple[str, ...]] = {}
        # The graph's inputs (`arg0_1`, `primals_1`): the benchmark harness' example inputs, else the FX
        # graph's placeholders; empty when neither is in the artifacts.
        self.inputs: set[str] = set()
        code = graph.output_code
        dtypes, shapes = self.dtypes, self.shapes
        for name, (dtype, size, _) in buffers.items():  # each name once: the first to state it
            if dtype is not None and (known := _dtype(dtype)) is not None:
                dtypes[name] = known
            if size is not None and (sizes := _sizes(size)) is not None:
                shapes[name] = sizes
        for ir in (graph.post_fusion, graph.pre_fusion):
            if ir is not None:
                self._scheduler_ir(ir, ir is graph.post_fusion)
        examples: dict[str, Sizes] = {}
        others: list[WrapperStep] = []
        if code is not None:
            examples = self._example_inputs(code)
            others = self._wrapper(code)
        if graph.fx is not None:
            self._fx_placeholders(graph.fx, examples)
        # A buffer that takes over another's memory (`buf2 = buf1; del buf1  # reuse`) has its dtype and size.
        for new_name, old_name in graph.aliases.items():
            self._note(new_name, self.dtypes.get(old_name), self.shapes.get(old_name))
        self._symbol_binds(others, examples)

    def _scheduler_ir(self, ir: SchedulerIR, post: bool) -> None:
        """The outputs' layouts and the `bufN_layout` lines of every node; the mutations of the nodes of POST,
        the post-fusion IR, whose nodes are costed."""
        note, dtypes, shapes = self._note, self.dtypes, self.shapes
        mutations = self.mutations if post else {}
        for top in ir.nodes:
            for node in top.walk() if top.children else (top,):
                if node.mutations:  # 2.4-: the node's; its buffers are the mutating ones
                    for name in node.buffer_names:
                        mutations.setdefault(name, tuple(node.mutations))
                for out in node.outputs:
                    name = out.name
                    if out.mutations:
                        mutations.setdefault(name, tuple(out.mutations))
                    if name not in dtypes or name not in shapes:  # else nothing is noted
                        note(name, _dtype(out.dtype), _sizes(out.size))
                if node.layouts:
                    for name, layout in node.layouts.items():
                        if name not in dtypes or name not in shapes:
                            note(name, *_layout_shape(layout))

    def _example_inputs(self, code: OutputCode) -> dict[str, Sizes]:
        """The benchmark harness' example inputs: their shapes (returned, by name) and symbols' hints."""
        examples: dict[str, Sizes] = {}
        for name, text in code.example_inputs.items():
            if text.lstrip("-").isdigit():
                self.hints[name] = int(text)
                continue
            self.inputs.add(name)
            tuples = _TUPLE_AT.findall(text[len("rand_strided(") :])
            dtype = _LAYOUT_DTYPE.search(text.split("dtype=", 1)[1]) if "dtype=" in text else None
            sizes = tuple(split_top_level(tuples[0])) if tuples else None
            if sizes is not None:
                examples[name] = sizes
            self._note(name, _dtype(dtype.group(1)) if dtype else None, sizes)
        return examples

    def _fx_placeholders(self, fx: FxGraph, examples: dict[str, Sizes]) -> None:
        """The top-level placeholders' annotations (`f32[s0, 64]`, `Sym(s0)`), with their symbols' hints."""
        for node in fx.nodes:
            if node.op != "placeholder" or not node.annotation or node.subgraph != fx.top_level:
                continue
            if not examples:
                self.inputs.add(node.name)
            sym = _SYM_ANNOTATION.match(node.annotation)
            if sym and node.name in self.hints:
                self.hints.setdefault(sym.group(1), self.hints[node.name])
            m = _FX_ANNOTATION.match(node.annotation)
            if not m:
                continue
            sizes = tuple(split_top_level(m.group(2)))
            self._note(node.name, _dtype(m.group(1)), sizes)
            for dim, example in zip(sizes, examples.get(node.name, ())):
                if _IDENT.fullmatch(dim) and example.isdigit():
                    self.hints.setdefault(dim, int(example))

    def _symbol_binds(self, others: list[WrapperStep], examples: dict[str, Sizes]) -> None:
        """A symbol bound from an input's size in call() (`s0 = arg0_1.size(0)`), of the wrapper's OTHERS
        (its steps of kind `other`)."""
        for step in others:
            m = _SYMBOL_BIND.match(step.text)
            if not m or m.group(1) in self.hints:
                continue
            source = str(m.group(2))
            axis = next((int(g) for g in m.group(3, 4, 5) if g is not None), None)
            if axis is None and source in self.hints:
                self.hints[m.group(1)] = self.hints[source]
            elif axis is not None and axis < len(examples.get(source, ())):
                example = examples[source][axis]
                if example.isdigit():
                    self.hints[m.group(1)] = int(example)

    def _note(self, name: str, dtype: str | None, sizes: Sizes | None) -> None:
        if dtype is not None and name not in self.dtypes:
            self.dtypes[name] = dtype
        if sizes is not None and name not in self.shapes:
            self.shapes[name] = sizes

    def _wrapper(self, code: OutputCode) -> list[WrapperStep]:
        """The wrapper's allocations and size asserts, in order. A name stated before is skipped unread: most
        are (a name is the text up to an assert's first comma). Returns the steps of kind `other`, where
        symbols are bound (read after every other source of hints, in the same pass over the wrapper)."""
        dtypes, shapes = self.dtypes, self.shapes
        others: list[WrapperStep] = []
        for step in code.wrapper:
            kind = step.kind
            if kind == "other":
                others.append(step)
            elif kind == "alloc":
                output = step.output
                if output and (output not in dtypes or output not in shapes):
                    self._allocation(step.text, output)
            elif kind == "assert":
                text = step.text
                if text.startswith("assert_size_stride("):
                    comma = text.find(",", len("assert_size_stride("))
                    if comma >= 0 and text[len("assert_size_stride(") : comma].strip() not in shapes:
                        self._size_assert(text)
        return others

    def _allocation(self, text: str, output: str) -> None:
        open_at = text.find("(")
        # From the first parenthesis on, unless a stray `)` before it counts in the allocation's reading.
        key = text[open_at:] if open_at > 0 and ")" not in text[:open_at] else text
        self._note(output, *_allocation_shape(key))

    def _size_assert(self, text: str) -> None:
        """Only a size is noted, of the first argument."""
        # Torch's form, `assert_size_stride(buf0, (8, 64), (64, 1), ...)`, read by one match: the first two
        # arguments the split below gives.
        plain = _ASSERT_SIZE.match(text)
        if plain is not None:
            self._note(plain.group(1), None, _sizes(plain.group(2)))
            return
        args = split_top_level(text[len("assert_size_stride(") :].rstrip(")"))
        if len(args) >= 2 and _IDENT.fullmatch(args[0]):
            self._note(args[0], None, _sizes(args[1]))

    def dtype(self, name: str) -> str | None:
        return self.dtypes.get(name)

    def sizes(self, name: str) -> Sizes | None:
        return self.shapes.get(name)


_IDENT = re.compile(r"[A-Za-z_]\w*")

# ------------------------------------------------------------------------------------------- bytes

# `MemoryDep('buf0', 64*c0 + c1, {c0: 8, c1: 64})` (2.1+, a `mode=` may follow) and
# `MemoryDep(name='buf0', index=c0, size=(3840000,))` (2.0: the ranges of c0, c1, ... in order).
_DEP_NEW = re.compile(r"^\w+\((?:name=)?'[^']*',\s*(?:index=)?(.*),\s*\{(.*)\}(?:,\s*mode=.*)?\)$", re.S)
_DEP_OLD = re.compile(r"^\w+\(name='[^']*',\s*index=(.*),\s*size=\((.*)\)\)$", re.S)


def _dep_numel(dep: Dependency) -> Poly | None:
    """The elements a MemoryDep touches: the product of the ranges of the variables its index uses
    (torch's MemoryDep.get_numel); None for other dependencies, indirect indexing or unreadable text."""
    if dep.kind != "MemoryDep" or len(dep.text) > _MAX_TEXT:
        return None
    return _memory_dep_numel(dep.text)


@functools.lru_cache(maxsize=1 << 16)
def _memory_dep_numel(text: str) -> Poly | None:
    text = " ".join(text.split())
    m = _DEP_OLD.match(text)
    if m:
        index, sizes = m.group(1), split_top_level(m.group(2))
        ranges = [(f"c{i}", s) for i, s in enumerate(sizes)]
    else:
        m = _DEP_NEW.match(text)
        if not m:
            return None
        index = m.group(1)
        ranges = []
        for item in split_top_level(m.group(2)):
            var, _, size = item.partition(":")
            ranges.append((var.strip(), size.strip()))
    if "tmp" in index or "indirect" in index:
        return None
    used = set(_IDENT.findall(index))
    parts = [_poly(size) for var, size in ranges if var in used]
    if any(p is None for p in parts):
        return None
    return _product(p for p in parts if p is not None)


def _min_at(a: Poly | None, b: Poly | None, hints: dict[str, int]) -> Poly | None:
    """The smaller of A and B at the hints (the one known, when only one is)."""
    if a is None or b is None:
        return a if b is None else b
    if len(a) == 1 and len(b) == 1 and () in a and () in b:  # two constants: most sizes
        return a if a[()] <= b[()] else b
    va, vb = _value(a, hints), _value(b, hints)
    if va is None or vb is None:
        return a if a == b else None
    return a if va <= vb else b


def _bytes(
    first: dict[str, Dependency], more: dict[str, list[Dependency]], shapes: _Shapes, hints: dict[str, int]
) -> Poly | None:
    """The bytes of the buffers of FIRST (buffer -> its first dependency; MORE: all its dependencies, for a
    buffer with several) together: the sum, over the buffers, of the elements its dependencies touch (at
    most the whole buffer) times its dtype's size."""
    out: Poly = {}
    constant = 0  # the parts that are constants (most), added apart
    dtypes, sizes_of = shapes.dtypes, shapes.shapes
    for name, dep in first.items():
        deps = more.get(name) if more else None
        dtype = dtypes.get(name)
        if dtype is None:
            return None
        size = DTYPE_BYTES[dtype]
        sizes = sizes_of.get(name)
        whole = None if sizes is None else _numel(sizes)
        touched = _dep_numel(dep) if deps is None else _sum(_dep_numel(d) for d in deps)
        if whole is not None and touched is not None and len(whole) == 1 == len(touched):
            a, b = whole.get(()), touched.get(())
            if a is not None and b is not None:  # two constants: most buffers
                constant += min(a, b) * size
                continue
        elements = _min_at(whole, touched, hints)
        if elements is None:
            return None
        if len(elements) == 1 and () in elements:
            constant += elements[()] * size
            continue
        for m, c in elements.items():
            out[m] = out.get(m, 0) + c * size
    if not out:
        return {(): constant} if constant else {}
    out[()] = out.get((), 0) + constant
    return {m: c for m, c in out.items() if c}


#: Loop-body ops (`ops.<name>(...)`) that compute no element: memory, indexing, constants, casts.
_NO_COMPUTE = frozenset(
    "load store store_reduction constant index_expr indirect_indexing masked load_seed to_dtype "
    "to_dtype_bitcast check_bounds bucketize device_assert_async placeholder".split()
)
#: Transcendental ops: their vectorized polynomial approximations cost many arithmetic ops each.
#: (Division, sqrt and rsqrt are a few arithmetic ops in vector units: counted as one.)
TRANSCENDENTAL_OPS = frozenset(
    "exp exp2 expm1 log log2 log10 log1p erf erfc erfinv tanh sigmoid sin cos tan asin acos atan atan2 sinh "
    "cosh asinh acosh atanh pow lgamma digamma libdevice_exp libdevice_log".split()
)
_OP_CALL = re.compile(r"=\s*ops\.(\w+)\(")
#: A loop body's class-level lines: `indexN = <expr>`, and the `var_ranges = {p0: 64, p1: 10}` its index
#: expressions range over.
_BODY_INDEX = re.compile(r"^\s*(index\d+) = (.*)$", re.M)
_BODY_VAR_RANGES = re.compile(r"^\s*var_ranges = \{(.*)\}$", re.M)
#: Ops whose value is per element whatever their arguments: reductions, scans, masked sub-blocks, random.
_ALWAYS_VARYING = frozenset("reduction scan sort masked load_seed rand randn randint64 bucketize".split())


def _leaves(nodes: Iterable[SchedulerNode]) -> Iterator[SchedulerNode]:
    for node in nodes:
        if node.children:
            yield from _leaves(node.children)
        else:
            yield node


@functools.lru_cache(maxsize=4096)
def _body_ops(body: str) -> tuple[int, int, int, int]:
    """The compute ops of a loop BODY: arithmetic that varies over the loop, arithmetic the same at every
    point, transcendental that varies, transcendental the same at every point. An op is the same at every
    point when its arguments are constants, scalars or loads at an index that uses none of the loop's
    variables, such as AdamW's `pow(beta, step)`: the C++ compiler and Triton compute it once per launch. An
    argument the body does not define varies. (Cached: the layers of a model repeat their bodies.)"""
    loop_vars = set()
    ranges = _BODY_VAR_RANGES.search(body)
    for item in ranges.group(1).split(",") if ranges else ():
        loop_vars.add(item.partition(":")[0].strip())
    varying_index = {
        name: ranges is None or any(ident in loop_vars for ident in _IDENT.findall(expr))
        for name, expr in _BODY_INDEX.findall(body)
    }
    invariant: set[str] = set()
    counts = [0, 0, 0, 0]
    for m in _BODY_LINE.finditer(body):
        name, index, op_name, args = m.groups()
        if name is None:
            invariant.clear()  # a sub-block (`def masked_subblock1`): its names are its own
        elif index is not None:
            if not varying_index.get(index, True):
                invariant.add(name)
        else:
            # The values it takes: not a buffer's name ('buf0'), a dtype, a keyword, a literal or a number.
            values = _BODY_ARG_NAME.findall(_BODY_NOT_VALUE.sub(" ", args))
            varies = op_name in _ALWAYS_VARYING or any(
                v not in invariant for v in values if v not in _LITERALS
            )
            if not varies:
                invariant.add(name)
            if op_name not in _NO_COMPUTE:
                counts[(2 if op_name in TRANSCENDENTAL_OPS else 0) + (0 if varies else 1)] += 1
    return counts[0], counts[1], counts[2], counts[3]


#: One line of a loop body that _body_ops reads: a sub-block's `def`, `name = self.get_index('indexN')`, or
#: `name = ops.<op>(<args>)`.
_BODY_LINE = re.compile(
    r"^[ \t]*(?:def \w+|(\w+) = (?:self\.get_index\('(index\d+)'\)|ops\.(\w+)\((.*)\)))[ \t]*$", re.M
)


_LITERALS = frozenset("True False None inf nan".split())
_BODY_NOT_VALUE = re.compile(r"'[^']*'|torch\.\w+|\b\w+=")
_BODY_ARG_NAME = re.compile(r"\b[A-Za-z_]\w*")


def _element_ops(
    nodes: Sequence[SchedulerNode], hints: dict[str, int]
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The arithmetic and transcendental (TRANSCENDENTAL_OPS) element ops of NODES' loop bodies: each op of a
    body that varies over the loop once per point of the node's iteration and reduction ranges
    (`opN.sizes`), at the size hints, and each op the same at every point once; then the same with each
    node's innermost range rounded up to whole CPU vectors (VECTOR_LANES: a range of 10 runs as one masked
    16-lane vector, whose lanes are paid for). None when no body is recorded or a range is unknown."""
    arithmetic = transcendental = vector_arithmetic = vector_transcendental = 0
    seen = False
    for node in _leaves(nodes):
        if node.loop_body is None:
            continue
        seen = True
        if _OP_CALL.search(node.loop_body) is None:
            continue
        arith, arith_once, heavy, heavy_once = _body_ops(node.loop_body)
        if not (arith or arith_once or heavy or heavy_once):
            continue
        ranges = _SIZES_PAIR.match(node.sizes or "")
        if ranges is None:
            return None
        numel, innermost = 1, 1
        for part in ranges.groups():
            if not part[1:-1].strip():
                continue  # no reduction range
            sizes = _sizes(part)
            poly = _numel(sizes) if sizes is not None else None
            value = _value(poly, hints) if poly is not None else None
            tail = _numel(sizes[-1:]) if sizes else None
            last = _value(tail, hints) if tail is not None else None
            if value is None or last is None:
                return None
            numel *= value
            innermost = last
        vectors = numel // innermost * -(-innermost // VECTOR_LANES) * VECTOR_LANES if innermost else numel
        arithmetic += numel * arith + arith_once
        transcendental += numel * heavy + heavy_once
        vector_arithmetic += vectors * arith + arith_once
        vector_transcendental += vectors * heavy + heavy_once
    if not seen:
        return None
    return (arithmetic, transcendental), (vector_arithmetic, vector_transcendental)


#: The lanes of the CPU model's fp32 vectors (AVX-512, at::vec::Vectorized<float>; Inductor's C++ kernels step
#: their vectorized loops by it: `x1+=static_cast<int64_t>(16L)`).
VECTOR_LANES = 16


_SIZES_PAIR = re.compile(r"^\(\s*(\[[^\]]*\])\s*,\s*(\[[^\]]*\])\s*\)$")


def _users_by_buffer(node: SchedulerNode) -> dict[str, list[str] | None]:
    """Per buffer a fused NODE writes, its users as the first member (depth first) printing them gives:
    its `.outputs` entry's, else (2.1–2.4) the node-level `.users` of a member writing it. None: none
    listed."""
    users: dict[str, list[str] | None] = {}
    for member in node.walk():
        for out in member.outputs:
            users.setdefault(out.name, out.users or None)
        if member.users and not member.outputs:  # with outputs, `buffer_names` are theirs: seen above
            for name in member.buffer_names:
                users.setdefault(name, member.users)
    return users


def _launches_bytes(
    launches: dict[int | None, list[SchedulerNode]], shapes: _Shapes, hints: dict[str, int]
) -> _NodeBytes:
    """Bytes read and written by the post-fusion nodes of a kernel's LAUNCHES, each launch's counted apart
    (two launches reading one buffer read it twice), the buffers they write in place, and the bytes read
    of them from the graph's inputs; None: unknown, or no node linked."""
    if not launches:
        return None, None, (), None
    if len(launches) == 1:
        return _node_bytes(next(iter(launches.values())), shapes, hints)
    each = [_node_bytes(nodes, shapes, hints) for nodes in launches.values()]
    mutated = tuple(dict.fromkeys(name for _, _, names, _ in each for name in names))
    return (
        _sum(read for read, _, _, _ in each),
        _sum(written for _, written, _, _ in each),
        mutated,
        _sum(from_inputs for _, _, _, from_inputs in each),
    )


#: Bytes read, bytes written (None: unknown), the buffers written in place, and of the bytes read those
#: of the graph's inputs (None: unknown, or the artifacts do not say which buffers are its inputs).
_NodeBytes = tuple[Poly | None, Poly | None, tuple[str, ...], Poly | None]


class _Accessed:
    """The buffers one launch reads or writes: per buffer its first dependency, and all of them for the few
    buffers with several (no list per buffer)."""

    def __init__(self) -> None:
        self.first: dict[str, Dependency] = {}
        self.more: dict[str, list[Dependency]] = {}

    def __contains__(self, buffer: str) -> bool:
        return buffer in self.first

    def add(self, buffer: str, dep: Dependency) -> None:
        if buffer not in self.first:
            self.first[buffer] = dep
        else:
            self.more.setdefault(buffer, [self.first[buffer]]).append(dep)

    def bytes(self, shapes: _Shapes, hints: dict[str, int]) -> Poly | None:
        return _bytes(self.first, self.more, shapes, hints)


def _add_reads(node: SchedulerNode, reads: _Accessed, shapes: _Shapes) -> None:
    """NODE's reads, but of buffers never allocated; a mutating buffer's are of the buffers it mutates."""
    removed, mutations = shapes.removed, shapes.mutations
    for deps in (node.unmet_dependencies, node.met_dependencies):
        for dep in deps:
            if dep.kind == "WeakDep":
                continue
            for buffer in mutations.get(dep.buffer) or (dep.buffer,):
                if buffer not in removed:
                    reads.add(buffer, dep)


def _node_bytes(nodes: Sequence[SchedulerNode], shapes: _Shapes, hints: dict[str, int]) -> _NodeBytes:
    """Bytes read and written by the post-fusion NODES of one launch of a kernel (None: unknown), and the
    buffers they write in place.

    A node of the launch reading what a node before it wrote (the C++ back end's loop nests of one kernel)
    reads it back: a loop nest finishes before the next starts (profiles agree). A buffer whose layout
    mutates others (`MutationLayoutSHOULDREMOVE`, its `mutations` line: an in-place op, `copy_` into a graph
    input, an optimizer's update of a parameter) is never allocated: reading or writing it reads or writes
    the buffers it mutates, which count."""
    removed, mutations = shapes.removed, shapes.mutations
    mutated: dict[str, None] = {}
    members: set[str] | None = None
    reads, writes = _Accessed(), _Accessed()
    for node in nodes:
        _add_reads(node, reads, shapes)
        users_of = _users_by_buffer(node) if node.is_fused else None
        for dep in node.writes:
            buffer = dep.buffer
            if dep.kind == "WeakDep":
                continue
            targets = mutations.get(buffer)
            if targets:
                for target in (t for t in targets if t not in removed):
                    if target not in writes:  # else the launch's own output, written before
                        mutated[target] = None
                    writes.add(target, dep)
                continue
            if buffer in removed:
                continue
            users = users_of.get(buffer) if users_of is not None else None
            if users is not None:
                if members is None:
                    members = {n.name for node in nodes for n in node.walk()}
                if all(u in members for u in users):
                    continue  # only the fused node itself uses it: never materialised
            writes.add(buffer, dep)
    inputs = shapes.inputs
    from_inputs = (
        _bytes({b: d for b, d in reads.first.items() if b in inputs}, reads.more, shapes, hints)
        if inputs
        else None
    )
    return reads.bytes(shapes, hints), writes.bytes(shapes, hints), tuple(mutated), from_inputs


def _why_unknown(nodes: Sequence[SchedulerNode], shapes: _Shapes, hints: dict[str, int]) -> str:
    """Why the bytes of NODES are unknown: the first buffer whose dtype or size the artifacts do not give, or
    whose symbolic size has no hint."""
    for node in nodes:
        for dep in (*node.unmet_dependencies, *node.met_dependencies, *node.writes):
            if dep.kind == "WeakDep":
                continue
            for name in shapes.mutations.get(dep.buffer) or (dep.buffer,):
                if name in shapes.removed:
                    continue
                if name not in shapes.dtypes:
                    return f"the dtype of {name} is not in the artifacts"
                sizes = shapes.shapes.get(name)
                whole = None if sizes is None else _numel(sizes)
                touched = _dep_numel(dep)
                if whole is None and touched is None:
                    indirect = " (indirect indexing)" if dep.kind == "MemoryDep" else ""
                    return f"the size of {name} is not in the artifacts{indirect}"
                for poly in (whole, touched):
                    if poly is not None and _value(poly, hints) is None:
                        return f"{name}'s size {_text(poly)}: {_no_hint(_text(poly), hints)}"
    return "its dependencies cannot be read"


def _unknown(read: Amount, written: Amount, flops: Amount | None) -> bool:
    return read.value is None or written.value is None or (flops is not None and flops.value is None)


def _why_unknown_amount(amount: Amount, what: str) -> str | None:
    """Why AMOUNT (WHAT it counts) has no value though it was counted: a symbol without a size hint."""
    if amount.value is None and amount.expr is not None:
        return f"{what} {amount.expr}: {_no_hint(amount.expr, {})}"
    return None


def _no_hint(expr: str, hints: dict[str, int]) -> str:
    """`no size hint for s0, s1`: the symbols of EXPR without a hint."""
    symbols = [name for name in dict.fromkeys(_IDENT.findall(expr)) if name not in hints]
    return f"no size hint for {', '.join(symbols)}" if symbols else "a symbolic size with no hint"


# ------------------------------------------------------------------------------------------- FLOPs

_EXTERN_OP = re.compile(r"^(?:extern_kernels\.|torch\.ops\.aten\.|aten\.|torch\.ops\.\w+\.|torch\.)?(\w+)")


def extern_op(callee: str) -> str:
    """`extern_kernels.addmm` -> `addmm`; `torch.ops.aten._scaled_dot_product_flash_attention.default` ->
    `_scaled_dot_product_flash_attention`."""
    m = _EXTERN_OP.match(callee)
    return m.group(1) if m else callee


_ASSIGNED_CALL = re.compile(r"^\w+\s*=\s*[\w.]+\(")


# Graphs of one model repeat their extern calls: each statement is read once per process. Callers never change
# what they get.
@functools.lru_cache(maxsize=1 << 14)
def _call_arguments(text: str) -> tuple[list[str], dict[str, str]]:
    """Positional and keyword arguments of the call in a wrapper statement."""
    body = text.split("=", 1)[1] if _ASSIGNED_CALL.match(text) else text
    open_at = body.find("(")
    close_at = body.rfind(")")
    if open_at < 0 or close_at < open_at:
        return [], {}
    positional, keywords = [], {}
    for arg in split_top_level(body[open_at + 1 : close_at]):
        key, eq, value = arg.partition("=")
        if eq and _IDENT.fullmatch(key.strip()) and not value.startswith("="):
            keywords[key.strip()] = value.strip()
        else:
            positional.append(arg)
    return positional, keywords


def _arg_sizes(arg: str | None, shapes: _Shapes) -> tuple[Poly, ...] | None:
    """The sizes of an extern call's tensor argument: a `reinterpret_tensor(x, (sizes), ...)` view's, or the
    named tensor's."""
    sizes = None if arg is None else _call_arg_sizes(arg, shapes)
    return None if sizes is None else _size_polys(sizes)


def _call_arg_sizes(arg: str, shapes: _Shapes) -> Sizes | None:
    """The sizes, as written, of an extern call's tensor argument ARG (None: not a tensor of known sizes)."""
    arg = arg.strip()
    if arg.startswith(("reinterpret_tensor(", "as_strided(")):
        return _view_sizes(arg)
    return shapes.sizes(arg) if _IDENT.fullmatch(arg) else None


def _view_base(arg: str) -> str:
    """The tensor a `reinterpret_tensor(x, ...)` view ARG is of; ARG itself when it is no view."""
    arg = arg.strip()
    if arg.startswith(("reinterpret_tensor(", "as_strided(")):
        return split_top_level(arg[arg.find("(") + 1 : -1])[0]
    return arg


@functools.lru_cache(maxsize=1 << 14)
def _view_sizes(view: str) -> Sizes | None:
    """The sizes of `reinterpret_tensor(x, (sizes), ...)`."""
    inner = split_top_level(view[view.find("(") + 1 : -1])
    return _sizes(inner[1]) if len(inner) > 1 else None


def _matmul(a: Sequence[Poly] | None, b: Sequence[Poly] | None, batched: bool) -> Poly | None:
    rank = 3 if batched else 2
    if a is None or b is None or len(a) != rank or len(b) != rank:
        return None
    m, k = a[-2], a[-1]
    n = b[-1]
    factors: list[Poly] = [{(): 2}, m, n, k, *([a[0]] if batched else [])]
    return _product(factors)


_SDPA = re.compile(r"_scaled_dot_product_\w*attention|scaled_dot_product_attention")


def _flops(
    op: str, positional: list[str], keywords: dict[str, str], output: str | None, shapes: _Shapes
) -> tuple[bool, Poly | None]:
    """(whether OP has a FLOP formula, its FLOPs from the operands' shapes or None when they are unknown)."""

    def arg(i: int) -> tuple[Poly, ...] | None:
        return _arg_sizes(positional[i], shapes) if i < len(positional) else None

    if op in ("mm", "_int_mm"):
        return True, _matmul(arg(0), arg(1), False)
    if op == "addmm":
        return True, _matmul(arg(1), arg(2), False)
    if op == "bmm":
        return True, _matmul(arg(0), arg(1), True)
    if op == "baddbmm":
        return True, _matmul(arg(1), arg(2), True)
    if op in ("convolution", "_convolution"):
        x, w = arg(0), arg(1)
        out = _arg_sizes(output, shapes)
        transposed = keywords.get("transposed", positional[6] if len(positional) > 6 else "False") == "True"
        spatial_of = x if transposed else out
        if x is None or w is None or spatial_of is None or len(w) < 3:
            return True, None
        return True, _product([{(): 2}, x[0], w[0], w[1], *w[2:], *spatial_of[2:]])
    if _SDPA.search(op):
        backward = op.endswith("_backward")
        q, k, v = (
            arg(i + backward) for i in range(3)
        )  # a backward's first argument is the output's gradient
        if q is None or k is None or v is None or len(q) != 4 or len(k) != 4 or len(v) != 4:
            return True, None
        b, h, s_q, d_q = q
        s_k, d_v = k[2], v[3]
        # flop_counter.py's sdpa_flop_count: q @ k^T and scores @ v; sdpa_backward_flop_count: the scores
        # recomputed, the gradients of v and of the scores, then of k and of q: 3 matmuls over d_q, 2 over
        # d_v. Causal masking is not discounted (as there).
        over_q, over_v = (3, 2) if backward else (1, 1)
        return True, _add(
            _product([{(): 2 * over_q}, b, h, s_q, s_k, d_q]),
            _product([{(): 2 * over_v}, b, h, s_q, s_k, d_v]),
        )
    return False, None


_PIECE = re.compile(r"^(\w+) = (\w+)\[(\d+)\]$")


def _pieces(code: OutputCode | None) -> dict[str, list[str]]:
    """Per call returning several tensors (`buf9 = op(...)`), the names the wrapper gives them
    (`buf10 = buf9[0]`)."""
    out: dict[str, list[str]] = {}
    if code is not None:
        for step in code.wrapper:
            if "[" in step.text and (m := _PIECE.match(step.text)):
                out.setdefault(m.group(2), []).append(m.group(1))
    return out


def _call_bytes(
    op: str,
    positional: list[str],
    keywords: dict[str, str],
    output: str | None,
    pieces: list[str],
    shapes: _Shapes,
) -> tuple[Poly | None, Poly | None, str | None]:
    """Bytes an extern call reads and writes by the wrapper's shapes: every tensor argument read once (a view
    as its sizes), the output written once (`out=`, the assigned buffer, or the tensors the wrapper takes
    out of its result); and, when unknown, why. The least any implementation moves."""
    args = [*positional, *(value for key, value in keywords.items() if key != "out")]
    read: Poly | None = {}
    why = None
    for arg in args:
        text = arg.strip()
        if not (_IDENT.fullmatch(text) or text.startswith(("reinterpret_tensor(", "as_strided("))):
            continue  # a literal: a number, a bool, None, a list of sizes
        if _IDENT.fullmatch(text) and (text in shapes.hints or text in ("None", "True", "False")):
            continue  # a symbol's value
        read, why = _add_tensor(read, text, shapes, why)
    out = keywords.get("out")
    if not out and output is None and op.endswith("_") and positional:
        out = positional[0]  # an in-place op (`index_put_`) writes its first argument
    written: Poly | None = {}
    for name in [out] if out else pieces or ([output] if output else []):
        written, why = _add_tensor(written, name.strip(), shapes, why)
    if output is None and not out:
        return read, None, why or "the call's output is not named"
    return read, written, why


def _add_tensor(
    total: Poly | None, arg: str, shapes: _Shapes, why: str | None
) -> tuple[Poly | None, str | None]:
    """TOTAL plus the bytes of tensor ARG (a name or a view); None, and why, when its dtype or sizes are not
    in the artifacts."""
    base = _view_base(arg)
    sizes = _call_arg_sizes(arg, shapes)
    dtype = shapes.dtype(base)
    if sizes is None or dtype is None:
        missing = "sizes of" if sizes is None else "dtype of"
        return None, why or f"the {missing} {base} {'are' if sizes is None else 'is'} not in the artifacts"
    numel = _numel(sizes)
    if total is None or numel is None:
        return None, why or f"the sizes of {base} cannot be read"
    return _add(total, _scaled(numel, DTYPE_BYTES[dtype])), why


# ------------------------------------------------------------------------------------------- a graph

_RECORDED = re.compile(r"RecordFunction\w*\s+\w+\(\s*\"([^\"]+)\"")


def graph_costs(graph: CompiledGraph) -> GraphCosts:
    """The estimated cost of every kernel and extern call of GRAPH: parsed in full (`load_graph`), or in
    summary's mode with costs (`load_graph(folder, full=False, costs=True)`), which gives the same result.
    Linked or not: the links are found here without the networkx graph (summary never imports networkx)."""
    ensure_wrapper_linked(graph)
    links = _Links(graph)
    shapes = _Shapes(graph, links.buffers)
    hints = shapes.hints
    code = graph.output_code
    inputs = code.example_inputs if code is not None else {}
    symbols = {name: value for name, value in hints.items() if name not in inputs}
    costs = GraphCosts(graph=graph.name, compile_id=graph.compile_id, device_type=None, hints=symbols)
    launch_lines: dict[str, list[int]] = {}
    if code is not None:
        for step in code.wrapper:
            if step.kind == "launch" and step.kernel:
                launch_lines.setdefault(step.kernel, []).append(step.line)
    amount = _Amounts(hints)
    by_node, by_callee, not_estimated = _inductor_estimates(graph)
    estimated, unjoined = estimated_kernel_nodes(graph)  # trace-only graphs: kernel -> `opN` by position
    for kernel in graph.kernels:
        nodes = links.posts.get(kernel.name, ())
        if costs.device_type is None:
            costs.device_type = _device(nodes) or _kernel_device(kernel)
        launches = links.launches.get(kernel.name, {})
        read, written, mutated, from_inputs = _launches_bytes(launches, shapes, hints)
        gb = kernel.meta.get("kernel_num_gb")
        meta = round(float(gb) * 1e9) if isinstance(gb, (int, float)) and not isinstance(gb, bool) else None
        source = (
            "inductor_meta kernel_num_gb"
            if meta is not None
            else "scheduler IR"
            if nodes and (read is not None and written is not None)
            else None
        )
        fx_nodes, sources, pre_grad = _origins(graph, links, kernel.name)
        why = None
        if meta is None and (read is None or written is None):
            why = (
                _why_unknown(nodes, shapes, hints)
                if nodes
                else "no scheduler IR in the artifacts"
                if graph.post_fusion is None
                else "no post-fusion scheduler node is linked to it"
            )
        read_amount, written_amount = amount(read), amount(written)
        why = (
            why or _why_unknown_amount(read_amount, "read") or _why_unknown_amount(written_amount, "written")
        )
        element_ops = _element_ops(nodes, hints) if nodes else None
        costs.kernels.append(
            KernelCost(
                graph=costs.graph,
                name=kernel.name,
                ref=kernel.name,
                kind=kernel.kind,
                category=kernel.category,
                bytes_read=read_amount,
                bytes_written=written_amount,
                bytes_source=source,
                bytes_meta=meta,
                flops=None,
                dtype=_output_dtype(nodes, shapes) if nodes else None,
                line=kernel.line,
                profile_names=_profile_names(kernel.source),
                launches=len(launch_lines.get(kernel.name, ())),
                element_ops=element_ops[0] if element_ops else None,
                vector_element_ops=element_ops[1] if element_ops else None,
                fx_nodes=fx_nodes,
                sources=sources,
                pre_grad_nodes=pre_grad,
                launch_lines=tuple(launch_lines.get(kernel.name, ())),
                mutated=mutated,
                unknown_reason=why if meta is None and _unknown(read_amount, written_amount, None) else None,
                inductor_us=_node_estimate(nodes, by_node)
                if nodes
                else _named_estimate(estimated.get(kernel.name, ()), by_node),
                inductor_unknown_reason=unjoined.get(kernel.name) or not_estimated,
                bytes_from_inputs=amount(from_inputs).value if from_inputs is not None else None,
            )
        )
    calls: dict[tuple[object, ...], list[KernelCost]] = {}
    pieces = _pieces(code)
    for ext in graph.externs:
        nodes = links.posts.get(ext.id, ())
        if costs.device_type is None:
            costs.device_type = _device(nodes)
        read, written, mutated, _ = _node_bytes(nodes, shapes, hints) if nodes else (None, None, (), None)
        op = extern_op(ext.name)
        positional, keywords = _call_arguments(ext.step.text)
        output = ext.step.output
        has_formula, flops = _flops(op, positional, keywords, output, shapes)
        source = "scheduler IR" if nodes and read is not None and written is not None else None
        why = None
        if source is None:
            by_read, by_written, why = _call_bytes(
                op, positional, keywords, output, pieces.get(output or "", []), shapes
            )
            if by_read is not None and by_written is not None:
                read, written, source = by_read, by_written, "wrapper shapes"
        read_amount, written_amount = amount(read), amount(written)
        flops_amount = amount(flops) if has_formula else None
        if has_formula and flops is None:
            why = why or f"the shapes of {op}'s operands are not in the artifacts"
        for figure, what in ((read_amount, "read"), (written_amount, "written"), (flops_amount, "FLOPs")):
            if figure is not None:
                why = why or _why_unknown_amount(figure, what)
        dtype = shapes.dtype(output) if output else None
        if dtype is None and positional:
            dtype = shapes.dtype(_view_base(positional[0]))
        fx_nodes, sources, pre_grad = _origins(graph, links, ext.id)
        cost = KernelCost(
            graph=costs.graph,
            name=ext.name,
            ref=ext.id,
            kind="extern",
            category=op,
            bytes_read=read_amount,
            bytes_written=written_amount,
            bytes_source=source,
            bytes_meta=None,
            flops=flops_amount,
            dtype=dtype,
            line=ext.step.line,
            aten_op=f"aten::{op}",
            launches=1,
            fx_nodes=fx_nodes,
            sources=sources,
            pre_grad_nodes=pre_grad,
            launch_lines=(ext.step.line,),
            mutated=mutated,
            unknown_reason=why if _unknown(read_amount, written_amount, flops_amount) else None,
            inductor_us=_callee_estimate(by_callee, ext.name),
            inductor_unknown_reason=not_estimated,
        )
        key = (
            ext.name,
            _call_shapes(positional, keywords, output, shapes),
            cost.bytes_read,
            cost.bytes_written,
        )
        calls.setdefault((*key, cost.flops, cost.dtype), []).append(cost)
    costs.externs = [_grouped(group) for group in calls.values()]
    return costs


#: Why a graph whose runtime meta gives 0 ns for every op has no Inductor estimate.
NO_CPU_ESTIMATES = "Inductor logged 0 ns for every op of this graph: it estimates the runtime of GPU ops only"


def _inductor_estimates(
    graph: CompiledGraph,
) -> tuple[dict[str, float], dict[str, list[float]], str | None]:
    """GRAPH's Inductor runtime estimates in µs: per scheduler node (`op3`, a fused `op3_op4`), and per extern
    callee in call order (`extern_kernels.mm`: the estimate of its first call, its second, ...); and why there
    are none though the artifact was logged (NO_CPU_ESTIMATES), else None."""
    by_node: dict[str, float] = {}
    by_callee: dict[str, list[float]] = {}
    if graph.inductor_estimates and not any(ns for _, ns in graph.inductor_estimates):
        # Inductor's estimator returns 0 for an op whose output is not on a GPU (scheduler.py,
        # `_get_estimated_runtime`): not an estimate.
        return by_node, by_callee, NO_CPU_ESTIMATES
    for name, ns in graph.inductor_estimates:
        if SCHEDULER_NODE.match(name):
            by_node[name] = by_node.get(name, 0.0) + ns / 1e3
        else:
            by_callee.setdefault(name, []).append(ns / 1e3)
    return by_node, by_callee, None


def _node_estimate(nodes: Sequence[SchedulerNode], by_node: dict[str, float]) -> float | None:
    """Inductor's estimate of the kernel made of NODES (post-fusion nodes): theirs summed, or their members'
    (None: Inductor estimated none of them)."""
    found = [
        by_node[name]
        for node in nodes
        for name in (node.name, *(c.name for c in node.children))
        if name in by_node
    ]
    return sum(found) if found else None


def _named_estimate(names: Sequence[str], by_node: dict[str, float]) -> float | None:
    """Inductor's estimate of the scheduler nodes NAMES (`op1`, `op6_op7`) summed; None for none."""
    found = [by_node[name] for name in names if name in by_node]
    return sum(found) if found else None


def _callee_estimate(by_callee: dict[str, list[float]], name: str) -> float | None:
    """Inductor's estimate of the next call of extern NAME (taken from BY_CALLEE): under its own name, else
    under the name Inductor gives the op an AOTInductor shim calls (`extern_kernels.addmm` for
    `aoti_torch_cpu_addmm_out`)."""
    key = (
        name
        if by_callee.get(name)
        else next((k for k in by_callee if by_callee[k] and same_call(k, name)), None)
    )
    return by_callee[key].pop(0) if key is not None else None


def _call_shapes(
    positional: list[str], keywords: dict[str, str], output: str | None, shapes: _Shapes
) -> tuple[object, ...]:
    """What makes two calls of one op the same call: each argument's dtype and sizes where it is a tensor of
    known shape, else its text (a literal, or a tensor whose shape is unknown: the same tensor only), and
    the output's dtype and sizes."""

    def shape_of(arg: str) -> object:
        sizes = _call_arg_sizes(arg, shapes)
        return arg if sizes is None else (shapes.dtype(_view_base(arg)), sizes)

    return (
        tuple(shape_of(a) for a in positional),
        tuple((k, shape_of(v)) for k, v in sorted(keywords.items()) if k != "out"),
        None if output is None else (shapes.dtype(output), shapes.sizes(output)),
    )


def _grouped(calls: list[KernelCost]) -> KernelCost:
    """One row for CALLS, extern calls of the same op with the same shapes: the first call's, with the
    launches, bytes and FLOPs of them all."""
    first = calls[0]
    if len(calls) == 1:
        return first
    n = len(calls)
    return replace(
        first,
        bytes_read=_times(first.bytes_read, n),
        bytes_written=_times(first.bytes_written, n),
        flops=None if first.flops is None else _times(first.flops, n),
        launches=n,
        fx_nodes=tuple(dict.fromkeys(node for c in calls for node in c.fx_nodes)),
        sources=tuple(dict.fromkeys(source for c in calls for source in c.sources)),
        pre_grad_nodes=tuple(dict.fromkeys(node for c in calls for node in c.pre_grad_nodes)),
        launch_lines=tuple(line for c in calls for line in c.launch_lines),
        inductor_us=None
        if any(c.inductor_us is None for c in calls)
        else sum(c.inductor_us or 0 for c in calls),
    )


def _times(amount: Amount, n: int) -> Amount:
    """N times AMOUNT."""
    if amount.value is None:
        return amount
    return Amount(amount.value * n, f"{n}*({amount.expr})" if amount.expr else None)


def _output_dtype(nodes: Sequence[SchedulerNode], shapes: _Shapes) -> str | None:
    """The dtype of the first buffer NODES write whose dtype is known."""
    dtypes = shapes.dtypes
    for node in nodes:
        for name in node.buffer_names:
            if dtype := dtypes.get(name):
                return dtype
    return None


def _profile_names(source: str) -> tuple[str, ...]:
    """The names a C++ kernel's SOURCE records itself under (`cpp.enable_kernel_profile`)."""
    if "RecordFunction" not in source:  # the names' marker: most kernels record none
        return ()
    return tuple(dict.fromkeys(_RECORDED.findall(source)))


_KIND_DEVICE = {"cpp": "cpu", "triton": "cuda"}


def _kernel_device(kernel: Kernel) -> str | None:
    """The device a kernel's code is for, when the IR does not say (a compile the trace log alone holds):
    the device its launcher names; else the CPU for C++ kernels and a GPU for Triton ones (the Triton-on-CPU
    runs seen name `device_str='cpu'`); else unknown."""
    if kernel.device_str:
        return kernel.device_str
    return _KIND_DEVICE.get(kernel.kind)


def _device(nodes: Sequence[SchedulerNode]) -> str | None:
    """The first device the IR gives NODES (a fused node's are its members' `.group.device` and outputs'
    layouts)."""
    for node in nodes:
        for member in node.walk():
            if member.device:
                return member.device
            for buffer in member.outputs:
                if buffer.device:
                    return buffer.device
    return None


class _Links:
    """GRAPH's links that costs need, found as `linked` finds them (analysis/linking.py) without its networkx
    graph: the post-fusion nodes and the FX nodes of each kernel or extern call, and the buffer table."""

    def __init__(self, graph: CompiledGraph) -> None:
        self.posts: dict[KernelRef, list[SchedulerNode]] = {}
        # The same nodes per launch of the kernel (its launch's wrapper line): a node whose launch is a guess
        # goes with the node before it.
        self.launches: dict[KernelRef, dict[int | None, list[SchedulerNode]]] = {}
        post = graph.post_fusion
        for name, ref, line in codegen_links(graph):  # none without post-fusion IR
            node = post.node(name) if post is not None else None
            if node is not None:
                self.posts.setdefault(ref, []).append(node)
                groups = self.launches.setdefault(ref, {})
                if line is None and groups:
                    line = next(reversed(groups))
                groups.setdefault(line, []).append(node)
        # The FX nodes (of the top-level FX graph) lowered into each kernel or extern call, in graph order.
        self.fx: dict[KernelRef, list[FxNode]] = {}
        refs: dict[str, dict[KernelRef, None]] = {}
        for name, ref in lowered_links(graph):
            refs.setdefault(name, {})[ref] = None
        fx = graph.fx
        if refs and fx is not None:
            top = fx.top_level
            for fx_node in fx.nodes:
                if fx_node.name in refs and fx_node.subgraph == top:
                    for ref in refs[fx_node.name]:
                        self.fx.setdefault(ref, []).append(fx_node)
        self._unlinked_origins(graph)
        # dtype, size and `removed` of each buffer of the buffer table (summary's mode does not make it; a
        # graph without scheduler IR has a table of Inductor's tensor meta, which costs leave aside).
        self.buffers = (
            {name: (info.dtype, info.size, info.removed) for name, info in graph.buffers.items()}
            if graph.buffers and (graph.post_fusion or graph.pre_fusion) is not None
            else buffer_shapes(graph)
        )

    def _unlinked_origins(self, graph: CompiledGraph) -> None:
        """For kernels and extern calls the code comments link no FX node to, the nodes the provenance maps
        give them (a post-grad pass's, `addmm_default`, are in fx_graph_transformed.py only), else those the
        wrapper's `Source Nodes` comment before their launches names; each found by name in the graph's FX
        graphs (readable, transformed, the trace log's post-grad graph), so that a map of another graph
        links nothing."""
        code = graph.output_code
        if code is None:
            return
        named: dict[KernelRef, list[str]] = {}
        for ref, names in provenance_post_nodes(graph):
            if ref not in self.fx:
                named.setdefault(ref, []).extend(names)
        extern_at = {e.step.line: e.id for e in graph.externs}
        for ref, names in commented_source_nodes(code, extern_at).items():
            if ref not in self.fx and ref not in named:
                named[ref] = names
        if not named:
            return
        nodes: dict[str, FxNode] = {}
        post_grad = graph.fx_stages.get("inductor_post_grad_graph")
        for fx in (graph.fx_readable, graph.fx_transformed, post_grad):
            if fx is not None:
                for node in fx.nodes:
                    if node.subgraph == fx.top_level:
                        nodes.setdefault(node.name, node)
        for ref, names in named.items():
            found = [nodes[name] for name in dict.fromkeys(names) if name in nodes]
            if found:
                self.fx[ref] = found


def _origins(
    graph: CompiledGraph, links: _Links, ref: KernelRef
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The FX nodes lowered into REF, the user's source lines they came from (else those of the pre-grad nodes
    the provenance gives them, else the trace log's kernel stack traces), and those pre-grad nodes."""
    nodes = links.fx.get(ref, ())
    traced = graph.kernel_stack_traces.get(ref, ())
    pre_grad = pre_grad_origins(graph, [n.name for n in nodes])
    if not nodes and not traced:
        return (), (), ()
    sources = [str(n.location) for n in nodes if n.location is not None]
    if not sources:
        sources = [str(location) for _, location in pre_grad if location is not None]
    sources.extend([str(loc) for loc in traced])
    return tuple([n.name for n in nodes]), tuple(dict.fromkeys(sources)), tuple(name for name, _ in pre_grad)


def total(costs: Iterable[KernelCost], device: Device) -> CostTotal:
    """Bytes moved, FLOPs and estimated µs of COSTS together, over the rows whose figures are known, with why
    each other row's are not."""
    moved: Amount = Amount(0)
    flops: Amount = Amount(0)
    us_total = 0.0
    rows = 0
    unknown: list[str] = []
    moved_partial = flops_partial = False
    for cost in costs:
        rows += 1
        us = estimated_us(cost, device)
        if cost.bytes_moved is not None:
            moved = add_amounts(moved, cost.bytes_total)
        else:
            moved_partial = True
        if cost.flops is not None:
            if cost.flops.value is not None:
                flops = add_amounts(flops, cost.flops)
            else:
                flops_partial = True
        if us is not None:
            us_total += us
        else:
            unknown.append(cost.unknown_reason or "unknown")
    return CostTotal(moved, flops, us_total, rows, tuple(unknown), moved_partial, flops_partial)


# ------------------------------------------------------------------------------------------- a profile


@dataclass(frozen=True)
class CostRow:
    """One kernel or extern call of the session, with its estimate under a device and its measure."""

    index: int  # the graph's position in the session's list of graph costs
    cost: KernelCost
    estimated_us: float | None  # of all its launches
    measured: Measured | None
    rank: int | None = None  # its graph's rank (GraphCosts.rank)

    @property
    def estimated_us_per_launch(self) -> float | None:
        return self.cost.per_launch(self.estimated_us)


def ranked(
    graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None = None, externs: bool | None = None
) -> list[CostRow]:
    """Every kernel (EXTERNS False), extern call (True) or both (None) of GRAPHS, costliest first: by measured
    time when a profile is joined (what it did not measure after), then by estimated time; unknown last."""
    rows = []
    for index, graph in enumerate(graphs):
        items = graph.all if externs is None else graph.externs if externs else graph.kernels
        for cost in items:
            measured = join.measured.get((index, cost.ref)) if join is not None else None
            rows.append(CostRow(index, cost, estimated_us(cost, device), measured, graph.rank))
    rows.sort(
        key=lambda r: (
            r.measured is None,
            -(r.measured.total_us if r.measured else 0.0),
            r.estimated_us is None,
            -(r.estimated_us or 0.0),
        )
    )
    return rows


@dataclass(frozen=True)
class RankAgreement:
    """How well the estimate ranks like a profile: Spearman's rho of the estimated and measured per-launch
    times over the COUNT generated kernels both know (1: the same order; -1: reversed), and how many of them
    are estimated within 3x of their measured per-launch time."""

    rho: float
    count: int
    within_3x: int


def _ranks(values: Sequence[float]) -> list[float]:
    """Each value's rank (0-based; tied values share their average rank)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    return ranks


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Spearman's rank correlation of XS and YS (None: fewer than 3 pairs, or one side all tied)."""
    if len(xs) < 3 or len(xs) != len(ys):
        return None
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else None


def rank_agreement(rows: Iterable[CostRow], device: Device) -> RankAgreement | None:
    """The agreement of ROWS' estimates under DEVICE with their measures, over the generated kernels (extern
    calls left out: their time is a library's); None with fewer than 3 kernels both estimated and measured."""
    pairs = [
        (estimate, row.measured.mean_us)
        for row in rows
        if row.cost.kind != "extern" and row.measured is not None and row.measured.count
        for estimate in [estimated_us_per_launch(row.cost, device)]
        if estimate is not None
    ]
    rho = spearman([e for e, _ in pairs], [m for _, m in pairs])
    if rho is None:
        return None
    within = sum(1 / 3 <= e / m <= 3 for e, m in pairs if m > 0)
    return RankAgreement(rho, len(pairs), within)


_REGION = "Torch-Compiled Region: "
_KERNEL_SHAPED = re.compile(r"^(?:graph_\d+_)?(?:cpp_|triton_|cuda_|extern_)")
_DEVICE_CATEGORIES = ("kernel", "gpu_op")


@dataclass
class _Target:
    graph: int
    ref: KernelRef


def join_profile(profile: Profile, graphs: Sequence[GraphCosts]) -> ProfileJoin:
    """Join PROFILE's events to the kernels and extern calls of GRAPHS (by index).

    Generated kernels join by the name the profile records (a Triton kernel's launched name; a C++ kernel's
    `graph_N_<name>` record function, with `cpp.enable_kernel_profile`), extern calls by their aten op
    (`aten::addmm`; on a GPU, the device kernels that op launched). A name several graphs define is joined
    to the graph of the compile the profile names (the `Torch-Compiled Region: 0/0` the event ran in), else
    it is ambiguous. Several calls of one op in one graph share its events in call order. Events of no
    kernel (eager ops, other processes) are unmatched; only the outermost ops count, so nothing is
    counted twice.
    """
    by_name, by_op = _targets(graphs)
    events = profile.events
    device = any(e.category in _DEVICE_CATEGORIES for e in events)
    threads = _Threads(events)
    counted = [
        e
        for e in events
        if e.category in ("cpu_op", "user_annotation", None)
        and (
            e.name in by_name
            or e.name in by_op
            or e.name.startswith("aten::")
            or _KERNEL_SHAPED.match(e.name)
        )
    ]
    outer = {id(counted[i]) for i in _outermost(counted)}
    launch_of = {
        e.correlation: e for e in events if e.correlation is not None and e.category not in _DEVICE_CATEGORIES
    }
    op_of_external = {
        e.external_id: e for e in events if e.external_id is not None and e.category == "cpu_op"
    }

    join = ProfileJoin(path=profile.path, profiled_us=0.0, device_events=device)
    sums: dict[tuple[int, KernelRef], list[float]] = {}
    unmatched: dict[str, list[float]] = {}
    ambiguous: dict[str, tuple[list[float], set[int]]] = {}
    seen_in_region: dict[tuple[int, str, int], int] = {}  # (region event id, op, graph) -> calls seen

    for event in events:
        if device:
            if event.category not in _DEVICE_CATEGORIES:
                continue
            host = launch_of.get(event.correlation) if event.correlation is not None else None
            op_event = op_of_external.get(event.external_id) if event.external_id is not None else None
            anchor = host or op_event or event
        else:
            if event.category not in ("cpu_op", "user_annotation", None):
                continue
            if id(event) not in outer:
                continue
            anchor, op_event = event, event
        region = threads.region(anchor)
        compile_id = region.name[len(_REGION) :] if region is not None else None
        targets: list[_Target] = []
        if event.name in by_name:
            targets = _pick(by_name[event.name], graphs, compile_id)
        elif op_event is not None and op_event.name in by_op:
            per_graph = by_op[op_event.name]
            if len(per_graph) > 1 and compile_id is not None:
                per_graph = [
                    calls
                    for calls in per_graph
                    if _compile(graphs[calls[0].graph].compile_id) == _compile(compile_id)
                ] or per_graph
            if len(per_graph) == 1:
                in_graph = per_graph[0]
                key = (id(region) if region is not None else 0, op_event.name, in_graph[0].graph)
                seen = seen_in_region.get(key, 0)
                seen_in_region[key] = seen + 1
                targets = [in_graph[seen % len(in_graph)]]
            else:
                targets = [t[0] for t in per_graph]
        join.profiled_us += event.dur
        label = (
            op_event.name
            if (op_event is not None and event.name not in by_name and op_event.name in by_op)
            else event.name
        )
        if len(targets) == 1:
            sums.setdefault((targets[0].graph, targets[0].ref), []).append(event.dur)
        elif targets:
            durations, where = ambiguous.setdefault(label, ([], set()))
            durations.append(event.dur)
            where.update(t.graph for t in targets)
        else:
            unmatched.setdefault(event.name, []).append(event.dur)
    total_us = join.profiled_us or 1.0
    join.measured = {key: Measured(len(d), sum(d), sum(d) / total_us) for key, d in sums.items()}
    join.unmatched = sorted(
        (UnjoinedEvents(name, len(d), sum(d)) for name, d in unmatched.items()), key=lambda u: -u.total_us
    )
    join.ambiguous = sorted(
        (
            UnjoinedEvents(name, len(d), sum(d), tuple(graphs[i].graph for i in sorted(where)))
            for name, (d, where) in ambiguous.items()
        ),
        key=lambda u: -u.total_us,
    )
    return join


def _targets(graphs: Sequence[GraphCosts]) -> tuple[dict[str, list[_Target]], dict[str, list[list[_Target]]]]:
    """The kernels of GRAPHS by every name a profile may record them under, and the extern calls by aten op
    (per graph, its calls in wrapper order, each the target of its row)."""
    by_name: dict[str, list[_Target]] = {}
    by_op: dict[str, list[list[_Target]]] = {}
    for index, graph in enumerate(graphs):
        for cost in graph.kernels:
            for name in dict.fromkeys((cost.name, *cost.profile_names)):
                by_name.setdefault(name, []).append(_Target(index, cost.ref))
        calls: dict[str, list[tuple[int, _Target]]] = {}
        for cost in graph.externs:
            if cost.aten_op:
                target = _Target(index, cost.ref)  # a row's calls all join to it
                for line in cost.launch_lines or (0,):
                    calls.setdefault(cost.aten_op, []).append((line, target))
        for op, lined in calls.items():
            lined.sort(key=lambda pair: pair[0])
            by_op.setdefault(op, []).append([target for _, target in lined])
    return by_name, by_op


def _pick(targets: list[_Target], graphs: Sequence[GraphCosts], compile_id: str | None) -> list[_Target]:
    """TARGETS narrowed to the compile the profile names, when it names one that some of them have."""
    if len({t.graph for t in targets}) <= 1 or compile_id is None:
        return targets
    named = [t for t in targets if _compile(graphs[t.graph].compile_id) == _compile(compile_id)]
    return named or targets


def _compile(compile_id: str | None) -> str | None:
    """`0/0_1` (an attempt, restarted after a graph break) -> its compile `0/0`, as a profile names it."""
    return re.sub(r"_\d+$", "", compile_id) if compile_id else None


class _Threads:
    """Per (pid, tid): the compiled regions sorted by start, to find the one around an event."""

    def __init__(self, events: list[ProfileEvent]) -> None:
        self.regions: dict[tuple[str, str], list[ProfileEvent]] = {}
        for event in events:
            if event.name.startswith(_REGION):
                self.regions.setdefault((event.pid, event.tid), []).append(event)
        self.starts: dict[tuple[str, str], list[float]] = {}
        for key, group in self.regions.items():
            group.sort(key=lambda e: (e.ts, -e.dur))
            self.starts[key] = [e.ts for e in group]

    def region(self, event: ProfileEvent) -> ProfileEvent | None:
        """The innermost `Torch-Compiled Region` around EVENT on its thread."""
        key = (event.pid, event.tid)
        group = self.regions.get(key)
        if not group:
            return None
        at = bisect.bisect_right(self.starts[key], event.ts) - 1
        while at >= 0:
            region = group[at]
            if event.ts + event.dur <= region.ts + region.dur + 1e-3:
                return region
            at -= 1
        return None


def _outermost(events: list[ProfileEvent]) -> set[int]:
    """Indexes (into EVENTS) of those no other of EVENTS on the same thread encloses."""
    out: set[int] = set()
    by_thread: dict[tuple[str, str], list[int]] = {}
    for i, event in enumerate(events):
        by_thread.setdefault((event.pid, event.tid), []).append(i)
    for indexes in by_thread.values():
        indexes.sort(key=lambda i: (events[i].ts, -events[i].dur))
        open_end = float("-inf")
        for i in indexes:
            end = events[i].ts + events[i].dur
            if events[i].ts >= open_end - 1e-3 or end > open_end + 1e-3:
                out.add(i)
                open_end = end
    return out
