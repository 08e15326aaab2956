"""Text helpers below every layer, for the loader, the report and the explorer alike: artifact text made safe
to print (control bytes and escape sequences shown, never obeyed), counted nouns, sizes in bytes, artifact
labels, and lists split at their top-level commas."""

from __future__ import annotations

import re
from pathlib import PurePath

# C0 controls except tab and newline, DEL, and C1 controls (0x80-0x9f, which include CSI/OSC introducers).
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def inert(text: str) -> str:
    """Return TEXT with every control character replaced by a visible escape (`\\x1b`, `\\x00`)."""
    return _UNSAFE.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def inert_line(text: str) -> str:
    """Like inert(), for one-line fields: newlines and tabs become visible too."""
    return inert(text).replace("\n", "\\n").replace("\t", "\\t")


def counted(count: int, noun: str) -> str:
    """`1 kernel`, `3 kernels`, `1 extern call`: COUNT and NOUN, in the plural unless COUNT is one."""
    return f"{count} {noun if count == 1 else noun + 's'}"


def human_size(size: int) -> str:
    """`812 B`, `12.3 KiB`, `4.0 MiB`: a size in bytes, in binary units (every face says sizes so)."""
    if size < 1024:
        return f"{size} B"
    scaled = float(size)
    for unit in ("KiB", "MiB", "GiB"):
        scaled /= 1024
        if scaled < 1024 or unit == "GiB":
            break
    return f"{scaled:.1f} {unit}"


def artifact_label(file: str) -> str:
    """What to call a parsed artifact in a title: its file name, or `NAME (trace log)` for a payload of a
    structured trace log (whose artifacts are named `LOG [NAME]`)."""
    if file.endswith("]") and " [" in file:
        return f"{file.rsplit(' [', 1)[1][:-1]} (trace log)"
    return PurePath(file).name


#: A Python string literal, escapes included; one the text cuts off runs to its end.
PYTHON_STRING = r"""'(?:[^'\\]|\\[\s\S]?)*+'?|"(?:[^"\\]|\\[\s\S]?)*+"?"""
_SPLIT_TOKENS = {sep: re.compile(rf"{PYTHON_STRING}|[()\[\]{{}}{re.escape(sep)}]") for sep in ",;"}


def split_top_level(text: str, sep: str = ",", limit: int | None = None) -> list[str]:
    """TEXT split at each SEP (`,` or `;`) outside brackets and quoted strings, each piece stripped, empty
    pieces dropped: `a, f(b, c), 'd, e', [f]` → ["a", "f(b, c)", "'d, e'", "[f]"]. After a closer without its
    opener nothing is at the top level. LIMIT: only the first LIMIT pieces are wanted (the text after them is
    not read)."""
    if not any(c in text for c in "()[]{}'\""):  # most shapes (`s0, 64`): no token walk
        pieces = text.split(sep) if limit is None else text.split(sep, limit)[:limit]
        return [p for p in (piece.strip() for piece in pieces) if p]
    pieces, depth, start = [], 0, 0
    for m in _SPLIT_TOKENS[sep].finditer(text):
        c = m.group()
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            pieces.append(text[start : m.start()])
            start = m.end()
            if limit is not None and len(pieces) >= limit:
                break
    else:
        pieces.append(text[start:])
    return [p for p in (piece.strip() for piece in pieces) if p]
