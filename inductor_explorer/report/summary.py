"""`inductor-explore summary`: counts per run and graph, as text or JSON."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from inductor_explorer.analysis.cache import cache_counts, cache_hits, cache_state
from inductor_explorer.analysis.costs import default_device, graph_costs
from inductor_explorer.analysis.counts import counts_of
from inductor_explorer.analysis.failures import describe_failure
from inductor_explorer.analysis.ranks import run_rank, session_ranks
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.cache import CACHE_HIT_NOTE
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.graph import CompiledGraph, GraphDigest
from inductor_explorer.model.ids import GraphSource
from inductor_explorer.model.ranks import RankComparison, estimate_phrase, parity_phrase
from inductor_explorer.model.run import ParsedTree, RunFolder
from inductor_explorer.model.trace import (
    TORCH_COMPILE,
    GraphBreakRegistry,
    compile_attempts,
    compile_keys,
    compile_times,
    compiles_phrase,
    run_kinds,
    time_outside_compiles_s,
)
from inductor_explorer.report.breaks import breaks_to_json
from inductor_explorer.report.cache import cache_hit_json, cache_hits_text, cache_states_text
from inductor_explorer.report.costs import graph_costs_json
from inductor_explorer.text import counted, inert_line

if TYPE_CHECKING:
    from inductor_explorer.analysis.coverage import FileCoverage


def _costs_json(graph: CompiledGraph | GraphDigest, cpu_threads: int | None) -> dict | None:
    """The `costs` entry of a graph: its kernels' and extern calls' costs under its default device model (a
    CPU model for the CPU_THREADS its run recorded)."""
    costs = graph.costs if isinstance(graph, GraphDigest) else graph_costs(graph)
    return (
        None if costs is None else graph_costs_json(costs, default_device([costs.device_type], cpu_threads))
    )


def graph_json(counts: GraphCounts) -> dict:
    """The `graphs[]` entry of summary --json for one graph's COUNTS."""
    return {
        "name": counts.name,
        "kind": counts.kind,
        "source": counts.source,
        "compile_id": counts.compile_id,
        "fx_nodes": counts.fx_nodes,
        "fx_nodes_without_placeholders_output": counts.fx_nodes_without_placeholders_output,
        "fx_top_level_nodes": counts.fx_top_level_nodes,
        "pre_fusion_nodes": counts.pre_fusion_nodes,
        "post_fusion_nodes": counts.post_fusion_nodes,
        "kernels": [{"name": k.name, "kind": k.kind} for k in counts.kernels],
        "extern_calls": counts.extern_calls,
        "fallback_calls": counts.fallback_calls,
        "call_steps": counts.call_steps,
        "fused_nodes": counts.fused_nodes,
        "incomplete": counts.incomplete,
        "problems": counts.problems,
        "cache_hit": counts.cache_hit,
    }


def run_torch_version(graphs: Iterable[CompiledGraph | GraphDigest]) -> str | None:
    for graph in graphs:
        if graph.torch_version:
            return graph.torch_version
    return None


def problem_json(problem: Problem) -> dict:
    return {"file": problem.file, "line": problem.line, "message": problem.message}


def summary_json(
    runs: Sequence[tuple[RunFolder, Sequence[CompiledGraph | GraphDigest], dict]], problems: list[Problem]
) -> dict:
    """RUNS: (run folder, its parsed graphs or their digests, extra per-run keys such as
    graph_breaks/compile_ids)."""
    out_runs = []
    for run, graphs, extra in runs:
        entry = {
            "path": str(run.path),
            "torch_version": extra.pop("torch_version", None) or run_torch_version(graphs),
            "graphs": [
                {**graph_json(counts_of(g)), "costs": _costs_json(g, run.cpu_threads)} for g in graphs
            ],
        }
        entry.update(extra)
        out_runs.append(entry)
    return {"runs": out_runs, "problems": [problem_json(p) for p in problems]}


