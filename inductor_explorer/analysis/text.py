"""Small helpers for the text fragments analysis reads out of logged values (shapes, repr()s)."""

from __future__ import annotations


def split_top_level(text: str) -> list[str]:
    """TEXT split at the commas outside brackets, each piece stripped, empty pieces dropped:
    `a, f(b, c), [d]` → ["a", "f(b, c)", "[d]"]."""
    if not any(bracket in text for bracket in "()[]{}"):  # most shapes (`s0, 64`): no per-character walk
        return [p for p in (piece.strip() for piece in text.split(",")) if p]
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]
