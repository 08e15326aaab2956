"""The footer: the focused pane's keys first, then the app's, `1-0 Views`, and `^p Jump` at the right end.

One widget drawing one line, in place of Textual's `Footer` (a widget per key, which it removes and mounts
again after every focus change, in a frame of its own). `benchmarks/run.py --only tui` on the large run,
alternated with Textual's `Footer` (benchmarks/README.md, "Issue 39"): a view switch (`3` back to the Code
view) took 129–138 ms p95 with it against a 100 ms target, and Textual's `Footer` alone was 70–80 ms of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

#: What a footer too narrow for every key leaves out first, in this order (`?` still lists them).
DROPPED_FIRST = ("export_dot",)
#: The key docked at the right end, and how it is shown.
JUMP = ("ctrl+p", "^p", "Jump")
DOCK_EDGE = "▏"


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
    """A compact footer of one line: the keys that fit, in binding order, and ctrl+p docked at the right."""

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
        self._jump = FooterEntry(JUMP[0], JUMP[1], JUMP[2], "app.command_palette")

    @property
    def entries(self) -> list[FooterEntry]:
        """The keys listed now, in order (ctrl+p last, at the right end)."""
        return [*self._entries, self._jump]

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
        entries = self._listed(self.size.width - self._jump.width - len(DOCK_EDGE))
        if entries != self._entries:
            self._entries = entries
            self.refresh()

    def _listed(self, width: int) -> list[FooterEntry]:
        seen: set[str] = set()
        keys: list[FooterEntry] = []
        for _, binding, enabled, _ in self.screen.active_bindings.values():
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            keys.append(
                FooterEntry(
                    binding.key,
                    self.app.get_key_display(binding),
                    binding.description,
                    binding.action,
                    enabled,
                )
            )
        for action in DROPPED_FIRST:
            if _width(keys) > width:
                keys = [key for key in keys if key.action != action]
        while keys and _width(keys) > width:
            keys.pop()
        return keys

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
        jump = self._jump
        gap = self.size.width - line.cell_len - len(DOCK_EDGE) - jump.width + 1
        line.append(" " * max(gap, 0))
        line.append(DOCK_EDGE)
        line.append(jump.key_display, key_style)
        line.append(f" {jump.description}", description_style)
        return line

    def entry_at(self, x: int) -> FooterEntry | None:
        """The entry drawn at column X."""
        start = 0
        for entry in self._entries:
            if start <= x < start + entry.width - 1:
                return entry
            start += entry.width
        return self._jump if x >= self.size.width - (self._jump.width - 1) else None

    def on_click(self, event: events.Click) -> None:
        entry = self.entry_at(event.x)
        if entry is None:
            return
        if entry.enabled:
            self.app.simulate_key(entry.key)
        else:
            self.app.bell()
