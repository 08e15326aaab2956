"""A trace log's parse handed from a worker process in pieces, so that the process taking it never holds the
interpreter for long.

Unpickling runs without letting another thread in until it returns: a 2 GB log's parse (an 89 MB pickle)
taken in one piece would stop the explorer's keys for most of a second. `trace_pieces` cuts a parse into a
shell (the TraceLog with its long lists and dicts emptied, and the problems) and then those lists' and dicts'
items, PIECE_ITEMS at a time; `trace_from_pieces` puts them back. The pieces are pickled by one pickler and
unpickled by one unpickler (`Workers.run_in_child`), so an object two pieces share is one object again.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable, Iterator
from typing import Any

from inductor_explorer.loader.cache import EntryFile, fingerprint
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.run import TraceSource
from inductor_explorer.model.trace import TraceLog

#: Items (compiles, graph breaks, phases, ...) per piece: unpickling 200 of a huge log's compiles takes
#: about 4 ms.
PIECE_ITEMS = 200

Parsed = tuple[TraceLog, list[Problem]]


def trace_pieces(parsed: Parsed) -> Iterator[object]:
    """PARSED as pieces: the shell first, then (field name, items) for each long list or dict field."""
    trace, problems = parsed
    shell = copy.copy(trace)
    long: list[tuple[str, list]] = []
    for field in dataclasses.fields(trace):
        value = getattr(trace, field.name)
        if isinstance(value, (list, dict)) and len(value) > PIECE_ITEMS:
            long.append((field.name, list(value.items()) if isinstance(value, dict) else value))
            setattr(shell, field.name, type(value)())
    yield shell, problems
    for name, items in long:
        for start in range(0, len(items), PIECE_ITEMS):
            yield name, items[start : start + PIECE_ITEMS]


def trace_from_pieces(pieces: Iterable[object]) -> Parsed:
    """The parse that trace_pieces cut into PIECES."""
    it: Iterator[Any] = iter(pieces)
    trace: TraceLog
    problems: list[Problem]
    trace, problems = next(it)
    name: str
    items: list
    for name, items in it:
        whole = getattr(trace, name)
        if isinstance(whole, dict):
            whole.update(items)
        else:
            whole.extend(items)
    return trace, problems


def parsed_trace_pieces(task: tuple[TraceSource, EntryFile | None]) -> Iterator[object]:
    """In a worker process: the trace log of TASK parsed (or taken from its cache entry, and added to it when
    parsed), as trace_pieces."""
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
    return trace_pieces(parsed)
