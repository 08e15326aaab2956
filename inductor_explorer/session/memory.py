"""When Python's cyclic garbage collector runs: every decision to pause, collect or freeze it, for the
commands, the worker processes and the explorer.

Parsing allocates hundreds of thousands of small objects that all live on and hold no reference cycles:
the collector, left on, only walks them again and again. So loading runs with it paused (`paused`), and a
worker process keeps it off and collects now and then (`start_worker_process`, `collect_when_due`).

In the explorer, the collector must not stop the screen mid-keystroke (`IdleCollector`). A parsed large
graph is hundreds of thousands of long-lived objects; the explorer freezes them out of the collector once
loaded (`freeze`). What it allocates afterwards (rendered lines, ctrl+p entries, caches) still triggered full
collections in the middle of a jump's frame on a large run. So the full (oldest-generation) collections
happen only after a quiet spell without input (or, once overdue, in the next gap between keys), and what
survives one is frozen too; while no background work builds structures, the young generations too wait for
a pause between keys (a frame allocates tens of thousands of short-lived objects). After a longer pause the
frozen objects are collected too (`reclaim`): frozen objects that became garbage would otherwise never be
freed. Every collection setting is put back when the app ends. The app calls `tick` on a timer and
`activity` on input (tui/background.py).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

#: A worker process runs with the cyclic garbage collector off (start_worker_process) and collects once this
#: many more container objects are alive than at its last collection (collect_when_due).
WORKER_COLLECT_OBJECTS = 100_000


@contextmanager
def paused(freeze: bool = False) -> Iterator[None]:
    """The cyclic garbage collector paused: parsing a task, unpickling the results of worker processes, or
    building a report of what was loaded allocate hundreds of thousands of small acyclic objects that all
    live on (reference counting frees what does not); the collector would only walk them again and again
    meanwhile. FREEZE: what is alive at the end is frozen before the collector runs again (gc.freeze):
    otherwise its first young collection walks every object made meanwhile (a 2 GB trace log's: 0.75 s,
    then 1.4 s, holding the interpreter)."""
    global _kept_frozen
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
            _kept_frozen = gc.get_freeze_count()
        if enabled:
            gc.enable()


#: The objects frozen when `paused(freeze=True)` last ended: what a parse left alive to live on.
_kept_frozen = 0


def unfreeze() -> None:
    """Hand every frozen object back to the collector (gc.unfreeze); none counts as kept any more."""
    global _kept_frozen
    gc.unfreeze()
    _kept_frozen = 0


def kept_frozen() -> int:
    """How many objects were frozen when `paused(freeze=True)` last ended (0: never): parsed trace logs and
    indexes, which live as long as the session; an IdleCollector's reclaim waits for growth beyond them."""
    return _kept_frozen


def start_worker_process() -> None:
    """A worker process keeps the cyclic garbage collector off, also while its results are pickled: left on,
    it walks the objects a task leaves alive (the parsers' line caches, the result) again and again, and the
    parsed graphs hold no reference cycles for it to free. The worker calls collect_when_due between tasks
    instead, so a cycle that does turn up is freed all the same."""
    gc.disable()


def collect_when_due() -> None:
    """In a worker process (start_worker_process): collect once WORKER_COLLECT_OBJECTS more objects are
    alive than at the last collection."""
    if gc.get_count()[0] >= WORKER_COLLECT_OBJECTS:
        gc.collect()


#: Input-free seconds after which a pending full collection runs.
QUIET_S = 0.5
#: After this long without a full collection, a brief pause between keys is quiet enough...
LONGEST_WAIT_S = 10.0
BRIEF_QUIET_S = 0.12
#: ...and after this long, it runs whatever the user does (a key held down for half a minute).
OVERDUE_LIMIT_S = 30.0
#: An oldest-generation threshold that the interpreter never reaches by itself.
NEVER = 1 << 30
#: The youngest generation's threshold while no background work builds structures (Python's is 700).
STILL_YOUNG = 25_000
#: Objects in the youngest generation worth collecting in a pause between keys.
YOUNG_WORTH_COLLECTING = 2_000
#: Input-free seconds after which the frozen objects too are collected (`reclaim`), once they have grown by
#: RECLAIM_GROWTH since the last reclaim (at first: once they number RECLAIM_FROM).
RECLAIM_QUIET_S = 3.0
RECLAIM_GROWTH = 1.5
RECLAIM_FROM = 200_000


