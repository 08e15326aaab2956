"""Trace logs followed as they grow: each poll reads what was appended and gives the events not seen before.

`breaks --follow` polls (a stat per log, twice a second); the logs are those of the path given: the file
itself, or the `*.log` files in the path, its `tlparse/` and its `torch_compile_debug/tlparse/` folders,
where torch writes them, including logs that appear later (a job starting, or another rank).
"""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.events import TraceEvent, trace_events
from inductor_explorer.analysis.remedies import SourceReader
from inductor_explorer.loader.gb_registry import load_registry
from inductor_explorer.loader.source import source_reader
from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.model.trace import GraphBreakRegistry


class TraceFollow:
    """The trace logs of PATH, followed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.is_dir():
            self.folders = [path, path / "tlparse", path / "torch_compile_debug" / "tlparse"]
        else:
            self.folders = []
        self.logs: dict[Path, FollowedLog] = {}
        self._seen: dict[Path, set[tuple]] = {}
        self._restarts: dict[Path, int] = {}
        if not path.is_dir():
            self.logs[path] = FollowedLog(path)
        # What the events are diagnosed with, as `breaks` diagnoses them: the installed torch's graph-break
        # registry, and the user's files the breaks point at.
        self.registry: GraphBreakRegistry | None = load_registry()[0]
        self.read_source: SourceReader = source_reader(path)

    def _find_logs(self) -> None:
        for folder in self.folders:
            try:
                found = sorted(p for p in folder.glob("*.log") if p.is_file())
            except OSError:
                continue
            for log in found:
                if log not in self.logs:
                    self.logs[log] = FollowedLog(log)

    def poll(self) -> list[TraceEvent]:
        """The graph breaks and recompiles logged since the last poll (all of them at the first), by log and
        in logged order. A log read again from its start (it shrank or was replaced) reports them anew."""
        self._find_logs()
        events: list[TraceEvent] = []
        for path, log in self.logs.items():
            changed = log.read()
            while log.behind and log.read():  # a log far behind: caught up before its events are given
                changed = True
            if not changed:
                continue
            if log.restarts != self._restarts.get(path, 0):
                self._restarts[path] = log.restarts
                self._seen.pop(path, None)
            seen = self._seen.setdefault(path, set())
            trace, _ = log.trace()
            for event in trace_events(trace):
                if event.key not in seen:
                    seen.add(event.key)
                    events.append(event)
        return events
