"""Repro view: what the minifier left (TORCHDYNAMO_REPRO_AFTER): the failing op, the error, the scripts.

The upper pane says which op the minified repro kept, why the compile failed (the trace log's
compilation_metrics, the graph's output code) and which graph it was, and lists the launcher, repro and
checkpoints with the command a user would run; the lower pane shows the script chosen (never run here), which
the session reads in a worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from inductor_explorer.analysis.failures import CompileFailure
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.repro import MinifierArtifacts, MinifierCase
from inductor_explorer.session import Session
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.presenters.files import reading_text
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.presenters.repro import (
    case_links,
    first_script,
    graph_key,
    problem_links,
    relative,
    repro_title,
    run_failure,
    script_marks,
    script_title,
)
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.source_view import SourceView


class ReproView(View):
    """The minifier's output of the session: failing op, error, graph, launcher, repro, checkpoints."""

    SEARCH_PANE = "#repro-source"

    @dataclass
    class ScriptRead(Message):
        """The script at PATH was read: its TEXT (None: it cannot be read)."""

        path: Path
        text: str | None

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: Path | None = None
        self._line = 1  # the line of the script shown to put the cursor on once it is read
        self._reading = False  # the session is reading the script shown

    def compose(self) -> ComposeResult:
        yield Static(id="repro-title", classes="view-title")
        yield LinkList(id="repro-links", classes="pane")
        yield SourceView(id="repro-source", classes="pane")

    @property
    def artifacts(self) -> MinifierArtifacts:
        return self.explorer.state.minifier

    def _failure(self, key: GraphKey | None) -> tuple[CompileFailure, str | None] | None:
        """The failed compile of KEY's run in its trace logs, explained (None: none, or not read yet)."""
        runs = self.explorer.state.run_traces
        if runs is None or key is None or key[0] >= len(runs):
            return None
        loaded = self.explorer.state.loaded.get(key)
        if loaded is None:
            self.explorer.request_load(key)  # a compiler error names a kernel of its output code
        return run_failure(runs, key, loaded.graph if loaded is not None else None)

    def _case_links(self, case: MinifierCase) -> list[Link]:
        """Everything the view says about CASE, as lines and links."""
        state = self.explorer.state
        key = graph_key(state.tree, case)
        unread = state.traces_note
        failure = self._failure(key) if key is not None else None
        return case_links(case, key, failure, unread, state.session.path)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        cases = self.artifacts.cases
        links = self.query_one("#repro-links", LinkList)
        self.query_one("#repro-title", Static).update(repro_title(cases))
        if not cases:
            links.set_links([])
            self.query_one("#repro-source", SourceView).set_source("", None)
            return
        all_links: list[Link] = []
        for case in cases:
            all_links.extend(self._case_links(case))
        all_links.extend(problem_links(self.artifacts.problems))
        highlighted = links.highlighted
        links.set_links(all_links)
        if highlighted is not None and highlighted < len(all_links) and target is None:
            links.highlighted = highlighted
        if target is None and self._shown is None:
            target = first_script(cases[0])
        if target:
            self._show_script(target)

    def _show_script(self, target: str) -> None:
        path_text, _, line_text = target.rpartition("::")
        path = Path(path_text)
        line = int(line_text) if line_text.isdigit() else 1
        source = self.query_one("#repro-source", SourceView)
        if path != self._shown:
            source.set_source(reading_text(relative(path, self._root)), None)
            source.border_title = script_title(self.artifacts, path, self._root)
            self._shown, self._line, self._reading = path, line, True
            self._read_script(self.explorer.state.session, path)
        elif self._reading:
            self._line = line
        else:
            source.move_cursor(line, center=True)

    @property
    def _root(self) -> Path:
        return self.explorer.state.session.path

    @work(thread=True, exclusive=True, exit_on_error=False, group="repro-read")
    def _read_script(self, session: Session, path: Path) -> None:
        text, _ = session.read_text(path)
        self.post_message(self.ScriptRead(path, text))

    def on_repro_view_script_read(self, message: ReproView.ScriptRead) -> None:
        message.stop()
        path = message.path
        if path != self._shown:
            return  # another script was chosen meanwhile
        self._reading = False
        marks = script_marks(self.artifacts, path)
        self.query_one("#repro-source", SourceView).set_source(
            message.text or f"{path}: cannot be read\n", "python", marks=marks, cursor=self._line
        )

    def _cursor_line(self) -> int:
        """The script's line the cursor is on (while it is being read: the line it will be put on)."""
        return self._line if self._reading else self.query_one("#repro-source", SourceView).cursor_line

    def current_target(self) -> str | None:
        if self._shown is None:
            return None
        return f"{self._shown}::{self._cursor_line()}"

    def current_file(self) -> tuple[Path, int] | None:
        """The script shown below, at its cursor line (v / e open it in the pager or editor)."""
        if self._shown is None:
            return None
        return self._shown, self._cursor_line()

    def default_focus(self) -> Widget | None:
        return self.query_one("#repro-links")
