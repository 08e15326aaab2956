"""Diff view: this session against the one given with `--compare`: the before/after table and what changed."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.analysis.diff import BreakEntry, RunDiff, cross_run_key
from inductor_explorer.report.cache import key_changes_text
from inductor_explorer.report.diff import ROWS, break_line, change_cell, count_cell, kernel_line
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph, graph_folders
from inductor_explorer.tui.location import GraphKey
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.key_table import KeyTable
from inductor_explorer.tui.widgets.link_list import Link, LinkList


def change_style(old, new, better: str, worse: str) -> str:
    """Every row is `lower is better`: BETTER style when it went down, WORSE when up."""
    if old is None or new is None or old == new:
        return ""
    return better if new < old else worse


def diff_links(
    diff: RunDiff,
    graphs: tuple[list[str], list[str]],
    break_target: Callable[[BreakEntry], str | None] = lambda entry: None,
    graph_key: Callable[[str], GraphKey | None] = lambda name: None,
    better: str = "",
    worse: str = "",
) -> list[Link]:
    """Graphs on each side, graph breaks removed / added / still there, kernels removed / added.

    What is in this session (before) leads there: a break to the Breaks view (BREAK_TARGET: its target
    there), a kernel to the Kernel view of its graph (GRAPH_KEY: the graph's key, by folder name). What only
    the compared run holds is plain text. BETTER and WORSE style the breaks that went away and the new ones.
    """
    links: list[Link] = []
    before, after = graphs
    # Graph folder names carry a counter, not what the graph holds: list both sides rather than match them.
    for side, names in (("before", before), ("after", after)):
        links.append(
            Link(Text.assemble((f"Graphs {side} ({len(names)}): ", "bold"), inert_line(", ".join(names))))
        )
    if diff.before.graph_breaks is None or diff.after.graph_breaks is None:
        missing = "before" if diff.before.graph_breaks is None else "after"
        links.append(
            Link(Text(f"Graph breaks: not compared (no trace log in the {missing} run)"), heading=True)
        )
    else:
        for title, mark, entries, style in (
            ("removed", "-", diff.graph_breaks_removed, better),
            ("added", "+", diff.graph_breaks_added, worse),
            ("still there", "=", diff.graph_breaks_unchanged, ""),
            ("moved to another file", "~", diff.graph_breaks_moved, ""),
        ):
            if mark == "~" and not entries:
                continue  # only fixes saved under a new file name move breaks: no heading for the usual case
            links.append(Link(Text(f"Graph breaks {title}: {len(entries)}"), heading=True))
            for entry in entries:
                target = ("breaks", break_target(entry)) if mark != "+" else None
                links.append(Link(Text(break_line(mark, entry), style), target))
    for title, mark, changes in (("removed", "-", diff.kernels_removed), ("added", "+", diff.kernels_added)):
        links.append(Link(Text(f"Kernels {title}: {sum(c.count for c in changes)}"), heading=True))
        for change in changes:
            first = change.kernels[0] if change.kernels else None
            key = graph_key(first.graph) if first is not None and mark == "-" else None
            target = ("kernels", first.name) if first is not None and key else None
            links.append(Link(Text(kernel_line(mark, change)), target, graph=key))
    links.append(Link(Text(f"Kernels unchanged (same ops): {diff.kernels_unchanged}")))
    if diff.externs_added or diff.externs_removed:
        links.append(
            Link(
                Text(
                    "Extern calls: "
                    + inert_line(
                        ", ".join(
                            [f"-{n} {name}" for name, n in diff.externs_removed.items()]
                            + [f"+{n} {name}" for name, n in diff.externs_added.items()]
                        )
                    )
                )
            )
        )
    cache = key_changes_text(diff.cache)
    if cache:
        links.append(Link(Text(cache[0]), heading=True))
        links.extend(Link(Text(line)) for line in cache[1:])
    if diff.problems:
        links.append(
            Link(
                Text(
                    f"{len(diff.problems)} problem(s) reading the trace logs (inductor-explore diff "
                    "--json lists them)",
                    "italic",
                )
            )
        )
    return links


class DiffView(View):
    """The before/after table of two runs (this one before, `--compare OTHER` after) and what changed."""

    VIEW_ID = "diff"
    SEARCH_PANE = None

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: RunDiff | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="diff-title", classes="view-title")
        table: KeyTable = KeyTable(id="diff-table", classes="pane", cursor_type="row", zebra_stripes=True)
        yield table
        yield LinkList(id="diff-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        app = self.app
        state = self.explorer.state
        diff = state.diff
        title = self.query_one("#diff-title", Static)
        table = self.query_one(KeyTable)
        table.display = diff is not None
        self.query_one(LinkList).display = diff is not None
        if diff is None:
            compare = state.compare
            if compare is None:
                title.update(
                    Text(
                        "Nothing to compare: open two runs with "
                        "`inductor-explore BEFORE --compare AFTER` to see what a fix changed."
                    )
                )
            else:
                title.update(Text(inert_line(state.diff_status or f"comparing with {compare}…")))
            self._shown = None
            return
        if diff is self._shown:
            return
        self._shown = diff
        title.update(
            Text.assemble(
                ("before: ", "bold"),
                inert_line(diff.before.path),
                "\n",
                ("after:  ", "bold"),
                inert_line(diff.after.path),
            )
        )
        # Theme colours, so every theme (and NO_COLOR) reads well.
        better = f"bold {app.theme_variables.get('text-success', '')}".strip()
        worse = f"bold {app.theme_variables.get('text-error', '')}".strip()
        self._fill_table(diff)
        keys: dict[str, GraphKey] = {}
        for key, folder in graph_folders(self.explorer.state.session):
            keys.setdefault(folder.name, key)
        self.query_one(LinkList).set_links(
            diff_links(diff, state.diff_graphs, self._break_target, keys.get, better, worse)
        )

    def _fill_table(self, diff: RunDiff) -> None:
        """The before/after rows, the words cut (…) so that the numbers fit beside them and the scrollbar."""
        app = self.app
        better = f"bold {app.theme_variables.get('text-success', '')}".strip()
        worse = f"bold {app.theme_variables.get('text-error', '')}".strip()
        table = self.query_one(KeyTable)
        if not table.size.width:  # shown just now: not laid out yet, so its width is unknown
            self.call_after_refresh(self._fill_table, diff)
        table.clear(columns=True)
        rows = [(words, getattr(diff.before, attr), getattr(diff.after, attr)) for attr, words in ROWS]
        for kind in sorted(set(diff.before.kernels_by_kind) | set(diff.after.kernels_by_kind)):
            rows.append(
                (
                    f"  {kind} kernels",
                    diff.before.kernels_by_kind.get(kind, 0),
                    diff.after.kernels_by_kind.get(kind, 0),
                )
            )
        cells = [
            (
                words,
                count_cell(old),
                count_cell(new),
                change_cell(old, new),
                change_style(old, new, better, worse),
            )
            for words, old, new in rows
        ]
        numbers = (
            sum(
                max(len(header), *(len(c[i]) for c in cells))
                for i, header in ((1, "before"), (2, "after"), (3, "change"))
            )
            if cells
            else 0
        )
        # Four columns of one cell of padding each side, and the vertical scrollbar's two cells.
        room = table.size.width - numbers - 2 * 4 - 2
        longest = max((len(c[0]) for c in cells), default=0)
        width = max(8, room) if table.size.width and room < longest else None
        table.add_column("", width=width)
        table.add_columns("before", "after", "change")
        for words, old, new, change, style in cells:
            label = Text(words, no_wrap=True, overflow="ellipsis")
            if width is not None:
                label.truncate(width, overflow="ellipsis")
            table.add_row(
                label,
                Text(old, justify="right"),
                Text(new, justify="right"),
                Text(change, style, justify="right"),
            )

    def on_resize(self) -> None:
        if self._shown is not None:
            self._fill_table(self._shown)

    def _break_target(self, entry: BreakEntry) -> str | None:
        """The Breaks view's node for ENTRY (`run:group`), once the trace logs are read."""
        for run in self.explorer.state.run_traces or []:
            for g, group in enumerate(run.distinct):
                if any(cross_run_key(d) == entry.key for d in group.diagnoses):
                    return f"{run.run}:{g}"
        return None

    def default_focus(self):
        return self.query_one(LinkList) if self._shown is not None else None
