"""The Buffers and Wrapper tables at 80x24 and 120x40: their short columns (dtype, size; buffer, kernel)
show without scrolling sideways, long names are cut with `…`, and the full name is one look away."""

from __future__ import annotations

import pytest

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from tests.support.tui import run_async, settle, training_run


def visible_rows(widget) -> list[str]:
    """The table's lines as drawn, inside its border."""
    lines = [strip.text for strip in widget.render_lines(widget.size.region)]
    return [line.strip("│ ") for line in lines[1:-1]]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@run_async
async def test_buffers_show_dtype_and_size_without_scrolling(sample_runs, size):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        app.go(Location((0, 1), "buffers"), focus=True)  # the backward graph: the longest kernel names
        await settle(app, pilot)
        graph = app.state.loaded[(0, 1)].graph
        table = app.query_one("#buffer-table")
        rows = visible_rows(table)
        header = rows[0]
        assert "dtype" in header and "size" in header and "buffer" in header
        shown = {row.split()[0]: row for row in rows[1:] if row and row.split()[0] in graph.buffers}
        assert len(shown) >= min(5, len(graph.buffers))
        for name, row in shown.items():
            info = graph.buffers[name]
            assert info.dtype.replace("torch.", "") in row and info.size in row, row
        # Long kernel names are cut in the table; the links pane under it names the kernel in full.
        longest = max(graph.buffers.values(), key=lambda b: len(b.kernel or ""))
        assert len(longest.kernel) > 32
        app.view("buffers").show(app.state.loaded[(0, 1)], longest.name)
        await settle(app, pilot)
        cells = [str(c) for c in table.get_row(longest.name)]
        assert longest.kernel not in cells and any(
            c.endswith(longest.kernel[-15:]) and "…" in c for c in cells
        )
        links = app.query_one("#buffer-links")
        prompts = "".join(str(links.get_option_at_index(i).prompt) for i in range(links.option_count))
        assert longest.kernel in prompts


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@run_async
async def test_wrapper_shows_buffer_and_kernel_columns_and_the_full_kernel_below(sample_runs, size):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        app.go(Location((0, 1), "wrapper"), focus=True)
        await settle(app, pilot)
        graph = app.state.loaded[(0, 1)].graph
        table = app.query_one("#wrapper-table")
        header = visible_rows(table)[0]
        assert "buffer" in header and "kernel / op" in header
        launch = next(s for s in graph.output_code.wrapper if s.kind == "launch" and len(s.kernel) > 32)
        app.view("wrapper").show(app.state.loaded[(0, 1)], str(launch.line))
        await settle(app, pilot)
        row = next(r for r in visible_rows(table) if r.split()[:2] == [str(launch.line), "launch"])
        assert launch.kernel[:10] in row and "…" in row
        status = app.query_one("#wrapper-status")
        assert str(status.render()).startswith(launch.kernel)
