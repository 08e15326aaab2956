"""The real `inductor-explore` command in a pseudo-terminal: first screen, then `q` exits 0."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")


def test_command_opens_a_run_and_quits(sample_runs):
    run = sample_runs / "training_cpp" / "torch_compile_debug"
    script = Path(sys.executable).with_name("inductor-explore")
    if not script.exists():
        pytest.skip("the package is not installed in this venv (pip install -e .)")
    graph = sorted(p.name for p in run.glob("run_*/torchinductor/*_forward_*"))[0]
    env = dict(os.environ, TERM="xterm-256color", COLUMNS="100", LINES="30")
    child = pexpect.spawn(str(script), [str(run)], env=env, dimensions=(30, 100), timeout=60)
    try:
        child.expect(graph.encode())
        child.expect("Kernels")  # the navigator filled in once the first graph was parsed
        child.send("q")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
