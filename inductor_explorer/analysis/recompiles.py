"""Recompiles in compile-id order, each failed guard in readable lines with the fixes its reason calls for."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from inductor_explorer.analysis.remedies import CodeAdvice, recompile_advice
from inductor_explorer.model.trace import CompileId, GuardFailure, Recompile, TraceLog

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


@dataclass
class RecompileDiagnosis:
    recompile: Recompile
    function: str | None  # the compiled function (the trace's co_name, else the logged one)
    failures: list[FailureDiagnosis] = field(default_factory=list)


def _order(recompile: Recompile) -> tuple[bool, CompileId | None]:
    return recompile.compile_id is None, recompile.compile_id


def diagnose_recompile(recompile: Recompile, function: str | None = None) -> RecompileDiagnosis:
    """RECOMPILE's guard failures as lines, each with its fixes; FUNCTION: the compiled function's name."""
    function = recompile.function or function
    return RecompileDiagnosis(
        recompile,
        function,
        [
            FailureDiagnosis(f, guard_lines(f.reason), recompile_advice(f.reason, function))
            for f in recompile.failures
        ],
    )


def diagnose_recompiles(traces: TraceLog | Iterable[TraceLog]) -> list[RecompileDiagnosis]:
    """Every recompile of TRACES, by compile id, with its guard failures' lines and fixes."""
    out = []
    for trace in [traces] if isinstance(traces, TraceLog) else list(traces):
        for recompile in trace.recompiles:
            record = trace.compiles.get(str(recompile.compile_id)) if recompile.compile_id else None
            out.append(diagnose_recompile(recompile, record.function if record else None))
    return sorted(out, key=lambda d: _order(d.recompile))
