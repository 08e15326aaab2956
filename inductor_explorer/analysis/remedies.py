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

from inductor_explorer.analysis.call_sites import CallSite
from inductor_explorer.analysis.equivalents import TorchEquivalent, equivalent
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
    call_line: int | None = None  # call_site: the line of the user's call it goes before, where known
    callee: str | None = None  # call_site: the compiled function that call calls
    then: tuple[Fix, ...] = ()  # the edits that go with it (rewrites inside the compiled function)

    @property
    def where(self) -> str:
        """Where the code goes, in words."""
        if self.how == "config":
            return "before torch.compile runs (e.g. after `import torch`)"
        if self.how == "call_site" and self.call_line is not None:
            return f"before the call of `{self.callee}` at line {self.call_line}"
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
    tree = python_ast.parse_shared(source)
    if tree is None:
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
        # `math.sqrt(t)` of a tensor breaks as `.item()` does: its torch equivalent keeps the tensor.
        return equivalent_advice(code) or CodeAdvice(None, check=check)
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


#: What to check for a call Dynamo skips, whatever the call (the `unsupported_call` rule's text too).
SKIPPED_CALL_CHECK = (
    "Look for a PyTorch equivalent first. Then check what the function returns: tensors only → a custom "
    "op (`torch.library.custom_op` + `register_fake`) keeps it in the graph; anything else (an int, a "
    "string) → wrap it in a function decorated `@torch._dynamo.nonstrict_trace`, or call it outside the "
    "compiled function and pass the result in (a leaf function must return tensors: one returning an int "
    "crashes the compile). Not `torch.compiler.disable()`: it keeps the break."
)


def skipped_call_advice(code: _Code | None) -> CodeAdvice:
    """A call Dynamo skips (GB0007 and kin): its torch equivalent when there is one, nonstrict_trace for
    plain results, leaf functions only for tensors."""
    check = SKIPPED_CALL_CHECK
    mapped = equivalent_advice(code)
    if mapped is not None:
        return mapped
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


def _dotted(node: ast.expr) -> str | None:
    """`np.digitize` for the expression `np.digitize`; None for anything but names and attributes."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _replaced(code: _Code, target: ast.Call, replacement: ast.expr) -> str:
    """CODE's statement, indented as in its file, with the call TARGET replaced by REPLACEMENT."""

    class Swap(ast.NodeTransformer):
        def visit_Call(self, node: ast.Call) -> ast.AST:
            if ast.unparse(node) == ast.unparse(target):
                return replacement
            return self.generic_visit(node)

    return f"{_indent(code)}{ast.unparse(Swap().visit(python_ast.parse(ast.unparse(code.stmt)).body[0]))}"


def _local_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names FUNCTION binds: its parameters and every name it assigns."""
    arguments = function.args
    names = {
        a.arg
        for a in (
            *arguments.posonlyargs,
            *arguments.args,
            *arguments.kwonlyargs,
            arguments.vararg,
            arguments.kwarg,
        )
        if a is not None
    }
    names.update(
        n.id
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del))
    )
    return names


def _hoist_fix(code: _Code, call: ast.Call, name: str) -> Fix | None:
    """The call computed once above the function, when its arguments do not depend on the function's values
    (with the function unknown: when they are constants)."""
    used = {n.id for n in ast.walk(call) if isinstance(n, ast.Name)} - {name.split(".", 1)[0]}
    local = _local_names(code.function) if code.function is not None else None
    if (local is None and used) or (local is not None and used & local) or call.keywords and local is None:
        return None
    value = "_" + name.replace(".", "_")
    return Fix(
        "hoist_call",
        "rewrite",
        _replaced(code, call, ast.Name(value)),
        f"`{name}` has no torch equivalent, and its arguments do not depend on the compiled function's "
        "inputs: computed once when the module loads, it leaves the compiled region with the same value",
        _lines(code, code.stmt),
        f"{value} = {ast.unparse(call)}",
    )


def _tensor_text(node: ast.expr) -> str:
    """A NumPy call's argument as a tensor: `x.numpy()` is `x` (the tensor it came from); anything else goes
    through torch.as_tensor."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "numpy"
        and not node.args
        and not node.keywords
    ):
        return ast.unparse(node.func.value)
    return f"torch.as_tensor({ast.unparse(node)})"


