"""The explorer's background work: graphs parsed, names scanned, trace logs read, the `--compare` run diffed
and the kernel costs read in worker threads, each posting a message to the app when it is done.

The session state (state/) does the work; this module only schedules its slow methods as Textual workers,
and keeps Python's cyclic garbage collector out of the way of keys (session/memory.py's IdleCollector).
"""

from __future__ import annotations

import importlib
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App
from textual.message import Message
from textual.worker import get_current_worker

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.diff import RunDiff
from inductor_explorer.analysis.events import TraceEvent
from inductor_explorer.model.fusion_log import FusionLog
from inductor_explorer.session import NotADebugFolder
from inductor_explorer.session.memory import QUIET_S, IdleCollector
from inductor_explorer.state import ExplorerState
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import GraphKey

if TYPE_CHECKING:
    from inductor_explorer.model.names import GraphNames
    from inductor_explorer.state.costs import SessionCosts


#: The GIL switch interval while the explorer runs (Python's default: 5 ms).
SWITCH_INTERVAL_S = 0.001


class Work(Enum):
    """What a worker does (its Textual worker group is the value)."""

    LOAD = "load"  # parse a graph
    NAMES = "names"  # scan every graph's names for ctrl+p
    TRACES = "traces"  # read the trace logs and fusion logs
    DIFF = "diff"  # diff the `--compare` run
    COSTS = "costs"  # read every graph's kernel costs
    FOLLOW = "follow"  # read what the trace logs appended since the last look


@dataclass
class GraphLoaded(Message):
    """The load worker finished a graph (successfully or not)."""

    loaded: LoadedGraph


@dataclass
class NamesRead(Message):
    """The name scan read these graphs' names (None: a graph whose scan failed); ERROR: the scan stopped."""

    found: list[tuple[GraphKey, GraphNames | None]]
    error: str | None = None


@dataclass
class TracesLoaded(Message):
    """The trace worker read every run's trace logs and fusion log (None: the run has none)."""

    runs: list[RunTraces]
    fusion_logs: dict[int, FusionLog | None]


@dataclass
class GraphsAdded(Message):
    """Graphs appended to their runs: the trace worker indexed the graphs of trace logs left for later, or
    (FOLLOWED) the follow worker found graphs written since the last look, with the RUNS appended to the tree
    (their indexes) and the graphs COMPLETED (being written when the explorer opened, made anew)."""

    keys: list[GraphKey]
    followed: bool = False
    runs: list[int] = field(default_factory=list)
    completed: list[GraphKey] = field(default_factory=list)


@dataclass
class TracesFollowed(Message):
    """The follow worker read what the trace logs appended: every run's trace logs as they are now, and the
    graph breaks and recompiles they did not have before."""

    runs: list[RunTraces]
    added: list[TraceEvent]


@dataclass
class DiffProgress(Message):
    """The compare worker's progress, said on the status line."""

    text: str


@dataclass
class DiffLoaded(Message):
    """The compare worker finished: DIFF, or ERROR saying why there is none."""

    diff: RunDiff | None
    graphs: tuple[list[str], list[str]] = ([], [])
    error: str | None = None


@dataclass
class CostsRead(Message):
    """The costs worker read (more of) the graphs' kernel costs."""

    costs: SessionCosts


@dataclass
class WorkFailed(Message):
    """A worker doing WORK stopped with an exception it does not expect (a defect): ERROR says which."""

    work: Work
    error: str
    key: GraphKey | None = None


