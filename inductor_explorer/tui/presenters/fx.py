"""The FX view's text: the FX graph stages a graph has (fx_graph_readable.py, and each stage a trace log
recorded), the title of the one shown, and the status line on an FX node."""

from __future__ import annotations

from rich.text import Text

from inductor_explorer.model.artifacts import FxGraph, FxNode
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.model.trace import FX_STAGES
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import artifact_label, inert_line
from inductor_explorer.tui.presenters.kernel import kernel_title, short_location

#: An FX stage: its name, its graph (None: the graph has none) and its text.
FxStage = tuple[str, FxGraph | None, str]


def fx_stages(loaded: LoadedGraph | None) -> list[FxStage]:
    """(name, graph, text) of each FX graph LOADED has: the folder's (or the trace's copy of it) first, then
    every stage the trace log recorded, earliest first."""
    graph = loaded.graph if loaded else None
    if loaded is None or graph is None:
        return [("", None, "")]
    fx = graph.fx
    name = artifact_label(fx.file) if fx else "no fx_graph_readable.py in this graph"
    stages: list[FxStage] = [(name, fx, loaded.fx_readable)]
    for stage in FX_STAGES:
        # The graph shown first may be one of the stages (a trace log's before_post_grad_graph): once.
        if stage in graph.fx_stages and stage in graph.stage_texts and graph.fx_stages[stage] is not fx:
            stages.append((stage, graph.fx_stages[stage], graph.stage_texts[stage]))
    # A trace-only graph without a folder FX graph opens on its first stage with nodes (the one the
    # navigator counts, `first_fx`), not on an empty one.
    if fx is not None and fx.nodes:
        return stages
    return [s for s in stages if s[1] is not None and s[1].nodes] or stages[:1]


def stage_title(stage: FxStage, index: int, count: int) -> Text:
    """`stage 2/4 (s: next) · pre-grad  (12 nodes) · ● in the selected kernel · enter: its kernel`."""
    name, fx, _ = stage
    where = f"stage {index + 1}/{count} (s: next) · " if count > 1 else ""
    return Text(
        f"{where}{inert_line(name)}  ({len(fx.nodes) if fx else 0} nodes) · ● in the selected kernel · "
        f"enter: its kernel"
    )


def kernel_marks(graph: CompiledGraph, by_line: dict[int, FxNode], kernel: KernelRef) -> dict[int, str]:
    """The lines (of BY_LINE, the FX nodes shown by line) of the nodes KERNEL was lowered from, in the
    top-level graph shown."""
    names = {n.name for n in graph.fx_nodes_for_kernel(kernel)}
    top = next(iter(by_line.values())).subgraph if by_line else None
    return {line: "node" for line, n in by_line.items() if n.name in names and n.subgraph == top}


def node_status(graph: CompiledGraph | None, line: int, node: FxNode | None) -> Text:
    """The status line at LINE: the FX node there, where in the user's code it came from, the kernels it
    was lowered into (`line 12` alone off a node)."""
    if node is None or graph is None:
        return Text(f"line {line}")
    kernels = graph.kernels_for_fx_node(node.name)
    text = Text.assemble(f"line {line} · ", (node.name, "bold"), f" ({node.op})")
    if node.location is not None:
        text.append(f" · {short_location(node.location.file, node.location.line)}")
    shown = ", ".join(kernel_title(graph, k) for k in kernels)
    text.append(f" · lowered into: {inert_line(shown) if kernels else 'no kernel'}")
    if kernels:
        text.append(" · enter: kernel view")
    return text
