"""The explorer driven with keys on real sample runs, asserted as data (what each pane holds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.views.registry import VIEWS
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.screen import notifications, screenshot
from tests.support.tui import kernel_names, run_async, settle, training_run


@pytest.mark.parametrize("backend", ["cpp", "triton"])
@run_async
async def test_open_kernel_from_navigator_shows_its_source(sample_runs, backend):
    session = open_session(training_run(sample_runs, backend))
    folder = session.runs[0].graphs[0]
    names = kernel_names(folder)
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        labels = [n.label.plain for n in navigator.graph_node((0, 0)).children]
        assert f"Kernels ({len(names)})" in labels
        # Cursor starts on the first graph; its first child is the kernel group.
        for key in ("j", "l", "j", "enter"):
            await pilot.press(key)
            await settle(app, pilot)
        assert app.location.view == "kernels"
        assert app.location.target == names[0]
        source = app.query_one("#kernel-source", SourceView)
        text = folder.files["output_code.py"].read_text()
        shown = [source.line_text(i) for i in range(1, source.line_count + 1)]
        body = [line for line in shown if line.strip()]
        assert body and all(line in text for line in body[:20])
        expected = "@triton.jit" if backend == "triton" else 'extern "C"'
        assert any(expected in line for line in shown)
        assert app.query_one("#kernel-source").border_title.startswith(
            "Triton" if backend == "triton" else "cpp"
        )


@run_async
async def test_buffer_follows_to_producer_and_back(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("4")
        await settle(app, pilot)
        graph = app.state.loaded[(0, 0)].graph
        table = app.query_one("#buffer-table")
        assert table.row_count == len(graph.buffers)
        # The first buffer that a generated kernel (not an extern call) produces.
        row, name = next(
            (i, b.name)
            for i, b in enumerate(graph.buffers.values())
            if b.kernel and not b.kernel.startswith("extern:")
        )
        for _ in range(row):
            await pilot.press("j")
        await settle(app, pilot)
        assert app.view("buffers").current_target() == name
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.location.view == "kernels"
        assert app.location.target == graph.buffers[name].kernel
        # The kernel's side pane lists the buffer among what it writes.
        options = app.query_one("#kernel-links")
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert any(p.strip().startswith(f"writes {name}") for p in prompts)
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.location.view == "buffers"
        assert app.location.target == name


@pytest.mark.parametrize("backend", ["cpp", "triton"])
@run_async
async def test_ctrl_p_jumps_to_a_kernel_by_name(sample_runs, backend):
    session = open_session(training_run(sample_runs, backend))
    name = kernel_names(session.runs[0].graphs[0])[-1]
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+p")
        await pilot.press(*name)
        await pilot.pause(0.5)
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.location.view == "kernels"
        assert app.view("kernels").current_target() == name
        assert name in app.query_one("#kernel-title").render().plain
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.location.view == "overview"


@run_async
async def test_switching_graphs_parses_on_demand(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    graphs = session.runs[0].graphs
    assert len(graphs) >= 2
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert set(app.state.loaded) == {(0, 0)}  # only the first graph is parsed up front
        await pilot.press("2", "right_square_bracket")
        await settle(app, pilot)
        assert app.location.graph == (0, 1) and app.location.view == "kernels"
        assert set(app.state.loaded) == {(0, 0), (0, 1)}
        assert app.view("kernels").current_target() == kernel_names(graphs[1])[0]
        assert graphs[1].name in app.query_one("#title-bar").render().plain
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.location.graph == (0, 0)


@run_async
async def test_code_view_cursor_selects_kernel_and_enter_opens_it(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    folder = session.runs[0].graphs[0]
    text = folder.files["output_code.py"].read_text().split("\n")
    name = kernel_names(folder)[0]
    line = next(i for i, t in enumerate(text, 1) if t.startswith(f"{name} = async_compile"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("3")
        await settle(app, pilot)
        source = app.query_one("#code-source", SourceView)
        assert source.line_count == len(text) - (text[-1] == "")
        for _ in range(line - source.cursor_line):
            await pilot.press("j")
        await settle(app, pilot)
        assert source.cursor_line == line
        assert app.selection["kernel"] == name
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.location.view == "kernels" and app.location.target == name


@run_async
async def test_search_and_every_view_key(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for spec in VIEWS:
            await pilot.press(spec.key)
            await settle(app, pilot)
            assert app.location.view == spec.kind
        await pilot.press("4", "slash", *"buf1", "enter")
        await settle(app, pilot)
        table = app.query_one("#buffer-table")
        expected = [
            b
            for b in app.state.loaded[(0, 0)].graph.buffers.values()
            if any("buf1" in str(v).lower() for v in (b.name, b.reused_from, b.kernel, b.producer))
        ]
        assert 0 < table.row_count <= len(app.state.loaded[(0, 0)].graph.buffers)
        assert table.row_count >= len([b for b in expected if "buf1" in b.name])
        await pilot.press("question_mark")
        await pilot.pause()
        help_text = app.screen.query_one("#help-scroll").query_one("Static").render().plain
        for spec in VIEWS:
            assert spec.title in help_text
        assert "ctrl+p" in help_text and "esc" in help_text
        await pilot.press("escape", "q")
    assert app.return_code == 0


def _folder_with(tmp_path: Path, output_code: str) -> Path:
    graph = tmp_path / "torchinductor" / "model__0_inference_0.0"
    graph.mkdir(parents=True)
    (graph / "output_code.py").write_text(output_code)
    return tmp_path


@run_async
async def test_artifact_text_is_shown_literally(tmp_path):
    code = (
        "# AOT ID: ['0_inference']\n"
        "cpp_fused_0 = async_compile.cpp_pybinding(['float*'], r'''\n"
        "// [bold]not bold[/bold] [link=http://x]no link[/link] \x1b[31mred\x1b[0m\n"
        'extern "C" void kernel(float* out_ptr0) {}\n'
        "''')\n"
        "def call(args):\n"
        "    buf0 = empty_strided_cpu((4, ), (1, ), torch.float32)\n"
        "    cpp_fused_0(buf0)\n"
        "    return (buf0, )\n"
    )
    app = make_app(open_session(_folder_with(tmp_path, code)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("3")
        await settle(app, pilot)
        screen = screenshot(app).text
        assert "[bold]not bold[/bold]" in screen
        assert "[link=http://x]" in screen
        assert "\\x1b[31mred" in screen
        assert "\x1b" not in screen


@run_async
async def test_a_graph_that_fails_to_load_is_a_problem_not_a_crash(sample_runs):
    def broken(folder):
        raise ValueError("parser exploded")

    app = make_app(open_session(training_run(sample_runs, "cpp"), parser=broken))
    messages: list = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:
        await settle(app, pilot)
        overview = app.query_one("#overview-text").render().plain
        assert "ValueError: parser exploded" in overview
        assert any("parser exploded" in message for message in notifications(messages))
        await pilot.press("2")
        await settle(app, pilot)
        assert "No kernels" in app.query_one("#kernel-title").render().plain


@run_async
async def test_search_links_then_follow_buffer_to_the_kernel_reading_it(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("right_square_bracket")  # the backward graph
        await settle(app, pilot)
        graph = app.state.loaded[(0, 1)].graph
        # A kernel whose output another generated kernel reads (layernorm backward -> sum, in this run).
        kernel, buf, reader = next(
            (k.name, b, r)
            for k in graph.kernels
            for post in graph.post_nodes_for_kernel(k.name)
            for b in graph.post_fusion.node(post).buffer_names
            for r in graph.reading_kernels(b)
            if r != k.name and not r.startswith("extern:")
        )
        await pilot.press("ctrl+p", *kernel[-30:])  # a long name: its tail picks it out
        await pilot.pause(0.5)
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.location.target == kernel
        await pilot.press("slash", *f"writes {buf} ", "enter")
        await settle(app, pilot)
        links = app.query_one("#kernel-links")
        assert str(links.get_option_at_index(links.highlighted).prompt).strip().startswith(f"writes {buf} ")
        await pilot.press("enter")
        await settle(app, pilot)
        assert (app.location.view, app.location.target) == ("buffers", buf)
        await pilot.press("tab", "slash", *reader[-25:], "enter", "enter")
        await settle(app, pilot)
        assert (app.location.view, app.location.target) == ("kernels", reader)
        await pilot.press("escape", "escape")
        await settle(app, pilot)
        assert app.location.target == kernel


@run_async
async def test_rows_added_above_the_navigator_cursor_do_not_move_the_user_elsewhere(sample_runs):
    # The trace logs are read in the background (in a moment, from the parse cache) and add rows at the top
    # of each run. The navigator's cursor stays on its node, whose line moves: that is not the user moving
    # the cursor, and must not take the views away from where the user went meanwhile.
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_triton is not generated")
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        assert navigator.has_focus and app.state.run_traces
        line, node = navigator.cursor_line, navigator.cursor_node
        app.go(Location((0, 0), "code"), reveal=False)  # e.g. a ctrl+p jump whose graph was still loading
        await settle(app, pilot)
        navigator.add_traces(app.state.run_traces)
        await settle(app, pilot)
        assert navigator.cursor_node is node and navigator.cursor_line > line
        assert app.location == Location((0, 0), "code")
        await pilot.press("down")  # the user moving the cursor still previews what is under it
        await settle(app, pilot)
        assert app.location != Location((0, 0), "code")


@run_async
async def test_enter_on_a_distinct_break_opens_the_compile_of_its_first_occurrence(sample_runs):
    # The Breaks view's title says "enter: the compile"; on a distinct break's own line it did nothing.
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run graph_breaks_triton is not generated")
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("8")
        await settle(app, pilot)
        tree = app.query_one("#breaks-tree")
        group = next(run for run in app.state.run_traces if run.distinct).distinct[0]
        first = next(
            d.graph_break.compile_id for d in group.diagnoses if d.graph_break.compile_id is not None
        )
        assert tree.cursor_node is not None and tree.cursor_node.data.count(":") == 1  # a distinct break
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.location is not None and app.location.view == "compile"
        assert app.location.target is not None and app.location.target.endswith(f":{first.frame_key}")
