"""The explorer's memory over a long session (run by hand; see benchmarks/README.md, "Memory").

    python benchmarks/memory_probe.py PATH [ROUNDS] [PAUSE_S]

Drives one explorer process on PATH as tui_probe.py does (public API, a recording driver), ROUNDS times
(default 40): the next graph (`]`), views 1 to 7 and back to the Code view, scrolling, and a ctrl+p jump to a
kernel of that graph, then PAUSE_S seconds without keys (default 4: a user reading). Prints one JSON object:
resident memory (/proc/self/statm) after each round, the objects the collector holds frozen
(session/memory.py), the full collections (count, the five longest, in seconds, from `gc.callbacks`) and, at
the end, how many frozen objects had become garbage: they are unfrozen and collected, and what that
collection frees is memory a frozen heap would have kept for good.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import sys
import time
from pathlib import Path

from textual.pilot import Pilot

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tui_probe import Frames, drive, press, settle

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * PAGE / 2**20


class FullCollections:
    """Durations of the full (oldest-generation) collections, seen through gc.callbacks."""

    def __init__(self) -> None:
        self.seconds: list[float] = []
        self._began = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.seconds.append(time.perf_counter() - self._began)


async def long_session(path: Path, rounds: int, pause_s: float) -> dict:
    app = make_app(open_session(path, SessionOptions(parse_cache=False, threads=True)))
    frames = Frames(app)
    full = FullCollections()

    async def body(pilot: Pilot) -> dict:
        while frames.first_ready is None:
            await asyncio.sleep(0.005)
        await settle(frames, time.perf_counter())
        series, frozen, keys = [], [], 0
        start = time.perf_counter()
        gc.callbacks.append(full)
        for _ in range(rounds):
            round_keys = ["right_square_bracket", *"1234567", "3", "pagedown", "pagedown", "end", "home"]
            for key in round_keys:
                await press(app, frames, key)
            keys += len(round_keys)
            location = app.location
            loaded = app.state.loaded.get(location.graph) if location and location.graph else None
            if loaded is not None and loaded.graph is not None and loaded.graph.kernels:
                await press(app, frames, "ctrl+p")
                for char in loaded.graph.kernels[-1].name:
                    await press(app, frames, char)
                await press(app, frames, "enter")
                keys += len(loaded.graph.kernels[-1].name) + 2
            await asyncio.sleep(pause_s)
            series.append(round(rss_mb(), 1))
            frozen.append(gc.get_freeze_count())
        gc.callbacks.remove(full)
        gc.unfreeze()
        freed = gc.collect()
        return {
            "rounds": rounds,
            "keys": keys,
            "seconds": round(time.perf_counter() - start, 1),
            "graphs_parsed": len(app.state.loaded),
            "rss_mb": series,
            "frozen_objects": frozen,
            "full_collections": len(full.seconds),
            "longest_full_collections_s": sorted((round(t, 3) for t in full.seconds), reverse=True)[:5],
            "frozen_garbage_freed_at_end": freed,
            "rss_mb_after_that_collection": round(rss_mb(), 1),
        }

    return await drive(app, body)


def main(argv: list[str]) -> int:
    rounds = int(argv[1]) if len(argv) > 1 else 40
    pause_s = float(argv[2]) if len(argv) > 2 else 4.0
    print(json.dumps(asyncio.run(long_session(Path(argv[0]), rounds, pause_s))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
