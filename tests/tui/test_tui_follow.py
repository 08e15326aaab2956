"""The explorer follows a trace log as a running job writes it: new compiles, graph breaks and recompiles
show up in the navigator and are notified, the user's cursor stays where it was, the status line says what
is followed."""

from __future__ import annotations

import asyncio
import shutil
import time
from pathlib import Path

import pytest

from inductor_explorer.loader.trace.graphs import graph_name, index_trace_log
from inductor_explorer.model.run import GraphFolder
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.follow import LiveGraphs
from inductor_explorer.tui.app import ExplorerApp, make_app
from inductor_explorer.tui.views.breaks import BreakTree
from inductor_explorer.tui.views.compile import CompileView
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.status_line import StatusLine
from tests.support.trace_cuts import cut_after_compiles
from tests.support.tui import graph_breaks_run, kernel_names, run_async, settle

SCORER = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug"
#: Generous for a loaded CI machine; the latency itself is measured in benchmarks/.
WAIT_S = 15.0


def _labels(app) -> list[str]:
    return [child.label.plain for child in app.query_one(Navigator).root.children[0].children]


async def _until(app, pilot, label: str) -> float:
    """Seconds until the navigator shows LABEL (failing past WAIT_S)."""
    start = time.monotonic()
    while label not in _labels(app):
        if time.monotonic() - start > WAIT_S:
            raise AssertionError(f"{label!r} not shown within {WAIT_S} s: {_labels(app)}")
        await pilot.pause(0.05)
    return time.monotonic() - start


