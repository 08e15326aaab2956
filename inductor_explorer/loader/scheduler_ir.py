"""ir_pre_fusion.txt / ir_post_fusion.txt -> SchedulerIR (every format from torch 2.0 to 2.13).

The files are the scheduler nodes' `debug_str()`, one block per node:

    op1_op2: FusedSchedulerNode(SchedulerNode,SchedulerNode)    header `name: SchedulerClass(IRClasses)`
    op1_op2.writes = [MemoryDep('buf1', c0, {c0: 32}, None)]  `name.attr = value`, the value may continue on
    op1_op2.outputs = [                                       further lines (pprint) until its brackets close
        buf1: ComputedBuffer
        buf1.layout = FixedLayout('cpu', torch.float32, size=[32, 1], stride=[1, 32])
        buf1.users = [NodeUser(node=SchedulerNode(name='op2'), can_inplace=False, is_weak=False)]
    ]
    op1_op2.snodes[0] =                                       a child block follows (2.1+; at column 0 from
    op1: SchedulerNode(ComputedBuffer)                         2.5, indented 4 more per level before)
    buf0_layout = FixedLayout(...)                            layouts of the buffers a node reads or writes
    class op1_loop_body:                                      indented LoopBody text
    op1 Triton code:                                          indented kernel source (GPU runs)

Lines are placed by the node name they start with, looked up among the nodes still open (the current node
and its fused ancestors), so both the column-0 and the indented child layouts parse the same way.
Everything is line-oriented and linear in the input size; no pattern can backtrack over a long line.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from inductor_explorer.model.artifacts import (
    Dependency,
    Problem,
    SchedulerBuffer,
    SchedulerIR,
    SchedulerNode,
)
from inductor_explorer.text import split_top_level

# Whole one-line quoted strings. At most one quote per line lacks a closing partner, so this stays linear.
_QUOTED = re.compile(r"""'[^'\n]*'|"[^"\n]*\"""")
_OPENERS = "([{"
_CLOSERS = ")]}"

# A well-formed dependency item, `Kind('buf', ...)` / `Kind(name='buf', ...)`, whose other arguments nest
# brackets at most two deep and hold only closed one-line strings: matched whole, with no per-token work.
# Each alternative starts with a different character and every repeat is possessive, so nothing backtracks.
_PLAIN = r"""[^()\[\]{}'"\n]"""  # a plain character: no bracket, quote or line break
_QUOTED_ITEM = r"""'[^'\n]*'|"[^"\n]*\""""  # a closed one-line string


def _tokens(nested: str) -> str:
    """Any sequence of plain characters, strings and the NESTED alternatives (none when empty). The runs of
    plain characters between the others are each one character-class repeat, not one alternation per run:
    sre reads the common, bracket-free text in one step."""
    others = f"{_QUOTED_ITEM}|{nested}" if nested else _QUOTED_ITEM
    return rf"{_PLAIN}*+(?:(?:{others}){_PLAIN}*+)*+"


def _bracketed(nested: str) -> str:
    """A bracket pair of any kind around `_tokens(NESTED)`."""
    inner = _tokens(nested)
    return rf"\({inner}\)|\[{inner}\]|\{{{inner}\}}"


_NEST1 = _bracketed("")
_NEST2 = _bracketed(_NEST1)
_DEPENDENCY = re.compile(rf"([A-Za-z_][A-Za-z0-9_]*)\((?:name=)?'([^'\n]*)'(?=[,)]){_tokens(_NEST2)}\)")
_SEPARATORS = re.compile(r"[\s,]*")
# The same item with the whole text as its first group: findall gives (text, kind, buffer) per item.
_DEPENDENCY_ITEM = re.compile(rf"({_DEPENDENCY.pattern})")

# Every node of every version prints these three; a node without them was cut off or mangled.
_DEPENDENCY_ATTRS = ("writes", "unmet_dependencies", "met_dependencies")


def parse_scheduler_ir(
    text: str, file: str, details: bool = True, costs: bool = False, count_only: bool = False
) -> tuple[SchedulerIR, list[Problem]]:
    """Parse one ir_pre_fusion.txt / ir_post_fusion.txt.

    Returns the top-level scheduler nodes (fused nodes carry their `.snodes[i]` children) and the
    problems met: each run of lines that fits no known shape, a cut-off last block, nodes missing the
    lines every node prints. Never raises on bad input; `SchedulerIR.unparsed_lines` counts the lines
    that could not be placed. DETAILS=False (summary's mode) fills in only the node tree (names, classes,
    header and last lines, children), the line counts and the problems, which are the same as the full
    parse's; the other node fields may be left empty. With COSTS as well, the nodes also get what kernel costs
    are computed from, as the full parse gives it: dependencies, outputs (layout, users, mutations), buffer
    layouts, device, mutations, sizes and loop bodies (as written, not dedented) (a file the fast scan
    cannot read is then parsed in full). COUNT_ONLY
    instead (with DETAILS=False) leaves `nodes` empty and counts them (`counted_nodes`) when the fast scan
    reads the file; the line counts and problems are still the full parse's.
    """
    if not details:
        clean = _summary_scan(text, file, costs, count_only)
        if clean is not None:
            return clean, []
    return _Parser(text, file, details or costs).run()


