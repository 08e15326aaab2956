"""Plain dataclasses for what one Inductor graph folder holds.

Parsers in :mod:`inductor_explorer.loader` produce these; nothing here does I/O.
Names follow PyTorch's own vocabulary (scheduler node, buffer, kernel, wrapper).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from inductor_explorer.model.ids import KernelRef


@dataclass(frozen=True)
class Problem:
    """Something in an artifact that could not be understood; the rest still loads."""

    file: str
    line: int | None
    message: str


@dataclass(frozen=True, slots=True)
class SourceLocation:
    """A user-code position, from `# File: path:line in fn, code: ...` comments or tracebacks."""

    file: str
    line: int
    function: str | None = None
    code: str | None = None

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class TensorMeta:
    """One output of an op as Inductor's `inductor_runtime_and_tensor_meta` artifact records it."""

    size: str  # `[8, 16]`, as the scheduler IR prints sizes
    stride: str  # `[16, 1]`
    dtype: str | None  # `torch.float32`, as the scheduler IR prints dtypes; None for an output of no tensor


# --------------------------------------------------------------------------- FX graphs


@dataclass
class FxNode:
    """One node of an FX graph as printed in fx_graph_readable.py / fx_graph_transformed.py."""

    name: str
    op: str  # "placeholder", "call_function", "get_attr", "output", "call_module", ...
    target: str | None  # e.g. "torch.ops.aten.addmm.default"; None for placeholders
    annotation: str | None  # e.g. 'f32[16, 64]'; None for tuple-valued nodes
    args: list[str]  # names of the FX nodes this node reads
    line: int  # 1-based line in the file
    text: str  # the statement as written (without the trailing `x = None` clean-ups)
    location: SourceLocation | None = None
    subgraph: str = "GraphModule"  # class the node belongs to (`true_graph_0` for cond branches)


@dataclass
class FxGraph:
    """The nodes of one fx_graph_*.py file, in file order."""

    file: str
    nodes: list[FxNode] = field(default_factory=list)
    inputs: list[str] = field(default_factory=list)  # placeholder names of the top-level graph
    outputs: list[str] = field(default_factory=list)  # names in the top-level `return (...)`
    subgraphs: list[str] = field(default_factory=list)  # nested class names (cond/while branches)
    line_count: int = 0
    unparsed_lines: int = 0  # lines of statements that were cut off or raised a Problem

    @property
    def top_level(self) -> str | None:
        """Class name of the top-level graph (`GraphModule`, `<lambda>`, ...)."""
        return self.nodes[0].subgraph if self.nodes else None

    def node(self, name: str, subgraph: str | None = None) -> FxNode | None:
        """The node NAME of SUBGRAPH (default: the top-level graph)."""
        wanted = subgraph or self.top_level
        for n in self.nodes:
            if n.name == name and n.subgraph == wanted:
                return n
        return None


# --------------------------------------------------------------------------- scheduler IR


@dataclass(frozen=True)
class Dependency:
    """A MemoryDep / StarDep / WeakDep as printed in the scheduler IR."""

    kind: str  # "MemoryDep", "StarDep", "WeakDep", ...
    buffer: str  # the buffer (or graph input) name
    text: str  # the dependency exactly as printed


@dataclass
class SchedulerBuffer:
    """An output buffer of a scheduler node (`bufN: ComputedBuffer` and its layout/users)."""

    name: str
    ir_class: str | None = None  # ComputedBuffer, MultiOutput, ...
    layout: str | None = None  # the layout text as printed
    layout_kind: str | None = None  # FixedLayout, FlexibleLayout, MultiOutputLayout, NoneLayout ...
    device: str | None = None
    dtype: str | None = None  # e.g. "torch.float32"
    size: str | None = None  # e.g. "[32, 1]" as printed
    stride: str | None = None
    users: list[str] = field(default_factory=list)  # scheduler node names; "OUTPUT" for graph outputs
    attributes: dict[str, str] = field(
        default_factory=dict
    )  # other `bufN.attr = value` lines (aliases, mutations)
    mutations: list[str] = field(default_factory=list)  # buffers its `mutations` line names


