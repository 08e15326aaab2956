"""split_top_level: the pieces of a list outside brackets and strings, the same with or without brackets in
the text; and the inert-text helpers."""

from __future__ import annotations

import pytest

from inductor_explorer.text import counted, inert, inert_line, split_top_level


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
        ("'a, (b', c", ["'a, (b'", "c"]),  # a string's commas and brackets are not the list's
        ('"x\\", y", z', ['"x\\", y"', "z"]),  # an escaped quote does not end the string
        ("f('a, b", ["f('a, b"]),  # a string the text cuts off runs to its end
    ],
)
def test_split_top_level(text, parts):
    assert split_top_level(text) == parts


def test_split_top_level_at_semicolons():
    assert split_top_level("buf3 = buf0; del buf0", ";") == ["buf3 = buf0", "del buf0"]
    assert split_top_level("f(a; b); del c", ";") == ["f(a; b)", "del c"]
    assert split_top_level("a, b", ";") == ["a, b"]


@pytest.mark.parametrize("text", ["buf0, (4, 8), (8, 1), 0)", "buf0, 4, 8"])
def test_split_top_level_limit_reads_only_the_first_pieces(text):
    assert split_top_level(text, limit=1) == ["buf0"]
    assert split_top_level(text, limit=2) == split_top_level(text)[:2]
    assert split_top_level(", x", limit=1) == []  # the first piece is empty


def test_inert_text():
    assert inert("a\x1b[31mb\n") == "a\\x1b[31mb\n"
    assert inert_line("a\tb\nc") == "a\\tb\\nc"
    assert counted(1, "kernel") == "1 kernel" and counted(3, "extern call") == "3 extern calls"
