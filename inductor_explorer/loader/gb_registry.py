"""The graph-break registry of an installed torch, found and read without importing torch.

`torch/_dynamo/graph_break_registry.json` maps GB ids to their variants
(`{"GB0059": [{"Gb_type": ..., "Context": ..., "Explanation": ..., "Hints": [...]}]}`), and
`torch/_dynamo/graph_break_hints.py` holds the hint lists that mark a break's category
(`USER_ERROR = ["Your code may result in an error ..."]`, `FUNDAMENTAL = [...]`, ...).
The hints file is read as text with :mod:`ast` (parsed, never executed).
"""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from inductor_explorer.loader.files import read_text
from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import GraphBreakRegistry, RegistryEntry

REGISTRY_PATH = ("torch", "_dynamo", "graph_break_registry.json")
HINTS_PATH = ("torch", "_dynamo", "graph_break_hints.py")


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
