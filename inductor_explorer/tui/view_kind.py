"""Which view of the explorer: one member per view, its value the view widget's DOM id.

Plain Python (no Textual), so the presenters, which may not import Textual, name views with it too. A
`StrEnum`: the value is what Textual needs where it takes a string (a widget's id, the `view('kernels')`
action of a key binding), and `ViewKind(text)` turns such a string back into a member.
"""

from __future__ import annotations

import enum


class ViewKind(enum.StrEnum):
    """A view: what a Location shows and a link leads to."""

    OVERVIEW = "overview"
    KERNELS = "kernels"
    CODE = "code"
    BUFFERS = "buffers"
    FUSION = "fusion"
    WRAPPER = "wrapper"
    FX = "fx"
    BREAKS = "breaks"
    COMPILE = "compile"
    DIFF = "diff"
    FILES = "files"
    REPRO = "repro"
    RANKS = "ranks"
    COSTS = "costs"
