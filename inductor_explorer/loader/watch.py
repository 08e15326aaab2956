"""Graph folders that appear under a debug tree after it was discovered: a job still compiling writes them.

A `GraphFolderWatch` looks at the folders graph folders are written in (each run's `torchinductor/` and
`aot_torchinductor/`, and wherever under the tree the run's graph folders were found): a folder whose
modification time changed is listed again, and each subfolder not seen before is a graph folder being written.
Inductor writes `output_code.py` (AOTInductor: `output_code.cpp`) once the graph is compiled, the provenance
files just after; a new folder is taken as complete when it holds its output code and its files' sizes and
times were the same at two looks in a row.
A folder that never gets its output code (a compile that failed) is never given.

A graph folder discovery found unsettled (`GraphFolder.settled`: without output code, or changed moments
before) is looked at the same way, by a listing at each poll until its files stay the same; one still without
output code is then only `stat`ed until a file is added to it. Once it holds its output code and its files
stayed the same, it is given again, made anew, if they are not the ones discovery found. A settled folder
costs nothing.

A `RunFolderWatch` looks at the folders run folders are written in (where the tree's run folders lie, and the
folder opened when it holds them): a `run_<time>-pid_<N>` folder not seen before is a new run (a second
process, a second run of the script); the structured trace logs that appear in the folders torch writes them
in (`tlparse/` beside the run folders, and where the tree's logs were found) go to the run of their pid once
their first record names it, or, when no run folder of that pid comes within ORPHAN_WAIT_S, make a run of
their own, as discovery makes one for such a log (a folder of TORCH_TRACE logs, another rank starting).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from inductor_explorer.loader.attach import log_pid
from inductor_explorer.loader.discover import (
    INDUCTOR_DIRS,
    RUN_NAME,
    TRACE_DIR,
    classify_trace_file,
    graph_folder_at,
    graph_order_key,
    has_output_code,
    run_folder_at,
)
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import TRACE_LOG, DebugTree, GraphFolder, RunFolder, TraceSource

#: How long a new trace log whose process has no run folder waits for one before it is a run of its own.
ORPHAN_WAIT_S = 3.0
#: The bytes of a file classify_trace_file reads: a log this long that it cannot tell is no trace log.
_HEAD_BYTES = 65536
#: What tells that a folder's files changed: (name, size, modification time) of each.
_Listing = tuple[tuple[str, int, int], ...]


def _listing(path: Path) -> _Listing | None:
    """PATH's files, by name, size and time; None when it cannot be listed."""
    try:
        with os.scandir(path) as it:
            found = []
            for entry in it:
                if entry.is_file():
                    stat = entry.stat()
                    found.append((entry.name, stat.st_size, stat.st_mtime_ns))
    except OSError:
        return None
    return tuple(sorted(found))


def _mtime(path: Path) -> int | None:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return None


