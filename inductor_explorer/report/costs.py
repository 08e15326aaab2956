"""`inductor-explore costs`: every kernel's estimated (and measured) cost, as JSON or text; the rows the
Costs view shows. Numbers and their ranking come from analysis/costs.py; this module only formats them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from inductor_explorer.analysis.costs import (
    CACHE_FIT,
    DEVICES,
    CostRow,
    estimated_us,
    rank_agreement,
    ranked,
    total,
)
from inductor_explorer.model.costs import (
    Amount,
    CostTotal,
    Device,
    GraphCosts,
    KernelCost,
    Measured,
    ProfileJoin,
)
from inductor_explorer.model.run import rank_label
from inductor_explorer.text import counted, human_size, inert_line


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
        "bytes_from_inputs": cost.bytes_from_inputs,
        "flops": _amount(flops),
        "estimated_us": _rounded(estimated),
        "estimated_us_per_launch": _rounded(cost.per_launch(estimated)),
        "launches": cost.launches,
        "inductor_estimated_us": None if cost.inductor_us is None else round(cost.inductor_us, 3),
        "inductor_unknown_reason": cost.inductor_unknown_reason,
        "lines": list(cost.launch_lines),
        "fx_nodes": list(cost.fx_nodes),
        "pre_grad_nodes": list(cost.pre_grad_nodes),
        "mutated": list(cost.mutated),
        "unknown_reason": cost.unknown_reason,
        "sources": list(cost.sources),
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


def _rounded(us: float | None) -> float | None:
    return round(us, 6) if us is not None else None


def device_json(device: Device) -> dict:
    return {
        "name": device.name,
        "description": device.description,
        "bandwidth_bytes_per_s": device.bandwidth,
        "flops_per_s": dict(device.flops),
        "source": device.source,
        "launch_us": device.fixed.launch_us,
        "call_us": device.fixed.call_us,
        "fixed_cost_source": device.fixed.source,
        "cores": device.cores,
        "cache": None
        if device.cache is None
        else {
            "bytes": device.cache.size,
            "bandwidth_bytes_per_s": device.cache.bandwidth,
            "fits_share": CACHE_FIT,
            "source": device.cache.source,
        },
    }


def costs_json(
    graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None, top: int | None
) -> dict:
    """`costs --json`."""
    kernels = ranked(graphs, device, join, externs=False)
    externs = ranked(graphs, device, join, externs=True)
    agreement = _agreement_json(kernels, device)
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
            "rank_agreement": agreement,
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


def _agreement_json(kernels: list[CostRow], device: Device) -> dict | None:
    agreement = rank_agreement(kernels, device)
    if agreement is None:
        return None
    return {"spearman": round(agreement.rho, 3), "kernels": agreement.count, "within_3x": agreement.within_3x}


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
    """`12.3 KiB`; `?` when unknown; a symbolic amount is marked `~` (its value at the size hints)."""
    if amount is None:
        return "–"
    if amount.value is None:
        return "?"
    return ("~" if amount.symbolic else "") + human_size(amount.value)


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


def total_text(summed: CostTotal) -> str:
    """`1.2 MB moved, 557 K FLOPs, 3.10 µs`; `at least ...` with how many rows are unknown and why, when some
    are."""
    least = {True: "at least ", False: ""}
    text = (
        f"{least[summed.moved_partial]}{human_bytes(summed.moved)} moved, "
        f"{least[summed.flops_partial]}{human_flops(summed.flops)} FLOPs, "
        f"{least[not summed.complete]}{human_us(summed.us)}"
    )
    if summed.unknown:
        reasons = Counter(summed.unknown).most_common()
        shown = "; ".join(f"{why}" + (f" (x{n})" if n > 1 else "") for why, n in reasons[:3])
        more = f"; {len(reasons) - 3} more reasons" if len(reasons) > 3 else ""
        text += f" ({len(summed.unknown)} of {summed.rows} unknown: {shown}{more})"
    return text


def human_us(us: float | None) -> str:
    if us is None:
        return "?"
    if us >= 1e6:
        return f"{us / 1e6:.2f} s"
    if us >= 1e3:
        return f"{us / 1e3:.2f} ms"
    return f"{us:.2f} µs" if us >= 0.01 else f"{us:.4f} µs"


def _cache_text(device: Device) -> str:
    """`, 1 MiB of L2 at 64 GB/s for launches of up to 256 KiB`: the device's cache, if it has one."""
    cache = device.cache
    if cache is None:
        return ""
    return (
        f", {human_size(cache.size)} of cache at {cache.bandwidth / 1e9:,.4g} GB/s for launches of up to "
        f"{human_size(round(cache.size * CACHE_FIT))}"
    )


