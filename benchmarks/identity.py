"""Output identity: every output of the text commands is byte-identical between two source trees.

    python benchmarks/identity.py --before REV [--after PATH_OR_REV] [-j N] [--keep DIR]

What it proves: for every input below and every command on it, `python -m inductor_explorer ...` run with
the --before tree's package and with the --after tree's package writes the same stdout, the same stderr and
exits with the same status, byte for byte. REV is a git revision of this repository (e.g. `main`); it is
exported with `git archive` into a temporary folder outside the explored folders, removed at the end (also
on Ctrl-C). --after is a folder holding a source tree (default: the working tree this script lives in,
uncommitted changes included) or a revision. Prints one line per differing output, followed by the first
differing lines as a short unified diff, then `identity: N outputs compared, M differ`. Exit status: 0 when
none differ, 1 when one does (or a command ran past its timeout), 2 on a usage error.

Inputs (paths relative to this repository's root, which is the working folder of every command, so that
both trees see the same path strings; the inputs are always this repository's):
  * every sample run `sample_runs/NAME` (a folder holding `torch_compile_debug/`);
  * every folder under `tests/data/` (the debug folders, trace-log folders and tlparse report the tests
    open as runs);
  * with `../shared/corpus/external/` present (see its INDEX.md; skipped with a note when absent): every
    top-level folder, and the trace logs and pasted TORCH_LOGS / explain() texts inside it on their own
    (`tlparse_tests_torch_trace/*`, `graph_breaks/*.txt`, `vinayak_*/logs/*.log`). One of the pasted
    texts is refused by the tool (exit 2): a refusal is an output too and is compared.
Commands per input: `summary` (plain, `--coverage`, `--json`, `--json --coverage`), `breaks` (plain,
`--json`; a folder without a trace log gives a usage error, compared like any output), `costs` (plain,
`--json`, `--device h100 --top 3`), `check INPUT --baseline INPUT` (plain, `--json`). Per pair of related
runs (the tests' diff_before/diff_after, graph_breaks_cpp/fix_loop_cpp, cache_base_cpp/each cache_*_cpp,
mlp and training on C++/Triton, the two tolist_break logs and three corpus pairs): `diff A B` (plain,
`--json`), `check B --baseline A` and `check A --baseline B` (plain, `--json`), and `check B --baseline
A.json` where A.json is the --before tree's `summary --json` of A. `costs --profile` (plain, `--json`) on
sample_runs/profile_cpp with its profile.json.

How each command runs: the same interpreter as this script (`sys.executable -P -m inductor_explorer`,
`-P` so the working folder does not shadow the tree), PYTHONPATH set to the tree's root, PYTHONIOENCODING
to utf-8 and the caller's other PYTHON* variables dropped, `--no-cache` where the command has it and
INDUCTOR_EXPLORER_CACHE set to a fresh empty folder for every command, stdin from /dev/null, stdout and
stderr pipes (not a TTY), COLUMNS=100 and LINES=40. PYTHONHASHSEED is left random, so output that depends
on set or hash order shows up as a difference. Before the runs, each tree is checked to be the one that
`import inductor_explorer` finds.

Normalised: nothing. Two runs with both trees the same code (`--before HEAD --after .`, then `--before
REV` with REV the working tree's commit), each with --keep, printed the same bytes for every command: four
processes per command, each with its own hash seed. The only text that differs between two runs of this
script is the path of the saved baseline (`check ... --baseline FILE.json` prints FILE), under this run's
temporary folder, the same for both trees within a run. A field that changes from run to run (a wall-clock
time, a temporary path) would go in NORMALISE, one narrow pattern per field, with the command printing it.

Run it from the repository root (2 cores: keep -j at 2):

    nice -n 10 .venv/bin/python benchmarks/identity.py --before main -j 2
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path("..") / "shared" / "corpus" / "external"  # relative to ROOT, as the tests find it
TIMEOUT_S = 300
DIFF_LINES = 12  # unified-diff lines printed per differing stream
ENVIRONMENT = {"COLUMNS": "100", "LINES": "40", "PYTHONIOENCODING": "utf-8"}

# (before, after) pairs of related runs for `diff` and `check`, relative to ROOT.
SAMPLE_PAIRS = [
    ("tests/data/diff_before", "tests/data/diff_after"),
    ("sample_runs/graph_breaks_cpp", "sample_runs/fix_loop_cpp"),
    ("sample_runs/cache_base_cpp", "sample_runs/cache_config_cpp"),
    ("sample_runs/cache_base_cpp", "sample_runs/cache_dtype_cpp"),
    ("sample_runs/cache_base_cpp", "sample_runs/cache_hit_cpp"),
    ("sample_runs/cache_base_cpp", "sample_runs/cache_model_cpp"),
    ("sample_runs/mlp_cpp", "sample_runs/mlp_triton"),
    ("sample_runs/training_cpp", "sample_runs/training_triton"),
    ("tests/data/tolist_break/default", "tests/data/tolist_break/capture_scalar_outputs"),
]
CORPUS_PAIRS = [
    ("vfdev_gridsampler_cpu_2.1a0", "vfdev_gridsampler_cuda_2.1a0"),
    (
        "vinayak_hf_cpu_trace_tlparse_2.6.0/logs/dedicated_log_torch_trace_0bywcazb.log",
        "vinayak_hf_cpu_trace_tlparse_2.6.0/logs/dedicated_log_torch_trace_1m5z7pob.log",
    ),
    (
        "tlparse_tests_torch_trace/multi_rank_schedule/dedicated_log_torch_trace_rank_0_6u3fubwl.log",
        "tlparse_tests_torch_trace/multi_rank_schedule/dedicated_log_torch_trace_rank_1_n8zycf07.log",
    ),
]
PROFILED = ("sample_runs/profile_cpp", "sample_runs/profile_cpp/profile.json")

# Normalisation of fields that change from run to run, one (command, pattern, replacement) per field;
# see the module docstring. Empty: no output of these commands changed between two runs of the same code.
NORMALISE: list[tuple[str, re.Pattern[bytes], bytes]] = []


@dataclass(frozen=True)
class Job:
    """One command line, run once with each tree."""

    args: tuple[str, ...]
    baseline_json: str | None = None  # check against the --before tree's `summary --json` of this run

    @property
    def label(self) -> str:
        shown = list(self.args)
        if self.baseline_json is not None:
            shown += ["--baseline", f"<summary --json {self.baseline_json}>"]
        return " ".join(shown)


@dataclass(frozen=True)
class Output:
    stdout: bytes
    stderr: bytes
    status: int | None  # None: ran past TIMEOUT_S and was killed

    def normalised(self, command: str) -> Output:
        stdout, stderr = self.stdout, self.stderr
        for name, pattern, replacement in NORMALISE:
            if name == command:
                stdout, stderr = pattern.sub(replacement, stdout), pattern.sub(replacement, stderr)
        return Output(stdout, stderr, self.status)


class Interrupted(Exception):
    """SIGTERM: stop, and clean up as on Ctrl-C."""


def inputs(notes: list[str]) -> list[str]:
    """Every input the commands run on, as paths relative to ROOT."""
    found = [f"sample_runs/{p.parent.name}" for p in sorted(ROOT.glob("sample_runs/*/torch_compile_debug"))]
    found += [f"tests/data/{p.name}" for p in sorted((ROOT / "tests" / "data").iterdir()) if p.is_dir()]
    corpus = ROOT / CORPUS
    if not corpus.is_dir():
        notes.append(f"note: {CORPUS} is absent: the external corpus is skipped")
        return found
    found += [(CORPUS / p.name).as_posix() for p in sorted(corpus.iterdir()) if p.is_dir()]
    loose = sorted(corpus.glob("tlparse_tests_torch_trace/*.log"))
    loose += sorted(corpus.glob("tlparse_tests_torch_trace/*.txt"))
    loose += sorted(corpus.glob("tlparse_tests_torch_trace/multi_rank_schedule"))
    loose += sorted(corpus.glob("tlparse_tests_torch_trace/multi_rank_schedule/*.log"))
    loose += sorted(corpus.glob("graph_breaks/*.txt"))
    loose += sorted(corpus.glob("vinayak_hf_cpu_trace_tlparse_2.6.0/logs/*.log"))
    return found + [(CORPUS / p.relative_to(corpus)).as_posix() for p in loose]


def pairs(notes: list[str]) -> list[tuple[str, str]]:
    found = list(SAMPLE_PAIRS)
    if (ROOT / CORPUS).is_dir():
        found += [((CORPUS / a).as_posix(), (CORPUS / b).as_posix()) for a, b in CORPUS_PAIRS]
    missing = sorted({p for pair in found for p in pair if not (ROOT / p).exists()})
    if missing:
        notes.append(f"note: missing, their pairs are skipped: {', '.join(missing)}")
    return [(a, b) for a, b in found if a not in missing and b not in missing]


def jobs(notes: list[str]) -> list[Job]:
    found: list[Job] = []
    for path in inputs(notes):
        found += [
            Job(("summary", "--no-cache", path)),
            Job(("summary", "--coverage", "--no-cache", path)),
            Job(("summary", "--json", "--no-cache", path)),
            Job(("summary", "--json", "--coverage", "--no-cache", path)),
            Job(("breaks", path)),
            Job(("breaks", "--json", path)),
            Job(("costs", "--no-cache", path)),
            Job(("costs", "--json", "--no-cache", path)),
            Job(("costs", "--device", "h100", "--top", "3", "--no-cache", path)),
            Job(("check", path, "--baseline", path)),
            Job(("check", path, "--baseline", path, "--json")),
        ]
    for before, after in pairs(notes):
        found += [
            Job(("diff", "--no-cache", before, after)),
            Job(("diff", "--json", "--no-cache", before, after)),
            Job(("check", after, "--baseline", before)),
            Job(("check", after, "--baseline", before, "--json")),
            Job(("check", before, "--baseline", after)),
            Job(("check", before, "--baseline", after, "--json")),
            Job(("check", after, "--json"), baseline_json=before),
        ]
    run, profile = PROFILED
    if (ROOT / profile).is_file():
        found += [
            Job(("costs", "--profile", profile, "--no-cache", run)),
            Job(("costs", "--profile", profile, "--json", "--no-cache", run)),
        ]
    return found


class Runner:
    """Runs commands with one tree's package; kills what it started when stopped."""

    def __init__(self, scratch: Path) -> None:
        self.scratch = scratch
        self.lock = threading.Lock()
        self.running: set[subprocess.Popen[bytes]] = set()
        self.stopped = False
        self.count = 0

    def environment(self, tree: Path) -> dict[str, str]:
        with self.lock:
            self.count += 1
            cache = self.scratch / "cache" / str(self.count)
        cache.mkdir(parents=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON") and k not in ENVIRONMENT}
        return env | ENVIRONMENT | {"PYTHONPATH": str(tree), "INDUCTOR_EXPLORER_CACHE": str(cache)}

    def run(self, tree: Path, args: list[str]) -> Output:
        command = [sys.executable, "-P", "-m", "inductor_explorer", *args]
        return self.execute(command, tree)

    def execute(self, command: list[str], tree: Path) -> Output:
        env = self.environment(tree)
        with self.lock:
            if self.stopped:
                raise Interrupted
            process = subprocess.Popen(
                command,
                cwd=ROOT,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
            self.running.add(process)
        try:
            stdout, stderr = process.communicate(timeout=TIMEOUT_S)
            status: int | None = process.returncode
        except subprocess.TimeoutExpired:
            process.kill()
            stdout, stderr = process.communicate()
            status = None
        finally:
            with self.lock:
                self.running.discard(process)
        return Output(stdout, stderr, status)

    def stop(self) -> None:
        with self.lock:
            self.stopped = True
            for process in self.running:
                process.kill()


def export(rev: str, into: Path) -> Path:
    """The tree of `rev` (a commit of this repository) written into `into` with `git archive`."""
    into.mkdir(parents=True)
    archive = subprocess.Popen(
        ["git", "-C", str(ROOT), "archive", "--format=tar", rev], stdout=subprocess.PIPE
    )
    unpack = subprocess.run(["tar", "-x", "-C", str(into)], stdin=archive.stdout, check=False)
    if archive.stdout is not None:
        archive.stdout.close()
    if archive.wait() != 0 or unpack.returncode != 0:
        raise RuntimeError(f"git archive {rev} failed")
    return into


def commit_of(rev: str) -> str | None:
    found = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
        capture_output=True,
        text=True,
        check=False,
    )
    return found.stdout.strip() if found.returncode == 0 else None


def imports_from(runner: Runner, tree: Path) -> str:
    probe = "import inductor_explorer; print(inductor_explorer.__file__)"
    found = runner.execute([sys.executable, "-P", "-c", probe], tree)
    return found.stdout.decode(errors="replace").strip() or found.stderr.decode(errors="replace").strip()


def differences(job: Job, before: Output, after: Output) -> list[str]:
    """The lines describing how two outputs of one job differ; empty when they are identical."""
    if before.status is None or after.status is None:
        which = " and ".join(name for name, o in (("before", before), ("after", after)) if o.status is None)
        return [f"differ: {job.label}: timed out after {TIMEOUT_S} s ({which})"]
    before, after = before.normalised(job.args[0]), after.normalised(job.args[0])
    lines: list[str] = []
    if before.status != after.status:
        lines.append(f"differ: {job.label}: exit status {before.status} before, {after.status} after")
    for stream, old, new in (
        ("stdout", before.stdout, after.stdout),
        ("stderr", before.stderr, after.stderr),
    ):
        if old == new:
            continue
        lines.append(f"differ: {job.label}: {stream}")
        diff = difflib.unified_diff(
            old.decode(errors="replace").splitlines(),
            new.decode(errors="replace").splitlines(),
            "before",
            "after",
            n=1,
            lineterm="",
        )
        shown = list(diff)
        lines += [f"    {line}" for line in shown[:DIFF_LINES]]
        if len(shown) > DIFF_LINES:
            lines.append(f"    ... {len(shown) - DIFF_LINES} more diff lines")
        if not shown:  # the same lines, differing only in line endings or a final newline
            lines.append("    (differs only in line endings or the final newline)")
    return lines


def keep(directory: Path, number: int, job: Job, outputs: dict[str, Output]) -> None:
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", job.label).strip("_")[:150]
    for side, output in outputs.items():
        folder = directory / side
        folder.mkdir(parents=True, exist_ok=True)
        stem = folder / f"{number:04d}_{name}"
        stem.with_name(stem.name + ".stdout").write_bytes(output.stdout)
        stem.with_name(stem.name + ".stderr").write_bytes(output.stderr)
        stem.with_name(stem.name + ".status").write_text(f"{job.label}\n{output.status}\n")


def baselines(runner: Runner, pool: ThreadPoolExecutor, tree: Path, todo: list[Job]) -> dict[str, str]:
    """The --before tree's `summary --json` of each run a check job uses as a baseline file."""
    runs = sorted({job.baseline_json for job in todo if job.baseline_json is not None})
    folder = runner.scratch / "baselines"
    folder.mkdir()
    started = {run: pool.submit(runner.run, tree, ["summary", "--json", "--no-cache", run]) for run in runs}
    files: dict[str, str] = {}
    for number, (run, future) in enumerate(started.items()):
        path = folder / f"{number}_{Path(run).name}.json"
        path.write_bytes(future.result().stdout)
        files[run] = str(path)
    return files


def arguments(job: Job, files: dict[str, str]) -> list[str]:
    if job.baseline_json is None:
        return list(job.args)
    return [*job.args, "--baseline", files[job.baseline_json]]


def compare(runner: Runner, trees: dict[str, Path], workers: int, kept: Path | None) -> tuple[int, int]:
    """Runs every job with both trees; prints each difference; returns (outputs compared, differing)."""
    notes: list[str] = []
    todo = jobs(notes)
    for note in notes:
        print(note, flush=True)
    differing = 0
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        files = baselines(runner, pool, trees["before"], todo)
        started: dict[Future[Output], tuple[int, str]] = {}
        for number, job in enumerate(todo):
            for side, tree in trees.items():
                started[pool.submit(runner.run, tree, arguments(job, files))] = (number, side)
        results: dict[int, dict[str, Output]] = {}
        for done, future in enumerate(as_completed(started), 1):
            number, side = started[future]
            results.setdefault(number, {})[side] = future.result()
            if done % 200 == 0:
                print(f"identity: {done}/{len(started)} commands run", file=sys.stderr, flush=True)
            if len(results[number]) < len(trees):
                continue
            outputs = results.pop(number)
            job = todo[number]
            lines = differences(job, outputs["before"], outputs["after"])
            if lines:
                differing += 1
                print("\n".join(lines), flush=True)
            if kept is not None:
                keep(kept, number, job, outputs)
    except BaseException:
        runner.stop()  # the commands running are killed, the ones not started raise Interrupted
        raise
    finally:
        pool.shutdown(cancel_futures=True)
    return len(todo), differing


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Prove that summary, breaks, costs, diff and check print the same bytes with two trees.",
    )
    parser.add_argument("--before", required=True, metavar="REV", help="git revision of the tree before")
    parser.add_argument(
        "--after",
        metavar="PATH_OR_REV",
        help="source tree folder or git revision after (default: this working tree)",
    )
    parser.add_argument("-j", type=int, default=2, metavar="N", help="commands run at once (default 2)")
    parser.add_argument(
        "--keep", type=Path, metavar="DIR", help="write every output under DIR/before, DIR/after"
    )
    options = parser.parse_args(argv)
    if options.j < 1:
        parser.error("-j must be at least 1")
    return options


