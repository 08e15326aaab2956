"""The views of a graph, registered in one list: the app builds its switcher, keys and help from it.

To add a view: write a `View` subclass in its own module under views/ and add a ViewSpec here.
"""

from __future__ import annotations

from dataclasses import dataclass

from inductor_explorer.tui.view_kind import ViewKind
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
    """A view: which it is (its widget's id is KIND's value), the key that opens it, its footer title, its
    widget.

    SESSION views show the whole session (trace logs, the diff), not one graph: their Locations carry no
    graph.
    """

    kind: ViewKind
    key: str
    title: str
    widget: type[View]
    session: bool = False


VIEWS: list[ViewSpec] = [
    ViewSpec(ViewKind.OVERVIEW, "1", "Overview", OverviewView),
    ViewSpec(ViewKind.KERNELS, "2", "Kernel", KernelView),
    ViewSpec(ViewKind.CODE, "3", "Code", CodeView),
    ViewSpec(ViewKind.BUFFERS, "4", "Buffers", BufferView),
    ViewSpec(ViewKind.FUSION, "5", "Fusion", FusionView),
    ViewSpec(ViewKind.WRAPPER, "6", "Wrapper", WrapperView),
    ViewSpec(ViewKind.FX, "7", "FX graph", FxView),
    ViewSpec(ViewKind.BREAKS, "8", "Breaks", BreaksView, session=True),
    ViewSpec(ViewKind.COMPILE, "9", "Compile", CompileView, session=True),
    ViewSpec(ViewKind.DIFF, "0", "Diff", DiffView, session=True),
    # Letters: the digits are all taken. Listed by `?`, not in the footer (it lists the views as `1-0 Views`).
    ViewSpec(ViewKind.FILES, "f", "Files", FilesView, session=True),
    ViewSpec(ViewKind.REPRO, "r", "Repro", ReproView, session=True),
    ViewSpec(ViewKind.RANKS, "R", "Ranks", RanksView, session=True),
    ViewSpec(ViewKind.COSTS, "c", "Costs", CostsView, session=True),
]

SPEC_OF = {spec.kind: spec for spec in VIEWS}
SESSION_VIEWS = frozenset(spec.kind for spec in VIEWS if spec.session)
