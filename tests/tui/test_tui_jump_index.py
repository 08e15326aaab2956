"""ctrl+p searches every graph of the session, opened or not: the names of the graphs not opened are read in
the background, the prompt says how far that is, the list follows as names come, and `enter` opens the
graph (loading shown) at the thing chosen."""

from __future__ import annotations

import asyncio
import threading

import inductor_explorer.loader.names as names_module
import inductor_explorer.session.workers as workers
from inductor_explorer.analysis.linking import linked
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.graphs import parse_folder
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.widgets.jump_bar import JumpBar, _Prompt
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.tui import kernel_names, run_async, settle, training_run


async def until(pilot, condition, what: str) -> None:
    for _ in range(400):
        await pilot.pause()
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


@run_async
async def test_ctrl_p_finds_a_kernel_of_a_graph_never_opened_and_opens_it(sample_runs, monkeypatch):
    scanned, parsing = threading.Event(), threading.Event()
    original_scan = names_module.scan_names

    def scan_held_back(folder):
        if folder is backward:
            assert scanned.wait(20)
        return original_scan(folder)

    def load_held_back(folder):
        if folder is backward:
            assert parsing.wait(20)
        return parse_folder(folder)

    session = open_session(training_run(sample_runs, "triton"), parser=load_held_back)
    forward, backward = session.runs[0].graphs
    kernel = next(name for name in kernel_names(backward) if "layer_norm_backward" in name)
    assert kernel not in kernel_names(forward)
    monkeypatch.setattr(names_module, "scan_names", scan_held_back)
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(
            pilot, lambda: (0, 0) in app.state.loaded and app.state.name_index.known == 1, "the forward graph"
        )
        bar = app.query_one(JumpBar)
        await pilot.press("ctrl+p", *kernel)
        await pilot.pause()
        # Said honestly while the backward graph's names are still being read.
        assert app.query_one(_Prompt).note == "names of 1/2 graphs read so far"
        assert "names of 1/2 graphs read so far" in str(app.query_one(_Prompt).render())
        hint = app.query_one("#jump-list").get_option_at_index(0)
        assert (
            bar.shown == [] and hint.disabled and "nothing matches in the 1 of 2 graphs" in str(hint.prompt)
        )
        scanned.set()
        # The list follows without a key: the kernel of the graph never opened comes first.
        await until(pilot, lambda: bool(bar.shown), "the backward graph's names")
        assert app.state.name_index.complete and app.query_one(_Prompt).note == ""
        first = bar.shown[0]
        assert (first.title, first.graph, first.view) == (f"kernel: {kernel}", (0, 1), "kernels")
        assert (0, 1) not in app.state.loaded
        await pilot.press("enter")
        await pilot.pause()
        # Parsing it: the views show that they are loading, the status bar what, and keys still work.
        assert app.location.graph == (0, 1) and app.query_one("#views").loading
        assert "loading model__0_backward" in str(app.query_one("#status-bar").render())
        parsing.set()
        await settle(app, pilot)
        assert not app.query_one("#views").loading
        assert (app.location.view, app.view("kernels").current_target()) == ("kernels", kernel)
        source = app.query_one("#kernel-source", SourceView)
        assert any(f"def {kernel}(" in source.line_text(i) for i in range(1, source.line_count + 1))


@run_async
async def test_every_kernel_buffer_fx_node_and_scheduler_node_of_every_graph_is_found(sample_runs):
    session = open_session(training_run(sample_runs, "cpp"))
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert app.state.name_index.complete and list(app.state.loaded) == [
            (0, 0)
        ]  # only the first graph was parsed
        from inductor_explorer.loader.load import load_graph

        for key, folder in zip(app.state.graph_keys, session.runs[0].graphs):
            graph = linked(load_graph(folder))
            expected = (
                {f"kernel: {k.name}" for k in graph.kernels}
                | {f"buffer: {b}" for b in graph.buffers}
                | {f"fx: {n.name}" for n in graph.fx.nodes}
                | {f"node: {n.name}" for n in graph.post_fusion.nodes}
            )
            table = next(t for t in app.state.name_index.tables(key)[1:] if t.keys == key)
            listed = {table.entry(line).title for line in range(len(table))}
            assert listed == expected and len(listed) == len(table)


@run_async
async def test_the_index_made_in_worker_processes_inside_the_app_is_the_same(sample_runs, monkeypatch):
    session = open_session(training_run(sample_runs, "triton"))
    here = make_app(session)
    async with here.run_test(size=(80, 24)) as pilot:
        await settle(here, pilot)
        expected = [[t.entry(line) for line in range(len(t))] for t in here.state.name_index.tables()]
    # Worker processes started from inside a running app (its stderr replaced by Textual's capture).
    monkeypatch.setattr(workers, "NAMES_MIN_BYTES", 0)
    monkeypatch.setattr(workers, "NAMES_MAX_JOBS", 2)
    app = make_app(
        open_session(
            training_run(sample_runs, "triton"),
            parser=lambda folder: (_ for _ in ()).throw(RuntimeError("not parsed here")),
        )
    )  # every name must come from the processes
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.state.name_index.complete, "the name index")
        got = [[t.entry(line) for line in range(len(t))] for t in app.state.name_index.tables()]
        assert [[e.title for e in t] for t in got] == [[e.title for e in t] for t in expected]
        assert sum(map(len, got)) > 100


