"""The screen reader the TUI tests rely on (tests/support/screen.py) reads back what Rich's SVG export drew:
each cell's character, colours, bold, italic and underline, wide characters and escaped text included."""

from __future__ import annotations

import io

from rich.console import Console
from rich.style import Style
from rich.text import Text

from tests.support.screen import parse_svg


def exported(*lines: Text, width: int = 12) -> str:
    console = Console(
        width=width, file=io.StringIO(), force_terminal=True, color_system="truecolor", record=True
    )
    for line in lines:
        console.print(line)
    return console.export_svg()


def test_cells_come_back_with_their_characters_and_styles():
    first = Text("ab <&> ", Style(color="#ff0000", bgcolor="#000080"))
    first.append("cd", Style(bold=True, italic=True))
    second = Text.assemble(("界x", Style(underline=True, color="#00ff00")), "  y")
    shot = parse_svg(exported(first, second), 12, 2)
    assert shot.lines == ["ab <&> cd   ", "界 x  y      "]  # a wide character's second cell: a space
    a, space, d = shot.rows[0][0], shot.rows[0][2], shot.rows[0][8]
    assert (a.fg, a.bg, a.bold) == ("#ff0000", "#000080", False)
    assert space.bg == "#000080"  # a blank cell keeps its background
    assert d.bold and d.italic and (d.fg, d.bg) == (a.fg, a.bg)  # the line's own style under the span's
    wide, x = shot.rows[1][0], shot.rows[1][2]  # 界 takes two cells
    assert wide.underline and x.char == "x" and x.underline and x.fg == "#00ff00"
    assert not shot.rows[1][5].underline
    assert shot.find("cd") == (7, 0) and shot.style("<&>").fg == "#ff0000"
