"""What ctrl+p jumps to: kernels, buffers, FX nodes, scheduler nodes and graphs, by name, ranked per key.

Every graph of the session is in the index, opened or not: a graph's names come from its parse when it has
been opened, else from the session's background scan (loader/names.py); both give the same names. A graph's
entries are kept as one string of lowercased titles, one per line, so a query is a few regex scans of one
string per graph, and a large run holds a few strings per graph rather than an object per entry.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from inductor_explorer.model.ids import GraphKey
from inductor_explorer.session.graphs import graph_folders

if TYPE_CHECKING:
    # The parsers it comes with load after the first frame.
    from inductor_explorer.model.names import GraphNames
    from inductor_explorer.model.run import DebugTree

#: The most entries the palette lists: building a row costs far more than finding it, and a large run
#: matches thousands of entries on its first typed letters.
SHOWN = 50


class NameGroup(str, Enum):
    """What an entry names; its text starts the entry's title (`kernel: triton_poi_fused_add_0`)."""

    GRAPH = "graph"
    KERNEL = "kernel"
    BUFFER = "buffer"
    FX = "fx"  # an FX node
    NODE = "node"  # a scheduler node

    def __str__(self) -> str:
        return str(self.value)


#: Each group of entries: the view its entries open.
VIEW_OF = {
    NameGroup.GRAPH: "overview",
    NameGroup.KERNEL: "kernels",
    NameGroup.BUFFER: "buffers",
    NameGroup.FX: "fx",
    NameGroup.NODE: "fusion",
}


@dataclass(frozen=True)
class Entry:
    """One thing to jump to: its title ("group: name"), the title lowercased, help text, where it leads."""

    title: str
    folded: str
    help: str
    view: str
    target: str | None
    graph: GraphKey
    where: str = ""  # the graph's name, for entries of one graph


class NameTable:
    """The entries of one graph (or the session's graph entries, one graph each) in a form ranked quickly.

    GROUPS: (group, [(name, detail)]) in listing order; WHERE: the graph's name for the help text; KEYS: the
    graph of every entry (one key for all, or one per entry).
    """

    def __init__(
        self,
        groups: Iterable[tuple[NameGroup, Iterable[tuple[str, str]]]],
        where: str,
        keys: GraphKey | list[GraphKey],
    ) -> None:
        titles: list[str] = []
        self.details: list[str] = []
        self.spans: list[tuple[NameGroup, int, int]] = []  # group, first line, end line
        shared: dict[str, str] = {}  # details repeat (kinds, ops, dtypes): one string each
        for named, rows in groups:
            group = NameGroup(named)
            first = len(titles)
            for name, detail in rows:
                titles.append(f"{group}: {name}")
                self.details.append(shared.setdefault(detail, detail))
            self.spans.append((group, first, len(titles)))
        folded = [title.lower() for title in titles]
        self.text = "\n".join(folded) + "\n"
        self.starts = array("q", [0])
        for title in folded:
            self.starts.append(self.starts[-1] + len(title) + 1)
        self.originals = {i: title for i, title in enumerate(titles) if title != folded[i]}
        self.where = where
        self.keys = keys

    @classmethod
    def of_graph(cls, names: GraphNames | None, where: str, key: GraphKey) -> NameTable:
        """The entries of graph KEY (none when NAMES is None)."""
        if names is None:
            return cls([], where, key)
        return cls(
            [
                (NameGroup.KERNEL, names.kernels),
                (NameGroup.BUFFER, names.buffers),
                (NameGroup.FX, names.fx_nodes),
                (NameGroup.NODE, names.scheduler_nodes),
            ],
            where,
            key,
        )

    def __len__(self) -> int:
        return len(self.details)

    def lines(self, pattern: re.Pattern) -> Iterator[int]:
        """The entries whose lowercased title PATTERN finds something in, in order."""
        text, starts, at = self.text, self.starts, 0
        while True:
            found = pattern.search(text, at)
            if found is None:
                return
            line = bisect_right(starts, found.start()) - 1
            yield line
            at = starts[line + 1]  # the next entry's title

    def group_lines(self, group: NameGroup) -> range:
        return next((range(first, end) for name, first, end in self.spans if name == group), range(0))

    def entry(self, line: int) -> Entry:
        folded = self.text[self.starts[line] : self.starts[line + 1] - 1]
        title = self.originals.get(line, folded)
        group = next(name for name, first, end in self.spans if first <= line < end)
        detail = self.details[line]
        key = self.keys[line] if isinstance(self.keys, list) else self.keys
        if group is NameGroup.GRAPH:
            return Entry(title, folded, detail, VIEW_OF[group], None, key)
        help_text = (
            f"{detail} kernel in {self.where}" if group is NameGroup.KERNEL else f"{detail} in {self.where}"
        )
        return Entry(title, folded, help_text, VIEW_OF[group], title[len(group) + 2 :], key, self.where)


