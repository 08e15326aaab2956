"""Linking a parsed graph: the FX nodes, the scheduler nodes before and after fusion, the buffers, and the
kernels and extern calls of output_code.py, joined into CompiledGraph's networkx graph (the layers and edges
model/graph.py names), with its buffer table and extern calls.

Pure: it reads the parsed artifacts of one graph and writes only the graph's link fields. The questions asked
of a linked graph are CompiledGraph's.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING

from inductor_explorer.model.artifacts import (
    EXTERN_STEP_KINDS,
    Kernel,
    OutputCode,
    SchedulerIR,
    SchedulerNode,
    SourceLocation,
    WrapperStep,
)
from inductor_explorer.model.graph import BufferInfo, CompiledGraph, ExternCall, written_buffers
from inductor_explorer.model.ids import (
    ExternId,
    KernelRef,
    Layer,
    NodeId,
    extern_id,
    in_layer,
    kernel_node,
    node_id,
    node_name,
)

if TYPE_CHECKING:
    import networkx as nx

_HANDLE = re.compile(r":\d+$")


def linked(graph: CompiledGraph) -> CompiledGraph:
    """GRAPH (a full parse, `load_graph(folder)`) with graph.graph, graph.buffers and graph.externs built from
    its parsed artifacts, in place."""
    _link_fx(graph)
    _link_scheduler(graph)
    _link_code(graph)
    graph.buffers.update(buffer_table(graph, graph.kernel_for_post))
    for new, old in graph.aliases.items():
        if old in graph.buffers:
            graph.buffers[old].reused_by = new
    return graph


def _link_fx(graph: CompiledGraph) -> None:
    """The FX nodes and their argument edges."""
    g, fx = graph.graph, graph.fx
    if fx is None:
        return
    for node in fx.nodes:
        g.add_node(node_id(Layer.FX, node.name), layer="fx", subgraph=node.subgraph)
    for node in fx.nodes:
        for arg in node.args:
            if node_id(Layer.FX, arg) in g:
                g.add_edge(node_id(Layer.FX, arg), node_id(Layer.FX, node.name), rel="fx_arg")


def _link_scheduler(graph: CompiledGraph) -> None:
    """The pre- and post-fusion scheduler nodes, their buffers and dependencies, and what fused into what."""
    g = graph.graph
    if graph.pre_fusion is not None:
        for top in graph.pre_fusion.nodes:
            for scheduler_node in top.walk():
                _add_scheduler_node(g, Layer.PRE, scheduler_node)
        _add_dependencies(g, Layer.PRE, graph.pre_fusion.nodes)
    if graph.post_fusion is not None:
        pre_names = {node_name(n) for n in g if in_layer(n, Layer.PRE)}
        for post in graph.post_fusion.nodes:
            _add_scheduler_node(g, Layer.POST, post)
            for child in _fused_children(post, pre_names):
                g.add_edge(node_id(Layer.PRE, child), node_id(Layer.POST, post.name), rel="fused_into")
        _add_dependencies(g, Layer.POST, graph.post_fusion.nodes)


def _link_code(graph: CompiledGraph) -> None:
    """The kernels and extern calls of output_code.py, linked to the nodes they were generated from."""
    g = graph.graph
    if graph.output_code is None:
        return
    for kernel in graph.output_code.kernels:
        g.add_node(
            node_id(Layer.KERNEL, kernel.name), layer="kernel", kind=kernel.kind, category=kernel.category
        )
    link_wrapper(graph)
    for ext in graph.externs:
        g.add_node(ext.id, layer="extern", name=ext.name)
    for post_name, ref, launch in codegen_links(graph):
        g.add_edge(node_id(Layer.POST, post_name), kernel_node(ref), rel="codegen", launch=launch)
    for fx_name, ref in lowered_links(graph):
        g.add_edge(node_id(Layer.FX, fx_name), kernel_node(ref), rel="lowered_to")


def link_wrapper(graph: CompiledGraph) -> None:
    """Set graph.aliases and graph.externs from the wrapper: the part of linking that needs no graph."""
    if graph.output_code is None:
        return
    aliases = graph.aliases
    externs: list[ExternCall] = []
    for step in graph.output_code.wrapper:
        kind = step.kind
        if kind in EXTERN_STEP_KINDS:
            externs.append(ExternCall(extern_id(step.line), step.kernel or step.text.split("(")[0], step))
        elif (kind == "reuse" or kind == "alias") and step.output and step.buffers:
            source = next((b for b in step.buffers if b != step.output), None)
            if source:
                aliases[step.output] = source
    graph.externs = externs


def ensure_wrapper_linked(graph: CompiledGraph) -> None:
    """link_wrapper, unless `linked` (or an earlier call) has set the extern calls or aliases: what reads them
    without the networkx graph (costs, the diff) calls this first."""
    if not graph.externs and not graph.aliases:
        link_wrapper(graph)


def _add_scheduler_node(g: nx.DiGraph, layer: Layer, node: SchedulerNode) -> None:
    nid = node_id(layer, node.name)
    g.add_node(nid, layer=layer, scheduler_class=node.scheduler_class)
    for buf in node.buffer_names:
        g.add_node(node_id(Layer.BUFFER, buf), layer="buf")
        g.add_edge(nid, node_id(Layer.BUFFER, buf), rel="writes")
    for buf in node.reads():
        g.add_node(node_id(Layer.BUFFER, buf), layer="buf")
        g.add_edge(node_id(Layer.BUFFER, buf), nid, rel="read_by")


def _add_dependencies(g: nx.DiGraph, layer: Layer, nodes: list[SchedulerNode]) -> None:
    writer: dict[str, NodeId] = {}
    flat = [n for top in nodes for n in top.walk()] if layer == "pre" else nodes
    for node in flat:
        for buf in node.buffer_names:
            writer.setdefault(buf, node_id(layer, node.name))
    for node in flat:
        nid = node_id(layer, node.name)
        for buf in node.reads():
            src = writer.get(buf)
            if src and src != nid:
                g.add_edge(src, nid, rel="depends", buffer=buf)


def _fused_children(node: SchedulerNode, pre_names: set[str]) -> list[str]:
    """Names of the pre-fusion nodes a post-fusion node holds."""
    if node.children:
        return [c.name for c in node.children for c in c.walk() if not c.children]
    if node.child_names:
        return list(node.child_names)
    if node.name in pre_names:
        return [node.name]
    # Fused names join their members with "_" (`op1_op2`, `buf3_buf5`): split greedily on known names.
    parts = node.name.split("_")
    out, i = [], 0
    while i < len(parts):
        for j in range(len(parts), i, -1):
            cand = "_".join(parts[i:j])
            if cand in pre_names:
                out.append(cand)
                i = j
                break
        else:
            return []
    return out


def _launch_writers(kernels: dict[str, Kernel], launches: list[WrapperStep]) -> dict[str, list[int]]:
    """Buffer -> the positions of the LAUNCHES that write it, ascending (KERNELS: the graph's kernels by
    name; the first of a name)."""
    out: dict[str, list[int]] = {}
    for index, step in enumerate(launches):
        kernel = kernels.get(step.kernel) if step.kernel else None
        positions = kernel.written_params if kernel else None
        for i, arg in enumerate(step.args):
            if arg and (positions is None or i in positions):
                indexes = out.get(arg)
                if indexes is None:
                    out[arg] = [index]
                elif indexes[-1] != index:  # a buffer passed twice to one launch
                    indexes.append(index)
    return out


def _node_buffers(node: SchedulerNode, reused_by: dict[str, list[str]]) -> list[str]:
    """Names the wrapper may use for what NODE writes: its buffers, buffers that reuse their memory
    later (REUSED_BY: buffer -> the buffers `graph.aliases` says take its memory), and graph inputs it
    mutates in place. A name may come more than once (callers take the first launch or call of any)."""
    names = node.buffer_names  # a list of its own
    for member in node.walk() if node.children else (node,):
        if member.mutations:
            names += member.mutations
        for out in member.outputs:
            if out.mutations:
                names += out.mutations
    if reused_by:
        for i in range(len(names)):  # the names before any reusing one is added
            reusing = reused_by.get(names[i])
            if reusing is not None:
                names += reusing
    return names


def codegen_links(graph: CompiledGraph) -> list[tuple[str, KernelRef, int | None]]:
    """(post-fusion node, the kernel name or extern id that computes it, the launch's wrapper line) per
    paired node, in the order `linked` adds them; needs `link_wrapper` done, and no networkx graph.

    The wrapper launches kernels in scheduler order. A node goes to the first launch, from the last
    one paired onwards, that writes one of its buffers (several nodes may share one launch: the C++
    back end puts consecutive nodes into one kernel). A node none of whose buffers a launch writes
    (all fused away) goes with its nearest paired neighbour. The launch line is only given where the
    launch writes one of the node's buffers: a node paired with its neighbour's launch is a guess, and
    `kernel_mates` must not present it as grouped.
    """
    code = graph.output_code
    if graph.post_fusion is None or code is None:
        return []
    launches = [s for s in code.wrapper if s.kind == "launch" and s.kernel]  # the steps `launched` names
    # Per buffer, the launches that write it and the extern calls that touch it, in wrapper order: a node
    # looks up its few buffers instead of testing every launch and call.
    by_name: dict[str, Kernel] = {}
    for k in code.kernels:
        by_name.setdefault(k.name, k)
    writers = _launch_writers(by_name, launches)
    touching = _by_buffer(
        {ext.step.output} if ext.step.output else set(ext.step.buffers) for ext in graph.externs
    )
    reused_by: dict[str, list[str]] = {}
    for new, old in graph.aliases.items():
        reused_by.setdefault(old, []).append(new)
    kernels = {k.name for k in code.kernels}
    out: list[tuple[str, KernelRef, int | None]] = []
    claimed_extern: set[ExternId] = set()
    cursor = 0
    paired: dict[str, int] = {}
    matched: set[str] = set()
    pending: list[SchedulerNode] = []
    holding_triton: set[int] = set()  # launches of a Triton kernel a node is paired with
    triton = {name for name, kernel in by_name.items() if kernel.kind == "triton"}
    triton_launch = [step.kernel in triton for step in launches]
    for node in graph.post_fusion.nodes:
        cls = node.scheduler_class
        if cls.startswith("NopKernel"):
            continue
        bufs = _node_buffers(node, reused_by)
        if cls.startswith("ExternKernel"):
            first = _first_unclaimed(touching, bufs, graph.externs, claimed_extern)
            if first is not None:
                ext = graph.externs[first]
                claimed_extern.add(ext.id)
                out.append((node.name, ext.id, None))
            continue
        match = _paired_launch(writers, bufs, cursor, holding_triton)
        if match is None:
            pending.append(node)
            continue
        if triton_launch[match]:
            holding_triton.add(match)
        cursor = match
        paired[node.name] = match
        matched.add(node.name)
        for waiting in pending:
            paired[waiting.name] = match
        pending = []
    if pending and paired:
        last = max(paired.values())
        for waiting in pending:
            paired[waiting.name] = last
    for name, index in paired.items():
        kernel = launches[index].launched
        if kernel is not None and kernel in kernels:
            out.append((name, kernel, launches[index].line if name in matched else None))
    return out + _multi_output_links(graph.post_fusion, out)


def _by_buffer(buffer_sets: Iterable[set[str]]) -> dict[str, list[int]]:
    """Buffer -> the positions of the BUFFER_SETS that hold it, ascending."""
    out: dict[str, list[int]] = {}
    for index, buffers in enumerate(buffer_sets):
        for buffer in buffers:
            indexes = out.get(buffer)
            if indexes is None:
                out[buffer] = [index]
            else:
                indexes.append(index)
    return out


def _first_unclaimed(
    touching: dict[str, list[int]], buffers: Iterable[str], externs: list[ExternCall], claimed: set[ExternId]
) -> int | None:
    """The first extern call, in wrapper order, not yet CLAIMED that touches one of BUFFERS (TOUCHING:
    `_by_buffer` of EXTERNS)."""
    first: int | None = None
    for buffer in buffers:
        for i in touching.get(buffer, ()):  # in wrapper order
            if first is not None and i >= first:
                break
            if externs[i].id not in claimed:
                first = i
                break
    return first


def _paired_launch(
    writers: dict[str, list[int]], buffers: list[str], cursor: int, holding_triton: set[int]
) -> int | None:
    """The launch a node writing BUFFERS goes to: the first, from CURSOR on, that writes one of them; but
    a Triton kernel is one node (HOLDING_TRITON: its launches already paired), so a node writing what such a
    launch wrote (a scatter-add into the zeros the launch before filled) goes to the next writer, if any."""
    match = _first_writer(writers, buffers, cursor)
    if match is not None and match in holding_triton:
        later = _first_writer(writers, buffers, match + 1)
        return later if later is not None else match
    return match


def _first_writer(writers: dict[str, list[int]], buffers: Iterable[str], cursor: int) -> int | None:
    """The first launch, from CURSOR on, that writes one of BUFFERS (WRITERS: what `_launch_writers`
    gives)."""
    first: int | None = None
    for buffer in buffers:
        indexes = writers.get(buffer)
        if indexes:
            at = bisect.bisect_left(indexes, cursor)
            if at < len(indexes) and (first is None or indexes[at] < first):
                first = indexes[at]
    return first


def _multi_output_links(
    post_fusion: SchedulerIR, links: list[tuple[str, KernelRef, int | None]]
) -> list[tuple[str, KernelRef, int | None]]:
    """A MultiOutput node (`buf19 = buf17[2]`) is computed by the call that produced the tuple it indexes."""
    target_of: dict[str, KernelRef] = {}
    for post, ref, _ in links:
        target_of.setdefault(post, ref)
    writers: dict[str, list[str]] | None = None  # made for the first MultiOutput node (most graphs have none)
    out: list[tuple[str, KernelRef, int | None]] = []
    for node in post_fusion.nodes:
        if "MultiOutput" not in node.ir_classes or node.name in target_of:
            continue
        if writers is None:
            writers = {}
            for writer in post_fusion.nodes:
                for buf in writer.buffer_names:
                    writers.setdefault(buf, []).append(writer.name)
        for dep in node.reads():
            producer = min(writers.get(dep, ()), default=None)
            target = target_of.get(producer) if producer else None
            if target:
                out.append((node.name, target, None))
                target_of[node.name] = target
                break
    return out


def _provenance_targets(graph: CompiledGraph, code: OutputCode) -> dict[str, KernelRef]:
    """`kernel:handle` keys of the provenance JSON -> graph node ids, through the wrapper's
    `# [Provenance debug handles] name:N` comments, which precede the launch or call they name."""
    targets: dict[str, KernelRef] = {}
    pending: list[str] = []
    extern_ids = {e.step.line: e.id for e in graph.externs}
    for step in code.wrapper:
        if step.kind == "provenance":
            pending.extend(step.handles)
            continue
        if not pending:  # most steps: no handle waits for them
            continue
        target = step.launched or (extern_ids[step.line] if step.kind in EXTERN_STEP_KINDS else None)
        if target:
            targets.update(dict.fromkeys(pending, target))
            pending = []
    return targets


def provenance_post_nodes(graph: CompiledGraph) -> list[tuple[KernelRef, list[str]]]:
    """(kernel name or extern id, the post-grad FX nodes the provenance maps give it) per key of its
    `*CodeToPost` maps, in their order; needs `link_wrapper` done. The names are the provenance's: a
    post-grad pass's nodes (`addmm_default`) are in fx_graph_transformed.py only.

    A key without a debug handle that names extern calls (`extern_kernels.mm`, `aoti_torch_cpu_addmm_out`)
    holds the nodes of all its calls: a lone call takes them all; of several, each takes those the comment
    before it names (`# Topologically Sorted Source Nodes: [a]`, their pre-grad nodes)."""
    code = graph.output_code
    if code is None or graph.provenance is None:
        return []
    kernels = {k.name for k in code.kernels}
    handles = _provenance_targets(graph, code)
    calls: dict[str, list[ExternCall]] = {}
    for extern in graph.externs:
        calls.setdefault(extern.name, []).append(extern)
    out: list[tuple[KernelRef, list[str]]] = []
    for key, names in graph.provenance.code_to_post().items():
        target = handles.get(key)
        if target is not None:
            out.append((target, names))
            continue
        # A key of the provenance JSON as written: `NAME:HANDLE`, NAME a kernel this file defines.
        name = _HANDLE.sub("", key)
        if KernelRef(name) in kernels:
            out.append((KernelRef(name), names))
        elif name in calls:
            out.extend(_split_among_calls(graph, calls[name], names))
    return out


def _split_among_calls(
    graph: CompiledGraph, calls: list[ExternCall], names: list[str]
) -> list[tuple[KernelRef, list[str]]]:
    """The post-grad nodes NAMES of one provenance key shared out among the extern CALLS it names."""
    if len(calls) == 1:
        return [(calls[0].id, names)]
    code = graph.output_code
    commented = commented_source_nodes(code, {c.step.line: c.id for c in calls}) if code is not None else {}
    post_to_pre = graph.provenance.post_to_pre() if graph.provenance is not None else {}
    out: list[tuple[KernelRef, list[str]]] = []
    for call in calls:
        # The comment names the pre-grad nodes (`linear` for the post-grad `addmm`): matched through the
        # post → pre map where there is one, as post-grad names only where there is none.
        named = set(commented.get(call.id, ()))
        mine = [n for n in names if (named.intersection(post_to_pre[n]) if n in post_to_pre else n in named)]
        if mine:
            out.append((call.id, mine))
    return out


_SOURCE_NODES = re.compile(r"^(?:#|//) (?:Topologically Sorted )?Source Nodes: \[([^\]]*)\]")


def commented_source_nodes(code: OutputCode, extern_at: dict[int, ExternId]) -> dict[KernelRef, list[str]]:
    """Per kernel or extern call (EXTERN_AT: by wrapper line), the FX nodes the comment before its launches
    names (`# Topologically Sorted Source Nodes: [...]`, `// ...` in an AOTInductor wrapper), with only
    steps of kind "other" between them."""
    out: dict[KernelRef, list[str]] = {}
    pending: list[str] | None = None
    for step in code.wrapper:
        if step.kind == "comment":
            m = _SOURCE_NODES.match(step.text.strip())
            if m:
                pending = [name.strip() for name in m.group(1).split(",") if name.strip()]
            continue
        if step.kind == "provenance":
            continue
        ref = step.launched or extern_at.get(step.line) if pending else None
        if ref is None and step.kind == "other":
            continue  # `stream0 = get_raw_stream(0)`, an AOTInductor wrapper's `static constexpr` shapes
        if ref is not None and pending:
            out.setdefault(ref, []).extend(pending)
        pending = None
    return out


#: The trace log's pre-grad FX graphs, the one after the pre-grad passes first.
PRE_GRAD_STAGES = ("after_pre_grad_graph", "before_pre_grad_graph", "dynamo_output_graph")


def pre_grad_origins(
    graph: CompiledGraph, post_nodes: Iterable[str]
) -> list[tuple[str, SourceLocation | None]]:
    """The pre-grad nodes the provenance's post → pre map gives POST_NODES (post-grad node names), in order,
    each with the user's line its `# File:` comment in the trace log's pre-grad graph names (None where no
    pre-grad graph, or no comment, says)."""
    post_to_pre = graph.provenance.post_to_pre() if graph.provenance is not None else {}
    names = list(dict.fromkeys(pre for post in post_nodes for pre in post_to_pre.get(post, ())))
    if not names:
        return []
    located: dict[str, SourceLocation] = {}
    for stage in PRE_GRAD_STAGES:
        fx = graph.fx_stages.get(stage)
        if fx is not None:
            located = {n.name: n.location for n in fx.nodes if n.location is not None}
            break
    return [(name, located.get(name)) for name in names]


def lowered_links(graph: CompiledGraph) -> list[tuple[str, KernelRef]]:
    """(FX node, the kernel name or extern id it was lowered into), from the provenance JSON when present,
    else the ATen-mapping comments; needs `link_wrapper` done, and no networkx graph."""
    code = graph.output_code
    if code is None or graph.fx is None or not graph.fx.nodes:
        return []  # no FX node to link
    fx_names = {n.name for n in graph.fx.nodes}
    out: list[tuple[str, KernelRef]] = []
    linked: set[KernelRef] = set()
    for target, names in provenance_post_nodes(graph):
        found = [(name, target) for name in names if name in fx_names]
        if found:
            out.extend(found)
            linked.add(target)
    for kernel in code.kernels:
        if kernel.name in linked:
            continue
        names = [n for names in kernel.source_node_aten.values() for n in names]
        # Before the ATen mapping comments (≤2.4), `# Source Nodes: [...]` named the FX nodes.
        for name in names or kernel.source_nodes:
            if name in fx_names:
                out.append((name, kernel.name))
    return out


def buffer_table(graph: CompiledGraph, kernel_of: Callable[[str], KernelRef | None]) -> dict[str, BufferInfo]:
    """One BufferInfo per buffer written by a post-fusion node (pre-fusion when there is no post file);
    KERNEL_OF gives a post-fusion node's kernel. Needs `link_wrapper` done, and no networkx graph."""
    table: dict[str, BufferInfo] = {}
    ir = graph.post_fusion or graph.pre_fusion
    layer = "post" if graph.post_fusion is not None else "pre"
    alloc: dict[str, int] = {}
    freed: dict[str, int] = {}
    materialised = _materialised(graph.output_code)
    if graph.output_code is not None:
        for step in graph.output_code.wrapper:
            if step.kind == "alloc" and step.output:
                alloc.setdefault(step.output, step.line)
            if step.kind == "del":
                for b in step.buffers:
                    freed[b] = step.line
    if ir is None:
        return tensor_meta_buffers(graph, alloc, freed)
    for node, name, out in written_buffers(ir, layer):
        kernel = kernel_of(node.name) if layer == "post" else None
        info = BufferInfo(
            name=name,
            producer=node.name,
            kernel=kernel,
            ir_class=out.ir_class if out else None,
            layout=out.layout if out else None,
            device=(out.device if out else None) or node.device,
            dtype=out.dtype if out else None,
            size=out.size if out else None,
            stride=out.stride if out else None,
            users=list(out.users) if out else list(node.users),
            reused_from=graph.aliases.get(name),
            freed_at=freed.get(name),
            allocated_at=alloc.get(name),
            removed=graph.output_code is not None and name not in materialised,
        )
        table.setdefault(name, info)
    return table


_BUFFER = re.compile(r"^buf(\d+)$")


def tensor_meta_buffers(
    graph: CompiledGraph, alloc: dict[str, int], freed: dict[str, int]
) -> dict[str, BufferInfo]:
    """For a graph without scheduler IR, the buffers Inductor's runtime and tensor meta artifact gives: each
    op's outputs (shape, stride, dtype), named as Inductor names buffers, `buf0`, `buf1`, ... in the order
    the ops' outputs come (a fused `op6_op7` has one per node). An extern call's output buffer in the wrapper
    (`out=buf6`) sets the count where an op before it was logged without its outputs; until then, or where
    the extern ops and calls differ, no name is known and the op's outputs are left out. ALLOC and FREED: the
    wrapper lines of each buffer's allocation and `del`. Outputs of no tensor (a collective's) are left
    out. Costs do not read this table: its rows are not the scheduler's."""
    externs = list(graph.externs)
    ops = [name for name, _ in graph.inductor_estimates]
    extern_ops = [name for name in ops if not SCHEDULER_NODE.match(name)]
    if not graph.inductor_outputs or len(extern_ops) != len(externs):
        return {}
    nodes_of, _ = estimated_kernel_nodes(graph)
    kernel_of_node = {node: kernel for kernel, nodes in nodes_of.items() for node in nodes}
    table: dict[str, BufferInfo] = {}
    materialised = _materialised(graph.output_code)
    index: int | None = 0
    calls = iter(externs)
    for name, outputs in zip(ops, graph.inductor_outputs):
        kernel: KernelRef | None
        if SCHEDULER_NODE.match(name):
            kernel = kernel_of_node.get(name)
        else:
            call = next(calls)
            kernel = call.id
            at = _BUFFER.match(call.step.output or "")
            index = int(at.group(1)) if at else index
        if outputs is None:
            index = None
            continue
        for meta in outputs:
            if index is not None and meta.dtype is not None:
                buffer = f"buf{index}"
                table[buffer] = BufferInfo(
                    name=buffer,
                    producer=name
                    if SCHEDULER_NODE.match(name)
                    else None,  # an extern op's `opN` is not logged
                    kernel=kernel,
                    ir_class=None,
                    layout=None,
                    device=None,
                    dtype=meta.dtype,
                    size=meta.size,
                    stride=meta.stride,
                    users=[],
                    reused_from=graph.aliases.get(buffer),
                    freed_at=freed.get(buffer),
                    allocated_at=alloc.get(buffer),
                    removed=buffer not in materialised,
                )
            index = None if index is None else index + 1
    return table


def buffer_shapes(graph: CompiledGraph) -> dict[str, tuple[str | None, str | None, bool]]:
    """dtype, size and `removed` of each row `buffer_table` gives, without the rest of the row (what kernel
    costs read of it)."""
    table: dict[str, tuple[str | None, str | None, bool]] = {}
    ir = graph.post_fusion or graph.pre_fusion
    if ir is None:
        return table
    code = graph.output_code
    materialised = _materialised(code)
    for _, name, out in written_buffers(ir, "post" if graph.post_fusion is not None else "pre"):
        if name not in table:
            removed = code is not None and name not in materialised
            table[name] = (out.dtype, out.size, removed) if out else (None, None, removed)
    return table


def _materialised(code: OutputCode | None) -> set[str]:
    """The buffers the wrapper's statements name: those it allocates, uses or frees."""
    if code is None:
        return set()
    out = set(chain.from_iterable(map(_STEP_BUFFERS, code.wrapper)))
    out.update(filter(None, map(_STEP_OUTPUT, code.wrapper)))
    return out


_STEP_BUFFERS = attrgetter("buffers")
_STEP_OUTPUT = attrgetter("output")


#: A scheduler node's name as Inductor's runtime estimates give it: `op3`, a fused node `op3_op4`.
SCHEDULER_NODE = re.compile(r"^op\d+(?:_op\d+)*$")


def _op_word(name: str) -> str:
    """The op an extern name calls, for matching Inductor's name of it with the wrapper's: `addmm` of
    `extern_kernels.addmm` and of `aoti_torch_cpu_addmm_out`, `all_reduce_` of
    `torch.ops._c10d_functional.all_reduce_.default`."""
    parts = [p for p in name.split(".") if p and p != "default"]
    return parts[-1] if parts else name


def same_call(estimated: str, called: str) -> bool:
    """Inductor's op ESTIMATED names the wrapper's call CALLED (the same name, or the AOTInductor shim of
    it)."""
    return estimated == called or _op_word(estimated) in called


def estimated_kernel_nodes(graph: CompiledGraph) -> tuple[dict[KernelRef, list[str]], dict[KernelRef, str]]:
    """For a graph without scheduler IR: per kernel its wrapper launches, the scheduler nodes (`op1`,
    `op6_op7`) Inductor's runtime estimates give in the same place, and per kernel left without, why.

    The estimates name each extern op (`extern_kernels.mm`) and each other scheduler node by its `opN`, in
    the scheduler's order, which is the wrapper's; no artifact of a trace log says which kernel an `opN`
    became. So the extern calls, named on both sides, cut both lists into runs, and within a run the Nth node
    is the Nth kernel launched, where the run holds as many of each; a run that does not (a C++ kernel holding
    two nodes, a node that launched nothing) joins none of its kernels."""
    code = graph.output_code
    if code is None or not graph.inductor_estimates or graph.post_fusion is not None:
        return {}, {}
    ensure_wrapper_linked(graph)
    extern_lines = {e.step.line: e.name for e in graph.externs}
    # Both sides as runs of kernels (or nodes) between extern calls, and the extern calls that end them.
    launched: list[list[KernelRef]] = [[]]
    called: list[str] = []
    for step in code.wrapper:
        if step.launched is not None:
            launched[-1].append(step.launched)
        elif step.line in extern_lines:
            called.append(extern_lines[step.line])
            launched.append([])
    estimated: list[list[str]] = [[]]
    ops: list[str] = []
    for name, _ in graph.inductor_estimates:
        if SCHEDULER_NODE.match(name):
            estimated[-1].append(name)
        else:
            ops.append(name)
            estimated.append([])
    kernels = [k for run in launched for k in run]
    if len(ops) != len(called) or not all(same_call(op, call) for op, call in zip(ops, called)):
        why = (
            f"Inductor's estimates name {len(ops)} extern ops where the wrapper makes {len(called)} extern "
            "calls, or other ones: nothing places its scheduler nodes among the kernels"
        )
        return {}, dict.fromkeys(kernels, why)
    nodes: dict[KernelRef, list[str]] = {}
    unjoined: dict[KernelRef, str] = {}
    for run, names in zip(launched, estimated):
        if len(run) == len(names):
            for kernel, name in zip(run, names):
                nodes.setdefault(kernel, []).append(name)
            continue
        why = (
            f"Inductor estimated {len(names)} scheduler nodes ({', '.join(names) or 'none'}) where the "
            f"wrapper launches {len(run)} kernels between the same extern calls; without the scheduler IR "
            "nothing says which kernel holds which node"
        )
        unjoined.update(dict.fromkeys(run, why))
    return nodes, {k: why for k, why in unjoined.items() if k not in nodes}
