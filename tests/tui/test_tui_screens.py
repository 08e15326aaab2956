"""Each view as the terminal shows it at 120x40 and 80x24: the screen's text checked against the artifacts it
shows, and the styles of the cells that carry meaning (highlighted code, the cursor, table headers, changes).

Read through `App.export_screenshot()` (tests/support/screen.py), so the same checks run on every Textual 8
release; they replace SVG snapshots, which differ between releases for the same cells.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.screen import SCROLLBAR, Cell, Screenshot, box_rows, screenshot
from tests.support.tui import graph_breaks_run, press, run_async, settle, training_run

ROOT = Path(__file__).resolve().parents[2]
SIZES = pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
#: A source pane's row: the line number, a one-cell marker, a space, the line as far as it fits.
SOURCE_ROW = re.compile(r"^ *(\d+)(.) (.*)$")


async def shown(app, size: tuple[int, int], *keys: str) -> Screenshot:
    """APP at SIZE after KEYS, once settled: what the terminal shows."""
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await press(app, pilot, *keys)
        return screenshot(app)


def check_frame(shot: Screenshot, title: str) -> int:
    """The frame every view shares: the title bar, the navigator beside the view's panes, the footer's keys.
    Returns the column of the navigator's right edge."""
    width = len(shot.rows[0])
    assert shot.lines[0].startswith(f" inductor-explore  ›  {title}  ·  "), shot.lines[0]
    assert shot.style(title).bold
    footer = shot.lines[-1]
    assert footer.startswith("⏎ ") and "? Keys" in footer and "q Quit" in footer, footer
    # The keys stand out from what they do.
    assert shot.style("? Keys").fg != shot.style("Keys", len(shot.rows) - 1).fg or shot.style("? Keys").bold
    assert shot.lines[1].startswith("▼ run_")
    edge = shot.lines[1].index("▕")
    assert all(line[edge] == "▕" for line in shot.lines[1:-1]), "the navigator's edge is one straight column"
    assert width // 6 < edge < width // 2
    # Each bordered pane right of the navigator ends on the screen's last column.
    for y, line in enumerate(shot.lines[1:-1], 1):
        for corner, other in (("╭", "╮"), ("╰", "╯")):
            if line[edge + 1 :].startswith(corner):
                assert line.endswith(other), (y, line)
    return edge


def source_rows(rows: list[str], source: str) -> list[tuple[int, str]]:
    """(number, marker) of each numbered row; each shows its line of SOURCE from the start, cut at the pane's
    edge, and the numbers follow each other."""
    lines = source.splitlines()
    numbered = []
    for row in rows:
        match = SOURCE_ROW.match(row)
        if not match:
            continue  # the horizontal scrollbar's row
        number, text = int(match[1]), match[3].rstrip()
        if text and text[-1] in SCROLLBAR:  # the vertical scrollbar's thumb, one column
            text = text[:-1].rstrip()
        assert lines[number - 1].startswith(text), (number, text, lines[number - 1])
        numbered.append((number, match[2]))
    numbers = [number for number, _ in numbered]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    return numbered


@pytest.fixture
def cpp_run(sample_runs) -> Path:
    return training_run(sample_runs, "cpp")


@SIZES
@run_async
async def test_overview_counts_the_graphs_nodes_kernels_and_buffers(cpp_run, size):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, size)
    graph = app.state.loaded[(0, 0)].graph
    edge = check_frame(shot, "Overview")
    assert graph.name in shot.lines[0]
    navigator = [line[:edge] for line in shot.lines[1:-1]]
    # The graphs in the navigator: whole at 120 columns, cut with "…" at 80.
    assert any(f" {graph.name} " in row for row in navigator) == (size[0] == 120)
    cut = [row.split()[-1][:-1] for row in navigator if row.rstrip().endswith("…")]
    assert any(len(word) > 8 and graph.name.startswith(word) for word in cut) == (size[0] == 80)
    _, y = shot.find("Counts")
    assert shot.style("Counts").bold and not shot.style("kernels", y).bold
    for name, count in (
        ("FX nodes", len(graph.fx.nodes)),
        ("kernels", len(graph.kernels)),
        ("buffers", len(graph.buffers)),
    ):
        assert re.search(rf"│  {name} +{count} ", shot.lines[shot.find(f"  {name} ", y)[1]]), name


