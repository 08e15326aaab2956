"""output_code.py -> OutputCode: the kernels Inductor defines and the wrapper's call() schedule.

The module is read as text, line by line; it is never imported or executed (its tail would benchmark
the model). `ast` only ever sees small extracted pieces (the heuristics dicts of a Triton kernel),
where a failure just leaves a value out. Formats from torch 2.0 (`triton__0 = async_compile.triton('''`,
`def call(args):`) to 2.13 (`class Runner:` with `def call(self, args):` and `def partition_N(args):`).
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from inductor_explorer.model import python_ast
from inductor_explorer.model.artifacts import Kernel, OutputCode, Problem, WrapperStep
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.text import PYTHON_STRING, split_top_level

_KERNEL_DEF = re.compile(r"([A-Za-z_]\w*) = async_compile\.(\w+)\(")
_KERNEL_DEF_LITERAL = " = async_compile."
_KERNEL_DEF_TAIL = re.compile(r" = async_compile\.\w+\(")
_AOT_ID = re.compile(r"# AOT ID: \[(.*)\]")
_CALL_DEF = re.compile(r"(?:    )?def call\(")  # `def call(args):`, or `def call(self, args):` in Runner
_PARTITION_DEF = re.compile(r"def (partition_\d+)\(args\):")
#: A module-level wrapper function of a torch.cond / while_loop subgraph: `def true_graph_0(args):`.
_SUBGRAPH_DEF = re.compile(r"def ([A-Za-z_]\w*)\(args\):")
_RUNNER = re.compile(r"runner = Runner\(partitions=\[(.*)\]\)")
_OPS_NAMESPACE = re.compile(r"([A-Za-z_]\w*) = torch\.ops\.(\w+)\s*$")

_SOURCE_NODES = re.compile(r"(?:\w+ )*Source Nodes: \[(.*?)\], Original ATen: \[(.*)\]$")
_NODE_MAPPING = re.compile(r"([A-Za-z_]\w*) => (.*)$")

# Triton kernel-name prefixes (2.1+), all of one length; 2.0 names every kernel `triton__N`, so its
# decorator decides.
_CATEGORY_PREFIXES = {
    "triton_poi_": "pointwise",
    "triton_red_": "reduction",
    "triton_per_": "persistent_reduction",
    "triton_tem_": "template",
    "triton_for_": "foreach",
    "triton_spl_": "split_scan",
}
_CATEGORY_PREFIX_LENGTH = len("triton_poi_")
_DECORATOR = re.compile(
    r"^@(?:triton_heuristics\.)?"
    r"(pointwise|reduction|persistent_reduction|cooperative_reduction|template|foreach|split_scan)\(",
    re.M,
)
_DEVICE_STR = re.compile(r"device_str\s*=\s*['\"]([^'\"]*)['\"]")
_REDUCTION_HINT = re.compile(r"reduction_hint\s*=\s*ReductionHint\.(\w+)")
_INDUCTOR_META_KEYS = (
    "kernel_name",
    "num_load",
    "num_store",
    "num_reduction",
    "mutated_arg_names",
    "grid_type",
    "kernel_num_gb",
    "kernel_flop",
)
_NUM_GB = re.compile(r"['\"]kernel_num_gb['\"]\s*:\s*([-+]?[0-9][0-9.eE+-]*)")
_SCALAR_META = re.compile(
    r"['\"](kernel_name|num_load|num_store|num_reduction|grid_type)['\"]\s*:\s*(\d+|'[^']*')"
)
# Longest dict/list literal looked at; heuristics dicts are a few KB.
_MAX_LITERAL = 200_000

_SPECIAL = re.compile(r"[\"'#()\[\]{}]")
# The rest of a one-line string after its opening quote, up to its closing quote; a backslash escapes the
# next character.
_QUOTED_REST = {q: re.compile(rf"(?:[^{q}\\]++|\\.)*+", re.S) for q in "'\""}
# A quoted string up to its closing quote (a backslash escapes the next character) or, left open, to
# the end; the repeats are possessive and their alternatives start differently, so nothing backtracks.
_STRING = re.compile(PYTHON_STRING)
_ASSIGN_TOKENS = re.compile(rf"{PYTHON_STRING}|[()\[\]{{}}=]")
# What comes before the `=` of a comparison or an augmented assignment, not of an assignment.
_AUGMENTED = "=!<>+-*/%&|^@:"
_IDENT = re.compile(r"[A-Za-z_]\w*")
# The first name _IDENT finds that is not called (no `(` after it); every part of a called name is called.
_UNCALLED_NAME = re.compile(r"[A-Za-z_]\w*+(?!\s*\()")
_BUFFER_SHAPED = r"(?:buf\d+|primals_\d+|tangents_\d+|arg\d+_\d+)"
# The names _IDENT finds, found with findall: (the `.` before an attribute's or "", the name when it is
# shaped like a buffer's or "", the name when it is not or "").
_NAME_PARTS = re.compile(rf"(\.?)(?:({_BUFFER_SHAPED})(?!\w)|([A-Za-z_]\w*))")
_CALL_TOKENS = re.compile(r"[()\[\]{},]")
_KEYWORD_ARG = re.compile(r"^\w+\s*=[^=]")
_CALLEE = re.compile(r"([A-Za-z_][\w.]*)\s*([(\[])")
_OUT_KWARG = re.compile(r"\bout=\(?\s*([A-Za-z_]\w*)")
_PARTITION_CALL = re.compile(r"self\.partitions\[(\d+)\]\(|\b(partition_\d+)\(")
_ALLOC = re.compile(r"(?:torch\.)?(?:empty(?:_strided)?(?:_\w+)?|alloc_from_pool)")
_VIEW = ("reinterpret_tensor", "as_strided")
_ASSERTS = (
    "assert_size_stride",
    "assert_size_stride_grouped",  # 2.14+
    "assert_tensor_metadata",  # 2.14+
    "assert_alignment",
    "torch._check",
    "torch._check_is_size",
)
_STREAM = re.compile(r"get_(?:raw|cuda)_stream$")
_PROVENANCE = "# [Provenance debug handles]"
_RETURN = re.compile(r"return\b")
# What a module-level statement of a generated module starts with: a keyword statement, a decorator,
# or a (dotted) name that is assigned, called, subscripted or annotated. Anything else is not code.
_MODULE_STATEMENT = re.compile(
    r"(?:import|from|del|assert|raise|if|elif|else|for|while|with|try|except|finally|def|class|async|global)\b"
    r"|@[A-Za-z_]|[A-Za-z_][\w.]*\s*(?:[-+*/%&|^@]?=|[(\[:,]|$)"
)
_SYMBOL = re.compile(r"(?:s|ks|u|ps)\d+$")
_HARNESS = ("def get_args(", "def benchmark_compiled_module(")
# `[ \t\r]`: a CRLF file keeps its `\r` before each line break, where `$` matches.
_EXAMPLE_INPUT = re.compile(r"^    ([A-Za-z_]\w*) = (rand_strided\(.*\)|-?\d+)[ \t\r]*$", re.M)

# A physical line that is a whole statement by itself: no comment, no backslash, no triple quote, every
# string closed and the brackets properly nested (at most four deep), so _scan_line would end it at depth
# 0 with no string open. Each alternative starts with a different character and every repeat is
# possessive, so a line that does not fit fails in linear time and takes the scanning path.
_LINE_STRINGS = r"""(?!''')'(?:[^'\\]++|\\.)*+'|(?!\"\"\")"(?:[^"\\]++|\\.)*+\""""
_LINE_PLAIN = rf"""[^()\[\]{{}}'"#\\]++|{_LINE_STRINGS}"""


def _bracketed(inner: str) -> str:
    """A pattern for a bracketed run of INNER."""
    return rf"\((?:{inner})*+\)|\[(?:{inner})*+\]|\{{(?:{inner})*+\}}"


_LINE_NEST = _LINE_PLAIN
for _ in range(4):
    _LINE_INNER = _LINE_NEST  # what the outermost brackets hold
    _LINE_NEST = rf"{_LINE_PLAIN}|{_bracketed(_LINE_NEST)}"
_WHOLE_LINE = re.compile(rf"(?:{_LINE_NEST})*+")
# The same shapes with `=` only inside brackets: a statement up to its first `=` outside brackets, or
# its end.
_BEFORE_ASSIGN = re.compile(rf"""(?:[^()\[\]{{}}'"#\\=]++|{_LINE_STRINGS}|{_bracketed(_LINE_INNER)})*+""")
# Distinct lines (and launches, parameter lists) whose pure analysis is kept per process: more than a
# worker meets in the graphs of one model, few enough to bound the memory they hold.
_STATEMENT_CACHE = 1 << 13


@dataclass
class _Scan:
    """Bracket depth and an open triple-quoted string, carried from one physical line to the next."""

    depth: int = 0
    string: str | None = None  # the delimiter of a triple-quoted string still open
    string_start: tuple[int, int] | None = None  # (line index, column after the opening delimiter)
    string_end: tuple[int, int] | None = None  # (line index, column of the closing delimiter)


def _scan_line(line: str, row: int, st: _Scan, start: int = 0) -> int | None:
    """Advance `st` over `line` from column `start`; return where a `#` comment starts, if any.

    Records the span of the first triple-quoted string met (kernel sources live in one).
    """
    i, n = start, len(line)
    while i < n:
        if st.string is not None:
            j = line.find(st.string, i)
            if j < 0:
                return None
            if st.string_end is None:
                st.string_end = (row, j)
            st.string = None
            i = j + 3
            continue
        # Balanced code with closed one-line strings (what _WHOLE_LINE matches) leaves the state as it was:
        # passed in one match, not a character of interest at a time.
        balanced = _WHOLE_LINE.match(line, i)
        assert balanced is not None  # the pattern matches the empty string too
        m = _SPECIAL.search(line, balanced.end())
        if m is None:
            return None
        i = m.start()
        c = line[i]
        if c == "#":
            return i
        if c in "'\"":
            if line.startswith(c * 3, i):
                st.string = c * 3
                if st.string_start is None:
                    st.string_start = (row, i + 3)
                i += 3
                continue
            rest = _QUOTED_REST[c].match(line, i + 1)
            assert rest is not None  # the pattern matches the empty string too
            i = rest.end() + 1  # past the closing quote (or the end)
            continue
        st.depth = st.depth + 1 if c in "([{" else max(0, st.depth - 1)
        i += 1
    return None


def _strip_strings(text: str) -> str:
    """The text with every quoted string blanked, so identifiers inside strings are not read as names."""
    if "'" not in text and '"' not in text:
        return text
    return _STRING.sub("''", text)


class _Names(NamedTuple):
    """The names a statement mentions (_names_in)."""

    every: tuple[tuple[str, bool], ...]  # each name, once, in order, and whether it is shaped like a buffer's
    shaped: tuple[str, ...]  # the names shaped like a buffer's, in order
    other: tuple[str, ...]  # the rest


def _names_in(code: str) -> _Names:
    """The names CODE mentions outside strings (not attributes)."""
    out: dict[str, bool] = {}  # ordered and O(1) to test: a statement may name a million buffers
    shaped: list[str] = []
    other: list[str] = []
    for attribute, buffer_name, name in _NAME_PARTS.findall(_strip_strings(code)):
        if attribute:
            continue
        if buffer_name:
            if buffer_name not in out:
                out[buffer_name] = True
                shaped.append(buffer_name)
        elif name not in out:
            out[name] = False
            other.append(name)
    return _Names(tuple(out.items()), tuple(shaped), tuple(other))


def _balanced(text: str, start: int) -> str | None:
    """The bracketed literal starting at `text[start]` (through its closing bracket), or None."""
    if start >= len(text) or text[start] not in "([{":
        return None
    depth, i, n = 0, start, min(len(text), start + _MAX_LITERAL)
    while i < n:
        c = text[i]
        if c in "'\"":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
        i += 1
    return None


def _literal(text: str) -> object | None:
    try:
        return python_ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def _dict_items(text: str) -> dict[str, object]:
    """Key/value pairs of a dict display, skipping values that are not literals (`set()`, calls)."""
    whole = _literal(text)
    if isinstance(whole, dict):
        return {str(k): v for k, v in whole.items()}
    try:
        tree = python_ast.parse_expression(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return {}
    if not isinstance(tree.body, ast.Dict):
        return {}
    items: dict[str, object] = {}
    for key, value in zip(tree.body.keys, tree.body.values):
        if key is None:
            continue
        try:
            items[str(ast.literal_eval(key))] = ast.literal_eval(value)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
    return items


def _after(text: str, marker: str) -> str | None:
    pos = text.find(marker)
    return None if pos < 0 else _balanced(text, pos + len(marker))


def _heuristics_meta(source: str) -> dict[str, object]:
    """size_hints, reduction_hint and the counters of `inductor_meta={...}` from a Triton kernel's source."""
    meta: dict[str, object] = {}
    hints = _after(source, "size_hints=")
    if hints is not None:
        value = _literal(hints)
        if value is not None:
            meta["size_hints"] = value
    hint = _REDUCTION_HINT.search(source)
    if hint:
        meta["reduction_hint"] = hint.group(1)
    inductor_meta = _after(source, "inductor_meta=")
    if inductor_meta is not None:
        items = _dict_items(inductor_meta)
        for key in _INDUCTOR_META_KEYS:
            if key in items:
                meta[key] = items[key]
    # A truncated or unparsable dict still names its counters plainly.
    pos = source.find("inductor_meta=")
    if pos >= 0:
        line_end = source.find("\n", pos)
        for m in _SCALAR_META.finditer(source, pos, line_end if line_end >= 0 else len(source)):
            key, raw = m.group(1), m.group(2)
            meta.setdefault(key, raw.strip("'") if raw.startswith("'") else int(raw))
    return meta


def _num_gb(source: str) -> dict[str, object]:
    """`kernel_num_gb` of the source's `inductor_meta={...}`, the one entry of _heuristics_meta costs need."""
    pos = source.find("inductor_meta=")
    if pos < 0:
        return {}
    end = source.find("\n", pos)
    if end < 0:
        end = len(source)
    # A match holds the key right after its opening quote: searched from there, not from every quote.
    at = source.find("kernel_num_gb", pos, end)
    m = _NUM_GB.search(source, max(pos, at - 1), end) if at >= 0 else None
    if m is None:
        return {}
    text = m.group(1)
    try:
        return {"kernel_num_gb": int(text) if text.lstrip("+-").isdigit() else float(text)}
    except ValueError:
        return {}


def _category(name: str, source: str) -> str | None:
    category = _CATEGORY_PREFIXES.get(name[:_CATEGORY_PREFIX_LENGTH])
    if category is not None:
        return category
    # No decorator line: no per-line search. Most sources (C++ ones) hold no `@` at all, which one
    # character's search tells quicker than the line starts' two.
    if "@" not in source or (not source.startswith("@") and "\n@" not in source):
        return None
    m = _DECORATOR.search(source)
    return m.group(1) if m else None


def _names_list(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


class _Comments(NamedTuple):
    """The metadata of a kernel's comment block (_comment_metadata)."""

    kernel_path: str | None
    source_nodes: tuple[str, ...] | None  # None: no `Source Nodes:` line (then no Original ATen either)
    original_aten: tuple[str, ...]
    source_node_aten: tuple[tuple[str, tuple[str, ...]], ...]
    graph_fragment: str | None


def _read_comments(kernel: Kernel, block: tuple[str, ...]) -> None:
    """Fill the kernel's metadata from the `#` comment lines directly above its definition."""
    found = _comment_metadata(block)
    if found.kernel_path is not None:
        kernel.kernel_path = found.kernel_path
    if found.source_nodes is not None:
        kernel.source_nodes = list(found.source_nodes)
        kernel.original_aten = list(found.original_aten)
    kernel.source_node_aten = {node: list(aten) for node, aten in found.source_node_aten}
    if found.graph_fragment is not None:
        kernel.graph_fragment = found.graph_fragment


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def _comment_metadata(block: tuple[str, ...]) -> _Comments:
    """What a kernel's comment BLOCK says. The kernels of a model's graphs share their blocks: cached."""
    kernel_path: str | None = None
    source_nodes: list[str] | None = None
    original_aten: list[str] = []
    mapping: dict[str, list[str]] = {}
    section = None
    fragment: list[str] = []
    for raw in block:
        body = raw[1:].strip()
        if section == "fragment" and body[:1] == "%":  # an FX node line: none of the markers below
            fragment.append(body)
            continue
        if body.startswith("kernel path:"):
            kernel_path = body[len("kernel path:") :].strip()
            section = None
            continue
        m = _SOURCE_NODES.match(body)
        if m:
            source_nodes = _names_list(m.group(1))
            original_aten = _names_list(m.group(2))
            section = None
            continue
        if body == "Source node to ATen node mapping:":
            section = "mapping"
            continue
        if body == "Graph fragment:":
            section = "fragment"
            continue
        if section == "fragment":
            fragment.append(body)
            continue
        m = _NODE_MAPPING.match(body)
        if m:  # `#   x => a, b` under the mapping header, or bare `# x => a` (2.2-2.3)
            mapping.setdefault(m.group(1), []).extend(_names_list(m.group(2)))
    return _Comments(
        kernel_path,
        None if source_nodes is None else tuple(source_nodes),
        tuple(original_aten),
        tuple((node, tuple(aten)) for node, aten in mapping.items()),
        "\n".join(fragment) if fragment else None,
    )


def _comment_block(lines: list[str], row: int) -> tuple[int, int] | None:
    """Line-index range [start, end) of the metadata comments above the definition at `row`.

    2.4 leaves a blank line between `# Source Nodes: ...` and the definition; across a blank line only
    a block that starts with Inductor's own `# kernel path:` / `# Source Nodes:` lines counts.
    """
    end = row
    while end > 0 and row - end < 2 and not lines[end - 1].strip():
        end -= 1
    start = end
    while start > 0 and lines[start - 1].startswith("#"):
        start -= 1
    if start == end:
        return None
    if end < row and not (lines[start].startswith("# kernel path:") or "Source Nodes:" in lines[start]):
        return None
    return start, end


def _row_holding(lines: list[str], row: int, delimiter: str) -> int:
    """The index of the first line from ROW on that holds DELIMITER (len(LINES) when none does)."""
    while row < len(lines) and delimiter not in lines[row]:
        row += 1
    return row


class _HiddenSource(NamedTuple):
    """A kernel source whose lines _split_module leaves unsplit: blank lines stand for the lines between
    its definition's line and the line that closes it. The definition's line is scanned already."""

    closing_row: int  # the index of the line that closes the source
    start: int  # where the definition's line starts in the text
    closing: int  # where the line that closes the source starts in the text
    # The scan's state after the definition's line: its depth, the source's delimiter and the column after it
    depth: int
    delimiter: str
    column: int


class _Module(NamedTuple):
    """What _split_module gives: the lines of a module's text, its kernel names and its hidden sources."""

    lines: list[str]
    kernel_names: set[str]
    hidden: dict[int, _HiddenSource]  # by the line index of the definition


def _split_module(text: str, hide: bool) -> _Module:
    """The lines of TEXT (split at its line breaks), the names of the lines that _KERNEL_DEF matches
    (` = async_compile.x(` after an identifier that starts its line) and, with HIDE, the kernel sources
    left unsplit (_HiddenSource): most of the text is kernel source, which is only ever read as a whole.

    A source is hidden where its definition's line, scanned as _read_kernel scans it, opens a triple-quoted
    string first and leaves it open, and the line that closes it does not start with `#` (so a comment
    block read upwards stops there). That its kernel is then read from that line is for the caller to
    check: the lines of a source read otherwise (a definition inside an open statement or string) are blank.
    """
    lines: list[str] = []
    names: set[str] = set()
    hidden: dict[int, _HiddenSource] = {}
    split_to = 0  # where the text not yet split into LINES starts: the start of a line
    # Every match starts with the literal part, found with str.find; the rest is matched there.
    at = text.find(_KERNEL_DEF_LITERAL)
    while at >= 0:
        if _KERNEL_DEF_TAIL.match(text, at) is not None:
            start = text.rfind("\n", 0, at) + 1
            name = text[start:at]
            if _IDENT.fullmatch(name):
                names.add(name)
                if hide and start >= split_to:
                    split_to = _hide_source(text, start, split_to, lines, hidden)
        at = text.find(_KERNEL_DEF_LITERAL, at + 1)
    lines.extend(text[split_to:].split("\n"))
    return _Module(lines, names, hidden)


def _find_triple_quote(text: str, delimiter: str, start: int) -> int:
    """text.find(DELIMITER, START) for a triple quote. Its quote character is looked for first, which one
    character's search finds quicker: most sources (C++ ones) hold no quote but their closing one."""
    at = text.find(delimiter[0], start)
    if at < 0 or text.startswith(delimiter, at):
        return at
    return text.find(delimiter, at + 1)


def _hide_source(
    text: str, start: int, split_to: int, lines: list[str], hidden: dict[int, _HiddenSource]
) -> int:
    """Hide the source of the definition whose line starts at START, if it can be (_split_module): the
    lines up to the definition's are added to LINES, blank ones in place of the source's. Returns where
    the text not yet split then starts."""
    line_end = text.find("\n", start)
    m = _KERNEL_DEF.match(text, start)
    if line_end < 0 or m is None:
        return split_to
    opened = line_end - 3  # where the usual definition line opens the source: at its end
    delimiter = text[opened:line_end]
    # The usual line leaves the arguments before the source balanced (what _WHOLE_LINE matches, in one
    # match): the state a scan would leave is known. Any other line is scanned.
    if delimiter in ("'''", '"""') and opened >= m.end() and _WHOLE_LINE.fullmatch(text, m.end(), opened):
        depth, column = 1, line_end - start
    else:
        st = _Scan(depth=1)
        _scan_line(text[start:line_end], 0, st, m.end() - start)
        if st.string is None or st.string_start is None or st.string_end is not None:
            return split_to
        depth, delimiter, column = st.depth, st.string, st.string_start[1]
    close = _find_triple_quote(text, delimiter, line_end + 1)
    if close < 0:
        return split_to
    closing = text.rfind("\n", line_end, close) + 1
    if text.startswith("#", closing):
        return split_to
    lines.extend(text[split_to:line_end].split("\n"))
    row = len(lines) - 1
    lines.extend([""] * text.count("\n", line_end + 1, closing))
    hidden[row] = _HiddenSource(len(lines), start, closing, depth, delimiter, column)
    return closing


def _read_kernel(
    lines: list[str],
    row: int,
    m: re.Match[str],
    file: str,
    problems: list[Problem],
    details: bool = True,
    heuristics: bool = True,
    text: str = "",
    hidden: _HiddenSource | None = None,
) -> tuple[Kernel, int]:
    """Parse the kernel definition starting at line index `row`; return it and the index after it.

    DETAILS=False gives the name, kind, method and lines only (no source, category, metadata or comments).
    HEURISTICS=False leaves out the metadata but `kernel_num_gb` (what costs read), which is found without
    evaluating the heuristics' dict literals. HIDDEN: its source, left out of LINES (_split_module), found in
    TEXT.
    """
    name, method = KernelRef(m.group(1)), m.group(2)
    if hidden is None:
        st = _Scan(depth=1)
        end = row
        col = m.end()
    else:  # the definition's line is scanned: on from the line that closes the source
        st = _Scan(hidden.depth, hidden.delimiter, (row, hidden.column))
        end = hidden.closing_row
        col = 0
    while True:
        _scan_line(lines[end], end, st, col)
        col = 0
        if st.string is not None:  # the kernel source: skip to the line that closes it, unscanned
            end = _row_holding(lines, end + 1, st.string) - 1
        if st.depth == 0 and st.string is None:
            break
        if end + 1 >= len(lines):
            what = "source string" if st.string is not None else "definition"
            problems.append(Problem(file, row + 1, f"kernel {name}: {what} never closes (file truncated?)"))
            break
        end += 1
    kind = "triton" if method == "triton" else "cpp" if method in ("cpp", "cpp_pybinding") else method
    if not details:
        return Kernel(name=name, kind=kind, method=method, line=row + 1, end_line=end + 1, source=""), end + 1
    source, tail = _source_and_tail(lines, row, end, st, text, hidden)
    kernel = Kernel(
        name=name,
        kind=kind,
        method=method,
        line=row + 1,
        end_line=end + 1,
        source=source,
        category=_category(name, source),
        written_params=written_params(source),
    )
    device = _DEVICE_STR.search(tail)
    if device:
        kernel.device_str = device.group(1)
    if not heuristics:
        kernel.meta = _num_gb(source)
    elif kind == "triton" or kernel.category is not None:
        kernel.meta = _heuristics_meta(source)
    elif method == "cpp_pybinding":
        arg_types = _literal(_balanced(lines[row], m.end()) or "")
        if isinstance(arg_types, list):
            kernel.meta["arg_types"] = arg_types
    block = _comment_block(lines, row)
    if block is not None:
        kernel.comment_line = block[0] + 1
        _read_comments(kernel, tuple(lines[block[0] : block[1]]))
    return kernel, end + 1


def _source_and_tail(
    lines: list[str], row: int, end: int, st: _Scan, text: str, hidden: _HiddenSource | None
) -> tuple[str, str]:
    """The source of the kernel defined on lines ROW to END (the first triple-quoted string ST met) and the
    text after it (the whole definition where it has none)."""
    if st.string_start is None:
        return "", " ".join(lines[row : end + 1])
    (r0, c0) = st.string_start
    (r1, c1) = st.string_end if st.string_end is not None else (end, len(lines[end]))
    if r0 == r1:
        source = lines[r0][c0:c1]
    elif hidden is not None:
        source = text[hidden.start + c0 : hidden.closing + c1]
    else:
        source = "\n".join([lines[r0][c0:], *lines[r0 + 1 : r1], lines[r1][:c1]])
    tail = lines[r1][c1:] + "".join(lines[r1 + 1 : end + 1]) if st.string_end is not None else ""
    return source, tail


# --------------------------------------------------------------------------- the wrapper

_KERNEL_PARAMS = re.compile(r"(?:\bdef\s+\w+|\bkernel)\s*\(([^)]*)\)", re.S)


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def call_args(text: str) -> tuple[str | None, ...]:
    """Positional arguments of the first call in TEXT: the first name in each (None for literals)."""
    open_at = text.find("(")
    if open_at < 0:
        return ()
    args: list[str] = []
    depth, start = 0, open_at + 1
    for m in _CALL_TOKENS.finditer(text, open_at):  # only brackets and commas matter
        c = m.group()
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(text[start : m.start()])
                break
        elif depth == 1:
            args.append(text[start : m.start()])
            start = m.end()
    out: list[str | None] = []
    for arg in args:
        arg = arg.strip()
        if not arg or _KEYWORD_ARG.match(arg):  # keyword arguments come last
            break
        # `c_void_p(buf0.data_ptr())` (C++ before 2.4): the tensor is the first name that is not called
        name = _UNCALLED_NAME.search(arg)
        out.append(None if name is None else name.group())
    return tuple(out)


def written_params(source: str) -> tuple[int, ...] | None:
    """Positions of the parameters a kernel SOURCE writes (`out_ptrN`, `in_out_ptrN`); None when unknown."""
    # A match starts at a `def` or a `kernel`: tried at each of them in turn, found with str.find (`\b`
    # still sees the character before), not at every position after the first (`'kernel_name'` of a
    # Triton kernel's metadata comes kilobytes before its `def`).
    # Each search stops where the other word was found: a C++ source's `kernel(` comes early, and its
    # `def` (mostly none) is not looked for in the rest of it.
    at_kernel = source.find("kernel")
    at_def = source.find("def", 0, at_kernel if at_kernel >= 0 else len(source))
    while at_def >= 0 or at_kernel >= 0:
        at = at_def if at_def >= 0 else at_kernel
        m = _KERNEL_PARAMS.match(source, at)
        if m is not None:
            return _written(m.group(1))
        if at == at_def:
            at_def = source.find("def", at + 1, at_kernel if at_kernel >= 0 else len(source))
        else:
            at_kernel = source.find("kernel", at + 1)
            at_def = source.find("def", at + 1, at_kernel if at_kernel >= 0 else len(source))
    return None


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def _written(params: str) -> tuple[int, ...] | None:
    """written_params of a kernel's parameter list PARAMS (kernels of a module share a few lists)."""
    if "out_ptr" not in params:  # no `out_ptrN` nor `in_out_ptrN`
        return None
    names = [
        p.strip().split(":")[0].split("=")[0].strip().split(" ")[-1].lstrip("*&")
        for p in params.split(",")
        if p.strip()
    ]
    written = tuple(i for i, n in enumerate(names) if n.startswith(("out_ptr", "in_out_ptr")))
    return written or None


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def provenance_handles(text: str) -> tuple[str, ...]:
    """The debug handles of a `# [Provenance debug handles] name:N, name:M` comment."""
    return tuple(h for h in re.split(r"[\s,]+", text.split("]", 1)[-1]) if h)


@dataclass
class _Function:
    """One wrapper function (call or a partition) and the steps of its body, in file order."""

    name: str
    line: int
    steps: list[WrapperStep] = field(default_factory=list)
    returned: list[str] = field(default_factory=list)


class _Statement(NamedTuple):
    """What a wrapper statement's code says by itself, before the names bound so far are known (those decide
    which names are buffers, and whether a callee is a kernel or an op namespace's). Computed once per
    distinct one-line statement (_wrapper_line): wrapper lines repeat within a module and across graphs."""

    kind: str  # reuse, del, return, assert, call (a call or subscript of a dotted name) or other
    lhs: str | None = None  # the top-level assignment's target text (reuse: the reusing name)
    expr: str = ""  # what may name buffers: the expression assigned or evaluated, the body of return/assert
    # _names_in(expr); None where the callee tells a step that names no buffers (alloc, alias, stream)
    names: _Names | None = None
    freed: tuple[str, ...] = ()  # del: the names deleted; reuse: the buffers of the step
    targets: tuple[str, ...] = ()  # the names the assignment binds
    bound: tuple[str, ...] = ()  # the targets that become known names (not symbols): reuse binds its lhs
    output: str | None = None  # one target, or the `out=` buffer of an expression
    callee: str = ""  # call: the dotted name called
    head: str = ""  # call: the callee's first part
    triton_shaped: bool = False  # call: `x.run(` or `triton...[grid](`: a launch even of an undefined kernel
    category: str | None = (
        None  # call: extern, fallback, assert, alloc, alias or stream where the callee says
    )
    view: str | None = None  # alias: the viewed buffer
    unpacks_args: bool = False  # other: `... = args`


def _statement(code: str) -> _Statement:
    """The pure analysis of a wrapper statement's CODE (comments removed, joined onto one line)."""
    parts = split_top_level(code, ";") if ";" in code else [code]
    if len(parts) > 1 and all(p.startswith("del ") for p in parts[1:]):  # `buf3 = buf0; del buf0`
        lhs, rhs = _assignment(parts[0])
        if lhs is not None:
            freed = [n for p in parts[1:] for n in _names_list(p[4:])]
            source = _view_source(rhs) or (rhs if rhs.isidentifier() else None)
            buffers = (source,) if source else tuple(freed)
            return _Statement("reuse", lhs, freed=buffers, bound=_bindable([lhs]), output=lhs)
    if code.startswith("del ") or code == "del":
        return _Statement("del", freed=tuple(_names_list(code[4:])))
    if _RETURN.match(code):
        return _Statement("return", expr=code[6:], names=_names_in(code[6:]))
    if code.startswith("assert "):
        return _Statement("assert", expr=code[7:], names=_names_in(code[7:]))
    lhs, rhs = _assignment(code)
    if lhs is None:  # `out=` cannot appear by blanking strings: statements without it are not searched
        out_kw = _OUT_KWARG.search(_strip_strings(code)) if "out=" in code else None
        return _call_statement(code, None, (), out_kw.group(1) if out_kw else None)
    targets = tuple(t for t in _names_list(lhs.strip("()[] ")) if t.isidentifier())
    return _call_statement(rhs, lhs, targets, targets[0] if len(targets) == 1 else None)


def _call_statement(expr: str, lhs: str | None, targets: tuple[str, ...], output: str | None) -> _Statement:
    """The _Statement of an assignment of EXPR to LHS, or of the expression EXPR when LHS is None."""
    assigned = lhs is not None
    bound = _bindable(targets)
    callee_m = _CALLEE.match(expr)
    if callee_m is None:
        return _Statement(
            "other",
            lhs,
            expr,
            _names_in(expr),
            (),
            targets,
            bound,
            output,
            unpacks_args=assigned and expr == "args",
        )
    callee, opener = callee_m.group(1), callee_m.group(2)
    head = callee.split(".", 1)[0]
    triton_shaped = callee.endswith(".run") or (opener == "[" and head.startswith("triton"))
    category, view = None, None
    if callee.startswith("extern_kernels."):
        category = "extern"
    elif callee.startswith("torch.ops."):
        category = "fallback"
    elif callee in _ASSERTS:
        category = "assert"
    elif assigned and _ALLOC.fullmatch(callee):
        category = "alloc"
    elif assigned and callee in _VIEW:
        category, view = "alias", _view_source(expr)
    elif assigned and _STREAM.search(callee):
        category = "stream"
    names = None if category in ("alloc", "alias", "stream") else _names_in(expr)
    return _Statement(
        "call", lhs, expr, names, (), targets, bound, output, callee, head, triton_shaped, category, view
    )


def _bindable(names: Iterable[str]) -> tuple[str, ...]:
    """The NAMES that become known buffer names when assigned: identifiers that are not size symbols."""
    return tuple(n for n in names if n.isidentifier() and not _SYMBOL.match(n))


def _tensor_names(names: _Names, known: set[str], streams: set[str], skip: str | None) -> list[str]:
    """The NAMES that are tensors: shaped like a buffer's or KNOWN, and not a stream's; SKIP left out."""
    return [
        name
        for name, buffer_named in names.every
        if name != skip and name not in streams and (buffer_named or name in known)
    ]


class _Classifier:
    """Turns wrapper statements into WrapperSteps; knows the kernels and the names bound so far."""

    def __init__(
        self,
        kernels: set[str],
        op_namespaces: set[str],
        file: str,
        problems: list[Problem],
        details: bool = True,
    ):
        self.kernels = kernels
        self.details = details  # False: kinds and kernels only, no buffers or outputs
        self.op_namespaces = op_namespaces
        self.file = file
        self.problems = problems
        self.known: set[str] = set()
        self.streams: set[str] = set()

    def buffers(self, s: _Statement, skip: str | None = None) -> list[str]:
        """Tensor names the statement mentions: graph inputs and values bound earlier in the wrapper."""
        if not self.details:
            return []
        known, streams = self.known, self.streams
        names = _names_in(s.expr) if s.names is None else s.names
        shaped = names.shaped
        # Mostly no other name is bound and no stream or SKIP is shaped like a buffer's: the shaped ones.
        if (
            known.isdisjoint(names.other)
            and (skip is None or skip not in shaped)
            and (not streams or streams.isdisjoint(shaped))
        ):
            return list(shaped)
        return _tensor_names(names, known, streams, skip)

    def bind(self, names: tuple[str, ...]) -> None:
        if self.details:
            self.known.update(names)

    def step(self, line: int, text: str, s: _Statement, function: str) -> WrapperStep:
        """Classify one statement from its _Statement."""
        kind = s.kind
        output = s.output if self.details else None
        if kind == "call":  # the most common kind first
            step = self._call(line, text, s, output, function)
            if step is not None:
                return step
        elif kind == "reuse":
            self.bind(s.bound)
            return WrapperStep("reuse", line, text, None, list(s.freed), s.lhs, function)
        elif kind == "del":
            return WrapperStep("del", line, text, None, list(s.freed) if self.details else [], None, function)
        elif kind == "return" or kind == "assert":
            return WrapperStep(kind, line, text, None, self.buffers(s), None, function)
        buffers = self.buffers(s)
        if s.lhs is not None and (buffers or _PARTITION_CALL.search(s.expr)):
            self.bind(s.bound)
        if s.unpacks_args:
            self.bind(s.bound)
            buffers = list(s.targets) if self.details else []
            output = None
        return WrapperStep("other", line, text, None, buffers, output, function)

    def _call(
        self, line: int, text: str, s: _Statement, output: str | None, function: str
    ) -> WrapperStep | None:
        """The step of a call whose callee says what it is (a launch, an extern or fallback kernel, an assert,
        an allocation, a view, a stream); None for any other call."""
        head, category = s.head, s.category
        if head in self.kernels or s.triton_shaped:
            if head not in self.kernels:
                message = f"launch of {head}, which this file does not define"
                self.problems.append(Problem(self.file, line, message))
            self.bind(s.bound)
            args = call_args(text) if self.details else ()
            return WrapperStep("launch", line, text, head, self.buffers(s, head), output, function, args)
        if category == "extern":
            self.bind(s.bound)
            return WrapperStep("extern", line, text, s.callee, self.buffers(s), output, function)
        if category == "fallback" or (head in self.op_namespaces and "." in s.callee):
            self.bind(s.bound)
            return WrapperStep("fallback", line, text, s.callee, self.buffers(s), output, function)
        if category == "assert":
            return WrapperStep("assert", line, text, None, self.buffers(s), None, function)
        if category == "alloc":
            self.bind(s.bound)
            return WrapperStep("alloc", line, text, None, [], output, function)
        if category == "alias":
            self.bind(s.bound)
            return WrapperStep("alias", line, text, None, [s.view] if s.view else [], output, function)
        if category == "stream":
            if self.details:
                self.streams.update(s.targets)
            return WrapperStep("other", line, text, None, [], output, function)
        return None


def _assignment(code: str) -> tuple[str | None, str]:
    """(lhs, rhs) of `lhs = rhs` at the top level, else (None, code)."""
    if "=" not in code:
        return None, code
    # Most statements reach their first `=` outside brackets, or their end, through balanced code: one match.
    before_assign = _BEFORE_ASSIGN.match(code)
    assert before_assign is not None  # the pattern matches the empty string too
    i = before_assign.end()
    if i == len(code):
        return None, code
    if code[i] == "=" and code[i + 1 : i + 2] != "=" and i and code[i - 1] not in _AUGMENTED:
        return code[:i].strip(), code[i + 1 :].strip()
    return _assignment_by_token(code)


def _assignment_by_token(code: str) -> tuple[str | None, str]:
    """_assignment taking each bracket, string and `=` in turn."""
    depth = 0
    skip = -1  # the second `=` of `==`
    for m in _ASSIGN_TOKENS.finditer(code):
        c = m.group()
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c == "=" and depth == 0 and m.start() > skip:
            i = m.start()
            before = code[i - 1] if i else ""
            after = code[i + 1 : i + 2]
            if after != "=" and before not in _AUGMENTED:
                return code[:i].strip(), code[i + 1 :].strip()
            if after == "=":
                skip = i + 1
    return None, code


def _returned(code: str) -> list[str]:
    """The names a `return (...)` hands back, one per element; views count as the buffer they view."""
    body = code[len("return") :].strip()
    if body.startswith("(") and body.endswith(")"):
        body = body[1:-1]
    out: list[str] = []
    for element in split_top_level(body):
        out.append(_view_source(element) or element)
    return out


def _view_source(expr: str) -> str | None:
    """`buf0` of `reinterpret_tensor(buf0, ...)` / `as_strided(buf0, ...)`."""
    for view in _VIEW:
        if expr.startswith(view + "("):
            first = (split_top_level(expr[len(view) + 1 :], limit=1) or [""])[0]
            return first if first.isidentifier() else None
    return None


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def _wrapper_line(line: str) -> tuple[int, str, str | None, _Statement | None]:
    """(indent, stripped text, code, statement) of a line of a wrapper function that is not a comment line;
    the code (the text without a trailing comment) and its _Statement only when the line is a whole
    statement by itself. The wrapper's lines repeat within a module and across graphs: cached."""
    stripped = line.strip()
    indent = len(line) - len(line.lstrip())
    if not stripped:
        return indent, stripped, None, None
    if _WHOLE_LINE.fullmatch(line):
        return indent, stripped, stripped, _statement(stripped)
    st = _Scan()
    cpos = _scan_line(line, 0, st)
    if st.depth or st.string is not None or (cpos is None and line.rstrip().endswith("\\")):
        return indent, stripped, None, None
    code = _statement_code([line if cpos is None else line[:cpos]])
    return indent, stripped, code, _statement(code)


def _statement_code(parts: list[str]) -> str:
    """A statement's code from the code parts (before any comment) of its physical lines, on one line."""
    return " ".join(p.rstrip("\\").strip() for p in map(str.strip, parts) if p)


def _read_function(
    lines: list[str], row: int, name: str, classifier: _Classifier, file: str, problems: list[Problem]
) -> tuple[_Function, int]:
    """Steps of the function whose `def` is at line index `row`; return it and the index after its body."""
    def_indent = len(lines[row]) - len(lines[row].lstrip())
    fn = _Function(name, row + 1)
    steps = fn.steps
    i = row + 1
    n = len(lines)
    while i < n:
        line = lines[i]
        # Comment lines (a good part of the body, most of them met once) are told apart before the cache,
        # so they neither pay for its key nor push out the statements that repeat.
        hash_at = line.find("#")
        if hash_at >= 0 and (hash_at == 0 or line[:hash_at].isspace()):
            if hash_at <= def_indent:
                break
            stripped = line.strip()
            if stripped.startswith(_PROVENANCE):
                handles = provenance_handles(stripped)
                steps.append(WrapperStep("provenance", i + 1, stripped, function=name, handles=handles))
            else:
                steps.append(WrapperStep("comment", i + 1, stripped, None, [], None, name))
            i += 1
            continue
        indent, stripped, code, statement = _wrapper_line(line)
        if code is not None and statement is not None:
            if indent <= def_indent:
                break
            steps.append(classifier.step(i + 1, stripped, statement, name))
            if statement.kind == "return":
                fn.returned = _returned(code)
            i += 1
            continue
        if not stripped:
            i += 1
            continue
        if indent <= def_indent:
            break
        st = _Scan()
        start = i
        code_parts: list[str] = []
        while True:
            cpos = _scan_line(lines[i], i, st)
            code_parts.append(lines[i] if cpos is None else lines[i][:cpos])
            continued = cpos is None and lines[i].rstrip().endswith("\\")
            if st.depth == 0 and st.string is None and not continued:
                break
            if i + 1 >= n:
                problems.append(
                    Problem(file, start + 1, f"statement in {name}() never closes (file truncated?)")
                )
                break
            i += 1
        i += 1
        text = "\n".join(lines[j].strip() for j in range(start, i))
        code = _statement_code(code_parts)
        statement = _statement(code)
        steps.append(classifier.step(start + 1, text, statement, name))
        if statement.kind == "return":
            fn.returned = _returned(code)
    return fn, i


def _schedule(
    call: _Function | None,
    partitions: dict[str, _Function],
    order: list[str],
    subgraphs: dict[str, _Function] | None = None,
) -> list[WrapperStep]:
    """call()'s steps with each partition's steps right after the statement that runs it, and each subgraph
    function's (a torch.cond / while_loop branch: `buf2 = true_graph_0(true_graph_0_args)`) after the
    statement that calls it, its own calls of subgraphs placed so in turn."""
    if not partitions and not subgraphs:  # nothing to place: call()'s own list, not a step-by-step copy
        return call.steps if call else []
    steps: list[WrapperStep] = []
    used: set[str] = set()
    called = re.compile(rf"\b({'|'.join(map(re.escape, subgraphs))})\(") if subgraphs else None

    def place(step: WrapperStep) -> None:
        steps.append(step)
        if step.kind != "other":
            return
        if called is not None and subgraphs and (c := called.search(step.text)) and c.group(1) not in used:
            used.add(c.group(1))
            for inner in subgraphs[c.group(1)].steps:
                place(inner)
            return
        if "partition" not in step.text:  # what _PARTITION_CALL needs
            return
        m = _PARTITION_CALL.search(step.text)
        if not m:
            return
        if m.group(1) is not None:
            index = int(m.group(1))
            target = order[index] if index < len(order) else f"partition_{index}"
        else:
            target = m.group(2)
        if target in partitions and target not in used:
            used.add(target)
            for inner in partitions[target].steps:
                place(inner)

    for step in call.steps if call else []:
        place(step)
    for name, fn in {**partitions, **(subgraphs or {})}.items():
        if name not in used:
            steps.extend(fn.steps)
    return steps


class _UnknownLines:
    """Counts module-level lines that fit no known shape; each run of them becomes one Problem."""

    def __init__(self, lines: list[str], file: str, problems: list[Problem]) -> None:
        self.lines, self.file, self.problems = lines, file, problems
        self.start: int | None = None
        self.count = 0
        self.total = 0

    def add(self, row: int, count: int = 1) -> None:
        if self.start is None:
            self.start, self.count = row, 0
        self.count += count
        self.total += count

    def flush(self) -> None:
        if self.start is None:
            return
        what = "line" if self.count == 1 else f"{self.count} lines"
        first = self.lines[self.start].strip()[:80]
        self.problems.append(
            Problem(self.file, self.start + 1, f"unrecognised {what} at module level: {first!r}")
        )
        self.start = None


def _module_statement(
    lines: list[str], row: int, block_open: bool, unknown: _UnknownLines
) -> tuple[int, bool]:
    """Account for the module-level statement at line index `row` (imports, helper definitions,
    `if __name__ == "__main__":` and their bodies). Returns the index after it and whether it opens
    a block. A statement left open stops before the next kernel definition or column-0 `def`/`class`,
    so one stray bracket cannot hide the kernels after it."""
    indent, shaped, opens = _module_line(lines[row])
    end = row
    closed = True
    if opens is None:  # the statement goes on past its first line
        st = _Scan()
        while True:
            cpos = _scan_line(lines[end], end, st)
            continued = cpos is None and lines[end].rstrip().endswith("\\")
            if st.depth == 0 and st.string is None and not continued:
                break
            nxt = lines[end + 1] if end + 1 < len(lines) else None
            if nxt is None or (
                st.string is None and (_KERNEL_DEF.match(nxt) or nxt.startswith(("def ", "class ")))
            ):
                closed = False
                break
            end += 1
        opens = (lines[end] if cpos is None else lines[end][:cpos]).rstrip().endswith(":")
    if indent:
        shaped = block_open
    if closed and shaped:
        unknown.flush()
    else:
        unknown.add(row, end - row + 1)
    if indent == 0:
        block_open = closed and shaped and opens
    return end + 1, block_open


@functools.lru_cache(maxsize=_STATEMENT_CACHE)
def _module_line(line: str) -> tuple[int, bool, bool | None]:
    """(indent, whether it starts like a module-level statement, whether it ends opening a block) of the
    first line of a module-level statement; the last is None when the statement goes on past the line.
    Generated modules share their module-level lines: cached."""
    st = _Scan()
    cpos = _scan_line(line, 0, st)
    stripped = line.strip()
    shaped = _MODULE_STATEMENT.match(stripped) is not None
    indent = len(line) - len(line.lstrip())
    if st.depth or st.string is not None or (cpos is None and line.rstrip().endswith("\\")):
        return indent, shaped, None
    return indent, shaped, (line if cpos is None else line[:cpos]).rstrip().endswith(":")


def _harness_end(text: str) -> int | None:
    """Where the first line that starts the benchmark harness (`def get_args(` / `def
    benchmark_compiled_module(` at column 0) ends its opening bracket; found with str.find, not a
    per-position regex search of the whole file."""
    found = []  # (start, end) of each head's first line: the earliest start is the regex's match
    for head in _HARNESS:
        at = 0 if text.startswith(head) else text.find("\n" + head) + 1
        if at > 0 or text.startswith(head):
            found.append((at, at + len(head)))
    return min(found)[1] if found else None


def parse_output_code(
    text: str, file: str, details: bool = True, heuristics: bool = True
) -> tuple[OutputCode, list[Problem]]:
    """Parse the text of an output_code.py (or a cached compiled-module .py) into kernels and call() steps.

    Never raises and never runs the code. Problems are reported for definitions a truncated file leaves
    open, for launches of kernels the file does not define, and for text that holds no kernels and no call().
    DETAILS=False is summary's mode: kernels get their name, kind, method and lines only (no source,
    category, heuristics metadata or comment metadata) and wrapper steps their kind, line, text and kernel
    (no buffers; outputs may be left empty). No problem comes from what is left out, so the problems, the
    kernels and the step kinds are the full parse's. HEURISTICS=False (with DETAILS, costs' mode) keeps only
    `kernel_num_gb` of each kernel's metadata.
    """
    # The lines of most kernel sources are left unsplit: where one was read otherwise than as its kernel's
    # source (a broken file), every line is split and parsed again.
    module = _split_module(text, hide="\r" not in text)
    found = _parse(text, file, details, heuristics, module)
    if module.hidden:
        found = _parse(text, file, details, heuristics, _split_module(text, hide=False))
    return found


def _wrapper_function(line: str) -> str | None:
    """The name of the partition (2.9+) or torch.cond / while_loop subgraph function a module-level LINE
    defines: wrapper functions besides call()."""
    if not line.startswith("def ") or line.startswith("def call("):
        return None
    m = _PARTITION_DEF.match(line) or _SUBGRAPH_DEF.match(line)
    return m.group(1) if m else None


def parse_kernel_definitions(
    text: str, file: str, details: bool = True, heuristics: bool = True
) -> tuple[list[Kernel], list[Problem]]:
    """The `NAME = async_compile.METHOD(...)` kernel definitions of TEXT, parsed as parse_output_code parses
    them; TEXT need hold no call() wrapper (AOTInductor's C++ wrapper keeps its Triton kernels in
    comments)."""
    module = _split_module(text, hide="\r" not in text)
    code, problems = _parse(text, file, details, heuristics, module, wrapper=False)
    if module.hidden:
        code, problems = _parse(
            text, file, details, heuristics, _split_module(text, hide=False), wrapper=False
        )
    return code.kernels, problems


def _parse(
    text: str, file: str, details: bool, heuristics: bool, module: _Module, wrapper: bool = True
) -> tuple[OutputCode, list[Problem]]:
    """parse_output_code of TEXT split into MODULE; the hidden sources read are taken from it. WRAPPER: TEXT
    is a whole output_code.py, whose call() is reported when missing."""
    problems: list[Problem] = []
    lines = module.lines
    if "\r" in text:
        lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    if lines and lines[-1] == "":
        lines.pop()
    code = OutputCode(file=file, line_count=len(lines))
    unknown = _UnknownLines(lines, file, problems)
    block_open = False  # the last module-level statement opened a block (def, class, if ...)
    op_namespaces = {"aten"}
    functions: dict[str, _Function] = {}
    call: _Function | None = None
    order: list[str] = []
    # Kernels are defined before the wrapper that launches them, but 2.9+ partitions sit among the
    # kernels: the kernel names are collected first so every launch can be recognised.
    classifier = _Classifier(module.kernel_names, op_namespaces, file, problems, details)
    hidden = module.hidden
    i = 0
    n = len(lines)
    while i < n:
        line = lines[i]
        # Comment and blank lines (the bulk of the module level: each kernel's metadata comments) are
        # nothing but the end of a run of unknown lines; only the first `# AOT ID:` line is read.
        stripped = line.lstrip()
        if not stripped or stripped[0] == "#":
            if code.aot_id is None and (a := _AOT_ID.match(line)):
                code.aot_id = ", ".join(p.strip().strip("'\"") for p in a.group(1).split(","))
            unknown.flush()
            i += 1
            continue
        # Each pattern is tried only on a line holding its literal part.
        m = _KERNEL_DEF.match(line) if "async_compile." in line else None
        if m:
            hidden_source = hidden.pop(i, None) if hidden else None
            kernel, i = _read_kernel(lines, i, m, file, problems, details, heuristics, text, hidden_source)
            code.kernels.append(kernel)
            continue
        if "torch.ops." in line and (ns := _OPS_NAMESPACE.match(line)) is not None:
            op_namespaces.add(ns.group(1))
        if "Runner(" in line and (r := _RUNNER.match(line)) is not None:
            order = _names_list(r.group(1))
        p = _wrapper_function(line)
        if p or (call is None and "def call(" in line and _CALL_DEF.match(line)):
            name = p or "call"
            classifier.known.clear()
            classifier.streams.clear()
            fn, i = _read_function(lines, i, name, classifier, file, problems)
            functions[name] = fn
            if not p:
                call = fn
                code.call_line = fn.line
            continue
        i, block_open = _module_statement(lines, i, block_open, unknown)
    unknown.flush()
    code.unparsed_lines = unknown.total
    partitions = {name: fn for name, fn in functions.items() if name.startswith("partition_")}
    subgraphs = {name: fn for name, fn in functions.items() if name != "call" and name not in partitions}
    code.wrapper = _schedule(call, partitions, order, subgraphs)
    harness = _harness_end(text)
    if harness is not None:
        code.example_inputs = {m.group(1): m.group(2) for m in _EXAMPLE_INPUT.finditer(text, harness)}
    if call is not None:
        code.returned = call.returned
    if wrapper and not code.kernels and call is None and text.strip():
        problems.append(Problem(file, None, "no kernels and no call() found: not an output_code.py?"))
    elif wrapper and call is None and code.kernels:
        problems.append(Problem(file, None, "kernels but no call() wrapper (file truncated?)"))
    return code, problems