def _cut_log(tmp_path: Path, compiles: int) -> tuple[bytes, Path, ExplorerApp]:
    """The scorer loop's log (its bytes) written to a folder under TMP_PATH up to the end of its first
    COMPILES compiles (its path), and the explorer of that folder."""
    log = next((SCORER / "tlparse").glob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    target.write_bytes(data[: cut_after_compiles(data, compiles)])
    return data, target, make_app(open_session(folder.parent, SessionOptions(parse_cache=False)))


@run_async
async def test_a_growing_trace_log_shows_its_new_compiles_and_keeps_the_cursor(tmp_path):
    data, target, app = _cut_log(tmp_path, 1)
    # What the app notifies (Textual draws the toasts a few frames later, later still on a loaded machine).
    notes: list[tuple[str, str]] = []
    notify = app.notify

    def noted(message: str, **kwargs) -> None:
        notes.append((message, kwargs.get("title", "")))
        notify(message, **kwargs)

    app.notify = noted  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        assert _labels(app)[:2] == ["Graph breaks (1)", "Compiles (1)"]
        navigator = app.query_one(Navigator)
        navigator.focus()
        for _ in range(3):
            if navigator.cursor_node is not None and navigator.cursor_node.label.plain == "Compiles (1)":
                break
            await pilot.press("down")
        cursor = navigator.cursor_node
        assert cursor is not None and cursor.label.plain == "Compiles (1)"
        # The job writes on: three more compiles, in chunks cut mid-line.
        grown = data[cut_after_compiles(data, 1) : cut_after_compiles(data, 4)]
        for start in range(0, len(grown), 3001):
            with target.open("ab") as fh:
                fh.write(grown[start : start + 3001])
            await asyncio.sleep(0.02)
        await _until(app, pilot, "Compiles (4)")
        assert navigator.cursor_node is cursor
        assert "following 1 trace log" in (app.query_one(StatusLine).said or "")
        # Then the rest of the run: every compile, break and recompile of the whole log.
        with target.open("ab") as fh:
            fh.write(data[cut_after_compiles(data, 4) :])
        await _until(app, pilot, "Compiles (11)")
        assert _labels(app)[0] == "Graph breaks (8)"
        assert navigator.cursor_node is cursor and cursor.label.plain == "Compiles (11)"
        # Each new break and recompile is notified (three at a time, then one note counting the rest).
        titles = [title for _, title in notes]
        assert titles.count("Graph break") + titles.count("Recompile") >= 3
        assert any("more graph breaks and recompiles: press 8" in message for message, _ in notes)
        assert any(" graph break GB" in message and "scorer.py:" in message for message, _ in notes)


@run_async
async def test_a_log_that_does_not_grow_is_not_read_again(tmp_path):
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    log = next((SCORER / "tlparse").glob("*.log"))
    (folder / log.name).write_bytes(log.read_bytes())
    session = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        traces = session.traces()
        await pilot.pause(1.5)  # three looks at least
        assert session.traces() is traces and session.traces_changed_at is None
        assert app.query_one(StatusLine).said is None


def _noting(app) -> list[tuple[str, str]]:
    """What APP notifies from now on, as (message, title)."""
    notes: list[tuple[str, str]] = []
    notify = app.notify

    def noted(message: str, **kwargs) -> None:
        notes.append((message, kwargs.get("title", "")))
        notify(message, **kwargs)

    app.notify = noted  # type: ignore[method-assign]
    return notes


async def _until_listed(app, pilot, key) -> str:
    """The navigator's label of graph KEY once it is listed (failing past WAIT_S)."""
    navigator = app.query_one(Navigator)
    start = time.monotonic()
    while navigator.graph_node(key) is None:
        if time.monotonic() - start > WAIT_S:
            raise AssertionError(f"graph {key} not listed within {WAIT_S} s")
        await pilot.pause(0.05)
    return navigator.graph_node(key).label.plain


@run_async
async def test_a_graph_folder_and_its_trace_records_written_while_open_show_as_one_new_graph(
    sample_runs, tmp_path
):
    source = graph_breaks_run(sample_runs)
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(source, root)
    # The job is compiling its last graph: neither its folder nor its records are written yet.
    inductor = next(root.glob("run_*/torchinductor"))
    last = sorted(p for p in inductor.iterdir() if p.is_dir())[-1]
    original = next(source.glob(f"run_*/torchinductor/{last.name}"))
    shutil.rmtree(last)
    log = next((root / "tlparse").glob("*.log"))
    data = log.read_bytes()
    cut = data.rindex(b"\n", 0, data.rindex(b'{"dynamo_start"', 0, data.rindex(b"inductor_output_code"))) + 1
    log.write_bytes(data[:cut])
    session = open_session(root, SessionOptions(parse_cache=False))
    graphs = len(session.runs[0].graphs)
    app = make_app(session)
    notes = _noting(app)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        cursor = navigator.cursor_node
        assert cursor is not None and cursor.data is not None and cursor.data.graph == (0, 0)
        # The folder's files as Inductor writes them, output_code.py last, and the log's records in chunks.
        last.mkdir()
        for name in sorted(p.name for p in original.iterdir() if p.name != "output_code.py"):
            shutil.copy(original / name, last / name)
            await asyncio.sleep(0.05)
        rest = data[cut:]
        for start in range(0, len(rest), 7001):
            with log.open("ab") as fh:
                fh.write(rest[start : start + 7001])
            await asyncio.sleep(0.02)
        shutil.copy(original / "output_code.py", last / "output_code.py")
        label = await _until_listed(app, pilot, (0, graphs))
        assert label.startswith(last.name)
        assert navigator.cursor_node is cursor
        assert (last.name, "New graph") in notes
        await pilot.pause(LiveGraphs.HOLD_S + 0.5)
        # One graph: the folder took the log's records of it.
        assert len(session.runs[0].graphs) == graphs + 1
        assert session.runs[0].graphs[-1].trace is not None
        assert navigator.graph_node((0, graphs + 1)) is None


@run_async
async def test_a_growing_trace_logs_new_graphs_are_listed_once_their_records_are_complete(tmp_path):
    log = next((SCORER / "tlparse").glob("*.log"))
    data = log.read_bytes()
    folder = tmp_path / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True)
    target = folder / log.name
    first = cut_after_compiles(data, 1)
    target.write_bytes(data[:first])
    session = open_session(tmp_path / "torch_compile_debug", SessionOptions(parse_cache=False))
    opened = len(session.runs[0].graphs)
    whole = index_trace_log(log)[0]
    app = make_app(session)
    notes = _noting(app)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        cursor = navigator.cursor_node
        grown = data[first:]
        for start in range(0, len(grown), 3001):
            with target.open("ab") as fh:
                fh.write(grown[start : start + 3001])
            await asyncio.sleep(0.02)
        label = await _until_listed(app, pilot, (0, len(whole) - 1))
        assert label.startswith(graph_name(whole[-1]))
        assert navigator.cursor_node is cursor
        assert len(session.runs[0].graphs) == len(whole) > opened
        # Each graph whole, as one read of the finished log gives it.
        assert [g.trace.spans for g in session.runs[0].graphs if g.trace] == [ref.spans for ref in whole]
        assert any(title == "New graph" for _, title in notes)


async def _until_true(pilot, ready, what: str) -> None:
    start = time.monotonic()
    while not ready():
        if time.monotonic() - start > WAIT_S:
            raise AssertionError(f"{what} not within {WAIT_S} s")
        await pilot.pause(0.05)


