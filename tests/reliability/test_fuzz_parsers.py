"""Every parser on hostile text: never raises, never hangs (time bounded per MB), problems point at real lines.

The shape-generating property tests live beside each parser's tests in tests/loader/; this file adds
inputs built to hit the worst cases of the hand-written scanners (unclosed quotes with escapes, deep
nesting, millions of names on one line) and arbitrary bytes decoded the way the loader decodes them.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inductor_explorer.loader.fx_graph import parse_fx_graph, parse_torch_version
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.provenance import parse_provenance
from inductor_explorer.loader.scheduler_ir import parse_scheduler_ir

PARSERS = {
    "fx_graph": parse_fx_graph,
    "output_code": parse_output_code,
    "scheduler_ir": parse_scheduler_ir,
    "provenance": parse_provenance,
}


def allowed_seconds(text: str) -> float:
    """Generous: linear parsers take well under a second per MB; a quadratic one takes minutes."""
    return max(5.0, 2.0 * len(text.encode("utf-8", "surrogatepass")) / 1e6)


def parse_within_bound(parser, text: str):
    start = time.perf_counter()
    value, problems = parser(text, "f")
    elapsed = time.perf_counter() - start
    assert elapsed < allowed_seconds(text), f"{parser.__module__}: {elapsed:.1f}s for {len(text)} chars"
    return value, problems


HOSTILE = {
    # each unclosed quote used to rescan the rest of the line (fx_graph string pattern)
    "escaped_quotes": "'\\" * 100_000,
    "assignment_of_escaped_quotes": "    x = f('\\" + "'\\" * 100_000 + "\n",
    "deep_brackets": "(" * 500_000,
    "deep_brackets_lines": "    x = f(\n" * 50_000,
    "quotes_mixed": "'\"" * 200_000,
    "long_identifier": "a" * 2_000_000,
    # a statement naming 100k buffers (output_code kept them in a list and tested membership)
    "many_buffers": "def call(args):\n    x = f(" + ", ".join(f"buf{i}" for i in range(100_000)) + ")\n",
    "many_returned": "def call(args):\n    return (" + ", ".join(f"buf{i}" for i in range(100_000)) + ")\n",
    # fused nodes nested 20k deep (scheduler_ir walked the whole open-node chain for every line)
    "nested_snodes": "".join(
        f"op{i}.snodes[0] =\nop{i + 1}: FusedSchedulerNode(SchedulerNode,SchedulerNode)\n" for i in range(20_000)
    ) + "op0.writes = []\n" * 20_000,
    "many_headers": "op0: SchedulerNode(ComputedBuffer)\n" * 30_000,
    "unclosed_kernels": "k = async_compile.triton('''\n" * 50_000,
    "json_deep_lists": "[" * 1_000_000,
    "json_deep_objects": '{"a":' * 200_000,
    "nul_and_controls": "\x00\x08\r\x1b[2J" * 200_000,
}


@pytest.mark.parametrize("parser", PARSERS.values(), ids=PARSERS.keys())
@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_text_parses_in_linear_time(parser, name):
    text = HOSTILE[name]
    value, problems = parse_within_bound(parser, text)
    lines = text.count("\n") + 1
    assert all(p.line is None or 1 <= p.line <= lines for p in problems)


def test_nested_fused_nodes_keep_their_blocks():
    """The deep-nesting fix hands each closed node's last line to the node holding it."""
    text = "".join(
        f"op{i}.snodes[0] =\nop{i + 1}: FusedSchedulerNode(SchedulerNode,SchedulerNode)\n" for i in range(3)
    ).replace("op0.snodes", "op0: FusedSchedulerNode(SchedulerNode)\nop0.snodes", 1) + "op3.writes = []\n"
    ir, _ = parse_scheduler_ir(text, "f")
    chain = list(ir.nodes[0].walk())
    assert [n.name for n in chain] == ["op0", "op1", "op2", "op3"]
    last = text.count("\n")
    assert [n.end_line for n in chain] == [last] * 4
    assert [n.line for n in chain] == [1, 3, 5, 7]


def test_unclosed_string_ends_at_its_line():
    """An FX statement with an unclosed quote still parses the lines after it."""
    text = 'class GraphModule(torch.nn.Module):\n    def forward(self, x: "f32[4]"):\n' \
           "        y = torch.ops.aten.relu.default('\\'\\)\n        z = torch.ops.aten.neg.default(x)\n" \
           "        return (z,)\n"
    graph, _ = parse_fx_graph(text, "f")
    assert [n.name for n in graph.nodes] == ["x", "y", "z", "output"]
    assert graph.nodes[2].target == "torch.ops.aten.neg.default"


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=4000))
def test_arbitrary_bytes(data):
    text = data.decode("utf-8", errors="replace")
    lines = text.count("\n") + 1
    for parser in PARSERS.values():
        _, problems = parser(text, "f")
        assert all(p.line is None or 1 <= p.line <= lines for p in problems)
    parse_torch_version(text)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(list("'\"\\()[]{}#:=,;. \n\tab0_") + ["'''", '"""', "async_compile.triton(",
                                                                       "op0", ".snodes[0] =", "class "]),
                max_size=300).map("".join))
def test_quote_and_bracket_soup(text):
    lines = text.count("\n") + 1
    for parser in PARSERS.values():
        _, problems = parser(text, "f")
        assert all(p.line is None or 1 <= p.line <= lines for p in problems)
