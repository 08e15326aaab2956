"""One direction for every comparison: the help's own examples, run on a real fix, count after minus before.

tests/data/diff_before and diff_after are one script before and after a fix that removed its `print` graph
break (tests/data/make_diff_runs.py): after the fix there is one graph break and one compiled graph fewer.
Each example line of `--help` is run with its two paths replaced by these folders (the path that names
"before" or the baseline by diff_before, the other by diff_after).
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

import inductor_explorer.tui.app as tui_app
from inductor_explorer.cli import main, parse_args
from inductor_explorer.session import Session
from inductor_explorer.state import ExplorerState
from tests.support.cli_help import help_text, section

DATA = Path(__file__).resolve().parent / "data"
BEFORE, AFTER = DATA / "diff_before" / "torch_compile_debug", DATA / "diff_after" / "torch_compile_debug"
FIXED_BREAK = 'print("hidden", h.shape)'


def _example(command: str, capsys: pytest.CaptureFixture[str], has: str) -> list[str]:
    """The example of COMMAND's --help holding HAS, as argv, its paths replaced by the two runs."""
    line = next(line for line in section(help_text(command, capsys), "examples:") if has in line)
    argv = shlex.split(line)[1:]
    paths = [i for i, arg in enumerate(argv) if "/" in arg or arg.endswith((".json", ".log"))]
    assert len(paths) == 2, line
    for i in paths:
        argv[i] = str(BEFORE if "before" in argv[i] or "baseline" in argv[i] else AFTER)
    assert sorted(argv[i] for i in paths) == sorted([str(BEFORE), str(AFTER)]), line
    return argv


def test_the_explorers_compare_example_diffs_the_other_run_as_before(capsys, monkeypatch):
    argv = _example("", capsys, "--compare")
    assert argv[argv.index("--compare") + 1] == str(BEFORE)
    opened: list[Session] = []
    monkeypatch.setattr(tui_app, "run_app", lambda session: opened.append(session) or 0)
    monkeypatch.setenv("TEXTUAL_DRIVER", "headless")  # cmd_open asks for a terminal otherwise
    args = parse_args([*argv, "--no-cache"])
    assert args.handler(args) == 0
    diff, graphs = ExplorerState(opened[0]).compare_runs(lambda side: lambda done, total, name: None)
    assert (diff.before.path, diff.after.path) == (str(BEFORE), str(AFTER))
    assert (len(graphs[0]), len(graphs[1])) == (diff.before.graphs, diff.after.graphs) == (3, 2)
    assert [e.key.code for e in diff.graph_breaks_removed] == [FIXED_BREAK]
    assert diff.graph_breaks_added == []


def test_the_diff_example_counts_the_fix_as_removed(capsys):
    argv = _example("diff", capsys, "--json")
    assert main([*argv, "--no-cache"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["before"]["path"], data["after"]["path"]) == (str(BEFORE), str(AFTER))
    assert [e["code"] for e in data["graph_breaks_removed"]] == [FIXED_BREAK]
    assert data["graph_breaks_added"] == []
    assert data["after"]["graphs"] - data["before"]["graphs"] == -1


def test_the_diff_text_labels_both_paths_and_a_fall_is_negative(capsys):
    assert main(["diff", str(BEFORE), str(AFTER), "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [f"before: {BEFORE}", f"after:  {AFTER}"]
    assert next(line for line in lines if line.startswith("compiled graphs")).split()[-3:] == ["3", "2", "-1"]
    removed = lines.index("graph breaks removed: 1")
    assert lines[removed + 1].startswith("  - GB0059 ") and lines[removed + 1].endswith(FIXED_BREAK)


def test_the_check_example_takes_the_baseline_as_before(capsys):
    argv = _example("check", capsys, "baseline.json")
    assert argv[argv.index("--baseline") + 1] == str(BEFORE)
    status = main(argv)
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    assert lines[2:4] == [f"before (baseline): `{BEFORE}`  ", f"after (run): `{AFTER}`"]
    assert "| graph breaks | 2 | 1 | -1 | +0 | better |" in lines
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["before"], data["after"]) == (str(BEFORE), str(AFTER))
