"""The fusion graph of one compiled graph as Graphviz DOT.

Four granularities (`level`): ``fx`` (FX nodes, clustered by the kernel they were lowered into), ``pre``
(pre-fusion scheduler nodes, clustered by the post-fusion node / kernel that holds them), ``post``
(post-fusion scheduler nodes) and ``kernels`` (kernels and extern calls). Edges are buffer dependencies,
labelled with the buffers. Each level is first built as a networkx graph, optionally cut to a
neighbourhood, then written through pydot in sorted order so the same input gives the same bytes.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any

import networkx as nx
import pydot

from inductor_explorer.model.artifacts import SchedulerNode
from inductor_explorer.model.graph import CompiledGraph, node_kind
from inductor_explorer.model.ids import (
    KernelRef,
    Layer,
    in_layer,
    is_extern,
    kernel_node,
    kernel_ref,
    node_id,
    node_name,
)

LEVELS = ("fx", "pre", "post", "kernels")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_DTYPES = {
    "float32": "f32",
    "float16": "f16",
    "bfloat16": "bf16",
    "float64": "f64",
    "int64": "i64",
    "int32": "i32",
    "int16": "i16",
    "int8": "i8",
    "uint8": "u8",
    "bool": "b8",
    "complex64": "c64",
}
_OUTPUT = "output"


class DotError(ValueError):
    """The requested export cannot be made (missing artifact, unknown node); one line for the user."""


@dataclass(frozen=True)
class _Cluster:
    key: str  # stable sort key
    label: str
    style: str


def dot_string(text: str) -> str:
    """TEXT as a double-quoted DOT string.

    pydot quotes values but does not escape backslashes, so `\\n` in an artifact would turn into a line
    break and a trailing backslash would swallow the closing quote; escape here and hand pydot a string
    that is already quoted. Control characters become visible `\\xNN` text.
    """
    text = _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)
    lines = text.split("\n")
    escaped = [line.replace("\\", "\\\\").replace('"', '\\"') for line in lines]
    return '"' + "\\n".join(escaped) + '"'


#: Hops kept around a node by default, and the most nodes a neighbourhood export draws: a kernel launched
#: many times reaches most of a graph in two hops, which Graphviz draws as a poster nobody can read.
DEFAULT_DEPTH = 1
NODE_BUDGET = 60


def fusion_dot(
    graph: CompiledGraph,
    level: str = "pre",
    around: str | None = None,
    depth: int = DEFAULT_DEPTH,
    budget: int = NODE_BUDGET,
) -> str:
    """Graphviz DOT text of GRAPH at LEVEL, cut to the DEPTH-hop neighbourhood of AROUND (at most BUDGET
    nodes) when given; `fusion_dot_cut` also says what the cut left out."""
    return fusion_dot_cut(graph, level, around, depth, budget)[0]


def fusion_dot_cut(
    graph: CompiledGraph,
    level: str = "pre",
    around: str | None = None,
    depth: int = DEFAULT_DEPTH,
    budget: int = NODE_BUDGET,
) -> tuple[str, str | None]:
    """(DOT text, what was cut) of GRAPH at LEVEL: the whole level, or AROUND's neighbourhood of DEPTH hops
    and BUDGET nodes at most (`neighbourhood`); what was cut is None when nothing was.

    AROUND may name a kernel, a buffer, a pre- or post-fusion scheduler node, or an FX node.
    Raises DotError when the level's artifacts are missing or AROUND names nothing in the graph.
    """
    if level not in LEVELS:
        raise DotError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    g = level_graph(graph, level)
    if around is None:
        return to_dot(g, graph.name, level), None
    seeds = _resolve(graph, g, level, around)
    if not seeds:
        raise DotError(
            f"no node named {around!r} in {graph.name} at level {level} "
            "(give a kernel, buffer, scheduler node or FX node name)"
        )
    near = neighbourhood(g, seeds, depth, budget)
    title = f"around {around}, {depth} hop{'s' if depth != 1 else ''}"
    cut = near.cut(len(g))
    if cut:
        title += f"; {cut}"
    return to_dot(near.graph, graph.name, level, centre=seeds, title=title), cut


def available_levels(graph: CompiledGraph) -> list[str]:
    """The levels GRAPH has the artifacts for, in LEVELS order."""
    has = {
        "fx": graph.first_fx is not None and bool(graph.first_fx.nodes),
        "pre": graph.pre_fusion is not None,
        "post": graph.post_fusion is not None,
        "kernels": graph.output_code is not None,
    }
    return [level for level in LEVELS if has[level]]


def _missing(graph: CompiledGraph, level: str, file: str) -> DotError:
    """LEVEL cannot be drawn for lack of FILE: say so and name the levels GRAPH does have."""
    others = [lv for lv in available_levels(graph) if lv != level]
    hint = (
        ("; try " + " or ".join(f"--level {lv}" for lv in others)) if others else "; it has no level to draw"
    )
    return DotError(f"{graph.name} has no {file}{hint}")


#: The most edges `dot -Tsvg` lays out in seconds rather than minutes, per level (benchmarks/dot_layout.py;
#: scheduler and kernel edges carry buffer labels, which cost dot far more than the FX level's bare edges).
LAYOUT_EDGES = {"fx": 1000, "pre": 250, "post": 250, "kernels": 250}
_AUTO_ORDER = ("pre", "post", "kernels")


def level_size(graph: CompiledGraph, level: str) -> tuple[int, int]:
    """(nodes, edges) of GRAPH's DOT export at LEVEL (raises DotError when LEVEL cannot be drawn)."""
    g = level_graph(graph, level)
    return g.number_of_nodes(), g.number_of_edges()


