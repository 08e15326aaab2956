"""split_top_level: commas outside brackets, the same with or without brackets in the text."""

from __future__ import annotations

import pytest

from inductor_explorer.analysis.text import split_top_level


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("a, f(b, c), [d]", ["a", "f(b, c)", "[d]"]),
        ("s0, 64", ["s0", "64"]),
        ("64*s0, 2, ", ["64*s0", "2"]),
        (" , ,a,", ["a"]),
        ("", []),
        ("{'a': 1, 'b': (2, 3)}, x", ["{'a': 1, 'b': (2, 3)}", "x"]),
        ("a), b", ["a), b"]),  # an unbalanced closer: nothing after it is at the top level
    ],
)
def test_split_top_level(text, parts):
    assert split_top_level(text) == parts
