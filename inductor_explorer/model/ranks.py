"""The ranks of a distributed job, side by side: what each rank compiled and where the ranks diverge.

Every rank of a job should compile the same frames to the same graphs; when one rank compiles a frame
the others do not, breaks a graph elsewhere, hits the cache where another misses, or schedules its
collectives differently, the job hangs or runs slowly (tlparse's `--all-ranks-html` warns of the same).
:mod:`inductor_explorer.analysis.ranks` fills these from the trace logs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

#: What is compared, in the order the Ranks view lists it: the compile ids first, then per compile.
COMPILE_IDS = "compile ids"
GRAPH_BREAKS = "graph breaks"
CACHE = "cache hits/misses"
KERNELS = "kernels"
COLLECTIVES = "collective schedule"
ISSUED = "collectives issued"  # the c10d calls of the output code, in code order
# Inductor's tensor meta of the compile's ops (their outputs' shapes, strides, dtypes), compared by payload
# digest as tlparse compares it
TENSOR_META = "tensor meta"
PER_COMPILE = (GRAPH_BREAKS, CACHE, KERNELS, COLLECTIVES, ISSUED, TENSOR_META)
EXECUTION_ORDER = "graph execution order"  # of the whole run, as COMPILE_IDS


@dataclass
class RankRun:
    """What one rank's run compiled: per compile (frame key, "0/0"), each compared aspect's value."""

    rank: int
    name: str  # the run (its log's file name, for a log alone)
    recorded_rank: int | None = None  # the `rank` its trace records carry (may differ from the file name's)
    compiles: list[str] = field(default_factory=list)  # frame keys, logged order
    # aspect (PER_COMPILE) -> frame key -> the value compared: a sorted list, or the ops in scheduled order
    facts: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    # aspect -> the frame keys whose value this rank's log holds but could not be read: left out of that
    # comparison
    unknown: dict[str, set[str]] = field(default_factory=dict)
    # frame key -> Inductor's estimate of the compile's graphs' runtime, ns (compiles it estimated)
    estimates: dict[str, float] = field(default_factory=dict)
    # the compile ids of the graphs it ran, in the order it ran them (None: not logged)
    execution_order: list[str] | None = None
    # compiles whose collective schedule disagrees with the collectives the output code calls
    parity: list[ParityMismatch] = field(default_factory=list)


@dataclass(frozen=True)
class RankGroup:
    """The ranks that share one value of an aspect."""

    ranks: tuple[int, ...]
    value: tuple[str, ...]


@dataclass
class Divergence:
    """One aspect on which the ranks differ: of the whole run (COMPILE_ID None) or of one compile."""

    aspect: str
    compile_id: str | None
    groups: list[RankGroup]  # the largest group first: the odd ranks out come after it


@dataclass(frozen=True)
class ParityMismatch:
    """Within one rank and compile, the collective schedule against the collectives its output code calls, by
    collective (tlparse's collectives parity: ops counted by kind, `wait_tensor` apart)."""

    rank: int
    compile_id: str  # frame key
    counts: tuple[tuple[str, int, int], ...]  # (collective, scheduled, called) where the two differ
    missing_waits: int  # collectives the code calls beyond its `wait_tensor` calls

    @property
    def offset(self) -> int:
        """How many collectives the schedule and the code count differently (tlparse's `offset`)."""
        return sum(abs(scheduled - called) for _, scheduled, called in self.counts)

    @property
    def phrase(self) -> str:
        return parity_phrase(self.rank, self.compile_id, self.counts, self.missing_waits)


@dataclass(frozen=True)
class EstimateSpread:
    """Inductor's runtime estimate of one compile on each rank that estimated it: the fastest and the slowest
    rank (tlparse's graph runtime analysis)."""

    compile_id: str  # frame key
    ranks: int  # how many ranks estimated it
    fastest: tuple[int, float]  # (rank, ns)
    slowest: tuple[int, float]

    @property
    def delta_ns(self) -> float:
        return self.slowest[1] - self.fastest[1]

    @property
    def phrase(self) -> str:
        return estimate_phrase(self.compile_id, self.ranks, self.fastest, self.slowest)


def parity_phrase(
    rank: int, compile_id: str, counts: Sequence[tuple[str, int, int]], missing_waits: int
) -> str:
    """`rank 0, 0/1: reduce_scatter scheduled 0, called 1; 1 collective without a wait_tensor`."""
    parts = [f"{kind} scheduled {scheduled}, called {called}" for kind, scheduled, called in counts]
    if missing_waits:
        parts.append(f"{missing_waits} collective{'s' if missing_waits != 1 else ''} without a wait_tensor")
    return f"rank {rank}, {compile_id}: " + "; ".join(parts)


def estimate_phrase(
    compile_id: str, ranks: int, fastest: tuple[int, float], slowest: tuple[int, float]
) -> str:
    """`0/0: slowest rank 3 15.877 ms, fastest rank 0 13.806 ms (+2.071 ms)`, or `0/0: 2 ranks, each
    13.806 ms`."""
    if round(slowest[1]) == round(
        fastest[1]
    ):  # to the nanosecond: float sums of the same ops may differ past it
        return f"{compile_id}: {ranks} ranks, each {fastest[1] / 1e6:.3f} ms"
    return (
        f"{compile_id}: slowest rank {slowest[0]} {slowest[1] / 1e6:.3f} ms, fastest rank {fastest[0]} "
        f"{fastest[1] / 1e6:.3f} ms (+{(slowest[1] - fastest[1]) / 1e6:.3f} ms)"
    )


@dataclass
class RankComparison:
    """Every rank of a session and where they diverge (no divergence: the ranks agree)."""

    runs: list[RankRun]  # by rank
    compiles: int  # compiles of the union of the ranks' compile ids
    divergences: list[Divergence] = field(default_factory=list)
    # within each rank: compiles whose collective schedule disagrees with the output code's calls
    parity: list[ParityMismatch] = field(default_factory=list)
    # per compile two or more ranks estimated, its fastest and slowest rank (union order)
    estimates: list[EstimateSpread] = field(default_factory=list)

    @property
    def ranks(self) -> list[int]:
        return [run.rank for run in self.runs]

    @property
    def within_phrase(self) -> str | None:
        """`rank 0's collective schedule differs from its output code (0/1)`, or `... within rank 0 (0/1),
        rank 3 (0/0)`; None: each schedule matches its code."""
        if not self.parity:
            return None
        by_rank: dict[int, list[str]] = {}
        for mismatch in self.parity:
            by_rank.setdefault(mismatch.rank, []).append(mismatch.compile_id)
        ranks = sorted(by_rank)
        shown = ", ".join(f"{ranks_phrase([r])} ({', '.join(by_rank[r])})" for r in ranks[:PHRASE_GROUPS])
        more = f", {len(ranks) - PHRASE_GROUPS} more ranks" if len(ranks) > PHRASE_GROUPS else ""
        if len(ranks) == 1:
            ids = ", ".join(by_rank[ranks[0]])
            return f"rank {ranks[0]}'s collective schedule differs from its output code ({ids})"
        return f"collective schedule differs from output code within {shown}{more}"

    @property
    def verdict(self) -> str:
        """One line: `ranks agree: ...` or `ranks diverge: <aspect> (<compile ids>); ...`, then where a rank's
        collective schedule disagrees with its own output code (parity_phrase)."""
        within = f"; {self.within_phrase}" if self.parity else ""
        if not self.divergences:
            return (
                f"ranks agree: {len(self.ranks)} ranks, the same {self.compiles} compile"
                f"{'s' if self.compiles != 1 else ''}, graph breaks, cache hits, kernels, collectives{within}"
            )
        where: dict[str, list[str]] = {}
        for divergence in self.divergences:
            where.setdefault(divergence.aspect, [])
            if divergence.compile_id is not None:
                where[divergence.aspect].append(divergence.compile_id)
            elif divergence.aspect == EXECUTION_ORDER:
                where[divergence.aspect] = [order_phrase(divergence.groups)]
            else:  # the compile ids: how many each group of ranks compiled
                where[divergence.aspect] = [
                    f"{ranks_phrase(g.ranks)}: {len(g.value)} compile{'s' if len(g.value) != 1 else ''}"
                    for g in divergence.groups
                ]
        parts = [
            f"{aspect} ({('; ' if aspect == COMPILE_IDS else ', ').join(ids)})"
            for aspect, ids in where.items()
        ]
        return "ranks diverge: " + "; ".join(parts) + within


#: Groups of ranks a verdict names before it says how many more there are.
PHRASE_GROUPS = 3


def order_phrase(groups: list[RankGroup]) -> str:
    """Where graph execution orders first differ: `call 1: rank 0 runs 0/1, rank 1 runs 0/0`."""
    values = [g.value for g in groups]
    first = next(
        (
            i
            for i in range(max(len(v) for v in values))
            if len({v[i] if i < len(v) else None for v in values}) > 1
        ),
        0,
    )
    runs = [
        f"{ranks_phrase(g.ranks)} runs {g.value[first] if first < len(g.value) else 'nothing'}"
        for g in groups[:PHRASE_GROUPS]
    ]
    more = [f"{len(groups) - PHRASE_GROUPS} more groups"] if len(groups) > PHRASE_GROUPS else []
    return f"call {first + 1}: " + ", ".join([*runs, *more])


def ranks_phrase(ranks: tuple[int, ...] | list[int]) -> str:
    """`rank 3`, `ranks 0-2, 5`: runs of consecutive ranks folded."""
    spans: list[str] = []
    ordered = sorted(ranks)
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        spans.append(str(ordered[i]) if i == j else f"{ordered[i]}-{ordered[j]}")
        i = j + 1
    return ("rank " if len(ordered) == 1 else "ranks ") + ", ".join(spans)
