"""Layout on a real run at 80x24, asserted on the rendered screen: wrapping after `t`, the help's key
column, the Overview's columns and wrapped lines."""

from __future__ import annotations

import re

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.link_list import LinkList
from tests.support.screen import screenshot
from tests.support.tui import press, run_async, settle, training_run


def rows_of(app, widget) -> list[str]:
    """The screen rows WIDGET's content region covers, cut to its columns, as the terminal shows them."""
    screen = screenshot(app).lines
    region = widget.content_region.intersection(widget.parent.content_region)
    return [screen[y][region.x : region.right] for y in range(region.y, region.bottom)]


@run_async
async def test_side_pane_rewraps_when_the_navigator_is_hidden(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.go(Location((0, 1), "kernels"))
        await settle(app, pilot)
        links = app.query_one("#kernel-links", LinkList)
        narrow = links.content_region.width
        await press(app, pilot, "t")
        assert links.content_region.width > narrow + 20
        # An FX node's line fits the wide pane on one row, as when the pane is drawn wide to begin with.
        (row,) = [r for r in rows_of(app, links) if "div_1:" in r]
        assert "convert_element_type)" in row
        # Scrolled to its end, the pane ends with its last link, not with rows counted for the narrow width.
        links.scroll_end(animate=False)
        await settle(app, pilot)
        shown = rows_of(app, links)
        assert shown[-1].strip(), shown


@run_async
async def test_help_keeps_keys_and_descriptions_apart(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "question_mark")
        body = app.screen.query_one("#help-scroll").query_one("Static")
        width = body.content_region.width
        lines = body.render().plain.split("\n")
        assert len(lines) > 60
        assert all(len(line) <= width for line in lines), [line for line in lines if len(line) > width]
        # The description column, from the row of `q`.
        column = next(line.index("Quit") for line in lines if re.match(r"^  q +Quit$", line))
        row = re.compile(r"^  (\S.*?)( {2,}|$)")
        for number, line in enumerate(lines):
            if not line.startswith("  ") or line.startswith(" " * column):
                continue  # a section title, its continuation, or a description's continuation
            match = row.match(line)
            assert match, line
            if match.group(2) == "":  # keys alone on their row: the description starts on the next one
                assert lines[number + 1].startswith(" " * column) and lines[number + 1].strip()
        # The jump prompt's longest key list, which ran into "Previous / next entry".
        at = lines.index("  up, down, tab, shift+tab")
        assert lines[at + 1].strip() == "Previous / next entry"


@run_async
async def test_overview_columns_and_wrapped_lines_keep_their_indent(sample_runs):
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "right_square_bracket", "right_square_bracket")
        body = app.query_one("#overview-text")
        text = body.render().plain
        assert re.search(r"^    triton persistent_reduction +1$", text, re.M), text
        headings = ("model__", "Counts", "Costs", "Files", "Problems found while loading")
        for line in rows_of(app, body) + text.split("\n"):
            assert not line.strip() or line.startswith(" ") or line.startswith(headings), line
        # The compile line does not fit 54 columns: its second row is indented deeper than its first.
        (at,) = [i for i, line in enumerate(text.split("\n")) if line.startswith("  compile: ")]
        assert text.split("\n")[at + 1].startswith("    ")


@run_async
async def test_d_exports_a_neighbourhood_with_its_centre_marked(sample_runs, tmp_path, monkeypatch):
    import pydot

    monkeypatch.chdir(tmp_path)
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.go(Location((0, 1), "kernels"), focus=True)
        await settle(app, pilot)
        kernel = app.view("kernels").current_target()
        await press(app, pilot, "d")
    (written,) = tmp_path.glob("*.dot")
    (parsed,) = pydot.graph_from_dot_data(written.read_text())
    (cluster,) = [s for s in parsed.get_subgraphs() if s.get("label").startswith(f'"{kernel}\\n')]
    inside = {n.get_name() for n in cluster.get_nodes()}
    everywhere = {n.get_name(): n for s in [parsed, *parsed.get_subgraphs()] for n in s.get_nodes()}
    marked = {name for name, node in everywhere.items() if node.get("fillcolor")}
    # The kernel's pre-fusion nodes are the centre; the neighbours around them are drawn plain.
    assert inside and marked == inside and len(everywhere) > len(inside)
    assert "around" in parsed.get("label")
