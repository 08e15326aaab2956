"""Do the estimated costs rank like a profile? Issue 40's check, on the profiled sample runs.

    .venv/bin/python benchmarks/cost_agreement.py [--json] [SAMPLE...]

For each sample run with a torch.profiler trace (`sample_runs/<name>/profile.json`: profile_cpp and the
profiled_*_cpp runs sample_runs/make_profiled.py makes), the kernels' and extern calls' costs are estimated
WITHOUT the profile, as `inductor-explore costs` does by default (the CPU model for the threads the run
recorded), and then the profile judges them, per launch (a row's measured total over its profiled events,
against its estimate for one launch):

* Spearman's rank correlation of estimated and measured per-launch time, over the generated kernels (the
  target: >= 0.7) and over every row (kernels and extern calls);
* how many rows are within 3x of the measured per-launch time, under the default model and under a model
  of this machine (`--device cpu:gbps=G,gflops=F,cache_gbps=C,cache_kib=K`, G, F and C measured here with
  NumPy on one thread: a copy of a 4 MiB array, an fp32 matmul, a copy of a 256 KiB array; K the size of
  one core's L2 as Linux reports it); the profiles were made on this machine.

The profiles are measured on whatever machine made them (sample_runs/make_profiled.py says how); the
figures in benchmarks/README.md name the machine and its load.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before NumPy loads its BLAS: one thread, as the runs
os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from inductor_explorer.analysis.costs import estimated_us_per_launch, ranked, spearman  # noqa: E402
from inductor_explorer.session import SessionOptions, open_session  # noqa: E402

BAND = 3.0


def this_machine() -> str:
    """`gbps=G,gflops=F,cache_kib=K,cache_gbps=C` of one thread of this machine, measured with NumPy (K: the
    size of one core's L2, as Linux reports it)."""
    import numpy as np

    def copy_gbps(elements: int, repeats: int) -> float:
        a = np.ones(elements, dtype=np.float32)
        b = np.empty_like(a)
        np.copyto(b, a)
        best = min(_timed(lambda: np.copyto(b, a)) for _ in range(repeats))
        return 2 * a.nbytes / best / 1e9  # read and written

    gbps = copy_gbps(1 << 20, 50)  # 4 MiB: past the L2
    cache_gbps = copy_gbps(1 << 16, 500)  # 256 KiB: in it
    m = np.ones((256, 256), dtype=np.float32)
    m @ m
    best = min(_timed(lambda: m @ m) for _ in range(20))
    gflops = 2 * 256**3 / best / 1e9
    spec = f"gbps={gbps:.1f},gflops={gflops:.1f},cache_gbps={cache_gbps:.1f}"
    l2 = Path("/sys/devices/system/cpu/cpu0/cache/index2/size")
    if l2.is_file() and (text := l2.read_text().strip()).endswith("K") and text[:-1].isdigit():
        spec += f",cache_kib={text[:-1]}"
    return spec


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def judge(name: str, spec: str | None) -> dict:
    """The agreement of sample NAME's estimates (under SPEC, None: the default model) with its profile."""
    root = ROOT / "sample_runs" / name
    session = open_session(
        root, SessionOptions(profile=root / "profile.json", parse_cache=False, device=spec)
    )
    graphs = session.costs()
    device = session.cost_device(graphs)
    joined = session.profile_join(graphs)
    assert joined is not None
    rows = []
    for row in ranked(graphs, device, joined[0]):
        estimate = estimated_us_per_launch(row.cost, device)
        if row.measured is None or estimate is None:
            continue
        rows.append(
            {
                "name": f"{row.cost.graph} / {row.cost.name}",
                "kind": row.cost.kind,
                "estimated_us": estimate,
                "measured_us": row.measured.mean_us,
                "ratio": estimate / row.measured.mean_us,
            }
        )
    kernels = [r for r in rows if r["kind"] != "extern"]

    def rho(of: list[dict]) -> float | None:
        """Over the unrounded figures, as `costs --profile` says it (rounding makes ties)."""
        value = spearman([r["estimated_us"] for r in of], [r["measured_us"] for r in of])
        return None if value is None else round(value, 2)

    def banded(of: list[dict]) -> str:
        inside = sum(1 / BAND <= r["ratio"] <= BAND for r in of)
        return f"{inside}/{len(of)}"

    rhos = (rho(kernels), rho(rows))
    for r in rows:
        r.update({key: round(r[key], 2) for key in ("estimated_us", "measured_us", "ratio")})
    return {
        "sample": name,
        "device": device.description,
        "spearman_kernels": rhos[0],
        "spearman_all": rhos[1],
        "within_3x_kernels": banded(kernels),
        "within_3x_all": banded(rows),
        "rows": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("samples", nargs="*")
    parser.add_argument("--json", action="store_true", help="every row's figures too")
    parser.add_argument("--rows", action="store_true", help="print every row's estimate and measure")
    args = parser.parse_args()
    samples = args.samples or sorted(
        p.parent.name for p in (ROOT / "sample_runs").glob("*/profile.json") if p.parent.is_dir()
    )
    machine = this_machine()
    results = []
    for name in samples:
        for label, spec in (("default model", None), (f"this machine (cpu:{machine})", f"cpu:{machine}")):
            result = judge(name, spec)
            result["model"] = label
            results.append(result)
            print(
                f"{name:22} {label:44} spearman kernels {result['spearman_kernels']!s:>5}, all "
                f"{result['spearman_all']!s:>5}; within 3x: kernels {result['within_3x_kernels']:>5}, "
                f"all {result['within_3x_all']:>5}"
            )
            if args.rows:
                for row in result["rows"]:
                    print(
                        f"    {row['kind']:6} est {row['estimated_us']:9.2f} µs  measured "
                        f"{row['measured_us']:9.2f} µs  x{row['ratio']:<6} {row['name'][:70]}"
                    )
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
