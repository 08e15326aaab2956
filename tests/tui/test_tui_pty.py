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


def test_an_internal_error_in_the_explorer_is_one_line_and_a_saved_report(sample_runs, tmp_path):
    run = sample_runs / "training_cpp" / "torch_compile_debug"
    # A view that fails while drawing: the user must see one line and where the details went.
    code = (
        "import sys\n"
        "from inductor_explorer.tui.views import overview\n"
        "def broken(self, *args, **kwargs):\n"
        "    raise RuntimeError('planted failure')\n"
        "overview.OverviewView.show = broken\n"
        "from inductor_explorer.cli import main\n"
        f"sys.exit(main([{str(run)!r}]))\n"
    )
    env = dict(os.environ, TERM="xterm-256color", TMPDIR=str(tmp_path))
    child = pexpect.spawn(sys.executable, ["-c", code], env=env, dimensions=(30, 100), timeout=60)
    try:
        child.expect(pexpect.EOF)
    finally:
        child.close()
    output = child.before.decode("utf-8", "replace")
    assert child.exitstatus == 1
    assert "Traceback" not in output and "planted failure" not in output
    assert "inductor-explore: internal error; details saved to" in output
    (report,) = tmp_path.glob("inductor-explore-crash-*.txt")
    assert "planted failure" in report.read_text()