@dataclass(eq=False)
class _Open:
    """A node whose block may still receive lines, with the attributes seen so far."""

    node: SchedulerNode
    seen: set[str] = field(default_factory=set)


class _Parser:
    def __init__(self, text: str, file: str, details: bool = True) -> None:
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        self.lines = [line[:-1] if line.endswith("\r") else line for line in lines]
        self.file = file
        self.details = details
        self.ir = SchedulerIR(file=file, line_count=len(self.lines))
        self.problems: list[Problem] = []
        self.stack: list[_Open] = []  # the current node's chain: top-level node first
        self.stack_names: dict[str, int] = {}  # how many nodes of each name the stack holds
        self.opened: list[_Open] = []  # every node, for the final checks
        self.pending_parent: _Open | None = None  # set by `P.snodes[i] =`: the next header is P's child
        self.pending_line = 0
        self.unknown_start: int | None = None  # first line (0-based) of the current unrecognised run
        self.unknown_count = 0
        self.unparsed = 0

    # ------------------------------------------------------------------ driver

    def run(self) -> tuple[SchedulerIR, list[Problem]]:
        lines = self.lines
        i = 0
        while i < len(lines):
            raw = lines[i]
            stripped = raw.strip()
            if not stripped:
                i += 1
                continue
            handled_to = self._line(i, raw, stripped)
            if handled_to is None:
                self._unknown(i)
                i += 1
            else:
                self._flush_unknown()
                i = handled_to + 1
        self._flush_unknown()
        self._close_above(-1)
        if self.pending_parent is not None:
            self._problem(
                self.pending_line, "file ends after a `.snodes[i] =` line; the child block is cut off"
            )
        self._final_checks()
        self.ir.unparsed_lines = self.unparsed
        self.problems.sort(key=lambda p: p.line or 0)
        return self.ir, self.problems

    def _line(self, i: int, raw: str, s: str) -> int | None:
        """Place the construct starting at line i; return its last line, or None when nothing fits."""
        indent = len(raw) - len(raw.lstrip())
        header = _parse_header(s)
        if header is not None:
            return self._header(i, indent, *header)
        if self.pending_parent is not None:
            self._problem(self.pending_line, "`.snodes[i] =` is not followed by a node header")
            self.pending_parent = None
        if s.startswith("class ") and s.endswith("_loop_body:"):
            rec = self._find(s[6:-11])
            if rec is None:
                return None
            end = self._indented_block_end(i, indent)
            if self.details:
                rec.node.loop_body = _dedent(self.lines[i : end + 1], indent)
            return self._touch(end)
        if s.endswith(" code:") or s.endswith(" Unfinalized multi template buffer"):
            return self._device_code(i, indent, s)
        key, value = _split_assignment(s)
        if key is None:
            return None
        if "." not in key:
            if key.endswith("_layout") and self.stack and _is_name(key):
                value, end, cut = self._collect(i, indent, value)
                self.stack[-1].node.layouts[key[: -len("_layout")]] = value
                if cut:
                    self._problem(i, f"file ends inside `{key}`")
                return self._touch(end)
            return None
        name, attr = key.split(".", 1)
        rec = self._find(name)
        if rec is None:
            return None
        return self._attribute(i, indent, rec, attr, value)

    # ------------------------------------------------------------------ constructs

    def _header(self, i: int, indent: int, name: str, cls: str, ir_classes: list[str]) -> int | None:
        node = SchedulerNode(
            name=name, scheduler_class=cls, ir_classes=ir_classes, line=i + 1, end_line=i + 1
        )
        rec = _Open(node)
        parent = self.pending_parent
        self.pending_parent = None
        at = self._stack_index(parent.node.name, parent) if parent is not None else None
        if parent is not None and at is not None:
            self._close_above(at)
            parent.node.children.append(node)
            self._push(rec)
        elif indent == 0:
            self.ir.nodes.append(node)
            self._close_above(-1)
            self._push(rec)
        else:
            return None
        self.opened.append(rec)
        return self._touch(i)

    def _attribute(self, i: int, indent: int, rec: _Open, attr: str, value: str) -> int:
        node = rec.node
        rec.seen.add(attr)
        if attr.startswith("snodes[") and attr.endswith("]") and not value:
            self.pending_parent = rec
            self.pending_line = i
            return self._touch(i)
        if attr == "outputs" and value == "[":
            return self._outputs(i, indent, node)
        value, end, cut = self._collect(i, indent, value)
        if cut:
            self._problem(i, f"file ends inside `{node.name}.{attr}`; the block is cut off")
        self._set_attribute(i, node, attr, value)
        return self._touch(end)

    def _set_attribute(self, i: int, node: SchedulerNode, attr: str, value: str) -> None:
        """Store `NODE.ATTR = VALUE` (its whole text, collected) where the model keeps that attribute."""
        if attr in _DEPENDENCY_ATTRS:
            deps, bad = _parse_dependencies(value)
            getattr(node, attr).extend(deps)
            if bad:
                self._problem(i, f"unrecognised dependency in `{node.name}.{attr}`: {bad[0][:80]}")
                self.unparsed += sum(
                    1 for item in bad for line in item.split("\n") if not _dependency_shaped(line)
                )
        elif attr == "users":
            if self.details:
                node.users = _parse_users(value)
        elif attr == "group.device":
            node.device = value
        elif attr == "group.iteration":
            node.iteration = value
        elif attr == "sizes":
            node.sizes = value
        elif attr == "node.kernel":
            node.extern_kernel = value
        elif attr == "snodes":
            node.child_names = [_unquote(item) for item in split_top_level(_strip_brackets(value))]
        elif attr == "outputs":
            if _strip_brackets(value).strip():
                self._problem(i, f"`{node.name}.outputs` printed on one line is not understood")
        else:
            node.attributes[attr] = value
            if attr == "mutations":
                node.mutations = mutated_names(value)

    def _outputs(self, i: int, indent: int, node: SchedulerNode) -> int:
        """`X.outputs = [` ... `]`: the SchedulerBuffer blocks of the node."""
        lines = self.lines
        current: SchedulerBuffer | None = None
        j = i + 1
        while j < len(lines):
            raw = lines[j]
            s = raw.strip()
            inner_indent = len(raw) - len(raw.lstrip())
            if not s:
                j += 1
                continue
            if s == "]" and inner_indent <= indent:
                return self._touch(j)
            if inner_indent <= indent and (_parse_header(s) is not None or s.startswith("class ")):
                break
            buffer_header = _parse_buffer_header(s)
            if buffer_header is not None:
                current = SchedulerBuffer(name=buffer_header[0], ir_class=buffer_header[1])
                node.outputs.append(current)
                self._flush_unknown()
                j += 1
                continue
            key, value = _split_assignment(s)
            if key is not None and current is not None and key.startswith(current.name + "."):
                attr = key[len(current.name) + 1 :]
                value, end, cut = self._collect(j, inner_indent, value)
                if cut:
                    self._problem(j, f"file ends inside `{key}`; the block is cut off")
                if self.details:
                    _set_buffer_attribute(current, attr, value)
                self._flush_unknown()
                j = end + 1
                continue
            self._unknown(j)
            j += 1
        self._flush_unknown()
        self._problem(i, f"`{node.name}.outputs = [` is never closed; the block is cut off")
        return self._touch(j - 1)

    def _device_code(self, i: int, indent: int, s: str) -> int | None:
        """`NAME Triton code:` followed by the indented kernel source (or another backend's code)."""
        name, _, what = s.partition(" ")
        rec = self._find(name)
        if rec is None:
            return None
        if what == "Unfinalized multi template buffer":
            rec.node.attributes["device_code"] = what
            return self._touch(i)
        end = self._indented_block_end(i, indent)
        if not self.details:
            return self._touch(end)
        code = _dedent(self.lines[i + 1 : end + 1], None)
        if what == "Triton code:":
            rec.node.triton_code = code
        else:
            rec.node.attributes[what[: -len(":")]] = code
        return self._touch(end)

    # ------------------------------------------------------------------ helpers

    def _find(self, name: str) -> _Open | None:
        """The open node called `name`, closing the nodes opened after it (their blocks are done)."""
        k = self._stack_index(name)
        if k is None:
            return None
        self._close_above(k)
        return self.stack[k]

    def _stack_index(self, name: str, rec: _Open | None = None) -> int | None:
        """Index of the innermost open node called `name` (that is `rec`, when given), or None.

        The name count answers "not open" at once; otherwise the scan stops at the match, and the nodes
        it passes are closed right after, so scanning stays linear however deep fused nodes nest.
        """
        if not self.stack_names.get(name):
            return None
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k].node.name == name and (rec is None or self.stack[k] is rec):
                return k
        return None

    def _push(self, rec: _Open) -> None:
        self.stack.append(rec)
        self.stack_names[rec.node.name] = self.stack_names.get(rec.node.name, 0) + 1

    def _close_above(self, k: int) -> None:
        """Close the nodes above stack index k; each hands its last line on to the node holding it."""
        while len(self.stack) > k + 1:
            rec = self.stack.pop()
            self.stack_names[rec.node.name] -= 1
            if self.stack:
                below = self.stack[-1].node
                below.end_line = max(below.end_line, rec.node.end_line)

    def _touch(self, end: int) -> int:
        """Extend the current node's block to line `end` (0-based; its ancestors follow when it closes)."""
        if self.stack:
            node = self.stack[-1].node
            node.end_line = max(node.end_line, end + 1)
        return end

    def _indented_block_end(self, i: int, indent: int) -> int:
        """Last line of the block under line i: lines indented deeper, with blank lines between them."""
        lines = self.lines
        n = len(lines)
        width = indent + 1
        j = i + 1
        # A line ends the block when its first `indent + 1` characters are not all whitespace: it is
        # neither blank nor indented deeper. Loop bodies and kernel sources are thousands of such lines.
        while j < n and not lines[j][:width].strip():
            j += 1
        end = j - 1
        while end > i and not lines[end].strip():
            end -= 1
        return end

    def _collect(self, i: int, indent: int, value: str) -> tuple[str, int, bool]:
        """The whole value of an assignment at line i: further lines until its brackets balance.

        An empty value (`X.writes = ` then pprint's block on the next lines) takes the next line when
        it is indented deeper or opens a bracket. Returns (value, last line, cut at end of file).
        """
        depth = _depth(value) if value else 0
        if value and depth <= 0:  # most values: one line
            return value, i, False
        lines = self.lines
        parts = [value] if value else []
        j = i
        if not value and j + 1 < len(lines):
            nxt = lines[j + 1]
            s = nxt.strip()
            if s and (len(nxt) - len(nxt.lstrip()) > indent or s[0] in _OPENERS):
                j += 1
                parts.append(s)
                depth = _depth(s)
        while depth > 0 and j + 1 < len(lines):
            j += 1
            s = lines[j].strip()
            parts.append(s)
            depth += _depth(s)
        return "\n".join(parts), j, depth > 0

    def _unknown(self, i: int) -> None:
        if self.unknown_start is None:
            self.unknown_start = i
            self.unknown_count = 0
        self.unknown_count += 1
        self.unparsed += 1

    def _flush_unknown(self) -> None:
        if self.unknown_start is None:
            return
        first = self.lines[self.unknown_start].strip()
        count = self.unknown_count
        what = "line" if count == 1 else f"{count} lines"
        self._problem(self.unknown_start, f"unrecognised {what} in scheduler IR: {first[:80]!r}")
        self.unknown_start = None

    def _problem(self, i: int, message: str) -> None:
        self.problems.append(Problem(self.file, i + 1, message))

    def _final_checks(self) -> None:
        for rec in self.opened:
            node = rec.node
            missing = [a for a in _DEPENDENCY_ATTRS if a not in rec.seen]
            if missing:
                lines = ", ".join(f".{a}" for a in missing)
                self._problem(node.line - 1, f"node {node.name} has no {lines} line (block cut off?)")
            if (
                len(node.ir_classes) > 1
                and all(c.endswith("SchedulerNode") for c in node.ir_classes)
                and not node.child_names
                and len(node.children) != len(node.ir_classes)
            ):
                self._problem(
                    node.line - 1,
                    f"fused node {node.name} names {len(node.ir_classes)} nodes but "
                    f"{len(node.children)} `.snodes[i]` blocks follow",
                )


