"""The names of one graph (kernels, buffers, FX nodes, scheduler nodes), for the explorer's ctrl+p."""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_explorer.model.graph import CompiledGraph, written_buffers


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
                names.buffers.append(
                    (name, f"{(out.dtype or '') if out else ''} {(out.size or '') if out else ''}")
                )
    if graph.fx is not None:
        names.fx_nodes = [(n.name, n.op) for n in graph.fx.nodes]
    if graph.post_fusion is not None:
        names.scheduler_nodes = [(n.name, n.scheduler_class) for n in graph.post_fusion.nodes]
    return names
