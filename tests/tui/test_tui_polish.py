"""What a user sees first: extern calls by name, kernel bodies in view, a footer that fits, the tree
following."""

from __future__ import annotations

import re

import pytest

from inductor_explorer.analysis.linking import linked
from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.presenters.buffer import COLUMNS
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.widgets.jump_bar import JumpBar
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.screen import notifications, screenshot
from tests.support.tui import graph_breaks_run, press, run_async, settle, training_run

EXTERN_OUT = re.compile(r"^\s*(extern_kernels\.\w+)\(.*out=(buf\d+)\)", re.M)


def footer(app) -> str:
    """The footer's line as the terminal shows it."""
    return screenshot(app).lines[-1]


@run_async
async def test_extern_calls_show_by_name_and_line(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    text = session.runs[0].graphs[0].files["output_code.py"].read_text()
    lines = text.split("\n")
    # buffer -> `extern_kernels.mm (line N)`, read straight off output_code.py.
    expected = {}
    for match in EXTERN_OUT.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        expected[match.group(2)] = f"{match.group(1)} (line {line})"
    assert expected and all(
        lines[int(v.split("line ")[1][:-1]) - 1].strip().startswith("extern_kernels")
        for v in expected.values()
    )
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "4")
        table = app.query_one("#buffer-table")
        kernel = COLUMNS.index("kernel")
        cells = {
            str(table.get_row_at(i)[0]): str(table.get_row_at(i)[kernel]) for i in range(table.row_count)
        }
        for buf, shown in expected.items():
            assert cells[buf] == shown
        await press(app, pilot, "5")
        tree = app.query_one("#fusion-tree")
        labels = [node.label.plain for node in tree.root.children]
        assert any("→ extern_kernels." in label for label in labels)
        screen = screenshot(app).text
        assert "extern:" not in screen


@pytest.mark.parametrize("backend, start", [("cpp", 'extern "C"'), ("triton", "@triton")])
@run_async
async def test_kernel_source_opens_at_the_kernel_body(sample_runs, backend, start):
    app = make_app(open_session(training_run(sample_runs, backend)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        source = app.query_one("#kernel-source", SourceView)
        top = round(source.scroll_y) + 1
        assert source.line_text(top).lstrip().startswith(start)
        assert source.cursor_line == top
        # The lines above it (imports, includes) are there, one scroll up.
        assert top > 1 and not any(
            source.line_text(n).lstrip().startswith(("@", start)) for n in range(1, top)
        )
        await press(app, pilot, "shift+tab", "g")
        assert app.focused is source and round(source.scroll_y) == 0


@pytest.mark.parametrize("backend", ["cpp", "triton"])
@run_async
async def test_kernel_source_is_numbered_as_in_output_code(sample_runs, backend):
    # The header says `output_code.py:N`; the gutter numbers that file, so a line seen here is found there.
    session = open_session(training_run(sample_runs, backend))
    lines = session.runs[0].graphs[0].files["output_code.py"].read_text().split("\n")
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "2")
        source = app.query_one("#kernel-source", SourceView)
        top = round(source.scroll_y) + 1
        number, _, text = source.render_line(0).text.lstrip().partition(" ")
        assert lines[int(number) - 1] == source.line_text(top) != ""
        assert text.strip() and source.line_text(top).strip().startswith(
            text.strip()
        )  # cut at the pane's edge


@run_async
async def test_kernel_source_opens_at_the_body_after_a_ctrl_p_jump(sample_runs):
    # The Kernel view is hidden when the jump sets its source: the scroll must wait for its size.
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "]", "ctrl+p", *"layer_norm_backward", "enter")
        source = app.query_one("#kernel-source", SourceView)
        top = round(source.scroll_y) + 1
        assert top > 1 and source.line_text(top).lstrip().startswith("@triton")


@pytest.mark.parametrize("width", [80, 100])
@run_async
async def test_narrow_footer_shows_the_pane_keys_first(sample_runs, width):
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(width, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "4")
        # The focused table's keys, the view's, the app's, the views as one; ctrl+p at the end.
        line = footer(app)
        assert line.startswith("⏎ Producer / Filter s Sort esc Back ? Keys q Quit 1-0 Views d DOT "), line
        assert line.rstrip().endswith("▏^p Jump") and len(line) == width
        await press(app, pilot, "question_mark")
        help_text = app.screen.query_one("#help-scroll").query_one("Static").render().plain
        for words in (
            "Overview view",
            "Diff view",
            "Sort by the next column",
            "Reverse the sort order",
            "Clear filter",
            "Previous compiled graph",
        ):
            assert words in help_text


@run_async
async def test_the_footers_keys_are_clicked_as_pressed(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "4")
        assert app.location.view is ViewKind.BUFFERS
        await pilot.click(offset=(footer(app).index("1-0 Views"), 29))
        await settle(app, pilot)
        assert app.location.view is ViewKind.OVERVIEW
        await pilot.click(offset=(footer(app).index("^p Jump"), 29))
        await settle(app, pilot)
        assert app.query_one(JumpBar).is_open
        await press(app, pilot, "escape")
        assert not app.query_one(JumpBar).is_open
        assert app.location.view is ViewKind.OVERVIEW


@run_async
async def test_a_view_switch_focuses_its_pane_and_lists_its_keys(sample_runs):
    """The focus moves as the view is switched in (Widget.focus would move it a turn later), and the footer
    lists the focused pane's keys."""
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "4")
        buffer_keys = footer(app)
        app.action_view("code")  # as the `3` key does, with no turn of the event loop after it
        source = app.view(ViewKind.CODE).query_one(SourceView)
        assert app.focused is source
        await settle(app, pilot)
        assert app.focused is source
        keys = footer(app)
        assert keys != buffer_keys and keys.startswith("⏎ Follow / Search esc Back"), keys


