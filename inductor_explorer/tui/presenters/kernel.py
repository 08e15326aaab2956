"""How a kernel and a user-code line are named in the panes of several views (Kernel, Buffers, Fusion, FX)."""

from __future__ import annotations

from pathlib import PurePath

from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef, extern_line, is_extern
from inductor_explorer.text import inert_line


def short_location(file: str, line: int) -> str:
    """`dir/file.py:12`: enough of a user-code path to recognise it in a narrow pane."""
    parts = PurePath(file).parts
    return inert_line(f"{'/'.join(parts[-2:])}:{line}")


def extern_names(graph: CompiledGraph) -> dict[KernelRef, str]:
    """Extern call id -> `extern_kernels.mm (line 468)`, for panes that show many of them."""
    return {e.id: f"{e.name} (line {e.step.line})" for e in graph.externs}


def kernel_title(graph: CompiledGraph, kernel: KernelRef, externs: dict[KernelRef, str] | None = None) -> str:
    """A kernel's name, or an extern call id (`extern:468`) as the call it stands for.

    EXTERNS: `extern_names(graph)`, when the caller already built it.
    """
    if not is_extern(kernel):
        return kernel
    names = externs if externs is not None else extern_names(graph)
    return names.get(kernel, f"extern call (line {extern_line(kernel)})")
