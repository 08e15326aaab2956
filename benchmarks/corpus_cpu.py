"""CPU seconds of `summary --json --no-cache` summed over every sample run and external corpus folder, for
each source tree given, alternated: content without the copies the generated large run is made of.

    python benchmarks/corpus_cpu.py ROUNDS TREE [TREE ...]

TREE is a checkout of this repository (run with it first on the path). Interpreter start-up and imports are
in every figure, the same for each tree: compare the differences between trees, not the totals.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "external"


def targets() -> list[Path]:
    runs = sorted(ROOT.glob("sample_runs/*/torch_compile_debug"))
    return runs + (sorted(p for p in CORPUS.iterdir() if p.is_dir()) if CORPUS.is_dir() else [])


def cpu_seconds(tree: Path, paths: list[Path]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for path in paths:
        subprocess.run(
            [sys.executable, "-m", "inductor_explorer", "summary", "--json", "--no-cache", str(path)],
            cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str]) -> int:
    rounds, trees = int(argv[0]), [Path(t).resolve() for t in argv[1:]]
    paths = targets()
    for number in range(rounds):
        for tree in trees:
            print(
                f"round {number} {tree}: {cpu_seconds(tree, paths):.2f} s CPU over {len(paths)} targets",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
