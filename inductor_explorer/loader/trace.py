"""Structured trace logs (TORCH_TRACE), tlparse report folders and pasted graph-break text → TraceLog.

A structured trace log is one record per line: a glog prefix (`V1129 06:19:14.571000 8004 file.py:303] `,
the number after the time is the pid), then a JSON envelope. When the envelope has `has_payload`, the
payload follows on lines that start with a tab. Logs reach hundreds of MB, so they are read as a stream:
only the payloads this module needs are kept (graph-break reasons, recompile reasons, the torch
version, and the first lines of output code for its `# AOT ID`); everything else is skipped as it passes.

Graph breaks come from `dynamo_graph_break_reason` artifacts (torch ≥2.6 nightlies); older logs only
have `restart_reasons` / `fail_reason` in `compilation_metrics`, which are used for the compiles that
have no artifact (newer logs repeat the artifact text there, so using both would count breaks twice).
"""

from __future__ import annotations

import html
import json
import os
import re
import textwrap
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.model.artifacts import Problem, SourceLocation
from inductor_explorer.model.trace import (
    CompilationMetrics,
    CompileId,
    CompileRecord,
    GraphBreak,
    GuardFailure,
    OutputCodeRef,
    Recompile,
    TraceLog,
    is_graph_break_failure,
)

MAX_PROBLEMS = 200  # a corrupt 500 MB log must not produce a million problem records
MAX_PAYLOAD_LINES = 4000  # a kept payload longer than this is cut (graph-break texts are ~100 lines)
OUTPUT_CODE_HEAD = 5  # lines of an inductor_output_code payload looked at for `# AOT ID`
SNIFF_BYTES = 65536

GLOG_PREFIX = re.compile(r"^(?:\[rank\d+\]:)?[VIWEFDC]\d{4} [\d:.]+ +(\d+) ")
KEPT_ARTIFACTS = ("dynamo_graph_break_reason", "recompile_reasons", "torch_version")
METADATA_KEYS = frozenset({
    "frame_id", "frame_compile_id", "attempt", "has_payload", "rank", "compiled_autograd_id",
    "pathname", "lineno", "thread", "timestamp", "payload_filename", "stack",
})
GRAPH_KINDS = frozenset({"dynamo_output_graph", "inductor_pre_grad_graph", "inductor_post_grad_graph",
                         "compiled_autograd_graph", "optimize_ddp_split_graph"})
AOT_ID = re.compile(r"#\s*AOT ID:\s*\[(?:'|&#39;|&#x27;|&quot;|\")?([\w.-]+)")
GB_LINK = re.compile(r"/gb/gb(\d{4})\.html", re.IGNORECASE)
GB_ID = re.compile(r"\bGB(\d{4})\b")

#: Paths of torch's own frames, folded out of user tracebacks.
INTERNAL_PATHS = (
    "/torch/_dynamo/", "/torch/_subclasses/", "/torch/_functorch/", "/torch/_inductor/", "/torch/fx/",
    "/torch/_higher_order_ops/", "/torch/_logging/", "/torch/_prims", "/torch/_refs/", "/torch/utils/_",
    "/torch/nn/modules/module.py", "/torch/_utils_internal.py", "/torch/_ops.py", "/torch/_compile.py",
    "/torch/compiler/",
)

METRIC_FIELDS = {
    "co_name": str, "co_filename": str, "co_firstlineno": int, "graph_op_count": int,
    "graph_node_count": int, "graph_input_count": int, "guard_count": int,
    "entire_frame_compile_time_s": float, "backend_compile_time_s": float,
    "inductor_compile_time_s": float, "code_gen_time_s": float, "fail_type": str, "fail_reason": str,
    "fail_user_frame_filename": str, "fail_user_frame_lineno": int,
    "dynamo_time_before_restart_s": float, "has_guarded_code": bool,
}
MAX_EXTRA_STRING = 300


MAX_MATCH_LINE = 4096  # longer lines are never a traceback frame or a header; skipping them keeps regexes linear


def _bounded(line: str) -> str:
    """LINE, or "" when it is too long to be worth matching (backtracking regexes stay cheap)."""
    return line if len(line) <= MAX_MATCH_LINE else ""


def is_internal_frame(path: str) -> bool:
    """True for frames inside torch itself (Dynamo, AOTAutograd, FX, nn.Module call plumbing)."""
    normalized = "/" + path.replace("\\", "/").lstrip("/")
    return any(marker in normalized for marker in INTERNAL_PATHS)


