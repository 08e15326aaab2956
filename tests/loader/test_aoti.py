"""AOTInductor runs (torch.export + AOT compile) read from their trace logs: graphs with their Triton and C++
kernels and run_impl's schedule, FX stages, the torch version, and views that say what kind of run it is."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from inductor_explorer.cli import main
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.model.trace import AOT_INDUCTOR
from inductor_explorer.session import open_session
from inductor_explorer.tui.presenters.breaks import breaks_heading
from inductor_explorer.tui.presenters.compile import compile_listing
from inductor_explorer.tui.presenters.overview import compile_line
from tests.support.presenters import opened

INPUTS = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs"
CUDA = INPUTS / "inductor_provenance_aot_cuda_log.txt"
CPU = INPUTS / "inductor_provenance_aot_log.txt"
TRITON_KERNELS = [
    "triton_poi_fused_addmm_relu_sigmoid_0",
    "triton_poi_fused_mul_1",
    "triton_poi_fused_addmm_gelu_2",
]


def _json(capsys, *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_summary_lists_the_graph_and_its_triton_kernels(capsys):
    data = _json(capsys, "summary", str(CUDA))
    (run,) = data["runs"]
    assert run["torch_version"] == "2.8.0a0+fb"  # from fx_graph_runnable's header
    assert run["run_kind"] == AOT_INDUCTOR
    (graph,) = run["graphs"]
    assert graph["name"] == "aot_inductor [?]" and graph["source"] == "trace log"
    assert [k["name"] for k in graph["kernels"]] == TRITON_KERNELS
    assert {k["kind"] for k in graph["kernels"]} == {"triton"}
    assert graph["extern_calls"] == 2  # the two aoti_torch_cuda_mm_out shims
    assert data["problems"] == [] and graph["problems"] == 0
    # The log's one fx_graph_cache_disabled (its compile id "None": no Dynamo compile) is counted.
    assert (
        run["cache"]["fx_graph"]["disabled"]
        == 1
        == CUDA.read_text().count('"name": "fx_graph_cache_disabled"')
    )
    assert run["cache_state"] == {"fx_graph": "disabled", "aotautograd": "not logged"}


def test_costs_finds_the_kernels_and_the_shims(capsys):
    data = _json(capsys, "costs", str(CUDA))
    assert [k["name"] for k in data["kernels"]] == TRITON_KERNELS
    assert [e["name"] for e in data["externs"]] == ["aoti_torch_cuda_mm_out"] * 2


def test_cpu_graph_has_its_cpp_kernels_launched_in_run_impl_order():
    (run,) = open_session(CPU).runs
    (folder,) = run.graphs
    graph = load_graph(folder)
    assert [(str(k.name), k.kind) for k in graph.kernels] == [
        ("cpp_fused_mul_relu_sigmoid_0", "cpp"),
        ("cpp_fused_gelu_1", "cpp"),
    ]
    code = graph.output_code
    assert code is not None
    text = graph.texts["output_code.py"].split("\n")
    for kernel in code.kernels:  # each kernel's lines are its definition in the text shown
        assert text[kernel.line - 1].startswith(f'extern "C"  void {kernel.name}(')
        assert text[kernel.end_line - 1] == "}"
    steps = [(s.kind, s.kernel) for s in code.wrapper if s.kind in ("launch", "extern")]
    assert steps == [
        ("extern", "aoti_torch_cpu_addmm_out"),
        ("launch", "cpp_fused_mul_relu_sigmoid_0"),
        ("extern", "aoti_torch_cpu_addmm_out"),
        ("launch", "cpp_fused_gelu_1"),
    ]
    launch = next(s for s in code.wrapper if s.kind == "launch")
    assert launch.buffers == ["buf1", "arg3_1", "buf2"]
    assert [s.output for s in code.wrapper if s.kind == "alloc"] == ["buf0", "buf2", "buf3"]
    assert code.returned == ["buf1", "buf4"]
    assert graph.problems == []


def test_triton_kernels_keep_their_source_and_metadata():
    (folder,) = open_session(CUDA).runs[0].graphs
    graph = load_graph(folder)
    text = graph.texts["output_code.py"].split("\n")
    kernel = graph.kernels[0]
    assert text[kernel.line - 1].strip() == f"async_compile.triton('{kernel.name}', '''"
    assert kernel.category == "pointwise" and kernel.meta["num_load"] == 2
    assert f"def {kernel.name}(in_out_ptr0, in_ptr0, xnumel" in kernel.source
    launched = (
        [s.kernel for s in graph.output_code.wrapper if s.kind == "launch"] if graph.output_code else []
    )
    assert launched == TRITON_KERNELS


def test_fx_stages_of_the_aot_path():
    (folder,) = open_session(CUDA).runs[0].graphs
    graph = load_graph(folder)
    assert set(graph.fx_stages) == {
        "before_pre_grad_graph",
        "after_pre_grad_graph",
        "aot_inference_graph",
        "before_post_grad_graph",
        "after_post_grad_graph",
    }
    # No inductor_post_grad_graph on this path: the post-grad graph is after_post_grad_graph.
    assert graph.fx_transformed is graph.fx_stages["after_post_grad_graph"]


def test_views_say_dynamo_compiled_no_frames():
    state = opened(CUDA, graphs=False)
    title, entries = compile_listing(state.run_traces, state.tree)
    assert entries == [] and "No trace log" not in title.plain
    assert "the trace log is of AOTInductor, where Dynamo compiled no frames" in title.plain
    _, detail = breaks_heading(state.run_traces)
    assert detail is not None
    assert "captured every frame" not in detail.plain
    assert detail.plain.startswith("The trace log is of AOTInductor: Dynamo compiled no frames")
    line = compile_line(state.run_traces[0], state.graph_keys[0])  # the graph's Overview
    assert line is not None and line.plain == "  compile: none by Dynamo: the trace log is of AOTInductor"


def test_a_torch_compile_log_still_says_dynamo_captured_every_frame(sample_runs: Path):
    state = opened(next(sample_runs.glob("mlp_cpp/torch_compile_debug")), graphs=False)
    _, detail = breaks_heading(state.run_traces)
    assert detail is not None and "Dynamo captured every frame whole, once" in detail.plain


def test_a_record_kind_the_explorer_does_not_know_is_a_problem(tmp_path: Path):
    # The real log, one artifact's name changed to one no torch logs.
    log = tmp_path / "renamed.log"
    shutil.copyfile(CUDA, log)
    text = log.read_text(encoding="utf-8")
    log.write_text(
        text.replace('"name": "triton_kernel_info"', '"name": "some_future_artifact"'), encoding="utf-8"
    )
    trace, problems = load_trace(log)
    assert trace.record_kinds["artifact:some_future_artifact"] == 1
    (problem,) = [p for p in problems if "some_future_artifact" in p.message]
    assert problem.message == (
        "1 record(s) of kind 'artifact:some_future_artifact' not read: the explorer does not know this kind"
    )
    assert (
        problem.line is not None
        and "some_future_artifact"
        in text.replace("triton_kernel_info", "some_future_artifact").split("\n")[problem.line - 1]
    )
    assert load_trace(CUDA)[1] == []  # the log as torch wrote it: every kind known


def test_an_export_log_lists_its_guards_at_the_users_lines(corpus: Path, capsys):
    log = corpus / "tlparse_tests_torch_trace" / "export.log"
    (run,) = _json(capsys, "summary", str(log))["runs"]
    assert run["run_kind"] == "torch.export" and run["graphs"] == []
    guards = run["export_guards"]
    assert len(guards) == 7 == log.read_text(encoding="utf-8").count('] {"guard_added": ')
    assert guards[0]["expr"] == "(((-u0)//3)) + 5 >= 0"
    # The innermost frame outside torch (the record's stack runs through torch/__init__.py's _check_with).
    assert guards[0]["user_frame"].endswith("/test/export/test_draft_export.py:276")
    assert {g["line"] for g in guards} == {37, 38, 49, 56, 57, 58, 59}


def test_coverage_counts_the_kernel_definitions_of_the_cpp_text(capsys):
    for log, kernels in ((CUDA, 3), (CPU, 2)):
        assert main(["summary", "--coverage", "--no-cache", str(log)]) == 0
        line = next(x for x in capsys.readouterr().out.splitlines() if x.strip().startswith("output_code.py"))
        assert f" {kernels}/{kernels} kernel definitions (100.0%)" in line and line.endswith("ok")