@run_async
async def test_overview_shows_the_compile_id_and_its_breaks(sample_runs):
    path = graph_breaks_run(sample_runs)
    log = next((path / "tlparse").glob("*.log")).read_text()
    breaks = re.findall(r'"dynamo_graph_break_reason".*?"frame_id": (\d+), "frame_compile_id": (\d+)', log)
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        # The Overview wraps its lines to the pane (continuations indented): read it with spaces joined.
        text = " ".join(app.query_one("#overview-text").render().plain.split())
        assert breaks.count(("0", "0")) == 1
        assert "compile: 0/0 (trace log)" in text and "1 graph break in this compile" in text
        # Graph 4 is the first compile of frame 3, where nothing broke.
        await press(app, pilot, *["right_square_bracket"] * 3)
        text = " ".join(app.query_one("#overview-text").render().plain.split())
        assert breaks.count(("3", "0")) == 0
        assert "compile: 3/0 (trace log)" in text and "0 graph breaks in this compile" in text


async def jump(app, pilot, query: str) -> None:
    """ctrl+p, QUERY typed, a moment to read the list, enter."""
    await press(app, pilot, "ctrl+p", *query)
    await pilot.pause(0.5)
    await press(app, pilot, "enter")


@run_async
async def test_navigator_follows_jumps_without_taking_the_focus(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        graph = app.state.loaded[(0, 0)].graph
        buffer = list(graph.buffers)[-1]
        fx_node = graph.fx.nodes[-2].name
        await jump(app, pilot, f"buffer: {buffer}")
        assert (app.location.view, app.location.target) == ("buffers", buffer)
        assert navigator.cursor_node.data == Location((0, 0), "buffers", buffer)
        assert not navigator.has_focus and app.focused is app.query_one("#buffer-table")
        await jump(app, pilot, f"fx: {fx_node}")
        assert navigator.cursor_node.data == Location((0, 0), "fx", fx_node)
        await press(app, pilot, "right_square_bracket")  # next graph: the tree moves with it
        assert navigator.cursor_node.data.graph == (0, 1)
        await press(app, pilot, "escape", "escape")
        assert navigator.cursor_node.data == Location((0, 0), "buffers", buffer)
        assert not navigator.has_focus


@run_async
async def test_a_view_switch_back_moves_the_cursor_without_refolding_the_tree(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        graph = app.state.loaded[(0, 0)].graph
        buffer = list(graph.buffers)[-1]
        await jump(app, pilot, f"buffer: {buffer}")
        buffers_branch = navigator.cursor_node.parent
        assert buffers_branch is not None and buffers_branch.is_expanded
        lines = navigator.last_line
        # `3`: the Code view's leaf is on show under the graph; the jump's branch stays as it was.
        await press(app, pilot, "3")
        assert navigator.cursor_node.data == Location((0, 0), "code")
        assert buffers_branch.is_expanded and navigator.last_line == lines
        # A jump that unfolds a branch of its own folds the earlier jump's: the tree does not keep growing.
        fx_node = graph.fx.nodes[-2].name
        await jump(app, pilot, f"fx: {fx_node}")
        assert navigator.cursor_node.data == Location((0, 0), "fx", fx_node)
        assert not buffers_branch.is_expanded


@run_async
async def test_a_trace_only_session_opens_on_its_graph_breaks(corpus):
    # Pasted graph-break texts: no compile of theirs holds output code, so no graph (trace logs that hold
    # some open on their graphs: tests/tui/test_tui_trace_graphs.py).
    path = corpus / "graph_breaks"
    logs = sorted(p for p in path.iterdir() if p.is_file() and p.name != "SOURCE.md")
    app = make_app(open_session(path))
    messages: list = []
    async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
        await settle(app, pilot)
        assert not app.state.graph_keys and logs
        assert app.location == Location(None, "breaks")
        assert app.focused is app.query_one("#breaks-tree")
        assert "graph break(s)" in app.query_one("#breaks-title").render().plain
        assert (
            app.query_one("#breaks-detail-text").render().plain.strip()
        )  # the first break, not an empty pane
        assert "Breaks" in app.query_one("#title-bar").render().plain
        await press(app, pilot, "2")
        assert app.location.view == "breaks"
        assert any("no compiled graph folders" in message for message in notifications(messages))


def test_counts_read_as_english_one_kernel_two_kernels(sample_runs):
    from inductor_explorer.analysis.counts import graph_counts
    from inductor_explorer.loader.load import load_graph
    from inductor_explorer.state.graphs import LoadedGraph
    from inductor_explorer.tui.presenters.fusion import fusion_totals
    from inductor_explorer.tui.widgets.navigator import graph_label

    seen = set()
    for name in ("graph_breaks_triton", "training_cpp"):
        path = sample_runs / name / "torch_compile_debug"
        if not path.is_dir():
            pytest.skip(f"sample run {name} is not generated")
        for folder in open_session(path).runs[0].graphs:
            graph = linked(load_graph(folder))
            kernels = len(graph.kernels)
            word = "kernel" if kernels == 1 else "kernels"
            assert f"→ {kernels} {word}, " in fusion_totals(graph_counts(graph)).plain
            label = graph_label(folder, LoadedGraph((0, 0), folder, graph)).plain
            assert label.endswith(f"{kernels} {word}")
            seen.add(kernels == 1)
    assert seen == {True, False}
