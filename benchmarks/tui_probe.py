"""Explorer timings measured in-process with Textual's headless driver (run by benchmarks/run.py).

    python benchmarks/tui_probe.py first-screen PATH
    python benchmarks/tui_probe.py keys PATH GRAPH_NAME

Prints one JSON object. A frame counts as drawn when the screen's compositor hands an update to
`App._display` (headless apps compute the update and stop short of writing it to a terminal), so
latencies are "key sent -> last frame before the app goes idle", without Pilot's fixed idle waits.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

from textual import events
from textual._wait import wait_for_idle

# The checkout this file belongs to, ahead of any installed copy of the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from inductor_explorer.loader.discover import discover  # noqa: E402
from inductor_explorer.tui.app import make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.navigator import Navigator

SIZE = (160, 48)
SCROLL_KEYS = ["down"] * 40 + ["pagedown"] * 20 + ["end", "home", "up", "pageup"] + ["pagedown"] * 20


class Frames:
    """Times of the frames the app draws."""

    def __init__(self, app) -> None:
        self.times: list[float] = []
        self.first_ready: float | None = None
        self.first_graph: float | None = None
        draw = app._display

        def display(screen, renderable) -> None:
            if renderable is not None:
                now = time.perf_counter()
                self.times.append(now)
                if self.first_ready is None and _navigator_ready(app):
                    self.first_ready = now
                if self.first_graph is None and app.loaded and not app.query_one("#views").loading:
                    self.first_graph = now
            draw(screen, renderable)

        app._display = display


def _navigator_ready(app) -> bool:
    try:
        return len(app.query_one(Navigator).root.children) > 0
    except Exception:  # noqa: BLE001 - not composed yet
        return False


async def settle(frames: Frames, since: float) -> float | None:
    """Wait until the app is idle and draws nothing more; the last frame after SINCE, minus SINCE."""
    seen = -1
    while seen != len(frames.times):
        seen = len(frames.times)
        await wait_for_idle(0)
    after = [t for t in frames.times if t >= since]
    return after[-1] - since if after else None


async def press(app, frames: Frames, key: str) -> float | None:
    char = key if len(key) == 1 else None
    start = time.perf_counter()
    app._driver.send_message(events.Key(key, char))
    return await settle(frames, start)


async def first_screen(path: Path) -> dict:
    start = time.perf_counter()
    session = discover(path)
    discovered = time.perf_counter()
    app = make_app(session)
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
    session = discover(path)
    app = make_app(session)
    frames = Frames(app)
    async with app.run_test(size=SIZE) as pilot:
        key = next(k for k, folder in app._folders.items() if folder.name == graph_name)
        app.go(Location(key, "code"), focus=True)
        while key not in app.loaded:
            await asyncio.sleep(0.05)
        await pilot.pause()
        await settle(frames, time.perf_counter())
        lines = app.view("code").query_one("#code-source").line_count
        scroll = [await press(app, frames, k) for k in SCROLL_KEYS]

        kernels = [k.name for k in app.loaded[key].graph.kernels]
        targets = [kernels[i * len(kernels) // 8] for i in range(1, 8)] + [kernels[-1]]
        opened, typed, jumped, landed = [], [], [], 0
        for name in targets:
            opened.append(await press(app, frames, "ctrl+p"))
            for char in name.rsplit("_", 2)[-2] + "_" + name.rsplit("_", 1)[-1]:
                typed.append(await press(app, frames, char))
            # The palette ranks hits asynchronously; wait for it to list ours before choosing it.
            await pilot.pause(0.3)
            await settle(frames, time.perf_counter())
            jumped.append(await press(app, frames, "enter"))
            landed += app.location is not None and app.location.target == name
            await settle(frames, time.perf_counter())
    return {"lines": lines, "scroll": scroll, "palette_open": opened, "palette_type": typed,
            "jump": jumped, "jumps_landed": landed, "jumps": len(targets)}


def main(argv: list[str]) -> int:
    mode, path = argv[0], Path(argv[1])
    if mode == "first-screen":
        result = asyncio.run(first_screen(path))
    else:
        result = asyncio.run(key_latency(path, argv[2]))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
