"""ExplorerState: what the explorer has of its Session (see the package)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_explorer.analysis.events import SeenEvents, TraceEvent
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.session import LoadedGraph, Session
from inductor_explorer.session.graphs import not_loaded
from inductor_explorer.session.parse import structured_bytes
from inductor_explorer.state.name_index import NameIndex
from inductor_explorer.text import counted

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import RunTraces
    from inductor_explorer.analysis.diff import RunDiff
    from inductor_explorer.analysis.fusion import GraphFusion
    from inductor_explorer.model.fusion_log import FusionLog
    from inductor_explorer.model.run import DebugTree, GraphFolder
    from inductor_explorer.session.core import FoundNames
    from inductor_explorer.session.follow import FollowedGraphs
    from inductor_explorer.state.costs import SessionCosts

#: A side of the diff being read ("before", "after") -> its progress callback (done, total, what).
DiffProgress = Callable[[str], Callable[[int, int, str], None]]

#: What the views say while the trace logs are being read.
READING_TRACES = "reading the trace logs…"
#: Trace logs of this many bytes or more say on the status line how far they are read.
READ_STATUS_BYTES = 32 << 20


class ExplorerState:
    """SESSION (opened for a caller that runs threads: Session.for_threads) and what the explorer has of it:
    the graphs it wants, has and is parsing, the names ctrl+p finds, the trace logs, the diff. The methods
    that wait for the session's work (`parse_graph`, `scan_names`, `read_traces`, `compare_runs`) run in
    worker threads; each has a `keep_` counterpart taking its result, called where the result is used."""

    def __init__(self, session: Session) -> None:
        self.session = session.for_threads()
        self.loaded: dict[GraphKey, LoadedGraph] = {}
        #: What ctrl+p searches: every graph's names, from the background scan or the graph's parse.
        self.name_index = NameIndex(self.session.tree)
        #: None until the trace logs are read; then one entry per run.
        self.run_traces: list[RunTraces] | None = None
        self.job_status: str | None = None  # the script `run` started: running, or how it ended
        #: What the views say where the trace logs' facts go while RUN_TRACES is None: still reading, or why
        #: they could not be read.
        self.traces_unread = READING_TRACES
        self.fusion_logs: dict[int, FusionLog | None] = {}
        #: The graph breaks and recompiles of the trace logs as last read (in the worker), to tell the new.
        self._seen_events = SeenEvents()
        self.diff: RunDiff | None = None
        self.diff_graphs: tuple[list[str], list[str]] = ([], [])
        self.diff_status = ""
        #: The minifier's scripts under PATH, read when the explorer opens (a run holding them opens on
        #: them).
        self.minifier = self.session.minifier()
        self._loading: set[GraphKey] = set()  # asked for and not delivered
        self._parsing: set[GraphKey] = set()  # of those, the ones whose parse has begun
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ what the views read of the session

    @property
    def tree(self) -> DebugTree:
        """What discovery found."""
        return self.session.tree

    @property
    def folders(self) -> dict[GraphKey, GraphFolder]:
        return self.session.folders

    @property
    def graph_keys(self) -> list[GraphKey]:
        return list(self.session.folders)

    @property
    def extra_traces(self) -> list[Path]:
        """The `--trace` files (the Overview lists them)."""
        return list(self.session.options.extra_traces)

    @property
    def compare(self) -> Path | None:
        """The other run of the diff (`--compare`): the run before the change, PATH the run after."""
        return self.session.options.compare

    @property
    def profile(self) -> Path | None:
        """The torch.profiler trace the Costs view joins to the kernels (`--profile`)."""
        return self.session.options.profile

    # ------------------------------------------------------------------ graphs

    def want(self, key: GraphKey) -> bool:
        """Ask for graph KEY to be parsed: True when the caller should run `parse_graph(KEY)` now (False: it
        is parsed, being parsed, or no graph). A parse asked for earlier that has not begun is dropped: the
        explorer parses the graph the user went to last, and a superseded one is asked for again if wanted."""
        with self._lock:
            if key in self.loaded or key in self._loading or key not in self.session.folders:
                return False
            self._loading &= self._parsing
            self._loading.add(key)
            return True

    def parse_graph(self, key: GraphKey) -> LoadedGraph | None:
        """Graph KEY from the session (in a worker); None when that parse was dropped before it began. Never
        raises."""
        with self._lock:
            if key not in self._loading:
                return None
            self._parsing.add(key)
        return self.session.graph(key)

    def parse_failed(self, key: GraphKey, error: str) -> LoadedGraph:
        """The parse of KEY stopped with ERROR (a defect: the session records a parser's errors): the graph as
        one that could not be loaded, for keep_graph."""
        return not_loaded(key, self.session.folders[key], error)

    def keep_graph(self, loaded: LoadedGraph) -> bool:
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
        """What is being parsed or indexed, for the status line (None: nothing)."""
        with self._lock:
            keys = sorted(self._loading)
        if not keys and self.session.tree.trace_graphs_pending:
            size = structured_bytes(self.session.tree) >> 20
            return f"indexing the graphs of {size:,} MiB of trace logs… (the views work meanwhile)"
        reading = self.session.trace_read_progress if self.run_traces is None else None
        if not keys and reading is not None and reading[1] >= READ_STATUS_BYTES:
            done, total = reading
            return (
                f"reading {total >> 20:,} MiB of trace logs: {min(done, total) * 100 // max(total, 1)}%… "
                "(the views work meanwhile)"
            )
        if not keys:
            return None
        folders = self.session.folders
        return (
            "loading "
            + ", ".join(f"{folders[key].name} ({folders[key].size_bytes() // 1024} KiB)" for key in keys)
            + "…"
        )

    # ------------------------------------------------------------------ names (ctrl+p)

    def scan_names(
        self, deliver: Callable[[FoundNames], object], cancelled: Callable[[], bool], every_s: float
    ) -> None:
        """The session's name scan of every graph (Session.scan_names; those indexed already skipped when it
        has no parse cache), DELIVER called with what was read at most every EVERY_S seconds, until
        CANCELLED(). Raises what the scan raised."""
        self.session.scan_names(deliver, cancelled, every_s, indexed=self.name_index.has)

    def keep_names(self, found: FoundNames, error: str | None = None) -> bool:
        """Take names the scan read (ERROR: why it stopped); whether the jump prompt should list again."""
        changed = False
        for key, names in found:
            changed = self.name_index.add(key, names) or changed
        if error:
            self.name_index.stopped = error
        return changed or self.name_index.complete or bool(error)

    # ------------------------------------------------------------------ trace logs and fusion logs

    def read_traces(self) -> tuple[list[RunTraces], dict[int, FusionLog | None]]:
        """Every run's trace logs linked to its graphs, and its fusion log (None: it has none), from the
        session (in a worker). Never raises."""
        runs = self.session.traces()
        self._seen_events.added(trace for run in runs for trace in run.traces)
        return runs, self.session.fusion_logs()

    def index_trace_graphs(self) -> list[GraphKey]:
        """The graphs of trace logs left for later, indexed now (in a worker: Session.index_trace_graphs);
        their keys. The costs read before them are read again when next asked for."""
        keys = self.session.index_trace_graphs()
        if keys:
            self._costs_asked = False
            self.costs = None
        return keys

    def follow_graphs(self) -> FollowedGraphs:
        """The runs and graphs written since the last look (in a worker: Session.follow_graphs). The costs
        read before them are read again when next asked for; new runs' fusion logs are read."""
        followed = self.session.follow_graphs()
        if followed.added or followed.completed:
            self._costs_asked = False
            self.costs = None
        if followed.runs:
            self.fusion_logs = self.session.fusion_logs()
        return followed

    def graphs_followed(self, completed: list[GraphKey]) -> None:
        """Session.follow_graphs appended graphs to the tree (ctrl+p lists them) or made graphs anew
        (COMPLETED: what was kept of them, their parses and names, forgotten)."""
        self.name_index.graphs_added(self.session.tree)
        for key in completed:
            self.loaded.pop(key, None)
            self.name_index.forget(key)

    def follow_traces(self) -> tuple[list[RunTraces] | None, list[TraceEvent]]:
        """Every run's trace logs as they are now when one grew since the last look, else None, and the
        graph breaks and recompiles they did not have at the last look (in a worker: Session.follow_traces,
        after read_traces)."""
        runs = self.session.follow_traces()
        if runs is None:
            return None, []
        return runs, self._seen_events.added(trace for run in runs for trace in run.traces)

    @property
    def follow_note(self) -> str | None:
        """What the status line says of a running job (`run`) and of trace logs that grew while the explorer
        was open: how many are followed, and when the last new records came (None: nothing to say)."""
        changed = self.session.traces_changed_at
        parts = [self.job_status] if self.job_status else []
        if changed is not None or self.job_status:
            logs = (
                counted(len(self.session.followed_traces), "trace log")
                if self.run_traces is not None
                else None
            )
            when = time.strftime("%H:%M:%S", time.localtime(changed)) if changed is not None else None
            if logs:
                parts.append(f"following {logs}" + (f" · new records at {when}" if when else ""))
        return " · ".join(parts) or None

    def keep_traces(self, runs: list[RunTraces], fusion_logs: dict[int, FusionLog | None]) -> None:
        self.run_traces = runs
        self.fusion_logs = fusion_logs

    def fusion(self, loaded: LoadedGraph) -> GraphFusion | None:
        """The Fusion view's objects for LOADED (Session.fusion); None until the fusion logs are read (they
        come with the trace logs, in a worker) or when the graph could not be parsed."""
        if loaded.key[0] not in self.fusion_logs:
            return None
        return self.session.fusion(loaded.key)

    @property
    def traces_note(self) -> str | None:
        """TRACES_UNREAD while the trace logs are not read; None once they are."""
        return self.traces_unread if self.run_traces is None else None

    def traces_failed(self, error: str) -> None:
        """Reading the trace logs stopped with ERROR (a defect: the session records what it can read)."""
        self.traces_unread = f"the trace logs could not be read: {error}"

    # ------------------------------------------------------------------ the diff (--compare)

    def compare_runs(self, progress: DiffProgress) -> tuple[RunDiff, tuple[list[str], list[str]]]:
        """The comparison run (`--compare OTHER`, before) against the session (PATH, after), and each side's
        graph names, before's first (in a worker). Raises NotADebugFolder or OSError when the comparison run
        cannot be read."""
        other = self.session.compare()
        assert other is not None
        diff = other.diff(self.session, progress)
        names = (
            [folder.name for folder in other.folders.values()],
            [folder.name for folder in self.session.folders.values()],
        )
        return diff, names

    def keep_diff(self, diff: RunDiff | None, graphs: tuple[list[str], list[str]], error: str | None) -> None:
        self.diff = diff
        self.diff_graphs = graphs
        self.diff_status = error or ""

    # ------------------------------------------------------------------ kernel costs (the Costs view)

    #: The kernel costs of the graphs read so far (None: not read yet); COSTS_ERROR: why reading them stopped.
    costs: SessionCosts | None = None
    costs_error: str | None = None
    _costs_asked = False

    def want_costs(self) -> bool:
        """Ask for every graph's kernel costs: True when the caller should run `read_costs` now (False: asked
        for already)."""
        asked, self._costs_asked = self._costs_asked, True
        return not asked

    def read_costs(self, deliver: Callable[[SessionCosts], object], first_s: float, cap_s: float) -> None:
        """Every graph's kernel costs from the session (in a worker), DELIVER called as they come (state/
        costs.py). Raises what the session raised."""
        from inductor_explorer.state.costs import read_costs

        read_costs(self.session, deliver, first_s, cap_s)

    def keep_costs(self, costs: SessionCosts) -> None:
        self.costs = costs

    def costs_failed(self, error: str) -> None:
        """Reading the costs stopped with ERROR (a defect: the session records what it can read)."""
        self.costs_error = error
