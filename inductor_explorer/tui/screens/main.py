"""The explorer's own screen: Textual's, drawing each change in one frame, as soon as it is asked for.

Used only with the Textual release it was checked on (`tuning.py`); Textual's own `Screen` otherwise.

Four changes to how Textual's `Screen` (8.2) updates the terminal, each worth milliseconds to a frame or
more per key on a large run (benchmarks/README.md has the figures):

- `Screen.focused` repainted the whole screen on every focus change. The widgets
  gaining and losing the focus repaint themselves (their `:focus` styles); nothing else needs it.
- The screen draws on a 60 Hz timer, and each widget tells it what changed from its own message queue.
  When the timer fired while widgets were still handling what a key did (a focus moving, a list being
  refilled), the frame showed half of it and the rest followed a frame or two later. Before drawing, the
  screen now lets the widgets' queues run dry (for at most GATHER_LIMIT_S).
- A layout that made a scroll view add or drop a scrollbar (a pane shown for the first time, a kernel whose
  source is wider than the last one) was drawn, and the scrollbar and the content it narrowed were laid
  out and drawn again in a frame of their own. Such a layout is now done twice before the frame is drawn.
- That timer ticked on a fixed 60 Hz grid: a change asked for less than a period after the last tick waited
  for the next one. `FrameClock` draws as soon as a change is asked for, and no sooner than
  a 60th of a second after the last update started: still at most 60 updates a second.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from textual.reactive import Reactive
from textual.screen import UPDATE_PERIOD, Screen
from textual.widget import Widget

from inductor_explorer.tui.widgets.restyle import scrollbars_of

#: The longest a frame waits for widgets still handling messages.
GATHER_LIMIT_S = 0.004


class FrameClock:
    """Stands in for the screen's update timer, which Textual only ever resumes (there is something to
    draw) and pauses (drawing now, or laid out by other means). UPDATE runs once per resume: at once, or a
    period after the previous one started if that was less than a period ago."""

    def __init__(self, update: Callable[[], Awaitable[None]], period: float = UPDATE_PERIOD) -> None:
        self._update = update
        self._period = period
        self._handle: asyncio.TimerHandle | None = None
        self._last_start = float("-inf")
        self._running = False
        self._wanted = False  # resumed while an update was running
        self._stopped = False

    @property
    def scheduled(self) -> bool:
        return self._handle is not None

    def resume(self) -> None:
        if self._stopped or self._handle is not None:
            return
        if self._running:
            self._wanted = True
            return
        delay = max(0.0, self._last_start + self._period - time.perf_counter())
        self._handle = asyncio.get_running_loop().call_later(delay, self._fire)

    def pause(self) -> None:
        self._wanted = False
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def stop(self) -> None:
        self.pause()
        self._stopped = True

    def _fire(self) -> None:
        self._handle = None
        asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        self._running = True
        self._last_start = time.perf_counter()
        try:
            await self._update()
        finally:
            self._running = False
        if self._wanted:
            self._wanted = False
            self.resume()


class ExplorerScreen(Screen):
    """A `Screen` that neither repaints everything for a focus change nor draws half of a key's changes."""

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    _frame_clock: FrameClock | None = None

    # In place of Textual's 60 Hz timer, with the gathering step before each update (module docstring).
    # Screen annotates it as a Timer and only calls its resume() and pause(), which FrameClock has.
    @property
    def _update_timer(self) -> FrameClock:  # type: ignore[override]
        if self._frame_clock is None:
            self._frame_clock = FrameClock(self._gathered_update)
        return self._frame_clock

    _holding_frame = False  # a layout is under way: its frame waits (see _refresh_layout)
    _frame_held = False

    def _compositor_refresh(self) -> None:
        if self._holding_frame:
            self._frame_held = True
            return
        super()._compositor_refresh()

    def _asking_for_layout(self) -> list[Widget]:
        """Widgets on screen, and their scrollbars, that asked for a layout since the last one began."""
        asking = []
        for widget in self._compositor.visible_widgets:
            if widget is self:  # the screen's own flag is the layout under way (cleared once it returns)
                continue
            if widget._layout_required:
                asking.append(widget)
            if widget.is_scrollable:
                asking.extend(bar for bar in scrollbars_of(widget) if bar._layout_required)
        return asking

    def _refresh_layout(self, size=None, scroll: bool = False) -> None:
        self._holding_frame, self._frame_held = True, False
        try:
            super()._refresh_layout(size, scroll)
        finally:
            self._holding_frame = False
        asking = self._asking_for_layout() if self._frame_held else []
        if asking:
            # Scrollbars came or went: laid out again now (and drawn), the widgets need not ask any more.
            super()._refresh_layout(size, scroll=False)
            # What the second layout resized (the scrollbars themselves) asks again: both layouts saw to it.
            for widget in asking + self._asking_for_layout():
                widget._layout_required = False
        elif self._frame_held:
            super()._compositor_refresh()

    def on_unmount(self) -> None:
        self._update_timer.stop()

    def _unsettled(self) -> bool:
        """Whether a widget has messages to handle or a repaint it has not told the screen about yet."""
        if self.message_queue_size:
            return True
        for widget in self.walk_children(Widget, with_self=False):
            if widget.message_queue_size or widget._repaint_required or widget._layout_required:
                return True
        return False

    async def _gathered_update(self) -> None:
        app = self.app
        if app._exit or not self.is_running:
            return
        deadline = time.perf_counter() + GATHER_LIMIT_S
        while self._unsettled() and time.perf_counter() < deadline:
            await asyncio.sleep(0)
        try:
            self._on_timer_update()
        except Exception as error:
            app._handle_exception(error)
