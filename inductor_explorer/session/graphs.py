"""One graph folder parsed for the explorer: the CompiledGraph, its indexes built, its names, and the file
text its panes show (plain Python: the Session parses them in the explorer's workers)."""

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
    from inductor_explorer.model.names import GraphNames

#: Parses one graph folder in full (parse_folder; tests may pass their own).
GraphParser = Callable[[GraphFolder], CompiledGraph]


@dataclass
class LoadedGraph:
    """One graph folder after parsing; GRAPH is None only when the parser itself failed."""

    key: GraphKey
    folder: GraphFolder
    graph: CompiledGraph | None
    output_code: str = ""
    fx_readable: str = ""
    problems: list[Problem] = field(default_factory=list)
    #: What ctrl+p finds in it (made in the parsing worker, not at the first jump).
    names: GraphNames | None = None

    @property
    def name(self) -> str:
        return self.folder.name


def graph_folders(tree: DebugTree) -> list[tuple[GraphKey, GraphFolder]]:
    """Every graph folder of TREE with its key, in run then compile order."""
    return [((r, g), folder) for r, run in enumerate(tree.runs) for g, folder in enumerate(run.graphs)]


def parse_folder(folder: GraphFolder) -> CompiledGraph:
    """FOLDER parsed in full and linked."""
    # Imported here so the explorer opens (and reports the problem) even when a parser is broken.
    from inductor_explorer.analysis.linking import linked
    from inductor_explorer.loader.load import load_graph

    return linked(load_graph(folder))


def not_loaded(key: GraphKey, folder: GraphFolder, error: str) -> LoadedGraph:
    """FOLDER, which could not be parsed: ERROR is its one problem."""
    return LoadedGraph(
        key, folder, None, problems=[Problem(str(folder.path), None, f"could not be loaded: {error}")]
    )


def load_folder(key: GraphKey, folder: GraphFolder, parser: GraphParser = parse_folder) -> LoadedGraph:
    """Parse FOLDER with PARSER and read the texts the panes show. Never raises."""
    try:
        graph = parser(folder)
    except Exception as exc:  # noqa: BLE001
        # The parsing worker's boundary: a parser's error becomes the graph's recorded problem, and the
        # explorer goes on with the other graphs.
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return not_loaded(key, folder, f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})")
    loaded = LoadedGraph(key, folder, graph, problems=list(graph.problems))
    graph.build_indexes()  # here in the parsing worker, not at the first jump
    from inductor_explorer.model.names import graph_names

    loaded.names = graph_names(graph)
    for attr, name in (("output_code", "output_code.py"), ("fx_readable", "fx_graph_readable.py")):
        path = folder.files.get(name)
        if name == "fx_graph_readable.py" and path is None:
            path = folder.files.get("fx_graph_transformed.py")
        if path is not None:
            text, _ = read_text(path)  # problems reading it were recorded by the parser already
            setattr(loaded, attr, text or "")
        elif name in graph.texts:  # no such file: the trace log's payload the graph was parsed from
            setattr(loaded, attr, graph.texts[name])
    return loaded
