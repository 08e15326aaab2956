"""What a structured trace (TORCH_TRACE), a tlparse report or pasted TORCH_LOGS text says about compiles.

Parsers in :mod:`inductor_explorer.loader.trace` produce these; nothing here does I/O.
The words are Dynamo's: a *frame* is one Python code object Dynamo compiles, a *compile id* names one
compilation of it (`frame/compile`, with `_attempt` when Dynamo restarted the analysis), a *graph
break* splits a frame into several graphs, a *recompile* happens when a guard fails.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.cache import CacheEvent
from inductor_explorer.model.compile_time import AutomaticDynamic, CompilePhase, phases_time_s

#: FX graph records and artifacts of a structured trace log, earliest stage first: FX view's stage order.
FX_STAGES = (
    "dynamo_output_graph",
    "before_pre_grad_graph",
    "after_pre_grad_graph",
    "aot_joint_graph",
    "aot_forward_graph",
    "aot_backward_graph",
    "aot_inference_graph",
    "before_post_grad_graph",
    "after_post_grad_graph",
    "inductor_post_grad_graph",
)
#: TraceLog.run_kind's values.
AOT_INDUCTOR = "AOTInductor"
TORCH_EXPORT = "torch.export"
TORCH_COMPILE = "torch.compile"
#: The artifact listing a compile's collective ops in the order Inductor scheduled them (torch ≥2.9).
COLLECTIVE_SCHEDULE = "inductor_collective_schedule"
#: The artifact of Inductor's runtime estimate and output tensor meta of each op of a graph.
RUNTIME_META = "inductor_runtime_and_tensor_meta"
_COMPILE_ID = re.compile(r"^\[?(?:!(\d+)/)?(\d+)/(\d+)(?:_(\d+))?\]?$")


@dataclass(frozen=True, order=True, slots=True)
class CompileId:
    """`frame_id/frame_compile_id[_attempt]`, as Dynamo and tlparse print it ("0/0", "0/0_1")."""

    frame_id: int
    frame_compile_id: int
    attempt: int = 0
    compiled_autograd_id: int | None = None

    def __str__(self) -> str:
        prefix = f"!{self.compiled_autograd_id}/" if self.compiled_autograd_id is not None else ""
        suffix = f"_{self.attempt}" if self.attempt else ""
        return f"{prefix}{self.frame_id}/{self.frame_compile_id}{suffix}"

    @property
    def frame_key(self) -> str:
        """The compile id without the attempt: every restart of one compilation shares it."""
        prefix = f"!{self.compiled_autograd_id}/" if self.compiled_autograd_id is not None else ""
        return f"{prefix}{self.frame_id}/{self.frame_compile_id}"

    @classmethod
    def parse(cls, text: str) -> CompileId | None:
        """Read "0/0", "0/0_1", "[3/1]" or "!0/2/0"; None when TEXT is not a compile id."""
        match = _COMPILE_ID.match(text.strip())
        if not match:
            return None
        ca, frame, compile_, attempt = match.groups()
        return cls(int(frame), int(compile_), int(attempt or 0), int(ca) if ca is not None else None)


@dataclass(slots=True)
class GraphBreak:
    """One graph break as Dynamo reported it (one record of the trace or of the pasted text).

    Newer torch (≥2.7) prints a GB type, an explanation, hints and a documentation link; older logs
    only carry a free-form `reason` (the `restart_reasons` / `fail_reason` of compilation_metrics).
    """

    reason: str  # the first line Dynamo gave as the reason (GB type, or the legacy message)
    # dynamo_graph_break_reason, restart_reasons, fail_reason, failures_and_restarts, torch_logs, explain,
    # compile_profiler
    source: str
    compile_id: CompileId | None = None
    gb_type: str | None = None  # e.g. "Failed to trace builtin operator"
    gb_id: str | None = None  # e.g. "GB0059", from the documentation link
    explanation: str | None = None
    hints: list[str] = field(default_factory=list)
    context: str | None = None  # "Developer debug context"
    doc_url: str | None = None
    location: SourceLocation | None = None  # the user line that broke the graph
    user_stack: list[SourceLocation] = field(default_factory=list)  # outermost first, internal frames folded
    folded_frames: int = 0  # torch-internal frames left out of user_stack
    preamble: str | None = None  # "Encountered graph break when attempting to trace CALL: ..."
    chained: list[GraphBreak] = field(default_factory=list)  # "While handling this graph break, another ..."
    frame_skipped: bool = False  # Dynamo gave up on the whole frame and ran it eagerly
    duplicate: bool = False  # "user stack suppressed due to duplicate graph break"
    file: str | None = None  # the log / report file the record came from
    line: int | None = None  # 1-based line of the record in that file

    @property
    def in_loop(self) -> bool:
        """The break happened inside a for/while loop (GB7000): the whole frame fell back to eager."""
        for gb in (self, *self.chained):
            text = f"{gb.reason} {gb.explanation or ''}".lower()
            if (
                gb.gb_id == "GB7000"
                or "graph break in loop" in text
                or "graph break in a for/while loop" in text
            ):
                return True
        return False


@dataclass(frozen=True, slots=True)
class GuardFailure:
    """One line of a recompile reason: which earlier compile's guard failed, and how."""

    reason: str  # e.g. "tensor 'x' size mismatch at index 0. expected 8, actual 9"
    compile_id: CompileId | None = None  # the compile whose guards failed ("0/0: ...")
    # The user's line the guard names: its "User stack trace", else its `# code  # file:line in fn` comment
    location: SourceLocation | None = None


