"""The samples sample_runs/make_traced.py made with torch 2.14.1 (an AOTInductor export, a two-rank gloo
job) and tlparse's provenance logs, read by the explorer: graphs, kernels, ranks, and provenance from kernel
to the user's line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_explorer.analysis.costs import NO_CPU_ESTIMATES
from inductor_explorer.analysis.linking import linked
from inductor_explorer.cli import main
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.provenance import provenance_maps
from inductor_explorer.model.artifacts import KERNEL_TO_POST_RECORD, POST_TO_PRE_RECORD, Provenance
from inductor_explorer.session import open_session
from inductor_explorer.tui.views.kernel import kernel_links

TLPARSE = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs"


def _json(capsys, *argv: str) -> dict:
    capsys.readouterr()
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _rows(data: dict) -> list[dict]:
    return data["kernels"] + data["externs"]


@pytest.fixture
def aoti(sample_runs: Path) -> Path:
    return sample_runs / "aoti_cpp"


def test_aoti_sample_is_one_aotinductor_graph_of_torch_2_14_1(aoti: Path, capsys):
    (run,) = _json(capsys, "summary", str(aoti))["runs"]
    assert run["run_kind"] == "AOTInductor"
    assert run["torch_version"].startswith("2.14.1")
    assert run["compiles"] == [] and run["graph_breaks"] == []
    # The debug folder's output_code.cpp and the trace log's wrapper and kernel file are one graph.
    (graph,) = run["graphs"]
    assert graph["name"] == "model___0.0"
    assert graph["source"] == "debug folder + trace log"
    assert [k["name"] for k in graph["kernels"]] == [
        "cpp_fused_relu_0",
        "cpp_fused_add_relu_1",
        "cpp_fused__softmax_2",
    ]
    assert graph["extern_calls"] == 3


def test_aoti_trace_log_alone_gives_the_same_graph(aoti: Path, capsys):
    (log,) = (aoti / "torch_compile_debug" / "tlparse").glob("*.log")
    (run,) = _json(capsys, "summary", str(log))["runs"]
    (graph,) = run["graphs"]
    assert graph["name"] == "aot_inductor [?]" and graph["source"] == "trace log"
    assert [k["name"] for k in graph["kernels"]] == [
        "cpp_fused_relu_0",
        "cpp_fused_add_relu_1",
        "cpp_fused__softmax_2",
    ]


def test_aoti_trace_provenance_reaches_the_users_lines(aoti: Path, capsys):
    """Each extern call `aoti_torch_cpu_addmm_out` is named by its own debug handle; its post-grad node, the
    pre-grad `linear_N` it came from, and the line of torch's Linear; the softmax kernel back to
    script.py:17."""
    (log,) = (aoti / "torch_compile_debug" / "tlparse").glob("*.log")
    rows = {(r["name"], tuple(r["fx_nodes"])): r for r in _rows(_json(capsys, "costs", str(log)))}
    for n, post in enumerate(("addmm", "addmm_1", "addmm_2")):
        row = rows["aoti_torch_cpu_addmm_out", (post,)]
        assert row["pre_grad_nodes"] == ["linear" if n == 0 else f"linear_{n}"]
        assert [s.rsplit("/", 1)[-1] for s in row["sources"]] == ["linear.py:134"]
    softmax = next(r for r in rows.values() if r["name"] == "cpp_fused__softmax_2")
    assert softmax["pre_grad_nodes"] == ["softmax"]
    assert softmax["sources"][0].endswith("script.py:17")


def test_gloo_sample_has_ranks_0_and_1_with_the_collective_in_the_graph(sample_runs: Path, capsys):
    data = _json(capsys, "summary", str(sample_runs / "ranks_gloo_cpp"))
    assert sorted(r["rank"] for r in data["runs"]) == [0, 1]
    assert [r["rank"] for r in data["ranks"]["runs"]] == [0, 1]
    assert data["ranks"]["agree"] is True
    for run in data["runs"]:
        assert run["torch_version"].startswith("2.14.1")
        assert run["run_kind"] == "torch.compile"
        (graph,) = run["graphs"]
        assert [k["name"] for k in graph["kernels"]] == [
            "cpp_fused_all_reduce_relu_0",
            "cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_1",
        ]
    rows = _rows(_json(capsys, "costs", str(sample_runs / "ranks_gloo_cpp")))
    collectives = [r for r in rows if r["name"] == "torch.ops._c10d_functional.all_reduce_.default"]
    assert sorted(r["rank"] for r in collectives) == [0, 1]
    # Inductor's runtime estimates (LOG_TLPARSE=1) are logged for every op, as 0 ns: Inductor does not
    # estimate CPU ops, and the rows say so rather than show 0.
    assert all(r["inductor_estimated_us"] is None for r in rows)
    assert all(r["inductor_unknown_reason"] == NO_CPU_ESTIMATES for r in rows)


def test_extern_calls_of_one_provenance_key_take_their_own_nodes(capsys):
    """tlparse's AOTInductor log names both addmm calls under one key (`aoti_torch_cpu_addmm_out`, no debug
    handle); the comment before each call names its pre-grad nodes, which split the key's post-grad nodes."""
    rows = _rows(_json(capsys, "costs", str(TLPARSE / "inductor_provenance_aot_log.txt")))
    calls = [r for r in rows if r["name"] == "aoti_torch_cpu_addmm_out"]
    assert sorted((tuple(r["fx_nodes"]), tuple(r["pre_grad_nodes"])) for r in calls) == [
        (("addmm",), ("linear",)),
        (("mul", "addmm_1"), ("mul", "addmm")),
    ]
    gelu = next(r for r in rows if r["name"] == "cpp_fused_gelu_1")
    assert gelu["pre_grad_nodes"] == ["gelu"]
    assert gelu["sources"][0].endswith("aot.py:34")


