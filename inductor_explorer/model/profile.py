"""A torch.profiler Chrome trace, as the loader reads it: its complete (`"ph": "X"`) events."""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_explorer.model.artifacts import Problem


@dataclass(frozen=True)
class ProfileEvent:
    """One timed event: a CPU op or record function (`cpu_op`, `user_annotation`), a device kernel
    (`kernel`), a runtime call (`cuda_runtime`), ..."""

    name: str
    category: str | None
    ts: float  # µs
    dur: float  # µs
    pid: str
    tid: str
    external_id: int | None = None  # `args["External id"]`: links a device kernel to the op that launched it
    correlation: int | None = None  # `args["correlation"]`: links a device kernel to its launch call


@dataclass
class Profile:
    path: str
    events: list[ProfileEvent] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
