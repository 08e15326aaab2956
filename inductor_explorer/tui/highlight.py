"""Syntax colouring of artifact lines with pygments, in the app theme's colours.

Lines are lexed one at a time (and cached by the caller), so a 50 000-line output_code.py costs
nothing until its lines are on screen. Lexing per line loses the state of multi-line strings,
which is what we want here: kernel sources sit inside `'''...'''` literals of output_code.py and
should read as code, not as one long string.
"""

from __future__ import annotations

from pygments.lexer import Lexer
from pygments.lexers import CppLexer, PythonLexer
from pygments.token import Comment, Keyword, Name, Number, Operator, String, Token
from rich.color import Color, ColorParseError
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.cache import LRUCache

from inductor_explorer.text import inert

#: Highlighted lines kept per theme (a line is a few hundred bytes of segments).
LINE_CACHE = 10_000

LEXERS: dict[str, Lexer] = {
    "python": PythonLexer(stripnl=False, ensurenl=False),
    "cpp": CppLexer(stripnl=False, ensurenl=False),
}

#: pygments token type -> (theme variable, bold, italic); the most specific type listed wins.
_TOKEN_THEME = (
    (Keyword, "accent", True, False),
    (Name.Builtin, "secondary", False, False),
    (Name.Function, "primary", True, False),
    (Name.Class, "primary", True, False),
    (Name.Decorator, "warning", False, False),
    (String, "success", False, False),
    (Number, "warning", False, False),
    (Comment, "text-muted", False, True),
    (Comment.Preproc, "secondary", False, False),
    (Operator.Word, "accent", True, False),
)


def lexer_name_for_kernel(kind: str | None) -> str:
    """Triton and Python-like kernels are lexed as Python, C++ kernels as C++."""
    return "cpp" if kind and kind.startswith("cpp") else "python"


def _color(value: str | None) -> Color | None:
    if not value or not value.startswith("#"):
        return None
    try:
        return Color.parse(value[:7])
    except ColorParseError:
        return None


class Highlighter:
    """Turns one artifact line into Rich Text, coloured from a Textual theme's CSS variables."""

    def __init__(self, variables: dict[str, str]) -> None:
        muted = variables.get("text-muted", "")
        if not muted.startswith("#"):
            muted = variables.get("foreground-darken-2", variables.get("secondary", ""))
        palette = dict(variables, **{"text-muted": muted})
        # Pygments' token types are tuples of names; `in` on them means "is a subtype of".
        self._styles: list[tuple[tuple[str, ...], Style]] = [
            (token, Style(color=_color(palette.get(var)), bold=bold or None, italic=italic or None))
            for token, var, bold, italic in _TOKEN_THEME
        ]
        self._cache: dict[object, Style] = {}
        # Highlighted lines by (text, lexer): kernels repeat many lines word for word (loads, masks,
        # index arithmetic), and a line shown again in another kernel or pane is not lexed again.
        self._lines: LRUCache[tuple[str, str | None], tuple[tuple[str, int], ...]] = LRUCache(LINE_CACHE)
        self._numbers: dict[Style | None, int] = {}
        self._numbered: list[Style | None] = []

    def style_for(self, token: object) -> Style:
        style = self._cache.get(token)
        if style is None:
            style = Style()
            best = -1
            for parent, candidate in self._styles:
                if token in parent and len(parent) > best:
                    style, best = candidate, len(parent)
            self._cache[token] = style
        return style

    def line(self, text: str, lexer: str | None) -> Text:
        """TEXT (one line, shown literally: control characters as escapes) coloured by LEXER."""
        text = inert(text.expandtabs(4))
        if lexer is None or lexer not in LEXERS:
            return Text(text)
        out = Text()
        for token, value in LEXERS[lexer].get_tokens(text):
            if token is Token.Text.Whitespace or not value:
                out.append(value)
            else:
                out.append(value, self.style_for(token))
        out.rstrip()
        return out

    def segments(self, text: str, lexer: str | None, console: Console) -> list[Segment]:
        """`line(TEXT, LEXER)` rendered to segments, from a cache of the last LINE_CACHE lines."""
        key = (text, lexer)
        found = self._lines.get(key)
        if found is None:
            # Kept as (text, style number) pairs: tuples of strings and ints are not tracked by the garbage
            # collector, so a full cache adds nothing to the time a full collection takes.
            found = tuple(
                (segment.text, self._style_number(segment.style))
                for segment in self.line(text, lexer).render(console)
            )
            self._lines[key] = found
        styles = self._numbered
        return [Segment(part, styles[number]) for part, number in found]

    def _style_number(self, style: Style | None) -> int:
        number = self._numbers.get(style)
        if number is None:
            number = self._numbers[style] = len(self._numbered)
            self._numbered.append(style)
        return number
