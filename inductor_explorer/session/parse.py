"""The steps a Session takes on its debug tree: discover it, parse or digest its graphs and trace logs (from
the parse cache where it holds them), link the trace logs, and what the reports are made from. Each step is
done by the loader (files to model), analysis (pure) or report; nothing here formats on its own. The faces
ask the Session (core.py), which runs these once and keeps their answers.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from inductor_explorer.loader.attach import attach_extra, drop_report_copies, merge_repeated_events
from inductor_explorer.loader.cache import EntryFile, ParseCache, fingerprint
from inductor_explorer.loader.discover import discover, extra_trace_sources
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.loader.trace.graphs import GrowingTraceIndex, attach_trace_graphs
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.costs import GraphCosts, ProfileJoin
from inductor_explorer.model.graph import CompiledGraph, GraphDigest
from inductor_explorer.model.run import DebugTree, GraphFolder, ParsedRun, ParsedTree, TraceSource
from inductor_explorer.model.trace import TraceLog
from inductor_explorer.session import memory
from inductor_explorer.session.pieces import (
    followed_log_pieces,
    parsed_trace_pieces,
    read_followed,
    received,
    received_one,
)
from inductor_explorer.session.workers import Workers

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import LinkMemo, RunTraces
    from inductor_explorer.analysis.coverage import FileCoverage
    from inductor_explorer.analysis.diff import RunDiff
    from inductor_explorer.model.ranks import RankComparison

#: A progress callback: (done, total, what is being read).
Progress = Callable[[int, int, str], None]
RunTraceLogs = tuple[list[TraceLog], list[Problem]]
#: What a graph is digested for: summary (counts, problems, kernel costs) or the diff (counts, problems,
#: kernel signatures, extern calls).
DigestPurpose = Literal["summary", "diff"]
#: Per run, per graph folder: its name and how much of its artifacts the parsers understood.
Coverage = list[list[tuple[str, list["FileCoverage"]]]]


#: Structured trace logs of more bytes than this together are indexed for their graphs after the explorer's
#: first frame (SessionOptions.index_later), not before it: reading 2 GB took 3.6 s.
INDEX_LATER_BYTES = 256 << 20


def discover_tree(
    path: Path,
    extra_traces: Iterable[Path] = (),
    workers: Workers | None = None,
    index_later: bool = False,
    indexes: dict[Path, GrowingTraceIndex] | None = None,
) -> DebugTree:
    """Discover PATH and attach the `--trace` files, then the compiles of the structured trace logs (indexed
    in parts where WORKERS says; with INDEXES, by the indexes that follow them, kept there), unless
    INDEX_LATER and the logs hold over INDEX_LATER_BYTES (then `trace_graphs_pending` says so, and
    Session.index_trace_graphs attaches them). Raises NotADebugFolder (one line) on bad input."""
    extra = extra_trace_sources(extra_traces)
    tree = discover(path)
    attach_extra(tree, extra)
    if index_later and structured_bytes(tree) > INDEX_LATER_BYTES:
        tree.trace_graphs_pending = True
        return tree
    return attach_trace_graphs(tree, workers, indexes)


def structured_bytes(tree: DebugTree) -> int:
    """The bytes of TREE's structured trace logs together."""
    total = 0
    for run in tree.runs:
        for source in run.trace_logs:
            if source.kind == "structured":
                try:
                    total += source.path.stat().st_size
                except OSError:
                    continue
    return total


# ---------------------------------------------------------------------- trace logs


def cached_trace(
    source: TraceSource, cache: ParseCache | None, workers: Workers | None = None
) -> tuple[TraceLog, list[Problem]]:
    """SOURCE parsed, or with CACHE taken from it when unchanged (and added to it when not). A huge log is
    parsed (or its cache entry read) in a child process where WORKERS says (Workers.in_child)."""
    stamp = fingerprint(source) if cache is not None else None
    size = task_bytes(source)
    if workers is not None and workers.in_child(size):
        entry = cache.entry_file(source, stamp) if cache is not None else None
        if entry is not None or cache is None or stamp is None:
            return workers.run_in_child(parsed_trace_pieces, (source, entry), received_one)  # type: ignore[return-value]
    if cache is None:
        return load_trace(source.path)
    cached = cache.get(source, stamp)
    if isinstance(cached, tuple):
        return cached
    value = load_trace(source.path)
    cache.put(source, stamp, value)
    return value


