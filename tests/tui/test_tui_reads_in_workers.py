"""The screen never reads files on the event loop: the Files, Repro and Breaks views ask the session for what
they show from worker threads, say what is being read meanwhile, and end showing it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from inductor_explorer.model.artifacts import Problem, SourceLocation
from inductor_explorer.session import Session, SessionOptions, open_session
from inductor_explorer.state import ExplorerState
from inductor_explorer.tui.app import ExplorerApp
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.presenters.files import reading_text
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.tui import graph_breaks_run, press, run_async, settle


class ReadsRecorded(Session):
    """A session that records what the explorer asked it to read, and whether that ran on the event loop's
    thread; a read of a file named HOLD waits for RELEASE."""

    def __init__(self, opened: Session, hold: str | None = None) -> None:
        super().__init__(opened.tree, opened.options)
        self.reads: list[tuple[str, bool]] = []  # (what, on the main thread)
        self.hold = hold
        self.release = threading.Event()

    def _record(self, what: str) -> None:
        self.reads.append((what, threading.current_thread() is threading.main_thread()))

    def files(self):
        self._record("files")
        return super().files()

    def read_text(self, path: Path) -> tuple[str | None, list[Problem]]:
        self._record(f"read_text {path.name}")
        if path.name == self.hold:
            self.release.wait(timeout=20)
        return super().read_text(path)

    def real_path(self, path: Path) -> Path:
        self._record(f"real_path {path.name}")
        return super().real_path(path)

    def source_context(self, location: SourceLocation) -> list[tuple[int, str]] | None:
        self._record(f"source_context {Path(location.file).name}:{location.line}")
        return super().source_context(location)


def recorded(path: Path, hold: str | None = None) -> ReadsRecorded:
    return ReadsRecorded(open_session(path, SessionOptions(threads=True)), hold)


def source_lines(view: SourceView) -> list[str]:
    return [view.line_text(n) for n in range(1, view.line_count + 1)]


def file_lines(path: Path) -> list[str]:
    return path.read_text().rstrip("\n").split("\n")


async def until(app, pilot, done) -> None:
    """Let the app run until DONE() holds (10 s at most)."""
    for _ in range(200):
        if done():
            return
        await pilot.pause(0.05)
    raise AssertionError("the view did not show what was read in 10 s")


@run_async
async def test_repro_and_files_views_read_in_workers_saying_so_meanwhile(sample_runs: Path):
    root = sample_runs / "minifier_compile_error_cpp"
    if not (root / "torch_compile_debug").is_dir():
        pytest.skip("sample run minifier_compile_error_cpp is not generated")
    session = recorded(root, hold="minifier_launcher.py")
    app = ExplorerApp(ExplorerState(session))
    async with app.run_test(size=(120, 40)) as pilot:
        # The minifier's run opens on the Repro view: its script below, read by a worker.
        await settle(app, pilot)
        assert app.location == Location(None, "repro")
        repro = app.query_one("#repro-source", SourceView)
        assert source_lines(repro) == file_lines(root / "repro.py")
        assert ("read_text repro.py", False) in session.reads
        # The Files view: the listing, then a file opened from it, each read by a worker.
        await press(app, pilot, "f")
        listing = app.query_one("#files-list", SourceView)
        inventory = app.view("files").inventory
        assert inventory is not None and inventory.files
        assert sum(1 for line in source_lines(listing) if not line.endswith("/")) == len(inventory.files)
        (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
        name = str(launcher.relative_to(root))
        source = app.query_one("#files-source", SourceView)
        app.go(Location(None, "files", name), focus=True)
        # While the session reads it (held here), the pane says so and the explorer answers keys.
        await until(app, pilot, lambda: ("read_text minifier_launcher.py", False) in session.reads)
        assert source_lines(source) == [reading_text(name).rstrip("\n")]
        await pilot.press("j")
        await pilot.pause()
        assert source_lines(source) == [reading_text(name).rstrip("\n")]
        session.release.set()
        await until(app, pilot, lambda: source_lines(source) == file_lines(launcher))
        assert app.view("files").current_file() == (launcher, 1)
        # A binary file: where it is, from the session too.
        binary = next(f for f in inventory.files if f.shown == "binary")
        app.go(Location(None, "files", binary.name), focus=True)
        await until(app, pilot, lambda: str((root / binary.name).resolve()) in source_lines(source))
    assert {what for what, _ in session.reads} >= {
        "files",
        "read_text repro.py",
        "read_text minifier_launcher.py",
        f"real_path {binary.path.name}",
    }
    on_main = [what for what, main in session.reads if main]
    assert not on_main, f"read on the event loop: {on_main}"


@run_async
async def test_breaks_view_reads_the_users_lines_in_a_worker(sample_runs: Path):
    session = recorded(graph_breaks_run(sample_runs))
    app = ExplorerApp(ExplorerState(session))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "8")
        assert app.location == Location(None, "breaks")
        first = app.state.run_traces[0].distinct[0].first.location
        assert first is not None and Path(first.file).is_file()
        expected = Path(first.file).read_text().splitlines()[first.line - 1]
        detail = app.query_one("#breaks-detail-text")
        await until(app, pilot, lambda: f" ▶{first.line:>5} │ {expected}" in detail.render().plain)
        assert "reading " not in detail.render().plain
        # The next distinct break's lines, read when the cursor comes to it.
        second = app.state.run_traces[0].distinct[1].first.location
        assert second is not None and (second.file, second.line) != (first.file, first.line)
        tree = app.query_one("#breaks-tree")
        tree.move_cursor(next(node for node in tree.root.children if node.data == "0:1"))
        expected = Path(second.file).read_text().splitlines()[second.line - 1]
        await until(app, pilot, lambda: f" ▶{second.line:>5} │ {expected}" in detail.render().plain)
    contexts = [(what, main) for what, main in session.reads if what.startswith("source_context")]
    assert (f"source_context {Path(first.file).name}:{first.line}", False) in contexts
    assert (f"source_context {Path(second.file).name}:{second.line}", False) in contexts
    on_main = [what for what, main in session.reads if main]
    assert not on_main, f"read on the event loop: {on_main}"
