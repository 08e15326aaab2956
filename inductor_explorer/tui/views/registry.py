"""The views of a graph, registered in one list: the app builds its switcher, keys and help from it.

To add a view: write a `View` subclass in its own module under views/ and add a ViewSpec here.
"""

from __future__ import annotations

from dataclasses import dataclass

from inductor_explorer.tui.views.breaks import BreaksView
from inductor_explorer.tui.views.buffer import BufferView
from inductor_explorer.tui.views.code import CodeView
from inductor_explorer.tui.views.compile import CompileView
from inductor_explorer.tui.views.costs import CostsView
from inductor_explorer.tui.views.diff import DiffView
from inductor_explorer.tui.views.files import FilesView
from inductor_explorer.tui.views.fusion import FusionView
from inductor_explorer.tui.views.fx import FxView
from inductor_explorer.tui.views.kernel import KernelView
from inductor_explorer.tui.views.overview import OverviewView
from inductor_explorer.tui.views.ranks import RanksView
from inductor_explorer.tui.views.repro import ReproView
from inductor_explorer.tui.views.view import View
from inductor_explorer.tui.views.wrapper import WrapperView


@dataclass(frozen=True)
class ViewSpec:
    """A view: its id (used in Locations), the key that opens it, its footer title, its widget.

    SESSION views show the whole session (trace logs, the diff), not one graph: their Locations carry no
    graph.
    """

    id: str
    key: str
    title: str
    widget: type[View]
    session: bool = False


VIEWS: list[ViewSpec] = [
    ViewSpec("overview", "1", "Overview", OverviewView),
    ViewSpec("kernels", "2", "Kernel", KernelView),
    ViewSpec("code", "3", "Code", CodeView),
    ViewSpec("buffers", "4", "Buffers", BufferView),
    ViewSpec("fusion", "5", "Fusion", FusionView),
    ViewSpec("wrapper", "6", "Wrapper", WrapperView),
    ViewSpec("fx", "7", "FX graph", FxView),
    ViewSpec("breaks", "8", "Breaks", BreaksView, session=True),
    ViewSpec("compile", "9", "Compile", CompileView, session=True),
    ViewSpec("diff", "0", "Diff", DiffView, session=True),
    # Letters: the digits are all taken. Listed by `?`, not in the footer (it folds the digits into
    # `1-0 Views`).
    ViewSpec("files", "f", "Files", FilesView, session=True),
    ViewSpec("repro", "r", "Repro", ReproView, session=True),
    ViewSpec("ranks", "R", "Ranks", RanksView, session=True),
    ViewSpec("costs", "c", "Costs", CostsView, session=True),
]

SESSION_VIEWS = frozenset(spec.id for spec in VIEWS if spec.session)
