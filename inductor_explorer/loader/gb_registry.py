"""The graph-break registry of an installed torch, found and read without importing torch.

`torch/_dynamo/graph_break_registry.json` maps GB ids to their variants
(`{"GB0059": [{"Gb_type": ..., "Context": ..., "Explanation": ..., "Hints": [...]}]}`), and
`torch/_dynamo/graph_break_hints.py` holds the hint lists that mark a break's category
(`USER_ERROR = ["Your code may result in an error ..."]`, `FUNDAMENTAL = [...]`, ...).
The hints file is read as text with :mod:`ast` (parsed, never executed).

The package carries a table of the registries of the torch releases that have one (`data/gb_registry.json`,
made by tools/build_gb_table.py from the wheels): per GB id its variants, its category and the releases
that have it. `load_gb_table` reads it and lays the installed torch's registry, read as data, over it.
"""

from __future__ import annotations

import ast
import functools
import json
import sys
from collections.abc import Iterable
from dataclasses import replace
from importlib import metadata, resources
from pathlib import Path

from inductor_explorer.loader.files import read_text
from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.gb_category import hint_category
from inductor_explorer.model.trace import GraphBreakRegistry, RegistryEntry

REGISTRY_PATH = ("torch", "_dynamo", "graph_break_registry.json")
HINTS_PATH = ("torch", "_dynamo", "graph_break_hints.py")
#: The bundled table, in the package.
TABLE_PATH = ("data", "gb_registry.json")


def parse_registry(text: str, file: str) -> tuple[GraphBreakRegistry, list[Problem]]:
    """Read graph_break_registry.json; malformed variants are skipped and reported."""
    registry = GraphBreakRegistry(path=file)
    try:
        data = json.loads(text)
    except ValueError as exc:
        return registry, [Problem(file, None, f"graph-break registry is not valid JSON: {exc}")]
    if not isinstance(data, dict):
        return registry, [Problem(file, None, "graph-break registry is not a JSON object")]
    problems: list[Problem] = []
    for gb_id, variants in data.items():
        if not isinstance(variants, list):
            problems.append(Problem(file, None, f"{gb_id}: expected a list of variants"))
            continue
        for variant in variants:
            if not isinstance(variant, dict) or not isinstance(variant.get("Gb_type"), str):
                problems.append(Problem(file, None, f"{gb_id}: variant without a Gb_type"))
                continue
            hints = variant.get("Hints") or []
            registry.entries.setdefault(str(gb_id).upper(), []).append(
                RegistryEntry(
                    gb_id=str(gb_id).upper(),
                    gb_type=variant["Gb_type"],
                    context=str(variant.get("Context") or ""),
                    explanation=str(variant.get("Explanation") or ""),
                    hints=tuple(h for h in hints if isinstance(h, str)) if isinstance(hints, list) else (),
                )
            )
    return registry, problems


def parse_hint_categories(text: str, file: str) -> tuple[dict[str, list[str]], list[Problem]]:
    """`NAME = ["...", ...]` lists of graph_break_hints.py, by name, read without running the file."""
    try:
        tree = python_ast.parse(text, filename=file)
    except (SyntaxError, ValueError) as exc:
        return {}, [Problem(file, getattr(exc, "lineno", None), f"hints file is not valid Python: {exc}")]
    categories: dict[str, list[str]] = {}
    for node in tree.body:
        if not (
            isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
        ):
            continue
        name = node.targets[0].id
        if not name.isupper():
            continue
        try:
            value = ast.literal_eval(node.value)
        except ValueError:
            continue
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            categories[name] = value
    return categories, []


def _candidate_roots(search_paths: Iterable[str | Path] | None) -> list[Path]:
    roots: list[Path] = []
    if search_paths is None:
        try:
            located = Path(str(metadata.distribution("torch").locate_file("")))
            roots.append(located)
        except metadata.PackageNotFoundError:
            pass
        search_paths = sys.path
    for entry in search_paths:
        if entry:
            roots.append(Path(entry))
    return roots


def find_registry_path(search_paths: Iterable[str | Path] | None = None) -> Path | None:
    """Where an installed torch keeps graph_break_registry.json, or None.

    Looks at the `torch` distribution's files (importlib.metadata, which does not import torch), then at
    each of SEARCH_PATHS (default: sys.path); an entry may be a site-packages folder or a torch checkout.
    """
    for root in _candidate_roots(search_paths):
        candidate = root.joinpath(*REGISTRY_PATH)
        try:
            if candidate.is_file():
                return candidate
        except OSError:
            continue
    return None


def load_registry(path: Path | None = None) -> tuple[GraphBreakRegistry | None, list[Problem]]:
    """Read the registry at PATH (default: the installed torch's), with the hints file beside it.

    Returns (None, []) when no torch is installed; that is not a problem, the explorer works without it.
    """
    path = path or find_registry_path()
    if path is None:
        return None, []
    text, problems = read_text(path)
    if text is None:
        return None, problems
    registry, more = parse_registry(text, str(path))
    problems.extend(more)
    hints_path = path.with_name(HINTS_PATH[-1])
    if hints_path.is_file():
        hints_text, hint_problems = read_text(hints_path)
        problems.extend(hint_problems)
        if hints_text is not None:
            registry.hint_categories, more = parse_hint_categories(hints_text, str(hints_path))
            problems.extend(more)
    return registry, problems