@dataclass
class SchedulerNode:
    """One block of ir_pre_fusion.txt / ir_post_fusion.txt."""

    name: str
    scheduler_class: str  # SchedulerNode, FusedSchedulerNode, ExternKernelSchedulerNode, ...
    ir_classes: list[str]  # the text in parentheses of the header, split on ","
    line: int  # 1-based line of the header
    end_line: int  # last line of the block (inclusive)
    writes: list[Dependency] = field(default_factory=list)
    unmet_dependencies: list[Dependency] = field(default_factory=list)
    met_dependencies: list[Dependency] = field(default_factory=list)
    outputs: list[SchedulerBuffer] = field(default_factory=list)
    users: list[str] = field(default_factory=list)  # node-level `.users` (2.1–2.4)
    device: str | None = None  # `.group.device`
    iteration: str | None = None  # `.group.iteration`
    sizes: str | None = None  # `.sizes`
    extern_kernel: str | None = None  # `.node.kernel` of extern nodes
    loop_body: str | None = None  # `class opN_loop_body:` text
    triton_code: str | None = None  # embedded `<name> Triton code:` source (GPU runs)
    children: list[SchedulerNode] = field(default_factory=list)  # `.snodes[i] =` blocks
    child_names: list[str] = field(default_factory=list)  # 2.0 `.snodes = ['buf0', ...]`
    attributes: dict[str, str] = field(default_factory=dict)  # any other `name.attr = value` lines
    mutations: list[str] = field(default_factory=list)  # buffers its `mutations` line names
    layouts: dict[str, str] = field(default_factory=dict)  # `<buffer>_layout = ...` lines (2.4+), by buffer

    @property
    def is_fused(self) -> bool:
        return bool(self.children) or bool(self.child_names)

    @property
    def buffer_names(self) -> list[str]:
        """Buffers this node writes: from `.outputs`, else from `.writes` (older formats)."""
        if self.outputs:
            return [b.name for b in self.outputs]
        seen: list[str] = []
        for dep in self.writes:
            if dep.buffer not in seen:
                seen.append(dep.buffer)
        return seen

    def reads(self) -> list[str]:
        """Buffer/input names this node depends on (unmet first, then met)."""
        out: list[str] = []
        for dep in (*self.unmet_dependencies, *self.met_dependencies):
            if dep.buffer not in out:
                out.append(dep.buffer)
        return out

    def walk(self) -> Iterator[SchedulerNode]:
        """This node and all its descendants, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class SchedulerIR:
    """All top-level scheduler nodes of one ir_*_fusion.txt file."""

    file: str
    nodes: list[SchedulerNode] = field(default_factory=list)
    line_count: int = 0
    unparsed_lines: int = 0  # lines the parser could not place (each run of them is also a Problem)
    #: How many nodes the file holds, children included, when `nodes` was left empty (summary's count of
    #: the pre-fusion nodes); None when `nodes` holds them all.
    counted_nodes: int | None = None
    #: name -> node, built on the first lookup (a jump looks nodes up by name; walking them all took ms).
    _index: tuple[int, dict[str, SchedulerNode]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def node(self, name: str) -> SchedulerNode | None:
        """The node (top-level or fused inside one) named NAME; the first in file order if repeated."""
        index = self._index
        if index is None or index[0] != len(self.nodes):
            names: dict[str, SchedulerNode] = {}
            for top in self.nodes:
                for n in top.walk():
                    names.setdefault(n.name, n)
            index = self._index = (len(self.nodes), names)
        return index[1].get(name)

    def node_count(self) -> int:
        """How many nodes the file holds, the children of fused nodes included."""
        if self.counted_nodes is not None:
            return self.counted_nodes
        return sum(1 for top in self.nodes for _ in top.walk())


# --------------------------------------------------------------------------- output_code.py


@dataclass
class Kernel:
    """A kernel defined in output_code.py as `NAME = async_compile.METHOD(...)`."""

    name: KernelRef
    kind: str  # "triton", "cpp", or the async_compile method name for others
    method: str  # the async_compile method: triton, cpp, cpp_pybinding, cuda, ...
    line: int  # 1-based line of the `NAME = async_compile...` statement
    end_line: int  # last line of the definition (inclusive)
    source: str  # the kernel's source text (the string literal's content)
    category: str | None = None  # pointwise, reduction, persistent_reduction, template, foreach, split_scan
    comment_line: int | None = None  # first line of the metadata comments above it
    kernel_path: str | None = None
    source_nodes: list[str] = field(default_factory=list)
    original_aten: list[str] = field(default_factory=list)
    source_node_aten: dict[str, list[str]] = field(default_factory=dict)
    graph_fragment: str | None = None
    device_str: str | None = None
    meta: dict[str, object] = field(
        default_factory=dict
    )  # num_load, num_store, num_reduction, size_hints, ...
    written_params: tuple[int, ...] | None = None  # positions of the parameters it writes (None: unknown)


@dataclass
class WrapperStep:
    """One statement of the wrapper's call(), in execution order."""

    kind: (
        str  # alloc, launch, extern, fallback, reuse, alias, del, provenance, return, assert, comment, other
    )
    line: int
    text: str
    kernel: str | None = None  # launched kernel (launch), or `extern_kernels.mm` / aten op (extern/fallback)
    buffers: list[str] = field(default_factory=list)  # buffer names the statement mentions
    output: str | None = None  # buffer assigned or written (`out=`), if any
    function: str = "call"  # wrapper function holding the statement: "call" or "partition_N" (2.9+)
    args: tuple[str | None, ...] = ()  # launch: each positional argument's first name (None: a literal)
    handles: tuple[str, ...] = ()  # provenance: the `name:N` debug handles the comment lists

    @property
    def launched(self) -> KernelRef | None:
        """The kernel a launch step launches; None for any other step (an extern step's `kernel` is the
        library call's name, not a kernel reference: its reference is `model.ids.extern_id` of its line)."""
        return KernelRef(self.kernel) if self.kind == "launch" and self.kernel else None


