"""Parsed graphs as the explorer holds them: the CompiledGraph plus the file text its panes show (plain
Python: the app parses them in its workers through SessionState)."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from inductor_explorer.loader.files import read_text
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import DebugTree, GraphFolder

if TYPE_CHECKING:
    from inductor_explorer.loader.names import GraphNames

GraphLoader = Callable[[GraphFolder], CompiledGraph]


@dataclass
class LoadedGraph:
    """One graph folder after parsing; GRAPH is None only when the loader itself failed."""

    key: GraphKey
    folder: GraphFolder
    graph: CompiledGraph | None
    output_code: str = ""
    fx_readable: str = ""
    problems: list[Problem] = field(default_factory=list)
    #: What ctrl+p finds in it (made in the loading worker, not at the first jump).
    names: GraphNames | None = None

    @property
    def name(self) -> str:
        return self.folder.name


def graph_folders(session: DebugTree) -> list[tuple[GraphKey, GraphFolder]]:
    """Every graph folder of SESSION with its key, in run then compile order."""
    return [((r, g), folder) for r, run in enumerate(session.runs) for g, folder in enumerate(run.graphs)]


def default_loader(folder: GraphFolder) -> CompiledGraph:
    # Imported here so the explorer opens (and reports the problem) even when a parser is broken.
    from inductor_explorer.loader.load import load_graph

    return load_graph(folder)


def not_loaded(key: GraphKey, folder: GraphFolder, error: str) -> LoadedGraph:
    """FOLDER, which could not be parsed: ERROR is its one problem."""
    return LoadedGraph(
        key, folder, None, problems=[Problem(str(folder.path), None, f"could not be loaded: {error}")]
    )


def load(key: GraphKey, folder: GraphFolder, loader: GraphLoader) -> LoadedGraph:
    """Parse FOLDER with LOADER and read the texts the panes show. Never raises."""
    try:
        graph = loader(folder)
    except Exception as exc:  # noqa: BLE001
        # The loading worker's boundary: a parser's error becomes the graph's recorded problem, and the
        # explorer goes on with the other graphs.
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return not_loaded(key, folder, f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})")
    loaded = LoadedGraph(key, folder, graph, problems=list(graph.problems))
    graph.build_indexes()  # here in the loading worker, not at the first jump
    from inductor_explorer.loader.names import graph_names  # with the parsers, after the first frame

    loaded.names = graph_names(graph)
    for attr, name in (("output_code", "output_code.py"), ("fx_readable", "fx_graph_readable.py")):
        path = folder.files.get(name)
        if name == "fx_graph_readable.py" and path is None:
            path = folder.files.get("fx_graph_transformed.py")
        if path is not None:
            text, _ = read_text(path)  # problems reading it were recorded by the loader already
            setattr(loaded, attr, text or "")
        elif name in graph.texts:  # no such file: the trace log's payload the graph was parsed from
            setattr(loaded, attr, graph.texts[name])
    return loaded
