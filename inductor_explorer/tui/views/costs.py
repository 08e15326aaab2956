"""Costs view: every kernel and extern call of the session, costliest first (measured time when the explorer
was given `--profile`, else estimated), with its graph, kind, bytes, FLOPs and times, and the FX nodes and
source lines behind it. `enter` opens the kernel in the Kernel view (an extern call in the Wrapper view).

The costs are read or computed in a worker (session.folder_costs: the parse cache's digests when `summary` or
`costs` left them, else each graph parsed), so the first frame comes at once; the rows and their wording are
report/costs.py's, the numbers analysis/costs.py's.
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.analysis.costs import default_device, graph_costs
from inductor_explorer.model.costs import GraphCosts, ProfileJoin
from inductor_explorer.report.costs import (
    VIEW_ROWS,
    overview_lines,
    ranked,
    view_header,
    view_line,
    view_title,
)
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph, graph_folders
from inductor_explorer.tui.location import GraphKey
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList


def graph_costs_text(loaded: LoadedGraph) -> Text | None:
    """A parsed graph's estimated totals and costliest kernels, for its Overview (None without kernels)."""
    if loaded.graph is None or not (loaded.graph.kernels or loaded.graph.externs):
        return None
    costs = graph_costs(loaded.graph)
    text = Text("\nCosts (estimated from the artifacts; c: every kernel of the session)\n", "bold")
    for line in overview_lines(costs, default_device([costs.device_type])):
        text.append(inert_line(line) + "\n")
    return text


class CostsView(View):
    """The session's kernels ranked by cost; `enter` opens one."""

    VIEW_ID = "costs"
    SEARCH_PANE = "#costs-links"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._started = False

    def compose(self) -> ComposeResult:
        yield Static(id="costs-title", classes="view-title")
        yield LinkList(id="costs-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        if self._started:
            return
        self._started = True
        total = len(graph_folders(self.explorer.state.session))
        self.query_one("#costs-title", Static).update(
            Text(f"estimating the costs of {total} graphs…", "italic")
        )
        self._estimate()

    @work(thread=True, exclusive=True, exit_on_error=False, group="costs")
    def _estimate(self) -> None:
        from inductor_explorer.session import folder_costs, join_session_profile

        state = self.explorer.state
        folders = graph_folders(state.session)
        cache = state.cache()
        keys: list[GraphKey] = []
        graphs: list[GraphCosts] = []
        for done, (key, folder) in enumerate(folders, 1):
            parsed = state.loaded.get(key)
            graphs.append(
                graph_costs(parsed.graph)
                if parsed is not None and parsed.graph is not None
                else folder_costs(folder, cache)
            )
            keys.append(key)
            if done % 20 == 0:
                self.app.call_from_thread(self._progress, done, len(folders))
        join: ProfileJoin | None = None
        note = ""
        if state.profile is not None:
            try:
                join, _ = join_session_profile(graphs, state.profile)
            except ValueError as exc:  # NotAProfile: one line, shown in the title
                note = f" · profile not read: {exc}"
        self.app.call_from_thread(self._estimated, keys, graphs, join, note)

    def _progress(self, done: int, total: int) -> None:
        self.query_one("#costs-title", Static).update(
            Text(f"estimating the costs of {total} graphs… {done}", "italic")
        )

    def _estimated(
        self, keys: list[GraphKey], graphs: list[GraphCosts], join: ProfileJoin | None, note: str
    ) -> None:
        device = default_device(g.device_type for g in graphs)
        rows = ranked(graphs, device, join)
        title = view_title(graphs, device, join, len(rows)) + note
        self.query_one("#costs-title", Static).update(Text(inert_line(title)))
        links = [Link(Text(view_header()), heading=True)]
        for row in rows[:VIEW_ROWS]:
            head, detail = view_line(row)
            cost = row.cost
            target = ("wrapper", str(cost.line)) if cost.kind == "extern" else ("kernels", cost.name)
            text = Text(inert_line(head))
            text.append("\n" + inert_line(detail), "dim")
            links.append(Link(text, target, graph=keys[row.index]))
        if len(rows) > VIEW_ROWS:
            links.append(
                Link(
                    Text(
                        f"… {len(rows) - VIEW_ROWS} more (inductor-explore costs PATH lists them all)",
                        "italic",
                    )
                )
            )
        if join is not None and join.unmatched:
            links.append(Link(Text(f"Profile events of no kernel ({len(join.unmatched)})"), heading=True))
            links.extend(
                Link(Text(inert_line(f"  x{u.count} {u.total_us:,.1f} µs  {u.name}"))) for u in join.unmatched
            )
        if join is not None and join.ambiguous:
            links.append(
                Link(Text(f"Ambiguous: several graphs define the name ({len(join.ambiguous)})"), heading=True)
            )
            links.extend(
                Link(
                    Text(inert_line(f"  x{u.count} {u.total_us:,.1f} µs  {u.name}  [{', '.join(u.graphs)}]"))
                )
                for u in join.ambiguous
            )
        self.query_one(LinkList).set_links(links)

    def default_focus(self):
        return self.query_one(LinkList)
