"""Ranks view: the ranks of a distributed job (one trace log each) and where they diverge.

The verdict is the title; below it each rank's run, then each divergence with the ranks grouped by what
they have. The kernel names per compile are scanned from the graphs (loader/names.py) in a worker, so
the view reads no graph the user has not asked for on the UI thread.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.model.ranks import (
    CACHE,
    COLLECTIVES,
    COMPILE_IDS,
    GRAPH_BREAKS,
    KERNELS,
    RankComparison,
    ranks_phrase,
)
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList

NO_RANKS = (
    "No ranks to compare: this session holds fewer than two ranks. A distributed job writes one "
    "trace log per rank (TORCH_TRACE=DIR: DIR/dedicated_log_torch_trace_rank_N_*.log); open DIR."
)
#: The word for a value's items, per aspect (collective schedules list ops, compile ids compiles).
UNITS = {COMPILE_IDS: "compile", GRAPH_BREAKS: "break", CACHE: "event", KERNELS: "kernel", COLLECTIVES: "op"}


def _shown(item: str) -> str:
    """A collective op without the `torch.ops.` every one of them starts with (it fits 80 columns then)."""
    return item.removeprefix("torch.ops.")


def _against(common: tuple[str, ...], value: tuple[str, ...]) -> list[tuple[str, str]]:
    """VALUE's items in order, each with its mark against COMMON (`+ ` not there, `  ` there), and COMMON's items
    VALUE lacks (`− `) where they would be: a diff, so a schedule that drops one op shows where."""
    out: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(a=common, b=value, autojunk=False).get_opcodes():
        if tag in ("delete", "replace"):
            out.extend(("− ", item) for item in common[i1:i2])
        if tag in ("insert", "replace"):
            out.extend(("+ ", item) for item in value[j1:j2])
        if tag == "equal":
            out.extend(("  ", item) for item in value[j1:j2])
    return out


def ranks_links(comparison: RankComparison, run_of: dict[int, int]) -> list[Link]:
    """The view's lines: the ranks, then each divergence, each group of ranks a link to its first rank's compile;
    after the first (largest) group, `+` marks what a group has that the first lacks, `−` what it lacks."""
    links = [Link(Text(f"Ranks ({len(comparison.ranks)})"), heading=True)]
    for rank_run in comparison.runs:
        at = run_of[rank_run.rank]
        first = next(iter(rank_run.compiles), None)
        count = len(rank_run.compiles)
        recorded = rank_run.recorded_rank
        # The file name decides; records that say otherwise (copied or renamed logs) are worth knowing.
        note = (
            f" · its records say rank {recorded}"
            if recorded is not None and recorded != rank_run.rank
            else ""
        )
        links.append(
            Link(
                Text(
                    f"  rank {rank_run.rank} · {count} compile{'s' if count != 1 else ''} · "
                    f"{inert_line(rank_run.name)}{note}"
                ),
                ("compile", f"{at}:{first}") if first else None,
            )
        )
    if not comparison.divergences:
        links.append(
            Link(
                Text(
                    "Compared per compile: graph breaks, cache hits/misses, kernels, collective "
                    "schedule; every rank has the same",
                    "italic",
                )
            )
        )
        return links
    links.append(Link(Text(f"Where they diverge ({len(comparison.divergences)})"), heading=True))
    for divergence in comparison.divergences:
        where = f" of {divergence.compile_id}" if divergence.compile_id else ""
        links.append(Link(Text(f"{divergence.aspect}{where}", "bold underline")))
        unit = UNITS[divergence.aspect]
        common = divergence.groups[0].value
        for i, group in enumerate(divergence.groups):
            count = len(group.value)
            index = run_of.get(group.ranks[0])
            key = divergence.compile_id or (group.value[0] if group.value else None)
            target = ("compile", f"{index}:{key}") if index is not None and key else None
            links.append(
                Link(
                    Text(f"{ranks_phrase(group.ranks)}: {count} {unit}{'s' if count != 1 else ''}", "bold"),
                    target,
                )
            )
            for mark, item in _against(common, group.value) if i else [("  ", item) for item in group.value]:
                links.append(
                    Link(Text(f"{mark}{inert_line(_shown(item))}", "italic" if mark == "− " else ""))
                )
    return links


class RankLines(LinkList):
    """The Ranks view's lines. Most are not links (each group's ops, the `−` lines of what a group lacks), and
    they end below the last link: the cursor keys scroll on where there is no link left to move to, and `/`
    finds any line, putting the cursor on it."""

    def _link_beyond(self, direction: int) -> bool:
        """Whether a link follows the cursor in DIRECTION (OptionList's cursor wraps around the ends)."""
        at = (
            self.highlighted if self.highlighted is not None else (-1 if direction > 0 else self.option_count)
        )
        indices = range(at + 1, self.option_count) if direction > 0 else range(at - 1, -1, -1)
        return any(not self.get_option_at_index(i).disabled for i in indices)

    def action_cursor_down(self) -> None:
        if self._link_beyond(1):
            super().action_cursor_down()
        else:
            self.scroll_down(animate=False)

    def action_cursor_up(self) -> None:
        if self._link_beyond(-1):
            super().action_cursor_up()
        else:
            self.scroll_up(animate=False)

    def action_last(self) -> None:
        super().action_last()
        self.scroll_end(animate=False)

    def search(self, query: str, direction: int = 1) -> bool:
        """Put the cursor on the next line (link or not) whose text contains QUERY."""
        count = self.option_count
        if not count:
            return False
        needle = query.lower()
        start = self.highlighted if self.highlighted is not None else -1
        for step in range(1, count + 1):
            i = (start + direction * step) % count
            if needle in str(self.get_option_at_index(i).prompt).lower():
                self.highlighted = i
                return True
        return False


class RanksView(View):
    """Every rank of the session and where they diverge; `enter` on a rank opens its compile."""

    VIEW_ID = "ranks"
    SEARCH_PANE = "#ranks-links"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: list[RunTraces] | None = None
        self.comparison: RankComparison | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="ranks-title", classes="view-title")
        yield RankLines(id="ranks-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        runs = self.explorer.state.run_traces
        if runs is self._shown:
            return
        self._shown = runs
        title = self.query_one("#ranks-title", Static)
        if runs is None:
            title.update(Text("reading the trace logs…", "italic"))
            return
        title.update(Text("comparing the ranks…", "italic"))
        self._compare(runs)

    @work(thread=True, exclusive=True, exit_on_error=False, group="ranks")
    def _compare(self, runs: list[RunTraces]) -> None:
        comparison, run_of = self.explorer.state.rank_comparison(runs)
        self.app.call_from_thread(self._compared, runs, comparison, run_of)

    def _compared(
        self, runs: list[RunTraces], comparison: RankComparison | None, run_of: dict[int, int]
    ) -> None:
        if runs is not self._shown:
            return
        self.comparison = comparison
        title = self.query_one("#ranks-title", Static)
        listing = self.query_one(LinkList)
        if comparison is None:
            title.update(Text("No ranks to compare"))
            listing.set_links([Link(Text(NO_RANKS))])
            return
        title.update(Text(inert_line(comparison.verdict), "bold"))
        listing.set_links(ranks_links(comparison, run_of))

    def default_focus(self):
        return self.query_one(LinkList)
