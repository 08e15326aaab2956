"""Text helpers below every layer, for the report and the explorer alike: artifact text made safe to print
(control bytes and escape sequences shown, never obeyed), counted nouns, artifact labels."""

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


def artifact_label(file: str) -> str:
    """What to call a parsed artifact in a title: its file name, or `NAME (trace log)` for a payload of a
    structured trace log (whose artifacts are named `LOG [NAME]`)."""
    if file.endswith("]") and " [" in file:
        return f"{file.rsplit(' [', 1)[1][:-1]} (trace log)"
    return PurePath(file).name
