"""The Repro view's lines: what the minifier left (TORCHDYNAMO_REPRO_AFTER): the failing op, the error, the
graph, the scripts with the command a user would run, and the minifier's line in a graph's Overview."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.analysis.compiles import RunTraces
from inductor_explorer.analysis.failures import CompileFailure, describe_failure
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.model.repro import MinifierArtifacts, MinifierCase, ReproScript
from inductor_explorer.model.run import DebugTree, GraphFolder
from inductor_explorer.text import inert_line
from inductor_explorer.tui.presenters.link import Link
from inductor_explorer.tui.view_kind import ViewKind

NO_MINIFIER = (
    'No minifier output here: run with TORCHDYNAMO_REPRO_AFTER="aot" (or "dynamo") '
    "to get minifier_launcher.py when a compile fails"
)


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


def graph_key(session: DebugTree, case: MinifierCase) -> GraphKey | None:
    """The key of the graph whose compile CASE's launcher was written for, when the session holds it."""
    for r, run in enumerate(session.runs):
        if run.path == case.run_path:
            for g, folder in enumerate(run.graphs):
                if folder.name == case.graph:
                    return (r, g)
    return None


def run_failure(
    runs: list[RunTraces], key: GraphKey, graph: CompiledGraph | None
) -> tuple[CompileFailure, str | None] | None:
    """The first failed compile in the trace logs of KEY's run, explained (GRAPH: the graph's parse, whose
    kernels a compiler error names), and its compile id; None when the logs record no failure."""
    if key[0] >= len(runs):
        return None
    for trace in runs[key[0]].traces:
        for metrics in trace.failures:
            return (
                describe_failure(metrics.fail_type, metrics.fail_reason, graph),
                str(metrics.compile_id) if metrics.compile_id else None,
            )
    return None


def relative(path: Path, root: Path) -> str:
    """PATH under the session's ROOT, as the user would type it from there (in full when outside it)."""
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def _failing_op_links(case: MinifierCase) -> list[Link]:
    minified, failing = case.minified, failing_op_words(case)
    if minified is None or not case.failing_ops:
        return [Link(failing)]
    links = [Link(failing, target=(ViewKind.REPRO, script_target(minified, case.failing_ops[0].line)))]
    for node in case.failing_ops:
        links.append(
            Link(
                Text(f"  {inert_line(node.text)}"),
                target=(ViewKind.REPRO, script_target(minified, node.line)),
            )
        )
    return links


def _error_links(
    case: MinifierCase,
    key: GraphKey | None,
    failure: tuple[CompileFailure, str | None] | None,
    unread: str | None,
    accuracy: bool,
) -> list[Link]:
    if key is None:
        graph = case.graph
        return [Link(Text(f"Graph whose compile failed: {inert_line(graph)}"))] if graph else []
    links: list[Link] = []
    if unread is not None:
        links.append(Link(Text(f"Error: {inert_line(unread)}", "italic")))
    elif failure is not None:
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
            Text(f"Graph whose compile failed: {inert_line(case.graph or '?')} · enter: its Overview"),
            target=(ViewKind.OVERVIEW, None),
            graph=key,
        )
    )
    return links


def _script_links(case: MinifierCase, root: Path) -> list[Link]:
    launcher = case.launcher
    links = [Link(Text("Scripts (read here, never run; the commands are what you would type)"), heading=True)]
    for script in [*case.repros, *([launcher] if launcher else [])]:
        links.append(
            Link(
                Text.assemble(
                    (f"{script.role}: ", "bold"),
                    inert_line(relative(script.path, root)),
                    f" · {len(script.ops)} op{'s' if len(script.ops) != 1 else ''}"
                    f" · command={script.command or '?'}",
                ),
                target=(ViewKind.REPRO, script_target(script)),
            )
        )
        links.append(Link(Text(f"  $ {inert_line(script.user_command())}")))
    if case.checkpoints:
        links.append(
            Link(
                Text(f"Checkpoints ({len(case.checkpoints)}): the graph after each successful minifier step"),
                heading=True,
            )
        )
        for script in sorted(case.checkpoints, key=lambda s: len(s.ops))[:MAX_CHECKPOINTS_LISTED]:
            links.append(
                Link(
                    Text(
                        f"  {inert_line(relative(script.path, root))} · {len(script.ops)} op"
                        f"{'s' if len(script.ops) != 1 else ''}"
                    ),
                    target=(ViewKind.REPRO, script_target(script)),
                )
            )
    if case.queries:
        links.append(
            Link(Text(f"Minifier query scripts: {len(case.queries)} (isolate/; f lists every file)"))
        )
    return links


