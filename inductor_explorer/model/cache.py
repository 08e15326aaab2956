"""What the FX graph cache and the AOTAutograd cache logged for one compile: hit, miss or bypass, the cache
key, and the components the key was hashed from.

Inductor hashes each component (`gm` the graph module's code, `example_inputs[i]` an input's metadata,
`inductor_config[name]` one config value, `fx_kwargs[...]`, `torch_version`, `system_info[...]`, ...) and
the key from those hashes, so two compiles whose keys differ differ in the components whose hashes differ.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

FX_GRAPH = "fx_graph"
AOTAUTOGRAD = "aotautograd"
HIT, MISS, BYPASS = "hit", "miss", "bypass"
#: The cache was off for the compile: `fx_graph_cache_disabled`, or a phase ending with
#: `"cache_state": "disabled"`.
DISABLED = "disabled"

#: Why a compile served from the FX graph cache has no debug files, and how to get them. Two lines in the
#: Fusion view's title at 80 columns: the remedy must fit in them.
CACHE_HIT_NOTE = (
    "no debug files for this graph: its compile hit the FX graph cache, so Inductor generated "
    "nothing and wrote no graph folder (output code and FX graphs here are the trace log's); "
    "run again with TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 to get its scheduler IR and debug files"
)


@dataclass(frozen=True, slots=True)
class CacheComponent:
    """One `[hash] name: value` entry of a cache key's components."""

    hash: str
    name: str  # e.g. "gm", "example_inputs[0]", "inductor_config[max_fusion_size]"
    value: str

    def __reduce__(self) -> tuple:
        """Unpickled through cache_component: the ranks of a job, parsed in worker processes, share one
        object per component as the compiles of one run do."""
        return (cache_component, (self.hash, self.name, self.value))

    @property
    def group(self) -> str:
        """The name without its subscript: "inductor_config", "example_inputs", "gm", ..."""
        return self.name.split("[", 1)[0]

    @property
    def item(self) -> str | None:
        """The subscript of the name ("max_fusion_size" of `inductor_config[max_fusion_size]`), if any."""
        head, bracket, rest = self.name.partition("[")
        return rest[:-1] if bracket and rest.endswith("]") else None


@functools.lru_cache(maxsize=1 << 16)
def cache_component(hash: str, name: str, value: str) -> CacheComponent:
    """The CacheComponent of these fields, one object for each (the cache keys of a run's compiles and of a
    job's ranks repeat most of their components)."""
    return CacheComponent(hash, name, value)


@dataclass(frozen=True, slots=True)
class CacheEvent:
    """One cache lookup of one compile, as its `*_cache_hit/miss/bypass` artifact or event logged it."""

    cache: str  # FX_GRAPH or AOTAUTOGRAD
    status: str  # HIT, MISS, BYPASS or DISABLED
    key: str | None  # None for most bypasses
    components: tuple[CacheComponent, ...] = field(default_factory=tuple)
    reason: str | None = None  # a bypass's (or a disabled cache's) `cache_bypass_reason`
    detail: str | None = None  # `cache_status_detailed`: "full_miss", "hit", ...
    time_saved_ms: float | None = None  # a hit's `time_saved_ms`
    line: int | None = None  # the record it came from

    def component(self, name: str) -> CacheComponent | None:
        return next((c for c in self.components if c.name == name), None)
