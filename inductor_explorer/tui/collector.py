"""When Python's cyclic garbage collector may stop the explorer: while the screen is still, not mid-keystroke.

A parsed large graph is hundreds of thousands of long-lived objects; the explorer freezes them out of the
collector once loaded (`freeze`). What it allocates afterwards (rendered lines, ctrl+p entries, caches)
still triggered full collections of 10-30 ms in the middle of a jump's frame on a large run. Here the
full (oldest-generation) collections happen only after a quiet spell without input (or, once overdue,
in the next gap between keys); while no background work builds structures, the young generations too wait
for a pause between keys (a frame allocates tens of thousands of short-lived objects). Every collection
setting is put back when the app ends.

Full collections cost what they scan and free: while the explorer runs, the Textual methods that made
cyclic garbage of nearly every line drawn, and seven caches with every line, are replaced (see
`_PATCHES`); on a large run a full collection went from 100-210 ms (70,000-115,000 garbage objects) to
30-60 ms (none).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence

from textual.cache import FIFOCache, LRUCache
from textual.strip import Strip

from inductor_explorer.tui.patches import Patches

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


def _clear_lru_cache(cache: LRUCache) -> None:
    """`LRUCache.clear` that leaves no cyclic garbage.

    Textual's LRU caches keep their entries in a ring of `[previous, next, key, value]` links, and `clear`
    drops the ring whole: cyclic garbage, which only a full collection frees. Widgets clear them all the time
    (a tree at every fold, an option list at every refill, the source pane at every new text); on a large
    run each full collection found 70,000-115,000 such objects (rendered lines and their caches) and took
    100-200 ms. Emptied link by link, they are freed at once.
    """
    for link in cache._cache.values():
        link.clear()
    cache._cache.clear()
    cache._full = False
    cache._head = []


_textual_divide = Strip.divide


def _divide_strip(strip: Strip, cuts) -> Sequence[Strip]:
    """`Strip.divide` that does not keep a strip in its own cache.

    Cut only at its end, a strip divides into itself, and Textual caches that list in the strip: a cycle, so
    every strip the screen drew whole ended as cyclic garbage (20,000-45,000 objects per full collection on
    a large run once the LRU rings above were gone).
    """
    if type(cuts) is not list:
        cuts = list(cuts)
    length = strip.cell_length
    # The compositor's cuts are ascending: cut only at its end when the first is the end and no other is inside.
    if cuts and cuts[0] == length and all(cut > length for cut in cuts[1:]):
        return [strip]
    return _textual_divide(strip, cuts)


#: A strip's caches (each `FIFOCache(N)`), made when first used instead of with every strip.
_STRIP_CACHES = {"_divide_cache": 4, "_crop_cache": 16, "_style_cache": 16, "_filter_cache": 4,
                 "_line_length_cache": 4, "_crop_extend_cache": 4, "_offsets_cache": 4}


def _new_strip(strip: Strip, segments, cell_length: int | None = None) -> None:
    """`Strip.__init__` without its seven caches: made with every strip, most never used (the compositor
    alone makes ~3,000 strips for a jump's frame), they were 2-7 ms of such a frame and 40% of the objects
    every full collection scanned. `_strip_cache` makes each on first use."""
    strip._segments = list(segments)
    strip._cell_length = cell_length
    strip._render_cache = None
    strip._link_ids = None
    strip._cell_count = None


def _strip_cache(strip: Strip, name: str) -> FIFOCache[object, object]:
    size = _STRIP_CACHES.get(name)
    if size is None:
        raise AttributeError(name)
    cache: FIFOCache[object, object] = FIFOCache(size)
    setattr(strip, name, cache)
    return cache


#: Textual methods replaced while the explorer runs (see the functions' docstrings), and put back after.
_PATCHES = [(LRUCache, "clear", _clear_lru_cache), (Strip, "divide", _divide_strip), (Strip, "__init__", _new_strip),
            (Strip, "__getattr__", _strip_cache)]


class IdleCollector:
    """Defers full collections to quiet moments; `tick` is called on a timer, `activity` on input."""

    def __init__(self, clock=time.monotonic, busy=lambda: False) -> None:
        """BUSY: whether background work is building large structures now (not yet frozen): a full
        collection would scan them all (0.2 s on a large run), so it waits for them to be done."""
        self._clock = clock
        self._busy = busy
        self._saved: tuple[int, int, int] | None = None
        self._patches = Patches(_PATCHES)
        self._last_input = clock()
        self._last_full = clock()
        #: Full collections run, for the curious (and the tests).
        self.collections = 0

    def start(self) -> None:
        if self._saved is None:
            self._patches.apply()
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
            # Strips made meanwhile may outlive the app (Textual caches some): they keep making their caches
            # on first use, so Strip.__getattr__ stays.
            self._patches.undo()
        gc.unfreeze()

    def activity(self) -> None:
        self._last_input = self._clock()

    def work_started(self) -> None:
        """Background work that builds large structures begins (ticks see it too, up to a tick later)."""
        if self._saved is not None:
            self._set_young(self._saved, busy=True)

    def freeze(self) -> None:
        """Move every object alive now out of the collector's sight (a parsed graph, trace): full
        collections no longer scan them; they are still freed by reference counting.

        A full collection runs first: frozen, the cyclic garbage waiting for the next quiet moment (rendered
        lines dropped from caches, old messages) would never be freed — 440 MB more after 1,700 keys on the
        large run before this. It scans what is not frozen yet, mostly the new graph: ~0.1 s for the
        largest one, in the loading worker.
        """
        gc.collect()
        gc.freeze()
        self._last_full = self._clock()

    def tick(self) -> bool:
        """Run a pending full collection if the user has been quiet (or waited too long); whether one ran."""
        now = self._clock()
        still, waited = now - self._last_input, now - self._last_full
        busy = self._busy()
        if self._saved is not None:
            self._set_young(self._saved, busy)
        if not busy and still >= BRIEF_QUIET_S and gc.get_count()[0] >= YOUNG_WORTH_COLLECTING:
            gc.collect(1)
        pending = gc.get_count()[2] > 0  # objects reached the oldest generation since the last full pass
        # Overdue, it still waits for a gap between keys (a collection of 10-80 ms started mid-keystroke
        # delayed that key's frame by as much), unless it has waited far too long.
        due = (still >= QUIET_S or (waited >= LONGEST_WAIT_S and still >= BRIEF_QUIET_S)
               or waited >= OVERDUE_LIMIT_S)
        if not pending or not due or busy:
            return False
        gc.collect()
        self._last_full = self._clock()
        self.collections += 1
        return True