def costs_text(
    graphs: Sequence[GraphCosts], device: Device, join: ProfileJoin | None, top: int | None
) -> str:
    lines = [
        f"device model: {device.description} ({device.name}): {device.bandwidth / 1e9:,.4g} GB/s, "
        f"{device.flops['default'] / 1e12:,.4g} TFLOP/s FP32, {device.fixed.launch_us:g} µs a kernel launch, "
        f"{device.fixed.call_us:g} µs an extern call{_cache_text(device)} "
        f"(--device {'|'.join(DEVICES)}[:cores=N,gbps=…])"
    ]
    ranked_kernels = ranked(graphs, device, join, externs=False)
    if join is not None:
        lines.append(
            inert_line(
                f"profile: {join.path}: {human_us(join.profiled_us)} profiled on the "
                f"{'device' if join.device_events else 'CPU'}"
            )
        )
        agreement = rank_agreement(ranked_kernels, device)
        if agreement is not None:
            lines.append(
                f"estimates against it: Spearman rho {agreement.rho:.2f} over {agreement.count} generated "
                f"kernels' per-launch times (1: the same order), {agreement.within_3x} of them within 3x"
            )
    symbolic = {g.graph: g.hints for g in graphs if g.hints}
    for graph, hints in symbolic.items():
        shown = ", ".join(f"{k}={v}" for k, v in hints.items())
        lines.append(inert_line(f"{graph}: symbolic sizes estimated at the hints {shown} (marked ~)"))
    for title, externs in (("kernels", False), ("extern calls", True)):
        rows = ranked_kernels if not externs else ranked(graphs, device, join, externs=True)
        shown_rows = rows if top is None else rows[:top]
        lines.append("")
        lines.append(
            f"{title}: {len(rows)}" + (f" (top {len(shown_rows)})" if len(shown_rows) < len(rows) else "")
        )
        lines.append(
            f"  {'measured':>10} {'share':>6} {'estimated':>11} {'per launch':>11} {'launches':>8} "
            f"{'read':>9} {'written':>9} {'FLOPs':>8}  graph / name"
        )
        for row in shown_rows:
            m = row.measured
            cost = row.cost
            lines.append(
                inert_line(
                    f"  {human_us(m.total_us) if m else '–':>10} {f'{m.share:.1%}' if m else '':>6} "
                    f"{human_us(row.estimated_us):>11} {human_us(row.estimated_us_per_launch):>11} "
                    f"{cost.launches:>8} {human_bytes(cost.bytes_read):>9} "
                    f"{human_bytes(cost.bytes_written):>9} {human_flops(cost.flops):>8}  "
                    f"{rank_label(row.rank)}{cost.graph} / {cost.name}"
                    + (f" (measured x{m.count})" if m else "")
                    + (f" [writes in place: {', '.join(cost.mutated)}]" if cost.mutated else "")
                    + (f" [unknown: {cost.unknown_reason}]" if cost.unknown_reason else "")
                    + (
                        f" [Inductor's estimate: {human_us(cost.inductor_us)}]"
                        if cost.inductor_us is not None
                        else ""
                    )
                )
            )
        if rows:
            lines.append(f"  total: {total_text(total([row.cost for row in rows], device))}")
        if shown_rows:
            lines.append(
                "  (estimated, read, written and FLOPs: all launches of one call of the graph; per launch: "
                "estimated / launches)"
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


def overview_lines(graph: GraphCosts, device: Device, top: int = 5) -> list[str]:
    """A graph's totals and costliest kernels, for its Overview."""
    lines = [
        f"  estimated under {device.name} ({device.description}): {total_text(total(graph.all, device))}"
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