def fits_layout(level: str, size: tuple[int, int]) -> bool:
    return size[1] <= LAYOUT_EDGES[level]


def auto_level(graph: CompiledGraph) -> str:
    """The most detailed of pre, post and kernels that GRAPH has and `dot` lays out quickly; the smallest
    available one when none fits (DotError when GRAPH has no scheduler IR, output code or FX graph)."""
    levels = [lv for lv in _AUTO_ORDER if lv in available_levels(graph)] or available_levels(graph)
    if not levels:
        raise DotError(f"{graph.name} has no FX graph, scheduler IR or output_code.py to draw")
    for level in levels:
        if fits_layout(level, level_size(graph, level)):
            return level
    return levels[-1]


def size_warning(graph: CompiledGraph, level: str) -> str | None:
    """A line for a whole-graph export at LEVEL too big for `dot` to lay out quickly, naming the smaller
    levels GRAPH has with their sizes; None when it is small enough."""
    size = level_size(graph, level)
    if fits_layout(level, size):
        return None
    faster = []
    for other in available_levels(graph):
        if other == level:
            continue
        other_size = level_size(graph, other)
        if other_size[1] < size[1]:
            faster.append(f"--level {other} ({other_size[0]} nodes, {other_size[1]} edges)")
    hint = ("; smaller: " + ", ".join(faster)) if faster else ""
    return (
        f"{graph.name} at level {level} has {size[0]} nodes and {size[1]} edges: `dot -Tsvg` may take "
        f"minutes on it{hint}; or cut it with --around NODE"
    )


def level_graph(graph: CompiledGraph, level: str) -> nx.DiGraph:
    """The networkx graph for LEVEL: node attrs `label`, `shape`, `style`, `cluster` (a _Cluster or None),
    `names` (what --around may call it); edge attr `buffers` (sorted list)."""
    if level == "fx":
        return _fx_graph(graph)
    if level == "pre":
        if graph.pre_fusion is None:
            raise _missing(graph, level, "ir_pre_fusion.txt")
        nodes = [n for top in graph.pre_fusion.nodes for n in top.walk() if not n.children]
        return _scheduler_graph(graph, nodes, Layer.PRE, clustered=graph.post_fusion is not None)
    if level == "post":
        if graph.post_fusion is None:
            raise _missing(graph, level, "ir_post_fusion.txt")
        return _scheduler_graph(graph, list(graph.post_fusion.nodes), Layer.POST, clustered=False)
    return _kernel_graph(graph)


