"""Where the explorer is: a graph, a view and the thing selected in it. History holds these."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from inductor_explorer.model.ids import GraphKey
from inductor_explorer.tui.view_kind import ViewKind


@dataclass(frozen=True)
class Location:
    """A graph (None: the session itself), a view, and a target in that view (a name or a line).

    VIEW may be given as the view's id (`"kernels"`): it is kept as its ViewKind."""

    graph: GraphKey | None
    view: ViewKind
    target: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "view", ViewKind(self.view))


@dataclass
class Navigate(Message):
    """Ask the app to show TARGET in VIEW (of GRAPH, default the current one).

    REPLACE moves without a history entry (cursor previews); FOCUS moves the focus to the view;
    SESSION shows the session itself (its overview) instead of a graph; REVEAL moves the navigator's
    cursor there (False when the navigator itself asks).
    """

    view: ViewKind
    target: str | None = None
    graph: GraphKey | None = None
    replace: bool = False
    focus: bool = True
    session: bool = False
    reveal: bool = True


@dataclass
class Selected(Message):
    """A view's cursor is on a kernel or buffer now; other views mark it (no navigation)."""

    kind: str  # "kernel" or "buffer"
    name: str