def run_entries(
    loaded: ParsedTree, registry: GraphBreakRegistry | None
) -> list[tuple[RunFolder, list[CompiledGraph | GraphDigest], dict]]:
    """Per run: the folder, its graphs, and the trace keys of summary --json (REGISTRY explains the
    breaks)."""
    out = []
    every_trace = [t for r in loaded.runs for t in r.traces]
    ranks = loaded.tree.rank_labels()
    for index, r in enumerate(loaded.runs):
        extra: dict = {"rank": ranks.get(index)} if ranks else {}
        if r.traces:
            breaks = breaks_to_json(r.traces, registry)
            extra["graph_breaks"] = breaks["graph_breaks"]
            extra["distinct_graph_breaks"] = breaks["summary"]["distinct"]
            extra["recompiles"] = breaks["summary"]["recompiles"]
            extra["cache"] = counts = cache_counts(r.traces)
            extra["cache_state"] = {cache: cache_state(by_status) for cache, by_status in counts.items()}
            extra["cache_hits"] = [cache_hit_json(h) for h in cache_hits(r.traces, every_trace)]
            extra["compiles"] = compile_keys(r.traces)
            extra["compile_ids"] = compile_attempts(r.traces)
            extra["compile_time_s"] = {key: round(t, 6) for key, t in compile_times(r.traces).items()}
            outside = time_outside_compiles_s(r.traces)
            extra["time_outside_compiles_s"] = round(outside, 6) if outside is not None else None
            extra["torch_version"] = next((t.torch_version for t in r.traces if t.torch_version), None)
            extra["run_kind"] = " and ".join(run_kinds(r.traces)) or None
            extra["export_guards"] = [
                {
                    "expr": g.expr,
                    "user_frame": str(g.user_frame) if g.user_frame else None,
                    "log": t.path,
                    "line": g.line,
                }
                for t in r.traces
                for g in t.export_guards
            ]
            extra["failed_compiles"] = [
                {
                    "compile_id": str(m.compile_id) if m.compile_id else None,
                    "fail_type": m.fail_type,
                    "fail_reason": m.fail_reason,
                    "function": m.co_name,
                    "headline": failure.headline,
                    "failing_ops": failure.ops,
                }
                for t in r.traces
                for m in t.failures
                for failure in [describe_failure(m.fail_type, m.fail_reason)]
            ]
        out.append((r.run, r.graphs, extra))
    return out


def ranks_json(comparison: RankComparison, loaded: ParsedTree) -> dict:
    """The `ranks` entry of summary --json."""
    ranked = [
        (rank, str(r.run.path))
        for r in loaded.runs
        for rank in [run_rank(r.run, r.traces)]
        if rank is not None
    ]
    compiles = {rank_run.rank: len(rank_run.compiles) for rank_run in comparison.runs}
    calls = {
        r.rank: len(r.execution_order) if r.execution_order is not None else None for r in comparison.runs
    }
    return {
        "verdict": comparison.verdict,
        "agree": not comparison.divergences,
        "runs": [
            {
                "rank": rank,
                "path": path,
                "compiles": compiles.get(rank),
                "graph_execution_calls": calls.get(rank),
            }
            for rank, path in sorted(ranked, key=lambda i: i[0])
        ],
        "collectives_parity": [
            {
                "rank": m.rank,
                "compile_id": m.compile_id,
                "offset": m.offset,
                "missing_waits": m.missing_waits,
                "counts": [{"collective": k, "scheduled": s, "called": c} for k, s, c in m.counts],
            }
            for m in comparison.parity
        ],
        "inductor_estimates": [
            {
                "compile_id": e.compile_id,
                "ranks": e.ranks,
                "fastest": {"rank": e.fastest[0], "estimated_ns": e.fastest[1]},
                "slowest": {"rank": e.slowest[0], "estimated_ns": e.slowest[1]},
            }
            for e in comparison.estimates
        ],
        "divergences": [
            {
                "aspect": d.aspect,
                "compile_id": d.compile_id,
                "groups": [{"ranks": list(g.ranks), "value": list(g.value)} for g in d.groups],
            }
            for d in comparison.divergences
        ],
    }


def session_summary(loaded: ParsedTree, registry: GraphBreakRegistry | None) -> dict:
    """summary --json for LOADED; a session of several ranks also gets `ranks`, where they diverge."""
    data = summary_json(run_entries(loaded, registry), loaded.all_problems())
    comparison = session_ranks(loaded)
    if comparison is not None:
        data["ranks"] = ranks_json(comparison, loaded)
    return data


SLOWEST_SHOWN = 5  # compiles named on the text summary's compile-time line


def _graph_lines(g: dict) -> list[str]:
    """The text summary's lines of one graph (G: its summary --json entry)."""
    kinds = Counter(k["kind"] for k in g["kernels"])
    kind_text = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "no kernels"
    pre, post = g["pre_fusion_nodes"], g["post_fusion_nodes"]
    fusion = f"scheduler nodes {pre if pre is not None else '-'} -> {post if post is not None else '-'}"
    trace_only = GraphSource.parse(g.get("source")) is GraphSource.TRACE
    served = trace_only and bool(g.get("cache_hit"))
    if trace_only:
        fusion = "served from the FX graph cache" if served else "from the trace log (no scheduler IR)"
    extern = "no output_code.py"
    if g["extern_calls"] is not None:
        fallbacks = f" ({g['fallback_calls']} fallback)" if g["fallback_calls"] else ""
        extern = f"{counted(g['extern_calls'], 'extern call')}{fallbacks}"
    flags = "  [incomplete]" if g.get("incomplete") else ""
    probs = f", {g['problems']} problem(s)" if g["problems"] else ""
    lines = [f"  {inert_line(g['name'])}{flags}", f"    kernels: {kind_text}; {extern}; {fusion}{probs}"]
    return [*lines, f"    {CACHE_HIT_NOTE}"] if served else lines


RANK_LINES_SHOWN = 10  # parity mismatches and estimated compiles the text summary lists


