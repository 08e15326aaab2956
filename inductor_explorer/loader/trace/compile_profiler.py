"""A pasted `torch._dynamo.utils.CompileProfiler().report()` → TraceLog."""

from __future__ import annotations

import re

from inductor_explorer.loader.trace.common import bounded
from inductor_explorer.loader.trace.reasons import parse_break_text
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import TraceLog

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
        match = _PROFILER_ROW.match(bounded(line))
        if not match:
            break
        for _ in range(int(match["count"])):
            trace.graph_breaks.append(
                parse_break_text(match["reason"], "compile_profiler", None, file, number)
            )
    trace.reported_break_count = len(trace.graph_breaks)
    return trace, []
