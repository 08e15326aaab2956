"""Comparing two runs: what a fix changed (graphs, graph breaks, kernels, fusion, extern calls, compile time).

Kernels are matched by what they compute, not by name: kernel names carry an index (`_0`, `_1`) that
shifts whenever another kernel appears, and the same name may hold different ops in another graph. Kernels
whose source is the same (its name taken out, whitespace collapsed) are matched first: a compile served
from the FX graph cache, read from the trace log alone, may name other ops for the same code. The others
are matched by their *signature*: the kind plus the ATen ops the kernel was built from (the `Original ATen`
comment, else the targets of the FX nodes provenance links to it, else its name without the index).

Graph breaks are matched by type and user code (file, function, source line text), not by line number:
a fix that removes one line moves every break below it. A break that is gone from one file and appears in
another with the same type, function and code (the fix was saved under a new file name) is *moved*, not
removed and added.

Recompiles are matched by the compiled function and the guard that failed (its expression, without the
values a size or stride mismatch names, or the source comment): a recompile that fails several earlier
compiles' guards counts once for each distinct guard.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field

from inductor_explorer.analysis.breaks import BreakDiagnosis, break_key, diagnose, distinct_breaks
from inductor_explorer.analysis.cache import CacheHit, CacheKeyChange, cache_hits
from inductor_explorer.analysis.counts import graph_counts, total
from inductor_explorer.analysis.linking import ensure_wrapper_linked, lowered_links
from inductor_explorer.analysis.recompiles import diagnose_recompiles, guard_lines
from inductor_explorer.model.artifacts import Kernel, Problem
from inductor_explorer.model.graph import CompiledGraph, GraphDigest, KernelSignature
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.model.run import ParsedTree
from inductor_explorer.model.trace import TraceLog, compile_keys

_INDEX = re.compile(r"_\d+$")


@dataclass(frozen=True)
class GraphKernel:
    """One kernel of one graph."""

    graph: str
    name: str


@dataclass
class KernelChange:
    """Kernels with one signature that one run has more of than the other."""

    signature: str
    kind: str
    count: int  # how many more
    kernels: list[GraphKernel] = field(default_factory=list)  # the kernels of the run that has them


@dataclass(frozen=True)
class BreakKey:
    """A graph break independent of line numbers: its type and the user code it happened in."""

    type: str
    file: str | None
    function: str | None
    code: str | None


@dataclass
class BreakEntry:
    """A distinct graph break of one run (or of both, for unchanged ones)."""

    key: BreakKey
    gb_id: str | None
    title: str  # the GB type, else Dynamo's reason
    location: str | None  # file:line in the run it is listed for
    occurrences: int
    after_location: str | None = None  # unchanged or moved breaks: where it is in the after run
    after_occurrences: int | None = None
    moved_to: BreakKey | None = None  # moved breaks: the key in the after run (another file)


@dataclass(frozen=True)
class RecompileKey:
    """A recompile independent of compile ids: the function recompiled and the guard that failed."""

    function: str | None
    guard: str  # `tensor 'x' size mismatch at index 0`, `L['n'] == 1`


@dataclass
class RecompileEntry:
    """A distinct recompile of one run (or of both, for those still there): the compiles it made."""

    key: RecompileKey
    compile_ids: list[str]
    after_compile_ids: list[str] | None = None  # still there: the compiles it made in the after run


@dataclass
class RunCounts:
    """The numbers the before/after table shows for one side."""

    path: str
    runs: int = 0
    graphs: int = 0
    incomplete_graphs: int = 0
    # None when no graph has the IR file (graphs read from a trace log alone): unknown, not zero.
    pre_fusion_nodes: int | None = None
    post_fusion_nodes: int | None = None
    fused_nodes: int | None = None
    kernels: int = 0
    kernels_by_kind: dict[str, int] = field(default_factory=dict)
    extern_calls: int = 0
    graph_breaks: int | None = None  # records in the trace (None: no trace)
    distinct_graph_breaks: int | None = None
    recompiles: int | None = None
    compiles: int | None = None
    compile_time_s: float | None = None  # sum of entire_frame_compile_time_s
    inductor_compile_time_s: float | None = None
    problems: int = 0


@dataclass
class RunDiff:
    """Everything `inductor-explore diff` reports."""

    before: RunCounts
    after: RunCounts
    kernels_added: list[KernelChange] = field(default_factory=list)
    kernels_removed: list[KernelChange] = field(default_factory=list)
    kernels_unchanged: int = 0
    externs_added: dict[str, int] = field(default_factory=dict)
    externs_removed: dict[str, int] = field(default_factory=dict)
    graph_breaks_added: list[BreakEntry] = field(default_factory=list)
    graph_breaks_removed: list[BreakEntry] = field(default_factory=list)
    graph_breaks_unchanged: list[BreakEntry] = field(default_factory=list)
    graph_breaks_moved: list[BreakEntry] = field(default_factory=list)  # same break, saved in another file
    recompiles_added: list[RecompileEntry] = field(default_factory=list)
    recompiles_removed: list[RecompileEntry] = field(default_factory=list)
    recompiles_unchanged: list[RecompileEntry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)  # from reading the trace logs
    cache: list[CacheKeyChange] = field(default_factory=list)  # graphs that missed the cache in after: why
    # Compiles each side was served from a cache (facts, not problems); after's filled by before's when so.
    cache_hits_before: list[CacheHit] = field(default_factory=list)
    cache_hits_after: list[CacheHit] = field(default_factory=list)


def short_op(target: str) -> str:
    """`torch.ops.aten.addmm.default` -> `aten.addmm`; other targets as printed."""
    if target.startswith("torch.ops."):
        parts = target[len("torch.ops.") :].split(".")
        return ".".join(parts[:2])
    return target


def kernel_signatures(graph: CompiledGraph) -> tuple[KernelSignature, ...]:
    """The signature of each kernel of GRAPH, in output_code.py order; see the module docstring. From the
    parsed artifacts, linked or not (summary's parse with costs gives the same): the FX nodes lowered into
    a kernel are found as `link` finds them, without its networkx graph."""
    ensure_wrapper_linked(graph)
    lowered: dict[KernelRef, set[str]] = {}
    fx = graph.fx
    if fx is not None:
        top = fx.nodes[0].subgraph if fx.nodes else "GraphModule"
        for fx_name, ref in lowered_links(graph):
            fx_node = fx.node(fx_name, top)
            if fx_node is not None and fx_node.target:
                lowered.setdefault(ref, set()).add(short_op(fx_node.target))
    out: list[KernelSignature] = []
    for listed in graph.kernels:
        kernel = graph.kernel(listed.name)  # the first of that name
        kind = kernel.kind if kernel else "kernel"
        if kernel and kernel.category:
            kind = f"{kind} {kernel.category}"
        if kernel and kernel.original_aten:
            ops = {short_op(op) for op in kernel.original_aten}
        else:
            ops = lowered.get(listed.name, set())
        body = ", ".join(sorted(ops)) if ops else _INDEX.sub("", listed.name)
        source = source_key(kernel) if kernel else None
        out.append(KernelSignature(listed.name, kind, f"{kind}: {body}", source))
    return tuple(out)


def source_key(kernel: Kernel) -> str | None:
    """A hash of KERNEL's source with its name taken out and whitespace collapsed; None without a source."""
    if not kernel.source:
        return None
    text = " ".join(kernel.source.replace(kernel.name, "KERNEL").split())
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def diff_digest(graph: CompiledGraph) -> GraphDigest:
    """GRAPH reduced to what the diff reads of it: its counts, problems, kernel signatures and extern
    calls."""
    signatures = kernel_signatures(graph)  # links the wrapper's extern calls too
    return GraphDigest(
        graph_counts(graph),
        graph.torch_version,
        list(graph.problems),
        kernel_signatures=signatures,
        extern_names=tuple(e.name for e in graph.externs),
    )


def _digests(loaded: ParsedTree) -> list[GraphDigest]:
    """Each graph of LOADED as the diff reads it: its digest for the diff, made here of a whole graph (a
    summary digest lacks what the diff reads)."""
    out = []
    for run in loaded.runs:
        for graph in run.graphs:
            if isinstance(graph, CompiledGraph):
                graph = diff_digest(graph)
            elif graph.kernel_signatures is None or graph.extern_names is None:
                raise ValueError(f"{graph.counts.name}: a summary digest, not the diff's (see diff_digest)")
            out.append(graph)
    return out


def session_traces(loaded: ParsedTree) -> list[TraceLog]:
    """The session's parsed trace logs that the diff counts. Structured logs and tlparse reports win over
    pasted text: with TORCH_COMPILE_DEBUG=1 and TORCH_LOGS set, torchdynamo/debug.log repeats what the
    trace records."""
    traces = loaded.traces()
    return [t for t in traces if t.kind in ("structured", "tlparse")] or traces


def count_run(loaded: ParsedTree, traces: list[TraceLog], graphs: list[GraphDigest]) -> RunCounts:
    """The before/after table's numbers for one session (GRAPHS: its `_digests`)."""
    counts = RunCounts(
        path=str(loaded.tree.path), runs=sum(1 for r in loaded.runs if r.graphs) or len(loaded.runs)
    )
    kinds: Counter[str] = Counter()
    each = [g.counts for g in graphs]  # what summary and the Overview show of each graph
    counts.graphs = len(each)
    counts.incomplete_graphs = sum(int(c.incomplete) for c in each)
    counts.pre_fusion_nodes = total(c.pre_fusion_nodes for c in each)
    counts.post_fusion_nodes = total(c.post_fusion_nodes for c in each)
    counts.fused_nodes = total(c.fused_nodes for c in each)
    for c in each:
        kinds.update(k.kind for k in c.kernels)
    counts.extern_calls = total(c.extern_calls for c in each) or 0
    counts.problems = sum(c.problems for c in each)
    counts.kernels = sum(kinds.values())
    counts.kernels_by_kind = dict(sorted(kinds.items()))
    if traces:
        diagnoses = [d for t in traces for d in diagnose(t.graph_breaks)]
        counts.graph_breaks = len(diagnoses)
        counts.distinct_graph_breaks = len(distinct_breaks(diagnoses))
        counts.recompiles = sum(len(t.recompiles) for t in traces)
        records = [c for t in traces for c in t.compiles.values()]
        counts.compiles = len(compile_keys(traces))
        times = [
            c.metrics.entire_frame_compile_time_s
            for c in records
            if c.metrics and c.metrics.entire_frame_compile_time_s is not None
        ]
        inductor = [
            c.metrics.inductor_compile_time_s
            for c in records
            if c.metrics and c.metrics.inductor_compile_time_s is not None
        ]
        counts.compile_time_s = round(sum(times), 3) if times else None
        counts.inductor_compile_time_s = round(sum(inductor), 3) if inductor else None
    return counts


def cross_run_key(diagnosis: BreakDiagnosis) -> BreakKey:
    """The line-number-free identity of a graph break (see the module docstring)."""
    what, _ = break_key(diagnosis)
    loc = diagnosis.location
    if loc is None:
        return BreakKey(what, None, None, None)
    code = " ".join(loc.code.split()) if loc.code else None
    # Without the line's text, the line number is all that tells two breaks of one function apart.
    return BreakKey(what, loc.file, loc.function, code or f"line {loc.line}")


def _break_entries(traces: list[TraceLog]) -> dict[BreakKey, BreakEntry]:
    entries: dict[BreakKey, BreakEntry] = {}
    for d in (d for t in traces for d in diagnose(t.graph_breaks)):
        key = cross_run_key(d)
        entry = entries.get(key)
        if entry is None:
            loc = d.location
            title = d.gb_type or d.graph_break.gb_type or d.graph_break.reason
            entries[key] = BreakEntry(key, d.gb_id, title, str(loc) if loc else None, 1)
        else:
            entry.occurrences += 1
    return entries


def guard_key(reason: str) -> str:
    """The failed guard of REASON as the diff matches it: its first line without the source comment
    (`  # code  # file:line in fn`) or the values a mismatch names (`. expected 8, actual 12`)."""
    lines = guard_lines(reason)
    first = lines[0] if lines else reason.strip()
    first = first.split("  #", 1)[0]
    return re.sub(r"\. expected .*$", "", first).strip()


def _recompile_entries(traces: list[TraceLog]) -> dict[RecompileKey, RecompileEntry]:
    entries: dict[RecompileKey, RecompileEntry] = {}
    for d in diagnose_recompiles(traces):
        compile_id = str(d.recompile.compile_id) if d.recompile.compile_id is not None else "?"
        keys = dict.fromkeys(RecompileKey(d.function, guard_key(f.failure.reason)) for f in d.failures)
        for key in keys or [RecompileKey(d.function, "")]:
            entries.setdefault(key, RecompileEntry(key, [])).compile_ids.append(compile_id)
    return entries


def _diff_recompiles(diff: RunDiff, before: list[TraceLog], after: list[TraceLog]) -> None:
    old, new = _recompile_entries(before), _recompile_entries(after)
    for key, entry in old.items():
        if key in new:
            entry.after_compile_ids = new[key].compile_ids
            diff.recompiles_unchanged.append(entry)
        else:
            diff.recompiles_removed.append(entry)
    diff.recompiles_added = [entry for key, entry in new.items() if key not in old]


#: One kernel of a side: its graph's name and its signature.
_SideKernel = tuple[str, KernelSignature]


def _side_kernels(graphs: list[GraphDigest]) -> list[_SideKernel]:
    return [(g.counts.name, k) for g in graphs for k in g.kernel_signatures or ()]


def _same_source(
    old: list[_SideKernel], new: list[_SideKernel]
) -> tuple[int, list[_SideKernel], list[_SideKernel]]:
    """How many kernels of OLD and NEW have the same source (paired first come, first paired), and those of
    each side left unpaired."""
    free: dict[str, list[int]] = {}
    for i, (_, k) in enumerate(new):
        if k.source is not None:
            free.setdefault(k.source, []).append(i)
    paired: set[int] = set()
    left_old = []
    for item in old:
        slots = free.get(item[1].source) if item[1].source is not None else None
        if slots:
            paired.add(slots.pop(0))
        else:
            left_old.append(item)
    return len(paired), left_old, [item for i, item in enumerate(new) if i not in paired]


def _kernel_multiset(kernels: list[_SideKernel]) -> dict[str, tuple[str, list[GraphKernel]]]:
    out: dict[str, tuple[str, list[GraphKernel]]] = {}
    for graph, k in kernels:
        out.setdefault(k.signature, (k.kind, []))[1].append(GraphKernel(graph, k.name))
    return out


def diff_sessions(before: ParsedTree, after: ParsedTree) -> RunDiff:
    """Compare two loaded sessions (runs or graph folders): counts, kernels, extern calls, graph breaks.
    Works on what was parsed, whole graphs or diff digests (diff_digest): no file is read here."""
    before_traces, after_traces = session_traces(before), session_traces(after)
    problems = [p for side in (before, after) for run in side.runs for p in run.trace_problems]
    old_graphs, new_graphs = _digests(before), _digests(after)
    diff = RunDiff(
        before=count_run(before, before_traces, old_graphs),
        after=count_run(after, after_traces, new_graphs),
        problems=problems,
        cache_hits_before=cache_hits(before_traces),
        cache_hits_after=cache_hits(after_traces, before_traces),
    )

    same, old_left, new_left = _same_source(_side_kernels(old_graphs), _side_kernels(new_graphs))
    diff.kernels_unchanged = same
    old, new = _kernel_multiset(old_left), _kernel_multiset(new_left)
    for sig in sorted(set(old) | set(new)):
        old_refs = old[sig][1] if sig in old else []
        new_refs = new[sig][1] if sig in new else []
        diff.kernels_unchanged += min(len(old_refs), len(new_refs))
        # The kind comes from the side that has more of the signature, which therefore has it.
        if len(new_refs) > len(old_refs):
            diff.kernels_added.append(KernelChange(sig, new[sig][0], len(new_refs) - len(old_refs), new_refs))
        elif len(old_refs) > len(new_refs):
            diff.kernels_removed.append(
                KernelChange(sig, old[sig][0], len(old_refs) - len(new_refs), old_refs)
            )

    old_ext = Counter(name for g in old_graphs for name in g.extern_names or ())
    new_ext = Counter(name for g in new_graphs for name in g.extern_names or ())
    diff.externs_added = dict(sorted((new_ext - old_ext).items()))
    diff.externs_removed = dict(sorted((old_ext - new_ext).items()))

    if before_traces and after_traces:
        old_breaks, new_breaks = _break_entries(before_traces), _break_entries(after_traces)
        for key, entry in old_breaks.items():
            if key in new_breaks:
                entry.after_location = new_breaks[key].location
                entry.after_occurrences = new_breaks[key].occurrences
                diff.graph_breaks_unchanged.append(entry)
            else:
                diff.graph_breaks_removed.append(entry)
        added = [e for k, e in new_breaks.items() if k not in old_breaks]
        diff.graph_breaks_moved = _moved(diff.graph_breaks_removed, added)
        moved_keys = {id(e) for e in diff.graph_breaks_moved}
        diff.graph_breaks_removed = [e for e in diff.graph_breaks_removed if id(e) not in moved_keys]
        diff.graph_breaks_added = [
            e for e in added if e.key not in {m.moved_to for m in diff.graph_breaks_moved}
        ]
        _diff_recompiles(diff, before_traces, after_traces)
    return diff


def _moved(removed: list[BreakEntry], added: list[BreakEntry]) -> list[BreakEntry]:
    """Removed breaks that reappear in another file with the same type, function and code: each is paired
    with one such added break (first come, first paired) and filled with where it is now."""
    moved: list[BreakEntry] = []
    free = list(added)
    for entry in removed:
        if entry.key.file is None or entry.key.code is None or entry.key.code.startswith("line "):
            continue
        match = next(
            (
                a
                for a in free
                if a.key.file != entry.key.file
                and (a.key.type, a.key.function, a.key.code)
                == (entry.key.type, entry.key.function, entry.key.code)
            ),
            None,
        )
        if match is not None:
            free.remove(match)
            entry.after_location, entry.after_occurrences, entry.moved_to = (
                match.location,
                match.occurrences,
                match.key,
            )
            moved.append(entry)
    return moved
