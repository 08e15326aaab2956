"""Every command's --help shows its arguments and examples, and each example is a command line that command
accepts; the program's --help lists every command; the one parser routes each command line as before."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from inductor_explorer.analysis.health import MEASURES
from inductor_explorer.cli import COMMANDS, UsageError, cmd_open, parse_args
from tests.support.cli_help import help_text, section

#: What each command's --help shows as its arguments ("" is the program's own --help: the explorer's).
ARGUMENTS = {
    "": ["path", "-h, --help", "--demo", "--trace FILE", "--compare OTHER", "--no-cache", "--profile FILE"]
    + ["--version"],
    "summary": ["path", "-h, --help", "--json", "--coverage", "--trace FILE", "--no-cache"],
    "breaks": ["path", "-h, --help", "--json", "--trace FILE"],
    "dot": ["path", "-h, --help", "--graph NAME", "--level {fx,pre,post,kernels}", "--around NODE"]
    + ["--depth N", "--max-nodes N", "-o FILE, --output FILE", "--force"],
    "fusion": ["path", "-h, --help", "--graph NAME", "--json"],
    "diff": ["before", "after", "-h, --help", "--json", "--no-cache"],
    "run": ["command", "-h, --help", "--out DIR", "--no-tui", "--profile"],
    "check": ["run", "-h, --help", "--baseline OLD", "--json"] + [f"--max-{m.name} LIMIT" for m in MEASURES],
    "costs": ["path", "-h, --help", "--profile FILE", "--device NAME[:KEY=VALUE,...]", "--top N"]
    + ["--json", "--trace FILE", "--no-cache"],
    "serve": ["path", "-h, --help", "--demo", "--host HOST", "--port N", "--allow-remote", "--trace FILE"]
    + ["--no-cache"],
}


def test_every_command_has_its_help():
    assert sorted(ARGUMENTS) == sorted(["", *COMMANDS])


@pytest.mark.parametrize("command", sorted(ARGUMENTS))
def test_every_help_lists_its_arguments(command, capsys):
    shown = help_text(command, capsys)
    rows = section(shown, "options:")
    if "positional arguments:" in shown.splitlines():
        rows += section(shown, "positional arguments:")
    invocations = {row.split("  ")[0] for row in rows}
    assert set(ARGUMENTS[command]) <= invocations, (command, invocations)
    assert "%%" not in shown  # text argparse does not format shows `%` as it is
    if command:
        assert shown.splitlines()[0].startswith(f"usage: inductor-explore {command} ")
        assert COMMANDS[command].description in shown


@pytest.mark.parametrize("command", sorted(ARGUMENTS))
def test_every_help_has_examples_that_its_parser_accepts(command, capsys):
    shown = section(help_text(command, capsys), "examples:")
    assert shown, f"`inductor-explore {command} --help` shows no example"
    for line in shown:
        argv = shlex.split(line)
        assert argv[0] == "inductor-explore"
        args = parse_args(argv[1:])  # a usage error raises
        assert args.handler is (COMMANDS[command].handler if command else cmd_open)


def test_the_program_help_lists_every_command(capsys):
    listed = section(help_text("", capsys), "commands:")
    assert listed == [f"{name:<9} {command.description}" for name, command in COMMANDS.items()]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_folder_named_like_a_command_opens_as_dot_slash_name(name):
    with pytest.raises(UsageError, match=re.escape(f"(see inductor-explore {name} --help)")):
        parse_args([name, "--bogus", "x"])
    args = parse_args([f"./{name}", "--no-cache"])
    assert args.handler is cmd_open
    assert args.path == Path(name) and args.no_cache


@pytest.mark.parametrize("argv", [[], ["explore"], ["open"], ["--", "summary"]])
def test_a_command_line_without_a_command_opens_the_explorer(argv):
    args = parse_args(argv)
    assert args.handler is cmd_open
    assert args.path == (Path(argv[-1]) if argv else None)


def test_run_passes_on_everything_after_the_script():
    args = parse_args(["run", "--out", "d", "--", "python", "s.py", "--json", "-h", "--", "x"])
    assert args.command == ["--", "python", "s.py", "--json", "-h", "--", "x"]
    assert args.out == Path("d") and not args.profile
    args = parse_args(["run", "python", "s.py", "--steps", "1"])
    assert args.command == ["python", "s.py", "--steps", "1"]
