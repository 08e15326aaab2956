"""A structured trace log read as it grows: what was appended since the last read, never again what was read.

torch writes a trace log while the job runs, one record (envelope line and payload) per logging call. A
`FollowedLog` keeps its place in the file (a byte offset), the line not yet complete at the end of what was
read, and the reader's state, so each `read()` costs what was appended. A record whose payload is still
pending when the file stops growing, and a last line without its line break, are taken as whole at the next
read that finds nothing new, as a read of the whole file takes them (torch writes a record in one call; a
payload line that still arrives after it is reported as a stray payload line, as in any log). A file that
shrinks or is replaced (another inode: a new run under the same name) is read again from its start, and the
restart counted.
"""

from __future__ import annotations

import codecs
import os
from pathlib import Path

from inductor_explorer.loader.trace.structured import StructuredReader, read_lines
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import TraceLog

#: The most bytes one read() takes: a log far behind is caught up over several reads, each this long at most.
READ_BYTES = 16 << 20


class FollowedLog:
    """The structured trace log at PATH, read incrementally; `trace()` gives what was read so far."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.restarts = 0  # times the file shrank or was replaced, and was read again from its start
        self.size = 0  # bytes read
        self._start()
        self._identity: tuple[int, int] | None = None

    def _start(self) -> None:
        self._reader = StructuredReader(str(self.path), "structured")
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._carry = ""
        self._lines = 0
        self.size = 0

    @property
    def pending(self) -> bool:
        """True when the last record read may still be growing: its payload was passing at the end of what
        was read (the next read that finds nothing new takes it as whole)."""
        return self._reader.pending is not None

    @property
    def behind(self) -> bool:
        """True when the file holds more than was read (the last read stopped at READ_BYTES)."""
        try:
            return os.stat(self.path).st_size > self.size
        except OSError:
            return False

    def read(self) -> bool:
        """Read what was appended since the last read (READ_BYTES at most). True when the trace changed: new
        records, a pending record taken as whole, or a restart. A missing or unreadable file changes nothing
        (a log being rotated may be back at the next read)."""
        try:
            with self.path.open("rb") as fh:
                stat = os.fstat(fh.fileno())
                identity = (stat.st_dev, stat.st_ino)
                restarted = self._identity is not None and (
                    identity != self._identity or stat.st_size < self.size
                )
                if restarted:
                    self.restarts += 1
                    self._start()
                self._identity = identity
                fh.seek(self.size)
                data = fh.read(READ_BYTES)
        except OSError:
            return False
        if not data:
            changed = restarted
            if self._carry:  # nothing more came: the last line is whole, as a read of the whole file takes it
                self._carry, self._lines = read_lines(self._reader, self._carry + "\n", self._lines)
                changed = True
            if self._reader.pending is not None:  # nothing more came: the pending record is whole
                self._reader.close()
                changed = True
            return changed
        self.size += len(data)
        text = self._decoder.decode(data)
        self._carry, self._lines = read_lines(self._reader, self._carry + text, self._lines)
        return True

    def catch_up(self) -> bool:
        """read() until the file holds nothing more than was read (a log far behind is read in READ_BYTES
        steps); whether the trace changed."""
        changed = self.read()
        while self.behind and self.read():
            changed = True
        return changed

    def trace(self) -> tuple[TraceLog, list[Problem]]:
        """The trace log as read so far (the line not yet complete left out), and the problems met; copies,
        so that reading on changes neither."""
        trace = self._reader.builder.snapshot()
        trace.line_count = self._lines
        return trace, list(self._reader.problems.result())
