"""Smoke test of an installed wheel, as a user who installed it (not a checkout) would use it.

    python .ci/smoke_wheel.py VENV_PYTHON

VENV_PYTHON is the Python of a fresh virtual environment holding only the wheel and its dependencies.
Every command runs from an empty temporary folder, without PYTHONPATH, so nothing of the checkout is
importable. Checks: --version, --help, `summary --json` on the bundled demo (the same summary as the
checkout's sample_runs/training_triton gives), the explorer on the demo in a pseudo-terminal (the
installed command and `python -m inductor_explorer`; q quits with status 0), and that the demo's files
are the same afterwards (the parse cache went to INDUCTOR_EXPLORER_CACHE, not beside the demo).
pexpect comes from the Python running this script, not from VENV_PYTHON's environment.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[1]
CHECKOUT_DEMO = ROOT / "sample_runs" / "training_triton" / "torch_compile_debug"


def snapshot(root: Path) -> dict[str, tuple[int, int, int]]:
    return {
        str(p.relative_to(root)): (p.lstat().st_mode, p.lstat().st_size, p.lstat().st_mtime_ns)
        for p in sorted(root.rglob("*"))
    }


def main(python: str) -> int:
    bindir = Path(python).parent
    command = str(bindir / "inductor-explore")
    with tempfile.TemporaryDirectory() as tmp:
        cwd = Path(tmp) / "cwd"
        cwd.mkdir()
        cache = Path(tmp) / "cache"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        env.update(INDUCTOR_EXPLORER_CACHE=str(cache), TERM="xterm-256color")

        def run(*argv: str) -> str:
            done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
            if done.returncode != 0:
                raise SystemExit(f"smoke: {' '.join(argv)} exited {done.returncode}:\n{done.stderr}")
            return done.stdout

        demo = Path(run(python, "-c", "from inductor_explorer.cli import DEMO_RUN; print(DEMO_RUN)").strip())
        if ROOT in demo.resolve().parents:
            raise SystemExit(
                f"smoke: the demo resolves into the checkout ({demo}), not into the installed package"
            )
        before = snapshot(demo)

        version = run(command, "--version").strip()
        assert version.startswith("inductor-explore "), version
        assert "examples:" in run(command, "--help")

        installed = run(command, "summary", "--json", str(demo)).replace(str(demo), "DEMO")
        checkout = subprocess.run(
            [
                sys.executable,
                "-m",
                "inductor_explorer",
                "summary",
                "--json",
                "--no-cache",
                str(CHECKOUT_DEMO),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        expected = json.loads(checkout.stdout.replace(str(CHECKOUT_DEMO), "DEMO"))
        if json.loads(installed) != expected:
            raise SystemExit("smoke: summary --json of the installed demo differs from the checkout's sample")

        graph = sorted(p.name for p in demo.glob("run_*/torchinductor/*_forward_*"))[0]
        for argv in ([command, "--demo"], [python, "-m", "inductor_explorer", "--demo"]):
            child = pexpect.spawn(argv[0], argv[1:], cwd=str(cwd), env=env, dimensions=(30, 100), timeout=60)
            try:
                child.expect(graph.encode())
                child.expect("Kernels")  # the navigator filled in once the first graph was parsed
                child.send("q")
                child.expect(pexpect.EOF)
            finally:
                child.close()
            if child.exitstatus != 0:
                raise SystemExit(f"smoke: {' '.join(argv)} exited {child.exitstatus}")

        if snapshot(demo) != before:
            raise SystemExit(f"smoke: files under the installed demo changed ({demo})")
        if not any(cache.iterdir()):
            raise SystemExit("smoke: the parse cache wrote nothing to INDUCTOR_EXPLORER_CACHE")
        print(f"smoke: {version} from {demo.parents[1]}: --version, --help, summary --json, --demo (pty) ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
