"""Breaks view: distinct graph breaks, most damaging first → their occurrences; the user's line and the
fix. The user's lines around a break are read by the session in a worker (the detail says so meanwhile)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static, Tree
from textual.widgets.tree import TreeNode

from inductor_explorer.analysis.breaks import BreakDiagnosis, DistinctBreak
from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.trace import CompileId
from inductor_explorer.session import Session
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.breaks import (
    SourceContext,
    break_detail,
    break_stack,
    breaks_heading,
    detail_location,
    group_label,
    occurrence_label,
    recompile_detail,
    recompile_label,
    recompiles_detail,
    recompiles_label,
    run_label,
)
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import TextScroll, View
from inductor_explorer.tui.widgets.ellipsis_tree import EllipsisTree


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


#: Occurrences (or recompiles) a branch lists before a `… N more` line (enter lists the next ones): a 2 GB
#: log's 14,000 recompiles listed at once held the app's thread 1.4 s.
BRANCH_CAP = 200


@dataclass(frozen=True)
class _Listing:
    """Rows of BRANCH from START on: GROUP's occurrences (a distinct break of RUN), or RUN's recompiles when
    GROUP is None; MORE is the `… N more` line standing for them."""

    branch: TreeNode[str]
    run: RunTraces
    rank: int | None
    group: int | None
    start: int
    more: TreeNode[str] | None = None

    def holds(self, target: str) -> bool:
        """TARGET (`run:group:occurrence`, `run:r:index`) is one of these rows."""
        parts = target.split(":")
        kind = "r" if self.group is None else str(self.group)
        return (
            len(parts) == 3
            and parts[:2] == [str(self.run.run), kind]
            and parts[2].isdigit()
            and int(parts[2]) >= self.start
        )


#: A row of the Breaks view, by what it shows rather than where (rows move as the logs grow and distinct
#: breaks are ranked again): ("group", run, key), ("break", run, key, its BreakDiagnosis), ("recompiles",
#: run), ("recompile", run, its Recompile). A followed log's records and diagnoses stay the same objects.
_Anchor = tuple


@dataclass(frozen=True)
class _Place:
    """Where the user is in the Breaks view: the row under the cursor, its line on the screen, and the
    branches unfolded (True) or folded."""

    anchor: _Anchor
    row: int
    unfolded: dict[_Anchor, bool]


def _resolved(runs: list[RunTraces] | None, data: str | None) -> tuple[RunTraces, list[str]] | None:
    """The run of RUNS that node data DATA names, and the rest of DATA's parts."""
    if not data or runs is None:
        return None
    run, *rest = data.split(":")
    if not run.isdigit() or int(run) >= len(runs):
        return None
    return runs[int(run)], rest


def _anchor(runs: list[RunTraces] | None, data: str | None) -> _Anchor | None:
    """The row whose node data is DATA (`run:group`, `run:group:occurrence`, `run:recompiles`, `run:r:index`)
    in the view of RUNS, by what it shows."""
    found = _resolved(runs, data)
    if found is None:
        return None
    traces, rest = found
    if rest == ["recompiles"]:
        return ("recompiles", traces.run)
    if len(rest) == 2 and rest[0] == "r" and rest[1].isdigit():
        recompiles = traces.recompiles
        return ("recompile", traces.run, recompiles[int(rest[1])]) if int(rest[1]) < len(recompiles) else None
    if not rest or not rest[0].isdigit() or int(rest[0]) >= len(traces.distinct):
        return None
    group = traces.distinct[int(rest[0])]
    if len(rest) == 1:
        return ("group", traces.run, group.key)
    if len(rest) == 2 and rest[1].isdigit() and int(rest[1]) < len(group.diagnoses):
        return ("break", traces.run, group.key, group.diagnoses[int(rest[1])])
    return None


