"""`inductor-explore diff`: the before/after table of two runs, as text or JSON."""

from __future__ import annotations

from dataclasses import asdict

from inductor_explorer.analysis.diff import BreakEntry, KernelChange, RecompileEntry, RunCounts, RunDiff
from inductor_explorer.report.cache import cache_hit_json, cache_hits_text, key_change_json, key_changes_text
from inductor_explorer.report.summary import problem_json
from inductor_explorer.text import inert_line

#: (RunCounts field, row title) in table order; `lower is better` holds for every row.
ROWS = (
    ("graphs", "compiled graphs"),
    ("distinct_graph_breaks", "graph breaks (distinct)"),
    ("graph_breaks", "graph break records"),
    ("recompiles", "recompiles"),
    ("compiles", "compiles (trace)"),
    ("kernels", "kernels"),
    ("extern_calls", "extern calls"),
    ("pre_fusion_nodes", "scheduler nodes before fusion"),
    ("post_fusion_nodes", "scheduler nodes after fusion"),
    ("fused_nodes", "fused nodes"),
    ("compile_time_s", "entire-frame compile time (s)"),
    ("inductor_compile_time_s", "inductor compile time (s)"),
    ("problems", "problems"),
)


def _break_json(entry: BreakEntry) -> dict:
    out = {
        "type": entry.title,
        "gb_id": entry.gb_id,
        "file": entry.key.file,
        "function": entry.key.function,
        "code": entry.key.code,
        "location": entry.location,
        "occurrences": entry.occurrences,
    }
    if entry.after_location is not None or entry.after_occurrences is not None:
        out["after_location"] = entry.after_location
        out["after_occurrences"] = entry.after_occurrences
    return out


def _recompile_json(entry: RecompileEntry) -> dict:
    out: dict = {"function": entry.key.function, "guard": entry.key.guard, "compile_ids": entry.compile_ids}
    if entry.after_compile_ids is not None:
        out["after_compile_ids"] = entry.after_compile_ids
    return out


def _kernel_json(change: KernelChange) -> dict:
    return {
        "signature": change.signature,
        "kind": change.kind,
        "count": change.count,
        "kernels": [{"graph": k.graph, "name": k.name} for k in change.kernels],
    }


def diff_to_json(diff: RunDiff) -> dict:
    """The JSON object `diff --json` prints."""
    return {
        "before": asdict(diff.before),
        "after": asdict(diff.after),
        "kernels_added": [_kernel_json(c) for c in diff.kernels_added],
        "kernels_removed": [_kernel_json(c) for c in diff.kernels_removed],
        "kernels_unchanged": diff.kernels_unchanged,
        "extern_calls_added": diff.externs_added,
        "extern_calls_removed": diff.externs_removed,
        "graph_breaks_added": [_break_json(e) for e in diff.graph_breaks_added],
        "graph_breaks_removed": [_break_json(e) for e in diff.graph_breaks_removed],
        "graph_breaks_unchanged": [_break_json(e) for e in diff.graph_breaks_unchanged],
        "graph_breaks_moved": [_break_json(e) for e in diff.graph_breaks_moved],
        "recompiles_removed": [_recompile_json(e) for e in diff.recompiles_removed],
        "recompiles_added": [_recompile_json(e) for e in diff.recompiles_added],
        "recompiles_unchanged": [_recompile_json(e) for e in diff.recompiles_unchanged],
        "problems": [problem_json(p) for p in diff.problems],
        "cache": [key_change_json(c) for c in diff.cache],
        "cache_hits": {
            "before": [cache_hit_json(h) for h in diff.cache_hits_before],
            "after": [cache_hit_json(h) for h in diff.cache_hits_after],
        },
    }


def cache_hit_lines(diff: RunDiff) -> list[str]:
    """Per side, the compiles served from a cache (none: no line)."""
    return [
        *cache_hits_text("before", [cache_hit_json(h) for h in diff.cache_hits_before], "the before run"),
        *cache_hits_text("after", [cache_hit_json(h) for h in diff.cache_hits_after], "both runs"),
    ]


def count_cell(value: int | float | None) -> str:
    """One side of a table row: `-` when unknown, floats with two decimals."""
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def change_cell(old: int | float | None, new: int | float | None) -> str:
    """The change column: `=`, `+3`, `-0.25`, or empty when a side is unknown."""
    if old is None or new is None:
        return ""
    delta = new - old
    if delta == 0:
        return "="
    return f"{delta:+.2f}" if isinstance(delta, float) else f"{delta:+d}"


def _row(title: str, width: int, old: int | float | None, new: int | float | None) -> str:
    return f"{title:<{width}}  {count_cell(old):>9}  {count_cell(new):>9}  {change_cell(old, new):>8}"


