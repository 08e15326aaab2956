"""Graph-break reason text and recompile (guard failure) reasons, in every form torch has printed them.

Each trace format finds these texts its own way, then hands them here.
"""

from __future__ import annotations

import functools
import json
import re
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field

from inductor_explorer.loader.trace.common import bounded
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.trace import CompileId, GraphBreak, GuardFailure

GB_LINK = re.compile(r"/gb/gb(\d{4})\.html", re.IGNORECASE)
GB_ID = re.compile(r"\bGB(\d{4})\b")

#: Paths of torch's own frames, folded out of user tracebacks.
INTERNAL_PATHS = (
    "/torch/_dynamo/",
    "/torch/_subclasses/",
    "/torch/_functorch/",
    "/torch/_inductor/",
    "/torch/fx/",
    "/torch/_higher_order_ops/",
    "/torch/_logging/",
    "/torch/_prims",
    "/torch/_refs/",
    "/torch/utils/_",
    "/torch/nn/modules/module.py",
    "/torch/_utils_internal.py",
    "/torch/_ops.py",
    "/torch/_compile.py",
    "/torch/compiler/",
    "/torch/export/",
    "/torch/_export/",
    "/torch/__init__.py",
)


@functools.lru_cache(maxsize=4096)  # every traceback names the same few files again
def is_internal_frame(path: str) -> bool:
    """True for frames inside torch itself (Dynamo, AOTAutograd, FX, nn.Module call plumbing)."""
    normalized = "/" + path.replace("\\", "/").lstrip("/")
    return any(marker in normalized for marker in INTERNAL_PATHS)


_BREAK_AT = re.compile(
    r"^Graph break(?P<dup> \(user stack suppressed due to duplicate graph break\))?"
    r" in user code at (?P<loc>.+?)\s*$"
)
_LEGACY_BREAK = re.compile(r"^Graph break:\s*(?P<msg>.*?)\s*(?:from user code at:?\s*(?P<rest>.*))?$")
FRAME = re.compile(r'^\s*File "(?P<file>.+)", line (?P<line>\d+)(?:, in (?P<func>.+?))?\s*$')
FRAME_SUMMARY = re.compile(r"<FrameSummary file (?P<file>.+), line (?P<line>\d+) in (?P<func>[^>]+)>")
CARETS = re.compile(r"^\s*[\^~\s]+$")
_CHAIN = "*** While handling this graph break, another graph break occurred: ***"
_KEYS = (
    "Explanation:",
    "Hint:",
    "Developer debug context:",
    "For more details about this graph break",
    "User code traceback:",
    "Traceback (most recent call last):",
    _CHAIN,
    "Stack variable source attribution:",
    "User Stack:",
)


def _key_of(line: str) -> str | None:
    stripped = line.strip()
    if not stripped.startswith(_KEYS):  # most lines: one test, not one per key
        return None
    for key in _KEYS:
        if stripped.startswith(key):
            return key
    return None


def split_location(text: str) -> SourceLocation | None:
    """`/path/file.py:19` → SourceLocation; the path may itself hold colons (Windows drives)."""
    path, sep, line = text.strip().rpartition(":")
    if not sep or not line.isdigit() or not path:
        return None
    return SourceLocation(path, int(line))


def parse_traceback(lines: list[str]) -> tuple[list[SourceLocation], int]:
    """`File "x", line N, in f` frames with their code lines → (user frames, number of internal frames
    folded)."""
    frames: list[SourceLocation] = []
    folded = 0
    pending: dict | None = None
    code: str | None = None

    def flush() -> None:
        nonlocal folded
        if pending is None:
            return
        if is_internal_frame(pending["file"]):
            folded += 1
        else:
            frames.append(SourceLocation(pending["file"], pending["line"], pending["func"], code))

    for line in lines:
        match = FRAME.match(bounded(line))
        if match:
            flush()
            pending = {"file": match["file"], "line": int(match["line"]), "func": match["func"]}
            code = None
        elif pending is not None and code is None and line.strip() and not CARETS.match(line):
            code = line.strip()
    flush()
    return frames, folded


def _gb_id(doc_url: str | None, head: str) -> str | None:
    if doc_url:
        match = GB_LINK.search(doc_url)
        if match:
            return f"GB{match.group(1)}"
    match = GB_ID.search(head)
    return f"GB{match.group(1)}" if match else None


@dataclass
class _Body:
    head: str | None = None
    gb_type: str | None = None
    preamble: str | None = None
    explanation: list[str] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    doc_url: str | None = None
    traceback: list[str] = field(default_factory=list)
    chained: list[str] = field(default_factory=list)


#: The keys that end a chained exception's or a skipped part's lines (the line is then read as the body's).
_RESUME = {
    "chained": (
        "User code traceback:",
        "Traceback (most recent call last):",
        "Stack variable source attribution:",
        "User Stack:",
    ),
    "skip": ("User code traceback:", "User Stack:", "Traceback (most recent call last):"),
}
#: Keys that open a mode of their own.
_MODES = {
    _CHAIN: "chained",
    "Stack variable source attribution:": "skip",
    "User code traceback:": "traceback",
}


