"""Trace logs followed as they grow: each poll reads only what was appended.

`TraceFollow` is `breaks --follow`'s: it polls (a stat per log, twice a second) the logs of the path given
(the file itself, or the `*.log` files in the path, its `tlparse/` and its `torch_compile_debug/tlparse/`
folders, where torch writes them, logs that appear later included) and gives the events not seen before.

`LiveTraces` is the session's: its structured trace logs each read by a `FollowedLog` (kept in the parse
cache, so that an unchanged log is not read again), which reads on from where it stopped when the log grows,
from the start when it is cut short or replaced; its other trace logs read once.

`LiveGraphs` is the session's too: the run folders, graph folders and trace-log graphs written after the
session opened, and the graph folders that were being written when it opened, once complete.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_explorer.analysis.events import SeenEvents, TraceEvent
from inductor_explorer.analysis.remedies import SourceReader
from inductor_explorer.loader.attach import take_log
from inductor_explorer.loader.gb_registry import load_gb_table
from inductor_explorer.loader.source import source_reader
from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.loader.trace.graphs import GrowingTraceIndex, attach_log_graphs
from inductor_explorer.loader.watch import GraphFolderWatch, RunFolderWatch
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import DebugTree, TraceGraphRef, TraceSource
from inductor_explorer.model.trace import GraphBreakRegistry, TraceLog
from inductor_explorer.session.parse import (
    RunTraceLogs,
    cached_trace,
    counted_once,
    followed_traces,
    link_trace_logs,
)

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import LinkMemo, RunTraces
    from inductor_explorer.loader.cache import ParseCache
    from inductor_explorer.session.workers import Workers


class TraceFollow:
    """The trace logs of PATH, followed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.is_dir():
            self.folders = [path, path / "tlparse", path / "torch_compile_debug" / "tlparse"]
        else:
            self.folders = []
        self.logs: dict[Path, FollowedLog] = {}
        self._seen: dict[Path, SeenEvents] = {}
        self._restarts: dict[Path, int] = {}
        if not path.is_dir():
            self.logs[path] = FollowedLog(path)
        # What the events are diagnosed with, as `breaks` diagnoses them: the installed torch's graph-break
        # registry, and the user's files the breaks point at.
        self.registry: GraphBreakRegistry | None = load_gb_table()[0]
        self.read_source: SourceReader = source_reader(path)

    def _find_logs(self) -> None:
        for folder in self.folders:
            try:
                found = sorted(p for p in folder.glob("*.log") if p.is_file())
            except OSError:
                continue
            for log in found:
                if log not in self.logs:
                    self.logs[log] = FollowedLog(log)

    def poll(self) -> list[TraceEvent]:
        """The graph breaks and recompiles logged since the last poll (all of them at the first), by log and
        in logged order. A log read again from its start (it shrank or was replaced) reports them anew."""
        self._find_logs()
        events: list[TraceEvent] = []
        for path, log in self.logs.items():
            if not log.catch_up():  # a log far behind: caught up before its events are given
                continue
            if log.restarts != self._restarts.get(path, 0):
                self._restarts[path] = log.restarts
                self._seen.pop(path, None)
            trace, _ = log.trace()
            events += self._seen.setdefault(path, SeenEvents()).added([trace])
        return events


def log_stamp(path: Path) -> tuple[int, int, int, int] | None:
    """What tells that a log changed: its device, inode, size and modification time (None: unreadable)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)


class LiveTraces:
    """TREE's trace logs, read once (with CACHE, unchanged ones taken from it; a huge one in a child process
    where WORKERS says; PROGRESS(log, bytes read of it) told as the structured ones are), the structured ones
    then read on as they grow."""

    def __init__(
        self,
        tree: DebugTree,
        cache: ParseCache | None,
        workers: Workers | None = None,
        progress: Callable[[Path, int], object] | None = None,
    ) -> None:
        self.tree = tree
        self._sources = [(r, source) for r, run in enumerate(tree.runs) for source in run.trace_logs]
        self._read: dict[Path, tuple[TraceLog, list[Problem]]] = {}  # each log's trace as last read
        self._followed: dict[Path, FollowedLog] = {}
        structured = [source for _, source in self._sources if source.kind == "structured"]
        #: Each structured log's stamp at the last look: one that has not changed is not read. Stamped before
        #: they are read: a log that grows while it is read is read on at the first poll.
        self._stamps: dict[Path, tuple[int, int, int, int] | None] = {
            source.path: log_stamp(source.path) for source in structured
        }
        for source, (log, parsed) in zip(structured, followed_traces(structured, cache, workers, progress)):
            self._followed[source.path], self._read[source.path] = log, parsed
        for _, source in self._sources:
            if source.kind != "structured":
                self._read[source.path] = cached_trace(source, cache, workers)
        if cache is not None:
            cache.save()
        self.changed_at: float | None = None  # time.time() of the last growth read
        self._memos: dict[int, LinkMemo] = {}  # what each run's last link diagnosed

    @property
    def followed(self) -> list[Path]:
        """The structured logs watched for growth."""
        return list(self._stamps)

    def _found(self) -> list[RunTraceLogs]:
        found: list[RunTraceLogs] = [([], []) for _ in self.tree.runs]
        for r, source in self._sources:
            if source.path not in self._read:  # joined, not read yet
                self._read[source.path] = self._followed[source.path].trace()
            trace, problems = self._read[source.path]
            traces: list[TraceLog] = found[r][0]
            more: list[Problem] = found[r][1]
            traces.append(trace)
            more.extend(problems)
        return counted_once(found)

    def runs(self) -> list[RunTraces]:
        """Every run's trace logs as read so far, diagnosed and linked to its graphs."""
        return link_trace_logs(self.tree, self._found(), self._memos)

    def join(self, logs: list[tuple[int, TraceSource]]) -> None:
        """Follow LOGS too: structured trace logs (each with its run's index) the tree's runs were given after
        it was read, each read from its start at the next poll."""
        known = {source.path for _, source in self._sources}
        for r, source in logs:
            if source.path not in known:
                known.add(source.path)
                self._sources.append((r, source))
                self._stamps[source.path] = None
                self._followed[source.path] = FollowedLog(source.path)

    def poll(self) -> bool:
        """Read what the structured logs appended since the last poll; True when any of them changed."""
        changed = False
        for path, before in self._stamps.items():
            log = self._followed[path]
            now = log_stamp(path)
            if now == before and not log.pending:
                continue
            self._stamps[path] = now
            if log.catch_up():
                self._read[path] = log.trace()
                changed = True
        if changed:
            self.changed_at = time.time()
        return changed


