"""Repro view: what the minifier left (TORCHDYNAMO_REPRO_AFTER): the failing op, the error, the scripts.

The upper pane says which op the minified repro kept, why the compile failed (the trace log's
compilation_metrics, the graph's output code) and which graph it was, and lists the launcher, repro and
checkpoints with the command a user would run; the lower pane shows the script chosen (never run here).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from inductor_explorer.analysis.failures import CompileFailure, describe_failure
from inductor_explorer.loader.files import read_text
from inductor_explorer.model.repro import MinifierArtifacts, MinifierCase, ReproScript
from inductor_explorer.model.run import GraphFolder
from inductor_explorer.report.text import inert_line
from inductor_explorer.state.graphs import LoadedGraph
from inductor_explorer.tui.location import GraphKey
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.widgets.link_list import Link, LinkList
from inductor_explorer.tui.widgets.source_view import SourceView

MAX_CHECKPOINTS_LISTED = 8


def script_target(script: ReproScript, line: int | None = None) -> str:
    """The Location target that shows SCRIPT (at LINE) in the lower pane."""
    return f"{script.path}::{line or 1}"


def short_op(target: str | None) -> str:
    """`torch.ops.aten.relu.default` -> `aten.relu.default`."""
    return (target or "?").removeprefix("torch.ops.")


def failing_op_words(case: MinifierCase) -> Text:
    """`Failing op: aten.relu.default (relu), the only op the minified repro kept`."""
    ops, minified = case.failing_ops, case.minified
    if minified is None and (case.repros or case.checkpoints):
        return Text(
            "Failing op: not known yet (the repro and checkpoints hold the whole graph, as the failing "
            "run wrote them: the launcher has not minified it)"
        )
    if minified is None:
        return Text("Failing op: not known yet (no repro.py or checkpoint: the launcher has not been run)")
    where = "repro.py" if minified.role == "repro" else f"checkpoint {minified.path.name}"
    if not ops:
        return Text(f"Failing op: none left in {where} (the failure needs no op: the inputs or the output)")
    names = ", ".join(short_op(n.target) for n in ops)
    text = Text("Failing op: " if len(ops) == 1 else f"Failing ops ({len(ops)}): ", "bold")
    text.append(inert_line(names), "bold")
    text.append(f" · the {'only op' if len(ops) == 1 else 'ops'} the minified {where} kept")
    return text


def failure_links(failure: CompileFailure, compile_id: str | None) -> list[Link]:
    """The error explained in a few lines: headline, compiler error and rejected code, the kernel and ops."""
    where = f"compile {compile_id} " if compile_id else "compile "
    links = [
        Link(
            Text(
                f"Error: {where}failed: {inert_line(failure.fail_type or '?')}: "
                f"{inert_line(failure.headline)}"
            )
        )
    ]
    if failure.compiler_error:
        links.append(Link(Text(f"  compiler: error: {inert_line(failure.compiler_error)}")))
    if failure.code:
        links.append(Link(Text(f"  rejected line: {inert_line(failure.code)}")))
    if failure.kernel:
        ops = (
            ", ".join(failure.ops)
            if failure.ops
            else (f"{failure.named_ops} (from its name)" if failure.named_ops else "?")
        )
        links.append(Link(Text(f"  in kernel {inert_line(failure.kernel)} · ops: {inert_line(ops)}")))
    elif failure.ops:
        links.append(Link(Text(f"  op: {inert_line(', '.join(failure.ops))}")))
    return links


def minified_line(artifacts: MinifierArtifacts, folder: GraphFolder) -> Text | None:
    """`Minifier: failing op aten.relu.default (repro.py) · r: Repro view` for the graph a launcher was
    written for; None for the others."""
    for case in artifacts.cases:
        if case.graph == folder.name and case.run_path is not None and case.run_path in folder.path.parents:
            ops = ", ".join(short_op(n.target) for n in case.failing_ops) or "not known yet"
            where = f" ({case.minified.path.name})" if case.minified else ""
            return Text("Minifier: ", "bold").append(
                f"failing op {inert_line(ops)}{inert_line(where)} · r: Repro view"
            )
    return None


class ReproView(View):
    """The minifier's output of the session: failing op, error, graph, launcher, repro, checkpoints."""

    VIEW_ID = "repro"
    SEARCH_PANE = "#repro-source"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: Path | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="repro-title", classes="view-title")
        yield LinkList(id="repro-links", classes="pane")
        yield SourceView(id="repro-source", classes="pane")

    @property
    def artifacts(self) -> MinifierArtifacts:
        return self.explorer.state.minifier

    def _graph_key(self, case: MinifierCase) -> GraphKey | None:
        for r, run in enumerate(self.explorer.state.session.runs):
            if run.path == case.run_path:
                for g, folder in enumerate(run.graphs):
                    if folder.name == case.graph:
                        return (r, g)
        return None

    def _failure(self, case: MinifierCase, key: GraphKey | None) -> tuple[CompileFailure, str | None] | None:
        """The failed compile of the case's run in its trace logs, explained (None: none, or not read yet)."""
        runs = self.explorer.state.run_traces
        if runs is None or key is None or key[0] >= len(runs):
            return None
        loaded = self.explorer.state.loaded.get(key)
        if loaded is None:
            self.explorer.request_load(key)  # a compiler error names a kernel of its output code
        graph = loaded.graph if loaded is not None else None
        for trace in runs[key[0]].traces:
            for metrics in trace.failures:
                return (
                    describe_failure(metrics.fail_type, metrics.fail_reason, graph),
                    str(metrics.compile_id) if metrics.compile_id else None,
                )
        return None

    def case_links(self, case: MinifierCase) -> list[Link]:
        """Everything the view says about CASE, as lines and links."""
        launcher, minified = case.launcher, case.minified
        accuracy = any(s.checks_accuracy for s in case.scripts())
        what = "wrong result (accuracy, TORCHDYNAMO_REPRO_LEVEL=4)" if accuracy else "compile or run failure"
        links = [Link(Text(f"Minifier: {what}"), heading=True)]
        failing = failing_op_words(case)
        if minified is not None and case.failing_ops:
            links.append(Link(failing, target=("repro", script_target(minified, case.failing_ops[0].line))))
            for node in case.failing_ops:
                links.append(
                    Link(
                        Text(f"  {inert_line(node.text)}"),
                        target=("repro", script_target(minified, node.line)),
                    )
                )
        else:
            links.append(Link(failing))
        key = self._graph_key(case)
        if key is not None:
            if self.explorer.state.run_traces is None:
                links.append(Link(Text("Error: reading the trace logs…", "italic")))
            else:
                failure = self._failure(case, key)
                if failure is not None:
                    links.extend(failure_links(*failure))
                elif accuracy:
                    links.append(
                        Link(
                            Text(
                                "Error: the compiled graph's result differs from eager (the compile "
                                "itself succeeded; no failure in the trace log)"
                            )
                        )
                    )
            links.append(
                Link(
                    Text(
                        f"Graph whose compile failed: {inert_line(case.graph or '?')} · enter: its Overview"
                    ),
                    target=("overview", None),
                    graph=key,
                )
            )
        elif case.graph:
            links.append(Link(Text(f"Graph whose compile failed: {inert_line(case.graph)}")))
        links.append(
            Link(Text("Scripts (read here, never run; the commands are what you would type)"), heading=True)
        )
        for script in [*case.repros, *([launcher] if launcher else [])]:
            links.append(
                Link(
                    Text.assemble(
                        (f"{script.role}: ", "bold"),
                        inert_line(self._relative(script.path)),
                        f" · {len(script.ops)} op{'s' if len(script.ops) != 1 else ''}"
                        f" · command={script.command or '?'}",
                    ),
                    target=("repro", script_target(script)),
                )
            )
            links.append(Link(Text(f"  $ {inert_line(script.user_command())}")))
        if case.checkpoints:
            links.append(
                Link(
                    Text(
                        f"Checkpoints ({len(case.checkpoints)}): the graph after each successful "
                        "minifier step"
                    ),
                    heading=True,
                )
            )
            for script in sorted(case.checkpoints, key=lambda s: len(s.ops))[:MAX_CHECKPOINTS_LISTED]:
                links.append(
                    Link(
                        Text(
                            f"  {inert_line(self._relative(script.path))} · {len(script.ops)} op"
                            f"{'s' if len(script.ops) != 1 else ''}"
                        ),
                        target=("repro", script_target(script)),
                    )
                )
        if case.queries:
            links.append(
                Link(Text(f"Minifier query scripts: {len(case.queries)} (isolate/; f lists every file)"))
            )
        configs = [c for s in ([launcher] if launcher else case.scripts()[:1]) for c in s.configs]
        if configs:
            # The config a minifier script sets is every option that differs from the default; the testing
            # switches (an injected bug) are the ones that explain a failure.
            testing = [c for c in configs if "TESTING_ONLY" in c]
            links.append(
                Link(
                    Text(
                        f"Config the script sets: {len(configs)} option{'s' if len(configs) != 1 else ''}"
                        + (", testing switches:" if testing else " (none for testing)")
                    ),
                    heading=True,
                )
            )
            links.extend(Link(Text(f"  {inert_line(c)}")) for c in testing)
        return links

    def _relative(self, path: Path) -> str:
        root = self.explorer.state.session.path
        try:
            return str(path.relative_to(root))
        except ValueError:
            return str(path)

    def show(self, loaded: LoadedGraph | None, target: str | None) -> None:
        cases = self.artifacts.cases
        title = self.query_one("#repro-title", Static)
        links = self.query_one("#repro-links", LinkList)
        if not cases:
            title.update(
                Text(
                    'No minifier output here: run with TORCHDYNAMO_REPRO_AFTER="aot" (or "dynamo") '
                    "to get minifier_launcher.py when a compile fails"
                )
            )
            links.set_links([])
            self.query_one("#repro-source", SourceView).set_source("", None)
            return
        title.update(
            Text(
                f"{len(cases)} minifier case{'s' if len(cases) != 1 else ''} · enter: show the script "
                "or line below, or open the graph"
            )
        )
        all_links: list[Link] = []
        for case in cases:
            all_links.extend(self.case_links(case))
        problems = self.artifacts.problems
        if problems:
            all_links.append(
                Link(Text(f"Problems reading the minifier's scripts ({len(problems)})"), heading=True)
            )
            all_links.extend(
                Link(Text(f"  {inert_line(p.file)}{f':{p.line}' if p.line else ''}: {inert_line(p.message)}"))
                for p in problems
            )
        highlighted = links.highlighted
        links.set_links(all_links)
        if highlighted is not None and highlighted < len(all_links) and target is None:
            links.highlighted = highlighted
        first = cases[0]
        if target is None and self._shown is None and first.minified is not None:
            line = first.failing_ops[0].line if first.failing_ops else 1
            target = script_target(first.minified, line)
        elif target is None and self._shown is None and first.launcher is not None:
            target = script_target(first.launcher)
        if target:
            self._show_script(target)

    def _show_script(self, target: str) -> None:
        path_text, _, line_text = target.rpartition("::")
        path = Path(path_text)
        line = int(line_text) if line_text.isdigit() else 1
        source = self.query_one("#repro-source", SourceView)
        if path != self._shown:
            script = next((s for c in self.artifacts.cases for s in c.scripts() if s.path == path), None)
            text, _ = read_text(path)
            marks = {}
            for case in self.artifacts.cases:
                if case.minified is not None and case.minified.path == path:
                    marks = {n.line: "node" for n in case.failing_ops}
            source.set_source(text or f"{path}: cannot be read\n", "python", marks=marks, cursor=line)
            source.border_title = inert_line(self._relative(path)) + (f" · {script.role}" if script else "")
            self._shown = path
        else:
            source.move_cursor(line, center=True)

    def current_target(self) -> str | None:
        if self._shown is None:
            return None
        return f"{self._shown}::{self.query_one('#repro-source', SourceView).cursor_line}"

    def current_file(self) -> tuple[Path, int] | None:
        """The script shown below, at its cursor line (v / e open it in the pager or editor)."""
        if self._shown is None:
            return None
        return self._shown, self.query_one("#repro-source", SourceView).cursor_line

    def default_focus(self):
        return self.query_one("#repro-links")
