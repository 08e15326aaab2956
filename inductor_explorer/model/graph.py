"""CompiledGraph: one graph folder's artifacts linked into a single networkx graph.

Node ids are `"<layer>:<name>"` with layers

* ``fx``      FX nodes of fx_graph_readable.py (or fx_graph_transformed.py when readable is absent)
* ``pre``     scheduler nodes of ir_pre_fusion.txt (children of fused nodes included)
* ``post``    top-level scheduler nodes of ir_post_fusion.txt
* ``buf``     buffers written by scheduler nodes
* ``kernel``  kernels defined in output_code.py
* ``extern``  extern / fallback kernel calls in the wrapper (one per call statement)

and edges carrying ``rel``: ``lowered_to`` (fx -> kernel/extern), ``fused_into`` (pre -> post),
``codegen`` (post -> kernel/extern), ``writes`` (pre/post -> buf), ``read_by`` (buf -> pre/post),
``depends`` (scheduler node -> scheduler node, with ``buffer``).

Every question below is answered from the model alone; no file is read again.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING

from inductor_explorer.model.artifacts import (
    EXTERN_STEP_KINDS,
    FxGraph,
    FxNode,
    Kernel,
    OutputCode,
    Problem,
    Provenance,
    SchedulerBuffer,
    SchedulerIR,
    SchedulerNode,
    SourceLocation,
    WrapperStep,
)
from inductor_explorer.model.costs import GraphCosts
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.ids import (
    ExternId,
    GraphSource,
    KernelRef,
    Layer,
    NodeId,
    extern_id,
    in_layer,
    is_extern,
    kernel_node,
    kernel_ref,
    node_id,
    node_name,
)
from inductor_explorer.model.run import GraphFolder

if TYPE_CHECKING:
    import networkx as nx

_HANDLE = re.compile(r":\d+$")


@dataclass
class BufferInfo:
    """One row of the buffer table."""

    name: str
    producer: str | None  # post-fusion (else pre-fusion) scheduler node writing it
    kernel: KernelRef | None  # kernel or extern call computing it
    ir_class: str | None
    layout: str | None
    device: str | None
    dtype: str | None
    size: str | None
    stride: str | None
    users: list[str]
    reused_from: str | None = None  # `bufN = reinterpret_tensor(bufM, ...)  # reuse`
    reused_by: str | None = None
    freed_at: int | None = None  # wrapper line of `del bufN`
    allocated_at: int | None = None  # wrapper line of its allocation
    removed: bool = False  # written by a scheduler node but never materialised by the wrapper


@dataclass
class ExternCall:
    """An extern or fallback kernel call in the wrapper (`extern_kernels.addmm(..., out=buf0)`)."""

    id: ExternId  # model.ids.extern_id of its wrapper line
    name: str  # `extern_kernels.addmm`, `torch.ops.aten.convolution_backward.default`, ...
    step: WrapperStep


@dataclass(frozen=True)
class KernelSignature:
    """What one kernel computes, by which the diff matches kernels across runs (analysis.diff)."""

    name: KernelRef
    kind: str  # the kernel's kind and category: `triton pointwise`, `cpp`
    signature: str  # `triton pointwise: aten.add, aten.relu`


@dataclass
class GraphDigest:
    """What summary (or the diff) needs of one parsed graph, without the graph: small, and cheap to send
    between processes."""

    counts: GraphCounts  # analysis.counts.graph_counts of the graph
    torch_version: str | None = None
    problems: list[Problem] = field(default_factory=list)
    costs: GraphCosts | None = None  # its kernels' estimated costs
    #: For the diff only (analysis.diff.diff_digest), else None: each kernel's signature, in output_code.py
    #: order, and the name of each extern call.
    kernel_signatures: tuple[KernelSignature, ...] | None = None
    extern_names: tuple[str, ...] | None = None


@dataclass
class CompiledGraph:
    """Everything one graph folder holds, parsed and linked."""

    folder: GraphFolder
    fx_readable: FxGraph | None = None
    fx_transformed: FxGraph | None = None
    pre_fusion: SchedulerIR | None = None
    post_fusion: SchedulerIR | None = None
    output_code: OutputCode | None = None
    provenance: Provenance | None = None
    torch_version: str | None = None
    problems: list[Problem] = field(default_factory=list)
    externs: list[ExternCall] = field(default_factory=list)
    buffers: dict[str, BufferInfo] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)  # reused buffer -> the buffer whose memory it takes
    # From the structured trace log: each FX stage it logged (`aot_forward_graph`, `inductor_post_grad_graph`,
    # ...) with its text, the user-code frames per kernel or extern call name (the kernel stack-traces
    # artifact), and the text of artifacts the folder lacks (`output_code.py`), for the panes that show them.
    fx_stages: dict[str, FxGraph] = field(default_factory=dict)
    stage_texts: dict[str, str] = field(default_factory=dict)
    kernel_stack_traces: dict[str, list[SourceLocation]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    # Name -> kernel and kernel -> launch steps, built on first use: linking and the explorer ask per
    # kernel, and a list scan each time is quadratic in graphs with thousands of kernels.
    _index_of: OutputCode | None = field(default=None, init=False, repr=False, compare=False)
    _kernel_index: dict[KernelRef, Kernel] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _kernel_number: dict[KernelRef, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    _launch_index: dict[KernelRef, list[WrapperStep]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _graph: nx.DiGraph | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def graph(self) -> nx.DiGraph:
        """The linked networkx graph, made on first use: networkx is slow to import, and summary (which never
        links) and the explorer's first screen do not need it."""
        if self._graph is None:
            import networkx

            self._graph = networkx.DiGraph()
        return self._graph

    # ------------------------------------------------------------------ identity

    @property
    def name(self) -> str:
        return self.folder.name

    @property
    def kind(self) -> str | None:
        return self.folder.kind

    @property
    def source(self) -> GraphSource:
        """Where the artifacts came from (GraphFolder.source)."""
        return self.folder.source

    @property
    def compile_id(self) -> str | None:
        """The Dynamo compile id ("0/0") the trace log gives this graph; None without a trace."""
        return self.folder.trace.compile_id if self.folder.trace is not None else None

    @property
    def incomplete(self) -> bool:
        """A compile that stopped before codegen: FX graphs present but no IR or output_code."""
        has_fx = (
            self.fx_readable is not None
            or self.fx_transformed is not None
            or "fx_graph_runnable.py" in self.folder.files
        )
        return has_fx and self.output_code is None

    @property
    def fx(self) -> FxGraph | None:
        return self.fx_readable or self.fx_transformed

    @property
    def first_fx(self) -> FxGraph | None:
        """The FX graph a user sees first: the folder's (`fx`) when it has nodes, else the earliest stage the
        trace log recorded that has nodes (a trace-only graph may carry only `dynamo_output_graph`)."""
        if self.fx is not None and self.fx.nodes:
            return self.fx
        return next((stage for stage in self.fx_stages.values() if stage.nodes), self.fx)

    @property
    def ir_subgraph(self) -> str | None:
        """The FX subgraph (a torch.cond / while_loop branch) that ir_pre/post_fusion.txt alone describe, or
        None when they describe the graph itself. Inductor schedules each subgraph with a Scheduler of its
        own, and each one rewrites the IR files (DebugFormatter opens them with "w"), so the last subgraph's
        nodes, named `<subgraph>_op0`..., are all that is left."""
        ir = self.post_fusion or self.pre_fusion
        fx = self.fx
        if ir is None or not ir.nodes or fx is None:
            return None
        for sub in {n.subgraph for n in fx.nodes} - {fx.top_level}:
            if all(n.name.startswith(f"{sub}_") for n in ir.nodes):
                return sub
        return None

    @property
    def kernels(self) -> list[Kernel]:
        return self.output_code.kernels if self.output_code else []

    # ------------------------------------------------------------------ questions

    def _indexed(self) -> None:
        code = self.output_code
        if code is self._index_of and code is not None:
            return
        self._index_of = code
        self._kernel_index, self._launch_index, self._kernel_number = {}, {}, {}
        if code is None:
            return
        for number, kernel in enumerate(code.kernels, 1):
            self._kernel_index.setdefault(kernel.name, kernel)
            self._kernel_number.setdefault(kernel.name, number)
        for step in code.wrapper:
            if step.launched:
                self._launch_index.setdefault(step.launched, []).append(step)

    def kernel(self, name: KernelRef) -> Kernel | None:
        self._indexed()
        return self._kernel_index.get(name)

    def build_indexes(self) -> None:
        """Build the name lookups `kernel`, `kernel_number` and the scheduler IR's `node` build on first use
        (a graph loaded in the background: its first lookup in the UI then costs nothing)."""
        self._indexed()
        for ir in (self.pre_fusion, self.post_fusion):
            if ir is not None:
                ir.node("")

    def kernel_number(self, name: KernelRef) -> int | None:
        """NAME's 1-based position among the kernels, in output_code.py's order."""
        self._indexed()
        return self._kernel_number.get(name)

    def kernel_for_buffer(self, buffer: str) -> KernelRef | None:
        """The kernel (or extern call id) that computes BUFFER."""
        info = self.buffers.get(buffer)
        return info.kernel if info else None

    def post_nodes_for_kernel(self, kernel: KernelRef) -> list[str]:
        node = kernel_node(kernel)
        if node not in self.graph:
            return []
        return [node_name(p) for p in self.graph.predecessors(node) if in_layer(p, Layer.POST)]

    def pre_nodes_for_kernel(self, kernel: KernelRef) -> list[str]:
        """The pre-fusion scheduler nodes that were fused into KERNEL."""
        out: list[str] = []
        for post in self.post_nodes_for_kernel(kernel):
            out.extend(self.pre_nodes_for_post(post))
        return out

    def pre_nodes_for_post(self, post: str) -> list[str]:
        node = node_id(Layer.POST, post)
        if node not in self.graph:
            return []
        return [node_name(p) for p in self.graph.predecessors(node) if in_layer(p, Layer.PRE)]

    def fx_nodes_for_kernel(self, kernel: KernelRef) -> list[FxNode]:
        """The FX nodes (of fx_graph_readable) that were lowered into KERNEL, in graph order."""
        node = kernel_node(kernel)
        if node not in self.graph or self.fx is None:
            return []
        names = {node_name(p) for p in self.graph.predecessors(node) if in_layer(p, Layer.FX)}
        return [n for n in self.fx.nodes if n.name in names and n.subgraph == self.fx.top_level]

    def kernels_for_fx_node(self, name: str) -> list[KernelRef]:
        node = node_id(Layer.FX, name)
        if node not in self.graph:
            return []
        return [
            kernel_ref(s)
            for s in self.graph.successors(node)
            if self.graph.edges[node, s].get("rel") == "lowered_to"
        ]

    def launches(self, kernel: KernelRef) -> list[WrapperStep]:
        """Where KERNEL is launched in the wrapper."""
        if self.output_code is None:
            return []
        if is_extern(kernel):
            return [e.step for e in self.externs if e.id == kernel]
        self._indexed()
        return list(self._launch_index.get(kernel, []))

    def writers(self, buffer: str) -> list[NodeId]:
        """Scheduler nodes writing BUFFER (`post:...` / `pre:...` ids)."""
        node = node_id(Layer.BUFFER, buffer)
        if node not in self.graph:
            return []
        return sorted(self.graph.predecessors(node))

    def readers(self, buffer: str) -> list[NodeId]:
        """Scheduler nodes reading BUFFER (`post:...` / `pre:...` ids)."""
        node = node_id(Layer.BUFFER, buffer)
        if node not in self.graph:
            return []
        return sorted(self.graph.successors(node))

    def reading_kernels(self, buffer: str) -> list[KernelRef]:
        """Kernels (or extern call ids) whose post-fusion node reads BUFFER, in order, without repeats."""
        out: list[KernelRef] = []
        for reader in self.readers(buffer):
            if not in_layer(reader, Layer.POST):
                continue
            for succ in self.graph.successors(reader):
                if self.graph.edges[reader, succ].get("rel") == "codegen":
                    name = kernel_ref(succ)
                    if name not in out:
                        out.append(name)
        return out

    def kernel_for_post(self, post: str) -> KernelRef | None:
        node = node_id(Layer.POST, post)
        if node not in self.graph:
            return None
        for succ in self.graph.successors(node):
            if self.graph.edges[node, succ].get("rel") == "codegen":
                return kernel_ref(succ)
        return None

    def post_kind(self, node: SchedulerNode) -> str:
        """`node_kind` of the post-fusion NODE, its pre-fusion members consulted when the IR does not list
        their bodies under it: torch 2.0's ir_post_fusion.txt names a FusedSchedulerNode's members
        (`.snodes = ['buf11', ...]`) and nothing more, so only ir_pre_fusion.txt shows a reduction."""
        kind = node_kind(node)
        if kind != "pointwise" or not node.is_fused or node.children or self.pre_fusion is None:
            return kind
        kinds = {
            node_kind(member)
            for name in self.pre_nodes_for_post(node.name)
            if (member := self.pre_fusion.node(name)) is not None
        }
        return next((k for k in ("template", "reduction") if k in kinds), kind)

    def kernel_mates(self, post: str) -> list[str]:
        """The other post-fusion nodes whose code went into the same kernel launch as POST, in scheduler
        order (code generation grouped them after fusion, see `grouping_reason`); [] for an extern call or
        none. Nodes that merely reuse one kernel definition (identical code, launched once each) are not."""
        kernel = self.kernel_for_post(post)
        if kernel is None or is_extern(kernel) or self.post_fusion is None:
            return []
        kid = kernel_node(kernel)
        launch = self.graph.edges[node_id(Layer.POST, post), kid].get("launch")
        if launch is None:
            return []
        mates = {
            p
            for p in self.post_nodes_for_kernel(kernel)
            if p != post and self.graph.edges[node_id(Layer.POST, p), kid].get("launch") == launch
        }
        return [n.name for n in self.post_fusion.nodes if n.name in mates]

    def grouping_reason(self, post: str) -> str | None:
        """Why POST shares its kernel with other post-fusion nodes the scheduler did not fuse it with;
        None when it does not (its kernel, from the wrapper's launches, is the truth either way)."""
        mates = self.kernel_mates(post)
        if not mates:
            return None
        kernel = self.kernel_for_post(post)
        info = self.kernel(kernel) if kernel is not None else None
        # Only the C++ back end groups unfused nodes at codegen; Triton writes one kernel per node (a second
        # node on a Triton launch is a pairing guess from mutated buffers, not something to explain).
        if info is None or info.kind != "cpp":
            return None
        return (
            f"in {kernel} with {', '.join(mates)}: not by fusion but by the C++ back end's code generation, "
            "which writes consecutive scheduler nodes into one function "
            "(CppScheduling.codegen_node adds each node to the open KernelGroup; "
            "Scheduler.codegen flushes it into one cpp_fused_* kernel only at an extern call, a template, "
            "a device change, too many kernel arguments, or the graph's end)"
        )

    def codegen_grouped(self) -> list[str]:
        """Unfused post-fusion nodes that code generation put into a kernel with others
        (`grouping_reason`)."""
        if self.post_fusion is None:
            return []
        return [n.name for n in self.post_fusion.nodes if not n.is_fused and self.grouping_reason(n.name)]

    def unfused(self) -> list[tuple[SchedulerNode, str]]:
        """Post-fusion nodes that hold a single pre-fusion node and a kernel of their own, with why."""
        if self.post_fusion is None:
            return []
        return [
            (n, separation_reason(n))
            for n in self.post_fusion.nodes
            if not n.is_fused and not self.grouping_reason(n.name)
        ]


