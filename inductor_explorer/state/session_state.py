"""SessionState: an opened session and everything loaded from it, for any face to hold (see the package)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_explorer.loader.cache import ParseCache, fingerprint
from inductor_explorer.loader.minifier import find_minifier
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import DebugTree
from inductor_explorer.session import open_session
from inductor_explorer.state.graphs import (
    GraphLoader,
    LoadedGraph,
    default_loader,
    graph_folders,
    load,
    not_loaded,
)
from inductor_explorer.state.name_index import NameIndex

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import RunTraces
    from inductor_explorer.analysis.diff import RunDiff
    from inductor_explorer.loader.fusion_log import FusionLog
    from inductor_explorer.loader.names import GraphNames
    from inductor_explorer.model.ranks import RankComparison

#: What the name scan hands over at a time: (graph, its names; None where its scan failed).
FoundNames = list[tuple[GraphKey, "GraphNames | None"]]
#: A side of the diff being read ("before", "after") -> its progress callback (done, total, what).
DiffProgress = Callable[[str], Callable[[int, int, str], None]]


def open_state(
    path: Path,
    extra_traces: Iterable[Path] = (),
    *,
    compare: Path | None = None,
    parse_cache: bool = True,
    loader: GraphLoader = default_loader,
    profile: Path | None = None,
) -> SessionState:
    """Open PATH (with the `--trace` files EXTRA_TRACES) as session.open_session does, and hold it.

    Raises NotADebugFolder (one line) on bad input. COMPARE: the other run of the diff; PARSE_CACHE: use the
    parse cache (loader/cache.py); LOADER parses one graph folder (tests may pass their own); PROFILE: a
    torch.profiler trace the Costs view joins to the kernels."""
    extra = list(extra_traces)
    return SessionState(
        open_session(path, extra),
        extra,
        loader=loader,
        compare=compare,
        parse_cache=parse_cache,
        profile=profile,
    )


#: What the views say while the trace logs are being read.
READING_TRACES = "reading the trace logs…"


class SessionState:
    """SESSION (from session.open_session, which attached the `--trace` files EXTRA_TRACES) and what has been
    loaded from it. The methods that parse (`load_graph`, `scan_names`, `read_traces`, `compare_runs`) may run
    in worker threads; each has a counterpart taking its result, called where the result is used."""

    def __init__(
        self,
        session: DebugTree,
        extra_traces: Iterable[Path] = (),
        *,
        loader: GraphLoader = default_loader,
        compare: Path | None = None,
        parse_cache: bool = True,
        profile: Path | None = None,
    ) -> None:
        self.session = session
        self.profile = profile  # a torch.profiler trace the Costs view joins to the kernels
        self.extra_traces = list(extra_traces)
        self.compare = compare
        self.parse_cache = parse_cache
        self.folders = dict(graph_folders(session))
        self.loaded: dict[GraphKey, LoadedGraph] = {}
        #: What ctrl+p searches: every graph's names, from the background scan or the graph's parse.
        self.name_index = NameIndex(session)
        #: None until the trace logs are read; then one entry per run.
        self.run_traces: list[RunTraces] | None = None
        #: What the views say where the trace logs' facts go while RUN_TRACES is None: still reading, or why
        #: they could not be read.
        self.traces_unread = READING_TRACES
        self.fusion_logs: dict[int, FusionLog | None] = {}
        self.diff: RunDiff | None = None
        self.diff_graphs: tuple[list[str], list[str]] = ([], [])
        self.diff_status = ""
        #: The minifier's scripts under PATH: names and a few small scripts, read when the session is opened
        #: (a run holding them opens on them).
        self.minifier = find_minifier(session.path, session.runs)
        self._loader = loader
        self._loading: set[GraphKey] = set()  # asked for and not delivered
        self._parsing: set[GraphKey] = set()  # of those, the ones whose parse has begun
        self._lock = threading.Lock()
        self._cache: ParseCache | None = None

    # ------------------------------------------------------------------ graphs

    @property
    def graph_keys(self) -> list[GraphKey]:
        return list(self.folders)

    def want(self, key: GraphKey) -> bool:
        """Ask for graph KEY to be parsed: True when the caller should run `load_graph(KEY)` now (False: it is
        parsed, being parsed, or no graph). A load asked for earlier whose parse has not begun is dropped: the
        explorer parses the graph the user went to last, and a superseded one is asked for again if wanted."""
        with self._lock:
            if key in self.loaded or key in self._loading or key not in self.folders:
                return False
            self._loading &= self._parsing
            self._loading.add(key)
            return True

    def load_graph(self, key: GraphKey) -> LoadedGraph | None:
        """Parse graph KEY (in a worker); None when that load was dropped before it began. Never raises."""
        with self._lock:
            if key not in self._loading:
                return None
            self._parsing.add(key)
        return load(key, self.folders[key], self._loader)

    def load_failed(self, key: GraphKey, error: str) -> LoadedGraph:
        """The load of KEY stopped with ERROR (a defect: load_graph records a parser's errors): the graph as
        one that could not be loaded, for graph_loaded."""
        return not_loaded(key, self.folders[key], error)

    def graph_loaded(self, loaded: LoadedGraph) -> bool:
        """Keep LOADED; whether the name index changed."""
        with self._lock:
            self._loading.discard(loaded.key)
            self._parsing.discard(loaded.key)
        self.loaded[loaded.key] = loaded
        return loaded.graph is not None and self.name_index.add(loaded.key, loaded.names, parsed=True)

    def loading(self, key: GraphKey) -> bool:
        with self._lock:
            return key in self._loading

    def loading_status(self) -> str | None:
        """What is being parsed, for the status line (None: nothing)."""
        with self._lock:
            keys = sorted(self._loading)
        if not keys:
            return None
        return (
            "loading "
            + ", ".join(
                f"{self.folders[key].name} ({self.folders[key].size_bytes() // 1024} KiB)" for key in keys
            )
            + "…"
        )

    # ------------------------------------------------------------------ the parse cache

    def cache(self) -> ParseCache | None:
        """The parse cache the workers share (read from disk by the first that asks), or None without one."""
        if not self.parse_cache:
            return None
        with self._lock:
            if self._cache is None:
                self._cache = ParseCache(self.session.path)
            return self._cache

    # ------------------------------------------------------------------ names (ctrl+p)

    def scan_names(
        self, deliver: Callable[[FoundNames], object], cancelled: Callable[[], bool], every_s: float
    ) -> None:
        """Read the names of every graph not in the index yet (from the parse cache where it holds them),
        calling DELIVER with what was read at most every EVERY_S seconds and once at the end, until
        CANCELLED(). Raises what the scan raised (what was read is delivered first)."""
        from inductor_explorer.loader.names import GraphNames, scan_session

        found: FoundNames = []
        last = time.monotonic()
        cache = self.cache()
        stamps = (
            {key: fingerprint(folder) for key, folder in self.folders.items()} if cache is not None else {}
        )

        def read(key: GraphKey, names: GraphNames | None, scanned: bool = True) -> None:
            nonlocal found, last
            found.append((key, names))
            if cache is not None and scanned and names is not None:
                cache.put(self.folders[key], stamps[key], names, kind="names")
            if time.monotonic() - last >= every_s:
                deliver(found)
                found, last = [], time.monotonic()

        todo = []
        for key, folder in self.folders.items():
            cached = cache.get(folder, stamps[key], kind="names") if cache is not None else None
            if isinstance(cached, GraphNames):
                read(key, cached, scanned=False)
            elif cache is not None or not self.name_index.has(key):  # a graph parsed already: for the cache
                todo.append((key, folder))
        try:
            scan_session(todo, read, cancelled=cancelled)
        finally:
            if cache is not None:
                cache.save()
            if found and not cancelled():
                deliver(found)

    def names_read(self, found: FoundNames, error: str | None = None) -> bool:
        """Take names the scan read (ERROR: why it stopped); whether the jump prompt should list again."""
        changed = False
        for key, names in found:
            changed = self.name_index.add(key, names) or changed
        if error:
            self.name_index.stopped = error
        return changed or self.name_index.complete or bool(error)

    # ------------------------------------------------------------------ trace logs and fusion logs

    def read_traces(self) -> tuple[list[RunTraces], dict[int, FusionLog | None]]:
        """Every run's trace logs linked to its graphs, and its fusion log (None: it has none). Never
        raises."""
        from inductor_explorer.loader.fusion_log import find_fusion_log, load_fusion_log
        from inductor_explorer.session import load_session_traces

        runs = load_session_traces(self.session, self.cache())
        logs: dict[int, FusionLog | None] = {}
        by_path: dict[Path, FusionLog] = {}
        for r, run in enumerate(self.session.runs):
            path = find_fusion_log(run.path)
            if path is not None and path not in by_path:
                by_path[path] = load_fusion_log(path)[0]
            logs[r] = by_path[path] if path is not None else None
        return runs, logs

    def traces_read(self, runs: list[RunTraces], fusion_logs: dict[int, FusionLog | None]) -> None:
        self.run_traces = runs
        self.fusion_logs = fusion_logs

    @property
    def traces_note(self) -> str | None:
        """TRACES_UNREAD while the trace logs are not read; None once they are."""
        return self.traces_unread if self.run_traces is None else None

    def traces_failed(self, error: str) -> None:
        """Reading the trace logs stopped with ERROR (a defect: read_traces records what it can read)."""
        self.traces_unread = f"the trace logs could not be read: {error}"

    def rank_comparison(self, runs: list[RunTraces]) -> tuple[RankComparison | None, dict[int, int]]:
        """Where the ranks of RUNS (read_traces) diverge, and rank -> the index of its run (in a worker: it
        scans the names of the ranks' graphs)."""
        from inductor_explorer.session import session_comparison

        return session_comparison(self.session, runs)

    # ------------------------------------------------------------------ the diff (--compare)

    def compare_runs(self, progress: DiffProgress) -> tuple[RunDiff, tuple[list[str], list[str]]]:
        """This session (before) against COMPARE (after), and each side's graph names. Raises
        NotADebugFolder or OSError when COMPARE cannot be read."""
        from inductor_explorer.session import diff_loaded, summarize_session

        assert self.compare is not None
        # Digested as `diff` digests them, in this process: the explorer runs threads, and a worker process
        # forked now would copy their locks as they are.
        other = open_session(self.compare)
        other_cache = ParseCache(other.path) if self.parse_cache else None
        before = summarize_session(self.session, progress("before"), 1, self.cache(), purpose="diff")
        after = summarize_session(other, progress("after"), 1, other_cache, purpose="diff")
        names = (
            [g.name for r in before.tree.runs for g in r.graphs],
            [g.name for r in after.tree.runs for g in r.graphs],
        )
        return diff_loaded(before, after), names

    def diff_done(self, diff: RunDiff | None, graphs: tuple[list[str], list[str]], error: str | None) -> None:
        self.diff = diff
        self.diff_graphs = graphs
        self.diff_status = error or ""
