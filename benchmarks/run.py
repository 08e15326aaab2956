"""The inductor-explore benchmark: how fast `summary`, the trace loader and the explorer are on big runs.

    .venv/bin/python benchmarks/run.py [--label after] [--repeats 3] [--quick] [--only summary]

Builds the generated large run first when missing (benchmarks/make_large_run.py), then measures on the
largest sample run and on the large run, each figure the median of --repeats runs in fresh processes:

  (a) `summary --json` wall time and peak RSS, against the floor (the same files read line by line
      in Python, no parsing; the two run in turn); `breaks --json`; `diff --json --no-cache` of the run
      against itself; the trace loader and tlparse on the run's trace log, against its floor
  (b) time until the explorer's first screen is drawn with the navigator populated
  (c) keypress-to-frame latency for scrolling and ctrl+p jumps in the 100k-line output_code.py: until the
      last frame that changed the screen ("settled", the figure judged against the target) and until the
      last frame drawn at all
  (d) `inductor-explore --help` wall time, and whether torch (or textual) got imported
  (f) `costs --json --no-cache` against `summary --json --no-cache`, run alternately so both see the same
      load: wall and CPU seconds (user + sys of the command and its worker processes); the Costs view
      (`c`): its first frame, and until its first rows are listed (one run)

Results are merged into benchmarks/results.json under --label and benchmarks/results.md is rewritten
from it. Not a test: nothing here fails on a slow figure.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import functools
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))

from inductor_explorer.loader.load import _RUNNABLE_HEAD_BYTES  # noqa: E402
from inductor_explorer.session import open_session  # noqa: E402

PY = sys.executable
RESULTS_JSON = BENCH / "results.json"
RESULTS_MD = BENCH / "results.md"
LARGE = BENCH / ".data" / "large"
SAMPLE = ROOT / "sample_runs" / "graph_breaks_triton" / "torch_compile_debug"  # the largest sample run

FLOOR = """
import sys
total = 0
for line in open(sys.argv[1], encoding="utf-8"):
    name, limit = line.rstrip("\\n").rsplit("\\t", 1)
    if int(limit):
        with open(name, "rb") as fh:
            total += len(fh.read(int(limit)).decode("utf-8", "replace"))
        continue
    with open(name, encoding="utf-8", errors="replace") as fh:
        for text in fh:
            total += len(text)
print(total)
"""
#: A session of per-rank trace logs opened as the explorer opens it, read up to the Ranks view's verdict.
RANKS_VERDICT = """
import sys
from pathlib import Path
from inductor_explorer.state import open_state
state = open_state(Path(sys.argv[1]), parse_cache=False)
state.traces_read(*state.read_traces())
comparison, _ = state.rank_comparison(state.run_traces)
assert comparison is not None and len(comparison.runs) == int(sys.argv[2]), comparison
print(len(comparison.divergences))
"""
#: The real per-rank logs the scale measure replicates (rank 0 and rank 1 of one job).
RANK_LOGS = (
    ROOT.parent / "shared" / "corpus" / "external" / "tlparse_tests_torch_trace" / "multi_rank_schedule"
)
RANK_COUNTS = (8, 32, 128)
TRACE_LOADER = (
    "import sys; from pathlib import Path; from inductor_explorer.loader.trace import load_trace; "
    "trace, problems = load_trace(Path(sys.argv[1]))"
)


def timed(argv: list[str], **kwargs: Any) -> tuple[float, int, int, float]:
    """(wall seconds, peak RSS bytes, exit status, CPU seconds) of one run of ARGV in a fresh process. The CPU
    seconds are user + system time of the process and of the worker processes it waited for (`os.wait4`
    counts those): on a machine shared with other work they move far less than the wall time."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT, **kwargs)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    if proc.returncode:
        print(f"  ! {' '.join(argv[:4])} exited {proc.returncode}: {err.strip()[-300:]}", file=sys.stderr)
    return wall, usage.ru_maxrss * 1024, proc.returncode, usage.ru_utime + usage.ru_stime


