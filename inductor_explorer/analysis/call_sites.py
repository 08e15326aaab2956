"""The user's call of a compiled function, read from the user's file as text (ast, never run): which line
calls it, and which expression the caller passes for each of its parameters.

A recompile's logged stack ends in the compiled function; the user frame before it is the call. torch
records only the module's frame for the first compile of some calls (`main()` at the bottom of the script,
where the call `score(x, feats)` is inside `main`): the function that line calls is then read from the file,
and a single call of the compiled function in its body is the call site.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from dataclasses import dataclass, field

from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import SourceLocation

SourceReader = Callable[[str], "str | None"]
Function = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True)
class CallSite:
    """Where the user calls the compiled function, and what it passes."""

    location: SourceLocation  # the line of the call, with its code
    callee: str  # the compiled function's name as the call writes it
    #: parameter of the compiled function → the argument's expression at this call, as written
    arguments: dict[str, str] = field(default_factory=dict)
    #: how it was found: "logged" (on the logged caller's line), "in function" (in the body of the function
    #: the logged line calls), "only call" (no caller logged: the file's only call of the function)
    found: str = "logged"
    #: the compiled function's definition and the text of its file, when read
    definition: Function | None = field(default=None, compare=False, repr=False)
    definition_text: str | None = field(default=None, compare=False, repr=False)

    def argument_name(self, parameter: str) -> str | None:
        """The caller's variable passed as PARAMETER (`feats` for `side_feats`); None unless a plain name."""
        text = self.arguments.get(parameter)
        return text if text is not None and text.isidentifier() else None

    def reassigns(self, name: str) -> bool:
        """The compiled function assigns NAME somewhere: from there on it is not the argument."""
        return self.definition is None or any(
            isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del))
            for n in ast.walk(self.definition)
        )

    def summed(self, parameter: str) -> list[tuple[tuple[int, int], str]]:
        """Each statement of the compiled function that sums PARAMETER with the builtin (`sum(side_feats)`),
        rewritten over a stacked tensor's dim 0 (`side_feats.sum(0)`): the lines it spans and its new text,
        indented as in the file."""
        if self.definition is None or self.definition_text is None:
            return []
        lines = self.definition_text.splitlines()
        out = []
        for statement in ast.walk(self.definition):
            if not isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Expr)):
                continue
            if not any(_sums(n, parameter) for n in ast.walk(statement)):
                continue
            rewritten = _SumOverDim0(parameter).visit(python_ast.parse(ast.unparse(statement)).body[0])
            first = lines[statement.lineno - 1]
            pad = first[: len(first) - len(first.lstrip())]
            span = (statement.lineno, statement.end_lineno or statement.lineno)
            out.append((span, f"{pad}{ast.unparse(rewritten)}"))
        return sorted(out)


