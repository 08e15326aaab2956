"""What the faces ask for, in one place: open a session, load or summarise it, read its trace logs, diff two
sessions, measure coverage. The CLI and the explorer both call these; each step below is done by the
loader (files to model), analysis (pure) or report, and nothing here parses or formats on its own.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from inductor_explorer.loader.attach import attach_extra, drop_report_copies
from inductor_explorer.loader.cache import ParseCache, fingerprint
from inductor_explorer.loader.discover import NotADebugFolder, discover, extra_trace_sources
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.loader.trace.graphs import attach_trace_graphs
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.costs import GraphCosts, ProfileJoin
from inductor_explorer.model.graph import CompiledGraph, GraphDigest
from inductor_explorer.model.run import DebugTree, GraphFolder, ParsedRun, ParsedTree, TraceSource
from inductor_explorer.model.trace import TraceLog

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import RunTraces
    from inductor_explorer.analysis.coverage import FileCoverage
    from inductor_explorer.analysis.diff import RunDiff
    from inductor_explorer.model.ranks import RankComparison

Progress = Callable[[int, int, str], None]
RunTraceLogs = tuple[list[TraceLog], list[Problem]]
#: What a graph is digested for: summary (counts, problems, kernel costs) or the diff (counts, problems,
#: kernel signatures, extern calls).
DigestPurpose = Literal["summary", "diff"]

#: Below this many bytes of artifacts, starting worker processes costs more than it saves.
PARALLEL_MIN_BYTES = 8 * 1024 * 1024
#: Tasks smaller than this go to a worker process BATCH_SIZE at a time: handing one over (pickling it and
#: its result) costs the main process about as much as a worker spends parsing a small one.
BATCH_MIN_BYTES = 256 * 1024
BATCH_SIZE = 16
#: A worker process runs with the cyclic garbage collector off (see _start_worker) and collects once this
#: many more container objects are alive than at its last collection.
WORKER_COLLECT_OBJECTS = 100_000


def open_session(path: Path, extra_traces: Iterable[Path] = ()) -> DebugTree:
    """Discover PATH and attach the `--trace` files. Raises NotADebugFolder (one line) on bad input."""
    extra = extra_trace_sources(extra_traces)
    session = discover(path)
    attach_extra(session, extra)
    return attach_trace_graphs(session)  # the compiles of the --trace logs


def cached_trace(source: TraceSource, cache: ParseCache | None) -> tuple[TraceLog, list[Problem]]:
    """SOURCE parsed, or with CACHE taken from it when unchanged (and added to it when not)."""
    if cache is None:
        return load_trace(source.path)
    stamp = fingerprint(source)
    cached = cache.get(source, stamp)
    if isinstance(cached, tuple):
        return cached
    value = load_trace(source.path)
    cache.put(source, stamp, value)
    return value


def session_trace_logs(session: DebugTree, cache: ParseCache | None = None) -> list[RunTraceLogs]:
    """Per run of SESSION: its trace logs parsed, and the problems met (a tlparse report of a log also read
    counted once). With CACHE, unchanged logs are taken from it; the cache is saved. Never raises."""
    found: list[RunTraceLogs] = []
    for run in session.runs:
        traces, problems = [], []
        for source in run.trace_logs:
            trace, more = cached_trace(source, cache)
            traces.append(trace)
            problems.extend(more)
        found.append((traces, problems))
    if cache is not None:
        cache.save()
    drop_report_copies(found)
    return found


def load_session_traces(session: DebugTree, cache: ParseCache | None = None) -> list[RunTraces]:
    """Read every run's trace logs (the --trace files were attached when the session was opened), diagnose
    the breaks, link compiles to graphs. With CACHE, the trace logs unchanged since they were cached are
    taken from it (and the others added). Never raises: what cannot be read becomes a problem of its run.
    """
    from inductor_explorer.analysis.compiles import link_run
    from inductor_explorer.loader.gb_registry import load_registry
    from inductor_explorer.loader.source import source_reader

    found = session_trace_logs(session, cache)
    registry = load_registry()[0] if any(traces for traces, _ in found) else None
    # The user's files the breaks point at (beside each run when moved with it): fixes are chosen from the
    # code.
    return [
        link_run(r, run, *found[r], registry, source_reader(run.path)) for r, run in enumerate(session.runs)
    ]


def session_comparison(
    session: DebugTree, runs: list[RunTraces]
) -> tuple[RankComparison | None, dict[int, int]]:
    """The comparison of SESSION's ranked runs (kernel names scanned from their graphs), and rank -> the index
    of its run (the first, when two runs carry one rank)."""
    from inductor_explorer.analysis.ranks import compare_session, kernels_by_compile, run_rank
    from inductor_explorer.loader.names import scan_names

    entries = []
    run_of: dict[int, int] = {}
    ranked = [
        (traces, rank)
        for traces in runs
        for rank in [run_rank(session.runs[traces.run], traces.traces)]
        if rank is not None
    ]
    if len({rank for _, rank in ranked}) < 2:
        return None, run_of  # no graph is scanned for a session of one rank
    for traces, rank in ranked:
        folder = session.runs[traces.run]
        run_of.setdefault(rank, traces.run)
        graphs = [
            (traces.graph_compiles.get((traces.run, g)), graph) for g, graph in enumerate(folder.graphs)
        ]
        kernels = kernels_by_compile(
            (cid, [name for name, _ in scan_names(graph).kernels]) for cid, graph in graphs if cid is not None
        )
        entries.append((folder, traces.traces, kernels))
    return compare_session(entries), run_of


def _loaded(
    session: DebugTree, graphs: list[list[CompiledGraph | GraphDigest]], trace_logs: list[RunTraceLogs]
) -> ParsedTree:
    drop_report_copies(trace_logs)
    runs = [
        ParsedRun(run, run_graphs, traces, problems)
        for run, run_graphs, (traces, problems) in zip(session.runs, graphs, trace_logs)
    ]
    return ParsedTree(tree=session, runs=runs)


def load_session(session: DebugTree, progress: Progress | None = None) -> ParsedTree:
    """Parse every graph folder (in compile order) and every trace log of SESSION."""
    total = sum(len(r.graphs) + len(r.trace_logs) for r in session.runs)
    done = 0
    graphs: list[list[CompiledGraph | GraphDigest]] = []
    trace_logs: list[RunTraceLogs] = []
    for run in session.runs:
        run_graphs: list[CompiledGraph | GraphDigest] = []
        for folder in run.graphs:
            run_graphs.append(load_graph(folder))
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
    return _loaded(session, graphs, trace_logs)


def load_everything(
    path: Path, extra_traces: Iterable[Path] = (), progress: Progress | None = None
) -> ParsedTree:
    """Open PATH (and the --trace files) and parse everything in it."""
    return load_session(open_session(path, extra_traces), progress)


def _digest_graph(folder: GraphFolder, purpose: DigestPurpose = "summary") -> GraphDigest:
    """FOLDER's counts, problems and kernel costs (or, for the diff, kernel signatures and extern calls), from
    summary's cheaper parse (unlinked, no networkx)."""
    graph = load_graph(folder, full=False, costs=True)
    if purpose == "diff":
        from inductor_explorer.analysis.diff import diff_digest

        return diff_digest(graph)
    from inductor_explorer.analysis.costs import graph_costs
    from inductor_explorer.report.summary import digest

    return digest(graph, graph_costs(graph))