def median_run(argv: list[str], repeats: int, **kwargs: Any) -> dict[str, Any]:
    return _figures([timed(argv, **kwargs) for _ in range(repeats)])


def alternated_runs(argvs: list[list[str]], repeats: int) -> list[dict[str, Any]]:
    """median_run's figures for each of ARGVS, run in turn (a, b, a, b, ...): a ratio of two of them is not
    skewed by the machine's speed drifting between the one's runs and the other's."""
    runs: list[list[tuple[float, int, int, float]]] = [[] for _ in argvs]
    for _ in range(repeats):
        for argv, done in zip(argvs, runs):
            done.append(timed(argv))
    return [_figures(done) for done in runs]


def _figures(runs: list[tuple[float, int, int, float]]) -> dict[str, Any]:
    return {
        "wall_s": statistics.median(r[0] for r in runs),
        "cpu_s": statistics.median(r[3] for r in runs),
        "peak_rss_mb": statistics.median(r[1] for r in runs) / 1e6,
        "runs_s": [round(r[0], 3) for r in runs],
        "runs_cpu_s": [round(r[3], 3) for r in runs],
        "ok": all(r[2] == 0 for r in runs),
    }


def rank_session(ranks: int) -> Path:
    """A folder of RANKS per-rank trace logs, made (once) by replicating the corpus' two real ones: rank N
    gets the log of rank N % 2 under its own name (torch names a rank's log
    `dedicated_log_torch_trace_rank_N_*`)."""
    logs = sorted(RANK_LOGS.glob("dedicated_log_torch_trace_rank_*.log"))
    folder = BENCH / ".data" / f"ranks_{ranks}"
    folder.mkdir(parents=True, exist_ok=True)
    for rank in range(ranks):
        target = folder / f"dedicated_log_torch_trace_rank_{rank}_bench.log"
        if not target.exists():
            shutil.copyfile(logs[rank % len(logs)], target)
    return folder


