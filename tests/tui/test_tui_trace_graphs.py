"""The explorer on trace-log graphs and on kernels with no recorded source location (issue 13 item 8)."""

from __future__ import annotations

from pathlib import Path

from inductor_explorer.analysis.fusion import NO_SCHEDULER_IR
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.views.kernel import kernel_links
from inductor_explorer.tui.widgets.source_view import SourceView
from tests.support.tui import run_async, settle


def _title(app, view: str) -> str:
    return str(app.query_one(f"#{view}-title").render())


async def _open(app, pilot, graph: int, view: str, target: str | None = None) -> None:
    app.go(Location((0, graph), view, target), focus=True)
    await settle(app, pilot)


@run_async
async def test_kernel_header_says_when_no_source_location_is_recorded(sample_runs: Path):
    # conv_bn's inference kernels: FX nodes without `# File:` comments and no trace stack trace.
    session = open_session(sample_runs / "conv_bn_cpp" / "torch_compile_debug")
    app = make_app(session)
    async with app.run_test(size=(160, 40)) as pilot:
        await settle(app, pilot)
        await _open(app, pilot, 0, "kernels")
        assert "no source location recorded" in _title(app, "kernel")


@run_async
async def test_kernel_header_uses_the_trace_kernel_stack_traces(sample_runs: Path):
    # The C++ backward kernels of a training step: no FX node links to them, but the trace log's
    # inductor_provenance_tracking_kernel_stack_traces gives their user line.
    session = open_session(sample_runs / "training_cpp" / "torch_compile_debug")
    graph = next(i for i, g in enumerate(session.runs[0].graphs) if "backward" in g.name)
    app = make_app(session)
    async with app.run_test(size=(160, 40)) as pilot:
        await settle(app, pilot)
        await _open(app, pilot, graph, "kernels")
        title = _title(app, "kernel")
        assert "from sample_runs/generate.py:55, per its trace stack traces" in title, title
        loaded = linked(load_graph(session.runs[0].graphs[graph]))
        links = [link.text.plain for link in kernel_links(loaded, loaded.kernels[0].name)]
        assert links[0].startswith("Your code, from the trace's kernel stack trace")
        assert "sample_runs/generate.py:55 in forward_loss" in links[1]


@run_async
async def test_trace_log_alone_opens_with_kernels_code_and_fx_stages(sample_runs: Path):
    log = next(sample_runs.glob("training_triton/torch_compile_debug/tlparse/*.log"))
    app = make_app(open_session(log))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await _open(app, pilot, 0, "kernels")
        assert "kernel 1/3" in _title(app, "kernel")
        await _open(app, pilot, 0, "code")
        assert _title(app, "code").startswith("inductor_output_code (trace log)")
        assert app.query_one("#code-source", SourceView).line_count > 100
        await _open(app, pilot, 0, "fusion")
        assert _title(app, "fusion").replace("\n", " ").startswith(NO_SCHEDULER_IR[:40])
        await _open(
            app, pilot, 0, "buffers"
        )  # buffers come from the scheduler IR: the view says why it has none
        assert _title(app, "buffer").replace("\n", " ").startswith(NO_SCHEDULER_IR[:40])
        await _open(app, pilot, 0, "fx")
        assert "stage 1/7" in _title(app, "fx") and "before_post_grad_graph (trace log)" in _title(app, "fx")
        seen = []
        for _ in range(7):
            seen.append(_title(app, "fx").replace("\n", " ").split(" · ")[1].split("  (")[0])
            await pilot.press("s")
            await settle(app, pilot)
        assert seen == [
            "before_post_grad_graph (trace log)",
            "dynamo_output_graph",
            "before_pre_grad_graph",
            "after_pre_grad_graph",
            "aot_joint_graph",
            "aot_forward_graph",
            "inductor_post_grad_graph",
        ]
        assert "stage 1/7" in _title(app, "fx")  # seven presses went round