@SIZES
@run_async
async def test_the_kernel_view_shows_the_kernel_highlighted_from_its_body(cpp_run, size):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, size, "j", "l", "j", "enter")  # the first kernel of the first graph
    kernel = app.state.loaded[(0, 0)].graph.kernels[0]
    check_frame(shot, "Kernel")
    assert re.search(rf"▕ {kernel.name}  cpp ", shot.lines[1]) and shot.style(kernel.name).bold
    # Numbered as output_code.py numbers them (the header's `output_code.py:N` is the source's first line).
    text = app.state.loaded[(0, 0)].folder.files["output_code.py"].read_text()
    numbered = source_rows(box_rows(shot, "cpp source"), text)
    body = (
        kernel.line
        - 1
        + next(n for n, line in enumerate(kernel.source.splitlines(), 1) if 'extern "C"' in line)
    )
    # Scrolled to the kernel's body, its first line at the top; as many lines as the pane holds.
    assert numbered[0][0] == body and len(numbered) >= (20 if size[1] == 40 else 8)
    # C++ highlighted: keywords bold, names plain; the cursor's line on a background of its own.
    assert shot.style("extern").bold and shot.style("void").bold and not shot.style("kernel(").bold
    x, y = shot.find('extern "C"')
    assert shot.rows[y][x].bg != shot.rows[y + 1][x].bg
    links = box_rows(shot, "Came from · writes · read by")
    assert links[0].strip().startswith("FX nodes (")


@run_async
async def test_the_code_view_shows_output_code_highlighted_with_kernel_definitions_marked(cpp_run):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, (120, 40), "2", "3")
    text = app.state.loaded[(0, 0)].folder.files["output_code.py"].read_text()
    check_frame(shot, "Code")
    assert f"output_code.py  ({len(text.splitlines())} lines)" in shot.lines[1]
    numbered = source_rows(box_rows(shot), text)
    assert numbered[0][0] == 1 and len(numbered) >= 30
    # Python highlighted: keywords bold in a colour of their own, comments italic, line numbers dimmer.
    keyword, name = shot.style("import"), shot.style("torch", shot.find("import torch")[1])
    assert keyword.bold and keyword.fg != name.fg and not name.bold
    assert shot.style("# AOT").italic and shot.style("  1").fg != name.fg
    # The selected kernel (the first) is marked (▌) from its definition line on, on a background of its own.
    definitions = [n for n, line in enumerate(text.splitlines(), 1) if " = async_compile." in line]
    marked = [number for number, marker in numbered if marker == "▌"]
    assert marked and marked[0] == definitions[0]
    assert marked == list(range(marked[0], marked[0] + len(marked)))
    x, y = shot.find(f"{marked[0]:>3}▌")
    assert shot.rows[y][x + 6].bg != shot.rows[y - 1][x + 6].bg


@SIZES
@run_async
async def test_the_buffers_table_lines_up_under_its_bold_header(cpp_run, size):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, size, "4")
    buffers = app.state.loaded[(0, 0)].graph.buffers
    check_frame(shot, "Buffers")
    assert f"{len(buffers)} of {len(buffers)} buffers" in shot.lines[1]
    rows = box_rows(shot)
    header = rows[0]
    assert header.split()[:5] == ["buffer", "dtype", "size", "stride", "device"]
    assert shot.style("buffer  dtype").bold
    columns = [header.index(word) for word in ("dtype", "size", "stride")]
    listed = [row for row in rows[1:] if re.match(r" buf\d+ ", row)]
    assert len(listed) >= min(len(buffers), 8)
    assert [row.split()[0] for row in listed] == list(buffers)[: len(listed)]
    for row in listed:
        # Each cell starts under its column's heading.
        assert [row[x - 1] == " " and row[x] != " " for x in columns] == [True] * 3, row
    first, second = shot.style(listed[0].strip()[:6]), shot.style(listed[1].strip()[:6])
    assert first.bg != second.bg  # the cursor's row


