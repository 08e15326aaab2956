"""`inductor-explore breaks PATH [--json]`: every graph break, the distinct ones ranked, and how to fix
them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from inductor_explorer.analysis.breaks import (
    BreakDiagnosis,
    DistinctBreak,
    category_advice,
    diagnose,
    diagnose_traces,
    distinct_breaks,
    inferred_words,
    torch_words,
)
from inductor_explorer.analysis.events import TraceEvent
from inductor_explorer.analysis.recompiles import (
    FIRST_GUARD_ONLY,
    RecompileDiagnosis,
    diagnose_logged_recompile,
    diagnose_recompiles,
)
from inductor_explorer.analysis.remedies import CodeAdvice, Fix, SourceReader
from inductor_explorer.model.artifacts import Problem, SourceLocation
from inductor_explorer.model.trace import GraphBreakRegistry, TraceLog, compile_keys
from inductor_explorer.model.user_code import owner_words
from inductor_explorer.text import inert, inert_line

MAX_TEXT_RECOMPILES = 30
MAX_TEXT_COMPILE_IDS = 8
MAX_TITLE = 100


def _traces(traces: TraceLog | Iterable[TraceLog]) -> list[TraceLog]:
    return [traces] if isinstance(traces, TraceLog) else list(traces)


def _frame(loc: SourceLocation) -> dict:
    return {"file": loc.file, "line": loc.line, "function": loc.function, "code": loc.code}


def _fix_json(fix: Fix) -> dict:
    return {
        "kind": fix.kind,
        "how": fix.how,
        "code": fix.code,
        "why": fix.why,
        "lines": list(fix.lines) if fix.lines else None,
        "where": fix.where,
        "prelude": fix.prelude,
        "call_line": fix.call_line,
        "callee": fix.callee,
        "then": [_fix_json(f) for f in fix.then],
    }


def _advice_json(advice: CodeAdvice | None) -> dict:
    return {
        "pattern": advice.pattern if advice else None,
        "fixes": [_fix_json(f) for f in advice.fixes] if advice else [],
        "check": advice.check if advice else None,
    }


def _registry_json(d: BreakDiagnosis) -> dict | None:
    """torch's own words for the break's GB id (the registry table's variant), the releases having it."""
    entry = d.registry_entry
    if entry is None:
        return None
    return {
        "gb_type": entry.gb_type,
        "explanation": entry.explanation or None,
        "hints": entry.whole_hints,
        "releases": list(entry.releases),
    }


def _break_json(d: BreakDiagnosis, trace: TraceLog) -> dict:
    gb = d.graph_break
    loc = d.location
    return {
        "compile_id": str(gb.compile_id) if gb.compile_id else None,
        "gb_id": d.gb_id,
        "gb_type": d.gb_type,
        "location": str(loc) if loc else None,
        "no_user_frame": d.no_user_frame,
        "broke_at": str(gb.location) if gb.location else None,
        "category": d.category,
        "category_inferred": d.category_inferred,
        "category_basis": d.category_basis,
        "category_advice": category_advice(d.category, d.remedy) or None,
        "registry": _registry_json(d),
        "remedy": d.remedy.text if d.remedy else None,
        "remedy_kind": d.remedy.kind if d.remedy else None,
        **_advice_json(d.advice),
        "reason": gb.reason,
        "function": loc.function if loc else None,
        "code": loc.code if loc else None,
        "explanation": gb.explanation,
        "hints": list(gb.hints),
        "context": gb.context,
        "doc_url": d.doc_url,
        "user_stack": [_frame(f) for f in gb.user_stack],
        "folded_frames": gb.folded_frames,
        "in_loop": gb.in_loop,
        "frame_skipped": gb.frame_skipped,
        "chained": [{"gb_id": c.gb_id, "gb_type": c.gb_type, "reason": c.reason} for c in gb.chained],
        "source": gb.source,
        "trace": trace.path,
        "file": gb.file,
        "line": gb.line,
    }


def _distinct_json(group: DistinctBreak) -> dict:
    first = group.first
    gb = first.graph_break
    loc = first.location
    return {
        "gb_id": first.gb_id,
        "gb_type": first.gb_type,
        "reason": gb.reason,
        "location": str(loc) if loc else None,
        "no_user_frame": first.no_user_frame,
        "broke_at": str(gb.location) if gb.location else None,
        "function": loc.function if loc else None,
        "code": loc.code if loc else None,
        "category": group.category,
        "category_inferred": group.category_inferred,
        "category_basis": first.category_basis,
        "category_advice": category_advice(group.category, group.remedy) or None,
        "registry": _registry_json(first),
        "remedy": group.remedy.text if group.remedy else None,
        "remedy_kind": group.remedy.kind if group.remedy else None,
        **_advice_json(group.advice),
        "doc_url": first.doc_url,
        "occurrences": group.occurrences,
        "compile_ids": group.compile_ids,
        "frames": group.frames,
        "in_loop": group.in_loop,
        "frame_skipped": group.frame_skipped,
    }


def _recompile_json(diagnosis: RecompileDiagnosis) -> dict:
    recompile = diagnosis.recompile
    loc = diagnosis.location
    return {
        "compile_id": str(recompile.compile_id) if recompile.compile_id else None,
        "function": diagnosis.function,
        "location": str(loc) if loc else None,
        "location_source": diagnosis.location_source,
        "location_words": diagnosis.location_words or None,
        "code": loc.code if loc else None,
        "function_at": str(recompile.location) if recompile.location else None,
        "first_guard_only": FIRST_GUARD_ONLY,
        "failures": [
            {
                "compile_id": str(f.failure.compile_id) if f.failure.compile_id else None,
                "reason": f.failure.reason,
                "location": str(f.failure.location) if f.failure.location else None,
                "lines": f.lines,
                **_advice_json(f.advice),
            }
            for f in diagnosis.failures
        ],
    }


def breaks_to_json(
    traces: TraceLog | Iterable[TraceLog],
    registry: GraphBreakRegistry | None = None,
    problems: Iterable[Problem] = (),
    read_source: SourceReader | None = None,
) -> dict:
    """The `breaks --json` document: one `graph_breaks` entry per record, `distinct` ranked worst first.

    REGISTRY (from loader.gb_registry.load_registry) fills categories and GB ids the log itself lacks.
    """
    traces = _traces(traces)
    entries: list[dict] = []
    diagnoses: list[BreakDiagnosis] = []
    for trace in traces:
        found = diagnose(trace.graph_breaks, registry, read_source)
        diagnoses.extend(found)
        entries.extend(_break_json(d, trace) for d in found)
    groups = distinct_breaks(diagnoses)
    return {
        "graph_breaks": entries,
        "distinct": [_distinct_json(g) for g in groups],
        "recompiles": [_recompile_json(r) for r in diagnose_recompiles(traces, read_source)],
        "summary": {
            "graph_breaks": len(entries),
            "distinct": len(groups),
            "by_category": dict(Counter(d.category or "unknown" for d in diagnoses)),
            "recompiles": sum(len(t.recompiles) for t in traces),
        },
        "traces": [
            {
                "path": t.path,
                "kind": t.kind,
                "pid": t.pid,
                "rank": t.rank,
                "torch_version": t.torch_version,
                "compiles": len(compile_keys([t])),
                "compile_attempts": len(t.compiles),
                "graph_breaks": len(t.graph_breaks),
                "recompiles": len(t.recompiles),
                "graph_count": t.graph_count,
                "reported_break_count": t.reported_break_count,
            }
            for t in traces
        ],
        "problems": [{"file": p.file, "line": p.line, "message": p.message} for p in problems],
    }


def _shorten(text: str, width: int = MAX_TITLE) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _wrap_block(text: str, indent: str) -> list[str]:
    return [f"{indent}{inert_line(line)}" for line in inert(text).splitlines() if line.strip()]


def _where(loc: SourceLocation) -> str:
    return inert_line(str(loc)) + (f" in {inert_line(loc.function)}" if loc.function else "")


def advice_lines(
    advice: CodeAdvice | None, fallback: str | None, title: str | None, indent: str
) -> list[str]:
    """The pattern seen in the code, each fix (what, where, why) most targeted first, and what to check."""
    lines = []
    if advice and advice.pattern:
        lines.append(
            f"{indent}seen: {inert_line(advice.pattern)}" + (f" ({inert_line(title)})" if title else "")
        )
    for number, fix in enumerate(advice.fixes if advice else (), 1):
        if fix.prelude:
            lines.append(f"{indent}fix {number} ({fix.kind}), add above the function:")
            lines.extend(f"{indent}      {inert_line(code)}" for code in fix.prelude.splitlines())
            lines.append(f"{indent}  then {fix.where}:")
        else:
            lines.append(f"{indent}fix {number} ({fix.kind}), {fix.where}:")
        lines.extend(f"{indent}      {inert_line(code)}" for code in fix.code.splitlines())
        for then in fix.then:
            lines.append(f"{indent}  then {then.where}:")
            lines.extend(f"{indent}      {inert_line(code)}" for code in then.code.splitlines())
        lines.append(f"{indent}    why: {inert_line(fix.why)}")
    check = advice.check if advice and (advice.check or advice.fixes) else fallback
    if check:
        label = (
            "or"
            if advice and advice.fixes
            else "check" + (f" ({title})" if title and not (advice and advice.pattern) else "")
        )
        lines.append(f"{indent}{label}: {inert_line(check)}")
    return lines


def recompile_lines(diagnosis: RecompileDiagnosis) -> list[str]:
    recompile = diagnosis.recompile
    function = f" {diagnosis.function}" if diagnosis.function else ""
    lines = [f"  {recompile.compile_id or '?'}{inert_line(function)}:"]
    if diagnosis.location is not None:
        source = diagnosis.location_words
        lines.append(f"    at {_where(diagnosis.location)}" + (f" ({source})" if source else ""))
        if diagnosis.location.code:
            lines.append(f"        {inert_line(diagnosis.location.code)}")
    for failed in diagnosis.failures:
        guard_lines = failed.lines or ["?"]
        of = (
            f"guard of {failed.failure.compile_id} failed: "
            if failed.failure.compile_id
            else "guard failed: "
        )
        lines.append(f"    {of}{inert_line(guard_lines[0])}")
        lines.extend(f"      {inert_line(line)}" for line in guard_lines[1:])
        lines.extend(advice_lines(failed.advice, None, None, "      "))
    if diagnosis.failures:
        lines.append(f"    ({FIRST_GUARD_ONLY})")
    return lines


def _render_group(number: int, group: DistinctBreak) -> list[str]:
    first = group.first
    gb = first.graph_break
    reason_lines = inert(gb.reason).splitlines() or [""]
    title = " ".join(part for part in (first.gb_id, first.gb_type or _shorten(reason_lines[0])) if part)
    count = f"×{group.occurrences}" + (
        f" in {len(group.compiles)} compiles" if len(group.compiles) > 1 else ""
    )
    flags = []
    if group.in_loop:
        flags.append("inside a loop: the whole frame runs eagerly")
    elif group.frame_skipped:
        flags.append("the whole frame runs eagerly")
    lines = [f"{number}. {inert_line(title)}  {count}" + (f"  [{'; '.join(flags)}]" if flags else "")]
    loc = first.location
    if loc:
        lines.append(f"   at {_where(loc)}")
        if loc.code:
            lines.append(f"       {inert_line(loc.code)}")
    elif first.no_user_frame:
        lines.append(f"   at: {first.no_user_frame}")
    if gb.location and gb.location != loc:
        lines.append(
            f"   broke in {_where(gb.location)} "
            f"({owner_words(gb.location.file)}; full stack: --json user_stack)"
        )
    if (first.gb_type and gb.reason != first.gb_type) or (
        not first.gb_type and (len(reason_lines) > 1 or _shorten(reason_lines[0]) != reason_lines[0])
    ):
        lines.append(f"   reason: {inert_line(gb.reason)}")
    for label, text in torch_words(first):
        if label.startswith("why"):
            lines.extend(_wrap_block(text, f"   {label}: ")[:1])
        else:
            lines.append(f"   {label}: {inert_line(text)}")
    if group.category:
        inferred = f" ({inferred_words(first)})" if group.category_inferred else ""
        advice = category_advice(group.category, group.remedy)
        lines.append(f"   category: {group.category}{inferred}" + (f" — {advice}" if advice else ""))
    lines.extend(
        advice_lines(
            group.advice,
            group.remedy.text if group.remedy else None,
            group.remedy.title if group.remedy else None,
            "   ",
        )
    )
    for chained in gb.chained:
        what = " ".join(p for p in (chained.gb_id, chained.gb_type or chained.reason) if p)
        lines.append(f"   then: {inert_line(what)}")
    if first.doc_url:
        lines.append(f"   docs: {inert_line(first.doc_url)}")
    ids = group.compile_ids
    if ids:
        shown = ", ".join(ids[:MAX_TEXT_COMPILE_IDS]) + (
            f", … ({len(ids) - MAX_TEXT_COMPILE_IDS} more)" if len(ids) > MAX_TEXT_COMPILE_IDS else ""
        )
        lines.append(f"   compile ids: {inert_line(shown)}")
    return lines


def render_breaks_text(
    traces: TraceLog | Iterable[TraceLog],
    registry: GraphBreakRegistry | None = None,
    problems: Iterable[Problem] = (),
    read_source: SourceReader | None = None,
) -> str:
    """The `breaks` report for a terminal: distinct breaks worst first, each with where, why and the fix.

    All artifact text is printed inert (control characters and escape sequences shown, never obeyed).
    """
    traces = _traces(traces)
    problems = list(problems)
    lines: list[str] = []
    for trace in traces:
        facts = [trace.kind]
        if trace.torch_version:
            facts.append(f"torch {trace.torch_version}")
        if trace.pid is not None:
            facts.append(f"pid {trace.pid}")
        facts.append(f"{len(trace.graph_breaks)} graph break(s)")
        if trace.reported_break_count is not None and trace.reported_break_count != len(trace.graph_breaks):
            facts.append(f"{trace.reported_break_count} reported")
        lines.append(f"trace: {inert_line(trace.path)} ({', '.join(facts)})")
    diagnoses = diagnose_traces(traces, registry, read_source)
    groups = distinct_breaks(diagnoses)
    if not traces:
        lines.append(
            "no trace log found: run with TORCH_TRACE=<dir> or TORCH_COMPILE_DEBUG=1, "
            'or pass TORCH_LOGS="graph_breaks" output'
        )
    elif not diagnoses:
        lines.append("no graph breaks")
    else:
        lines.append(f"{len(diagnoses)} graph break(s), {len(groups)} distinct, most damaging first:")
        for number, group in enumerate(groups, 1):
            lines.append("")
            lines.extend(_render_group(number, group))
    recompiles = diagnose_recompiles(traces, read_source)
    if recompiles:
        lines.append("")
        lines.append(f"{len(recompiles)} recompile(s), by compile id:")
        for diagnosis in recompiles[:MAX_TEXT_RECOMPILES]:
            lines.extend(recompile_lines(diagnosis))
        if len(recompiles) > MAX_TEXT_RECOMPILES:
            lines.append(f"  … {len(recompiles) - MAX_TEXT_RECOMPILES} more")
    failures = [m for t in traces for m in t.failures]
    if failures:
        lines.append("")
        lines.append(f"{len(failures)} failed compile(s) (not graph breaks):")
        for metrics in failures:
            reason = _shorten(" ".join((metrics.fail_reason or "").split()), 2 * MAX_TITLE)
            lines.append(
                f"  {metrics.compile_id or '?'} {inert_line(metrics.fail_type or '')}: {inert_line(reason)}"
            )
    if problems:
        lines.append("")
        lines.append(f"{len(problems)} problem(s) reading the input:")
        for problem in problems:
            where = f"{problem.file}:{problem.line}" if problem.line else problem.file
            lines.append(f"  {inert_line(where)}: {inert_line(problem.message)}")
    return "\n".join(lines) + "\n"


def _event_diagnosis(
    event: TraceEvent, registry: GraphBreakRegistry | None, read_source: SourceReader | None
) -> BreakDiagnosis | RecompileDiagnosis:
    """EVENT diagnosed as `breaks` diagnoses it in the whole log."""
    if event.graph_break is not None:
        return diagnose([event.graph_break], registry, read_source)[0]
    assert event.recompile is not None
    return diagnose_logged_recompile(event.recompile, event.trace, read_source)


def event_json(
    event: TraceEvent, registry: GraphBreakRegistry | None, read_source: SourceReader | None
) -> dict:
    """`breaks --follow --json`'s line for EVENT: its kind and what `breaks --json` says of it."""
    diagnosis = _event_diagnosis(event, registry, read_source)
    if isinstance(diagnosis, BreakDiagnosis):
        return {"event": event.kind.value, **_break_json(diagnosis, event.trace)}
    return {"event": event.kind.value, **_recompile_json(diagnosis), "trace": event.trace.path}


def event_line(
    event: TraceEvent, registry: GraphBreakRegistry | None, read_source: SourceReader | None
) -> str:
    """`breaks --follow`'s line for EVENT: its compile, what happened and where."""
    diagnosis = _event_diagnosis(event, registry, read_source)
    head = f"[{event.compile_id or '?'}] "
    if isinstance(diagnosis, BreakDiagnosis):
        gb = diagnosis.graph_break
        what = " ".join(part for part in (diagnosis.gb_id, diagnosis.gb_type or gb.reason) if part)
        where = f" at {_where(diagnosis.location)}" if diagnosis.location else ""
        return f"{head}graph break {inert_line(_shorten(what))}{where}"
    function = f" of {inert_line(diagnosis.function)}" if diagnosis.function else ""
    failures = diagnosis.failures
    reason = (failures[0].lines or [failures[0].failure.reason])[0] if failures else "?"
    more = f" (and {len(failures) - 1} more failed guard(s))" if len(failures) > 1 else ""
    return f"{head}recompile{function}: {inert_line(_shorten(reason))}{more}"
