"""The explorer's `d` key: the current graph (or a node's neighbourhood) as a DOT file, never overwriting.

Files go to the working directory, unless it lies inside the explored folder (exports must never
change what is being explored) or cannot be written: then to a folder under the system temp dir.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from inductor_explorer.export.dot import auto_level, available_levels, fusion_dot_cut, size_warning
from inductor_explorer.model.graph import CompiledGraph

_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")
MAX_SUFFIX = 10_000


def export_folder(explored: Path, cwd: Path | None = None) -> Path:
    """Where exports go: CWD when it is writable and outside EXPLORED, else a temp folder."""
    cwd = (cwd or Path.cwd()).resolve()
    explored = explored.resolve()
    if cwd != explored and explored not in cwd.parents and os.access(cwd, os.W_OK):
        return cwd
    folder = Path(tempfile.gettempdir()) / "inductor-explore"
    folder.mkdir(exist_ok=True)
    return folder


def export_name(graph: str, level: str, around: str | None = None) -> str:
    """`<graph>-<level>[-<around>].dot`, with characters unsafe in a file name replaced."""
    parts = [graph, level] + ([around] if around else [])
    return _UNSAFE_NAME.sub("_", "-".join(parts)) + ".dot"


def write_new(folder: Path, name: str, text: str) -> Path:
    """Write TEXT to FOLDER/NAME, or NAME-1, NAME-2… when taken: an existing file is never replaced."""
    stem, suffix = name[: -len(".dot")], ".dot"
    for n in range(MAX_SUFFIX):
        path = folder / (f"{stem}{suffix}" if n == 0 else f"{stem}-{n}{suffix}")
        try:
            with path.open("x", encoding="utf-8") as out:
                out.write(text)
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"{folder / name}: {MAX_SUFFIX} numbered copies exist already")


@dataclass(frozen=True)
class DotExport:
    """What `d` wrote: the file's full path, the level it chose, and a warning for a graph too big for
    `dot` to lay out quickly (export.dot.size_warning) or what a neighbourhood's limits cut."""

    path: Path
    level: str
    warning: str | None


def export_dot(
    graph: CompiledGraph,
    graph_name: str,
    explored: Path,
    level: str | None = None,
    around: str | None = None,
    cwd: Path | None = None,
) -> DotExport:
    """Write the DOT of GRAPH (AROUND's neighbourhood when given: one hop, export.dot.NODE_BUDGET nodes at
    most, the warning saying what was cut) at LEVEL; without LEVEL, pre for a neighbourhood, else the most
    detailed level `dot` lays out quickly (export.dot.auto_level).

    Raises DotError (export.dot) when the graph lacks what LEVEL needs, OSError when nothing can be written.
    """
    if level is None:
        level = "pre" if around is not None and "pre" in available_levels(graph) else auto_level(graph)
    text, cut = fusion_dot_cut(graph, level, around)
    path = write_new(export_folder(explored, cwd), export_name(graph_name, level, around), text)
    return DotExport(path, level, size_warning(graph, level) if around is None else cut)
