"""`ast.parse` and `ast.literal_eval` of text behind one lock.

CPython 3.11 keeps the AST constructor's recursion depth in interpreter-wide state: two threads building ASTs
at once can raise `SystemError: AST constructor recursion depth mismatch`. The explorer's workers parse in
threads (the trace logs' fixes read the user's code while a `--compare` run's output code is read), so every
AST the explorer builds from text is built here, one at a time.
"""

from __future__ import annotations

import ast
import functools
import threading
from typing import Any

_LOCK = threading.Lock()


def parse(source: str, filename: str = "<unknown>") -> ast.Module:
    """ast.parse(SOURCE) of a module, holding the lock."""
    with _LOCK:
        return ast.parse(source, filename=filename)


@functools.lru_cache(maxsize=16)
def parse_shared(source: str) -> ast.Module | None:
    """parse(SOURCE), or None when it does not parse, each text parsed once however many callers ask (a
    run's graph breaks and recompiles point into the same few files, hundreds of times over). The tree is
    shared: callers only read it (a rewrite parses a copy)."""
    try:
        return parse(source)
    except (SyntaxError, ValueError):
        return None


def parse_expression(source: str) -> ast.Expression:
    """ast.parse(SOURCE, mode="eval"), holding the lock."""
    with _LOCK:
        return ast.parse(source, mode="eval")


def literal_eval(source: str) -> Any:
    """ast.literal_eval(SOURCE) of text, holding the lock."""
    with _LOCK:
        return ast.literal_eval(source)
