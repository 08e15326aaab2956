"""TORCH_LOGS="fusion" parsing: decisions, reasons, rounds, graph attribution, node members, bad input."""

from __future__ import annotations

import random
from pathlib import Path

from inductor_explorer.loader.fusion_log import load_fusion_log, parse_fusion_log
from inductor_explorer.model.fusion_log import node_members

DATA = Path(__file__).resolve().parents[1] / "data"
REAL = DATA / "fusion_2.13.stderr"  # tests/data/tiny_compile.py under torch 2.13, see its docstring


def _real():
    return parse_fusion_log(REAL.read_text(encoding="utf-8"), str(REAL))


def test_every_decision_line_of_a_real_log_is_parsed():
    text = REAL.read_text(encoding="utf-8")
    refusals = sum(1 for line in text.splitlines() if "[__fusion] cannot fuse " in line)
    fusions = sum(1 for line in text.splitlines() if "[__fusion] fusing " in line)
    log, problems = _real()
    assert problems == []
    assert len(log.refusals()) == refusals == 3
    assert len(log.decisions) - len(log.refusals()) == fusions == 4


def test_decisions_carry_reason_round_compile_id_and_graph():
    log, _ = _real()
    first = log.decisions[0]
    assert (first.node1, first.node2, first.fused) == ("op1", "op3", False)
    assert first.reason == "intermediate nodes between node1 & node2"
    assert first.round == 1 and first.compile_id == "0/0"
    fused = [d for d in log.decisions if d.fused]
    assert [(d.node1, d.node2, d.round) for d in fused] == [
        ("op3", "op4", 1),
        ("op2", "op3_op4", 2),
        ("op1", "op2_op3_op4", 2),
        ("op1_op2_op3_op4", "op6", 2),
    ]
    assert log.graph_folders == {"0/0": ["model__0_inference_0.0"]}
    assert {d.graph for d in log.decisions} == {"model__0_inference_0.0"}
    assert log.for_graph("model__0_inference_0.0") == log.decisions
    assert log.candidates["op0"] == "ExternKernelSchedulerNode"
    assert log.candidates["op1_op2_op3_op4_op6"] == "OuterLoopFusedSchedulerNode"


def test_node_members():
    assert node_members("op1_op2_op10") == {"op1", "op2", "op10"}
    assert node_members("buf3_buf5") == {"buf3", "buf5"}
    assert node_members("foreach_0") == {"foreach_0"}
    assert node_members("OrderedSet(['buf1', 'buf2'])") == {"buf1", "buf2"}


def test_pasted_text_without_prefixes_and_a_second_compile():
    text = (
        "cannot fuse op2 with op5: device mismatch (cuda:0 vs cpu)\n"
        "fusing op0 with op1\n"
        "V1130 03:09:29.827000 10707 torch/_inductor/scheduler.py:2059] [1/0_1] [__fusion] "
        "cannot fuse op7 with op9: nodes numel incompatibility\n"
        "W1130 03:09:38.501000 10707 torch/_inductor/debug.py:545] [1/0_1] model__1_forward_2 debug trace: "
        "C:\\runs\\torchinductor\\model__1_forward_2.1\n"
    )
    log, problems = parse_fusion_log(text, "pasted.txt")
    assert problems == []
    assert [(d.node1, d.node2, d.fused, d.compile_id, d.graph) for d in log.decisions] == [
        ("op2", "op5", False, None, None),
        ("op0", "op1", True, None, None),
        ("op7", "op9", False, "1/0_1", "model__1_forward_2.1"),
    ]
    assert log.decisions[0].reason == "device mismatch (cuda:0 vs cpu)"


def test_benchmark_decisions_with_colour_codes():
    text = (
        "V1130 03:09:29.827000 1 torch/_inductor/scheduler.py:5330] [0/0] [__fusion] cannot fuse "
        "(benchmark): "
        "fusing OrderedSet(['buf1']) with OrderedSet(['buf2', 'buf3']) cause \x1b[91m1.250\x1b[0mx slowdown\n"
        "V1130 03:09:29.827000 1 torch/_inductor/scheduler.py:5323] [0/0] [__fusion] can fuse (benchmark): "
        "fusing causes \x1b[92m1.100\x1b[0mx speedup\n"
    )
    log, problems = parse_fusion_log(text, "bench.txt")
    assert problems == []
    [decision] = log.decisions
    assert decision.benchmark and not decision.fused
    assert decision.reason == "1.250x slowdown"


def test_unknown_fusion_messages_become_problems_and_the_rest_still_parses():
    text = (
        "V1130 03:09:29.827000 1 s.py:1] [0/0] [__fusion] a message no torch version prints\n"
        "V1130 03:09:29.827000 1 s.py:1] [0/0] [__fusion] fusing op1 and op2\n"
        "V1130 03:09:29.827000 1 s.py:1] [0/0] [__fusion] fusing op3 with op4\n"
        "Traceback (most recent call last):  <- the user's own stderr is not ours to judge\n"
    )
    log, problems = parse_fusion_log(text, "odd.txt")
    assert [(p.line, p.message.split(":")[0]) for p in problems] == [
        (1, "unrecognised fusion log message"),
        (2, "fusion decision in an unknown format"),
    ]
    assert [(d.node1, d.node2) for d in log.decisions] == [("op3", "op4")]


def test_random_bytes_never_raise():
    rng = random.Random(7)
    alphabet = "op1_ []/:\n\t\\'\"cannot fuse with fusing [__fusion] debug trace: \x1b\x00é"
    for _ in range(200):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 300)))
        log, problems = parse_fusion_log(text, "fuzz")
        assert all(p.file == "fuzz" for p in problems)
        assert all(d.line >= 1 for d in log.decisions)


def test_loading_a_file(tmp_path):
    log, problems = load_fusion_log(REAL)
    assert problems == [] and len(log.decisions) == 7
    missing, problems = load_fusion_log(tmp_path / "absent.stderr")
    assert missing.decisions == [] and [p.message for p in problems] == ["file is missing"]
