"""Why the cache missed: each compile's cache lookups, which earlier compile filled the entry a hit read,
and, between two runs, what changed in the key of a graph that missed in the second.

A cache key is a hash of its components' hashes (see model.cache), so the components whose hashes differ
between two lookups of the same graph are exactly why their keys differ. What changed inside them is
shown per kind of component: the Inductor config keys whose values differ, the inputs' metadata fields
(dtype, shape, stride, ...), and for the graph module itself (`gm`) its FX graphs aligned node by node.

Lookups of two runs are "the same graph" when they have the same compile id, cache, and position among
that compile's lookups of that cache (a training compile looks up its forward graph, then its backward).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from inductor_explorer.model.artifacts import FxGraph, FxNode
from inductor_explorer.model.cache import (
    AOTAUTOGRAD,
    BYPASS,
    DISABLED,
    FX_GRAPH,
    HIT,
    MISS,
    CacheComponent,
    CacheEvent,
)
from inductor_explorer.model.trace import TraceLog
from inductor_explorer.text import split_top_level

CACHES = (FX_GRAPH, AOTAUTOGRAD)
STATUSES = (HIT, MISS, BYPASS, DISABLED)
CACHE_TITLES = {FX_GRAPH: "FX graph cache", AOTAUTOGRAD: "AOTAutograd cache"}
#: Component groups whose value is the key's hash of bytes, not readable text: only their hash is shown.
_OPAQUE = frozenset({"torch_version"})
_FIELD = re.compile(r"(\w+)=")


@dataclass(frozen=True)
class CacheLookup:
    """One cache lookup placed in its trace and compile."""

    trace: str  # the trace log's path
    compile_id: str
    index: int  # position among this compile's lookups of this cache (0: the first)
    event: CacheEvent

    @property
    def graph(self) -> str:
        """The lookup's name across runs: compile id, cache, and position when not the first."""
        suffix = f" #{self.index + 1}" if self.index else ""
        return f"{self.compile_id} {self.event.cache}{suffix}"


def lookups(traces: Iterable[TraceLog]) -> list[CacheLookup]:
    """Every cache lookup of TRACES, in logged order per compile."""
    out: list[CacheLookup] = []
    for trace in traces:
        for compile_id, record in trace.compiles.items():
            seen: dict[str, int] = {}
            for event in record.cache:
                index = seen.get(event.cache, 0)
                seen[event.cache] = index + 1
                out.append(CacheLookup(trace.path, compile_id, index, event))
    return out


def cache_counts(traces: Iterable[TraceLog]) -> dict[str, dict[str, int]]:
    """Lookups per cache and status:
    {"fx_graph": {"hit": 1, "miss": 2, "bypass": 0, "disabled": 0}, "aotautograd": {...}} (a compile with
    the cache off counts as one "disabled" lookup); lookups outside any Dynamo compile count too."""
    traces = list(traces)
    counts = {cache: dict.fromkeys(STATUSES, 0) for cache in CACHES}
    events = [lookup.event for lookup in lookups(traces)]
    for event in [*events, *(e for t in traces for e in t.cache_outside_compiles)]:
        counts[event.cache][event.status] += 1
    return counts


def cache_state(counts: dict[str, int]) -> str:
    """One cache's state from its cache_counts: "disabled" (off for every compile that logged it), "partly
    disabled", "used" (looked up: hits, misses or bypasses), or "not logged" (no record names it)."""
    used = any(counts.get(s, 0) for s in (HIT, MISS, BYPASS))
    if counts.get(DISABLED, 0):
        return "partly disabled" if used else "disabled"
    return "used" if used else "not logged"


def filled_by(hit: CacheLookup, session: Iterable[CacheLookup]) -> CacheLookup | None:
    """The lookup in SESSION that wrote the entry HIT read: a miss of the same cache with the same key (it
    stored what it compiled); None when the session holds none (the entry came from elsewhere)."""
    if hit.event.status != HIT or hit.event.key is None:
        return None

    def earlier(c: CacheLookup) -> bool:  # another process's log, or before HIT in its own
        return c.trace != hit.trace or (c.event.line or 0) < (hit.event.line or 0)

    return next(
        (
            c
            for c in session
            if c.event.status == MISS
            and c.event.cache == hit.event.cache
            and c.event.key == hit.event.key
            and earlier(c)
        ),
        None,
    )


