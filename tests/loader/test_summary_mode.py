"""Summary's cheap parsing modes must report what the full parse reports: the same node trees and
counts, and the same problems, on real files and on damaged ones."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from inductor_explorer.loader.scheduler_ir import _summary_scan, parse_scheduler_ir

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "reliability"))
from artifact_mutations import CONTENT_MUTATIONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _tree(node) -> tuple:
    return (node.name, node.scheduler_class, tuple(node.ir_classes), node.line, node.end_line, node.is_fused,
            tuple(_tree(c) for c in node.children))


def _ir_outcome(ir, problems) -> tuple:
    return [_tree(n) for n in ir.nodes], ir.line_count, ir.unparsed_lines, problems


def _assert_ir_modes_agree(text: str, file: str) -> None:
    full = _ir_outcome(*parse_scheduler_ir(text, file))
    assert _ir_outcome(*parse_scheduler_ir(text, file, details=False)) == full, file


def _ir_files(root: Path) -> list[Path]:
    return sorted(root.rglob("ir_*_fusion.txt"))


def test_ir_summary_mode_matches_full_parse_on_sample_runs_and_corpus(sample_runs, corpus):
    files = _ir_files(sample_runs) + _ir_files(corpus)
    assert len(files) >= 100
    for path in files:
        _assert_ir_modes_agree(path.read_text(encoding="utf-8", errors="replace"), str(path))


def test_ir_summary_scan_reads_every_sample_run_file(sample_runs):
    # The fast path is what makes summary quick; the torch 2.13 sample runs are all in its layout.
    files = _ir_files(sample_runs)
    assert len(files) >= 50
    for path in files:
        text = path.read_text(encoding="utf-8")
        ir = _summary_scan(text, str(path))
        assert ir is not None, path
        headers = sum(1 for line in text.splitlines() if line[:1].isalpha() and ": " in line
                      and line.endswith(")") and "=" not in line)
        assert sum(1 for top in ir.nodes for _ in top.walk()) == headers, path


def _hand_damaged(text: str) -> list[str]:
    """Edits aimed at the fast path's edges: each makes the full parse read a line differently."""
    lines = text.split("\n")
    out = []
    for needle, replace in (
        (".met_dependencies = ", lambda s: s + "  "),  # trailing spaces
        (".sizes = ", lambda s: s + " code:"),  # read as device code
        (".sizes = ", lambda s: s + " Unfinalized multi template buffer"),
        (".sizes = ", lambda s: s[:-1]),  # a bracket left open
        (".sizes = ", lambda s: s + "\x0c"),  # whitespace only str.strip knows
        (".writes = ", lambda s: s + "\n" + s),  # said twice
        (".met_dependencies = ", lambda s: ""),  # missing
        (".snodes[1] =", lambda s: s + "\n" + s),  # marker after marker
        (".snodes[1] =", lambda s: ""),  # a fused node loses a child
        ("_layout = ", lambda s: "    " + s),
        ("class ", lambda s: s.replace("_loop_body", "_loop_bodies")),
        (": SchedulerNode(", lambda s: s.replace("(", "(SchedulerNode, ", 1)),
        ("buf0.users = ", lambda s: s.replace("NodeUser", "(NodeUser", 1)),
        ("    ]", lambda s: "]"),
    ):
        at = next((i for i, line in enumerate(lines) if needle in line), None)
        if at is not None:
            out.append("\n".join([*lines[:at], replace(lines[at]), *lines[at + 1 :]]))
    out.append("\n".join(lines[:-3]) + "\nop0.snodes[0] =\n")
    out.append(text.replace("\n", "\r\n"))
    out.append(text.rstrip("\n"))
    return out


@pytest.mark.parametrize("name", ["training_cpp", "attention_triton", "graph_breaks_cpp", "dynamic_cpp"])
def test_ir_summary_mode_matches_full_parse_on_damaged_files(sample_runs, name):
    files = _ir_files(sample_runs / name)
    assert files
    rng = random.Random(name)
    for path in files:
        data = path.read_bytes()
        damaged = [mutate(data, rng).decode("utf-8", "replace") for mutate in CONTENT_MUTATIONS.values()]
        damaged += [data[:cut].decode("utf-8", "replace") for cut in sorted(rng.sample(range(len(data)), 12))]
        damaged += _hand_damaged(data.decode("utf-8"))
        for text in damaged:
            _assert_ir_modes_agree(text, str(path))
