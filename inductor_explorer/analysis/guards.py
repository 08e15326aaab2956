"""Which guards of a replaced compile a recompile reason is about, matched by the source they guard.

A recompile reason names what failed in the user's words: `tensor 'x' size mismatch ...`, `n == 1`,
`___stack0 == 0.55`, or (older torch) `L['n'] == 1`. The guard tree Dynamo logged for the compile names
the same thing as a source, `L['x']`, `L['n']`. A guard belongs beside the reason when it guards one of
the reason's sources; the guard whose expression is the reason's own (`EQUALS_MATCH: L['n'] == 1` for
`n == 1`) comes first. Guard managers (`RootGuardManager`, `GuardManager: source=...`) hold guards but
check nothing themselves, so they are never shown as what failed.
"""

from __future__ import annotations

import keyword
import re

# `L['x']`, `G['scale']`, with what follows it: `.weight`, `['key']`, `._modules['fc']`.
_SOURCE = re.compile(r"""\b([LG])\['([^'\]]+)'\]((?:\.\w+|\[[^\]]*\])*)""")
_QUOTED = re.compile(r"'((?:[^'\[]|\[[^\]]*\])+)'")
_STRING = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*\"""")
_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?:\.(\w+(?:\.\w+)*))?(?!\w)(?!\s*\()")
_KIND = re.compile(r"^(?P<kind>[A-Za-z_]+)(?::\s*(?P<expr>.*))?$", re.S)
# Names in a reason's expression that are Python's, not the user's.
_NOT_SOURCES = frozenset(
    {
        *keyword.kwlist,
        "len",
        "type",
        "id",
        "isinstance",
        "hasattr",
        "tensor",
        "size",
        "stride",
        "mismatch",
        "at",
        "index",
        "expected",
        "actual",
    }
)


def _guard_parts(guard: str) -> tuple[str, str]:
    """`EQUALS_MATCH: L['n'] == 1  # code` -> ("EQUALS_MATCH", "L['n'] == 1")."""
    m = _KIND.match(guard.strip())
    if m is None:
        return "", guard.split("  #")[0].strip()
    return m["kind"], (m["expr"] or "").split("  #")[0].strip()


def is_guard_manager(guard: str) -> bool:
    """A line of the tree that holds guards (`RootGuardManager`, `GuardManager: source=...`,
    `DictGuardManager: ...`) rather than checking anything."""
    return _guard_parts(guard)[0].endswith("GuardManager")


def _user_form(expr: str) -> str:
    """`L['n'] == 1` as a reason prints it, `n == 1`: sources of locals and globals by their plain names."""
    return re.sub(r"\s+", " ", _SOURCE.sub(lambda m: m[2] + m[3], expr)).strip()


def reason_sources(reason: str) -> set[tuple[str, tuple[str, ...]]]:
    """The sources a reason names, as (root name, attribute path): `tensor 'x' ...` -> {("x", ())},
    `n == 1` -> {("n", ())}, `L['self'].w == 2` -> {("self", ("w",))}."""
    expr = reason.split("#")[0]
    found = {(m[2], tuple(re.findall(r"\w+", m[3]))) for m in _SOURCE.finditer(expr)}
    if found:
        return found
    quoted = _QUOTED.search(expr)
    if quoted is not None:
        root, _, rest = quoted[1].partition(".")
        return {(root, tuple(rest.split("."))) if rest else (root, ())}
    names = _NAME.finditer(_STRING.sub("''", expr))
    return {(m[1], tuple(m[2].split(".")) if m[2] else ()) for m in names if m[1] not in _NOT_SOURCES}


def _guards_source(expr: str, root: str, path: tuple[str, ...]) -> bool:
    for m in _SOURCE.finditer(expr):
        if m[2] == root and all(re.search(rf"(?:\.|\[')\b{re.escape(part)}\b", m[3]) for part in path):
            return True
    return False


def guards_for_reason(guards: list[str], reason: str, limit: int) -> list[str]:
    """The guards among GUARDS (one line each, as RunTraces.guards gives them) that failed as REASON says: the
    one whose expression is the reason's own (`L['n'] == 1` for `n == 1`; for `tensor 'x' ... mismatch`, the
    TENSOR_MATCH on L['x']), else every guard on the sources the reason names; at most LIMIT. Empty when the
    reason names no source any guard checks: better nothing than guards on something else."""
    sources = reason_sources(reason)
    wanted = _user_form(reason.split("#")[0])
    tensor = reason.lstrip().startswith("tensor '")
    exact: list[str] = []
    related: list[str] = []
    for guard in guards:
        if is_guard_manager(guard):
            continue
        kind, expr = _guard_parts(guard)
        if not any(_guards_source(expr, root, path) for root, path in sources):
            continue
        failed = kind == "TENSOR_MATCH" if tensor else _user_form(expr) == wanted
        (exact if failed else related).append(guard)
    return (exact or related)[:limit]
