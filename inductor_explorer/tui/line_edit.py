"""One line of text being typed, with readline's keys: what the ctrl+p prompt edits.

Kept apart from any widget: the prompt draws it, the app feeds it keys (the prompt never takes the focus,
so the pane it was opened from keeps its focus and is not repainted).
"""

from __future__ import annotations

import re

_WORD_LEFT = re.compile(r"\w*\W*$")


class LineEdit:
    """VALUE and a CURSOR position in it (0 = before the first character)."""

    def __init__(self, value: str = "") -> None:
        self.value = value
        self.cursor = len(value)

    def clear(self) -> None:
        self.value, self.cursor = "", 0

    def insert(self, text: str) -> None:
        """Insert TEXT at the cursor; line breaks and other control characters are dropped."""
        text = "".join(c for c in text if c.isprintable())
        self.value = self.value[: self.cursor] + text + self.value[self.cursor :]
        self.cursor += len(text)

    def key(self, key: str, character: str | None) -> bool:
        """Apply one key (Textual's key name and printable character); whether the key was an editing key.

        Editing keys: printable characters, backspace, delete, left, right, home/ctrl+a, end/ctrl+e,
        ctrl+u (delete to the start), ctrl+k (delete to the end), ctrl+w (delete the word before the cursor).
        """
        value, at = self.value, self.cursor
        if key == "backspace":
            if at:
                self.value, self.cursor = value[: at - 1] + value[at:], at - 1
        elif key == "delete":
            self.value = value[:at] + value[at + 1 :]
        elif key == "left":
            self.cursor = max(0, at - 1)
        elif key == "right":
            self.cursor = min(len(value), at + 1)
        elif key in ("home", "ctrl+a"):
            self.cursor = 0
        elif key in ("end", "ctrl+e"):
            self.cursor = len(value)
        elif key == "ctrl+u":
            self.value, self.cursor = value[at:], 0
        elif key == "ctrl+k":
            self.value = value[:at]
        elif key == "ctrl+w":
            word = _WORD_LEFT.search(value[:at])
            assert word is not None  # `\w*\W*$` matches every string
            start = word.start()
            self.value, self.cursor = value[:start] + value[at:], start
        elif character is not None and len(character) == 1 and character.isprintable():
            self.insert(character)
        else:
            return False
        return True
