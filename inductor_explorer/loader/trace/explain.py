"""Pasted `torch._dynamo.explain(fn)(...)` output (str or repr, 2022–2.13) → TraceLog."""

from __future__ import annotations

import re

from inductor_explorer.loader.sniff import LEGACY_EXPLAIN
from inductor_explorer.loader.trace.common import bounded
from inductor_explorer.loader.trace.reasons import FRAME_SUMMARY, is_internal_frame, parse_break_text
from inductor_explorer.model.artifacts import Problem, SourceLocation
from inductor_explorer.model.trace import GraphBreak, TraceLog

_BREAK_REASON_N = re.compile(r"^\s*Break Reason (\d+):\s*$")
_LEGACY_ITEM = re.compile(r"^(\d+)\. (.*)$")
_REPR_REASON = re.compile(
    r"GraphCompileReason\(reason=(?P<q>['\"])(?P<reason>.*?)(?P=q), user_stack=\[(?P<stack>[^\]]*)\]"
)


def _explain_count(lines: list[str], label: str) -> int | None:
    for line in lines:
        if line.startswith(label):
            value = line[len(label) :].strip()
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
    legacy = LEGACY_EXPLAIN.search(text[:4096])
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
        problems.append(
            Problem(
                file,
                None,
                f"explain() reports {trace.reported_break_count} graph breaks, "
                f"the text holds {len(trace.graph_breaks)} (cut short?)",
            )
        )
    return trace, problems


def _explain_break(block: list[str], file: str, line: int) -> GraphBreak:
    if block and block[0].strip().startswith("Reason:"):
        block = [block[0].strip()[len("Reason:") :].strip(), *block[1:]]
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
        gb = parse_break_text(
            match["reason"].replace("\\n", "\n"),
            "explain",
            None,
            file,
            text.count("\n", 0, match.start()) + 1,
        )
        stack = [
            SourceLocation(m["file"], int(m["line"]), m["func"])
            for m in FRAME_SUMMARY.finditer(bounded(match["stack"]))
        ]
        user = [s for s in stack if not is_internal_frame(s.file)]
        gb.user_stack, gb.folded_frames = user, len(stack) - len(user)
        gb.location = gb.location or (user[-1] if user else None)
        trace.graph_breaks.append(gb)