def on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise Interrupted


def prepare(options: argparse.Namespace, scratch: Path) -> Iterator[str]:
    """Checks the revisions and paths; yields the error messages (nothing when all is well)."""
    if commit_of(options.before) is None:
        yield f"--before {options.before}: not a revision of {ROOT}"
    if options.after is not None and not Path(options.after).is_dir() and commit_of(options.after) is None:
        yield f"--after {options.after}: neither a folder nor a revision of {ROOT}"
    if options.keep is not None and options.keep.exists() and any(options.keep.iterdir()):
        yield f"--keep {options.keep}: not empty"
    if scratch.resolve().is_relative_to(ROOT) or ROOT.is_relative_to(scratch.resolve()):
        yield f"the temporary folder {scratch} overlaps {ROOT}"


def main(argv: list[str]) -> int:
    options = parse(argv)
    signal.signal(signal.SIGTERM, on_sigterm)
    scratch = Path(tempfile.mkdtemp(prefix="inductor-explore-identity-"))
    runner = Runner(scratch)
    try:
        errors = list(prepare(options, scratch))
        if errors:
            print("\n".join(f"identity: {error}" for error in errors), file=sys.stderr)
            return 2
        trees = {"before": export(options.before, scratch / "before")}
        if options.after is None:
            trees["after"] = ROOT
        elif Path(options.after).is_dir():
            trees["after"] = Path(options.after).resolve()
        else:
            trees["after"] = export(options.after, scratch / "after")
        for side, tree in trees.items():
            found = imports_from(runner, tree)
            if not found.startswith(str(tree / "inductor_explorer") + os.sep):
                print(
                    f"identity: the {side} tree {tree} does not provide inductor_explorer: {found}",
                    file=sys.stderr,
                )
                return 2
        label = {"before": options.before, "after": options.after or "working tree"}
        for side, tree in trees.items():
            print(f"{side}: {label[side]} ({tree})", file=sys.stderr)
        began = time.monotonic()
        compared, differing = compare(runner, trees, options.j, options.keep)
        seconds = time.monotonic() - began
        print(f"identity: {compared} outputs compared, {differing} differ")
        print(f"identity: {seconds:.0f} s", file=sys.stderr)
        return 1 if differing else 0
    except (KeyboardInterrupt, Interrupted):
        runner.stop()
        print("identity: interrupted", file=sys.stderr)
        return 130
    finally:
        runner.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
