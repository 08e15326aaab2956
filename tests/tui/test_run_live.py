"""`inductor-explore run -- python script.py` in a terminal: the explorer opens while the script runs, shows
the recompile of its second half as it is logged, says when the script ended and with what status, and `q`
then exits with the script's status."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tests.support.torch_python import torch_python

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]

#: Three calls, then three with another Python float (a recompile), slowly enough to be followed.
SCRIPT = """\
import time
import torch


@torch.compile
def step(x, scale):
    return torch.relu(x @ x.T) * scale


for i in range(6):
    step(torch.randn(8, 8), 2.0 if i < 3 else 3.0)
    time.sleep(1.0)
print("done")
"""


def test_run_opens_the_explorer_while_the_script_runs_and_follows_it(tmp_path):
    python = torch_python()
    if python is None:
        pytest.skip("no Python with torch (install the torch extra)")
    script = tmp_path / "train.py"
    script.write_text(SCRIPT, encoding="utf-8")
    out = tmp_path / "out"
    # This checkout's package (the script runs in tmp_path, where `-m` finds none).
    env = dict(os.environ, TERM="xterm-256color", COLUMNS="120", LINES="32", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "inductor_explorer", "run", "--out", str(out), "--", python, str(script)]
    child = pexpect.spawn(command[0], command[1:], env=env, dimensions=(32, 120), timeout=120, cwd=tmp_path)
    try:
        child.expect("running .*train.py")  # the explorer is open and the script still runs
        assert not (out / "capture" / "command.json").exists()  # written when the script ends
        # The recompile of the second half, notified as it is logged (a terminal is sent only the cells that
        # change: a count going from 1 to 2 is one character, a notification is drawn whole).
        child.expect(r"\[0/1\] recompile of step")
        child.expect("the script ended: exit status 0")
        child.send("q")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert (out / "capture" / "script.stdout").read_text(encoding="utf-8") == "done\n"
