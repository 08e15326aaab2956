"""How long Graphviz `dot -Tsvg` takes on `inductor-explore dot` output, per level and graph size.

Not a test. Sets LAYOUT_EDGES in inductor_explorer/export/dot.py, which picks the default level of `dot`
and of the explorer's `d` key. Needs Graphviz's `dot` on PATH.

    .venv/bin/python benchmarks/dot_layout.py [--timeout S] [GRAPH_FOLDER_OR_RUN ...]

With no paths it measures the graphs of the external corpus listed in DEFAULT_GRAPHS. Prints one row per
graph and level: nodes, edges, nodes + edges, seconds (or `>S` when dot ran past the timeout).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from inductor_explorer.export.dot import LEVELS, DotError, fusion_dot, level_size  # noqa: E402
from inductor_explorer.session import open_session  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "external"
DEFAULT_GRAPHS = (
    ("htang_tcapp_cpu_2.5.1", "model__0_forward_1.0"),
    ("dnnfusion_lenet_gpu", "dnnfusion_lenet_gpu"),
    ("vfdev_gridsampler_cuda_2.1a0", "model___39.0"),
    ("ngimel_albert_gpu_2.0a0", "AlbertForQuestionAnswering__1_inference_3.2"),
    ("ahbpp_resnet18_gpu_2.4.0", "model__0_forward_1.0"),
)


def layout_seconds(text: str, timeout: float) -> float | None:
    start = time.perf_counter()
    try:
        subprocess.run(["dot", "-Tsvg", "-o", "/dev/null"], input=text.encode(), check=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per dot run (default 60)")
    args = parser.parse_args()
    if shutil.which("dot") is None:
        print("Graphviz `dot` is not on PATH", file=sys.stderr)
        return 2
    wanted = [(p, None) for p in args.paths] or [(CORPUS / run, name) for run, name in DEFAULT_GRAPHS]
    print(f"{'graph':52} {'level':8} {'nodes':>6} {'edges':>6} {'n+e':>6} {'seconds':>8}")
    for path, name in wanted:
        for run in open_session(path).parsed().runs:
            for graph in run.graphs:
                if name is not None and graph.name != name:
                    continue
                for level in LEVELS:
                    try:
                        nodes, edges = level_size(graph, level)
                        text = fusion_dot(graph, level)
                    except DotError:
                        continue
                    seconds = layout_seconds(text, args.timeout)
                    shown = f"{seconds:8.2f}" if seconds is not None else f"{'>' + str(int(args.timeout)):>8}"
                    label = f"{path.name}/{graph.name}"[-52:]
                    print(f"{label:52} {level:8} {nodes:6} {edges:6} {nodes + edges:6} {shown}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
