"""The `--help` text of a command, and a section of it, as the CLI tests read them."""

from __future__ import annotations

import pytest

from inductor_explorer.cli import main


def help_text(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit:
        main([command, "--help"] if command else ["--help"])
    assert exit.value.code == 0
    return capsys.readouterr().out


def section(help_text: str, heading: str) -> list[str]:
    """The lines under HEADING (a line of its own) up to the first that is not indented."""
    lines = help_text.splitlines()
    start = lines.index(heading) + 1
    found = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        found.append(line.strip())
    return found
