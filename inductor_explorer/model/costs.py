"""What kernels cost: the estimate from the artifacts and the measure from a profile, as plain data.

analysis/costs.py computes these; every face (costs, summary --json, the Costs view, the Overview) renders
them. A graph's costs are small and picklable, so summary's worker processes send them back in a GraphDigest.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter

from inductor_explorer.model.ids import KernelRef


@dataclass(frozen=True)
class Amount:
    """A count of bytes or FLOPs: its value at the size hints the artifacts record (None: unknown), and its
    symbolic form when it depends on symbolic sizes (dynamic shapes), e.g. `192*s77 + 512`."""

    value: int | None
    expr: str | None = None

    @property
    def symbolic(self) -> bool:
        return self.expr is not None

    @property
    def known(self) -> bool:
        return self.value is not None


UNKNOWN = Amount(None)


@dataclass
class KernelCost:
    """The estimated cost of one kernel, or of one extern call of the wrapper, of one compiled graph.

    Never changed once made, yet not frozen: a run has tens of thousands, and a frozen dataclass's __init__
    sets each field through object.__setattr__."""

    graph: str  # the compiled graph's name
    name: str  # kernel name, or the extern call's callee (`extern_kernels.addmm`)
    ref: KernelRef  # the graph's id of it: the kernel name, or `extern:<wrapper line>`
    kind: str  # triton, cpp, ... for kernels; `extern` for extern and fallback calls
    category: str | None  # pointwise, reduction, ... (kernels); the op (`addmm`) for extern calls
    bytes_read: Amount
    bytes_written: Amount
    # Where the bytes come from: "scheduler IR" (its read/write dependencies and the buffers' dtype and size),
    # "inductor_meta kernel_num_gb" (Inductor's own count in a Triton kernel's metadata; read and written
    # are then the IR's, when it has them), or None when neither gives them.
    bytes_source: str | None
    bytes_meta: int | None  # kernel_num_gb in bytes (one launch's), when the kernel's inductor_meta has it
    flops: Amount | None  # extern calls with a FLOP formula (mm, addmm, bmm, baddbmm, convolution, SDPA)
    dtype: str | None  # the output's dtype (`float32`), which picks the device's peak FLOP/s
    line: int | None  # output_code.py line of its definition (kernels) or call (extern calls)
    aten_op: str | None = None  # extern calls: the aten op a profile records (`aten::addmm`)
    profile_names: tuple[str, ...] = ()  # names a profile may record it under (C++: `graph_0_cpp_fused_..`)
    # How many times one call of the compiled graph launches it: its launches in the wrapper (kernels), or
    # its calls with the same op and shapes (extern calls, one row for them all, as a profile's
    # `key_averages(group_by_input_shape=True)` groups them). Bytes, FLOPs and the estimate are the total of
    # them all; the per-launch figures are that total over `launches`.
    launches: int = 0
    # Generated kernels: the (arithmetic, transcendental) element ops of its loop bodies at the size hints
    element_ops: tuple[int, int] | None = None
    # The same with each loop's innermost range rounded up to whole 16-lane CPU vectors (what the CPU model
    # counts: a masked lane costs as a used one)
    vector_element_ops: tuple[int, int] | None = None
    fx_nodes: tuple[str, ...] = ()  # the FX nodes lowered into it
    sources: tuple[str, ...] = ()  # the user's source lines they came from (`model.py:42`)
    pre_grad_nodes: tuple[str, ...] = ()  # the pre-grad FX nodes the provenance maps give its FX nodes
    launch_lines: tuple[int, ...] = ()  # output_code.py lines of its launches or calls, in wrapper order
    # Buffers it writes in place (graph inputs, parameters, optimizer state: the IR's `mutations`), whose
    # writes `bytes_written` counts.
    mutated: tuple[str, ...] = ()
    # Why its bytes, FLOPs or estimate are unknown, where one is (`the dtype of buf3 is not in the
    # artifacts`).
    unknown_reason: str | None = None
    inductor_us: float | None = None  # Inductor's own estimate of its launches (runtime meta artifact)
    # Why the runtime meta artifact's estimates could not be joined to it, where they were logged.
    inductor_unknown_reason: str | None = None
    # Of `bytes_read`, the bytes read from the graph's inputs (its callers' tensors, parameters: not written
    # by a launch of this graph just before); None: unknown
    bytes_from_inputs: int | None = None

    def __reduce__(self) -> tuple[type[KernelCost], tuple[object, ...]]:
        """Pickled as its fields' values in order, without their names (summary's worker processes send
        every kernel's), and made again by __init__."""
        return KernelCost, _kernel_cost_fields(self)

    @property
    def bytes_total(self) -> Amount:
        """Bytes moved by all its launches: kernel_num_gb times the launches when Inductor counted them, else
        read + written."""
        if self.bytes_meta is not None:
            return Amount(self.bytes_meta * max(self.launches, 1))
        return add_amounts(self.bytes_read, self.bytes_written)

    @property
    def bytes_moved(self) -> int | None:
        """`bytes_total`'s value, without making its symbolic form (estimates ask it of every kernel)."""
        if self.bytes_meta is not None:
            return self.bytes_meta * max(self.launches, 1)
        read, written = self.bytes_read.value, self.bytes_written.value
        return None if read is None or written is None else read + written

    def per_launch(self, value: float | None) -> float | None:
        """VALUE, a total over the launches (bytes, FLOPs, µs), for one launch; None when unknown."""
        if value is None:
            return None
        return value / self.launches if self.launches > 1 else value

    @property
    def symbolic(self) -> bool:
        return (
            self.bytes_read.symbolic
            or self.bytes_written.symbolic
            or (self.flops is not None and self.flops.symbolic)
        )