def _dtype(dtype: str | None) -> str:
    if not dtype:
        return ""
    short = dtype.removeprefix("torch.")
    return _DTYPES.get(short, short)


def _buffer_text(graph: CompiledGraph, node: SchedulerNode, name: str) -> str:
    out = next((b for n in node.walk() for b in n.outputs if b.name == name), None)
    info = graph.buffers.get(name)
    dtype = (out.dtype if out else None) or (info.dtype if info else None)
    size = (out.size if out else None) or (info.size if info else None)
    shape = f"{_dtype(dtype)}{size or ''}"
    return f"{name}: {shape}" if shape else name


def op_kind(node: SchedulerNode) -> str:
    """pointwise / reduction / template / nop / the extern kernel's name, as far as the IR tells."""
    kind = node_kind(node)
    return (node.extern_kernel or "extern") if kind == "extern" else kind


def _node_style(kind: str, extern: bool) -> tuple[str, str]:
    if extern:
        return "box3d", "dashed"
    return {
        "reduction": ("octagon", "solid"),
        "template": ("tab", "bold"),
        "nop": ("note", "dotted"),
        "foreach": ("folder", "solid"),
    }.get(kind, ("box", "solid"))


def _kernel_kind(graph: CompiledGraph, kernel: KernelRef) -> tuple[str, str]:
    """(kind text, cluster style) of a kernel name or extern call id."""
    if is_extern(kernel):
        return "extern call", "dashed"
    k = graph.kernel(kernel)
    if k is None:
        return "kernel", "rounded"
    kind = f"{k.kind} {k.category}" if k.category else k.kind
    return kind, "bold" if k.category == "template" else "rounded"


def _kernel_display(graph: CompiledGraph, kernel: KernelRef) -> str:
    if is_extern(kernel):
        ext = next((e for e in graph.externs if e.id == kernel), None)
        return f"{ext.name} (wrapper line {ext.step.line})" if ext else kernel
    return kernel


def _post_of_pre(graph: CompiledGraph) -> dict[str, str]:
    out: dict[str, str] = {}
    for src, dst, rel in graph.graph.edges(data="rel"):
        if rel == "fused_into" and in_layer(src, Layer.PRE):
            out.setdefault(node_name(src), node_name(dst))
    return out


def _kernel_clusters(graph: CompiledGraph) -> dict[str, _Cluster]:
    """Post-fusion node name -> the cluster of the kernel it was generated into.

    Post-fusion nodes that share a kernel (the C++ back end groups several into one loop nest at
    codegen) share one cluster; a node without a kernel (a no-op, or one the wrapper never launched)
    gets a cluster of its own."""
    by_kernel: dict[KernelRef, list[str]] = defaultdict(list)
    out: dict[str, _Cluster] = {}
    for node in graph.post_fusion.nodes if graph.post_fusion else []:
        kernel = graph.kernel_for_post(node.name)
        if kernel is None:
            out[node.name] = _Cluster(node.name, f"{node.name}\n(no kernel: {op_kind(node)})", "dotted")
        else:
            by_kernel[kernel].append(node.name)
    for kernel, posts in by_kernel.items():
        kind, style = _kernel_kind(graph, kernel)
        cluster = _Cluster(posts[0], f"{_kernel_display(graph, kernel)}\n{kind} · {', '.join(posts)}", style)
        out.update(dict.fromkeys(posts, cluster))
    return out


def _inputs_and_outputs(graph: CompiledGraph) -> tuple[set[str], set[str]]:
    outputs: set[str] = set()
    for name, info in graph.buffers.items():
        if "OUTPUT" in info.users:
            outputs.add(name)
    if graph.output_code is not None:
        outputs.update(graph.output_code.returned)
    inputs = set(graph.fx.inputs) if graph.fx is not None else set()
    return inputs, outputs