@dataclass(slots=True)
class Recompile:
    """A recompilation and the guard failures that caused it."""

    compile_id: CompileId | None  # the new compile
    failures: list[GuardFailure] = field(default_factory=list)
    function: str | None = None  # "Recompiling function fn in file:line" (TORCH_LOGS text only)
    location: SourceLocation | None = None
    file: str | None = None
    line: int | None = None


@dataclass(slots=True)
class CompilationMetrics:
    """The `compilation_metrics` record Dynamo writes at the end of each compile attempt."""

    compile_id: CompileId | None
    co_name: str | None = None
    co_filename: str | None = None
    co_firstlineno: int | None = None
    graph_op_count: int | None = None
    graph_node_count: int | None = None
    graph_input_count: int | None = None
    guard_count: int | None = None
    entire_frame_compile_time_s: float | None = None
    backend_compile_time_s: float | None = None
    inductor_compile_time_s: float | None = None
    code_gen_time_s: float | None = None
    fail_type: str | None = None
    fail_reason: str | None = None
    fail_user_frame_filename: str | None = None
    fail_user_frame_lineno: int | None = None
    restart_reasons: list[str] = field(default_factory=list)
    dynamo_time_before_restart_s: float | None = None
    has_guarded_code: bool | None = None
    extra: dict[str, object] = field(default_factory=dict)  # the other scalar fields, as logged
    line: int | None = None

    @property
    def failed(self) -> bool:
        return self.fail_type is not None


@dataclass(frozen=True, slots=True)
class OutputCodeRef:
    """An `inductor_output_code` record: where the wrapper was written, and its `# AOT ID`."""

    filename: str | None  # path in the Inductor cache (…/torchinductor_<user>/xx/cxxxx.py)
    aot_id: str | None  # e.g. "0_forward": the debug folder's graph folder is `model__0_forward_<n>.<m>`
    line: int | None = None


@dataclass(slots=True)
class CompileRecord:
    """Everything the trace logged under one compile id."""

    compile_id: CompileId
    line: int | None = None  # first record of this compile id
    stack: list[SourceLocation] = field(default_factory=list)  # `dynamo_start`: user stack, outermost first
    metrics: CompilationMetrics | None = None
    graphs: list[str] = field(
        default_factory=list
    )  # dynamo_output_graph, aot_forward_graph, ... (logged order)
    output_code: list[OutputCodeRef] = field(default_factory=list)
    cache_events: list[str] = field(default_factory=list)  # fx_graph_cache_hit, aotautograd_cache_miss, ...
    cache: list[CacheEvent] = field(default_factory=list)  # the lookups with their keys, logged order
    artifacts: list[str] = field(default_factory=list)  # names of the other artifacts, first-seen order
    links: list[tuple[str, str]] = field(default_factory=list)  # `link` records: (name, url)
    # `inductor_collective_schedule`: the collective ops in scheduled order (None: not logged, or unreadable)
    collective_schedule: list[str] | None = None
    # The c10d functional ops its output code calls (`all_reduce_`, `wait_tensor`), in code order, comments
    # left out (None: no output code logged); what the rank runs, beside what the schedule says.
    collectives_issued: list[str] | None = None
    # Inductor's estimate of its graphs' runtime: the sum of `estimated_runtime_ns` over the ops of its
    # `inductor_runtime_and_tensor_meta` records (None: none logged)
    inductor_estimate_ns: float | None = None
    # The digests of its `inductor_runtime_and_tensor_meta` payloads (the envelope's `has_payload`, an MD5 of
    # the ops' outputs' shapes, strides and dtypes and their estimates), logged order (None: none logged)
    tensor_meta: list[str] | None = None
    report_files: list[str] = field(
        default_factory=list
    )  # tlparse report: the files of this compile's folder
    automatic_dynamic: list[AutomaticDynamic] = field(default_factory=list)  # logged order

    @property
    def aot_ids(self) -> list[str]:
        """`# AOT ID`s of the output code (e.g. "0_forward"); they name the debug folder's graph folders."""
        ids: list[str] = []
        for ref in self.output_code:
            if ref.aot_id and ref.aot_id not in ids:
                ids.append(ref.aot_id)
        return ids

    @property
    def function(self) -> str | None:
        if self.metrics and self.metrics.co_name:
            return self.metrics.co_name
        return self.stack[-1].function if self.stack else None