# ---------------------------------------------------------------------- line shapes


def _is_name(text: str) -> bool:
    return text.isidentifier()


def _parse_header(s: str) -> tuple[str, str, list[str]] | None:
    """`name: SchedulerClass(IRClass,...)` -> (name, class, ir classes)."""
    colon = s.find(": ")
    if colon <= 0 or not s.endswith(")"):
        return None
    name = s[:colon]
    rest = s[colon + 2 :]
    paren = rest.find("(")
    if paren <= 0 or not _is_name(name) or not _is_name(rest[:paren]):
        return None
    inner = rest[paren + 1 : -1]
    ir_classes = [c.strip() for c in inner.split(",") if c.strip()]
    return name, rest[:paren], ir_classes


def _parse_buffer_header(s: str) -> tuple[str, str] | None:
    """`buf0: ComputedBuffer` inside `.outputs = [...]`."""
    name, sep, cls = s.partition(": ")
    if not sep or not _is_name(name) or not _is_name(cls):
        return None
    return name, cls


def _split_assignment(s: str) -> tuple[str | None, str]:
    """`key = value` with a key without spaces; the value may be empty (`key =` or `key = `)."""
    eq = s.find(" = ")
    if eq > 0:
        key, value = s[:eq], s[eq + 3 :].strip()
    elif s.endswith(" ="):
        key, value = s[:-2], ""
    else:
        return None, ""
    if not key or " " in key or "\t" in key:
        return None, ""
    return key, value


