"""What ctrl+p jumps to: kernels, buffers, FX nodes, scheduler nodes and graphs, by name, ranked per key."""

from __future__ import annotations

import re
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from textual.app import App

from inductor_explorer.tui.location import GraphKey
from inductor_explorer.tui.store import LoadedGraph, graph_folders

#: The most entries the palette lists: building a row costs far more than finding it, and a large run
#: matches thousands of entries on its first typed letters.
SHOWN = 50


@dataclass(frozen=True)
class Entry:
    """One thing to jump to: its title ("group: name"), the title lowercased, help text, where it leads."""

    title: str
    folded: str
    help: str
    view: str
    target: str | None
    graph: GraphKey


def _entry(title: str, help_text: str, view: str, target: str | None, graph: GraphKey) -> Entry:
    return Entry(title, title.lower(), help_text, view, target, graph)


def _graph_entries(loaded: LoadedGraph) -> list[Entry]:
    graph = loaded.graph
    if graph is None:
        return []
    key, where = loaded.key, loaded.name
    out = [_entry(f"kernel: {k.name}", f"{k.kind} kernel in {where}", "kernels", k.name, key) for k in graph.kernels]
    out += [_entry(f"buffer: {name}", f"{info.dtype or ''} {info.size or ''} in {where}", "buffers", name, key)
            for name, info in graph.buffers.items()]
    if graph.fx is not None:
        out += [_entry(f"fx: {n.name}", f"{n.op} in {where}", "fx", n.name, key) for n in graph.fx.nodes]
    if graph.post_fusion is not None:
        out += [_entry(f"node: {n.name}", f"{n.scheduler_class} in {where}", "fusion", n.name, key)
                for n in graph.post_fusion.nodes]
    return out


class _Entries:
    """The entries of one app, built once per graph (a large graph has thousands) and reused."""

    def __init__(self) -> None:
        self.graphs: list[Entry] | None = None
        self.per_graph: dict[GraphKey, tuple[LoadedGraph, list[Entry]]] = {}

    def all(self, app: App) -> list[Entry]:
        """Graphs first, then the things of the parsed graphs, the current graph's first."""
        if self.graphs is None:
            self.graphs = [_entry(f"graph: {folder.name}", folder.kind or "graph", "overview", None, key)
                           for key, folder in graph_folders(app.session)]
        current = app.location.graph if app.location else None
        out = list(self.graphs)
        for key in sorted(app.loaded, key=lambda k: k != current):
            loaded = app.loaded[key]
            cached = self.per_graph.get(key)
            if cached is None or cached[0] is not loaded:
                cached = self.per_graph[key] = (loaded, _graph_entries(loaded))
            out += cached[1]
        return out


_ENTRIES: WeakKeyDictionary[App, _Entries] = WeakKeyDictionary()


def ranked(entries: list[Entry], query: str, limit: int = SHOWN) -> list[Entry]:
    """Up to LIMIT entries for QUERY (case-insensitive), best kinds of match first, each kind in entry order.

    Titles holding QUERY where a name part starts (after a non-alphanumeric character) come first, then
    titles holding it anywhere, then titles holding its characters in order (a fuzzy match).
    Each test is one regex or `in` per entry, so a keystroke costs milliseconds on a large run.
    """
    needle = query.lower()
    if not needle:
        return []
    at_start = re.compile(r"(?<![a-z0-9])" + re.escape(needle)).search
    # [^c]*c per character: a subsequence test that cannot backtrack.
    spread = re.compile("".join(f"[^{re.escape(c)}]*{re.escape(c)}" for c in needle)).match
    out: list[Entry] = []
    taken: set[int] = set()
    for test in (at_start, lambda text: needle in text, spread):
        for i, entry in enumerate(entries):
            if i not in taken and test(entry.folded):
                taken.add(i)
                out.append(entry)
                if len(out) == limit:
                    return out
    return out


def entries(app: App) -> list[Entry]:
    """Every entry of APP (graphs, then the parsed graphs' things, the current graph's first), built once each."""
    cache = _ENTRIES.get(app)
    if cache is None:
        cache = _ENTRIES[app] = _Entries()
    return cache.all(app)


def first_shown(app: App, limit: int = SHOWN) -> list[Entry]:
    """What the jump lists before anything is typed: graphs and kernels, up to LIMIT."""
    shown = (e for e in entries(app) if e.title.startswith(("kernel:", "graph:")))
    return [entry for entry, _ in zip(shown, range(limit))]


def best_first(found: list[Entry], query: str) -> list[Entry]:
    """FOUND with the entries named exactly QUERY (with or without their group) moved to the front."""
    needle = query.lower()
    return sorted(found, key=lambda e: not (e.folded == needle or e.folded.split(": ", 1)[-1] == needle))
