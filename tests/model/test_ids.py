"""The id codec: what model, DOT and views build and take apart, on a real parsed graph."""

from __future__ import annotations

import json

from inductor_explorer.analysis.linking import linked
from inductor_explorer.loader.load import load_graph
from inductor_explorer.model.ids import (
    GraphSource,
    Layer,
    extern_id,
    extern_line,
    in_layer,
    is_extern,
    kernel_node,
    kernel_ref,
    node_id,
    node_name,
)
from inductor_explorer.session import open_session
from tests.support.tui import training_run


def test_node_ids_of_a_linked_graph_decode_to_their_layer_and_name(sample_runs):
    graph = linked(load_graph(open_session(training_run(sample_runs, "cpp")).runs[0].graphs[0]))
    nodes = list(graph.graph.nodes)
    layers = {layer: [n for n in nodes if in_layer(n, layer)] for layer in Layer}
    assert all(
        layers[layer] for layer in (Layer.FX, Layer.PRE, Layer.POST, Layer.KERNEL, Layer.EXTERN, Layer.BUFFER)
    )
    assert sum(len(found) for found in layers.values()) == len(nodes)  # every node is of one layer
    for layer, found in layers.items():
        assert all(node_id(layer, node_name(node)) == node for node in found)
    for kernel in graph.kernels:
        assert kernel_node(kernel.name) == node_id(Layer.KERNEL, kernel.name) in graph.graph
        assert kernel_ref(kernel_node(kernel.name)) == kernel.name and not is_extern(kernel.name)
    for extern in graph.externs:
        # An extern call stands for its kernel by its wrapper line: the line the Wrapper view opens at.
        assert extern.id == extern_id(extern.step.line) and is_extern(extern.id)
        assert extern_line(extern.id) == str(extern.step.line)
        assert kernel_node(extern.id) == kernel_ref(extern.id) == extern.id
    assert graph.source is GraphSource.BOTH  # the folder, merged with its compile in the trace log


def test_a_graph_source_prints_and_serialises_as_its_words():
    assert json.dumps({"source": GraphSource.TRACE}) == '{"source": "trace log"}'
    assert f"{GraphSource.BOTH}" == str(GraphSource.BOTH) == "debug folder + trace log"
    assert GraphSource.TRACE == "trace log" and extern_line("triton_poi_fused_0") is None


def test_a_graph_source_is_read_back_from_its_words():
    for source in GraphSource:
        assert GraphSource.parse(json.loads(json.dumps(source))) is source
    assert GraphSource.parse("trace") is None and GraphSource.parse(None) is None


def test_summary_text_says_a_trace_only_graph_has_no_scheduler_ir():
    from inductor_explorer.report.summary import render_summary_text

    graph = {
        "name": "0_inference [0/0]",
        "kernels": [],
        "pre_fusion_nodes": None,
        "post_fusion_nodes": None,
        "extern_calls": None,
        "problems": 0,
    }
    data = {"runs": [{"path": "log", "torch_version": None, "graphs": [graph]}], "problems": []}
    for source, says in ((GraphSource.TRACE, True), (GraphSource.FOLDER, False)):
        graph["source"] = json.loads(json.dumps(source))
        assert ("from the trace log (no scheduler IR)" in render_summary_text(data)) is says
