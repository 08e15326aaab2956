"""The ctrl+p jump: kernels, buffers, FX nodes, scheduler nodes and graphs, by name."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from inductor_explorer.tui.location import GraphKey, Navigate
from inductor_explorer.tui.store import graph_folders


class JumpProvider(Provider):
    """"group: name" entries for everything in the parsed graphs (the current graph first)."""

    def _entries(self) -> Iterator[tuple[str, str, Navigate]]:
        """(title, help, where it leads) for each thing one can jump to."""
        app = self.app
        current = app.location.graph if app.location else None
        keys = sorted(app.loaded, key=lambda k: k != current)
        for key, folder in graph_folders(app.session):
            yield f"graph: {folder.name}", folder.kind or "graph", Navigate("overview", None, key)
        for key in keys:
            yield from self._graph_entries(key)

    def _graph_entries(self, key: GraphKey) -> Iterator[tuple[str, str, Navigate]]:
        loaded = self.app.loaded[key]
        graph = loaded.graph
        if graph is None:
            return
        where = loaded.name
        for kernel in graph.kernels:
            yield f"kernel: {kernel.name}", f"{kernel.kind} kernel in {where}", Navigate("kernels", kernel.name, key)
        for name, info in graph.buffers.items():
            yield f"buffer: {name}", f"{info.dtype or ''} {info.size or ''} in {where}", \
                Navigate("buffers", name, key)
        if graph.fx is not None:
            for node in graph.fx.nodes:
                yield f"fx: {node.name}", f"{node.op} in {where}", Navigate("fx", node.name, key)
        if graph.post_fusion is not None:
            for node in graph.post_fusion.nodes:
                yield f"node: {node.name}", f"{node.scheduler_class} in {where}", Navigate("fusion", node.name, key)

    def _go(self, message: Navigate) -> None:
        self.app.post_message(message)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, message in self._entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self._go, message), text=title, help=help_text)

    async def discover(self) -> Hits:
        for title, help_text, message in self._entries():
            if title.startswith(("kernel:", "graph:")):
                yield DiscoveryHit(title, partial(self._go, message), text=title, help=help_text)
