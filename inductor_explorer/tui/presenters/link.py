"""One line of a link list, as the presenters build it (the LinkList widget shows a list of them)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from inductor_explorer.model.ids import GraphKey
from inductor_explorer.tui.view_kind import ViewKind


@dataclass(frozen=True)
class Link:
    """One line: TEXT, leading to TARGET (view, target) when set; a heading when HEADING.

    GRAPH: the graph TARGET is in, when not the current one.
    """

    text: Text
    target: tuple[ViewKind, str | None] | None = None
    heading: bool = False
    graph: GraphKey | None = None