# ---------------------------------------------------------------------- values


def _depth(text: str) -> int:
    """Net bracket depth of text, ignoring brackets inside quoted strings."""
    if "'" in text or '"' in text:
        text = _QUOTED.sub("", text)
    # Six str.count calls spelled out: this runs once per line of every IR file.
    return (
        text.count("(")
        + text.count("[")
        + text.count("{")
        - text.count(")")
        - text.count("]")
        - text.count("}")
    )


def _strip_brackets(value: str) -> str:
    """The inside of a printed list/set: `[...]`, `{...}`, `OrderedSet([...])`, `set()`.

    A value cut off at the end of the file keeps its items: only a closer matching the opener goes.
    """
    v = value.strip()
    for wrapper in ("OrderedSet(", "set(", "frozenset("):
        if v.startswith(wrapper):
            v = v[len(wrapper) : -1 if v.endswith(")") else len(v)].strip()
            break
    if v and v[0] in _OPENERS:
        closer = _CLOSERS[_OPENERS.index(v[0])]
        v = v[1 : -1 if v.endswith(closer) else len(v)]
    return v


def _unquote(text: str) -> str:
    t = text.strip()
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "'\"":
        return t[1:-1]
    return t


def _dependency_shaped(line: str) -> bool:
    """A line of a dependency list that starts a `Kind(...)` item or only holds brackets and commas."""
    s = line.strip().lstrip("[{(,").strip()
    paren = s.find("(")
    return not s.strip("]}),") or (paren > 0 and _is_name(s[:paren]))


