"""Artifacts are text: planted module-level code in every .py artifact (and __init__.py files that would
make the folders packages) never runs, whatever command reads them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support.reliability import ROOT, copy_sample, explore

PLANTED = ("output_code.py", "fx_graph_runnable.py", "fx_graph_readable.py", "fx_graph_transformed.py")


def plant(root: Path, marker: Path) -> Path:
    """Make every artifact and package file create MARKER when imported or run; return a graph folder."""
    code = f"import builtins; builtins.open({str(marker)!r}, 'w').close()\n"
    graph = None
    for path in sorted(root.rglob("*.py")):
        if path.name in PLANTED:
            path.write_text(code + path.read_text() + "\n" + code)
            graph = path.parent
    for folder in {p.parent for p in root.rglob("output_code.py")} | {p for p in root.rglob("torchinductor")}:
        (folder / "__init__.py").write_text(code)
    wrapper = graph / ("c" + "a" * 51 + ".py")  # an Inductor cache wrapper module name
    wrapper.write_text("# AOT ID: ['0_inference']\n" + code + "async_compile = AsyncCompile()\n")
    (graph / "planted.pth").write_text(code)
    return graph


def test_no_command_runs_an_artifact(tmp_path):
    root = copy_sample("training_triton", tmp_path / "run")
    marker = tmp_path / "MARKER"
    graph = plant(root, marker)
    commands = [
        ["summary", str(root)],
        ["summary", "--json", "--coverage", str(root)],
        ["summary", str(graph / "output_code.py")],
        ["summary", str(graph / "fx_graph_runnable.py")],
        ["breaks", str(root)],
        ["breaks", "--json", str(root)],
        ["dot", "--graph", graph.name, "-o", str(tmp_path / "g.dot"), str(root)],
        ["dot", "--level", "fx", "--graph", graph.name, str(root)],
        ["diff", str(root), str(root)],
    ]
    for argv in commands:
        # cwd is the graph folder, so an `import output_code` would find the planted module first
        done = subprocess.run(
            [sys.executable, "-m", "inductor_explorer", *argv],
            cwd=graph,
            capture_output=True,
            text=True,
            timeout=120,
            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        )
        assert done.returncode == 0, (argv, done.stderr)
        assert not marker.exists(), f"{argv} ran a planted artifact"
    screens = explore(root)
    assert screens and not marker.exists(), "the explorer ran a planted artifact"
    assert not list(root.rglob("__pycache__"))
    # control: the planted code does run when the module is imported
    subprocess.run([sys.executable, "-c", "import output_code"], cwd=graph, capture_output=True, timeout=60)
    assert marker.exists()
