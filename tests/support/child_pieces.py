"""Pieces a child of Workers.run_in_child makes in tests: they must be importable there, by this name."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass

from inductor_explorer.session.workers import Report


@dataclass(frozen=True)
class ChildPid(Report):
    """The process that made the pieces."""

    pid: int


def pid_then_pieces(count: int) -> Iterator[object]:
    """The child's pid (a Report), then COUNT lists."""
    yield ChildPid(os.getpid())
    for number in range(count):
        yield [number]
