"""Never a silent "?": attention's bytes and FLOPs from the wrapper's shapes, a reason on every unknown,
and totals over what is known."""

from __future__ import annotations

import re
from pathlib import Path

from inductor_explorer.analysis.costs import DEVICES, graph_costs, total
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.costs import GraphCosts
from inductor_explorer.report.costs import costs_text, overview_lines
from inductor_explorer.session import open_session
from inductor_explorer.session.parse import parsed_costs

DATA = Path(__file__).resolve().parents[1] / "data"


def _costs(root: Path, name: str) -> tuple[GraphCosts, str]:
    folder = next(g for run in open_session(root).runs for g in run.graphs if g.name == name)
    graph = linked(load_graph(folder))
    return graph_costs(graph), Path(graph.output_code.file).read_text()


def test_cpu_attention_from_the_wrapper_shapes():
    costs, code = _costs(DATA / "gpt_adamw_cpp", "model__0_forward_1.0")
    # q, k and v: three (4, 2, 16, 16) views of buf8; the result's two tensors, (4, 2, 16, 16) and (4, 2, 16).
    call = (
        "buf9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default("
        "reinterpret_tensor(buf8, (4, 2, 16, 16), (1536, 16, 96, 1), 0), "
        "reinterpret_tensor(buf8, (4, 2, 16, 16), (1536, 16, 96, 1), 32), "
        "reinterpret_tensor(buf8, (4, 2, 16, 16), (1536, 16, 96, 1), 64), 0.0, True)"
    )
    assert call in code
    assert "buf10 = buf9[0]\n        assert_size_stride(buf10, (4, 2, 16, 16)," in code
    assert "buf11 = buf9[1]\n        assert_size_stride(buf11, (4, 2, 16)," in code
    assert "buf8 = empty_strided_cpu((64, 96), (96, 1), torch.float32)" in code
    (sdpa,) = [c for c in costs.externs if c.category == "_scaled_dot_product_flash_attention_for_cpu"]
    b, h, q_len, kv_len, e = 4, 2, 16, 16, 16
    assert sdpa.bytes_source == "wrapper shapes"
    assert sdpa.bytes_read.value == 3 * b * h * q_len * e * 4  # q, k, v, float32
    assert sdpa.bytes_written.value == (b * h * q_len * e + b * h * q_len) * 4  # the output and its logsumexp
    assert (
        sdpa.flops is not None and sdpa.flops.value == 4 * b * h * q_len * kv_len * e
    )  # q @ k^T, scores @ v
    assert sdpa.unknown_reason is None


def test_cpu_attention_backward_from_the_wrapper_shapes():
    costs, code = _costs(DATA / "gpt_adamw_cpp", "model__0_backward_3.1")
    m = re.search(
        r"buf25 = torch\.ops\.aten\._scaled_dot_product_flash_attention_for_cpu_backward\.default\((.*)\)",
        code,
    )
    assert m is not None
    assert m.group(1) == (
        "reinterpret_tensor(buf21, (4, 2, 16, 16), (512, 16, 32, 1), 0), permute_1, permute_2, permute_3, "
        "getitem_5, buf24, 0.0, True"
    )
    (backward,) = [
        c for c in costs.externs if c.category == "_scaled_dot_product_flash_attention_for_cpu_backward"
    ]
    b, h, q_len, kv_len, e = 4, 2, 16, 16, 16
    # Read: the output's gradient, q, k, v and the output (4, 2, 16, 16) each, and the logsumexp (4, 2, 16).
    assert backward.bytes_read.value == (5 * b * h * q_len * e + b * h * q_len) * 4
    # Written: the gradients of q, k and v (buf26, buf27, buf28 = buf25[0..2]).
    assert backward.bytes_written.value == 3 * b * h * q_len * e * 4
    # flop_counter.py's sdpa_backward_flop_count: five matmuls of 2*b*h*l*s*e each.
    assert backward.flops is not None and backward.flops.value == 5 * 2 * b * h * q_len * kv_len * e


def test_every_unknown_says_why(sample_runs, corpus):
    rows = [
        row
        for root in (*sorted(sample_runs.glob("*/torch_compile_debug")), *sorted(p for p in corpus.iterdir()))
        if root.is_dir()
        for graph in parsed_costs(open_session(root).parsed())
        for row in graph.all
    ]
    unknown = [row for row in rows if row.bytes_moved is None or (row.flops and row.flops.value is None)]
    assert len(unknown) > 50
    for row in unknown:
        assert row.unknown_reason, (row.graph, row.name)
    known = [row for row in rows if row not in unknown]
    assert all(row.unknown_reason is None for row in known)


def test_totals_are_at_least_what_is_known(sample_runs):
    costs, _ = _costs(sample_runs / "cond_custom_op_cpp" / "torch_compile_debug", "model__0_inference_0.0")
    unknown = [c for c in costs.all if c.bytes_moved is None]
    assert len(unknown) == 4 and all(c.unknown_reason for c in unknown)
    summed = total(costs.all, DEVICES["cpu"])
    assert summed.moved.value == sum(c.bytes_moved or 0 for c in costs.all) == 256
    assert summed.moved_partial and not summed.complete and len(summed.unknown) == 4
    (line, *_) = overview_lines(costs, DEVICES["cpu"])
    assert "?" not in line
    assert "at least 256 B moved" in line and "4 of 5 unknown: " in line
    assert "no post-fusion scheduler node is linked to it (x2)" in line
    text = costs_text([costs], DEVICES["cpu"], None, None)
    assert "[unknown: the dtype of buf3 is not in the artifacts]" in text
