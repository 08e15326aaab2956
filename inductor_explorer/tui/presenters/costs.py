"""The Costs view's and the Overview's cost texts: report/costs.py's rows and wording as Rich Text, made inert
(artifact text never becomes markup). Rich only, no Textual: the view wraps these into its widgets."""

from __future__ import annotations

from rich.text import Text

from inductor_explorer.analysis.costs import CostRow, default_device, graph_costs
from inductor_explorer.model.costs import Device, GraphCosts, ProfileJoin
from inductor_explorer.report.costs import (
    VIEW_ROWS,
    overview_lines,
    view_header,
    view_line,
    view_title,
)
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line


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


def header_text() -> Text:
    return Text(view_header())


def row_text(row: CostRow) -> Text:
    """One ranked kernel or extern call: its figures and name, and dimmed below, where it came from."""
    head, detail = view_line(row)
    text = Text(inert_line(head))
    text.append("\n" + inert_line(detail), "dim")
    return text


def more_text(rows: int) -> Text | None:
    """The line under the listed rows when there are more than the view lists."""
    if rows <= VIEW_ROWS:
        return None
    return Text(f"… {rows - VIEW_ROWS} more (inductor-explore costs PATH lists them all)", "italic")


def unjoined_texts(join: ProfileJoin | None) -> list[tuple[Text, bool]]:
    """(text, is a heading) for the profile's events of no kernel, and those several graphs define."""
    if join is None:
        return []
    out: list[tuple[Text, bool]] = []
    if join.unmatched:
        out.append((Text(f"Profile events of no kernel ({len(join.unmatched)})"), True))
        out.extend(
            (Text(inert_line(f"  x{u.count} {u.total_us:,.1f} µs  {u.name}")), False) for u in join.unmatched
        )
    if join.ambiguous:
        out.append((Text(f"Ambiguous: several graphs define the name ({len(join.ambiguous)})"), True))
        out.extend(
            (Text(inert_line(f"  x{u.count} {u.total_us:,.1f} µs  {u.name}  [{', '.join(u.graphs)}]")), False)
            for u in join.ambiguous
        )
    return out
