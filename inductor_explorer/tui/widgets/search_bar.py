"""The `/` prompt: one line at the bottom; enter searches the pane that had the focus."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class SearchBar(Input):
    """Hidden until `/`; `enter` searches, `escape` cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel search")]

    @dataclass
    class Finished(Message):
        """QUERY to search for, or None when cancelled."""

        query: str | None

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder="search (enter: find, escape: cancel; n / N: next / previous)", id=id)
        self.display = False

    def open(self, query: str) -> None:
        self.value = query
        self.display = True
        self.focus()

    def _close(self, query: str | None) -> None:
        self.display = False
        self.post_message(self.Finished(query))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._close(event.value)

    def action_cancel(self) -> None:
        self._close(None)
