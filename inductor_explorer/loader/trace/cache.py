"""The FX graph cache's and AOTAutograd cache's records → CacheEvent.

torch 2.5 and 2.6 log each lookup as a chromium instant event (`fx_graph_cache_hit`, `autograd_cache_miss`,
...) whose `args` hold the key and its components; later versions (2.7 on) log it as an artifact
(`fx_graph_cache_miss`, `aotautograd_cache_bypass`, ...) with the same object as JSON payload, and 2.13 still
logs the chromium event for misses, so one lookup may come twice; tlparse reports keep the artifact
as `<name>_<n>.json`. The payload: `key`, `components` (a list of `"[hash] name: value"` strings),
`cache_state`, `cache_status_detailed`, and for bypasses `cache_bypass_reason`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.model.artifacts import FxGraph
from inductor_explorer.model.cache import AOTAUTOGRAD, DISABLED, FX_GRAPH, CacheComponent, CacheEvent

#: Artifact and chromium event names of a cache lookup: (cache, status).
CACHE_RECORD = re.compile(r"^(fx_graph|aotautograd|autograd)_cache_(hit|miss|bypass|disabled)$")
#: The compile phase whose end records each cache's state (`"cache_state": "disabled"` among its args).
CACHE_PHASES = {"inductor_compile": FX_GRAPH, "backend_compile": AOTAUTOGRAD}


def cache_record_name(name: str) -> tuple[str, str] | None:
    """(cache, status) when NAME is a cache lookup's artifact or event name, else None."""
    match = CACHE_RECORD.match(name)
    if match is None:
        return None
    return (FX_GRAPH if match[1] == "fx_graph" else AOTAUTOGRAD), match[2]


@functools.lru_cache(maxsize=1 << 16)  # compiles of one run share most components: one object each
def _component(text: str) -> CacheComponent | None:
    close = text.find("] ")
    colon = text.find(": ", close + 2) if text.startswith("[") and close > 1 else -1
    if colon < 0:
        return None
    return CacheComponent(text[1:close], text[close + 2 : colon], text[colon + 2 :])


def cache_event(name: str, data: object, line: int | None) -> CacheEvent | None:
    """The lookup record NAME logged with payload DATA (decoded JSON); None when NAME is no lookup or DATA is
    not an object."""
    kind = cache_record_name(name)
    if kind is None or not isinstance(data, dict):
        return None
    components = data.get("components")
    parsed = (
        tuple(c for c in (_component(t) for t in components if isinstance(t, str)) if c is not None)
        if isinstance(components, list)
        else ()
    )
    saved = data.get("time_saved_ms")
    return CacheEvent(
        cache=kind[0],
        status=kind[1],
        key=data["key"] if isinstance(data.get("key"), str) else None,
        components=parsed,
        reason=data["cache_bypass_reason"] if isinstance(data.get("cache_bypass_reason"), str) else None,
        detail=data["cache_status_detailed"] if isinstance(data.get("cache_status_detailed"), str) else None,
        time_saved_ms=float(saved)
        if isinstance(saved, (int, float)) and not isinstance(saved, bool)
        else None,
        line=line,
    )


def add_cache_event(events: list[CacheEvent], event: CacheEvent) -> None:
    """Append EVENT to a compile's EVENTS unless it repeats one there (2.13 logs a miss as both an artifact
    and a chromium event; a disabled cache, as an instant without a reason and as a phase's end with one);
    the copy with components wins, and a reason either copy has is kept."""
    for i, known in enumerate(events):
        if (known.cache, known.status, known.key) == (event.cache, event.status, event.key) and (
            known.reason == event.reason or known.reason is None or event.reason is None
        ):
            kept = event if not known.components and event.components else known
            reason = known.reason or event.reason
            events[i] = kept if kept.reason == reason else replace(kept, reason=reason)
            return
    events.append(event)


def disabled_event(phase: str, args: dict, line: int | None) -> CacheEvent | None:
    """The cache PHASE's end (args ARGS) says was off (`"cache_state": "disabled"`), with the reason logged;
    None for any other phase or state."""
    cache = CACHE_PHASES.get(phase)
    if cache is None or args.get("cache_state") != DISABLED:
        return None
    reason = args.get("cache_bypass_reason")
    return CacheEvent(cache, DISABLED, None, reason=reason if isinstance(reason, str) else None, line=line)


def gm_graph(code: str) -> FxGraph:
    """The FX graph of a `gm` component's value (`<lambda>()` and the module's printed code)."""
    start = code.find("def forward(")
    name = code.split("(", 1)[0].strip() or "GraphModule"
    lines = [f"class {name}(torch.nn.Module):"]
    lines.extend(f"    {line}" if line else "" for line in code[max(start, 0) :].splitlines())
    return parse_fx_graph("\n".join(lines), "gm")[0]
