"""Where a compile spent its time, from the trace log's `chromium_event` records, and the automatic-dynamic
decisions Dynamo logged as instant events of them.

Dynamo times each phase (`dynamo`, `entire_frame_compile`, `backend_compile`, `inductor_compile`,
`compile_file`, ...) with a begin (`ph: B`) and an end (`ph: E`) record, or one complete record (`ph: X`,
with `dur`), timestamps in microseconds; phases nest by time. Instant records (`ph: i`) mark a moment:
`fx_graph_cache_hit`/`_miss`/`_bypass`/`_disabled`, `automatic_dynamic`, ...
Nothing here does I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class CompilePhase:
    """One timed phase of a compile, with the phases and instant events inside it (by start time)."""

    name: str  # e.g. "inductor_compile"
    start_us: float
    end_us: float | None = None  # None: the log has no end record (cut short, or the compile crashed)
    cache_state: str | None = None  # the end record's `cache_state`: hit, miss, bypass, disabled
    instant: bool = False  # a `ph: i` event: a moment, not a span
    children: list[CompilePhase] = field(default_factory=list)  # by start time

    def __reduce__(self) -> tuple[type[CompilePhase], tuple]:
        # A big log's TraceLog holds a phase per chromium event, pickled by the worker process that read it:
        # the fields as a tuple, not a dict naming each slot again.
        return CompilePhase, (
            self.name,
            self.start_us,
            self.end_us,
            self.cache_state,
            self.instant,
            self.children,
        )

    @property
    def duration_s(self) -> float | None:
        if self.instant:
            return 0.0
        return (self.end_us - self.start_us) / 1e6 if self.end_us is not None else None


@dataclass(frozen=True, slots=True)
class AutomaticDynamic:
    """`automatic_dynamic`: Dynamo saw a size, stride or scalar change against the previous compile of the
    frame and made that dimension (or value) dynamic for this compile."""

    name: str  # the source, e.g. "L['x']"
    dim_changed: str  # "0" (a dimension index), "all", "scalar"
    reason: str  # "size change", "stride change", "dimensionality change", "scalar change"
    cached: str  # the value the earlier compile was specialized to
    new: str  # the value seen now
    # what changed: "size" or "stride" (of a tensor), "scalar" (an int or float), "" when the log cannot tell.
    # A "dimensionality change" is logged once for the sizes and once for the strides, with the same words.
    changed: str = ""


def _end(phase: CompilePhase) -> float:
    if phase.instant:
        return phase.start_us
    return phase.end_us if phase.end_us is not None else float("inf")


def nest_by_time(phases: list[CompilePhase]) -> list[CompilePhase]:
    """The outermost of PHASES, each phase inside the innermost one that spans it (an unfinished phase spans
    all that starts after it). Phases that only overlap, as worker threads' do, are not nested."""
    roots: list[CompilePhase] = []
    open_: list[CompilePhase] = []
    open_ends: list[float] = []  # _end of each open phase: worked out once per phase
    # By start, longest first, spans before instants; the index keeps equal ones in logged order.
    by_time = sorted([(p.start_us, -_end(p), p.instant, i, p) for i, p in enumerate(phases)])
    for _, neg_end, instant, _, phase in by_time:
        end = -neg_end
        while open_ends and end > open_ends[-1]:
            open_.pop()
            open_ends.pop()
        (open_[-1].children if open_ else roots).append(phase)
        if not instant:
            open_.append(phase)
            open_ends.append(end)
    return roots


def phases_time_s(roots: list[CompilePhase]) -> float | None:
    """The time covered by ROOTS (overlaps counted once, unfinished phases left out); None when none ended."""
    spans = sorted((p.start_us, p.end_us) for p in roots if not p.instant and p.end_us is not None)
    if not spans:
        return None
    total, (start, end) = 0.0, spans[0]
    for begin, finish in spans[1:]:
        if begin > end:
            total += end - start
            start, end = begin, finish
        else:
            end = max(end, finish)
    return (total + end - start) / 1e6