@dataclass(frozen=True)
class CacheHit:
    """A compile served from a cache: a fact of the run, not a problem. FILLED_BY: the lookup that wrote
    the entry (a miss with the same key), when the traces searched hold it."""

    compile_id: str
    cache: str  # FX_GRAPH or AOTAUTOGRAD
    trace: str  # the trace log that logged the hit
    filled_by_compile: str | None = None
    filled_by_trace: str | None = None

    @property
    def title(self) -> str:
        """`FX graph cache`, `AOTAutograd cache`."""
        return CACHE_TITLES.get(self.cache, self.cache)


def cache_hits(traces: Iterable[TraceLog], fillers: Iterable[TraceLog] = ()) -> list[CacheHit]:
    """Each cache hit of TRACES, in logged order, with the lookup that filled its entry when TRACES or
    FILLERS (another run's traces, e.g. the run before) hold it."""
    traces = list(traces)
    own = lookups(traces)
    searched = own + lookups(fillers)
    out = []
    for hit in own:
        if hit.event.status != HIT:
            continue
        filler = filled_by(hit, searched)
        out.append(
            CacheHit(
                hit.compile_id,
                hit.event.cache,
                hit.trace,
                filler.compile_id if filler else None,
                filler.trace if filler else None,
            )
        )
    return out


# ---------------------------------------------------------------- comparing two keys


@dataclass(frozen=True)
class ValueChange:
    """One component (a config key, an input, another component) whose value differs."""

    name: str
    a: str | None  # None: A's key has no such component
    b: str | None
    fields: tuple[tuple[str, str | None, str | None], ...] = ()  # inputs: the metadata fields that differ


@dataclass(frozen=True)
class NodeChange:
    """One node of the FX graph diff: changed (both sides), added (B only) or removed (A only)."""

    change: str  # "changed", "added", "removed"
    a: str | None  # the node's statement in A's graph
    b: str | None


@dataclass
class CacheKeyChange:
    """A graph that missed in B while A looked up the same graph: what differs in their keys."""

    graph: str
    compile_id: str
    cache: str
    a_status: str
    a_key: str | None
    b_key: str | None
    changed_components: list[str] = field(default_factory=list)  # groups: "inductor_config", "gm", ...
    config: list[ValueChange] = field(default_factory=list)  # inductor_config keys whose values differ
    inputs: list[ValueChange] = field(default_factory=list)  # example_inputs whose metadata differ
    nodes: list[NodeChange] = field(default_factory=list)  # gm: the FX graphs aligned by node
    other: list[ValueChange] = field(default_factory=list)  # the other components whose hashes differ
    note: str | None = None  # when the components do not tell why


def _by_name(components: Iterable[CacheComponent]) -> dict[str, CacheComponent]:
    return {c.name: c for c in components}


def _top_level_fields(value: str) -> dict[str, str]:
    """`TensorMetadata(dtype=torch.float32, shape=torch.Size([4, 8]), ...)` →
    {"dtype": "torch.float32", ...}."""
    open_at = value.find("(")
    if open_at < 0 or not value.endswith(")"):
        return {}
    out = {}
    for piece in split_top_level(value[open_at + 1 : -1]):
        name, eq, text = piece.partition("=")
        if eq and _FIELD.match(piece):
            out[name] = text
    return out


def input_summary(value: str) -> str | None:
    """An input's metadata in short: `torch.float32 [16, 8] stride (8, 1)`; None when VALUE is no
    TensorMetadata(...) with a dtype."""
    fields = _top_level_fields(value)
    if "dtype" not in fields:
        return None
    shape = fields.get("shape", "?").removeprefix("torch.Size(").removesuffix(")")
    grad = ", requires_grad" if fields.get("requires_grad") == "True" else ""
    return f"{fields['dtype']} {shape} stride {fields.get('stride', '?')}{grad}"


def _input_change(name: str, a: str | None, b: str | None) -> ValueChange:
    fields_a, fields_b = _top_level_fields(a or ""), _top_level_fields(b or "")
    names = [*fields_a, *(n for n in fields_b if n not in fields_a)]
    differ = tuple((n, fields_a.get(n), fields_b.get(n)) for n in names if fields_a.get(n) != fields_b.get(n))
    return ValueChange(name, a, b, differ)