#: Wrapper lines that are not statements of the schedule: comments and Inductor's provenance markers.
NON_STATEMENT_KINDS = frozenset({"comment", "provenance"})
#: Wrapper steps calling code Inductor did not generate: `extern_kernels.*` and ATen / custom-op fallbacks.
EXTERN_STEP_KINDS = frozenset({"extern", "fallback"})


#: In the text of an AOTInductor graph (its C++ wrapper, then its kernel file), the line between the two.
AOTI_KERNEL_FILE_HEADING = "// ---- inductor_aot_kernel_code"
#: The wrapper function of AOTInductor's C++ wrapper that runs the graph (call() of output_code.py).
AOTI_RUN_IMPL = "void AOTInductorModel::run_impl("


@dataclass
class OutputCode:
    """What output_code.py holds: kernels and the wrapper schedule."""

    file: str
    aot_id: str | None = None
    kernels: list[Kernel] = field(default_factory=list)
    wrapper: list[WrapperStep] = field(default_factory=list)
    call_line: int | None = None  # line of `def call(`
    returned: list[str] = field(default_factory=list)
    line_count: int = 0
    unparsed_lines: int = 0  # module-level lines of no known shape (each run of them is also a Problem)
    # The example inputs the module's benchmark harness makes (`get_args()`, before 2.6 inside
    # `benchmark_compiled_module`): name -> the right-hand side as written, `rand_strided((3, 24), (24, 1),
    # device='cpu', dtype=torch.float32)` or a size hint `3`.
    example_inputs: dict[str, str] = field(default_factory=dict)

    def kernel(self, name: KernelRef) -> Kernel | None:
        for k in self.kernels:
            if k.name == name:
                return k
        return None

    @property
    def extern_calls(self) -> int:
        return sum(1 for s in self.wrapper if s.kind == "extern")

    @property
    def call_steps(self) -> list[WrapperStep]:
        """call()'s statements in execution order: its wrapper lines less comments and provenance markers.
        What every "call() steps" count counts (Overview, navigator, Wrapper view)."""
        return [s for s in self.wrapper if s.kind not in NON_STATEMENT_KINDS]


# --------------------------------------------------------------------------- provenance


#: Provenance maps a trace log records as artifacts of their own (torch 2.8), beside the node mappings: kernel
#: -> post-grad nodes (what `*CodeToPost` holds), and post-grad -> pre-grad nodes (what `postToPre` holds).
KERNEL_TO_POST_RECORD = "inductor_triton_kernel_to_post_grad_nodes"
POST_TO_PRE_RECORD = "inductor_post_to_pre_grad_nodes"


@dataclass
class Provenance:
    """Inductor's provenance maps of one graph, by their key: those of
    inductor_provenance_tracking_node_mappings (the debug folder's JSON file, or the trace log's artifact of
    that name), and the trace log's
    KERNEL_TO_POST_RECORD and POST_TO_PRE_RECORD artifacts under their record names."""

    file: str
    maps: dict[str, dict[str, list[str]]] = field(default_factory=dict)

    def code_to_post(self) -> dict[str, list[str]]:
        """Kernel -> post-grad nodes: the merged `*CodeToPost` maps, else the KERNEL_TO_POST_RECORD map; keys
        are `kernel_name` or `kernel_name:handle`."""
        merged: dict[str, list[str]] = {}
        for key, mapping in self.maps.items():
            if key.endswith("CodeToPost"):
                for k, v in mapping.items():
                    merged.setdefault(k, []).extend(v)
        return merged or {k: list(v) for k, v in self.maps.get(KERNEL_TO_POST_RECORD, {}).items()}

    def post_to_pre(self) -> dict[str, list[str]]:
        """Post-grad node -> the pre-grad nodes it came from: `postToPre`, else the POST_TO_PRE_RECORD map."""
        return self.maps.get("postToPre") or self.maps.get(POST_TO_PRE_RECORD, {})
