"""The Ranks view's text: the ranks of a distributed job (one trace log each) and where they diverge, the
ranks grouped by what they have."""

from __future__ import annotations

from difflib import SequenceMatcher

from rich.text import Text

from inductor_explorer.model.ranks import (
    CACHE,
    COLLECTIVES,
    COMPILE_IDS,
    EXECUTION_ORDER,
    GRAPH_BREAKS,
    ISSUED,
    KERNELS,
    TENSOR_META,
    RankComparison,
    ranks_phrase,
)
from inductor_explorer.model.trace import CompileId
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.view_kind import ViewKind

NO_RANKS = (
    "No ranks to compare: this session holds fewer than two ranks. A distributed job writes one "
    "trace log per rank (TORCH_TRACE=DIR: DIR/dedicated_log_torch_trace_rank_N_*.log); open DIR."
)
#: The word for a value's items, per aspect (collective schedules list ops, compile ids compiles).
UNITS = {
    COMPILE_IDS: "compile",
    GRAPH_BREAKS: "break",
    CACHE: "event",
    KERNELS: "kernel",
    COLLECTIVES: "op",
    ISSUED: "call",
    TENSOR_META: "payload",
    EXECUTION_ORDER: "call",
}


def _shown(item: str) -> str:
    """A collective op without the `torch.ops.` every one of them starts with (it fits 80 columns then)."""
    return item.removeprefix("torch.ops.")


def _against(common: tuple[str, ...], value: tuple[str, ...]) -> list[tuple[str, str]]:
    """VALUE's items in order, each with its mark against COMMON (`+ ` not there, `  ` there), and COMMON's
    items VALUE lacks (`− `) where they would be: a diff, so a schedule that drops one op shows where."""
    out: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(a=common, b=value, autojunk=False).get_opcodes():
        if tag in ("delete", "replace"):
            out.extend(("− ", item) for item in common[i1:i2])
        if tag in ("insert", "replace"):
            out.extend(("+ ", item) for item in value[j1:j2])
        if tag == "equal":
            out.extend(("  ", item) for item in value[j1:j2])
    return out


def ranks_links(comparison: RankComparison, run_of: dict[int, int]) -> list[Link]:
    """The view's lines: the ranks, then each divergence, each group of ranks a link to its first rank's
    compile; after the first (largest) group, `+` marks what a group has that the first lacks, `−` what it
    lacks."""
    links = [Link(Text(f"Ranks ({len(comparison.ranks)})"), heading=True)]
    for rank_run in comparison.runs:
        at = run_of[rank_run.rank]
        first = next(iter(rank_run.compiles), None)
        count = len(rank_run.compiles)
        recorded = rank_run.recorded_rank
        # The file name decides; records that say otherwise (copied or renamed logs) are worth knowing.
        note = (
            f" · its records say rank {recorded}"
            if recorded is not None and recorded != rank_run.rank
            else ""
        )
        links.append(
            Link(
                Text(
                    f"  rank {rank_run.rank} · {count} compile{'s' if count != 1 else ''} · "
                    f"{inert_line(rank_run.name)}{note}"
                ),
                (ViewKind.COMPILE, f"{at}:{first}") if first else None,
            )
        )
    if not comparison.divergences:
        links.append(
            Link(
                Text(
                    "Compared per compile: graph breaks, cache hits/misses, kernels, collective "
                    "schedule and calls; and the graph execution order: every rank has the same",
                    "italic",
                )
            )
        )
    else:
        links.extend(_divergence_links(comparison, run_of))
    return [*links, *_within_links(comparison, run_of)]


def _compile_target(run_of: dict[int, int], rank: int, key: str | None) -> tuple[ViewKind, str] | None:
    """The Compile view of RANK's compile KEY (None: no run of that rank, or KEY names no compile)."""
    index = run_of.get(rank)
    if index is None or key is None or CompileId.parse(key) is None:
        return None
    return (ViewKind.COMPILE, f"{index}:{key}")


def _within_links(comparison: RankComparison, run_of: dict[int, int]) -> list[Link]:
    """Each rank's collective schedule against its output code where they differ, and Inductor's runtime
    estimate per compile across the ranks, each line a link to the compile."""
    links: list[Link] = []
    if comparison.parity:
        links.append(
            Link(
                Text(f"Collective schedule vs output code, within a rank ({len(comparison.parity)})"),
                heading=True,
            )
        )
        for mismatch in comparison.parity:
            target = _compile_target(run_of, mismatch.rank, mismatch.compile_id)
            links.append(Link(Text(inert_line(mismatch.phrase)), target))
    if comparison.estimates:
        links.append(Link(Text("Inductor's runtime estimate per rank"), heading=True))
        for spread in comparison.estimates:
            target = _compile_target(run_of, spread.slowest[0], spread.compile_id)
            links.append(Link(Text(inert_line(spread.phrase)), target))
    return links


def _divergence_links(comparison: RankComparison, run_of: dict[int, int]) -> list[Link]:
    """Each divergence, its groups of ranks with what each has against the first (largest) group."""
    links = [Link(Text(f"Where they diverge ({len(comparison.divergences)})"), heading=True)]
    for divergence in comparison.divergences:
        where = f" of {divergence.compile_id}" if divergence.compile_id else ""
        links.append(Link(Text(f"{divergence.aspect}{where}", "bold underline")))
        unit = UNITS[divergence.aspect]
        common = divergence.groups[0].value
        for i, group in enumerate(divergence.groups):
            count = len(group.value)
            key = divergence.compile_id or (group.value[0] if group.value else None)
            target = _compile_target(run_of, group.ranks[0], key)
            links.append(
                Link(
                    Text(f"{ranks_phrase(group.ranks)}: {count} {unit}{'s' if count != 1 else ''}", "bold"),
                    target,
                )
            )
            for mark, item in _against(common, group.value) if i else [("  ", item) for item in group.value]:
                links.append(
                    Link(Text(f"{mark}{inert_line(_shown(item))}", "italic" if mark == "− " else ""))
                )
    return links


def ranks_title(comparison: RankComparison | None) -> Text:
    """The verdict, or that there are no ranks to compare."""
    if comparison is None:
        return Text("No ranks to compare")
    return Text(inert_line(comparison.verdict), "bold")


def ranks_page(comparison: RankComparison | None, run_of: dict[int, int]) -> list[Link]:
    """The view's lines (ranks_links), or why there is nothing to compare."""
    if comparison is None:
        return [Link(Text(NO_RANKS))]
    return ranks_links(comparison, run_of)
