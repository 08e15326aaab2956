"""Recompiles in compile-id order, each failed guard in readable lines with the fixes its reason calls for."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from inductor_explorer.analysis.call_sites import CallSite, call_site
from inductor_explorer.analysis.remedies import CodeAdvice, SourceReader, recompile_advice
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
    "call in file": "the call of `{callee}` in `{caller}`, found in the file; the log records only the line "
    "calling `{caller}`",
    "only call in file": "the only call of `{callee}` in the file; the log records no caller",
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
    call: CallSite | None = None  # the user's call of the compiled function, where the file shows it

    @property
    def location_words(self) -> str:
        """Where the location was found, in words ('' when it was not)."""
        words = LOCATION_SOURCES.get(self.location_source or "", "")
        if self.call is not None:
            return words.format(callee=self.call.callee, caller=self.call.location.function)
        return words


def _full_path(location: SourceLocation, stack: Sequence[SourceLocation]) -> SourceLocation:
    """LOCATION with the file of the STACK frame whose path ends in its own: a guard's comment cuts the path
    to its last folders."""
    cut = location.file.replace("\\", "/").lstrip("/")
    for frame in stack:
        if frame.file != location.file and frame.file.replace("\\", "/").endswith("/" + cut):
            return replace(location, file=frame.file)
    return location


#: A location_source by how the call was found (CallSite.found).
_CALL_SOURCES = {"logged": "call site", "in function": "call in file", "only call": "only call in file"}


def _caller(stack: Sequence[SourceLocation]) -> tuple[SourceLocation | None, str | None]:
    """The innermost user frame of STACK calling the compiled function (its last frame), and that function's
    name (a resume function's: the function it continues)."""
    compiled = stack[-1]
    resumed = _RESUME.match(compiled.function or "")
    base = resumed["base"] if resumed else compiled.function
    # The frames of the compiled function and of the graph breaks that split it are not where the value came
    # from: the call into them is.
    outer = list(stack[:-1])
    while outer and base and (outer[-1].function == base or _RESUME.match(outer[-1].function or "")):
        outer.pop()
    return innermost_user_frame(outer), base


def recompile_call_site(
    stack: Sequence[SourceLocation], read_source: SourceReader | None = None
) -> CallSite | None:
    """The user's call of the compiled function (STACK: the compile's `dynamo_start` stack, outermost first,
    the compiled function last), read from the caller's file: the call on the caller's line, or the one
    call inside the function that line calls (analysis.call_sites); None when the file does not show it."""
    if not stack or read_source is None:
        return None
    caller, base = _caller(stack)
    if not base:
        return None
    return call_site(caller, stack[-1], base, read_source)


def recompile_location(
    recompile: Recompile, stack: Sequence[SourceLocation] = (), call: CallSite | None = None
) -> tuple[SourceLocation | None, str | None]:
    """The user's line of RECOMPILE and where it was found: the first failed guard's that names one; else the
    user's CALL of the compiled function, where the file shows it; else the innermost user frame calling the
    compiled function (STACK: the compile's `dynamo_start` stack, outermost first, the compiled function
    last); (None, None) when none is known."""
    for failure in recompile.failures:
        if failure.location is not None and is_user_file(failure.location.file):
            return _full_path(failure.location, stack), "guard"
    if call is not None:
        return call.location, _CALL_SOURCES[call.found]
    if not stack:
        return None, None
    caller, _ = _caller(stack)
    if caller is not None:
        return caller, "call site"
    compiled = stack[-1]
    return (compiled, "function") if is_user_file(compiled.file) else (None, None)


def _order(recompile: Recompile) -> tuple[bool, CompileId | None]:
    return recompile.compile_id is None, recompile.compile_id


def diagnose_recompile(
    recompile: Recompile,
    function: str | None = None,
    stack: Sequence[SourceLocation] = (),
    read_source: SourceReader | None = None,
    memo: dict | None = None,
) -> RecompileDiagnosis:
    """RECOMPILE's guard failures as lines, each with its fixes, and its user's line (recompile_location);
    FUNCTION: the compiled function's name, STACK: the compile's logged stack, READ_SOURCE: reads the user's
    files, for the call of the compiled function (its fixes then name the caller's variables). MEMO, shared by
    the recompiles of one pass, keeps what depends only on the stack, or on a guard's text, the function and
    the call: a function recompiled thousands of times from one line is read once."""
    memo = {} if memo is None else memo
    function = recompile.function or function
    stacked = ("call", tuple(stack))
    if stacked not in memo:
        memo[stacked] = recompile_call_site(stack, read_source)
    call: CallSite | None = memo[stacked]
    location, source = recompile_location(recompile, stack, call)
    failures = []
    for f in recompile.failures:
        asked = ("failure", f.reason, function, id(call))
        if asked not in memo:
            memo[asked] = (guard_lines(f.reason), recompile_advice(f.reason, function, call))
        failures.append(FailureDiagnosis(f, *memo[asked]))
    return RecompileDiagnosis(recompile, function, failures, location, source, call)


def diagnose_recompiles(
    traces: TraceLog | Iterable[TraceLog], read_source: SourceReader | None = None
) -> list[RecompileDiagnosis]:
    """Every recompile of TRACES, by compile id, with its guard failures' lines and fixes."""
    memo: dict = {}
    out = [
        diagnose_logged_recompile(recompile, trace, read_source, memo)
        for trace in ([traces] if isinstance(traces, TraceLog) else list(traces))
        for recompile in trace.recompiles
    ]
    return sorted(out, key=lambda d: _order(d.recompile))


def diagnose_logged_recompile(
    recompile: Recompile, trace: TraceLog, read_source: SourceReader | None = None, memo: dict | None = None
) -> RecompileDiagnosis:
    """RECOMPILE of TRACE diagnosed with what TRACE's record of the new compile says (its function, its
    stack); MEMO as diagnose_recompile's."""
    record = trace.compiles.get(str(recompile.compile_id)) if recompile.compile_id else None
    return diagnose_recompile(
        recompile, record.function if record else None, record.stack if record else (), read_source, memo
    )
