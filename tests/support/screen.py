"""What the terminal shows, read through public API: `App.export_screenshot()`, Rich's SVG of the screen,
turned back into a grid of cells (character, colours, bold, italic, underline).

The SVG is Rich's `Console.export_svg`: one `<text>` per run of non-blank cells, placed at its column
(x / cell width) and clipped to its row (`…-line-N`), its class naming CSS rules (fill, weight, style,
decoration); one `<rect>` per run with a background. The same on every Textual 8 and Rich 14.2-15 release,
unlike the SVG's byte layout, which is why the tests compare cells and not files.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, replace

import pytest
from rich.cells import cell_len
from textual.app import App
from textual.notifications import Notify

#: Rich's SVG geometry: 20 px characters, 0.61 as wide as high, rows 1.22 characters apart.
CELL_WIDTH = 20 * 0.61
ROW_HEIGHT = 20 * 1.22

_CLASS = re.compile(r"\.(terminal-\d+-r\d+) \{ ([^}]*) \}")
_TEXT = re.compile(
    r'<text class="(?P<cls>[^"]+)" x="(?P<x>[\d.]+)" y="[\d.]+" textLength="[\d.]+" '
    r'clip-path="url\(#terminal-\d+-line-(?P<row>\d+)\)">(?P<text>.*?)</text>'
)
_RECT = re.compile(
    r'<rect fill="(?P<fill>#[0-9a-f]{6})" x="(?P<x>[\d.]+)" y="(?P<y>[\d.]+)" width="(?P<w>[\d.]+)" '
    r'height="[\d.]+" shape-rendering="crispEdges"/>'
)


@dataclass(frozen=True)
class Cell:
    char: str = " "
    fg: str | None = None
    bg: str | None = None
    bold: bool = False
    italic: bool = False
    underline: bool = False


@dataclass(frozen=True)
class Screenshot:
    """Rows of cells; a wide character's second cell holds a space, so a line's index is its column."""

    rows: tuple[tuple[Cell, ...], ...]

    @property
    def lines(self) -> list[str]:
        return ["".join(cell.char for cell in row) for row in self.rows]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def find(self, text: str, start_row: int = 0) -> tuple[int, int]:
        """(column, row) of TEXT's first cell on screen, from START_ROW down; AssertionError if absent."""
        for y, line in enumerate(self.lines[start_row:], start_row):
            x = line.find(text)
            if x >= 0:
                return x, y
        raise AssertionError(f"{text!r} is not on the screen:\n{self.text}")

    def cells(self, text: str, start_row: int = 0) -> tuple[Cell, ...]:
        """The cells TEXT occupies where it first appears on screen."""
        x, y = self.find(text, start_row)
        return self.rows[y][x : x + len(text)]

    def style(self, text: str, start_row: int = 0) -> Cell:
        """The style (a cell without its character) TEXT's first cell is drawn with."""
        return replace(self.cells(text, start_row)[0], char=" ")


def _style(css: str) -> Cell:
    """A blank cell drawn with the CSS rules of an SVG class."""
    rules = dict(rule.split(": ", 1) for rule in css.replace(";;", ";").strip("; ").split(";") if rule)
    return Cell(
        fg=rules.get("fill"),
        bold=rules.get("font-weight") == "bold",
        italic=rules.get("font-style") == "italic",
        underline=rules.get("text-decoration") == "underline",
    )


def parse_svg(svg: str, width: int, height: int) -> Screenshot:
    """The cells of a screen of WIDTH x HEIGHT from Rich's SVG export of it."""
    styles = {name: _style(css) for name, css in _CLASS.findall(svg)}
    grid = [[Cell()] * width for _ in range(height)]
    for rect in _RECT.finditer(svg):
        x, y = round(float(rect["x"]) / CELL_WIDTH), round((float(rect["y"]) - 1.5) / ROW_HEIGHT)
        for column in range(x, min(width, x + round(float(rect["w"]) / CELL_WIDTH))):
            grid[y][column] = replace(grid[y][column], bg=rect["fill"])
    for text in _TEXT.finditer(svg):
        x, row = round(float(text["x"]) / CELL_WIDTH), int(text["row"])
        for char in html.unescape(text["text"]).replace("\xa0", " "):
            grid[row][x] = replace(styles[text["cls"]], char=char, bg=grid[row][x].bg)
            x += cell_len(char)
    return Screenshot(tuple(tuple(row) for row in grid))


def screenshot(app: App) -> Screenshot:
    """What APP's terminal shows now."""
    return parse_svg(app.export_screenshot(), *app.size)


def record_frames(app: App, monkeypatch: pytest.MonkeyPatch) -> list[Screenshot]:
    """What the screen shows after each update APP draws from now on, through `App.post_display_hook`, which
    Textual calls after drawing each update (its hook for tests)."""
    frames: list[Screenshot] = []
    monkeypatch.setattr(app, "post_display_hook", lambda: frames.append(screenshot(app)))
    return frames


def notifications(messages: list) -> list[str]:
    """The texts of the notifications (toasts) among MESSAGES, collected by `run_test(message_hook=...)`."""
    return [message.notification.message for message in messages if isinstance(message, Notify)]


#: Cells a scrollbar's thumb draws with: not text.
SCROLLBAR = set("▁▂▃▄▅▆▇█▉▊▋▌▍▎▏")


def box_rows(shot: Screenshot, title: str = "", start_row: int = 0, nth: int = 0) -> list[str]:
    """The rows inside the bordered pane titled TITLE (without one: the NTH whose top is the first row from
    START_ROW with a pane's top), between its borders."""
    x, top = shot.find(f"╭─ {title} " if title else "╭", start_row)
    for _ in range(nth):
        x = shot.lines[top].index("╭", x + 1)
    right = shot.lines[top].index("╮", x)
    bottom = next(y for y in range(top + 1, len(shot.lines)) if shot.lines[y][x] == "╰")
    return [line[x + 1 : right] for line in shot.lines[top + 1 : bottom]]
