"""Compile health for a CI gate: a few numbers read from summary --json, compared with a baseline's.

The numbers are read from the summary object (what `summary --json` prints, which a baseline may also be),
never counted again from the logs: a run and a baseline saved as summary JSON are measured alike. Each
measure has a limit: how much worse than the baseline the run may be, absolute (`+0`, `+2`), relative to
the baseline (`+15%`), both (`+25%,+1`: the larger allowance), or `off`. Every measure is lower-is-better.

The defaults judge what a user in a fix loop calls worse: more graph breaks, recompiles or failed compiles
(`+0`), a compile time beyond a machine's noise (`+25%,+1`: a quarter more and at least a second), a higher
estimated kernel time (`+10%,+1`: the cost model is rough; a microsecond at least). Kernel counts and FX
graph cache misses are reported, not judged (`off`): a fixed graph break merges graphs, which may add a
kernel, and a changed program misses the cache it filled before. Ask for them with `--max-kernels +0`,
`--max-cache-misses +0`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

OK, BETTER, WORSE, MISSING, UNKNOWN, OFF = "ok", "better", "worse", "missing", "unknown", "off"
_LIMIT = re.compile(r"^\+?(\d+(?:\.\d+)?)(%?)$")
_LIMIT_WORDS = "want +N, +N%, +N%,+M or off"


@dataclass(frozen=True)
class Limit:
    """How much worse than the baseline a measure may get."""

    amount: float | None  # None: off (never worse)
    relative: bool = False  # amount is a percentage of the baseline
    at_least: float | None = None  # a relative limit's absolute floor: it allows this much growth at least

    def __str__(self) -> str:
        if self.amount is None:
            return OFF
        number = f"{self.amount:g}"
        text = f"+{number}%" if self.relative else f"+{number}"
        return text if self.at_least is None else f"{text},+{self.at_least:g}"

    def allows(self, baseline: float) -> float:
        """The highest value within this limit of BASELINE."""
        assert self.amount is not None
        if not self.relative:
            return baseline + self.amount
        return max(baseline * (1 + self.amount / 100), baseline + (self.at_least or 0))


def parse_limit(text: str) -> Limit:
    """`+0`, `2`, `+15%`, `+25%,+1` (relative, allowing +1 at least), `off` → Limit; ValueError otherwise."""
    if text.strip().lower() == OFF:
        return Limit(None)
    parts = [_LIMIT.match(part.strip()) for part in text.split(",")]
    if not 1 <= len(parts) <= 2 or any(match is None for match in parts):
        raise ValueError(f"not a limit: {text!r} ({_LIMIT_WORDS})")
    first = parts[0]
    assert first is not None
    if len(parts) == 1:
        return Limit(float(first[1]), bool(first[2]))
    floor = parts[1]
    assert floor is not None
    if not first[2] or floor[2]:
        raise ValueError(f"not a limit: {text!r} (+N%,+M: a percentage, then an absolute floor)")
    return Limit(float(first[1]), True, float(floor[1]))


def _runs(summary: dict) -> list[dict]:
    runs = summary.get("runs")
    return [r for r in runs if isinstance(r, dict)] if isinstance(runs, list) else []


def _total(summary: dict, value: Callable[[dict], float | int | None]) -> float | int | None:
    """VALUE summed over the summary's runs; None when no run has it (not measured, e.g. no trace log)."""
    values = [v for v in (value(run) for run in _runs(summary)) if v is not None]
    return sum(values) if values else None


def _length(run: dict, key: str) -> int | None:
    items = run.get(key)
    return len(items) if isinstance(items, (list, dict)) else None


def _number(run: dict, key: str) -> int | None:
    value = run.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _compile_time(run: dict) -> float | None:
    times = run.get("compile_time_s")
    if not isinstance(times, dict) or not times:
        return None
    return round(sum(t for t in times.values() if isinstance(t, (int, float))), 3)


def _kernels(run: dict) -> int | None:
    graphs = run.get("graphs")
    if not isinstance(graphs, list):
        return None
    return sum(len(g.get("kernels") or []) for g in graphs if isinstance(g, dict))


