"""What a widget may ask of the explorer app: the session state it renders, where the user is, a graph
parsed and other background work, a place shown. Views and bars use this narrow interface, never the
concrete app class."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from textual.widget import Widget

from inductor_explorer.model.ids import GraphKey
from inductor_explorer.state import ExplorerState
from inductor_explorer.tui.background import BackgroundWork
from inductor_explorer.tui.location import Location


@runtime_checkable
class Explorer(Protocol):
    """The app as its widgets see it."""

    state: ExplorerState
    #: The state's slow work run in workers, their results posted to the app.
    background: BackgroundWork

    @property
    def location(self) -> Location | None:
        """Where the user is (None before the first screen)."""

    def request_load(self, key: GraphKey) -> None:
        """Parse graph KEY in the background (a graph message follows when it is done)."""

    def go(self, location: Location, push: bool = True, focus: bool = False, reveal: bool = True) -> None:
        """Show LOCATION, remembering where we were when PUSH; FOCUS: move the focus to its view; REVEAL:
        move the navigator's cursor there."""


def explorer_of(widget: Widget) -> Explorer:
    """WIDGET's app as an Explorer. Raises TypeError in an app that is none (a widget tried on its own)."""
    app = widget.app
    if not isinstance(app, Explorer):
        raise TypeError(f"{type(widget).__name__} needs the explorer app, not {type(app).__name__}")
    return app
