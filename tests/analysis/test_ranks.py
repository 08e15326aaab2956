"""Multi-rank sessions: per-rank TORCH_TRACE logs open as one session with ranks, and where the ranks diverge
(compile ids, graph breaks, cache hits/misses, kernels, collective schedules, the collectives the output code
calls, graph execution order) is found as the logs say; so are each rank's collective schedule against its
output code and Inductor's runtime estimate per rank."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.session import open_session
from inductor_explorer.session.parse import summary_data

RANK_NAME = re.compile(r"^dedicated_log_torch_trace_rank_(\d+)_")
KERNEL_DEF = re.compile(r"^(\w+) = async_compile\.\w+\(", re.M)
C10D_CALL = re.compile(r"^[^#\n]*?torch\.ops\._c10d_functional\.(\w+)\.default\(", re.M)


def _multi_rank(corpus: Path) -> Path:
    path = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    if not path.is_dir():
        pytest.skip("corpus multi_rank_schedule is not present")
    return path


def _records(log: Path):
    """(envelope, payload text) per record, read plainly: a JSON envelope after `] `, then tab lines."""
    envelope, payload = None, []
    for line in log.read_text(errors="replace").splitlines():
        if line.startswith("\t"):
            payload.append(line[1:])
            continue
        if envelope is not None:
            yield envelope, "\n".join(payload)
        envelope, payload = json.loads(line.split("] ", 1)[1]), []
    if envelope is not None:
        yield envelope, "\n".join(payload)


def _facts(log: Path) -> dict[str, dict[str, object]]:
    """Per compile ("frame/compile"): the aspects the Ranks view compares, computed from the log text."""
    out: dict[str, dict[str, object]] = {}
    for envelope, payload in _records(log):
        if "frame_id" not in envelope:
            continue
        facts = out.setdefault(
            f"{envelope['frame_id']}/{envelope['frame_compile_id']}",
            {
                "kernels": set(),
                "collective schedule": [],
                "collectives issued": [],
                "cache hits/misses": [],
                "graph breaks": [],
            },
        )
        name = envelope["artifact"]["name"] if "artifact" in envelope else next(iter(envelope))
        if name == "inductor_output_code":
            facts["kernels"] |= set(KERNEL_DEF.findall(payload))
            facts["collectives issued"] += [m for m in C10D_CALL.findall(payload)]
        elif name == "inductor_collective_schedule":
            facts["collective schedule"] += json.loads(payload)
        elif name == "dynamo_graph_break_reason":
            facts["graph breaks"].append(payload)
        elif "_cache_" in name:
            facts["cache hits/misses"].append(name)
    for facts in out.values():
        facts["graph breaks"].sort()
        facts["cache hits/misses"].sort()
    return out


def _runs_its_schedule(facts: dict[str, object]) -> bool:
    """Whether a compile's schedule names the collectives its output code calls, as many of each
    (`wait_tensor` aside): a schedule that does not is left out of the comparison across ranks."""
    scheduled = Counter(op.split(".")[3].rstrip("_") for op in facts["collective schedule"])
    called = Counter(op.rstrip("_") for op in facts["collectives issued"])
    return scheduled - Counter(wait_tensor=scheduled["wait_tensor"]) == called - Counter(
        wait_tensor=called["wait_tensor"]
    )


def _expected_divergences(logs: list[Path]) -> set[tuple[str, str | None]]:
    per_rank = [_facts(log) for log in logs]
    found: set[tuple[str, str | None]] = set()
    if len({tuple(f) for f in per_rank}) > 1:
        found.add(("compile ids", None))
    for key in set().union(*per_rank):
        having = [f[key] for f in per_rank if key in f]
        for aspect in having[0]:
            running = [f for f in having if aspect != "collective schedule" or _runs_its_schedule(f)]
            values = [f[aspect] for f in running]
            if any(v != values[0] for v in values):
                found.add((aspect, key))
    return found


def test_per_rank_logs_open_as_one_session_with_their_ranks(corpus: Path):
    path = _multi_rank(corpus)
    logs = sorted(path.glob("dedicated_log_torch_trace_rank_*.log"))
    session = open_session(path)
    ranks = {run.trace_logs[0].path.name: run.rank for run in session.runs}
    assert ranks == {log.name: int(RANK_NAME.match(log.name).group(1)) for log in logs}
    assert sorted(ranks.values()) == [0, 1]


def test_the_divergence_the_rank_logs_have_is_reported(corpus: Path):
    path = _multi_rank(corpus)
    logs = sorted(
        path.glob("dedicated_log_torch_trace_rank_*.log"), key=lambda p: int(RANK_NAME.match(p.name)[1])
    )
    expected = _expected_divergences(logs)
    # The logs' own difference: rank 1 scheduled no reduce_scatter in compile 0/0, while its output code calls
    # one, as rank 0's does: the mismatch is within rank 1, the ranks run the same collectives.
    rank0, rank1 = (_facts(log)["0/0"] for log in logs)
    assert "torch.ops._c10d_functional.reduce_scatter_tensor.default" not in rank1["collective schedule"]
    assert "reduce_scatter_tensor" in rank1["collectives issued"]
    assert rank0["collectives issued"] == rank1["collectives issued"]
    assert expected == set()
    ranks = summary_data(open_session(path).parsed())["ranks"]
    assert ranks["divergences"] == []
    assert ranks["agree"] is True
    assert ranks["verdict"] == (
        "ranks agree: 2 ranks, the same 2 compiles, graph breaks, cache hits, kernels, collectives; "
        "rank 1's collective schedule differs from its output code (0/0)"
    )
    assert ranks["collectives_parity"] == [
        {
            "rank": 1,
            "compile_id": "0/0",
            "offset": 1,
            "missing_waits": 0,
            "counts": [{"collective": "reduce_scatter", "scheduled": 0, "called": 1}],
        }
    ]
    assert [r["rank"] for r in ranks["runs"]] == [0, 1]


def test_identical_copies_of_one_rank_agree(corpus: Path, tmp_path: Path, capsys):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_0_*.log"))
    for rank in range(3):
        shutil.copy(log, tmp_path / f"dedicated_log_torch_trace_rank_{rank}_copy{rank}.log")
    compiles = len(_facts(log))
    ranks = summary_data(open_session(tmp_path).parsed())["ranks"]
    assert ranks["agree"] is True and ranks["divergences"] == []
    assert ranks["verdict"].startswith(f"ranks agree: 3 ranks, the same {compiles} compiles")
    assert main(["summary", str(tmp_path)]) == 0
    assert "ranks agree: 3 ranks" in capsys.readouterr().out


def test_a_compile_only_one_rank_has_is_a_compile_id_divergence(corpus: Path, tmp_path: Path):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_0_*.log"))
    shutil.copy(log, tmp_path / "dedicated_log_torch_trace_rank_0_a.log")
    # Rank 1's log ends before its second frame (1/0) was compiled.
    text = log.read_text()
    cut = text.index('"frame_id": 1, "frame_compile_id": 0')
    (tmp_path / "dedicated_log_torch_trace_rank_1_b.log").write_text(text[: text.rindex("\nV", 0, cut) + 1])
    ranks = summary_data(open_session(tmp_path).parsed())["ranks"]
    assert [(d["aspect"], d["compile_id"]) for d in ranks["divergences"]] == [("compile ids", None)]
    groups = {tuple(g["ranks"]): g["value"] for g in ranks["divergences"][0]["groups"]}
    assert groups == {(0,): ["0/0", "1/0"], (1,): ["0/0"]}
    assert ranks["verdict"] == "ranks diverge: compile ids (rank 0: 2 compiles; rank 1: 1 compile)"


def test_a_single_log_has_no_ranks_entry(corpus: Path):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_0_*.log"))
    assert "ranks" not in summary_data(open_session(log).parsed())


def test_ranks_are_grouped_by_what_they_have(corpus: Path, tmp_path: Path):
    log = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_1_*.log"))
    text = log.read_text()
    for rank, kernel in enumerate(("cpp_fused_mul_1", "cpp_fused_mul_1", "cpp_fused_mul_7")):
        (tmp_path / f"dedicated_log_torch_trace_rank_{rank}_x.log").write_text(
            text.replace("cpp_fused_mul_1", kernel)
        )
    ranks = summary_data(open_session(tmp_path).parsed())["ranks"]
    [divergence] = ranks["divergences"]
    assert divergence["aspect"] == "kernels"
    assert [g["ranks"] for g in divergence["groups"]] == [[0, 1], [2]]
    kernels = sorted(_facts(log)[divergence["compile_id"]]["kernels"])
    assert [g["value"] for g in divergence["groups"]] == [
        kernels,
        sorted(k.replace("cpp_fused_mul_1", "cpp_fused_mul_7") for k in kernels),
    ]
    # Each copy's schedule lacks the reduce_scatter its code calls: three ranks, each its own mismatch.
    assert [(m["rank"], m["compile_id"]) for m in ranks["collectives_parity"]] == [
        (0, "0/0"),
        (1, "0/0"),
        (2, "0/0"),
    ]


@pytest.mark.parametrize(
    ("log", "old", "new", "aspect"),
    [
        (
            "tlparse_tests_torch_trace/multi_rank_schedule/dedicated_log_torch_trace_rank_1_n8zycf07.log",
            "cpp_fused_mul_1",
            "cpp_fused_mul_7",
            "kernels",
        ),
        (
            "tlparse_tests_torch_trace/cache_hit_miss.log",
            '"name": "fx_graph_cache_hit"',
            '"name": "fx_graph_cache_miss"',
            "cache hits/misses",
        ),
        (
            "graph_breaks_cpp",
            "Data-dependent branching",
            "Data-dependent branching on rank 1",
            "graph breaks",
        ),
    ],
)
def test_a_rank_that_differs_in_one_aspect_is_reported(
    corpus: Path, sample_runs: Path, tmp_path: Path, log: str, old: str, new: str, aspect: str
):
    source = (
        corpus / log
        if "/" in log
        else next((sample_runs / log / "torch_compile_debug" / "tlparse").glob("*.log"))
    )
    text = source.read_text()
    assert old in text
    logs = [
        tmp_path / "dedicated_log_torch_trace_rank_0_a.log",
        tmp_path / "dedicated_log_torch_trace_rank_1_b.log",
    ]
    logs[0].write_text(text)
    logs[1].write_text(text.replace(old, new))
    expected = _expected_divergences(logs)
    assert expected and {found for found, _ in expected} == {aspect}
    ranks = summary_data(open_session(tmp_path).parsed())["ranks"]
    assert {(d["aspect"], d["compile_id"]) for d in ranks["divergences"]} == expected
    assert ranks["verdict"].startswith(f"ranks diverge: {aspect} (")


def test_an_unreadable_collective_schedule_is_a_problem_not_a_divergence(corpus: Path, tmp_path: Path):
    text = next(_multi_rank(corpus).glob("dedicated_log_torch_trace_rank_0_*.log")).read_text()
    (tmp_path / "dedicated_log_torch_trace_rank_0_a.log").write_text(text)
    header = text.index('{"artifact": {"name": "inductor_collective_schedule"')
    payload = text.index("\n\t[\n", header)
    broken = text[:payload] + "\n\t[[\n" + text[payload + 4 :]  # compile 0/0's schedule, no longer JSON
    (tmp_path / "dedicated_log_torch_trace_rank_1_b.log").write_text(broken)
    data = summary_data(open_session(tmp_path).parsed())
    assert data["ranks"]["agree"] is True
    line = broken[:header].count("\n") + 1
    assert [
        (Path(p["file"]).name, p["line"])
        for p in data["problems"]
        if "inductor_collective_schedule" in p["message"]
    ] == [("dedicated_log_torch_trace_rank_1_b.log", line)]
