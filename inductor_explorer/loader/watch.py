"""Graph folders that appear under a debug tree after it was discovered: a job still compiling writes them.

A `GraphFolderWatch` looks at the folders graph folders are written in (each run's `torchinductor/` and
`aot_torchinductor/`, and wherever under the tree the run's graph folders were found): a folder whose
modification time changed is listed again, and each subfolder not seen before is a graph folder being written.
Inductor writes `output_code.py` once the graph is compiled, the provenance files just after; a new folder is
taken as complete when it holds `output_code.py` and its files' sizes and times were the same at two looks in
a row.
A folder that never gets its output code (a compile that failed) is never given.
"""

from __future__ import annotations

import os
from pathlib import Path

from inductor_explorer.loader.discover import INDUCTOR_DIRS, graph_folder_at, graph_order_key
from inductor_explorer.model.run import DebugTree, GraphFolder

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
    """The graph folders written under TREE's runs since it was discovered."""

    def __init__(self, tree: DebugTree) -> None:
        #: Folder graph folders are written in -> its run's index.
        self.parents: dict[Path, int] = {}
        known: set[Path] = set()
        for r, run in enumerate(tree.runs):
            for name in INDUCTOR_DIRS:
                self.parents.setdefault(run.path / name, r)
            for folder in run.graphs:
                # A folder (not a log's graph) under the tree: beside the folder opened lies what is not its.
                if tree.path in folder.path.parents and (
                    folder.trace is None or folder.path != folder.trace.log
                ):
                    self.parents.setdefault(folder.path.parent, r)
                    known.add(folder.path)
        self._known = known  # subfolders seen: graph folders given or found at discovery, and others
        self._times: dict[Path, int | None] = dict.fromkeys(
            self.parents
        )  # a parent's time at its last listing
        self._writing: dict[Path, _Listing | None] = {}  # new subfolders -> their files at the last look

    def writes_folders(self, run: int) -> bool:
        """RUN has a folder graph folders are written in (found at the last poll)."""
        return any(self._times[parent] is not None for parent, r in self.parents.items() if r == run)

    def poll(self) -> list[tuple[int, GraphFolder]]:
        """The graph folders made complete since the last poll, each with its run's index, in the order of
        their names (compile order)."""
        for parent in self.parents:
            mtime = _mtime(parent)
            if mtime is None or mtime == self._times[parent]:
                continue
            self._times[parent] = mtime  # taken before the listing: a folder made during it is seen next time
            try:
                with os.scandir(parent) as it:
                    found = [Path(e.path) for e in it if e.is_dir()]
            except OSError:
                continue
            for path in found:
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
            if now != before or not any(name == "output_code.py" for name, _, _ in now):
                continue
            del self._writing[path]
            folder = graph_folder_at(path)
            if folder is not None:
                complete.append((self.parents[path.parent], folder))
        complete.sort(key=lambda found: graph_order_key(found[1]))
        return complete