def _task_bytes(task: GraphFolder | TraceSource) -> int:
    if isinstance(task, GraphFolder):
        return task.size_bytes()
    try:
        return task.path.stat().st_size if task.path.is_file() else 0
    except OSError:
        return 0


@contextmanager
def cyclic_gc_paused() -> Iterator[None]:
    """The cyclic garbage collector paused: parsing a task, and unpickling the results of worker processes,
    allocate hundreds of thousands of small acyclic objects that all live on (reference counting frees
    what does not); the collector would only walk them again and again meanwhile."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _run_task(
    task: GraphFolder | TraceSource, purpose: DigestPurpose = "summary"
) -> GraphDigest | tuple[TraceLog, list[Problem]]:
    with cyclic_gc_paused():
        return _digest_graph(task, purpose) if isinstance(task, GraphFolder) else load_trace(task.path)


def summarize_everything(
    path: Path,
    extra_traces: Iterable[Path] = (),
    progress: Progress | None = None,
    jobs: int | None = None,
    cache: ParseCache | None = None,
) -> ParsedTree:
    """Open PATH (and the --trace files) and summarise it (summarize_session)."""
    return summarize_session(open_session(path, extra_traces), progress, jobs, cache)


def summarize_session(
    session: DebugTree,
    progress: Progress | None = None,
    jobs: int | None = None,
    cache: ParseCache | None = None,
    purpose: DigestPurpose = "summary",
) -> ParsedTree:
    """Like load_session, but each run holds GraphDigests (counts, torch version, problems, and kernel costs
    or, with PURPOSE "diff", what the diff reads) instead of whole graphs, and big sessions are parsed in
    JOBS worker processes (default: one per core). With CACHE, what it holds for unchanged files is used
    instead of parsing them, and what is parsed is added to it (saved before returning); a graph's digests
    for summary and for the diff are kept apart, its trace logs' parses shared.

    A graph is dropped as soon as its digest is made, so memory stays near one graph's worth per process.
    """
    tasks: list[GraphFolder | TraceSource] = []
    for run in session.runs:
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
    waiting = [index for index in range(len(tasks)) if index not in results]
    _run_tasks([tasks[i] for i in waiting], jobs, lambda at, value: finished(waiting[at], value), purpose)
    if cache is not None:
        for index in waiting:
            cache.put(tasks[index], stamps[index], results[index], kinds[index])
        cache.save()
    return _assembled(session, results)


def _run_tasks(
    tasks: list[GraphFolder | TraceSource],
    jobs: int | None,
    finished: Callable[[int, Any], None],
    purpose: DigestPurpose = "summary",
) -> None:
    """Run each of TASKS (_run_task, for PURPOSE), in JOBS worker processes when that pays; FINISHED(index,
    result) as each is done."""
    sizes = [_task_bytes(task) for task in tasks]
    jobs = min(jobs or os.cpu_count() or 1, len(tasks))
    done: set[int] = set()
    lock = threading.Lock()

    def report(index: int, result: Any) -> None:
        with lock:  # from this thread and from _take_trace_logs's
            finished(index, result)
            done.add(index)

    if jobs > 1 and sum(sizes) >= PARALLEL_MIN_BYTES:
        # Without worker processes here (or when one died), what is missing is parsed below, in this process.
        with suppress(BrokenProcessPool, OSError):
            _run_in_pool(tasks, sizes, jobs, report, purpose)
    for index, task in enumerate(tasks):
        if index not in done:
            finished(index, _run_task(task, purpose))


def _run_in_pool(
    tasks: list[GraphFolder | TraceSource],
    sizes: list[int],
    jobs: int,
    report: Callable[[int, Any], None],
    purpose: DigestPurpose,
) -> None:
    """Run TASKS in JOBS worker processes, biggest first, so one huge trace log or graph does not end up alone
    at the end; the trace logs after the graphs, for this process to take those no worker has started on
    (_take_trace_logs)."""
    order = sorted(range(len(tasks)), key=lambda i: (isinstance(tasks[i], TraceSource), -sizes[i]))
    graphs = [i for i in order if isinstance(tasks[i], GraphFolder)]
    # The results are unpickled in this process (in the pool's thread) as they come.
    with cyclic_gc_paused(), ProcessPoolExecutor(max_workers=jobs, initializer=_start_worker) as pool:
        futures = {
            pool.submit(_run_batch, [tasks[i] for i in batch], purpose): batch
            for batch in [*_batches(graphs, sizes), *_batches(order[len(graphs) :], sizes)]
        }
        # Exiting waits for the thread, also when a worker died.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="trace-logs") as here:
            taking = here.submit(_take_trace_logs, tasks, futures, report)
            for future in as_completed(futures):
                if not future.cancelled():
                    for index, result in zip(futures[future], future.result()):
                        report(index, result)
            taking.result()


def _take_trace_logs(
    tasks: list[GraphFolder | TraceSource],
    futures: dict[Future, list[int]],
    report: Callable[[int, Any], None],
) -> None:
    """Parse in this process each trace log of FUTURES no worker has started on (cancelling its future): a
    TraceLog is the costliest result to hand over, and this process would only wait meanwhile. Run in a
    thread, so that the workers' results are reported as they come all the same."""
    for future, batch in futures.items():
        if isinstance(tasks[batch[0]], TraceSource) and future.cancel():
            for index in batch:
                report(index, _run_task(tasks[index]))


