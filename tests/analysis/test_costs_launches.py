"""Launches on every cost row: a kernel's launches counted from output_code.py's text, extern calls of one op
with the same shapes on one row, and the per-launch figures the total over the launches."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.costs import DEVICES, graph_costs, ranked
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.costs import GraphCosts
from inductor_explorer.session import open_session
from tests.support.reliability import run_cli

DATA = Path(__file__).resolve().parents[1] / "data"


def _costs(path: Path, name: str) -> tuple[GraphCosts, str]:
    folder = next(g for run in open_session(path).runs for g in run.graphs if g.name == name)
    graph = linked(load_graph(folder))
    return graph_costs(graph), Path(graph.output_code.file).read_text()


def test_a_kernel_launched_four_times_says_so(corpus):
    costs, code = _costs(corpus / "ahbpp_resnet18_gpu_2.4.0", "model__0_forward_1.0")
    name = "triton_red_fused__native_batch_norm_legit_functional_14"
    call_sites = [i for i, line in enumerate(code.splitlines(), 1) if f"{name}.run(" in line]
    assert len(call_sites) == 4  # the four BatchNorms of the 64-channel stage share one kernel
    cost = next(c for c in costs.kernels if c.name == name)
    assert cost.launches == 4 and cost.launch_lines == tuple(call_sites)
    # Each launch reads its own input: the row's bytes are four launches', and a launch's a quarter of them.
    (row,) = [r for r in ranked([costs], DEVICES["h100"]) if r.cost is cost]
    assert row.estimated_us is not None
    assert row.estimated_us_per_launch == pytest.approx(row.estimated_us / 4)


def test_extern_calls_of_one_op_and_shapes_are_one_row():
    costs, code = _costs(DATA / "gpt_adamw_cpp", "model__0_backward_3.1")
    lines = code.splitlines()
    # By hand: two mm calls of the backward multiply a (64, 64) matrix (buf1, the input `mm` reused) by a
    # (64, 32) one into a (64, 32) one.
    first = lines.index(
        "        extern_kernels.mm(reinterpret_tensor(buf1, (64, 64), (1, 64), 0), view_12, out=buf2)"
    )
    second = lines.index("        extern_kernels.mm(buf1, primals_18, out=buf3)")
    assert (
        "assert_size_stride(mm, (64, 64), (64, 1), 'input')" in code and "buf1 = mm; del mm  # reuse" in code
    )
    assert "assert_size_stride(primals_18, (64, 32), (32, 1), 'input')" in code
    row = next(c for c in costs.externs if c.launch_lines[:1] == (first + 1,))
    assert row.launches == 2 and row.launch_lines == (first + 1, second + 1)
    assert row.flops is not None and row.flops.value == 2 * (2 * 64 * 32 * 64)
    # Every extern call of the graph is on exactly one row.
    calls = [
        i for i, line in enumerate(lines, 1) if re.match(r"\s+(\w+ = )?(extern_kernels\.|torch\.ops\.)", line)
    ]
    assert sorted(line for c in costs.externs for line in c.launch_lines) == calls
    assert sum(c.launches for c in costs.externs) == len(calls) > len(costs.externs)


def test_json_rows_carry_launches_and_per_launch_figures(corpus):
    status, out, err = run_cli(["costs", str(corpus / "ahbpp_resnet18_gpu_2.4.0"), "--json"])
    assert status == 0, err
    data = json.loads(out)
    rows = data["kernels"] + data["externs"]
    assert any(r["launches"] > 1 for r in data["kernels"])
    for row in rows:
        assert row["launches"] == len(row["lines"]) >= 1
        assert isinstance(row["fx_nodes"], list)
        if row["estimated_us"] is not None:
            assert row["estimated_us_per_launch"] == pytest.approx(
                row["estimated_us"] / row["launches"], abs=1e-5
            )
