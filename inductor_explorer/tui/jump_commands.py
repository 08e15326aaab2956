"""ctrl+p: Textual's command palette over the session's name index (`state.name_index`).

The palette lists up to 50 ranked "group: name" entries of every graph, opened or not (the names of the
graphs not opened are read in the background); choosing one jumps there, parsing its graph if need be. While
names are still being read, the palette's placeholder and a last line say how far that is, and the app runs
the search again as more arrive (`refresh_jump_search`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial

from rich.text import Text
from textual.app import App
from textual.command import CommandInput, CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.widgets import Input

from inductor_explorer.report.text import inert_line
from inductor_explorer.state.name_index import Entry, NameIndex, best_first, first_shown, ranked
from inductor_explorer.tui.explorer import Explorer
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.view_kind import ViewKind

#: What the palette's input says before anything is typed.
PLACEHOLDER = "Jump to a kernel, buffer, FX node, scheduler node or graph by name"


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


def scan_progress(index: NameIndex) -> str:
    """How far the background scan of the graphs' names is ("" once every graph's names are known)."""
    if index.complete:
        return ""
    if index.stopped:
        return f"names of {index.known}/{index.total} graphs: reading the others failed"
    return f"names of {index.known}/{index.total} graphs read so far"


def placeholder(index: NameIndex) -> str:
    """The palette's placeholder: what it finds, and how far the names are read."""
    progress = scan_progress(index)
    return f"{PLACEHOLDER} ({progress})" if progress else PLACEHOLDER


def nothing_matches(index: NameIndex) -> str:
    """The line listed when no name matches while names are still being read: in how many graphs it searched
    (once every graph's names are known, the palette says "No matches found" itself)."""
    read = f"nothing matches in the {index.known} of {index.total} graphs whose names"
    if index.stopped:
        return (
            f"{read} were read; reading the others failed ({inert_line(index.stopped)}); "
            "a graph opened is searched too"
        )
    return f"{read} are read so far; the others are being read, and this list follows"


def more_to_come(index: NameIndex) -> str:
    """The last line listed under matches while names are still being read."""
    searched = f"searched the {index.known} of {index.total} graphs whose names"
    if index.stopped:
        return f"{searched} were read: reading the others failed"
    return f"{searched} are read so far; this list follows"


def repeated_titles(entries: list[Entry]) -> set[str]:
    """Titles more than one of ENTRIES has (the same kernel name in two graphs)."""
    counts = Counter(e.title for e in entries)
    return {title for title, n in counts.items() if n > 1}


@dataclass
class JumpHit(Hit):
    """A search hit jumping to ENTRY (None: a line that says something, and jumps nowhere)."""

    entry: Entry | None = None


@dataclass
class JumpDiscoveryHit(DiscoveryHit):
    """What the palette lists before anything is typed: a hit jumping to ENTRY."""

    entry: Entry | None = None


class JumpCommands(Provider):
    """The name index as command-palette hits, in the index's order: graphs and kernels before anything is
    typed; for a query, names where a part starts with it, then names holding it, then fuzzy matches, those
    of the graph shown first."""

    @property
    def explorer(self) -> Explorer:
        app = self.app
        if not isinstance(app, Explorer):
            raise TypeError(f"ctrl+p's names need the explorer app, not {type(app).__name__}")
        return app

    def _index(self) -> NameIndex:
        return self.explorer.state.name_index

    def _jump(self, entry: Entry) -> None:
        self.explorer.go(Location(entry.graph, ViewKind(entry.view), entry.target), focus=True)

    async def discover(self) -> Hits:
        index = self._index()
        location = self.explorer.location
        found = first_shown(index.tables(location.graph if location is not None else None))
        repeated = repeated_titles(found)
        for entry in found:
            prompt = entry_prompt(entry, "", entry.title in repeated)
            yield JumpDiscoveryHit(prompt, partial(self._jump, entry), text=entry.title, entry=entry)

    async def search(self, query: str) -> Hits:
        index = self._index()
        location = self.explorer.location
        found = best_first(
            ranked(index.tables(location.graph if location is not None else None), query), query
        )
        repeated = repeated_titles(found)
        for rank, entry in enumerate(found):
            # Ranked already: the palette lists hits by score, highest first.
            score = 1.0 - rank / (len(found) + 1)
            prompt = entry_prompt(entry, query, entry.title in repeated)
            yield JumpHit(score, prompt, partial(self._jump, entry), text=entry.title, entry=entry)
        if index.complete:
            return  # with no hit, the palette says "No matches found"
        note = more_to_come(index) if found else nothing_matches(index)
        yield JumpHit(0.0, Text(note, "dim"), _nothing, text=note)


def _nothing() -> None:
    """What choosing a line that jumps nowhere does."""


def open_jump_palette(app: App[int], index: NameIndex) -> None:
    """Open the command palette (over the current screen), its placeholder saying how far INDEX is."""
    if app.use_command_palette and not isinstance(app.screen, CommandPalette):
        app.push_screen(CommandPalette(placeholder=placeholder(index), id="--command-palette"))


def refresh_jump_search(app: App[int]) -> None:
    """The name index grew: if the palette is open, it searches again for what is typed."""
    if not isinstance(app.screen, CommandPalette):
        return
    field = app.screen.query_one(CommandInput)
    # The palette searches on its input's Changed message: the same message, for the same value.
    field.post_message(Input.Changed(field, field.value))
