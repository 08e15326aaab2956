"""The explorer's keys: the app's bindings, in footer order, and every pane's keys as `?` lists them."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from inductor_explorer.tui.view_kind import ViewKind
from inductor_explorer.tui.views.breaks import BreakDetail, BreaksView, BreakTree
from inductor_explorer.tui.views.buffer import BufferView
from inductor_explorer.tui.views.compile import CompileList, CompileView
from inductor_explorer.tui.views.files import FilesView
from inductor_explorer.tui.views.fusion import FusionTree
from inductor_explorer.tui.views.registry import VIEWS
from inductor_explorer.tui.widgets.key_table import BufferTable, KeyTable, WrapperTable
from inductor_explorer.tui.widgets.link_list import LinkList
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView

VIEW_TOOLTIPS = {
    ViewKind.FILES: "Files view: every file of the run and graph folders, with its size and what it is; "
    "enter opens it",
    ViewKind.REPRO: "Repro view: the minifier's launcher and minified repro, the failing op, the error, "
    "the graph",
    ViewKind.RANKS: "Ranks view: where the ranks of a distributed job diverge (compile ids, graph breaks, "
    "cache, kernels, collectives, graph execution order), each schedule against its code, Inductor's "
    "estimates per rank",
    ViewKind.COSTS: "Costs view: every kernel of the session ranked by measured (--profile) or estimated "
    "time",
}

#: Footer order (after the focused pane's keys): what every screen needs first, then the views, then `d`
#: (what a narrow footer cuts off first); ctrl+p is docked at the footer's right end; `?` lists every key.
APP_BINDINGS: list[BindingType] = [
    Binding(
        "slash",
        "search",
        "Search",
        key_display="/",
        tooltip="Search the current pane (the Buffers and Files tables: filter their rows)",
    ),
    Binding("escape,backspace", "back", "Back", tooltip="Go back to where you were (history)"),
    Binding("question_mark,f1", "help", "Keys", key_display="?", tooltip="Show every key"),
    Binding("q", "quit", "Quit"),
    # The view keys, listed in the footer as one, `1-0 Views`: a key of its own each would be a widget of its
    # own each, which Textual's footer makes again whenever the focus moves.
    *(
        Binding(
            spec.key,
            f"view('{spec.kind.value}')",
            "Views" if spec is VIEWS[0] else spec.title,
            key_display="1-0" if spec is VIEWS[0] else None,
            tooltip=VIEW_TOOLTIPS.get(spec.kind, f"{spec.title} view"),
            show=spec is VIEWS[0],
        )
        for spec in VIEWS
    ),
    Binding(
        "d",
        "export_dot",
        "DOT",
        tooltip="Export the graph as Graphviz DOT (the selected kernel, buffer "
        "or node: its 2-hop neighbourhood, centre filled) to ./<graph>-<level>.dot, never overwriting",
    ),
    Binding(
        "ctrl+p",
        "command_palette",
        "Jump",
        show=False,  # the footer docks it at its right end
        priority=True,
        tooltip="Jump to a kernel, buffer, FX node, scheduler node or graph by name (every graph, opened or "
        "not: names are read in the background)",
    ),
    Binding(
        "left_square_bracket",
        "graph(-1)",
        "Prev graph",
        show=False,
        tooltip="Previous compiled graph, same view (from a run-wide view: the graph's Overview)",
    ),
    Binding(
        "right_square_bracket",
        "graph(1)",
        "Next graph",
        show=False,
        tooltip="Next compiled graph, same view (from Breaks, Compile, Diff, Files, Repro or Ranks, "
        "which show the whole run: the graph's Overview)",
    ),
    Binding("n", "search_again(1)", "Next match", show=False),
    Binding("N", "search_again(-1)", "Previous match", show=False),
    Binding("t", "toggle_navigator", "Tree", show=False, tooltip="Show / hide the navigator"),
    # Not in the footer: at 80 columns it would push `d DOT` out of it; `?` lists them.
    Binding(
        "v",
        "hand_off('pager')",
        "Pager",
        show=False,
        tooltip="Open the file shown at the cursor's line in $PAGER "
        "(else less); the explorer waits until you quit it",
    ),
    Binding(
        "e",
        "hand_off('editor')",
        "Editor",
        show=False,
        tooltip="Open the file shown at the cursor's line in $VISUAL / $EDITOR (read-only where it can)",
    ),
    Binding(
        "y",
        "copy_source",
        "Copy source",
        show=False,
        tooltip="Copy the selected kernel's source to the clipboard (OSC 52: works over SSH)",
    ),
    Binding(
        "Y",
        "copy_name",
        "Copy name",
        show=False,
        tooltip="Copy the name under the cursor (kernel, buffer, node) to the clipboard",
    ),
    Binding(
        "p", "show_path", "Path", show=False, tooltip="Show the absolute path and line of the file shown"
    ),
]


def help_sections() -> list[tuple[str, list[BindingType]]]:
    """What `?` lists: a title and the keys of each pane, the app's own first."""
    return [
        (
            "Everywhere",
            APP_BINDINGS + [Binding("tab,shift+tab", "", "Next / previous pane")],
        ),
        (
            "Jump prompt (ctrl+p; every graph, opened or not: names are read in the background)",
            [
                Binding("up,down,tab,shift+tab", "", "Previous / next entry"),
                Binding("pageup,pagedown", "", "Ten entries up / down"),
                Binding("enter", "", "Jump to the entry"),
                Binding("escape", "", "Close the prompt"),
                Binding("left,right,home,end", "", "Move in the query (also ctrl+a, ctrl+e)"),
                Binding("backspace,delete", "", "Delete a character"),
                Binding("ctrl+w,ctrl+u,ctrl+k", "", "Delete the word before / to the start / to the end"),
            ],
        ),
        ("Navigator (left tree)", Navigator.BINDINGS),
        (
            "Source panes (Kernel, Code, FX graph, Files: the listing and the file, Repro: the script)",
            SourceView.BINDINGS,
        ),
        ("Link lists (Kernel side pane, buffer consumers)", LinkList.BINDINGS),
        ("Tables (Buffers, Wrapper, Diff)", KeyTable.BINDINGS),
        ("Buffers view", BufferTable.BINDINGS + BufferView.BINDINGS),
        ("Files view (the listing; in the file below, / searches)", FilesView.BINDINGS),
        ("Wrapper view", WrapperTable.BINDINGS),
        ("Fusion view (lower pane: the scheduler's fusion decisions for the node)", FusionTree.BINDINGS),
        (
            "Breaks view (lower pane: the break, its fixes and its traceback)",
            BreakTree.BINDINGS + BreaksView.BINDINGS + BreakDetail.BINDINGS,
        ),
        (
            "Compile view (slowest first; right pane: compile-time tree with cache hits, automatic dynamic,"
            " links to graphs, breaks, earlier compiles)",
            CompileList.BINDINGS + CompileView.BINDINGS,
        ),
        (
            "Repro view (upper pane: failing op, error, scripts; enter shows one below or opens the graph)",
            LinkList.BINDINGS,
        ),
    ]
