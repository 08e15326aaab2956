"""The Fusion view renders analysis.fusion's objects (the `fusion` command's): each node's kernel and why it
stayed alone with its evidence; g and G move to the tree's first and last line."""

from __future__ import annotations

import shutil
from pathlib import Path

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from tests.support.tui import press, run_async, settle


@run_async
async def test_fusion_view_shows_the_reasons_the_fusion_command_gives(sample_runs: Path, tmp_path: Path):
    # disjoint_cpp without its fusion log: the reasons come from the IR.
    copy = tmp_path / "disjoint_cpp"
    shutil.copytree(sample_runs / "disjoint_cpp", copy, ignore=shutil.ignore_patterns("capture"))
    fusion = open_session(copy).fusion((0, 0))
    app = make_app(open_session(copy))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "5")
        tree = app.query_one("#fusion-tree")
        branches = tree.root.children
        assert [b.data for b in branches] == [n.name for n in fusion.nodes]
        for branch, node in zip(branches, fusion.nodes, strict=True):
            assert branch.label.plain.endswith(f"→ {node.kernel}")
            notes = [leaf.label.plain for leaf in branch.children if leaf.label.plain.startswith("why alone")]
            assert notes == [f"why alone (ir): {node.alone.text}"]
        why = app.query_one("#fusion-why-text").render().plain
        assert "unknown" not in why and "2 reason(s) above come from the IR" in why
        tree.focus()
        await press(app, pilot, "G")
        assert tree.cursor_line == tree.last_line > 0
        await press(app, pilot, "g")
        assert tree.cursor_line == 0


@run_async
async def test_a_cond_branch_kernel_is_linked_in_the_fusion_and_kernel_views(sample_runs: Path):
    """cond_cpp's IR holds false_graph_0's node, whose kernel `def false_graph_0(args):` launches."""
    from inductor_explorer.tui.views.kernel import kernel_links

    app = make_app(open_session(sample_runs / "cond_cpp"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await press(app, pilot, "5")
        tree = app.query_one("#fusion-tree")
        (branch,) = tree.root.children
        assert branch.label.plain.endswith("→ cpp_fused_add_gt_sigmoid_2")
        assert "not linked" not in branch.label.plain
        tree.focus()
        await press(app, pilot, "enter")
        assert (app.location.view, app.location.target) == ("kernels", "cpp_fused_add_gt_sigmoid_2")
        graph = app.state.loaded[app.location.graph].graph
        links = [link.text.plain for link in kernel_links(graph, "cpp_fused_gt_mul_relu_1")]
        assert "Launches (1)" in links
        assert "FX nodes (2)" in links
        assert [t.split(":")[0].strip() for t in links[1:3]] == ["relu", "mul"]