def _data_of(runs: list[RunTraces] | None, anchor: _Anchor) -> str | None:
    """The node data of ANCHOR's row in the view of RUNS (the row of its distinct break when the
    occurrence is gone); None when the row is not there."""
    kind, run = anchor[0], anchor[1]
    if runs is None or run >= len(runs):
        return None
    traces = runs[run]
    if kind == "recompiles":
        return f"{run}:recompiles"
    if kind == "recompile":
        index = next((i for i, r in enumerate(traces.recompiles) if r is anchor[2]), None)
        return f"{run}:r:{index}" if index is not None else None
    group = next((g for g, d in enumerate(traces.distinct) if d.key == anchor[2]), None)
    if group is None:
        return None
    if kind == "break":
        index = next((i for i, d in enumerate(traces.distinct[group].diagnoses) if d is anchor[3]), None)
        if index is not None:
            return f"{run}:{group}:{index}"
    return f"{run}:{group}"


class BreakDetail(TextScroll):
    """The detail pane: vi keys scroll it as the arrows do."""


class BreaksView(View):
    """Every graph break of the session's trace logs: where it is in the user's code, why, and the fix.

    Targets are `run:group` (a distinct break) or `run:group:occurrence`; node data carry the same.
    """

    SEARCH_PANE = "#breaks-tree"
    BINDINGS = [
        Binding("s", "stack", "Stack", tooltip="Scroll the detail pane to the break's full traceback")
    ]

    @dataclass
    class ContextRead(Message):
        """The user's lines around LOCATION were read: CONTEXT."""

        location: SourceLocation
        context: SourceContext

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self._unread = ""  # what the title said while the trace logs were not read
        self._stack_shown = False  # the detail pane ends in a traceback (`s` scrolls to it)
        self._contexts: dict[SourceLocation, SourceContext] = {}  # the user's lines read, by location
        self._asked: set[SourceLocation] = set()  # the locations whose lines the session is reading
        self._reading: tuple[DistinctBreak, BreakDiagnosis | None] | None = (
            None  # the detail waiting for them
        )
        self._more: dict[int, _Listing] = {}  # `… N more` line's id -> the rows it stands for
        self._last_target: str | None = None  # the target of the last show

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
        unread = self.explorer.state.traces_unread
        asked = target
        if runs is not self._shown or unread != self._unread:
            # Shown again with what the logs appended (the target as last time): the user's place is kept.
            place = self._place(tree) if asked == self._last_target and self._shown is not None else None
            self._shown, self._unread = runs, unread
            self._fill(tree, runs)
            if place is not None and self._keep(tree, place):
                target = None
        self._last_target = asked
        if target:
            node = self._node_for(tree, target)
            if node is not None:
                if node.parent is not None:
                    node.parent.expand()
                tree.last_line  # noqa: B018 - reading it numbers the lines, rows just listed included
                tree.move_cursor(node)
                tree.scroll_to_node(node, animate=False)
        self._detail(tree.cursor_node)

    def _fill(self, tree: BreakTree, runs: list[RunTraces] | None) -> None:
        tree.clear()
        self._more.clear()
        title, detail = breaks_heading(runs, self._unread)
        self.query_one("#breaks-title", Static).update(title)
        if detail is not None:
            self.query_one("#breaks-detail-text", Static).update(detail)
        if runs is None or not any(r.traces for r in runs):
            return
        ranks = self.explorer.state.session.tree.rank_labels()
        for run in runs:
            parent = tree.root
            rank = ranks.get(run.run)
            if len(runs) > 1:
                name = self.explorer.state.session.runs[run.run].name
                parent = tree.root.add(run_label(name, run, rank), expand=True)
            self._add_run(parent, run, rank)
        # The first line with something to show (a run's header has nothing of its own).
        tree.cursor_line = next(
            (
                n
                for n in range(tree.last_line + 1)
                if (node := tree.get_node_at_line(n)) is not None and node.data
            ),
            0,
        )

    def _place(self, tree: BreakTree) -> _Place | None:
        """Where the user is in TREE as it shows self._shown: the row under the cursor, its line on the
        screen, and the branches folded or unfolded; None when the cursor is on no row of its own."""
        node = tree.cursor_node
        anchor = _anchor(self._shown, node.data if node is not None else None)
        if node is None or anchor is None:
            return None
        unfolded = {}
        stack = list(tree.root.children)
        while stack:
            branch = stack.pop()
            stack.extend(branch.children)
            held = _anchor(self._shown, branch.data)
            if held is not None and held[0] in ("group", "recompiles"):
                unfolded[held] = branch.is_expanded
        return _Place(anchor, tree.cursor_line - round(tree.scroll_y), unfolded)

    def _keep(self, tree: BreakTree, place: _Place) -> bool:
        """Put the cursor back on PLACE's row in TREE (filled anew), on the same line of the screen, its
        branches folded or unfolded as they were; whether that row is still there."""
        runs = self._shown
        stack = list(tree.root.children)
        while stack:
            branch = stack.pop()
            stack.extend(branch.children)
            held = _anchor(runs, branch.data)
            if held is not None and held[0] in ("group", "recompiles") and held in place.unfolded:
                (branch.expand if place.unfolded[held] else branch.collapse)()
        data = _data_of(runs, place.anchor)
        node = self._node_for(tree, data) if data is not None else None
        if node is None:
            return False
        tree.last_line  # noqa: B018 - reading it numbers the lines, rows just listed included
        tree.move_cursor(node)
        tree.scroll_to(y=max(0, tree.cursor_line - place.row), animate=False, immediate=True)
        return True

    def _add_run(self, parent: TreeNode[str], run: RunTraces, rank: int | None) -> None:
        """RUN's distinct breaks with their occurrences, then its recompiles, under PARENT (each row naming
        RANK, in a session of several ranks)."""
        for g, group in enumerate(run.distinct):
            branch = parent.add(group_label(group), data=f"{run.run}:{g}", expand=True)
            self._list(_Listing(branch, run, rank, g, 0))
        if run.recompiles:
            branch = parent.add(recompiles_label(run), data=f"{run.run}:recompiles", expand=False)
            self._list(_Listing(branch, run, rank, None, 0))

    def _list(self, listing: _Listing) -> None:
        """BRANCH_CAP of LISTING's rows from its start, then a `… N more` line holding the rest."""
        run, rank, group, branch = listing.run, listing.rank, listing.group, listing.branch
        recompiles = run.recompiles if group is None else []  # a list made anew at each asking
        total = len(recompiles) if group is None else len(run.distinct[group].diagnoses)
        stop = min(total, listing.start + BRANCH_CAP)
        for i in range(listing.start, stop):
            if group is None:
                branch.add_leaf(recompile_label(recompiles[i], rank), data=f"{run.run}:r:{i}")
            else:
                diagnosis = run.distinct[group].diagnoses[i]
                branch.add_leaf(occurrence_label(run, diagnosis, rank), data=f"{run.run}:{group}:{i}")
        if stop < total:
            more = branch.add_leaf(Text(f"… {total - stop} more (enter: list them)", "italic"))
            self._more[more.id] = replace(listing, start=stop, more=more)

    def _list_more(self, more: TreeNode[str]) -> None:
        listing = self._more.pop(more.id)
        more.remove()
        self._list(listing)

    def _node_for(self, tree: BreakTree, target: str) -> TreeNode[str] | None:
        """The node of TARGET, its branch's rows listed up to it when it is past a `… N more` line."""
        while True:
            stack = list(tree.root.children)
            while stack:
                node = stack.pop(0)
                if node.data == target:
                    return node
                stack.extend(node.children)
            more = next((m.more for m in self._more.values() if m.holds(target)), None)
            if more is None:
                return None
            self._list_more(more)

    def _resolve(self, data: str | None) -> tuple[RunTraces, list[str]] | None:
        return _resolved(self._runs(), data)

    def _detail(self, node: TreeNode[str] | None) -> None:
        detail = self.query_one("#breaks-detail-text", Static)
        found = self._resolve(node.data if node is not None else None)
        if found is None:
            return
        run, rest = found
        self._stack_shown = False
        self._reading = None
        self.query_one("#breaks-detail-stack", Static).update("")
        if rest and rest[0] == "recompiles":
            detail.update(recompiles_detail(run))
        elif rest and rest[0] == "r":
            detail.update(recompile_detail(run, run.recompiles[int(rest[1])]))
        elif rest:
            group = run.distinct[int(rest[0])]
            diagnosis = group.diagnoses[int(rest[1])] if len(rest) > 1 else None
            detail.update(self._break_detail(group, diagnosis))
            stack = break_stack(diagnosis or group.first)
            self._stack_shown = bool(stack.plain)
            self.query_one("#breaks-detail-stack", Static).update(stack)
        self.query_one("#breaks-detail").scroll_home(animate=False)

    def _break_detail(self, group: DistinctBreak, diagnosis: BreakDiagnosis | None) -> Text:
        """The detail of GROUP (at DIAGNOSIS) with the user's lines around it, or saying they are being read
        (the session is asked for them: the detail is shown again when they come)."""
        location = detail_location(group, diagnosis)
        if location is None:
            return break_detail(group, diagnosis)
        if location in self._contexts:
            return break_detail(group, diagnosis, self._contexts[location])
        if location not in self._asked:
            self._asked.add(location)
            self._read_context(self.explorer.state.session, location)
        self._reading = (group, diagnosis)
        return break_detail(group, diagnosis, reading=True)

    @work(thread=True, exit_on_error=False, group="breaks-context")
    def _read_context(self, session: Session, location: SourceLocation) -> None:
        self.post_message(self.ContextRead(location, session.source_context(location)))

    def on_breaks_view_context_read(self, message: BreaksView.ContextRead) -> None:
        message.stop()
        self._contexts[message.location] = message.context
        self._asked.discard(message.location)
        if self._reading is not None and detail_location(*self._reading) == message.location:
            group, diagnosis = self._reading
            self._reading = None
            self.query_one("#breaks-detail-text", Static).update(
                break_detail(group, diagnosis, message.context)
            )

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted[str]) -> None:
        event.stop()
        self._detail(event.node)

    def on_tree_node_selected(self, event: Tree.NodeSelected[str]) -> None:
        event.stop()
        if event.node.id in self._more:
            self._list_more(event.node)
            return
        found = self._resolve(event.node.data)
        if found is None:
            return
        run, rest = found
        compile_id = self._compile_of(run, rest)
        if compile_id is not None:
            self.post_message(Navigate(ViewKind.COMPILE, f"{run.run}:{compile_id.frame_key}"))
        elif rest and rest[0] != "recompiles":
            self.notify(
                "The log names no compile id for this one (pasted log text, or an old torch).",
                severity="warning",
                timeout=4,
            )

    @staticmethod
    def _compile_of(run: RunTraces, rest: list[str]) -> CompileId | None:
        """The compile a node leads to: an occurrence's or a recompile's, a distinct break's first one."""
        if len(rest) == 2 and rest[0] == "r":
            return run.recompiles[int(rest[1])].compile_id
        if len(rest) == 2:
            return run.distinct[int(rest[0])].diagnoses[int(rest[1])].graph_break.compile_id
        if len(rest) == 1 and rest[0].isdigit():  # a distinct break: the compile of its first occurrence
            return next(
                (
                    d.graph_break.compile_id
                    for d in run.distinct[int(rest[0])].diagnoses
                    if d.graph_break.compile_id is not None
                ),
                None,
            )
        return None

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

    def default_focus(self) -> Widget | None:
        return self.query_one(BreakTree)