class GraphFolderWatch:
    """The graph folders written under TREE's runs since it was discovered, and those it found unsettled."""

    def __init__(self, tree: DebugTree) -> None:
        #: Folder graph folders are written in -> its run's index.
        self.parents: dict[Path, int] = {}
        #: Subfolders seen: graph folders given or found at discovery, and others.
        self._known: set[Path] = set()
        self._times: dict[Path, int | None] = {}  # a parent's time at its last listing
        self._writing: dict[Path, _Listing | None] = {}  # new subfolders -> their files at the last look
        #: Unsettled graph folders -> their key, and their files at the last look (None: not listed yet).
        self._unsettled: dict[Path, tuple[GraphKey, _Listing | None]] = {}
        self._untouched: dict[Path, int | None] = {}  # of those, the ones without output code -> their time
        self._tree = tree
        for r, run in enumerate(tree.runs):
            self.add_run(r, run)

    def add_run(self, r: int, run: RunFolder) -> None:
        """Watch RUN, the tree's run R, too: its folders graph folders are written in, its unsettled ones."""
        for name in INDUCTOR_DIRS:
            self._watch(run.path / name, r)
        for g, folder in enumerate(run.graphs):
            # A folder (not a log's graph) under the tree: beside the folder opened lies what is not its.
            if self._tree.path in folder.path.parents and (
                folder.trace is None or folder.path != folder.trace.log
            ):
                self._watch(folder.path.parent, r)
                self._known.add(folder.path)
                if not folder.settled:
                    self._unsettled[folder.path] = ((r, g), None)

    def _watch(self, parent: Path, r: int) -> None:
        if parent not in self.parents:
            self.parents[parent] = r
            self._times[parent] = None

    def writes_folders(self, run: int) -> bool:
        """RUN has a folder graph folders are written in (found at the last poll)."""
        return any(self._times[parent] is not None for parent, r in self.parents.items() if r == run)

    def poll(self) -> list[tuple[int, GraphFolder]]:
        """The graph folders made complete since the last poll, each with its run's index, in the order of
        their names (compile order)."""
        for parent in _changed(self._times):
            for path in _subfolders(parent):
                if path not in self._known:
                    self._known.add(path)
                    self._writing[path] = None
        complete: list[tuple[int, GraphFolder]] = []
        for path, before in list(self._writing.items()):
            now = _listing(path)
            if now is None:  # removed (or unreadable): looked at again only if its parent changes
                del self._writing[path]
                self._known.discard(path)
                continue
            self._writing[path] = now
            if now != before or not has_output_code(name for name, _, _ in now):
                continue
            del self._writing[path]
            folder = graph_folder_at(path)
            if folder is not None:
                complete.append((self.parents[path.parent], folder))
        complete.sort(key=lambda found: graph_order_key(found[1]))
        return complete

    def completed(self) -> list[tuple[GraphKey, GraphFolder]]:
        """The unsettled graph folders found complete since the last poll with other files than discovery
        found, each made anew (as its key's folder from now on), with its key."""
        complete: list[tuple[GraphKey, GraphFolder]] = []
        for path, mtime in list(self._untouched.items()):
            if _mtime(path) != mtime:  # a file added (or the folder gone): listed again
                del self._untouched[path]
                self._unsettled[path] = (self._unsettled[path][0], None)
        for path, (key, before) in list(self._unsettled.items()):
            if path in self._untouched:
                continue
            mtime = _mtime(path)  # taken before the listing: a file added during it is a change next time
            now = _listing(path)
            if now is None:  # removed (or unreadable): its graph stays as discovered
                del self._unsettled[path]
                continue
            self._unsettled[path] = (key, now)
            if now != before:
                continue
            if not has_output_code(name for name, _, _ in now):
                self._untouched[path] = mtime
                continue
            del self._unsettled[path]
            found = self._tree.runs[key[0]].graphs[key[1]]
            folder = graph_folder_at(path)
            if folder is None or (
                set(folder.files) == set(found.files) - {TRACE_LOG}
                and folder.extra_files == found.extra_files
            ):
                continue
            # A trace log's graph it took stays its.
            folder.trace = found.trace
            if TRACE_LOG in found.files:
                folder.files[TRACE_LOG] = found.files[TRACE_LOG]
            complete.append((key, folder))
        return complete