def _parse_dependencies(value: str) -> tuple[list[Dependency], list[str]]:
    """`[MemoryDep('buf1', c0, {c0: 32}), StarDep(name='x', mode=None)]` -> Dependencies.

    Returns the dependencies and the items that are not `Kind(name, ...)` calls.
    """
    inner = _strip_brackets(value)
    plain = _plain_dependencies(inner)
    if plain is not None:
        return plain, []
    deps: list[Dependency] = []
    bad: list[str] = []
    for item in split_top_level(inner):
        paren = item.find("(")
        kind = item[:paren] if paren > 0 else ""
        if not _is_name(kind) or not item.endswith(")"):
            bad.append(item)
            continue
        first = (split_top_level(item[paren + 1 : -1], limit=1) or [""])[0]
        if first.startswith("name="):
            first = first[len("name=") :]
        deps.append(Dependency(kind=kind, buffer=_unquote(first), text=item))
    return deps, bad


def _after_separators(text: str, pos: int) -> int:
    """Where the run of whitespace and commas at POS ends."""
    match = _SEPARATORS.match(text, pos)
    assert match is not None  # `[\s,]*` matches everywhere
    return match.end()


def _plain_dependencies(inner: str) -> list[Dependency] | None:
    """The dependencies of a list whose items are all well formed and comma-separated, else None.

    The common case, read with one match per item; what it gives is what the general split gives.
    """
    deps: list[Dependency] = []
    pos = _after_separators(inner, 0)
    n = len(inner)
    while pos < n:
        m = _DEPENDENCY.match(inner, pos)
        if m is None:
            return None
        deps.append(Dependency(kind=m.group(1), buffer=m.group(2), text=m.group(0)))
        end = m.end()
        pos = _after_separators(inner, end)
        if pos < n and "," not in inner[end:pos]:
            return None
    return deps


def _parse_users(value: str) -> list[str]:
    """Names of the nodes in `[NodeUser(node=SchedulerNode(name='op2'), ...), NodeUser(node=OUTPUT, ...)]`."""
    return list(_user_names(value))


@functools.lru_cache(maxsize=4096)  # a fused node prints its members' buffers again, users lines included
def _user_names(value: str) -> tuple[str, ...]:
    users: list[str] = []
    marker = "NodeUser(node="
    pos = value.find(marker)
    while pos >= 0:
        start = pos + len(marker)
        if value.startswith("OUTPUT", start):
            users.append("OUTPUT")
        else:
            close = value.find(")", start)
            name_at = value.find("name=", start, close if close >= 0 else len(value))
            if name_at >= 0:
                quote = value[name_at + 5 : name_at + 6]
                end = value.find(quote, name_at + 6) if quote in ("'", '"') else -1
                if end >= 0:
                    users.append(value[name_at + 6 : end])
        pos = value.find(marker, start)
    return tuple(users)


def _set_buffer_attribute(buf: SchedulerBuffer, attr: str, value: str) -> None:
    if attr == "layout":
        buf.layout = value
        buf.layout_kind, buf.device, buf.dtype, buf.size, buf.stride = _parse_layout(value)
    elif attr == "users":
        buf.users = _parse_users(value)
    else:
        buf.attributes[attr] = value
        if attr == "mutations":
            buf.mutations = mutated_names(value)


def mutated_names(value: str) -> list[str]:
    """The buffer names of a `mutations` line: quoted (`['buf0']`), else every identifier in it."""
    return re.findall(r"'([^']+)'", value) or re.findall(r"[A-Za-z_]\w*", value)


_PLAIN_LAYOUT = re.compile(
    r"([A-Za-z_][A-Za-z0-9_]*)\('([^'\\\n]*)', (torch\.[A-Za-z0-9_]+), size=(\[[^\[\]()'\"=\n]*\]), "
    r"stride=(\[[^\[\]()'\"=\n]*\])\)"
)


@functools.lru_cache(maxsize=4096)  # a buffer's layout is printed by its node and by each node reading it
def _parse_layout(text: str) -> tuple[str | None, str | None, str | None, str | None, str | None]:
    """`FixedLayout('cpu', torch.float32, size=[32, 1], stride=[1, 32])` -> kind, device, dtype, size,
    stride."""
    plain = _PLAIN_LAYOUT.fullmatch(text)
    if plain is not None:  # the common shape, read with one match; what the general split gives
        kind, device, dtype, size, stride = plain.groups()
        return kind, device, dtype, size, stride
    paren = text.find("(")
    if paren <= 0 or not text.endswith(")") or not _is_name(text[:paren]):
        return None, None, None, None, None
    positional: list[str] = []
    keywords: dict[str, str] = {}
    for arg in split_top_level(text[paren + 1 : -1]):
        key, eq, rest = arg.partition("=")
        if eq and _is_name(key):
            keywords[key] = rest.strip()
        elif arg:
            positional.append(arg)
    device = keywords.get("device", positional[0] if positional else None)
    dtype = keywords.get("dtype", positional[1] if len(positional) > 1 else None)
    return text[:paren], _device_text(device), dtype, keywords.get("size"), keywords.get("stride")