def measure_ranks(repeats: int) -> dict[str, Any] | None:
    """Open a session of N per-rank logs to its Ranks verdict, N in RANK_COUNTS: wall time and peak RSS, and
    both per rank (flat when the cost grows linearly)."""
    if len(list(RANK_LOGS.glob("dedicated_log_torch_trace_rank_*.log"))) < 2:
        print(f"  ! {RANK_LOGS} is missing: no rank scale measure", file=sys.stderr)
        return None
    out: dict[str, Any] = {"log_bytes": sum(p.stat().st_size for p in RANK_LOGS.glob("*.log")) // 2}
    for ranks in RANK_COUNTS:
        folder = rank_session(ranks)
        run = median_run([PY, "-c", RANKS_VERDICT, str(folder), str(ranks)], repeats)
        run["wall_per_rank_ms"] = run["wall_s"] * 1000 / ranks
        out[str(ranks)] = run
    return out


def summary_inputs(path: Path) -> tuple[list[tuple[str, int]], int]:
    """The files `summary` reads (name, byte limit or 0 for all of it) and how many bytes that is."""
    files: list[tuple[str, int]] = []
    total = 0
    seen: set[Path] = set()  # a trace log is also the "file" of every graph read from it: read it once
    for run in open_session(path).runs:
        for source in run.trace_logs:
            if source.path.is_file() and source.path not in seen:
                seen.add(source.path)
                files.append((str(source.path), 0))
                total += source.path.stat().st_size
        for folder in run.graphs:
            for name, file in folder.files.items():
                if file in seen:
                    continue
                seen.add(file)
                size = file.stat().st_size
                limit = _RUNNABLE_HEAD_BYTES if name == "fx_graph_runnable.py" else 0
                files.append((str(file), limit))
                total += min(size, limit) if limit else size
    return files, total


@contextlib.contextmanager
def floor_command(files: list[tuple[str, int]]) -> Iterator[list[str]]:
    """The command that reads FILES as the floor does, read once untimed first: a first read after other work
    comes partly from disk (3.45 s against 1.39-1.47 s in `summary-3x`), and with --repeats 1 it would be the
    only figure."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.writelines(f"{name}\t{limit}\n" for name, limit in files)
    try:
        command = [PY, "-c", FLOOR, fh.name]
        timed(command)
        yield command
    finally:
        os.unlink(fh.name)


def floor_run(files: list[tuple[str, int]], repeats: int) -> dict[str, Any]:
    with floor_command(files) as command:
        return median_run(command, repeats)


def measure_summary(path: Path, repeats: int) -> dict[str, Any]:
    files, parsed = summary_inputs(path)
    out: dict[str, Any] = {"bytes_parsed_mb": parsed / 1e6, "files": len(files)}
    command = [PY, "-m", "inductor_explorer", "summary", "--json", str(path)]
    # Every file parsed (the target's figure), in turn with its floor, then again with the parse cache a first
    # run filled.
    with floor_command(files) as floor:
        out["floor"], out["summary"] = alternated_runs([floor, command + ["--no-cache"]], repeats)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "INDUCTOR_EXPLORER_CACHE": cache}
        timed(command, env=env)
        out["summary_cached"] = median_run(command, repeats, env=env)
    out["ratio_to_floor"] = out["summary"]["wall_s"] / out["floor"]["wall_s"]
    out["cpu_ratio_to_floor"] = out["summary"]["cpu_s"] / out["floor"]["cpu_s"]
    out["rss_to_bytes"] = out["summary"]["peak_rss_mb"] / (parsed / 1e6)
    # `costs --json` against it: every graph parsed in full and linked (the target: ≤ 1.2× summary).
    out["costs"] = median_run(
        [PY, "-m", "inductor_explorer", "costs", "--json", "--no-cache", str(path)], repeats
    )
    out["costs_to_summary"] = out["costs"]["wall_s"] / out["summary"]["wall_s"]
    # `breaks --json`: the trace logs, and each break's advice read from the user's source file.
    out["breaks"] = median_run([PY, "-m", "inductor_explorer", "breaks", "--json", str(path)], repeats)
    # `diff --json` of the run against itself: every graph digested for the diff, on both sides.
    out["diff"] = median_run(
        [PY, "-m", "inductor_explorer", "diff", "--json", "--no-cache", str(path), str(path)], repeats
    )
    return out


def measure_trace(log: Path, repeats: int, tlparse: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"bytes_mb": log.stat().st_size / 1e6}
    out["floor"] = floor_run([(str(log), 0)], repeats)
    out["loader"] = median_run([PY, "-c", TRACE_LOADER, str(log)], repeats)
    out["ratio_to_floor"] = out["loader"]["wall_s"] / out["floor"]["wall_s"]
    binary = shutil.which("tlparse", path=str(Path(PY).parent)) or shutil.which("tlparse")
    if tlparse and binary:
        with tempfile.TemporaryDirectory() as tmp:
            out["tlparse"] = median_run(
                [binary, str(log), "-o", f"{tmp}/out", "--overwrite", "--no-browser"], repeats
            )
        out["loader_vs_tlparse"] = out["loader"]["wall_s"] / out["tlparse"]["wall_s"]
    return out


def cpu_timed(argv: list[str]) -> dict[str, Any]:
    """Wall and CPU seconds (user + sys, the worker processes it waited for included) of one run of ARGV."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    _, status, usage = os.wait4(proc.pid, 0)
    return {
        "wall_s": time.perf_counter() - start,
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "ok": os.waitstatus_to_exitcode(status) == 0,
    }


def measure_costs(path: Path, repeats: int) -> dict[str, Any]:
    """(f): summary, costs, summary, costs, ... (REPEATS each), so the two share the machine's load."""
    runs: dict[str, list[dict]] = {"summary": [], "costs": []}
    for _ in range(repeats):
        for command in runs:
            argv = [PY, "-m", "inductor_explorer", command, "--json", "--no-cache", str(path)]
            runs[command].append(cpu_timed(argv))
    out: dict[str, Any] = {}
    for command, done in runs.items():
        out[command] = {
            "wall_s": statistics.median(r["wall_s"] for r in done),
            "cpu_s": statistics.median(r["cpu_s"] for r in done),
            "runs": [[round(r["wall_s"], 2), round(r["cpu_s"], 2)] for r in done],
            "ok": all(r["ok"] for r in done),
        }
    out["wall_ratio"] = out["costs"]["wall_s"] / out["summary"]["wall_s"]
    out["cpu_ratio"] = out["costs"]["cpu_s"] / out["summary"]["cpu_s"]
    return out


def probe(*args: str) -> dict[str, Any]:
    proc = subprocess.run(
        [PY, str(BENCH / "tui_probe.py"), *args], capture_output=True, text=True, cwd=ROOT, timeout=900
    )
    if proc.returncode:
        raise RuntimeError(f"tui_probe {args[0]} failed: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def measure_first_screen(path: Path, repeats: int) -> dict[str, Any]:
    runs = [probe("first-screen", str(path)) for _ in range(repeats)]
    out = {
        key: statistics.median(r[key] for r in runs if r[key] is not None)
        for key in ("discover_s", "first_screen_s", "first_screen_with_discover_s", "first_graph_shown_s")
    }
    out["pty_first_frame_s"] = pty_first_frame(path, repeats)
    return out


def pty_first_frame(path: Path, repeats: int) -> float | None:
    """The real command in a pseudo-terminal: spawn until the first graph's name is on screen."""
    try:
        import pexpect  # type: ignore[import-untyped]
    except ImportError:
        return None
    first = next(g.name for r in open_session(path).runs for g in r.graphs)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        child = pexpect.spawn(
            PY,
            ["-m", "inductor_explorer", str(path)],
            cwd=str(ROOT),
            dimensions=(48, 160),
            env={**os.environ, "TERM": "xterm-256color", "COLUMNS": "160", "LINES": "48"},
        )
        try:
            child.expect_exact(first[:20], timeout=60)
            times.append(time.perf_counter() - start)
            child.send("q")
            child.expect(pexpect.EOF, timeout=20)
        except (pexpect.TIMEOUT, pexpect.EOF):
            pass
        finally:
            child.close(force=True)
    return statistics.median(times) if times else None


def percentiles(values: list[float | None]) -> dict[str, Any]:
    known = sorted(v for v in values if v is not None)
    if not known:
        return {"n": len(values)}
    return {
        "n": len(values),
        "p50_ms": 1000 * statistics.median(known),
        "p95_ms": 1000 * known[min(len(known) - 1, round(0.95 * (len(known) - 1)))],
        "max_ms": 1000 * known[-1],
    }


KEY_GROUPS = (
    ("scroll", "scroll (down, pagedown, end, home, …) while the trace logs are read"),
    ("scroll_loaded", "the same scroll keys once the trace logs are read"),
    ("palette_open", "ctrl+p opens the prompt"),
    ("palette_type", "typing in the prompt"),
    ("jump_from_code", "enter: jump from the Code view (switches to the Kernel view)"),
    ("jump_from_kernel", "enter: jump from the Kernel view"),
    ("back_to_code", "3: back to the Code view"),
)


def measure_keys(path: Path, graph: str, runs: int) -> dict[str, Any]:
    """Key latencies pooled over RUNS fresh explorer processes (a p95 of one run's 12 jumps is its max)."""
    raws = [probe("keys", str(path), graph) for _ in range(runs)]
    raw = {key: [v for r in raws for v in r[key]] for key in raws[0] if isinstance(raws[0][key], list)}
    raw.update(
        lines=raws[0]["lines"],
        jumps_landed=sum(r["jumps_landed"] for r in raws),
        jumps=sum(r["jumps"] for r in raws),
    )
    out: dict[str, Any] = {
        "lines": raw["lines"],
        "runs": runs,
        "jumps_landed": f"{raw['jumps_landed']}/{raw['jumps']}",
        # The longest the event loop ran no task (no key could be answered), over the runs.
        "scroll_loop_stall_max_ms": 1000 * max(r["scroll_loop_stall_max"] for r in raws),
        "keys_loop_stall_max_ms": 1000 * max(r["keys_loop_stall_max"] for r in raws),
    }
    for name, _ in KEY_GROUPS:
        if f"{name}_settled" not in raw:  # a probe from before the group existed
            continue
        out[name] = percentiles(raw[f"{name}_settled"])
        out[f"{name}_last_frame"] = percentiles(raw[name])
        out[f"{name}_first_frame"] = percentiles(raw[f"{name}_first"])
    jumps = ("palette_open", "palette_type", "jump_from_code", "jump_from_kernel")
    out["palette_all"] = percentiles([v for name in jumps for v in raw[f"{name}_settled"]])
    out["palette_all_last_frame"] = percentiles([v for name in jumps for v in raw[name]])
    return out


def measure_help(repeats: int) -> dict[str, Any]:
    script = Path(PY).parent / "inductor-explore"
    argv = [str(script), "--help"] if script.exists() else [PY, "-m", "inductor_explorer", "--help"]
    out = median_run(argv, max(repeats, 5))
    imports = subprocess.run(
        [PY, "-X", "importtime", "-m", "inductor_explorer", "--help"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    ).stderr
    modules = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in imports.splitlines() if "|" in line}
    out["imports_torch"] = "torch" in modules
    out["imports_textual"] = "textual" in modules
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--label", default="current", help="name of this set of figures in results.json")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="the sample run only (no large run, no tlparse)")
    parser.add_argument("--no-tlparse", action="store_true")
    parser.add_argument(
        "--only",
        choices=["summary", "tui", "ranks", "costs"],
        help="summary: measure (a) only (summary --json, its floor, the trace loader); "
        "tui: (b)-(d) only (first screen, key latency, --help); ranks: (e) only (N per-rank "
        "trace logs opened to the Ranks verdict); costs: (f) only (costs against summary, the Costs view)",
    )
    args = parser.parse_args(argv)

    # The package's modules byte-compiled first, as `pip install` leaves them: where PYTHONDONTWRITEBYTECODE
    # is set (this machine sets it), a module edited since its last .pyc is otherwise compiled from source
    # again in every measured command, which no installed copy does.
    compileall.compile_dir(ROOT / "inductor_explorer", quiet=1)
    started = time.perf_counter()
    result: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "repeats": args.repeats,
    }
    inputs = {"sample": SAMPLE} if args.only != "ranks" else {}
    if args.only in (None, "ranks") and not args.quick:
        print("[ranks] open to the verdict …", file=sys.stderr)
        result["ranks"] = measure_ranks(args.repeats)
    if not args.quick and args.only != "ranks":
        subprocess.run([PY, str(BENCH / "make_large_run.py"), "--out", str(LARGE)], check=True)
        inputs["large"] = LARGE / "torch_compile_debug"
    for name, path in inputs.items():
        entry: dict[str, Any] = {"path": str(path.relative_to(ROOT))}
        if args.only == "costs":
            print(f"[{name}] costs against summary …", file=sys.stderr)
            entry["costs"] = measure_costs(path, args.repeats)
            print(f"[{name}] Costs view …", file=sys.stderr)
            entry["costs_view"] = probe("costs-view", str(path))
            result[name] = entry
            continue
        if args.only != "tui":
            print(f"[{name}] summary …", file=sys.stderr)
            entry["summary"] = measure_summary(path, args.repeats)
        log = next(path.glob("tlparse/*.log"), None)
        if log is not None and args.only != "tui":
            print(f"[{name}] trace log …", file=sys.stderr)
            entry["trace"] = measure_trace(log, args.repeats, not (args.quick or args.no_tlparse))
        if args.only != "summary":
            print(f"[{name}] first screen …", file=sys.stderr)
            entry["first_screen"] = measure_first_screen(path, args.repeats)
            print(f"[{name}] Costs view …", file=sys.stderr)
            entry["costs_view"] = probe("costs-view", str(path))
        result[name] = entry
    if "large" in inputs and args.only != "costs":
        print("[large] key latency …", file=sys.stderr)
        manifest = json.loads((LARGE / "MANIFEST.json").read_text("utf-8"))
        result["large"]["manifest"] = {
            k: manifest[k]
            for k in ("graphs", "kernels", "big_output_code_lines", "graph_folder_bytes", "trace_log_bytes")
        }
        if args.only != "summary":
            result["large"]["keys"] = measure_keys(
                inputs["large"], Path(manifest["big_output_code"]).parent.name, args.repeats
            )
    if args.only not in ("summary", "ranks", "costs"):
        print("--help …", file=sys.stderr)
        result["help"] = measure_help(args.repeats)
    result["benchmark_s"] = time.perf_counter() - started

    stored = json.loads(RESULTS_JSON.read_text("utf-8")) if RESULTS_JSON.is_file() else {}
    stored[args.label] = result
    RESULTS_JSON.write_text(json.dumps(stored, indent=1) + "\n", "utf-8")
    RESULTS_MD.write_text(render(stored), "utf-8")
    print(render({args.label: result}))
    return 0


def _f(value: float | None, unit: str = "", digits: int = 2) -> str:
    return "–" if value is None else f"{value:.{digits}f}{unit}"


def _row(
    lines: list[str], result: dict[str, Any], name: str, target: str, get: Callable[[dict[str, Any]], str]
) -> None:
    """One table row of RESULT: GET applied to each of its sample and large entries (none: no row)."""
    if not any(key in result for key in ("sample", "large")):
        return
    cells = []
    for key in ("sample", "large"):
        if key in result:
            try:
                cells.append(get(result[key]))
            except (KeyError, TypeError):
                cells.append("–")
    lines.append(f"| {name} | {target} | " + " | ".join(cells) + " |")


def _key_lines(k: dict[str, Any]) -> list[str]:
    """The (c) key-latency table of one labelled run's KEYS figures."""
    lines: list[str] = []
    if "palette_all_last_frame" in k:
        lines += [
            "",
            f"(c) key latency in the {k['lines']}-line output_code.py, "
            f"pooled over {k.get('runs', 1)} "
            f"explorer processes, target p95 < 50 ms; jumps that "
            f"landed on their kernel: {k['jumps_landed']}. *Settled*: key sent → the last frame that "
            "changed a cell of the screen (what the user waits for); *last frame*: → the last frame "
            "drawn at all (Textual sometimes redraws a scrollbar unchanged a frame later).",
            "",
            "| keys | n | settled p50 | settled p95 | settled max | last frame p95 | first frame max |",
            "|---|---|---|---|---|---|---|",
        ]
        for name, title in KEY_GROUPS + (("palette_all", "ctrl+p jumps, every key (open, typing, enter)"),):
            if name not in k:
                continue
            p, q = k[name], k[f"{name}_last_frame"]
            first = k.get(f"{name}_first_frame", {})
            lines.append(
                f"| {title} | {p['n']} | {_f(p.get('p50_ms'), ' ms', 1)} | "
                f"{_f(p.get('p95_ms'), ' ms', 1)} | {_f(p.get('max_ms'), ' ms', 1)} | "
                f"{_f(q.get('p95_ms'), ' ms', 1)} | {_f(first.get('max_ms'), ' ms', 1)} |"
            )
        if "scroll_loop_stall_max_ms" in k:
            lines += [
                "",
                "Event loop's longest stall (no task ran, so no key could be answered): "
                f"{k['scroll_loop_stall_max_ms']:.1f} ms while the first scroll keys ran "
                f"(the trace logs being read), {k['keys_loop_stall_max_ms']:.1f} ms over all the keys.",
            ]
    else:  # figures recorded before the settled measure existed
        lines += [
            "",
            f"(c) key latency in the {k['lines']}-line output_code.py (key sent → last frame drawn), "
            f"target p95 < 50 ms; jumps that landed on their kernel: {k['jumps_landed']}",
            "",
            "| keys | n | p50 | p95 | max |",
            "|---|---|---|---|---|",
        ]
        for name, title in (
            ("scroll", "scroll (down, pagedown, end, home, …)"),
            ("palette_open", "ctrl+p opens"),
            ("palette_type", "typing in the palette"),
            ("jump", "enter: jump to the kernel"),
            ("palette_all", "ctrl+p jumps, every key (open, typing, enter)"),
        ):
            if name not in k:
                continue
            p = k[name]
            lines.append(
                f"| {title} | {p['n']} | {_f(p.get('p50_ms'), ' ms', 1)} | "
                f"{_f(p.get('p95_ms'), ' ms', 1)} | {_f(p.get('max_ms'), ' ms', 1)} |"
            )
    return lines


def render(stored: dict[str, Any]) -> str:
    """results.md: one table per label, targets beside the figures."""
    lines = [
        "# Benchmark results",
        "",
        "Written by `benchmarks/run.py` (see benchmarks/README.md); medians of `repeats` fresh processes.",
        "",
    ]
    for label, r in stored.items():
        lines += [
            f"## {label}",
            "",
            f"{r['when']}, Python {r['python']}, {r['cpus']} CPUs, {r['repeats']} repeats, "
            f"benchmark took {r['benchmark_s']:.0f} s.",
            "",
        ]
        if "large" in r and "manifest" in r["large"]:
            m = r["large"]["manifest"]
            lines += [
                f"Large run: {m['graphs']} graph folders, {m['kernels']} kernels, "
                f"{m['graph_folder_bytes'] / 1e6:.0f} MB of graph-folder artifacts, a "
                f"{m['big_output_code_lines']}-line output_code.py, "
                f"a {m['trace_log_bytes'] / 1e6:.0f} MB trace log.",
                "",
            ]
        if any(k in r for k in ("sample", "large")):
            lines += [
                "| measure | target | " + " | ".join(k for k in ("sample", "large") if k in r) + " |",
                "|---|---|" + "---|" * sum(k in r for k in ("sample", "large")),
            ]
        row = functools.partial(_row, lines, r)

        row("bytes parsed by summary", "", lambda e: f"{e['summary']['bytes_parsed_mb']:.1f} MB")
        row("(a) summary --json wall", "", lambda e: _f(e["summary"]["summary"]["wall_s"], " s"))
        row(
            "(a) floor: same files read line by line", "", lambda e: _f(e["summary"]["floor"]["wall_s"], " s")
        )
        row("(a) summary / floor", "≤ 3×", lambda e: _f(e["summary"]["ratio_to_floor"], "×", 1))
        row(
            "(a) summary --json CPU (user+sys, with its workers)",
            "",
            lambda e: _f(e["summary"]["summary"]["cpu_s"], " s"),
        )
        row("(a) floor CPU", "", lambda e: _f(e["summary"]["floor"]["cpu_s"], " s"))
        row("(a) summary / floor, CPU", "", lambda e: _f(e["summary"]["cpu_ratio_to_floor"], "×", 1))
        row(
            "(a) summary --json again, from the parse cache",
            "",
            lambda e: _f(e["summary"].get("summary_cached", {}).get("wall_s"), " s"),
        )
        row("(a) summary peak RSS", "", lambda e: _f(e["summary"]["summary"]["peak_rss_mb"], " MB", 0))
        row("(f) costs --json --no-cache wall", "", lambda e: _f(e["summary"]["costs"]["wall_s"], " s"))
        row("(a) breaks --json wall", "", lambda e: _f(e["summary"].get("breaks", {}).get("wall_s"), " s"))
        row(
            "(a) diff --json --no-cache, the run against itself",
            "",
            lambda e: _f(e["summary"].get("diff", {}).get("wall_s"), " s"),
        )
        row("(a) diff peak RSS", "", lambda e: _f(e["summary"].get("diff", {}).get("peak_rss_mb"), " MB", 0))
        row("(f) costs / summary", "≤ 1.2×", lambda e: _f(e["summary"]["costs_to_summary"], "×", 1))
        row("(f) costs peak RSS", "", lambda e: _f(e["summary"]["costs"]["peak_rss_mb"], " MB", 0))
        for command in ("summary", "costs"):
            row(
                f"(f) {command} --json --no-cache, alternated: wall / CPU",
                "",
                lambda e, c=command: (
                    f"{_f(e['costs'][c]['wall_s'], ' s')} / {_f(e['costs'][c]['cpu_s'], ' s')}"
                ),
            )
        row(
            "(f) costs / summary, alternated: wall / CPU",
            "≤ 1.2×",
            lambda e: f"{_f(e['costs']['wall_ratio'], '×')} / {_f(e['costs']['cpu_ratio'], '×')}",
        )
        row(
            "(f) Costs view (`c`): first frame",
            "< 1 s",
            lambda e: _f(e["costs_view"]["first_frame_s"], " s", 3),
        )
        row("(f) Costs view: first rows listed", "", lambda e: _f(e["costs_view"]["listed_s"], " s"))
        row("(a) peak RSS / bytes parsed", "≤ 2×", lambda e: _f(e["summary"]["rss_to_bytes"], "×", 1))
        row("trace log size", "", lambda e: f"{e['trace']['bytes_mb']:.1f} MB")
        row("(a) trace loader wall", "", lambda e: _f(e["trace"]["loader"]["wall_s"], " s"))
        row("(a) trace loader CPU", "", lambda e: _f(e["trace"]["loader"]["cpu_s"], " s"))
        row("(a) trace floor (read line by line)", "", lambda e: _f(e["trace"]["floor"]["wall_s"], " s"))
        row("(a) trace loader / floor", "≤ 3×", lambda e: _f(e["trace"]["ratio_to_floor"], "×", 1))
        row("(a) trace loader peak RSS", "", lambda e: _f(e["trace"]["loader"]["peak_rss_mb"], " MB", 0))
        row("(a) tlparse wall (same log)", "", lambda e: _f(e["trace"]["tlparse"]["wall_s"], " s"))
        row("(a) trace loader / tlparse", "< 1×", lambda e: _f(e["trace"]["loader_vs_tlparse"], "×"))
        row(
            "(b) first screen, from run_test() entry",
            "< 1 s",
            lambda e: _f(e["first_screen"]["first_screen_s"], " s"),
        )
        row(
            "(b) first screen incl. discovery",
            "< 1 s",
            lambda e: _f(e["first_screen"]["first_screen_with_discover_s"], " s"),
        )
        row(
            "(b) first graph parsed and shown",
            "",
            lambda e: _f(e["first_screen"]["first_graph_shown_s"], " s"),
        )
        row(
            "(b) real command in a pty: spawn to first frame",
            "",
            lambda e: _f(e["first_screen"]["pty_first_frame_s"], " s"),
        )
        if "large" in r and "keys" in r["large"]:
            lines += _key_lines(r["large"]["keys"])
        ranks = r.get("ranks")
        if ranks:
            lines += [
                "",
                f"(e) a session of N per-rank trace logs (copies of the corpus' rank 0 and rank 1 logs, "
                f"{ranks['log_bytes'] / 1e3:.0f} kB each) opened to the Ranks verdict, in a fresh process; "
                "target: time per rank flat (linear growth), memory bounded",
                "",
                "| N | wall | wall / N | each rank added since the N before | peak RSS |",
                "|---|---|---|---|---|",
            ]
            before: tuple[int, float] | None = None
            for n in RANK_COUNTS:
                e = ranks.get(str(n))
                if e:
                    added = (e["wall_s"] - before[1]) * 1000 / (n - before[0]) if before else None
                    lines.append(
                        f"| {n} | {_f(e['wall_s'], ' s')} | {_f(e['wall_per_rank_ms'], ' ms', 0)} | "
                        f"{_f(added, ' ms', 0)} | {_f(e['peak_rss_mb'], ' MB', 0)} |"
                    )
                    before = (n, e["wall_s"])
        h = r.get("help")
        if "large" in r and "summary" not in r["large"]:
            lines += ["", "(a) not measured in this run (`--only tui`)."]
        if h is None:
            lines += ["", "(b)–(d) not measured in this run (`--only summary` or `--only ranks`).", ""]
            continue
        lines += [
            "",
            f"(d) `inductor-explore --help`: {_f(h['wall_s'], ' s', 3)} (target < 0.3 s); imports torch: "
            f"{'yes' if h['imports_torch'] else 'no'}; "
            f"imports textual: {'yes' if h['imports_textual'] else 'no'}",
            "",
        ]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
