"""Why a node was left alone: from the fusion log, from what the IR proves, or "not recorded", never a guess.

Every reason given from the IR is checked here against ir_post_fusion.txt's own text, read with regular
expressions independent of the parser, over every sample run."""

from __future__ import annotations

import itertools
import json
import re
import shutil
from pathlib import Path

import pytest

from inductor_explorer.analysis.fusion import Evidence, RuledOut, graph_fusion
from inductor_explorer.cli import main
from inductor_explorer.loader.fusion_log import find_fusion_log, load_fusion_log
from inductor_explorer.report.fusion import fusion_json, fusion_text
from inductor_explorer.session import open_session
from inductor_explorer.tui.presenters.fusion import fusion_decisions, post_node_notes

_HEADER = re.compile(r"^(\w+): (\w+)\((.*)\)$", re.M)
_DEP = re.compile(r"(MemoryDep|StarDep|WeakDep)\((?:name=)?'([^']+)'(.*?)\)(?=, (?:Memory|Star|Weak)Dep|\]$)")


def _blocks(ir_text: str) -> dict[str, str]:
    """Top-level node name -> its block of ir_post_fusion.txt."""
    heads = list(_HEADER.finditer(ir_text))
    return {
        m.group(1): ir_text[m.start() : heads[i + 1].start() if i + 1 < len(heads) else len(ir_text)]
        for i, m in enumerate(heads)
    }


def _accesses(block: str) -> list[tuple[str, str, str]]:
    """(kind, buffer, text) of each dependency its writes / met / unmet lines print."""
    out = []
    for line in block.splitlines():
        if re.match(r"^\S+\.(writes|unmet_dependencies|met_dependencies) = \[", line):
            body = line.split(" = ", 1)[1]
            out += [(m.group(1), m.group(2), m.group(0)) for m in _DEP.finditer(body)]
    return out


def _touched(text: str) -> set[int]:
    """The elements a MemoryDep as printed touches, evaluated over its ranges (small ones only)."""
    index, ranges = re.match(r"MemoryDep\('[^']+', (.+), \{(.*)\}\)$", text).groups()
    bounds = dict((k, int(v)) for k, v in (p.split(": ") for p in ranges.split(", ")))
    names = list(bounds)
    return {
        eval(index, {}, dict(zip(names, values, strict=True)))
        for values in itertools.product(*(range(bounds[n]) for n in names))
    }


def _device(block: str) -> str | None:
    found = re.search(r"^\S+\.group\.device = (\S+)$", block, re.M)
    return found.group(1) if found else None


def _graphs(root: Path):
    session = open_session(root)
    for key, folder in session.folders.items():
        graph = session.graph(key).graph
        if graph is not None and graph.post_fusion is not None and "ir_post_fusion.txt" in folder.files:
            yield graph, folder.files["ir_post_fusion.txt"].read_text()


def _check_neighbours(reason, block: str, blocks: dict[str, str], checked: set) -> None:
    """Each node sharing a buffer with the node of BLOCK is named, and what rules it out is in the IR."""
    mine = _accesses(block)
    sharing = {
        other
        for other, other_block in blocks.items()
        if other_block is not block and {b for _, b, _ in mine} & {b for _, b, _ in _accesses(other_block)}
    }
    assert {n.node for n in reason.neighbours} == sharing, block
    for neighbour in reason.neighbours:
        theirs = blocks[neighbour.node]
        checked.add(neighbour.ruled_out)
        if neighbour.ruled_out is RuledOut.EXTERN:
            assert _HEADER.search(theirs).group(2).startswith(("ExternKernel", "NopKernel"))
        elif neighbour.ruled_out is RuledOut.DEVICE:
            assert None not in (_device(block), _device(theirs)) and _device(block) != _device(theirs)
        else:
            other = _accesses(theirs)
            shared = {b for _, b, _ in mine} & {b for _, b, _ in other}
            assert neighbour.buffer in shared
            pairs = [(a, b) for a in mine for b in other if a[1] == b[1] and a[1] in shared]
            for (kind, _, dep), (kind2, _, dep2) in pairs:
                assert kind == kind2 == "MemoryDep" and not _touched(dep) & _touched(dep2), (dep, dep2)


def _check(reason, name: str, blocks: dict[str, str], checked: set) -> None:
    """REASON for node NAME is what its block of ir_post_fusion.txt (and the others) say."""
    block = blocks[name]
    header = _HEADER.search(block)
    if reason.text.startswith("MultiOutput"):
        assert header.group(3) == "MultiOutput", block
        checked.add("multioutput")
    elif reason.text.startswith("extern call"):
        assert header.group(2).startswith("ExternKernel") and header.group(3) != "MultiOutput"
        call = reason.text.split("(", 1)[1].split(")", 1)[0]
        assert call == header.group(3) or re.search(rf"\.node\.kernel = {re.escape(call)}$", block, re.M)
        checked.add("extern")
    elif reason.text.startswith("no-op"):
        assert header.group(2).startswith("NopKernel")
    elif reason.text.startswith("shares no buffer"):
        mine = {b for _, b, _ in _accesses(block)}
        for other, other_block in blocks.items():
            assert other == name or not mine & {b for _, b, _ in _accesses(other_block)}, (name, other)
        checked.add("no shared buffer")
    else:
        _check_neighbours(reason, block, blocks, checked)


