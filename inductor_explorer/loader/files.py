"""Reading artifact files as text, turning every I/O failure into a Problem."""

from __future__ import annotations

import os
from pathlib import Path

from inductor_explorer.model.artifacts import Problem


def read_text(path: Path) -> tuple[str | None, list[Problem]]:
    """Return the file's text (None when it cannot be read) and the problems met reading it.

    Invalid UTF-8 is decoded with replacement characters and reported once; NUL bytes are kept
    (the parsers treat them as ordinary characters).
    """
    problems: list[Problem] = []
    name = str(path)
    try:
        if path.is_dir():
            return None, [Problem(name, None, "expected a file, found a folder")]
        data = path.read_bytes()
    except FileNotFoundError:
        return None, [Problem(name, None, "file is missing")]
    except PermissionError:
        return None, [Problem(name, None, "file is not readable (permission denied)")]
    except OSError as exc:
        return None, [Problem(name, None, f"file could not be read: {exc.strerror or exc}")]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        text = data.decode("utf-8", errors="replace")
        problems.append(Problem(name, line, "invalid UTF-8; undecodable bytes shown as U+FFFD"))
    if not text.strip():
        problems.append(Problem(name, None, "file is empty"))
    return text, problems


def is_readable_file(path: Path) -> bool:
    try:
        return path.is_file() and os.access(path, os.R_OK)
    except OSError:
        return False
