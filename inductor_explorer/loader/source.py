"""The user's own source files a graph break points at, read as text (never imported or run)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

#: A source file larger than this is not the user's script; it is left unread.
MAX_SOURCE_BYTES = 2 * 1024 * 1024


def source_reader() -> Callable[[str], str | None]:
    """A reader of `.py` files by path, each read once: the text, or None when it is missing, too large or
    unreadable (the log's own copy of the line is used then)."""
    cache: dict[str, str | None] = {}

    def read(path: str) -> str | None:
        if path not in cache:
            cache[path] = _read(Path(path))
        return cache[path]

    return read


def _read(path: Path) -> str | None:
    if path.suffix != ".py":
        return None
    try:
        if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
