"""Where a structured trace log holds only its first compiles: a log cut there, then appended to, is how the
follow tests play a job writing its log."""

from __future__ import annotations


def cut_after_compiles(data: bytes, compiles: int) -> int:
    """The offset in DATA (a structured trace log) where the records of its first COMPILES compiles end:
    the start of the line of the next `dynamo_start`."""
    start = -1
    for _ in range(compiles + 1):
        start = data.index(b'{"dynamo_start"', start + 1)
    return data.rindex(b"\n", 0, start) + 1