def _batches(order: list[int], sizes: list[int]) -> list[list[int]]:
    """The task indices of ORDER (biggest first) as handed to a worker process at a time: a task of
    BATCH_MIN_BYTES or more alone, smaller ones (a trace log's compiles) BATCH_SIZE together, in ORDER."""
    batches: list[list[int]] = []
    small: list[int] = []
    for index in order:
        if sizes[index] >= BATCH_MIN_BYTES:
            batches.append([index])
            continue
        small.append(index)
        if len(small) == BATCH_SIZE:
            batches.append(small)
            small = []
    if small:
        batches.append(small)
    return batches


def _start_worker() -> None:
    """A worker process keeps the cyclic garbage collector off, also while its results are pickled (after
    _run_batch returns): left on, it walks the objects a task leaves alive (the parsers' line caches, the
    result) again and again, and the parsed graphs hold no reference cycles for it to free. _run_batch
    collects now and then instead, so a cycle that does turn up is freed all the same."""
    gc.disable()


def _run_batch(
    tasks: list[GraphFolder | TraceSource], purpose: DigestPurpose = "summary"
) -> list[GraphDigest | tuple[TraceLog, list[Problem]]]:
    results = [_run_task(task, purpose) for task in tasks]
    if gc.get_count()[0] >= WORKER_COLLECT_OBJECTS:
        gc.collect()
    return results