_kernel_cost_fields = attrgetter(*(f.name for f in fields(KernelCost)))


def add_amounts(a: Amount, b: Amount) -> Amount:
    """A + B; unknown when either is. The symbolic form joins the parts' forms (or values) with `+`."""
    if a.value is None or b.value is None:
        return UNKNOWN
    if a.expr is None and b.expr is None:
        return Amount(a.value + b.value)
    return Amount(a.value + b.value, f"{a.expr or a.value} + {b.expr or b.value}")


@dataclass(frozen=True)
class CostTotal:
    """Bytes moved, FLOPs and estimated µs of some rows together, over what is known: with rows whose figure
    is unknown left out, a lower bound ("at least"), never unknown."""

    moved: Amount
    flops: Amount
    us: float
    rows: int
    unknown: tuple[str, ...] = ()  # per row whose estimate is unknown, why
    moved_partial: bool = False  # some row's bytes are unknown: `moved` is a lower bound
    flops_partial: bool = False  # some row's FLOPs (of an op with a formula) are unknown

    @property
    def complete(self) -> bool:
        return not self.unknown


@dataclass
class GraphCosts:
    """The costs of one compiled graph's kernels and extern calls, in output_code.py order."""

    graph: str
    compile_id: str | None
    device_type: str | None  # `cpu`, `cuda`, ... of its kernels, when the artifacts say
    kernels: list[KernelCost] = field(default_factory=list)
    externs: list[KernelCost] = field(default_factory=list)
    hints: dict[str, int] = field(default_factory=dict)  # size hint per symbol, as the artifacts record them
    rank: int | None = None  # its run's rank, in a session of several ranks (None: one rank, or none)

    @property
    def all(self) -> list[KernelCost]:
        return [*self.kernels, *self.externs]


@dataclass(frozen=True)
class FixedCost:
    """What one launch costs a device model before it moves a byte, and where the figures come from."""

    launch_us: float  # a generated kernel's launch
    call_us: float  # an extern call: an aten op dispatched, its library (oneDNN, cuBLAS, ...) set up
    source: str


@dataclass(frozen=True)
class CacheLevel:
    """The cache a device model's launches find their data in when it fits (a CPU core's L2), and where the
    figures come from."""

    size: int  # bytes, of all the cores the model is for
    bandwidth: float  # bytes/s, of all of them
    source: str


@dataclass(frozen=True)
class Device:
    """A device model: peak memory bandwidth and peak FLOP/s by dtype, and where the figures come from."""

    name: str
    description: str
    bandwidth: float  # bytes/s
    flops: dict[str, float]  # FLOP/s by dtype (`float32`, `float16`, `bfloat16`); `default` for the others
    source: str
    fixed: FixedCost = field(default_factory=lambda: FixedCost(0.0, 0.0, ""))  # per launch
    cores: int | None = None  # CPU models: the threads the figures are for (None: a GPU)
    # What one transcendental element op (exp, erf, sqrt, a division...) costs, in peak FLOPs
    transcendental: float = 1.0
    transcendental_source: str = ""
    cache: CacheLevel | None = None  # None: every byte at `bandwidth` (the GPU models)

    def peak_flops(self, dtype: str | None) -> float:
        return self.flops.get(dtype or "", self.flops["default"])

    def fixed_us(self, kind: str) -> float:
        """The fixed cost of one launch of a row of KIND (`extern`: an extern call; else a kernel)."""
        return self.fixed.call_us if kind == "extern" else self.fixed.launch_us


@dataclass(frozen=True)
class Measured:
    """What a profile measured for one kernel or extern call."""

    count: int
    total_us: float
    share: float  # of the profiled time

    @property
    def mean_us(self) -> float:
        return self.total_us / self.count if self.count else 0.0


@dataclass(frozen=True)
class UnjoinedEvents:
    """Profile events of one name that joined no kernel (`graphs` empty), or several (ambiguous: the
    graphs defining the name, none of them named by the profile)."""

    name: str
    count: int
    total_us: float
    graphs: tuple[str, ...] = ()


@dataclass
class ProfileJoin:
    """A profile joined to a session's kernels: the measure per (graph index, ref), and what did not join."""

    path: str
    profiled_us: float  # the time the shares are of: every event counted (joined, ambiguous or not)
    device_events: bool  # timed on a device (GPU kernels), else on the CPU
    measured: dict[tuple[int, KernelRef], Measured] = field(default_factory=dict)
    unmatched: list[UnjoinedEvents] = field(default_factory=list)
    ambiguous: list[UnjoinedEvents] = field(default_factory=list)
