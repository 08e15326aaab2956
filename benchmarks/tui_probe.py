"""Explorer timings measured in-process (run by benchmarks/run.py).

    python benchmarks/tui_probe.py first-screen PATH
    python benchmarks/tui_probe.py keys PATH GRAPH_NAME [--profile FILE]
    python benchmarks/tui_probe.py costs-view PATH
    python benchmarks/tui_probe.py indexing PATH
    python benchmarks/tui_probe.py traces PATH
    python benchmarks/tui_probe.py ranks-view PATH

Prints one JSON object. The explorer runs without the parse cache: its trace logs are parsed in the
background as on a first opening, while the keys are measured. It runs as in a terminal, through public API
only: `App.run_async` with a driver (`RecordingDriver`, Textual's headless driver that says it is not
headless) that keeps what the app writes instead of sending it to a terminal, so each frame is encoded to
escape sequences as a real one is. A frame is what the app writes between two flushes (Textual flushes once
per update it draws). Keys are posted to the app as a terminal's driver posts them (`App.post_message`), with
no fixed idle waits. With `--profile FILE`, the key phase runs under cProfile, one profile per key class
(FILE.scroll, FILE.palette_open, ..., readable with `pstats`): each covers its keys from the post until the
app settles, background work included. Two latencies per key:

- "last frame": key sent -> the last frame before the app goes idle, whatever it draws;
- "settled": key sent -> the last frame that changed a cell of the screen. Frames are replayed onto a
  model of the terminal (character and escape-sequence style per cell); a frame that rewrites cells with
  what they already hold (Textual repaints a scrollbar a frame late after focus and layout changes) changes
  nothing the user can see.

Both wait for the process to stop using the CPU, so what background work draws meanwhile (the navigator
growing when the trace logs are read, ctrl+p's list as more names are read) counts as the key's. Two more
figures tell those apart: "first" (key sent -> the first frame after it, the key's answer unless it takes
more than one frame), and `*_loop_stall_max` (the longest the event loop ran no task, while the scroll keys
and while all keys were measured: no key could have been answered then). The scroll keys run twice: first
while the trace logs are being read (`scroll`), then again once they are (`scroll_loaded`), when what a key
draws is the key's alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import cProfile
import json
import os
import re
import resource
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from textual import events
from textual.app import App
from textual.drivers.headless_driver import HeadlessDriver
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

# The checkout this file belongs to, ahead of any installed copy of the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import ExplorerApp, make_app
from inductor_explorer.tui.location import Location
from inductor_explorer.tui.widgets.navigator import Navigator
from inductor_explorer.tui.widgets.source_view import SourceView

SIZE = (160, 48)
#: ctrl+p jumps measured, to kernels spread over the file.
JUMPS = 24
SCROLL_KEYS = ["down"] * 40 + ["pagedown"] * 20 + ["end", "home", "up", "pageup"] + ["pagedown"] * 20
#: What Textual writes: cursor moves and styles (CSI), hyperlinks (OSC), and the text between them.
CONTROL = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|[\r\n]")
#: How long `idle` sleeps between looks, and the CPU time under which a look counts as idle: Textual's
#: Pilot waits for idle the same way (its values).
IDLE_LOOK_S = 1 / 50
IDLE_CPU_S = IDLE_LOOK_S / 20
#: How often the loop-stall watch looks at the event loop.
BEAT_S = 0.005
#: A key's latencies (last frame, settled, first frame; see above), None when it drew nothing.
Latency = tuple[float | None, float | None, float | None]


class Terminal:
    """What a terminal shows: a character and a style (the escape sequence that set it) per cell."""

    def __init__(self, width: int, height: int) -> None:
        self.cells: list[list[tuple[str, str] | None]] = [[None] * width for _ in range(height)]
        self.x = self.y = 0
        self.style = ""

    def _write(self, text: str) -> bool:
        row = self.cells[self.y] if 0 <= self.y < len(self.cells) else None
        changed = False
        for char in text:
            if row is not None and 0 <= self.x < len(row) and row[self.x] != (char, self.style):
                row[self.x] = (char, self.style)
                changed = True
            self.x += cell_len(char)
        return changed

    def apply(self, frame: str) -> bool:
        """Write one frame's escape sequences and text; whether any cell changed."""
        changed, start = False, 0
        for match in CONTROL.finditer(frame):
            changed |= self._write(frame[start : match.start()])
            start = match.end()
            if match[2] == "H":  # cursor to row;column, 1-based
                row, _, column = (match[1] or "1").partition(";")
                self.y, self.x = int(row or 1) - 1, int(column or 1) - 1
            elif match[2] == "m":  # Rich sets a span's whole style, then resets it
                self.style = "" if match[1] in ("", "0") else match[1]
            elif match[0] == "\n":
                self.y, self.x = self.y + 1, 0
            elif match[0] == "\r":
                self.x = 0
        return self._write(frame[start:]) or changed


