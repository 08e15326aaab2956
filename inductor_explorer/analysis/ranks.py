"""Where the ranks of a distributed job diverge: compile ids, graph breaks, cache hits, kernels, collectives.

Pure: it reads the parsed trace logs of each rank's run and the kernel names of each compile (which the
caller takes from the graphs, loaded or scanned) and compares them. A compile only some ranks have is
reported once, under the compile ids; its other aspects are compared among the ranks that have it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from inductor_explorer.analysis.counts import counts_of
from inductor_explorer.model.graph import CompiledGraph, GraphDigest
from inductor_explorer.model.ranks import (
    CACHE,
    COLLECTIVES,
    COMPILE_IDS,
    GRAPH_BREAKS,
    KERNELS,
    PER_COMPILE,
    Divergence,
    RankComparison,
    RankGroup,
    RankRun,
)
from inductor_explorer.model.run import ParsedTree, RunFolder
from inductor_explorer.model.trace import COLLECTIVE_SCHEDULE, CompileId, TraceLog, compile_keys


def run_rank(run: RunFolder, traces: Iterable[TraceLog]) -> int | None:
    """RUN's rank: the one its log's file name gives, else the `rank` its trace records carry."""
    if run.rank is not None:
        return run.rank
    return next((t.rank for t in traces if t.rank is not None), None)


def frame_key(compile_id: str | None) -> str | None:
    """ "0/0_1" -> "0/0": graphs and records are compared per compile, not per attempt."""
    parsed = CompileId.parse(compile_id) if compile_id else None
    return parsed.frame_key if parsed is not None else None


def rank_run(
    rank: int, name: str, traces: Sequence[TraceLog], kernels: Mapping[str, Iterable[str]]
) -> RankRun:
    """RANK's compiles and, per compile, its graph breaks, cache events, kernel names (KERNELS: frame key ->
    the kernel names of its graphs) and collective schedule."""
    recorded = next((t.rank for t in traces if t.rank is not None), None)
    out = RankRun(rank, name, recorded, compile_keys(traces), {aspect: {} for aspect in PER_COMPILE})
    breaks, cache, collectives = out.facts[GRAPH_BREAKS], out.facts[CACHE], out.facts[COLLECTIVES]
    for trace in traces:
        for gb in trace.graph_breaks:
            if gb.compile_id is not None:
                first = (gb.gb_type or gb.reason or "?").strip().splitlines() or ["?"]
                breaks.setdefault(gb.compile_id.frame_key, []).append(first[0])
        for record in trace.compiles.values():
            key = record.compile_id.frame_key
            if record.cache_events:
                cache.setdefault(key, []).extend(record.cache_events)
            if record.collective_schedule is not None:
                collectives.setdefault(key, []).extend(record.collective_schedule)
            elif COLLECTIVE_SCHEDULE in record.artifacts:  # logged, but not a list of ops (a problem says so)
                out.unknown.setdefault(COLLECTIVES, set()).add(key)
    for values in (*breaks.values(), *cache.values()):
        values.sort()
    out.facts[KERNELS] = {key: sorted(set(names)) for key, names in kernels.items()}
    return out


def _groups(values: Sequence[tuple[int, tuple[str, ...]]]) -> list[RankGroup]:
    """(rank, value) pairs grouped by value (two runs of one rank stay two entries)."""
    by_value: dict[tuple[str, ...], list[int]] = {}
    for rank, value in values:
        by_value.setdefault(value, []).append(rank)
    groups = [RankGroup(tuple(ranks), value) for value, ranks in by_value.items()]
    return sorted(groups, key=lambda g: (-len(g.ranks), g.ranks))


def compare_ranks(runs: Sequence[RankRun]) -> RankComparison:
    """Where RUNS (one per rank) differ; none of them differing: the ranks agree."""
    union: dict[str, None] = {}
    for run in runs:
        union.update(dict.fromkeys(run.compiles))
    out = RankComparison(list(runs), len(union))
    ids = [(r.rank, tuple(r.compiles)) for r in runs]
    if len({value for _, value in ids}) > 1:
        out.divergences.append(Divergence(COMPILE_IDS, None, _groups(ids)))
    for key in union:
        having = [r for r in runs if key in r.compiles]
        for aspect in PER_COMPILE:
            values = [
                (r.rank, tuple(r.facts.get(aspect, {}).get(key, ())))
                for r in having
                if key not in r.unknown.get(aspect, ())
            ]
            if len({value for _, value in values}) > 1:
                out.divergences.append(Divergence(aspect, key, _groups(values)))
    return out


def kernels_by_compile(graphs: Iterable[tuple[str | None, Iterable[str]]]) -> dict[str, list[str]]:
    """(compile id, kernel names) per graph -> frame key -> the kernel names of its graphs (a graph with no
    compile id, a debug folder no trace log names, is left out: it cannot be matched across ranks)."""
    out: dict[str, list[str]] = {}
    for compile_id, names in graphs:
        key = frame_key(compile_id)
        if key is not None:
            out.setdefault(key, []).extend(names)
    return out


def compare_session(
    runs: Iterable[tuple[RunFolder, Sequence[TraceLog], Mapping[str, Iterable[str]]]],
) -> RankComparison | None:
    """The comparison of the ranked runs of a session, given per run its folder, trace logs and kernel names
    per compile (kernels_by_compile); None when fewer than two distinct ranks are there."""
    ranked = []
    for run, traces, kernels in runs:
        rank = run_rank(run, traces)
        if rank is not None:
            ranked.append(rank_run(rank, run.name, traces, kernels))
    if len({r.rank for r in ranked}) < 2:
        return None
    return compare_ranks(sorted(ranked, key=lambda r: r.rank))


def session_ranks(loaded: ParsedTree) -> RankComparison | None:
    """Where the ranks of LOADED diverge (kernel names per compile from its graphs); None: under two ranks."""

    def kernels(graphs: Iterable[CompiledGraph | GraphDigest]) -> dict[str, list[str]]:
        counts = [counts_of(g) for g in graphs]
        return kernels_by_compile((c.compile_id, [k.name for k in c.kernels]) for c in counts)

    return compare_session((r.run, r.traces, kernels(r.graphs)) for r in loaded.runs)
