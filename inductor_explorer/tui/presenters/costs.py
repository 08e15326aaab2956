"""The Costs view's and the Overview's cost texts: the Costs table's rows (report/costs.py's figures and
wording, a line each, and what the pane under the table says of each) and the Overview's totals, as Rich
Text made inert (artifact text never becomes markup). Rich only, no Textual: the view wraps these into its
widgets."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from inductor_explorer.analysis.costs import CostRow, default_device, graph_costs
from inductor_explorer.model.costs import Device, GraphCosts, ProfileJoin, UnjoinedEvents
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.run import rank_label
from inductor_explorer.model.user_code import project_folder, shown_path
from inductor_explorer.report.costs import (
    VIEW_ROWS,
    human_bytes,
    human_flops,
    human_us,
    overview_lines,
    view_title,
)
from inductor_explorer.state.costs import SessionCosts, row_launches
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.view_kind import ViewKind


def graph_costs_text(loaded: LoadedGraph, cpu_threads: int | None) -> Text | None:
    """A parsed graph's estimated totals and costliest kernels, for its Overview (None without kernels),
    under its default device model (a CPU model for the CPU_THREADS its run recorded)."""
    if loaded.graph is None or not (loaded.graph.kernels or loaded.graph.externs):
        return None
    costs = graph_costs(loaded.graph)
    text = Text("\nCosts (estimated from the artifacts; c: every kernel of the session)\n", "bold")
    for line in overview_lines(costs, default_device([costs.device_type], cpu_threads)):
        text.append(inert_line(line) + "\n")
    return text


def progress_text(done: int, total: int) -> Text:
    """The title while costs are being read: how many graphs of how many."""
    return Text(f"estimating the costs of {total} graphs… {done} read", "italic")


def title_text(
    graphs: list[GraphCosts], device: Device, join: ProfileJoin | None, rows: int, note: str
) -> Text:
    """The title over the rows; NOTE says what is still missing (graphs being read, a profile not read)."""
    return Text(inert_line(view_title(graphs, device, join, rows) + note))


#: The Costs table's columns: the figures, right-aligned, then the name, cut to the room they leave. Without a
#: profile the first two, the measured ones, are left out.
TABLE_COLUMNS = ("measured", "share", "estimated", "bytes", "FLOPs", "launches", "name")


@dataclass(frozen=True)
class CostsTableRow:
    """One line of the Costs table: CELLS, one per column shown (the name whole); NAME and DETAIL, what the
    pane below says of it; TARGET (view, target) in GRAPH, where `enter` leads (None: nowhere); KEY, the row
    as history remembers it."""

    key: str
    cells: tuple[str, ...]
    name: str
    detail: Text
    target: tuple[ViewKind, str] | None = None
    graph: GraphKey | None = None


def costs_table(costs: SessionCosts) -> tuple[tuple[str, ...], list[CostsTableRow]]:
    """The Costs table's columns and rows: the first VIEW_ROWS ranked rows, then the profile's events of no
    kernel and those several graphs define."""
    columns = TABLE_COLUMNS if costs.join is not None else TABLE_COLUMNS[2:]
    shown = costs.rows[:VIEW_ROWS]
    project = project_folder(location.rpartition(":")[0] for row in shown for location in row.cost.sources)
    rows = [_cost_row(row, costs.keys[row.index], project, len(columns)) for row in shown]
    join = costs.join
    if join is not None:
        rows.extend(_unjoined_row(u, "of no kernel", "no kernel") for u in join.unmatched)
        rows.extend(_unjoined_row(u, "several graphs define", "several graphs") for u in join.ambiguous)
    return columns, rows


def _cost_row(row: CostRow, graph: GraphKey, project: str | None, columns: int) -> CostsTableRow:
    cost, m = row.cost, row.measured
    cells = (
        human_us(m.total_us) if m is not None else "–",
        f"{m.share:.1%}" if m is not None else "",
        human_us(row.estimated_us),
        human_bytes(cost.bytes_total),
        human_flops(cost.flops),
        row_launches(row),
        inert_line(f"{rank_label(row.rank)}{cost.name}"),
    )
    target = (ViewKind.WRAPPER, str(cost.line)) if cost.kind == "extern" else (ViewKind.KERNELS, cost.name)
    return CostsTableRow(
        f"{row.index}:{cost.ref}",
        cells[-columns:],
        inert_line(cost.name),
        _detail(row, project),
        target,
        graph,
    )


def _detail(row: CostRow, project: str | None) -> Text:
    """What the pane under the table says of ROW: its graph, kind and definition, its launches, what a profile
    measured; the FX nodes lowered into it; the user's source lines they came from (paths from PROJECT or the
    package on); the buffers it writes in place; why its figures are unknown, when they are. Long lists are
    cut (`enter` opens the kernel, which lists them all)."""
    cost, m = row.cost, row.measured
    kind = (
        f"{cost.kind} {cost.category}"
        if cost.kind != "extern" and cost.category
        else cost.category or cost.kind
    )
    where = f" · line {cost.line}" if cost.line is not None else ""
    launches = (
        f" · {cost.launches} launches, {human_us(row.estimated_us_per_launch)} each estimated"
        if cost.launches > 1
        else ""
    )
    # Beside what a launch measured, what one is estimated (the table's columns are of all the profiled
    # calls and of one call of the graph: not to be read against each other).
    measured = ""
    if m is not None:
        estimate = human_us(row.estimated_us_per_launch)
        measured = f" · measured x{m.count}, {human_us(m.mean_us)} each, estimated {estimate}"
    inductor = f" · Inductor's estimate {human_us(cost.inductor_us)}" if cost.inductor_us is not None else ""
    text = Text(
        inert_line(f"{rank_label(row.rank)}{cost.graph} · {kind}{where}{launches}{inductor}{measured}")
    )
    text.append("\nfx: ", "bold")
    text.append(inert_line(_first(list(cost.fx_nodes), 8)))
    if cost.pre_grad_nodes:
        text.append("\npre-grad: ", "bold")
        text.append(inert_line(_first(list(cost.pre_grad_nodes), 8)))
    text.append("\nsource: ", "bold")
    sources = []
    for location in cost.sources:
        file, _, line = location.rpartition(":")
        sources.append(f"{shown_path(file, project)}:{line}" if file else location)
    text.append(inert_line(_first(sources, 4)))
    if cost.mutated:
        text.append("\nwrites in place: ", "bold")
        text.append(inert_line(_first(list(cost.mutated), 8)))
    if cost.unknown_reason:
        text.append("\nunknown: ", "bold")
        text.append(inert_line(cost.unknown_reason))
    if cost.inductor_unknown_reason:
        text.append("\nInductor's estimate: ", "bold")
        text.append(inert_line(f"none: {cost.inductor_unknown_reason}"))
    return text


def _first(items: list[str], count: int) -> str:
    """The first COUNT of ITEMS, and how many more; `–` for none."""
    more = f", … {len(items) - count} more" if len(items) > count else ""
    return ", ".join(items[:count]) + more or "–"


def _unjoined_row(events: UnjoinedEvents, what: str, tag: str) -> CostsTableRow:
    where = f": {', '.join(events.graphs)}" if events.graphs else ""
    lines = (f"profile events {what}{where}", f"measured x{events.count}, {human_us(events.total_us)} in all")
    detail = Text("\n".join(inert_line(line) for line in lines), "italic")
    cells = (human_us(events.total_us), "", "–", "–", "–", "–", inert_line(f"{events.name} ({tag})"))
    return CostsTableRow(f"profile:{events.name}", cells, inert_line(events.name), detail)


def more_text(rows: int) -> str:
    """What the title adds when there are more rows than the table lists."""
    if rows <= VIEW_ROWS:
        return ""
    return f" · the first {VIEW_ROWS} listed (inductor-explore costs PATH lists all {rows})"