def _estimated_us(run: dict) -> float | None:
    """The cost model's estimated time of every kernel and extern call of the run's graphs, in µs; None when
    one has no estimate (a sum of some would not compare) or there is none."""
    graphs = run.get("graphs")
    if not isinstance(graphs, list):
        return None
    items = [
        item
        for g in graphs
        if isinstance(g, dict) and isinstance(g.get("costs"), dict)
        for key in ("kernels", "externs")
        for item in g["costs"].get(key) or []
    ]
    times = [item.get("estimated_us") if isinstance(item, dict) else None for item in items]
    if not times or not all(isinstance(t, (int, float)) for t in times):
        return None
    return round(sum(t for t in times if isinstance(t, (int, float))), 6)


def _cache_misses(run: dict) -> int | None:
    cache = run.get("cache")
    misses = cache.get("fx_graph", {}).get("miss") if isinstance(cache, dict) else None
    return misses if isinstance(misses, int) else None


@dataclass(frozen=True)
class Measure:
    name: str  # the --max-NAME option and the JSON name
    title: str
    value: Callable[[dict], float | int | None]  # one run's number, from its summary --json entry
    default: str  # the default limit
    #: The run lacking a number the baseline has is worse (MISSING: its trace log was not given); False for a
    #: number the run may lack for its own reasons (the cost model could not estimate a kernel): UNKNOWN.
    missing_is_worse: bool = True


MEASURES = (
    Measure("graph-breaks", "graph breaks", lambda run: _length(run, "graph_breaks"), "+0"),
    Measure(
        "distinct-graph-breaks",
        "distinct graph breaks",
        lambda run: _number(run, "distinct_graph_breaks"),
        "+0",
    ),
    Measure("recompiles", "recompiles", lambda run: _number(run, "recompiles"), "+0"),
    Measure("failed-compiles", "failed compiles", lambda run: _length(run, "failed_compiles"), "+0"),
    Measure("compile-time", "compile time (s)", _compile_time, "+25%,+1"),
    Measure("estimated-time", "estimated kernel time (µs)", _estimated_us, "+10%,+1", missing_is_worse=False),
    Measure("kernels", "kernels", _kernels, OFF),
    Measure("cache-misses", "FX graph cache misses", _cache_misses, OFF),
)


def health(summary: dict) -> dict[str, float | int | None]:
    """Each measure of SUMMARY (a summary --json object), summed over its runs; None: not measured."""
    return {m.name: _total(summary, m.value) for m in MEASURES}


@dataclass(frozen=True)
class HealthRow:
    measure: Measure
    baseline: float | int | None
    run: float | int | None
    limit: Limit
    verdict: str  # OK, BETTER, WORSE, MISSING (the baseline has it, the run not), UNKNOWN (not compared), OFF

    @property
    def change(self) -> float | int | None:
        if self.baseline is None or self.run is None:
            return None
        delta = self.run - self.baseline
        return round(delta, 3) if isinstance(delta, float) else delta


@dataclass(frozen=True)
class HealthCheck:
    rows: list[HealthRow]
    #: The compiles each side was served from a cache (summary --json's `cache_hits`): reported, never worse.
    baseline_cache_hits: tuple[dict, ...] = ()
    run_cache_hits: tuple[dict, ...] = ()

    @property
    def worse(self) -> bool:
        return any(r.verdict in (WORSE, MISSING) for r in self.rows)


def _verdict(baseline: float | int | None, run: float | int | None, limit: Limit, measure: Measure) -> str:
    if limit.amount is None:
        return OFF
    if baseline is None:
        return UNKNOWN
    if run is None:
        return MISSING if measure.missing_is_worse else UNKNOWN
    if run > limit.allows(baseline):
        return WORSE
    return BETTER if run < baseline else OK


def check_health(run: dict, baseline: dict, limits: dict[str, Limit]) -> HealthCheck:
    """RUN's health against BASELINE's (both summary --json objects), each measure within LIMITS (by name;
    the measure's default where absent)."""
    now, before = health(run), health(baseline)
    rows = []
    for m in MEASURES:
        limit = limits.get(m.name) or parse_limit(m.default)
        rows.append(
            HealthRow(m, before[m.name], now[m.name], limit, _verdict(before[m.name], now[m.name], limit, m))
        )
    return HealthCheck(rows, _cache_hits(baseline), _cache_hits(run))


def _cache_hits(summary: dict) -> tuple[dict, ...]:
    """SUMMARY's compiles served from a cache, every run's (none in a summary saved without them)."""
    hits = [run.get("cache_hits") for run in _runs(summary)]
    return tuple(
        hit
        for listed in hits
        if isinstance(listed, list)
        for hit in listed
        if isinstance(hit, dict) and {"compile_id", "cache"} <= set(hit)
    )
