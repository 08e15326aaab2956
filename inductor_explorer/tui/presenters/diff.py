"""The Diff view's text: the run given with `--compare` (before) against this session (after): the
before/after table's rows and what changed, as links."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.diff import BreakEntry, RunDiff, cross_run_key
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.report.cache import key_changes_text
from inductor_explorer.report.diff import (
    ROWS,
    break_line,
    cache_hit_lines,
    change_cell,
    count_cell,
    kernel_line,
    recompile_line,
    recompile_sections,
)
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.view_kind import ViewKind

#: A row of the before/after table: words, before, after, change, the change's style.
DiffRow = tuple[str, str, str, str, str]


def change_style(old: float | None, new: float | None, better: str, worse: str) -> str:
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
    """Graphs on each side, graph breaks and recompiles removed / added / still there, kernels removed /
    added.

    What is in this session (after) leads there: a break to the Breaks view (BREAK_TARGET: its target
    there), a kernel to the Kernel view of its graph (GRAPH_KEY: the graph's key, by folder name). What only
    the compared run (before) holds is plain text. BETTER and WORSE style the breaks that went away and the
    new ones.
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
                # A moved break is in this session under the key it has after the move.
                here = replace(entry, key=entry.moved_to) if entry.moved_to is not None else entry
                target = (ViewKind.BREAKS, break_target(here)) if mark != "-" else None
                links.append(Link(Text(break_line(mark, entry), style), target))
        styles = {"-": better, "+": worse, "=": ""}
        for title, mark, recompiles in recompile_sections(diff):
            links.append(Link(Text(f"Recompiles {title}: {len(recompiles)}"), heading=True))
            links.extend(Link(Text(recompile_line(mark, e), styles[mark])) for e in recompiles)
    for title, mark, changes in (("removed", "-", diff.kernels_removed), ("added", "+", diff.kernels_added)):
        links.append(Link(Text(f"Kernels {title}: {sum(c.count for c in changes)}"), heading=True))
        for change in changes:
            first = change.kernels[0] if change.kernels else None
            key = graph_key(first.graph) if first is not None and mark == "+" else None
            target = (ViewKind.KERNELS, first.name) if first is not None and key else None
            links.append(Link(Text(kernel_line(mark, change)), target, graph=key))
    links.append(Link(Text(f"Kernels unchanged (same source or ops): {diff.kernels_unchanged}")))
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
    for line in cache_hit_lines(diff):
        links.append(Link(Text(line), heading=not line.startswith(" ")))
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


def no_diff_title(compare: Path | None, status: str) -> Text:
    """The title before a diff is shown: how to get one, or how the comparison with COMPARE is going."""
    if compare is None:
        return Text(
            "Nothing to compare: open two runs with "
            "`inductor-explore AFTER --compare BEFORE` to see what a fix changed."
        )
    return Text(inert_line(status or f"comparing with {compare}…"))


def diff_title(diff: RunDiff) -> Text:
    """`before: PATH` and `after: PATH` on two lines."""
    return Text.assemble(
        ("before: ", "bold"),
        inert_line(diff.before.path),
        "\n",
        ("after:  ", "bold"),
        inert_line(diff.after.path),
    )


def diff_rows(diff: RunDiff, better: str, worse: str) -> list[DiffRow]:
    """The before/after table's rows (report/diff.py's ROWS, then the kernels by kind); a change is styled
    BETTER when the number went down, WORSE when up."""
    rows = [(words, getattr(diff.before, attr), getattr(diff.after, attr)) for attr, words in ROWS]
    for kind in sorted(set(diff.before.kernels_by_kind) | set(diff.after.kernels_by_kind)):
        rows.append(
            (
                f"  {kind} kernels",
                diff.before.kernels_by_kind.get(kind, 0),
                diff.after.kernels_by_kind.get(kind, 0),
            )
        )
    return [
        (
            words,
            count_cell(old),
            count_cell(new),
            change_cell(old, new),
            change_style(old, new, better, worse),
        )
        for words, old, new in rows
    ]


def words_width(rows: list[DiffRow], table_width: int) -> int | None:
    """The width of the words column that lets the numbers fit beside it and the scrollbar in TABLE_WIDTH (at
    least 8); None when the words fit whole, or the width is not known yet (0)."""
    numbers = (
        sum(
            max(len(header), *(len(row[i]) for row in rows))
            for i, header in ((1, "before"), (2, "after"), (3, "change"))
        )
        if rows
        else 0
    )
    # Four columns of one cell of padding each side, and the vertical scrollbar's two cells.
    room = table_width - numbers - 2 * 4 - 2
    longest = max((len(row[0]) for row in rows), default=0)
    return max(8, room) if table_width and room < longest else None


def break_target(runs: list[RunTraces] | None, entry: BreakEntry) -> str | None:
    """The Breaks view's node for ENTRY (`run:group`), once the trace logs are read (RUNS)."""
    for run in runs or []:
        for g, group in enumerate(run.distinct):
            if any(cross_run_key(d) == entry.key for d in group.diagnoses):
                return f"{run.run}:{g}"
    return None
