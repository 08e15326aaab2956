"""fx_graph_readable.py / fx_graph_transformed.py -> FxGraph; fx_graph_runnable.py -> torch version.

The files are Python-looking text printed by `GraphModule.print_readable()`. They are read line by
line, never executed and never handed to `ast.parse` as a whole, so a file cut off in the middle
still yields every node before the cut. Statements that span lines (brackets left open) are joined
first; a statement whose brackets never close ends at the next line that is indented no deeper than
its start, so one broken line cannot swallow the rest of the file.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from inductor_explorer.model.artifacts import FxGraph, FxNode, Problem, SourceLocation

DEFAULT_SUBGRAPH = "GraphModule"

# Strings, the operators that contain `=`, and the characters that matter for nesting/statements.
# A string runs to its closing quote or, left open, to the end of the line: a pattern that insisted on
# the closing quote would rescan the line from every quote (quadratic on `'\'\'\'...`).
_STRING = r"""'(?:[^'\\\n]|\\.?)*(?:'|(?=\n)|\Z)|"(?:[^"\\\n]|\\.?)*(?:"|(?=\n)|\Z)"""
_TOKEN = re.compile(_STRING + r"""|==|!=|<=|>=|->|[()\[\]{}=#;,]""")
_IDENT = re.compile(_STRING + r"""|(?<![\w.])([A-Za-z_]\w*)(?!\w)(?!\s*=(?!=))""")
_NAME = re.compile(r"[A-Za-z_]\w*")
_LHS = re.compile(r"([A-Za-z_]\w*)\s*(?::(.*))?", re.DOTALL)
_CALL_HEAD = re.compile(r"([A-Za-z_][\w.]*)\s*\(")
_SELF_ATTR = re.compile(r"self\.([A-Za-z_][\w.]*)")
_SUBSCRIPT = re.compile(r"([A-Za-z_]\w*)\[")
_BINARY = re.compile(r"(\S+) (\*\*|//|<<|>>|<=|>=|==|!=|[-+*/%@&|^<>]) (\S+)")
_UNARY = re.compile(r"([-~+])\s*([A-Za-z_]\w*)")
# `getitem += 10;  iadd = getitem`: FX prints operator.i* nodes as the statement itself, then names the node
# after the `;` (torch.fx.graph inplace_methods). `<<=`/`>>=` tokenise as `<=`/`>=`, so these are matched
# before looking for the assignment's `=`.
_AUGMENTED = re.compile(r"([A-Za-z_]\w*)\s*(\*\*|//|<<|>>|[-+*/%@&|^])=\s*(\S.*)", re.DOTALL)
_CLASS = re.compile(r"class\s+([^\s(:]+)")
_FILE_LINE = re.compile(r":(\d+)(?= in |$)")
_TORCH_VERSION = re.compile(r"#\s*torch version:\s*(\S+)")
_OPEN = frozenset("([{")
_CLOSE = frozenset(")]}")

# How FX prints operator.* targets (torch.fx.graph.magic_methods / inplace_methods).
_BINARY_TARGETS = {
    "+": "add",
    "-": "sub",
    "*": "mul",
    "/": "truediv",
    "//": "floordiv",
    "%": "mod",
    "**": "pow",
    "@": "matmul",
    "<<": "lshift",
    ">>": "rshift",
    "&": "and_",
    "|": "or_",
    "^": "xor",
    "==": "eq",
    "!=": "ne",
    "<": "lt",
    ">": "gt",
    "<=": "le",
    ">=": "ge",
}
_UNARY_TARGETS = {"-": "neg", "+": "pos", "~": "invert"}
_INPLACE_TARGETS = {
    op: f"i{name.rstrip('_')}"
    for op, name in _BINARY_TARGETS.items()
    if op not in ("==", "!=", "<", ">", "<=", ">=")
}

# Distinct lines and expressions whose pure analysis is kept (per process): the graphs of one model, their
# forward and backward and their recompiles print the same lines again.
_CACHE = 1 << 13

# fx_graph_runnable.py writes a config dump before the version line; 2.13 puts it near line 50,
# so look further than that but never through a whole (possibly huge) file.
_VERSION_SCAN_LINES = 500


@dataclass(frozen=True)
class _Line:
    """One physical line, split into its code and where its `;  x = None` clean-up starts."""

    code: str  # the line without its comment
    depth: int  # bracket depth after the line
    cleanup: int | None  # index of a top-level `;` in `code`


@dataclass
class _Statement:
    line: int  # 1-based line of the first physical line
    indent: int
    code: str  # comment-free code of all its lines joined by "\n", without the clean-up
    text: str  # as written, without the clean-up
    closed: bool  # False when its brackets never closed
    end: int  # 1-based last physical line
    after: str  # the code between the first and second top-level `;` (where an in-place op names its node)


@dataclass
class _Scope:
    """A class block: the graph or subgraph whose nodes follow."""

    indent: int
    name: str
    key: tuple[str, ...]
    top: bool


@functools.lru_cache(maxsize=_CACHE)
def _scan(line: str, depth: int) -> _Line:
    cleanup: int | None = None
    end = len(line)
    for m in _TOKEN.finditer(line):
        tok = m.group()
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth = max(depth - 1, 0)
        elif tok == "#":
            end = m.start()
            break
        elif tok == ";" and depth == 0 and cleanup is None:
            cleanup = m.start()
    return _Line(line[:end], depth, cleanup)


@functools.lru_cache(maxsize=_CACHE)
def _find_assign(code: str) -> int | None:
    """Index of the first `=` outside brackets and strings (not `==`, `<=`, ...)."""
    depth = 0
    for m in _TOKEN.finditer(code):
        tok = m.group()
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth = max(depth - 1, 0)
        elif tok == "=" and depth == 0:
            return m.start()
    return None


def _split_top_level(code: str) -> list[tuple[int, str]]:
    """Split on commas outside brackets and strings; returns (offset, piece) pairs."""
    pieces: list[tuple[int, str]] = []
    depth = 0
    start = 0
    for m in _TOKEN.finditer(code):
        tok = m.group()
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth = max(depth - 1, 0)
        elif tok == "," and depth == 0:
            pieces.append((start, code[start : m.start()]))
            start = m.end()
    pieces.append((start, code[start:]))
    return pieces


@functools.lru_cache(maxsize=_CACHE)
def _matching_close(code: str, open_at: int) -> int | None:
    """Index of the bracket closing the one at `open_at`, or None when it never closes."""
    depth = 0
    for m in _TOKEN.finditer(code, open_at):
        tok = m.group()
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth -= 1
            if depth == 0:
                return m.start()
    return None


@functools.lru_cache(maxsize=_CACHE)
def _identifiers(expr: str) -> tuple[str, ...]:
    """The names EXPR reads (not attributes, keywords' names or strings), in order."""
    return tuple(name for name in _IDENT.findall(expr) if name)


def _unquote(annotation: str) -> str | None:
    annotation = annotation.strip()
    if len(annotation) >= 2 and annotation[0] == annotation[-1] and annotation[0] in "\"'":
        annotation = annotation[1:-1]
    return annotation or None


def _statements(
    lines: list[str], problems: list[Problem], file: str
) -> Iterator[tuple[int, str] | _Statement]:
    """Yield comment lines as (line number, text) pairs and code as _Statements, in file order."""
    i = 0
    n = len(lines)
    while i < n:
        raw = lines[i]
        stripped = raw.strip()
        if not stripped:
            i += 1
            continue
        if stripped.startswith("#"):
            yield i + 1, stripped
            i += 1
            continue
        indent = len(raw) - len(raw.lstrip())
        scanned = _scan(raw, 0)
        physical = [raw]
        codes = [scanned.code]
        last = i
        while scanned.depth > 0 and scanned.cleanup is None and last + 1 < n:
            nxt = lines[last + 1]
            nxt_stripped = nxt.strip()
            if nxt_stripped and len(nxt) - len(nxt.lstrip()) <= indent and nxt_stripped[0] not in ")]}":
                break
            last += 1
            if nxt_stripped:
                scanned = _scan(nxt, scanned.depth)
                physical.append(nxt)
                codes.append(scanned.code)
        after = ""
        if scanned.cleanup is not None:
            after = codes[-1][scanned.cleanup + 1 :]
            after_end = _scan(after, 0).cleanup
            after = after[:after_end].strip() if after_end is not None else after.strip()
            physical[-1] = physical[-1][: scanned.cleanup]
            codes[-1] = codes[-1][: scanned.cleanup]
        rest = [p[indent:].rstrip() if p[:indent].isspace() else p.strip() for p in physical[1:]]
        text = "\n".join([physical[0].strip(), *rest])
        closed = scanned.depth == 0
        if not closed:
            problems.append(Problem(file, i + 1, "statement never closes its brackets (file cut off?)"))
        yield _Statement(
            i + 1, indent, "\n".join(c.rstrip() for c in codes), text.rstrip(), closed, last + 1, after
        )
        i = last + 1


def _parse_location(comment: str, file: str, line: int, problems: list[Problem]) -> SourceLocation | None:
    """`# File: path:18 in fn, code: ...` (2.1+), `# File: path:18, code: ...` (2.0), optionally
    preceded by `Annotation: {...} ` (2.6+)."""
    at = comment.find("File: ")
    body = comment[at + len("File: ") :]
    head, sep, code = body.partition(", code: ")
    last = None
    for match in _FILE_LINE.finditer(head):
        last = match
    if last is None:
        problems.append(Problem(file, line, "`# File:` comment without a `path:line` location"))
        return None
    function = head[last.end() :].removeprefix(" in ").strip() or None
    path = head[: last.start()].strip()
    return SourceLocation(path, int(last.group(1)), function, code.strip() if sep else None)


class _GraphBuilder:
    """Turns the statement stream of one file into FxNodes."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        self.graph = FxGraph(file)
        self.problems = problems
        self.scopes: list[_Scope] = []
        self.known: dict[tuple[str, ...], set[str]] = {}
        self.location: SourceLocation | None = None
        self.top_key: tuple[str, ...] | None = None
        self.outputs_seen = False

    def _enter(self, indent: int) -> _Scope:
        while self.scopes and self.scopes[-1].indent >= indent:
            self.scopes.pop()
        if self.scopes:
            return self.scopes[-1]
        # Text before (or without) any class line: treat it as the top-level graph.
        implicit = _Scope(-1, DEFAULT_SUBGRAPH, (DEFAULT_SUBGRAPH,), True)
        self.scopes.append(implicit)
        if self.top_key is None:
            self.top_key = implicit.key
        return implicit

    def _is_top(self, scope: _Scope) -> bool:
        return scope.top and scope.key == self.top_key

    def comment(self, line: int, text: str) -> None:
        body = text.lstrip("#").strip()
        if body.startswith("No stacktrace found"):
            self.location = None
        elif body.startswith("File: ") or " File: " in body:
            self.location = _parse_location(body, self.graph.file, line, self.problems)

    def statement(self, st: _Statement) -> None:
        """Place one statement; its lines count as unparsed when it is cut off or raised a problem."""
        before = len(self.problems)
        self._statement(st)
        if not st.closed or len(self.problems) > before:
            self.graph.unparsed_lines += st.end - st.line + 1

    def _statement(self, st: _Statement) -> None:
        code = st.code.strip()
        if code.startswith("class ") or code.startswith("class\t"):
            self._class(st, code)
            return
        scope = self._enter(st.indent)
        if code.startswith("def ") or code.startswith("async def "):
            self._def(st, code, scope)
        elif code == "return" or code.startswith(("return ", "return(", "return[", "return\n")):
            self._return(st, code[len("return") :], scope)
        elif code == "pass":
            return
        else:
            self._assignment(st, code, scope)

    def _class(self, st: _Statement, code: str) -> None:
        m = _CLASS.match(code)
        name = m.group(1) if m else "?"
        if not m:
            self.problems.append(Problem(self.graph.file, st.line, "class line without a name"))
        while self.scopes and self.scopes[-1].indent >= st.indent:
            self.scopes.pop()
        parent = self.scopes[-1] if self.scopes else None
        key = (*parent.key, name) if parent else (name,)
        scope = _Scope(st.indent, name, key, parent is None)
        self.scopes.append(scope)
        self.known.setdefault(key, set())
        self.location = None
        if parent is None:
            if self.top_key is None:
                self.top_key = key
        elif name not in self.graph.subgraphs:
            self.graph.subgraphs.append(name)

    def _def(self, st: _Statement, code: str, scope: _Scope) -> None:
        self.location = None
        open_at = code.find("(")
        if open_at < 0:
            self.problems.append(Problem(self.graph.file, st.line, "def line without parameters"))
            return
        close_at = _matching_close(code, open_at)
        params = code[open_at + 1 : close_at if close_at is not None else len(code)]
        line = st.line + code.count("\n", 0, open_at + 1)
        seen = 0
        for offset, piece in _split_top_level(params):
            param = piece.strip()
            if not param:
                continue
            start = offset + len(piece) - len(piece.lstrip())
            line += params.count("\n", seen, start)
            seen = start
            name_part, _, annotation = param.partition(":")
            name = name_part.split("=")[0].strip().lstrip("*")
            if name == "self" or not _NAME.fullmatch(name):
                if name != "self":
                    self.problems.append(Problem(self.graph.file, line, f"unreadable parameter {param!r}"))
                continue
            annotation = annotation.split(" = ")[0] if annotation else ""
            self._add(
                scope,
                FxNode(name, "placeholder", None, _unquote(annotation), [], line, param, None, scope.name),
                line,
            )
            if self._is_top(scope) and not self.outputs_seen:
                self.graph.inputs.append(name)

    def _names(self, expr: str, scope: _Scope) -> list[str]:
        known = self.known.get(scope.key, set())
        return [name for name in _identifiers(expr) if name in known and name != "self"]

    def _return(self, st: _Statement, expr: str, scope: _Scope) -> None:
        names = self._names(expr, scope)
        if self._is_top(scope) and not self.outputs_seen:
            self.graph.outputs.extend(names)
            self.outputs_seen = True
        args = list(dict.fromkeys(names))
        self.graph.nodes.append(
            FxNode("output", "output", "output", None, args, st.line, st.text, None, scope.name)
        )

    def _inplace_target(self, code: str, eq: int | None) -> str | None:
        """operator.i<op> for `x += y`, operator.setitem for `x[i] = y`; None for other statements."""
        augmented = _AUGMENTED.fullmatch(code)
        if augmented:
            return f"operator.{_INPLACE_TARGETS[augmented.group(2)]}"
        if eq is not None:
            lhs = code[:eq].rstrip()
            sub = _SUBSCRIPT.match(lhs)
            if sub and _matching_close(lhs, sub.end() - 1) == len(lhs) - 1:
                return "operator.setitem"
        return None

    def _inplace(self, st: _Statement, code: str, target: str, scope: _Scope) -> None:
        """The node an in-place statement defines is named by the assignment after its `;`."""
        eq = _find_assign(st.after)
        named = _LHS.fullmatch(st.after[:eq].strip()) if eq is not None else None
        if named is None:
            if st.closed:
                self.problems.append(
                    Problem(
                        self.graph.file,
                        st.line,
                        f"in-place statement without the node it defines: {code[:80]!r}",
                    )
                )
            return
        annotation = _unquote(named.group(2)) if named.group(2) is not None else None
        args = list(dict.fromkeys(self._names(code, scope)))
        node = FxNode(
            named.group(1),
            "call_function",
            target,
            annotation,
            args,
            st.line,
            st.text,
            self.location,
            scope.name,
        )
        self._add(scope, node, st.line)

    def _assignment(self, st: _Statement, code: str, scope: _Scope) -> None:
        eq = _find_assign(code)
        inplace = self._inplace_target(code, eq)
        if inplace is not None:
            self._inplace(st, code, inplace, scope)
            return
        lhs = _LHS.fullmatch(code[:eq].strip()) if eq is not None else None
        bare = _LHS.fullmatch(code) if eq is None else None
        if bare is not None and bare.group(2) is not None:
            # `primals_1: "f32[64, 32][32, 1]cpu"`: an input the AOT joint graph unpacks from its arguments
            # (the trace log's aot_joint_graph), declared in the body rather than in forward()'s signature.
            name = bare.group(1)
            self._add(
                scope,
                FxNode(
                    name, "placeholder", None, _unquote(bare.group(2)), [], st.line, st.text, None, scope.name
                ),
                st.line,
            )
            if self._is_top(scope) and not self.outputs_seen:
                self.graph.inputs.append(name)
            return
        if (
            lhs is None
            and eq is not None
            and code[eq + 1 :].strip().startswith("fx_pytree.tree_flatten_spec(")
        ):
            return  # `primals_1, ..., = fx_pytree.tree_flatten_spec(...)`: the placeholders declared above it
        if eq is None or lhs is None:
            if st.closed:
                self.problems.append(
                    Problem(self.graph.file, st.line, f"not an FX node statement: {code[:80]!r}")
                )
            return
        name = lhs.group(1)
        annotation = _unquote(lhs.group(2)) if lhs.group(2) is not None else None
        expr = code[eq + 1 :].strip()
        op, target = self._classify(expr, scope)
        if op == "unknown" and st.closed:
            self.problems.append(
                Problem(self.graph.file, st.line, f"unrecognised node expression: {expr[:80]!r}")
            )
        args = list(dict.fromkeys(self._names(expr, scope)))
        node = FxNode(name, op, target, annotation, args, st.line, st.text, self.location, scope.name)
        self._add(scope, node, st.line)

    def _classify(self, expr: str, scope: _Scope) -> tuple[str, str | None]:
        known = self.known.get(scope.key, set())
        attr = _SELF_ATTR.match(expr)
        if attr and attr.end() == len(expr):
            return "get_attr", attr.group(1)
        call = _CALL_HEAD.match(expr)
        if call:
            close = _matching_close(expr, call.end() - 1)
            if close is None or close == len(expr) - 1:
                head = call.group(1)
                if attr and attr.end() == call.end(1):
                    return "call_module", attr.group(1)
                first, dot, rest = head.partition(".")
                if dot and first in known:
                    return "call_method", rest
                return "call_function", head
        sub = _SUBSCRIPT.match(expr)
        if sub and sub.group(1) in known and _matching_close(expr, sub.end() - 1) == len(expr) - 1:
            return "call_function", "operator.getitem"
        if expr in known:
            return "alias", expr  # `l_x_ = L_x_`: Dynamo's graph naming a placeholder again
        binary = _BINARY.fullmatch(expr)
        if binary:
            return "call_function", f"operator.{_BINARY_TARGETS[binary.group(2)]}"
        unary = _UNARY.fullmatch(expr)
        if unary and unary.group(2) in known:
            return "call_function", f"operator.{_UNARY_TARGETS[unary.group(1)]}"
        return "unknown", None

    def _add(self, scope: _Scope, node: FxNode, line: int) -> None:
        known = self.known.setdefault(scope.key, set())
        if node.name in known:
            self.problems.append(Problem(self.graph.file, line, f"node {node.name!r} is defined twice"))
        known.add(node.name)
        self.graph.nodes.append(node)


def parse_fx_graph(text: str, file: str) -> tuple[FxGraph, list[Problem]]:
    """Parse fx_graph_readable.py / fx_graph_transformed.py text into an FxGraph.

    Every forward() parameter (and every bare `name: "ann"` line) becomes a placeholder node, every
    `name: "ann" = expr` line a node (call_function, call_method, call_module, get_attr, or alias for
    `a = b`), every `return` an `output` node. Nodes of
    nested classes (cond/while_loop/flex-attention subgraphs) carry the nested class name as their
    subgraph. Locations come from the latest `# File:` comment. Unknown lines become problems.
    """
    problems: list[Problem] = []
    builder = _GraphBuilder(file, problems)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = [line.removesuffix("\r") for line in lines]
    builder.graph.line_count = len(lines)
    for item in _statements(lines, problems, file):
        if isinstance(item, _Statement):
            builder.statement(item)
        else:
            builder.comment(*item)
    return builder.graph, problems


def parse_torch_version(text: str) -> str | None:
    """The `# torch version: X` value from the header of fx_graph_runnable.py, or None."""
    start = 0
    for _ in range(_VERSION_SCAN_LINES):
        end = text.find("\n", start)
        line = text[start:] if end < 0 else text[start:end]
        m = _TORCH_VERSION.match(line.strip())
        if m:
            return m.group(1)
        if end < 0:
            break
        start = end + 1
    return None
