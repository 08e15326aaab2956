"""Loading a whole PATH: discovery, every graph folder, and the trace logs of each run."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.loader.cache import ParseCache, fingerprint
from inductor_explorer.loader.discover import (
    NotADebugFolder,
    classify_trace_file,
    discover,
    is_tlparse_folder,
)
from inductor_explorer.loader.files import read_head
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.run import GraphFolder, RunFolder, Session, TraceSource
from inductor_explorer.model.trace import TraceLog

Progress = Callable[[int, int, str], None]

#: Below this many bytes of artifacts, starting worker processes costs more than it saves.
PARALLEL_MIN_BYTES = 8 * 1024 * 1024


@dataclass
class LoadedRun:
    run: RunFolder
    graphs: list[CompiledGraph] = field(default_factory=list)
    traces: list[TraceLog] = field(default_factory=list)
    trace_problems: list[Problem] = field(default_factory=list)


@dataclass
class LoadedSession:
    session: Session
    runs: list[LoadedRun]

    def run_entries(self) -> list[tuple[RunFolder, list[CompiledGraph], dict]]:
        """Per run: the folder, its graphs, and the trace keys of summary --json."""
        from inductor_explorer.loader.gb_registry import load_registry
        from inductor_explorer.report.breaks import breaks_to_json

        registry = load_registry()[0] if any(r.traces for r in self.runs) else None
        out = []
        for r in self.runs:
            extra: dict = {}
            if r.traces:
                extra["graph_breaks"] = breaks_to_json(r.traces, registry)["graph_breaks"]
                extra["compile_ids"] = [cid for t in r.traces for cid in t.compiles]
                extra["torch_version"] = next((t.torch_version for t in r.traces if t.torch_version), None)
                extra["failed_compiles"] = [
                    {"compile_id": str(m.compile_id) if m.compile_id else None, "fail_type": m.fail_type,
                     "fail_reason": m.fail_reason, "function": m.co_name}
                    for t in r.traces for m in t.failures
                ]
            out.append((r.run, r.graphs, extra))
        return out

    def traces(self) -> list[TraceLog]:
        return [t for r in self.runs for t in r.traces]

    def all_problems(self) -> list[Problem]:
        out = list(self.session.problems)
        for run in self.runs:
            for graph in run.graphs:
                out.extend(graph.problems)
            out.extend(run.trace_problems)
        return out


def extra_trace_sources(paths: Iterable[Path]) -> list[TraceSource]:
    """`--trace FILE` arguments, checked: a missing or unrecognised file is the user's error."""
    sources = []
    for path in paths:
        if not path.exists():
            raise NotADebugFolder(f"{path}: no such trace file")
        if path.is_dir():
            if not is_tlparse_folder(path):
                raise NotADebugFolder(f"{path}: a folder, but not a tlparse report (no raw.log, raw.jsonl "
                                      f"or index.html with compile_directory.json)")
            sources.append(TraceSource(path, "tlparse"))
            continue
        if read_head(path, 1) is None:
            raise NotADebugFolder(f"{path}: trace file cannot be read (permission denied, or not a regular file)")
        kind = classify_trace_file(path)
        if kind is None:
            raise NotADebugFolder(f"{path}: not a trace log (expected a TORCH_TRACE log, a tlparse folder, "
                                  f"or TORCH_LOGS=graph_breaks / explain() text)")
        sources.append(TraceSource(path, kind))
    return sources


def _attach_extra(session: Session, sources: list[TraceSource]) -> None:
    if not sources:
        return
    if len(session.runs) == 1:
        session.runs[0].trace_logs.extend(sources)
    else:
        for source in sources:
            session.runs.append(RunFolder(name=source.path.name, path=source.path, trace_logs=[source]))
    session.trace_logs.extend(sources)


def load_run_traces(run: RunFolder, cache: ParseCache | None = None) -> tuple[list[TraceLog], list[Problem]]:
    """RUN's trace logs, parsed (or, with CACHE, taken from it when unchanged and added to it)."""
    traces, problems = [], []
    for source in run.trace_logs:
        trace, found = cached_trace(source, cache)
        traces.append(trace)
        problems.extend(found)
    return traces, problems


def cached_trace(source: TraceSource, cache: ParseCache | None) -> tuple[TraceLog, list[Problem]]:
    if cache is None:
        return load_trace(source.path)
    stamp = fingerprint(source)
    value = cache.get(source, stamp)
    if value is None:
        value = load_trace(source.path)
        cache.put(source, stamp, value)
    return value