def test_trace_provenance_artifacts_read_as_maps():
    """The 2.8 log's own artifacts: kernel -> post-grad nodes, and post-grad -> pre-grad nodes from the
    origins of each node's `from_node` chains; they give what the node mappings' maps give."""
    text = (TLPARSE / "inductor_provenance_aot_cuda_log.txt").read_text()
    payloads = {}
    lines = text.split("\n")
    for i, line in enumerate(lines):
        for record in (POST_TO_PRE_RECORD, KERNEL_TO_POST_RECORD):
            if f'"name": "{record}"' in line and not line.startswith("\t"):
                payloads[record] = lines[i + 1][1:]
    post_to_pre, problems = provenance_maps(POST_TO_PRE_RECORD, payloads[POST_TO_PRE_RECORD], "log")
    assert problems == []
    kernels, problems = provenance_maps(KERNEL_TO_POST_RECORD, payloads[KERNEL_TO_POST_RECORD], "log")
    assert problems == []
    merged = Provenance("log", {**post_to_pre.maps, **kernels.maps})
    # mm_default_1 was made by a pattern pass (`"name": ""`) and from mm <- addmm <- linear.
    assert merged.post_to_pre()["mm_default_1"] == ["linear"]
    assert merged.post_to_pre()["add_tensor"] == ["addmm"]
    assert merged.code_to_post()["triton_poi_fused_addmm_gelu_2"] == [
        "mul_3",
        "mul_1",
        "add_tensor",
        "add",
        "erf",
        "mul_2",
    ]


def test_kernel_view_lists_the_pre_grad_nodes_with_their_lines():
    """The kernel view's side pane: kernel -> its post-grad FX nodes -> the pre-grad node they came from and
    the user's line (tlparse's log of a CUDA job, rank 0)."""
    run = open_session(TLPARSE / "multi_rank_runtime").runs[0]
    graph = linked(load_graph(run.graphs[0]))
    texts = [str(link.text) for link in kernel_links(graph, graph.kernels[-1].name)]
    at = texts.index("Pre-grad nodes, per Inductor's provenance (1)")
    assert texts[at - 1].startswith(" relu: ")
    assert texts[at + 1] == " a_4  pytorch/test2.py:114: a = F.relu(a)"