def _node_signature(node: FxNode) -> str:
    return f"{node.op} {node.target or ''} {len(node.args)}"


def fx_node_diff(a: FxGraph, b: FxGraph) -> list[NodeChange]:
    """A's and B's nodes aligned by what each computes (op, target, arity), not by name or line: the
    nodes only one side has, and the aligned pairs whose statements differ beyond node names."""
    left, right = a.nodes, b.nodes
    matcher = difflib.SequenceMatcher(
        a=[_node_signature(n) for n in left], b=[_node_signature(n) for n in right], autojunk=False
    )
    changes: list[NodeChange] = []
    renamed: dict[str, str] = {}
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for x, y in zip(left[i1:i2], right[j1:j2]):
                renamed[x.name] = y.name
                if _renamed_text(x, renamed) != y.text:
                    changes.append(NodeChange("changed", x.text, y.text))
            continue
        pairs = min(i2 - i1, j2 - j1) if tag == "replace" else 0
        for x, y in zip(left[i1 : i1 + pairs], right[j1 : j1 + pairs]):
            renamed[x.name] = y.name
            changes.append(NodeChange("changed", x.text, y.text))
        changes.extend(NodeChange("removed", x.text, None) for x in left[i1 + pairs : i2])
        changes.extend(NodeChange("added", None, y.text) for y in right[j1 + pairs : j2])
    return changes


def _renamed_text(node: FxNode, renamed: dict[str, str]) -> str:
    """NODE's statement with the names of the nodes aligned so far written as B calls them."""
    return re.sub(r"\b\w+\b", lambda m: renamed.get(m.group(0), m.group(0)), node.text)


def compare_keys(a: CacheLookup, b: CacheLookup, parse_graph: Callable[[str], FxGraph]) -> CacheKeyChange:
    """What differs between A's lookup and B's lookup of the same graph (B missed); PARSE_GRAPH reads a `gm`
    component's code into its FX graph."""
    change = CacheKeyChange(b.graph, b.compile_id, b.event.cache, a.event.status, a.event.key, b.event.key)
    if a.event.key == b.event.key:
        change.note = (
            "same key in both runs: B missed because A's entry was not in B's cache "
            "(another cache directory or machine, or the entry was evicted)"
        )
        return change
    if not a.event.components or not b.event.components:
        change.note = (
            "the key's components were not logged (AOTAutograd logs none), so what changed is unknown"
        )
        return change
    left, right = _by_name(a.event.components), _by_name(b.event.components)
    names = [*left, *(n for n in right if n not in left)]
    for name in names:
        x, y = left.get(name), right.get(name)
        if x is not None and y is not None and x.hash == y.hash:
            continue
        either = x or y
        assert either is not None  # NAME comes from one of the two
        group = either.group
        if group not in change.changed_components:
            change.changed_components.append(group)
        value_a, value_b = (x.value if x else None), (y.value if y else None)
        if group == "inductor_config":
            change.config.append(ValueChange(either.item or name, value_a, value_b))
        elif group == "example_inputs":
            change.inputs.append(_input_change(name, value_a, value_b))
        elif group == "gm" and value_a is not None and value_b is not None:
            change.nodes = fx_node_diff(parse_graph(value_a), parse_graph(value_b))
        elif group in _OPAQUE:
            change.other.append(ValueChange(name, x.hash if x else None, y.hash if y else None))
        else:
            change.other.append(ValueChange(name, value_a, value_b))
    return change


def key_changes(
    before: Iterable[TraceLog], after: Iterable[TraceLog], parse_graph: Callable[[str], FxGraph]
) -> list[CacheKeyChange]:
    """For each lookup that missed in AFTER while BEFORE looked up the same graph (and got a key), what
    changed in its key."""
    known: dict[tuple[str, str, int], CacheLookup] = {}
    for x in lookups(before):
        if x.event.key is not None:
            known.setdefault((x.compile_id, x.event.cache, x.index), x)
    changes = []
    for lookup in lookups(after):
        if lookup.event.status != MISS:
            continue
        earlier = known.get((lookup.compile_id, lookup.event.cache, lookup.index))
        if earlier is not None:
            changes.append(compare_keys(earlier, lookup, parse_graph))
    return changes