def with_categories(registry: GraphBreakRegistry) -> GraphBreakRegistry:
    """REGISTRY with each variant's category from its hints (model.gb_category.hint_category)."""
    for gb_id, variants in registry.entries.items():
        categorized = []
        for entry in variants:
            category, inferred = hint_category(entry.whole_hints, registry.hint_categories)
            categorized.append(replace(entry, category=category, category_inferred=inferred))
        registry.entries[gb_id] = categorized
    return registry


def parse_table(text: str, file: str) -> tuple[GraphBreakRegistry, list[Problem]]:
    """Read the bundled table (tools/build_gb_table.py writes it): `{"releases": [...], "hint_categories":
    {...}, "entries": {"GB0000": {"category", "category_inferred", "releases", "variants": [...]}}}`."""
    registry = GraphBreakRegistry(path=file)
    try:
        data = json.loads(text)
    except ValueError as exc:
        return registry, [Problem(file, None, f"graph-break table is not valid JSON: {exc}")]
    entries = data.get("entries") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        return registry, [Problem(file, None, "graph-break table has no entries")]
    categories = data.get("hint_categories")
    if isinstance(categories, dict):
        registry.hint_categories = {
            str(k): [h for h in v if isinstance(h, str)] for k, v in categories.items() if isinstance(v, list)
        }
    problems: list[Problem] = []
    for gb_id, item in entries.items():
        variants = item.get("variants") if isinstance(item, dict) else None
        if not isinstance(variants, list) or not variants:
            problems.append(Problem(file, None, f"{gb_id}: no variants"))
            continue
        for variant in variants:
            if not isinstance(variant, dict) or not isinstance(variant.get("gb_type"), str):
                problems.append(Problem(file, None, f"{gb_id}: variant without a gb_type"))
                continue
            registry.entries.setdefault(str(gb_id).upper(), []).append(
                RegistryEntry(
                    gb_id=str(gb_id).upper(),
                    gb_type=variant["gb_type"],
                    context=str(variant.get("context") or ""),
                    explanation=str(variant.get("explanation") or ""),
                    hints=tuple(h for h in variant.get("hints") or [] if isinstance(h, str)),
                    category=item.get("category") if isinstance(item.get("category"), str) else None,
                    category_inferred=bool(item.get("category_inferred")),
                    releases=tuple(str(r) for r in item.get("releases") or []),
                )
            )
    return registry, problems


def load_bundled_table() -> tuple[GraphBreakRegistry | None, list[Problem]]:
    """The table the package carries (None, with a problem, when it is missing or unreadable)."""
    resource = resources.files("inductor_explorer").joinpath(*TABLE_PATH)
    try:
        text = resource.read_text(encoding="utf-8")
    except OSError as exc:
        return None, [Problem(str(resource), None, f"graph-break table could not be read: {exc}")]
    registry, problems = parse_table(text, str(resource))
    return registry, problems


def _installed_release() -> str | None:
    try:
        return metadata.version("torch").split("+")[0]
    except metadata.PackageNotFoundError:
        return None


def merge_registries(
    installed: GraphBreakRegistry, table: GraphBreakRegistry, release: str | None = None
) -> GraphBreakRegistry:
    """TABLE with INSTALLED laid over it: per GB id the installed torch's variants first (their wording is the
    running torch's), then the table's other wordings; a category stated by either hint list wins over an
    inferred one. RELEASE (the installed torch's) joins the releases of the ids it has."""
    merged = GraphBreakRegistry(
        path=installed.path,
        entries={gb_id: list(variants) for gb_id, variants in table.entries.items()},
        hint_categories={**table.hint_categories, **installed.hint_categories},
    )
    for gb_id, variants in installed.entries.items():
        known = table.entries.get(gb_id, [])
        releases = tuple(
            dict.fromkeys([*(known[0].releases if known else ()), *([release] if release else [])])
        )
        stated = next((e for e in [*variants, *known] if e.category and not e.category_inferred), None)
        category = stated or (known[0] if known else variants[0])
        ours = [
            replace(
                e, category=category.category, category_inferred=category.category_inferred, releases=releases
            )
            for e in variants
        ]
        wordings = {e.gb_type for e in ours}
        merged.entries[gb_id] = ours + [e for e in known if e.gb_type not in wordings]
    return merged


def load_gb_table(path: Path | None = None) -> tuple[GraphBreakRegistry | None, list[Problem]]:
    """The bundled table with the installed torch's registry (at PATH, default: found beside the tool) laid
    over it, read as data; either alone where the other is missing; (None, problems) where both are. Without
    PATH it is read once per process; callers do not change it."""
    if path is None:
        registry, problems = _default_table()
        return registry, list(problems)
    return _table_with(path)


@functools.lru_cache(maxsize=1)
def _default_table() -> tuple[GraphBreakRegistry | None, tuple[Problem, ...]]:
    registry, problems = _table_with(None)
    return registry, tuple(problems)


def _table_with(path: Path | None) -> tuple[GraphBreakRegistry | None, list[Problem]]:
    table, problems = load_bundled_table()
    installed, more = load_registry(path)
    problems.extend(more)
    if installed is None:
        return table, problems
    installed = with_categories(installed)
    if table is None:
        return installed, problems
    return merge_registries(installed, table, _installed_release() if path is None else None), problems