def _fx_annotation(graph: CompiledGraph, name: str) -> str | None:
    if graph.fx is None:
        return None
    top = graph.fx.nodes[0].subgraph if graph.fx.nodes else "GraphModule"
    node = graph.fx.node(name, top)
    return node.annotation if node else None


def _scheduler_graph(
    graph: CompiledGraph, nodes: list[SchedulerNode], layer: Layer, clustered: bool
) -> nx.DiGraph:
    g = nx.DiGraph()
    post_of = _post_of_pre(graph) if clustered else {}
    clusters = _kernel_clusters(graph) if clustered else {}
    writer: dict[str, str] = {}
    for node in nodes:
        for buf in node.buffer_names:
            writer.setdefault(buf, node_id(layer, node.name))
    graph_inputs, graph_outputs = _inputs_and_outputs(graph)
    for node in nodes:
        g.add_node(node_id(layer, node.name), **_scheduler_node_attrs(graph, node, layer, post_of, clusters))
    for node in nodes:
        nid = node_id(layer, node.name)
        for buf in node.reads():
            src = writer.get(buf)
            if src == nid:
                continue
            if src is None:
                src = _input_node(g, graph, buf, buf in graph_inputs)
            _add_buffer_edge(g, src, nid, buf)
    for buf in sorted(graph_outputs):
        src = writer.get(buf)
        if src is not None:
            _output_node(g)
            _add_buffer_edge(g, src, _OUTPUT, buf)
    return g


def _scheduler_node_attrs(
    graph: CompiledGraph,
    node: SchedulerNode,
    layer: Layer,
    post_of: dict[str, str],
    clusters: dict[str, _Cluster],
) -> dict[str, object]:
    """One scheduler node's DOT attributes: its label, shape and style, the kernel cluster it is drawn
    in (pre-fusion, clustered) and the names that select it."""
    kind = op_kind(node)
    if layer == Layer.POST and kind == "pointwise":
        kind = graph.post_kind(node)  # a torch 2.0 fused node's reduction shows only in its members
    extern = node.scheduler_class.startswith("ExternKernel")
    shape, style = _node_style(kind, extern)
    lines = [node.name, f"{node.scheduler_class} · {kind}"]
    lines += [_buffer_text(graph, node, b) for b in node.buffer_names[:4]]
    if len(node.buffer_names) > 4:
        lines.append(f"… {len(node.buffer_names) - 4} more buffers")
    names = {node.name, *node.buffer_names}
    cluster = None
    if layer is Layer.POST:
        kernel = graph.kernel_for_post(node.name)
        if kernel is not None:
            kind_text, _ = _kernel_kind(graph, kernel)
            lines.insert(1, f"{_kernel_display(graph, kernel)} ({kind_text})")
            names.add(kernel)
        if node.is_fused:
            lines.insert(2, f"fuses {sum(1 for n in node.walk() if not n.children)} nodes")
    elif node.name in post_of:
        post = post_of[node.name]
        cluster = clusters.get(post)
        names.add(post)
        kernel = graph.kernel_for_post(post)
        if kernel:
            names.add(kernel)
    return {"label": "\n".join(lines), "shape": shape, "style": style, "cluster": cluster, "names": names}


def _input_node(g: nx.DiGraph, graph: CompiledGraph, buf: str, is_input: bool) -> str:
    nid = f"input:{buf}"
    if nid not in g:
        annotation = _fx_annotation(graph, buf)
        what = "graph input" if is_input or annotation else "read, not written here"
        label = "\n".join(x for x in (buf, annotation, what) if x)
        g.add_node(nid, label=label, shape="invhouse", style="solid", cluster=None, names={buf})
    return nid


def _output_node(g: nx.DiGraph) -> None:
    if _OUTPUT not in g:
        g.add_node(
            _OUTPUT, label="graph outputs", shape="house", style="bold", cluster=None, names={"output"}
        )