class _Problems:
    """Problem list with a cap: past MAX_PROBLEMS, one closing note says how many more there were."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.items: list[Problem] = []
        self.dropped = 0

    def add(self, line: int | None, message: str) -> None:
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(Problem(self.file, line, message))
        else:
            self.dropped += 1

    def result(self) -> list[Problem]:
        if self.dropped:
            return [*self.items, Problem(self.file, None, f"{self.dropped} further problems not listed")]
        return self.items


# --------------------------------------------------------------------------- graph-break text

_BREAK_AT = re.compile(
    r"^Graph break(?P<dup> \(user stack suppressed due to duplicate graph break\))? in user code at (?P<loc>.+?)\s*$")
_LEGACY_BREAK = re.compile(r"^Graph break:\s*(?P<msg>.*?)\s*(?:from user code at:?\s*(?P<rest>.*))?$")
_FRAME = re.compile(r'^\s*File "(?P<file>.+)", line (?P<line>\d+)(?:, in (?P<func>.+?))?\s*$')
_FRAME_SUMMARY = re.compile(r"<FrameSummary file (?P<file>.+), line (?P<line>\d+) in (?P<func>[^>]+)>")
_CARETS = re.compile(r"^\s*[\^~\s]+$")
_CHAIN = "*** While handling this graph break, another graph break occurred: ***"
_KEYS = ("Explanation:", "Hint:", "Developer debug context:", "For more details about this graph break",
         "User code traceback:", "Traceback (most recent call last):", _CHAIN,
         "Stack variable source attribution:", "User Stack:")


def _key_of(line: str) -> str | None:
    stripped = line.strip()
    for key in _KEYS:
        if stripped.startswith(key):
            return key
    return None


def _split_location(text: str) -> SourceLocation | None:
    """`/path/file.py:19` → SourceLocation; the path may itself hold colons (Windows drives)."""
    path, sep, line = text.strip().rpartition(":")
    if not sep or not line.isdigit() or not path:
        return None
    return SourceLocation(path, int(line))


def parse_traceback(lines: list[str]) -> tuple[list[SourceLocation], int]:
    """`File "x", line N, in f` frames with their code lines → (user frames, number of internal frames folded)."""
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
        match = _FRAME.match(_bounded(line))
        if match:
            flush()
            pending = {"file": match["file"], "line": int(match["line"]), "func": match["func"]}
            code = None
        elif pending is not None and code is None and line.strip() and not _CARETS.match(line):
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


def _read_body(lines: list[str]) -> _Body:
    """Split a graph-break reason (GB type line, Explanation, Hints, context, link, traceback) into parts."""
    body = _Body()
    section: list[str] | None = None
    mode = "body"
    tb_frames = False
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        key = _key_of(line)
        i += 1
        if mode == "chained":
            if key in ("User code traceback:", "Traceback (most recent call last):", "Stack variable source attribution:",
                       "User Stack:"):
                mode = "body"
                i -= 1
                continue
            body.chained.append(line)
            continue
        if mode == "traceback":
            if key in ("Traceback (most recent call last):", "User Stack:") or (not stripped and tb_frames):
                mode = "body"
                if key == "User Stack:":
                    i -= 1
                continue
            tb_frames = tb_frames or bool(_FRAME.match(_bounded(line)))
            body.traceback.append(line)
            continue
        if mode == "skip":
            if key in ("User code traceback:", "User Stack:", "Traceback (most recent call last):"):
                mode = "body"
                i -= 1
            continue
        if key == "Explanation:":
            section = body.explanation
            section.append(stripped[len(key):].strip())
        elif key == "Hint:":
            body.hints.append(stripped[len(key):].strip())
            section = body.hints
        elif key == "Developer debug context:":
            section = body.context
            section.append(stripped[len(key):].strip())
        elif key == "For more details about this graph break":
            url = stripped.rsplit(" ", 1)[-1]
            body.doc_url = url if url.startswith("http") else None
            section = None
        elif key == _CHAIN:
            mode = "chained"
        elif key == "Stack variable source attribution:":
            mode = "skip"
        elif key == "User code traceback:":
            mode = "traceback"
        elif key == "User Stack:":
            body.traceback.extend(lines[i:])
            break
        elif key == "Traceback (most recent call last):":
            break
        elif body.head is None:
            if stripped:
                body.head = stripped
        elif body.gb_type is None and body.head.endswith(":") and not body.explanation and stripped \
                and section is None:
            body.preamble, body.gb_type = body.head, stripped
        elif section is not None:
            if section is body.hints:
                if stripped:
                    body.hints[-1] = f"{body.hints[-1]} {stripped}"
            else:
                section.append(line.rstrip())
    if body.gb_type is None and body.head is not None and body.explanation:
        body.gb_type = body.head
    return body


def _join_section(lines: list[str]) -> str | None:
    if not lines:
        return None
    first, rest = lines[0], textwrap.dedent("\n".join(lines[1:])).strip("\n")
    text = f"{first}\n{rest}" if rest.strip() else first
    return text.strip() or None


def parse_break_text(text: str | list[str], source: str, compile_id: CompileId | None = None,
                     file: str | None = None, line: int | None = None) -> GraphBreak:
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
        at = _BREAK_AT.match(_bounded(first))
        legacy = _LEGACY_BREAK.match(_bounded(first)) if not at else None
        if at:
            location = _split_location(at["loc"])
            duplicate = bool(at["dup"])
            start += 1
            if start < len(lines) and lines[start].startswith("Graph Break Reason:"):
                lines = [*lines[:start], lines[start][len("Graph Break Reason:"):], *lines[start + 1:]]
        elif legacy:
            legacy_reason = legacy["msg"] or None
            rest = legacy["rest"]
            lines = [*lines[:start], "User code traceback:", *([rest] if rest else []), *lines[start + 1:]]
        elif first.startswith("Graph Break Reason:"):
            lines = [*lines[:start], first[len("Graph Break Reason:"):], *lines[start + 1:]]
    body = _read_body(lines[start:])
    if legacy_reason is not None and body.head is None:
        body.head = legacy_reason
    chained: list[GraphBreak] = []
    if body.chained:
        inner = parse_break_text(body.chained, source, compile_id, file, line)
        chained = [inner, *inner.chained]
        inner.chained = []
    if body.traceback and any(_FRAME_SUMMARY.search(_bounded(t)) for t in body.traceback):
        stack = [SourceLocation(m["file"], int(m["line"]), m["func"])
                 for t in body.traceback for m in [_FRAME_SUMMARY.search(_bounded(t))] if m]
        folded = sum(1 for s in stack if is_internal_frame(s.file))
        stack = [s for s in stack if not is_internal_frame(s.file)]
    else:
        stack, folded = parse_traceback(body.traceback)
    location = _locate(location, stack)
    head = body.head or ""
    preamble = body.preamble
    skipped = "falling back to eager" in (preamble or head).lower() or any(
        b.gb_id == "GB7000" for b in chained)
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


# --------------------------------------------------------------------------- recompile reasons

_REASON_START = re.compile(r"^!?\d+/\d+(?:_\d+)?: ")
_GUARD_FAILURE = re.compile(r"^(?:-\s*)?(?:(?P<cid>!?\d+/\d+(?:_\d+)?):\s*)?(?P<reason>.+)$", re.S)


def guard_failures(reasons: Iterable[str]) -> list[GuardFailure]:
    """`"0/0: tensor 'x' size mismatch ..."` strings → GuardFailure (compile id split off when present)."""
    out: list[GuardFailure] = []
    for reason in reasons:
        text = reason.strip()
        if not text:
            continue
        match = _GUARD_FAILURE.match(text)
        cid = CompileId.parse(match["cid"]) if match and match["cid"] else None
        out.append(GuardFailure(match["reason"].strip() if match else text, cid))
    return out


def _recompile_reasons_payload(lines: list[str]) -> list[str]:
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


# --------------------------------------------------------------------------- structured trace


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _metrics(data: dict, compile_id: CompileId | None, line: int | None) -> CompilationMetrics:
    metrics = CompilationMetrics(compile_id=compile_id, line=line)
    for name, kind in METRIC_FIELDS.items():
        value = data.get(name)
        if value is None:
            continue
        if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            setattr(metrics, name, float(value))
        elif kind is int and _int(value) is not None or isinstance(value, kind):
            setattr(metrics, name, value)
    reasons = data.get("restart_reasons")
    if isinstance(reasons, list):
        metrics.restart_reasons = [str(r) for r in reasons]
    for name, value in data.items():
        if name in METRIC_FIELDS or name == "restart_reasons":
            continue
        if value is None or isinstance(value, (bool, int, float)) or (
                isinstance(value, str) and len(value) <= MAX_EXTRA_STRING):
            metrics.extra[name] = value
    return metrics


def _breaks_from_metrics(metrics: CompilationMetrics, file: str | None) -> list[GraphBreak]:
    """Graph breaks as old logs record them: restart reasons, and `Unsupported` failures."""
    out = [parse_break_text(reason, "restart_reasons", metrics.compile_id, file, metrics.line)
           for reason in metrics.restart_reasons if reason.strip()]
    if is_graph_break_failure(metrics.fail_type) and metrics.fail_reason:
        gb = parse_break_text(metrics.fail_reason, "fail_reason", metrics.compile_id, file, metrics.line)
        if gb.location is None and metrics.fail_user_frame_filename and metrics.fail_user_frame_lineno:
            gb.location = SourceLocation(metrics.fail_user_frame_filename, metrics.fail_user_frame_lineno)
        gb.frame_skipped = True
        out.append(gb)
    return out


_COMPILE_RECORD_KINDS = frozenset({"dynamo_start", "compilation_metrics", "inductor_output_code", "link"})


class _TraceBuilder:
    """Collects envelopes (and the payloads kept) into a TraceLog."""

    def __init__(self, path: str, kind: str, problems: _Problems) -> None:
        self.trace = TraceLog(path=path, kind=kind)
        self.problems = problems
        self.strings: dict[int, str] = {}
        self.artifact_breaks: list[GraphBreak] = []
        self.metric_breaks: list[GraphBreak] = []

    # ---- helpers
    def record(self, compile_id: CompileId, line: int | None) -> CompileRecord:
        key = str(compile_id)
        record = self.trace.compiles.get(key)
        if record is None:
            record = self.trace.compiles[key] = CompileRecord(compile_id=compile_id, line=line)
        return record

    @staticmethod
    def kind_of(envelope: dict) -> str | None:
        for key in envelope:
            if key not in METADATA_KEYS:
                return key
        return None

    @staticmethod
    def compile_id_of(envelope: dict, kind: str | None) -> CompileId | None:
        frame, compile_ = _int(envelope.get("frame_id")), _int(envelope.get("frame_compile_id"))
        if frame is not None and compile_ is not None:
            return CompileId(frame, compile_, _int(envelope.get("attempt")) or 0,
                             _int(envelope.get("compiled_autograd_id")))
        body = envelope.get(kind) if kind else None
        if isinstance(body, dict) and isinstance(body.get("compile_id"), str):
            return CompileId.parse(body["compile_id"])
        return None

    def wants_payload(self, envelope: dict) -> int:
        """How many payload lines to keep for this envelope (0: skip the payload as it passes)."""
        kind = self.kind_of(envelope)
        if kind == "inductor_output_code":
            return OUTPUT_CODE_HEAD
        if kind == "artifact":
            artifact = envelope.get("artifact")
            if isinstance(artifact, dict) and artifact.get("name") in KEPT_ARTIFACTS:
                return MAX_PAYLOAD_LINES
        return 0

    # ---- one envelope
    def envelope(self, envelope: dict, line: int | None, payload: list[str] | None) -> None:
        kind = self.kind_of(envelope)
        if kind is None:
            self.problems.add(line, "trace record names no event")
            return
        if self.trace.rank is None and _int(envelope.get("rank")) is not None:
            self.trace.rank = envelope["rank"]
        body = envelope.get(kind)
        if kind == "str":
            if isinstance(body, list) and len(body) == 2 and isinstance(body[0], str) and _int(body[1]) is not None:
                self.strings[body[1]] = body[0]
            else:
                self.problems.add(line, "malformed string-table record")
            return
        if kind == "artifact":
            self.artifact(body, self.compile_id_of(envelope, kind), line, payload)
            return
        # Most records (chromium_event above all) feed nothing below: their compile id is not looked at.
        if not (kind in _COMPILE_RECORD_KINDS or kind in GRAPH_KINDS or "cache" in kind
                or (kind.startswith("aot_") and kind.endswith("_graph"))):
            return
        compile_id = self.compile_id_of(envelope, kind)
        if compile_id is None:
            return
        if kind == "dynamo_start":
            record = self.record(compile_id, line)
            stack = body.get("stack") if isinstance(body, dict) else None
            record.stack = self.stack(stack) if isinstance(stack, list) else []
        elif kind == "compilation_metrics":
            if not isinstance(body, dict):
                self.problems.add(line, "compilation_metrics record is not an object")
                return
            metrics = _metrics(body, compile_id, line)
            self.record(compile_id, line).metrics = metrics
            self.metric_breaks.extend(_breaks_from_metrics(metrics, self.trace.path))
        elif kind in GRAPH_KINDS or (kind.startswith("aot_") and kind.endswith("_graph")):
            self.record(compile_id, line).graphs.append(kind)
        elif kind == "inductor_output_code":
            filename = body.get("filename") if isinstance(body, dict) else None
            aot_id = None
            for text in payload or ():
                match = AOT_ID.search(text)
                if match:
                    aot_id = match.group(1)
                    break
            self.record(compile_id, line).output_code.append(
                OutputCodeRef(filename if isinstance(filename, str) else None, aot_id, line))
        elif kind == "link":
            if isinstance(body, dict):
                self.record(compile_id, line).links.append((str(body.get("name")), str(body.get("url"))))
        elif "cache" in kind:
            self.record(compile_id, line).cache_events.append(kind)

    def stack(self, frames: list) -> list[SourceLocation]:
        out: list[SourceLocation] = []
        for frame in frames:
            if not isinstance(frame, dict):
                continue
            ref = frame.get("filename")
            filename = self.strings.get(ref, f"<string {ref}>") if _int(ref) is not None else str(ref)
            lineno = _int(frame.get("line")) or 0
            name = frame.get("name")
            loc = frame.get("loc")
            out.append(SourceLocation(filename, lineno, name if isinstance(name, str) else None,
                                      loc if isinstance(loc, str) else None))
        return out

    def artifact(self, body: object, compile_id: CompileId | None, line: int | None,
                 payload: list[str] | None) -> None:
        name = body.get("name") if isinstance(body, dict) else None
        if not isinstance(name, str):
            self.problems.add(line, "artifact record without a name")
            return
        if name == "torch_version":
            self.torch_version(payload or [])
        elif name == "dynamo_graph_break_reason":
            if payload:
                self.artifact_breaks.append(parse_break_text(payload, name, compile_id, self.trace.path, line))
            else:
                self.problems.add(line, "graph-break reason artifact without its text")
        elif name == "recompile_reasons":
            self.trace.recompiles.append(Recompile(
                compile_id, guard_failures(_recompile_reasons_payload(payload or [])), file=self.trace.path, line=line))
        if compile_id is None:
            return
        record = self.record(compile_id, line)
        if name in KEPT_ARTIFACTS:
            return
        if "_cache_" in name:
            record.cache_events.append(name)
        elif name not in record.artifacts:
            record.artifacts.append(name)

    def torch_version(self, payload: list[str]) -> None:
        try:
            data = json.loads("\n".join(payload))
        except ValueError:
            return
        if isinstance(data, dict) and isinstance(data.get("pytorch_version"), str):
            self.trace.torch_version = data["pytorch_version"]

    def finish(self) -> TraceLog:
        """Merge the breaks: artifacts always, metrics-derived ones only for compiles without artifacts."""
        covered = {b.compile_id.frame_key for b in self.artifact_breaks if b.compile_id}
        breaks = list(self.artifact_breaks)
        breaks.extend(b for b in self.metric_breaks if not (b.compile_id and b.compile_id.frame_key in covered))
        breaks.sort(key=lambda b: b.line if b.line is not None else 0)
        self.trace.graph_breaks = breaks
        return self.trace


class _StructuredReader:
    """The state of a structured trace log being read: the record whose payload is passing, and what
    of that payload is kept."""

    def __init__(self, file: str, kind: str) -> None:
        self.problems = _Problems(file)
        self.builder = _TraceBuilder(file, kind, self.problems)
        self.pending: tuple[dict, int] | None = None  # envelope whose payload is being read
        self.kept: list[str] | None = None
        self.keep = 0
        self.in_payload = False
        self.stray_reported = False
        self.replaced_reported = False

    def skipping(self) -> bool:
        """True while tab-prefixed and blank lines change nothing: a payload nothing more is kept of,
        or stray payload lines already reported."""
        if self.in_payload:
            return self.kept is None or len(self.kept) >= self.keep
        return self.stray_reported

    def replaced(self, count: int) -> None:
        self.problems.add(count, "invalid UTF-8; undecodable bytes shown as U+FFFD")
        self.replaced_reported = True

    def close(self) -> None:
        if self.pending is not None:
            self.builder.envelope(self.pending[0], self.pending[1], self.kept)
        self.pending, self.kept, self.in_payload = None, None, False

    def line(self, count: int, raw: str) -> None:
        """Line number COUNT (1-based), with or without its line break."""
        line = raw.rstrip("\r\n")
        if not self.replaced_reported and "\ufffd" in line:
            self.replaced(count)
        if line.startswith("\t"):
            if self.in_payload:
                if self.kept is not None and len(self.kept) < self.keep:
                    self.kept.append(line[1:])
            elif not self.stray_reported:
                self.problems.add(count, "payload line without a record that announced a payload")
                self.stray_reported = True
            return
        if not line.strip():
            if self.in_payload and self.kept is not None and len(self.kept) < self.keep:
                self.kept.append("")
            return
        self.close()
        self.stray_reported = False
        problems = self.problems
        prefix = GLOG_PREFIX.match(line)
        start = line.find("{", prefix.end()) if prefix else -1
        if start < 0:
            problems.add(count, f"not a structured trace record: {line[:80]!r}")
            return
        if self.builder.trace.pid is None:
            self.builder.trace.pid = int(prefix.group(1))
        if _BARE_CHROMIUM_EVENT.fullmatch(line, start):
            self.pending, self.kept, self.keep, self.in_payload = None, None, 0, True
            return
        try:
            envelope = _JSON.decode(line[start:])
        except ValueError as exc:
            problems.add(count, f"record is not valid JSON: {exc}")
            return
        if not isinstance(envelope, dict):
            problems.add(count, "record is not a JSON object")
            return
        if envelope.get("has_payload"):
            self.keep = self.builder.wants_payload(envelope)
            self.pending, self.kept, self.in_payload = (envelope, count), ([] if self.keep else None), True
        else:
            self.builder.envelope(envelope, count, None)

    def finish(self, count: int) -> tuple[TraceLog, list[Problem]]:
        self.close()
        self.builder.trace.line_count = count
        trace = self.builder.finish()
        return trace, self.problems.result()


# Three records in four: a chromium_event with ids and a payload, which feeds nothing (its payload is
# skipped and the envelope sets no rank). Written exactly so, it is valid JSON and is not decoded.
_BARE_CHROMIUM_EVENT = re.compile(
    r'\{"chromium_event": \{\}(?:, "(?:frame_id|frame_compile_id|attempt|compiled_autograd_id)": (?:0|[1-9][0-9]*))*'
    r', "has_payload": "[0-9a-f]+"\}')
_JSON = json.JSONDecoder()  # json.loads(str) is this decoder's decode, less a wrapper call per record
STREAM_CHUNK = 1 << 22  # characters read at a time by parse_trace_stream
# A run of payload lines (tab first) and blank lines: what a skipped payload is made of.
_PAYLOAD_RUN = re.compile(r"(?:\t[^\n]*+\n|[^\S\n]*+\n)*+")
# A whole bare chromium_event record line (no U+FFFD in it, so no problem comes from it) and its payload.
_BARE_CHROMIUM_RECORD = re.compile(
    GLOG_PREFIX.pattern.removeprefix("^") + r"[^{\n\ufffd]*" + _BARE_CHROMIUM_EVENT.pattern + r"\n" + _PAYLOAD_RUN.pattern)


def parse_trace_lines(lines: Iterable[str], file: str, kind: str = "structured"
                      ) -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log given as an iterable of lines."""
    reader = _StructuredReader(file, kind)
    count = 0
    for count, raw in enumerate(lines, 1):
        reader.line(count, raw)
    return reader.finish(count)


