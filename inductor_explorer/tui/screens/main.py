"""The explorer's own screen: Textual's, drawing each change in one frame.

Two changes to how Textual's `Screen` (8.2) updates the terminal, each worth a frame or more per key on a
large run:

- `Screen.focused` repainted the whole screen on every focus change (25-45 ms at 160x48). The widgets
  gaining and losing the focus repaint themselves (their `:focus` styles); nothing else needs it.
- The screen draws on a 60 Hz timer, and each widget tells it what changed from its own message queue.
  When the timer fired while widgets were still handling what a key did (a focus moving, a list being
  refilled), the frame showed half of it and the rest followed a frame or two later (35-100 ms after the
  key on a large run). Before drawing, the screen now lets the widgets' queues run dry (4 ms at most).
"""

from __future__ import annotations

import asyncio
import time

from textual.reactive import Reactive
from textual.screen import UPDATE_PERIOD, Screen
from textual.timer import Timer
from textual.widget import Widget

#: The longest a frame waits for widgets still handling messages.
GATHER_LIMIT_S = 0.004


class ExplorerScreen(Screen):
    """A `Screen` that neither repaints everything for a focus change nor draws half of a key's changes."""

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    @property
    def _update_timer(self) -> Timer:
        # Textual's own timer, with the gathering step before each update (see the module docstring).
        timer = self._Screen__update_timer
        if timer is None:
            timer = self._Screen__update_timer = self.set_interval(
                UPDATE_PERIOD, self._gathered_update, name="screen_update", pause=True)
        return timer

    def _unsettled(self) -> bool:
        """Whether a widget has messages to handle or a repaint it has not told the screen about yet."""
        if self.message_queue_size:
            return True
        for widget in self.walk_children(with_self=False):
            if widget.message_queue_size or widget._repaint_required or widget._layout_required:
                return True
        return False

    async def _gathered_update(self) -> None:
        deadline = time.perf_counter() + GATHER_LIMIT_S
        while self._unsettled() and time.perf_counter() < deadline:
            await asyncio.sleep(0)
        self._on_timer_update()
