"""The Buffers, Fusion and FX views' text, from a parsed graph alone, checked against the artifacts' own
text: output_code.py's lines, ir_post_fusion.txt's node headers, fx_graph_readable.py's node lines."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from inductor_explorer.analysis.fusion import graph_fusion
from inductor_explorer.model.trace import FX_STAGES
from inductor_explorer.tui.presenters.buffer import COLUMNS, buffer_rows, buffers_title, visible_rows
from inductor_explorer.tui.presenters.fusion import (
    member_label,
    no_fusion_title,
    post_node_label,
    post_node_notes,
)
from inductor_explorer.tui.presenters.fx import fx_stages, kernel_marks, node_status
from inductor_explorer.tui.presenters.kernel import extern_names
from tests.support.presenters import opened, sample

EXTERN_CELL = re.compile(r"^(extern_kernels\.\w+) \(line (\d+)\)$")


def test_buffer_rows_name_extern_calls_and_frees_by_their_output_code_lines(sample_runs: Path):
    state = opened(sample(sample_runs, "mlp_cpp"), traces=False)
    (loaded,) = state.loaded.values()
    lines = (loaded.folder.path / "output_code.py").read_text().splitlines()
    rows = buffer_rows(loaded.graph)
    assert [row[0] for row in rows] == list(loaded.graph.buffers)
    kernel, freed = COLUMNS.index("kernel"), COLUMNS.index("freed at")
    externs = frees = 0
    for row in rows:
        assert len(row) == len(COLUMNS) and not row[1].startswith("torch.")
        extern = EXTERN_CELL.match(row[kernel])
        if extern:
            call = lines[int(extern.group(2)) - 1]
            assert f"{extern.group(1)}(" in call and f"out={row[0]})" in call, call
            externs += 1
        if row[freed].startswith("line "):
            assert lines[int(row[freed].removeprefix("line ")) - 1].strip() == f"del {row[0]}"
            frees += 1
    assert externs and frees


def test_the_filter_keeps_matching_rows_and_the_sort_puts_numbers_in_order(sample_runs: Path):
    state = opened(sample(sample_runs, "training_cpp"), traces=False)
    rows = max((buffer_rows(loaded.graph) for loaded in state.loaded.values()), key=len)
    assert len(rows) > 10  # buf10 and up: a text sort would put them before buf2
    names = [row[0] for row in visible_rows(rows, "", (0, False))]
    assert names == sorted(names, key=lambda name: int(name.removeprefix("buf")))
    assert [row[0] for row in visible_rows(rows, "", (0, True))] == names[::-1]
    kept = visible_rows(rows, "BUF1", (-1, False))
    assert kept == [row for row in rows if any("buf1" in cell for cell in row)] and len(kept) < len(rows)
    title = buffers_title(None, len(kept), len(rows), "BUF1", 0).plain
    shown = f"{len(kept)} of {len(rows)} buffers · filter 'BUF1' (x clears) · sorted by buffer"
    assert title == f"{shown} · enter: producing kernel"


def test_a_graph_without_scheduler_ir_says_so_in_both_views(sample_runs: Path, tmp_path: Path):
    path = sample(sample_runs, "mlp_cpp")
    copy = tmp_path / "torch_compile_debug"
    shutil.copytree(path, copy, ignore=shutil.ignore_patterns("ir_*_fusion.txt", "tlparse"))
    state = opened(copy, traces=False)
    (loaded,) = state.loaded.values()
    assert buffer_rows(loaded.graph) == []
    assert buffers_title(loaded.graph, 0, 0, "", -1).plain.startswith("No buffers: this graph has no ir_pre")
    assert no_fusion_title(graph_fusion(loaded.graph, None)).plain == "No ir_post_fusion.txt in this graph."


def test_each_post_fusion_node_reads_as_its_ir_header_and_kernel(sample_runs: Path):
    state = opened(sample(sample_runs, "mlp_cpp"), traces=False)
    (loaded,) = state.loaded.values()
    graph = loaded.graph
    post = (loaded.folder.path / "ir_post_fusion.txt").read_text()
    code = (loaded.folder.path / "output_code.py").read_text()
    assert len(graph.post_fusion.nodes) > 1
    fusion = graph_fusion(graph, None)
    for node, judged in zip(graph.post_fusion.nodes, fusion.nodes, strict=True):
        label = post_node_label(graph, judged, extern_names(graph)).plain
        name, scheduler_class = node.name, node.scheduler_class
        members = graph.pre_nodes_for_post(name)
        assert label.startswith(f"{name}  {scheduler_class} · ")
        assert re.search(rf"^{name}: {scheduler_class}\(", post, re.M), name
        kernel = label.rpartition(" → ")[2]
        if node.is_fused:
            assert f" · {len(members)} nodes → " in label and post_node_notes(judged) == []
            assert re.search(rf"^{kernel} = async_compile\.", code, re.M), kernel
        else:
            assert post_node_notes(judged)[0].plain.startswith("why alone (")
        # Each member is a node of the pre-fusion IR, with its scheduler class there.
        pre = (loaded.folder.path / "ir_pre_fusion.txt").read_text()
        for member in members:
            header = re.search(rf"^{member}: (\w+)\(", pre, re.M)
            assert member_label(graph.pre_fusion, member).plain.endswith(f" · {header.group(1)}")


def test_the_fx_status_names_the_node_on_the_line_and_agrees_with_the_marks(sample_runs: Path):
    state = opened(sample(sample_runs, "mlp_cpp"), traces=False)
    (loaded,) = state.loaded.values()
    graph = loaded.graph
    stages = fx_stages(loaded)
    assert stages[0][0] == "fx_graph_readable.py" and stages[0][2] == loaded.fx_readable
    assert [name for name, _, _ in stages[1:]] == [s for s in FX_STAGES if s in {n for n, _, _ in stages}]
    lines = loaded.fx_readable.splitlines()
    by_line = {node.line: node for node in stages[0][1].nodes}
    kernel = graph.kernels[0].name
    marks = kernel_marks(graph, by_line, kernel)
    assert marks
    for line, node in by_line.items():
        status = node_status(graph, line, node).plain
        if node.op != "output":  # `return (…)`: the output node's name is not on its line
            assert re.search(rf"\b{node.name}\b", lines[line - 1]), (line, node.name)
        assert status.startswith(f"line {line} · {node.name} ({node.op})")
        assert (line in marks) == (f"lowered into: {kernel}" in status)
    assert node_status(graph, 1, None).plain == "line 1"