def _device_text(device: str | None) -> str | None:
    """`'cuda'` -> cuda; `device(type='cuda', index=0)` -> cuda:0."""
    if device is None:
        return None
    if device.startswith("device(") and device.endswith(")"):
        fields = {}
        for arg in split_top_level(device[len("device(") : -1]):
            key, _, val = arg.partition("=")
            fields[key] = _unquote(val)
        kind = fields.get("type")
        if kind is None:
            return device
        index = fields.get("index")
        return f"{kind}:{index}" if index not in (None, "None") else kind
    return _unquote(device)


def _dedent(lines: list[str], indent: int | None) -> str:
    """Join lines, removing `indent` leading characters (the smallest indentation when None)."""
    if indent is None:
        widths = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
        indent = min(widths, default=0)
    return "\n".join(line[indent:] if line.strip() else "" for line in lines)


# ---------------------------------------------------------------------- summary scan

# Summary's fast path: a file that is entirely in the clean torch 2.5+ layout (child blocks at column 0,
# `.snodes[i] =` markers, dependency lists of well-formed items, one-line values) is read with one regex
# match per node block. Each construct below is one the line parser handles without a problem, and lines
# it would read differently (trailing whitespace, a value ending in ` code:`, brackets left open, a second
# `.writes`) are not matched, so such a file falls back to the line parser. Every repeat is possessive, so
# nothing is matched twice: a file costs one pass, plus at most one failed match before it falls back.
_SNAME = r"[A-Za-z_][A-Za-z0-9_]*"
_NEST3 = _bracketed(_NEST2)
# A one-line value whose brackets balance: what _collect takes as the whole value. Layouts, a node's most
# printed value, are first tried in their usual shape (one of _VALUE's), in fewer regex steps.
_VALUE = rf"(?=\S){_tokens(_NEST3)}"
_LAYOUT_VALUE = (
    rf"(?:[A-Za-z]++\('[^'\n]*+', torch\.[A-Za-z0-9_]++, size=\[{_PLAIN}*+\], stride=\[{_PLAIN}*+\]\)"
    rf"|{_VALUE})"
)
# The line parser strips lines and reads one ending in ` code:` or this phrase as device code.
_LINE_END = r"(?<![\s:])(?<! Unfinalized multi template buffer)\n"
_DEP = rf"{_SNAME}\((?:name=)?'[^'\n]*'(?=[,)]){_tokens(_NEST2)}\)"
_DEPLIST = rf"\[\s*+(?:{_DEP}(?:\s*+,\s*+{_DEP})*+)?\s*+\]"
# ` = [...]` on the line, or pprint's ` = ` with the list on the next line.
_DEPVALUE = rf"=(?: | *+\n[ \t]*+)(?P<NAME>{_DEPLIST})\n"
_INDENTED = r"(?:[ \t][^\n]*+\n|\n)*+"
_ITEM_LINES = rf"\[\n(?:[ \t]++{_tokens(_NEST3)}\n)*+[ \t]++\]"
_BUFFER = (
    rf"[ \t]++(?P<buf>{_SNAME}): {_SNAME}\n"
    rf"(?:[ \t]++(?P=buf)\.[A-Za-z_][A-Za-z0-9_.]* = (?:{_LAYOUT_VALUE}|{_ITEM_LINES})\n)*+"
)
_LAYOUT_LINE = rf"{_SNAME}_layout = {_LAYOUT_VALUE}{_LINE_END}"
_NODE_BLOCK = (
    rf"(?P<name>{_SNAME}): (?P<cls>{_SNAME})\((?P<irs>[^()\n]*)\)\n"
    rf"(?P=name)\.writes {_DEPVALUE.replace('NAME', 'writes')}"
    rf"(?P=name)\.unmet_dependencies {_DEPVALUE.replace('NAME', 'unmet_dependencies')}"
    rf"(?P=name)\.met_dependencies {_DEPVALUE.replace('NAME', 'met_dependencies')}"
    r"(?:"
    rf"(?P=name)\.outputs = \[\n(?P<outputs>(?:{_BUFFER})*+)\]\n"
    # Empty groups mark where the last of the lines the costs scan reads start (see _cost_fields).
    r"|(?P=name)\.(?!outputs |snodes|writes |unmet_dependencies |met_dependencies )"
    r"(?:group\.device = (?P<device>)|users = (?P<users>)|mutations = (?P<mutations>)|sizes = (?P<sizes>)"
    rf"|[A-Za-z_][A-Za-z0-9_.]* = ){_VALUE}{_LINE_END}"
    rf"|{_SNAME}_layout = (?P<layouts>){_LAYOUT_VALUE}{_LINE_END}(?:{_LAYOUT_LINE})*+(?P<layouts_end>)"
    rf"|(?P<body>)class (?P=name)_loop_body:\n{_INDENTED}"
    rf"|(?P=name) Triton code:\n{_INDENTED}"
    r"|[ \t]*+\n"
    r")*+"
)
_SUMMARY_ITEM = re.compile(rf"{_NODE_BLOCK}|(?P<parent>{_SNAME})\.snodes\[[0-9]+\] =[ \t]*+\n|[ \t]*+\n")


