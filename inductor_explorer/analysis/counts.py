"""Every count of a graph and of a session's graph breaks, computed in this one place.

summary (text and --json), the explorer's Overview, navigator, Fusion, Wrapper and Breaks views and the diff
render what these functions return (the value types are in :mod:`inductor_explorer.model.counts`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from inductor_explorer.analysis.breaks import BreakDiagnosis, distinct_breaks
from inductor_explorer.model.artifacts import EXTERN_STEP_KINDS
from inductor_explorer.model.costs import GraphCosts
from inductor_explorer.model.counts import FX_IO_OPS, BreakCounts, BufferCounts, GraphCounts, KernelEntry
from inductor_explorer.model.graph import CompiledGraph, GraphDigest


def digest(graph: CompiledGraph, costs: GraphCosts | None = None) -> GraphDigest:
    """GRAPH reduced to its counts, torch version and problems (and COSTS, its kernel costs)."""
    return GraphDigest(graph_counts(graph), graph.torch_version, list(graph.problems), costs)


def counts_of(graph: CompiledGraph | GraphDigest) -> GraphCounts:
    """The counts of GRAPH, parsed or digested (a digest holds graph_counts of its graph)."""
    return graph.counts if isinstance(graph, GraphDigest) else graph_counts(graph)


def graph_counts(graph: CompiledGraph) -> GraphCounts:
    """The counts of GRAPH, from its parsed artifacts (linked or not: summary's cheap parse gives the
    same)."""
    fx = graph.first_fx  # a trace-only graph: its first recorded FX stage with nodes, as the FX view shows
    top = fx.top_level if fx is not None else None
    pre, post, code = graph.pre_fusion, graph.post_fusion, graph.output_code
    steps = code.call_steps if code is not None else []
    kinds = Counter(s.kind for s in steps)
    wrapper = code.wrapper if code is not None else []
    return GraphCounts(
        name=graph.name,
        kind=graph.kind,
        source=graph.source,
        compile_id=graph.compile_id,
        fx_nodes=len(fx.nodes) if fx is not None else None,
        fx_nodes_without_placeholders_output=(
            sum(1 for n in fx.nodes if n.op not in FX_IO_OPS) if fx is not None else None
        ),
        fx_top_level_nodes=sum(1 for n in fx.nodes if n.subgraph == top) if fx is not None else None,
        fx_subgraphs=len({n.subgraph for n in fx.nodes} - {top}) if fx is not None else 0,
        pre_fusion_nodes=pre.node_count() if pre is not None else None,
        post_fusion_nodes=len(post.nodes) if post is not None else None,
        fused_nodes=sum(1 for n in post.nodes if n.is_fused) if post is not None else None,
        kernels=tuple(KernelEntry(k.name, k.kind) for k in graph.kernels),
        extern_calls=sum(1 for s in wrapper if s.kind in EXTERN_STEP_KINDS) if code is not None else None,
        fallback_calls=sum(1 for s in wrapper if s.kind == "fallback") if code is not None else None,
        call_steps=len(steps) if code is not None else None,
        call_step_kinds=tuple(sorted(kinds.items(), key=lambda kv: -kv[1])),
        incomplete=graph.incomplete,
        problems=len(graph.problems),
        cache_hit=graph.cache_hit,
    )


def kernels_by_label(graph: CompiledGraph) -> dict[str, int]:
    """Kernel label (`cpp`, `triton pointwise`: the kind, and the Triton category when known) -> how many,
    sorted by label; the parts of GraphCounts.kernels the Overview lists (it needs the full parse)."""
    return dict(
        sorted(Counter(f"{k.kind} {k.category}" if k.category else k.kind for k in graph.kernels).items())
    )


def buffer_counts(graph: CompiledGraph) -> BufferCounts:
    """The size of GRAPH's buffer table (the Overview's, the navigator's and the Buffers view's)."""
    return BufferCounts(len(graph.buffers), sum(1 for b in graph.buffers.values() if b.removed))


def break_counts(diagnoses: Sequence[BreakDiagnosis], recompiles: int) -> BreakCounts:
    """DIAGNOSES (every break record of a session, all runs together) and RECOMPILES counted."""
    return BreakCounts(len(diagnoses), len(distinct_breaks(diagnoses)), recompiles)


def total(counts: Iterable[int | None]) -> int | None:
    """The sum of COUNTS, None when every one is None (no graph has the artifact)."""
    known = [c for c in counts if c is not None]
    return sum(known) if known else None
