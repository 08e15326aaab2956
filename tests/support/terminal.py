"""What a terminal shows after an app's output, update after update: the text it would leave on screen,
stale cells included, to compare with a full render of the app's state (`screen.screenshot`).

Under Pilot the app draws nothing (its driver is headless); `recording(app)` gives it a driver that keeps
what the app writes (Textual's own headless driver, saying it is not headless, so the app writes), and
`Terminal` plays those writes as a terminal would: cursor moves place the text; styles are ignored.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from textual.app import App
from textual.drivers.headless_driver import HeadlessDriver

#: A control sequence (CSI ... final byte), an OSC string (to BEL or ST), or a two-byte escape.
_ESCAPE = re.compile(r"\x1b\[([0-?]*)[ -/]*([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_78=>]")


class RecordingDriver(HeadlessDriver):
    """A headless driver that keeps what the app writes (in `written`) rather than dropping it."""

    written: list[str]

    @property
    def is_headless(self) -> bool:
        return False  # the app writes its updates only to a driver that is not headless

    def write(self, data: str) -> None:
        self.written.append(data)


class Terminal:
    """A WIDTH x HEIGHT screen that plays an app's output: `ESC[row;colH` moves the cursor, text is written
    from it (a wide character takes two cells), `\\n` goes to the next row's start; other sequences are
    ignored. A resize keeps what is on screen (what a terminal does until the app draws over it)."""

    def __init__(self, width: int, height: int) -> None:
        self.rows = [[" "] * width for _ in range(height)]
        self.x = self.y = 0

    def resize(self, width: int, height: int) -> None:
        rows = [row[:width] + [" "] * (width - len(row[:width])) for row in self.rows[:height]]
        self.rows = rows + [[" "] * width for _ in range(height - len(rows))]

    def feed(self, data: str) -> None:
        at = 0
        for match in _ESCAPE.finditer(data):
            self._text(data[at : match.start()])
            at = match.end()
            if match.group(2) == "H":
                row, _, column = (match.group(1) or "1;1").partition(";")
                self.y, self.x = int(row or 1) - 1, int(column or 1) - 1
        self._text(data[at:])

    def _text(self, text: str) -> None:
        for char in text:
            if char == "\n":
                self.y, self.x = self.y + 1, 0
            elif char == "\r":
                self.x = 0
            elif char >= " " and 0 <= self.y < len(self.rows):
                width = cell_len(char)
                row = self.rows[self.y]
                for column in range(self.x, min(self.x + width, len(row))):
                    row[column] = char if column == self.x else " "
                self.x += width

    @property
    def lines(self) -> list[str]:
        return ["".join(row) for row in self.rows]


def recording(app: App) -> list[str]:
    """Have APP, once run under Pilot, write its updates to a list (returned) instead of nowhere."""
    written: list[str] = []

    class Recording(RecordingDriver):
        pass

    Recording.written = written
    app.driver_class = Recording
    return written