def _add_buffer_edge(g: nx.DiGraph, src: str, dst: str, buf: str) -> None:
    if g.has_edge(src, dst):
        bufs = g.edges[src, dst]["buffers"]
        if buf not in bufs:
            bufs.append(buf)
            bufs.sort()
    else:
        g.add_edge(src, dst, buffers=[buf])


def _kernel_graph(graph: CompiledGraph) -> nx.DiGraph:
    if graph.output_code is None:
        raise _missing(graph, "kernels", "output_code.py")
    g = nx.DiGraph()
    kernel_of: dict[str, tuple[SchedulerNode, KernelRef]] = {}  # post-fusion node name -> (node, kernel)
    posts: dict[KernelRef, list[str]] = defaultdict(list)
    if graph.post_fusion is not None:
        for node in graph.post_fusion.nodes:
            kernel = graph.kernel_for_post(node.name)
            if kernel is not None:
                kernel_of[node.name] = (node, kernel)
                posts[kernel].append(node.name)
    _add_kernel_nodes(g, graph, posts)
    if graph.post_fusion is not None:
        _add_kernel_edges(g, graph, kernel_of)
    return g


def _add_kernel_nodes(g: nx.DiGraph, graph: CompiledGraph, posts: dict[KernelRef, list[str]]) -> None:
    """A node per kernel and extern call, naming the post-fusion nodes (POSTS) it came from."""
    for k in graph.kernels:
        kind, style = _kernel_kind(graph, k.name)
        members = posts.get(k.name, [])
        lines = [k.name, kind] + ([f"from {', '.join(members)}"] if members else [])
        g.add_node(
            node_id(Layer.KERNEL, k.name),
            label="\n".join(lines),
            shape="tab" if style == "bold" else "box",
            style=style,
            cluster=None,
            names={k.name, *members},
        )
    for ext in graph.externs:
        members = posts.get(ext.id, [])
        lines = [ext.name, f"extern call, wrapper line {ext.step.line}"]
        if members:
            lines.append(f"from {', '.join(members)}")
        g.add_node(
            ext.id,
            label="\n".join(lines),
            shape="box3d",
            style="dashed",
            cluster=None,
            names={ext.id, ext.name, *members},
        )


def _add_kernel_edges(
    g: nx.DiGraph, graph: CompiledGraph, kernel_of: dict[str, tuple[SchedulerNode, KernelRef]]
) -> None:
    """Buffer edges between the kernels (from the post-fusion nodes each runs), from graph inputs and
    to the graph's outputs."""
    graph_inputs, graph_outputs = _inputs_and_outputs(graph)
    writer: dict[str, str] = {}
    for node, kernel in kernel_of.values():
        for buf in node.buffer_names:
            writer.setdefault(buf, kernel_node(kernel))
            g.nodes[kernel_node(kernel)]["names"].add(buf)
    for node, kernel in kernel_of.values():
        for buf in node.reads():
            src = writer.get(buf)
            if src == kernel_node(kernel):
                continue
            if src is None:
                if buf in graph_inputs:
                    src = _input_node(g, graph, buf, True)
                else:
                    continue
            _add_buffer_edge(g, src, kernel_node(kernel), buf)
    for buf in sorted(graph_outputs):
        if buf in writer:
            _output_node(g)
            _add_buffer_edge(g, writer[buf], _OUTPUT, buf)


def _lowered_kernels(graph: CompiledGraph, fx_name: str) -> list[KernelRef]:
    """Kernels / extern call ids the FX node was lowered into (only `lowered_to` edges)."""
    node = node_id(Layer.FX, fx_name)
    if node not in graph.graph:
        return []
    return sorted(
        kernel_ref(succ)
        for succ in graph.graph.successors(node)
        if graph.graph.edges[node, succ].get("rel") == "lowered_to"
    )


