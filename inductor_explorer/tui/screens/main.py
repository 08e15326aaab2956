"""The explorer's own screen: Textual's, without a whole-screen repaint on every focus change."""

from __future__ import annotations

from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget


class ExplorerScreen(Screen):
    """Textual's `Screen.focused` repaints the whole screen when the focus moves (~25-45 ms at 160x48 on a
    large run, on every ctrl+p, jump and tab). The widgets gaining and losing the focus repaint themselves
    (their `:focus` styles), so nothing else needs repainting.
    """

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
