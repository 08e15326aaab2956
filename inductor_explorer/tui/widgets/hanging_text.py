"""Static text whose wrapped lines keep their indent: Textual starts every wrapped line at the left edge,
which makes an indented block (the Overview's counts, the help's key table) unreadable at 80 columns."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widgets import Static

#: Narrower than this, continuations are left to Textual's wrapping (an indent would leave no room).
MIN_ROOM = 20


def _row_end(plain: str, start: int, room: int) -> int:
    """End of the row that starts at START and fits ROOM characters: at a space when there is one."""
    if len(plain) - start <= room:
        return len(plain)
    space = plain.rfind(" ", start + 1, start + room + 1)
    return space if space > start else start + room


def hanging_wrap(text: Text, width: int, hang: int | None = None) -> Text:
    """TEXT with each line longer than WIDTH cut at spaces into rows; the rows after the first are indented
    to column HANG (default: two columns deeper than the line's own indent). Styles are kept."""
    out = Text(end="")
    lines = text.split("\n", include_separator=False)
    for number, line in enumerate(lines):
        if number:
            out.append("\n")
        plain = line.plain
        indent = len(plain) - len(plain.lstrip(" "))
        cont = hang if hang is not None else indent + 2
        if len(plain) <= width or width - cont < MIN_ROOM:
            out.append_text(line)
            continue
        start, room = 0, width
        while start < len(plain):
            end = _row_end(plain, start, room)
            if start:
                out.append("\n" + " " * cont)
            row = line[start:end]
            row.rstrip()
            out.append_text(row)
            start = end
            while start < len(plain) and plain[start] == " ":
                start += 1
            room = width - cont
    return out


class HangingStatic(Static):
    """A Static showing Rich text wrapped by `hanging_wrap` for its current width."""

    def __init__(self, text: Text | None = None, *, hang: int | None = None, id: str | None = None) -> None:
        super().__init__(id=id)
        self._text = text or Text()
        self._hang = hang
        self._wrapped: tuple[int, Text] | None = None

    def show_text(self, text: Text) -> None:
        self._text, self._wrapped = text, None
        self.refresh(layout=True)

    def _at(self, width: int) -> Text:
        if self._wrapped is None or self._wrapped[0] != width:
            self._wrapped = width, hanging_wrap(self._text, width, self._hang) if width > 0 else self._text
        return self._wrapped[1]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._at(width).plain.count("\n") + 1

    def render(self) -> Text:
        return self._at(self.content_size.width)