def _short_target(target: str | None) -> str:
    if not target:
        return ""
    return target.removeprefix("torch.ops.").removesuffix(".default")


def _fx_graph(graph: CompiledGraph) -> nx.DiGraph:
    fx = graph.first_fx  # a trace-only graph's earliest recorded stage when it has no folder FX graph
    if fx is None or not fx.nodes:
        raise _missing(graph, "fx", "fx_graph_readable.py / fx_graph_transformed.py")
    top = fx.nodes[0].subgraph
    g = nx.DiGraph()
    clusters: dict[str, _Cluster] = {}
    nodes = [n for n in fx.nodes if n.subgraph == top]
    for node in nodes:
        kernels = _lowered_kernels(graph, node.name)
        cluster = None
        if kernels and node.op not in ("placeholder", "output"):
            kernel = kernels[0]
            kind, style = _kernel_kind(graph, kernel)
            cluster = clusters.setdefault(
                kernel, _Cluster(kernel, f"{_kernel_display(graph, kernel)}\n{kind}", style)
            )
        if node.op == "placeholder":
            shape, style = "invhouse", "solid"
        elif node.op == "output":
            shape, style = "house", "bold"
        else:
            shape, style = "box", "solid"
        lines = [node.name, _short_target(node.target) or node.op, node.annotation or ""]
        if len(kernels) > 1:
            lines.append(f"also in {len(kernels) - 1} other kernel(s)")
        g.add_node(
            node_id(Layer.FX, node.name),
            label="\n".join(x for x in lines if x),
            shape=shape,
            style=style,
            cluster=cluster,
            names={node.name, *kernels},
        )
    for node in nodes:
        for arg in node.args:
            if node_id(Layer.FX, arg) in g and arg != node.name:
                g.add_edge(node_id(Layer.FX, arg), node_id(Layer.FX, node.name), buffers=[])
    return g


# --------------------------------------------------------------------------- cutting


def _resolve(graph: CompiledGraph, g: nx.DiGraph, level: str, name: str) -> set[str]:
    """DOT node ids that NAME stands for at this level."""
    direct = {n for n, names in g.nodes(data="names") if name in names}
    if direct:
        return direct
    # An FX node at a scheduler level: the kernels it was lowered into.
    if level != "fx":
        found: set[str] = set()
        for kernel in _lowered_kernels(graph, name):
            found |= {n for n, names in g.nodes(data="names") if kernel in names}
        if found:
            return found
    # A buffer read by a node at this level but written elsewhere, or a pre-fusion node seen from above.
    for writer in graph.writers(name):
        if in_layer(writer, Layer.PRE) and level in ("post", "kernels"):
            post = _post_of_pre(graph).get(node_name(writer))
            if post:
                return {n for n, names in g.nodes(data="names") if post in names}
    if level in ("post", "kernels"):
        post = _post_of_pre(graph).get(name)
        if post:
            return {n for n, names in g.nodes(data="names") if post in names}
    return set()


@dataclass
class Neighbourhood:
    """The nodes kept around some seeds, and what the hop and node limits left out."""

    graph: nx.DiGraph
    budget: int
    left_in_reach: int = 0  # nodes within the hops asked for that the node budget left out
    next_hop: int = 0  # nodes one hop further than asked for

    def cut(self, total: int) -> str | None:
        """What was cut, in words (TOTAL: the nodes of the whole level); None when nothing was."""
        parts = []
        if self.left_in_reach:
            parts.append(f"{self.left_in_reach} more within reach left out (at most {self.budget} nodes)")
        if self.next_hop:
            parts.append(f"{self.next_hop} one hop further not drawn (--depth)")
        if not parts:
            return None
        return f"{len(self.graph)} of {total} nodes: " + "; ".join(parts)