def _summary_scan(text: str, file: str, costs: bool = False, count_only: bool = False) -> SchedulerIR | None:
    """The node tree of a file the line parser would read without a problem, or None for any other file.
    COSTS: each node also gets what costs are computed from (`_cost_fields`). COUNT_ONLY: no node is made,
    the tree's size is `counted_nodes`."""
    if not text:  # a graph without scheduler nodes (views only): torch writes the file empty
        return SchedulerIR(file=file, line_count=0)
    if "\r" in text:
        return None
    if not text.endswith("\n"):
        text += "\n"
    blocks = _node_blocks(text)
    if blocks is None:
        return None
    ir = SchedulerIR(file=file, line_count=text.count("\n"))
    if count_only:
        ir.counted_nodes = len(blocks)
        return ir
    everything: list[SchedulerNode] = []
    known = _Known()
    line, pos = 1, 0
    for m, parent in blocks:
        start, end = m.span()
        line += text.count("\n", pos, start)  # the blank and `.snodes[i] =` lines before the block
        breaks = text.count("\n", start, end)
        node = _summary_node(m, text, line, breaks)
        if costs and not _cost_fields(node, m, text, known):
            return None
        if parent < 0:
            ir.nodes.append(node)
        else:
            everything[parent].children.append(node)
        everything.append(node)
        line += breaks
        pos = end
    for node in reversed(everything):  # children come after their parents: each is final when reached
        if node.children:
            node.end_line = max(node.end_line, node.children[-1].end_line)
    return ir


def _node_blocks(text: str) -> list[tuple[re.Match[str], int]] | None:
    """The node blocks of TEXT (which ends in a line break), in file order, each with the index of the block
    holding it (-1 at the top level), when the line parser would read TEXT without a problem; else None."""
    blocks: list[tuple[re.Match[str], int]] = []
    chain: list[int] = []  # the open blocks: the current one and the fused blocks holding it
    names: list[str] = []  # their node names
    pending: int | None = None  # index in the chain of the node whose `.snodes[i] =` was the last line
    fused: list[tuple[int, str]] = []  # blocks whose header names several classes, with the text naming them
    pos, n = 0, len(text)
    match = _SUMMARY_ITEM.match
    while pos < n:
        m = match(text, pos)
        if m is None:
            return None
        name, parent, inner = m.group("name", "parent", "irs")
        if name is None:  # a `.snodes[i] =` line or a blank line
            if parent is not None:
                if pending is not None:
                    return None
                pending = next((k for k in range(len(names) - 1, -1, -1) if names[k] == parent), None)
                if pending is None:
                    return None
        else:
            at = len(blocks)
            if pending is None:
                blocks.append((m, -1))
                chain, names = [at], [name]
            else:
                del chain[pending + 1 :], names[pending + 1 :]
                blocks.append((m, chain[-1]))
                chain.append(at)
                names.append(name)
                pending = None
            if "," in inner:
                fused.append((at, inner))
        pos = m.end()
    if pending is not None or not _members_complete(blocks, fused):
        return None
    return blocks


def _ir_classes(inner: str) -> list[str]:
    """The IR classes of a header the scan matched, from INNER, the text in its parentheses."""
    classes = inner.split(",")
    if " " in inner or "" in classes:
        classes = [c.strip() for c in classes if c.strip()]
    return classes


def _summary_node(m: re.Match[str], text: str, line: int, breaks: int) -> SchedulerNode:
    """The node of the block M matched in TEXT, starting on LINE and spanning BREAKS line breaks."""
    name, cls, inner = m.group("name", "cls", "irs")
    end = stop = m.end()
    # Trailing blank lines (or spaces) are not the block's last line: it ends where its text does.
    start = m.start()
    while stop > start and text[stop - 1].isspace():
        stop -= 1
    return SchedulerNode(name, cls, _ir_classes(inner), line, line + breaks - text.count("\n", stop, end))


def _members_complete(blocks: list[tuple[re.Match[str], int]], fused: list[tuple[int, str]]) -> bool:
    """Whether each of the FUSED blocks (index, the text in its header's parentheses) that names only
    SchedulerNode classes holds one child per class (else the line parser would find what the fast path
    missed)."""
    if not fused:
        return True
    children = [0] * len(blocks)
    for _, parent in blocks:
        if parent >= 0:
            children[parent] += 1
    for at, inner in fused:
        classes = _ir_classes(inner)
        if (
            len(classes) > 1
            and all(c.endswith("SchedulerNode") for c in classes)
            and children[at] != len(classes)
        ):
            return False
    return True


@dataclass
class _Known:
    """A file's dependency lists (by list text) and dependencies (by item text), as read so far: a fused
    node repeats its members', and nodes reading a buffer alike print the same list."""

    lists: dict[str, list[Dependency]] = field(default_factory=dict)
    items: dict[str, Dependency] = field(default_factory=dict)


