"""Explorer timings measured in-process with Textual's headless driver (run by benchmarks/run.py).

    python benchmarks/tui_probe.py first-screen PATH
    python benchmarks/tui_probe.py keys PATH GRAPH_NAME

Prints one JSON object. The explorer runs without the parse cache: its trace logs are parsed in the
background as on a first opening, while the keys are measured. A frame counts as drawn when the screen's compositor hands an update to
`App._display` (headless apps compute the update and stop short of writing it to a terminal). Two
latencies per key, without Pilot's fixed idle waits:

- "last frame": key sent -> the last frame before the app goes idle, whatever it draws;
- "settled": key sent -> the last frame that changed a cell of the screen. Frames are replayed onto a
  model of the terminal (character and style per cell); a frame that rewrites cells with what they
  already hold (Textual repaints a scrollbar a frame late after focus and layout changes) changes
  nothing the user can see.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

from textual import events
from textual._compositor import ChopsUpdate, LayoutUpdate
from textual._wait import wait_for_idle

# The checkout this file belongs to, ahead of any installed copy of the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from inductor_explorer.session import open_session
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.navigator import Navigator

SIZE = (160, 48)
#: ctrl+p jumps measured, to kernels spread over the file.
JUMPS = 24
SCROLL_KEYS = ["down"] * 40 + ["pagedown"] * 20 + ["end", "home", "up", "pageup"] + ["pagedown"] * 20


class Terminal:
    """What a terminal shows: a character and a style (links and metadata left out) per cell."""

    def __init__(self, width: int, height: int) -> None:
        self.cells = [[None] * width for _ in range(height)]

    def _write(self, x: int, y: int, segments) -> bool:
        row = self.cells[y] if 0 <= y < len(self.cells) else None
        if row is None:
            return False
        changed = False
        for segment in segments:
            style = segment.style.clear_meta_and_links() if segment.style is not None else None
            for char in segment.text:
                if 0 <= x < len(row):
                    cell = (char, style)
                    if row[x] != cell:
                        row[x] = cell
                        changed = True
                x += 1
        return changed

    def apply(self, update) -> bool:
        """Apply one compositor update; whether any cell changed."""
        changed = False
        if isinstance(update, LayoutUpdate):
            for y, line in enumerate(update.strips, update.region.y):
                x = update.region.x
                for strip in line:
                    changed |= self._write(x, y, strip)
                    x += strip.cell_length
        elif isinstance(update, ChopsUpdate):
            for y, x1, x2 in update.spans:
                for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items()):
                    if strip is not None and not (x > x2 or end <= x1):
                        changed |= self._write(x, y, strip)
        else:
            raise TypeError(f"unexpected update {type(update).__name__}")
        return changed


class Frames:
    """Times of the frames the app draws, and the updates they drew (replayed onto a Terminal)."""

    def __init__(self, app) -> None:
        self.times: list[float] = []
        self.updates: list = []
        self.first_ready: float | None = None
        self.first_graph: float | None = None
        self.terminal = Terminal(*SIZE)
        self._replayed = 0
        #: Times of the frames that changed a cell (filled by replay()).
        self.changed: list[float] = []
        draw = app._display

        def display(screen, renderable) -> None:
            if renderable is not None:
                now = time.perf_counter()
                self.times.append(now)
                self.updates.append(renderable)
                if self.first_ready is None and _navigator_ready(app):
                    self.first_ready = now
                if self.first_graph is None and app.state.loaded and not app.query_one("#views").loading:
                    self.first_graph = now
            draw(screen, renderable)

        app._display = display

    def replay(self) -> None:
        """Replay the updates drawn since the last replay onto the terminal, noting the frames that changed it."""
        for at, update in zip(self.times[self._replayed :], self.updates[self._replayed :]):
            if self.terminal.apply(update):
                self.changed.append(at)
        self._replayed = len(self.times)
        self.updates[:] = [None] * len(self.updates)  # drawn: the strips are not needed any more


def _navigator_ready(app) -> bool:
    try:
        return len(app.query_one(Navigator).root.children) > 0
    except Exception:
        return False


async def settle(frames: Frames, since: float) -> tuple[float | None, float | None]:
    """Wait until the app is idle and draws nothing more; (last frame, last frame that changed the screen)
    after SINCE, minus SINCE."""
    seen = -1
    while seen != len(frames.times):
        seen = len(frames.times)
        await wait_for_idle(0)
    frames.replay()
    after = [t for t in frames.times if t >= since]
    changed = [t for t in frames.changed if t >= since]
    return (after[-1] - since if after else None), (changed[-1] - since if changed else None)


async def press(app, frames: Frames, key: str) -> tuple[float | None, float | None]:
    char = key if len(key) == 1 else None
    start = time.perf_counter()
    app._driver.send_message(events.Key(key, char))
    return await settle(frames, start)


async def first_screen(path: Path) -> dict:
    start = time.perf_counter()
    session = open_session(path)
    discovered = time.perf_counter()
    app = make_app(session, parse_cache=False)
    frames = Frames(app)
    entered = time.perf_counter()
    async with app.run_test(size=SIZE):
        deadline = time.perf_counter() + 120
        while (frames.first_ready is None or frames.first_graph is None) and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        result = {
            "discover_s": discovered - start,
            "first_screen_s": (frames.first_ready - entered) if frames.first_ready else None,
            "first_screen_with_discover_s": (frames.first_ready - start) if frames.first_ready else None,
            "first_graph_shown_s": (frames.first_graph - start) if frames.first_graph else None,
            "graphs": sum(len(r.graphs) for r in session.runs),
        }
    return result


async def key_latency(path: Path, graph_name: str) -> dict:
    session = open_session(path)
    app = make_app(session, parse_cache=False)
    frames = Frames(app)
    async with app.run_test(size=SIZE) as pilot:
        key = next(k for k, folder in app.state.folders.items() if folder.name == graph_name)
        app.go(Location(key, "code"), focus=True)
        while key not in app.state.loaded:
            await asyncio.sleep(0.05)
        await pilot.pause()
        await settle(frames, time.perf_counter())
        lines = app.view("code").query_one("#code-source").line_count
        if app.location.view != "code" or not lines:
            # Keys measured anywhere else would be reported as the 100k-line file's.
            raise RuntimeError(
                f"the Code view of {graph_name} is not on screen ({app.location}, {lines} lines)"
            )
        scroll = [await press(app, frames, k) for k in SCROLL_KEYS]

        kernels = [k.name for k in app.state.loaded[key].graph.kernels]
        targets = [kernels[i * len(kernels) // JUMPS] for i in range(1, JUMPS)] + [kernels[-1]]
        opened, typed, from_code, from_kernel, back, landed = [], [], [], [], [], 0
        for i, name in enumerate(targets):
            # Every other jump starts in the 100k-line file (back to the Code view with `3`: the jump switches
            # views), the others in the Kernel view the jump before landed in.
            if i % 2 == 0 and app.location is not None and app.location.view != "code":
                back.append(await press(app, frames, "3"))
                await pilot.pause(0.2)
                await settle(frames, time.perf_counter())
            starts_in_code = app.location is not None and app.location.view == "code"
            opened.append(await press(app, frames, "ctrl+p"))
            for char in name.rsplit("_", 2)[-2] + "_" + name.rsplit("_", 1)[-1]:
                typed.append(await press(app, frames, char))
            # A user reads the list before choosing.
            await pilot.pause(0.3)
            await settle(frames, time.perf_counter())
            (from_code if starts_in_code else from_kernel).append(await press(app, frames, "enter"))
            landed += app.location is not None and app.location.target == name
            await settle(frames, time.perf_counter())
    out = {"lines": lines, "jumps_landed": landed, "jumps": len(targets)}
    for name, pairs in (
        ("scroll", scroll),
        ("palette_open", opened),
        ("palette_type", typed),
        ("jump_from_code", from_code),
        ("jump_from_kernel", from_kernel),
        ("back_to_code", back),
    ):
        out[name] = [last for last, _ in pairs]
        out[f"{name}_settled"] = [settled for _, settled in pairs]
    out["jump"] = out["jump_from_code"] + out["jump_from_kernel"]
    out["jump_settled"] = out["jump_from_code_settled"] + out["jump_from_kernel_settled"]
    return out


async def costs_view(path: Path) -> dict:
    """`c` on the first screen: until the first frame the key drew (the view, costs still being read) and until
    every graph's costs are listed."""
    app = make_app(open_session(path), parse_cache=False)
    frames = Frames(app)
    async with app.run_test(size=SIZE):
        deadline = time.perf_counter() + 120
        while frames.first_ready is None and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        await settle(frames, time.perf_counter())
        start = time.perf_counter()
        app._driver.send_message(events.Key("c", "c"))
        while not any(t >= start for t in frames.times) and time.perf_counter() < start + 60:
            await asyncio.sleep(0.002)
        first = min((t for t in frames.times if t >= start), default=None)
        links = app.query_one("#costs-links")
        while not links.option_count and time.perf_counter() < start + 1800:
            await asyncio.sleep(0.05)
        listed = time.perf_counter() if links.option_count else None
        return {
            "first_frame_s": (first - start) if first else None,
            "listed_s": (listed - start) if listed else None,
            "rows": links.option_count,
        }


def main(argv: list[str]) -> int:
    mode, path = argv[0], Path(argv[1])
    if mode == "first-screen":
        result = asyncio.run(first_screen(path))
    elif mode == "costs-view":
        result = asyncio.run(costs_view(path))
    else:
        result = asyncio.run(key_latency(path, argv[2]))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
