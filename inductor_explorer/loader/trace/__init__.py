"""Trace sources → TraceLog: one module per input format, and the entry points that pick among them.

- ``structured``: TORCH_TRACE logs (glog prefix + JSON envelope per line), read as a stream.
- ``tlparse``: tlparse report folders (raw.jsonl and payload files, or the per-compile files).
- ``torch_logs``, ``explain``, ``compile_profiler``: pasted TORCH_LOGS output, explain() output and
  CompileProfiler reports.
- ``builder`` turns structured envelopes into a TraceLog (shared by ``structured`` and ``tlparse``);
  ``reasons`` parses graph-break and recompile reason text (shared by all formats); ``common`` holds
  the capped problem list.
- ``read``: ``load_trace``, which routes a path to its parser (the format is told by
  ``loader/sniff.py``, which discovery uses too).
- ``graphs``: the compiled graphs of a structured log (its output code, FX stages and provenance per
  compile), indexed at discovery and parsed per graph; not part of the TraceLog.

Which run a trace log belongs to is decided in ``loader/attach.py``. A new input format is a new module
here with a ``parse_*`` / ``load_*`` function, sniffed in ``loader/sniff.py`` and routed from ``read``;
a new kind of record in a structured log is handled in ``builder``.
"""

from inductor_explorer.loader.sniff import sniff_kind, trace_kind
from inductor_explorer.loader.trace.common import MAX_PROBLEMS
from inductor_explorer.loader.trace.compile_profiler import parse_compile_profiler_text
from inductor_explorer.loader.trace.explain import parse_explain_text
from inductor_explorer.loader.trace.read import load_trace
from inductor_explorer.loader.trace.reasons import (
    guard_failures,
    is_internal_frame,
    parse_break_text,
    parse_traceback,
)
from inductor_explorer.loader.trace.structured import parse_trace_lines, parse_trace_stream, parse_trace_text
from inductor_explorer.loader.trace.torch_logs import parse_torch_logs_text

__all__ = [
    "MAX_PROBLEMS",
    "guard_failures",
    "is_internal_frame",
    "load_trace",
    "parse_break_text",
    "parse_compile_profiler_text",
    "parse_explain_text",
    "parse_torch_logs_text",
    "parse_trace_lines",
    "parse_trace_stream",
    "parse_trace_text",
    "parse_traceback",
    "sniff_kind",
    "trace_kind",
]
