"""Artifact text with Rich markup, ANSI/OSC escapes and control bytes is shown inert everywhere:
summary, coverage, breaks, DOT (still valid DOT) and the explorer's screen."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pydot

from tests.support.reliability import copy_sample, explore, run_cli

EVIL = (
    "[bold red]EVIL[/] [link=file:///etc/passwd]l[/link] \x1b[31mred \x1b[2J \x1b]8;;http://evil\x1b\\ "
    "\x1b]0;title\x07 nul\x00 bs\x08 cr\r c1\x9b end"
)
FOLDER_EVIL = "[bold red]G[blink]\x1b[31m\x1b]0;t\x07\r"  # what a folder name can hold
# Control bytes that must never reach a terminal (tab and newline are layout).
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def plant(root: Path) -> tuple[Path, str]:
    """Put EVIL into every kind of free text the artifacts carry; return the graph folder and its name."""
    graph = next(p.parent for p in root.rglob("output_code.py"))
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        path = graph / name
        text = path.read_text()
        text = re.sub(
            r"(\.layout = )(\w+Layout)", lambda m: m.group(1) + m.group(2) + "_" + EVIL, text, count=1
        )
        path.write_text(text + EVIL + "\n")
    code = graph / "output_code.py"
    text = code.read_text()
    first = re.search(r"^\w+ = async_compile\.", text, re.M).start()
    text = text[:first] + f"# Source Nodes: [{EVIL}], Original ATen: [{EVIL}]\n" + text[first:]
    text = text.replace("'''", f"'''\n# {EVIL}\n", 1)
    code.write_text(EVIL + "\n" + text)
    for name in ("fx_graph_readable.py", "fx_graph_transformed.py"):
        path = graph / name
        text = path.read_text()
        path.write_text(
            re.sub(r"# File: [^\n]*", f"# File: {EVIL}.py:12 in {EVIL}, code: {EVIL}", text, count=1)
        )
    # the break reason is payload text after the record's JSON envelope: raw bytes there
    for log in root.rglob("*.log"):
        text = log.read_text()
        log.write_text(
            text.replace("breaky: hidden", json.dumps(EVIL)[1:-1]).replace(
                "Dynamo does not know how to trace", EVIL
            )
        )
    evil_graph = graph.with_name(FOLDER_EVIL + "__0_inference_0.0")
    graph.rename(evil_graph)
    return evil_graph, evil_graph.name


def assert_inert(text: str, where: str) -> None:
    bad = RAW_CONTROL.search(text)
    assert bad is None, (
        f"{where}: raw control byte {bad.group()!r} near {text[max(0, bad.start() - 40) : bad.end() + 40]!r}"
    )


def test_text_outputs_are_inert(tmp_path):
    root = copy_sample("graph_breaks_cpp", tmp_path / "run")
    graph, name = plant(root)
    shown = {}
    for argv in (
        ["summary", str(root)],
        ["summary", "--coverage", str(root)],
        ["breaks", str(root)],
        ["summary", "--json", str(root)],
        ["breaks", "--json", str(root)],
    ):
        status, out, err = run_cli(argv)
        assert status == 0, err
        assert_inert(out, " ".join(argv[:2]))
        assert_inert(err, " ".join(argv[:2]))
        shown[argv[0] + argv[1]] = out
    assert "[bold red]G[blink]\\x1b[31m\\x1b]0;t\\x07\\x0d__0_inference_0.0" in shown["summary" + str(root)]
    assert "\\x1b[2J" in shown["summary--coverage"]  # the unrecognised lines listed as problems
    assert (
        "[bold red]EVIL[/]" in shown["breaks" + str(root)]
        and "\\x1b]8;;http://evil" in shown["breaks" + str(root)]
    )
    # JSON escapes control characters itself, and keeps the text exact
    data = json.dumps(json.loads(shown["breaks--json"]), ensure_ascii=False)
    assert json.dumps(EVIL, ensure_ascii=False)[1:-1] in data


def test_dot_stays_valid(tmp_path):
    root = copy_sample("graph_breaks_cpp", tmp_path / "run")
    graph, name = plant(root)
    for level in ("fx", "pre", "post", "kernels"):
        status, out, err = run_cli(["dot", "--graph", name, "--level", level, str(root)])
        assert status == 0, err
        assert_inert(out, f"dot {level}")
        parsed = pydot.graph_from_dot_data(out)
        assert parsed and len(parsed) == 1, f"dot {level} is not valid DOT"
        assert parsed[0].get_nodes() or parsed[0].get_subgraphs()


def test_explorer_screen_is_inert(tmp_path):
    root = copy_sample("graph_breaks_cpp", tmp_path / "run")
    plant(root)
    screens = explore(root, keys=("1", "2", "3", "4", "5", "6", "7", "8", "question_mark"))
    text = "\n".join(screens[0::2])
    for screen in screens:
        assert "\x1b" not in screen and "\x07" not in screen and "\x00" not in screen
    assert "[bold red]" in text
    assert "[link=file:///etc/passwd]" in text or "[bold red]G[blink]" in text