#: The parse cache's kind for a structured log's FollowedLog (the explorer's), beside its parse (summary's).
FOLLOWED = "followed"


def followed_traces(
    sources: list[TraceSource],
    cache: ParseCache | None,
    workers: Workers | None = None,
    progress: Callable[[Path, int], object] | None = None,
) -> list[tuple[FollowedLog, tuple[TraceLog, list[Problem]]]]:
    """Each of SOURCES, structured trace logs, read to its end by a FollowedLog that reads on from there,
    and the trace it read. With CACHE a FollowedLog is taken from it when its log is unchanged (and added to
    it when not). The huge logs are read (or their cache entries taken) in a child process where WORKERS
    says, one after the other. PROGRESS(log, bytes read of it) is told as they are read."""
    read: list[tuple[FollowedLog, tuple[TraceLog, list[Problem]]] | None] = [None] * len(sources)
    far: list[tuple[int, EntryFile | None]] = []
    for index, source in enumerate(sources):
        stamp = fingerprint(source) if cache is not None else None
        if workers is not None and workers.in_child(task_bytes(source)):
            entry = cache.entry_file(source, stamp, FOLLOWED) if cache is not None else None
            if entry is not None or cache is None or stamp is None:
                far.append((index, entry))
                continue
        read[index] = _followed_here(source, cache, stamp)
        if progress is not None:
            progress(source.path, read[index][0].size)  # type: ignore[index]
    if far and workers is not None:
        tasks = [(sources[index], entry) for index, entry in far]
        values = workers.run_in_child(followed_log_pieces, tasks, partial(received, progress=progress))
        for (index, _), value in zip(far, values):
            read[index] = value
    return [value for value in read if value is not None]


def _followed_here(
    source: TraceSource, cache: ParseCache | None, stamp: tuple | None
) -> tuple[FollowedLog, tuple[TraceLog, list[Problem]]]:
    # Kept pickled: the FollowedLog reads on while the cache may be saved.
    cached = cache.get(source, stamp, FOLLOWED) if cache is not None else None
    if isinstance(cached, bytes):
        with memory.paused():
            log = pickle.loads(cached)
    else:
        log = read_followed(source.path)
        if cache is not None:
            cache.put(source, stamp, pickle.dumps(log, protocol=pickle.HIGHEST_PROTOCOL), FOLLOWED)
    return log, log.trace()


def read_trace_logs(tree: DebugTree, cache: ParseCache | None = None) -> list[RunTraceLogs]:
    """Per run of TREE: its trace logs parsed, and the problems met (a tlparse report of a log also read
    counted once). With CACHE, unchanged logs are taken from it; the cache is saved. Never raises."""
    found: list[RunTraceLogs] = []
    for run in tree.runs:
        traces, problems = [], []
        for source in run.trace_logs:
            trace, more = cached_trace(source, cache)
            traces.append(trace)
            problems.extend(more)
        found.append((traces, problems))
    if cache is not None:
        cache.save()
    return counted_once(found)


def counted_once(found: list[RunTraceLogs]) -> list[RunTraceLogs]:
    """FOUND (each run's trace logs, as read) with what two of them record of one event counted once: a
    tlparse report's copy of a log also read, a saved TORCH_LOGS text's breaks and recompiles that a trace
    log records too."""
    drop_report_copies(found)
    merge_repeated_events(found)
    return found


