"""`inductor-explore costs`: every kernel's estimated (and measured) cost, as JSON or text; the rows the
Costs view shows. Numbers and their ranking come from analysis/costs.py; this module only formats them."""

from __future__ import annotations

from collections.abc import Sequence

from inductor_explorer.analysis.costs import DEVICES, CostRow, estimated_us, ranked, total
from inductor_explorer.model.costs import Amount, Device, GraphCosts, KernelCost, Measured, ProfileJoin
from inductor_explorer.model.run import rank_label
from inductor_explorer.text import counted, inert_line


def _amount(amount: Amount | None) -> int | None:
    return amount.value if amount is not None else None


def row_json(row: CostRow) -> dict:
    return {**cost_json(row.cost, row.estimated_us, row.measured), "rank": row.rank}


def cost_json(cost: KernelCost, estimated: float | None, measured: Measured | None) -> dict:
    """A kernel's or extern call's row: COST, its ESTIMATED µs and what a profile MEASURED of it."""
    read, written, flops = cost.bytes_read, cost.bytes_written, cost.flops
    symbolic = None
    if read.expr or written.expr or (flops is not None and flops.expr):  # most sizes are static: none
        symbolic = {
            key: amount.expr
            for key, amount in (("bytes_read", read), ("bytes_written", written), ("flops", flops))
            if amount is not None and amount.expr
        }
    return {
        "graph": cost.graph,
        "name": cost.name,
        "kind": cost.kind,
        "category": cost.category,
        "line": cost.line,
        "bytes_read": read.value,
        "bytes_written": written.value,
        "bytes_source": cost.bytes_source,
        "kernel_num_bytes": cost.bytes_meta,
        "flops": _amount(flops),
        "estimated_us": round(estimated, 6) if estimated is not None else None,
        "symbolic": symbolic or None,
        "measured": None
        if measured is None
        else {
            "count": measured.count,
            "total_us": round(measured.total_us, 3),
            "mean_us": round(measured.mean_us, 3),
            "share": round(measured.share, 6),
        },
    }


def device_json(device: Device) -> dict:
    return {
        "name": device.name,
        "description": device.description,
        "bandwidth_bytes_per_s": device.bandwidth,
        "flops_per_s": dict(device.flops),
        "source": device.source,
    }


def costs_json(
    graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None, top: int | None
) -> dict:
    """`costs --json`."""
    kernels = ranked(graphs, device, join, externs=False)
    externs = ranked(graphs, device, join, externs=True)
    if top is not None:
        kernels, externs = kernels[:top], externs[:top]
    return {
        "device": device_json(device),
        "profile": None
        if join is None
        else {
            "path": join.path,
            "profiled_us": round(join.profiled_us, 3),
            "timeline": "device" if join.device_events else "cpu",
        },
        "hints": {g.graph: g.hints for g in graphs if g.hints},
        "kernels": [row_json(r) for r in kernels],
        "externs": [row_json(r) for r in externs],
        "unmatched": [
            {"name": u.name, "count": u.count, "total_us": round(u.total_us, 3)}
            for u in (join.unmatched if join else [])
        ],
        "ambiguous": [
            {"name": u.name, "count": u.count, "total_us": round(u.total_us, 3), "graphs": list(u.graphs)}
            for u in (join.ambiguous if join else [])
        ],
    }


def graph_costs_json(graph: GraphCosts, device: Device) -> dict:
    """The `costs` entry of a graph in summary --json: its kernels and extern calls in output_code.py
    order."""
    return {
        "device": device.name,
        "kernels": [cost_json(c, estimated_us(c, device), None) for c in graph.kernels],
        "externs": [cost_json(c, estimated_us(c, device), None) for c in graph.externs],
    }


# --------------------------------------------------------------------------------------- text


def human_bytes(amount: Amount | None) -> str:
    """`12.3 KB`; `?` when unknown; a symbolic amount is marked `~` (its value at the size hints)."""
    if amount is None:
        return "–"
    if amount.value is None:
        return "?"
    return ("~" if amount.symbolic else "") + _scaled(amount.value, ("B", "KB", "MB", "GB", "TB"), 1000)


def human_flops(amount: Amount | None) -> str:
    if amount is None:
        return "–"
    if amount.value is None:
        return "?"
    return ("~" if amount.symbolic else "") + _scaled(amount.value, ("", "K", "M", "G", "T", "P"), 1000)


def _scaled(value: float, units: tuple[str, ...], step: int) -> str:
    unit = 0
    while abs(value) >= step and unit < len(units) - 1:
        value /= step
        unit += 1
    text = f"{value:.0f}" if unit == 0 or value >= 100 else f"{value:.1f}"
    return f"{text} {units[unit]}".rstrip()


def human_us(us: float | None) -> str:
    if us is None:
        return "?"
    if us >= 1e6:
        return f"{us / 1e6:.2f} s"
    if us >= 1e3:
        return f"{us / 1e3:.2f} ms"
    return f"{us:.2f} µs" if us >= 0.01 else f"{us:.4f} µs"


