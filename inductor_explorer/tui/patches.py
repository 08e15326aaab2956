"""Textual methods the explorer replaces while it runs, and puts back when it ends."""

from __future__ import annotations

from collections.abc import Sequence


class Patches:
    """REPLACEMENTS, (class, attribute name, replacement) each: `apply` sets them, `undo` restores what was
    there (an attribute the class did not have stays, for objects made meanwhile that rely on it)."""

    def __init__(self, replacements: Sequence[tuple[type, str, object]]) -> None:
        self._replacements = replacements
        self._originals: list[tuple[type, str, object]] | None = None

    @property
    def applied(self) -> bool:
        return self._originals is not None

    def apply(self) -> None:
        if self._originals is None:
            self._originals = [(cls, name, cls.__dict__.get(name)) for cls, name, _ in self._replacements]
            for cls, name, replacement in self._replacements:
                setattr(cls, name, replacement)

    def undo(self) -> None:
        if self._originals is not None:
            for cls, name, original in self._originals:
                if original is not None:
                    setattr(cls, name, original)
            self._originals = None