class Frames:
    """Times of the frames the app draws, and what they wrote (replayed onto a Terminal)."""

    def __init__(self, app: ExplorerApp) -> None:
        self.app = app
        self.times: list[float] = []
        self.written: list[str] = []
        self.first_ready: float | None = None
        self.first_graph: float | None = None
        self.terminal = Terminal(*SIZE)
        self._replayed = 0
        #: Times of the frames that changed a cell (filled by replay()).
        self.changed: list[float] = []
        app.driver_class = recording_driver(self)

    def drawn(self, written: str) -> None:
        """A frame was flushed: note when, and what the app's state is then."""
        now = time.perf_counter()
        self.times.append(now)
        self.written.append(written)
        app = self.app
        if self.first_ready is None and _navigator_ready(app):
            self.first_ready = now
        if self.first_graph is None and app.state.loaded and not app.query_one("#views").loading:
            self.first_graph = now

    def replay(self) -> None:
        """Replay the frames drawn since the last replay onto the terminal, noting those that changed it."""
        for at, written in zip(self.times[self._replayed :], self.written[self._replayed :]):
            if self.terminal.apply(written):
                self.changed.append(at)
        self._replayed = len(self.times)
        self.written[:] = [""] * len(self.written)  # drawn: the text is not needed any more


def recording_driver(frames: Frames) -> type[HeadlessDriver]:
    class RecordingDriver(HeadlessDriver):
        """Textual's headless driver (no terminal, no input), except that the app draws to it: each flush
        ends a frame, handed to FRAMES."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.pending: list[str] = []

        @property
        def is_headless(self) -> bool:
            return False

        def write(self, data: str) -> None:
            self.pending.append(data)

        def flush(self) -> None:
            written, self.pending = "".join(self.pending), []
            if written:
                frames.drawn(written)

    return RecordingDriver


def _navigator_ready(app: App) -> bool:
    navigator = next(iter(app.query(Navigator)), None)
    return navigator is not None and len(navigator.root.children) > 0


async def idle() -> None:
    """Until the process stops using the CPU for a moment (at most a second)."""
    start = time.monotonic()
    while time.monotonic() - start < 1:
        cpu = time.process_time()
        await asyncio.sleep(IDLE_LOOK_S)
        if time.process_time() - cpu < IDLE_CPU_S:
            return


async def settle(frames: Frames, since: float) -> Latency:
    """Wait until the app is idle and draws nothing more; (last frame, last frame that changed the screen,
    first frame) after SINCE, minus SINCE."""
    seen = -1
    while seen != len(frames.times):
        seen = len(frames.times)
        await idle()
    frames.replay()
    after = [t for t in frames.times if t >= since]
    changed = [t for t in frames.changed if t >= since]
    return (
        (after[-1] - since if after else None),
        (changed[-1] - since if changed else None),
        (after[0] - since if after else None),
    )


class TreeMemory:
    """The largest resident set this process and its child processes held together, sampled every 0.1 s
    from /proc (Linux) between `start` and `stop` (getrusage gives each one's peak, not their sum)."""

    def __init__(self) -> None:
        self.peak_mb = 0.0
        #: At that peak: seconds since `start`, and the megabytes of this process and of its children.
        self.peak_at_s = 0.0
        self.peak_split_mb = (0.0, 0.0)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _sample(self) -> None:
        started = time.perf_counter()
        page_mb = os.sysconf("SC_PAGE_SIZE") / (1 << 20)
        while not self._stop.wait(0.1):
            pids = [os.getpid()]
            for task in Path("/proc/self/task").glob("*/children"):
                with contextlib.suppress(OSError):
                    pids += [int(pid) for pid in task.read_text().split()]
            pages = [0, 0]  # this process's, its children's
            for pid in pids:
                with contextlib.suppress(OSError, ValueError, IndexError):
                    pages[pid != pids[0]] += int(Path(f"/proc/{pid}/statm").read_text().split()[1])
            if sum(pages) * page_mb > self.peak_mb:
                self.peak_mb = sum(pages) * page_mb
                self.peak_at_s = time.perf_counter() - started
                self.peak_split_mb = (pages[0] * page_mb, pages[1] * page_mb)


class LoopStall:
    """The longest the event loop went without running a task from `start` to `stop` (a stall: no key could
    be answered during it)."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._beat())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _beat(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(BEAT_S)
            now = time.perf_counter()
            self.longest = max(self.longest, now - last - BEAT_S)
            last = now


async def press(app: App, frames: Frames, key: str, profile: cProfile.Profile | None = None) -> Latency:
    char = key if len(key) == 1 else None
    if profile is not None:
        profile.enable()
    try:
        start = time.perf_counter()
        app.post_message(events.Key(key, char))
        return await settle(frames, start)
    finally:
        if profile is not None:
            profile.disable()


async def drive(app: App, body: Callable[[Pilot], Awaitable[dict]]) -> dict:
    """Run APP at SIZE as in a terminal, BODY driving it; BODY's result once the app has ended."""
    result: dict = {}

    async def run(pilot: Pilot) -> None:
        try:
            result.update(await body(pilot))
        finally:
            app.exit()

    await app.run_async(size=SIZE, auto_pilot=run)
    return result


async def first_screen(path: Path) -> dict:
    start = time.perf_counter()
    # As the explorer opens it: a huge trace log's graphs are indexed after the first frame.
    session = open_session(path, SessionOptions(parse_cache=False, threads=True, index_later=True))
    discovered = time.perf_counter()
    app = make_app(session)
    frames = Frames(app)

    async def body(pilot: Pilot) -> dict:
        deadline = time.perf_counter() + 120
        while (frames.first_ready is None or frames.first_graph is None) and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        return {
            "discover_s": discovered - start,
            "first_screen_s": (frames.first_ready - entered) if frames.first_ready else None,
            "first_screen_with_discover_s": (frames.first_ready - start) if frames.first_ready else None,
            "first_graph_shown_s": (frames.first_graph - start) if frames.first_graph else None,
            "graphs": sum(len(r.graphs) for r in session.runs),
        }

    entered = time.perf_counter()
    return await drive(app, body)


async def indexing(path: Path) -> dict:
    """A trace log big enough to be indexed after the first frame (SessionOptions.index_later, as the explorer
    opens it): the first screen, then keys (? and escape: the help screen opened and closed) while the graphs
    are indexed, and when they are listed."""
    start = time.perf_counter()
    session = open_session(path, SessionOptions(parse_cache=False, threads=True, index_later=True))
    discovered = time.perf_counter()
    pending = session.tree.trace_graphs_pending
    app = make_app(session)
    frames = Frames(app)

    async def body(pilot: Pilot) -> dict:
        deadline = time.perf_counter() + 600
        while frames.first_ready is None and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        await settle(frames, time.perf_counter())
        # Each key's first frame (the help screen drawn or gone): settle() waits for the CPU to go idle, which
        # it does not while the graphs are indexed.
        firsts: list[float] = []
        timed: list[tuple[float, float]] = []  # (seconds since the start, key -> first frame)
        stall = LoopStall()
        stall.start()
        while session.tree.trace_graphs_pending and time.perf_counter() < deadline:
            sent = time.perf_counter()
            seen = len(frames.times)
            app.post_message(events.Key(("question_mark", "escape")[len(firsts) % 2], None))
            while len(frames.times) == seen and time.perf_counter() < sent + 5:
                await asyncio.sleep(0.001)
            if len(frames.times) > seen:
                firsts.append(frames.times[seen] - sent)
                timed.append((sent - start, firsts[-1]))
            await asyncio.sleep(0.2)
        indexed = time.perf_counter()
        navigator = app.query_one("Navigator")
        last = (0, len(session.runs[0].graphs) - 1) if session.runs and session.runs[0].graphs else (0, 0)
        while not navigator.knows_graph(last) and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)
        listed = time.perf_counter()
        stall.stop()
        return {
            "pending_at_open": pending,
            "discover_s": discovered - start,
            "first_screen_with_discover_s": (frames.first_ready - start) if frames.first_ready else None,
            "graphs_listed_s": listed - start,
            "indexing_s": indexed - start,
            "keys_while_indexing": len(firsts),
            **key_figures(timed),
            "loop_stall_max_s": stall.longest,
            "graphs": sum(len(r.graphs) for r in session.runs),
        }

    return await drive(app, body)


