"""Scroll views that repaint their scrollbars only when something about them changed.

Textual (8.2) re-lays out every scroll view on the screen whenever any widget asks for a layout, and
`ScrollView._size_updated` compares the compositor's idea of the virtual size (the visible area) with
the view's real one (100,000 lines), which never match: every layout anywhere repainted every
scrollbar on the screen in a frame of its own, one screen update later (~20 ms per key in the jump
prompt on a large run). The scrollbars' state is a function of the view's size, its container's size
and its virtual size; when none of them changed since the last update there is nothing to do.
"""

from __future__ import annotations

from textual.geometry import Size


class SteadyScrollbars:
    """Mixin for a `ScrollView` subclass (put it first in the bases)."""

    _steady_sizes: tuple[Size, Size, Size] | None = None

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        sizes = (size, container_size, self.virtual_size)
        if sizes == self._steady_sizes and size == self._size:
            return False
        changed = super()._size_updated(size, virtual_size, container_size, layout)  # type: ignore[misc]
        self._steady_sizes = (size, container_size, self.virtual_size)
        return changed
