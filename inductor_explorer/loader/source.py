"""The user's own source files a graph break points at, read as text (never imported or run)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

#: A source file larger than this is not the user's script; it is left unread.
MAX_SOURCE_BYTES = 2 * 1024 * 1024
#: How many folders up from the explored path a script moved with its run is looked for.
NEAR_LEVELS = 3


def source_reader(near: Path | None = None) -> Callable[[str], str | None]:
    """A reader of `.py` files by the path the log names, each read once: the text, or None when it is
    missing, too large or unreadable (the log's own copy of the line is used then).

    A run copied to another machine or folder no longer has its script at the logged absolute path: a file
    of the same name in NEAR (the explored path) or up to NEAR_LEVELS folders above it is read instead. The
    caller checks that it holds the logged line before trusting it.
    """
    cache: dict[str, str | None] = {}
    folders: list[Path] = []
    if near is not None:
        start = near if near.is_dir() else near.parent
        folders = [start, *list(start.resolve().parents)[: NEAR_LEVELS - 1]]

    def read(path: str) -> str | None:
        if path not in cache:
            text = _read(Path(path))
            for folder in folders:
                if text is not None:
                    break
                text = _read(folder / Path(path).name)
            cache[path] = text
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
