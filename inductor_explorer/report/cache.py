"""Cache lookups and why keys changed, as JSON and text lines (for diff, the Compile view, summary)."""

from __future__ import annotations

from inductor_explorer.analysis.cache import (
    CACHE_TITLES,
    CacheHit,
    CacheKeyChange,
    CacheLookup,
    NodeChange,
    ValueChange,
    input_summary,
)
from inductor_explorer.text import inert_line

SHOWN_VALUE = 120  # characters of a component's value shown in a text line
SHOWN_CHANGES = 12  # changed config keys / inputs / nodes listed per graph in text
SHOWN_GROUPS = 3  # component groups named on the Compile view's `also hashed` line, largest first


def _value_json(change: ValueChange) -> dict:
    out: dict = {"name": change.name, "a": change.a, "b": change.b}
    if change.fields:
        out["fields"] = {name: {"a": a, "b": b} for name, a, b in change.fields}
    return out


def _node_json(change: NodeChange) -> dict:
    return {"change": change.change, "a": change.a, "b": change.b}


def key_change_json(change: CacheKeyChange) -> dict:
    """One entry of `diff --json`'s `cache` list."""
    details: dict = {}
    if change.config:
        details["inductor_config"] = [_value_json(c) for c in change.config]
    if change.inputs:
        details["example_inputs"] = [_value_json(c) for c in change.inputs]
    if change.nodes:
        details["gm"] = [_node_json(n) for n in change.nodes]
    if change.other:
        details["other"] = [_value_json(c) for c in change.other]
    return {
        "graph": change.graph,
        "compile_id": change.compile_id,
        "cache": change.cache,
        "a_status": change.a_status,
        "a_key": change.a_key,
        "b_key": change.b_key,
        "changed_components": list(change.changed_components),
        "details": details,
        "note": change.note,
    }


def _short(text: str | None) -> str:
    if text is None:
        return "(absent)"
    flat = " ".join(text.split())
    return flat if len(flat) <= SHOWN_VALUE else flat[: SHOWN_VALUE - 1] + "…"


def _listed(lines: list[str], items: list[str]) -> list[str]:
    shown = items[:SHOWN_CHANGES]
    more = [f"      … {len(items) - SHOWN_CHANGES} more (see --json)"] if len(items) > SHOWN_CHANGES else []
    return lines + shown + more


def key_change_lines(change: CacheKeyChange) -> list[str]:
    """A graph that missed in B: its keys and what changed in them, for text output."""
    title = CACHE_TITLES.get(change.cache, change.cache)
    lines = [
        f"  {change.compile_id} {title}: miss in after ({change.a_status} in before), key "
        f"{change.a_key or '-'} -> {change.b_key or '-'}"
    ]
    if change.note:
        lines.append(f"    {change.note}")
    if change.changed_components:
        lines.append(f"    changed components: {', '.join(change.changed_components)}")
    lines = _listed(lines, [f"    config {c.name}: {_short(c.a)} -> {_short(c.b)}" for c in change.config])
    inputs = []
    for c in change.inputs:
        fields = "; ".join(f"{name} {_short(a)} -> {_short(b)}" for name, a, b in c.fields)
        inputs.append(f"    {c.name}: {fields or f'{_short(c.a)} -> {_short(c.b)}'}")
    lines = _listed(lines, inputs)
    marks = {"changed": "~", "added": "+", "removed": "-"}
    nodes = [
        f"    gm {marks[n.change]} {_short(n.a) if n.change != 'added' else ''}"
        f"{' -> ' if n.change == 'changed' else ''}{_short(n.b) if n.change != 'removed' else ''}"
        for n in change.nodes
    ]
    lines = _listed(lines, nodes)
    lines = _listed(lines, [f"    {c.name}: {_short(c.a)} -> {_short(c.b)}" for c in change.other])
    return [inert_line(line) for line in lines]


def key_changes_text(changes: list[CacheKeyChange]) -> list[str]:
    """The diff report's cache section."""
    if not changes:
        return []
    return [
        f"cache misses in after with a lookup of the same graph in before: {len(changes)}",
        *(line for c in changes for line in key_change_lines(c)),
    ]