@run_async
async def test_a_scan_that_stops_says_so(sample_runs, monkeypatch):
    def failing(self, function, items, sizes, cancelled):
        raise OSError("the disk went away")

    monkeypatch.setattr(workers.Workers, "map_in_children", failing)
    app = make_app(open_session(training_run(sample_runs, "triton")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert (
            app.state.name_index.known == 1 and app.state.name_index.stopped == "OSError: the disk went away"
        )
        await pilot.press("ctrl+p", *"zzqq")
        await pilot.pause()
        assert app.query_one(_Prompt).note == "names of 1/2 graphs: reading the others failed"
        hint = str(app.query_one("#jump-list").get_option_at_index(0).prompt)
        assert "reading the others failed (OSError: the disk went away)" in hint


@run_async
async def test_names_read_once_are_taken_from_the_parse_cache_while_their_files_are_unchanged(
    sample_runs, monkeypatch
):
    run = training_run(sample_runs, "cpp")
    first = make_app(open_session(run))
    async with first.run_test(size=(80, 24)) as pilot:
        await settle(first, pilot)
        expected = [t.entry(line).title for t in first.state.name_index.tables() for line in range(len(t))]
    scanned: list[str] = []
    original = names_module.scan_names
    monkeypatch.setattr(
        names_module, "scan_names", lambda folder: scanned.append(folder.name) or original(folder)
    )
    never_parsed = lambda folder: (_ for _ in ()).throw(RuntimeError("not parsed here"))  # noqa: E731
    again = make_app(open_session(run, parser=never_parsed))
    async with again.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: again.state.name_index.complete, "the name index")
        got = [t.entry(line).title for t in again.state.name_index.tables() for line in range(len(t))]
    assert got == expected and scanned == []
    # Without the cache (--no-cache), every graph is scanned again.
    fresh = make_app(open_session(run, SessionOptions(parse_cache=False), parser=never_parsed))
    async with fresh.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: fresh.state.name_index.complete, "the name index")
    assert sorted(scanned) == sorted(folder.name for folder in open_session(run).runs[0].graphs)


@run_async
async def test_one_kernel_name_in_several_graphs_is_listed_with_each_graph_first(sample_runs):
    # graph_breaks_triton: triton_poi_fused_tanh_0 is the kernel of three graphs; at 80 columns the help that
    # names the graph is cut off, so the graph's name comes first on those lines.
    session = open_session(sample_runs / "graph_breaks_triton" / "torch_compile_debug")
    app = make_app(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.state.name_index.complete, "every graph's names")
        bar = app.query_one(JumpBar)
        await pilot.press("ctrl+p", *"triton_poi_fused_tanh_0")
        await until(pilot, lambda: len(bar.shown) > 1, "the matches")
        listing = app.query_one("#jump-list")
        kernels = [e for e in bar.shown if e.title == "kernel: triton_poi_fused_tanh_0"]
        assert len(kernels) >= 2 and len({e.graph for e in kernels}) == len(kernels)
        lines = [str(listing.get_option_at_index(i).prompt) for i, e in enumerate(bar.shown) if e in kernels]
        assert [line.split(" › ")[0] for line in lines] == [e.where for e in kernels]
        assert len(set(lines)) == len(lines)


@run_async
async def test_a_graph_parsed_while_help_is_open_leaves_the_help_its_keys(sample_runs):
    # The view shown once its graph is parsed takes the focus on the explorer's screen, not on `?`'s.
    parsing = threading.Event()

    def load_held_back(folder):
        if folder is session.runs[0].graphs[1]:  # the backward graph
            assert parsing.wait(20)
        return parse_folder(folder)

    session = open_session(training_run(sample_runs, "triton"), parser=load_held_back)
    app = make_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: (0, 0) in app.state.loaded, "the forward graph")
        app.go(Location((0, 1), ViewKind.KERNELS), focus=True)  # a jump to a graph still being parsed
        await pilot.press("question_mark")
        help_pane = app.screen.query_one("#help-scroll")
        assert app.focused is help_pane
        parsing.set()
        await until(pilot, lambda: not app.query_one("#views").loading, "the backward graph")
        assert app.location.graph == (0, 1) and app.focused is help_pane
        await pilot.press("escape")
        await pilot.pause()
        assert app.focused is app.view(ViewKind.KERNELS).default_focus()


@run_async
async def test_the_prompt_gets_the_keys_from_the_search_field_and_stays_shut_under_help(sample_runs):
    app = make_app(open_session(training_run(sample_runs, "cpp")))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        bar = app.query_one(JumpBar)
        # `/` then ctrl+p: the search is cancelled, and what is typed goes to the prompt, not the field.
        await pilot.press("slash", *"ab", "ctrl+p", *"relu")
        await pilot.pause()
        assert bar.is_open and bar.typed == "relu" and not app.query_one("#search").display
        # q is typed, not the quit binding; ctrl+p again changes nothing.
        await pilot.press("q", "ctrl+p")
        await pilot.pause()
        assert bar.is_open and bar.typed == "reluq" and app.is_running
        await pilot.press("escape")
        await pilot.pause()
        assert not bar.is_open
        # Over `?`'s help, ctrl+p does not open a prompt the help hides.
        await pilot.press("question_mark", "ctrl+p", "x")
        await pilot.pause()
        assert not bar.is_open and bar.typed == "reluq"  # nothing went to it