def _equivalent_fix(code: _Code, call: ast.Call, name: str, entry: TorchEquivalent) -> Fix | None:
    """CALL rewritten as ENTRY's template over its positional arguments (none with keywords: they change
    what the call means, e.g. np.digitize's right=True)."""
    if entry.rewrite is None or call.keywords or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    wanted = len(set(re.findall(r"\{(\d+)\}", entry.rewrite)))
    if len(call.args) != wanted:
        return None
    numpy = name.startswith(("np.", "numpy."))
    text = entry.rewrite.format(*(_tensor_text(a) if numpy else ast.unparse(a) for a in call.args))
    target, result = call, entry.result
    wrapper = _tensor_wrapper(code.stmt, call)
    if numpy and wrapper is not None and text.endswith(".numpy()"):
        # `torch.as_tensor(np.f(...))`: the torch operation's tensor is what the wrapper made; no round trip
        # through NumPy.
        target, text = wrapper, text.removesuffix(".numpy()")
        result = f"the tensor `{_dotted(wrapper.func)}` made of NumPy's array before (same values and dtype)"
    return Fix(
        "torch_equivalent",
        "rewrite",
        _replaced(code, target, python_ast.parse_expression(text).body),
        f"`{entry.torch}` is traced into the graph where `{name}` broke it; {entry.differences}; the result "
        f"is {result}",
        _lines(code, code.stmt),
    )


#: Calls that turn a NumPy array into a tensor with the array's values and dtype.
_TO_TENSOR = frozenset({"torch.as_tensor", "torch.from_numpy", "torch.asarray"})


def _tensor_wrapper(stmt: ast.stmt, call: ast.Call) -> ast.Call | None:
    """The `torch.as_tensor(CALL)` (or torch.from_numpy) in STMT whose only argument is CALL."""
    for node in ast.walk(stmt):
        if (
            isinstance(node, ast.Call)
            and _dotted(node.func) in _TO_TENSOR
            and len(node.args) == 1
            and node.args[0] is call
            and not node.keywords
        ):
            return node
    return None


def equivalent_advice(code: _Code | None) -> CodeAdvice | None:
    """A NumPy or Python standard-library call with a torch equivalent (or none, said so) on the line that
    broke: the rewrite, or what to write and how its results differ; None when the line has no such call."""
    if code is None:
        return None
    for node in ast.walk(code.stmt):
        name = _dotted(node.func) if isinstance(node, ast.Call) else None
        entry = equivalent(name) if name else None
        if entry is None or name is None or not isinstance(node, ast.Call):
            continue
        if entry.torch is None:
            fix = _hoist_fix(code, node, name)
            return CodeAdvice(
                f"`{name}()`, which has no torch equivalent", (fix,) if fix else (), entry.differences
            )
        rewrite = _equivalent_fix(code, node, name, entry)
        return CodeAdvice(
            f"`{name}()`, whose torch equivalent is `{entry.torch}`",
            (rewrite,) if rewrite else (),
            None if rewrite else f"write `{entry.torch}` instead: {entry.differences}",
        )
    return None


def numpy_advice(code: _Code | None) -> CodeAdvice:
    """A NumPy function torch._numpy lacks (GB0294 and kin): its torch equivalent when the table has one."""
    return equivalent_advice(code) or CodeAdvice(
        None,
        check="replace the NumPy call with the torch operation of the same name where there is one (check "
        "its defaults: NumPy's std/var divide by n, torch's by n - 1), or move it out of the compiled region",
    )


#: The logging.Logger methods a compiled function may call.
LOGGER_METHODS = ("debug", "info", "warning", "warn", "error", "exception", "critical", "fatal", "log")

#: GB0291's context: `method: <Logger scorer (WARNING)>.debug, args: [...]`.
_LOGGER_CONTEXT = re.compile(r">\.(?P<method>\w+), args:")


#: Operators whose output shape depends on the input's values (Dynamo's "Dynamic shape operator", GB0036).
DATA_DEPENDENT_SHAPE_OPS = frozenset(
    {"nonzero", "argwhere", "unique", "unique_consecutive", "masked_select", "repeat_interleave"}
)

CAPTURE_DYNAMIC_OUTPUT_SHAPE_OPS = Fix(
    "capture_dynamic_output_shape_ops",
    "config",
    "torch._dynamo.config.capture_dynamic_output_shape_ops = True",
    "Dynamo traces the operator into the graph with a symbolic size for the dimension that depends on the "
    "data, instead of breaking; the values are the same. Code that then tests that size in Python (`if "
    "n > 3:` on it) breaks the graph there instead; using it in tensor operations or returning it does not",
)