def key_figures(timed: list[tuple[float, float]]) -> dict:
    """Of keys pressed at (seconds since the start, key -> its first frame): p50, p95 and max, and when the
    slowest tenth were pressed (which part of the work they waited for)."""
    firsts = sorted(took for _, took in timed)
    slowest = sorted(timed, key=lambda t: -t[1])[: len(timed) // 10]
    return {
        "key_first_frame_p50_s": firsts[len(firsts) // 2] if firsts else None,
        "key_first_frame_p95_s": firsts[int(len(firsts) * 0.95)] if firsts else None,
        "key_first_frame_max_s": firsts[-1] if firsts else None,
        "slowest_keys_at_s": [[round(at, 2), round(took, 3)] for at, took in slowest],
    }


async def traces_read(path: Path) -> dict:
    """The explorer opened as the CLI opens it, until its trace worker has read every record (the Breaks and
    Compile views' data) and the view shows them: how long, keys meanwhile (? and escape, each key -> its
    first frame), `9` then (the Compile view filled), the longest the event loop waited, and the peak memory
    of the process and of its children (resident set, `getrusage`)."""
    start = time.perf_counter()
    session = open_session(path, SessionOptions(parse_cache=False, threads=True, index_later=True))
    app = make_app(session)
    frames = Frames(app)

    memory = TreeMemory()
    memory.start()

    async def body(pilot: Pilot) -> dict:
        stall = LoopStall()
        stall.start()
        firsts: list[float] = []
        timed: list[tuple[float, float]] = []  # (seconds since the start, key -> first frame)
        sent_keys = 0
        indexed: float | None = None
        while app.state.run_traces is None and time.perf_counter() < start + 1800:
            if indexed is None and not session.tree.trace_graphs_pending:
                indexed = time.perf_counter() - start
            sent = time.perf_counter()
            seen = len(frames.times)
            app.post_message(events.Key(("question_mark", "escape")[sent_keys % 2], None))
            sent_keys += 1
            while len(frames.times) == seen and time.perf_counter() < sent + 5:
                await asyncio.sleep(0.001)
            if len(frames.times) > seen:
                firsts.append(frames.times[seen] - sent)
                timed.append((sent - start, firsts[-1]))
            frames.replay()  # a frame at a time: replayed at the end, a minute of frames held the loop 1.6 s
            await asyncio.sleep(0.2)
        read = time.perf_counter() - start
        if sent_keys % 2:
            app.post_message(events.Key("escape", None))  # the help screen closed
        await settle(frames, time.perf_counter())  # the views filled with what was read
        shown = time.perf_counter() - start
        # The other view of every record, filled at its first showing: its key's time (last frame, settled).
        compile_view = await press(app, frames, "9")
        stall.stop()
        return {
            "graphs_indexed_s": indexed,
            "traces_read_s": read,
            "shown_s": shown,
            "compile_view_key_s": compile_view[:2],
            "keys_while_reading": len(firsts),
            **key_figures(timed),
            "loop_stall_max_s": stall.longest,
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "children_peak_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
            "peak_rss_with_children_mb": memory.peak_mb,
            "peak_with_children_at_s": memory.peak_at_s,
            "peak_with_children_split_mb": memory.peak_split_mb,
        }

    try:
        return await drive(app, body)
    finally:
        memory.stop()


KEY_CLASSES = (
    "scroll",
    "scroll_loaded",
    "palette_open",
    "palette_type",
    "jump_from_code",
    "jump_from_kernel",
    "back_to_code",
)


async def key_latency(path: Path, graph_name: str, profile_to: Path | None = None) -> dict:
    profiles = {name: cProfile.Profile() for name in KEY_CLASSES} if profile_to else {}
    session = open_session(path, SessionOptions(parse_cache=False, threads=True))
    app = make_app(session)
    frames = Frames(app)
    key = next(k for k, folder in session.folders.items() if folder.name == graph_name)

    async def body(pilot: Pilot) -> dict:
        # The app opens on its first screen; then to the Code view (asked sooner, the opening would undo it).
        while frames.first_ready is None:
            await asyncio.sleep(0.005)
        await settle(frames, time.perf_counter())
        app.go(Location(key, "code"), focus=True)
        while key not in app.state.loaded:
            await asyncio.sleep(0.05)
        await pilot.pause()
        await settle(frames, time.perf_counter())
        lines = app.view("code").query_one("#code-source", SourceView).line_count
        if app.location is None or app.location.view != "code" or not lines:
            # Keys measured anywhere else would be reported as the 100k-line file's.
            raise RuntimeError(
                f"the Code view of {graph_name} is not on screen ({app.location}, {lines} lines)"
            )
        scroll_stall, all_stall = LoopStall(), LoopStall()
        scroll_stall.start()
        all_stall.start()
        scroll = [await press(app, frames, k, profiles.get("scroll")) for k in SCROLL_KEYS]
        scroll_stall.stop()
        # The same keys once the trace logs are read: what the background work draws meanwhile (the
        # navigator relabelled when they arrive) is not counted as a key's.
        while app.state.run_traces is None:
            await asyncio.sleep(0.05)
        await settle(frames, time.perf_counter())
        scroll_loaded = [await press(app, frames, k, profiles.get("scroll_loaded")) for k in SCROLL_KEYS]

        graph = app.state.loaded[key].graph
        if graph is None:
            raise RuntimeError(f"{graph_name} did not load")
        kernels = [k.name for k in graph.kernels]
        targets = [kernels[i * len(kernels) // JUMPS] for i in range(1, JUMPS)] + [kernels[-1]]
        opened: list[Latency] = []
        typed: list[Latency] = []
        from_code: list[Latency] = []
        from_kernel: list[Latency] = []
        back: list[Latency] = []
        landed = 0
        for i, name in enumerate(targets):
            # Every other jump starts in the 100k-line file (back to the Code view with `3`: the jump switches
            # views), the others in the Kernel view the jump before landed in.
            if i % 2 == 0 and app.location is not None and app.location.view != "code":
                back.append(await press(app, frames, "3", profiles.get("back_to_code")))
                await pilot.pause(0.2)
                await settle(frames, time.perf_counter())
            starts_in_code = app.location is not None and app.location.view == "code"
            opened.append(await press(app, frames, "ctrl+p", profiles.get("palette_open")))
            for char in name.rsplit("_", 2)[-2] + "_" + name.rsplit("_", 1)[-1]:
                typed.append(await press(app, frames, char, profiles.get("palette_type")))
            # A user reads the list before choosing.
            await pilot.pause(0.3)
            await settle(frames, time.perf_counter())
            jump_class = "jump_from_code" if starts_in_code else "jump_from_kernel"
            (from_code if starts_in_code else from_kernel).append(
                await press(app, frames, "enter", profiles.get(jump_class))
            )
            landed += app.location is not None and app.location.target == name
            await settle(frames, time.perf_counter())
        all_stall.stop()
        out: dict[str, Any] = {
            "lines": lines,
            "jumps_landed": landed,
            "jumps": len(targets),
            "scroll_loop_stall_max": scroll_stall.longest,
            "keys_loop_stall_max": all_stall.longest,
        }
        for name, profile in profiles.items():
            profile.dump_stats(f"{profile_to}.{name}")
        for name, pairs in (
            ("scroll", scroll),
            ("scroll_loaded", scroll_loaded),
            ("palette_open", opened),
            ("palette_type", typed),
            ("jump_from_code", from_code),
            ("jump_from_kernel", from_kernel),
            ("back_to_code", back),
        ):
            out[name] = [last for last, _, _ in pairs]
            out[f"{name}_settled"] = [settled for _, settled, _ in pairs]
            out[f"{name}_first"] = [first for _, _, first in pairs]
        out["jump"] = out["jump_from_code"] + out["jump_from_kernel"]
        out["jump_settled"] = out["jump_from_code_settled"] + out["jump_from_kernel_settled"]
        return out

    return await drive(app, body)


async def costs_view(path: Path) -> dict:
    """`c` on the first screen: until the first frame the key drew (the view, costs still being read) and
    until every graph's costs are listed."""
    app = make_app(open_session(path, SessionOptions(parse_cache=False, threads=True)))
    frames = Frames(app)

    async def body(pilot: Pilot) -> dict:
        deadline = time.perf_counter() + 120
        while frames.first_ready is None and time.perf_counter() < deadline:
            await asyncio.sleep(0.005)
        await settle(frames, time.perf_counter())
        start = time.perf_counter()
        app.post_message(events.Key("c", "c"))
        while not any(t >= start for t in frames.times) and time.perf_counter() < start + 60:
            await asyncio.sleep(0.002)
        first = min((t for t in frames.times if t >= start), default=None)
        table = app.query_one("#costs-table", DataTable)
        while not table.row_count and time.perf_counter() < start + 1800:
            await asyncio.sleep(0.05)
        listed = time.perf_counter() if table.row_count else None
        return {
            "first_frame_s": (first - start) if first else None,
            "listed_s": (listed - start) if listed else None,
            "rows": table.row_count,
        }

    return await drive(app, body)


async def ranks_view(path: Path) -> dict:
    """The explorer opened as the CLI opens it, `R` pressed once the first screen is drawn: until the Ranks
    view's title is its verdict (the trace logs read, the ranks compared)."""
    start = time.perf_counter()
    app = make_app(open_session(path, SessionOptions(parse_cache=False, threads=True, index_later=True)))
    frames = Frames(app)

    async def body(pilot: Pilot) -> dict:
        while frames.first_ready is None and time.perf_counter() < start + 120:
            await asyncio.sleep(0.005)
        app.post_message(events.Key("R", "R"))
        title = ""
        while not title.startswith(("ranks ", "No ranks")) and time.perf_counter() < start + 1800:
            await asyncio.sleep(0.05)
            found = app.query("#ranks-title").results(Static)
            title = next((str(widget.render()) for widget in found), "")
        return {"verdict_s": time.perf_counter() - start, "verdict": title}

    return await drive(app, body)


def main(argv: list[str]) -> int:
    mode, path = argv[0], Path(argv[1])
    if mode == "first-screen":
        result = asyncio.run(first_screen(path))
    elif mode == "costs-view":
        result = asyncio.run(costs_view(path))
    elif mode == "indexing":
        result = asyncio.run(indexing(path))
    elif mode == "traces":
        result = asyncio.run(traces_read(path))
    elif mode == "ranks-view":
        result = asyncio.run(ranks_view(path))
    else:
        profile_to = Path(argv[argv.index("--profile") + 1]) if "--profile" in argv else None
        result = asyncio.run(key_latency(path, argv[2], profile_to))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
