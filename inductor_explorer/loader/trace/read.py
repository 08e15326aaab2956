"""Any trace source → TraceLog: sniff what a path holds, hand it to that format's parser."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.loader.sniff import sniff_kind
from inductor_explorer.loader.trace.common import SNIFF_BYTES, Problems
from inductor_explorer.loader.trace.compile_profiler import parse_compile_profiler_text
from inductor_explorer.loader.trace.explain import parse_explain_text
from inductor_explorer.loader.trace.structured import parse_trace_stream
from inductor_explorer.loader.trace.tlparse import load_tlparse_folder
from inductor_explorer.loader.trace.torch_logs import parse_torch_logs_text
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import TraceLog


def load_trace(path: Path) -> tuple[TraceLog, list[Problem]]:
    """Read any trace source: a TORCH_TRACE log, a tlparse report folder, or pasted text.

    Pasted text may be TORCH_LOGS="graph_breaks"/"recompiles" output, `torch._dynamo.explain()`
    output or a CompileProfiler report. Never raises: what cannot be read becomes a Problem.
    """
    name = str(path)
    problems = Problems(name)
    try:
        if path.is_dir():
            raw = path / "raw.log"
            if raw.is_file():
                trace, more = _stream(raw, "tlparse")
                trace.path = name
                return trace, more
            trace = load_tlparse_folder(path, problems)
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
        kind, parse_torch_logs_text
    )
    trace, found = parser(text, name)
    return trace, [*more, *found]


def _stream(path: Path, kind: str) -> tuple[TraceLog, list[Problem]]:
    try:
        with path.open("r", encoding="utf-8", errors="replace", newline="\n") as fh:
            return parse_trace_stream(fh, str(path), kind)
    except OSError as exc:
        return TraceLog(path=str(path), kind=kind), [
            Problem(str(path), None, f"could not be read: {exc.strerror or exc}")
        ]


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
            Problem(str(path), line, "invalid UTF-8; undecodable bytes shown as U+FFFD")
        ]
