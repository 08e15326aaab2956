"""The ctrl+p jump: a prompt and up to 50 ranked "group: name" entries, drawn over the views.

A layer of the explorer's own screen rather than a modal screen (Textual's command palette): opening,
closing and every update of a modal screen draw the screen again, and this paints only its own rows. It
never takes the focus: the app's key handler hands it the keys while it is open (`feed_key`), so the pane
it was opened over keeps its focus and the footer its keys.
"""
# Kept in place of Textual's command palette (issue 39; benchmarks/README.md, "Issue 39"): on the large run,
# with the palette ctrl+p opened in 205-228 ms p95 (this prompt: 34-38 ms), a jump within the Kernel view
# took 174-189 ms p95 (87-89 ms) and the event loop stalled for up to 231-374 ms (91-102 ms).

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from inductor_explorer.state.name_index import Entry, NameIndex, best_first, first_shown, ranked
from inductor_explorer.text import inert_line
from inductor_explorer.tui.explorer import explorer_of
from inductor_explorer.tui.line_edit import LineEdit


def entry_prompt(entry: Entry, query: str, name_graph: bool = False) -> Text:
    """`group: name  help`, the first place QUERY occurs in the title in bold. NAME_GRAPH: the graph's name
    first (`model__1_inference_1.1 › kernel: ...`), for titles listed from several graphs, since the help
    that also names it is cut off at 80 columns when the title is long."""
    text = Text(no_wrap=True, overflow="ellipsis")
    if name_graph and entry.where:
        text.append(f"{inert_line(entry.where)} › ", "bold")
    start = len(text)
    text.append(inert_line(entry.title))
    at = entry.folded.find(query.lower()) if query else -1
    if at >= 0:
        text.stylize("bold reverse", start + at, start + at + len(query))
    text.append(f"  {inert_line(entry.help)}", "dim")
    return text


def nothing_matches(index: NameIndex) -> str:
    """The line listed when no name matches: in how many graphs, and whether more are still being read."""
    if index.complete:
        return f"nothing matches in the {index.total} graph(s)"
    read = f"nothing matches in the {index.known} of {index.total} graphs whose names"
    if index.stopped:
        return (
            f"{read} were read; reading the others failed ({inert_line(index.stopped)}); "
            "a graph opened is searched too"
        )
    return f"{read} are read so far; the others are being read, and this list follows"


def repeated_titles(entries: list[Entry]) -> set[str]:
    """Titles more than one of ENTRIES has (the same kernel name in two graphs)."""
    counts = Counter(e.title for e in entries)
    return {title for title, n in counts.items() if n > 1}


