"""Fixes chosen from the code that broke the graph or recompiled, each one shown to work on torch 2.13.

The break's source line (and, when the file is on disk, its whole function) is read with :mod:`ast` as
text, never run. The pattern it shows decides the fixes, most targeted first: a `.item()` used in an
`if` gets `torch.where` / `torch.cond`, not `capture_scalar_outputs` (with the flag on, the `if` breaks
the graph again as data-dependent branching); a skipped call whose result is not a tensor gets
`nonstrict_trace`, not a leaf function (leaf functions must return tensors). Where the pattern cannot be
told, a fix is not guessed: `check` says what to look at.

Every fix printed here has a test in tests/remedies/ that runs a script with the break under torch,
applies the fix exactly as printed, and checks that the break is gone and the compile succeeds.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import SourceLocation

#: Reads a user's source file as text (None when it is not there); the caller decides how (the analysis
#: layer does no I/O).
SourceReader = Callable[[str], "str | None"]

#: Modules whose functions return plain Python values (numbers, strings, None), never tensors.
NON_TENSOR_MODULES = frozenset(
    {"time", "random", "os", "datetime", "socket", "uuid", "json", "sys", "platform"}
)


@dataclass(frozen=True)
class Fix:
    """One change that removes a break or a recompile, exactly as a user applies it."""

    kind: str  # stable key: "torch_where", "capture_scalar_outputs", "mark_dynamic", ...
    # "config" (a statement before compiling), "rewrite" (replace LINES), "call_site" (before the call),
    # "decorator" (the torch.compile decorator of the compiled function)
    how: str
    code: str  # the statement, or the lines that replace LINES, or the code to put before the call
    why: str
    lines: tuple[int, int] | None = None  # rewrite: first and last line (1-based) of the file it replaces
    prelude: str | None = None  # rewrite: module-level code to add above the function first

    @property
    def where(self) -> str:
        """Where the code goes, in words."""
        if self.how == "config":
            return "before torch.compile runs (e.g. after `import torch`)"
        if self.how == "call_site":
            return "before calling the compiled function"
        if self.how == "decorator":
            return "as the compiled function's torch.compile"
        if self.lines and self.lines[0] != self.lines[1]:
            return f"replace lines {self.lines[0]}-{self.lines[1]}"
        return f"replace line {self.lines[0]}" if self.lines else "replace the line"


@dataclass(frozen=True)
class CodeAdvice:
    """What the code shows (`pattern`), the fixes that apply, most targeted first, and what to check."""

    pattern: str | None
    fixes: tuple[Fix, ...] = ()
    check: str | None = None


@dataclass
class _Code:
    """The statement that broke, parsed: from the file when it is on disk, else from the logged line."""

    stmt: ast.stmt
    text: str  # the source text the nodes' positions refer to
    function: ast.FunctionDef | ast.AsyncFunctionDef | None
    file_lines: bool  # positions are the file's own line numbers


def _innermost(nodes: list[ast.AST], line: int) -> ast.AST | None:
    best: ast.AST | None = None
    for node in nodes:
        start, end = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        if (
            start is not None
            and end is not None
            and start <= line <= end
            and (best is None or start >= getattr(best, "lineno", 0))
        ):
            best = node
    return best


def _from_file(source: str, line: int) -> _Code | None:
    parsed = _parsed(source)
    if parsed is None:
        return None
    statements, functions = parsed
    # The innermost statement holding the line; for an `if`, its test line is the statement itself.
    stmt = None
    for start, end, node in statements:
        if start <= line <= end and (stmt is None or start >= stmt.lineno):
            stmt = node
    if stmt is None:
        return None
    function = _innermost(functions, line)
    assert function is None or isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
    return _Code(stmt, source, function, True)


@functools.lru_cache(maxsize=16)
def _parsed(source: str) -> tuple[list[tuple[int, int, ast.stmt]], list[ast.AST]] | None:
    """SOURCE's statements (functions and classes aside), each with the lines it spans (an `if`'s or a
    `while`'s up to the end of its test), and its functions; None when it does not parse. A file is parsed
    once however many graph breaks point into it: a run's breaks mostly come from a few lines, hundreds of
    times over. The nodes are only read (a rewrite parses a copy)."""
    try:
        tree = python_ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    statements = []
    functions: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            functions.append(node)
        elif isinstance(node, ast.stmt) and not isinstance(node, ast.ClassDef):
            end = node.test.end_lineno if isinstance(node, (ast.If, ast.While)) else node.end_lineno
            if end is not None:
                statements.append((node.lineno, end, node))
    return statements, functions


@functools.lru_cache(maxsize=16)
def _source_lines(source: str) -> list[str]:
    return source.splitlines()


def _from_line(code: str) -> _Code | None:
    text = code.strip()
    if not text:
        return None
    if text.endswith(":"):
        text += " pass"
    try:
        tree = python_ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    if len(tree.body) != 1:
        return None
    return _Code(tree.body[0], text, None, False)


def read_code(location: SourceLocation | None, read_source: SourceReader | None) -> _Code | None:
    """The statement at LOCATION: parsed from its file when READ_SOURCE finds it and it still holds the
    logged line, else from the line the log recorded."""
    if location is None:
        return None
    if read_source is not None and location.line:
        source = read_source(location.file)
        if source is not None:
            lines = _source_lines(source)
            logged = (location.code or "").strip()
            if 0 < location.line <= len(lines) and (not logged or lines[location.line - 1].strip() == logged):
                found = _from_file(source, location.line)
                if found is not None:
                    return found
    return _from_line(location.code or "")


def _calls(node: ast.AST, method: str) -> list[ast.Call]:
    return [
        n
        for n in ast.walk(node)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr == method
        and not n.args
        and not n.keywords
    ]


class _DropMethod(ast.NodeTransformer):
    """`x.item()` → `x`: the tensor the scalar came from."""

    def __init__(self, method: str) -> None:
        self.method = method

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if (
            isinstance(node.func, ast.Attribute)
            and node.func.attr == self.method
            and not node.args
            and not node.keywords
        ):
            return node.func.value
        return node


def _without(node: ast.expr, method: str) -> str:
    return ast.unparse(_DropMethod(method).visit(python_ast.parse_expression(ast.unparse(node))).body)


def _indent(code: _Code) -> str:
    first = code.text.splitlines()[code.stmt.lineno - 1]
    return first[: len(first) - len(first.lstrip())]


def _lines(code: _Code, node: ast.stmt) -> tuple[int, int] | None:
    return (node.lineno, node.end_lineno or node.lineno) if code.file_lines else None


def _single_assign(body: list[ast.stmt]) -> tuple[str, ast.expr] | None:
    if (
        len(body) == 1
        and isinstance(body[0], ast.Assign)
        and len(body[0].targets) == 1
        and isinstance(body[0].targets[0], ast.Name)
    ):
        return body[0].targets[0].id, body[0].value
    return None


def _branch_fixes(code: _Code, stmt: ast.If, scalar: bool) -> tuple[Fix, ...]:
    """`if cond: h = A [else: h = B]` → torch.where / torch.cond on the tensor condition."""
    then = _single_assign(stmt.body)
    other = _single_assign(stmt.orelse) if stmt.orelse else None
    if then is None or (stmt.orelse and (other is None or other[0] != then[0])):
        return ()
    name, value = then
    otherwise = ast.unparse(other[1]) if other else name
    cond = _without(stmt.test, "item") if scalar else ast.unparse(stmt.test)
    pad = _indent(code)
    lines = _lines(code, stmt)
    why_scalar = (
        " `capture_scalar_outputs` would not help: the `if` on the captured scalar breaks the graph "
        "again (data-dependent branching)."
        if scalar
        else ""
    )
    # A torch.cond branch may not return its operand itself (Dynamo refuses the aliasing, GB0040): a copy.
    then_branch = f"{name}.clone()" if ast.unparse(value) == name else ast.unparse(value)
    else_branch = f"{name}.clone()" if otherwise == name else otherwise
    return (
        Fix(
            "torch_where",
            "rewrite",
            f"{pad}{name} = torch.where({cond}, {ast.unparse(value)}, {otherwise})",
            "both sides are computed and the condition picks elementwise, so no Python branch is left to "
            f"break on.{why_scalar}",
            lines,
        ),
        Fix(
            "torch_cond",
            "rewrite",
            f"{pad}{name} = torch.cond({cond}, lambda {name}: {then_branch}, lambda {name}: {else_branch}, "
            f"({name},))",
            "torch.cond traces both branches into the graph and runs only the one the tensor condition "
            "picks; both must return new tensors of the same shape and dtype (a branch returning its input "
            f"unchanged returns a copy: Dynamo refuses the aliasing).{why_scalar}",
            lines,
        ),
    )


def _uses_in_test(function: ast.AST | None, name: str) -> bool:
    if function is None:
        return False
    return any(
        isinstance(n, (ast.If, ast.While, ast.IfExp))
        and any(isinstance(m, ast.Name) and m.id == name for m in ast.walk(n.test))
        for n in ast.walk(function)
    )


def _drop_fix(code: _Code, method: str, why: str) -> Fix | None:
    stmt = code.stmt
    if not isinstance(stmt, (ast.Assign, ast.Return, ast.Expr, ast.AugAssign)):
        return None
    rewritten = ast.unparse(_DropMethod(method).visit(python_ast.parse(ast.unparse(stmt)).body[0]))
    return Fix("keep_tensor", "rewrite", f"{_indent(code)}{rewritten}", why, _lines(code, stmt))


def scalar_advice(code: _Code | None) -> CodeAdvice:
    """`.item()` (GB0124): in an `if`/`while` → torch.where/cond; else keep a tensor or capture the scalar."""
    check = (
        "check how the scalar is used: in an `if`/`while` it needs `torch.where`/`torch.cond` (not "
        "`capture_scalar_outputs`, which turns the break into data-dependent branching); in arithmetic, "
        "keep it a tensor or set `torch._dynamo.config.capture_scalar_outputs = True`"
    )
    if code is None or not _calls(code.stmt, "item"):
        return CodeAdvice(None, check=check)
    stmt = code.stmt
    if isinstance(stmt, (ast.If, ast.While)) and _calls(stmt.test, "item"):
        fixes = _branch_fixes(code, stmt, scalar=True) if isinstance(stmt, ast.If) else ()
        return CodeAdvice(
            "`.item()` decides an `if`" if isinstance(stmt, ast.If) else "`.item()` decides a `while`",
            fixes,
            None
            if fixes
            else "the branch is more than one assignment: write it as `torch.cond(pred, true_fn, "
            "false_fn, operands)` on the tensor (drop `.item()`), or make it branchless with "
            "`torch.where`",
        )
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and _uses_in_test(code.function, stmt.targets[0].id)
    ):
        return CodeAdvice(
            f"`.item()` stored in `{stmt.targets[0].id}`, which an `if`/`while` tests",
            (),
            f"keep `{stmt.targets[0].id}` a tensor (drop `.item()`) and write the branch with "
            "`torch.where` or `torch.cond`; `capture_scalar_outputs` would only move the break to "
            "the `if`",
        )
    dropped = _drop_fix(
        code,
        "item",
        "the value stays a 0-d tensor in the graph; tensor arithmetic gives the "
        "same numbers without leaving the graph",
    )
    scalar_fixes = [dropped] if dropped else []
    scalar_fixes.append(
        Fix(
            "capture_scalar_outputs",
            "config",
            "torch._dynamo.config.capture_scalar_outputs = True",
            "Dynamo captures `.item()` as a symbolic scalar in the graph instead of breaking; fine for "
            "arithmetic, not for an `if` on the value",
        )
    )
    pattern = "`.item()` used in arithmetic" if code.function is not None else "`.item()` on this line"
    return CodeAdvice(
        pattern,
        tuple(scalar_fixes),
        None if code.function is not None else "check the value is not tested by an `if` later",
    )


def tolist_advice(code: _Code | None) -> CodeAdvice:
    """`.tolist()` of a float tensor (GB0109): keep the tensor."""
    check = (
        "keep the values a tensor (drop `.tolist()`) and use tensor operations, or move the `.tolist()` "
        "out of the compiled function; `capture_scalar_outputs` does not help (floats)"
    )
    if code is None or not _calls(code.stmt, "tolist"):
        return CodeAdvice(None, check=check)
    fix = _drop_fix(
        code,
        "tolist",
        "a float tensor cannot become a Python list inside the graph; the tensor "
        "holds the same values (`capture_scalar_outputs` covers only integer tensors); code after "
        "it must take a tensor",
    )
    return CodeAdvice("`.tolist()` on a float tensor", (fix,) if fix else (), None if fix else check)


def branch_advice(code: _Code | None) -> CodeAdvice:
    """Data-dependent `if` (GB0170): torch.where for one assignment, else torch.cond."""
    check = (
        "an `if`/`while` tests a tensor's value: write it with `torch.cond(pred, true_fn, false_fn, "
        "operands)`, or branchless with `torch.where` (or torch.clamp / torch.nan_to_num)"
    )
    if code is None or not isinstance(code.stmt, (ast.If, ast.While)):
        return CodeAdvice(None, check=check)
    fixes = (
        _branch_fixes(code, code.stmt, scalar=bool(_calls(code.stmt.test, "item")))
        if isinstance(code.stmt, ast.If)
        else ()
    )
    return CodeAdvice(
        "an `if` on a tensor" if isinstance(code.stmt, ast.If) else "a `while` on a tensor",
        fixes,
        None if fixes else check,
    )


def _print_call(stmt: ast.stmt) -> ast.Call | None:
    if (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Call)
        and isinstance(stmt.value.func, ast.Name)
        and stmt.value.func.id == "print"
    ):
        return stmt.value
    return None


def print_advice(code: _Code | None) -> CodeAdvice:
    """`print(...)` (GB0059 on print): keep it after the graph, or drop it while compiling."""
    check = (
        "if the call is `print`, `torch._dynamo.config.reorderable_logging_functions.add(print)` keeps it "
        "(run after the graph); `ignore_logging_functions.add(print)` drops it while compiling"
    )
    call = _print_call(code.stmt) if code else None
    if code is None or call is None:
        return CodeAdvice(None, check=check)
    simple = (
        all(isinstance(a, (ast.Name, ast.Subscript, ast.Attribute, ast.Constant)) for a in call.args)
        and not call.keywords
    )
    fixes = []
    if simple:
        fixes.append(
            Fix(
                "reorderable_logging",
                "config",
                "torch._dynamo.config.reorderable_logging_functions.add(print)",
                "Dynamo records the call and runs it after the graph with the values it had: the output "
                "stays, the break goes",
            )
        )
    fixes.append(
        Fix(
            "ignore_logging",
            "config",
            "torch._dynamo.config.ignore_logging_functions.add(print)",
            "Dynamo drops the call while compiling: nothing is printed from compiled code",
        )
    )
    return CodeAdvice(
        "`print(...)` in compiled code",
        tuple(fixes),
        None
        if simple
        else "its arguments are computed in the call: "
        "`reorderable_logging_functions` keeps only calls on tensors and constants",
    )


def _called_function(stmt: ast.stmt) -> tuple[ast.Call, str] | None:
    """The `module.function(...)` call of STMT, one of a module that returns no tensors first."""
    calls = [
        (node, f"{node.func.value.id}.{node.func.attr}")
        for node in ast.walk(stmt)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
    ]
    return next(
        (c for c in calls if c[1].split(".", 1)[0] in NON_TENSOR_MODULES), calls[0] if calls else None
    )


class _Replace(ast.NodeTransformer):
    def __init__(self, target: ast.Call, name: str) -> None:
        self.target, self.name = target, name

    def visit_Call(self, node: ast.Call) -> ast.AST:
        if ast.unparse(node) == ast.unparse(self.target):
            return ast.Call(ast.Name(self.name), node.args, node.keywords)
        return self.generic_visit(node)


def skipped_call_advice(code: _Code | None) -> CodeAdvice:
    """A call Dynamo skips (GB0007 and kin): nonstrict_trace for plain results, leaf functions only for
    tensors."""
    check = (
        "check what the function returns: tensors only → a custom op (`torch.library.custom_op` + "
        "`register_fake`) keeps it in the graph; anything else "
        "(an int, a string) → wrap it in a function decorated `@torch._dynamo.nonstrict_trace`, or call it "
        "outside the compiled function and pass the result in (a leaf function must return tensors: one "
        "returning an int crashes the compile)"
    )
    found = _called_function(code.stmt) if code else None
    if code is None or found is None:
        return CodeAdvice(None, check=check)
    call, dotted = found
    module = dotted.split(".", 1)[0]
    if module not in NON_TENSOR_MODULES:
        return CodeAdvice(f"a call to `{dotted}`", check=check)
    wrapper = "_" + dotted.replace(".", "_")
    rewritten = ast.unparse(_Replace(call, wrapper).visit(python_ast.parse(ast.unparse(code.stmt)).body[0]))
    fix = Fix(
        "nonstrict_trace",
        "rewrite",
        f"{_indent(code)}{rewritten}",
        f"`{dotted}` returns a plain Python value, not a tensor: a nonstrict_trace function runs it "
        "as Python while tracing, without a break. Not a leaf function: those must return tensors (the "
        "compile crashes on an int). Not torch.compiler.disable: that keeps the break",
        _lines(code, code.stmt),
        f"@torch._dynamo.nonstrict_trace\ndef {wrapper}(*args, **kwargs):\n    return {dotted}(*args, "
        "**kwargs)",
    )
    return CodeAdvice(
        f"`{dotted}()`, which returns no tensor",
        (fix,),
        "call it outside the compiled function and pass the result in",
    )


_SIZE = re.compile(r"^tensor '(?P<name>[^']+)' size mismatch at index (?P<dim>\d+)")
_VALUE = re.compile(r"^(?P<src>[A-Za-z_][\w\[\]'\".]*) == (?P<value>[-+\w.']+)\s*(?:#.*)?$")
_ARG = re.compile(r"^L\['(?P<name>\w+)'\]$")
_GLOBAL = re.compile(r"^G\['(?P<name>\w+)'\]$")
_ATTRIBUTE = re.compile(r"^(?:L\['self'\]|self)\.(?P<name>\w+)$")
_INT = re.compile(r"^[-+]?\d+$")
_FLOAT = re.compile(r"^[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:e[-+]?\d+)?$|^[-+]?(?:inf|nan)$")

#: The limit Dynamo's failure message names ("currently set to 8").
_LIMIT = re.compile(r"currently set to (?P<limit>\d+)")

_DYNAMIC_FLOAT = Fix(
    "dynamic_true",
    "decorator",
    "@torch.compile(dynamic=True)",
    "with dynamic=True a Python float is traced as a symbolic value "
    "(torch._dynamo.config.specialize_float is False in torch 2.13): no recompile",
)


def _value_type(value: str) -> str:
    """The Python type of a guarded value as the guard prints it: int, float, bool, str or other."""
    if value in ("True", "False"):
        return "bool"
    if _INT.match(value):
        return "int"
    if _FLOAT.match(value):
        return "float"
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return "str"
    return "other"


def _not_traceable(name: str, kind: str) -> CodeAdvice:
    """A guarded value no setting makes symbolic: a string, a bool, an object."""
    if kind == "bool":
        return CodeAdvice(
            f"the bool `{name}` changes between calls",
            (),
            "a bool picks a code path: each value compiles once (two graphs at most); nothing to fix unless "
            "other values change too",
        )
    return CodeAdvice(
        f"the Python {'str' if kind == 'str' else 'value'} `{name}` changes between calls",
        (),
        "Dynamo never traces it symbolically: every distinct value compiles a graph of its own. Keep the "
        "values few (and torch._dynamo.config.recompile_limit above their number), or choose the code "
        "path outside the compiled function and call a compiled function per choice",
    )


def _argument_advice(name: str, kind: str) -> CodeAdvice:
    if kind not in ("int", "float"):
        return _not_traceable(name, kind)
    fixes = [
        Fix(
            "scalar_as_tensor",
            "call_site",
            f"{name} = torch.tensor({name})",
            f"a tensor `{name}` is an input of the graph: its value is not guarded, so a new value "
            "reuses the graph",
        )
    ]
    if kind == "float":
        fixes.append(_DYNAMIC_FLOAT)
    return CodeAdvice(
        f"the Python {'float' if kind == 'float' else 'value'} `{name}` changes between calls", tuple(fixes)
    )


def _global_advice(name: str, kind: str) -> CodeAdvice:
    if kind not in ("int", "float"):
        return _not_traceable(name, kind)
    fixes = [
        Fix(
            "global_as_tensor",
            "call_site",
            f"{name} = torch.tensor({name})",
            f"a global tensor is read as an input of the graph: its value is not guarded, so a new value "
            f"reuses the graph (assign the tensor wherever the global `{name}` is set)",
        )
    ]
    if kind == "float":
        fixes.append(_DYNAMIC_FLOAT)
    return CodeAdvice(f"the global {kind} `{name}` changes between calls", tuple(fixes))


def _attribute_advice(name: str, kind: str) -> CodeAdvice:
    if kind == "float":
        return CodeAdvice(f"the float attribute `self.{name}` changes between calls", (_DYNAMIC_FLOAT,))
    if kind == "int":
        return CodeAdvice(
            f"the int attribute `self.{name}` changes between calls",
            (
                Fix(
                    "unspec_int_attribute",
                    "config",
                    "torch._dynamo.config.allow_unspec_int_on_nn_module = True\n"
                    "torch._dynamo.config.assume_static_by_default = False",
                    "torch treats int attributes of an nn.Module as constants; the first setting lets Dynamo "
                    "trace them as symbolic values, the second does so from the first compile (as "
                    "dynamic=True, for every size and int). The first alone still recompiles once",
                ),
            ),
            f"keep the value in a tensor (`self.{name} = torch.tensor(...)`, or a buffer): a tensor's "
            "value is not guarded",
        )
    return _not_traceable(f"self.{name}", kind)


def recompile_limit_advice(reason: str) -> CodeAdvice:
    """Fixes for a frame that hit Dynamo's recompile limit (REASON: the failure's message)."""
    found = _LIMIT.search(reason)
    limit = int(found["limit"]) if found else 8
    return CodeAdvice(
        f"{limit} compiles of this function, the limit: Dynamo gave up on it and runs it eagerly",
        (
            Fix(
                "recompile_limit",
                "config",
                f"torch._dynamo.config.recompile_limit = {limit * 8}",
                "Dynamo keeps compiling this function's new variants instead of running it eagerly; each "
                "distinct value still compiles once: set it above the number of values your code passes",
            ),
        ),
        "first read the recompiles' reasons: a size or number that changes can be made dynamic or a tensor, "
        "and then it stops recompiling",
    )


def recompile_advice(reason: str, function: str | None = None) -> CodeAdvice:
    """Fixes for one guard failure: a changing size, a changing Python value (an argument, a global or an
    attribute), each by the value's type."""
    first = reason.splitlines()[0].strip() if reason.strip() else ""
    size = _SIZE.match(first)
    if size:
        return _size_advice(size["name"], size["dim"], function)
    value = _VALUE.match(first)
    if value is None:
        return CodeAdvice(
            None, check="read the failed guard: the value or size it names changed between calls"
        )
    source, kind = value["src"], _value_type(value["value"])
    if source.startswith("___"):
        return CodeAdvice(
            "a value Dynamo carried across a graph break changes between calls",
            (),
            "it is what the break before produced (e.g. an `.item()`): remove that break and "
            "this recompile goes with it",
        )
    arg = _ARG.match(source)
    if arg or re.fullmatch(r"\w+", source):
        return _argument_advice(arg["name"] if arg else source, kind)
    found = _GLOBAL.match(source)
    if found:
        return _global_advice(found["name"], kind)
    found = _ATTRIBUTE.match(source)
    if found:
        return _attribute_advice(found["name"], kind)
    return CodeAdvice(
        f"`{source}` changes between calls",
        (),
        "its value is guarded: pass it to the compiled function as a tensor argument instead of "
        "reading it from an object, or keep it constant",
    )


