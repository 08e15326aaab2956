"""Inductor's own runtime estimates (the trace log's `inductor_runtime_and_tensor_meta` artifact) on the rows
of the kernels and extern calls they are of, beside the tool's estimate: on a real 7-rank CUDA job's rank 0
log from tlparse's tests (tests/data/tlparse_inputs/SOURCE.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

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


def test_kernels_of_a_graph_without_ir_get_none(capsys):
    # The log holds no scheduler IR: which kernel Inductor's `op1` became is not recorded.
    assert main(["costs", "--json", "--no-cache", str(LOG)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kernels"] and all(r["inductor_estimated_us"] is None for r in data["kernels"])