class NameIndex:
    """The entries of every graph of a session: its graph entries at once, each graph's things once its
    names are known (its parse or the background scan, whichever comes first)."""

    def __init__(self, tree: DebugTree) -> None:
        self._tables: dict[GraphKey, NameTable] = {}
        #: Why the background scan stopped before reading every graph (None: it did not).
        self.stopped: str | None = None
        self.graphs_added(tree)

    def graphs_added(self, tree: DebugTree) -> None:
        """List TREE's graphs as graph entries, those appended since the last listing included (graphs
        followed); their things are taken as their names come."""
        folders = graph_folders(tree)
        self.graphs = NameTable(
            [(NameGroup.GRAPH, [(folder.name, folder.kind or "graph") for _, folder in folders])],
            "",
            [key for key, _ in folders],
        )
        self._where = {key: folder.name for key, folder in folders}
        self._order = {key: i for i, (key, _) in enumerate(folders)}

    @property
    def total(self) -> int:
        """How many graphs the session has."""
        return len(self._order)

    @property
    def known(self) -> int:
        """How many graphs' names are in the index."""
        return len(self._tables)

    @property
    def complete(self) -> bool:
        return len(self._tables) == len(self._order)

    def has(self, key: GraphKey) -> bool:
        return key in self._tables

    def add(self, key: GraphKey, names: GraphNames | None, parsed: bool = False) -> bool:
        """Take NAMES for graph KEY (None: its scan failed, nothing to list until it is opened); a graph's
        PARSED names replace scanned ones. Whether the index changed."""
        if key not in self._order or (key in self._tables and not parsed):
            return False
        self._tables[key] = NameTable.of_graph(names, self._where[key], key)
        return True

    def forget(self, key: GraphKey) -> None:
        """Graph KEY's names are to be read again (its folder was made anew)."""
        self._tables.pop(key, None)

    def tables(self, current: GraphKey | None = None) -> list[NameTable]:
        """The graph entries, then the graphs' things: CURRENT's first, then the others in session order."""
        order = sorted(self._tables, key=lambda key: (key != current, self._order[key]))
        return [self.graphs, *(self._tables[key] for key in order)]


def ranked(tables: Sequence[NameTable], query: str, limit: int = SHOWN) -> list[Entry]:
    """Up to LIMIT entries of TABLES for QUERY (case-insensitive), best kinds of match first, each kind in
    table and entry order.

    Titles holding QUERY where a name part starts (after a non-alphanumeric character) come first, then
    titles holding it anywhere, then titles holding its characters in order (a fuzzy match).
    """
    needle = query.lower()
    if not needle or "\n" in needle:
        return []
    literal = re.escape(needle)
    # Each pattern starts with a character of the query, which the regex engine skips to: the name-part test
    # looks behind the found query (a lookbehind first made every position of the text a candidate), and
    # the subsequence test is [^c\n]*c per further character, within one title, without backtracking.
    at_start = f"{literal}(?<=(?<![a-z0-9]){literal})"
    spread = re.escape(needle[0]) + "".join(f"[^{re.escape(c)}\n]*{re.escape(c)}" for c in needle[1:])
    patterns = (re.compile(at_start), re.compile(literal), re.compile(spread))
    out: list[Entry] = []
    taken: set[tuple[int, int]] = set()
    for pattern in patterns:
        for t, table in enumerate(tables):
            for line in table.lines(pattern):
                if (t, line) not in taken:
                    taken.add((t, line))
                    out.append(table.entry(line))
                    if len(out) == limit:
                        return out
    return out


def first_shown(tables: Sequence[NameTable], limit: int = SHOWN) -> list[Entry]:
    """What the jump lists before anything is typed: graphs, then kernels, up to LIMIT."""
    out: list[Entry] = []
    for table in tables:
        for line in table.group_lines(NameGroup.GRAPH) or table.group_lines(NameGroup.KERNEL):
            if len(out) == limit:
                return out
            out.append(table.entry(line))
    return out


def best_first(found: list[Entry], query: str) -> list[Entry]:
    """FOUND with the entries named exactly QUERY (with or without their group) moved to the front."""
    needle = query.lower()
    return sorted(found, key=lambda e: not (e.folded == needle or e.folded.split(": ", 1)[-1] == needle))