class BackgroundWork:
    """Runs STATE's slow methods as workers of APP; their results reach APP as the messages above."""

    #: How often the name scan hands what it read over to the app (each hand-over lists ctrl+p again).
    NAMES_EVERY_S = 0.3
    #: The first costs are handed over this long after the costs worker starts; each later hand-over waits
    #: twice as long as the one before, up to the cap.
    COSTS_FIRST_S = 0.25
    COSTS_CAP_S = 2.0
    #: How long the trace logs must not grow before they are looked at half as often.
    STILL_S = 5.0

    def __init__(self, app: App[int], state: ExplorerState) -> None:
        self.app = app
        self.state = state
        self.collector = IdleCollector(busy=lambda: not all(worker.is_finished for worker in app.workers))
        self._switch_interval = sys.getswitchinterval()
        self.following = True  # False once a look at the trace logs failed (said once, not every look)
        self._follow_calls = 0

    def start(self) -> None:
        """Full garbage collections wait for a quiet moment from now on (see session/memory.py), and the app's
        thread gets the GIL back sooner from a busy worker."""
        self.collector.start()
        self.app.set_interval(QUIET_S / 2, self.collector.tick, name="idle collector")
        # Each time the app's thread blocks (waiting for input, writing a frame) a parsing worker takes the
        # GIL, and the app's thread waits a whole switch interval (5 ms by default) to get it back: a key
        # handled over many turns of the event loop waits that many times while the trace logs are read.
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_INTERVAL_S)

    def stop(self) -> None:
        self.collector.stop()
        sys.setswitchinterval(self._switch_interval)

    def start_reading(self) -> None:
        """After the first frame: the names ctrl+p finds, the trace logs and fusion logs, the diff."""
        # Linking a parsed graph needs networkx (~80 ms to import): imported here, after the first frame and
        # before the trace worker starts. Imported by the loading thread while the trace worker parses, it
        # took 1.5 s more (every step of the import waited for the GIL).
        importlib.import_module("networkx")
        self.collector.work_started()
        self.scan_names()
        self._run(self._read_traces, Work.TRACES)
        if self.state.compare is not None:
            self.state.diff_status = f"comparing with {self.state.compare}: starting…"
            self._run(self._compare, Work.DIFF)

    def scan_names(self) -> None:
        """Scan the names of every graph not indexed yet, for ctrl+p (NamesRead messages follow)."""
        self.collector.work_started()
        self._run(self._scan_names, Work.NAMES)

    def load(self, key: GraphKey) -> bool:
        """Parse graph KEY unless the state has it or is parsing it; whether a parse was started."""
        if not self.state.want(key):
            return False
        self.collector.work_started()
        # Exclusive: a load asked for earlier whose parse has not begun is cancelled (the state dropped it).
        self._run(partial(self._load, key), Work.LOAD, key)
        return True

    def read_costs(self) -> None:
        """Read every graph's kernel costs unless asked for already (CostsRead messages follow as they
        come)."""
        if self.state.want_costs():
            self._run(self._read_costs, Work.COSTS)

    def follow(self) -> None:
        """Look at the trace logs for what was appended since the last look (TracesFollowed when something
        was), unless they are not read yet or a look is under way; every other call once they have not grown
        for STILL_S (an idle explorer looks less often)."""
        self._follow_calls += 1
        changed = self.state.session.traces_changed_at
        if (changed is None or time.time() - changed > self.STILL_S) and self._follow_calls % 2:
            return
        if (
            not self.following
            or self.state.run_traces is None
            or any(
                worker.group == Work.FOLLOW.value and not worker.is_finished for worker in self.app.workers
            )
        ):
            return
        self._run(self._follow, Work.FOLLOW)

    def _follow(self) -> None:
        followed = self.state.follow_graphs()
        runs, added = self.state.follow_traces()
        if get_current_worker().is_cancelled:
            return
        if followed.runs or followed.added or followed.completed:
            self.app.post_message(GraphsAdded(followed.added, True, followed.runs, followed.completed))
        if runs is None and followed:  # the compiles linked to the new graphs
            runs = self.state.session.traces()
        if runs is not None:
            self.app.post_message(TracesFollowed(runs, added))

    def freeze_heap(self) -> None:
        """A parsed graph or trace is hundreds of thousands of long-lived objects; every full collection
        scanned them all, stalling a keypress by 0.3-0.5 s on a large run. Frozen, collections skip them
        (stop() hands them back to the collector)."""
        self.collector.freeze()

    def _run(self, work: Callable[[], None], kind: Work, key: GraphKey | None = None) -> None:
        def guarded() -> None:
            # The state's methods record the problems of what they read and return; an exception here is a
            # defect. Said to the app, it is shown and what waited for the work stops waiting (a worker's
            # error is otherwise dropped: the app runs them with exit_on_error=False).
            try:
                work()
            except Exception as exc:  # noqa: BLE001
                where = traceback.extract_tb(exc.__traceback__)[-1]
                error = f"{type(exc).__name__}: {exc} ({Path(where.filename).name}:{where.lineno})"
                self.app.post_message(WorkFailed(kind, error, key))

        self.app.run_worker(
            guarded, name=kind.value, group=kind.value, thread=True, exclusive=True, exit_on_error=False
        )

    def _load(self, key: GraphKey) -> None:
        # A cancelled (superseded) load whose parse had begun still delivers: the parsed graph is kept.
        loaded = self.state.parse_graph(key)
        if loaded is None:
            return
        # Frozen before the worker counts as done: a full collection in between would scan it all.
        self.freeze_heap()
        self.app.post_message(GraphLoaded(loaded))

    def _scan_names(self) -> None:
        worker = get_current_worker()
        try:
            self.state.scan_names(
                lambda found: self.app.post_message(NamesRead(found)),
                cancelled=lambda: worker.is_cancelled,
                every_s=self.NAMES_EVERY_S,
            )
        # Any failure is said in the jump prompt; the graphs not read are still found once opened.
        except Exception as exc:  # noqa: BLE001, RUF100
            self.app.post_message(NamesRead([], f"{type(exc).__name__}: {exc}"))

    def _read_traces(self) -> None:
        added = self.state.index_trace_graphs()  # a huge log's graphs, left for after the first frame
        if added and not get_current_worker().is_cancelled:
            self.app.post_message(GraphsAdded(added))
        runs, logs = self.state.read_traces()
        if not get_current_worker().is_cancelled:
            self.freeze_heap()
            self.app.post_message(TracesLoaded(runs, logs))

    def _compare(self) -> None:
        def progress(side: str) -> Callable[[int, int, str], None]:
            def report(done: int, total: int, what: str) -> None:
                self.app.post_message(
                    DiffProgress(f"comparing: reading the {side} run {done}/{total} ({what})")
                )

            return report

        try:
            diff, graphs = self.state.compare_runs(progress)
        except (NotADebugFolder, OSError) as exc:
            self.app.post_message(DiffLoaded(None, error=f"cannot compare with {self.state.compare}: {exc}"))
            return
        self.freeze_heap()
        self.app.post_message(DiffLoaded(diff, graphs))

    def _read_costs(self) -> None:
        self.state.read_costs(
            lambda costs: self.app.post_message(CostsRead(costs)), self.COSTS_FIRST_S, self.COSTS_CAP_S
        )