@dataclass(frozen=True, slots=True)
class ExportGuard:
    """A guard torch.export's shape analysis added (a `guard_added` record outside any Dynamo compile)."""

    expr: str  # the sympy condition, `Eq(s0, 3)`
    user_frame: SourceLocation | None  # the user's line that made it (the record's innermost user frame)
    line: int | None  # the record's line in the log


@dataclass
class TraceLog:
    """One trace source: a TORCH_TRACE log, a tlparse report folder, or pasted TORCH_LOGS / explain() text."""

    path: str
    kind: str  # "structured", "tlparse", "torch_logs", "explain", "compile_profiler"
    pid: int | None = None  # from the glog prefix; matches the run folder's `-pid_N`
    rank: int | None = None
    torch_version: str | None = None
    compiles: dict[str, CompileRecord] = field(default_factory=dict)  # by str(compile_id), logged order
    graph_breaks: list[GraphBreak] = field(default_factory=list)
    recompiles: list[Recompile] = field(default_factory=list)
    line_count: int = 0
    graph_count: int | None = None  # explain(): "Graph Count"
    reported_break_count: int | None = None  # explain() / profiler totals (the text may be cut short)
    # chromium_event phases by frame key ("0/0": every attempt's, as Dynamo's outer phases span the restarts;
    # "": timed while no compile was open), outermost first, nested by time
    phases: dict[str, list[CompilePhase]] = field(default_factory=dict)
    #: How many records of each kind the log holds (`dynamo_start`, `artifact:fx_graph_runnable`, ...; see
    #: loader/trace/kinds.py); empty for sources other than structured logs.
    record_kinds: dict[str, int] = field(default_factory=dict)
    export_guards: list[ExportGuard] = field(default_factory=list)
    #: Cache lookups logged outside any Dynamo compile (an AOTInductor compile's `compile_id` is "None").
    cache_outside_compiles: list[CacheEvent] = field(default_factory=list)
    #: The graphs the rank ran ("0/1", or "graph_0" in per-call records), in the order it ran them: the last
    #: whole `graph_execution` order logged, or the calls logged one a record (None: the log has none).
    graph_execution_order: list[str] | None = None

    @property
    def run_kind(self) -> str | None:
        """What made the log: "AOTInductor" (export + AOT compile: Inductor's C++ wrapper, no Dynamo frames),
        "torch.export", or "torch.compile" (Dynamo compiled frames); None when the log does not say."""
        kinds = self.record_kinds
        if "graph_dump:inductor_aot_wrapper_code" in kinds:
            return AOT_INDUCTOR
        if "exported_program" in kinds:
            return TORCH_EXPORT
        if self.compiles or "dynamo_start" in kinds:
            return TORCH_COMPILE
        return None

    def compile(self, compile_id: str | CompileId) -> CompileRecord | None:
        return self.compiles.get(str(compile_id))

    def compile_time_s(self, frame_key: str) -> float | None:
        """The time of compile FRAME_KEY from its chromium events (None: the log has none ended)."""
        return phases_time_s(self.phases.get(frame_key, []))

    @property
    def failures(self) -> list[CompilationMetrics]:
        """Compiles that failed for a reason other than a graph break (backend errors and the like)."""
        return [
            r.metrics
            for r in self.compiles.values()
            if r.metrics is not None and r.metrics.failed and not is_graph_break_failure(r.metrics.fail_type)
        ]


def run_kinds(traces: Iterable[TraceLog]) -> list[str]:
    """The run kinds (TraceLog.run_kind) TRACES say they are of, each once, in order."""
    return list(dict.fromkeys(k for t in traces if (k := t.run_kind) is not None))