@run_async
async def test_a_graph_folder_being_written_when_opened_shows_complete_once_written(sample_runs, tmp_path):
    source = sample_runs / "mlp_cpp" / "torch_compile_debug"
    if not source.is_dir():
        pytest.skip("sample run mlp_cpp is not generated")
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(source, root, ignore=shutil.ignore_patterns("tlparse"))  # its graph from its folder alone
    folder = next(root.glob("run_*/torchinductor/*/"))
    original = next(source.glob(f"run_*/torchinductor/{folder.name}"))
    later = ["output_code.py", "inductor_provenance_tracking_node_mappings.json"]
    for name in later:
        (folder / name).unlink()
    session = open_session(root, SessionOptions(parse_cache=False))
    app = make_app(session)
    notes = _noting(app)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        navigator.focus()
        node = navigator.graph_node((0, 0))
        assert node is not None
        navigator.move_cursor(node)
        await _until_true(pilot, lambda: (0, 0) in app.state.loaded, "the graph parsed")
        assert "Kernels (0)" in [child.label.plain for child in node.children]
        cursor = navigator.cursor_node
        # The compile ends: Inductor writes the output code, then the provenance files.
        for name in later:
            shutil.copy(original / name, folder / name)
            await asyncio.sleep(0.05)
        written = GraphFolder(folder.name, original, {"output_code.py": original / "output_code.py"})
        kernels = f"Kernels ({len(kernel_names(written))})"
        await _until_true(
            pilot, lambda: kernels in [child.label.plain for child in node.children], "its kernels"
        )
        assert kernels != "Kernels (0)"
        assert navigator.cursor_node is cursor
        assert (folder.name, "Graph completed") in notes
        assert app.state.loaded[0, 0].folder.files["output_code.py"] == folder / "output_code.py"


@run_async
async def test_a_run_folder_written_while_open_is_listed_with_its_graphs_and_compiles(sample_runs, tmp_path):
    first = sample_runs / "mlp_cpp" / "torch_compile_debug"
    second = graph_breaks_run(sample_runs)
    if not first.is_dir():
        pytest.skip("sample run mlp_cpp is not generated")
    root = tmp_path / "torch_compile_debug"
    shutil.copytree(first, root)
    session = open_session(root, SessionOptions(parse_cache=False))
    alone = open_session(second, SessionOptions(parse_cache=False))
    app = make_app(session)
    notes = _noting(app)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        navigator.focus()
        await pilot.press("down")
        cursor = navigator.cursor_node
        assert cursor is not None and len(navigator.root.children) == 1
        # A second process starts writing: its run folder, graph after graph, then its trace log (the log's
        # graphs wait at most LiveGraphs.HOLD_S for their folders: written first, the two are one graph
        # however slowly this machine copies).
        run = next(second.glob("run_*"))
        (root / run.name).mkdir()
        for path in sorted(run.rglob("*")):
            target = root / run.name / path.relative_to(run)
            if path.is_dir():
                target.mkdir()
            else:
                shutil.copy(path, target)
                await asyncio.sleep(0.005)
        log = next((second / "tlparse").glob("*.log"))
        shutil.copy(log, root / "tlparse" / log.name)
        graphs = len(alone.runs[0].graphs)
        label = f"{run.name} ({graphs} graphs)"
        await _until_true(
            pilot,
            lambda: len(navigator.root.children) == 2 and navigator.root.children[1].label.plain == label,
            label,
        )
        await _until_true(
            pilot,
            lambda: (
                f"Compiles ({len(alone.traces()[0].compiles)})"
                in [child.label.plain for child in navigator.root.children[1].children]
            ),
            "the new run's compiles",
        )
        assert navigator.cursor_node is cursor
        assert (run.name, "New run") in notes
        assert any(title == "New graph" for _, title in notes)
        assert [navigator.graph_node((1, g)) is not None for g in range(graphs)] == [True] * graphs
        # ctrl+p finds them too.
        assert app.state.name_index.total == len(app.state.folders) == 1 + graphs


@run_async
async def test_the_breaks_and_compile_views_keep_the_users_place_as_the_log_grows(tmp_path):
    data, target, app = _cut_log(tmp_path, 8)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert _labels(app)[:2] == ["Graph breaks (6)", "Compiles (9)"]
        # The Breaks view: the recompiles unfolded (they are folded at first), the cursor on the second.
        await pilot.press("8", "G", "space", "down", "down")
        tree = app.query_one(BreakTree)
        before = tree.cursor_node
        assert before is not None and before.parent is not None and before.parent.is_expanded
        assert before.data is not None and before.data.endswith(":r:1") and tree.cursor_line > 1
        label = before.label.plain
        # The Compile view: the cursor on the fourth compile.
        await pilot.press("9")
        compiles = app.query_one(CompileView)
        first = compiles.current_target()
        await pilot.press("down", "down", "down")
        chosen = compiles.current_target()
        assert chosen is not None and first is not None and chosen != first
        with target.open("ab") as fh:
            fh.write(data[cut_after_compiles(data, 8) :])
        await _until(app, pilot, "Compiles (11)")
        await pilot.pause(0.2)
        assert compiles.current_target() == chosen
        await pilot.press("8")
        await pilot.pause(0.2)
        now = tree.cursor_node
        assert (
            now is not None and now.label.plain == label and now.parent is not None and now.parent.is_expanded
        )
        assert _labels(app)[0] == "Graph breaks (8)"