def _ranks_lines(ranks: dict) -> list[str]:
    """The text summary's lines of the rank comparison (RANKS: its summary --json entry): the verdict, each
    rank's collective schedule against its output code where they differ, Inductor's estimates per rank."""
    lines = [inert_line(ranks["verdict"])]
    parity = [
        parity_phrase(
            m["rank"], m["compile_id"], [tuple(c.values()) for c in m["counts"]], m["missing_waits"]
        )
        for m in ranks.get("collectives_parity", [])
    ]
    estimates = [
        estimate_phrase(
            e["compile_id"],
            e["ranks"],
            (e["fastest"]["rank"], e["fastest"]["estimated_ns"]),
            (e["slowest"]["rank"], e["slowest"]["estimated_ns"]),
        )
        for e in ranks.get("inductor_estimates", [])
    ]
    for title, items in (
        ("collective schedule vs output code", parity),
        ("Inductor's runtime estimate per rank", estimates),
    ):
        if items:
            lines.append(f"  {title}:")
            lines.extend(f"    {inert_line(item)}" for item in items[:RANK_LINES_SHOWN])
            if len(items) > RANK_LINES_SHOWN:
                lines.append(f"    … {len(items) - RANK_LINES_SHOWN} more (summary --json lists them)")
    return lines


def render_summary_text(data: dict) -> str:
    """Readable text for the summary JSON (runs, graphs, kernels by kind, fusion counts, problems)."""
    lines: list[str] = []
    for run in data["runs"]:
        rank = f" (rank {run['rank']})" if run.get("rank") is not None else ""
        lines.append(f"run {inert_line(run['path'])}{rank}")
        lines.append(f"  torch {run['torch_version'] or 'unknown'}; {len(run['graphs'])} compiled graph(s)")
        for g in run["graphs"]:
            lines += _graph_lines(g)
        breaks = run.get("graph_breaks")
        if breaks is not None:
            phrase = compiles_phrase(len(run.get("compiles") or []), len(run.get("compile_ids") or []))
            kind = run.get("run_kind")
            made = f"a run of {kind}, " if kind and kind != TORCH_COMPILE else ""
            lines.append(f"  trace: {made}{phrase}, {len(breaks)} graph break(s)")
        guards = run.get("export_guards") or []
        if guards:
            lines.append(f"  torch.export guards: {len(guards)}")
            lines += [f"    {inert_line(g['expr'])}  ({inert_line(g['user_frame'] or '?')})" for g in guards]
        if run.get("cache_state"):
            lines.append(f"  {cache_states_text(run['cache'], run['cache_state'])}")
        hits = cache_hits_text("this run", run.get("cache_hits") or [], "the session")
        lines += [f"  {line}" for line in hits]
        times = run.get("compile_time_s") or {}
        if times:
            slowest = ", ".join(f"{inert_line(k)} {t:.2f}s" for k, t in list(times.items())[:SLOWEST_SHOWN])
            more = f", {len(times) - SLOWEST_SHOWN} more" if len(times) > SLOWEST_SHOWN else ""
            lines.append(f"  compile time (chromium events), slowest first: {slowest}{more}")
        if run.get("time_outside_compiles_s"):
            lines.append(
                f"  timed outside any compile (chromium events): {run['time_outside_compiles_s']:.2f}s"
            )
        failed = run.get("failed_compiles") or []
        if failed:
            lines.append(f"  [incomplete] {len(failed)} compile(s) failed:")
        for f in failed:
            lines.append(
                f"    {inert_line(f['compile_id'] or '?')} {inert_line(f['fail_type'] or 'failed')}: "
                f"{inert_line(f['headline'])}"
            )
            if f["failing_ops"]:
                lines.append(f"      failing op: {inert_line(', '.join(f['failing_ops']))}")
    if "ranks" in data:
        lines.extend(_ranks_lines(data["ranks"]))
    problems = data["problems"]
    if problems:
        lines.append(f"{len(problems)} problem(s):")
        for p in problems[:50]:
            where = f"{p['file']}:{p['line']}" if p["line"] else p["file"]
            lines.append(f"  {inert_line(where)}: {inert_line(p['message'])}")
        if len(problems) > 50:
            lines.append(f"  ... {len(problems) - 50} more (see --json)")
    else:
        lines.append("no problems")
    return "\n".join(lines) + "\n"


def render_summary_report(data: dict, coverage: list[tuple[str, list[FileCoverage]]] | None = None) -> str:
    """`summary`'s text for DATA (Session.summary's, with its minifier section): the runs and graphs, the
    minifier's output and, with COVERAGE (the rows report.coverage.add_coverage returns), how much of each
    artifact was understood."""
    from inductor_explorer.report.coverage import render_coverage_text
    from inductor_explorer.report.minifier import render_minifier_text

    text = render_summary_text(data) + render_minifier_text(data["minifier"])
    return text if coverage is None else text + render_coverage_text(coverage)