def _assembled(session: DebugTree, results: dict[int, Any]) -> ParsedTree:
    """The ParsedTree of SESSION from RESULTS, its tasks' results in task order (each run's graphs, then
    its trace logs)."""
    graphs: list[list[CompiledGraph | GraphDigest]] = []
    trace_logs: list[RunTraceLogs] = []
    index = 0
    for run in session.runs:
        graphs.append([results[index + i] for i in range(len(run.graphs))])
        index += len(run.graphs)
        traces, problems = [], []
        for _ in run.trace_logs:
            trace, found = results[index]
            traces.append(trace)
            problems.extend(found)
            index += 1
        trace_logs.append((traces, problems))
    return _loaded(session, graphs, trace_logs)


def load_traces_only(path: Path, extra_traces: Iterable[Path] = ()) -> tuple[list[TraceLog], list[Problem]]:
    """The trace logs under PATH (and --trace files), without parsing any graph folder."""
    session = open_session(path, extra_traces)
    traces: list[TraceLog] = []
    problems = list(session.problems)
    for run_traces, more in session_trace_logs(session):
        traces.extend(run_traces)
        problems.extend(more)
    if not traces:
        raise NotADebugFolder(
            f"{path}: no trace log found (looked for tlparse/*.log beside the run folders, "
            f"TORCH_TRACE logs, tlparse report folders and TORCH_LOGS text); "
            f"pass one with --trace FILE"
        )
    return traces, problems


def summary_data(loaded: ParsedTree) -> dict:
    """summary --json for LOADED, its graph breaks explained from the installed torch's registry."""
    from inductor_explorer.loader.gb_registry import load_registry
    from inductor_explorer.report.summary import session_summary

    registry = load_registry()[0] if any(r.traces for r in loaded.runs) else None
    return session_summary(loaded, registry)


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


def add_session_coverage(data: dict, loaded: ParsedTree) -> list[tuple[str, list[FileCoverage]]]:
    """Add coverage to the summary JSON DATA of LOADED (see report.coverage.add_coverage); the text rows."""
    from inductor_explorer.report.coverage import add_coverage

    per_run = [[(folder.name, graph_folder_coverage(folder)) for folder in r.run.graphs] for r in loaded.runs]
    return add_coverage(data, per_run)


def diff_loaded(before: ParsedTree, after: ParsedTree) -> RunDiff:
    """What changed from BEFORE to AFTER, from what was parsed (no log is read twice)."""
    from inductor_explorer.analysis.cache import key_changes
    from inductor_explorer.analysis.diff import diff_sessions, session_traces
    from inductor_explorer.loader.trace.cache import gm_graph

    diff = diff_sessions(before, after)
    diff.cache = key_changes(session_traces(before), session_traces(after), gm_graph)
    return diff


def diff_paths(
    before: Path,
    after: Path,
    progress: Callable[[str], Progress | None] = lambda side: None,
    jobs: int | None = None,
    parse_cache: bool = False,
) -> RunDiff:
    """Digest the debug folders BEFORE and AFTER for the diff (in JOBS worker processes: summarize_session),
    each with its parse cache when PARSE_CACHE, and diff them; PROGRESS(side) gives each side's callback."""

    def digested(path: Path, side: str) -> ParsedTree:
        session = open_session(path)
        cache = ParseCache(session.path) if parse_cache else None
        return summarize_session(session, progress(side), jobs, cache, purpose="diff")

    return diff_loaded(digested(before, "before"), digested(after, "after"))


def session_costs(loaded: ParsedTree) -> list[GraphCosts]:
    """The kernel costs of every graph of LOADED (summarised or parsed), in session order."""
    from inductor_explorer.analysis.costs import graph_costs

    out: list[GraphCosts] = []
    for run in loaded.runs:
        for graph in run.graphs:
            if isinstance(graph, GraphDigest):
                out.append(
                    graph.costs or GraphCosts(graph=graph.counts.name, compile_id=None, device_type=None)
                )
            else:
                out.append(graph_costs(graph))
    return out


def join_session_profile(graphs: list[GraphCosts], profile_path: Path) -> tuple[ProfileJoin, list[Problem]]:
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
    digest = _digest_graph(folder)
    return digest.costs or GraphCosts(graph=folder.name, compile_id=None, device_type=None)
