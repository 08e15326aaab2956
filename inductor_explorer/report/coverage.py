"""`inductor-explore summary --coverage`: per artifact, how much the parsers understood."""

from __future__ import annotations

from inductor_explorer.analysis.coverage import HEADER_TARGET, LINES_TARGET, FileCoverage
from inductor_explorer.text import inert_line

PROBLEMS_SHOWN = 10  # per file below target; --json has them all


def coverage_rows(graphs: list[tuple[str, list[FileCoverage]]]) -> list[str]:
    """Text lines for GRAPHS: (graph name, its file coverages), one line per file, problems under misses."""
    lines = [
        f"coverage (targets: {HEADER_TARGET:g}% of headers/kernels/nodes parsed, "
        f"{LINES_TARGET:g}% of lines accounted for):"
    ]
    for name, files in graphs:
        lines.append(f"  {inert_line(name)}")
        if not files:
            lines.append("    no readable artifacts")
        for cov in files:
            mark = "ok" if cov.on_target else "BELOW TARGET"
            lines.append(
                f"    {cov.artifact:<24} {cov.parsed}/{cov.expected} {cov.units} ({cov.units_percent:.1f}%), "
                f"{cov.lines_accounted}/{cov.lines} lines ({cov.lines_percent:.2f}%)  {mark}"
            )
            if cov.on_target:
                continue
            for p in cov.problems[:PROBLEMS_SHOWN]:
                where = f"line {p.line}" if p.line else "file"
                lines.append(f"      {where}: {inert_line(p.message)}")
            if len(cov.problems) > PROBLEMS_SHOWN:
                lines.append(f"      ... {len(cov.problems) - PROBLEMS_SHOWN} more (see --json)")
    return lines


def render_coverage_text(graphs: list[tuple[str, list[FileCoverage]]]) -> str:
    return "\n".join(coverage_rows(graphs)) + "\n"


def totals(files: list[FileCoverage]) -> dict:
    """Overall figures: lines accounted, units parsed, and the lowest per-file line percentage."""
    lines = sum(f.lines for f in files)
    accounted = sum(f.lines_accounted for f in files)
    expected = sum(f.expected for f in files)
    parsed = sum(min(f.parsed, f.expected) for f in files)
    return {
        "files": len(files),
        "lines_percent": round(100.0 * accounted / lines, 2) if lines else 100.0,
        "min_lines_percent": round(min((f.lines_percent for f in files), default=100.0), 2),
        "units_percent": round(100.0 * parsed / expected, 2) if expected else 100.0,
        "below_target": sum(1 for f in files if not f.on_target),
    }


def add_coverage(
    data: dict, per_run: list[list[tuple[str, list[FileCoverage]]]]
) -> list[tuple[str, list[FileCoverage]]]:
    """Add a `coverage` list to every graph entry of the summary JSON DATA (and `coverage_totals` at the
    top); PER_RUN holds, in the order of DATA's runs, each graph's name and file coverages. Returns the
    text rows.
    """
    rows: list[tuple[str, list[FileCoverage]]] = []
    every: list[FileCoverage] = []
    for run_entry, graphs in zip(data["runs"], per_run):
        for graph_entry, (name, files) in zip(run_entry["graphs"], graphs):
            graph_entry["coverage"] = [f.to_json() for f in files]
            rows.append((name, files))
            every.extend(files)
    data["coverage_totals"] = totals(every)
    return rows
