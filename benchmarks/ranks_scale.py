"""Many per-rank trace logs of real size opened to the Ranks verdict: wall time and peak RSS per rank count.

The logs are made (once, under `benchmarks/.data/ranks_scale_N/`, git-ignored) by replicating a real rank log
of tlparse's tests (`tests/data/tlparse_inputs/multi_rank_runtime/`, rank 0 of a 7-rank CUDA job, 1.86 MB):
rank R's copy is named `dedicated_log_torch_trace_rank_R.log`, as torch names it, and each record's `"rank"`
says R. Two ways in, each a fresh process:

* `summary`: `python -m inductor_explorer summary --no-cache FOLDER` (the text ends with the verdict);
* `explorer`: the session opened as the explorer opens it, its trace logs read and linked, then the Ranks
  view's comparison (benchmarks/run.py's RANKS_VERDICT);
* `tui`: the explorer app itself, `R` pressed on its first screen, until the Ranks view's title is the
  verdict (`benchmarks/tui_probe.py ranks-view`).

    nice -n 10 .venv/bin/python benchmarks/ranks_scale.py 128 256 512 1024
    .venv/bin/python benchmarks/ranks_scale.py --make-only 1024     # the logs only
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import BENCH, PY, RANKS_VERDICT, timed  # benchmarks/run.py, beside this file

ROOT = BENCH.parent
#: The real rank log replicated.
SOURCE = (
    ROOT / "tests" / "data" / "tlparse_inputs" / "multi_rank_runtime" / "dedicated_log_torch_trace_rank_0.log"
)
#: A record's rank, as torch writes it in the envelope (`"rank": 0, `).
RANK_FIELD = re.compile(rb'"rank": [0-9]+(?=[,}])')


def rank_logs(ranks: int) -> Path:
    """A folder of RANKS copies of SOURCE, rank R's named and recorded as rank R (made once)."""
    folder = BENCH / ".data" / f"ranks_scale_{ranks}"
    folder.mkdir(parents=True, exist_ok=True)
    text = SOURCE.read_bytes()
    for rank in range(ranks):
        target = folder / f"dedicated_log_torch_trace_rank_{rank}.log"
        if not target.exists():
            target.write_bytes(RANK_FIELD.sub(b'"rank": %d' % rank, text))
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("counts", nargs="*", type=int, default=[128, 256, 512, 1024])
    parser.add_argument("--make-only", action="store_true", help="make the logs, measure nothing")
    parser.add_argument("--only", choices=["summary", "explorer", "tui"], help="measure one way in only")
    args = parser.parse_args()
    print("| N | log bytes | way in | wall | wall / N | peak RSS |")
    print("|---:|---:|---|---:|---:|---:|")
    for ranks in args.counts:
        folder = rank_logs(ranks)
        if args.make_only:
            continue
        size = sum(p.stat().st_size for p in folder.iterdir())
        ways = {
            "summary": [PY, "-m", "inductor_explorer", "summary", "--no-cache", str(folder)],
            "explorer": [PY, "-c", RANKS_VERDICT, str(folder), str(ranks)],
            "tui": [PY, str(BENCH / "tui_probe.py"), "ranks-view", str(folder)],
        }
        for name, argv in ways.items():
            if args.only not in (None, name):
                continue
            wall, rss, status, _ = timed(argv)
            flag = "" if status == 0 else f" (exit {status})"
            print(
                f"| {ranks} | {size / 1e9:.2f} GB | {name}{flag} | {wall:.1f} s | "
                f"{wall * 1000 / ranks:.0f} ms | {rss / 1e6:.0f} MB |",
                flush=True,
            )


if __name__ == "__main__":
    main()
