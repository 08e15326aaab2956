"""Where structured trace logs lie: the `tlparse/` folders torch writes beside its run folders."""

from __future__ import annotations

import os
from pathlib import Path

TRACE_DIR = "tlparse"
MAX_FIND_DEPTH = 4


def find_trace_logs(root: Path) -> list[Path]:
    """Structured trace logs in `tlparse/` folders under ROOT (or beside ROOT when ROOT is a run folder).

    torch writes them to `torch_compile_debug/tlparse/dedicated_log_torch_trace_*.log`, next to the
    `run_*-pid_N` folders; match a log to its run with TraceLog.pid.
    """
    found: list[Path] = []
    folders: list[Path] = []
    if root.name == TRACE_DIR:
        folders.append(root)
    if root.name.startswith("run_") or "-pid_" in root.name:
        folders.append(root.parent / TRACE_DIR)
    for dirpath, dirnames, _files in os.walk(root):
        depth = len(Path(dirpath).relative_to(root).parts)
        if depth >= MAX_FIND_DEPTH:
            dirnames[:] = []
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        if TRACE_DIR in dirnames:
            folders.append(Path(dirpath) / TRACE_DIR)
    for folder in folders:
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            candidate = folder / name
            if candidate.is_file() and (name.endswith((".log", ".txt")) or name.startswith("dedicated_log_torch_trace")) \
                    and candidate not in found:
                found.append(candidate)
    return found
