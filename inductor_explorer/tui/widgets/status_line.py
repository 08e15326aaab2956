"""The status line above the footer: what is being read in the background; hidden when nothing is."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from inductor_explorer.text import inert_line


class StatusLine(Static):
    """One line of progress (a graph parsed, the diff read), shown only while there is something to say."""

    said: str | None = None

    def say(self, text: str | None) -> None:
        """Show TEXT (from an artifact or a path: shown literally); None hides the line."""
        if text == self.said:
            return
        self.said = text
        # One line high whatever it says: repainted, not laid out again (showing or hiding it is a layout).
        self.update(Text(inert_line(text)) if text is not None else Text(""), layout=False)
        self.display = text is not None
