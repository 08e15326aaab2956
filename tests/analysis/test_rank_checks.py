"""What tlparse's multi-rank report checks, on real per-rank logs of its tests (tests/data/tlparse_inputs/
SOURCE.md): within each rank, the collective schedule against the collectives its output code calls
(collectives parity); across ranks, the order each ran its graphs in (`graph_execution`) and Inductor's
runtime estimate of each compile with the slowest rank. Each is in `summary --json` and the text summary."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from inductor_explorer.cli import main

INPUTS = Path(__file__).resolve().parents[1] / "data" / "tlparse_inputs"
GRAPH_EXEC_ORDER = INPUTS / "graph_exec_order"
RUNTIME = INPUTS / "multi_rank_runtime"
RECORD = re.compile(r"^\S+ \S+ \d+ \S+\] (\{.*\})$")


def _records(log: Path):
    """(envelope, payload text) per record, read plainly from the log text."""
    envelope, payload = None, []
    for line in log.read_text().splitlines():
        if line.startswith("\t"):
            payload.append(line[1:])
            continue
        if envelope is not None:
            yield envelope, "\n".join(payload)
        envelope, payload = json.loads(RECORD.match(line).group(1)), []
    if envelope is not None:
        yield envelope, "\n".join(payload)


def _artifacts(log: Path, name: str) -> dict[str, list[str]]:
    """Compile ("0/1") -> the payloads of its NAME artifacts (or `inductor_output_code` records)."""
    out: dict[str, list[str]] = {}
    for envelope, payload in _records(log):
        named = envelope.get("artifact", {}).get("name") if "artifact" in envelope else next(iter(envelope))
        if named == name and "frame_id" in envelope:
            out.setdefault(f"{envelope['frame_id']}/{envelope['frame_compile_id']}", []).append(payload)
    return out


def _summary(path: Path, capsys) -> tuple[dict, str]:
    assert main(["summary", "--json", "--no-cache", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(["summary", "--no-cache", str(path)]) == 0
    return data, capsys.readouterr().out


def test_the_graph_execution_order_logs_mismatch_within_rank_0_and_run_in_other_orders(capsys):
    rank0, rank1 = sorted(GRAPH_EXEC_ORDER.glob("*.log"))
    # By hand from the logs: rank 0's schedule of 0/1 lacks the reduce_scatter its output code calls; rank 1's
    # has it, and both ranks' code calls the same collectives.
    schedules = [
        json.loads(_artifacts(log, "inductor_collective_schedule")["0/1"][0]) for log in (rank0, rank1)
    ]
    codes = [_artifacts(log, "inductor_output_code")["0/1"][0] for log in (rank0, rank1)]
    reduce_scatter = "torch.ops._c10d_functional.reduce_scatter_tensor.default"
    assert reduce_scatter not in schedules[0] and reduce_scatter in schedules[1]
    assert all(code.count(reduce_scatter + "(") == 1 for code in codes)
    orders = []
    for log in (rank0, rank1):
        [payload] = [p for e, p in _records(log) if e.get("artifact", {}).get("name") == "graph_execution"]
        orders.append([call["compile_id"] for call in json.loads(payload)["graph_execution_order"]])
    assert orders[0] != orders[1]

    data, text = _summary(GRAPH_EXEC_ORDER, capsys)
    ranks = data["ranks"]
    # Not a divergence of collective schedules across ranks: the code both ranks run calls the same.
    assert [(d["aspect"], d["compile_id"]) for d in ranks["divergences"]] == [("graph execution order", None)]
    assert [(g["ranks"], g["value"]) for g in ranks["divergences"][0]["groups"]] == [
        ([0], orders[0]),
        ([1], orders[1]),
    ]
    assert ranks["collectives_parity"] == [
        {
            "rank": 0,
            "compile_id": "0/1",
            "offset": 1,
            "missing_waits": 0,
            "counts": [{"collective": "reduce_scatter", "scheduled": 0, "called": 1}],
        }
    ]
    assert [r["graph_execution_calls"] for r in ranks["runs"]] == [len(orders[0]), len(orders[1])]
    verdict = (
        "ranks diverge: graph execution order (call 1: rank 0 runs 0/1, rank 1 runs 0/0); "
        "rank 0's collective schedule differs from its output code (0/1)"
    )
    assert ranks["verdict"] == verdict
    assert (
        f"{verdict}\n  collective schedule vs output code:\n"
        "    rank 0, 0/1: reduce_scatter scheduled 0, called 1\n" in text
    )


def test_a_commented_wait_is_not_a_call_and_leaves_a_collective_without_its_wait(tmp_path: Path, capsys):
    rank0, rank1 = sorted(GRAPH_EXEC_ORDER.glob("*.log"))
    shutil.copy(rank0, tmp_path / rank0.name)
    text = rank1.read_text()
    call = "\t            torch.ops._c10d_functional.wait_tensor.default(buf1)\n"
    at = text.index(call, text.index('{"inductor_output_code"'))  # compile 0/0's output code
    (tmp_path / rank1.name).write_text(
        text[:at] + call.replace("torch", "# torch", 1) + text[at + len(call) :]
    )
    ranks, _ = _summary(tmp_path, capsys)
    ranks = ranks["ranks"]
    # 0/0 of rank 1: the all_reduce its code calls has no wait_tensor now (tlparse's `missing_waits`); the
    # schedule still counts the same collectives.
    assert {"rank": 1, "compile_id": "0/0", "offset": 0, "missing_waits": 1, "counts": []} in ranks[
        "collectives_parity"
    ]
    issued = next(d for d in ranks["divergences"] if d["aspect"] == "collectives issued")
    assert issued["compile_id"] == "0/0"
    assert {tuple(g["ranks"]): g["value"] for g in issued["groups"]} == {
        (0,): ["all_reduce_", "wait_tensor"],
        (1,): ["all_reduce_"],
    }


def test_inductors_estimates_per_rank_name_the_slowest_rank(capsys):
    # By hand from the logs: the sum of `estimated_runtime_ns` over each compile's ops, per rank.
    totals = [
        {
            key: sum(op["estimated_runtime_ns"] for payload in payloads for op in json.loads(payload)["ops"])
            for key, payloads in _artifacts(
                RUNTIME / f"dedicated_log_torch_trace_rank_{r}.log", "inductor_runtime_and_tensor_meta"
            ).items()
        }
        for r in (0, 1)
    ]
    assert list(totals[0]) == list(totals[1]) == ["0/0", "0/1", "0/2", "0/3"]
    assert all(totals[1][key] > totals[0][key] for key in totals[0])
    data, text = _summary(RUNTIME, capsys)
    ranks = data["ranks"]
    assert ranks["agree"] is True and ranks["collectives_parity"] == []
    assert ranks["inductor_estimates"] == [
        {
            "compile_id": key,
            "ranks": 2,
            "fastest": {"rank": 0, "estimated_ns": totals[0][key]},
            "slowest": {"rank": 1, "estimated_ns": totals[1][key]},
        }
        for key in totals[0]
    ]
    slowest, fastest = totals[1]["0/0"] / 1e6, totals[0]["0/0"] / 1e6
    assert (
        f"  Inductor's runtime estimate per rank:\n    0/0: slowest rank 1 {slowest:.3f} ms, fastest rank 0 "
        f"{fastest:.3f} ms (+{slowest - fastest:.3f} ms)\n" in text
    )


def test_tensor_meta_that_differs_between_ranks_is_a_divergence(tmp_path: Path, capsys):
    # tlparse compares each rank's `inductor_runtime_and_tensor_meta` payloads (its
    # test_tensor_meta_divergence_groups: ranks 5 and 6 of this job apart from the others). By hand: rank 5's
    # payload of 0/0 gives the wait_tensor op two outputs where rank 0's gives none; the envelopes' digests
    # (`has_payload`, the payload's MD5) differ, and rank 1's are rank 0's.
    rank0, rank1 = sorted(RUNTIME.glob("*.log"))
    (rank5,) = (INPUTS / "multi_rank_runtime_rank_5").glob("*.log")
    meta = "inductor_runtime_and_tensor_meta"
    ops0, ops5 = (json.loads(_artifacts(log, meta)["0/0"][0])["ops"] for log in (rank0, rank5))
    waits0, waits5 = ([op for op in ops if "wait_tensor" in op["name"]] for ops in (ops0, ops5))
    assert [op.get("outputs") for op in waits0] == [None]
    assert len(waits5[0]["outputs"]) == 2

    def digests(log: Path) -> dict[str, str]:
        return {
            f"{e['frame_id']}/{e['frame_compile_id']}": e["has_payload"]
            for e, _ in _records(log)
            if e.get("artifact", {}).get("name") == meta
        }

    assert digests(rank0) == digests(rank1)
    assert digests(rank0)["0/0"] != digests(rank5)["0/0"]
    for log in (rank0, rank1, rank5):
        shutil.copy(log, tmp_path / log.name)
    data, text = _summary(tmp_path, capsys)
    divergences = [d for d in data["ranks"]["divergences"] if d["aspect"] == "tensor meta"]
    assert [d["compile_id"] for d in divergences] == ["0/0", "0/1"]
    groups = divergences[0]["groups"]
    assert [g["ranks"] for g in groups] == [[0, 1], [5]]
    assert groups[1]["value"] == [f"payload {digests(rank5)['0/0'][:8]}"]
    assert "tensor meta (0/0, 0/1)" in text
    # The two ranks of one kind agree: no tensor meta divergence between ranks 0 and 1 alone.
    data, _ = _summary(RUNTIME, capsys)
    assert not [d for d in data["ranks"]["divergences"] if d["aspect"] == "tensor meta"]
