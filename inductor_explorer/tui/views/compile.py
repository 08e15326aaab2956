"""Compile view: per compile id, its status, times, counts, cache events, why it recompiled (and what
automatic dynamic shapes made dynamic), its graphs, and where its compile time went (chromium events)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from inductor_explorer.analysis.cache import CacheLookup, filled_by, lookups
from inductor_explorer.analysis.compiles import CompileFrame, RunTraces
from inductor_explorer.analysis.failures import describe_failure
from inductor_explorer.analysis.guards import guards_for_reason
from inductor_explorer.loader.trace.graphs import guard_lines
from inductor_explorer.model.compile_time import AutomaticDynamic, CompilePhase, phases_time_s
from inductor_explorer.model.run import RunFolder
from inductor_explorer.model.trace import (
    CompilationMetrics,
    CompileId,
    CompileRecord,
    compile_attempts,
    compile_times,
    compiles_phrase,
    time_outside_compiles_s,
)
from inductor_explorer.report.cache import component_lines, lookup_line
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph, graph_folders
from inductor_explorer.tui.views.breaks import NO_TRACE, break_title
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList

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
    return f"{value * 1000:.0f}ms" if value < 1 else f"{value:.2f}s"


def frame_phases(run: RunTraces, frame: CompileFrame) -> list[CompilePhase]:
    """The compile's chromium_event phases (every attempt's), outermost first."""
    return sorted(
        (p for trace in run.traces for p in trace.phases.get(frame.key, [])), key=lambda p: p.start_us
    )


def compile_label(frame: CompileFrame, time_s: float | None = None) -> Text:
    """`0/0  forward · restarted, then ok · 1.62s · 1 graph · 1 break`."""
    text = Text(frame.key, "bold")
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
    metrics = record.metrics
    if metrics is None:
        return "no compilation_metrics (the attempt was restarted or the log ends)"
    if metrics.failed:
        return f"failed: {metrics.fail_type}"
    return "restarted" if metrics.restart_reasons and not metrics.has_guarded_code else "ok"


MAX_ERROR_LINES = 80  # of a failed compile's error, one link each


def _metrics_lines(metrics: CompilationMetrics) -> list[Link]:
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
            ("compile", f"{run_of[filler.trace]}:{_frame_key(filler.compile_id)}")
            if filler and filler.trace in run_of
            else None
        )
        links.append(Link(Text(f"  {lookup.compile_id} {lookup_line(lookup, filler)}"), target))
        links.extend(Link(Text(f"    {line}", "dim")) for line in component_lines(lookup))
    return links


def compile_links(
    run: RunTraces,
    frame: CompileFrame,
    folder_names: dict,
    folder: RunFolder | None = None,
    cache: tuple[list[CacheLookup], dict[str, int]] | None = None,
) -> list[Link]:
    """The Compile view's detail: attempts with metrics, graphs, breaks, recompile reasons (beside the guards
    of the compile replaced) and the compile's own guards (from the trace log of FOLDER), as links."""
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
    if cache is not None:
        links.extend(cache_links(run, frame, *cache))
    links.append(Link(Text(f"Graphs ({len(frame.graphs)})"), heading=True))
    for key in frame.graphs:
        links.append(
            Link(Text(f"  → {inert_line(folder_names.get(key, str(key)))}"), ("overview", None), graph=key)
        )
    if not frame.graphs:
        links.append(Link(Text("  no graph folder (no output code logged for this compile)", "italic")))
    links.append(Link(Text(f"Graph breaks ({len(frame.breaks)})"), heading=True))
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
        links.append(Link(Text(f"  → {title}{where}"), ("breaks", target) if target else None))
    if frame.recompiles:
        links.append(Link(Text("Recompiled because a guard failed"), heading=True))
        for recompile in frame.recompiles:
            for failure in recompile.failures:
                reason = failure.reason.splitlines()[0].split("  #")[0].strip()
                source = f"{failure.compile_id}: " if failure.compile_id else ""
                links.append(
                    Link(
                        Text(f"  {inert_line(source + reason)}"),
                        ("compile", f"{run.run}:{failure.compile_id.frame_key}")
                        if failure.compile_id
                        else None,
                    )
                )
                replaced = (
                    guard_lines(folder, str(failure.compile_id)) if folder and failure.compile_id else None
                )
                for guard in guards_for_reason(replaced or [], reason, MAX_GUARDS_SHOWN):
                    links.append(
                        Link(Text(f"    {failure.compile_id} guarded: {inert_line(guard)}", "italic"))
                    )
    decisions = [(record.compile_id, d) for record in frame.attempts for d in record.automatic_dynamic]
    if decisions:
        links.append(Link(Text("Made dynamic (automatic dynamic shapes)"), heading=True))
        links.extend(Link(Text(f"  {cid}: {inert_line(_dynamic_text(d))}")) for cid, d in decisions)
    phases = frame_phases(run, frame)
    total = phases_time_s(phases)
    if phases:
        spent = f"{seconds(total)}" if total is not None else "unknown (no phase ended)"
        links.append(Link(Text(f"Compile time {spent} (chromium events)"), heading=True))
        links.extend(phase_links(phases, total or 0.0))
    guards = guard_lines(folder, frame.key) if folder is not None else None
    if guards is not None:
        # Lines of the tree (guard managers and their guards), not Dynamo's guard_count of the metrics line.
        links.append(Link(Text(f"Guard tree ({len(guards)} lines, dynamo_cpp_guards_str)"), heading=True))
        links.extend(Link(Text(f"  {inert_line(guard)}")) for guard in guards)
    return links


