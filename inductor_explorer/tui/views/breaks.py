"""Breaks view: distinct graph breaks, most damaging first → their occurrences; the user's line and the fix."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static, Tree

from inductor_explorer.analysis.breaks import CATEGORY_ADVICE, BreakDiagnosis, DistinctBreak
from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.counts import break_counts
from inductor_explorer.analysis.recompiles import diagnose_recompile
from inductor_explorer.loader.files import context_lines
from inductor_explorer.model.trace import Recompile
from inductor_explorer.report.breaks import advice_lines, recompile_lines
from inductor_explorer.report.text import inert, inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree

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
    label = Text(break_title(group), "bold")
    label.append(f"  ×{group.occurrences}")
    location = group.first.location
    if location is not None:
        label.append(f" · {inert_line(Path(location.file).name)}:{location.line}")
    if group.category:
        label.append(f" · {group.category}", "italic")
    return label


def _recompile_reason(recompile: Recompile) -> str:
    reasons = [
        (f"{f.compile_id}: " if f.compile_id else "") + f.reason.splitlines()[0].split("  #")[0].strip()
        for f in recompile.failures
    ]
    return inert_line("; ".join(reasons) or "?")


def break_detail(group: DistinctBreak, diagnosis: BreakDiagnosis | None = None) -> Text:
    """Where, why and how to fix GROUP; the traceback of DIAGNOSIS (an occurrence), else of the first."""
    d = diagnosis or group.first
    gb = d.graph_break
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
    location = d.location
    if location is not None:
        where = inert_line(str(location)) + (
            f" in {inert_line(location.function)}" if location.function else ""
        )
        text.append("\nat ", "bold").append(f"{where}\n")
        context = context_lines(location)
        if context:
            for number, line in context:
                mark = "▶" if number == location.line else " "
                text.append(f" {mark}{number:>5} │ ", "bold" if mark != " " else "dim")
                text.append(f"{inert_line(line)}\n", "bold" if mark != " " else "")
        elif location.code:
            text.append(f"    {inert_line(location.code)}\n")
            text.append("    (the file is not here: only the logged line is shown)\n", "dim")
    if gb.location is not None and gb.location != location:
        function = f" in {inert_line(gb.location.function)}" if gb.location.function else ""
        text.append("broke in ", "bold").append(
            f"{inert_line(str(gb.location))}{function} (torch or a library; s: the full stack)\n"
        )
    if gb.reason and gb.reason != d.gb_type:
        text.append("\nreason: ", "bold").append(f"{inert_line(gb.reason)}\n")
    if gb.explanation:
        text.append("\nwhy: ", "bold").append(f"{inert(gb.explanation)}\n")
    for hint in gb.hints:
        text.append("hint: ", "bold").append(f"{inert(hint)}\n")
    if d.category:
        inferred = " (inferred: no hint says)" if d.category_inferred else ""
        text.append("\ncategory: ", "bold").append(
            f"{d.category}{inferred} — {CATEGORY_ADVICE.get(d.category, '')}\n"
        )
    fixes = advice_lines(
        d.advice, d.remedy.text if d.remedy else None, d.remedy.title if d.remedy else None, ""
    )
    if fixes:
        text.append("\n")
        for line in fixes:
            text.append(f"{line}\n", "bold" if line.startswith(("fix ", "seen:", "check", "or:")) else "")
    for chained in gb.chained:
        what = " ".join(p for p in (chained.gb_id, chained.gb_type or chained.reason) if p)
        text.append("then: ", "bold").append(f"{inert_line(what)}\n")
    if d.doc_url:
        text.append("docs: ", "bold").append(f"{inert_line(d.doc_url)}\n")
    if group.compile_ids:
        text.append("\ncompile ids: ", "bold").append(inert_line(", ".join(group.compile_ids)))
        text.append("  (enter on an occurrence: its compile)\n", "dim")
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


class BreakTree(EllipsisTree):
    """Distinct breaks → occurrences; `enter` on an occurrence or a recompile opens its compile, on a distinct
    break the compile of its first occurrence."""

    BINDINGS = [
        Binding("j,down", "cursor_down", "Down", show=False),
        Binding("k,up", "cursor_up", "Up", show=False),
        Binding("g,home", "first", "First", show=False, tooltip="The first line of the list"),
        Binding("G,end", "last", "Last", show=False, tooltip="The last line of the list"),
        Binding(
            "enter", "select_cursor", "Compile", tooltip="Open the compile of the occurrence or recompile"
        ),
        Binding("space", "toggle_node", "Fold", show=False, tooltip="Fold / unfold the break's occurrences"),
    ]

    def action_first(self) -> None:
        self.cursor_line = 0

    def action_last(self) -> None:
        self.cursor_line = self.last_line


class BreakDetail(VerticalScroll):
    """The detail pane: vi keys scroll it as the arrows do."""

    BINDINGS = [
        Binding("j", "scroll_down", "Down", show=False),
        Binding("k", "scroll_up", "Up", show=False),
        Binding("g", "scroll_home", "Top", show=False),
        Binding("G", "scroll_end", "Bottom", show=False),
    ]


class BreaksView(View):
    """Every graph break of the session's trace logs: where it is in the user's code, why, and the fix.

    Targets are `run:group` (a distinct break) or `run:group:occurrence`; node data carry the same.
    """

    VIEW_ID = "breaks"
    SEARCH_PANE = "#breaks-tree"
    BINDINGS = [
        Binding("s", "stack", "Stack", tooltip="Scroll the detail pane to the break's full traceback")
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self._stack_shown = False  # the detail pane ends in a traceback (`s` scrolls to it)

    def compose(self) -> ComposeResult:
        yield Static(id="breaks-title", classes="view-title")
        with Horizontal(id="breaks-body"):
            tree: BreakTree = BreakTree("breaks", id="breaks-tree", classes="pane")
            tree.show_root = False
            tree.auto_expand = False
            yield tree
            with BreakDetail(id="breaks-detail", classes="pane"):
                yield Static(id="breaks-detail-text")
                yield Static(id="breaks-detail-stack")

    def _runs(self) -> list[RunTraces] | None:
        return self.explorer.state.run_traces

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        runs = self._runs()
        tree = self.query_one(BreakTree)
        if runs is not self._shown:
            self._shown = runs
            self._fill(tree, runs)
        if target:
            node = self._node_for(tree, target)
            if node is not None:
                if node.parent is not None:
                    node.parent.expand()
                tree.move_cursor(node)
                tree.scroll_to_node(node, animate=False)
        self._detail(tree.cursor_node)

    def _fill(self, tree: BreakTree, runs: list[RunTraces] | None) -> None:
        tree.clear()
        title = self.query_one("#breaks-title", Static)
        detail = self.query_one("#breaks-detail-text", Static)
        if runs is None:
            title.update(Text("reading the trace logs…", "italic"))
            detail.update("")
            return
        # Counted over the whole session, as `breaks` counts them: a break in two runs is one distinct break.
        counts = break_counts([d for r in runs for d in r.diagnoses], sum(len(r.recompiles) for r in runs))
        breaks, recompiles = counts.graph_breaks, counts.recompiles
        if not any(r.traces for r in runs):
            title.update(Text("No trace log in this session: no graph breaks to show."))
            detail.update(Text(NO_TRACE))
            return
        title.update(
            Text(
                f"{breaks} graph break(s), {counts.distinct} distinct, most damaging first · "
                f"{recompiles} recompile(s) · enter: the compile"
            )
        )
        if not breaks and not recompiles:
            detail.update(
                Text(
                    "No graph breaks and no recompiles in the trace logs: Dynamo captured every frame "
                    "whole, once. 9: the Compile view lists the compiles."
                )
            )
        for run in runs:
            parent = tree.root
            if len(runs) > 1:
                name = self.explorer.state.session.runs[run.run].name
                count = len(run.diagnoses)
                parent = tree.root.add(
                    Text(
                        f"{inert_line(name)} ({count} break{'' if count == 1 else 's'}, "
                        f"{len(run.distinct)} distinct in this run)",
                        "bold",
                    ),
                    expand=True,
                )
            for g, group in enumerate(run.distinct):
                branch = parent.add(group_label(group), data=f"{run.run}:{g}", expand=True)
                for o, diagnosis in enumerate(group.diagnoses):
                    cid = diagnosis.graph_break.compile_id
                    frame = run.compiles.get(cid.frame_key) if cid else None
                    label = Text(f"compile {cid}" if cid else "compile ?")
                    if frame is not None and frame.function:
                        label.append(f" · {inert_line(frame.function)}", "dim")
                    branch.add_leaf(label, data=f"{run.run}:{g}:{o}")
            if run.recompiles:
                branch = parent.add(
                    Text(f"Recompiles ({len(run.recompiles)})", "bold"),
                    data=f"{run.run}:recompiles",
                    expand=False,
                )
                for i, recompile in enumerate(run.recompiles):
                    branch.add_leaf(
                        Text(f"compile {recompile.compile_id or '?'}: {_recompile_reason(recompile)}"),
                        data=f"{run.run}:r:{i}",
                    )
        # The first line with something to show (a run's header has nothing of its own).
        tree.cursor_line = next(
            (
                n
                for n in range(tree.last_line + 1)
                if (node := tree.get_node_at_line(n)) is not None and node.data
            ),
            0,
        )

    def _node_for(self, tree: BreakTree, target: str):
        stack = list(tree.root.children)
        while stack:
            node = stack.pop(0)
            if node.data == target:
                return node
            stack.extend(node.children)
        return None

    def _resolve(self, data: str | None) -> tuple[RunTraces, list[str]] | None:
        runs = self._runs()
        if not data or runs is None:
            return None
        run, *rest = data.split(":")
        if not run.isdigit() or int(run) >= len(runs):
            return None
        return runs[int(run)], rest

    def _detail(self, node) -> None:
        detail = self.query_one("#breaks-detail-text", Static)
        found = self._resolve(node.data if node is not None else None)
        if found is None:
            return
        run, rest = found
        self._stack_shown = False
        self.query_one("#breaks-detail-stack", Static).update("")
        if rest and rest[0] == "recompiles":
            detail.update(
                Text(
                    f"{len(run.recompiles)} recompile(s): a guard of an earlier compile failed. "
                    "enter on one opens its compile."
                )
            )
        elif rest and rest[0] == "r":
            recompile = run.recompiles[int(rest[1])]
            frame = run.compiles.get(recompile.compile_id.frame_key) if recompile.compile_id else None
            text = Text(f"Recompile {recompile.compile_id or '?'}: guard failures and their fixes\n", "bold")
            for line in recompile_lines(diagnose_recompile(recompile, frame.function if frame else None))[1:]:
                text.append(f"{line.removeprefix('  ')}\n")
            detail.update(text)
        elif rest:
            group = run.distinct[int(rest[0])]
            diagnosis = group.diagnoses[int(rest[1])] if len(rest) > 1 else None
            detail.update(break_detail(group, diagnosis))
            stack = break_stack(diagnosis or group.first)
            self._stack_shown = bool(stack.plain)
            self.query_one("#breaks-detail-stack", Static).update(stack)
        self.query_one("#breaks-detail").scroll_home(animate=False)

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        event.stop()
        self._detail(event.node)

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        found = self._resolve(event.node.data)
        if found is None:
            return
        run, rest = found
        compile_id = None
        if len(rest) == 2 and rest[0] == "r":
            compile_id = run.recompiles[int(rest[1])].compile_id
        elif len(rest) == 2:
            compile_id = run.distinct[int(rest[0])].diagnoses[int(rest[1])].graph_break.compile_id
        elif len(rest) == 1 and rest[0].isdigit():  # a distinct break: the compile of its first occurrence
            compile_id = next(
                (
                    d.graph_break.compile_id
                    for d in run.distinct[int(rest[0])].diagnoses
                    if d.graph_break.compile_id is not None
                ),
                None,
            )
        if compile_id is not None:
            self.post_message(Navigate("compile", f"{run.run}:{compile_id.frame_key}"))
        elif rest and rest[0] != "recompiles":
            self.notify(
                "The log names no compile id for this one (pasted log text, or an old torch).",
                severity="warning",
                timeout=4,
            )

    def action_stack(self) -> None:
        """Show the full traceback of the break under the cursor (the location above is the user's frame)."""
        stack = self.query_one("#breaks-detail-stack", Static)
        if not self._stack_shown:
            self.notify("The log records no traceback for this one.", timeout=3)
            return
        self.query_one("#breaks-detail", BreakDetail).scroll_to_widget(stack, animate=False, top=True)

    def current_target(self) -> str | None:
        node = self.query_one(BreakTree).cursor_node
        return node.data if node is not None else None

    def default_focus(self):
        return self.query_one(BreakTree)
