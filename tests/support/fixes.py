"""Apply the fixes `breaks --json` prints to the script they are for, as a user copies them: the fix loop's
generator (tests/data/make_scorer_loop.py) and its test use this one reading of the printed forms.

A fix's `how` says where its code goes: "config" after `import torch`; "rewrite" in place of its `lines` (its
`prelude` above the function those lines are in); "call_site" before the line that calls the compiled
function (its `call_line`, else the recompile's location); "decorator" in place of the compiled function's
`@torch.compile`. The edits a fix carries (`then`, rewrites inside the function) are applied with it.
"""

from __future__ import annotations

import re
from pathlib import Path

_LOCATION = re.compile(r"^(?P<file>.*):(?P<line>\d+)$")


def first_fixes(report: dict, script: Path) -> list[tuple[dict, int | None]]:
    """The first fix of every distinct graph break of REPORT (`breaks --json`) and, when it has none, of every
    failed guard of its recompiles: each with the line of SCRIPT it concerns (a recompile's location)."""
    out: list[tuple[dict, int | None]] = []
    for group in report["distinct"]:
        assert group["fixes"], f"no fix printed for {group['gb_id']} at {group['location']}"
        out.append((group["fixes"][0], None))
    if out:
        return out
    for recompile in report["recompiles"]:
        at = _line_in(recompile.get("location"), script)
        for failure in recompile["failures"]:
            if failure["fixes"]:
                out.append((failure["fixes"][0], at))
    return out


def _line_in(location: str | None, script: Path) -> int | None:
    match = _LOCATION.match(location or "")
    if match is None or Path(match["file"]).name != script.name:
        return None
    return int(match["line"])


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _function_start(lines: list[str], line: int) -> int:
    """The index of the first decorator (or the def) of the top-level function holding 1-based LINE."""
    at = line - 1
    while at > 0 and not lines[at].startswith(("def ", "async def ")):
        at -= 1
    while at > 0 and lines[at - 1].startswith("@"):
        at -= 1
    return at


def apply_fixes(text: str, fixes: list[tuple[dict, int | None]]) -> str:
    """TEXT with FIXES applied, each once (two breaks may print the same fix): edits at lines from the bottom
    up, so that the line numbers printed stay right, then what goes after `import torch`."""
    lines = text.splitlines()
    seen: set[tuple] = set()
    at_lines: list[tuple[float, dict, int | None]] = []
    configs: list[str] = []
    for fix, call_line in fixes:
        key = (
            fix["how"],
            fix["code"],
            tuple(fix["lines"] or ()),
            fix.get("prelude"),
            fix.get("call_line") or call_line,
        )
        if key in seen:
            continue
        seen.add(key)
        for then in fix.get("then") or ():
            assert then["how"] == "rewrite", f"a carried edit of form {then['how']}"
            at_lines.append((then["lines"][0], then, None))
        if fix["how"] == "config":
            configs.extend(line for line in fix["code"].splitlines() if line not in configs)
        elif fix["how"] == "rewrite":
            at_lines.append((fix["lines"][0], fix, None))
        elif fix["how"] == "call_site":
            line = fix.get("call_line") or call_line
            assert line is not None, f"no call site for {fix['kind']}"
            at_lines.append((line, fix, line))
        elif fix["how"] == "decorator":
            at_lines.append((0, fix, None))
        else:
            raise AssertionError(f"unknown fix form {fix['how']}")
    # A prelude goes above its function: an insertion at the function's first line, ordered with the edits.
    for line, fix, _ in list(at_lines):
        if fix["how"] == "rewrite" and fix.get("prelude"):
            at_lines.append(
                (_function_start(lines, line) + 0.5, {"how": "prelude", "code": fix["prelude"]}, None)
            )
    for line, fix, call_line in sorted(at_lines, key=lambda item: -item[0]):
        if fix["how"] == "rewrite":
            first, last = fix["lines"]
            lines[first - 1 : last] = fix["code"].splitlines()
        elif fix["how"] == "prelude":
            start = int(line - 0.5)
            lines[start:start] = [*fix["code"].splitlines(), "", ""]
        elif fix["how"] == "call_site":
            assert call_line is not None
            pad = _indent(lines[call_line - 1])
            lines[call_line - 1 : call_line - 1] = [pad + code for code in fix["code"].splitlines()]
        else:
            lines = [fix["code"] if line.strip() == "@torch.compile" else line for line in lines]
    if configs:
        after = lines.index("import torch") + 1
        lines[after:after] = [line for line in configs if line not in lines]
    return "\n".join(lines) + "\n"