def load_everything(path: Path, extra_traces: Iterable[Path] = (), progress: Progress | None = None
                    ) -> LoadedSession:
    """Discover PATH and parse every graph folder (in compile order) and every trace log in it."""
    extra = extra_trace_sources(extra_traces)
    session = discover(path)
    _attach_extra(session, extra)
    total = sum(len(r.graphs) + len(r.trace_logs) for r in session.runs)
    done = 0
    runs: list[LoadedRun] = []
    for run in session.runs:
        loaded = LoadedRun(run=run)
        for folder in run.graphs:
            loaded.graphs.append(load_graph(folder))
            done += 1
            if progress:
                progress(done, total, folder.name)
        for source in run.trace_logs:
            trace, found = load_trace(source.path)
            loaded.traces.append(trace)
            loaded.trace_problems.extend(found)
            done += 1
            if progress:
                progress(done, total, source.path.name)
        runs.append(loaded)
    return LoadedSession(session=session, runs=runs)


def _digest_graph(folder: GraphFolder):
    from inductor_explorer.report.summary import digest

    return digest(load_graph(folder, full=False))


def _task_bytes(task: GraphFolder | TraceSource) -> int:
    if isinstance(task, GraphFolder):
        return task.size_bytes()
    try:
        return task.path.stat().st_size if task.path.is_file() else 0
    except OSError:
        return 0


def _run_task(task: GraphFolder | TraceSource):
    # A task allocates hundreds of thousands of small objects that all live until it returns and are then
    # freed by reference counting; the cyclic collector would only walk them again and again meanwhile.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _digest_graph(task) if isinstance(task, GraphFolder) else load_trace(task.path)
    finally:
        if enabled:
            gc.enable()


def summarize_everything(path: Path, extra_traces: Iterable[Path] = (), progress: Progress | None = None,
                         jobs: int | None = None, cache: ParseCache | None = None) -> LoadedSession:
    """Like load_everything, but each run holds GraphDigests (summary entry, torch version, problems)
    instead of whole graphs, and big sessions are parsed in JOBS worker processes (default: one per core).
    With CACHE, what it holds for unchanged files is used instead of parsing them, and what is parsed is
    added to it (saved before returning).

    A graph is dropped as soon as its digest is made, so memory stays near one graph's worth per process.
    """
    extra = extra_trace_sources(extra_traces)
    session = discover(path)
    _attach_extra(session, extra)
    tasks: list[GraphFolder | TraceSource] = [t for run in session.runs for t in (*run.graphs, *run.trace_logs)]
    results: dict[int, object] = {}
    stamps = [fingerprint(task) if cache is not None else None for task in tasks]

    def finished(index: int, value: object) -> None:
        results[index] = value
        if progress:
            task = tasks[index]
            progress(len(results), len(tasks), task.name if isinstance(task, GraphFolder) else task.path.name)

    if cache is not None:
        for index, task in enumerate(tasks):
            value = cache.get(task, stamps[index])
            if value is not None:
                finished(index, value)
    waiting = [index for index in range(len(tasks)) if index not in results]
    sizes = {index: _task_bytes(tasks[index]) for index in waiting}
    jobs = min(jobs or os.cpu_count() or 1, len(waiting))
    if jobs > 1 and sum(sizes.values()) >= PARALLEL_MIN_BYTES:
        # Biggest first, so one huge trace log or graph does not end up alone at the end.
        order = sorted(waiting, key=lambda i: -sizes[i])
        try:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                futures = {pool.submit(_run_task, tasks[i]): i for i in order}
                for future in as_completed(futures):
                    finished(futures[future], future.result())
        except (BrokenProcessPool, OSError):
            pass  # no worker processes here (or one died): what is missing is parsed below, in this process
    for index in waiting:
        if index not in results:
            finished(index, _run_task(tasks[index]))
    if cache is not None:
        for index in waiting:
            cache.put(tasks[index], stamps[index], results[index])
        cache.save()

    runs: list[LoadedRun] = []
    index = 0
    for run in session.runs:
        loaded = LoadedRun(run=run)
        for _ in run.graphs:
            loaded.graphs.append(results[index])
            index += 1
        for _ in run.trace_logs:
            trace, found = results[index]
            loaded.traces.append(trace)
            loaded.trace_problems.extend(found)
            index += 1
        runs.append(loaded)
    return LoadedSession(session=session, runs=runs)


def load_traces_only(path: Path, extra_traces: Iterable[Path] = ()) -> tuple[list[TraceLog], list[Problem]]:
    """The trace logs under PATH (and --trace files), without parsing any graph folder."""
    extra = extra_trace_sources(extra_traces)
    session = discover(path)
    _attach_extra(session, extra)
    traces: list[TraceLog] = []
    problems = list(session.problems)
    for run in session.runs:
        found, more = load_run_traces(run)
        traces.extend(found)
        problems.extend(more)
    if not traces:
        raise NotADebugFolder(f"{path}: no trace log found (looked for tlparse/*.log beside the run folders, "
                              f"TORCH_TRACE logs, tlparse report folders and TORCH_LOGS text); "
                              f"pass one with --trace FILE")
    return traces, problems
