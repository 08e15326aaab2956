"""Diff view: this session against the one given with `--compare`: the before/after table and what changed."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from inductor_explorer.analysis.diff import RunDiff
from inductor_explorer.report.diff import ROWS, _break_line, _cell, _change, _kernel_line
from inductor_explorer.report.text import inert_line
from inductor_explorer.tui.store import LoadedGraph
from inductor_explorer.tui.widgets.key_table import KeyTable
from inductor_explorer.tui.widgets.view import View


def change_style(old, new, better: str, worse: str) -> str:
    """Every row is `lower is better`: BETTER style when it went down, WORSE when up."""
    if old is None or new is None or old == new:
        return ""
    return better if new < old else worse


def diff_lists(diff: RunDiff, graphs: tuple[list[str], list[str]], better: str = "", worse: str = "") -> Text:
    """Graphs on each side, graph breaks removed / added / still there, kernels removed / added.

    BETTER and WORSE style the breaks that went away and the new ones.
    """
    text = Text()
    before, after = graphs
    # Graph folder names carry a counter, not what the graph holds: list both sides rather than match them.
    for side, names in (("before", before), ("after", after)):
        text.append(f"Graphs {side} ({len(names)}): ", "bold")
        text.append(inert_line(", ".join(names)) + "\n")
    text.append("\n")
    if diff.before.graph_breaks is None or diff.after.graph_breaks is None:
        missing = "before" if diff.before.graph_breaks is None else "after"
        text.append(f"Graph breaks: not compared (no trace log in the {missing} run)\n", "bold")
    else:
        for title, mark, entries, style in (("removed", "-", diff.graph_breaks_removed, better),
                                            ("added", "+", diff.graph_breaks_added, worse),
                                            ("still there", "=", diff.graph_breaks_unchanged, "")):
            text.append(f"Graph breaks {title}: {len(entries)}\n", "bold")
            for entry in entries:
                text.append(_break_line(mark, entry) + "\n", style)
    text.append("\n")
    text.append(f"Kernels removed: {sum(c.count for c in diff.kernels_removed)}\n", "bold")
    for change in diff.kernels_removed:
        text.append(_kernel_line("-", change) + "\n")
    text.append(f"Kernels added: {sum(c.count for c in diff.kernels_added)}\n", "bold")
    for change in diff.kernels_added:
        text.append(_kernel_line("+", change) + "\n")
    text.append(f"Kernels unchanged (same ops): {diff.kernels_unchanged}\n")
    if diff.externs_added or diff.externs_removed:
        text.append("Extern calls: " + inert_line(", ".join(
            [f"-{n} {name}" for name, n in diff.externs_removed.items()]
            + [f"+{n} {name}" for name, n in diff.externs_added.items()])) + "\n")
    if diff.problems:
        text.append(f"\n{len(diff.problems)} problem(s) reading the trace logs (inductor-explore diff --json lists "
                    "them)\n", "italic")
    return text


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
        with VerticalScroll(id="diff-scroll", classes="pane"):
            yield Static(id="diff-lists")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        app = self.app
        diff: RunDiff | None = getattr(app, "diff", None)
        title = self.query_one("#diff-title", Static)
        table = self.query_one(KeyTable)
        table.display = diff is not None
        self.query_one("#diff-scroll").display = diff is not None
        if diff is None:
            compare = getattr(app, "compare", None)
            if compare is None:
                title.update(Text("Nothing to compare: open two runs with "
                                  "`inductor-explore BEFORE --compare AFTER` to see what a fix changed."))
            else:
                title.update(Text(inert_line(getattr(app, "diff_status", "") or f"comparing with {compare}…")))
            self._shown = None
            return
        if diff is self._shown:
            return
        self._shown = diff
        title.update(Text.assemble(("before: ", "bold"), inert_line(diff.before.path), "\n",
                                   ("after:  ", "bold"), inert_line(diff.after.path)))
        # Theme colours, so every theme (and NO_COLOR) reads well.
        better = f"bold {app.theme_variables.get('text-success', '')}".strip()
        worse = f"bold {app.theme_variables.get('text-error', '')}".strip()
        table.clear(columns=True)
        table.add_columns("", "before", "after", "change")
        rows = [(words, getattr(diff.before, attr), getattr(diff.after, attr)) for attr, words in ROWS]
        for kind in sorted(set(diff.before.kernels_by_kind) | set(diff.after.kernels_by_kind)):
            rows.append((f"  {kind} kernels", diff.before.kernels_by_kind.get(kind, 0),
                         diff.after.kernels_by_kind.get(kind, 0)))
        for words, old, new in rows:
            table.add_row(Text(words), Text(_cell(old), justify="right"), Text(_cell(new), justify="right"),
                          Text(_change(old, new), change_style(old, new, better, worse), justify="right"))
        self.query_one("#diff-lists", Static).update(diff_lists(diff, getattr(app, "diff_graphs", ([], [])), better, worse))

    def default_focus(self):
        return self.query_one(KeyTable) if self._shown is not None else None