def link_trace_logs(
    tree: DebugTree, found: list[RunTraceLogs], memos: dict[int, LinkMemo] | None = None
) -> list[RunTraces]:
    """FOUND (each run's trace logs, read; the --trace files were attached when the tree was discovered)
    diagnosed, its breaks with fixes, its compiles linked to TREE's graphs. MEMOS, by run index, keeps what
    each run's link diagnosed for the next (logs followed as they grow). Never raises: what cannot be read is
    a problem of its run."""
    from inductor_explorer.analysis.compiles import LinkMemo, link_run
    from inductor_explorer.loader.gb_registry import load_gb_table
    from inductor_explorer.loader.source import source_reader
    from inductor_explorer.loader.trace.graphs import read_guard_trees

    registry = load_gb_table()[0] if any(traces for traces, _ in found) else None
    runs = []
    for r, run in enumerate(tree.runs):
        # The user's files the breaks point at (beside each run when moved with it): fixes are chosen from
        # the code.
        memo = memos.setdefault(r, LinkMemo()) if memos is not None else None
        linked = link_run(r, run, *found[r], registry, source_reader(run.path), memo)
        linked.guard_trees = read_guard_trees(run)
        runs.append(linked)
    return runs


def rank_comparison(tree: DebugTree, runs: list[RunTraces]) -> tuple[RankComparison | None, dict[int, int]]:
    """The comparison of TREE's ranked runs (kernel names scanned from their graphs), and rank -> the index
    of its run (the first, when two runs carry one rank)."""
    from inductor_explorer.analysis.ranks import compare_session, kernels_by_compile, run_rank
    from inductor_explorer.loader.names import scan_names

    entries = []
    run_of: dict[int, int] = {}
    ranked = [
        (traces, rank)
        for traces in runs
        for rank in [run_rank(tree.runs[traces.run], traces.traces)]
        if rank is not None
    ]
    if len({rank for _, rank in ranked}) < 2:
        return None, run_of  # no graph is scanned for a tree of one rank
    for traces, rank in ranked:
        folder = tree.runs[traces.run]
        run_of.setdefault(rank, traces.run)
        graphs = [
            (traces.graph_compiles.get((traces.run, g)), graph) for g, graph in enumerate(folder.graphs)
        ]
        kernels = kernels_by_compile(
            (cid, [name for name, _ in scan_names(graph).kernels]) for cid, graph in graphs if cid is not None
        )
        entries.append((folder, traces.traces, kernels))
    return compare_session(entries), run_of


# ---------------------------------------------------------------------- parsing and digesting


def _parsed(
    tree: DebugTree, graphs: list[list[CompiledGraph | GraphDigest]], trace_logs: list[RunTraceLogs]
) -> ParsedTree:
    drop_report_copies(trace_logs)
    merge_repeated_events(trace_logs)
    runs = [
        ParsedRun(run, run_graphs, traces, problems)
        for run, run_graphs, (traces, problems) in zip(tree.runs, graphs, trace_logs)
    ]
    return ParsedTree(tree=tree, runs=runs)


def parse_tree(tree: DebugTree, progress: Progress | None = None) -> ParsedTree:
    """Parse every graph folder (in compile order, linked) and every trace log of TREE."""
    from inductor_explorer.analysis.linking import linked

    total = sum(len(r.graphs) + len(r.trace_logs) for r in tree.runs)
    done = 0
    graphs: list[list[CompiledGraph | GraphDigest]] = []
    trace_logs: list[RunTraceLogs] = []
    for run in tree.runs:
        run_graphs: list[CompiledGraph | GraphDigest] = []
        for folder in run.graphs:
            run_graphs.append(linked(load_graph(folder)))
            done += 1
            if progress:
                progress(done, total, folder.name)
        traces, problems = [], []
        for source in run.trace_logs:
            trace, found = load_trace(source.path)
            traces.append(trace)
            problems.extend(found)
            done += 1
            if progress:
                progress(done, total, source.path.name)
        graphs.append(run_graphs)
        trace_logs.append((traces, problems))
    return _parsed(tree, graphs, trace_logs)