class RunFolderWatch:
    """The run folders written beside TREE's runs since it was discovered, and the structured trace logs
    their processes write."""

    def __init__(self, tree: DebugTree) -> None:
        self._tree = tree
        known_runs = {run.path for run in tree.runs}
        #: Folders run folders are written in: where the tree's run folders lie (under the folder opened),
        #: and the folder opened unless it is a run folder itself.
        parents = {path.parent for path in known_runs if RUN_NAME.search(path.name)}
        parents = {p for p in parents if p == tree.path or tree.path in p.parents}
        if tree.path.is_dir() and tree.path not in known_runs:
            parents.add(tree.path)
        self._parents: dict[Path, int | None] = dict.fromkeys(sorted(parents))
        self._known_runs = known_runs
        known_logs = {s.path for s in tree.trace_logs} | {s.path for run in tree.runs for s in run.trace_logs}
        # Where their logs are written (none where no run folder can be written: a log or a run opened alone).
        log_folders = {p / TRACE_DIR for p in self._parents}
        if log_folders:
            log_folders |= {
                s.path.parent for s in tree.trace_logs if s.kind == "structured" and s.path.is_file()
            }
        self._log_folders: dict[Path, int | None] = dict.fromkeys(sorted(log_folders))
        self._known_logs = known_logs
        #: New logs not given yet -> their stamp when last looked at and their pid (None: no record yet).
        self._pending: dict[Path, tuple[tuple[int, int] | None, int | None]] = {}
        self._named: dict[Path, float] = {}  # of those, when the ones with a pid first named it

    def poll(self) -> tuple[list[RunFolder], list[tuple[int, TraceSource]]]:
        """The run folders made since the last poll, and a run of its own for each new structured trace log
        whose process made none in ORPHAN_WAIT_S (to be appended to the tree's runs in this order); and the
        new structured trace logs, each with the index of its run (counting the new runs after the tree's)."""
        runs = self._new_runs()
        self._new_logs()
        every = [*self._tree.runs, *runs]
        logs: list[tuple[int, TraceSource]] = []
        for path, (stamp, pid) in list(self._pending.items()):
            if pid is None:
                now = _stamp(path)
                if now is None or now == stamp:
                    continue
                kind = classify_trace_file(path)
                if kind is None and now[0] < _HEAD_BYTES:  # its first record not written yet
                    self._pending[path] = (now, None)
                    continue
                if kind != "structured":
                    del self._pending[path]
                    continue
                pid = log_pid(TraceSource(path, kind))
                if pid is None:
                    self._pending[path] = (now, None)
                    continue
                self._pending[path] = (now, pid)
            owner = next((r for r, run in enumerate(every) if run.pid == pid), None)
            since = self._named.setdefault(path, time.monotonic())
            if owner is None and time.monotonic() - since >= ORPHAN_WAIT_S:
                # No run folder of its process came: a run of its own, as discovery makes one (a folder of
                # TORCH_TRACE logs, another rank starting).
                every.append(RunFolder(name=path.name, path=path, pid=pid))
                runs.append(every[-1])
                owner = len(every) - 1
            if owner is not None:  # else its run folder may come later
                del self._pending[path]
                self._named.pop(path, None)
                logs.append((owner, TraceSource(path, "structured")))
        return runs, logs

    def _new_runs(self) -> list[RunFolder]:
        found: list[RunFolder] = []
        for path in _changed(self._parents):
            for entry in _subfolders(path):
                if entry not in self._known_runs:
                    self._known_runs.add(entry)
                    run = run_folder_at(entry)
                    if run is not None:
                        found.append(run)
        return sorted(found, key=lambda run: run.path)

    def _new_logs(self) -> None:
        for folder in _changed(self._log_folders):
            try:
                with os.scandir(folder) as it:
                    logs = [Path(e.path) for e in it if e.name.endswith(".log") and e.is_file()]
            except OSError:
                continue
            for log in logs:
                if log not in self._known_logs:
                    self._known_logs.add(log)
                    self._pending[log] = (None, None)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_size, stat.st_mtime_ns)


def _changed(times: dict[Path, int | None]) -> list[Path]:
    """The folders of TIMES whose modification time changed since the last look (TIMES updated: each time
    taken before its folder is listed, so that what is made during the listing is seen next time)."""
    changed = []
    for path, before in times.items():
        mtime = _mtime(path)
        if mtime is not None and mtime != before:
            times[path] = mtime
            changed.append(path)
    return changed


def _subfolders(path: Path) -> list[Path]:
    try:
        with os.scandir(path) as it:
            return [Path(e.path) for e in it if e.is_dir()]
    except OSError:
        return []
