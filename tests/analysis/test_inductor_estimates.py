"""Inductor's own runtime estimates (the trace log's `inductor_runtime_and_tensor_meta` artifact) on the rows
of the kernels and extern calls they are of, beside the tool's estimate: on a real 7-rank CUDA job's rank 0
log from tlparse's tests (tests/data/tlparse_inputs/SOURCE.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from inductor_explorer.analysis.costs import NO_CPU_ESTIMATES
from inductor_explorer.cli import main

LOG = (
    Path(__file__).resolve().parents[1]
    / "data"
    / "tlparse_inputs"
    / "multi_rank_runtime"
    / "dedicated_log_torch_trace_rank_0.log"
)


def test_inductors_estimate_of_each_mm_is_on_its_row(capsys):
    # By hand from the log: compile 0/0's artifact lists `extern_kernels.mm` twice, each 6885841.87 ns.
    text = LOG.read_text(encoding="utf-8")
    first = text.index('"name": "inductor_runtime_and_tensor_meta"')
    payload = text[text.index("\n", first) + 1 : text.index("\nV", first)].replace("\n\t", "\n")
    ops = json.loads(payload.lstrip("\t"))["ops"]
    mms = [op["estimated_runtime_ns"] for op in ops if op["name"] == "extern_kernels.mm"]
    assert mms == [6885841.870239033, 6885841.870239033]
    assert main(["costs", "--json", "--no-cache", str(LOG)]) == 0
    data = json.loads(capsys.readouterr().out)
    [row] = [
        r for r in data["externs"] if r["graph"] == "0_inference [0/0]" and r["name"] == "extern_kernels.mm"
    ]
    # The two calls have the same shapes: one row of 2 launches, Inductor's estimates of both summed.
    assert row["launches"] == 2
    assert row["inductor_estimated_us"] == round(sum(mms) / 1e3, 3)
    assert row["estimated_us"] is not None  # the tool's own, beside it
    # The collective and its wait: Inductor's figures for them too (the wait's is 0).
    by_name = {r["name"]: r for r in data["externs"] if r["graph"] == "0_inference [0/0]"}
    assert by_name["torch.ops._c10d_functional.all_reduce_.default"]["inductor_estimated_us"] == 30.071
    assert by_name["torch.ops._c10d_functional.wait_tensor.default"]["inductor_estimated_us"] == 0.0
    # The text names it on the row.
    assert main(["costs", "--no-cache", str(LOG)]) == 0
    out = capsys.readouterr().out
    assert re.search(r"0_inference \[0/0\] / extern_kernels\.mm \[Inductor's estimate: 13\.77 ms\]", out)


def _ops(log: Path) -> list[dict]:
    """The ops of LOG's first `inductor_runtime_and_tensor_meta` artifact, read by hand."""
    text = log.read_text(encoding="utf-8")
    first = text.index('"name": "inductor_runtime_and_tensor_meta"')
    end = re.compile(r"\n(?!\t)").search(text, text.index("\n", first) + 1)
    payload = text[text.index("\n", first) + 1 : end.start() if end else len(text)].replace("\n\t", "\n")
    return json.loads(payload.lstrip("\t"))["ops"]


def test_kernels_of_a_graph_without_ir_take_the_estimate_of_the_node_in_their_place(capsys):
    # Compile 0/0 logs mm, op1, all_reduce_, wait_tensor, mm, op5; its wrapper calls mm, launches
    # triton_poi_fused_all_reduce_silu_0, calls all_reduce_ and wait_tensor and mm, launches
    # triton_poi_fused_relu_1. Between the same extern calls, one node and one kernel each time.
    ops = _ops(LOG)
    assert [op["name"] for op in ops if op["name"].startswith("op")] == ["op1", "op5"]
    ns = {op["name"]: op["estimated_runtime_ns"] for op in ops}
    assert main(["costs", "--json", "--no-cache", str(LOG)]) == 0
    data = json.loads(capsys.readouterr().out)
    by_name = {r["name"]: r for r in data["kernels"] if r["graph"] == "0_inference [0/0]"}
    assert by_name["triton_poi_fused_all_reduce_silu_0"]["inductor_estimated_us"] == round(ns["op1"] / 1e3, 3)
    assert by_name["triton_poi_fused_relu_1"]["inductor_estimated_us"] == round(ns["op5"] / 1e3, 3)
    assert all(r["inductor_estimated_us"] is not None for r in data["kernels"])
    assert all(r["inductor_unknown_reason"] is None for r in data["kernels"])


def test_a_kernel_holding_two_estimated_nodes_says_why_it_has_none(sample_runs: Path, capsys):
    """The AOTInductor sample's trace log alone (torch 2.14.1, C++): Inductor estimated op3 and op4 between
    the second and third addmm, where the wrapper launches one kernel (C++ groups consecutive nodes); which
    holds which is not in the log. Inductor logs 0 ns for every op of a CPU graph (its estimator returns 0
    for an op not on a GPU): the other kernels and the shims' calls have no estimate, and say why."""
    (log,) = (sample_runs / "aoti_cpp" / "torch_compile_debug" / "tlparse").glob("*.log")
    names = [op["name"] for op in _ops(log)]
    assert names[2:6] == ["extern_kernels.addmm", "op3", "op4", "extern_kernels.addmm"]
    assert main(["costs", "--json", "--no-cache", str(log)]) == 0
    data = json.loads(capsys.readouterr().out)
    by_name = {r["name"]: r for r in data["kernels"]}
    grouped = by_name["cpp_fused_add_relu_1"]
    assert grouped["inductor_estimated_us"] is None
    assert "2 scheduler nodes (op3, op4)" in grouped["inductor_unknown_reason"]
    assert all(op["estimated_runtime_ns"] == 0 for op in _ops(log))
    for name in ("cpp_fused_relu_0", "cpp_fused__softmax_2"):
        assert by_name[name]["inductor_estimated_us"] is None
        assert by_name[name]["inductor_unknown_reason"] == NO_CPU_ESTIMATES
    # `aoti_torch_cpu_addmm_out` is the shim of the op Inductor names `extern_kernels.addmm`.
    externs = [r for r in data["externs"] if r["name"] == "aoti_torch_cpu_addmm_out"]
    assert sum(r["launches"] for r in externs) == 3
    assert all(r["inductor_estimated_us"] is None for r in externs)
    assert all(r["inductor_unknown_reason"] == NO_CPU_ESTIMATES for r in externs)
