"""CompiledGraph: one graph folder's artifacts linked into a single networkx graph (analysis/linking.py builds
the links).

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

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from inductor_explorer.model.artifacts import (
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
    TensorMeta,
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
    #: A hash of the kernel's source, its name taken out and its whitespace collapsed (None: no source read):
    #: the same code in two runs whatever ops each run's artifacts name.
    source: str | None = field(default=None, compare=False)


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
    # Inductor's own runtime estimates (the `inductor_runtime_and_tensor_meta` artifact), in its order: each
    # op's name (`extern_kernels.mm`, a scheduler node's `op1`) and estimated ns.
    inductor_estimates: list[tuple[str, float]] = field(default_factory=list)
    # The same ops' outputs (shape, stride, dtype), in the same order; None for an op logged without them.
    inductor_outputs: list[tuple[TensorMeta, ...] | None] = field(default_factory=list)
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
    def cache_hit(self) -> bool:
        """The compile was served from the FX graph cache (GraphFolder.cache_hit)."""
        return self.folder.cache_hit

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

    def pre_nodes_for_post(self, post: str) -> list[str]:
        node = node_id(Layer.POST, post)
        if node not in self.graph:
            return []
        return [node_name(p) for p in self.graph.predecessors(node) if in_layer(p, Layer.PRE)]

    def fx_nodes_for_kernel(self, kernel: KernelRef) -> list[FxNode]:
        """The FX nodes (of fx_graph_readable) that were lowered into KERNEL, in graph order: those of the
        FX subgraph (a torch.cond / while_loop branch) whose wrapper function launches it, else the top
        level's."""
        node = kernel_node(kernel)
        if node not in self.graph or self.fx is None:
            return []
        names = {node_name(p) for p in self.graph.predecessors(node) if in_layer(p, Layer.FX)}
        subgraphs = {n.subgraph for n in self.fx.nodes if n.name in names}
        launched_in = {step.function for step in self.launches(kernel)} & subgraphs
        wanted: set[str | None] = set(launched_in) or {self.fx.top_level}
        return [n for n in self.fx.nodes if n.name in names and n.subgraph in wanted]

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