def node_kind(node: SchedulerNode) -> str:
    """pointwise, reduction, extern, template, foreach or nop: what kind of work a scheduler node does."""
    cls = node.scheduler_class
    irs = ",".join(node.ir_classes)
    if cls.startswith("ExternKernel"):
        return "extern"
    if cls.startswith("NopKernel"):
        return "nop"
    if "Template" in cls or "Template" in irs:
        return "template"
    if cls.startswith("Foreach"):
        return "foreach"
    if "reduction" in (node.loop_body or "") or any("reduction" in (c.loop_body or "") for c in node.walk()):
        return "reduction"
    return "pointwise"


_SEPARATION = {
    "nop": "no-op node (a view or alias): generates no kernel",
    "template": "template kernel (a matmul/conv template): only epilogues fuse into it",
    "foreach": "foreach kernel: a horizontal group of independent ops",
    "reduction": "reduction: nothing before or after it was fusable with its iteration",
    "pointwise": "pointwise node with no fusable neighbour (different sizes, devices, or no shared buffers)",
}


def separation_reason(node: SchedulerNode) -> str:
    """Why a scheduler node became a kernel of its own, as far as the IR tells."""
    kind = node_kind(node)
    if kind == "extern":
        kernel = node.extern_kernel or ",".join(node.ir_classes)
        return f"extern kernel ({kernel}): runs a library call, never fused"
    return _SEPARATION[kind]