def test_every_reason_from_ir_evidence_is_what_the_ir_says(sample_runs: Path):
    checked: set = set()
    for root in sorted(p for p in sample_runs.iterdir() if p.is_dir()):
        for graph, text in _graphs(root):
            blocks = _blocks(text)
            for node in graph_fusion(graph, None).nodes:
                assert (node.alone is None) == node.fused, node.name
                if node.alone is not None and node.alone.evidence is Evidence.IR:
                    _check(node.alone, node.name, blocks, checked)
    # Each kind of IR evidence occurs in the samples, so each check above ran.
    assert {
        "multioutput",
        "extern",
        "no shared buffer",
        RuledOut.NO_SHARED_ACCESS,
        RuledOut.EXTERN,
    } <= checked


def _disjoint(sample_runs: Path):
    root = sample_runs / "disjoint_cpp"
    ((graph, _),) = _graphs(root)
    log, _ = load_fusion_log(find_fusion_log(root))
    return graph, log


def test_disjoint_slices_of_one_input_are_named_from_the_ir_and_agree_with_the_log(sample_runs: Path):
    """`x[:, :8].sin(), x[:, 8:].cos()`: same sizes, same device, one input; the IR shows they touch no
    element in common, and the fusion log's refusal of the same pair says the same ("no shared data")."""
    graph, log = _disjoint(sample_runs)
    from_ir = graph_fusion(graph, None)
    for node in from_ir.nodes:
        assert node.alone.evidence is Evidence.IR
        (neighbour,) = node.alone.neighbours
        assert neighbour.ruled_out is RuledOut.NO_SHARED_ACCESS and neighbour.buffer == "arg0_1"
        assert "other elements of arg0_1" in node.alone.text and "no fusable neighbour" not in node.alone.text
    from_log = graph_fusion(graph, log)
    assert from_log.log is not None
    refusals = {(d.node1, d.node2, d.reason) for n in from_log.nodes for d in n.decisions if not d.fused}
    assert refusals == {("op0", "op1", "no shared data")}
    assert [n.alone.evidence for n in from_log.nodes] == [Evidence.LOG, Evidence.LOG]


def test_a_multioutput_is_not_an_extern_call_of_none(sample_runs: Path):
    ((graph, _),) = _graphs(sample_runs / "attention_cpp")
    node = graph_fusion(graph, None).node("op6")
    assert node.alone.evidence is Evidence.IR
    assert node.alone.text.startswith("MultiOutput: takes one item of buf5's tuple output")
    assert "None" not in node.alone.text


def test_what_the_ir_does_not_prove_is_not_recorded_and_says_how_to_record_it(sample_runs: Path):
    ((graph, text),) = _graphs(sample_runs / "attention_cpp")
    fusion = graph_fusion(graph, None)
    node = fusion.node("op9")  # a pointwise node sharing buf8's exact access with nothing fusable proven
    assert node.alone.evidence is Evidence.NOT_RECORDED
    assert "TORCH_LOGS=fusion" in node.alone.text and "inductor-explore run" in node.alone.text
    # The pane under it does not call the reasons above it unknown: it says where they come from.
    why = fusion_decisions(fusion, node).plain
    assert "unknown" not in why and "reason(s) above come from the IR" in why
    assert post_node_notes(node)[0].plain.startswith("why alone (not recorded): ")


def test_fusion_command_text_and_json_render_the_sessions_objects(
    sample_runs: Path, capsys: pytest.CaptureFixture[str]
):
    root = sample_runs / "attention_cpp"
    fusion = open_session(root).fusion((0, 0))
    assert main(["fusion", str(root), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == json.loads(json.dumps(fusion_json(fusion)))
    assert [(n["name"], n["alone"] and n["alone"]["evidence"]) for n in data["nodes"]] == [
        ("op0_op1_op2_op3", None),
        ("op4", "ir"),
        ("op5", "ir"),
        ("op6", "ir"),
        ("op8", "ir"),
        ("op9", "not recorded"),
    ]
    assert main(["fusion", str(root)]) == 0
    text = capsys.readouterr().out
    assert text == fusion_text(fusion)
    for node in fusion.nodes:
        if node.alone is not None:
            assert f"  why alone ({node.alone.evidence}): {node.alone.text}\n" in text


def test_fusion_command_picks_a_graph_and_says_a_graph_without_ir(
    sample_runs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    copy = tmp_path / "run"
    shutil.copytree(
        sample_runs / "mlp_cpp", copy, ignore=shutil.ignore_patterns("ir_*_fusion.txt", "tlparse")
    )
    assert main(["fusion", str(copy)]) == 0
    assert capsys.readouterr().out.endswith("No ir_post_fusion.txt in this graph.\n")
    assert main(["fusion", str(sample_runs / "training_cpp"), "--graph", "nope"]) == 2
    assert "valid names: model__0_forward_1.0" in capsys.readouterr().err