def cache_hit_json(hit: CacheHit) -> dict:
    """One compile served from a cache: `{"compile_id", "cache", "trace", "filled_by": {"compile_id",
    "trace"} | null}` (null: filled outside the traces read)."""
    filled = (
        {"compile_id": hit.filled_by_compile, "trace": hit.filled_by_trace}
        if hit.filled_by_compile is not None
        else None
    )
    return {"compile_id": hit.compile_id, "cache": hit.cache, "trace": hit.trace, "filled_by": filled}


def cache_hit_line(hit: dict, searched: str) -> str:
    """`  0/0 served from the FX graph cache, filled by compile 0/0 of <trace>` for HIT (cache_hit_json's);
    SEARCHED: where its filler was looked for, named when it was not found there."""
    title = CACHE_TITLES.get(hit["cache"], hit["cache"])
    filled = hit.get("filled_by")
    where = (
        f"filled by compile {filled['compile_id']} of {filled['trace']}"
        if filled
        else f"filled outside {searched}"
    )
    return inert_line(f"  {hit['compile_id']} served from the {title}, {where}")


def cache_hits_text(side: str, hits: list[dict], searched: str) -> list[str]:
    """`compiles served from a cache in SIDE: N` and a line per hit (cache_hit_json's; SEARCHED: see
    cache_hit_line); none without hits."""
    if not hits:
        return []
    return [
        f"compiles served from a cache in {side}: {len(hits)}",
        *(cache_hit_line(h, searched) for h in hits),
    ]


def cache_states_text(counts: dict[str, dict[str, int]], states: dict[str, str]) -> str:
    """`caches: FX graph cache disabled; AOTAutograd cache hit 1, miss 0, bypass 1`: each cache's state
    (cache_state's), with its counts where it was looked up (COUNTS: cache_counts')."""
    parts = []
    for cache, state in states.items():
        title = CACHE_TITLES.get(cache, cache)
        by_status = counts.get(cache, {})
        if state in ("used", "partly disabled"):
            shown = ", ".join(f"{status} {n}" for status, n in by_status.items() if n or status != "disabled")
            parts.append(f"{title} {shown}")
        else:
            parts.append(f"{title} {state}")
    return inert_line(f"caches: {'; '.join(parts)}")


def lookup_line(lookup: CacheLookup, filler: CacheLookup | None) -> str:
    """`FX graph cache: hit, key f…, filled by compile 0/0 of <trace>`; for the Compile view and text."""
    event = lookup.event
    parts = [f"{CACHE_TITLES.get(event.cache, event.cache)}: {event.status}"]
    if event.key:
        parts.append(f"key {event.key}")
    if event.components:
        parts.append(f"{len(event.components)} components")
    if event.time_saved_ms is not None:
        parts.append(f"saved {event.time_saved_ms / 1000:.2f}s")
    if event.reason:
        parts.append(f"reason: {' '.join(event.reason.split())}")
    if filler is not None:
        parts.append(f"filled by compile {filler.compile_id} of {filler.trace}")
    elif event.status == "hit" and event.key:
        parts.append("filled outside this session")
    return inert_line(", ".join(parts))


def component_lines(lookup: CacheLookup) -> list[str]:
    """The key's components, grouped: the inputs' metadata one a line, the other groups with their count."""
    groups: dict[str, int] = {}
    lines = []
    for component in lookup.event.components:
        groups[component.group] = groups.get(component.group, 0) + 1
        if component.group == "example_inputs":
            shown = input_summary(component.value) or _short(component.value)
            lines.append(f"{component.name} [{component.hash[:10]}]: {shown}")
        elif component.group == "gm":
            lines.append(f"gm [{component.hash[:10]}]: the graph module's code")
    rest = sorted(
        ((n, group) for group, n in groups.items() if group not in ("gm", "example_inputs")), reverse=True
    )
    if rest:
        named = ", ".join(f"{group} ×{n}" if n > 1 else group for n, group in rest[:SHOWN_GROUPS])
        more = f" and {len(rest) - SHOWN_GROUPS} more" if len(rest) > SHOWN_GROUPS else ""
        lines.append(f"also hashed: {named}{more}")
    return [inert_line(line) for line in lines]
