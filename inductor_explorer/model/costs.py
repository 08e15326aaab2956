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
    bytes_meta: int | None  # kernel_num_gb in bytes, when the kernel's inductor_meta has it
    flops: Amount | None  # extern calls with a FLOP formula (mm, addmm, bmm, baddbmm, convolution, SDPA)
    dtype: str | None  # the output's dtype (`float32`), which picks the device's peak FLOP/s
    line: int | None  # output_code.py line of its definition (kernels) or call (extern calls)
    aten_op: str | None = None  # extern calls: the aten op a profile records (`aten::addmm`)
    profile_names: tuple[str, ...] = ()  # names a profile may record it under (C++: `graph_0_cpp_fused_..`)
    launches: int = 0  # how many times the wrapper launches or calls it
    fx_nodes: tuple[str, ...] = ()  # the FX nodes lowered into it
    sources: tuple[str, ...] = ()  # the user's source lines they came from (`model.py:42`)

    def __reduce__(self) -> tuple[type[KernelCost], tuple[object, ...]]:
        """Pickled as its fields' values in order, without their names (summary's worker processes send
        every kernel's), and made again by __init__."""
        return KernelCost, _kernel_cost_fields(self)

    @property
    def bytes_total(self) -> Amount:
        """Bytes moved: kernel_num_gb when Inductor counted them, else read + written."""
        if self.bytes_meta is not None:
            return Amount(self.bytes_meta)
        return add_amounts(self.bytes_read, self.bytes_written)

    @property
    def bytes_moved(self) -> int | None:
        """`bytes_total`'s value, without making its symbolic form (estimates ask it of every kernel)."""
        if self.bytes_meta is not None:
            return self.bytes_meta
        read, written = self.bytes_read.value, self.bytes_written.value
        return None if read is None or written is None else read + written

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
class Device:
    """A device model: peak memory bandwidth and peak FLOP/s by dtype, and where the figures come from."""

    name: str
    description: str
    bandwidth: float  # bytes/s
    flops: dict[str, float]  # FLOP/s by dtype (`float32`, `float16`, `bfloat16`); `default` for the others
    source: str

    def peak_flops(self, dtype: str | None) -> float:
        return self.flops.get(dtype or "", self.flops["default"])


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
