"""Following a trace log as a job writes it (issue 44), measured in-process:

    python benchmarks/follow_probe.py [--appends 10] [--idle-s 10] [--settle-s 1] [--huge LOG]

Prints one JSON object. The explorer runs as tui_probe.py runs it (through Textual's public API, a driver
that keeps each frame, replayed onto a model terminal) on a folder whose structured trace log holds the
first compile of tests/data/scorer_loop/0_planted's log (torch 2.14.1). Each append then writes the records
of the next compile in one write (torch writes a record whole), spaced a random 0-1 s apart, and measures:

- `append_to_screen`: the write → the first frame after it whose terminal shows the navigator's new
  "Compiles (N)" (the explorer looks at its logs every 0.5 s; the target is 1 s p95);
- `idle_cpu`: with the log left alone for --idle-s seconds, starting --settle-s seconds after the last
  append, the process's CPU time over that span, as a share of one core (the target is 2%). Textual's own
  timers count too.

With --huge LOG (make_large_run.py's 2 GB log), the folder's log starts as a copy of LOG (in the temp
directory), read whole before the first append, and the appends are the compiles of the log LOG was made
from (the graph_breaks sample's), their frame ids shifted past LOG's: a job still writing a huge log. The
probe also reports the event loop's longest wait over the appends (`loop_stall_max_s`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_large_run import FRAME_ID, SAMPLES, TRACE_SOURCE, _shift_frame
from tui_probe import Frames, LoopStall, drive

from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.tui.app import make_app

ROOT = Path(__file__).resolve().parent.parent
LOG = next(
    (ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse").glob("*.log")
)


def compile_starts(data: bytes) -> list[int]:
    """The offsets where each compile's records begin (the line of its dynamo_start), then the end."""
    starts, at = [], data.find(b'{"dynamo_start"')
    while at >= 0:
        starts.append(data.rindex(b"\n", 0, at) + 1)
        at = data.find(b'{"dynamo_start"', at + 1)
    return [*starts[1:], len(data)]


def compiles_shown(data: bytes, tmp: Path, name: str = LOG.name) -> int:
    """The Compiles count the navigator shows for a trace log holding DATA, from a session of its own."""
    folder = tmp / "torch_compile_debug" / "tlparse"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    return len(open_session(folder.parent, SessionOptions(parse_cache=False)).traces()[0].compiles)


#: Frame ids of the appended compiles start this far past the huge log's (make_large_run.py shifts each copy
#: of the sample by the sample's frame count, 8: a 2 GB log holds under 200,000 copies' worth).
HUGE_SHIFT = 10_000_000


def huge_appends() -> bytes:
    """The graph_breaks sample's log, its frame ids shifted past a huge log's (--huge)."""
    log = next((SAMPLES / TRACE_SOURCE / "torch_compile_debug" / "tlparse").glob("*.log"))
    text = FRAME_ID.sub(lambda m: _shift_frame(m, HUGE_SHIFT), log.read_text("utf-8"))
    return text.encode("utf-8")


def screen_text(frames: Frames) -> str:
    frames.replay()
    return "\n".join("".join(cell[0] if cell else " " for cell in row) for row in frames.terminal.cells)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def measure(appends: int, idle_s: float, huge: Path | None = None, settle_s: float = 1.0) -> dict:
    data = LOG.read_bytes() if huge is None else huge_appends()
    cuts = compile_starts(data)
    appends = min(appends, len(cuts) - 1)
    name = LOG.name if huge is None else huge.name
    with tempfile.TemporaryDirectory() as tmp:
        # An append is measured when it changes the count (a compile named earlier by a recompile record is
        # already counted).
        counts = [
            compiles_shown(data[:cut], Path(tmp) / f"count{n}", name)
            for n, cut in enumerate(cuts[: appends + 1])
        ]
        folder = Path(tmp) / "torch_compile_debug" / "tlparse"
        folder.mkdir(parents=True)
        target = folder / name
        if huge is None:
            target.write_bytes(data[: cuts[0]])
        else:
            shutil.copyfile(huge, target)
            with target.open("ab") as fh:
                fh.write(data[: cuts[0]])
        app = make_app(
            open_session(folder.parent, SessionOptions(parse_cache=False, threads=True, index_later=True))
        )
        frames = Frames(app)
        rng = random.Random(0)

        async def body(pilot: object) -> dict:
            while frames.first_ready is None or app.state.run_traces is None:
                await asyncio.sleep(0.01)
            base = 0
            if huge is not None:  # the count before the appends, as shown
                await asyncio.sleep(2.0)
                found = re.search(r"Compiles \((\d+)\)", screen_text(frames))
                assert found, "no Compiles count on the screen"
                base = int(found.group(1)) - counts[0]
            stall = LoopStall()
            stall.start()
            latencies: list[float] = []
            for n in range(1, appends + 1):
                await asyncio.sleep(rng.random())
                with target.open("ab") as fh:
                    fh.write(data[cuts[n - 1] : cuts[n]])
                if counts[n] == counts[n - 1]:
                    continue
                shown = f"Compiles ({base + counts[n]})"
                written = time.perf_counter()
                deadline = written + 10
                # The screen read again only after a new frame (reading it takes the loop 3 ms).
                looked = -1
                while time.perf_counter() < deadline:
                    if len(frames.times) != looked:
                        looked = len(frames.times)
                        if shown in screen_text(frames):
                            break
                    await asyncio.sleep(0.005)
                # The frame that showed it: the last one that changed the screen before it was seen.
                drawn = [t for t in frames.changed if t >= written]
                latencies.append((drawn[-1] if drawn else time.perf_counter()) - written)
            stall.stop()
            await asyncio.sleep(settle_s)
            cpu, wall, drawn_before = time.process_time(), time.perf_counter(), len(frames.times)
            await asyncio.sleep(idle_s)
            idle_cpu = (time.process_time() - cpu) / (time.perf_counter() - wall)
            idle_frames = len(frames.times) - drawn_before
            return {
                "appends": len(latencies),
                "each_s": [round(x, 3) for x in latencies],
                "append_to_screen_s": {
                    "p50": percentile(latencies, 0.5),
                    "p95": percentile(latencies, 0.95),
                    "max": max(latencies),
                },
                "loop_stall_max_s": stall.longest,
                "idle_s": idle_s,
                "idle_cpu_share_of_one_core": idle_cpu,
                "idle_frames": idle_frames,
            }

        return await drive(app, body)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--appends", type=int, default=10)
    parser.add_argument("--idle-s", type=float, default=10.0)
    parser.add_argument(
        "--settle-s",
        type=float,
        default=1.0,
        help="seconds after the last append before the idle span starts",
    )
    parser.add_argument("--huge", type=Path, help="a huge trace log to start from (make_large_run.py's)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(measure(args.appends, args.idle_s, args.huge, args.settle_s)), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