def digest_graph(folder: GraphFolder, purpose: DigestPurpose = "summary") -> GraphDigest:
    """FOLDER's counts, problems and kernel costs (or, for the diff, kernel signatures and extern calls), from
    summary's cheaper parse (unlinked, no networkx)."""
    graph = load_graph(folder, full=False, costs=True)
    if purpose == "diff":
        from inductor_explorer.analysis.diff import diff_digest

        return diff_digest(graph)
    from inductor_explorer.analysis.costs import graph_costs
    from inductor_explorer.analysis.counts import digest

    return digest(graph, graph_costs(graph))


def task_bytes(task: GraphFolder | TraceSource) -> int:
    """The bytes parsing TASK reads."""
    if isinstance(task, GraphFolder):
        return task.size_bytes()
    try:
        return task.path.stat().st_size if task.path.is_file() else 0
    except OSError:
        return 0


def run_task(
    task: GraphFolder | TraceSource, purpose: DigestPurpose = "summary"
) -> GraphDigest | tuple[TraceLog, list[Problem]]:
    """TASK digested for PURPOSE (a graph folder) or parsed (a trace log)."""
    return digest_graph(task, purpose) if isinstance(task, GraphFolder) else load_trace(task.path)


def digest_tree(
    tree: DebugTree,
    progress: Progress | None = None,
    cache: ParseCache | None = None,
    purpose: DigestPurpose = "summary",
    workers: Workers | None = None,
) -> ParsedTree:
    """Like parse_tree, but each run holds GraphDigests (counts, torch version, problems, and kernel costs
    or, with PURPOSE "diff", what the diff reads) instead of whole graphs, and big trees are parsed in worker
    processes where WORKERS says (default: one per core). With CACHE, what it holds for unchanged files is
    used instead of parsing them, and what is parsed is added to it (saved before returning); a graph's
    digests for summary and for the diff are kept apart, its trace logs' parses shared.

    A graph is dropped as soon as its digest is made, so memory stays near one graph's worth per process.
    """
    tasks: list[GraphFolder | TraceSource] = []
    for run in tree.runs:
        tasks.extend(run.graphs)
        tasks.extend(run.trace_logs)
    results: dict[int, Any] = {}  # a GraphDigest, or a trace log's (TraceLog, problems)
    stamps = [fingerprint(task) if cache is not None else None for task in tasks]
    kinds = [purpose if purpose != "summary" and isinstance(task, GraphFolder) else None for task in tasks]

    def finished(index: int, value: Any) -> None:
        results[index] = value
        if progress:
            task = tasks[index]
            progress(len(results), len(tasks), task.name if isinstance(task, GraphFolder) else task.path.name)

    if cache is not None:
        for index, task in enumerate(tasks):
            value = cache.get(task, stamps[index], kinds[index])
            if value is not None:
                finished(index, value)
    waiting = [tasks[index] for index in range(len(tasks)) if index not in results]
    at = [index for index in range(len(tasks)) if index not in results]
    (workers or Workers()).run_tasks(
        waiting,
        partial(run_task, purpose=purpose),
        lambda i, value: finished(at[i], value),
        sizes=[task_bytes(task) for task in waiting],
        late=[isinstance(task, TraceSource) for task in waiting],
    )
    if cache is not None:
        for index in at:
            cache.put(tasks[index], stamps[index], results[index], kinds[index])
        cache.save()
    return _assembled(tree, results)


def _assembled(tree: DebugTree, results: dict[int, Any]) -> ParsedTree:
    """The ParsedTree of TREE from RESULTS, its tasks' results in task order (each run's graphs, then its
    trace logs)."""
    graphs: list[list[CompiledGraph | GraphDigest]] = []
    trace_logs: list[RunTraceLogs] = []
    index = 0
    for run in tree.runs:
        graphs.append([results[index + i] for i in range(len(run.graphs))])
        index += len(run.graphs)
        traces, problems = [], []
        for _ in run.trace_logs:
            trace, found = results[index]
            traces.append(trace)
            problems.extend(found)
            index += 1
        trace_logs.append((traces, problems))
    return _parsed(tree, graphs, trace_logs)


# ---------------------------------------------------------------------- what the reports are made from


