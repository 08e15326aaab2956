"""The suite's own rules: test modules share helpers through tests/support, never import each other."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _imported(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
        elif isinstance(node, ast.ImportFrom):
            names.append("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
    return names


def test_test_modules_import_shared_helpers_only_from_tests_support():
    sources = [p for p in TESTS.rglob("*.py") if "data" not in p.relative_to(TESTS).parts]
    local = {p.stem for p in sources}  # what a bare `import x` would find beside a test file
    offenders = []
    for path in sources:
        for name in _imported(path):
            parts = name.split(".")
            if name.startswith("."):
                offenders.append((path.name, name))  # relative: tests/ is no package
            elif parts[0] == "tests" and parts[1:2] != ["support"]:
                offenders.append((path.name, name))
            elif parts[0] != "tests" and parts[0] in local:
                offenders.append((path.name, name))  # found only through pytest's sys.path insertion
            elif any(part.startswith("test_") or part == "conftest" for part in parts):
                offenders.append((path.name, name))
    assert offenders == []
