"""The footer: the focused pane's keys first, then the app's; the view keys fold into `1-0 Views` when narrow."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

#: Bindings whose action starts with this are the view keys (1–0).
VIEW_ACTION = "view("
#: What leaves a footer too narrow even for `1-0 Views`, in this order (`?` still lists them).
DROPPED_FIRST = ("export_dot", "app.command_palette")


def _width(key_display: str, description: str) -> int:
    """Cells one compact footer key takes: `key description` and a one-cell margin."""
    return len(key_display) + (1 + len(description) if description else 0) + 1


class ExplorerFooter(Footer):
    """A compact footer that never squeezes out what matters: every view key is listed only when all fit.

    Order: the focused pane's keys, its view's, then the app's, `^p Jump`, and the views (or `1-0 Views`).
    """

    def __init__(self) -> None:
        super().__init__(compact=True, show_command_palette=False)
        self._composed_width = 0
        self._composed_keys: tuple | None = None

    def _shown_keys(self) -> tuple:
        """What the footer would list now: each shown binding's key, action, description and state."""
        return tuple((binding.key, binding.action, binding.description, enabled)
                     for _, binding, enabled, _ in self.screen.active_bindings.values() if binding.show)

    def bindings_changed(self, screen) -> None:
        # Every focus change announces new bindings; a recompose (remove and mount every key, relayout) costs
        # a frame of 30-50 ms on a large screen, so it waits for a footer that would look different.
        # The ctrl+p prompt is open for a few keys: its bindings are not worth two recomposes.
        focused = screen.focused
        if self._bindings_ready and focused is not None and any(node.id == "jump" for node in focused.ancestors):
            return
        if self._bindings_ready and screen is self.screen and self._shown_keys() == self._composed_keys:
            return
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        self._composed_width = self.size.width
        self._composed_keys = self._shown_keys()
        seen: set[str] = set()
        keys: list[FooterKey] = []
        views: list[FooterKey] = []
        for _, binding, enabled, tooltip in self.screen.active_bindings.values():
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            key = FooterKey(binding.key, self.app.get_key_display(binding), binding.description, binding.action,
                            disabled=not enabled, tooltip=tooltip or binding.tooltip)
            (views if binding.action.startswith(VIEW_ACTION) else keys).append(key)
        if self.app.ENABLE_COMMAND_PALETTE:
            keys.append(FooterKey("ctrl+p", "^p", "Jump", "app.command_palette",
                                  tooltip="Jump to a kernel, buffer, FX node, scheduler node or graph by name"))
        if views and self._needed(keys + views) > self.size.width:
            views = [FooterKey(views[0].key, "1-0", "Views", views[0].action,
                               tooltip="1 Overview … 0 Diff: ? lists every view key")]
        for action in DROPPED_FIRST:
            if self._needed(keys + views) > self.size.width:
                keys = [key for key in keys if key.action != action]
        for key in keys + views:
            yield key.data_bind(compact=Footer.compact)

    @staticmethod
    def _needed(keys: list[FooterKey]) -> int:
        return sum(_width(key.key_display, key.description) for key in keys)

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self._composed_width:
            self.call_after_refresh(self.recompose)
