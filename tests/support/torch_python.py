"""A Python that has torch, for the tests that run a real torch.compile in a child process (never imported
here: importing torch takes seconds)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def torch_python() -> str | None:
    """This interpreter when it has torch, else the repository's .venv-torch; None when neither has it."""
    for candidate in (sys.executable, str(ROOT / ".venv-torch" / "bin" / "python")):
        if not Path(candidate).exists():
            continue
        probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('torch') is None)"
        if subprocess.run([candidate, "-c", probe], capture_output=True, timeout=60).returncode == 0:
            return candidate
    return None