@SIZES
@run_async
async def test_the_fusion_view_lists_post_fusion_nodes_with_their_kernels(cpp_run, size):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, size, "5")
    graph = app.state.loaded[(0, 0)].graph
    edge = check_frame(shot, "Fusion")
    pre, post = len(graph.pre_fusion.nodes), len(graph.post_fusion.nodes)
    header = " ".join(line[edge + 1 :].strip() for line in shot.lines[1:3])  # wrapped at 80 columns
    assert header.startswith(f"{pre} pre-fusion nodes → {post} post-fusion nodes")
    rows = box_rows(shot)
    groups = [row.split()[1] for row in rows if row.startswith("▼ ")]
    assert groups == [node.name for node in graph.post_fusion.nodes][: len(groups)]
    assert len(groups) >= (4 if size[0] == 120 else 3)


@SIZES
@run_async
async def test_the_wrapper_view_lists_call_steps_by_line(cpp_run, size):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, size, "6")
    text = app.state.loaded[(0, 0)].folder.files["output_code.py"].read_text().splitlines()
    check_frame(shot, "Wrapper")
    assert re.search(r"call\(\): \d+ steps", shot.lines[1])
    rows = box_rows(shot)
    assert rows[0].split()[:3] == ["line", "step", "buffer"] and shot.style("line  step").bold
    steps = [re.match(r" (\d+) +(\w+) +(\S*)", row) for row in rows[1:]]
    steps = [match for match in steps if match]
    assert len(steps) >= 8
    numbers = [int(match[1]) for match in steps]
    assert numbers == sorted(numbers)
    for match in steps:  # the buffer a step names is on its line of output_code.py (each side of a cut)
        assert all(part in text[int(match[1]) - 1] for part in match[3].split("…")), match[0]


@run_async
async def test_the_keys_window_lists_every_view_key_over_the_screen(cpp_run):
    app = make_app(open_session(cpp_run))
    shot = await shown(app, (80, 24), "question_mark")
    rows = box_rows(shot, "Keys (escape closes)")
    assert rows[0].strip() == "Everywhere" and shot.style("Everywhere").bold
    keys = {row.split(maxsplit=1)[0]: row.split(maxsplit=1)[1].strip() for row in rows if row[:3] == "   "}
    assert keys["q"] == "Quit" and keys["?,"].startswith("f1")
    assert [keys[str(n)] for n in range(1, 10)] == [
        f"{view} view"
        for view in (
            "Overview",
            "Kernel",
            "Code",
            "Buffers",
            "Fusion",
            "Wrapper",
            "FX graph",
            "Breaks",
            "Compile",
        )
    ]


@pytest.fixture
def breaks_run(sample_runs, tmp_path) -> Path:
    """The graph-breaks sample with its trace log's user file (sample_runs/generate.py, recorded where the
    sample was made) pointing into this checkout, so the Breaks view can show its lines anywhere."""
    copy = tmp_path / "torch_compile_debug"
    shutil.copytree(graph_breaks_run(sample_runs), copy)
    for log in copy.glob("tlparse/*.log"):
        text = log.read_text()
        recorded = re.search(r'"(/[^"]*/)sample_runs/generate\.py"', text)[1]
        log.write_text(text.replace(recorded, f"{ROOT}/"))
    return copy


