"""DOT export: golden files, pydot round trips, Graphviz rendering, escaping, neighbourhoods, the CLI."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pydot
import pytest

from inductor_explorer.analysis.linking import linked
from inductor_explorer.cli import main
from inductor_explorer.export.dot import LEVELS, DotError, dot_string, fusion_dot, fusion_dot_cut, level_graph
from inductor_explorer.loader.load import load_graph
from inductor_explorer.session import open_session
from tests.support.tui import training_run

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = Path(__file__).resolve().parent / "golden"
#: Set to rewrite the golden files after a deliberate change of the output; review the diff.
UPDATE = os.environ.get("INDUCTOR_EXPLORE_UPDATE_GOLDEN") == "1"
HOSTILE = 'evil "quoted" \\back\\slash\\n not-a-newline\nreal newline <b>html</b> {rec|ord} \\'


def _graph(run: str, name: str):
    folder = next(g for r in open_session(DATA / run).runs for g in r.graphs if g.name == name)
    return linked(load_graph(folder))


def _unquote(text: str) -> str:
    """A DOT double-quoted string back to its text (the escapes dot_string writes)."""
    assert text.startswith('"') and text.endswith('"'), text
    out, i, body = [], 0, text[1:-1]
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            out.append({"n": "\n", "\\": "\\", '"': '"'}.get(nxt, "\\" + nxt))
            i += 2
        else:
            out.append(body[i])
            i += 1
    return "".join(out)


def _all_nodes(graph: pydot.Dot) -> list[pydot.Node]:
    nodes = [n for n in graph.get_nodes() if n.get_name() not in ("node", "edge", "graph")]
    for sub in graph.get_subgraphs():
        nodes += _all_nodes(sub)
    return nodes


def _render(text: str) -> None:
    if shutil.which("dot") is None:
        return
    result = subprocess.run(["dot", "-Tsvg"], input=text.encode(), capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    assert b"<svg" in result.stdout


GOLDEN_CASES = [("diff_after", "model__0_inference_0.0", level, None, 2) for level in LEVELS] + [
    ("diff_before", "model__1_inference_1.1", "pre", "op1", 1)
]


@pytest.mark.parametrize("run,graph,level,around,depth", GOLDEN_CASES)
def test_golden(run, graph, level, around, depth):
    text = fusion_dot(_graph(run, graph), level=level, around=around, depth=depth)
    golden = GOLDEN / f"{run}__{graph}__{level}{'__' + around if around else ''}.dot"
    if UPDATE:
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")
    _render(text)


def test_pre_level_holds_every_scheduler_node_and_one_cluster_per_post_node(sample_runs):
    checked = 0
    for debug in sorted(sample_runs.glob("*/torch_compile_debug")):
        for run in open_session(debug).runs:
            for folder in run.graphs:
                if "ir_pre_fusion.txt" not in folder.files or "ir_post_fusion.txt" not in folder.files:
                    continue
                graph = linked(load_graph(folder))
                text = fusion_dot(graph, "pre")
                # Independent count: block headers of ir_pre_fusion.txt (`op3: SchedulerNode(...)`).
                pre_text = folder.files["ir_pre_fusion.txt"].read_text()
                headers = re.findall(r"^(\w+): \w*SchedulerNode\(", pre_text, re.M)
                drawn = re.findall(r'^"pre:(\w+)" \[', text, re.M)
                assert sorted(drawn) == sorted(set(headers)), folder.name
                post_text = folder.files["ir_post_fusion.txt"].read_text()
                # Top-level post-fusion blocks are the headers not preceded by a `.snodes[i] =` line.
                post_lines = post_text.splitlines()
                top = [
                    line.split(":")[0]
                    for i, line in enumerate(post_lines)
                    if re.match(r"^\w+: \w*SchedulerNode\(", line)
                    and not (i and re.match(r"^\w+\.snodes\[\d+\] =", post_lines[i - 1]))
                ]
                # Post-fusion nodes generated into one kernel share its cluster.
                kernels = {graph.kernel_for_post(name) or name for name in top}
                assert text.count("subgraph cluster_") == len(kernels), folder.name
                checked += 1
    assert checked >= 10


def test_every_level_renders_and_parses_back(sample_runs):
    # pydot's parser is slow on big graphs: a sample of each back end and shape is enough here.
    for name in ("mlp_triton", "training_cpp", "conv_bn_triton", "dynamic_cpp"):
        debug = sample_runs / name / "torch_compile_debug"
        if not debug.is_dir():
            continue
        folder = open_session(debug).runs[0].graphs[0]
        graph = linked(load_graph(folder))
        for level in LEVELS:
            try:
                text = fusion_dot(graph, level)
            except DotError:
                continue
            parsed = pydot.graph_from_dot_data(text)
            assert parsed, (folder.name, level)
            assert len(_all_nodes(parsed[0])) == level_graph(graph, level).number_of_nodes()
            assert (
                len(parsed[0].get_edges()) + sum(len(s.get_edges()) for s in parsed[0].get_subgraphs())
                == level_graph(graph, level).number_of_edges()
            )
            _render(text)


def test_output_is_deterministic():
    graph = _graph("diff_before", "model__1_inference_1.1")
    assert fusion_dot(graph, "pre") == fusion_dot(_graph("diff_before", "model__1_inference_1.1"), "pre")


def test_hostile_names_are_escaped():
    assert dot_string('a"b\\c\nd') == '"a\\"b\\\\c\\nd"'
    assert dot_string("bell\x07esc\x1b") == '"bell\\\\x07esc\\\\x1b"'
    graph = _graph("diff_after", "model__0_inference_0.0")
    extern = next(n for n in graph.pre_fusion.nodes if n.scheduler_class.startswith("ExternKernel"))
    extern.extern_kernel = HOSTILE
    text = fusion_dot(graph, "pre")
    parsed = pydot.graph_from_dot_data(text)
    assert parsed
    labels = {_unquote(n.get_name()): _unquote(n.get_label()) for n in _all_nodes(parsed[0])}
    assert HOSTILE in labels[f"pre:{extern.name}"]
    _render(text)


def test_neighbourhood_cut():
    graph = _graph("diff_before", "model__1_inference_1.1")
    nodes = lambda text: sorted(re.findall(r'^"([^"]+)" \[', text, re.M))  # noqa: E731
    # Verified by hand in ir_pre_fusion.txt: op0 reads arg0_1 and writes buf0 (a graph output), op1 reads
    # buf0, op2 reads buf1 and writes buf2 (the other output).
    assert nodes(fusion_dot(graph, "pre", around="op1", depth=0)) == ["pre:op1"]
    assert nodes(fusion_dot(graph, "pre", around="op1", depth=1)) == ["pre:op0", "pre:op1", "pre:op2"]
    assert nodes(fusion_dot(graph, "pre", around="op1", depth=2)) == [
        "input:arg0_1",
        "output",
        "pre:op0",
        "pre:op1",
        "pre:op2",
    ]
    # A buffer, a kernel and an FX node name resolve too.
    assert nodes(fusion_dot(graph, "pre", around="buf1", depth=0)) == ["pre:op1"]
    kernel = graph.kernels[0].name
    assert len(nodes(fusion_dot(graph, "pre", around=kernel, depth=0))) == 3
    assert nodes(fusion_dot(graph, "kernels", around="sum_1", depth=0)) == [f"kernel:{kernel}"]
    with pytest.raises(DotError, match="no node named 'nothing'"):
        fusion_dot(graph, "pre", around="nothing")


def test_cli_writes_stdout_or_a_file_and_refuses_to_overwrite(tmp_path, capsys):
    after = DATA / "diff_after"
    before_listing = sorted(p.name for p in after.rglob("*"))
    assert main(["dot", str(after), "--graph", "model__1_inference_1.1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("digraph fusion {")
    assert sorted(p.name for p in after.rglob("*")) == before_listing
    target = tmp_path / "g.dot"
    assert (
        main(
            ["dot", str(after), "--graph", "model__1_inference_1.1", "--level", "kernels", "-o", str(target)]
        )
        == 0
    )
    assert target.read_text().startswith("digraph fusion {")
    assert main(["dot", str(after), "--graph", "model__1_inference_1.1", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--force" in err
    assert main(["dot", str(after), "--graph", "model__1_inference_1.1", "-o", str(target), "--force"]) == 0
    assert "pre level" in target.read_text()


def test_cli_graph_choice_errors_list_the_names(capsys):
    after = str(DATA / "diff_after")
    assert main(["dot", after]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "model__0_inference_0.0, model__1_inference_1.1" in err
    assert main(["dot", after, "--graph", "model__9"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no graph named 'model__9'" in err and "model__0_inference_0.0" in err
    assert main(["dot", after, "--graph", "model__0_inference_0.0", "--around", "nope"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


# ---------------------------------------------------------------- Graphviz 2.42+ and --around


def _svg(text: str, timeout: int = 60) -> str:
    result = subprocess.run(["dot", "-Tsvg"], input=text.encode(), capture_output=True, timeout=timeout)
    assert result.returncode == 0, result.stderr.decode()[:300]
    return result.stdout.decode()


def _svg_fill(svg: str, node_id: str) -> str | None:
    """The fill of the shape Graphviz drew for the DOT node NODE_ID, read off the SVG."""
    match = re.search(
        rf"<title>{re.escape(node_id)}</title>\s*<(?:polygon|ellipse|path)[^>]*fill=\"([^\"]+)\"", svg
    )
    return match.group(1) if match else None


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz dot is not installed")
def test_a_large_clustered_real_graph_renders_with_the_installed_dot(corpus):
    # The ViT of the corpus at the pre level: 701 buffer edges, 92 kernel clusters. Graphviz 2.43
    # (Debian/Ubuntu) stops on it with "trouble in init_rank" unless the graph asks for newrank.
    folder = open_session(corpus / "ngimel_timm_vit_dynamic_gpu_2.0a0").runs[0].graphs[0]
    text = fusion_dot(linked(load_graph(folder)), "pre")
    assert text.count(" -> ") > 600 and text.count("subgraph cluster_") > 80
    svg = _svg(text, timeout=300)
    assert svg.count('class="cluster"') == text.count("subgraph cluster_")


def test_around_marks_its_centre_and_only_it(sample_runs, capsys):
    debug = training_run(sample_runs, "triton")
    assert (
        main(["dot", str(debug), "--graph", "model__0_backward_3.1", "--around", "buf7", "--depth", "1"]) == 0
    )
    text = capsys.readouterr().out
    (parsed,) = pydot.graph_from_dot_data(text)
    filled = {n.get_name().strip('"') for n in _all_nodes(parsed) if n.get("fillcolor")}
    # buf7 is written by one pre-fusion node: that node is the centre, its neighbours are not marked.
    graph = linked(
        load_graph(next(g for g in open_session(debug).runs[0].graphs if g.name == "model__0_backward_3.1"))
    )
    writers = {w for w in graph.writers("buf7") if w.startswith("pre:")}
    assert filled == writers and len(_all_nodes(parsed)) > len(writers)
    assert "around buf7, 1 hop" in _unquote(parsed.get("label"))
    if shutil.which("dot") is not None:
        svg = _svg(text)
        assert all(_svg_fill(svg, node) == "gold" for node in writers)
        others = [
            n.get_name().strip('"') for n in _all_nodes(parsed) if n.get_name().strip('"') not in writers
        ]
        assert all(_svg_fill(svg, node) != "gold" for node in others)


def test_a_neighbourhood_is_one_hop_and_a_node_budget_by_default_and_says_what_it_cut():
    graph = _graph("diff_before", "model__1_inference_1.1")
    nodes = lambda text: sorted(re.findall(r'^"([^"]+)" \[', text, re.M))  # noqa: E731
    # One hop by default: op1's producer and consumer, not the graph's input and output two hops away.
    text, cut = fusion_dot_cut(graph, "pre", around="op1")
    assert nodes(text) == ["pre:op0", "pre:op1", "pre:op2"]
    assert cut == "3 of 5 nodes: 2 one hop further not drawn (--depth)"
    assert cut in text  # in the graph's title too
    # A node budget: the centre first, then the nearest hop's nodes in name order, and the rest counted.
    text, cut = fusion_dot_cut(graph, "pre", around="op1", depth=2, budget=2)
    assert nodes(text) == ["pre:op0", "pre:op1"]
    assert cut == "2 of 5 nodes: 3 more within reach left out (at most 2 nodes)"
    # Nothing left out: nothing said.
    assert fusion_dot_cut(graph, "pre", around="op1", depth=2)[1] is None


def test_no_kernel_neighbourhood_in_the_sample_runs_exceeds_the_budget(sample_runs):
    for root in sample_runs.glob("*/torch_compile_debug"):
        session = open_session(root)
        for key in session.folders:
            graph = session.graph(key).graph
            if graph is None or graph.pre_fusion is None:
                continue
            total = len(level_graph(graph, "pre"))
            for kernel in (k for k in graph.kernels if graph.post_nodes_for_kernel(k.name)):
                text, cut = fusion_dot_cut(graph, "pre", around=kernel.name, budget=12)
                drawn = len(re.findall(r'^"([^"]+)" \[', text, re.M))
                centre = len(re.findall(r"fillcolor=gold", text))
                assert drawn <= max(12, centre), (root, kernel.name)
                if cut is not None:
                    assert cut.startswith(f"{drawn} of {total} nodes: ") and cut in text
