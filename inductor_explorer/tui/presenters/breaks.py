"""The Breaks view's text: distinct graph breaks, most damaging first, their occurrences and recompiles; for
the one chosen, the user's line, why it broke and the fix."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.breaks import (
    BreakDiagnosis,
    DistinctBreak,
    category_advice,
    inferred_words,
    torch_words,
)
from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.counts import break_counts
from inductor_explorer.analysis.recompiles import diagnose_recompile
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.run import rank_label
from inductor_explorer.model.trace import Recompile, run_kinds
from inductor_explorer.model.user_code import owner_words
from inductor_explorer.report.breaks import advice_lines, recompile_lines
from inductor_explorer.state.explorer_state import READING_TRACES
from inductor_explorer.text import inert, inert_line

#: Where trace logs come from, for sessions without one (the Breaks and Compile views say it).
NO_TRACE = (
    "Graph breaks, compiles and recompiles come from Dynamo's structured trace log. Run with "
    "TORCH_COMPILE_DEBUG=1 (torch ≥ 2.2 writes tlparse/*.log beside the graph folders) or "
    "TORCH_TRACE=<dir>, or open this folder with --trace FILE."
)


#: The heading `s` scrolls the detail pane to.
TRACEBACK_HEADING = "User traceback"


def break_title(group: DistinctBreak) -> str:
    """`GB0059 Failed to trace builtin operator` (the reason's first line when the log has no type)."""
    first = group.first
    what = first.gb_type or (inert(first.graph_break.reason).splitlines() or [""])[0][:100]
    return inert_line(" ".join(part for part in (first.gb_id, what) if part))


def group_label(group: DistinctBreak) -> Text:
    """A distinct break's line in the tree: its title, how often, where, its category."""
    label = Text(break_title(group), "bold")
    label.append(f"  ×{group.occurrences}")
    location = group.first.location
    if location is not None:
        label.append(f" · {inert_line(Path(location.file).name)}:{location.line}")
    elif group.first.no_user_frame:
        label.append(" · no frame of your code", "dim")
    if group.category:
        label.append(f" · {group.category}", "italic")
    return label


def _recompile_reason(recompile: Recompile) -> str:
    """The first line of each failed guard's reason, with the compile it replaced."""
    reasons = [
        (f"{f.compile_id}: " if f.compile_id else "") + f.reason.splitlines()[0].split("  #")[0].strip()
        for f in recompile.failures
    ]
    return inert_line("; ".join(reasons) or "?")


#: The user's lines around a break's location, numbered (Session.source_context); None: its file is not here.
SourceContext = list[tuple[int, str]] | None


def _where_lines(text: Text, d: BreakDiagnosis, context: SourceContext, reading: bool) -> None:
    """Where the break is in the user's code (with the lines around it, CONTEXT, when the file is here;
    READING: they are being read), and where in torch or a library it broke when that is elsewhere."""
    gb, location = d.graph_break, d.location
    if location is not None:
        where = inert_line(str(location)) + (
            f" in {inert_line(location.function)}" if location.function else ""
        )
        text.append("\nat ", "bold").append(f"{where}\n")
        if reading:
            text.append(f"    reading {inert_line(Path(location.file).name)}…\n", "dim")
        elif context:
            for number, line in context:
                mark = "▶" if number == location.line else " "
                text.append(f" {mark}{number:>5} │ ", "bold" if mark != " " else "dim")
                text.append(f"{inert_line(line)}\n", "bold" if mark != " " else "")
        elif location.code:
            text.append(f"    {inert_line(location.code)}\n")
            text.append("    (the file is not here: only the logged line is shown)\n", "dim")
    elif d.no_user_frame:
        text.append("\nat: ", "bold").append(f"{d.no_user_frame}\n")
    if gb.location is not None and gb.location != location:
        function = f" in {inert_line(gb.location.function)}" if gb.location.function else ""
        text.append("broke in ", "bold").append(
            f"{inert_line(str(gb.location))}{function} ({owner_words(gb.location.file)}; s: the full stack)\n"
        )


def _why_lines(text: Text, d: BreakDiagnosis) -> None:
    """Dynamo's reason, explanation and hints, and the break's category with its advice."""
    gb = d.graph_break
    if gb.reason and gb.reason != d.gb_type:
        text.append("\nreason: ", "bold").append(f"{inert_line(gb.reason)}\n")
    for label, words in torch_words(d):
        text.append(f"\n{label}: " if label.startswith("why") else f"{label}: ", "bold")
        text.append(f"{inert(words)}\n")
    if d.category:
        inferred = f" ({inferred_words(d)})" if d.category_inferred else ""
        text.append("\ncategory: ", "bold").append(
            f"{d.category}{inferred} — {category_advice(d.category, d.remedy)}\n"
        )


#: Compile ids a distinct break's detail names (a huge log's break recurs in thousands of compiles).
MAX_COMPILE_IDS = 50


def _fix_lines(text: Text, group: DistinctBreak, d: BreakDiagnosis) -> None:
    """The fixes, the breaks chained to this one, the docs and the compiles it happened in."""
    fixes = advice_lines(
        d.advice, d.remedy.text if d.remedy else None, d.remedy.title if d.remedy else None, ""
    )
    if fixes:
        text.append("\n")
        for line in fixes:
            text.append(f"{line}\n", "bold" if line.startswith(("fix ", "seen:", "check", "or:")) else "")
    for chained in d.graph_break.chained:
        what = " ".join(p for p in (chained.gb_id, chained.gb_type or chained.reason) if p)
        text.append("then: ", "bold").append(f"{inert_line(what)}\n")
    if d.doc_url:
        text.append("docs: ", "bold").append(f"{inert_line(d.doc_url)}\n")
    ids = group.compile_ids
    if ids:
        named = ", ".join(ids[:MAX_COMPILE_IDS]) + (
            f" and {len(ids) - MAX_COMPILE_IDS} more" if len(ids) > MAX_COMPILE_IDS else ""
        )
        text.append("\ncompile ids: ", "bold").append(inert_line(named))
        text.append("  (enter on an occurrence: its compile)\n", "dim")


def detail_location(group: DistinctBreak, diagnosis: BreakDiagnosis | None = None) -> SourceLocation | None:
    """Where in the user's code the break break_detail shows is (its lines are read for the detail)."""
    return (diagnosis or group.first).location


def break_detail(
    group: DistinctBreak,
    diagnosis: BreakDiagnosis | None = None,
    context: SourceContext = None,
    reading: bool = False,
) -> Text:
    """Where, why and how to fix GROUP; the traceback of DIAGNOSIS (an occurrence), else of the first.
    CONTEXT: the user's lines around its location (detail_location), READING: they are being read."""
    d = diagnosis or group.first
    text = Text()
    text.append(break_title(group), "bold")
    text.append(
        f"  ×{group.occurrences}"
        + (f" in {len(group.compiles)} compiles" if len(group.compiles) > 1 else "")
        + "\n"
    )
    if group.in_loop:
        text.append("inside a loop: the whole frame runs eagerly\n", "bold")
    elif group.frame_skipped:
        text.append("the whole frame runs eagerly\n", "bold")
    _where_lines(text, d, context, reading)
    _why_lines(text, d)
    _fix_lines(text, group, d)
    return text


def break_stack(diagnosis: BreakDiagnosis) -> Text:
    """The full user traceback of DIAGNOSIS (the detail pane's last part; `s` scrolls to it)."""
    gb = diagnosis.graph_break
    text = Text()
    if gb.user_stack:
        folded = f"; {gb.folded_frames} torch-internal frames folded" if gb.folded_frames else ""
        text.append(f"\n{TRACEBACK_HEADING} (outermost first{folded})\n", "bold")
        for frame in gb.user_stack:
            function = f" in {inert_line(frame.function)}" if frame.function else ""
            text.append(f"  {inert_line(str(frame))}{function}\n")
            if frame.code:
                text.append(f"      {inert_line(frame.code)}\n", "dim")
    return text


def breaks_heading(runs: list[RunTraces] | None, unread: str = READING_TRACES) -> tuple[Text, Text | None]:
    """The view's title (counted over the whole session, as `breaks` counts them: a break in two runs is one
    distinct break) and what the detail pane says before a break is chosen (None: nothing of its own)."""
    if runs is None:
        return Text(inert_line(unread), "italic"), Text("")
    if not any(r.traces for r in runs):
        return Text("No trace log in this session: no graph breaks to show."), Text(NO_TRACE)
    counts = break_counts([d for r in runs for d in r.diagnoses], sum(len(r.recompiles) for r in runs))
    found = (
        f"{counts.graph_breaks} graph break(s), {counts.distinct} distinct, most damaging first"
        if counts.graph_breaks
        else "No graph breaks"
    )
    title = Text(f"{found} · {counts.recompiles} recompile(s) · enter: the compile")
    if counts.graph_breaks or counts.recompiles:
        return title, None
    if not any(r.compiles for r in runs):
        made = " and ".join(run_kinds(t for r in runs for t in r.traces)) or "no known kind"
        return title, Text(
            f"The trace log is of {made}: Dynamo compiled no frames, so there are no graph breaks or "
            "recompiles to show. The graph list holds its compiled graphs."
        )
    return title, Text(
        "No graph breaks and no recompiles in the trace logs: Dynamo captured every frame "
        "whole, once. 9: the Compile view lists the compiles."
    )


def run_label(name: str, run: RunTraces, rank: int | None = None) -> Text:
    """A run's heading in a session of several: `run (3 breaks, 2 distinct in this run)`, after `rank 1 · `
    with RANK (a session of several ranks)."""
    count = len(run.diagnoses)
    return Text(
        f"{inert_line(rank_label(rank) + name)} ({count} break{'' if count == 1 else 's'}, "
        f"{len(run.distinct)} distinct in this run)",
        "bold",
    )


def occurrence_label(run: RunTraces, diagnosis: BreakDiagnosis, rank: int | None = None) -> Text:
    """An occurrence under its distinct break: `compile 0/1 · forward` (the compiled function, dim), after
    `rank 1 · ` with RANK (a session of several ranks)."""
    cid = diagnosis.graph_break.compile_id
    frame = run.compiles.get(cid.frame_key) if cid else None
    label = Text(rank_label(rank) + (f"compile {cid}" if cid else "compile ?"))
    if frame is not None and frame.function:
        label.append(f" · {inert_line(frame.function)}", "dim")
    return label


def recompiles_label(run: RunTraces) -> Text:
    """The heading of a run's recompiles."""
    return Text(f"Recompiles ({len(run.recompiles)})", "bold")


def recompile_label(recompile: Recompile, rank: int | None = None) -> Text:
    """A recompile under its heading: `compile 0/1: 0/0: tensor 'x' size mismatch …` (after `rank 1 · `
    with RANK)."""
    return Text(f"{rank_label(rank)}compile {recompile.compile_id or '?'}: {_recompile_reason(recompile)}")


def recompiles_detail(run: RunTraces) -> Text:
    """The detail pane on a run's recompiles heading."""
    return Text(
        f"{len(run.recompiles)} recompile(s): a guard of an earlier compile failed. "
        "enter on one opens its compile."
    )


def recompile_detail(run: RunTraces, recompile: Recompile) -> Text:
    """The detail pane on a recompile: its failed guards and their fixes (report/breaks.py's lines)."""
    frame = run.compiles.get(recompile.compile_id.frame_key) if recompile.compile_id else None
    text = Text(f"Recompile {recompile.compile_id or '?'}: guard failures and their fixes\n", "bold")
    stack = frame.attempts[0].stack if frame and frame.attempts else []
    diagnosis = run.recompile_diagnosis(recompile) or diagnose_recompile(
        recompile, frame.function if frame else None, stack
    )
    for line in recompile_lines(diagnosis)[1:]:
        text.append(f"{line.removeprefix('  ')}\n")
    return text
