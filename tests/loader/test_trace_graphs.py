"""A structured trace log's compiles as compiled graphs: kernels, FX stages, provenance links, stack traces,
and their merge with the debug folder of the same run."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.counts import digest
from inductor_explorer.analysis.linking import linked
from inductor_explorer.cli import main
from inductor_explorer.loader.load import load_graph
from inductor_explorer.loader.trace.graphs import index_trace_log
from inductor_explorer.model.cache import CACHE_HIT_NOTE
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.session import open_session

KERNEL_DEF = re.compile(r"^\w+ = async_compile\.\w+\(")
CPP_KERNEL_DEF = re.compile(r'^extern "C"\s+void\s+\w+\(')


def _kernel_definitions(log: Path) -> int:
    """Independent count: `NAME = async_compile.X(` lines in the payloads of `inductor_output_code`
    records, and `extern "C" void NAME(` lines in those of AOTInductor's kernel file (`graph_dump` records
    `inductor_aot_kernel_code`) of a log without Triton kernels."""
    count, inside, aoti = 0, None, 0
    for line in log.read_text(errors="replace").splitlines():
        if line.startswith("\t"):
            if inside == "code":
                count += bool(KERNEL_DEF.match(line[1:]))
            elif inside == "aoti":
                aoti += bool(CPP_KERNEL_DEF.match(line[1:]))
        elif line.strip():
            inside = (
                "code"
                if '{"inductor_output_code":' in line
                else "aoti"
                if '"name": "inductor_aot_kernel_code"' in line
                else None
            )
    return count + aoti


def _trace_logs(corpus: Path, sample_runs: Path) -> list[Path]:
    folder = corpus / "tlparse_tests_torch_trace"
    logs = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in (".log", ".txt"))
    return logs + sorted(sample_runs.glob("*/torch_compile_debug/tlparse/*.log"))


def _links(graph: CompiledGraph) -> set[tuple[str, str]]:
    return {(a, b) for a, b, rel in graph.graph.edges(data="rel") if rel == "lowered_to"}


def test_every_trace_log_opens_with_its_kernels(corpus: Path, sample_runs: Path):
    logs = _trace_logs(corpus, sample_runs)
    assert len(logs) >= 20
    with_kernels = 0
    for log in logs:
        session = open_session(log)
        graphs = [linked(load_graph(g)) for run in session.runs for g in run.graphs]
        kernels = sum(len(g.kernels) for g in graphs)
        assert kernels == _kernel_definitions(log), log
        assert all(g.source == "trace log" for g in graphs), log
        with_kernels += kernels > 0
    assert with_kernels >= 16  # the corpus logs of compiles that failed or only export hold no output code


def test_trace_graph_has_fx_stages_wrapper_and_provenance(sample_runs: Path):
    log = next(sample_runs.glob("training_triton/torch_compile_debug/tlparse/*.log"))
    forward, backward = (linked(load_graph(g)) for g in open_session(log).runs[0].graphs)
    assert (forward.kind, backward.kind) == ("forward", "backward")
    assert forward.compile_id == backward.compile_id == "0/0"
    assert set(forward.fx_stages) == {
        "dynamo_output_graph",
        "before_pre_grad_graph",
        "after_pre_grad_graph",
        "aot_joint_graph",
        "aot_forward_graph",
        "before_post_grad_graph",
        "inductor_post_grad_graph",
    }
    assert "aot_backward_graph" in backward.fx_stages and "aot_forward_graph" not in backward.fx_stages
    assert forward.problems == [] and backward.problems == []
    # The output code is the same text as the debug folder's output_code.py.
    folder = next(
        g for g in open_session(sample_runs / "training_triton").runs[0].graphs if "forward" in g.name
    )
    assert forward.texts["output_code.py"] == folder.files["output_code.py"].read_text()
    assert [s.kind for s in forward.output_code.wrapper] == [
        s.kind for s in load_graph(dataclasses.replace(folder, trace=None)).output_code.wrapper
    ]
    assert forward.provenance is not None and _links(forward)
    located = [k for k in backward.kernels if backward.kernel_stack_traces.get(k.name)]
    assert located == backward.kernels
    assert backward.kernel_stack_traces[backward.kernels[0].name][-1].file.endswith("sample_runs/generate.py")


def test_trace_links_equal_debug_folder_links(sample_runs: Path):
    compared = 0
    for root in sorted(sample_runs.glob("*/torch_compile_debug")):
        folders = [g for run in open_session(root).runs for g in run.graphs if g.trace is not None]
        for folder in folders:
            if "inductor_provenance_tracking_node_mappings.json" not in folder.files:
                continue  # the folder has no provenance of its own: its links come from comments
            alone = linked(load_graph(dataclasses.replace(folder, trace=None)))
            trace_only = linked(
                load_graph(dataclasses.replace(folder, files={"trace log": folder.trace.log}))
            )
            assert trace_only.source == "trace log"
            # A graph of views only lowers nothing into a kernel: no link either way.
            assert _links(trace_only) == _links(alone) != set() or alone.kernels == [], folder.name
            assert _links(trace_only) == _links(alone), folder.name
            compared += 1
    assert compared >= 12


def test_folder_and_trace_merge_into_one_graph(sample_runs: Path):
    for root in sorted(sample_runs.glob("*/torch_compile_debug")):
        session = open_session(root)
        logs = sorted(root.glob("tlparse/*.log"))  # the minifier samples: the program's and the launcher's
        graphs = [g for run in session.runs for g in run.graphs]
        # no duplicates: one graph per compile
        assert len(graphs) == sum(len(index_trace_log(log)[0]) for log in logs), root
        # cache_hit_cpp's second process hit the FX graph cache: its graph is the trace log's alone.
        sources = [load_graph(g).source for g in graphs if not (g.trace and g.trace.cache_hit)]
        assert sources and all(s == "debug folder + trace log" for s in sources), root
        assert [load_graph(g).source for g in graphs if g.trace and g.trace.cache_hit] == (
            ["trace log"] if root.parent.name == "cache_hit_cpp" else []
        ), root
    # The trace fills what the folder lacks: the C++ backward graph's kernels are linked to no FX node (its
    # node mappings are empty, so the folder has no provenance file), but the trace's kernel stack traces
    # give each of them its user line.
    folder = next(
        g for g in open_session(sample_runs / "training_cpp").runs[0].graphs if "backward" in g.name
    )
    assert "inductor_provenance_tracking_node_mappings.json" not in folder.files
    alone, merged = linked(load_graph(dataclasses.replace(folder, trace=None))), linked(load_graph(folder))
    assert _links(alone) == _links(merged) == set()
    assert alone.kernel_stack_traces == {}
    for kernel in merged.kernels:
        assert [str(s) for s in merged.kernel_stack_traces[kernel.name]][-1].endswith(
            "sample_runs/generate.py:55"
        )
    assert merged.pre_fusion is not None and merged.kernels == alone.kernels  # what only the folder has stays


def _lines_with_offsets(log: Path) -> list[tuple[int, bytes]]:
    """Each line of LOG with the byte offset it starts at."""
    out, offset = [], 0
    for line in log.read_bytes().splitlines(keepends=True):
        out.append((offset, line))
        offset += len(line)
    return out


def test_cache_hit_graph_is_marked_as_served_from_the_cache(corpus: Path):
    log = corpus / "tlparse_tests_torch_trace" / "cache_hit_miss.log"
    graphs = [linked(load_graph(g)) for g in open_session(log).runs[0].graphs]
    # The cache hit is a fact of the graph, not a problem met reading it.
    assert [g.cache_hit for g in graphs] == [False, True, False]
    assert not any(p.message == CACHE_HIT_NOTE for g in graphs for p in g.problems)
    records = [
        offset
        for offset, line in _lines_with_offsets(log)
        if not line.startswith(b"\t") and b'{"inductor_output_code":' in line
    ]
    trace = graphs[1].folder.trace
    assert trace is not None and trace.offset == records[1]  # the cached graph's output-code record
    assert "TORCHINDUCTOR_FORCE_DISABLE_CACHES=1" in CACHE_HIT_NOTE
    assert graphs[1].kernels  # the output code is still there


def test_summary_and_breaks_json_on_a_trace_log_alone(sample_runs: Path, capsys):
    log = next(sample_runs.glob("graph_breaks_triton/torch_compile_debug/tlparse/*.log"))
    assert main(["summary", str(log), "--json", "--no-cache"]) == 0
    data = json.loads(capsys.readouterr().out)
    graphs = data["runs"][0]["graphs"]
    assert sum(len(g["kernels"]) for g in graphs) == _kernel_definitions(log)
    assert {g["source"] for g in graphs} == {"trace log"}
    assert all(g["compile_id"] for g in graphs)
    assert main(["breaks", str(log), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["graph_breaks"]


def test_summary_from_the_parse_cache_keeps_each_trace_graph(sample_runs: Path, capsys):
    # The graphs of one log share its path: the cache must still hold one entry per graph.
    log = next(sample_runs.glob("graph_breaks_triton/torch_compile_debug/tlparse/*.log"))
    outputs = []
    for extra in (["--no-cache"], [], []):  # parsed; parsed and cached; from the cache
        assert main(["summary", str(log), "--json", *extra]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    assert outputs[0] == outputs[1] == outputs[2]
    kernels = {tuple(k["name"] for k in g["kernels"]) for g in outputs[2]["runs"][0]["graphs"]}
    assert len(kernels) > 1


def test_diff_of_two_trace_logs(sample_runs: Path, capsys):
    before = next(sample_runs.glob("graph_breaks_cpp/torch_compile_debug/tlparse/*.log"))
    after = next(sample_runs.glob("mlp_cpp/torch_compile_debug/tlparse/*.log"))
    assert main(["diff", str(before), str(after), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    text = json.dumps(data)
    assert "cpp_fused" in text  # kernels compared: the graphs came from the logs
    # A debug folder against its own trace log: the same kernels; the log's scheduler IR is unknown, not 0.
    folder = sample_runs / "training_cpp" / "torch_compile_debug"
    assert main(["diff", str(folder), str(next(folder.glob("tlparse/*.log"))), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["after"]["kernels"] == data["before"]["kernels"] > 0
    assert data["kernels_added"] == data["kernels_removed"] == []
    assert data["before"]["pre_fusion_nodes"] > 0 and data["after"]["pre_fusion_nodes"] is None


@pytest.mark.parametrize(
    "junk",
    [
        b"",
        b"\t\t\n",
        b'V1130 03:10:30.486000 1 x.py:1] {"inductor_output_code": {}, '
        b'"frame_id": 0, "frame_compile_id": 0, "has_payload": "x"}\n',
    ],
)
def test_odd_logs_index_without_raising(tmp_path: Path, junk: bytes):
    log = tmp_path / "t.log"
    log.write_bytes(junk)
    for ref in index_trace_log(log)[0]:
        graph = linked(load_graph(dataclasses.replace(open_session(log).runs[0].graphs[0])))
        assert graph.kernels == [] and ref.compile_id == "0/0"


def test_an_isolated_minifier_step_is_one_graph():
    """Output code without `# AOT ID` in folder and trace log: one graph, the folder with the trace's
    records."""
    root = Path(__file__).resolve().parents[1] / "data" / "minifier_isolate_step" / "torch_compile_debug"
    session = open_session(root)
    (run,) = session.runs
    assert [g.name for g in run.graphs] == ["model___0.0"]
    assert run.graphs[0].trace is not None and run.graphs[0].trace.aot_id is None


def test_provenance_records_without_a_payload_are_no_problem():
    # torch 2.13 logs the provenance artifacts of an FX-graph-cache hit with no payload at all.
    log = next((Path(__file__).parents[1] / "data" / "fx_cache_hit").glob("*.log"))
    headers = [line for line in log.read_text().splitlines() if "inductor_provenance_tracking" in line]
    assert headers and not any("has_payload" in line for line in headers)
    (graph,) = [linked(load_graph(g)) for g in open_session(log).runs[0].graphs]
    assert graph.problems == [] and graph.cache_hit
    assert graph.kernels and graph.provenance is None and graph.kernel_stack_traces == {}


def test_summary_parses_a_repeated_compile_once_and_the_full_parse_never_shares(sample_runs: Path):
    log = next(sample_runs.glob("training_triton/torch_compile_debug/tlparse/*.log"))
    folder = open_session(log).runs[0].graphs[0]
    # The same compile met twice (a log holding it again, as a recompile to the same graph does).
    first, again = (load_graph(folder, full=False, costs=True) for _ in range(2))
    assert again.output_code is first.output_code
    assert again.fx_stages["dynamo_output_graph"] is first.fx_stages["dynamo_output_graph"]
    assert digest(again) == digest(first) == digest(linked(load_graph(folder)))
    # The full parse is linked in place (the explorer's views): each load has objects of its own.
    one, other = linked(load_graph(folder)), linked(load_graph(folder))
    assert one.output_code is not other.output_code
    assert one.fx_stages["dynamo_output_graph"] is not other.fx_stages["dynamo_output_graph"]
    assert _links(one) == _links(other) != set()