def _listed_dependencies(value: str, known: _Known) -> list[Dependency]:
    """The items of a dependency list the scan matched (`_DEPLIST`: well-formed items and commas only),
    as `_parse_dependencies` reads them. Each is read once per file (KNOWN); Dependency is immutable, so
    one object serves every node that prints it, and each node gets its own list."""
    listed = known.lists.get(value)
    if listed is None:
        items = known.items
        listed = []
        for item, kind, buffer in _DEPENDENCY_ITEM.findall(value):
            dep = items.get(item)
            if dep is None:
                dep = items[item] = Dependency(kind, buffer, item)
            listed.append(dep)
        known.lists[value] = listed
    return listed.copy()


def _cost_fields(node: SchedulerNode, m: re.Match[str], text: str, known: _Known) -> bool:
    """Fill NODE's dependencies, outputs, layouts, device and mutations from its block M, as the line parser
    does (KNOWN: see _listed_dependencies). False when the block has what this reading would take
    differently (a second `.outputs`, layout lines apart from the last run of them).

    sre leaves a group inside a possessive repeat as a failed try left it, so the block's regex marks each
    line read here with an empty group where the line's value starts: a failed try can only have moved it
    on a line that no other construct matches, and such a block ends there, in a file that is not read.
    Of a line printed more than once, the mark and the line parser both keep the last."""
    writes, unmet, met, outputs = m.group(*_DEPENDENCY_ATTRS, "outputs")
    start = m.start()
    if outputs is not None:
        # The group holds the last `.outputs` section: there is another when the first is not that one.
        marker = f"\n{node.name}.outputs = [\n"
        if text.find(marker, start, m.end()) + len(marker) != m.start("outputs"):
            return False
        if outputs:
            _read_outputs(node, outputs)
    mark = m.start
    device, users, mutations, layouts = mark("device"), mark("users"), mark("mutations"), mark("layouts")
    if layouts >= 0:
        # The last run of `_layout` lines: there is another when a layout line comes before it.
        run = text.rfind("\n", start, layouts) + 1
        if text.find("_layout = ", start, run) >= 0:
            return False
        # Of a buffer printed twice, the last.
        node.layouts = dict(_LAYOUT_ITEM.findall(text, run, mark("layouts_end")))
    node.writes = _listed_dependencies(writes, known)
    node.unmet_dependencies = _listed_dependencies(unmet, known)
    node.met_dependencies = _listed_dependencies(met, known)
    if device >= 0:
        node.device = _line_from(text, device)
    if users >= 0:
        node.users = _parse_users(_line_from(text, users))
    if mutations >= 0:
        node.attributes["mutations"] = value = _line_from(text, mutations)
        node.mutations = mutated_names(value)
    sizes, body = mark("sizes"), mark("body")
    if sizes >= 0:
        node.sizes = _line_from(text, sizes)
    if body >= 0:
        # As written (indented): the costs read only which ops it calls.
        lines = _BODY_LINES.match(text, text.index("\n", body) + 1)  # always matches (maybe no line)
        node.loop_body = text[body : lines.end() if lines else body]
    return True


_BODY_LINES = re.compile(_INDENTED)


def _line_from(text: str, at: int) -> str:
    """TEXT from AT to the end of its line."""
    return text[at : text.index("\n", at)]


# One line of a run of `<buffer>_layout = ...` lines the scan matched.
_LAYOUT_ITEM = re.compile(rf"({_SNAME})_layout = ([^\n]*+)\n")

# One line of an `.outputs = [...]` section the scan matched (`_BUFFER`): a buffer's header (with the usual
# layout and users lines after it, when they follow), or one of its `buf.attr = value` lines; a `[` value
# runs to the line that is `]` alone.
_LINES_VALUE = r"\[\n((?:[^\n]*\n)*?)[ \t]*+\]"
_OUTPUT_LINE = re.compile(
    rf"[ \t]*+(?:({_SNAME}): ({_SNAME})"
    rf"(?:\n[ \t]*+\1\.layout = ([^\n]++)\n[ \t]*+\1\.users = (?:{_LINES_VALUE}|([^\n]++)))?"
    rf"|{_SNAME}\.([A-Za-z_][A-Za-z0-9_.]*) = (?:{_LINES_VALUE}|([^\n]*)))\n"
)


def _read_outputs(node: SchedulerNode, text: str) -> None:
    """The buffers of an `.outputs = [...]` section the scan matched, as `_Parser` reads them."""
    current: SchedulerBuffer | None = None
    outputs = node.outputs
    for name, cls, layout, users_lines, users, attr, lines, value in _OUTPUT_LINE.findall(text):
        if name:
            if layout:  # what `_set_buffer_attribute` makes of the two lines, in one step
                layout = layout.strip()
                users_of = _parse_users(users.strip() if users else _joined_lines(users_lines))
                current = SchedulerBuffer(name, cls, layout, *_parse_layout(layout), users_of)
            else:
                current = SchedulerBuffer(name, cls)
            outputs.append(current)
        elif current is not None:
            _set_buffer_attribute(current, attr, value.strip() if value else _joined_lines(lines))


def _joined_lines(lines: str) -> str:
    """A `[` value's LINES (each ending in a line break) as `_Parser._collect` joins them: `[`, each line
    stripped, `]`. (A one-line value is never empty, so an empty group is a `[` value.)"""
    return "\n".join(["[", *(line.strip() for line in lines.split("\n")[:-1]), "]"])
