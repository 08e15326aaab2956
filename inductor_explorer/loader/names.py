"""The names of every graph folder of a session, for the explorer's ctrl+p, read without linking the graphs.

`scan_names` parses only what holds names (output_code.py without kernel details, the FX graph, the scheduler
IR the buffer table comes from) and keeps only the names; `graph_names` gives the same names for a graph
already parsed, so a graph's entries are the same before and after it is opened. `scan_session` reads many
folders in worker processes, handing each result over as it comes, so the explorer's own process stays free
for keys.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from inductor_explorer.loader.files import read_text
from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir
from inductor_explorer.model.graph import CompiledGraph, written_buffers
from inductor_explorer.model.run import GraphFolder

#: Below this many bytes of graph folders, starting worker processes costs more than reading them here.
PROCESS_MIN_BYTES = 8 * 1024 * 1024
#: The most worker processes: the index is a background task, the user's own work keeps the other cores.
MAX_JOBS = 4


@dataclass
class GraphNames:
    """(name, detail) per kernel (detail: its kind), buffer (dtype and size), FX node (op) and post-fusion
    scheduler node (class) of one graph, each in the order the parsed graph lists them."""

    kernels: list[tuple[str, str]] = field(default_factory=list)
    buffers: list[tuple[str, str]] = field(default_factory=list)
    fx_nodes: list[tuple[str, str]] = field(default_factory=list)
    scheduler_nodes: list[tuple[str, str]] = field(default_factory=list)


def graph_names(graph: CompiledGraph) -> GraphNames:
    """The names of GRAPH, linked or not (buffers as the linked graph's buffer table lists them)."""
    names = GraphNames(kernels=[(k.name, k.kind) for k in graph.kernels])
    ir = graph.post_fusion or graph.pre_fusion
    if ir is not None:
        seen: set[str] = set()
        layer = "post" if graph.post_fusion is not None else "pre"
        for _, name, out in written_buffers(ir, layer):
            if name not in seen:
                seen.add(name)
                names.buffers.append((name, f"{(out.dtype or '') if out else ''} {(out.size or '') if out else ''}"))
    if graph.fx is not None:
        names.fx_nodes = [(n.name, n.op) for n in graph.fx.nodes]
    if graph.post_fusion is not None:
        names.scheduler_nodes = [(n.name, n.scheduler_class) for n in graph.post_fusion.nodes]
    return names


def scan_names(folder: GraphFolder) -> GraphNames:
    """The names of FOLDER's graph, parsing only the files that hold them. Never raises on bad input."""
    graph = CompiledGraph(folder=folder)

    def text_of(name: str) -> tuple[str | None, str]:
        path = folder.files.get(name)
        return (read_text(path)[0], str(path)) if path is not None else (None, "")

    for attr, name in (("fx_readable", "fx_graph_readable.py"), ("fx_transformed", "fx_graph_transformed.py")):
        text, file = text_of(name)
        if text is not None:
            setattr(graph, attr, parse_fx_graph(text, file)[0])
        if graph.fx is not None:
            break  # the readable graph is the one listed; the transformed one only stands in for it
    # The buffer table comes from the post-fusion IR, else the pre-fusion one: only that one is read.
    for attr, name in (("post_fusion", "ir_post_fusion.txt"), ("pre_fusion", "ir_pre_fusion.txt")):
        text, file = text_of(name)
        if text is not None:
            setattr(graph, attr, parse_scheduler_ir(text, file)[0])
            break
    text, file = text_of("output_code.py")
    if text is not None:
        graph.output_code = parse_output_code(text, file, details=False)[0]
    return graph_names(graph)


def _scan_task(folder: GraphFolder) -> GraphNames | None:
    """FOLDER's names; None when scanning it failed (the parse on opening it reports why)."""
    # Every object of a scan dies with it (reference counting frees them): no cyclic collection needed.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return scan_names(folder)
    except Exception:
        return None
    finally:
        if enabled:
            gc.enable()


def scan_session(folders: Iterable[tuple[object, GraphFolder]], found: Callable[[object, GraphNames | None], None],
                 cancelled: Callable[[], bool] = lambda: False, jobs: int | None = None) -> None:
    """Scan each (key, folder) of FOLDERS, calling FOUND(key, names) as each is done (names None: the scan
    failed), in no set order, until CANCELLED().

    Large sessions are scanned in JOBS worker processes (default: the cores but one, at least 1, at most MAX_JOBS),
    started fresh ("spawn"): the caller may be a thread of a program with other threads, which a forked child
    would copy half-way through what they were doing. What the processes cannot do is scanned here.
    """
    # Imported here: the explorer's startup does not wait for multiprocessing.
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    todo = list(folders)
    done: set[int] = set()
    jobs = jobs or min(MAX_JOBS, max(1, (os.cpu_count() or 1) - 1))
    # Even one worker process helps: this process's threads (the explorer's keys) never wait for its parsing.
    if len(todo) > 1 and sum(folder.size_bytes() for _, folder in todo) >= PROCESS_MIN_BYTES:
        try:
            with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
                pending: dict[Future, int] = {pool.submit(_scan_task, folder): i for i, (_, folder) in enumerate(todo)}
                while pending:
                    if cancelled():
                        pool.shutdown(wait=False, cancel_futures=True)
                        return
                    finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                    for future in finished:
                        index = pending.pop(future)
                        found(todo[index][0], future.result())
                        done.add(index)
        except (BrokenProcessPool, OSError):
            pass  # no worker processes here (or one died): what is missing is scanned below
    for index, (key, folder) in enumerate(todo):
        if index not in done:
            if cancelled():
                return
            found(key, _scan_task(folder))
