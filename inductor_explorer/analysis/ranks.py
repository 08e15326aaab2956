"""Where the ranks of a distributed job diverge: compile ids, graph breaks, cache hits, kernels, collectives,
graph execution order; and what tlparse's multi-rank report checks within and across ranks: each rank's
collective schedule against its output code (collectives parity), Inductor's runtime estimates per rank.

Pure: it reads the parsed trace logs of each rank's run and the kernel names of each compile (which the
caller takes from the graphs, loaded or scanned) and compares them. A compile only some ranks have is
reported once, under the compile ids; its other aspects are compared among the ranks that have it. A
schedule that disagrees with its own rank's output code is that rank's parity mismatch and is left out of
the comparison of schedules across ranks: the code is what runs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from inductor_explorer.analysis.counts import counts_of
from inductor_explorer.model.graph import CompiledGraph, GraphDigest
from inductor_explorer.model.ranks import (
    CACHE,
    COLLECTIVES,
    COMPILE_IDS,
    EXECUTION_ORDER,
    GRAPH_BREAKS,
    ISSUED,
    KERNELS,
    PER_COMPILE,
    TENSOR_META,
    Divergence,
    EstimateSpread,
    ParityMismatch,
    RankComparison,
    RankGroup,
    RankRun,
)
from inductor_explorer.model.run import ParsedTree, RunFolder
from inductor_explorer.model.trace import (
    COLLECTIVE_SCHEDULE,
    CompileId,
    CompileRecord,
    TraceLog,
    compile_keys,
)


def run_rank(run: RunFolder, traces: Iterable[TraceLog]) -> int | None:
    """RUN's rank: the one its log's file name gives, else the `rank` its trace records carry."""
    if run.rank is not None:
        return run.rank
    return next((t.rank for t in traces if t.rank is not None), None)


def frame_key(compile_id: str | None) -> str | None:
    """ "0/0_1" -> "0/0": graphs and records are compared per compile, not per attempt."""
    parsed = CompileId.parse(compile_id) if compile_id else None
    return parsed.frame_key if parsed is not None else None


#: The collectives tlparse's parity check counts, each op named by the first it contains (`reduce`: any
#: other reduction).
PARITY_KINDS = ("all_reduce", "reduce_scatter", "all_gather", "broadcast", "all_to_all")
WAIT = "wait_tensor"


def collective_kind(op: str) -> str | None:
    """`torch.ops._c10d_functional.all_gather_into_tensor.default` or `all_gather_into_tensor` ->
    "all_gather"; None for an op that is no collective (`wait_tensor`)."""
    op = op.rstrip("_")
    kind = next((k for k in PARITY_KINDS if k in op), None)
    return kind if kind is not None else ("reduce" if "reduce" in op else None)


def collectives_parity(
    rank: int, key: str, schedule: Sequence[str], called: Sequence[str]
) -> ParityMismatch | None:
    """Compile KEY of RANK: its collective SCHEDULE against the c10d ops its output code CALLED, counted by
    kind, and the collectives called beyond the `wait_tensor` calls; None when both agree."""
    scheduled = Counter(k for op in schedule if (k := collective_kind(op)) is not None)
    issued = Counter(k for op in called if op != WAIT and (k := collective_kind(op)) is not None)
    waits = sum(1 for op in called if op == WAIT)
    counts = tuple(
        (kind, scheduled[kind], issued[kind])
        for kind in sorted(scheduled.keys() | issued.keys())
        if scheduled[kind] != issued[kind]
    )
    missing = max(sum(issued.values()) - waits, 0)
    return ParityMismatch(rank, key, counts, missing) if counts or missing else None


def _add_inductor_meta(out: RankRun, key: str, record: CompileRecord) -> None:
    """RECORD's Inductor runtime estimate and tensor meta (payload digests), to OUT's compile KEY."""
    if record.inductor_estimate_ns is not None:
        out.estimates[key] = out.estimates.get(key, 0.0) + record.inductor_estimate_ns
    if record.tensor_meta is not None:
        out.facts[TENSOR_META].setdefault(key, []).extend(f"payload {d[:8]}" for d in record.tensor_meta)


def rank_run(
    rank: int, name: str, traces: Sequence[TraceLog], kernels: Mapping[str, Iterable[str]]
) -> RankRun:
    """RANK's compiles and, per compile, its graph breaks, cache events, kernel names (KERNELS: frame key ->
    the kernel names of its graphs), collective schedule and the collectives its output code calls (and where
    the two disagree), Inductor's runtime estimate; and the order it ran its graphs in."""
    recorded = next((t.rank for t in traces if t.rank is not None), None)
    out = RankRun(rank, name, recorded, compile_keys(traces), {aspect: {} for aspect in PER_COMPILE})
    breaks, cache, collectives = out.facts[GRAPH_BREAKS], out.facts[CACHE], out.facts[COLLECTIVES]
    issued = out.facts[ISSUED]
    logged_code: set[str] = set()
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
            if record.collectives_issued is not None:
                issued.setdefault(key, []).extend(record.collectives_issued)
                logged_code.add(key)
            _add_inductor_meta(out, key, record)
        if trace.graph_execution_order is not None:
            out.execution_order = trace.graph_execution_order
    for values in (*breaks.values(), *cache.values()):
        values.sort()
    out.facts[KERNELS] = {key: sorted(set(names)) for key, names in kernels.items()}
    out.unknown.setdefault(ISSUED, set()).update(k for k in out.compiles if k not in logged_code)
    # A compile whose rank logged no tensor meta is not compared (Inductor logs it only when asked).
    out.unknown.setdefault(TENSOR_META, set()).update(
        k for k in out.compiles if k not in out.facts[TENSOR_META]
    )
    for key in logged_code & collectives.keys():
        mismatch = collectives_parity(rank, key, collectives[key], issued[key])
        if mismatch is not None:
            out.parity.append(mismatch)
            if mismatch.counts:  # the schedule is not what the rank runs: not compared across ranks
                out.unknown.setdefault(COLLECTIVES, set()).add(key)
    out.parity.sort(key=lambda m: out.compiles.index(m.compile_id) if m.compile_id in out.compiles else 0)
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
    orders = [(r.rank, tuple(r.execution_order)) for r in runs if r.execution_order is not None]
    if len({value for _, value in orders}) > 1:
        out.divergences.append(Divergence(EXECUTION_ORDER, None, _groups(orders)))
    out.parity = [mismatch for run in runs for mismatch in run.parity]
    out.estimates = estimate_spreads(runs, union)
    return out


def estimate_spreads(runs: Sequence[RankRun], keys: Iterable[str]) -> list[EstimateSpread]:
    """Per compile of KEYS that two or more of RUNS estimated: its fastest and slowest rank (the lowest rank
    of those with the same estimate, to the nanosecond: sums of the same ops' floats may differ past it)."""
    out = []
    for key in keys:
        estimated = [(r.estimates[key], r.rank) for r in runs if key in r.estimates]
        if len(estimated) < 2:
            continue
        fastest = min(estimated, key=lambda e: (round(e[0]), e[1]))
        slowest = min(estimated, key=lambda e: (-round(e[0]), e[1]))
        out.append(EstimateSpread(key, len(estimated), (fastest[1], fastest[0]), (slowest[1], slowest[0])))
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