class CompileList(OptionList):
    """The compile ids of the session; the highlighted one is shown on the right, `enter` moves there."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("g,home", "first", "First", show=False),
        Binding("G,end", "last", "Last", show=False),
        Binding("enter", "select", "Details", show=True),
    ]

    def search(self, query: str, direction: int = 1) -> bool:
        """Highlight the next compile whose line contains QUERY."""
        needle = query.lower()
        count = self.option_count
        start = self.highlighted if self.highlighted is not None else -1
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            option = self.get_option_at_index(i)
            if not option.disabled and needle in str(option.prompt).lower():
                self.highlighted = i
                return True
        return False


class CompileView(View):
    """Every compile id of the trace logs; for the chosen one, what happened and the graphs it made.

    Targets are `run:frame_key` ("0:1/0").
    """

    VIEW_ID = "compile"
    SEARCH_PANE = "#compile-list"
    # The right pane's cursor stops only on links; its plain lines (the time and guard trees) scroll.
    BINDINGS = [
        Binding("ctrl+d", "scroll_details(1)", "Right pane: page down", show=False),
        Binding("ctrl+u", "scroll_details(-1)", "Right pane: page up", show=False),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self._lookups: tuple[list[CacheLookup], dict[str, int]] = ([], {})
        self._ids: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static(id="compile-title", classes="view-title")
        with Horizontal(id="compile-body"):
            yield CompileList(id="compile-list", classes="pane")
            yield LinkList(id="compile-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        runs = self.explorer.state.run_traces
        listing = self.query_one(CompileList)
        if runs is not self._shown:
            self._shown = runs
            self._lookups = session_lookups(runs or [])
            self._fill(listing, runs)
        if target in self._ids:
            listing.highlighted = self._ids.index(target)
            listing.scroll_to_highlight()
        self._detail()

    def _fill(self, listing: CompileList, runs: list[RunTraces] | None) -> None:
        listing.clear_options()
        self._ids = []
        title = self.query_one("#compile-title", Static)
        if runs is None:
            title.update(Text("reading the trace logs…", "italic"))
            return
        total = sum(len(r.compiles) for r in runs)
        if not total:
            title.update(Text("No trace log in this session: no compile records to show."))
            self.query_one(LinkList).set_links([Link(Text(NO_TRACE))])
            return
        attempts = sum(len(compile_attempts(r.traces)) for r in runs)
        times = [compile_times(run.traces) for run in runs]
        timed = any(times)
        tail = (
            " · slowest first · enter on the right: open"
            if timed
            else " · details on the right, enter there: open"
        )
        outside = time_outside_compiles_s(t for run in runs for t in run.traces)
        if outside is not None:
            tail += f" · {seconds(outside)} timed outside any compile"
        title.update(Text(compiles_phrase(total, attempts) + tail))
        options = []
        for run, run_times in zip(runs, times, strict=True):
            if len(runs) > 1:
                options.append(
                    Option(
                        Text(inert_line(self.explorer.state.session.runs[run.run].name), "bold"),
                        disabled=True,
                    )
                )
                self._ids.append("")
            # Slowest compile first (by chromium_event time); compiles without events keep their logged order.
            order = sorted(run.compiles, key=lambda k: -run_times.get(k, 0.0))
            for key in order:
                options.append(Option(compile_label(run.compiles[key], run_times.get(key))))
                self._ids.append(f"{run.run}:{key}")
        listing.add_options(options)
        listing.highlighted = next((i for i, cid in enumerate(self._ids) if cid), None)

    def _frame(self) -> tuple[RunTraces, CompileFrame] | None:
        runs = self._shown
        listing = self.query_one(CompileList)
        if runs is None or listing.highlighted is None or not self._ids[listing.highlighted]:
            return None
        run, key = self._ids[listing.highlighted].split(":", 1)
        traces = runs[int(run)]
        return traces, traces.compiles[key]

    def _detail(self) -> None:
        found = self._frame()
        if found is None:
            return
        run, frame = found
        session = self.explorer.state.session
        names = {key: folder.name for key, folder in graph_folders(session)}
        folder = session.runs[run.run] if run.run < len(session.runs) else None
        self.query_one(LinkList).set_links(compile_links(run, frame, names, folder, self._lookups))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list is self.query_one(CompileList):
            event.stop()
            self._detail()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list is self.query_one(CompileList):
            event.stop()
            self.query_one(LinkList).focus()

    def action_scroll_details(self, pages: int) -> None:
        links = self.query_one(LinkList)
        step = max(1, links.scrollable_content_region.height - 1)
        links.scroll_to(y=links.scroll_y + pages * step, animate=False)

    def current_target(self) -> str | None:
        listing = self.query_one(CompileList)
        if listing.highlighted is None or listing.highlighted >= len(self._ids):
            return None
        return self._ids[listing.highlighted] or None

    def default_focus(self):
        return self.query_one(CompileList)