# ---------------------------------------------------------------------- building


def link(graph: CompiledGraph) -> None:
    """Build graph.graph, graph.buffers and graph.externs from the parsed artifacts."""
    _link_fx(graph)
    _link_scheduler(graph)
    _link_code(graph)
    graph.buffers.update(buffer_table(graph, graph.kernel_for_post))
    for new, old in graph.aliases.items():
        if old in graph.buffers:
            graph.buffers[old].reused_by = new


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
    """link_wrapper, unless `link` (or an earlier call) has set the extern calls or aliases: what reads them
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
    paired node, in the order `link` adds them; needs `link_wrapper` done, and no networkx graph.

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
        match = _first_writer(writers, bufs, cursor)
        if match is None:
            pending.append(node)
            continue
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


def lowered_links(graph: CompiledGraph) -> list[tuple[str, KernelRef]]:
    """(FX node, the kernel name or extern id it was lowered into), from the provenance JSON when present,
    else the ATen-mapping comments; needs `link_wrapper` done, and no networkx graph."""
    code = graph.output_code
    if code is None or graph.fx is None or not graph.fx.nodes:
        return []  # no FX node to link
    fx_names = {n.name for n in graph.fx.nodes}
    kernels = {k.name for k in code.kernels}
    out: list[tuple[str, KernelRef]] = []
    linked: set[KernelRef] = set()
    if graph.provenance is not None:
        handles = _provenance_targets(graph, code)
        for key, names in graph.provenance.code_to_post().items():
            target = handles.get(key)
            if target is None:
                # A key of the provenance JSON as written: `NAME:HANDLE`, NAME a kernel this file defines.
                target = KernelRef(_HANDLE.sub("", key))
                if target not in kernels:
                    continue
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


def written_buffers(
    ir: SchedulerIR, layer: str
) -> Iterator[tuple[SchedulerNode, str, SchedulerBuffer | None]]:
    """(node, buffer name, its `.outputs` entry if printed) for each buffer the nodes of IR write, in file
    order.

    LAYER "post": each top-level node writes what it and its children output; "pre": every node, children
    included, on its own. A buffer may come more than once (the first is the one the table keeps).
    """
    for top in ir.nodes:
        only = top.outputs
        if len(only) == 1 and not top.children:  # most nodes: their one output, without a dict of them
            yield top, only[0].name, only[0]
            continue
        for node in [top] if layer == "post" else list(top.walk()):
            outputs = {b.name: b for n in node.walk() for b in n.outputs}
            for name in node.buffer_names or list(outputs):
                yield node, name, outputs.get(name)


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
        return table
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
