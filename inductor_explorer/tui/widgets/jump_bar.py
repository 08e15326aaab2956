"""The ctrl+p jump: a prompt and up to 50 ranked "group: name" entries, drawn over the views.

A layer of the explorer's own screen rather than a modal screen (Textual's command palette): a modal
screen repaints the whole tinted screen under it on every update, 0.2-0.3 s on a large run; this paints
only its own rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from inductor_explorer.report.text import inert_line
from inductor_explorer.tui.commands import Entry, best_first, entries, first_shown, ranked
from inductor_explorer.tui.widgets.steady import SteadyScrollbars


def entry_prompt(entry: Entry, query: str) -> Text:
    """`group: name  help`, the first place QUERY occurs in the title in bold."""
    text = Text(inert_line(entry.title), no_wrap=True, overflow="ellipsis")
    at = entry.folded.find(query.lower()) if query else -1
    if at >= 0:
        text.stylize("bold reverse", at, at + len(query))
    text.append(f"  {inert_line(entry.help)}", "dim")
    return text


class _Prompt(Input):
    """The jump's input line; the list is ranked in the keystroke's own handler, so both show in one frame."""

    def allow_focus(self) -> bool:
        return isinstance(self.parent, JumpBar) and self.parent.is_open and super().allow_focus()

    def on_mount(self) -> None:
        # A blinking cursor repaints the prompt twice a second for nothing while one types.
        self.cursor_blink = False

    def watch_value(self, value: str) -> None:
        if isinstance(self.parent, JumpBar):
            self.parent.list_for(value)


class _Choices(SteadyScrollbars, OptionList):
    """The ranked entries under the prompt."""

    def allow_focus(self) -> bool:
        return isinstance(self.parent, JumpBar) and self.parent.is_open and super().allow_focus()


class JumpBar(Vertical):
    """Hidden until ctrl+p; typing ranks the entries, up/down choose, enter jumps, escape cancels.

    Whoever handles `Chosen` hides it.
    """

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", show=False),
        Binding("down", "move(1)", "Next entry", show=False),
        Binding("up", "move(-1)", "Previous entry", show=False),
        Binding("pagedown", "move(10)", "Next page", show=False),
        Binding("pageup", "move(-10)", "Previous page", show=False),
    ]

    #: How far above the screen the closed prompt is laid out (more than its height).
    CLOSED_ABOVE = 100

    @dataclass
    class Chosen(Message):
        """ENTRY to jump to, or None when cancelled."""

        entry: Entry | None

    @dataclass
    class Pointed(Message):
        """ENTRY has been under the cursor for PREPARE_AFTER_S: whoever shows it may get it ready."""

        entry: Entry

    #: How long an entry stays under the cursor (no key pressed) before `Pointed` is posted.
    PREPARE_AFTER_S = 0.05

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        # Closed, it is laid out above the top of the screen rather than hidden: opening it is one repaint
        # of its own rows. Hidden (display or visibility), it had no size, and each opening sized its list,
        # wrapped its lines and added its scrollbar in three more layouts and frames (~60 ms on a large run).
        self._open = False
        self.styles.offset = (0, -self.CLOSED_ABOVE)
        self._shown: list[Entry] = []
        self._pointing: Timer | None = None

    def compose(self) -> ComposeResult:
        yield _Prompt(placeholder="jump to a kernel, buffer, FX node, scheduler node or graph by name",
                    id="jump-input")
        yield _Choices(id="jump-list")

    @property
    def is_open(self) -> bool:
        """Whether the prompt is showing."""
        return self._open

    @property
    def shown(self) -> list[Entry]:
        """The entries listed now, in order."""
        return list(self._shown)

    def open(self) -> None:
        """Show the prompt, empty, listing the first graphs and kernels."""
        prompt = self.query_one("#jump-input", Input)
        with self.app.batch_update():
            prompt.value = ""
            self.list_for("")
            self._open = True
            self.styles.offset = (0, 0)
            prompt.focus()

    def close(self) -> None:
        """Put the prompt away (the caller moves the focus)."""
        self._open = False
        self.styles.offset = (0, -self.CLOSED_ABOVE)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()

    def list_for(self, query: str) -> None:
        """List the best entries for QUERY (the first graphs and kernels when it is empty), the first chosen."""
        found = best_first(ranked(entries(self.app), query), query) if query else first_shown(self.app)
        self._shown = found
        listing = self.query_one("#jump-list", OptionList)
        listing.set_options(Option(entry_prompt(entry, query)) for entry in found)
        listing.highlighted = 0 if found else None
        self._point_later()

    def _point_later(self) -> None:
        """Post `Pointed` for the entry under the cursor once no key came for PREPARE_AFTER_S."""
        if self._pointing is not None:
            self._pointing.stop()
        self._pointing = self.set_timer(self.PREPARE_AFTER_S, self._point)

    def _point(self) -> None:
        self._pointing = None
        at = self.query_one("#jump-list", OptionList).highlighted
        if self._open and at is not None and at < len(self._shown):
            self.post_message(self.Pointed(self._shown[at]))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        at = self.query_one("#jump-list", OptionList).highlighted
        if at is not None and at < len(self._shown):
            self._close(self._shown[at])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._close(self._shown[event.option_index])

    def action_move(self, step: int) -> None:
        listing = self.query_one("#jump-list", OptionList)
        if self._shown:
            at = listing.highlighted if listing.highlighted is not None else 0
            listing.highlighted = max(0, min(len(self._shown) - 1, at + step))
            self._point_later()

    def action_cancel(self) -> None:
        self._close(None)

    def _close(self, entry: Entry | None) -> None:
        # The app hides the prompt in the frame that shows the jump: hidden here, the screen repainted what
        # is under it (~25 ms on a large run) in a frame of its own before the jump's.
        self.post_message(self.Chosen(entry))
