"""The Overview's text: what a graph (or the whole session) holds, and the problems found while loading it."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.counts import buffer_counts, graph_counts, kernels_by_label
from inductor_explorer.analysis.failures import CompileFailure, describe_failure
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.cache import CACHE_HIT_NOTE
from inductor_explorer.model.counts import GraphCounts
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import GraphKey, GraphSource
from inductor_explorer.model.run import DebugTree
from inductor_explorer.model.trace import TORCH_COMPILE, is_graph_break_failure, run_kinds
from inductor_explorer.state import ExplorerState
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.presenters.fusion import fusion_totals
from inductor_explorer.tui.presenters.repro import minified_line

MAX_PROBLEMS = 200  # a broken file can yield thousands; the first ones say what is wrong


def _problems(text: Text, problems: list[Problem], base: Path | None = None, unread: str = "") -> None:
    """The problems section; UNREAD: what has not been read yet (its problems are not counted)."""
    so_far = f" so far; {unread}" if unread else ""
    text.append(f"\nProblems found while loading ({len(problems)}{so_far})\n", "bold")
    if not problems:
        text.append("  none\n")
    for p in problems[:MAX_PROBLEMS]:
        file = p.file
        if base is not None and file.startswith(f"{base}/"):
            file = file[len(str(base)) + 1 :]  # the folder is printed above; keep the line short
        where = f"{file}:{p.line}" if p.line else file
        text.append(f"  {inert_line(where)}: {inert_line(p.message)}\n")
    if len(problems) > MAX_PROBLEMS:
        text.append(f"  … and {len(problems) - MAX_PROBLEMS} more\n")


def session_problems(
    session: DebugTree, loaded: dict[GraphKey, LoadedGraph], runs: list[RunTraces] | None
) -> tuple[list[Problem], str]:
    """Every problem met loading SESSION that is known yet, in summary's order (the session's, then per run
    its graphs' and its trace logs'), and what is not read yet ("" when everything is: then they are the
    problems `summary` lists)."""
    problems = list(session.problems)
    for r, run in enumerate(session.runs):
        for g in range(len(run.graphs)):
            if (r, g) in loaded:
                problems.extend(loaded[(r, g)].problems)
        if runs is not None and r < len(runs):
            problems.extend(runs[r].problems)
    total = sum(len(run.graphs) for run in session.runs)
    unread = []
    if len(loaded) < total:
        unread.append(f"{len(loaded)} of {total} graphs read (open a graph to read it)")
    if runs is None and any(run.trace_logs for run in session.runs):
        unread.append("the trace logs are being read")
    return problems, "; ".join(unread)


def session_overview(
    session: DebugTree,
    extra_traces: list[Path],
    loaded: dict[GraphKey, LoadedGraph] | None = None,
    runs: list[RunTraces] | None = None,
) -> Text:
    """Runs, graphs and trace logs of the session, and the problems met loading what was read of it
    (LOADED: the graphs parsed so far; RUNS: the trace logs, once read)."""
    text = Text()
    text.append(f"{inert_line(str(session.path))}\n", "bold")
    for run in session.runs:
        text.append(f"\nRun {inert_line(run.name)}" + (f" (pid {run.pid})" if run.pid else "") + "\n", "bold")
        for folder in run.graphs:
            files = counted(len(folder.files), "artifact file")
            text.append(f"  {inert_line(folder.name)}  {folder.kind or 'graph'}  {files}\n")
        if not run.graphs:
            text.append("  no compiled graphs\n")
        for log in run.trace_logs:
            text.append(f"  trace log ({log.kind}): {inert_line(log.path.name)}\n")
    if not any(run.graphs for run in session.runs):
        text.append("\nNo compiled graph folders: only trace logs. 8: graph breaks · 9: compiles\n", "bold")
    if extra_traces:
        text.append(f"\nExtra trace logs: {', '.join(inert_line(str(p)) for p in extra_traces)}\n")
    problems, unread = session_problems(session, loaded or {}, runs)
    _problems(text, problems, unread=unread)
    return text


def compile_line(traces: RunTraces, key: GraphKey, graph: CompiledGraph | None = None) -> Text | None:
    """`compile 0/0 · forward · ok · 2 graph breaks in this compile`, from the run's trace logs; a failed
    compile adds which op failed and why (GRAPH: the graph's parse, whose kernels a compiler error names).

    None when the run has no trace log.
    """
    if not traces.traces:
        return None
    frame = traces.compiles.get(traces.graph_compiles.get(key, ""))
    if frame is None:
        made = run_kinds(traces.traces)
        if not traces.compiles and made and TORCH_COMPILE not in made:
            return Text(f"  compile: none by Dynamo: the trace log is of {' and '.join(made)}")
        return Text("  compile: no compile record of the trace log names this graph")
    breaks = len(frame.breaks)
    text = Text("  compile: ").append(frame.key, "bold")
    text.append(f" (trace log) · {inert_line(frame.function or '?')} · {frame.status} · ")
    text.append(f"{breaks} graph break{'s' if breaks != 1 else ''} in this compile", "bold" if breaks else "")
    if frame.recompiles:
        text.append(" · recompiled (a guard failed)")
    text.append(" · 9: Compile view")
    for attempt in frame.attempts:
        metrics = attempt.metrics
        if metrics is not None and metrics.failed and not is_graph_break_failure(metrics.fail_type):
            text.append("\n").append_text(
                failure_lines(describe_failure(metrics.fail_type, metrics.fail_reason, graph))
            )
    return text


def failure_lines(failure: CompileFailure) -> Text:
    """`  failed: InductorError: CppCompileError: …` then the op, the kernel and the compiler's error."""
    text = Text("  failed: ", "bold").append(
        f"{inert_line(failure.fail_type or '?')}: {inert_line(failure.headline)}"
    )
    ops = ", ".join(failure.ops) or (f"{failure.named_ops} (the kernel's name)" if failure.named_ops else "")
    if ops:
        text.append("\n  failing op: ", "bold").append(inert_line(ops))
    if failure.kernel:
        text.append(f"\n  in kernel: {inert_line(failure.kernel)} (output_code.py)")
    if failure.compiler_error:
        text.append(f"\n  compiler: error: {inert_line(failure.compiler_error)}")
    if failure.code:
        text.append(f"\n  rejected line: {inert_line(failure.code)}")
    return text


def count_rows(counts: GraphCounts, graph: CompiledGraph) -> list[tuple[str, int]]:
    """The Counts section's rows: (label padded to one width, number); sub-rows (a part of the row above,
    another definition of it, the kernels by kind) sit two columns deeper."""
    rows: list[tuple[str, int]] = [("FX nodes", counts.fx_nodes or 0)]
    if counts.fx_nodes:
        rows.append(("  without placeholders/output", counts.fx_nodes_without_placeholders_output or 0))
        if counts.fx_subgraphs:
            rows.append(("  in the top-level graph", counts.fx_top_level_nodes or 0))
    rows.append(("kernels", len(counts.kernels)))
    rows.extend((f"  {label}", n) for label, n in kernels_by_label(graph).items())
    rows.append(("extern calls", counts.extern_calls or 0))
    if counts.fallback_calls:
        rows.append(("  of which fallbacks", counts.fallback_calls))
    buffers = buffer_counts(graph)
    rows += [
        ("buffers", buffers.buffers),
        ("buffers never allocated", buffers.never_allocated),
        ("call() steps", counts.call_steps or 0),
    ]
    width = max(len(label) for label, _ in rows) + 2
    return [(f"{label:<{width}}", n) for label, n in rows]


def graph_overview(
    loaded: LoadedGraph, traces: RunTraces | None = None, unread: str | None = None, costs: Text | None = None
) -> Text:
    """Counts, torch version, compile id, incomplete files and problems of one graph.

    TRACES: what the trace logs of its run say; READING: they are still being read; COSTS: the graph's
    estimated costs section (the Costs view's `graph_costs_text`), shown after the counts.
    """
    folder, graph = loaded.folder, loaded.graph
    text = Text()
    text.append(f"{inert_line(folder.name)}\n", "bold")
    text.append(f"  kind: {folder.kind or 'unknown'}")
    if folder.aot_id is not None:
        text.append(f" · AOT id {folder.aot_id}")
    text.append("\n")
    line = compile_line(traces, loaded.key, graph) if traces is not None else None
    if unread is not None:
        line = Text(f"  compile: {inert_line(unread)}", "italic")
    if line is not None:
        text.append_text(line).append("\n")
    # A compile the trace log alone holds has no folder: its "path" is the log.
    where = "trace log" if folder.source is GraphSource.TRACE else "folder"
    text.append(f"  {where}: {inert_line(str(folder.path))}\n")
    if folder.cache_hit and folder.source is GraphSource.TRACE:
        text.append(f"  cache: {CACHE_HIT_NOTE}\n")
    if graph is not None:
        text.append(f"  torch: {graph.torch_version or 'unknown (no fx_graph_runnable.py header)'}\n")
        text.append("\nCounts\n", "bold")
        counts = graph_counts(graph)
        for label, n in count_rows(counts, graph):
            text.append(f"  {label}{n}\n")
        if graph.post_fusion is not None:
            text.append("  fusion: ").append(fusion_totals(counts)).append("\n")
        if graph.incomplete:
            text.append("\n  Incomplete: compile stopped before code generation (FX graphs only)\n", "bold")
        if costs is not None:
            text.append_text(costs)
    text.append("\nFiles\n", "bold")
    for name in sorted(folder.files):
        text.append(f"  {inert_line(name)}\n")
    for name in folder.extra_files:
        text.append(f"  {inert_line(name)} (not read)\n", "italic")
    _problems(text, loaded.problems, folder.path)
    return text


def session_page(state: ExplorerState) -> Text:
    """The Overview before a graph is chosen: the session's runs, graphs, trace logs and problems."""
    return session_overview(state.tree, state.extra_traces, state.loaded, state.run_traces)


def graph_page(state: ExplorerState, loaded: LoadedGraph, costs: Text | None = None) -> Text:
    """The Overview of LOADED: graph_overview with what its run's trace logs say (once read) and, for a
    graph a minifier launcher was written for, the minifier's line."""
    runs = state.run_traces
    traces = runs[loaded.key[0]] if runs is not None and loaded.key[0] < len(runs) else None
    text = graph_overview(loaded, traces, unread=state.traces_note, costs=costs)
    line = minified_line(state.minifier, loaded.folder)
    if line is not None:
        text.append("\n").append_text(line)
    return text