def _size_advice(name: str, dim: str, function: str | None) -> CodeAdvice:
    fixes = [
        Fix(
            "dynamic_true",
            "decorator",
            "@torch.compile(dynamic=True)",
            "the graph is compiled with symbolic sizes from the start: no recompile when a size changes",
        )
    ]
    call = f" {function}()" if function and not function.startswith("torch_dynamo_resume") else ""
    argument = not (function or "").startswith("torch_dynamo_resume")
    if argument:
        fixes[:0] = [
            Fix(
                "mark_dynamic",
                "call_site",
                f"torch._dynamo.mark_dynamic({name}, {dim})",
                f"`{name}` dim {dim} is compiled as a symbolic size at the first call{call}; the later sizes "
                "reuse that graph (it errors if the dim turns out constant)",
            ),
            Fix(
                "maybe_mark_dynamic",
                "call_site",
                f"torch._dynamo.maybe_mark_dynamic({name}, {dim})",
                f"as mark_dynamic, but Dynamo may still specialise `{name}` dim {dim} if the code needs it",
            ),
        ]
    return CodeAdvice(
        f"the size of `{name}` dim {dim} changes between calls",
        tuple(fixes),
        None
        if argument
        else f"`{name}` is not an argument of the compiled function (it "
        "lives in a resume function after a graph break): mark the input it comes from dynamic, "
        "or compile with dynamic=True",
    )
