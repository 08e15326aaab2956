"""`inductor-explorer check`: the health check as a Markdown table (for a pull-request comment) or JSON."""

from __future__ import annotations

from inductor_explorer.analysis.health import BETTER, MISSING, OFF, OK, UNKNOWN, WORSE, HealthCheck, HealthRow
from inductor_explorer.report.cache import cache_hits_text
from inductor_explorer.text import inert_line

VERDICT_WORDS = {
    OK: "ok",
    BETTER: "better",
    WORSE: "**worse**",
    MISSING: "**not measured**",
    UNKNOWN: "not in baseline",
    OFF: "reported, not judged",
}


def _cell(value: float | int | None) -> str:
    if value is None:
        return "–"
    return f"{value:.2f}" if isinstance(value, float) else str(value)


def _change(row: HealthRow) -> str:
    change = row.change
    if change is None:
        return ""
    if change == 0:
        return "="
    return f"{change:+.2f}" if isinstance(change, float) else f"{change:+d}"


def _escaped(text: str) -> str:
    """TEXT inside a Markdown table cell: pipes and backticks would end the cell or start code."""
    return inert_line(text).replace("|", "\\|").replace("`", "'")


def _moves(rows: list[HealthRow]) -> str:
    """`graph breaks 5 → 0, recompiles 4 → 1`: ROWS' values, baseline to run."""
    return ", ".join(f"{row.measure.title} {_cell(row.baseline)} → {_cell(row.run)}" for row in rows)


def change_lines(check: HealthCheck) -> list[str]:
    """What fell, what got worse, and what rose that is reported only (each line only when it has rows)."""
    changed = [row for row in check.rows if row.change]
    fell = [row for row in changed if row.change is not None and row.change < 0]
    worse = [row for row in changed if row.verdict == WORSE]
    rose = [row for row in changed if row.verdict == OFF and row.change is not None and row.change > 0]
    lines = []
    for words, rows in (("fell", fell), ("worse", worse), ("rose (reported, not judged)", rose)):
        if rows:
            lines.append(f"- {words}: {_moves(rows)}")
    return lines


def render_health_markdown(check: HealthCheck, run: str, baseline: str) -> str:
    verdict = "worse than the baseline" if check.worse else "not worse than the baseline"
    lines = [
        f"### torch.compile health: {verdict}",
        "",
        f"before (baseline): `{_escaped(baseline)}`  ",
        f"after (run): `{_escaped(run)}`",
        "",
        *change_lines(check),
        "",
        "| measure | baseline | run | change | limit | verdict |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for row in check.rows:
        words = VERDICT_WORDS[row.verdict]
        if row.verdict == UNKNOWN and row.baseline is not None:
            words = "not in the run"
        lines.append(
            f"| {row.measure.title} | {_cell(row.baseline)} | {_cell(row.run)} | {_change(row)} "
            f"| {row.limit} | {words} |"
        )
    hits = [
        *cache_hits_text("before (baseline)", list(check.baseline_cache_hits), "the baseline"),
        *cache_hits_text("after (run)", list(check.run_cache_hits), "the run"),
    ]
    if hits:
        lines += ["", "```", *hits, "```"]
    if any(row.verdict == MISSING for row in check.rows):
        lines += [
            "",
            "not measured: the baseline has this number, the run does not (was TORCH_TRACE set, "
            "and the run's trace log given?)",
        ]
    return "\n".join(lines) + "\n"


def health_json(check: HealthCheck, run: str, baseline: str) -> dict:
    return {
        "worse": check.worse,
        "run": run,
        "baseline": baseline,
        "before": baseline,
        "after": run,
        "cache_hits": {"before": list(check.baseline_cache_hits), "after": list(check.run_cache_hits)},
        "measures": [
            {
                "name": row.measure.name,
                "title": row.measure.title,
                "baseline": row.baseline,
                "run": row.run,
                "change": row.change,
                "limit": str(row.limit),
                "verdict": row.verdict,
            }
            for row in check.rows
        ],
    }
