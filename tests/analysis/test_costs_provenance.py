"""Cost rows take their FX nodes and source lines from the provenance maps, and from the wrapper's comments,
where the kernels' own comments give none."""

from __future__ import annotations

import json
from pathlib import Path

from inductor_explorer.analysis.costs import graph_costs
from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.session import open_session

DATA = Path(__file__).resolve().parents[1] / "data"


def _graph(root: Path, name: str):
    folder = next(g for run in open_session(root).runs for g in run.graphs if g.name == name)
    return linked(load_graph(folder))


def test_an_extern_call_made_by_a_post_grad_pass_has_its_fx_node():
    graph = _graph(DATA / "inplace_scatter_cpp", "model__2_inference_5.3")
    folder = Path(graph.output_code.file).parent
    # A post-grad pass rewrote mm + add into addmm_default: in the transformed graph and the provenance only.
    assert "addmm_default" not in (folder / "fx_graph_readable.py").read_text()
    transformed = (folder / "fx_graph_transformed.py").read_text().splitlines()
    assert transformed[3].startswith('        addmm_default: "f32[4, 16]" = torch.ops.aten.addmm.default(')
    assert transformed[2].startswith("        # File: ") and transformed[2].split(" in ")[0].endswith(
        "inplace_scatter_cpp.py:42"
    )
    provenance = json.loads((folder / "inductor_provenance_tracking_node_mappings.json").read_text())
    assert provenance["cppCodeToPost"]["extern_kernels.addmm:1"] == ["addmm_default"]
    (addmm,) = graph_costs(graph).externs
    assert addmm.fx_nodes == ("addmm_default",)
    assert len(addmm.sources) == 1 and addmm.sources[0].endswith("inplace_scatter_cpp.py:42")


def test_extern_calls_of_a_backward_take_the_wrapper_comment():
    """The backward's provenance artifact is empty (`{"version": 2.0}`); the comment before each extern call
    names its FX nodes."""
    graph = _graph(DATA / "gpt_adamw_cpp", "model__0_backward_3.1")
    lines = Path(graph.output_code.file).read_text().splitlines()
    at = lines.index("        extern_kernels.mm(buf1, primals_18, out=buf3)")
    assert lines[at - 2].strip() == (
        "# Topologically Sorted Source Nodes: [linear_4, permute_11, mm_2], Original ATen: [aten.t, aten.mm]"
    )
    readable = {n.name for n in graph.fx_readable.nodes}
    assert "mm_2" in readable and "permute_11" in readable and "linear_4" not in readable
    costs = graph_costs(graph)
    (row,) = [c for c in costs.externs if at + 1 in c.launch_lines]
    assert {"permute_11", "mm_2"} <= set(row.fx_nodes) and "linear_4" not in row.fx_nodes
    assert row.sources  # their `# File:` lines


def test_fx_nodes_of_every_row_are_nodes_of_its_graph(sample_runs):
    """A provenance map attached to the wrong graph (a forward's, on a backward) names nodes the graph does
    not have: none of them reaches a row."""
    checked = 0
    for root in sorted(sample_runs.glob("*/torch_compile_debug")):
        for run in open_session(root).runs:
            for folder in run.graphs:
                graph = linked(load_graph(folder))
                names = {
                    node.name
                    for fx in (graph.fx_readable, graph.fx_transformed, *graph.fx_stages.values())
                    if fx is not None
                    for node in fx.nodes
                }
                for row in graph_costs(graph).all:
                    assert set(row.fx_nodes) <= names, (root, folder.name, row.name)
                    checked += bool(row.fx_nodes)
    assert checked > 100
