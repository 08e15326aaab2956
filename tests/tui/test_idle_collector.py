"""Full garbage collections wait for a quiet moment while the explorer runs; the settings come back after."""

from __future__ import annotations

import contextlib
import gc
import sys
import time
import weakref

from textual import events

from inductor_explorer.session import memory, open_session
from inductor_explorer.session.memory import (
    BRIEF_QUIET_S,
    LONGEST_WAIT_S,
    NEVER,
    OVERDUE_LIMIT_S,
    QUIET_S,
    RECLAIM_FROM,
    RECLAIM_QUIET_S,
    STILL_YOUNG,
    YOUNG_WORTH_COLLECTING,
    IdleCollector,
)
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.background import SWITCH_INTERVAL_S
from tests.support.tui import run_async, settle, training_run


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_pending_full_collection_runs_only_when_quiet_or_overdue():
    clock = Clock()
    saved = gc.get_threshold()
    collector = IdleCollector(clock)
    collector.start()
    try:
        assert gc.get_threshold() == (saved[0], saved[1], NEVER)
        gc.collect(1)  # a young collection: objects may have reached the oldest generation
        assert gc.get_count()[2] > 0
        collector.activity()
        clock.now += QUIET_S / 2
        assert collector.tick() is False and collector.collections == 0  # typing: it waits
        clock.now += QUIET_S
        assert collector.tick() is True and collector.collections == 1  # quiet: it runs
        assert gc.get_count()[2] == 0
        assert collector.tick() is False  # nothing pending any more
        gc.collect(1)
        start = last_key = clock.now
        collector.activity()
        while clock.now - start < 2 * OVERDUE_LIMIT_S:  # a key every half quiet spell,
            clock.now += QUIET_S / 4  # the collector looking in between keys
            if collector.tick():
                break
            clock.now += QUIET_S / 4
            collector.activity()
            last_key = clock.now
        # A busy user gets one once it is overdue, in a gap between keys.
        assert collector.collections == 2 and LONGEST_WAIT_S <= clock.now - start < LONGEST_WAIT_S + QUIET_S
        assert clock.now - last_key >= BRIEF_QUIET_S
        gc.collect(1)
        start = clock.now
        collector.activity()
        while clock.now - start < 2 * OVERDUE_LIMIT_S:  # keys with no gap at all (a key held down)
            clock.now += 0.03
            collector.activity()
            if collector.tick():
                break
        assert collector.collections == 3 and OVERDUE_LIMIT_S <= clock.now - start < OVERDUE_LIMIT_S + 0.1
    finally:
        collector.stop()
    assert gc.get_threshold() == saved and gc.get_freeze_count() == 0


@contextlib.contextmanager
def started_collector(loading: list[bool]):
    """A started collector on a fake clock, whose background work is busy while LOADING[0]; then stopped, and
    the collection settings checked to be back."""
    saved = gc.get_threshold()
    clock = Clock()
    collector = IdleCollector(clock, busy=lambda: loading[0])
    collector.start()
    try:
        yield collector, clock, saved
    finally:
        collector.stop()
    assert gc.get_threshold() == saved and gc.get_freeze_count() == 0


def test_no_full_collection_while_background_work_builds_what_it_would_scan():
    loading = [True]
    with started_collector(loading) as (collector, clock, _):
        gc.collect(1)
        clock.now += LONGEST_WAIT_S + QUIET_S
        assert collector.tick() is False  # quiet and overdue, but a worker is still parsing
        loading[0] = False
        assert collector.tick() is True


def test_time_spent_waiting_for_background_work_does_not_make_a_collection_overdue():
    # After a minute of parsing the first full collection was overdue at once and ran in the middle of a key.
    loading = [True]
    with started_collector(loading) as (collector, clock, _):
        gc.collect(1)
        for _ in range(int(2 * OVERDUE_LIMIT_S / 0.25)):  # a key every quarter second while a worker parses
            clock.now += 0.25
            collector.activity()
            assert collector.tick() is False
        loading[0] = False
        clock.now += 0.03
        assert collector.tick() is False  # mid-keystroke: it waits for a quiet moment
        clock.now += QUIET_S
        assert collector.tick() is True


