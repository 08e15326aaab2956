"""What a worker process made, handed over in pieces, so that the process taking it never holds the
interpreter for long.

Unpickling runs without letting another thread in until it returns: a 2 GB log's parse (an 89 MB pickle)
taken in one piece would stop the explorer's keys for most of a second. `shipped` cuts an object holding a
trace log's parse into the items of its long lists and dicts (the compiles, breaks, phases, ...), a few at
a time, and then the object itself; `Workers.run_in_child` pickles them with one pickler and
unpickles them with one unpickler, so the object itself, last, mostly refers to objects handed over already,
and an object two pieces share is one object again. `received` gives the objects. Several logs go to one
child, one after the other: a child takes 0.15-0.25 s to start.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from inductor_explorer.loader.cache import EntryFile, fingerprint
from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.run import TraceSource
from inductor_explorer.model.trace import TraceLog
from inductor_explorer.session.workers import FORGET, Report

#: Items of a long container per piece: unpickling 200 of a huge log's compiles takes about 4 ms.
PIECE_ITEMS = 200

Parsed = tuple[TraceLog, list[Problem]]


@dataclass(frozen=True)
class Whole:
    """A whole result among the pieces (the pieces before it are what it refers to)."""

    value: object


def shipped(roots: Iterable[object]) -> Iterator[object]:
    """Each of ROOTS as pieces: the items of each list or dict of more than PIECE_ITEMS it holds (in its
    attributes and theirs, this package's objects, MAX_DEPTH deep), a few at a time (chunks); then the root
    itself, Whole; then FORGET (the next root shares nothing with it: the child frees it)."""
    for root in roots:
        for container in _long_containers(root):
            yield from _chunks(list(container.items()) if isinstance(container, dict) else container)
        yield Whole(root)
        yield FORGET


@dataclass(frozen=True)
class ReadProgress(Report):
    """A piece that says how far the child has read: BYTES of the log at PATH."""

    path: Path
    bytes: int


def received(pieces: Iterable[object], progress: Callable[[Path, int], object] | None = None) -> list:
    """The roots `shipped` cut into PIECES, in order; PROGRESS told of each ReadProgress among them."""
    roots = []
    for piece in pieces:
        if isinstance(piece, Whole):
            roots.append(piece.value)
        elif isinstance(piece, ReadProgress) and progress is not None:
            progress(piece.path, piece.bytes)
    return roots


def received_one(pieces: Iterable[object]) -> object:
    """The one root `shipped` cut into PIECES."""
    (root,) = received(pieces)
    return root


#: How deep `shipped` looks for long containers: (FollowedLog, parse) -> FollowedLog -> its reader -> the
#: reader's TraceBuilder -> the TraceLog it builds -> that log's compiles.
MAX_DEPTH = 5
_PACKAGE = __name__.split(".")[0]


def _long_containers(root: object) -> list[list | dict]:
    """The lists and dicts of more than PIECE_ITEMS in ROOT's attributes and tuples, and theirs, MAX_DEPTH
    deep (never looking into a list or dict's items)."""
    found: list[list | dict] = []
    seen: set[int] = set()
    level: list[object] = [root]
    for _ in range(MAX_DEPTH + 1):
        deeper: list[object] = []
        for obj in level:
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            if isinstance(obj, (list, dict)):
                if len(obj) > PIECE_ITEMS:
                    found.append(obj)
            elif isinstance(obj, tuple):
                deeper.extend(obj)
            elif type(obj).__module__.startswith(_PACKAGE):
                deeper.extend(_attributes(obj))
        level = deeper
    return found


def _attributes(obj: object) -> list[object]:
    values = list(getattr(obj, "__dict__", {}).values())
    for cls in type(obj).__mro__:
        values.extend(getattr(obj, slot) for slot in getattr(cls, "__slots__", ()) if hasattr(obj, slot))
    return values


def _chunks(items: list) -> Iterator[list]:
    """ITEMS a few at a time: PIECE_ITEMS objects' worth (an item holding a list of phases counts the
    phases, their children's included)."""
    chunk: list = []
    weight = 0
    for item in items:
        chunk.append(item)
        weight += _weight(item)
        if weight >= PIECE_ITEMS:
            yield chunk
            chunk, weight = [], 0
    if chunk:
        yield chunk


def _weight(item: object) -> int:
    held = item[1] if isinstance(item, tuple) and len(item) == 2 else None
    if not isinstance(held, list):
        return 1
    count = 0
    stack = list(held)
    while stack:
        count += 1
        stack.extend(getattr(stack.pop(), "children", ()))
    return max(count, 1)


def parsed_trace_pieces(task: tuple[TraceSource, EntryFile | None]) -> Iterator[object]:
    """In a worker process: the trace log of TASK parsed (or taken from its cache entry, and added to it when
    parsed), as `shipped`."""
    from inductor_explorer.loader.trace import load_trace

    source, entry = task
    parsed: Parsed | None = None
    stamp = fingerprint(source) if entry is not None else None
    if entry is not None:
        cached = entry.get(stamp)
        if isinstance(cached, tuple):
            parsed = cached
    if parsed is None:
        parsed = load_trace(source.path)
        if entry is not None:
            entry.put(stamp, parsed)
    return shipped([parsed])


def followed_log_pieces(tasks: list[tuple[TraceSource, EntryFile | None]]) -> Iterator[object]:
    """In a worker process: each structured trace log of TASKS read to its end by a FollowedLog (or that
    FollowedLog taken from its cache entry, and added to it when read), with the trace it read, as `shipped`,
    one log after the other; a ReadProgress as each part of a log is read."""
    for source, entry in tasks:
        stamp = fingerprint(source) if entry is not None else None
        cached = entry.get(stamp) if entry is not None else None
        if isinstance(cached, FollowedLog):
            log = cached
        else:
            log = FollowedLog(source.path)
            while True:
                log.read()
                yield ReadProgress(source.path, log.size)
                if not log.behind:
                    break
            log.read()  # nothing more: a record still pending at the end is taken as whole
            if entry is not None:
                entry.put(stamp, log)
        yield from shipped([(log, log.trace())])


def read_followed(path: Path) -> FollowedLog:
    """The structured trace log at PATH read to its end by a FollowedLog that can read on from there."""
    log = FollowedLog(path)
    log.catch_up()
    log.read()  # nothing more: a record still pending at the end is taken as whole
    return log
