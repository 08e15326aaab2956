"""Recompiles in compile-id order, each failed guard in readable lines with the fixes its reason calls for."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from inductor_explorer.analysis.remedies import CodeAdvice, recompile_advice
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.trace import CompileId, GuardFailure, Recompile, TraceLog
from inductor_explorer.model.user_code import innermost_user_frame, is_user_file

#: Dynamo pads a guard's text to a column before its `# source` comment.
_PADDING = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")


def guard_lines(reason: str) -> list[str]:
    """A failed guard's text as lines: real line breaks, runs of padding cut to two spaces, blank lines
    dropped."""
    lines = []
    for raw in reason.replace("\\n", "\n").splitlines():
        if raw.strip():
            indent = len(raw) - len(raw.lstrip())
            lines.append(" " * indent + _PADDING.sub("  ", raw.strip()))
    return lines


@dataclass
class FailureDiagnosis:
    failure: GuardFailure
    lines: list[str]
    advice: CodeAdvice


#: torch checks an earlier compile's guards until one fails and logs that one: every face says so.
FIRST_GUARD_ONLY = (
    "torch names only the first guard that failed for each earlier compile: other guards may also fail"
)
#: What a recompile's location is, by where it was found.
LOCATION_SOURCES = {
    "guard": "the line the failed guard names",
    "call site": "the call into the compiled code that the log records; the guard names no line",
    "function": "the compiled function; neither the guard nor the log names a nearer line",
}
#: The function a graph break's resume function continues (`torch_dynamo_resume_in_step_at_9` → step).
_RESUME = re.compile(r"^torch_dynamo_resume_in_(?P<base>.+)_at_\d+$")


@dataclass
class RecompileDiagnosis:
    recompile: Recompile
    function: str | None  # the compiled function (the trace's co_name, else the logged one)
    failures: list[FailureDiagnosis] = field(default_factory=list)
    location: SourceLocation | None = (
        None  # the user's line: the one a failed guard names, else the call site
    )
    location_source: str | None = None  # a key of LOCATION_SOURCES


def _full_path(location: SourceLocation, stack: Sequence[SourceLocation]) -> SourceLocation:
    """LOCATION with the file of the STACK frame whose path ends in its own: a guard's comment cuts the path
    to its last folders."""
    cut = location.file.replace("\\", "/").lstrip("/")
    for frame in stack:
        if frame.file != location.file and frame.file.replace("\\", "/").endswith("/" + cut):
            return replace(location, file=frame.file)
    return location


def recompile_location(
    recompile: Recompile, stack: Sequence[SourceLocation] = ()
) -> tuple[SourceLocation | None, str | None]:
    """The user's line of RECOMPILE and where it was found: the first failed guard's that names one; else the
    innermost user frame calling the compiled function (STACK: the compile's `dynamo_start` stack, outermost
    first, the compiled function last); (None, None) when neither is logged."""
    for failure in recompile.failures:
        if failure.location is not None and is_user_file(failure.location.file):
            return _full_path(failure.location, stack), "guard"
    if not stack:
        return None, None
    compiled = stack[-1]
    resumed = _RESUME.match(compiled.function or "")
    base = resumed["base"] if resumed else compiled.function
    # The frames of the compiled function and of the graph breaks that split it are not where the value came
    # from: the call into them is.
    outer = list(stack[:-1])
    while outer and base and (outer[-1].function == base or _RESUME.match(outer[-1].function or "")):
        outer.pop()
    caller = innermost_user_frame(outer)
    if caller is not None:
        return caller, "call site"
    return (compiled, "function") if is_user_file(compiled.file) else (None, None)


def _order(recompile: Recompile) -> tuple[bool, CompileId | None]:
    return recompile.compile_id is None, recompile.compile_id


def diagnose_recompile(
    recompile: Recompile, function: str | None = None, stack: Sequence[SourceLocation] = ()
) -> RecompileDiagnosis:
    """RECOMPILE's guard failures as lines, each with its fixes, and its user's line (recompile_location);
    FUNCTION: the compiled function's name, STACK: the compile's logged stack."""
    function = recompile.function or function
    return RecompileDiagnosis(
        recompile,
        function,
        [
            FailureDiagnosis(f, guard_lines(f.reason), recompile_advice(f.reason, function))
            for f in recompile.failures
        ],
        *recompile_location(recompile, stack),
    )


def diagnose_recompiles(traces: TraceLog | Iterable[TraceLog]) -> list[RecompileDiagnosis]:
    """Every recompile of TRACES, by compile id, with its guard failures' lines and fixes."""
    out = [
        diagnose_logged_recompile(recompile, trace)
        for trace in ([traces] if isinstance(traces, TraceLog) else list(traces))
        for recompile in trace.recompiles
    ]
    return sorted(out, key=lambda d: _order(d.recompile))


def diagnose_logged_recompile(recompile: Recompile, trace: TraceLog) -> RecompileDiagnosis:
    """RECOMPILE of TRACE diagnosed with what TRACE's record of the new compile says (its function, its
    stack)."""
    record = trace.compiles.get(str(recompile.compile_id)) if recompile.compile_id else None
    return diagnose_recompile(recompile, record.function if record else None, record.stack if record else ())
