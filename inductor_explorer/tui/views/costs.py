"""Costs view: every kernel and extern call of the session, costliest first (measured time when the explorer
was given `--profile`, else estimated), with its graph, kind, bytes, FLOPs and times, and the FX nodes and
source lines behind it. `enter` opens the kernel in the Kernel view (an extern call in the Wrapper view).

The costs are read or computed in a worker (session.folder_costs: the parse cache's digests when `summary` or
`costs` left them, else each graph parsed in summary's mode), so the first frame comes at once, and the rows
are listed as graphs' costs arrive, ranked among what is ready (the title says how many graphs are still
being read); the profile is joined when every graph is in. Rows and wording are report/costs.py's, as Text
from tui/presenters/costs.py; the numbers analysis/costs.py's.
"""

from __future__ import annotations

import time
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.analysis.costs import default_device, graph_costs
from inductor_explorer.model.costs import GraphCosts, ProfileJoin
from inductor_explorer.model.run import GraphFolder
from inductor_explorer.report.costs import VIEW_ROWS, ranked
from inductor_explorer.state.graphs import LoadedGraph, graph_folders
from inductor_explorer.tui.location import GraphKey
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

#: The first rows are listed this long after the worker starts; each later update waits twice as long as the
#: one before, up to the cap, so re-ranking a growing list costs little of the worker's time.
FIRST_UPDATE_S = 0.25
UPDATE_CAP_S = 2.0


def _links(
    keys: list[GraphKey], graphs: list[GraphCosts], join: ProfileJoin | None, note: str
) -> tuple[Text, list[Link]]:
    """The title and the rows of GRAPHS (ranked among themselves), as the view lists them."""
    device = default_device(g.device_type for g in graphs)
    rows = ranked(graphs, device, join)
    links = [Link(header_text(), heading=True)]
    for row in rows[:VIEW_ROWS]:
        cost = row.cost
        target = (
            (ViewKind.WRAPPER, str(cost.line)) if cost.kind == "extern" else (ViewKind.KERNELS, cost.name)
        )
        links.append(Link(row_text(row), target, graph=keys[row.index]))
    more = more_text(len(rows))
    if more is not None:
        links.append(Link(more))
    links.extend(Link(text, heading=heading) for text, heading in unjoined_texts(join))
    return title_text(graphs, device, join, len(rows), note), links


class CostsView(View):
    """The session's kernels ranked by cost; `enter` opens one."""

    SEARCH_PANE = "#costs-links"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.started = False

    def compose(self) -> ComposeResult:
        yield Static(id="costs-title", classes="view-title")
        yield LinkList(id="costs-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        if self.started:
            return
        self.started = True
        self.query_one("#costs-title", Static).update(progress_text(0, len(self.folders())))
        self.estimate()

    def folders(self) -> list[tuple[GraphKey, GraphFolder]]:
        return graph_folders(self.explorer.state.session)

    @work(thread=True, exclusive=True, exit_on_error=False, group="costs")
    def estimate(self) -> None:
        """Each graph's costs (parsed ones from their graph, the others from the cache or parsed now), the
        rows listed as they come; then the profile joined to them."""
        from inductor_explorer.session import folder_costs, join_session_profile

        state = self.explorer.state
        folders = self.folders()
        cache = state.cache()
        keys: list[GraphKey] = []
        graphs: list[GraphCosts] = []
        wait = FIRST_UPDATE_S
        due = time.perf_counter() + wait
        for key, folder in folders:
            parsed = state.loaded.get(key)
            graphs.append(
                graph_costs(parsed.graph)
                if parsed is not None and parsed.graph is not None
                else folder_costs(folder, cache)
            )
            keys.append(key)
            if time.perf_counter() >= due and len(graphs) < len(folders):
                note = f" · {len(folders) - len(graphs)} of {len(folders)} graphs still being read"
                self.app.call_from_thread(self.listed, *_links(keys, graphs, None, note))
                wait = min(wait * 2, UPDATE_CAP_S)
                due = time.perf_counter() + wait
        join: ProfileJoin | None = None
        note = ""
        if state.profile is not None:
            try:
                join, _ = join_session_profile(graphs, state.profile)
            except ValueError as exc:  # NotAProfile: one line, shown in the title
                note = f" · profile not read: {exc}"
        self.app.call_from_thread(self.listed, *_links(keys, graphs, join, note))

    def listed(self, title: Text, links: list[Link]) -> None:
        self.query_one("#costs-title", Static).update(title)
        self.query_one(LinkList).set_links(links)

    def default_focus(self) -> LinkList:
        return self.query_one(LinkList)