@SIZES
@run_async
async def test_the_breaks_view_groups_breaks_and_shows_the_user_line(breaks_run, size):
    app = make_app(open_session(breaks_run))
    shot = await shown(app, size, "8")
    check_frame(shot, "Breaks")
    total, distinct = map(int, re.search(r"(\d+) graph break\(s\), (\d+) distinct", shot.text).groups())
    rows = box_rows(shot)
    groups = [row for row in rows if row.startswith("▼ GB")]
    assert len(groups) == distinct  # a group per distinct break, each unfolded
    log = next(breaks_run.glob("tlparse/*.log")).read_text()
    # The breaks the log records, by their reason, cut with "…" where the pane is narrower.
    assert all(re.split(r"  |…", row.split(maxsplit=2)[2])[0] in log for row in groups)
    times = [int(re.search(r"×(\d+)", row)[1]) for row in groups if "×" in row]
    assert sum(times) <= total  # how often each one happened, where the pane is wide enough to say
    assert shot.style(groups[0][2:8]).bold and shot.style("├── compile").fg != shot.style(groups[0][2:8]).fg
    # The chosen break's details, beside the list at 120 columns, under it at 80: where it is in the user's
    # code, with the lines before it (the break's own marked and bold, where it fits).
    wide = size[0] == 120
    details = box_rows(shot, nth=1) if wide else box_rows(shot, start_row=shot.find("╰")[1] + 1)
    where = re.search(r"at\s+(\S+):\s*(\d+)", " ".join(row.strip() for row in details))
    assert where and where[1] == f"{ROOT}/sample_runs/generate.py", details
    line = int(where[2])
    source = (ROOT / "sample_runs" / "generate.py").read_text().splitlines()
    context = [match for match in map(re.compile(r" (.) +(\d+) │(.*)").match, details) if match]
    # At 120 columns the break's own line is always there; at 80 the pane under the list may end before it.
    assert len(context) >= 3 and (line in [int(match[2]) for match in context] or not wide)
    for match in context:
        number = int(match[2])
        text = " ".join(match[3].rstrip(" ▇▆▅▄▃▂▁").split())  # as far as it fits (wrapped at 120)
        assert " ".join(source[number - 1].split()).startswith(text), (number, text)
        assert (match[1] == "▶") == (number == line) == shot.style(match[0].strip()).bold, match[0]


@run_async
async def test_the_compile_view_lists_compiles_beside_the_chosen_ones_details(breaks_run):
    app = make_app(open_session(breaks_run))
    shot = await shown(app, (120, 40), "8", "j", "enter")
    check_frame(shot, "Compile")
    count = int(re.search(r"(\d+) compiles", shot.lines[1])[1])
    # Two panes side by side: the compiles and the details of the one chosen.
    _, y = shot.find("╮╭")
    listing, details = box_rows(shot, start_row=y), box_rows(shot, start_row=y, nth=1)
    ids = re.findall(r"^ (\d+/\d+) ", "\n".join(listing), re.M)
    assert len(ids) == min(count, len(ids)) and len(ids) >= 5
    chosen = re.match(r" Compile (\d+/\d+) ", details[0])
    assert chosen and chosen[1] in ids
    assert shot.style(f"Compile {chosen[1]}").bold


