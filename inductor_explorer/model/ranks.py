"""The ranks of a distributed job, side by side: what each rank compiled and where the ranks diverge.

Every rank of a job should compile the same frames to the same graphs; when one rank compiles a frame
the others do not, breaks a graph elsewhere, hits the cache where another misses, or schedules its
collectives differently, the job hangs or runs slowly (tlparse's `--all-ranks-html` warns of the same).
:mod:`inductor_explorer.analysis.ranks` fills these from the trace logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: What is compared, in the order the Ranks view lists it: the compile ids first, then per compile.
COMPILE_IDS = "compile ids"
GRAPH_BREAKS = "graph breaks"
CACHE = "cache hits/misses"
KERNELS = "kernels"
COLLECTIVES = "collective schedule"
PER_COMPILE = (GRAPH_BREAKS, CACHE, KERNELS, COLLECTIVES)


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


@dataclass
class RankComparison:
    """Every rank of a session and where they diverge (no divergence: the ranks agree)."""

    runs: list[RankRun]  # by rank
    compiles: int  # compiles of the union of the ranks' compile ids
    divergences: list[Divergence] = field(default_factory=list)

    @property
    def ranks(self) -> list[int]:
        return [run.rank for run in self.runs]

    @property
    def verdict(self) -> str:
        """One line: `ranks agree: ...` or `ranks diverge: <aspect> (<compile ids>); ...`."""
        if not self.divergences:
            return (
                f"ranks agree: {len(self.ranks)} ranks, the same {self.compiles} compile"
                f"{'s' if self.compiles != 1 else ''}, graph breaks, cache hits, kernels, collectives"
            )
        where: dict[str, list[str]] = {}
        for divergence in self.divergences:
            where.setdefault(divergence.aspect, [])
            if divergence.compile_id is not None:
                where[divergence.aspect].append(divergence.compile_id)
            else:  # the compile ids: how many each group of ranks compiled
                where[divergence.aspect] = [
                    f"{ranks_phrase(g.ranks)}: {len(g.value)} compile{'s' if len(g.value) != 1 else ''}"
                    for g in divergence.groups
                ]
        parts = [
            f"{aspect} ({('; ' if aspect == COMPILE_IDS else ', ').join(ids)})"
            for aspect, ids in where.items()
        ]
        return "ranks diverge: " + "; ".join(parts)


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