def _sums(node: ast.AST, parameter: str) -> bool:
    """NODE is `sum(PARAMETER)`."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "sum"
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == parameter
    )


class _SumOverDim0(ast.NodeTransformer):
    """`sum(xs)` → `xs.sum(0)`: the same values once `xs` is one tensor stacked on dim 0."""

    def __init__(self, parameter: str) -> None:
        self.parameter = parameter

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if _sums(node, self.parameter):
            return ast.Call(ast.Attribute(ast.Name(self.parameter), "sum"), [ast.Constant(0)], [])
        return node


def _tree(source: str) -> ast.Module | None:
    return python_ast.parse_shared(source)


def function_def(source: str, name: str, line: int | None = None) -> Function | None:
    """The definition of NAME in SOURCE: the one spanning LINE (a line of the function or its decorator)
    when several share the name, else the only one."""
    tree = _tree(source)
    if tree is None:
        return None
    found = [
        n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name
    ]
    if line is not None:
        spanning = [f for f in found if _first_line(f) <= line <= (f.end_lineno or f.lineno)]
        if spanning:
            return spanning[-1]
    return found[0] if len(found) == 1 else None


def _first_line(function: Function) -> int:
    return min([function.lineno, *(d.lineno for d in function.decorator_list)])


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _calls(node: ast.AST, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(node) if isinstance(n, ast.Call) and _callee(n) == name]


#: Statements with a body: only their own line (an `if`'s test, a `for`'s iterable) can hold the call.
_BLOCKS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.For, ast.While, ast.With, ast.Try)


def _statement_at(source: str, line: int) -> ast.AST | None:
    """The innermost statement spanning LINE; for a block, its header (the test or iterable)."""
    tree = _tree(source)
    if tree is None:
        return None
    best: ast.AST | None = None
    for node in ast.walk(tree):
        if not isinstance(node, ast.stmt):
            continue
        header = _header(node)
        if header is None:
            continue
        start, end = header
        if start <= line <= end and (best is None or node.lineno >= getattr(best, "lineno", 0)):
            best = node
    if isinstance(best, (ast.If, ast.While)):
        return best.test
    if isinstance(best, ast.For):
        return best.iter
    if isinstance(best, ast.With):
        return ast.Tuple([item.context_expr for item in best.items])
    return best


def _header(node: ast.stmt) -> tuple[int, int] | None:
    if isinstance(node, (ast.If, ast.While)):
        return node.lineno, node.test.end_lineno or node.lineno
    if isinstance(node, ast.For):
        return node.lineno, node.iter.end_lineno or node.lineno
    if isinstance(node, ast.With):
        return node.lineno, max(i.context_expr.end_lineno or node.lineno for i in node.items)
    if isinstance(node, _BLOCKS):
        return None
    return node.lineno, node.end_lineno or node.lineno


def bind_arguments(function: Function, call: ast.Call, method: bool = False) -> dict[str, str]:
    """FUNCTION's parameters → the expressions CALL passes for them (positional or keyword); METHOD: the
    call is `obj.name(...)` of a method, whose first parameter is the object. Parameters after a `*args`
    argument are left out (which one they get is not written)."""
    positional = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
    if method and positional:
        positional = positional[1:]
    bound: dict[str, str] = {}
    for name, argument in zip(positional, call.args, strict=False):
        if isinstance(argument, ast.Starred):
            break
        bound[name] = ast.unparse(argument)
    named = {a.arg for a in (*function.args.args, *function.args.kwonlyargs)}
    for keyword in call.keywords:
        if keyword.arg is not None and keyword.arg in named:
            bound[keyword.arg] = ast.unparse(keyword.value)
    return bound


def call_site(
    caller: SourceLocation | None,
    compiled: SourceLocation,
    name: str,
    read_source: SourceReader | None,
) -> CallSite | None:
    """The call of the compiled function NAME (defined at COMPILED) from the logged frame CALLER: the call
    on CALLER's line, or, when that line calls a function of the same file that holds exactly one call of
    NAME, that call. Without a logged CALLER (torch logs none for a call at a module's top level), the only
    call of NAME in COMPILED's file outside NAME itself. None when the file cannot be read or shows no
    single call."""
    if read_source is None:
        return None
    source = read_source(caller.file) if caller is not None else None
    return _call_site(caller, compiled, name, read_source(compiled.file), source)


# A run recompiles one function thousands of times from the same line (a 2 GB log: 8,205 recompiles, each
# walking the file's tree twice took 90 s): each (caller, function, texts) is looked at once. The texts are
# part of the key (their hash is computed once per string), so a file read again after a change is not
# answered from the cache.
@functools.lru_cache(maxsize=256)
def _call_site(
    caller: SourceLocation | None,
    compiled: SourceLocation,
    name: str,
    defined_at: str | None,
    source: str | None,
) -> CallSite | None:
    """call_site with the texts of COMPILED's file (DEFINED_AT) and of CALLER's (SOURCE) read."""
    compiled_def = function_def(defined_at, name, compiled.line) if defined_at is not None else None
    if caller is None:
        if defined_at is None or compiled_def is None or (tree := _tree(defined_at)) is None:
            return None
        inside = {id(n) for n in ast.walk(compiled_def)}
        calls = [c for c in _calls(tree, name) if id(c) not in inside]
        if len(calls) != 1:
            return None
        return _site(calls[0], compiled.file, defined_at, name, compiled_def, "only call")
    if source is None or not caller.line:
        return None
    lines = source.splitlines()
    if not 0 < caller.line <= len(lines):
        return None
    if caller.code and lines[caller.line - 1].strip() != caller.code.strip():
        return None  # the file changed since the run
    statement = _statement_at(source, caller.line)
    if statement is None:
        return None
    calls = _calls(statement, name)
    if len(calls) == 1:
        return _site(calls[0], caller.file, source, name, compiled_def, "logged", defined_at, caller.function)
    if calls:
        return None
    called = {c for n in ast.walk(statement) if isinstance(n, ast.Call) and (c := _callee(n))}
    inner = [f for c in sorted(called) if c != name and (f := function_def(source, c)) is not None]
    if len(inner) != 1 or len(calls := _calls(inner[0], name)) != 1:
        return None
    return _site(calls[0], caller.file, source, name, compiled_def, "in function", defined_at, inner[0].name)


def _site(
    call: ast.Call,
    file: str,
    source: str,
    name: str,
    compiled_def: Function | None,
    found: str,
    defined_at: str | None = None,
    function: str | None = None,
) -> CallSite:
    """The CallSite of CALL, a call of NAME in FILE (whose text is SOURCE) inside FUNCTION."""
    if function is None:
        tree = _tree(source)
        holders = [
            f
            for f in (ast.walk(tree) if tree is not None else ())
            if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
            and f.lineno <= call.lineno <= (f.end_lineno or f.lineno)
        ]
        function = holders[-1].name if holders else "<module>"
    location = SourceLocation(file, call.lineno, function, source.splitlines()[call.lineno - 1].strip())
    method = (
        isinstance(call.func, ast.Attribute)
        and compiled_def is not None
        and bool(compiled_def.args.args)
        and compiled_def.args.args[0].arg == "self"
    )
    arguments = bind_arguments(compiled_def, call, method) if compiled_def is not None else {}
    return CallSite(location, name, arguments, found, compiled_def, defined_at or source)