def neighbourhood(g: nx.DiGraph, seeds: set[str], depth: int, budget: int = NODE_BUDGET) -> Neighbourhood:
    """The subgraph of nodes within DEPTH hops of SEEDS, edge direction ignored, at most BUDGET nodes (the
    seeds always, then hop by hop, each hop's nodes in name order)."""
    undirected = g.to_undirected(as_view=True)
    keep: set[str] = set(seeds)
    frontier = set(seeds)
    left = 0
    for _ in range(max(depth, 0)):
        frontier = {m for n in frontier for m in undirected.neighbors(n)} - keep
        room = max(budget - len(keep), 0)
        if len(frontier) > room:
            left += len(frontier) - room
            frontier = set(sorted(frontier, key=_natural)[:room])
        if not frontier:
            break
        keep |= frontier
    further = {m for n in keep for m in undirected.neighbors(n)} - keep
    return Neighbourhood(g.subgraph(keep).copy(), budget, left, 0 if left else len(further))


# --------------------------------------------------------------------------- writing


#: How the --around node(s) stand out: filled and drawn thicker, in every output format.
CENTRE_FILL = "gold"
CENTRE_PENWIDTH = "3"


def to_dot(
    g: nx.DiGraph, name: str, level: str, centre: AbstractSet[str] = frozenset(), title: str | None = None
) -> str:
    """Write a level graph as DOT: clusters, nodes and edges in sorted order; CENTRE nodes highlighted.

    `newrank=true`: Graphviz 2.42/2.43 (Debian's and Ubuntu's) fail on large clustered graphs with
    "trouble in init_rank" under the default ranking, which ranks each cluster on its own first.
    """
    dot = pydot.Dot("fusion", graph_type="digraph", rankdir="TB", newrank="true")
    dot.set("label", dot_string(f"{name} — {level} level" + (f", {title}" if title else "")))
    dot.set("labelloc", "t")
    dot.set_node_defaults(fontname="Helvetica", fontsize="10")
    dot.set_edge_defaults(fontname="Helvetica", fontsize="9")
    by_cluster: dict[str, tuple[_Cluster, list[str]]] = {}
    loose: list[str] = []
    for node in sorted(g.nodes, key=_natural):
        cluster = g.nodes[node].get("cluster")
        if cluster is None:
            loose.append(node)
        else:
            by_cluster.setdefault(cluster.key, (cluster, []))[1].append(node)
    for index, key in enumerate(sorted(by_cluster, key=_natural)):
        cluster, members = by_cluster[key]
        sub = pydot.Cluster(f"k{index}", label=dot_string(cluster.label), style=cluster.style)
        for node in members:
            sub.add_node(_pydot_node(g, node, node in centre))
        dot.add_subgraph(sub)  # type: ignore[arg-type]  # pydot 4 annotates Subgraph; it takes a Cluster too
    for node in loose:
        dot.add_node(_pydot_node(g, node, node in centre))
    for src, dst in sorted(g.edges, key=lambda e: (_natural(e[0]), _natural(e[1]))):
        bufs = g.edges[src, dst].get("buffers") or []
        if src.startswith("input:") and bufs == [src[6:]]:
            bufs = []  # the input node already carries the name
        attrs: dict[str, Any] = {"label": dot_string(", ".join(bufs))} if bufs else {}
        dot.add_edge(pydot.Edge(dot_string(src), dot_string(dst), **attrs))
    return dot.to_string()


def _pydot_node(g: nx.DiGraph, node: str, is_centre: bool = False) -> pydot.Node:
    data = g.nodes[node]
    if not is_centre:
        return pydot.Node(
            dot_string(node), label=dot_string(data["label"]), shape=data["shape"], style=data["style"]
        )
    return pydot.Node(
        dot_string(node),
        label=dot_string(data["label"]),
        shape=data["shape"],
        style=dot_string(f"filled,{data['style']}"),
        fillcolor=CENTRE_FILL,
        penwidth=CENTRE_PENWIDTH,
    )


def _natural(text: str) -> list:
    return [(0, int(tok), "") if tok.isdigit() else (1, 0, tok) for tok in re.split(r"(\d+)", text)]