@run_async
async def test_the_diff_view_tabulates_both_runs_with_changes_standing_out(monkeypatch):
    monkeypatch.chdir(ROOT)
    before, after = (Path(f"tests/data/diff_{side}/torch_compile_debug") for side in ("before", "after"))
    # As `--help` shows it: PATH is the run after the fix, --compare OTHER the run before.
    app = make_app(open_session(after, SessionOptions(compare=before)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")
        app.clear_notifications()  # "the diff is ready" lasts 4 s: whether it still shows depends on the load
        await pilot.pause()
        shot = screenshot(app)
    check_frame(shot, "Diff")
    assert shot.lines[1].rstrip().endswith(f"before: {before}") and shot.lines[2].rstrip().endswith(
        f"after:  {after}"
    )
    rows = box_rows(shot)
    assert rows[0].split() == ["before", "after", "change"] and shot.style("before  after").bold
    graphs = [len(open_session(path).runs[0].graphs) for path in (before, after)]
    table = {re.split(r"  +", row.strip())[0]: row for row in rows[1:]}
    change = graphs[1] - graphs[0]
    assert change == -1  # the fix removed a graph break, so one graph fewer
    assert table["compiled graphs"].split()[-3:] == [str(graphs[0]), str(graphs[1]), f"{change:+d}"]
    # Numbers right-aligned under their headings.
    end = rows[0].index("after") + len("after")
    assert all(row[end - 1] != " " and row[end] == " " for row in rows[1:] if row.strip())
    changed, same = shot.cells(f"{change:+d} "), shot.cells("=")
    assert changed[0].bold and not same[0].bold
    assert shot.style("Graph breaks removed: 1").bold


@run_async
async def test_source_panes_show_a_vertical_thumb_and_textuals_horizontal_scrollbar(cpp_run):
    """The Code view's pane shows where it is scrolled: a vertical thumb (drawn with its lines) at the top of
    the track at the file's start and at the bottom at its end, and Textual's horizontal scrollbar under lines
    wider than the pane, its thumb moving right with `l`."""
    app = make_app(open_session(cpp_run))

    def bars(shot: Screenshot) -> tuple[list[Cell], list[Cell]]:
        """The cells of the pane's last column and of its last row, inside its border."""
        x, top = shot.find("╭─", shot.find("output_code.py  (")[1])
        right = shot.lines[top].index("╮", x)
        bottom = next(y for y in range(top + 1, len(shot.lines)) if shot.lines[y][x] == "╰")
        return [shot.rows[y][right - 1] for y in range(top + 1, bottom - 1)], list(
            shot.rows[bottom - 1][x + 1 : right - 1]
        )

    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "3")
        source = app.view(ViewKind.CODE).query_one(SourceView)
        assert source.line_count > source.size.height and source.show_horizontal_scrollbar
        start, across = bars(screenshot(app))
        await press(app, pilot, "end")
        end, _ = bars(screenshot(app))
        await press(app, pilot, *"l" * 10)
        _, panned = bars(screenshot(app))
    # Two colours, the thumb's and the track's; the thumb (the first row's colour at the start) moves down.
    thumb, track = start[0].bg, start[-1].bg
    assert thumb != track and end[0].bg == track and end[-1].bg == thumb
    covered = [i for i, cell in enumerate(start) if cell.bg == thumb]
    assert covered == list(range(len(covered))) and 0 < len(covered) < len(start) // 2
    # Sideways: the thumb starts at the left end, and moves right.
    assert across[0].bg == thumb and across[-1].bg == track
    assert panned[0].bg == track and thumb in {cell.bg for cell in panned}


@run_async
async def test_the_diff_details_show_their_text_before_the_first_link_and_after_the_last(sample_runs):
    """The details pane moves a cursor from link to link: the lines above the first (which graphs each run
    has) were scrolled off when it opened, and those below the last (kernels unchanged, extern calls) were
    out of reach. They show at the start, and page-down scrolls on past the last link to the end."""
    options = SessionOptions(compare=sample_runs / "training_triton")
    app = make_app(open_session(sample_runs / "graph_breaks_triton", options))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")
        links = app.query_one("#diff-links", LinkList)
        for _ in range(100):
            if links.links:
                break
            await pilot.pause(0.05)
        await pilot.pause()
        height = links.scrollable_content_region.height
        assert links.max_scroll_y > 2 * height  # the text is pages long
        opened = screenshot(app)
        links.focus()
        for _ in range(links.max_scroll_y // height + 2):
            await press(app, pilot, "pagedown")
        ended = screenshot(app)
        await press(app, pilot, "home")
        home = screenshot(app)
    assert opened.find("Graphs before (2):") and home.find("Graphs before (2):")
    assert ended.find("Kernels unchanged (same source or ops): 0") and ended.find("Extern calls:")
