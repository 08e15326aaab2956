from __future__ import annotations

import json
from pathlib import Path

from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.loader.provenance import parse_provenance

# The `inductor_provenance_tracking_node_mappings` artifact payload of
# tlparse_tests_torch_trace/inductor_provenance_jit_cuda_log.txt (a 2025 nightly, CUDA): Triton
# kernel names under the `cppCodeToPost` key, no `:handle` suffixes yet.
TRACE_PAYLOAD = (
    '{"preToPost": {"x": ["permute", "mm_default_1", "add_tensor_1"], "x_1": ["relu"], "x_2": ["sigmoid"], '
    '"d": ["mul"], "y": ["mm_default", "add_tensor"], "z": ["mul_1", "mul_2", "erf", "add", "mul_3"]}, '
    '"postToPre": {"permute": ["x"], "mm_default_1": ["x"], "add_tensor_1": ["x"], "relu": ["x_1"], '
    '"sigmoid": ["x_2"], "mul": ["d"], "mm_default": ["y"], "add_tensor": ["y"], "mul_1": ["z"], '
    '"mul_2": ["z"], "erf": ["z"], "add": ["z"], "mul_3": ["z"]}, '
    '"cppCodeToPost": {"triton_poi_fused_addmm_relu_sigmoid_0": ["sigmoid", "relu", "add_tensor_1"], '
    '"triton_poi_fused_mul_1": ["mul"], "triton_poi_fused_addmm_gelu_2": ["mul_3", "mul_1", "add_tensor", '
    '"add", "erf", "mul_2"], "extern_kernels.mm": ["mm_default_1", "mm_default", "mul"]}, '
    '"postToCppCode": {"sigmoid": ["triton_poi_fused_addmm_relu_sigmoid_0"], '
    '"relu": ["triton_poi_fused_addmm_relu_sigmoid_0"], "add_tensor_1": '
    '["triton_poi_fused_addmm_relu_sigmoid_0"], '
    '"mul": ["triton_poi_fused_mul_1", "extern_kernels.mm"], "mul_3": ["triton_poi_fused_addmm_gelu_2"], '
    '"mul_1": ["triton_poi_fused_addmm_gelu_2"], "add_tensor": ["triton_poi_fused_addmm_gelu_2"], '
    '"add": ["triton_poi_fused_addmm_gelu_2"], "erf": ["triton_poi_fused_addmm_gelu_2"], '
    '"mul_2": ["triton_poi_fused_addmm_gelu_2"], "mm_default_1": ["extern_kernels.mm"], '
    '"mm_default": ["extern_kernels.mm"]}}'
)

KEYS = ["preToPost", "postToPre", "cppCodeToPost", "postToCppCode"]


def test_trace_payload():
    prov, problems = parse_provenance(TRACE_PAYLOAD, "mappings.json")
    assert problems == []
    assert prov.file == "mappings.json"
    assert list(prov.maps) == KEYS
    assert prov.maps["preToPost"]["x"] == ["permute", "mm_default_1", "add_tensor_1"]
    assert prov.maps["postToPre"]["erf"] == ["z"]
    assert len(prov.maps["postToPre"]) == 13
    assert prov.maps["postToCppCode"]["mul"] == ["triton_poi_fused_mul_1", "extern_kernels.mm"]
    assert prov.code_to_post()["extern_kernels.mm"] == ["mm_default_1", "mm_default", "mul"]
    assert len(prov.code_to_post()) == 4


def test_odd_shapes_become_problems():
    text = json.dumps(
        {
            "preToPost": {"x": "relu", "y": None, "z": [1, 2], "w": [["nested"]], "v": {"a": 1}},
            "version": 2.0,
            "tritonCodeToPost": {"triton_poi_fused_0:1": ["add"]},
        }
    )
    prov, problems = parse_provenance(text, "m.json")
    assert prov.maps == {
        "preToPost": {"x": ["relu"], "y": [], "z": ["1", "2"]},
        "tritonCodeToPost": {"triton_poi_fused_0:1": ["add"]},
    }
    assert [p.message for p in problems] == [
        "preToPost['w'] is not a name or a list of names; skipped",
        "preToPost['v'] is not a name or a list of names; skipped",
    ]  # a scalar "version" is the format's version (the trace log's copy has `"version": 2.0`), not a map
    assert prov.code_to_post() == {"triton_poi_fused_0:1": ["add"]}


def test_invalid_json():
    for text, line in (("", 1), ('{"preToPost": {"x": ["a"]', 1), ('{\n\n"a": }', 3)):
        prov, problems = parse_provenance(text, "m.json")
        assert prov.maps == {}
        assert len(problems) == 1
        assert problems[0].line == line
        assert problems[0].message.startswith("not valid JSON")
    prov, problems = parse_provenance("[" * 100_000 + "]" * 100_000, "m.json")
    assert (prov.maps, [p.message for p in problems]) == ({}, ["JSON nested too deeply to read"])
    prov, problems = parse_provenance('["a", "b"]', "m.json")
    assert [p.message for p in problems] == ["expected a JSON object of maps, found list"]


def test_trace_log_artifact(corpus):
    log = corpus / "tlparse_tests_torch_trace/inductor_provenance_jit_cuda_log.txt"
    lines = log.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if '"inductor_provenance_tracking_node_mappings"' in line)
    payload = lines[at + 1].removeprefix("\t")
    assert payload == TRACE_PAYLOAD
    prov, problems = parse_provenance(payload, str(log))
    assert problems == []
    assert {k: len(v) for k, v in prov.maps.items()} == {k: len(v) for k, v in json.loads(payload).items()}


def test_sample_runs(sample_runs):
    files = sorted(sample_runs.rglob("inductor_provenance_tracking_node_mappings.json"))
    assert files
    for path in files:
        text = path.read_text()
        prov, problems = parse_provenance(text, str(path))
        assert problems == [], path
        assert list(prov.maps) == KEYS, path
        assert prov.maps == json.loads(text), path
        # postToCppCode is cppCodeToPost inverted.
        inverted: dict[str, set[str]] = {}
        for kernel, posts in prov.maps["cppCodeToPost"].items():
            for post in posts:
                inverted.setdefault(post, set()).add(kernel)
        assert inverted == {k: set(v) for k, v in prov.maps["postToCppCode"].items()}, path
        # Every post-grad name is a node of the post-grad graph printed next to it.
        graph, _ = parse_fx_graph((path.parent / "fx_graph_transformed.py").read_text(), "t.py")
        names = {n.name for n in graph.nodes}
        assert set(prov.maps["postToPre"]) <= names, path
        if path.parts[-6] == "fix_loop_cpp":
            # Its training backward's map also names post-grad nodes of the forward it recomputes (addmm,
            # mul_tensor), which fx_graph_transformed.py of the backward does not print.
            continue
        assert set(prov.maps["postToCppCode"]) <= names, path


def test_sample_run_known_values(sample_runs):
    path = next(
        Path(sample_runs).glob(
            "mlp_cpp/torch_compile_debug/run_*/torchinductor/*/"
            "inductor_provenance_tracking_node_mappings.json"
        )
    )
    prov, _ = parse_provenance(path.read_text(), str(path))
    assert prov.maps["cppCodeToPost"]["extern_kernels.addmm:1"] == ["addmm"]
    assert prov.maps["postToPre"]["erf"] == ["input_3"]
    assert sorted(prov.code_to_post()) == [
        "cpp_fused_gelu_native_layer_norm_0:2",
        "extern_kernels.addmm:1",
        "extern_kernels.addmm:3",
    ]