@dataclass
class FollowedGraphs:
    """What a look at a tree found written since the last one: RUNS, the run folders appended to the tree
    (their indexes); LOGS, the structured trace logs its runs were given (each with its run's index);
    ADDED, the graphs appended to their runs; COMPLETED, graphs whose folders were being written when the
    tree was discovered, made anew now that they are complete (the same keys)."""

    runs: list[int] = field(default_factory=list)
    logs: list[tuple[int, TraceSource]] = field(default_factory=list)
    added: list[GraphKey] = field(default_factory=list)
    completed: list[GraphKey] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.runs or self.logs or self.added or self.completed)


class LiveGraphs:
    """The graphs written under TREE after it was opened: run folders and graph folders (loader/watch.py) and
    the graphs of its structured trace logs that grew since STAMPS (each log's stamp when its graphs were
    indexed) were taken, appended to the tree as they come; the graph folders being written when it was
    discovered, made anew once complete.

    A log is indexed on from where the index that indexed it when it was opened stopped (INDEXES, by path);
    a log without one, indexed at its first growth from its start (its graphs attached already left out),
    then only what it appends. In a run whose debug folder is written too, a
    log's graph waits up to HOLD_S for its graph folder, so that the two are one graph, as when opened later.
    """

    HOLD_S = 3.0

    def __init__(
        self,
        tree: DebugTree,
        stamps: dict[Path, tuple[int, int, int, int] | None],
        indexes: dict[Path, GrowingTraceIndex] | None = None,
    ) -> None:
        self.tree = tree
        self.folders = GraphFolderWatch(tree)
        self.run_folders = RunFolderWatch(tree)
        self._stamps = stamps
        self._logs = [
            (r, source.path)
            for r, run in enumerate(tree.runs)
            for source in run.trace_logs
            if source.kind == "structured"
        ]
        self._indexes: dict[tuple[int, Path], GrowingTraceIndex] = {
            (r, log): indexes[log] for r, log in self._logs if indexes is not None and log in indexes
        }
        self._held: list[tuple[int, Path, TraceGraphRef, float]] = []  # (run, log, graph, when first seen)

    def poll(self) -> FollowedGraphs:
        """What was written since the last poll, appended to the tree."""
        followed = self._new_runs()
        for key, folder in self.folders.completed():
            self.tree.runs[key[0]].graphs[key[1]] = folder
            followed.completed.append(key)
        added = followed.added
        for r, folder in self.folders.poll():
            run = self.tree.runs[r]
            run.graphs.append(folder)
            added.append((r, len(run.graphs) - 1))
        now = time.monotonic()
        for r, log in self._logs:
            index = self._indexes.get((r, log))
            if index is None:
                if log_stamp(log) == self._stamps.get(log):
                    continue
                index = self._indexes[r, log] = GrowingTraceIndex(log)
            self._held.extend((r, log, ref, now) for ref in index.advance())
        for (r, log), refs in self._released(now).items():
            run = self.tree.runs[r]
            before = len(run.graphs)
            attach_log_graphs(run, log, refs, self._indexes[r, log].guards)
            added.extend((r, g) for g in range(before, len(run.graphs)))
        return followed

    def _new_runs(self) -> FollowedGraphs:
        """The run folders and structured trace logs written since the last poll, given to the tree (the
        logs' graphs indexed from their start)."""
        runs, logs = self.run_folders.poll()
        followed = FollowedGraphs(logs=logs)
        for run in runs:
            self.tree.runs.append(run)
            followed.runs.append(len(self.tree.runs) - 1)
            self.folders.add_run(followed.runs[-1], run)
        for r, source in logs:
            take_log(self.tree.runs[r], source)
            self.tree.trace_logs.append(source)
            self._logs.append((r, source.path))
        return followed

    def _released(self, now: float) -> dict[tuple[int, Path], list[TraceGraphRef]]:
        """The held graphs that wait no longer: their graph folder is here, their run writes no debug folder,
        they have no AOT ID to find one by, or they waited HOLD_S. By log, in log order."""
        released: dict[tuple[int, Path], list[TraceGraphRef]] = {}
        held = []
        for r, log, ref, since in self._held:
            run = self.tree.runs[r]
            waits = (
                ref.aot_id is not None
                and now - since < self.HOLD_S
                and self.folders.writes_folders(r)
                and not any(f.aot_key == ref.aot_id and f.trace is None for f in run.graphs)
            )
            if waits:
                held.append((r, log, ref, since))
            else:
                released.setdefault((r, log), []).append(ref)
        self._held = held
        return released
