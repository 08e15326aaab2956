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


def trace_events(trace: TraceLog) -> list[TraceEvent]:
    """TRACE's graph breaks and recompiles, in the order they were logged."""
    events = [TraceEvent(EventKind.GRAPH_BREAK, trace, b.line, graph_break=b) for b in trace.graph_breaks]
    events += [TraceEvent(EventKind.RECOMPILE, trace, r.line, recompile=r) for r in trace.recompiles]
    events.sort(key=lambda e: e.line if e.line is not None else 0)
    return events


def events_added(before: Iterable[TraceLog], after: Iterable[TraceLog]) -> list[TraceEvent]:
    """The events of AFTER (trace logs read on) that BEFORE (the same logs, read earlier) did not have."""
    seen = {event.key for trace in before for event in trace_events(trace)}
    return [event for trace in after for event in trace_events(trace) if event.key not in seen]
