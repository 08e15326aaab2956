"""Kernel view: a kernel's generated source beside the FX nodes it came from and its scheduler node."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.analysis.linking import pre_grad_origins
from inductor_explorer.model.artifacts import FxNode, Kernel, SchedulerNode, SourceLocation
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef, extern_line, is_extern
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import inert_line
from inductor_explorer.tui.highlight import lexer_name_for_kernel
from inductor_explorer.tui.location import Navigate
from inductor_explorer.tui.presenters.kernel import kernel_title, short_location
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList
from inductor_explorer.tui.widgets.source_view import SourceView


def source_locations(graph: CompiledGraph, name: KernelRef) -> tuple[list[SourceLocation], str | None]:
    """The user-code lines kernel NAME came from, and where they were found: the `# File:` comments of its FX
    nodes ("FX nodes"), else of the pre-grad nodes the provenance gives them ("pre-grad nodes"), else the
    trace log's kernel stack traces ("trace stack traces"); ([], None) when none records one."""
    located: list[SourceLocation] = []
    fx_nodes = graph.fx_nodes_for_kernel(name)
    for node in fx_nodes:
        if node.location is not None and node.location not in located:
            located.append(node.location)
    if located:
        return located, "FX nodes"
    for _, location in pre_grad_origins(graph, [n.name for n in fx_nodes]):
        if location is not None and location not in located:
            located.append(location)
    if located:
        return located, "pre-grad nodes"
    traced = graph.kernel_stack_traces.get(name, [])
    return (list(traced), "trace stack traces") if traced else ([], None)


def location_line(graph: CompiledGraph, name: KernelRef) -> str:
    """The header's words on where kernel NAME came from in the user's code."""
    located, origin = source_locations(graph, name)
    if not located:
        return "no source location recorded"
    first = located[-1] if origin == "trace stack traces" else located[0]
    more = f" (+{len(located) - 1})" if len(located) > 1 else ""
    return f"from {short_location(first.file, first.line)}{more}, per its {origin}"


def kernel_links(graph: CompiledGraph, name: KernelRef) -> list[Link]:
    """The side pane of the kernel view: FX nodes, scheduler nodes, buffers and launches of NAME."""
    fx_nodes = graph.fx_nodes_for_kernel(name)
    links: list[Link] = []
    traced = graph.kernel_stack_traces.get(name, [])
    if traced and not any(n.location is not None for n in fx_nodes):
        # Only the trace log knows where it came from (e.g. C++ backward kernels with no provenance).
        links.extend(traced_links(traced))
    links.extend(fx_node_links(fx_nodes))
    links.extend(pre_grad_links(pre_grad_origins(graph, [n.name for n in fx_nodes])))
    ir = graph.post_fusion
    for post in graph.post_nodes_for_kernel(name):
        node = ir.node(post) if ir else None
        if node is not None:
            links.extend(scheduler_node_links(graph, name, post, node))
    launches = graph.launches(name)
    links.append(Link(Text(f"Launches ({len(launches)})"), heading=True))
    for step in launches:
        links.append(
            Link(Text(f" line {step.line}: {inert_line(step.text)}"), (ViewKind.CODE, str(step.line)))
        )
    return links


def traced_links(traced: list[SourceLocation]) -> list[Link]:
    """The user-code frames of a kernel's stack trace in the trace log, under their heading."""
    links = [
        Link(Text(f"Your code, from the trace's kernel stack trace ({len(traced)} frames)"), heading=True)
    ]
    for frame in traced:
        text = Text(f" {short_location(frame.file, frame.line)}")
        if frame.function:
            text.append(f" in {inert_line(frame.function)}")
        if frame.code:
            text.append(f": {inert_line(frame.code)}", "italic")
        links.append(Link(text))
    return links