def costs_text(
    graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None, top: int | None
) -> str:
    lines = [
        f"device model: {device.description} ({device.name}): {device.bandwidth / 1e9:g} GB/s, "
        f"{device.flops['default'] / 1e12:g} TFLOP/s FP32 (--device {'|'.join(DEVICES)})"
    ]
    if join is not None:
        lines.append(
            inert_line(
                f"profile: {join.path}: {human_us(join.profiled_us)} profiled on the "
                f"{'device' if join.device_events else 'CPU'}"
            )
        )
    symbolic = {g.graph: g.hints for g in graphs if g.hints}
    for graph, hints in symbolic.items():
        shown = ", ".join(f"{k}={v}" for k, v in hints.items())
        lines.append(inert_line(f"{graph}: symbolic sizes estimated at the hints {shown} (marked ~)"))
    for title, externs in (("kernels", False), ("extern calls", True)):
        rows = ranked(graphs, device, join, externs=externs)
        shown_rows = rows if top is None else rows[:top]
        lines.append("")
        lines.append(
            f"{title}: {len(rows)}" + (f" (top {len(shown_rows)})" if len(shown_rows) < len(rows) else "")
        )
        lines.append(
            f"  {'measured':>10} {'share':>6} {'estimated':>11} {'read':>9} {'written':>9} {'FLOPs':>8}  "
            f"graph / name"
        )
        for row in shown_rows:
            m = row.measured
            cost = row.cost
            lines.append(
                inert_line(
                    f"  {human_us(m.total_us) if m else '–':>10} {f'{m.share:.1%}' if m else '':>6} "
                    f"{human_us(row.estimated_us):>11} {human_bytes(cost.bytes_read):>9} "
                    f"{human_bytes(cost.bytes_written):>9} {human_flops(cost.flops):>8}  "
                    f"{rank_label(row.rank)}{cost.graph} / {cost.name}" + (f" (x{m.count})" if m else "")
                )
            )
    if join is not None:
        for title, items in (
            ("matched no kernel", join.unmatched),
            ("ambiguous (several graphs define the name, the profile names no compile)", join.ambiguous),
        ):
            if not items:
                continue
            lines.append("")
            lines.append(
                f"profile events that {title}: {len(items)}"
                if title.startswith("matched")
                else f"{title}: {len(items)}"
            )
            for item in items[: top or len(items)]:
                where = f"  [{', '.join(item.graphs)}]" if item.graphs else ""
                lines.append(
                    inert_line(f"  {human_us(item.total_us):>10}  x{item.count}  {item.name}{where}")
                )
    return "\n".join(lines)


# --------------------------------------------------------------------------------------- the Costs view

#: The Costs view lists this many rows at most (a large run has 20,000 kernels); `costs --json` has them all.
VIEW_ROWS = 1000


def view_title(graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None, rows: int) -> str:
    """The Costs view's title line."""
    measured = f" · profiled {human_us(join.profiled_us)}" if join is not None else ""
    ranks = len({g.rank for g in graphs if g.rank is not None})
    of_ranks = f" of {ranks} ranks" if ranks else ""
    return (
        f"{rows} kernels and extern calls, {counted(len(graphs), 'graph')}{of_ranks}, by "
        f"{'measured' if join is not None else 'estimated'} time · model {device.name}{measured} · "
        "enter: open"
    )


def view_line(row: CostRow) -> tuple[str, str]:
    """One row of the Costs view: the figures and the name; below, the graph, kind, FX nodes and the user's
    source lines it came from."""
    cost, m = row.cost, row.measured
    timing = f"{human_us(m.total_us):>9} {m.share:>6.1%}" if m is not None else f"{'–':>9} {'':>6}"
    kind = cost.category if cost.kind == "extern" else cost.kind
    head = (
        f"{timing} {human_us(row.estimated_us):>10} {human_bytes(cost.bytes_total):>9} "
        f"{human_flops(cost.flops):>7}  {cost.name}" + (f" x{m.count}" if m is not None else "")
    )
    fx = ", ".join(cost.fx_nodes[:6]) + (
        f", … {len(cost.fx_nodes) - 6} more" if len(cost.fx_nodes) > 6 else ""
    )
    sources = ", ".join(cost.sources[:3]) + (" …" if len(cost.sources) > 3 else "")
    detail = f"    {rank_label(row.rank)}{cost.graph} · {kind} · fx: {fx or '–'}" + (
        f" · {sources}" if sources else ""
    )
    return head, detail


def view_header() -> str:
    return f"{'measured':>9} {'share':>6} {'estimated':>10} {'bytes':>9} {'FLOPs':>7}  name"


def overview_lines(graph: GraphCosts, device: Device, top: int = 5) -> list[str]:
    """A graph's totals and costliest kernels, for its Overview."""
    moved, flops, us = total(graph.all, device)
    lines = [
        f"  estimated under {device.name} ({device.description}): {human_bytes(moved)} moved, "
        f"{human_flops(flops)} FLOPs, {human_us(us)}"
    ]
    for row in ranked([graph], device)[:top]:
        lines.append(
            f"    {human_us(row.estimated_us):>10}  {human_bytes(row.cost.bytes_total):>9}  {row.cost.name}"
        )
    if graph.hints:
        lines.append(
            "  symbolic sizes (~) at the hints " + ", ".join(f"{k}={v}" for k, v in graph.hints.items())
        )
    return lines