class _Prompt(Widget):
    """The query line: what was typed, a block cursor, and a hint while nothing is."""

    COMPONENT_CLASSES = {"prompt--cursor", "prompt--placeholder"}
    DEFAULT_CSS = """
    _Prompt { height: 1; }
    _Prompt > .prompt--cursor { text-style: reverse; }
    _Prompt > .prompt--placeholder { color: $text-muted; }
    """

    def __init__(self, line: LineEdit, placeholder: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.line = line
        self.placeholder = placeholder
        #: Shown at the right end (how far the name index is), cutting what is typed short rather than itself.
        self.note = ""

    def render(self) -> Text:
        cursor = self.get_component_rich_style("prompt--cursor")
        value, at = self.line.value, self.line.cursor
        if not value:
            text = Text.assemble(
                (" ", cursor),
                (self.placeholder, self.get_component_rich_style("prompt--placeholder")),
                no_wrap=True,
                overflow="ellipsis",
            )
        else:
            text = Text(no_wrap=True, overflow="ellipsis")
            text.append(value[:at])
            text.append(value[at : at + 1] or " ", cursor)
            text.append(value[at + 1 :])
        if self.note:
            room = max(0, self.size.width - len(self.note) - 2)
            if text.cell_len > room:
                text.truncate(room, overflow="ellipsis")
            text.pad_right(room - text.cell_len)
            text.append(f"  {self.note}", self.get_component_rich_style("prompt--placeholder"))
        return text


class _Choices(OptionList, can_focus=False):
    """The ranked entries under the prompt (drawn as if focused: the keys go to them)."""

    DEFAULT_CSS = """
    _Choices { text-wrap: nowrap; text-overflow: ellipsis; }
    _Choices > .option-list--option-highlighted {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    """


class JumpBar(Vertical):
    """Hidden until ctrl+p; typing ranks the entries, up/down (tab) choose, enter jumps, escape cancels.

    Whoever handles `Chosen` hides it.
    """

    #: The keys of an open prompt besides editing ones (LineEdit): key -> (action, argument).
    KEYS = {
        "escape": ("cancel", None),
        "enter": ("choose", None),
        "down": ("move", 1),
        "up": ("move", -1),
        "pagedown": ("move", 10),
        "pageup": ("move", -10),
        "tab": ("move", 1),
        "shift+tab": ("move", -1),
    }

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
        self._line = LineEdit()

    def compose(self) -> ComposeResult:
        yield _Prompt(
            self._line, "jump to a kernel, buffer, FX node, scheduler node or graph by name", id="jump-input"
        )
        yield _Choices(id="jump-list")

    @property
    def is_open(self) -> bool:
        """Whether the prompt is showing."""
        return self._open

    @property
    def shown(self) -> list[Entry]:
        """The entries listed now, in order."""
        return list(self._shown)

    @property
    def typed(self) -> str:
        """What has been typed (not `query`: that is every widget's DOM query)."""
        return self._line.value

    def open(self) -> None:
        """Show the prompt, empty, listing the first graphs and kernels."""
        with self.app.batch_update():
            self._line.clear()
            self.query_one(_Prompt).refresh()
            self.list_for("")
            self._open = True
            self.styles.offset = (0, 0)

    def close(self) -> None:
        """Put the prompt away."""
        self._open = False
        self.styles.offset = (0, -self.CLOSED_ABOVE)

    def feed_key(self, key: str, character: str | None) -> None:
        """A key pressed while the prompt is open: edit the query (and rank again), move, choose or cancel.

        Not `handle_key`: Textual calls that, with a key event, for keys that reach a widget."""
        action, argument = self.KEYS.get(key, (None, None))
        if action == "cancel":
            self._close(None)
        elif action == "choose":
            at = self.query_one(_Choices).highlighted
            if at is not None and at < len(self._shown):
                self._close(self._shown[at])
        elif action == "move" and argument is not None:
            self.action_move(argument)
        else:
            before = (self._line.value, self._line.cursor)
            if self._line.key(key, character) and (self._line.value, self._line.cursor) != before:
                self._edited(before[0])

    def paste(self, text: str) -> None:
        """Pasted TEXT goes into the query (its first line)."""
        before = self._line.value
        self._line.insert(text.splitlines()[0] if text.strip() else "")
        self._edited(before)

    def _edited(self, before: str) -> None:
        self.query_one(_Prompt).refresh()
        # Ranked in the keystroke's own handler, so the query and its list show in one frame.
        if self._line.value != before:
            self.list_for(self._line.value)

    def _index(self) -> NameIndex:
        return explorer_of(self).state.name_index

    def list_for(self, query: str, keep: bool = False) -> None:
        """List the best entries for QUERY (the first graphs and kernels when it is empty), the first chosen
        (KEEP: the one chosen now, if it is listed again)."""
        index = self._index()
        location = explorer_of(self).location
        tables = index.tables(location.graph if location is not None else None)
        found = best_first(ranked(tables, query), query) if query else first_shown(tables)
        listing = self.query_one("#jump-list", OptionList)
        at = listing.highlighted
        chosen = self._shown[at] if keep and at is not None and at < len(self._shown) else None
        self._shown = found
        prompt = self.query_one(_Prompt)
        if index.complete:
            prompt.note = ""
        elif index.stopped:
            prompt.note = f"names of {index.known}/{index.total} graphs: reading the others failed"
        else:
            prompt.note = f"names of {index.known}/{index.total} graphs read so far"
        prompt.refresh()
        if found or not query:
            repeated = repeated_titles(found)
            listing.set_options(
                Option(entry_prompt(entry, query, entry.title in repeated)) for entry in found
            )
        else:
            listing.set_options([Option(Text(nothing_matches(index), "dim"), disabled=True)])
        listing.highlighted = (found.index(chosen) if chosen in found else 0) if found else None
        self._point_later()

    def names_added(self) -> None:
        """The name index grew: list again for the same query, keeping the entry chosen."""
        if self._open:
            self.list_for(self._line.value, keep=True)

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

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._close(self._shown[event.option_index])

    def action_move(self, step: int) -> None:
        listing = self.query_one("#jump-list", OptionList)
        if self._shown:
            at = listing.highlighted if listing.highlighted is not None else 0
            listing.highlighted = max(0, min(len(self._shown) - 1, at + step))
            self._point_later()

    def _close(self, entry: Entry | None) -> None:
        # The app hides the prompt in the frame that shows the jump: hidden here, the screen repainted what
        # is under it (~25 ms on a large run) in a frame of its own before the jump's.
        self.post_message(self.Chosen(entry))