def fx_node_links(fx_nodes: list[FxNode]) -> list[Link]:
    """The FX nodes a kernel came from, under their heading, each linked to the FX view."""
    links = [Link(Text(f"FX nodes ({len(fx_nodes)})"), heading=True)]
    for fx_node in fx_nodes:
        text = Text(f" {inert_line(fx_node.text.replace('torch.ops.aten.', 'aten.'))}")
        if fx_node.location is not None:
            text.append(f"  {short_location(fx_node.location.file, fx_node.location.line)}", "italic")
        links.append(Link(text, (ViewKind.FX, fx_node.name)))
    if not fx_nodes:
        links.append(Link(Text(" (no provenance or source-node comments link FX nodes to it)", "italic")))
    return links


def pre_grad_links(origins: list[tuple[str, SourceLocation | None]]) -> list[Link]:
    """The pre-grad FX nodes a kernel's FX nodes came from (the provenance's post → pre map), each with the
    user's line its pre-grad graph names; nothing when the provenance gives none."""
    if not origins:
        return []
    links = [Link(Text(f"Pre-grad nodes, per Inductor's provenance ({len(origins)})"), heading=True)]
    for name, location in origins:
        text = Text(f" {inert_line(name)}")
        if location is not None:
            text.append(f"  {short_location(location.file, location.line)}", "italic")
            if location.code:
                text.append(f": {inert_line(location.code)}", "italic")
        links.append(Link(text))
    return links


def scheduler_node_links(graph: CompiledGraph, name: KernelRef, post: str, node: SchedulerNode) -> list[Link]:
    """Post-fusion scheduler node POST of kernel NAME: what it is, the buffers it writes (and who reads them),
    the buffers it reads (and who wrote them), and what it was fused from."""
    links = [
        Link(Text(f"Scheduler node {inert_line(post)}"), heading=True),
        Link(Text(f" {node.scheduler_class} · {graph.post_kind(node)}"), (ViewKind.FUSION, post)),
    ]
    for label, value in (("sizes", node.sizes), ("device", node.device), ("iteration", node.iteration)):
        if value:
            links.append(Link(Text(f" {label}: {inert_line(value)}")))
    for buf in node.buffer_names:
        links.extend(written_buffer_links(graph, name, buf))
    for buf in node.reads():
        producer = graph.kernel_for_buffer(buf)
        source = f" ← {kernel_title(graph, producer) if producer else 'graph input'}"
        links.append(
            Link(
                Text(f" reads {inert_line(buf + source)}"),
                (ViewKind.BUFFERS, buf) if buf in graph.buffers else None,
            )
        )
    pre = graph.pre_nodes_for_post(post)
    if len(pre) > 1:
        links.append(Link(Text(f" fused from {len(pre)} nodes: {inert_line(', '.join(pre))}")))
    return links


def written_buffer_links(graph: CompiledGraph, name: KernelRef, buf: str) -> list[Link]:
    """Buffer BUF that kernel NAME writes, with its layout, and the kernels and extern calls reading it."""
    info = graph.buffers.get(buf)
    detail = f" {info.dtype or ''} {info.size or ''} stride {info.stride or '?'}" if info else ""
    links = [Link(Text(f" writes {inert_line(buf + detail)}"), (ViewKind.BUFFERS, buf))]
    for reader in graph.reading_kernels(buf):
        if reader != name and not is_extern(reader):
            links.append(Link(Text(f"   read by kernel {inert_line(reader)}"), (ViewKind.KERNELS, reader)))
        elif is_extern(reader):
            links.append(
                Link(
                    Text(f"   read by {inert_line(kernel_title(graph, reader))}"),
                    (ViewKind.WRAPPER, extern_line(reader)),
                )
            )
    return links


def target_kernel(graph: CompiledGraph, target: str) -> Kernel | None:
    """The kernel a navigation TARGET (a Location's text: a kernel name) names in GRAPH, if any."""
    return graph.kernel(KernelRef(target))


def body_line(source: str) -> int:
    """The 1-based line where a kernel's code starts: its first decorator (Triton) or `extern "C"` (C++).

    1 when neither is found: the imports above it are boilerplate, the body is what one opens a kernel for.
    """
    for number, line in enumerate(source.split("\n"), 1):
        if line.lstrip().startswith("@") or 'extern "C"' in line:
            return number
    return 1


