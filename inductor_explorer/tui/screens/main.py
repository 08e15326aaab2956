"""The explorer's own screen: Textual's, without a full repaint on every focus change.

Textual's `Screen.focused` is a reactive that repaints the whole screen when it changes (25-45 ms a jump at
160x48 on a large run). The widgets gaining and losing the focus repaint themselves (their `:focus` styles);
nothing else on the screen changes with the focus, so the explorer's screen declares the same public
reactive without the repaint.
"""

from __future__ import annotations

from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget


class ExplorerScreen(Screen[None]):
    """A `Screen` that leaves a focus change to be drawn by the two widgets it concerns."""

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
