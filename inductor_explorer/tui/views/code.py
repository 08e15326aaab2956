"""Code view: the whole output_code.py, the selected kernel's definition and launches marked."""

from __future__ import annotations

import bisect
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.model.artifacts import WrapperStep
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.text import artifact_label, inert_line
from inductor_explorer.tui.highlight import lexer_name_for_kernel
from inductor_explorer.tui.location import Navigate, Selected
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.source_view import SourceView


class CodeView(View):
    """output_code.py with the cursor tied to kernels and wrapper lines."""

    SEARCH_PANE = "#code-source"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._loaded: LoadedGraph | None = None
        self._starts: list[int] = []  # first line of each kernel definition (comments included)
        self._ranges: list[tuple[int, int, KernelRef, str]] = []  # start, end, kernel name, lexer
        self._steps: dict[int, WrapperStep] = {}
        self._kernel: KernelRef | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="code-title", classes="view-title")
        yield SourceView(id="code-source", classes="pane", on_cursor=self._cursor_moved)
        yield Static(id="code-status", classes="view-status")

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        source = self.query_one("#code-source", SourceView)
        if loaded is not self._loaded:
            self._loaded = loaded
            graph = loaded.graph if loaded else None
            self._ranges = sorted(
                (k.comment_line or k.line, k.end_line, k.name, lexer_name_for_kernel(k.kind))
                for k in (graph.kernels if graph else [])
            )
            self._starts = [r[0] for r in self._ranges]
            self._steps = (
                {s.line: s for s in graph.output_code.wrapper} if graph and graph.output_code else {}
            )
            self._kernel = None
            source.set_source(loaded.output_code if loaded else "", self._lexer_for)
            code = graph.output_code if graph else None
            self.query_one("#code-title", Static).update(
                Text(
                    f"{artifact_label(code.file) if code else 'no output_code.py in this graph'}  "
                    f"({source.line_count} lines)"
                    " · ▌ kernel definition  ▶ launch · enter: follow"
                )
            )
        graph = loaded.graph if loaded else None
        line = None
        if target and target.isdigit():
            line = int(target)
        elif target and graph and (kernel := graph.kernel(KernelRef(target))):
            line = kernel.line
            self._mark_kernel(kernel.name)
        if line is not None:
            source.move_cursor(line, center=True)

    def _lexer_for(self, line: int) -> str:
        i = bisect.bisect_right(self._starts, line) - 1
        if i >= 0 and line <= self._ranges[i][1]:
            return self._ranges[i][3]
        return "python"

    def _kernel_at(self, line: int) -> KernelRef | None:
        i = bisect.bisect_right(self._starts, line) - 1
        if i >= 0 and line <= self._ranges[i][1]:
            return self._ranges[i][2]
        return None

    def _kernel_of(self, line: int) -> KernelRef | None:
        """The kernel LINE defines or launches."""
        step = self._steps.get(line)
        return self._kernel_at(line) or (step.launched if step else None)

    def _mark_kernel(self, name: KernelRef | None) -> None:
        if name == self._kernel:
            return
        self._kernel = name
        graph = self._loaded.graph if self._loaded else None
        marks: dict[int, str] = {}
        kernel = graph.kernel(name) if graph and name else None
        if graph and name and kernel:
            for line in range(kernel.comment_line or kernel.line, kernel.end_line + 1):
                marks[line] = "def"
            for step in graph.launches(name):
                marks[step.line] = "launch"
        self.query_one("#code-source", SourceView).set_marks(marks)

    def mark(self, kind: str, name: str) -> None:
        if kind == "kernel":
            self._mark_kernel(KernelRef(name))

    def _describe(self, line: int) -> tuple[Text, tuple[ViewKind, str] | None]:
        """What LINE is, and where `enter` on it leads."""
        kernel = self._kernel_at(line)
        if kernel:
            return Text.assemble("in kernel ", (kernel, "bold"), " · enter: kernel view"), (
                ViewKind.KERNELS,
                kernel,
            )
        step = self._steps.get(line)
        if step is None:
            return Text(""), None
        if step.launched:
            launch = Text.assemble("launch of ", (step.launched, "bold"), " · enter: kernel view")
            return launch, (ViewKind.KERNELS, step.launched)
        buf = step.output or (step.buffers[0] if step.buffers else None)
        graph = self._loaded.graph if self._loaded else None
        if buf and graph and buf in graph.buffers:
            step_text = Text.assemble(f"{step.kind} · buffer ", (buf, "bold"), " · enter: buffer view")
            return step_text, (ViewKind.BUFFERS, buf)
        return Text(f"{step.kind}: {inert_line(step.text.strip())[:100]}"), None

    def _cursor_moved(self, line: int) -> None:
        text, target = self._describe(line)
        status = Text(f"line {line}")
        if text.plain:
            status.append(" · ").append_text(text)
        # One line high whatever it says: no relayout of the screen per cursor move.
        self.query_one("#code-status", Static).update(status, layout=False)
        if target and target[0] is ViewKind.KERNELS:
            self._mark_kernel(self._kernel_of(line))
            self.post_message(Selected("kernel", target[1]))
        elif target:
            self.post_message(Selected("buffer", target[1]))

    def on_source_view_followed(self, event: SourceView.Followed) -> None:
        event.stop()
        _, target = self._describe(event.line)
        if target:
            self.post_message(Navigate(*target))

    def current_target(self) -> str | None:
        return str(self.query_one("#code-source", SourceView).cursor_line)

    def current_file(self) -> tuple[Path, int] | None:
        path = self._loaded.folder.files.get("output_code.py") if self._loaded else None
        return (path, self.query_one("#code-source", SourceView).cursor_line) if path else None

    def default_focus(self) -> Widget | None:
        return self.query_one("#code-source")
