"""Handing the file shown to the user's pager or editor, at the line shown.

The command line is built here, without Textual: `$PAGER` (else `less`, when installed) or `$VISUAL` /
`$EDITOR`, with the line argument each common program takes and, for editors that have one, their
read-only switch: the explorer never changes what it explores, and handing a file over should not invite it.
"""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Mapping
from pathlib import Path

#: Read-only switches of common editors (pagers never write).
READ_ONLY = {
    "vi": ["-R"],
    "vim": ["-R"],
    "nvim": ["-R"],
    "gvim": ["-R"],
    "view": [],
    "nano": ["-v"],
    "micro": ["-readonly", "true"],
    "kak": ["-ro"],
}
#: Programs that take `FILE:LINE` rather than `+LINE FILE`; VS Code and its forks want `--goto` first.
COLON_LINE = {"hx", "helix", "subl", "zed"}
GOTO_LINE = {"code", "codium", "code-insiders", "cursor"}


def program_for(kind: str, environ: Mapping[str, str]) -> tuple[str | None, str]:
    """The program line to run for KIND ("pager" or "editor") and where it came from, or None and why not."""
    if kind == "pager":
        if environ.get("PAGER", "").strip():
            return environ["PAGER"], "$PAGER"
        if shutil.which("less"):
            return "less", "less ($PAGER is not set)"
        return None, "$PAGER is not set and less is not installed: set PAGER (e.g. export PAGER=less)"
    for variable in ("VISUAL", "EDITOR"):
        if environ.get(variable, "").strip():
            return environ[variable], f"${variable}"
    return None, "$EDITOR is not set: set it (e.g. export EDITOR=vim), or press v for the pager"


def command_line(program: str, path: Path, line: int) -> list[str]:
    """The argv that opens PATH at LINE (1-based) with PROGRAM (a `$PAGER`-style line: words, quoting).

    Raises ValueError when PROGRAM is empty or its quoting is broken.
    """
    argv = shlex.split(program)
    if not argv:
        raise ValueError("no program named")
    name = Path(argv[0]).name
    if name in GOTO_LINE:
        return [*argv, "--goto", f"{path}:{line}"]
    if name in COLON_LINE:
        return [*argv, f"{path}:{line}"]
    return [*argv, *READ_ONLY.get(name, []), f"+{line}", str(path)]
