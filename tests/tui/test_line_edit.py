"""The ctrl+p prompt's line editing: readline's keys on a query."""

from __future__ import annotations

from inductor_explorer.tui.line_edit import LineEdit


def typed(*keys: str) -> LineEdit:
    line = LineEdit()
    for key in keys:
        line.key(key, key if len(key) == 1 else None)
    return line


def test_typing_inserts_at_the_cursor_and_moves_it():
    line = typed(*"relu", "home", "x", "right", "right", "_")
    assert (line.value, line.cursor) == ("xre_lu", 4)


def test_deleting_keys():
    assert typed(*"fused", "backspace").value == "fuse"
    assert typed(*"fused", "home", "delete").value == "used"
    assert typed(*"fused", "home", "backspace").value == "fused"  # nothing before the cursor
    assert typed(*"triton_poi fused", "ctrl+w").value == "triton_poi "
    assert typed(*"triton_poi fused", "ctrl+w", "ctrl+w").value == ""
    line = typed(*"buf12", "left", "left", "ctrl+u")
    assert (line.value, line.cursor) == ("12", 0)
    line = typed(*"buf12", "left", "left", "ctrl+k")
    assert (line.value, line.cursor) == ("buf", 3)


def test_keys_that_are_not_editing_keys_are_left_to_the_caller():
    line = typed(*"ab")
    assert line.key("enter", "\r") is False and line.key("escape", None) is False
    assert line.key("ctrl+p", None) is False and line.value == "ab"
    assert line.key("left", None) is True and line.cursor == 1


def test_control_characters_never_enter_the_query():
    line = LineEdit()
    line.insert("a\x1b[31mb\tc\nd")
    assert line.value == "a[31mbcd" and all(c.isprintable() for c in line.value)
    assert line.key("tab", "\t") is False and line.value == "a[31mbcd"