def _table(before: RunCounts, after: RunCounts) -> list[str]:
    title_width = max(len(t) for _, t in ROWS)
    lines = [f"{'':<{title_width}}  {'before':>9}  {'after':>9}  {'change':>8}"]
    for attr, title in ROWS:
        old, new = getattr(before, attr), getattr(after, attr)
        lines.append(_row(title, title_width, old, new))
    kinds = sorted(set(before.kernels_by_kind) | set(after.kernels_by_kind))
    for kind in kinds:
        old, new = before.kernels_by_kind.get(kind, 0), after.kernels_by_kind.get(kind, 0)
        title = f"  {kind} kernels"
        lines.append(_row(title, title_width, old, new))
    return lines


def break_line(mark: str, entry: BreakEntry) -> str:
    """`  - GB0059 Failed to trace builtin operator (2x) at file.py:12: code` (MARK: -, +, = or ~ for moved);
    a break in both runs shows its occurrences before → after (`(2x → 4x)`)."""
    where = entry.location or "unknown location"
    if entry.after_location and entry.after_location != entry.location:
        where = f"{where} -> {entry.after_location}"
    code = f": {entry.key.code}" if entry.key.code and not entry.key.code.startswith("line ") else ""
    if entry.after_occurrences is not None:
        times = f" ({entry.occurrences}x → {entry.after_occurrences}x)"
    else:
        times = f" ({entry.occurrences}x)" if entry.occurrences > 1 else ""
    what = f"{entry.gb_id} {entry.title}" if entry.gb_id and entry.gb_id != entry.title else entry.title
    return inert_line(f"  {mark} {what}{times} at {where}{code}")


def recompile_line(mark: str, entry: RecompileEntry) -> str:
    """`  - step: L['scale'] == 2.0 [0/1, 0/2]` (MARK: -, + or =); one in both runs shows its compiles before
    → after (`[0/2 → 0/1]`)."""
    ids = ", ".join(entry.compile_ids)
    if entry.after_compile_ids is not None:
        ids = f"{ids} → {', '.join(entry.after_compile_ids)}"
    guard = entry.key.guard or "no failed guard logged"
    return inert_line(f"  {mark} {entry.key.function or 'unknown function'}: {guard} [{ids}]")


def recompile_sections(diff: RunDiff) -> list[tuple[str, str, list[RecompileEntry]]]:
    """(title, mark, entries) of the recompiles removed, added and still there."""
    return [
        ("removed", "-", diff.recompiles_removed),
        ("added", "+", diff.recompiles_added),
        ("still there", "=", diff.recompiles_unchanged),
    ]


def kernel_line(mark: str, change: KernelChange) -> str:
    """`  + 2x triton:aten.add+aten.relu  [name in graph, …]` (MARK: - or +)."""
    names = ", ".join(f"{k.name} in {k.graph}" for k in change.kernels[:3])
    more = f", … {len(change.kernels) - 3} more" if len(change.kernels) > 3 else ""
    count = f"{change.count}x " if change.count > 1 else ""
    return inert_line(f"  {mark} {count}{change.signature}  [{names}{more}]")


def render_diff_text(diff: RunDiff) -> str:
    """A readable before/after report: the table, then graph breaks and kernels that changed."""
    lines = [f"before: {inert_line(diff.before.path)}", f"after:  {inert_line(diff.after.path)}", ""]
    lines += _table(diff.before, diff.after)
    lines.append("")
    if diff.before.graph_breaks is None or diff.after.graph_breaks is None:
        missing = "before" if diff.before.graph_breaks is None else "after"
        lines.append(f"graph breaks: not compared (no trace log in the {missing} run)")
    else:
        for title, mark, entries in (
            ("removed", "-", diff.graph_breaks_removed),
            ("added", "+", diff.graph_breaks_added),
            ("still there", "=", diff.graph_breaks_unchanged),
            ("moved to another file", "~", diff.graph_breaks_moved),
        ):
            if mark == "~" and not entries:
                continue  # only fixes saved under a new file name move breaks: no line for the usual case
            lines.append(f"graph breaks {title}: {len(entries)}")
            lines += [break_line(mark, e) for e in entries]
        for title, mark, recompiles in recompile_sections(diff):
            lines.append(f"recompiles {title}: {len(recompiles)}")
            lines += [recompile_line(mark, e) for e in recompiles]
    lines.append("")
    lines.append(f"kernels removed: {sum(c.count for c in diff.kernels_removed)}")
    lines += [kernel_line("-", c) for c in diff.kernels_removed]
    lines.append(f"kernels added: {sum(c.count for c in diff.kernels_added)}")
    lines += [kernel_line("+", c) for c in diff.kernels_added]
    lines.append(f"kernels unchanged (same source or ops): {diff.kernels_unchanged}")
    if diff.externs_added or diff.externs_removed:
        lines.append(
            "extern calls: "
            + ", ".join(
                [f"-{n} {name}" for name, n in diff.externs_removed.items()]
                + [f"+{n} {name}" for name, n in diff.externs_added.items()]
            )
        )
    lines += cache_hit_lines(diff)
    lines += key_changes_text(diff.cache)
    if diff.problems:
        lines.append(f"{len(diff.problems)} problem(s) reading the trace logs (see --json)")
    return "\n".join(lines) + "\n"