def _config_links(case: MinifierCase) -> list[Link]:
    launcher = case.launcher
    configs = [c for s in ([launcher] if launcher else case.scripts()[:1]) for c in s.configs]
    if not configs:
        return []
    # The config a minifier script sets is every option that differs from the default; the testing
    # switches (an injected bug) are the ones that explain a failure.
    testing = [c for c in configs if "TESTING_ONLY" in c]
    links = [
        Link(
            Text(
                f"Config the script sets: {len(configs)} option{'s' if len(configs) != 1 else ''}"
                + (", testing switches:" if testing else " (none for testing)")
            ),
            heading=True,
        )
    ]
    links.extend(Link(Text(f"  {inert_line(c)}")) for c in testing)
    return links


def case_links(
    case: MinifierCase,
    key: GraphKey | None,
    failure: tuple[CompileFailure, str | None] | None,
    unread: str | None,
    root: Path,
) -> list[Link]:
    """Everything the view says about CASE, as lines and links. KEY: its graph's key (graph_key); FAILURE:
    its run's failed compile (run_failure); UNREAD: what to say while the trace logs are not read (None:
    they are); ROOT: the session's folder, which script paths are shown relative to."""
    accuracy = any(s.checks_accuracy for s in case.scripts())
    what = "wrong result (accuracy, TORCHDYNAMO_REPRO_LEVEL=4)" if accuracy else "compile or run failure"
    return [
        Link(Text(f"Minifier: {what}"), heading=True),
        *_failing_op_links(case),
        *_error_links(case, key, failure, unread, accuracy),
        *_script_links(case, root),
        *_config_links(case),
    ]


def problem_links(problems: list[Problem]) -> list[Link]:
    """The problems met reading the minifier's scripts, under a heading (none: no lines)."""
    if not problems:
        return []
    return [
        Link(Text(f"Problems reading the minifier's scripts ({len(problems)})"), heading=True),
        *(
            Link(Text(f"  {inert_line(p.file)}{f':{p.line}' if p.line else ''}: {inert_line(p.message)}"))
            for p in problems
        ),
    ]


def repro_title(cases: list[MinifierCase]) -> Text:
    """The view's title: how many minifier cases, and what `enter` does."""
    if not cases:
        return Text(NO_MINIFIER)
    return Text(
        f"{len(cases)} minifier case{'s' if len(cases) != 1 else ''} · enter: show the script "
        "or line below, or open the graph"
    )


def first_script(case: MinifierCase) -> str | None:
    """The target the lower pane opens on: the minified script at its failing op, else the launcher."""
    if case.minified is not None:
        line = case.failing_ops[0].line if case.failing_ops else 1
        return script_target(case.minified, line)
    if case.launcher is not None:
        return script_target(case.launcher)
    return None


def script_marks(artifacts: MinifierArtifacts, path: Path) -> dict[int, str]:
    """The failing ops' lines to mark in the script at PATH, when it is a case's minified script."""
    marks: dict[int, str] = {}
    for case in artifacts.cases:
        if case.minified is not None and case.minified.path == path:
            marks = {n.line: "node" for n in case.failing_ops}
    return marks


def script_title(artifacts: MinifierArtifacts, path: Path, root: Path) -> str:
    """The lower pane's title: the script's path under ROOT and its role."""
    script = next((s for c in artifacts.cases for s in c.scripts() if s.path == path), None)
    return inert_line(relative(path, root)) + (f" · {script.role}" if script else "")
