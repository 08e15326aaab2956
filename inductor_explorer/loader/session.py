"""Loading a whole PATH: discovery, every graph folder, and the trace logs of each run."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.loader.discover import discover
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.run import RunFolder, Session

Progress = Callable[[int, int, str], None]


@dataclass
class LoadedRun:
    run: RunFolder
    graphs: list[CompiledGraph] = field(default_factory=list)


@dataclass
class LoadedSession:
    session: Session
    runs: list[LoadedRun]

    def run_entries(self) -> list[tuple[RunFolder, list[CompiledGraph], dict]]:
        return [(r.run, r.graphs, {}) for r in self.runs]

    def all_problems(self) -> list[Problem]:
        out = list(self.session.problems)
        for run in self.runs:
            for graph in run.graphs:
                out.extend(graph.problems)
        return out


def load_everything(path: Path, extra_traces: Iterable[Path] = (), progress: Progress | None = None
                    ) -> LoadedSession:
    """Discover PATH and parse every graph folder in it (in compile order)."""
    session = discover(path)
    total = sum(len(r.graphs) for r in session.runs)
    done = 0
    runs: list[LoadedRun] = []
    for run in session.runs:
        loaded = LoadedRun(run=run)
        for folder in run.graphs:
            loaded.graphs.append(load_graph(folder))
            done += 1
            if progress:
                progress(done, total, folder.name)
        runs.append(loaded)
    return LoadedSession(session=session, runs=runs)