def _passed_over(reader: _StructuredReader, work: str, pos: int, end: int, count: int) -> int:
    """Lines WORK[POS:END] skipped without being read: the line count after them (COUNT before), and the first
    undecodable byte among them reported once."""
    if not reader.replaced_reported:
        bad = work.find("\ufffd", pos, end)
        if bad >= 0:
            reader.replaced(count + work.count("\n", pos, bad) + 1)
    return count + work.count("\n", pos, end)


def parse_trace_stream(stream, file: str, kind: str = "structured") -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log read from a text stream (`\\n` line breaks), STREAM_CHUNK characters
    at a time; what parse_trace_lines gives for the same lines.

    Payloads that are not kept (most of a log's bytes) are passed over a run of lines at a time with
    one regex match, not one Python step per line. Memory stays bounded by the chunk and the longest line.
    """
    reader = _StructuredReader(file, kind)
    count = 0
    carry = ""
    while True:
        chunk = stream.read(STREAM_CHUNK)
        if not chunk:
            break
        work = carry + chunk if carry else chunk
        cut = work.rfind("\n") + 1
        carry = work[cut:]
        pos = 0
        while pos < cut:
            if reader.skipping():
                end = _PAYLOAD_RUN.match(work, pos, cut).end()
                if end > pos:
                    count = _passed_over(reader, work, pos, end, count)
                    pos = end
                    continue
            bare = _BARE_CHROMIUM_RECORD.match(work, pos, cut)
            if bare is not None:  # what line() does with it, and the payload after it passed over
                reader.close()
                reader.stray_reported = False
                if reader.builder.trace.pid is None:
                    reader.builder.trace.pid = int(bare.group(1))
                reader.in_payload, reader.keep = True, 0
                end = bare.end()
                count = _passed_over(reader, work, pos, end, count)
                pos = end
                continue
            end = work.index("\n", pos) + 1
            count += 1
            reader.line(count, work[pos:end])
            pos = end
    if carry:
        count += 1
        reader.line(count, carry)
    return reader.finish(count)


def parse_trace_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log held in memory."""
    return parse_trace_lines(text.splitlines(), file)


# --------------------------------------------------------------------------- pasted TORCH_LOGS text

_GLOG_TEXT = re.compile(
    r"^(?:\[rank\d+\]:)?(?P<prefix>[VIWEFDC]\d{4} [\d:.]+ +\d+ \S+?\]) ?"
    r"(?:\[(?P<cid>!?\d+/\d+(?:_\d+)?)\] ?)?(?:\[__(?P<tag>\w+)\] ?)?(?P<msg>.*)$")
_PY_LOGGING = re.compile(
    r"\[(?P<prefix>\d{4}-\d\d-\d\d [\d:,.]+)\] (?:\[(?P<cid1>!?\d+/\d+(?:_\d+)?)\] )?(?P<logger>[\w.]+): "
    r"\[(?P<level>\w+)\] (?:\[(?P<cid2>!?\d+/\d+(?:_\d+)?)\] )?(?:\[__(?P<tag>\w+)\] ?)?(?P<msg>.*)$")
_BREAK_START = re.compile(r"^Graph break(?: \(user stack suppressed[^)]*\))? in user code at |^Graph break: ")
_RECOMPILE = re.compile(r"^Recompiling function (?P<func>\S+) in (?P<loc>.+?)\s*$")


@dataclass
class _Record:
    """Consecutive log lines of one logging call (same glog prefix), prefixes removed."""

    line: int
    compile_id: CompileId | None
    tag: str | None
    lines: list[str] = field(default_factory=list)


def _records(lines: Iterable[str]) -> Iterator[_Record]:
    current: _Record | None = None
    current_key: str | None = None
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip("\r\n")
        glog = _GLOG_TEXT.match(line)
        logging_match = None if glog else _PY_LOGGING.search(line)
        match = glog or logging_match
        if match is None:
            if current is None:
                current, current_key = _Record(number, None, None), None
            current.lines.append(line)
            continue
        cid_text = match["cid"] if glog else (match["cid1"] or match["cid2"])
        key = f"{match['prefix']}|{cid_text}|{match['tag']}"
        if current is None or key != current_key:
            if current is not None:
                yield current
            current = _Record(number, CompileId.parse(cid_text) if cid_text else None, match["tag"])
            current_key = key
        current.lines.append(match["msg"])
    if current is not None:
        yield current


def _break_blocks(record: _Record) -> Iterator[tuple[int, list[str]]]:
    """Split a record into graph-break blocks: each starts at a `Graph break ...` line."""
    block: list[str] | None = None
    start = 0
    in_traceback = seen_frames = False
    for offset, line in enumerate(record.lines):
        if _BREAK_START.match(line):
            if block:
                yield start, block
            block, start, seen_frames = [line], offset, False
            in_traceback = line.startswith("Graph break:")
            seen_frames = in_traceback and 'File "' in line
            continue
        if block is None:
            continue
        if _RECOMPILE.match(_bounded(line.strip())):
            yield start, block
            block = None
            continue
        if line.strip() == "User code traceback:":
            in_traceback = True
        elif in_traceback and _FRAME.match(_bounded(line)):
            seen_frames = True
        elif seen_frames and (not line.strip() or not line.startswith(" ")) and not _CARETS.match(line):
            # The user traceback ended: what follows is program output or Dynamo's internal stack.
            yield start, block
            block = None
            continue
        block.append(line)
    if block:
        yield start, block


def _recompile_from_record(record: _Record, offset: int, file: str) -> Recompile | None:
    lines = record.lines[offset:]
    match = _RECOMPILE.match(_bounded(lines[0].strip()))
    if not match:
        return None
    failures: list[str] = []
    for line in lines[1:]:
        stripped = line.strip()
        if stripped.startswith("triggered by the following guard failure"):
            inline = stripped.split(":", 1)[1].strip() if ":" in stripped else ""
            if inline:
                failures.append(inline)
        elif stripped.startswith("- "):
            failures.append(stripped[2:])
        elif stripped and not line.startswith(" "):
            break
        elif stripped and failures:
            failures[-1] = f"{failures[-1]}\n{stripped}"
    loc = _split_location(match["loc"])
    return Recompile(record.compile_id, guard_failures(failures), function=match["func"], location=loc,
                     file=file, line=record.line + offset)


def parse_torch_logs_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """`TORCH_LOGS="graph_breaks,recompiles"` output (glog, python-logging or plain format) → TraceLog."""
    trace = TraceLog(path=file, kind="torch_logs")
    lines = text.splitlines()
    trace.line_count = len(lines)
    records = list(_records(lines))
    tagged = any(r.tag == "graph_breaks" for r in records)
    modern = any(line.lstrip().startswith("Graph break in user code at")
                 or "Graph break (user stack suppressed" in line for r in records for line in r.lines)
    for record in records:
        for offset, line in enumerate(record.lines):
            if _RECOMPILE.match(_bounded(line.strip())):
                recompile = _recompile_from_record(record, offset, file)
                if recompile:
                    trace.recompiles.append(recompile)
        if tagged and record.tag != "graph_breaks":
            continue
        for offset, block in _break_blocks(record):
            gb = parse_break_text(block, "torch_logs", record.compile_id, file, record.line + offset)
            # torch ≥2.7 also warns "Graph break: from user code at:" for .item(); the tagged record follows.
            if modern and block[0].startswith("Graph break:") and gb.gb_type is None and gb.reason == "(no reason given)":
                continue
            trace.graph_breaks.append(gb)
    problems: list[Problem] = []
    if not trace.graph_breaks and not trace.recompiles:
        problems.append(Problem(file, None, "no graph break or recompile found in this text"))
    return trace, problems


# --------------------------------------------------------------------------- explain() / CompileProfiler

_BREAK_REASON_N = re.compile(r"^\s*Break Reason (\d+):\s*$")
_LEGACY_EXPLAIN = re.compile(r"Dynamo produced (\d+) graphs?\s*with (\d+) graph breaks? and (\d+) ops")
_LEGACY_ITEM = re.compile(r"^(\d+)\. (.*)$")
_REPR_REASON = re.compile(r"GraphCompileReason\(reason=(?P<q>['\"])(?P<reason>.*?)(?P=q), user_stack=\[(?P<stack>[^\]]*)\]")


def _explain_count(lines: list[str], label: str) -> int | None:
    for line in lines:
        if line.startswith(label):
            value = line[len(label):].strip()
            return int(value) if value.isdigit() else None
    return None


def parse_explain_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """`torch._dynamo.explain(fn)(...)` output (str or repr, 2022–2.13) → TraceLog with its break reasons."""
    trace = TraceLog(path=file, kind="explain")
    lines = text.splitlines()
    trace.line_count = len(lines)
    problems: list[Problem] = []
    trace.graph_count = _explain_count(lines, "Graph Count:")
    trace.reported_break_count = _explain_count(lines, "Graph Break Count:")
    legacy = _LEGACY_EXPLAIN.search(text[:4096])
    if legacy:
        trace.graph_count, trace.reported_break_count = int(legacy.group(1)), int(legacy.group(2))
        _legacy_explain_breaks(trace, lines, file)
    elif "ExplainOutput(" in text[:4096]:
        _repr_explain_breaks(trace, text, file)
    else:
        block: list[str] | None = None
        block_line = 0
        for number, line in enumerate(lines, 1):
            if _BREAK_REASON_N.match(line):
                if block:
                    trace.graph_breaks.append(_explain_break(block, file, block_line))
                block, block_line = [], number
            elif block is not None and line.rstrip() in ("Ops per Graph:", "Out Guards:", "Compile Times:"):
                break
            elif block is not None:
                block.append(line)
        if block:
            trace.graph_breaks.append(_explain_break(block, file, block_line))
    if trace.reported_break_count is not None and trace.reported_break_count > len(trace.graph_breaks):
        problems.append(Problem(file, None, f"explain() reports {trace.reported_break_count} graph breaks, "
                                            f"the text holds {len(trace.graph_breaks)} (cut short?)"))
    return trace, problems


def _explain_break(block: list[str], file: str, line: int) -> GraphBreak:
    if block and block[0].strip().startswith("Reason:"):
        block = [block[0].strip()[len("Reason:"):].strip(), *block[1:]]
    return parse_break_text(block, "explain", None, file, line)


def _legacy_explain_breaks(trace: TraceLog, lines: list[str], file: str) -> None:
    block: list[str] | None = None
    block_line = 0
    for number, line in enumerate(lines, 1):
        match = _LEGACY_ITEM.match(line)
        if match:
            if block is not None:
                trace.graph_breaks.append(parse_break_text(block, "explain", None, file, block_line))
            block, block_line = [match.group(2).strip(), "User code traceback:"], number
        elif block is not None:
            block.append(line)
    if block is not None:
        trace.graph_breaks.append(parse_break_text(block, "explain", None, file, block_line))


def _repr_explain_breaks(trace: TraceLog, text: str, file: str) -> None:
    for key, attr in (("graph_count=", "graph_count"), ("graph_break_count=", "reported_break_count")):
        match = re.search(re.escape(key) + r"(\d+)", text)
        if match:
            setattr(trace, attr, int(match.group(1)))
    for match in _REPR_REASON.finditer(text):
        gb = parse_break_text(match["reason"].replace("\\n", "\n"), "explain", None, file,
                              text.count("\n", 0, match.start()) + 1)
        stack = [SourceLocation(m["file"], int(m["line"]), m["func"]) for m in _FRAME_SUMMARY.finditer(_bounded(match["stack"]))]
        user = [s for s in stack if not is_internal_frame(s.file)]
        gb.user_stack, gb.folded_frames = user, len(stack) - len(user)
        gb.location = gb.location or (user[-1] if user else None)
        trace.graph_breaks.append(gb)


_PROFILER_ROW = re.compile(r"^(?P<reason>\S.*?)\s{2,}(?P<count>\d+)\s*$")


def parse_compile_profiler_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """`torch._dynamo.utils.CompileProfiler().report()`: the "Graph Break Reason / Count" table."""
    trace = TraceLog(path=file, kind="compile_profiler")
    lines = text.splitlines()
    trace.line_count = len(lines)
    in_table = False
    for number, line in enumerate(lines, 1):
        if line.startswith("Graph Break Reason") and "Count" in line:
            in_table = True
            continue
        if not in_table or set(line.strip()) <= {"-", " "}:
            continue
        match = _PROFILER_ROW.match(_bounded(line))
        if not match:
            break
        for _ in range(int(match["count"])):
            trace.graph_breaks.append(parse_break_text(match["reason"], "compile_profiler", None, file, number))
    trace.reported_break_count = len(trace.graph_breaks)
    return trace, []


# --------------------------------------------------------------------------- tlparse report folders

_COMPILE_DIR = re.compile(r"^(?:(?P<rank>-|\d+)_)?(?P<frame>\d+)_(?P<compile>\d+)_(?P<attempt>\d+)$")
_ARTIFACT_NUMBER = re.compile(r"_(\d+)\.\w+$")
# Only real markup: tlparse leaves `<class '...'>` of the reason text unescaped inside <pre>.
_TAG = re.compile(r"</?(?:a|b|i|br|pre|code|span|div|p|td|th)\b[^>]*>", re.IGNORECASE)


def _artifact_number(name: str) -> int:
    match = _ARTIFACT_NUMBER.search(name)
    return int(match.group(1)) if match else 0


def _read(path: Path, problems: _Problems) -> str | None:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        problems.add(None, f"{path.name}: could not be read ({exc.strerror or exc})")
        return None


def _load_tlparse_folder(folder: Path, problems: _Problems) -> TraceLog:
    """A tlparse output folder without raw.log: raw.jsonl + payload files, else the per-compile files."""
    jsonl = folder / "raw.jsonl"
    if jsonl.is_file():
        return _load_tlparse_jsonl(folder, jsonl, problems)
    builder = _TraceBuilder(str(folder), "tlparse", problems)
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        problems.add(None, f"folder could not be listed: {exc.strerror or exc}")
        return builder.finish()
    found = False
    for entry in entries:
        match = _COMPILE_DIR.match(entry.name)
        if not match or not entry.is_dir():
            continue
        found = True
        if match["rank"] not in (None, "-") and builder.trace.rank is None:
            builder.trace.rank = int(match["rank"])
        cid = CompileId(int(match["frame"]), int(match["compile"]), int(match["attempt"]))
        record = builder.record(cid, None)
        try:
            names = sorted((e.name for e in os.scandir(entry.path) if e.is_file()), key=_artifact_number)
        except OSError:
            names = []
        record.report_files = names
        for name in names:
            path = Path(entry.path) / name
            number = _artifact_number(name)
            if name.startswith("dynamo_graph_break_reason"):
                text = _read(path, problems)
                if text is not None:
                    builder.artifact_breaks.append(
                        parse_break_text(text, "dynamo_graph_break_reason", cid, str(path), number))
            elif name.startswith("recompile_reasons"):
                text = _read(path, problems)
                if text is not None:
                    builder.trace.recompiles.append(Recompile(
                        cid, guard_failures(_recompile_reasons_payload(text.splitlines())), file=str(path), line=number))
            elif name.startswith("inductor_output_code"):
                record.output_code.append(OutputCodeRef(None, _html_aot_id(path), number))
            elif name.rsplit("_", 1)[0] in GRAPH_KINDS or re.match(r"aot_\w+_graph_\d+\.", name):
                record.graphs.append(name.rsplit("_", 1)[0])
            elif "_cache_" in name:
                record.cache_events.append(name.rsplit("_", 1)[0])
    for version_file in sorted(folder.glob("*/torch_version_*.json")):
        text = _read(version_file, problems)
        if text is not None:
            builder.torch_version(text.splitlines())
    failures = folder / "failures_and_restarts.html"
    if failures.is_file():
        found = True
        text = _read(failures, problems)
        if text is not None:
            _failures_table(builder, text, str(failures))
    if not found:
        problems.add(None, "not a tlparse report: no raw.log, raw.jsonl, compile folders or failures_and_restarts.html")
    return builder.finish()


def _html_aot_id(path: Path) -> str | None:
    try:
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            head = fh.read(SNIFF_BYTES)
    except OSError:
        return None
    match = AOT_ID.search(head)
    return match.group(1) if match else None


def _between(text: str, start: str, end: str) -> list[str]:
    """The pieces of TEXT between START and the next END (str.find, linear in the text)."""
    pieces: list[str] = []
    position = text.find(start)
    while position >= 0:
        stop = text.find(end, position + len(start))
        if stop < 0:
            break
        pieces.append(text[position + len(start):stop])
        position = text.find(start, stop + len(end))
    return pieces


def _failures_table(builder: _TraceBuilder, text: str, file: str) -> None:
    """failures_and_restarts.html rows: RestartAnalysis → graph break; Unsupported → graph break; others → failure."""
    offset = counted = 0
    line = 1
    for row_number, row in enumerate(_between(text, "<tr>", "</tr>"), 1):
        offset = text.find(row, offset)
        line += text.count("\n", counted, offset)
        counted = offset
        cells = [html.unescape(_TAG.sub("", cell)).strip() for cell in _between(row, "<td>", "</td>")]
        if len(cells) < 3:
            continue
        cid = CompileId.parse(cells[0])
        if cid is None:
            builder.problems.add(None, f"{Path(file).name}: row {row_number} has no compile id")
            continue
        fail_type, description = cells[1], cells[2]
        source_cell = cells[3] if len(cells) > 3 else ""
        if fail_type == "RestartAnalysis":
            builder.metric_breaks.append(parse_break_text(description, "failures_and_restarts", cid, file, line))
        elif is_graph_break_failure(fail_type):
            gb = parse_break_text(description, "failures_and_restarts", cid, file, line)
            gb.location = gb.location or _split_location(source_cell)
            gb.frame_skipped = True
            builder.metric_breaks.append(gb)
        else:
            record = builder.record(cid, None)
            record.metrics = record.metrics or CompilationMetrics(compile_id=cid, line=line)
            record.metrics.fail_type, record.metrics.fail_reason = fail_type, description


def _load_tlparse_jsonl(folder: Path, jsonl: Path, problems: _Problems) -> TraceLog:
    """raw.jsonl (newer tlparse): a string table, then one envelope per line naming its payload file."""
    builder = _TraceBuilder(str(folder), "tlparse", problems)
    count = 0
    try:
        with jsonl.open("r", encoding="utf-8", errors="replace") as fh:
            for count, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    envelope = json.loads(line)
                except ValueError as exc:
                    problems.add(count, f"raw.jsonl record is not valid JSON: {exc}")
                    continue
                if not isinstance(envelope, dict):
                    problems.add(count, "raw.jsonl record is not a JSON object")
                    continue
                if isinstance(envelope.get("string_table"), list):
                    builder.strings.update({i: s for i, s in enumerate(envelope["string_table"]) if isinstance(s, str)})
                    continue
                if builder.trace.pid is None and _int(envelope.get("thread")) is not None:
                    builder.trace.pid = envelope["thread"]
                payload = None
                keep = builder.wants_payload(envelope) if envelope.get("has_payload") else 0
                if keep:
                    payload = _payload_file(folder, envelope, keep)
                builder.envelope(envelope, count, payload)
    except OSError as exc:
        problems.add(None, f"raw.jsonl could not be read: {exc.strerror or exc}")
    builder.trace.line_count = count
    return builder.finish()


def _payload_file(folder: Path, envelope: dict, keep: int) -> list[str] | None:
    """The payload of a raw.jsonl record: payloads/<md5>.txt, else the artifact file it names."""
    candidates = []
    digest = envelope.get("has_payload")
    if isinstance(digest, str) and re.fullmatch(r"[0-9a-f]{32}", digest):
        candidates.append(folder / "payloads" / f"{digest}.txt")
    name = envelope.get("payload_filename")
    if isinstance(name, str) and ".." not in Path(name).parts and not Path(name).is_absolute():
        candidates.append(folder / name)
    for path in candidates:
        try:
            with path.open("r", encoding="utf-8", errors="replace") as fh:
                out = []
                for line in fh:
                    if len(out) >= keep:
                        break
                    out.append(line.rstrip("\r\n"))
                return out
        except OSError:
            continue
    return None


# --------------------------------------------------------------------------- entry points


def sniff_kind(head: str) -> str:
    """Which parser fits a file, from its first bytes: structured, explain, compile_profiler or torch_logs."""
    for line in head.lstrip("\ufeff").splitlines():
        if line.strip():
            prefix = GLOG_PREFIX.match(line)
            if prefix and "{" in line[prefix.end():prefix.end() + 200]:
                return "structured"
            break
    if "Torchdynamo Profiler Report" in head or re.search(r"^Graph Break Reason\s+Count", head, re.M):
        return "compile_profiler"
    if re.search(r"^Graph Count: \d+", head, re.M) or _LEGACY_EXPLAIN.search(head) or "ExplainOutput(" in head:
        return "explain"
    return "torch_logs"


def load_trace(path: Path) -> tuple[TraceLog, list[Problem]]:
    """Read any trace source: a TORCH_TRACE log, a tlparse report folder, or pasted text.

    Pasted text may be TORCH_LOGS="graph_breaks"/"recompiles" output, `torch._dynamo.explain()`
    output or a CompileProfiler report. Never raises: what cannot be read becomes a Problem.
    """
    name = str(path)
    problems = _Problems(name)
    try:
        if path.is_dir():
            raw = path / "raw.log"
            if raw.is_file():
                trace, more = _stream(raw, "tlparse")
                trace.path = name
                return trace, more
            trace = _load_tlparse_folder(path, problems)
            return trace, problems.result()
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            head = fh.read(SNIFF_BYTES)
    except OSError as exc:
        problems.add(None, f"could not be read: {exc.strerror or exc}")
        return TraceLog(path=name, kind="unknown"), problems.result()
    if not head.strip():
        problems.add(None, "file is empty")
        return TraceLog(path=name, kind="unknown"), problems.result()
    kind = sniff_kind(head)
    if kind == "structured":
        return _stream(path, "structured")
    text, more = _whole(path)
    if text is None:
        return TraceLog(path=name, kind=kind), more
    parser = {"explain": parse_explain_text, "compile_profiler": parse_compile_profiler_text}.get(
        kind, parse_torch_logs_text)
    trace, found = parser(text, name)
    return trace, [*more, *found]


def _stream(path: Path, kind: str) -> tuple[TraceLog, list[Problem]]:
    try:
        with path.open("r", encoding="utf-8", errors="replace", newline="\n") as fh:
            return parse_trace_stream(fh, str(path), kind)
    except OSError as exc:
        return TraceLog(path=str(path), kind=kind), [Problem(str(path), None, f"could not be read: {exc.strerror or exc}")]


def _whole(path: Path) -> tuple[str | None, list[Problem]]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, [Problem(str(path), None, f"could not be read: {exc.strerror or exc}")]
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return data.decode("utf-8", errors="replace"), [
            Problem(str(path), line, "invalid UTF-8; undecodable bytes shown as U+FFFD")]


TRACE_DIR = "tlparse"
MAX_FIND_DEPTH = 4


def find_trace_logs(root: Path) -> list[Path]:
    """Structured trace logs in `tlparse/` folders under ROOT (or beside ROOT when ROOT is a run folder).

    torch writes them to `torch_compile_debug/tlparse/dedicated_log_torch_trace_*.log`, next to the
    `run_*-pid_N` folders; match a log to its run with TraceLog.pid.
    """
    found: list[Path] = []
    folders: list[Path] = []
    if root.name == TRACE_DIR:
        folders.append(root)
    if root.name.startswith("run_") or "-pid_" in root.name:
        folders.append(root.parent / TRACE_DIR)
    for dirpath, dirnames, _files in os.walk(root):
        depth = len(Path(dirpath).relative_to(root).parts)
        if depth >= MAX_FIND_DEPTH:
            dirnames[:] = []
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        if TRACE_DIR in dirnames:
            folders.append(Path(dirpath) / TRACE_DIR)
    for folder in folders:
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            candidate = folder / name
            if candidate.is_file() and (name.endswith((".log", ".txt")) or name.startswith("dedicated_log_torch_trace")) \
                    and candidate not in found:
                found.append(candidate)
    return found
