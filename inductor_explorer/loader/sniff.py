"""What a trace source is, from its first bytes or its folder listing: the one sniffer discovery and
load_trace both use, so that a file found is a file read, and the other way round.

Kept outside the trace package so that discovery does not import the parsers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: The glog prefix of a record; the number after the time is the pid. Distributed runs put `[rankN]:` first.
GLOG_PREFIX = re.compile(r"^(?:\[rank\d+\]:)?[VIWEFDC]\d{4} [\d:.]+ +(\d+) ")
#: A structured trace record: glog prefix, the logging
#: call's `file:line] `, then the JSON envelope.
STRUCTURED_RECORD = re.compile(GLOG_PREFIX.pattern + r"\S+:\d+\] \{")
LEGACY_EXPLAIN = re.compile(r"Dynamo produced (\d+) graphs?\s*with (\d+) graph breaks? and (\d+) ops")
#: Words that mark pasted TORCH_LOGS="graph_breaks"/"recompiles" text or explain() output.
PASTED_MARKERS = ("graph break", "break reason", "break_reason", "recompiling function", "recompilation")
PASTED_KINDS = ("torch_logs", "explain", "compile_profiler")


def _first_line(head: str) -> str:
    for line in head.lstrip("\ufeff").splitlines():
        if line.strip():
            return line
    return ""


def trace_kind(head: str) -> str | None:
    """The format of a file starting with HEAD: structured, compile_profiler, explain or torch_logs;
    None when it holds none of them."""
    if STRUCTURED_RECORD.match(_first_line(head)):
        return "structured"
    if "Torchdynamo Profiler Report" in head or re.search(r"^Graph Break Reason\s+Count", head, re.M):
        return "compile_profiler"
    if re.search(r"^Graph Count: \d+", head, re.M) or LEGACY_EXPLAIN.search(head) or "ExplainOutput(" in head:
        return "explain"
    lowered = head.lower()
    if any(marker in lowered for marker in PASTED_MARKERS):
        return "torch_logs"
    return None


def sniff_kind(head: str) -> str:
    """Which parser reads a file starting with HEAD; text that matches no format is read as TORCH_LOGS
    output."""
    return trace_kind(head) or "torch_logs"


def record_pid(head: str) -> int | None:
    """The pid in the first record's glog prefix (`V1129 06:19:14.571000 8004 torch/...`)."""
    match = GLOG_PREFIX.match(_first_line(head))
    return int(match.group(1)) if match else None


def is_tlparse_report(names: Iterable[str]) -> bool:
    """A folder listing NAMES is a tlparse report (or holds the raw trace log tlparse copied)."""
    names = set(names)
    return (
        "raw.log" in names
        or "raw.jsonl" in names
        or (
            "index.html" in names
            and ("compile_directory.json" in names or "failures_and_restarts.html" in names)
        )
    )
