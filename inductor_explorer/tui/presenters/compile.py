"""The Compile view's text: per compile id, its status, times, counts, cache events, why it recompiled (and
what automatic dynamic shapes made dynamic), its graphs, and where its compile time went (chromium events)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from rich.text import Text

from inductor_explorer.analysis.cache import CacheLookup, filled_by, lookups
from inductor_explorer.analysis.compiles import CompileFrame, RunTraces
from inductor_explorer.analysis.failures import describe_failure
from inductor_explorer.analysis.guards import guards_for_reason
from inductor_explorer.model.compile_time import AutomaticDynamic, CompilePhase, phases_time_s
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import DebugTree, rank_label
from inductor_explorer.model.trace import (
    CompilationMetrics,
    CompileId,
    CompileRecord,
    compile_attempts,
    compile_times,
    compiles_phrase,
    run_kinds,
    time_outside_compiles_s,
)
from inductor_explorer.report.cache import component_lines, lookup_line
from inductor_explorer.state.graphs import graph_folders
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.breaks import break_title
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.view_kind import ViewKind

#: (CompilationMetrics field, words) for the times the metrics carry.
TIMES = (
    ("entire_frame_compile_time_s", "entire frame"),
    ("backend_compile_time_s", "backend"),
    ("inductor_compile_time_s", "inductor"),
    ("code_gen_time_s", "code gen"),
)
#: `extra` counters of compilation_metrics worth showing as cache hits and misses.
CACHE_COUNTS = (
    "inductor_fx_local_cache_hit_count",
    "inductor_fx_local_cache_miss_count",
    "inductor_fx_remote_cache_hit_count",
    "inductor_fx_remote_cache_miss_count",
    "aotautograd_local_cache_hit_count",
    "aotautograd_local_cache_miss_count",
    "aotautograd_remote_cache_hit_count",
    "aotautograd_remote_cache_miss_count",
)


MIN_SHARE = 0.01  # phases shorter than this share of their compile's time are folded into one line
MAX_DEPTH = 12  # phases nested deeper are folded too (each level indents two columns)
CACHE_STYLES = {"hit": "bold green", "miss": "yellow", "bypass": "yellow"}


def seconds(value: float) -> str:
    """`850ms` under a second, `1.62s` from one on."""
    return f"{value * 1000:.0f}ms" if value < 1 else f"{value:.2f}s"


def frame_phases(run: RunTraces, frame: CompileFrame) -> list[CompilePhase]:
    """The compile's chromium_event phases (every attempt's), outermost first."""
    return sorted(
        (p for trace in run.traces for p in trace.phases.get(frame.key, [])), key=lambda p: p.start_us
    )


def compile_label(frame: CompileFrame, time_s: float | None = None, rank: int | None = None) -> Text:
    """`0/0  forward · restarted, then ok · 1.62s · 1 graph · 1 break`; `rank 1 · 0/0  ...` with RANK (a
    session of several ranks)."""
    text = Text(rank_label(rank))
    text.append(frame.key, "bold")
    facts = [inert_line(frame.function or "?"), frame.status]
    if time_s is not None:
        facts.append(seconds(time_s))
    if frame.graphs:
        facts.append(f"{len(frame.graphs)} graph" + ("s" if len(frame.graphs) > 1 else ""))
    if frame.breaks:
        facts.append(f"{len(frame.breaks)} break" + ("s" if len(frame.breaks) > 1 else ""))
    if frame.recompiles:
        facts.append("recompile")
    text.append("  " + " · ".join(facts))
    return text


def attempt_status(record: CompileRecord) -> str:
    """How an attempt ended: ok, restarted, failed (with the error's type), or unknown."""
    metrics = record.metrics
    if metrics is None:
        return "no compilation_metrics (the attempt was restarted or the log ends)"
    if metrics.failed:
        return f"failed: {metrics.fail_type}"
    return "restarted" if metrics.restart_reasons and not metrics.has_guarded_code else "ok"


MAX_ERROR_LINES = 80  # of a failed compile's error, one link each


def _metrics_lines(metrics: CompilationMetrics) -> list[Link]:
    """An attempt's times, graph counts, cache counters, error and restart reasons."""
    lines = []
    times = [
        f"{words} {getattr(metrics, attr):.2f}s"
        for attr, words in TIMES
        if getattr(metrics, attr) is not None
    ]
    if times:
        lines.append(Link(Text("    time: " + " · ".join(times))))
    counts = [
        f"{n} {words}"
        for n, words in (
            (metrics.graph_op_count, "ops"),
            (metrics.graph_node_count, "nodes"),
            (metrics.graph_input_count, "inputs"),
            (metrics.guard_count, "guards"),
        )
        if n is not None
    ]
    if counts:
        lines.append(Link(Text("    graph: " + " · ".join(counts))))
    cache = [
        f"{name.replace('_count', '').replace('_', ' ')} {metrics.extra[name]}"
        for name in CACHE_COUNTS
        if isinstance(metrics.extra.get(name), int) and metrics.extra[name]
    ]
    if cache:
        lines.append(Link(Text("    cache: " + " · ".join(cache))))
    if metrics.fail_reason:
        where = (
            f" at {inert_line(metrics.fail_user_frame_filename)}:{metrics.fail_user_frame_lineno}"
            if metrics.fail_user_frame_filename
            else ""
        )
        failure = describe_failure(metrics.fail_type, metrics.fail_reason)
        lines.append(Link(Text(f"    fail reason{where}:")))
        if failure.ops:
            lines.append(
                Link(Text.assemble("      failing op: ", (inert_line(", ".join(failure.ops)), "bold")))
            )
        message = failure.message.splitlines()
        lines.extend(Link(Text(f"      {inert_line(line)}")) for line in message[:MAX_ERROR_LINES])
        if len(message) > MAX_ERROR_LINES:
            lines.append(
                Link(
                    Text(f"      … {len(message) - MAX_ERROR_LINES} more lines (compilation_metrics)", "dim")
                )
            )
    for reason in metrics.restart_reasons:
        first = (reason.strip().splitlines() or ["?"])[0]
        lines.append(Link(Text(f"    restarted because: {inert_line(first)}")))
    return lines


MAX_GUARDS_SHOWN = 4  # per failed guard: the guards of the replaced compile on the same source


def _phase_text(phase: CompilePhase, depth: int) -> Text:
    """A phase of the time tree at DEPTH: its name and duration, or an instant; its cache state."""
    text = Text("  " * (depth + 1))
    if phase.instant:
        text.append(f"• {inert_line(phase.name)}", "italic")
        return text
    text.append(inert_line(phase.name))
    duration = phase.duration_s
    text.append(f"  {seconds(duration)}" if duration is not None else "  (no end record)", "bold")
    if phase.cache_state:
        text.append(f"  cache {inert_line(phase.cache_state)}", CACHE_STYLES.get(phase.cache_state, "dim"))
    return text


def _marked(phase: CompilePhase) -> bool:
    """PHASE is or holds an instant (a cache hit or miss, an automatic-dynamic decision) or a cache state."""
    return phase.instant or phase.cache_state is not None or any(_marked(c) for c in phase.children)


def phase_links(phases: list[CompilePhase], total_s: float) -> list[Link]:
    """The phase tree, by start time. Phases under MIN_SHARE of TOTAL_S or deeper than MAX_DEPTH fold into
    one line per parent, unless they are or lead to a cache state or an instant (_marked)."""
    links: list[Link] = []

    def walk(nodes: list[CompilePhase], depth: int) -> None:
        folded = []
        for node in nodes:
            duration = node.duration_s
            short = depth > MAX_DEPTH or duration is not None and duration < MIN_SHARE * total_s
            if short and not _marked(node):
                folded.append(node)
                continue
            links.append(Link(_phase_text(node, depth)))
            walk(node.children, depth + 1)
        if len(folded) == 1:  # a line saying "1 more" takes the room of that one phase
            links.append(Link(_phase_text(folded[0], depth)))
        elif folded:
            spent = sum(n.duration_s or 0.0 for n in folded)
            links.append(
                Link(Text("  " * (depth + 1) + f"… {len(folded)} more, {seconds(spent)} together", "dim"))
            )

    walk(phases, 0)
    return links


# How each kind of change reads: a changed number of dimensions says which tuple it is about.
_CHANGED = {"size": "sizes", "stride": "strides", "scalar": "value"}


def _dynamic_text(decision: AutomaticDynamic) -> str:
    """`L['x'] dim 0: size change, 4 → 7`: what automatic dynamic shapes made dynamic, and why."""
    what = _CHANGED.get(decision.changed, "")
    if decision.dim_changed == "all" or decision.dim_changed == "scalar":
        subject = f"{decision.name} {what}".rstrip()
    else:
        subject = f"{decision.name} dim {decision.dim_changed}"
    reason = decision.reason
    if reason == "dimensionality change" and what:
        reason = f"number of {what} changed"
    return f"{subject}: {reason}, {decision.cached} → {decision.new}"


def _frame_key(compile_id: str) -> str:
    parsed = CompileId.parse(compile_id)
    return parsed.frame_key if parsed else compile_id


def session_lookups(runs: list[RunTraces]) -> tuple[list[CacheLookup], dict[str, int]]:
    """Every cache lookup of the session's RUNS, and the run index of each trace log's path."""
    return lookups(t for r in runs for t in r.traces), {t.path: r.run for r in runs for t in r.traces}


def cache_links(
    run: RunTraces, frame: CompileFrame, session: list[CacheLookup], run_of: dict[str, int]
) -> list[Link]:
    """The compile's cache lookups (from SESSION, every lookup the session's traces logged): status, key,
    components, and for a hit the compile that filled the entry when the session holds it (a link there;
    RUN_OF: the run index of each trace's path)."""
    paths = {t.path for t in run.traces}
    ids = {str(record.compile_id) for record in frame.attempts}
    mine = [x for x in session if x.trace in paths and x.compile_id in ids]
    if not mine:
        return []
    links = [Link(Text(f"Cache lookups ({len(mine)})"), heading=True)]
    for lookup in mine:
        filler = filled_by(lookup, session)
        target = (
            (ViewKind.COMPILE, f"{run_of[filler.trace]}:{_frame_key(filler.compile_id)}")
            if filler and filler.trace in run_of
            else None
        )
        links.append(Link(Text(f"  {lookup.compile_id} {lookup_line(lookup, filler)}"), target))
        links.extend(Link(Text(f"    {line}", "dim")) for line in component_lines(lookup))
    return links


def _attempt_links(frame: CompileFrame) -> list[Link]:
    """The compile's heading, the user's frame, and each attempt with its metrics and cache events."""
    links = [
        Link(
            Text.assemble(
                ("Compile ", "bold"),
                (frame.key, "bold"),
                f"  {inert_line(frame.function or '')}  ",
                (frame.status, "italic"),
            ),
            heading=True,
        )
    ]
    first = next((a for a in frame.attempts if a.stack), None)
    if first is not None:
        top = first.stack[-1]
        links.append(
            Link(
                Text(
                    f"  user frame: {inert_line(str(top))}"
                    + (f" in {inert_line(top.function)}" if top.function else "")
                )
            )
        )
    for record in frame.attempts:
        links.append(
            Link(Text.assemble("  attempt ", (str(record.compile_id), "bold"), f": {attempt_status(record)}"))
        )
        if record.metrics is not None:
            links.extend(_metrics_lines(record.metrics))
        if record.cache_events and not record.cache:
            links.append(Link(Text("    cache events: " + inert_line(", ".join(record.cache_events)))))
    return links


def _graph_links(frame: CompileFrame, folder_names: dict[GraphKey, str]) -> list[Link]:
    links = [Link(Text(f"Graphs ({len(frame.graphs)})"), heading=True)]
    for key in frame.graphs:
        links.append(
            Link(
                Text(f"  → {inert_line(folder_names.get(key, str(key)))}"),
                (ViewKind.OVERVIEW, None),
                graph=key,
            )
        )
    if not frame.graphs:
        links.append(Link(Text("  no graph folder (no output code logged for this compile)", "italic")))
    return links


def _break_links(run: RunTraces, frame: CompileFrame) -> list[Link]:
    links = [Link(Text(f"Graph breaks ({len(frame.breaks)})"), heading=True)]
    for diagnosis in frame.breaks:
        target = None
        for g, group in enumerate(run.distinct):
            if diagnosis in group.diagnoses:
                target = f"{run.run}:{g}:{group.diagnoses.index(diagnosis)}"
                title = break_title(group)
                break
        else:
            title = inert_line(diagnosis.gb_type or diagnosis.graph_break.reason.splitlines()[0])
        where = f" at {inert_line(str(diagnosis.location))}" if diagnosis.location else ""
        links.append(Link(Text(f"  → {title}{where}"), (ViewKind.BREAKS, target) if target else None))
    return links


def _recompile_links(run: RunTraces, frame: CompileFrame) -> list[Link]:
    """Why the compile was recompiled: each failed guard, beside the guards of the compile it replaced on the
    same source (from RUN's trace log)."""
    if not frame.recompiles:
        return []
    links = [Link(Text("Recompiled because a guard failed"), heading=True)]
    for recompile in frame.recompiles:
        for failure in recompile.failures:
            reason = failure.reason.splitlines()[0].split("  #")[0].strip()
            source = f"{failure.compile_id}: " if failure.compile_id else ""
            links.append(
                Link(
                    Text(f"  {inert_line(source + reason)}"),
                    (ViewKind.COMPILE, f"{run.run}:{failure.compile_id.frame_key}")
                    if failure.compile_id
                    else None,
                )
            )
            replaced = run.guards(str(failure.compile_id)) if failure.compile_id else None
            for guard in guards_for_reason(replaced or [], reason, MAX_GUARDS_SHOWN):
                links.append(Link(Text(f"    {failure.compile_id} guarded: {inert_line(guard)}", "italic")))
    return links


def _dynamic_links(frame: CompileFrame) -> list[Link]:
    decisions = [(record.compile_id, d) for record in frame.attempts for d in record.automatic_dynamic]
    if not decisions:
        return []
    links = [Link(Text("Made dynamic (automatic dynamic shapes)"), heading=True)]
    links.extend(Link(Text(f"  {cid}: {inert_line(_dynamic_text(d))}")) for cid, d in decisions)
    return links


def _time_links(run: RunTraces, frame: CompileFrame) -> list[Link]:
    phases = frame_phases(run, frame)
    if not phases:
        return []
    total = phases_time_s(phases)
    spent = f"{seconds(total)}" if total is not None else "unknown (no phase ended)"
    return [
        Link(Text(f"Compile time {spent} (chromium events)"), heading=True),
        *phase_links(phases, total or 0.0),
    ]


def _guard_links(run: RunTraces, frame: CompileFrame) -> list[Link]:
    guards = run.guards(frame.key)
    if guards is None:
        return []
    # Lines of the tree (guard managers and their guards), not Dynamo's guard_count of the metrics line.
    return [
        Link(Text(f"Guard tree ({len(guards)} lines, dynamo_cpp_guards_str)"), heading=True),
        *(Link(Text(f"  {inert_line(guard)}")) for guard in guards),
    ]


def compile_links(
    run: RunTraces,
    frame: CompileFrame,
    folder_names: dict[GraphKey, str],
    cache: tuple[list[CacheLookup], dict[str, int]] | None = None,
) -> list[Link]:
    """The Compile view's detail: attempts with metrics, graphs, breaks, recompile reasons (beside the guards
    of the compile replaced) and the compile's own guards (from RUN's trace log), as links."""
    return [
        *_attempt_links(frame),
        *(cache_links(run, frame, *cache) if cache is not None else []),
        *_graph_links(frame, folder_names),
        *_break_links(run, frame),
        *_recompile_links(run, frame),
        *_dynamic_links(frame),
        *_time_links(run, frame),
        *_guard_links(run, frame),
    ]


def compile_listing(
    runs: list[RunTraces], session: DebugTree
) -> tuple[Text, list[tuple[str, Callable[[], Text]]]]:
    """The view's title (`4 compiles (5 attempts) · slowest first · …`; for a session without compile records,
    that) and the list's lines: (target `run:frame_key`, what makes its label) per compile, slowest first (by
    chromium_event time; compiles without events keep their logged order); in a session of several runs each
    run's name heads its compiles, with the target "". A label is made when the view lists its line: a huge
    log's view lists a few hundred of its thousands of compiles."""
    total = sum(len(r.compiles) for r in runs)
    if not total:
        if any(r.traces for r in runs):
            made = " and ".join(run_kinds(t for r in runs for t in r.traces)) or "no known kind"
            return Text(
                f"No Dynamo compile records: the trace log is of {made}, where Dynamo compiled no frames; "
                "its graphs are in the graph list."
            ), []
        return Text("No trace log in this session: no compile records to show."), []
    attempts = sum(len(compile_attempts(r.traces)) for r in runs)
    times = [compile_times(run.traces) for run in runs]
    tail = (
        " · slowest first · enter on the right: open"
        if any(times)
        else " · details on the right, enter there: open"
    )
    outside = time_outside_compiles_s(t for run in runs for t in run.traces)
    if outside is not None:
        tail += f" · {seconds(outside)} timed outside any compile"
    entries: list[tuple[str, Callable[[], Text]]] = []
    ranks = session.rank_labels()
    for run, run_times in zip(runs, times, strict=True):
        rank = ranks.get(run.run)
        if len(runs) > 1:
            entries.append(
                ("", partial(Text, inert_line(rank_label(rank) + session.runs[run.run].name), "bold"))
            )
        for key in sorted(run.compiles, key=lambda k: -run_times.get(k, 0.0)):
            entries.append(
                (f"{run.run}:{key}", partial(compile_label, run.compiles[key], run_times.get(key), rank))
            )
    return Text(compiles_phrase(total, attempts) + tail), entries


def compile_detail(
    session: DebugTree, run: RunTraces, frame: CompileFrame, cache: tuple[list[CacheLookup], dict[str, int]]
) -> list[Link]:
    """compile_links for FRAME of RUN, its graphs named by their folders (CACHE: session_lookups of the
    session's runs)."""
    names = {key: folder.name for key, folder in graph_folders(session)}
    return compile_links(run, frame, names, cache)
