"""The explored folder is never written to (checked by a snapshot, since root ignores permissions), and
exports never overwrite without --force."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from tests.support.reliability import copy_sample, explore, run_cli, tree_snapshot


def make_read_only(root: Path) -> None:
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            path.chmod(path.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    root.chmod(root.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def test_every_command_leaves_the_folder_untouched(tmp_path, monkeypatch):
    root = copy_sample("training_triton", tmp_path / "run")
    other = copy_sample("mlp_triton", tmp_path / "other")
    make_read_only(root)
    before = tree_snapshot(root)
    graph = next(p.parent for p in root.rglob("output_code.py"))
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)  # exports that default to ./ land here, not in the explored folder
    for argv in (
        ["summary", str(root)],
        ["summary", "--json", "--coverage", str(root)],
        ["summary", str(graph / "output_code.py")],
        ["breaks", str(root)],
        ["breaks", "--json", str(root)],
        ["dot", "--graph", graph.name, str(root)],
        ["dot", "--graph", graph.name, "-o", str(work / "g.dot"), str(root)],
        ["diff", str(root), str(other)],
    ):
        status, _, err = run_cli(argv)
        assert status == 0, (argv, err)
    explore(root, keys=("1", "2", "3", "4", "5", "6", "7", "8", "9", "d"))
    assert tree_snapshot(root) == before
    assert not list(root.rglob("__pycache__"))


def test_dot_refuses_to_overwrite_without_force(tmp_path):
    root = copy_sample("mlp_cpp", tmp_path / "run")
    out = tmp_path / "g.dot"
    out.write_text("keep me\n")
    status, _, err = run_cli(["dot", "-o", str(out), str(root)])
    assert status == 2 and err.count("\n") == 1 and "--force" in err
    assert out.read_text() == "keep me\n"
    status, _, err = run_cli(["dot", "-o", str(out), "--force", str(root)])
    assert status == 0, err
    assert out.read_text().lstrip().startswith(("digraph", "strict digraph"))
