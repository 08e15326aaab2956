"""The Buffers view's rows and lines: every buffer of the graph as table cells, and a buffer's producer and
consumers as links."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.fusion import no_scheduler_ir
from inductor_explorer.model.graph import BufferInfo, CompiledGraph
from inductor_explorer.model.ids import GraphSource, KernelRef, extern_line, is_extern
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.presenters.kernel import extern_names, kernel_title
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.view_kind import ViewKind

#: Short columns first: what a buffer is (dtype, size) shows at 80 columns; the long names come last, cut
#: (CUT_AT), in full in the links pane below.
COLUMNS = (
    "buffer",
    "dtype",
    "size",
    "stride",
    "device",
    "sched. users",
    "producer",
    "kernel",
    "reused from",
    "freed at",
)
CUT_AT = {COLUMNS.index("producer"): 16, COLUMNS.index("kernel"): 32}


def buffer_row(info: BufferInfo, externs: dict[KernelRef, str]) -> tuple[str, ...]:
    """The table cells of one buffer (COLUMNS), as plain strings in full (the table cuts and wraps them).

    EXTERNS: `extern_names(graph)`, so an extern call shows as `extern_kernels.mm (line 468)`.
    """
    freed = f"line {info.freed_at}" if info.freed_at else ("never allocated" if info.removed else "")
    kernel = externs.get(info.kernel, info.kernel) if info.kernel else ""
    return (
        info.name,
        (info.dtype or "").replace("torch.", ""),
        info.size or "",
        info.stride or "",
        info.device or "",
        str(len(info.users)),
        info.producer or "",
        kernel,
        info.reused_from or "",
        freed,
    )


def scheduler_node_file(graph: CompiledGraph, name: str) -> tuple[Path, int] | None:
    """The IR file (post-fusion, else pre-fusion) and header line of scheduler node NAME, fused children
    too."""
    for ir in (graph.post_fusion, graph.pre_fusion):
        if ir is None:
            continue
        for top in ir.nodes:
            node = next((n for n in top.walk() if n.name == name), None)
            if node is not None:
                return Path(ir.file), node.line
    return None


def sort_key(value: str) -> tuple[str, int, str]:
    """Numbers in order (buf2 before buf10), text otherwise."""
    digits = "".join(c for c in value if c.isdigit())
    head = value.rstrip("0123456789")
    return (head, int(digits) if digits and value.endswith(digits[-1]) else -1, value)


def consumer_links(graph: CompiledGraph, name: str) -> list[Link]:
    """Producer and consumers of buffer NAME."""
    info = graph.buffers.get(name)
    links = [Link(Text(f"Buffer {name}"), heading=True)]
    if info is None:
        return links
    kernel = info.kernel
    if kernel and not is_extern(kernel):
        links.append(
            Link(Text(f" produced by kernel {kernel} (node {info.producer})"), (ViewKind.KERNELS, kernel))
        )
    elif kernel:
        links.append(
            Link(
                Text(f" produced by {inert_line(kernel_title(graph, kernel))} · node {info.producer}"),
                (ViewKind.WRAPPER, extern_line(kernel)),
            )
        )
    else:
        links.append(
            Link(
                Text(f" produced by node {info.producer} (no kernel found)"),
                (ViewKind.FUSION, info.producer) if info.producer else None,
            )
        )
    readers = graph.reading_kernels(name)
    # Two counts of readers: the kernels (and extern calls) reading it, and the scheduler nodes the IR lists
    # as its users (before fusion merged them into those kernels; OUTPUT: the graph returns it).
    links.append(
        Link(
            Text(
                f"Read by {len(readers)} kernel(s) / extern call(s) · "
                f"{counted(len(info.users), 'scheduler user')}: {', '.join(info.users) or 'none'}"
            ),
            heading=True,
        )
    )
    externs = extern_names(graph)
    for reader in readers:
        if is_extern(reader):
            links.append(
                Link(
                    Text(f" extern call {inert_line(kernel_title(graph, reader, externs))}"),
                    (ViewKind.WRAPPER, extern_line(reader)),
                )
            )
        else:
            links.append(Link(Text(f" kernel {reader}"), (ViewKind.KERNELS, reader)))
    if info.layout:
        links.append(Link(Text(f" layout: {inert_line(info.layout)}")))
    if info.reused_by:
        links.append(
            Link(Text(f" its memory is reused by {info.reused_by}"), (ViewKind.BUFFERS, info.reused_by))
        )
    return links


def buffer_rows(graph: CompiledGraph | None) -> list[tuple[str, ...]]:
    """Every buffer of GRAPH as its table cells (buffer_row), in the graph's order."""
    if graph is None:
        return []
    externs = extern_names(graph)
    return [buffer_row(b, externs) for b in graph.buffers.values()]


def visible_rows(rows: list[tuple[str, ...]], needle: str, sort: tuple[int, bool]) -> list[tuple[str, ...]]:
    """The ROWS with a cell containing NEEDLE (any case; all when empty), sorted by SORT's column (-1: not
    sorted) in its order (True: reversed)."""
    needle = needle.lower()
    kept = [r for r in rows if not needle or any(needle in cell.lower() for cell in r)]
    column, reverse = sort
    if column >= 0:
        kept.sort(key=lambda r: sort_key(r[column]), reverse=reverse)
    return kept


def buffers_title(graph: CompiledGraph | None, shown: int, total: int, needle: str, sort: int) -> Text:
    """`3 of 12 buffers · filter 'buf' (x clears) · sorted by size · enter: producing kernel`; for a graph
    without buffers, why there are none."""
    if graph is not None and not total:
        # Buffers are read from the scheduler IR: say why there are none rather than show an empty table.
        return Text(
            no_scheduler_ir(graph)
            if graph.source is GraphSource.TRACE
            else "No buffers: this graph has no ir_pre_fusion.txt / ir_post_fusion.txt to read them from."
        )
    note = f" · filter {needle!r} (x clears)" if needle else ""
    order = f" · sorted by {COLUMNS[sort]}" if sort >= 0 else ""
    meta = (
        " (Inductor's tensor meta: no scheduler IR in a trace log)"
        if graph is not None and graph.post_fusion is None and graph.pre_fusion is None
        else ""
    )
    return Text(f"{shown} of {total} buffers{meta}{note}{order} · enter: producing kernel")


def no_kernel_words(name: str) -> str:
    """What `enter` says on buffer NAME when no kernel computes it."""
    return f"{name}: no kernel computes it (removed or written in place)"