def test_young_generations_wait_for_a_pause_between_keys_unless_background_work_builds_structures():
    loading, kept = [False], []
    with started_collector(loading) as (collector, clock, saved):
        assert gc.get_threshold()[0] == saved[0]  # until a tick sees no background work
        collector.tick()
        assert gc.get_threshold()[0] == STILL_YOUNG > saved[0]
        collector.activity()
        gc.collect(1)
        kept.extend([] for _ in range(YOUNG_WORTH_COLLECTING + 100))  # survivors: young objects stay counted
        clock.now += BRIEF_QUIET_S / 2
        collector.tick()
        assert gc.get_count()[0] >= YOUNG_WORTH_COLLECTING  # mid-keystroke: left for later
        clock.now += BRIEF_QUIET_S
        collector.tick()
        assert gc.get_count()[0] < YOUNG_WORTH_COLLECTING  # a pause: collected
        collector.work_started()  # a graph starts loading: Python's own threshold at once
        loading[0] = True
        assert gc.get_threshold()[0] == saved[0]
        collector.tick()
        assert gc.get_threshold()[0] == saved[0]


@run_async
async def test_the_explorer_defers_full_collections_and_restores_the_settings(sample_runs):
    saved, interval = gc.get_threshold(), sys.getswitchinterval()
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert sys.getswitchinterval() == SWITCH_INTERVAL_S < interval  # the app's thread gets the GIL sooner
        assert gc.get_threshold()[2] == NEVER
        assert gc.get_freeze_count() > 0  # the parsed graph is out of the collector's sight
        gc.collect(1)
        full = gc.get_stats()[2]["collections"]
        await pilot.pause(QUIET_S + 0.8)  # no keys for a quiet spell and a timer tick
        assert gc.get_stats()[2]["collections"] > full
    assert gc.get_threshold() == saved and gc.get_freeze_count() == 0
    assert sys.getswitchinterval() == interval


@run_async
async def test_a_quiet_spell_counts_from_the_frame_that_answered_the_key(sample_runs):
    # Counted from the key alone, a key handled for longer than a brief pause looked like one: a full
    # collection started right after its frame and held the next key for as long as it took.
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        collector = app.background.collector
        handled: list[float] = []

        def slow_handler() -> None:
            time.sleep(2 * BRIEF_QUIET_S)
            handled.append(time.monotonic())

        app.action_command_palette()  # the open prompt takes the keys without passing them on
        await pilot.pause()
        app.post_message(events.Key("x", "x"))
        # Once the key is handled (a callback queued from a callback runs after it), its frame waits.
        app.call_later(lambda: app.call_later(slow_handler))
        await pilot.pause()
        # The last activity is the frame drawn after the handler, not the key that came before it.
        assert handled and collector.quiet_s() <= time.monotonic() - handled[0]


def test_freezing_collects_cyclic_garbage_first_so_it_is_not_kept_forever():
    class Node:
        pass

    collector = IdleCollector()
    collector.start()
    try:
        garbage = Node()
        garbage.self = garbage  # a cycle: only the cyclic collector frees it
        gone = weakref.ref(garbage)
        del garbage
        assert gone() is not None
        collector.freeze()
        assert gone() is None and gc.get_freeze_count() > 0
    finally:
        collector.stop()


def test_freezing_collects_the_young_generations_only_never_a_full_collection():
    # A full collection before freezing scanned the whole parsed trace log of the large run: a keypress
    # stalled 1.35-1.5 s. The young generations' cyclic garbage is still freed before it could be frozen.
    class Cycle:
        me: object = None

    freed: list[bool] = []
    generations: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            generations.append(info["generation"])

    with started_collector([False]) as (collector, _, _):
        garbage = Cycle()
        garbage.me = garbage
        weakref.finalize(garbage, freed.append, True)
        del garbage
        gc.callbacks.append(seen)
        try:
            collector.freeze()
        finally:
            gc.callbacks.remove(seen)
        assert freed == [True]
        assert generations and 2 not in generations
        assert gc.get_freeze_count() > 0