def dynamic_output_shape_advice(code: _Code | None) -> CodeAdvice:
    """An operator whose output shape depends on the data (GB0036: nonzero, unique, masked_select, a
    boolean mask index): Dynamo captures it with the setting on."""
    calls = [
        _dotted(node.func) or ""
        for node in (ast.walk(code.stmt) if code else ())
        if isinstance(node, ast.Call)
        and isinstance(node.func, (ast.Name, ast.Attribute))
        and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
        in DATA_DEPENDENT_SHAPE_OPS
    ]
    named = next((c for c in calls if c), None)
    masked = any(
        isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Compare)
        for node in (ast.walk(code.stmt) if code else ())
    )
    pattern = (
        f"`{named}(...)`, whose output shape depends on the data"
        if named
        else "indexing with a boolean mask, whose result's size depends on the data"
        if masked
        else None
    )
    return CodeAdvice(
        pattern,
        (CAPTURE_DYNAMIC_OUTPUT_SHAPE_OPS,),
        "avoid the data-dependent shape: a mask with `torch.where` keeps the input's shape",
    )


def logger_advice(code: _Code | None, context: str = "") -> CodeAdvice:
    """A logging.Logger method called in compiled code (GB0291): ignore exactly the method called."""
    method = receiver = None
    for node in ast.walk(code.stmt) if code else ():
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in LOGGER_METHODS
        ):
            method, receiver = node.func.attr, ast.unparse(node.func.value)
            break
    if method is None:
        found = _LOGGER_CONTEXT.search(context)
        method = found["method"] if found and found["method"] in LOGGER_METHODS else None
    keep = (
        "to keep the message, move the logging call out of the compiled function (torch 2.14 can also run it "
        "after the graph: `torch._dynamo.config.reorderable_logging_functions.add(<logger>.<method>)`, "
        "for calls without kwargs on tensors and constants)"
    )
    if method is None:
        return CodeAdvice(
            None,
            check="add the exact logger method called to `torch._dynamo.config.ignore_logging_functions` "
            f"(e.g. `.add(logging.Logger.info)` for `log.info(...)`); {keep}",
        )
    call = f"`{receiver}.{method}(...)`" if receiver else f"`.{method}(...)`"
    return CodeAdvice(
        f"{call}, a logging.Logger method",
        (
            Fix(
                "ignore_logger_method",
                "config",
                f"import logging\ntorch._dynamo.config.ignore_logging_functions.add(logging.Logger.{method})",
                f"Dynamo skips {call} while compiling (it returns None): no break, and nothing is logged "
                f"from compiled code. torch checks the exact method called, so `.{method}` and no "
                "other; older torch names the setting `ignore_logger_methods`",
            ),
        ),
        keep,
    )


def deepcopy_advice(code: _Code | None) -> CodeAdvice:
    """`copy.deepcopy(tensor)` (GB4198): a clone, without or with the autograd link."""
    check = (
        "replace `copy.deepcopy(t)` of a tensor with `t.detach().clone()` (a new tensor, no autograd "
        "history, as deepcopy gives) or `t.clone()` (gradients flow back through the copy)"
    )
    for node in ast.walk(code.stmt) if code else ():
        if (
            isinstance(node, ast.Call)
            and _dotted(node.func) in ("copy.deepcopy", "deepcopy")
            and len(node.args) == 1
            and not node.keywords
        ):
            assert code is not None
            value = ast.unparse(node.args[0])
            lines = _lines(code, code.stmt)
            return CodeAdvice(
                f"`copy.deepcopy({value})` of a tensor",
                (
                    Fix(
                        "detach_clone",
                        "rewrite",
                        _replaced(code, node, python_ast.parse_expression(f"{value}.detach().clone()").body),
                        "a new tensor with the same values and no autograd history, as deepcopy gives (for a "
                        "leaf that requires grad, add `.requires_grad_()` to match deepcopy's flag); clone "
                        "is traced into the graph",
                        lines,
                    ),
                    Fix(
                        "clone",
                        "rewrite",
                        _replaced(code, node, python_ast.parse_expression(f"{value}.clone()").body),
                        "a new tensor with the same values that keeps the autograd link: gradients flow back "
                        "through the copy, where deepcopy's copy has none",
                        lines,
                    ),
                ),
            )
    return CodeAdvice(None, check=check)


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


