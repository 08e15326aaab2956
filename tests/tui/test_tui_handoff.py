"""Hand-off keys: `v` / `e` open the file shown at the cursor's line in $PAGER / $EDITOR (read-only switches
where the editor has one), `y` / `Y` copy the kernel's source / the name under the cursor, `p` shows the
file's absolute path and line."""

from __future__ import annotations

import os
import re
import shlex
import sys
from pathlib import Path

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.handoff import command_line, program_for
from inductor_explorer.tui.location import Location
from tests.support.tui import run_async, settle, training_run


def first_kernel_body_line(output_code: Path) -> tuple[str, int]:
    """The first kernel's name and the line of its first decorator, read off the file's text."""
    lines = output_code.read_text().split("\n")
    start = next(i for i, line in enumerate(lines) if re.match(r"^\w+ = async_compile\.triton\(", line))
    name = lines[start].split(" = ", 1)[0]
    body = next(i for i in range(start, len(lines)) if lines[i].lstrip().startswith("@"))
    return name, body + 1


def test_command_lines_of_common_pagers_and_editors(tmp_path):
    path = tmp_path / "output_code.py"
    assert command_line("less", path, 72) == ["less", "+72", str(path)]
    assert command_line("less -R", path, 7) == ["less", "-R", "+7", str(path)]
    assert command_line("/usr/bin/vim", path, 3) == ["/usr/bin/vim", "-R", "+3", str(path)]
    assert command_line("nano", path, 3) == ["nano", "-v", "+3", str(path)]
    assert command_line("emacs -nw", path, 3) == ["emacs", "-nw", "+3", str(path)]
    assert command_line("code --wait", path, 9) == ["code", "--wait", "--goto", f"{path}:9"]
    assert command_line("hx", path, 9) == ["hx", f"{path}:9"]
    with pytest.raises(ValueError):
        command_line("less '-R", path, 1)
    assert program_for("editor", {"EDITOR": "vim", "VISUAL": "nvim"}) == ("nvim", "$VISUAL")
    assert program_for("editor", {"EDITOR": " "})[0] is None
    assert program_for("pager", {"PAGER": "most"}) == ("most", "$PAGER")


@run_async
async def test_pager_command_for_a_kernel_copy_its_source_and_show_its_path(
    sample_runs, monkeypatch, tmp_path
):
    run = training_run(sample_runs, "triton")
    session = open_session(Path(os.path.relpath(run)))  # named relatively: the paths shown are still absolute
    folder = session.runs[0].graphs[0]
    output_code = folder.files["output_code.py"]
    kernel, body = first_kernel_body_line(output_code)
    monkeypatch.setenv("PAGER", "mypager --flag")
    app = make_app(session)
    notes: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.notify = lambda message, **kwargs: notes.append(message)
        app.go(Location((0, 0), "kernels", kernel), focus=True)
        await settle(app, pilot)
        await pilot.press("v")  # a headless terminal cannot be suspended: the command is shown instead
        expected = ["mypager", "--flag", f"+{body}", str(output_code.absolute())]
        assert notes[-1] == f"this terminal cannot be handed over; run it yourself: {shlex.join(expected)}"
        await pilot.press("p")
        assert (
            notes[-1] == f"{output_code.absolute()}:{body}"
            and Path(notes[-1].rsplit(":", 1)[0]).is_absolute()
        )
        await pilot.press("y")
        source = app.clipboard
        assert f"def {kernel}(" in source and source in output_code.read_text()
        assert source == app.state.loaded[(0, 0)].graph.kernel(kernel).source
        assert kernel in notes[-1] and f"{source.count(chr(10)) + 1} lines" in notes[-1]
        await pilot.press("Y")
        assert app.clipboard == kernel
        # The Buffers view: the name is the buffer's; the file, the IR block of the node producing it.
        graph = app.state.loaded[(0, 0)].graph
        buffer = next(iter(graph.buffers.values()))
        app.go(Location((0, 0), "buffers", buffer.name), focus=True)
        await settle(app, pilot)
        await pilot.press("Y", "p")
        assert app.clipboard == buffer.name
        ir = folder.files["ir_post_fusion.txt"]
        header = next(
            i
            for i, line in enumerate(ir.read_text().split("\n"), 1)
            if line.startswith(f"{buffer.producer}: ")
        )
        assert notes[-1] == f"{ir.absolute()}:{header}"
        monkeypatch.delenv("EDITOR", raising=False)
        monkeypatch.delenv("VISUAL", raising=False)
        await pilot.press("e")
        assert notes[-1].startswith("$EDITOR is not set")


def test_the_pager_runs_in_the_terminal_with_the_file_at_its_line_and_the_explorer_comes_back(
    sample_runs, tmp_path
):
    pexpect = pytest.importorskip("pexpect")
    run = training_run(sample_runs, "triton")
    folder = open_session(run).runs[0].graphs[0]
    kernel, body = first_kernel_body_line(folder.files["output_code.py"])
    record = tmp_path / "argv.txt"
    pager = tmp_path / "record-argv"
    pager.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > {shlex.quote(str(record))}\n")
    pager.chmod(0o755)
    code = f"import sys\nfrom inductor_explorer.cli import main\nsys.exit(main([{str(run)!r}]))\n"
    env = dict(os.environ, TERM="xterm-256color", PAGER=str(pager))
    child = pexpect.spawn(sys.executable, ["-c", code], env=env, dimensions=(24, 80), timeout=60)
    try:
        child.expect("Kernels")
        child.send("2")
        child.expect(kernel[:20])
        child.send("v")
        for _ in range(100):
            if record.exists() and record.read_text().count("\n") >= 2:
                break
            child.expect([pexpect.TIMEOUT], timeout=0.1)
        child.send("q")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert record.read_text().split("\n")[:2] == [f"+{body}", str(folder.files["output_code.py"].absolute())]
    assert child.exitstatus == 0


@run_async
async def test_the_hand_off_keys_are_in_help_and_readme(sample_runs):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        help_text = app.screen.query_one("#help-scroll").query_one("Static").render().plain
        for key, words in (
            ("v", "$PAGER"),
            ("e", "$EDITOR"),
            ("y", "kernel's source"),
            ("Y", "name under the cursor"),
            ("p", "absolute path"),
        ):
            assert f"| `{key}` |" in readme
            lines = help_text.split("\n")
            at = next(i for i, line in enumerate(lines) if line.split()[:1] == [key])
            assert words in " ".join(lines[at : at + 2]), lines[at : at + 2]


@run_async
async def test_a_graph_read_from_a_trace_log_has_no_file_to_hand_over(corpus, monkeypatch):
    from inductor_explorer.session import open_session

    log = corpus / "tlparse_tests_torch_trace" / "autotune_with_compile_id.log"
    if not log.is_file():
        pytest.skip("the corpus trace log is not there")
    monkeypatch.setenv("PAGER", "mypager")
    app = make_app(open_session(log))
    notes: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.notify = lambda message, **kwargs: notes.append(message)
        for view in ("kernels", "fx"):
            app.go(Location((0, 0), view), focus=True)
            await settle(app, pilot)
            await pilot.press("v", "p")
            assert (
                notes[-2:]
                == ["this graph was read from a trace log: what it shows is not a file of its own"] * 2
            )
        await pilot.press("2", "y")  # its kernel's source is still there to copy
        assert "def triton_poi_fused_mul_0(" in app.clipboard
