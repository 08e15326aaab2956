"""Costs view: every kernel and extern call of the session, costliest first (measured time when the explorer
was given `--profile`, else estimated), with its graph, kind, bytes, FLOPs and times, and the FX nodes and
source lines behind it. `enter` opens the kernel in the Kernel view (an extern call in the Wrapper view).

The costs are read in a worker (the state's read_costs: Session.graph_costs, a parsed graph's own, else the
parse cache's digests when `summary` or `costs` left them, else each graph parsed in summary's mode), so the
first frame comes at once, and the rows are listed as graphs' costs arrive, ranked among what is ready (the
title says how many graphs are still being read); the profile is joined when every graph is in. Rows and
wording are report/costs.py's, as Text from tui/presenters/costs.py; the numbers analysis/costs.py's.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.report.costs import VIEW_ROWS
from inductor_explorer.state.costs import SessionCosts
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.costs import (
    header_text,
    more_text,
    progress_text,
    row_text,
    title_text,
    unjoined_texts,
)
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList


def _links(costs: SessionCosts) -> tuple[Text, list[Link]]:
    """The title and the rows of COSTS, as the view lists them."""
    links = [Link(header_text(), heading=True)]
    for row in costs.rows[:VIEW_ROWS]:
        cost = row.cost
        target = (
            (ViewKind.WRAPPER, str(cost.line)) if cost.kind == "extern" else (ViewKind.KERNELS, cost.name)
        )
        links.append(Link(row_text(row), target, graph=costs.keys[row.index]))
    more = more_text(len(costs.rows))
    if more is not None:
        links.append(Link(more))
    links.extend(Link(text, heading=heading) for text, heading in unjoined_texts(costs.join))
    if not costs.complete:
        note = f" · {costs.total - len(costs.graphs)} of {costs.total} graphs still being read"
    elif costs.profile_error is not None:
        note = f" · profile not read: {costs.profile_error}"
    else:
        note = ""
    return title_text(costs.graphs, costs.device, costs.join, len(costs.rows), note), links


class CostsView(View):
    """The session's kernels ranked by cost; `enter` opens one."""

    SEARCH_PANE = "#costs-links"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._listed: SessionCosts | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="costs-title", classes="view-title")
        yield LinkList(id="costs-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        state = self.explorer.state
        costs = state.costs
        if state.costs_error is not None:
            title = Text(inert_line(f"could not be computed: {state.costs_error}"), "italic")
            self.query_one("#costs-title", Static).update(title)
        elif costs is None:
            self.query_one("#costs-title", Static).update(progress_text(0, len(state.folders)))
            self.explorer.background.read_costs()
        elif costs is not self._listed:
            self._listed = costs
            self.listed(*_links(costs))

    def listed(self, title: Text, links: list[Link]) -> None:
        self.query_one("#costs-title", Static).update(title)
        self.query_one(LinkList).set_links(links)

    def default_focus(self) -> LinkList:
        return self.query_one(LinkList)