class KernelView(View):
    """Generated source (Triton or C++) | FX nodes, post-fusion scheduler node, buffers, launches."""

    SEARCH_PANE = "#kernel-source"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._kernel: KernelRef | None = None
        self._graph: CompiledGraph | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="kernel-title", classes="view-title")
        with Horizontal(id="kernel-body"):
            yield SourceView(id="kernel-source", classes="pane")
            yield LinkList(id="kernel-links", classes="pane")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        graph = loaded.graph if loaded else None
        self._graph = graph
        title = self.query_one("#kernel-title", Static)
        source = self.query_one("#kernel-source", SourceView)
        links = self.query_one("#kernel-links", LinkList)
        kernels = graph.kernels if graph else []
        kernel = target_kernel(graph, target) if graph and target else None
        if kernel is None and kernels:
            kernel = kernels[0]
        if graph is None or kernel is None:
            self._kernel = None
            title.update(
                Text("No kernels in this graph (no output_code.py, or only extern calls)."), layout=False
            )
            source.set_source("", None)
            links.set_links([])
            return
        self._kernel = kernel.name
        index = graph.kernel_number(kernel.name) or 1
        # Two lines, each cut with … rather than wrapped: a title that took one line for one kernel and two
        # for the next resized both panes below it, a second frame after every such jump.
        head = Text.assemble((kernel.name, "bold"), f"  {kernel.kind}", no_wrap=True, overflow="ellipsis")
        if kernel.category:
            head.append(f" · {kernel.category}")
        located = location_line(graph, kernel.name) if graph is not None else "no source location recorded"
        where = Text(
            f"kernel {index}/{len(kernels)} · output_code.py:{kernel.line} · {located}",
            no_wrap=True,
            overflow="ellipsis",
        )
        # Its two lines are its whole height (app.tcss): repainted, not laid out again with the whole screen.
        title.update(Text("\n").join([head, where]), layout=False)
        # Numbered as in output_code.py: the source's first line is the rest of the statement's line.
        source.set_source(
            kernel.source,
            lexer_name_for_kernel(kernel.kind),
            cursor=body_line(kernel.source),
            top=True,
            first_number=kernel.line,
        )
        source.border_title = "Triton source" if kernel.kind == "triton" else f"{kernel.kind} source"
        links.set_links(kernel_links(graph, kernel.name))
        links.border_title = "Came from · writes · read by"

    def prepare(self, graph: CompiledGraph, name: str) -> None:
        """Highlight the lines KERNEL's source will open on, ahead of a jump to it."""
        kernel = target_kernel(graph, name)
        if kernel is not None:
            self.query_one("#kernel-source", SourceView).prepare(
                kernel.source, lexer_name_for_kernel(kernel.kind), body_line(kernel.source)
            )

    def on_source_view_followed(self, event: SourceView.Followed) -> None:
        """`enter` in the source: the same line in output_code.py (the Code view), its launches marked."""
        event.stop()
        graph = self._graph
        kernel = graph.kernel(self._kernel) if graph is not None and self._kernel else None
        if kernel is not None:
            # The source's first line is the rest of the `NAME = async_compile.triton(` statement's line.
            self.post_message(Navigate(ViewKind.CODE, str(kernel.line + event.line - 1)))

    def current_target(self) -> str | None:
        return self._kernel

    def current_file(self) -> tuple[Path, int] | None:
        graph = self._graph
        kernel = graph.kernel(self._kernel) if graph is not None and self._kernel else None
        path = graph.folder.files.get("output_code.py") if graph is not None else None
        if kernel is None or path is None:
            return None
        # The source's first line is the rest of the `NAME = async_compile.triton(` statement's line.
        return path, kernel.line + self.query_one("#kernel-source", SourceView).cursor_line - 1

    def default_focus(self) -> Widget | None:
        return self.query_one("#kernel-links")
