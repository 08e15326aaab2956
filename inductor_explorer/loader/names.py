"""The names of every graph folder of a session, for the explorer's ctrl+p, read without linking the graphs.

`scan_names` parses only what holds names (output_code.py without kernel details, the FX graph, the scheduler
IR the buffer table comes from) and keeps only the names; `model.names.graph_names` gives the same names for
a graph already parsed, so a graph's entries are the same before and after it is opened. The session scans
many folders (`scan_folder`), in worker processes when that pays (session/workers.py).
"""

from __future__ import annotations

from inductor_explorer.loader.files import read_text
from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir
from inductor_explorer.loader.trace.graphs import fill_from_trace
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.names import GraphNames, graph_names
from inductor_explorer.model.run import GraphFolder


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


def scan_folder(folder: GraphFolder) -> GraphNames | None:
    """FOLDER's names; None when scanning it failed (the parse on opening it reports why). Never raises."""
    try:
        return scan_names(folder)
    except Exception:  # noqa: BLE001
        # A worker's boundary: a parser's error on one folder must not end the scan of the others;
        # opening that folder parses it again and records the error as a problem.
        return None
