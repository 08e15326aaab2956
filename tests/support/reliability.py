"""Helpers shared by the reliability tests: sample runs, the CLI in-process, the TUI under Pilot."""

from __future__ import annotations

import asyncio
import contextlib
import html
import io
import os
import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def sample(name: str) -> Path:
    path = ROOT / "sample_runs" / name / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run {name} is not generated")
    return path


def copy_sample(name: str, dest: Path) -> Path:
    shutil.copytree(sample(name), dest, symlinks=True)
    return dest


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    """`inductor-explore ARGV` in this process: (exit status, stdout, stderr)."""
    from inductor_explorer.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def tree_snapshot(root: Path) -> dict[str, tuple]:
    """Every path under ROOT with its type, size, mode and mtime (symlinks not followed)."""
    snap: dict[str, tuple] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            st = path.lstat()
            snap[str(path.relative_to(root))] = (st.st_mode, st.st_size, st.st_mtime_ns)
    return snap


def graph_keys(session) -> list[str]:
    return [g.name for run in session.runs for g in run.graphs]


async def _explore(path: Path, keys: tuple[str, ...], size: tuple[int, int]) -> list[str]:
    from inductor_explorer.session import open_session
    from inductor_explorer.tui.app import make_app

    app = make_app(open_session(path))
    screens: list[str] = []
    async with app.run_test(size=size) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await app.workers.wait_for_complete()
            await pilot.pause()
            svg = app.export_screenshot()
            screens.append(screen_text(svg))
            screens.append(svg)
        await pilot.press("q")
    return screens


# A run of cells of a screenshot: Rich's SVG export writes each non-blank one as a <text> at its x, clipped
# to its row's line.
_SVG_TEXT = re.compile(
    r'<text [^>]*\bx="([0-9.]+)"[^>]*\btextLength="([0-9.]+)"[^>]*-line-([0-9]+)\)">([^<]*)</text>'
)


def screen_text(svg: str) -> str:
    """The cells of a screenshot (Textual's export_screenshot) as text, one line per row."""
    from rich.cells import cell_len

    rows: dict[int, str] = {}
    for x, length, row, escaped in _SVG_TEXT.findall(svg):
        text = html.unescape(escaped).replace("\xa0", " ")
        column = round(float(x) * cell_len(text) / float(length))  # a cell is textLength / cells wide
        line = rows.get(int(row), "")
        rows[int(row)] = line.ljust(column) + text.rstrip("\n")  # a row's last run ends in its newline
    return "\n".join(rows.get(row, "") for row in range(max(rows, default=-1) + 1))


def explore(
    path: Path, keys: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7"), size: tuple[int, int] = (120, 40)
) -> list[str]:
    """Open PATH in the explorer, press each key, and return the screen text and SVG after each."""
    return asyncio.run(_explore(path, keys, size))