def _read_body(lines: list[str]) -> _Body:
    """Split a graph-break reason (GB type line, Explanation, Hints, context, link, traceback) into parts."""
    return _BodyReader(lines).read()


class _BodyReader:
    """The state of a graph-break reason being split: the line at, the mode (body, a chained exception, a
    skipped part, the user traceback) and the section a body line continues."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.body = _Body()
        self.section: list[str] | None = None
        self.mode = "body"
        self.tb_frames = False
        self.i = 0

    def read(self) -> _Body:
        body = self.body
        while self.i < len(self.lines):
            line = self.lines[self.i]
            key = _key_of(line)
            self.i += 1
            if self.mode in _RESUME:
                self.passing(line, key)
            elif self.mode == "traceback":
                self.traceback_line(line, key)
            elif not self.body_line(line, key):
                break
        if body.gb_type is None and body.head is not None and body.explanation:
            body.gb_type = body.head
        return body

    def passing(self, line: str, key: str | None) -> None:
        """A line of a chained exception (kept) or of a skipped part, until a key that resumes the body."""
        if key in _RESUME[self.mode]:
            self.mode = "body"
            self.i -= 1
        elif self.mode == "chained":
            self.body.chained.append(line)

    def traceback_line(self, line: str, key: str | None) -> None:
        stripped = line.strip()
        if key in ("Traceback (most recent call last):", "User Stack:") or (not stripped and self.tb_frames):
            self.mode = "body"
            if key == "User Stack:":
                self.i -= 1
            return
        self.tb_frames = self.tb_frames or bool(FRAME.match(bounded(line)))
        self.body.traceback.append(line)

    def body_line(self, line: str, key: str | None) -> bool:
        """Read LINE of the body; False when the reason's text ends there."""
        body = self.body
        stripped = line.strip()
        if key == "Explanation:":
            self.section = body.explanation
            body.explanation.append(stripped[len(key) :].strip())
        elif key == "Hint:":
            body.hints.append(stripped[len(key) :].strip())
            self.section = body.hints
        elif key == "Developer debug context:":
            self.section = body.context
            body.context.append(stripped[len(key) :].strip())
        elif key == "For more details about this graph break":
            url = stripped.rsplit(" ", 1)[-1]
            body.doc_url = url if url.startswith("http") else None
            self.section = None
        elif key in _MODES:
            self.mode = _MODES[key]
        elif key == "User Stack:":
            body.traceback.extend(self.lines[self.i :])
            return False
        elif key == "Traceback (most recent call last):":
            return False
        else:
            self.plain_line(line, stripped)
        return True

    def plain_line(self, line: str, stripped: str) -> None:
        """A body line no key starts: the head, the GB type under a preamble, or a section's next line."""
        body = self.body
        if body.head is None:
            if stripped:
                body.head = stripped
        elif (
            body.gb_type is None
            and body.head.endswith(":")
            and not body.explanation
            and stripped
            and self.section is None
        ):
            body.preamble, body.gb_type = body.head, stripped
        elif self.section is body.hints:
            if stripped:
                body.hints[-1] = f"{body.hints[-1]} {stripped}"
        elif self.section is not None:
            self.section.append(line.rstrip())


def _join_section(lines: list[str]) -> str | None:
    if not lines:
        return None
    first, rest = lines[0], textwrap.dedent("\n".join(lines[1:])).strip("\n")
    text = f"{first}\n{rest}" if rest.strip() else first
    return text.strip() or None


