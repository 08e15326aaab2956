"""The layer rules of pyproject.toml's [tool.importlinter] hold: `lint-imports` passes on this checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _lint_imports() -> str | None:
    beside = Path(sys.executable).with_name("lint-imports")
    return str(beside) if beside.is_file() else shutil.which("lint-imports")


def test_import_layers_are_kept():
    command = _lint_imports()
    if command is None:
        pytest.skip("import-linter is not installed")
    # This checkout's package, not an installed one, is the one analysed.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [command, "--no-cache"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "0 broken" in result.stdout
    # The contract that keeps the screen from reading files is among those checked, and kept.
    said = " ".join(result.stdout.split())
    contract = "The screen never reads files: tui reaches the loader only through the session and its state"
    assert f"{contract} KEPT" in said
