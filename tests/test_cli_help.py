"""Every command's --help shows examples, and each example is a command line that command accepts."""

from __future__ import annotations

import shlex

import pytest

from inductor_explorer.cli import HANDLERS, _open_parser, main

PARSERS = {"": _open_parser, **{name: make for name, (make, _) in HANDLERS.items()}}


def examples(help_text: str) -> list[str]:
    """The lines under the help's `examples:` heading."""
    lines = help_text.splitlines()
    start = lines.index("examples:") + 1
    found = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        found.append(line.strip())
    return found


@pytest.mark.parametrize("command", sorted(PARSERS))
def test_every_help_has_examples_that_its_parser_accepts(command, capsys):
    with pytest.raises(SystemExit) as exit:
        main([command, "--help"] if command else ["--help"])
    assert exit.value.code == 0
    shown = examples(capsys.readouterr().out)
    assert shown, f"`inductor-explore {command} --help` shows no example"
    for line in shown:
        argv = shlex.split(line)
        assert argv[0] == "inductor-explore"
        args = argv[1:]
        if command:
            assert args[0] == command
            args = args[1:]
        PARSERS[command]().parse_args(args)  # a usage error raises
