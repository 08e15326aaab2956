"""`inductor-explore run`: environment, output folder rules, capture and echo, exit status, a real torch run.

Only the last test needs torch, and it never imports it here: the script runs in a child Python that
has torch (this interpreter when it has it, else the repository's .venv-torch), or the test is skipped.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import datetime
from pathlib import Path

import pytest

from inductor_explorer.capture import (
    CAPTURE_DIR,
    CaptureError,
    capture_env,
    capture_run,
    check_out,
    default_out,
    shown_command,
)
from inductor_explorer.cli import main
from inductor_explorer.loader.fusion_log import find_fusion_log
from tests.support.torch_python import torch_python

ROOT = Path(__file__).resolve().parents[1]
TINY = ROOT / "tests" / "data" / "tiny_compile.py"

NOISY = """
import sys
print("hello from stdout")
print("V1130 03:09:29.827000 1 s.py:1] [0/0] [__fusion] cannot fuse op1 with op2: no shared data", \
file=sys.stderr)
print("a warning on stderr", file=sys.stderr)
sys.exit(3)
"""


def test_env_turns_on_the_debug_outputs_and_keeps_the_users_logs(tmp_path):
    env = capture_env(tmp_path / "out", {"TORCH_LOGS": "+dynamo,fusion", "PATH": "/bin"})
    assert env["TORCH_COMPILE_DEBUG"] == "1"
    assert env["TORCH_COMPILE_DEBUG_DIR"] == str((tmp_path / "out").resolve())
    assert env["TORCH_TRACE"] == str((tmp_path / "out" / "torch_compile_debug" / "tlparse").resolve())
    assert env["TORCH_LOGS"] == "+dynamo,fusion,graph_breaks,recompiles"
    assert env["TORCHINDUCTOR_FORCE_DISABLE_CACHES"] == "1" and env["PATH"] == "/bin"
    assert (
        capture_env(tmp_path, {"TORCHINDUCTOR_FORCE_DISABLE_CACHES": "0"})[
            "TORCHINDUCTOR_FORCE_DISABLE_CACHES"
        ]
        == "0"
    )


def test_output_folder_rules(tmp_path):
    check_out(tmp_path / "new")
    check_out(tmp_path)  # empty
    (tmp_path / "x").write_text("")
    with pytest.raises(CaptureError, match="not empty"):
        check_out(tmp_path)
    with pytest.raises(CaptureError, match="torch_compile_debug"):
        check_out(tmp_path / "torch_compile_debug" / "mine")
    when = datetime(2026, 11, 30, 3, 9, 7)
    first = default_out(tmp_path, now=when)
    assert first == tmp_path / "20261130-030907"
    first.mkdir()
    assert default_out(tmp_path, now=when) == tmp_path / "20261130-030907-2"


def test_capture_tees_output_and_keeps_the_exit_status(tmp_path, capfd):
    out = tmp_path / "run"
    result = capture_run([sys.executable, "-c", NOISY], out, progress=False)
    assert result.returncode == 3 and result.exit_code == 3 and result.status_text == "exit status 3"
    assert (result.stdout_lines, result.stderr_lines) == (1, 2)
    seen = capfd.readouterr()
    assert "hello from stdout" in seen.out
    assert "a warning on stderr" in seen.err and "[__fusion]" not in seen.err
    captured = out / CAPTURE_DIR
    assert "[__fusion] cannot fuse op1 with op2" in (captured / "script.stderr").read_text()
    assert (captured / "script.stdout").read_text() == "hello from stdout\n"
    record = json.loads((captured / "command.json").read_text())
    assert record["returncode"] == 3 and record["command"][0] == sys.executable
    assert find_fusion_log(out / "torch_compile_debug") == captured / "script.stderr"


def test_cli_run_reports_and_exits_with_the_scripts_status(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["run", "--out", str(out), "--no-tui", "--", sys.executable, "-c", NOISY]) == 3
    text = capsys.readouterr().out
    assert "script exit status 3" in text and "no torch.compile output was captured" in text
    assert main(["run", "--out", str(out), "--", sys.executable, "-c", "pass"]) == 2
    assert "not empty" in capsys.readouterr().err
    assert main(["run", "--"]) == 2
    assert main(["run", "--out", str(tmp_path / "b"), "--", str(tmp_path / "no-such-program")]) == 2
    assert capsys.readouterr().err.count("\n") == 2


def test_run_a_real_compile(tmp_path, capsys):
    python = torch_python()
    if python is None:
        pytest.skip("no Python with torch (install the torch extra, or make .venv-torch)")
    out = tmp_path / "run"
    assert main(["run", "--out", str(out), "--no-tui", "--", python, str(TINY)]) == 0
    text = capsys.readouterr().out
    assert "script exit status 0" in text
    graphs = list(out.glob("torch_compile_debug/run_*/torchinductor/*/output_code.py"))
    assert len(graphs) == 1
    assert list(out.glob("torch_compile_debug/tlparse/*.log"))
    from inductor_explorer.loader.fusion_log import parse_fusion_log

    log, problems = parse_fusion_log((out / CAPTURE_DIR / "script.stderr").read_text(), "stderr")
    assert problems == []
    assert {d.graph for d in log.decisions} == {graphs[0].parent.name}
    assert any(not d.fused for d in log.decisions) and any(d.fused for d in log.decisions)
    assert (
        f"fusion log: {len(log.decisions) - len(log.refusals())} fusions, {len(log.refusals())} refusals"
        in text
    )


def test_run_with_a_profile(tmp_path, capsys):
    python = torch_python()
    if python is None:
        pytest.skip("no Python with torch (install the torch extra, or make .venv-torch)")
    out = tmp_path / "run"
    assert main(["run", "--out", str(out), "--no-tui", "--profile", "--", python, str(TINY)]) == 0
    profile = out / "profile.json"
    assert f"profile: {profile}" in capsys.readouterr().out
    events = json.loads(profile.read_text())["traceEvents"]
    code = next(out.glob("torch_compile_debug/run_*/torchinductor/*/output_code.py")).read_text()
    kernels = re.findall(r"^(cpp_fused_\w+) = async_compile", code, re.M)
    assert kernels
    assert main(["costs", str(out), "--profile", str(profile), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for kernel in kernels:
        # Each C++ kernel ran once, recorded under graph_<id>_<name>.
        recorded = [
            e for e in events if e.get("ph") == "X" and re.fullmatch(rf"graph_\d+_{kernel}", e["name"])
        ]
        entry = next(k for k in data["kernels"] if k["name"] == kernel)
        assert entry["measured"]["count"] == len(recorded) == 1


def test_a_running_script_is_named_by_its_program_and_relative_script(tmp_path):
    # A CI checkout's venv and pytest's tmp path made `run`'s status line 123 characters: the script's name
    # was cut off a 120-column terminal. The status line names the program and the script under the cwd.
    deep = tmp_path / "pytest-of-root" / "pytest-249" / "popen-gw1" / "test_run_opens_the_explorer_wh0"
    command = ["/check/work/main/.venv/bin/python", str(deep / "train.py"), "--steps", "3"]
    assert shown_command(command, cwd=deep) == "python train.py --steps 3"
    # Outside the cwd a path stays whole; an argument with a space is quoted as a shell would need it.
    assert shown_command(["python3", "/opt/x y/train.py"], cwd=deep) == "python3 '/opt/x y/train.py'"
