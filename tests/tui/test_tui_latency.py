"""What keeps keys fast on large runs, asserted as behaviour: the ctrl+p ranking and its cap, entries built
once per graph, cursor moves that repaint the right lines, status lines, graphs frozen out of the GC, a jump
prompt laid out off screen that never takes the focus, focus changes that do not highlight again, layouts
that change no pane drawing nothing new."""

from __future__ import annotations

import gc

from inductor_explorer.session import open_session
from inductor_explorer.state.name_index import SHOWN, NameTable, best_first, ranked
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.highlight import Highlighter
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.jump_bar import JumpBar
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.screen import record_frames, screenshot
from tests.support.tui import run_async, settle, show, training_run


def titles(entries) -> list[str]:
    return [e.title for e in entries]


async def open_code_view(app, pilot) -> SourceView:
    """The first graph's Code view, focused: its source pane."""
    await show(app, pilot, "code")
    return app.query_one("#code-source", SourceView)


def entries_of(*titles: str) -> list[NameTable]:
    """One table per group, in the order the groups first come in TITLES."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for title in titles:
        group, name = title.split(": ", 1)
        groups.setdefault(group, []).append((name, ""))
    return [NameTable(groups.items(), "g", (0, 0))]


def is_subsequence(query: str, text: str) -> bool:
    rest = iter(text.lower())
    return all(c in rest for c in query.lower())


def test_ranked_puts_name_part_starts_first_then_substrings_then_spread_letters():
    entries = entries_of(
        "kernel: prelu_kernel",
        "kernel: triton_poi_fused_relu_3",
        "fx: relu",
        "buffer: rxlxu",
        "graph: model__0",
    )
    assert titles(ranked(entries, "relu")) == [
        "kernel: triton_poi_fused_relu_3",
        "fx: relu",
        "kernel: prelu_kernel",
    ]
    # No title holds "rlu" whole: those holding its letters in order, in entry order.
    assert titles(ranked(entries, "RLU")) == [
        "kernel: prelu_kernel",
        "kernel: triton_poi_fused_relu_3",
        "fx: relu",
        "buffer: rxlxu",
    ]
    assert ranked(entries, "") == [] and ranked(entries, "zzz") == []


def test_ranked_reads_regex_characters_literally():
    entries = entries_of("buffer: a]b^c-d\\e", "buffer: abcde", "node: a.b", "node: A.B")
    assert titles(ranked(entries, "]^-\\")) == ["buffer: a]b^c-d\\e"]
    assert titles(ranked(entries, "a.b")) == ["node: a.b", "node: A.B"]  # the title as written


def test_ranked_lists_at_most_the_limit_and_otherwise_every_fuzzy_match():
    names = [f"kernel: triton_poi_fused_{op}_{i}" for i in range(120) for op in ("add", "mul")]
    entries = entries_of(*names)
    assert len(ranked(entries, "add")) == SHOWN
    assert len(ranked(entries, "add", limit=500)) == 120
    # Under the limit: exactly the entries holding the query's letters in order, each once.
    query = "mul_11"
    expected = [n for n in names if is_subsequence(query, n)]
    got = titles(ranked(entries, query, limit=1000))
    assert sorted(got) == sorted(expected) and len(set(got)) == len(got)
    assert got[0] == "kernel: triton_poi_fused_mul_11"


@run_async
async def test_palette_lists_at_most_the_cap_and_reuses_each_graphs_entries(sample_runs):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        graph = app.state.loaded[(0, 0)].graph
        await pilot.press("ctrl+p", ":")  # every "group: name" title holds it
        await pilot.pause(0.5)
        await settle(app, pilot)
        listed = app.query_one("#jump-list")
        everything = (
            len(session.runs[0].graphs)
            + len(graph.kernels)
            + len(graph.buffers)
            + len(graph.fx.nodes)
            + len(graph.post_fusion.nodes)
        )
        assert everything > SHOWN  # the cap is what limits the list here
        assert listed.option_count == SHOWN
        await pilot.press("escape")
        # Each graph's table is made once (from its parse here) and kept.
        index = app.state.name_index
        first, again = index.tables((0, 0)), index.tables((0, 0))
        assert all(a is b for a, b in zip(first, again)) and first[1].keys == (0, 0)
        assert list(first[1].group_lines("kernel")) == list(range(len(graph.kernels)))


@run_async
async def test_cursor_moves_repaint_the_old_and_new_line_and_the_status(sample_runs):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        source = await open_code_view(app, pilot)
        source.move_cursor(1)
        await pilot.pause()
        cursor_row = source.render_line(0)
        plain_row = source.render_line(1)
        await pilot.press("down")
        await pilot.pause()
        assert source.cursor_line == 2
        status = app.query_one("#code-status").render()
        assert str(status).startswith("line 2")
        # Line 1 lost the cursor colour, line 2 has it: the cached lines are per cursor state.
        assert [s.style for s in source.render_line(0)] != [s.style for s in cursor_row]
        assert [s.style for s in source.render_line(1)] != [s.style for s in plain_row]
        before = [s.style for s in source.render_line(3)]
        source.set_marks({4: "def"})
        assert [s.style for s in source.render_line(3)] != before  # marks are not served from a stale cache


@run_async
async def test_parsed_graphs_are_frozen_out_of_the_collector_until_the_app_ends(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    gc.unfreeze()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert (0, 0) in app.state.loaded
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


@run_async
async def test_the_closed_jump_prompt_is_off_screen_and_never_takes_the_focus(sample_runs):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        bar = app.query_one(JumpBar)
        assert not bar.is_open and bar.region.bottom <= 0  # laid out above the screen, none of it drawn
        focused = set()
        for _ in range(12):  # round the whole focus chain, both ways
            await pilot.press("tab")
            focused.add(app.focused.id if app.focused else None)
        for _ in range(12):
            await pilot.press("shift+tab")
            focused.add(app.focused.id if app.focused else None)
        assert focused and not focused & {"jump-input", "jump-list"}
        before = app.focused
        await pilot.press("ctrl+p")
        await pilot.pause()
        # Open, it gets the keys without taking the focus: the pane under it keeps it (and is not repainted).
        assert bar.is_open and app.focused is before
        assert bar.region.y >= 1 and bar.region.bottom <= 40
        await pilot.press(*"elux", "home", "r", "end", "backspace")  # typed, edited: "relu"
        await pilot.pause()
        assert bar.typed == "relu" and app.focused is before
        assert bar.shown and all(is_subsequence("relu", e.title) for e in bar.shown)
        assert bar.shown == best_first(ranked(app.state.name_index.tables((0, 0)), "relu"), "relu")
        await pilot.press("escape")
        await pilot.pause()
        assert not bar.is_open and bar.region.bottom <= 0 and app.focused is before


@run_async
async def test_a_focus_change_repaints_source_lines_without_highlighting_them_again(sample_runs, monkeypatch):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await show(app, pilot, "kernels")
        source = app.query_one("#kernel-source", SourceView)
        source.focus()
        await pilot.pause()
        assert app.focused is source
        lexed = []
        original = Highlighter.line
        monkeypatch.setattr(
            Highlighter, "line", lambda self, text, lexer: lexed.append(text) or original(self, text, lexer)
        )
        focused_row = list(source.render_line(0))
        await pilot.press("tab")  # to the links pane: the source pane's border and cursor colours change
        await pilot.pause()
        assert app.focused is not source and source.visible
        blurred_row = list(source.render_line(0))
        assert lexed == []  # repainted from the highlighted lines already made
        assert [s.text for s in blurred_row] == [s.text for s in focused_row]
        # A new kernel is highlighted, once per line shown.
        graph = app.state.loaded[(0, 0)].graph
        app.go(Location((0, 0), "kernels", graph.kernels[-1].name))
        await settle(app, pilot)
        assert 0 < len(lexed) <= source.size.height


@run_async
async def test_scrollbars_follow_the_content(sample_runs):
    session = open_session(training_run(sample_runs, "triton"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        source = await open_code_view(app, pilot)
        assert source.line_count > source.size.height and source.show_vertical_scrollbar
        source.set_source("one line", None)
        await pilot.pause()
        assert not source.show_vertical_scrollbar
        source.set_source("\n".join(f"line {i}" for i in range(500)), None)
        await pilot.pause()
        assert source.show_vertical_scrollbar


@run_async
async def test_a_layout_that_changes_no_pane_draws_nothing_new(sample_runs, monkeypatch):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        source = await open_code_view(app, pilot)
        source.set_source("\n".join(f"line {i}" for i in range(500)), None)
        await settle(app, pilot)
        before = screenshot(app)
        frames = record_frames(app, monkeypatch)
        # A layout elsewhere that changes no pane's size: the screen stays as it was, scrollbars too.
        app.query_one("#title-bar").refresh(layout=True)
        await pilot.pause()
        assert all(frame == before for frame in frames)
        # The pane's own content grows: its scrollbar's thumb shrinks, in a frame drawn for it.
        source.set_source("\n".join(f"line {i}" for i in range(900)), None)
        await pilot.pause()
        region = source.region
        changed = {
            x
            for y in range(region.y, region.bottom)
            for x in range(region.x, region.right)
            if frames[-1].rows[y][x] != before.rows[y][x]
        }
        assert changed and min(changed) >= region.right - 4  # only the scrollbar, at the pane's right edge


@run_async
async def test_a_query_matching_nothing_says_how_much_it_searched_and_enter_does_nothing(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        bar = app.query_one(JumpBar)
        await pilot.press("ctrl+p", *"zzqq")
        await pilot.pause()
        listing = app.query_one("#jump-list")
        assert bar.shown == [] and listing.option_count == 1
        hint = listing.get_option_at_index(0)
        assert (
            hint.disabled
            and str(hint.prompt) == f"nothing matches in the {len(app.state.graph_keys)} graph(s)"
        )
        await pilot.press("enter")
        await pilot.pause()
        assert bar.is_open and app.location.view == "overview"
        await pilot.press("escape")