def _argument_advice(name: str, kind: str, function: str | None, call: CallSite | None) -> CodeAdvice:
    if kind not in ("int", "float"):
        return _not_traceable(name, kind)
    passed, at_call = _at_call(name, function, call)
    fixes = [
        Fix(
            "scalar_as_tensor",
            "call_site",
            f"{passed} = torch.tensor({passed})",
            f"a tensor `{passed}` is an input of the graph: its value is not guarded, so a new value "
            "reuses the graph",
            **at_call,
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


_DTYPE = re.compile(
    r"^tensor '(?P<name>[^']+)' dtype mismatch\. expected (?P<expected>\w+), actual (?P<actual>\w+)"
)
_LENGTH = re.compile(r"^len\((?P<src>[^()]+)\) == (?P<length>\d+)")
#: A resume function: the rest of FUNCTION after the graph break at LINE.
_RESUME = re.compile(r"^torch_dynamo_resume_in_(?P<function>\w+?)_at_(?P<line>\d+)$")

#: The scalar type names a dtype guard prints, and the torch.dtype each one is.
_DTYPES = {
    "Float": "torch.float32",
    "Double": "torch.float64",
    "Half": "torch.float16",
    "BFloat16": "torch.bfloat16",
    "Long": "torch.int64",
    "Int": "torch.int32",
    "Short": "torch.int16",
    "Char": "torch.int8",
    "Byte": "torch.uint8",
    "Bool": "torch.bool",
    "ComplexFloat": "torch.complex64",
    "ComplexDouble": "torch.complex128",
}


def _earlier_break(function: str | None) -> str | None:
    """`the graph break at line 21 of `score``, when FUNCTION is the resume function after it."""
    found = _RESUME.match(function or "")
    return f"the graph break at line {found['line']} of `{found['function']}`" if found else None


def _guarded_code(line: str) -> str | None:
    """The user's code a guard's comment names (`len(xs) == 2  # s = sum(xs)  # v0.py:22 in f`)."""
    parts = re.split(r"\s+#\s+", line)
    return parts[1].strip() if len(parts) > 1 and parts[1].strip() else None


def _at_call(name: str, function: str | None, call: CallSite | None) -> tuple[str, dict]:
    """NAME (a parameter of the compiled FUNCTION) as the user's CALL passes it, and the Fix fields that
    place a statement before that call; NAME and none where the call or the argument is not known (an
    expression, not a variable), or where the resume function after a break holds a NAME the function
    reassigned."""
    if call is None or (_RESUME.match(function or "") and call.reassigns(name)):
        return name, {}
    passed = call.argument_name(name)
    if passed is None:
        return name, {}
    return passed, {"call_line": call.location.line, "callee": call.callee}


def _dtype_advice(
    name: str, expected: str, actual: str, function: str | None, call: CallSite | None = None
) -> CodeAdvice:
    pattern = f"the dtype of `{name}` changes between calls ({expected}, then {actual})"
    dtype = _DTYPES.get(expected)
    after = _earlier_break(function)
    if after or dtype is None:
        return CodeAdvice(
            pattern,
            (),
            (f"`{name}` is computed after {after}" if after else f"`{name}` was {expected}")
            + ", and its dtype follows an input's: cast that input at the call site (the recompile of the "
            "compiled function's own frame names it); this recompile then goes too",
        )
    passed, at_call = _at_call(name, function, call)
    argument = f"`{passed}` (the compiled function's `{name}`)" if passed != name else f"`{name}`"
    return CodeAdvice(
        pattern,
        (
            Fix(
                "cast_dtype",
                "call_site",
                f"{passed} = {passed}.to({dtype})",
                f"the graph was compiled for a {expected} {argument}: cast at the call site, every call "
                f"passes {dtype} and reuses it. The values are computed at {dtype}'s precision: to keep "
                f"{actual}'s, cast every call to that dtype instead (one graph either way)",
                **at_call,
            ),
        ),
    )


def _length_advice(
    name: str, length: str, code: str | None, function: str | None = None, call: CallSite | None = None
) -> CodeAdvice:
    passed, at_call = _at_call(name, function, call)
    summed = call.summed(name) if call is not None and at_call else []
    used = re.search(rf"\bsum\({re.escape(name)}\)", code or "")
    rewrite = (
        f"`sum({name})` → `{name}.sum(0)`"
        if used
        else f"e.g. `sum({name})` → `{name}.sum(0)`; indexing `{name}[i]` stays"
    )
    uses = (
        f"The function's `sum({name})` becomes `{name}.sum(0)` (the edit that goes with it, same values); "
        f"any other loop over `{name}` must become a tensor operation over dim 0 too"
        if summed
        else f"Where the function iterates `{name}`, use tensor operations over dim 0 ({rewrite})"
    )
    passes = f" (`{passed}` is the compiled function's `{name}`)" if passed != name else ""
    return CodeAdvice(
        f"the length of the list or tuple `{name}` changes between calls (it was {length})",
        (
            Fix(
                "stack_dynamic",
                "call_site",
                f"{passed} = torch.stack({passed})\ntorch._dynamo.mark_dynamic({passed}, 0)",
                f"Dynamo guards a list's length and unrolls every loop over it; one tensor whose dim 0 is "
                f"symbolic compiles once for every length{passes}. {uses}: iterating a tensor fixes its "
                "length again, and mark_dynamic then raises",
                **at_call,
                then=tuple(
                    Fix(
                        "stack_dynamic",
                        "rewrite",
                        text,
                        f"`{name}` is one tensor now: the sum of its rows over dim 0",
                        lines,
                    )
                    for lines, text in summed
                ),
            ),
        ),
        "pad the list to one length with elements that do not change the result (zeros for a sum): "
        "the function then sees one length",
    )


def recompile_advice(reason: str, function: str | None = None, call: CallSite | None = None) -> CodeAdvice:
    """Fixes for one guard failure: a changing size, dtype or list length, a changing Python value (an
    argument, a global or an attribute, each by the value's type), a value carried across a graph break.
    CALL: the user's call of the compiled FUNCTION, where known: the fixes at the call site then name the
    caller's variables and the line they go before."""
    first = reason.splitlines()[0].strip() if reason.strip() else ""
    size = _SIZE.match(first)
    if size:
        return _size_advice(size["name"], size["dim"], function, site=call)
    dtype = _DTYPE.match(first)
    if dtype:
        return _dtype_advice(dtype["name"], dtype["expected"], dtype["actual"], function, call)
    length = _LENGTH.match(first)
    if length:
        arg = _ARG.match(length["src"].strip())
        name = arg["name"] if arg else length["src"].strip()
        if re.fullmatch(r"\w+", name):
            return _length_advice(name, length["length"], _guarded_code(first), function, call)
    value = _VALUE.match(first)
    if value is None:
        return CodeAdvice(
            None, check="read the failed guard: the value or size it names changed between calls"
        )
    source, kind = value["src"], _value_type(value["value"])
    if source.startswith("___"):
        after = _earlier_break(function) or "the graph break before"
        return CodeAdvice(
            f"a value Dynamo carried across {after} changes between calls",
            (),
            f"it is what {after} produced (a data-dependent value: an `.item()`, the size of a "
            "`nonzero()`): fix that break and this recompile disappears with it",
        )
    arg = _ARG.match(source)
    if arg or re.fullmatch(r"\w+", source):
        return _argument_advice(arg["name"] if arg else source, kind, function, call)
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


def _size_advice(name: str, dim: str, function: str | None, site: CallSite | None = None) -> CodeAdvice:
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
        passed, at_call = _at_call(name, function, site)
        fixes[:0] = [
            Fix(
                "mark_dynamic",
                "call_site",
                f"torch._dynamo.mark_dynamic({passed}, {dim})",
                f"`{passed}` dim {dim} is compiled as a symbolic size at the first call{call}; the later "
                "sizes reuse that graph (it errors if the dim turns out constant)",
                **at_call,
            ),
            Fix(
                "maybe_mark_dynamic",
                "call_site",
                f"torch._dynamo.maybe_mark_dynamic({passed}, {dim})",
                f"as mark_dynamic, but Dynamo may still specialise `{passed}` dim {dim} if the code needs it",
                **at_call,
            ),
        ]
    return CodeAdvice(
        f"the size of `{name}` dim {dim} changes between calls",
        tuple(fixes),
        None
        if argument
        else f"`{name}` is not an argument of the compiled function (it lives in the resume function after "
        f"{_earlier_break(function) or 'a graph break'}): mark the input it comes from dynamic, or compile "
        "with dynamic=True; a size that depends on the data (a `nonzero()` before that break) goes away "
        "once the break is fixed",
    )
