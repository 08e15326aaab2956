"""`?`: every key of the explorer, read from the bindings themselves so it cannot go stale."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen

from inductor_explorer.tui.widgets.hanging_text import HangingStatic

#: Textual key names -> what is printed on the key.
KEY_NAMES = {
    "question_mark": "?",
    "slash": "/",
    "left_square_bracket": "[",
    "right_square_bracket": "]",
    "escape": "esc",
    "space": "space",
    "enter": "enter",
}


def _describe(bindings: list[BindingType]) -> list[tuple[str, str]]:
    rows = []
    for binding in bindings:
        if isinstance(binding, Binding):
            keys, description = binding.key, binding.tooltip or binding.description or binding.action
        else:
            keys, description = binding[0], binding[2] if len(binding) > 2 else binding[1]
        keys = ", ".join(KEY_NAMES.get(k.strip(), k.strip()) for k in keys.split(","))
        rows.append((keys, description))
    return rows


#: Widest key column; longer key lists get a line of their own, the description under them.
KEYS_WIDTH = 22


def help_text(sections: list[tuple[str, list[BindingType]]]) -> Text:
    """One block per section: keys left, what they do right, at least two spaces apart."""
    text = Text()
    for title, bindings in sections:
        text.append(f"{title}\n", "bold")
        for keys, description in _describe(bindings):
            if len(keys) + 2 > KEYS_WIDTH:
                text.append(f"  {keys}\n", "bold")
                text.append(" " * (KEYS_WIDTH + 2))
            else:
                text.append(f"  {keys:<{KEYS_WIDTH}}", "bold")
            text.append(f"{description}\n")
        text.append("\n")
    return text


class HelpScreen(ModalScreen[None]):
    """Every binding of the app and its panes."""

    BINDINGS = [
        Binding("escape,q,question_mark", "dismiss", "Close help"),
        Binding("j,down", "scroll(1)", "Down", show=False),
        Binding("k,up", "scroll(-1)", "Up", show=False),
    ]

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90%; max-width: 100; height: 90%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    """

    def __init__(self, sections: list[tuple[str, list[BindingType]]]) -> None:
        super().__init__()
        self._sections = sections

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll") as scroll:
            scroll.border_title = "Keys (escape closes)"
            yield HangingStatic(help_text(self._sections), hang=KEYS_WIDTH + 2)

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_scroll(self, lines: int) -> None:
        self.query_one("#help-scroll").scroll_relative(y=lines, animate=False)