def test_a_full_collection_frees_cyclic_garbage_and_freezes_what_survives():
    # The next full collection scans only what was made since, not the survivors again (on the large run
    # they were 130-150 thousand drawn lines and caches after a dozen jumps: 0.12-0.25 s per collection).
    class Node:
        pass

    with started_collector([False]) as (collector, clock, _):
        garbage = Node()
        garbage.self = garbage
        gone = weakref.ref(garbage)
        del garbage
        kept = [Node() for _ in range(1000)]
        gc.collect(1)  # the survivors reach the oldest generation: a full collection is pending
        frozen = gc.get_freeze_count()
        clock.now += QUIET_S * 2
        assert collector.tick() is True
        assert gone() is None  # freed, not frozen
        assert gc.get_freeze_count() >= frozen + len(kept)
        assert not any(node is kept[0] for node in gc.get_objects())  # out of the collector's sight


def test_after_a_long_pause_frozen_objects_that_became_garbage_are_freed():
    # Frozen objects are out of the collector's sight: one that later became cyclic garbage (a drawn line
    # evicted from a cache) was never freed, and most of a long session's frozen heap ended so.
    class Node:
        pass

    with started_collector([False]) as (collector, clock, _):
        node = Node()
        node.self = node
        gone = weakref.ref(node)
        collector.freeze()  # a parsed graph, say, with the node
        del node  # garbage now, but frozen
        # Drawn lines that survive a full collection are frozen too: the frozen heap grows enough.
        drawn = [Node() for _ in range(max(RECLAIM_FROM, gc.get_freeze_count()))]
        gc.collect(1)
        clock.now += QUIET_S * 2
        assert collector.tick() is True and collector.reclaims == 0  # a short pause: a full collection
        assert gone() is not None and gc.get_freeze_count() >= len(drawn)
        clock.now += RECLAIM_QUIET_S
        assert collector.tick() is True and collector.reclaims == 1
        assert gone() is None
        assert gc.get_freeze_count() >= len(drawn)  # the survivors are frozen again
        clock.now += RECLAIM_QUIET_S
        collector.tick()
        assert collector.reclaims == 1  # not again until the frozen heap has grown


def test_what_a_parse_froze_to_live_on_does_not_count_as_growth_for_a_reclaim():
    # A 2 GB trace log's records, frozen as they were read, made the next pause's reclaim scan them all:
    # 2.94 s holding the interpreter. They live as long as the session: no garbage to look for there.
    class Node:
        pass

    with started_collector([False]) as (collector, clock, _):
        with memory.paused(freeze=True):
            parsed = [Node() for _ in range(2 * RECLAIM_FROM)]
        assert memory.kept_frozen() >= len(parsed)
        collector.freeze()  # the app freezes what the worker handed over
        clock.now += RECLAIM_QUIET_S * 2
        collector.tick()
        assert collector.reclaims == 0
        # Drawn lines frozen since: once they grow the frozen heap by half beyond the parse, a reclaim runs.
        drawn = [Node() for _ in range(memory.kept_frozen())]
        collector.freeze()
        clock.now += RECLAIM_QUIET_S * 2
        collector.tick()
        assert collector.reclaims == 1 and len(drawn) > 0
    assert memory.kept_frozen() == 0  # the collector stopped: nothing is frozen any more


def test_the_frozen_heap_is_counted_after_a_parse_is_frozen_not_after_each_idle_collection(monkeypatch):
    # Counting the frozen heap walks all of it (a huge trace log's records too). Counted after each full
    # collection of an idle explorer, it took a good part of a core.
    class Node:
        pass

    with started_collector([False]) as (collector, clock, _):
        collector.freeze()  # what a parse made
        counted: list[int] = []
        count = gc.get_freeze_count
        monkeypatch.setattr(gc, "get_freeze_count", lambda: counted.append(1) or count())
        drawn = []
        clock.now += RECLAIM_QUIET_S * 2
        collector.tick()
        for _ in range(5):  # an idle explorer: what it draws survives a full collection and is frozen
            drawn.append([Node() for _ in range(1000)])
            gc.collect(1)
            clock.now += QUIET_S * 2
            assert collector.tick() is True
            clock.now += RECLAIM_QUIET_S * 2
            collector.tick()
        # Once after the parse's freeze; a reclaim (the suite's heap may be large enough for one) counts
        # what it froze again, once each.
        assert len(counted) - collector.reclaims == 1
