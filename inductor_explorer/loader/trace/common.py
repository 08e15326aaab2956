"""What every trace-format parser shares: the capped problem list and the line-length guard for regexes."""

from __future__ import annotations

from inductor_explorer.model.artifacts import Problem

MAX_PROBLEMS = 200  # a corrupt 500 MB log must not produce a million problem records
SNIFF_BYTES = 65536
MAX_MATCH_LINE = (
    4096  # longer lines are never a traceback frame or a header; skipping them keeps regexes linear
)


def bounded(line: str) -> str:
    """LINE, or "" when it is too long to be worth matching (backtracking regexes stay cheap)."""
    return line if len(line) <= MAX_MATCH_LINE else ""


class Problems:
    """Problem list with a cap: past MAX_PROBLEMS, one closing note says how many more there were."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.items: list[Problem] = []
        self.dropped = 0

    def add(self, line: int | None, message: str) -> None:
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(Problem(self.file, line, message))
        else:
            self.dropped += 1

    def result(self) -> list[Problem]:
        if self.dropped:
            return [*self.items, Problem(self.file, None, f"{self.dropped} further problems not listed")]
        return self.items