def parse_break_text(
    text: str | list[str],
    source: str,
    compile_id: CompileId | None = None,
    file: str | None = None,
    line: int | None = None,
) -> GraphBreak:
    """One graph break from its text, in any format torch has printed.

    Accepts the `dynamo_graph_break_reason` payload (`Graph break in user code at ...`), a
    `restart_reasons` / `fail_reason` entry, the legacy one-line messages, and the reason part of
    explain() output. Dynamo-internal traceback frames are folded away.
    """
    lines = text.splitlines() if isinstance(text, str) else list(text)
    location: SourceLocation | None = None
    duplicate = False
    legacy_reason: str | None = None
    start = 0
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start < len(lines):
        first = lines[start].strip()
        at = _BREAK_AT.match(bounded(first))
        legacy = _LEGACY_BREAK.match(bounded(first)) if not at else None
        if at:
            location = split_location(at["loc"])
            duplicate = bool(at["dup"])
            start += 1
            if start < len(lines) and lines[start].startswith("Graph Break Reason:"):
                lines = [*lines[:start], lines[start][len("Graph Break Reason:") :], *lines[start + 1 :]]
        elif legacy:
            legacy_reason = legacy["msg"] or None
            rest = legacy["rest"]
            lines = [*lines[:start], "User code traceback:", *([rest] if rest else []), *lines[start + 1 :]]
        elif first.startswith("Graph Break Reason:"):
            lines = [*lines[:start], first[len("Graph Break Reason:") :], *lines[start + 1 :]]
    body = _read_body(lines[start:])
    if legacy_reason is not None and body.head is None:
        body.head = legacy_reason
    chained: list[GraphBreak] = []
    if body.chained:
        inner = parse_break_text(body.chained, source, compile_id, file, line)
        chained = [inner, *inner.chained]
        inner.chained = []
    if body.traceback and any(FRAME_SUMMARY.search(bounded(t)) for t in body.traceback):
        stack = [
            SourceLocation(m["file"], int(m["line"]), m["func"])
            for t in body.traceback
            for m in [FRAME_SUMMARY.search(bounded(t))]
            if m
        ]
        folded = sum(1 for s in stack if is_internal_frame(s.file))
        stack = [s for s in stack if not is_internal_frame(s.file)]
    else:
        stack, folded = parse_traceback(body.traceback)
    location = _locate(location, stack)
    head = body.head or ""
    preamble = body.preamble
    skipped = "falling back to eager" in (preamble or head).lower() or any(
        b.gb_id == "GB7000" for b in chained
    )
    return GraphBreak(
        reason=body.gb_type or head or "(no reason given)",
        source=source,
        compile_id=compile_id,
        gb_type=body.gb_type,
        gb_id=_gb_id(body.doc_url, head if body.gb_type is None else f"{head} {body.gb_type}"),
        explanation=_join_section(body.explanation),
        hints=[h for h in body.hints if h],
        context=_join_section(body.context),
        doc_url=body.doc_url,
        location=location,
        user_stack=stack,
        folded_frames=folded,
        preamble=preamble,
        chained=chained,
        frame_skipped=skipped,
        duplicate=duplicate,
        file=file,
        line=line,
    )


def _locate(location: SourceLocation | None, stack: list[SourceLocation]) -> SourceLocation | None:
    """The breaking user line: the `in user code at` position, with function and code from the traceback."""
    if location is None:
        return stack[-1] if stack else None
    for frame in reversed(stack):
        if frame.line == location.line and frame.file == location.file:
            return frame
    return location


_REASON_START = re.compile(r"^!?\d+/\d+(?:_\d+)?: ")
_GUARD_FAILURE = re.compile(r"^(?:-\s*)?(?:(?P<cid>!?\d+/\d+(?:_\d+)?):\s*)?(?P<reason>.+)$", re.S)


#: A guard's source comment: `guard  # code  # path:line in fn` (the path cut to its last folders).
_GUARD_SOURCE = re.compile(
    r"#\s*(?:(?P<code>.*?)\s+#\s*)?(?P<file>[^\s#]+):(?P<line>\d+) in (?P<func>\S+)\s*$"
)
_USER_STACK = "User stack trace:"


def guard_location(reason: str) -> SourceLocation | None:
    """The user's line a failed guard's REASON names: the innermost frame of its "User stack trace" outside
    torch, else the `# code  # file:line in fn` comment of its first line; None when it names none."""
    lines = reason.splitlines()
    if _USER_STACK in reason:
        frames, _ = parse_traceback(lines[[line.strip() for line in lines].index(_USER_STACK) + 1 :])
        if frames:
            return frames[-1]
    match = _GUARD_SOURCE.search(bounded(lines[0])) if lines else None
    if match is None:
        return None
    return SourceLocation(
        match["file"], int(match["line"]), match["func"], (match["code"] or "").strip() or None
    )


def guard_failures(reasons: Iterable[str]) -> list[GuardFailure]:
    """`"0/0: tensor 'x' size mismatch ..."` strings → GuardFailure (compile id split off when present, the
    user's line the guard names read from it)."""
    out: list[GuardFailure] = []
    for reason in reasons:
        text = reason.strip()
        if not text:
            continue
        match = _GUARD_FAILURE.match(text)
        cid = CompileId.parse(match["cid"]) if match and match["cid"] else None
        body = match["reason"].strip() if match else text
        out.append(GuardFailure(body, cid, guard_location(body)))
    return out


def recompile_reasons_payload(lines: list[str]) -> list[str]:
    """The recompile_reasons payload: a JSON list, a JSON string, or (2.13) the bare text."""
    text = "\n".join(lines).strip()
    try:
        value = json.loads(text)
    except ValueError:
        # One failure per "N/M: ..." line; a guard's reason may run on over several lines.
        reasons: list[str] = []
        for line in lines:
            if _REASON_START.match(line) or not reasons:
                reasons.append(line)
            else:
                reasons[-1] = f"{reasons[-1]}\n{line}"
        return [r for r in reasons if r.strip()]
    if isinstance(value, list):
        return [str(v) for v in value]
    return [str(value)]
