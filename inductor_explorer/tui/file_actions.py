"""What the explorer does with the file or name shown: hand the file to the pager or editor (v / e), say
its path (p), copy a kernel's source or the name under the cursor (y / Y), export the graph as DOT (d)."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

from textual.app import App, SuspendNotSupported

from inductor_explorer.export.dot import DEFAULT_DEPTH
from inductor_explorer.model.ids import KernelRef
from inductor_explorer.state import ExplorerState
from inductor_explorer.text import counted, inert_line
from inductor_explorer.tui.handoff import command_line, program_for
from inductor_explorer.tui.navigation import Navigation
from inductor_explorer.tui.view_kind import ViewKind

#: Views whose selection (kernel, buffer, node) `d` exports the neighbourhood of.
DOT_AROUND_VIEWS = (ViewKind.KERNELS, ViewKind.BUFFERS, ViewKind.FUSION, ViewKind.FX)


class FileActions:
    """The file and name actions of APP, on what NAVIGATION says is shown."""

    def __init__(self, app: App[int], state: ExplorerState, navigation: Navigation) -> None:
        self.app = app
        self.state = state
        self.navigation = navigation

    def _current_file(self) -> tuple[Path, int] | None:
        if self.navigation.location is None:
            return None
        where = self.navigation.view(self.navigation.location.view).current_file()
        # A graph read from a trace log names its payloads `LOG [stage]`: no file to hand over.
        if where is None or not where[0].is_file():
            return None
        return Path(os.path.abspath(where[0])), where[1]

    def _no_file(self) -> str:
        """Why there is no file to hand over here."""
        graph = self.navigation.location.graph if self.navigation.location is not None else None
        if graph is not None and self.state.folders[graph].trace is not None:
            return "this graph was read from a trace log: what it shows is not a file of its own"
        return (
            "this view shows no artifact file: open a graph's Kernel, Code, Buffers, Fusion, Wrapper or FX "
            "graph view, a text file in the Files view (f) or a script in the Repro view (r)"
        )

    def hand_off(self, kind: str) -> None:
        """v / e: suspend the explorer and open the file shown, at the cursor's line, in the pager or
        editor."""
        where = self._current_file()
        if where is None:
            self.app.notify(self._no_file(), severity="warning", timeout=5, markup=False)
            return
        program, source = program_for(kind, os.environ)
        if program is None:
            self.app.notify(source, title=kind.capitalize(), severity="warning", timeout=8, markup=False)
            return
        try:
            argv = command_line(program, *where)
        except ValueError as exc:
            self.app.notify(
                f"{source} cannot be read ({exc}): {program}", severity="error", timeout=8, markup=False
            )
            return
        try:
            with self.app.suspend():
                status = subprocess.run(argv, check=False).returncode
        except SuspendNotSupported:
            self.app.notify(
                f"this terminal cannot be handed over; run it yourself: {shlex.join(argv)}",
                title=kind.capitalize(),
                severity="warning",
                timeout=15,
                markup=False,
            )
            return
        except OSError as exc:
            self.app.notify(
                f"cannot run {argv[0]} ({source}): {exc.strerror or exc}",
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        if status:
            self.app.notify(
                f"{shlex.join(argv)} exited with status {status}", severity="warning", timeout=6, markup=False
            )

    def _selected_kernel(self) -> str | None:
        if self.navigation.location is not None and self.navigation.location.view is ViewKind.KERNELS:
            return self.navigation.view(ViewKind.KERNELS).current_target()
        return self.navigation.selection.get("kernel")

    def copy_source(self) -> None:
        """y: the selected kernel's source to the clipboard."""
        name = self._selected_kernel()
        loaded = (
            self.state.loaded.get(self.navigation.location.graph)
            if self.navigation.location and self.navigation.location.graph is not None
            else None
        )
        kernel = (
            loaded.graph.kernel(KernelRef(name))
            if loaded is not None and loaded.graph is not None and name
            else None
        )
        if kernel is None:
            self.app.notify(
                "no kernel selected: open one (2, or a kernel in the navigator)",
                severity="warning",
                timeout=4,
                markup=False,
            )
            return
        self.app.copy_to_clipboard(kernel.source)
        self.app.notify(
            f"the source of {inert_line(kernel.name)} ({kernel.source.count(chr(10)) + 1} lines; OSC 52, "
            "if the terminal allows it)",
            title="Copied to the clipboard",
            timeout=5,
            markup=False,
        )

    def copy_name(self) -> None:
        """Y: the name under the cursor (a view whose cursor is on a line: the kernel or buffer it
        selects)."""
        target = (
            self.navigation.view(self.navigation.location.view).current_target()
            if self.navigation.location
            else None
        )
        name = (
            target
            if target and not target.isdigit()
            else (self.navigation.selection.get("kernel") or self.navigation.selection.get("buffer"))
        )
        if not name:
            self.app.notify("nothing named under the cursor", severity="warning", timeout=4, markup=False)
            return
        self.app.copy_to_clipboard(name)
        self.app.notify(inert_line(name), title="Copied to the clipboard", timeout=5, markup=False)

    def show_path(self) -> None:
        """p: the absolute path and line of the file shown."""
        where = self._current_file()
        if where is None:
            self.app.notify(self._no_file(), severity="warning", timeout=5, markup=False)
            return
        self.app.notify(inert_line(f"{where[0]}:{where[1]}"), title="File", timeout=15, markup=False)

    def export_dot(self) -> None:
        from inductor_explorer.export.dot import DotError
        from inductor_explorer.tui.dot_export import export_dot

        location = self.navigation.location
        loaded = self.state.loaded.get(location.graph) if location and location.graph is not None else None
        if location is None or loaded is None or loaded.graph is None:
            self.app.notify(
                "open a compiled graph first (DOT exports one graph)", severity="warning", timeout=4
            )
            return
        level = "fx" if location.view is ViewKind.FX else None  # None: chosen by the graph's size
        around = None
        if location.view in DOT_AROUND_VIEWS:
            around = self.navigation.view(location.view).current_target()
        try:
            try:
                done = export_dot(loaded.graph, loaded.name, self.state.session.path, level, around)
            except DotError:
                if around is None:
                    raise
                # The selection may be something the DOT graph does not hold (an extern call): export it all.
                around = None
                done = export_dot(loaded.graph, loaded.name, self.state.session.path, level)
        except DotError as exc:
            self.app.notify(str(exc), title="DOT export", severity="error", timeout=8)
            return
        except OSError as exc:
            self.app.notify(
                f"cannot write the DOT file: {exc}", title="DOT export", severity="error", timeout=8
            )
            return
        what = f"around {around}, {counted(DEFAULT_DEPTH, 'hop')}" if around else "whole graph"
        self.app.notify(
            f"wrote {done.path.name} into {done.path.parent}/"
            + (f"\n{done.warning}" if done.warning else ""),
            title=f"DOT ({done.level} level, {what})",
            severity="warning" if done.warning else "information",
            timeout=12,
        )
