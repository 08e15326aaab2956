"""The names of every graph folder of a session, for the explorer's ctrl+p, read without linking the graphs.

`scan_names` parses only what holds names (output_code.py without kernel details, the FX graph, the scheduler
IR the buffer table comes from) and keeps only the names; `model.names.graph_names` gives the same names for
a graph already parsed, so a graph's entries are the same before and after it is opened. `scan_session` reads
many folders in worker processes, handing each result over as it comes, so the explorer's own process stays
free for keys.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TypeVar

from inductor_explorer.loader.files import read_text
from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir
from inductor_explorer.loader.trace.graphs import fill_from_trace
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.names import GraphNames, graph_names
from inductor_explorer.model.run import GraphFolder

Key = TypeVar("Key")

#: Below this many bytes of graph folders, starting worker processes costs more than reading them here.
PROCESS_MIN_BYTES = 8 * 1024 * 1024
#: The most worker processes: the index is a background task, the user's own work keeps the other cores.
MAX_JOBS = 4


def scan_names(folder: GraphFolder) -> GraphNames:
    """The names of FOLDER's graph, parsing only the files (or trace log payloads) that hold them. Never
    raises on bad input."""
    graph = CompiledGraph(folder=folder)

    def text_of(name: str) -> tuple[str | None, str]:
        path = folder.files.get(name)
        return (read_text(path)[0], str(path)) if path is not None else (None, "")

    for attr, name in (
        ("fx_readable", "fx_graph_readable.py"),
        ("fx_transformed", "fx_graph_transformed.py"),
    ):
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
    if folder.trace is not None:
        fill_from_trace(graph, folder.trace, full=False)  # a compile of a trace log: what its payloads hold
    return graph_names(graph)


def _scan_task(folder: GraphFolder) -> GraphNames | None:
    """FOLDER's names; None when scanning it failed (the parse on opening it reports why)."""
    # Every object of a scan dies with it (reference counting frees them): no cyclic collection needed.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return scan_names(folder)
    except Exception:  # noqa: BLE001
        # A worker's boundary: a parser's error on one folder must not end the scan of the others;
        # opening that folder parses it again and records the error as a problem.
        return None
    finally:
        if enabled:
            gc.enable()


def scan_session(
    folders: Iterable[tuple[Key, GraphFolder]],
    found: Callable[[Key, GraphNames | None], None],
    cancelled: Callable[[], bool] = lambda: False,
    jobs: int | None = None,
) -> None:
    """Scan each (key, folder) of FOLDERS, calling FOUND(key, names) as each is done (names None: the scan
    failed), in no set order, until CANCELLED().

    Large sessions are scanned in JOBS worker processes (default: the cores but one, at least 1, at most
    MAX_JOBS): `python -m inductor_explorer.loader.names` children fed folders and answering names through
    pipes. Not multiprocessing: its helper process is started with this process's stderr, which a running
    Textual app has replaced by an object without a usable file descriptor. What the children do not
    answer (none could start, one died) is scanned here.
    """
    todo = list(folders)
    done: set[int] = set()
    jobs = jobs or min(MAX_JOBS, max(1, (os.cpu_count() or 1) - 1))
    # Even one worker process helps: this process's threads (the explorer's keys) never wait for its parsing.
    if len(todo) > 1 and sum(folder.size_bytes() for _, folder in todo) >= PROCESS_MIN_BYTES:
        for index, names in _scan_in_children(todo, jobs, cancelled):
            found(todo[index][0], names)
            done.add(index)
    for index, (key, folder) in enumerate(todo):
        if index not in done:
            if cancelled():
                return
            found(key, _scan_task(folder))


def _scan_in_children(
    todo: list[tuple[Key, GraphFolder]], jobs: int, cancelled: Callable[[], bool]
) -> Iterator[tuple[int, GraphNames | None]]:
    """(index in TODO, names) from JOBS child processes, each given every JOBS-th folder, as they answer."""
    import selectors
    import subprocess

    package_root = str(Path(__file__).resolve().parents[2])
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p)
    )
    children: list[subprocess.Popen] = []
    selector = selectors.DefaultSelector()
    try:
        for share in range(jobs):
            tasks = [(index, folder) for index, (_, folder) in enumerate(todo) if index % jobs == share]
            if not tasks:
                continue
            child = subprocess.Popen(
                [sys.executable, "-m", __name__],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
            )
            children.append(child)
            assert child.stdin is not None and child.stdout is not None
            pickle.dump(tasks, child.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            child.stdin.close()
            selector.register(child.stdout, selectors.EVENT_READ)
        while selector.get_map():
            if cancelled():
                return
            for key, _ in selector.select(timeout=0.2):
                try:
                    index, names = pickle.load(key.fileobj)  # type: ignore[arg-type]
                except (EOFError, pickle.UnpicklingError):
                    # the child ended (EOF) or broke mid-answer (truncated): what it did not answer is
                    # scanned here
                    selector.unregister(key.fileobj)
                    continue
                yield index, names
    except OSError:
        return  # no child processes here
    finally:
        selector.close()
        for child in children:
            child.kill()
            child.wait()
            for stream in (child.stdin, child.stdout):
                if stream is not None:
                    stream.close()


def _serve() -> None:
    """A worker process: a pickled [(index, GraphFolder)] on stdin, one pickled (index, names) per folder
    out."""
    # Background work: the explorer's own process (its keys) goes first when they compete for a core.
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    tasks = pickle.load(sys.stdin.buffer)
    for index, folder in tasks:
        pickle.dump((index, _scan_task(folder)), sys.stdout.buffer, protocol=pickle.HIGHEST_PROTOCOL)
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    # Run by `python -m`, this file is __main__; what the worker pickles must name the module the explorer
    # unpickles with (inductor_explorer.loader.names.GraphNames, not __main__.GraphNames).
    from inductor_explorer.loader.names import _serve as serve_importable

    serve_importable()
