"""Parse one discovered graph folder into a CompiledGraph (unlinked: analysis/linking.py links it)."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.loader.aoti_code import aoti_file_text, parse_aoti_code
from inductor_explorer.loader.files import read_bytes, read_text
from inductor_explorer.loader.fx_graph import parse_fx_graph, parse_torch_version
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.provenance import parse_provenance
from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir
from inductor_explorer.loader.trace.graphs import fill_from_trace
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.run import GraphFolder

_RUNNABLE_HEAD_BYTES = 64 * 1024  # the version lines sit at the top; the rest can be megabytes
AOTI_OUTPUT_CODE = "output_code.cpp"  # an AOTInductor graph folder's output code


def _read(folder: GraphFolder, name: str, problems: list[Problem]) -> tuple[str | None, str]:
    path = folder.files.get(name)
    if path is None:
        return None, ""
    text, found = read_text(path)
    problems.extend(found)
    return text, str(path)


def load_graph(folder: GraphFolder, full: bool = True, costs: bool = False) -> CompiledGraph:
    """Parse every artifact of FOLDER, unlinked (`analysis.linking.linked` links a full parse). Never raises
    on bad input.

    FULL=False is summary's cheaper mode: no per-kernel heuristics metadata, no loop bodies,
    kernel sources or buffer layouts from the scheduler IR, of the pre-fusion nodes only their number; summary
    shows none of the rest and no problem comes from it, so everything it reports, the problems included, is
    what the full parse gives. COSTS (with FULL=False) adds what kernel costs are computed from
    (analysis/costs.py): the post-fusion IR's dependencies, outputs and layouts, and output_code.py in full.
    """
    problems: list[Problem] = []
    graph = CompiledGraph(folder=folder, problems=problems)

    for attr, name in (
        ("fx_readable", "fx_graph_readable.py"),
        ("fx_transformed", "fx_graph_transformed.py"),
    ):
        text, file = _read(folder, name, problems)
        if text is not None:
            fx, found = parse_fx_graph(text, file)
            problems.extend(found)
            setattr(graph, attr, fx)
    for attr, name in (("pre_fusion", "ir_pre_fusion.txt"), ("post_fusion", "ir_post_fusion.txt")):
        text, file = _read(folder, name, problems)
        if text is not None:
            # Costs link kernels to post-fusion nodes only; the pre-fusion file's shapes are of buffers the
            # post-fusion file prints too (tests/analysis/test_costs_summary_mode.py compares with the full
            # parse). Of the pre-fusion nodes, summary shows how many there are and nothing more.
            post = attr == "post_fusion"
            ir, found = parse_scheduler_ir(
                text, file, details=full, costs=costs and post, count_only=not full and not post
            )
            problems.extend(found)
            setattr(graph, attr, ir)
    text, file = _read(folder, "output_code.py", problems)
    if text is not None:
        graph.output_code, found = parse_output_code(text, file, details=full or costs, heuristics=full)
        problems.extend(found)
        _accept_empty_ir(graph, problems)
    elif (cpp := _read(folder, AOTI_OUTPUT_CODE, problems))[0] is not None:
        # An AOTInductor compile's folder: its C++ wrapper and kernel file in one.
        graph.output_code, found = parse_aoti_code(
            aoti_file_text(cpp[0] or ""), cpp[1], details=full or costs, heuristics=full
        )
        problems.extend(found)
        graph.texts["output_code.py"] = cpp[0] or ""
    text, file = _read(folder, "inductor_provenance_tracking_node_mappings.json", problems)
    if text is not None:
        graph.provenance, found = parse_provenance(text, file)
        problems.extend(found)
    runnable = folder.files.get("fx_graph_runnable.py")
    if runnable is not None:
        graph.torch_version = _torch_version(runnable, problems)
    if folder.trace is not None:
        fill_from_trace(graph, folder.trace, full, code_details=full or costs)

    if graph.incomplete:
        problems.append(
            Problem(
                str(folder.path),
                None,
                "compile stopped before code generation: FX graphs only, no output_code.py",
            )
        )
    return graph


def _accept_empty_ir(graph: CompiledGraph, problems: list[Problem]) -> None:
    """Drop "file is empty" for the scheduler IR files of a graph whose output_code.py launches no kernel and
    calls no extern kernel (views only): its Scheduler had no node to write, so empty is the right content."""
    code = graph.output_code
    if code is None or code.kernels or any(s.kind in ("launch", "extern", "fallback") for s in code.wrapper):
        return
    ir_files = {
        str(graph.folder.files[name])
        for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt")
        if name in graph.folder.files
    }
    problems[:] = [p for p in problems if not (p.file in ir_files and p.message == "file is empty")]


def _torch_version(path: Path, problems: list[Problem]) -> str | None:
    try:
        head = read_bytes(path, _RUNNABLE_HEAD_BYTES).decode("utf-8", "replace")
    except OSError as exc:
        problems.append(Problem(str(path), None, f"file could not be read: {exc.strerror or exc}"))
        return None
    return parse_torch_version(head)
