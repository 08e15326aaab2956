"""Ids are values: mypy tells a node id, a kernel reference and a buffer name apart.

One mypy run over a small module that uses the model both ways; the errors must be exactly the marked
mix-ups (a `kernel:`-prefixed node id, or a buffer name, where a kernel reference is wanted).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

USES = """\
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef, Layer, extern_id, kernel_node, kernel_ref, node_id


def uses(graph: CompiledGraph) -> list[object]:
    name = graph.kernels[0].name
    out: list[object] = [graph.launches(name), graph.launches(extern_id(12))]
    out += graph.fx_nodes_for_kernel(kernel_ref(kernel_node(name)))
    for buffer, info in graph.buffers.items():
        if info.kernel is not None:
            out += graph.post_nodes_for_kernel(info.kernel)
        if (producer := graph.kernel_for_buffer(buffer)) is not None:
            out.append(graph.kernel_number(producer))
        out += [kernel_ref(node) for node in graph.writers(buffer)]
    for ref in graph.kernels_for_fx_node("addmm"):
        out.append(kernel_node(ref) == node_id(Layer.KERNEL, ref))
    out += graph.launches(kernel_node(name))  # MIX-UP: a node id
    out.append(graph.kernel(node_id(Layer.KERNEL, name)))  # MIX-UP: a node id
    for buffer in graph.buffers:
        out += graph.launches(buffer)  # MIX-UP: a buffer name
    out.append(kernel_node("buf3"))  # MIX-UP: a buffer name
    out.append(graph.kernel(KernelRef("triton_poi_fused_0")))
    return out
"""


def test_mypy_reports_a_node_id_or_buffer_name_passed_as_a_kernel_reference(tmp_path):
    (tmp_path / "uses.py").write_text(USES)
    (tmp_path / "mypy.ini").write_text("[mypy]\npython_version = 3.11\n")
    # In a process of its own: mypy's build changes the collector's thresholds of the process it runs in.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "uses.py", "--config-file=mypy.ini", "--follow-imports=silent"]
        + ["--cache-dir=/dev/null"],
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    stdout, stderr, status = result.stdout, result.stderr, result.returncode
    errors = [line for line in stdout.splitlines() if ": error: " in line]
    lines = {int(line.split(":")[1]) for line in errors}
    marked = {number for number, text in enumerate(USES.splitlines(), 1) if "# MIX-UP" in text}
    assert lines == marked, stdout + stderr
    assert all('expected "KernelRef"' in line for line in errors), stdout
    assert sum('incompatible type "NodeId"' in line for line in errors) == 2, stdout
    assert sum('incompatible type "str"' in line for line in errors) == 2, stdout
    assert status == 1