@run_async
async def test_trace_graph_without_folder_fx_opens_on_its_stage_with_nodes(corpus: Path):
    # vinayak's 0_inference [0/0_1]: the trace log holds only its dynamo_output_graph (8 nodes, two of them
    # in-place statements: `getitem += 10`, `modified_input_ids[(0, 0)] = iadd`).
    session = open_session(corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0")
    index = next(i for i, g in enumerate(session.runs[0].graphs) if g.name.startswith("0_inference"))
    graph = linked(load_graph(session.runs[0].graphs[index]))
    assert graph.fx is None and len(graph.fx_stages["dynamo_output_graph"].nodes) == 8
    assert graph.first_fx is graph.fx_stages["dynamo_output_graph"]
    app = make_app(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await _open(app, pilot, index, "fx")
        title = _title(app, "fx")
        assert title.startswith("dynamo_output_graph  (8 nodes)"), title
        assert "stage" not in title.split(" · ")[0]
        from inductor_explorer.tui.widgets.navigator import Navigator

        labels, stack = [], [app.query_one(Navigator).root]
        while stack:
            node = stack.pop()
            labels.append(str(node.label))
            stack.extend(node.children)
        assert "FX nodes (8)" in labels and "FX nodes (0)" not in labels, labels


def test_trace_graphs_belong_to_their_compile(corpus: Path):
    # cache_hit_miss.log: three graphs, all of compile 1/0 (the log holds three runs of one program), two
    # of them with the AOT ID 0_inference: each is tied to its compile by the compile id of its record.

    session = open_session(corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log")
    run = session.traces()[0]
    assert [run.graph_compiles.get((0, g)) for g in range(3)] == ["1/0", "1/0", "1/0"]


def _guard_tree_lines(log: Path, compile_id: str) -> int:
    """Independent count: `+- ` lines of the dynamo_cpp_guards_str payload logged for COMPILE_ID."""
    frame, rest = compile_id.split("/")
    compile_, _, attempt = rest.partition("_")
    envelope = f'"frame_id": {frame}, "frame_compile_id": {compile_}, "attempt": {attempt or 0}'
    count, inside = 0, False
    for line in log.read_text().splitlines():
        if line.startswith("\t"):
            count += inside and "+- " in line
        elif line.strip():
            inside = '{"dynamo_cpp_guards_str":' in line and envelope in line
    return count


def test_compile_view_shows_guards_and_the_failed_guard_beside_the_replaced_ones(sample_runs: Path):
    from inductor_explorer.tui.presenters.compile import compile_links

    root = sample_runs / "graph_breaks_cpp" / "torch_compile_debug"
    session = open_session(root)
    traces = session.traces()[0]
    lines = [link.text.plain for link in compile_links(traces, traces.compiles["3/2"], {})]
    failed = lines.index("  3/1: tensor 'h' size mismatch at index 0. expected 4, actual 7")
    assert any(
        line.startswith("    3/1 guarded: TENSOR_MATCH: check_tensor(L['h']") for line in lines[failed:]
    )
    tree = next(line for line in lines if line.startswith("Guard tree ("))
    guards = _guard_tree_lines(next(root.glob("tlparse/*.log")), "3/2")
    assert tree == f"Guard tree ({guards} lines, dynamo_cpp_guards_str)"


def test_compile_view_names_the_failed_guard_and_stride_changes():
    """A Python int's recompile shows its EQUALS_MATCH guard; automatic dynamic names sizes and strides."""
    from inductor_explorer.tui.presenters.compile import compile_links

    root = Path(__file__).resolve().parents[1] / "data" / "int_recompile"
    session = open_session(root)
    traces = session.traces()[0]

    def lines(key: str) -> list[str]:
        return [link.text.plain for link in compile_links(traces, traces.compiles[key], {})]

    scale = lines("0/1")
    guarded = [line.split("#")[0].strip() for line in scale if " guarded: " in line]
    assert guarded == ["0/0 guarded: EQUALS_MATCH: L['n'] == 1"]
    total = lines("2/1")
    assert "  2/1: L['x'] sizes: number of sizes changed, (4,) → (2, 3)" in total
    assert "  2/1: L['x'] strides: number of strides changed, (1,) → (InferStride(dim=1), 1)" in total
    assert "  1/1: L['x'] dim 0: stride change, InferStride(dim=1) → 1" in lines("1/1")


def test_compile_view_and_overview_of_a_compile_failed_in_lowering():
    """The folder is the compile's graph; the error shows once, a line per line, after the failing op."""
    from inductor_explorer.tui.presenters.compile import compile_links
    from inductor_explorer.tui.presenters.overview import compile_line

    root = Path(__file__).resolve().parents[1] / "data" / "lowering_error"
    session = open_session(root)
    traces = session.traces()[0]
    lines = [link.text.plain for link in compile_links(traces, traces.compiles["0/0"], {(0, 0): "model"})]
    assert "no graph folder" not in "\n".join(lines)
    assert lines[lines.index("Graphs (1)") + 1] == "  → model"
    assert sum("this build has no lowering for sin" in line for line in lines) == 1
    assert not any("\\n" in line for line in lines)
    at = lines.index("      failing op: aten.sin.default")
    assert lines[at + 1 : at + 3] == [
        "      LoweringException: NotImplementedError: this build has no lowering for sin",
        "        target: aten.sin.default",
    ]
    overview = compile_line(traces, (0, 0), linked(load_graph(session.runs[0].graphs[0]))).plain
    assert overview.startswith("  compile: 0/0 (trace log) · f · failed")
    assert "failing op: aten.sin.default" in overview


@run_async
async def test_an_aotinductor_log_opens_with_its_kernels_and_cpp_text():
    log = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs" / "inductor_provenance_aot_log.txt"
    app = make_app(open_session(log))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await _open(app, pilot, 0, "kernels")
        assert "kernel 1/2" in _title(app, "kernel") and "cpp_fused_mul_relu_sigmoid_0" in _title(
            app, "kernel"
        )
        await _open(app, pilot, 0, "code")
        source = app.query_one("#code-source", SourceView)
        assert source.line_count > 900  # the wrapper and the kernel file, as one text
        await _open(app, pilot, 0, "fx")
        assert "stage 1/5" in _title(app, "fx")
        await _open(app, pilot, 0, "compile")
        assert "where Dynamo compiled no frames" in _title(app, "compile")