def summary_data(parsed: ParsedTree) -> dict:
    """summary --json for PARSED, its graph breaks explained from the installed torch's registry."""
    from inductor_explorer.loader.gb_registry import load_gb_table
    from inductor_explorer.report.summary import session_summary

    registry = load_gb_table()[0] if any(r.traces for r in parsed.runs) else None
    # It makes a dict per kernel of every graph (tens of thousands in a big session), all kept until the JSON
    # is written: the cyclic collector would only walk them, and the whole parsed tree, again and again.
    with memory.paused():
        return session_summary(parsed, registry)


def graph_folder_coverage(folder: GraphFolder) -> list[FileCoverage]:
    """How much of FOLDER's artifacts the parsers understood: parsed again in full, with the texts read for
    the independent counts."""
    from inductor_explorer.analysis.coverage import COVERED_ARTIFACTS, graph_coverage
    from inductor_explorer.loader.files import read_text

    graph = load_graph(folder)
    texts = {}
    for name in COVERED_ARTIFACTS:
        if name in folder.files:
            text, _ = read_text(folder.files[name])
            if text is not None:
                texts[name] = text
        elif name in graph.texts:  # the trace log's payload the graph was parsed from
            texts[name] = graph.texts[name]
    return graph_coverage(graph, texts)


def tree_coverage(tree: DebugTree) -> Coverage:
    """Per run of TREE, per graph folder: its name and its coverage (graph_folder_coverage)."""
    return [[(folder.name, graph_folder_coverage(folder)) for folder in run.graphs] for run in tree.runs]


def diff_parsed(before: ParsedTree, after: ParsedTree) -> RunDiff:
    """What changed from BEFORE to AFTER, from what was parsed (no log is read twice)."""
    from inductor_explorer.analysis.cache import key_changes
    from inductor_explorer.analysis.diff import diff_sessions, session_traces
    from inductor_explorer.loader.trace.cache import gm_graph

    diff = diff_sessions(before, after)
    diff.cache = key_changes(session_traces(before), session_traces(after), gm_graph)
    return diff


def parsed_costs(parsed: ParsedTree) -> list[GraphCosts]:
    """The kernel costs of every graph of PARSED (digested or parsed in full), in tree order."""
    from inductor_explorer.analysis.costs import graph_costs

    out: list[GraphCosts] = []
    ranks = parsed.tree.rank_labels()
    for index, run in enumerate(parsed.runs):
        for graph in run.graphs:
            if isinstance(graph, GraphDigest):
                costs = graph.costs or GraphCosts(graph=graph.counts.name, compile_id=None, device_type=None)
            else:
                costs = graph_costs(graph)
            out.append(ranked_costs(costs, ranks.get(index)))
    return out


def ranked_costs(costs: GraphCosts, rank: int | None) -> GraphCosts:
    """COSTS labelled with RANK (a copy: a digest's costs may be shared); COSTS itself for no rank."""
    return costs if rank is None else replace(costs, rank=rank)


def join_profile_file(graphs: list[GraphCosts], profile_path: Path) -> tuple[ProfileJoin, list[Problem]]:
    """PROFILE_PATH (a torch.profiler Chrome trace) read and joined to GRAPHS. Raises NotAProfile (one
    line)."""
    from inductor_explorer.analysis.costs import join_profile
    from inductor_explorer.loader.profile import load_profile

    profile = load_profile(profile_path)
    return join_profile(profile, graphs), profile.problems


def folder_costs(folder: GraphFolder, cache: ParseCache | None = None) -> GraphCosts:
    """FOLDER's kernel costs: from the digest summary or costs left in CACHE when its files are unchanged (the
    cache is only read), else parsed now."""
    if cache is not None:
        cached = cache.get(folder, fingerprint(folder))
        if isinstance(cached, GraphDigest) and cached.costs is not None:
            return cached.costs
    digest = digest_graph(folder)
    return digest.costs or GraphCosts(graph=folder.name, compile_id=None, device_type=None)
