"""`inductor-explore costs`: the JSON contract, the profile join's totals, errors, and every corpus folder."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tests.support.reliability import run_cli, sample

KEYS = {"graph", "name", "kind", "bytes_read", "bytes_written", "flops", "estimated_us", "measured"}


def _costs(*argv: str) -> dict:
    status, out, err = run_cli(["costs", *argv, "--json"])
    assert status == 0, err
    return json.loads(out)


def test_json_contract_with_a_profile():
    root = sample("profile_cpp")
    profile = root.parent / "profile.json"
    data = _costs(str(root), "--profile", str(profile))
    assert {"device", "kernels", "externs", "unmatched"} <= set(data)
    assert data["device"]["name"] == "cpu"  # every graph of the run is on the CPU
    assert len(data["kernels"]) == 4 and len(data["externs"]) == 4
    for entry in data["kernels"] + data["externs"]:
        assert KEYS <= set(entry)
        assert set(entry["measured"]) >= {"count", "total_us", "mean_us"}
        assert entry["measured"]["count"] == 3
        assert entry["measured"]["mean_us"] == pytest.approx(entry["measured"]["total_us"] / 3, abs=1e-3)
    # Ranked by measured time.
    totals = [e["measured"]["total_us"] for e in data["kernels"]]
    assert totals == sorted(totals, reverse=True)
    assert data["unmatched"] == [
        {"name": "aten::mul", "count": 3, "total_us": data["unmatched"][0]["total_us"]}
    ]
    events = [
        e
        for e in json.loads(profile.read_text())["traceEvents"]
        if e.get("ph") == "X" and e["name"] == "aten::mul"
    ]
    assert data["unmatched"][0]["total_us"] == pytest.approx(sum(e["dur"] for e in events), abs=1e-3)


def test_top_device_and_gzipped_profile(tmp_path):
    root = sample("profile_cpp")
    packed = tmp_path / "profile.json.gz"
    packed.write_bytes(gzip.compress((root.parent / "profile.json").read_bytes()))
    data = _costs(str(root), "--profile", str(packed), "--top", "1", "--device", "h100")
    assert len(data["kernels"]) == 1 and len(data["externs"]) == 1
    assert data["device"]["name"] == "h100"
    cpu = _costs(str(root), "--device", "cpu:cores=4,gbps=10,launch_us=5")
    assert all(row["measured"] is None for row in cpu["kernels"])
    assert cpu["device"]["cores"] == 4 and cpu["device"]["launch_us"] == 5
    # Each estimate is its launches times the device's fixed cost of a launch plus the bytes of one launch
    # over its bandwidth (a relu: no FLOPs to bound it); the spec's figures replace the model's. On the CPU
    # the relu's few KB fit the 4 cores' L2 (2 MiB each), where it finds what the addmm before it wrote:
    # bytes not read from the graph's inputs move at the L2's bandwidth (64 GB/s a core).
    assert data["device"]["cache"] is None
    assert cpu["device"]["cache"]["bytes"] == 4 * 2 * 1024 * 1024
    assert cpu["device"]["cache"]["bandwidth_bytes_per_s"] == 4 * 64e9
    for result, bandwidth, cache_bandwidth in ((data, 3.35e12, 3.35e12), (cpu, 10e9, 4 * 64e9)):
        row = (
            result["kernels"][0]
            if result is data
            else next(r for r in result["kernels"] if r["name"] == "cpp_fused_relu_0")
        )
        assert "relu" in row["name"]
        moved = (row["bytes_read"] + row["bytes_written"]) / row["launches"]
        cold = row["bytes_from_inputs"] / row["launches"]
        assert cold < moved
        per_launch = (
            result["device"]["launch_us"] + (cold / bandwidth + (moved - cold) / cache_bandwidth) * 1e6
        )
        assert row["estimated_us"] == pytest.approx(row["launches"] * per_launch, rel=1e-4)


def test_bad_profile_is_one_line_and_status_2(tmp_path):
    bad = tmp_path / "trace.json"
    bad.write_text("{not json")
    status, out, err = run_cli(["costs", str(sample("mlp_cpp")), "--profile", str(bad)])
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "not JSON" in err
    other = tmp_path / "other.json"
    other.write_text('{"a": 1}')
    status, _, err = run_cli(["costs", str(sample("mlp_cpp")), "--profile", str(other)])
    assert status == 2 and "traceEvents" in err


def test_summary_json_has_per_kernel_costs():
    status, out, err = run_cli(["summary", str(sample("mlp_cpp")), "--json"])
    assert status == 0, err
    graph = json.loads(out)["runs"][0]["graphs"][0]
    kernels = graph["costs"]["kernels"]
    assert [k["name"] for k in kernels] == [k["name"] for k in graph["kernels"]]
    assert kernels[0]["bytes_read"] == (512 + 64 + 64) * 4
    assert [e["flops"] for e in graph["costs"]["externs"]] == [2 * 8 * 64 * 32, 2 * 8 * 16 * 64]


def test_text_output_names_the_device_and_the_unmatched():
    root = sample("profile_cpp")
    status, out, err = run_cli(["costs", str(root), "--profile", str(root.parent / "profile.json")])
    assert status == 0, err
    assert out.startswith("device model: Intel Xeon Platinum 8480+")
    assert "profile events that matched no kernel: 1" in out and "aten::mul" in out


def _corpus_folders() -> list[Path]:
    corpus = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "external"
    return sorted(p for p in corpus.iterdir() if p.is_dir()) if corpus.is_dir() else []


@pytest.mark.parametrize("folder", _corpus_folders(), ids=lambda p: p.name)
def test_corpus_folders_never_crash_and_unknown_is_null(folder):
    status, out, err = run_cli(["costs", str(folder), "--json"])
    if status == 2:  # not a folder the explorer opens (pasted text only): a one-line refusal
        assert len(err.strip().splitlines()) == 1
        return
    assert status == 0, err
    data = json.loads(out)
    for entry in data["kernels"]:
        if entry["bytes_source"] is None:  # no IR for it: unknown, not 0
            assert None in (entry["bytes_read"], entry["bytes_written"])
            assert entry["estimated_us"] is None
        if entry["estimated_us"] is not None:
            assert entry["estimated_us"] >= 0
        else:  # never a silent unknown
            assert entry["unknown_reason"]
    for entry in data["externs"]:
        if entry["estimated_us"] is None:
            assert entry["unknown_reason"]
