"""DOT level choice: by the graph's size, naming only levels the graph has; --depth checked (issue 21
item 8)."""

from __future__ import annotations

from pathlib import Path

import pydot
import pytest

from inductor_explorer.analysis.linking import linked
from inductor_explorer.cli import main
from inductor_explorer.export.dot import LAYOUT_EDGES, auto_level, available_levels, level_size, size_warning
from inductor_explorer.loader.discover import discover
from inductor_explorer.loader.load import load_graph
from inductor_explorer.session import open_session
from inductor_explorer.tui.dot_export import export_dot

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture(scope="module")
def resnet_forward(corpus: Path):
    folder = next(
        g
        for r in discover(corpus / "ahbpp_resnet18_gpu_2.4.0").runs
        for g in r.graphs
        if g.name == "model__0_forward_1.0"
    )
    return linked(load_graph(folder))


def test_a_big_graph_defaults_to_a_smaller_level_and_says_why(corpus: Path, resnet_forward, capsys):
    graph = resnet_forward
    pre, post, kernels = (level_size(graph, lv) for lv in ("pre", "post", "kernels"))
    assert pre == (458, 783) and post[1] > LAYOUT_EDGES["post"] and kernels[1] > LAYOUT_EDGES["kernels"]
    assert auto_level(graph) == "kernels"  # nothing fits: the smallest level it has
    warning = size_warning(graph, "pre")
    assert "458 nodes and 783 edges" in warning
    assert f"--level post ({post[0]} nodes, {post[1]} edges)" in warning and "--level kernels" in warning
    assert main(["dot", str(corpus / "ahbpp_resnet18_gpu_2.4.0"), "--graph", "model__0_forward_1.0"]) == 0
    captured = capsys.readouterr()
    assert "kernels level" in captured.out
    assert "783 edges" in captured.err and "writing level kernels instead" in captured.err
    # An explicit level is obeyed, with the warning.
    assert (
        main(
            [
                "dot",
                str(corpus / "ahbpp_resnet18_gpu_2.4.0"),
                "--graph",
                "model__0_forward_1.0",
                "--level",
                "pre",
            ]
        )
        == 0
    )
    captured = capsys.readouterr()
    assert "pre level" in captured.out and captured.err.startswith(
        "warning: model__0_forward_1.0 at level pre"
    )


def test_a_small_graph_stays_at_pre_without_a_word(capsys):
    assert main(["dot", str(DATA / "diff_after"), "--graph", "model__1_inference_1.1"]) == 0
    captured = capsys.readouterr()
    assert "pre level" in captured.out and captured.err == ""


def test_the_d_key_export_picks_the_level_and_warns(corpus: Path, resnet_forward, tmp_path: Path):
    graph = resnet_forward
    done = export_dot(graph, graph.name, corpus, cwd=tmp_path)
    assert done.level == "kernels" and done.path.parent == tmp_path.resolve()
    assert done.path.name == "model__0_forward_1.0-kernels.dot" and "276 edges" in done.warning
    assert pydot.graph_from_dot_data(done.path.read_text())


def test_a_trace_only_graph_is_offered_only_the_levels_it_has(corpus: Path, capsys):
    log = corpus / "vinayak_hf_cpu_trace_tlparse_2.6.0"
    name = next(
        f"{r.name}/{g.name}"
        for r in open_session(log).runs
        for g in r.graphs
        if g.name == "0_inference [0/0_1]"
    )
    graph = linked(
        load_graph(next(g for r in open_session(log).runs for g in r.graphs if f"{r.name}/{g.name}" == name))
    )
    assert available_levels(graph) == ["fx", "kernels"]
    for level in ("pre", "post"):
        assert main(["dot", str(log), "--graph", name, "--level", level]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "try --level fx or --level kernels" in err, err
    # The FX level draws the trace's dynamo_output_graph, the only FX graph it recorded.
    assert main(["dot", str(log), "--graph", name, "--level", "fx"]) == 0
    assert "l_kwargs_input_ids_" in capsys.readouterr().out


def test_a_negative_depth_is_refused(capsys):
    assert (
        main(
            [
                "dot",
                str(DATA / "diff_after"),
                "--graph",
                "model__1_inference_1.1",
                "--around",
                "buf0",
                "--depth",
                "-1",
            ]
        )
        == 2
    )
    err = capsys.readouterr().err
    assert err == "inductor-explore: --depth must be 0 or more, not -1\n"
