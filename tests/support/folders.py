"""The graph folders of every debug folder under a root (sample_runs/, the external corpus)."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.loader.discover import discover
from inductor_explorer.model.run import GraphFolder, NotADebugFolder


def discovered_graph_folders(root: Path) -> list[GraphFolder]:
    """Each graph folder discovery finds (no trace log attached) in the folders of ROOT, in name order."""
    out: list[GraphFolder] = []
    for path in sorted(p for p in root.iterdir() if p.is_dir()):
        try:
            session = discover(path)
        except NotADebugFolder:
            continue
        out.extend(folder for run in session.runs for folder in run.graphs)
    return out
