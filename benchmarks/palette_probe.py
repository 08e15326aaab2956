"""ctrl+p through Textual's command palette instead of the explorer's own prompt, measured as tui_probe.py
measures the prompt (issue 22: use the palette if it meets the figures).

    python benchmarks/palette_probe.py palette|prompt PATH GRAPH_NAME [JUMPS]

The explorer is subclassed here only: its ctrl+p opens Textual's `CommandPalette` (App's own
`action_command_palette`) with one `Provider` over the same name index and ranking the prompt uses
(`state.name_index`: `ranked`/`best_first` for a query, `first_shown` for `discover`), each hit jumping as
the prompt's `enter` does. The 24 jumps of tui_probe's key run are made the same way (every other one from
the Code view of the 100k-line file): ctrl+p, each typed character, 0.3 s to read, enter. Prints one JSON
object with the same keys as tui_probe's `keys` mode (scroll left out). `prompt` runs the same jumps through
the explorer's own ctrl+p prompt, for an A/B in one script.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from functools import partial
from pathlib import Path

from textual.app import App
from textual.command import DiscoveryHit, Hit, Hits, Provider

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.tui_probe import JUMPS, SIZE, Frames, press, settle
from inductor_explorer.session import open_session
from inductor_explorer.state import SessionState
from inductor_explorer.state.name_index import Entry, best_first, first_shown, ranked
from inductor_explorer.tui.app import ExplorerApp
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.jump_bar import entry_prompt, repeated_titles


class JumpCommands(Provider):
    """The name index as command-palette hits: the same entries, order and rows as the ctrl+p prompt."""

    def _tables(self) -> list:
        app = self.app
        assert isinstance(app, ExplorerApp)
        location = app.location
        return app.state.name_index.tables(location.graph if location is not None else None)

    def _jump(self, entry: Entry) -> None:
        app = self.app
        assert isinstance(app, ExplorerApp)
        app.go(Location(entry.graph, entry.view, entry.target), focus=True)

    async def discover(self) -> Hits:
        found = first_shown(self._tables())
        repeated = repeated_titles(found)
        for entry in found:
            yield DiscoveryHit(entry_prompt(entry, "", entry.title in repeated), partial(self._jump, entry))

    async def search(self, query: str) -> Hits:
        found = best_first(ranked(self._tables(), query), query)
        repeated = repeated_titles(found)
        for rank, entry in enumerate(found):
            yield Hit(
                1.0 - rank / (len(found) + 1),
                entry_prompt(entry, query, entry.title in repeated),
                partial(self._jump, entry),
                text=entry.title,
            )


class PaletteExplorer(ExplorerApp):
    """The explorer with Textual's command palette on ctrl+p."""

    COMMANDS = {JumpCommands}
    CSS_PATH = str(Path(sys.modules[ExplorerApp.__module__].__file__ or "").parent / ExplorerApp.CSS_PATH)

    def action_command_palette(self) -> None:
        App.action_command_palette(self)


async def timed_press(app: ExplorerApp, frames: Frames, key: str) -> tuple:
    """tui_probe's press, plus the process's CPU seconds until the screen settled (all threads: on a
    loaded machine the wall times mostly measure the wait for a core)."""
    cpu = time.process_time()
    last, settled = await press(app, frames, key)
    return last, settled, time.process_time() - cpu


async def jump_latency(mode: str, path: Path, graph_name: str, jumps: int) -> dict:
    kind = PaletteExplorer if mode == "palette" else ExplorerApp
    app = kind(SessionState(open_session(path), (), parse_cache=False))
    frames = Frames(app)
    async with app.run_test(size=SIZE) as pilot:
        key = next(k for k, folder in app.state.folders.items() if folder.name == graph_name)
        app.go(Location(key, "code"), focus=True)
        while key not in app.state.loaded:
            await asyncio.sleep(0.05)
        await pilot.pause()
        await settle(frames, time.perf_counter())
        kernels = [k.name for k in app.state.loaded[key].graph.kernels]
        targets = [kernels[i * len(kernels) // jumps] for i in range(1, jumps)] + [kernels[-1]]
        opened, typed, from_code, from_kernel, landed = [], [], [], [], 0
        for i, name in enumerate(targets):
            if i % 2 == 0 and app.location is not None and app.location.view != "code":
                await press(app, frames, "3")
                await pilot.pause(0.2)
                await settle(frames, time.perf_counter())
            starts_in_code = app.location is not None and app.location.view == "code"
            opened.append(await timed_press(app, frames, "ctrl+p"))
            for char in name.rsplit("_", 2)[-2] + "_" + name.rsplit("_", 1)[-1]:
                typed.append(await timed_press(app, frames, char))
            await pilot.pause(0.3)
            await settle(frames, time.perf_counter())
            (from_code if starts_in_code else from_kernel).append(await timed_press(app, frames, "enter"))
            await pilot.pause(0.1)  # the palette runs the chosen hit after it closes (call_later)
            await settle(frames, time.perf_counter())
            landed += app.location is not None and app.location.target == name
    out: dict = {"jumps_landed": landed, "jumps": len(targets)}
    for label, pairs in (
        ("palette_open", opened),
        ("palette_type", typed),
        ("jump_from_code", from_code),
        ("jump_from_kernel", from_kernel),
    ):
        out[label] = [last for last, _, _ in pairs]
        out[f"{label}_settled"] = [settled for _, settled, _ in pairs]
        out[f"{label}_cpu"] = [cpu for _, _, cpu in pairs]
    return out


if __name__ == "__main__":
    jumps = int(sys.argv[4]) if len(sys.argv) > 4 else JUMPS
    print(json.dumps(asyncio.run(jump_latency(sys.argv[1], Path(sys.argv[2]), sys.argv[3], jumps))))
