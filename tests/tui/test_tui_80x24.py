"""At 80x24 (issue 21 items 11 and 13): nothing a user needs is cut off, and the Files table filters."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.tui import press, run_async, settle


def _title(app, view: str) -> str:
    return str(app.query_one(f"#{view}-title").render()).replace("\n", " ")


@run_async
async def test_files_view_slash_filters_the_table_and_x_clears(sample_runs: Path):
    app = make_app(open_session(sample_runs / "mlp_cpp"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "f", "slash", *"output", "enter")
        assert _title(app, "files").startswith("1 of 10 files · filter 'output' (x clears)")
        listing = app.query_one("#files-list", SourceView)
        assert listing.line_count == 2 and "output_code.py" in listing.line_text(2)
        await press(app, pilot, "enter")
        source = app.query_one("#files-source", SourceView)
        # The graph folder's name survives the 80-column border; the run folder is in the listing.
        assert source.border_title == "model__0_inference_0.0/output_code.py"
        listing.focus()
        await press(app, pilot, "x")
        assert _title(app, "files").startswith("10 files ·") and listing.line_count > 10


@run_async
async def test_diff_counts_fit_beside_the_words(sample_runs: Path):
    app = make_app(
        open_session(sample_runs / "mlp_cpp", SessionOptions(compare=sample_runs / "graph_breaks_cpp"))
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")
        await settle(app, pilot)
        table = app.query_one("#diff-table")
        assert table.max_scroll_x == 0  # no column hidden to the right, under the scrollbar
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        before = next(r for r in rows if r[0].startswith("scheduler nodes before"))
        assert before[1:] == ["20", "7", "-13"]
        assert next(r for r in rows if r[0] == "compiled graphs")[1:] == ["9", "1", "-8"]


@run_async
async def test_breaks_list_and_repro_title_are_not_squeezed(sample_runs: Path):
    app = make_app(open_session(sample_runs / "graph_breaks_cpp"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "8")
        assert app.query_one("#breaks-tree").size.height >= 8  # was 6: one break and its compiles
        app.go(Location(None, "repro"), focus=True)
        await settle(app, pilot)
        title = app.query_one("#repro-title")
        text = _title(app, "repro")
        assert text.startswith("No minifier output here") and len(text) > 2 * title.size.width
        assert title.size.height == 3


README = Path(__file__).resolve().parents[2] / "README.md"


@run_async
async def test_help_readme_and_keys_agree_on_files_filter_and_next_graph(sample_runs: Path):
    app = make_app(open_session(sample_runs / "graph_breaks_cpp"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "question_mark")
        body = " ".join(app.screen.query_one("#help-scroll").query_one("Static").render().plain.split())
        assert "Files view (the listing; in the file below, / searches)" in body
        assert "/ Filter the listing by file name or kind" in body and "x Show every file again" in body
        assert "Next compiled graph, same view (from Breaks, Compile, Diff, Files, Repro or Ranks" in body
        await press(app, pilot, "escape", "8", "right_square_bracket")
        # From a run-wide view `]` opens the next graph's Overview, as help says.
        assert app.location.view == "overview" and app.location.graph is not None
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert "the Buffers and Files tables: `/` filters their rows, `x` clears" in readme
    assert "`[`/`]` previous/next graph in the same view (from a run-wide view" in readme
