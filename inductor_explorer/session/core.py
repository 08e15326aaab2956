"""The Session: one opened debug tree and everything asked of it.

`open_session(path, options)` discovers PATH once; the Session then owns its trace logs, the parse cache,
the minifier's output, the fusion logs, the profile and the comparison run, and answers what every face
asks (the commands, `run`'s summary, `serve`, the explorer's state and views): one session, many
renderers. What is costly is computed once, by whichever thread asks first, and kept; the others wait for
it. Where the work runs is the executor policy's to decide (workers.py), when the garbage collector runs the
memory policy's (memory.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from inductor_explorer.loader.cache import ParseCache, fingerprint
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import DebugTree, GraphFolder, NotADebugFolder, ParsedTree, RunFolder
from inductor_explorer.session import memory
from inductor_explorer.session.graphs import (
    GraphParser,
    LoadedGraph,
    graph_folders,
    load_folder,
    parse_folder,
)
from inductor_explorer.session.parse import (
    Coverage,
    DigestPurpose,
    Progress,
    diff_parsed,
    digest_tree,
    discover_tree,
    folder_costs,
    join_profile_file,
    parse_tree,
    parsed_costs,
    rank_comparison,
    ranked_costs,
    read_trace_logs,
    structured_bytes,
    summary_data,
    tree_coverage,
)
from inductor_explorer.session.workers import Workers

if TYPE_CHECKING:
    from inductor_explorer.analysis.compiles import RunTraces
    from inductor_explorer.analysis.coverage import FileCoverage
    from inductor_explorer.analysis.diff import RunDiff
    from inductor_explorer.analysis.fusion import GraphFusion
    from inductor_explorer.loader.inventory import FileInventory
    from inductor_explorer.loader.trace.graphs import GrowingTraceIndex
    from inductor_explorer.model.artifacts import Problem, SourceLocation
    from inductor_explorer.model.costs import Device, GraphCosts, ProfileJoin
    from inductor_explorer.model.fusion_log import FusionLog
    from inductor_explorer.model.names import GraphNames
    from inductor_explorer.model.ranks import RankComparison
    from inductor_explorer.model.repro import MinifierArtifacts
    from inductor_explorer.model.trace import GraphBreakRegistry, TraceLog
    from inductor_explorer.session.follow import FollowedGraphs, LiveGraphs, LiveTraces

Answer = TypeVar("Answer")
#: What the name scan hands over at a time: (graph, its names; None where its scan failed).
FoundNames = list[tuple[GraphKey, "GraphNames | None"]]
#: A side of the diff being read ("before", "after") -> its progress callback (None: none).
SideProgress = Callable[[str], "Progress | None"]


@dataclass(frozen=True)
class SessionOptions:
    """How a session is opened, and where its work runs.

    EXTRA_TRACES: the `--trace` files, attached to the runs. PARSE_CACHE: take unchanged files' parses from
    the parse cache (loader/cache.py) and add the others. PROFILE: a torch.profiler trace joined to the
    kernels' costs. COMPARE: the run before the change, this one being the run after (`Session.compare`).
    JOBS: worker processes at most (None: the executor policy decides). THREADS: the caller runs threads
    while the session works (the explorer); the session then starts no pooled or forked process once it is
    open (open_session itself, called before those threads start, may).
    """

    extra_traces: Sequence[Path] = ()  # kept as a tuple
    parse_cache: bool = True
    profile: Path | None = None
    compare: Path | None = None
    jobs: int | None = None
    threads: bool = False
    device: str | None = None  # `--device`: the device model of cost estimates (analysis.costs.parse_device)
    # Huge structured trace logs: their graphs indexed by Session.index_trace_graphs, not by open_session.
    index_later: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "extra_traces", tuple(self.extra_traces))


@dataclass
class Summary:
    """What `summary` reports: DATA, its JSON (with the minifier's section, and with coverage asked for, each
    graph's coverage), and COVERAGE, the text's coverage rows (None when not asked for)."""

    data: dict
    coverage: list[tuple[str, list[FileCoverage]]] | None = None


@dataclass
class Breaks:
    """What `breaks` reports: every trace log, the problems met (the registry's last), the installed torch's
    graph break registry, and a reader of the user's files the breaks point at."""

    traces: list[TraceLog]
    problems: list[Problem]
    registry: GraphBreakRegistry | None
    read_source: Callable[[str], str | None] = field(repr=False)


def open_session(
    path: Path, options: SessionOptions | None = None, parser: GraphParser = parse_folder
) -> Session:
    """Discover PATH (and attach OPTIONS' `--trace` files) as one Session. Raises NotADebugFolder (one line)
    on bad input. PARSER parses one graph folder for `Session.graph` (tests may pass their own)."""
    options = options or SessionOptions()
    # Called before the caller starts its threads (SessionOptions.threads): a huge trace log may be indexed
    # in forked parts here. A caller that runs threads (the explorer) follows the logs: their indexes are
    # kept, to index what the logs append from where they stopped.
    indexes: dict[Path, GrowingTraceIndex] | None = {} if options.threads else None
    tree = discover_tree(path, options.extra_traces, Workers(options.jobs), options.index_later, indexes)
    return Session(tree, options, parser, indexes)


def _log_stamps(tree: DebugTree) -> dict[Path, tuple[int, int, int, int] | None]:
    """Each structured trace log of TREE's runs -> its stamp now (follow.log_stamp)."""
    from inductor_explorer.session.follow import log_stamp

    return {s.path: log_stamp(s.path) for run in tree.runs for s in run.trace_logs if s.kind == "structured"}


class _Answers:
    """Each answer computed once, by whichever thread asks first; the others wait for it. A computation that
    raised is not kept: the next to ask computes it again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._futures: dict[Hashable, Future] = {}

    def get(self, key: Hashable, compute: Callable[[], Answer]) -> Answer:
        with self._lock:
            future = self._futures.get(key)
            mine = future is None
            if future is None:
                future = self._futures[key] = Future()
        if mine:
            try:
                future.set_result(compute())
            except BaseException as exc:
                with self._lock:
                    del self._futures[key]
                future.set_exception(exc)
                raise
        return cast("Answer", future.result())

    def put(self, key: Hashable, value: Any) -> None:
        """Make VALUE the answer for KEY from now on."""
        future: Future = Future()
        future.set_result(value)
        with self._lock:
            self._futures[key] = future

    def forget(self, key: Hashable) -> None:
        """Compute KEY's answer again when it is next asked for (answers with arguments: every one)."""
        with self._lock:
            for asked in [k for k in self._futures if k == key or (isinstance(k, tuple) and k[0] == key)]:
                del self._futures[asked]

    def ready(self, key: Hashable) -> Any | None:
        """The answer for KEY if it is computed already (None: not asked for, or not done)."""
        with self._lock:
            future = self._futures.get(key)
        if future is None or not future.done() or future.exception() is not None:
            return None
        return future.result()


class Session:
    """One debug tree (TREE, as discovered) opened with OPTIONS, and everything asked of it. Its methods may
    be called from any thread; each costly answer is computed once."""

    def __init__(
        self,
        tree: DebugTree,
        options: SessionOptions | None = None,
        parser: GraphParser = parse_folder,
        trace_indexes: dict[Path, GrowingTraceIndex] | None = None,
    ):
        self.tree = tree
        self.options = options or SessionOptions()
        #: The executor policy: where this session's work runs.
        self.workers = Workers(self.options.jobs, self.options.threads)
        #: Every graph folder by its key, in run then compile order.
        self.folders: dict[GraphKey, GraphFolder] = dict(graph_folders(tree))
        self._parser = parser
        self._answers = _Answers()
        self._lock = threading.Lock()
        self._live: LiveTraces | None = None
        self._trace_bytes_read: dict[Path, int] = {}  # as the trace logs are first read (_read_of)
        self._trace_bytes = self._trace_bytes_done = 0
        self._indexing = False  # index_trace_graphs is under way
        self._cache: ParseCache | None = None
        self._live_graphs: LiveGraphs | None = None
        # Each structured log's stamp when its graphs were indexed (follow_graphs indexes those grown since),
        # and, where discovery kept it, the index that indexed it, to index on from where it stopped.
        self._graph_stamps = {} if tree.trace_graphs_pending else _log_stamps(tree)
        self._trace_indexes: dict[Path, GrowingTraceIndex] = {} if trace_indexes is None else trace_indexes

    @property
    def path(self) -> Path:
        """The PATH the user gave."""
        return self.tree.path

    @property
    def runs(self) -> list[RunFolder]:
        return self.tree.runs

    def for_threads(self) -> Session:
        """This session for a caller that runs threads (SessionOptions.threads): itself when opened so, else a
        new one on the same tree (nothing asked of this one is carried over)."""
        if self.options.threads:
            return self
        return Session(self.tree, replace(self.options, threads=True), self._parser)

    # ------------------------------------------------------------------ what it owns

    @property
    def cache(self) -> ParseCache | None:
        """The parse cache every step shares (read from disk by the first that asks), or None without one."""
        if not self.options.parse_cache:
            return None
        with self._lock:
            if self._cache is None:
                self._cache = ParseCache(self.path)
            return self._cache

    def minifier(self) -> MinifierArtifacts:
        """The minifier's scripts under PATH: names and a few small scripts."""
        from inductor_explorer.loader.minifier import find_minifier

        return self._answers.get("minifier", lambda: find_minifier(self.path, self.runs))

    def fusion_logs(self) -> dict[int, FusionLog | None]:
        """Run index -> its fusion log (None: it has none), each log read once."""

        def read() -> dict[int, FusionLog | None]:
            from inductor_explorer.loader.fusion_log import find_fusion_log, load_fusion_log

            logs: dict[int, FusionLog | None] = {}
            by_path: dict[Path, FusionLog] = {}
            for r, run in enumerate(self.runs):
                path = find_fusion_log(run.path)
                if path is not None and path not in by_path:
                    by_path[path] = load_fusion_log(path)[0]
                logs[r] = by_path[path] if path is not None else None
            return logs

        return self._answers.get("fusion logs", read)

    def fusion(self, key: GraphKey) -> GraphFusion | None:
        """What the scheduler fused in graph KEY and why each node stayed alone, from its run's fusion log or
        the IR's evidence (analysis.fusion); None when the graph could not be parsed."""

        def judged() -> GraphFusion | None:
            from inductor_explorer.analysis.fusion import graph_fusion

            graph = self.graph(key).graph
            return graph_fusion(graph, self.fusion_logs().get(key[0])) if graph is not None else None

        return self._answers.get(("fusion", key), judged)

    def files(self) -> FileInventory:
        """Every file under PATH, and the trace logs attached from elsewhere."""
        from inductor_explorer.loader.inventory import list_files

        return self._answers.get("files", lambda: list_files(self.tree))

    def compare(self) -> Session | None:
        """The comparison run (OPTIONS.compare: the run before, this session the run after) opened with these
        options, once; None without one. Raises NotADebugFolder or OSError when it cannot be read."""
        other = self.options.compare
        if other is None:
            return None

        def opened() -> Session:
            options = replace(self.options, extra_traces=(), compare=None, profile=None)
            return Session(discover_tree(other, (), self.workers), options, self._parser)

        return self._answers.get("compare", opened)

    # ------------------------------------------------------------------ graphs

    def graph(self, key: GraphKey) -> LoadedGraph:
        """Graph KEY parsed in full, with its names and the texts its panes show. Never raises: a parser's
        error is the graph's problem."""
        return self._answers.get(("graph", key), lambda: load_folder(key, self.folders[key], self._parser))

    def index_trace_graphs(self) -> list[GraphKey]:
        """When the trace logs' graphs were left for later (SessionOptions.index_later): index the logs now
        and append their graphs to the runs; the keys of the graphs added (none when nothing was pending).
        What the graphs change is answered again: the file inventory, digests, coverage, the traces' links."""
        from inductor_explorer.loader.trace.graphs import attach_trace_graphs

        with self._lock:
            if not self.tree.trace_graphs_pending or self._indexing:
                return []
            self._indexing = True
        stamps = _log_stamps(self.tree)  # before the index: a log growing meanwhile is followed from there
        # Without the lock (the explorer's thread takes it) and without the cyclic collector (the index
        # allocates a run's worth of small objects that live on: it would walk them again and again).
        with memory.paused(freeze=True):
            attach_trace_graphs(self.tree, self.workers, self._trace_indexes)
        with self._lock:
            self.tree.trace_graphs_pending = self._indexing = False
            self._graph_stamps = stamps
        return self._graphs_added()

    def follow_graphs(self) -> FollowedGraphs:
        """What was written since the last look (a job still compiling, another starting) given to the tree
        (follow.LiveGraphs): new run folders, their structured trace logs (followed by follow_traces from
        then on), graphs appended to their runs (graph folders, the graphs of structured trace logs that
        grew), and graph folders found being written when the tree was discovered, now complete. What they
        change is forgotten, answered again when next asked for (the trace logs linked by follow_traces or
        traces()). Nothing while the trace logs' graphs are left for later."""
        from inductor_explorer.session.follow import FollowedGraphs, LiveGraphs

        with self._lock:
            if self.tree.trace_graphs_pending or self._indexing:
                return FollowedGraphs()
            if self._live_graphs is None:
                self._live_graphs = LiveGraphs(self.tree, self._graph_stamps, self._trace_indexes)
            live = self._live_graphs
        followed = live.poll()
        if not followed:
            return followed
        with self._lock:
            traces = self._live
        if traces is not None and followed.logs:
            traces.join(followed.logs)
        # Linked again when next asked for: follow_traces, asked next, links them once with what the logs
        # appended too.
        self._graphs_added(followed.completed, runs_added=bool(followed.runs or followed.logs), link=False)
        return followed

    def _graphs_added(
        self, completed: Sequence[GraphKey] = (), runs_added: bool = False, link: bool = True
    ) -> list[GraphKey]:
        """The keys of the graphs appended to the runs since the folders were last listed; the answers they
        change forgotten (with LINK, the trace logs linked again now), those of the graphs COMPLETED (made
        anew) too, and with RUNS_ADDED (runs or trace logs given to the tree) those of the runs."""
        with self._lock:
            # A new dict, not the old one changed: a name scan may be going through the old one.
            folders = dict(graph_folders(self.tree))
            added = [key for key in folders if key not in self.folders]
            self.folders = folders
            live = self._live
        forgotten: list[Hashable] = ["files", "digests", "parsed", "coverage", "traces"]
        forgotten += [(what, key) for key in completed for what in ("graph", "fusion")]
        if runs_added:
            forgotten += ["fusion logs", "ranks"]
        for answer in forgotten:
            self._answers.forget(answer)
        if live is not None and link:
            self._answers.put("traces", live.runs())
        return added

    def graph_costs(self, key: GraphKey) -> GraphCosts:
        """Graph KEY's kernel costs: from its full parse when `graph` made it, else from the parse cache's
        digest or a digest made now."""
        from inductor_explorer.analysis.costs import graph_costs

        loaded = self._answers.ready(("graph", key))
        if loaded is not None and loaded.graph is not None:
            costs = graph_costs(loaded.graph)
        else:
            costs = folder_costs(self.folders[key], self.cache)
        return ranked_costs(costs, self.tree.rank_labels().get(key[0]))

    def digests(self, purpose: DigestPurpose = "summary", progress: Progress | None = None) -> ParsedTree:
        """Every graph digested for PURPOSE and every trace log parsed (parse.digest_tree), in worker
        processes where the policy says; PROGRESS is told as each is done."""
        return self._answers.get(
            ("digests", purpose),
            lambda: digest_tree(self.tree, progress, self.cache, purpose, self.workers),
        )

    def parsed(self, progress: Progress | None = None) -> ParsedTree:
        """Every graph and trace log parsed in full (parse.parse_tree), in this thread."""
        return self._answers.get("parsed", lambda: parse_tree(self.tree, progress))

    # ------------------------------------------------------------------ trace logs

    def traces(self) -> list[RunTraces]:
        """Every run's trace logs, linked to its graphs, their breaks diagnosed (the newest of follow_traces'
        answers once it gave one). Never raises."""
        return self._answers.get("traces", lambda: self._live_traces().runs())

    def _live_traces(self) -> LiveTraces:
        from inductor_explorer.session.follow import LiveTraces

        cache = self.cache  # taken outside the lock: it takes the lock itself
        with self._lock:
            if self._live is None:
                with memory.paused(freeze=True):  # every trace log parsed: objects that live on
                    self._live = LiveTraces(self.tree, cache, self.workers, self._read_of)
            return self._live

    def _read_of(self, log: Path, done: int) -> None:
        if not self._trace_bytes_read:
            self._trace_bytes = structured_bytes(self.tree)
        self._trace_bytes_done += done - self._trace_bytes_read.get(log, 0)
        self._trace_bytes_read[log] = done

    @property
    def trace_read_progress(self) -> tuple[int, int] | None:
        """While the structured trace logs are first read (traces()): the bytes read of them, and their bytes;
        None before and after."""
        if self._live is not None or not self._trace_bytes_read:
            return None
        return self._trace_bytes_done, self._trace_bytes

    def follow_traces(self) -> list[RunTraces] | None:
        """When a structured trace log grew (or was cut short, or replaced) since the last look: every run's
        trace logs as they are now, linked again (what traces() answers from then on). None when none changed.
        Reads only what was appended (follow.py)."""
        live = self._live_traces()
        if not live.poll():
            return None
        runs = live.runs()
        self._answers.put("traces", runs)
        return runs

    @property
    def followed_traces(self) -> list[Path]:
        """The structured trace logs follow_traces watches."""
        return self._live_traces().followed

    @property
    def traces_changed_at(self) -> float | None:
        """When follow_traces last read a growth (time.time()); None before."""
        return self._live.changed_at if self._live is not None else None

    def breaks(self) -> Breaks:
        """Every trace log, read without parsing a graph folder. Raises NotADebugFolder when there is none."""

        def read() -> Breaks:
            from inductor_explorer.loader.gb_registry import load_gb_table
            from inductor_explorer.loader.source import source_reader

            traces: list[TraceLog] = []
            problems = list(self.tree.problems)
            for run_traces, more in read_trace_logs(self.tree, self.cache):
                traces.extend(run_traces)
                problems.extend(more)
            if not traces:
                raise NotADebugFolder(
                    f"{self.path}: no trace log found (looked for tlparse/*.log beside the run folders, "
                    f"TORCH_TRACE logs, tlparse report folders and TORCH_LOGS text); "
                    f"pass one with --trace FILE"
                )
            registry, registry_problems = load_gb_table()
            return Breaks(traces, [*problems, *registry_problems], registry, source_reader(self.path))

        return self._answers.get("breaks", read)

    def ranks(self) -> tuple[RankComparison | None, dict[int, int]]:
        """Where the ranks of the runs diverge (None: fewer than two ranks), and rank -> the index of its
        run."""
        return self._answers.get("ranks", lambda: rank_comparison(self.tree, self.traces()))

    # ------------------------------------------------------------------ reports

    def summary(self, coverage: bool = False, progress: Progress | None = None) -> Summary:
        """What `summary` reports: the digests' summary, the minifier's section and, with COVERAGE, how much
        of each artifact was understood."""
        from inductor_explorer.report.coverage import add_coverage
        from inductor_explorer.report.minifier import minifier_json
        from inductor_explorer.report.summary import problem_json

        data = summary_data(self.digests("summary", progress))
        minifier = self.minifier()
        data["minifier"] = minifier_json(minifier)
        data["problems"].extend(problem_json(p) for p in minifier.problems)
        rows = add_coverage(data, self.coverage()) if coverage else None
        return Summary(data, rows)

    def health(self, progress: Progress | None = None) -> dict:
        """What `check` measures: the digests' summary --json (without the minifier's section)."""
        return summary_data(self.digests("summary", progress))

    def coverage(self) -> Coverage:
        """Per run, per graph folder: its name and how much of its artifacts the parsers understood."""
        return self._answers.get("coverage", lambda: tree_coverage(self.tree))

    def costs(self, progress: Progress | None = None) -> list[GraphCosts]:
        """The kernel costs of every graph, in tree order, from the digests."""
        return parsed_costs(self.digests("summary", progress))

    def cpu_threads(self) -> int | None:
        """The threads torch used for CPU kernels, as the first run whose trace log has a guard tree records
        them (None: not recorded)."""
        return next((run.cpu_threads for run in self.runs if run.cpu_threads is not None), None)

    def cost_device(self, graphs: list[GraphCosts]) -> Device:
        """The device model GRAPHS' costs are estimated under: OPTIONS.device (a CPU model for the run's
        threads unless the spec sets cores), else the CPU model for the run's threads when every graph runs
        on the CPU, else the default GPU. Raises DeviceSpecError (one line) on a bad spec."""
        from inductor_explorer.analysis.costs import default_device, parse_device

        threads = self.cpu_threads()
        if self.options.device is None:
            return default_device((g.device_type for g in graphs), threads)
        return parse_device(self.options.device, threads)

    def profile_join(self, graphs: list[GraphCosts]) -> tuple[ProfileJoin, list[Problem]] | None:
        """OPTIONS.profile read and joined to GRAPHS, and the problems reading it; None without a profile.
        Raises NotAProfile (one line)."""
        if self.options.profile is None:
            return None
        return join_profile_file(graphs, self.options.profile)

    def diff(self, other: Session, progress: SideProgress = lambda side: None) -> RunDiff:
        """What changed from this session (before) to OTHER (after), each digested for the diff;
        PROGRESS(side) gives each side's callback."""
        return diff_parsed(self.digests("diff", progress("before")), other.digests("diff", progress("after")))

    # ------------------------------------------------------------------ names (the explorer's ctrl+p)

    def scan_names(
        self,
        deliver: Callable[[FoundNames], object],
        cancelled: Callable[[], bool],
        every_s: float,
        indexed: Callable[[GraphKey], bool] = lambda key: False,
    ) -> None:
        """Read the names of every graph (from the parse cache where it holds them), calling DELIVER with what
        was read at most every EVERY_S seconds and once at the end, until CANCELLED(). Without a parse cache,
        the graphs INDEXED already are skipped. Raises what the scan raised (what was read is delivered
        first)."""
        from inductor_explorer.loader.names import scan_folder
        from inductor_explorer.model.names import GraphNames

        found: FoundNames = []
        last = time.monotonic()
        cache = self.cache
        graphs = (
            self.folders
        )  # the graphs known now (graphs added later are another dict: a scan of their own)
        stamps = {key: fingerprint(folder) for key, folder in graphs.items()} if cache is not None else {}

        def read(key: GraphKey, names: GraphNames | None, scanned: bool = True) -> None:
            nonlocal found, last
            found.append((key, names))
            if cache is not None and scanned and names is not None:
                cache.put(graphs[key], stamps[key], names, kind="names")
            if time.monotonic() - last >= every_s:
                deliver(found)
                found, last = [], time.monotonic()

        todo: list[tuple[GraphKey, GraphFolder]] = []
        for key, folder in graphs.items():
            cached = cache.get(folder, stamps[key], kind="names") if cache is not None else None
            if isinstance(cached, GraphNames):
                read(key, cached, scanned=False)
            elif cache is not None or not indexed(key):  # a graph parsed already: for the cache
                todo.append((key, folder))
        folders = [folder for _, folder in todo]
        sizes = [folder.size_bytes() for folder in folders] if len(folders) > 1 else [0] * len(folders)
        try:
            for index, names in self.workers.map_in_children(scan_folder, folders, sizes, cancelled):
                read(todo[index][0], names)
        finally:
            if cache is not None:
                cache.save()
            if found and not cancelled():
                deliver(found)

    # ------------------------------------------------------------------ files the explorer shows

    def read_text(self, path: Path) -> tuple[str | None, list[Problem]]:
        """The text of the file at PATH (an artifact, a minifier script), read as the parsers read it: None
        when it cannot be read, and the problems met. Only a regular file is read (a FIFO never blocks)."""
        from inductor_explorer.loader.files import read_text

        return read_text(path)

    def real_path(self, path: Path) -> Path:
        """PATH made absolute, its links resolved: where the user finds the file outside the explorer."""
        return path.resolve()

    def source_context(self, location: SourceLocation) -> list[tuple[int, str]] | None:
        """(number, text) of the user's lines around LOCATION (a graph break's) when its file is here and
        small enough; None otherwise. Read once, as text, never run."""
        from inductor_explorer.loader.files import context_lines

        return self._answers.get(
            ("source context", location.file, location.line), lambda: context_lines(location)
        )
