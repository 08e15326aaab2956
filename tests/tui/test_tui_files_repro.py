"""The Files and Repro views driven with keys on the sample runs: every file opens, the failing op named."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.presenters.files import reading_text
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.tui import run_async, settle


def link_texts(app) -> list[str]:
    links = app.query_one("#repro-links", LinkList)
    return [links.get_option_at_index(i).prompt.plain for i in range(links.option_count)]


def source_lines(view: SourceView) -> list[str]:
    return [view.line_text(n) for n in range(1, view.line_count + 1)]


def minifier_sample(sample_runs: Path) -> Path:
    root = sample_runs / "minifier_compile_error_cpp"
    if not root.is_dir():
        pytest.skip("minifier sample not generated")
    return root


@run_async
async def test_minifier_sample_opens_on_repro_view_naming_the_failing_op(sample_runs):
    root = minifier_sample(sample_runs)
    app = make_app(open_session(root))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await settle(app, pilot)  # the failed graph is parsed after the trace: its kernel joins the error
        assert app.location == Location(None, "repro")
        texts = link_texts(app)
        assert "Failing op: aten.relu.default · the only op the minified repro.py kept" in texts
        assert "Error: compile 0/0 failed: InductorError: CppCompileError: C++ compile error" in texts
        assert "  rejected line: auto tmp1 = compile error!;" in texts
        assert "  in kernel cpp_fused_relu_0 · ops: relu (from its name)" in texts
        (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
        assert f"  $ python {launcher}" in texts and f"  $ python {root / 'repro.py'}" in texts
        # The lower pane: repro.py, the cursor on the relu line, marked.
        source = app.query_one("#repro-source", SourceView)
        assert source_lines(source) == (root / "repro.py").read_text().rstrip("\n").split("\n")
        assert source.line_text(source.cursor_line).strip().startswith("relu = torch.ops.aten.relu.default(")
        # v / e / p hand that script over at that line.
        assert app.view("repro").current_file() == (root / "repro.py", source.cursor_line)
        # enter on the graph link: the Overview of the graph whose compile failed says why.
        links = app.query_one("#repro-links", LinkList)
        links.focus()
        links.highlighted = next(i for i, t in enumerate(texts) if t.startswith("Graph whose compile failed"))
        await pilot.press("enter")
        await settle(app, pilot)
        run = next(r for r, run in enumerate(app.state.session.runs) if run.path == launcher.parent.parent)
        assert app.location.view == "overview" and app.location.graph == (run, 0)
        # Words as shown, whatever the pane's width wraps.
        overview = " ".join(app.query_one("#overview-text").render().plain.split())
        assert "compile: 0/0 (trace log) · inner · failed" in overview
        assert "failing op: relu (the kernel's name)" in overview
        assert "in kernel: cpp_fused_relu_0 (output_code.py)" in overview
        assert "Minifier: failing op aten.relu.default (repro.py) · r: Repro view" in overview
        await pilot.press("r")
        await settle(app, pilot)
        assert app.location.view == "repro"


@run_async
async def test_repro_link_shows_the_launcher_below(sample_runs):
    root = minifier_sample(sample_runs)
    app = make_app(open_session(root))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        texts = link_texts(app)
        links = app.query_one("#repro-links", LinkList)
        links.focus()
        links.highlighted = next(i for i, t in enumerate(texts) if t.startswith("launcher: "))
        await pilot.press("enter")
        await settle(app, pilot)
        (launcher,) = root.glob("torch_compile_debug/run_*/minifier/minifier_launcher.py")
        source = app.query_one("#repro-source", SourceView)
        assert source_lines(source) == launcher.read_text().rstrip("\n").split("\n")
        await pilot.press("escape")
        await settle(app, pilot)
        assert source_lines(source) == (root / "repro.py").read_text().rstrip("\n").split("\n")


async def read(source: SourceView, name: str) -> None:
    """Wait until SOURCE no longer says that the file NAME is being read (the session reads it in a
    worker)."""
    reading = reading_text(name).rstrip("\n")
    for _ in range(2000):
        if source.line_text(1) != reading:
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"{name} was not read in 10 s")


def expected_lines(path: Path) -> list[str] | None:
    """The lines a text file shows (None: binary, shown as words)."""
    data = path.read_bytes()
    if b"\0" in data[:4096] or path.parent.name == "storages":
        return None
    text = data.decode("utf-8", errors="replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


@run_async
async def test_every_file_of_every_sample_opens_from_the_files_view(sample_runs):
    samples = sorted(p.parent for p in sample_runs.glob("*/torch_compile_debug"))
    assert len(samples) == 31
    for root in samples:
        app = make_app(open_session(root))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("f")
            await settle(app, pilot)  # the session lists the files in a worker
            assert app.location == Location(None, "files")
            listing = app.query_one("#files-list", SourceView)
            inventory = app.view("files").inventory
            keys = [f.name for f in inventory.files]
            on_disk = sorted(
                os.path.relpath(os.path.join(d, n), root) for d, _, names in os.walk(root) for n in names
            )
            assert sorted(keys) == on_disk, root
            # A heading per folder, then one line per file: its size, its name, what it is.
            shown, numbers, folder = [], [], ""
            for number, line in enumerate(source_lines(listing), 1):
                if line.endswith("/"):
                    folder = "" if line == "./" else line.rpartition("   in ")[2]
                else:
                    shown.append(folder + line.split()[2])
                    numbers.append(number)
            assert shown == keys
            source = app.query_one("#files-source", SourceView)
            for row, name in enumerate(keys):
                if (
                    row < 2
                ):  # with the keys, as a user does; the others as `enter` does it, without a frame each
                    listing.focus()
                    listing.move_cursor(numbers[row])
                    await pilot.press("enter")
                    await pilot.pause()
                else:
                    app.go(Location(None, "files", name), focus=True)
                await read(source, name)
                assert app.location == Location(None, "files", name)
                path = root / name
                lines = expected_lines(path)
                shown = source_lines(source)
                if lines is None:
                    assert str(path.resolve()) in shown, name
                elif not lines:
                    assert shown == ["(empty file: 0 B)"], name
                else:
                    assert shown == lines, name
                    assert app.view("files").current_file() == (path, 1)
            await pilot.press("q")
