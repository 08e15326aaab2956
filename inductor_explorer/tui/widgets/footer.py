"""The footer: the focused pane's keys first, then the app's; the view keys fold into `1-0 Views` when narrow.

One widget drawing one line, not Textual's `Footer` (a widget per key): that one rebuilt itself, removing
and mounting every key, a frame after each focus change; this one repaints its line in the frame of the
focus change.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

#: Bindings whose action starts with this are the view keys (1–0).
VIEW_ACTION = "view("
#: What leaves a footer too narrow even for `1-0 Views`, in this order (`?` still lists them).
DROPPED_FIRST = ("export_dot", "app.command_palette")


@dataclass(frozen=True)
class FooterEntry:
    """One key as listed: the key to simulate on a click, how it is shown, what it does, whether it can."""

    key: str
    key_display: str
    description: str
    action: str
    enabled: bool = True

    @property
    def width(self) -> int:
        """Cells it takes: `key description` and a one-cell gap."""
        return len(self.key_display) + (1 + len(self.description) if self.description else 0) + 1


def _width(entries: list[FooterEntry]) -> int:
    return sum(entry.width for entry in entries)


class ExplorerFooter(Widget, can_focus=False):
    """A compact footer that never squeezes out what matters: every view key is listed only when all fit.

    Order: the focused pane's keys, its view's, then the app's, `^p Jump`, and the views (or `1-0 Views`).
    """

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description", "footer-key--item"}
    # The colours of Textual's compact footer.
    DEFAULT_CSS = """
    ExplorerFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    ExplorerFooter > .footer-key--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    ExplorerFooter > .footer-key--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    ExplorerFooter > .footer-key--item { background: $footer-item-background; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._entries: list[FooterEntry] = []

    @property
    def entries(self) -> list[FooterEntry]:
        """The keys listed now, in order."""
        return list(self._entries)

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen) -> None:
        # The ctrl+p prompt is open for a few keys: the footer keeps what it listed under it.
        focused = screen.focused
        if self._entries and focused is not None and any(node.id == "jump" for node in focused.ancestors):
            return
        self._update()

    def on_resize(self, event: events.Resize) -> None:
        self._update()

    def _update(self) -> None:
        if not self.is_attached or not self.size.width:
            return
        entries = self._listed(self.size.width)
        if entries != self._entries:
            self._entries = entries
            self.refresh()

    def _listed(self, width: int) -> list[FooterEntry]:
        seen: set[str] = set()
        keys: list[FooterEntry] = []
        views: list[FooterEntry] = []
        for _, binding, enabled, _ in self.screen.active_bindings.values():
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            entry = FooterEntry(
                binding.key, self.app.get_key_display(binding), binding.description, binding.action, enabled
            )
            (views if binding.action.startswith(VIEW_ACTION) else keys).append(entry)
        if self.app.ENABLE_COMMAND_PALETTE:
            keys.append(FooterEntry("ctrl+p", "^p", "Jump", "app.command_palette"))
        if views and _width(keys + views) > width:
            views = [FooterEntry(views[0].key, "1-0", "Views", views[0].action)]
        for action in DROPPED_FIRST:
            if _width(keys + views) > width:
                keys = [key for key in keys if key.action != action]
        return keys + views

    def render(self) -> Text:
        item = self.get_component_rich_style("footer-key--item")
        key_style = item + self.get_component_rich_style("footer-key--key")
        description_style = item + self.get_component_rich_style("footer-key--description")
        line = Text(no_wrap=True, overflow="crop", end="")
        for entry in self._entries:
            dim = Style() if entry.enabled else Style(dim=True)
            line.append(entry.key_display, key_style + dim)
            if entry.description:
                line.append(f" {entry.description}", description_style + dim)
            line.append(" ")
        return line

    def entry_at(self, x: int) -> FooterEntry | None:
        """The entry drawn at column X."""
        for entry in self._entries:
            if x < entry.width - 1:
                return entry
            x -= entry.width
            if x < 0:
                return None
        return None

    def on_click(self, event: events.Click) -> None:
        entry = self.entry_at(event.x)
        if entry is None:
            return
        if entry.enabled:
            self.app.simulate_key(entry.key)
        else:
            self.app.bell()
