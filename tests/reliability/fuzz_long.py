"""The long mutation fuzzer: `python tests/reliability/fuzz_long.py --minutes 10`.

Copies every sample run and corpus debug folder, damages random files with random mutations
(see tests/support/mutations.py), and checks what tests/reliability/test_mutation_fuzz.py checks in CI:
loading never raises and stays within max(5 s, 2 s/MB), undamaged artifacts parse as before, and
`summary` / `breaks` never fail internally. Every failure is printed with its seed; rerun one with
`--seed N --iterations 1`. Exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # run as a script: `tests.support` is found from the repository root

from tests.support.mutations import (  # noqa: E402
    MUTATIONS,
    add_folder_loop,
    artifact_counts,
    artifact_files,
    check_mutated,
    copy_run,
    mutate_file,
)

CORPUS = ROOT.parent / "shared" / "corpus" / "external"


def sources() -> list[Path]:
    found = sorted(ROOT.glob("sample_runs/*/torch_compile_debug"))
    if CORPUS.is_dir():
        found += sorted(p for p in CORPUS.iterdir() if p.is_dir() and any(p.rglob("output_code*.py")))
    return found


def one_case(source: Path, seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        root = copy_run(source, Path(tmp) / "copy")
        before = artifact_counts(root)
        damaged: set[Path] = set()
        for _ in range(rng.randint(1, 5)):
            files = [p for p in artifact_files(root) if p not in damaged]
            if not files:
                break
            target = rng.choice(files)
            mutate_file(target, rng.choice(MUTATIONS), rng)
            damaged.add(target)
        if rng.random() < 0.2:
            add_folder_loop(root)
        kept = {key: c for key, c in before.items() if Path(key[0]) / key[1] not in damaged}
        check_mutated(root, None, kept)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to run (default 10)")
    parser.add_argument("--seed", type=int, default=None, help="first seed (default: from the clock)")
    parser.add_argument("--iterations", type=int, default=None, help="stop after this many cases")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else int(time.time())
    deadline = time.monotonic() + args.minutes * 60
    folders = sources()
    cases = failures = 0
    while time.monotonic() < deadline and (args.iterations is None or cases < args.iterations):
        source = folders[seed % len(folders)]
        try:
            one_case(source, seed)
        except Exception:  # noqa: BLE001
            # the fuzzer's job: any error of one case is a failure to print with its seed, then go on
            failures += 1
            print(f"FAIL seed={seed} source={source}\n{traceback.format_exc()}", flush=True)
        cases += 1
        seed += 1
        if cases % 25 == 0:
            print(f"{cases} cases, {failures} failures", flush=True)
    print(f"done: {cases} cases over {len(folders)} folders, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