class IdleCollector:
    """Defers full collections to quiet moments; `tick` is called on a timer, `activity` on input."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, busy: Callable[[], bool] = lambda: False
    ) -> None:
        """BUSY: whether background work is building large structures now (not yet frozen): a full
        collection would scan them all, so it waits for them to be done."""
        self._clock = clock
        self._busy = busy
        self._saved: tuple[int, int, int] | None = None
        self._last_input = clock()
        self._last_full = clock()
        self._reclaim_at = RECLAIM_FROM
        # Whether a freeze happened since the frozen heap was last looked at for a reclaim.
        self._frozen_more = False
        # How many objects are frozen, as last counted plus the survivors of this collector's full
        # collections frozen since; None after a freeze of what a parse made, until counted again.
        # gc.get_freeze_count() walks the whole frozen heap: counted after each full collection of an idle
        # explorer holding a huge trace log, it cost a good part of a core (benchmarks/README.md, "A 2 GB log
        # still being written").
        self._frozen: int | None = None
        #: Full collections run, and of those, reclaims: for the curious (and the tests).
        self.collections = 0
        self.reclaims = 0

    def start(self) -> None:
        if self._saved is None:
            self._saved = gc.get_threshold()
            self._set_young(self._saved, busy=True)

    def _set_young(self, saved: tuple[int, int, int], busy: bool) -> None:
        # With Python's threshold (700 objects), the young generations were collected 10-20 times during a
        # jump's frame on a large run, 2-6 ms in all: a frame allocates tens of thousands of objects, nearly
        # all freed by reference counting. With a higher one they are collected in the pauses between keys
        # (tick) instead. Not while background work builds a parsed graph or trace: what survives would
        # make each collection of the middle generation scan hundreds of thousands of new objects.
        young, middle, _ = saved
        gc.set_threshold(young if busy else max(young, STILL_YOUNG), middle, NEVER)

    def stop(self) -> None:
        if self._saved is not None:
            gc.set_threshold(*self._saved)
            self._saved = None
        unfreeze()

    def activity(self) -> None:
        """Input came, or the frame answering it was drawn (the app calls this on both)."""
        self._last_input = self._clock()

    def quiet_s(self) -> float:
        """Seconds since the last `activity`."""
        return self._clock() - self._last_input

    def work_started(self) -> None:
        """Background work that builds large structures begins (ticks see it too, up to a tick later)."""
        if self._saved is not None:
            self._set_young(self._saved, busy=True)

    def freeze(self) -> None:
        """Move every object alive now out of the collector's sight (a parsed graph, trace): full
        collections no longer scan them; they are still freed by reference counting.

        Only the young generations are collected first (their cyclic garbage would never be freed once
        frozen). A full collection here scanned everything built since the last one, the whole parsed trace
        log after the large run's 200 MB log: 1.35-1.5 s holding the interpreter, a keypress's frame
        stalled as long, and it found no garbage there. What cyclic garbage reached the oldest generation
        since the last quiet moment's full collection is frozen with the rest.
        """
        gc.collect(1)
        gc.freeze()
        self._frozen_more = True
        self._frozen = None

    def tick(self) -> bool:
        """Run a pending full collection if the user has been quiet (or waited too long); whether one ran."""
        busy = self._busy()
        if busy:
            # Background work defers every full collection: that is not the collection waiting for a quiet
            # moment. Counted, the first one after a minute of parsing was overdue at once and ran whatever
            # the user did: 0.30-0.36 s (125-140 thousand objects) in the middle of a key on the large run.
            self._last_full = self._clock()
        still, waited = self.quiet_s(), self._clock() - self._last_full
        if self._saved is not None:
            self._set_young(self._saved, busy)
        if not busy and still >= BRIEF_QUIET_S and gc.get_count()[0] >= YOUNG_WORTH_COLLECTING:
            gc.collect(1)
        pending = gc.get_count()[2] > 0  # objects reached the oldest generation since the last full pass
        # Overdue, it still waits for a gap between keys (a collection of 10-80 ms started mid-keystroke
        # delayed that key's frame by as much), unless it has waited far too long.
        due = (
            still >= QUIET_S
            or (waited >= LONGEST_WAIT_S and still >= BRIEF_QUIET_S)
            or waited >= OVERDUE_LIMIT_S
        )
        if not busy and still >= RECLAIM_QUIET_S and self._frozen_more:
            self._frozen_more = False
            # What a parse froze to live on is no garbage to look for: counted as growth, a 2 GB log's records
            # made the first pause's reclaim scan them all, 2.94 s holding the interpreter.
            if self._frozen is None:
                self._frozen = gc.get_freeze_count()
            if self._frozen >= max(self._reclaim_at, int(kept_frozen() * RECLAIM_GROWTH)):
                self.reclaim()
                return True
        if not pending or not due or busy:
            return False
        gc.collect()
        self._frozen_more = True
        # What survived is the explorer's state and its caches of drawn lines (each Strip carries seven
        # caches of its own): left in sight, every full collection scanned them all again, 130-150 thousand
        # objects after a dozen ctrl+p jumps on the large run, 0.12-0.25 s that a key pressed meanwhile
        # waited for. Frozen, the next one scans only what was made since. The survivors are all in the
        # oldest generation now: counted there, not in the frozen heap.
        survivors = len(gc.get_objects(generation=2))
        gc.freeze()
        if self._frozen is not None:
            self._frozen += survivors
        self._last_full = self._clock()
        self.collections += 1
        return True

    def reclaim(self) -> None:
        """Collect the frozen objects too, then freeze the survivors again. Frozen objects that became
        cyclic garbage later (a drawn line evicted from a cache: Textual's strips hold themselves in their
        own caches) are otherwise never freed, and most of the frozen heap becomes such garbage over a long
        session (benchmarks/memory_probe.py). It scans the whole heap, so it runs only after a long pause
        with no background work, and only once the frozen heap has grown by half beyond what the last reclaim
        left and what parses froze to live on (kept_frozen)."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self._frozen = gc.get_freeze_count()
        self._reclaim_at = max(RECLAIM_FROM, int(self._frozen * RECLAIM_GROWTH))
        self._last_full = self._clock()
        self.collections += 1
        self.reclaims += 1
