"""Reading artifact files as text, turning every I/O failure into a Problem.

Only regular files are read: a FIFO named output_code.py would block the loader forever, and a link
to /dev/zero would never end, so every open is non-blocking and checked before any byte is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from inductor_explorer.model.artifacts import Problem, SourceLocation


class NotARegularFile(OSError):
    """The path is a FIFO, device, socket or folder: nothing the loader should read."""


def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file PATH (at most LIMIT of them). Raises OSError, NotARegularFile."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "expected a file, found a folder")
        if not stat.S_ISREG(mode):
            raise NotARegularFile(0, "not a regular file (FIFO, device or socket)")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read() if limit is None else fh.read(limit)
    finally:
        os.close(fd)


def read_head(path: Path, limit: int) -> bytes | None:
    """The first LIMIT bytes of the regular file PATH, or None when it cannot be read."""
    try:
        return read_bytes(path, limit)
    except OSError:
        return None


def read_text(path: Path) -> tuple[str | None, list[Problem]]:
    """Return the file's text (None when it cannot be read) and the problems met reading it.

    Invalid UTF-8 is decoded with replacement characters and reported once; NUL bytes are kept
    (the parsers treat them as ordinary characters).
    """
    problems: list[Problem] = []
    name = str(path)
    try:
        data = read_bytes(path)
    except FileNotFoundError:
        return None, [Problem(name, None, "file is missing")]
    except PermissionError:
        return None, [Problem(name, None, "file is not readable (permission denied)")]
    except IsADirectoryError:
        return None, [Problem(name, None, "expected a file, found a folder")]
    except OSError as exc:
        return None, [Problem(name, None, f"file could not be read: {exc.strerror or exc}")]
    except MemoryError:
        return None, [Problem(name, None, "file is too large to read into memory")]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        text = data.decode("utf-8", errors="replace")
        problems.append(Problem(name, line, "invalid UTF-8; undecodable bytes shown as U+FFFD"))
    if not text or text.isspace():  # isspace stops at the first other character; strip() copied it all
        problems.append(Problem(name, None, "file is empty"))
    return text, problems


#: Context shown around a user's line (a graph break's); files above this size are not read for it.
CONTEXT_LINES = 3
MAX_CONTEXT_FILE_BYTES = 2_000_000


def context_lines(location: SourceLocation, around: int = CONTEXT_LINES) -> list[tuple[int, str]] | None:
    """(number, text) of the lines around LOCATION when its file exists here; read as text, never run."""
    path = Path(location.file)
    try:
        if not path.is_file() or path.stat().st_size > MAX_CONTEXT_FILE_BYTES:
            return None
    except OSError:
        return None
    text, _ = read_text(path)
    if text is None:
        return None
    lines = text.splitlines()
    if not 1 <= location.line <= len(lines):
        return None
    first = max(1, location.line - around)
    last = min(len(lines), location.line + around)
    return [(n, lines[n - 1]) for n in range(first, last + 1)]
