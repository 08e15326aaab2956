"""The trace-log views driven with keys: Breaks → Compile → graph, the Diff view, DOT export, fusion
reasons."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pydot

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.dot_export import export_folder, write_new
from inductor_explorer.tui.location import Location, Navigate
from inductor_explorer.tui.presenters.compile import seconds
from inductor_explorer.tui.widgets.navigator import Navigator
from tests.support.chromium import frame_times
from tests.support.tui import graph_breaks_run, press, run_async, settle

DATA = Path(__file__).resolve().parents[1] / "data"
GB_LINK = re.compile(r"compile-graph-break-site/gb/(gb\d{4})\.html")


def screen_text(app) -> str:
    """What the terminal shows, as text (the screenshot's cells, spaces as spaces)."""
    return html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")


def links_text(app, selector: str) -> list[str]:
    options = app.query_one(selector)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


@run_async
async def test_breaks_view_to_compile_to_graph(sample_runs):
    path = graph_breaks_run(sample_runs)
    log = next((path / "tlparse").glob("*.log")).read_text()
    expected_ids = {m.upper() for m in GB_LINK.findall(log)}
    assert expected_ids == {"GB0059", "GB0170", "GB0124"}
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        run_node = navigator.root.children[0]
        labels = [child.label.plain for child in run_node.children]
        assert labels[0] == "Graph breaks (6)" and labels[1] == "Compiles (9)"
        assert "compile 0/0" in navigator.graph_node((0, 0)).label.plain
        await press(app, pilot, "8")
        assert app.location == Location(None, "breaks")
        groups = app.query_one("#breaks-tree").root.children
        titles = [g.label.plain for g in groups]
        assert {t.split()[0] for t in titles if t.startswith("GB")} == expected_ids
        assert titles[0].startswith("GB0059") and "generate.py:74" in titles[0]
        detail = app.query_one("#breaks-detail-text").render().plain
        assert "generate.py:74 in forward" in detail
        assert 'print("breaky: hidden", tuple(h.shape))' in detail
        # The fix, not only the hint: its arguments are computed in the call, so only dropping it is offered.
        assert "ignore_logging_functions.add(print)" in detail and "tensors and constants" in detail
        assert "gb0059.html" in detail
        assert "torch-internal frames folded" in app.query_one("#breaks-detail-stack").render().plain
        # The cursor is on the first break; its first occurrence is the next line.
        await press(app, pilot, "j", "enter")
        assert app.location == Location(None, "compile", "0:0/0")
        shown = links_text(app, "#compile-links")
        assert shown[0].startswith("Compile 0/0") and "restarted" in shown[0]
        assert any("restarted because: Failed to trace builtin operator" in line for line in shown)
        graph_link = next(i for i, line in enumerate(shown) if "model__0_inference_0.0" in line)
        links = app.query_one("#compile-links")
        links.focus()
        links.highlighted = graph_link
        await press(app, pilot, "enter")
        assert app.location.graph == (0, 0) and app.location.view == "overview"
        await press(app, pilot, "escape")
        assert app.location.view == "compile"


@run_async
async def test_compiles_are_listed_when_their_branch_unfolds_or_one_is_revealed(sample_runs):
    # The large run's 1,386 compiles were added to the navigator in the handler that got the trace logs,
    # holding a key pressed meanwhile for over a second: they wait for their branch to be unfolded.
    app = make_app(open_session(graph_breaks_run(sample_runs)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        (run,) = app.state.run_traces
        ids = list(run.compiles)
        expected = [f"{cid}  {run.compiles[cid].function or ''}" for cid in ids]
        navigator = app.query_one(Navigator)
        branch = navigator.root.children[0].children[1]
        assert branch.label.plain == f"Compiles ({len(expected)})" and not branch.children
        navigator.focus()
        navigator.move_cursor(branch)
        await press(app, pilot, "space")
        assert branch.is_expanded and [child.label.plain for child in branch.children] == expected
        await press(app, pilot, "space", "up")  # folded again; a jump reveals the compile it shows

    app = make_app(open_session(graph_breaks_run(sample_runs)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.post_message(Navigate("compile", f"0:{ids[1]}"))
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        assert navigator.cursor_node is not None
        assert navigator.cursor_node.data == Location(None, "compile", f"0:{ids[1]}")
        assert navigator.cursor_node.label.plain == expected[1]


@run_async
async def test_compile_view_shows_recompile_guard_failure(sample_runs):
    app = make_app(open_session(graph_breaks_run(sample_runs)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.post_message(Navigate("compile", "0:0/1"))
        await settle(app, pilot)
        shown = links_text(app, "#compile-links")
        assert "Recompiled because a guard failed" in shown
        assert any("0/0: tensor 'x' size mismatch at index 0. expected 4, actual 7" in line for line in shown)


@run_async
async def test_compile_view_shows_time_tree_slowest_first_with_automatic_dynamic(sample_runs):
    path = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    times = frame_times(next((path / "tlparse").glob("*.log")))
    app = make_app(open_session(path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "9")
        assert "slowest first" in app.query_one("#compile-title").render().plain
        listed = links_text(app, "#compile-list")
        assert [line.split()[0] for line in listed] == sorted(times, key=lambda k: -times[k])
        assert seconds(times["0/0"]) in listed[0]
        app.post_message(Navigate("compile", "0:0/1"))
        await settle(app, pilot)
        shown = links_text(app, "#compile-links")
        assert f"Compile time {seconds(times['0/1'])} (chromium events)" in shown
        assert any(
            line.strip().startswith("inductor_compile") and line.endswith("cache disabled") for line in shown
        )
        assert "          • automatic_dynamic" in shown  # inside compile_attempt_0's bytecode_tracing
        heading = shown.index("Made dynamic (automatic dynamic shapes)")
        assert shown[heading + 1] == "  0/1: L['x'] dim 0: size change, 4 → 7"
        assert shown.index("Recompiled because a guard failed") < heading  # beside the guard that failed
        # At 80x24 the tree is below the fold; the cursor stops only on links, ctrl+d pages the pane down.
        heading_text = f"Compile time {seconds(times['0/1'])}"
        for _ in range(12):
            if heading_text in screen_text(app):
                break
            await press(app, pilot, "ctrl+d")
        assert heading_text in screen_text(app) and f"dynamo  {seconds(times['0/1'])}" in screen_text(app)


@run_async
async def test_compile_view_marks_the_cache_hit(corpus):
    app = make_app(open_session(corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.post_message(Navigate("compile", "0:1/0"))
        await settle(app, pilot)
        shown = [line.strip() for line in links_text(app, "#compile-links")]
        hit = next(i for i, line in enumerate(shown) if line.endswith("cache hit"))
        assert shown[hit].startswith("inductor_compile") and shown[hit + 1] == "• fx_graph_cache_hit"
        assert sum(line.endswith("cache miss") for line in shown) == 2


@run_async
async def test_dot_export_writes_a_new_file_outside_the_run(sample_runs, tmp_path, monkeypatch):
    path = graph_breaks_run(sample_runs).resolve()
    monkeypatch.chdir(tmp_path)
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "d", "d")
        written = sorted(p.name for p in tmp_path.iterdir())
        assert written == ["model__0_inference_0.0-pre-1.dot", "model__0_inference_0.0-pre.dot"]
        for name in written:
            parsed = pydot.graph_from_dot_data((tmp_path / name).read_text())
            assert parsed and parsed[0].get_nodes()
        # On a kernel: that kernel's neighbourhood.
        await press(app, pilot, "2")
        kernel = app.view("kernels").current_target()
        await press(app, pilot, "d")
        around = tmp_path / f"model__0_inference_0.0-pre-{kernel}.dot"
        assert around.is_file() and kernel in around.read_text()
    assert not any(p.suffix == ".dot" for p in path.rglob("*.dot"))


def test_export_folder_is_never_inside_the_explored_folder(tmp_path):
    explored = tmp_path / "torch_compile_debug"
    inside = explored / "run_1"
    inside.mkdir(parents=True)
    assert export_folder(explored, tmp_path) == tmp_path.resolve()
    elsewhere = export_folder(explored, inside)
    assert explored.resolve() not in elsewhere.parents and elsewhere != explored.resolve()
    first = write_new(tmp_path, "g-pre.dot", "digraph {}")
    second = write_new(tmp_path, "g-pre.dot", "digraph { a }")
    assert (first.name, second.name) == ("g-pre.dot", "g-pre-1.dot")
    assert first.read_text() == "digraph {}"


@run_async
async def test_diff_view_shows_the_removed_break():
    # As --help shows it: PATH is the run after the fix, --compare OTHER the one before.
    options = SessionOptions(compare=DATA / "diff_before" / "torch_compile_debug")
    app = make_app(open_session(DATA / "diff_after" / "torch_compile_debug", options))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")
        assert app.location == Location(None, "diff")
        table = app.query_one("#diff-table")
        rows = {
            str(table.get_row_at(i)[0]): [str(c) for c in table.get_row_at(i)[1:]]
            for i in range(table.row_count)
        }
        assert rows["compiled graphs"] == ["3", "2", "-1"]
        assert rows["graph breaks (distinct)"] == ["2", "1", "-1"]
        lines = [line.strip() for line in links_text(app, "#diff-links")]
        removed = lines[lines.index("Graph breaks removed: 1") + 1]
        assert "GB0059" in removed and 'print("hidden", h.shape)' in removed
        assert "Graph breaks added: 0" in lines
        # The footer offers no `enter` on the counts table, which leads nowhere.
        assert "select_cursor" not in {
            b.action for _, b, _, _ in app.screen.active_bindings.values() if b.show
        }


@run_async
async def test_diff_rows_lead_to_the_break_and_the_kernel():
    # PATH (after) is the session explored: its breaks and added kernels are links, the other run's plain.
    options = SessionOptions(compare=DATA / "diff_before" / "torch_compile_debug")
    app = make_app(open_session(DATA / "diff_after" / "torch_compile_debug", options))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "0")
        links = app.query_one("#diff-links")
        assert app.focused is links
        lines = [line.strip() for line in links_text(app, "#diff-links")]
        removed_break = next(i for i, line in enumerate(lines) if line.startswith("- GB0059"))
        assert links.get_option_at_index(removed_break).disabled  # only the run before has it
        await press(app, pilot, "slash", *"= GB0124", "enter", "enter")
        assert app.location.view == "breaks"
        assert app.query_one("#breaks-tree").cursor_node.label.plain.startswith("GB0124")
        await press(app, pilot, "escape")
        assert app.location.view == "diff"
        # An added kernel (this run holds it): the Kernel view of its graph; removed ones (the run before):
        # plain.
        added = next(line for line in lines if line.startswith("+ cpp:"))
        name, graph = re.search(r"\[(\S+) in (\S+)\]", added).groups()
        removed = next(i for i, line in enumerate(lines) if line.startswith("- cpp:"))
        assert links.get_option_at_index(removed).disabled
        await press(app, pilot, "slash", *added[:40], "enter", "enter")
        assert app.location.view == "kernels" and app.location.target == name
        assert app.state.loaded[app.location.graph].name == graph


def _copy_with_fusion_log(tmp_path: Path, log: str) -> Path:
    run = tmp_path / "diff_before"
    shutil.copytree(DATA / "diff_before", run)
    (run / "capture" / "script.stderr").write_text(log)
    return run / "torch_compile_debug"


@run_async
async def test_fusion_view_shows_the_schedulers_refusal(tmp_path):
    # diff_before's own log has no refusal (its graphs are too small); the same log with one added.
    original = (DATA / "diff_before" / "capture" / "script.stderr").read_text()
    prefix = "V1130 03:14:24.458000 17668 torch/_inductor/scheduler.py:2059] [0/0_1] [__fusion] "
    refusal = f"{prefix}cannot fuse op0 with op1: intermediate nodes between node1 & node2\n"
    marker = next(line for line in original.splitlines(True) if "model__0_inference_0 debug trace" in line)
    path = _copy_with_fusion_log(tmp_path, original.replace(marker, refusal + marker))
    app = make_app(open_session(path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "5")
        why = app.query_one("#fusion-why-text").render().plain
        assert "refused op0 with op1: intermediate nodes between node1 & node2" in why
        await press(app, pilot, "down")
        app.query_one("#fusion-tree").focus()
        await press(app, pilot, "j", "j")
        assert "op1" in app.query_one("#fusion-why-text").render().plain


@run_async
async def test_fusion_view_says_how_to_get_a_fusion_log(sample_runs):
    app = make_app(open_session(graph_breaks_run(sample_runs)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "5")
        why = app.query_one("#fusion-why-text").render().plain
        assert "inductor-explore run -- python script.py" in why and "TORCH_LOGS=fusion" in why


@run_async
async def test_breaks_view_keys_on_the_fix_loop_trial(sample_runs):
    app = make_app(open_session(sample_runs / "fix_loop_cpp"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "8")
        tree = app.query_one("#breaks-tree")
        detail_pane = app.query_one("#breaks-detail")
        detail = app.query_one("#breaks-detail-text").render().plain
        # The first break's fixes, chosen from train.py's line.
        assert "train.py:15 in forward" in detail and "reorderable_logging_functions.add(print)" in detail
        # g / G move to the list's first and last line.
        await press(app, pilot, "G")
        assert tree.cursor_line == tree.last_line > 0
        await press(app, pilot, "g")
        assert tree.cursor_line == 0
        # The optimizer's break: at the user's frame, the full stack one key away.
        optimizer = next(i for i, node in enumerate(tree.root.children) if "GB0025" in node.label.plain)
        tree.move_cursor(tree.root.children[optimizer])
        await settle(app, pilot)
        detail = app.query_one("#breaks-detail-text").render().plain
        assert "at " in detail and "train.py:24 in update" in detail and "broke in " in detail
        await press(app, pilot, "s")
        assert detail_pane.scroll_y > 0
        assert "User traceback (outermost first)" in screen_text(app)
        # j scrolls the detail pane as Down does.
        detail_pane.focus()
        await press(app, pilot, "g")
        assert detail_pane.scroll_y == 0
        await press(app, pilot, "j", "j")
        assert detail_pane.scroll_y == 2


@run_async
async def test_breaks_view_lists_a_branch_in_steps_and_reveals_a_row_past_them(monkeypatch):
    # A huge log's break recurs thousands of times: each branch lists BRANCH_CAP rows, then `… N more`.
    from inductor_explorer.tui.views import breaks

    monkeypatch.setattr(breaks, "BRANCH_CAP", 1)
    path = DATA / "fix_before" / "torch_compile_debug"
    app = make_app(open_session(path, SessionOptions(parse_cache=False)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "8")
        tree = app.query_one("#breaks-tree")
        run = app.state.run_traces[0]
        g, group = max(enumerate(run.distinct), key=lambda found: len(found[1].diagnoses))
        total = len(group.diagnoses)
        assert total >= 3
        branch = next(node for node in tree.root.children if node.data == f"0:{g}")
        assert [child.data for child in branch.children] == [f"0:{g}:0", None]
        assert branch.children[1].label.plain == f"… {total - 1} more (enter: list them)"
        recompiles = next(node for node in tree.root.children if node.data == "0:recompiles")
        assert [child.data for child in recompiles.children] == ["0:r:0", None]
        # enter on the line lists the next ones.
        tree.move_cursor(branch.children[1])
        await press(app, pilot, "enter")
        assert [child.data for child in branch.children][:2] == [f"0:{g}:0", f"0:{g}:1"]
        # A jump to a row not listed yet lists its branch up to it.
        app.post_message(Navigate("breaks", f"0:{g}:{total - 1}"))
        await settle(app, pilot)
        assert tree.cursor_node.data == f"0:{g}:{total - 1}"
        assert [child.data for child in branch.children] == [f"0:{g}:{o}" for o in range(total)]


@run_async
async def test_compiles_are_listed_in_steps_in_the_navigator_and_the_compile_view(sample_runs, monkeypatch):
    # A 2 GB log's 14,769 compiles listed at once held the app's thread 2.2 s (navigator) and 1 s (Compile
    # view): both list a few hundred, then a `… N more` line, and a jump to one past it lists up to it.
    from inductor_explorer.tui.views import compile as compile_view
    from inductor_explorer.tui.widgets import navigator as navigator_module

    monkeypatch.setattr(navigator_module, "BRANCH_CAP", 3)
    monkeypatch.setattr(compile_view, "LIST_CAP", 3)
    app = make_app(open_session(graph_breaks_run(sample_runs), SessionOptions(parse_cache=False)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        (run,) = app.state.run_traces
        ids = list(run.compiles)
        assert len(ids) > 6
        navigator = app.query_one(Navigator)
        branch = navigator.root.children[0].children[1]
        navigator.focus()
        navigator.move_cursor(branch)
        await press(app, pilot, "space")
        labels = [child.label.plain for child in branch.children]
        assert labels[:3] == [f"{cid}  {run.compiles[cid].function or ''}" for cid in ids[:3]]
        assert labels[3:] == [f"… {len(ids) - 3} more (enter: list them; ctrl+p: jump to one)"]
        # The Compile view: slowest first, three of them, then the line that lists more.
        await press(app, pilot, "9")
        listing = app.query_one("#compile-list")
        view = app.query_one(compile_view.CompileView)
        prompts = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert len(prompts) == 4 and prompts[3] == f"… {len(ids) - 3} more compiles (enter: list them)"
        listing.focus()
        listing.highlighted = 3
        await press(app, pilot, "enter")
        assert listing.option_count == 7 and listing.highlighted == 3 and view.current_target() is not None
        # A jump to a compile past the line lists up to it, in the view and in the navigator.
        slowest = [str(listing.get_option_at_index(i).prompt) for i in range(6)]
        last = next(cid for cid in reversed(ids) if not any(p.startswith(f"{cid}  ") for p in slowest))
        app.post_message(Navigate("compile", f"0:{last}"))
        await settle(app, pilot)
        assert view.current_target() == f"0:{last}" and listing.option_count > 7
        assert navigator.cursor_node.data == Location(None, "compile", f"0:{last}")


@run_async
async def test_a_runs_graphs_are_listed_in_steps_and_a_jump_lists_up_to_one(sample_runs, monkeypatch):
    # A 2 GB log's 14,769 graphs listed under one run made every change of the navigator's tree measure
    # every line (0.51 s): a run lists GRAPH_CAP graphs, then `… N more`; a jump past it lists up to it.
    from inductor_explorer.tui.widgets import navigator as navigator_module

    monkeypatch.setattr(navigator_module, "GRAPH_CAP", 2)
    session = open_session(graph_breaks_run(sample_runs), SessionOptions(parse_cache=False))
    folders = session.runs[0].graphs
    keys = [(0, g) for g in range(len(folders))]
    assert len(keys) > 6

    def graphs_listed(run) -> list:
        return [c.data.graph for c in run.children if c.data is not None and c.data.graph is not None]

    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        navigator = app.query_one(Navigator)
        run = navigator.root.children[0]
        assert graphs_listed(run) == keys[:2]
        more = run.children[-1]
        assert more.label.plain == f"… {len(keys) - 2} more (enter: list them; ctrl+p: jump to one)"
        assert navigator.knows_graph(keys[-1]) and navigator.graph_node((0, len(keys))) is None
        # `enter` on the line lists the next two; the line moves after them.
        navigator.focus()
        navigator.move_cursor(more)
        await press(app, pilot, "enter")
        assert graphs_listed(run) == keys[:4]
        assert (
            run.children[-1].label.plain == f"… {len(keys) - 4} more (enter: list them; ctrl+p: jump to one)"
        )
        # `]` from the last graph listed lands on the next one, listed for it; the rest stay behind the line.
        app.go(Location(keys[3], "overview"), focus=True)
        await settle(app, pilot)
        await press(app, pilot, "right_square_bracket")
        assert app.location.graph == keys[4]
        assert navigator.cursor_node is navigator.graph_node(keys[4])
        assert graphs_listed(run) == keys[:6]
        assert run.children[-1].label.plain.startswith("… ")
        # A link to the last graph (as ctrl+p and the other views make): listed up to it, the cursor on it.
        app.post_message(Navigate("kernels", None, keys[-1]))
        await settle(app, pilot)
        assert app.location.graph == keys[-1] and app.location.view == "kernels"
        node = navigator.graph_node(keys[-1])
        assert node is not None and node.data == Location(keys[-1], "overview")
        cursor = navigator.cursor_node  # on the graph's first kernel, within its branch
        assert cursor.data == Location(keys[-1], "kernels", app.view("kernels").current_target())
        assert cursor.parent.parent is node
        assert graphs_listed(run) == keys
        assert not any(c.label.plain.startswith("… ") for c in run.children)
        assert folders[-1].name in node.label.plain and "kernel" in node.label.plain
