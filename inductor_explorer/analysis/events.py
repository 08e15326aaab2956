"""What a trace log reports as it happens: its graph breaks and recompiles, one event each, in logged order.

A followed log (`breaks --follow`) is read again and again as it grows; an event's key (its log, the line its
record starts at, its kind) says whether it was seen before, so each is reported once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from inductor_explorer.model.trace import GraphBreak, Recompile, TraceLog


class EventKind(StrEnum):
    GRAPH_BREAK = "graph_break"
    RECOMPILE = "recompile"


@dataclass(frozen=True)
class TraceEvent:
    """One graph break or recompile of a trace log."""

    kind: EventKind
    trace: TraceLog
    line: int | None  # where its record starts in the log
    graph_break: GraphBreak | None = None
    recompile: Recompile | None = None

    @property
    def compile_id(self) -> str | None:
        event = self.graph_break or self.recompile
        return str(event.compile_id) if event is not None and event.compile_id is not None else None

    @property
    def key(self) -> tuple[str, str, int | None, str | None, str]:
        """What tells this event from every other: its log, its kind, its line, its compile and (two breaks
        may come from one compile's metrics record) its reason."""
        reason = self.graph_break.reason if self.graph_break else ""
        return (self.trace.path, self.kind.value, self.line, self.compile_id, reason)


class SeenEvents:
    """The events of trace logs read before, to tell which of the logs read on are new: an event whose key
    the last logs given had (a log read again from its start repeats them) is not. A followed log keeps the
    objects of the records it read, so a record met last time is not asked for its key again: each look
    costs what was appended, not the whole log."""

    def __init__(self) -> None:
        #: The last logs' records, by identity (the record kept), with their events' keys.
        self._met: dict[int, tuple[GraphBreak | Recompile, tuple]] = {}

    def added(self, traces: Iterable[TraceLog]) -> list[TraceEvent]:
        """The events of TRACES (the logs as they are now) that the logs last given did not have, in logged
        order, log by log (at the first call, all of them)."""
        before = {key for _, key in self._met.values()}
        met: dict[int, tuple[GraphBreak | Recompile, tuple]] = {}
        added: list[TraceEvent] = []
        for trace in traces:
            fresh: list[tuple[GraphBreak | Recompile, TraceEvent]] = []
            records: list[GraphBreak | Recompile] = [*trace.graph_breaks, *trace.recompiles]
            for record in records:
                kept = self._met.get(id(record))
                if kept is not None and kept[0] is record:
                    met[id(record)] = kept
                elif isinstance(record, GraphBreak):
                    event = TraceEvent(EventKind.GRAPH_BREAK, trace, record.line, graph_break=record)
                    fresh.append((record, event))
                else:
                    fresh.append(
                        (record, TraceEvent(EventKind.RECOMPILE, trace, record.line, recompile=record))
                    )
            fresh.sort(key=lambda pair: pair[1].line if pair[1].line is not None else 0)
            for record, event in fresh:
                met[id(record)] = (record, event.key)
                if event.key not in before:
                    added.append(event)
        self._met = met
        return added
