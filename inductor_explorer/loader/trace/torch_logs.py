"""Pasted `TORCH_LOGS="graph_breaks,recompiles"` output (glog, python-logging or plain lines) → TraceLog."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from inductor_explorer.loader.trace.common import bounded
from inductor_explorer.loader.trace.reasons import (
    CARETS,
    FRAME,
    guard_failures,
    parse_break_text,
    split_location,
)
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import CompileId, Recompile, TraceLog

_GLOG_TEXT = re.compile(
    r"^(?:\[rank\d+\]:)?(?P<prefix>[VIWEFDC]\d{4} [\d:.]+ +\d+ \S+?\]) ?"
    r"(?:\[(?P<cid>!?\d+/\d+(?:_\d+)?)\] ?)?(?:\[__(?P<tag>\w+)\] ?)?(?P<msg>.*)$"
)
_PY_LOGGING = re.compile(
    r"\[(?P<prefix>\d{4}-\d\d-\d\d [\d:,.]+)\] (?:\[(?P<cid1>!?\d+/\d+(?:_\d+)?)\] )?(?P<logger>[\w.]+): "
    r"\[(?P<level>\w+)\] (?:\[(?P<cid2>!?\d+/\d+(?:_\d+)?)\] )?(?:\[__(?P<tag>\w+)\] ?)?(?P<msg>.*)$"
)
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
        if _RECOMPILE.match(bounded(line.strip())):
            yield start, block
            block = None
            continue
        if line.strip() == "User code traceback:":
            in_traceback = True
        elif in_traceback and FRAME.match(bounded(line)):
            seen_frames = True
        elif seen_frames and (not line.strip() or not line.startswith(" ")) and not CARETS.match(line):
            # The user traceback ended: what follows is program output or Dynamo's internal stack.
            yield start, block
            block = None
            continue
        block.append(line)
    if block:
        yield start, block


def _recompile_from_record(record: _Record, offset: int, file: str) -> Recompile | None:
    lines = record.lines[offset:]
    match = _RECOMPILE.match(bounded(lines[0].strip()))
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
            item = stripped[2:]
            # torch ≥2.13 prefixes every line of a guard's "User stack trace" with "- " too: it belongs to
            # the guard above, as the trace log's payload keeps it.
            if failures and (item.startswith("User stack trace") or item[:1].isspace()):
                failures[-1] = f"{failures[-1]}\n{item}"
            else:
                failures.append(item)
        elif stripped and not line.startswith(" "):
            break
        elif stripped and failures:
            failures[-1] = f"{failures[-1]}\n{stripped}"
    loc = split_location(match["loc"])
    return Recompile(
        record.compile_id,
        guard_failures(failures),
        function=match["func"],
        location=loc,
        file=file,
        line=record.line + offset,
    )


def parse_torch_logs_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """`TORCH_LOGS="graph_breaks,recompiles"` output (glog, python-logging or plain format) → TraceLog."""
    trace = TraceLog(path=file, kind="torch_logs")
    lines = text.splitlines()
    trace.line_count = len(lines)
    records = list(_records(lines))
    tagged = any(r.tag == "graph_breaks" for r in records)
    modern = any(
        line.lstrip().startswith("Graph break in user code at")
        or "Graph break (user stack suppressed" in line
        for r in records
        for line in r.lines
    )
    for record in records:
        for offset, line in enumerate(record.lines):
            if _RECOMPILE.match(bounded(line.strip())):
                recompile = _recompile_from_record(record, offset, file)
                if recompile:
                    trace.recompiles.append(recompile)
        if tagged and record.tag != "graph_breaks":
            continue
        for offset, block in _break_blocks(record):
            gb = parse_break_text(block, "torch_logs", record.compile_id, file, record.line + offset)
            # torch ≥2.7 also warns "Graph break: from user code at:" for .item(); the tagged record follows.
            if (
                modern
                and block[0].startswith("Graph break:")
                and gb.gb_type is None
                and gb.reason == "(no reason given)"
            ):
                continue
            trace.graph_breaks.append(gb)
    problems: list[Problem] = []
    if not trace.graph_breaks and not trace.recompiles:
        problems.append(Problem(file, None, "no graph break or recompile found in this text"))
    return trace, problems