def compile_keys(traces: Iterable[TraceLog]) -> list[str]:
    """The compiles TRACES name, by frame key ("0/0"), in first-logged order: a restart ("0/0_1") is an
    attempt of its compile, not another compile; a compile named only by a graph break or a recompile
    counts too. Every "compiles" count (summary, navigator, Compile view, diff) is the length of this."""
    keys: dict[str, None] = {}
    for trace in traces:
        named = [r.compile_id for r in trace.compiles.values()]
        named += [gb.compile_id for gb in trace.graph_breaks if gb.compile_id is not None]
        named += [r.compile_id for r in trace.recompiles if r.compile_id is not None]
        keys.update(dict.fromkeys(cid.frame_key for cid in named))
    return list(keys)


def compile_times(traces: Iterable[TraceLog]) -> dict[str, float]:
    """Frame key -> seconds its chromium_event phases cover, slowest first; compiles without an ended
    phase are left out (older logs have no chromium events)."""
    phases: dict[str, list[CompilePhase]] = {}
    for trace in traces:
        for key, roots in trace.phases.items():
            if key:
                phases.setdefault(key, []).extend(roots)
    times = {key: phases_time_s(roots) for key, roots in phases.items()}
    return dict(sorted(((k, t) for k, t in times.items() if t is not None), key=lambda kt: -kt[1]))


def time_outside_compiles_s(traces: Iterable[TraceLog]) -> float | None:
    """Seconds of chromium_event phases logged while no compile was open (torch 2.5's `compile_file`)."""
    return phases_time_s([p for trace in traces for p in trace.phases.get("", [])])


def compile_attempts(traces: Iterable[TraceLog]) -> list[str]:
    """Every compile attempt TRACES hold a record of, by its full compile id ("0/0", "0/0_1")."""
    return [key for trace in traces for key in trace.compiles]


def compiles_phrase(compiles: int, attempts: int) -> str:
    """`5 compiles (7 attempts incl. restarts)`: COMPILES (compile_keys) and, when restarts add some,
    ATTEMPTS (compile_attempts); the words every screen and report uses for these two counts."""
    text = f"{compiles} compile{'s' if compiles != 1 else ''}"
    return text + (f" ({attempts} attempts incl. restarts)" if attempts > compiles else "")


def is_graph_break_failure(fail_type: str | None) -> bool:
    """A `fail_type` that means Dynamo hit an unsupported construct (a graph break), not a crash."""
    return fail_type is not None and fail_type.split(".")[-1] in (
        "Unsupported",
        "UncapturedHigherOrderOpError",
    )


# --------------------------------------------------------------------------- graph-break registry


@dataclass(frozen=True)
class RegistryEntry:
    """One variant of a GB id: torch keeps older wordings as extra variants."""

    gb_id: str
    gb_type: str
    context: str = ""
    explanation: str = ""
    hints: tuple[str, ...] = ()  # as stored: fragments that the log joins into whole hints
    category: str | None = None  # its hints' category (model.gb_category.hint_category)
    category_inferred: bool = False  # no category sentence among the hints: inferred from what they ask
    releases: tuple[str, ...] = ()  # the torch releases whose registry has this GB id ("2.13.0", …)

    @property
    def hint_text(self) -> str:
        return "".join(self.hints)

    @property
    def whole_hints(self) -> list[str]:
        """The hints as the log prints them: a fragment ending in white space runs on into the next."""
        out: list[str] = []
        carry = ""
        for fragment in self.hints:
            carry += fragment
            if not fragment[-1:].isspace():
                out.append(carry.strip())
                carry = ""
        if carry.strip():
            out.append(carry.strip())
        return out


@dataclass
class GraphBreakRegistry:
    """GB ids → variants, plus the hint category lists of graph_break_hints.py (when found)."""

    path: str
    entries: dict[str, list[RegistryEntry]] = field(default_factory=dict)
    hint_categories: dict[str, list[str]] = field(default_factory=dict)  # "FUNDAMENTAL" -> hint strings

    def variants(self, gb_id: str) -> list[RegistryEntry]:
        return self.entries.get(gb_id.upper(), [])

    def find_type(self, gb_type: str) -> RegistryEntry | None:
        """The first variant (lowest id) whose GB type is GB_TYPE, compared without case and spacing."""
        wanted = _normalize(gb_type)
        for variants in self.entries.values():
            for entry in variants:
                if _normalize(entry.gb_type) == wanted:
                    return entry
        return None


def _normalize(text: str) -> str:
    return " ".join(text.split()).lower()
