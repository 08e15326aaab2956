"""`inductor-explore breaks PATH --follow`: a real trace log written while the command runs (in chunks cut
mid-line, as a job writes it) comes out as one line per graph break and recompile, each once, in logged
order; a log that appears later is followed too; ctrl+c ends it with status 130 and no traceback."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCORER = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse"
#: Generous bounds for a loaded CI machine; the latency itself is measured in benchmarks/.
WAIT_S = 20.0


def _breaks(*args: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-m", "inductor_explorer", "breaks", *args],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    return out.splitlines()


#: The `breaks --follow` processes a test started: killed after it, whatever happened (they never end alone).
_STARTED: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def _stop_followers():
    yield
    while _STARTED:
        proc = _STARTED.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=WAIT_S)


class _Follower:
    """`breaks --follow` running, its stdout lines gathered by a thread."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "inductor_explorer", "breaks", "--follow", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            # A test runner's worker may ignore SIGINT (a child inherits that); a terminal's ctrl+c sends it.
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        _STARTED.append(self.proc)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._gather, daemon=True).start()

    def _gather(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def take(self, count: int) -> list[str]:
        """The next COUNT lines, failing when they do not come within WAIT_S."""
        got = []
        deadline = time.monotonic() + WAIT_S
        while len(got) < count:
            try:
                got.append(self.lines.get(timeout=max(0.01, deadline - time.monotonic())))
            except queue.Empty:
                raise AssertionError(f"{len(got)} of {count} lines within {WAIT_S} s: {got}") from None
        return got

    def nothing_more(self, seconds: float = 1.5) -> bool:
        try:
            extra = self.lines.get(timeout=seconds)
        except queue.Empty:
            return True
        raise AssertionError(f"an unexpected line: {extra}")

    def interrupt(self) -> tuple[int, str]:
        self.proc.send_signal(signal.SIGINT)
        _, err = self.proc.communicate(timeout=WAIT_S)
        return self.proc.returncode, err


def _write_in_chunks(path: Path, data: bytes, chunks: int) -> None:
    step = len(data) // chunks + 1
    for start in range(0, len(data), step):
        with path.open("ab") as fh:
            fh.write(data[start : start + step])
        time.sleep(0.05)


def test_a_log_written_while_following_comes_out_as_one_line_per_event(tmp_path):
    log = next(SCORER.glob("*.log"))
    data = log.read_bytes()
    # What `breaks --follow` prints for the whole log written at once: the reference.
    whole = tmp_path / "whole" / "tlparse"
    whole.mkdir(parents=True)
    (whole / log.name).write_bytes(data)
    reference = _Follower(str(whole.parent))
    expected = reference.take(12)
    reference.nothing_more()
    assert reference.interrupt()[0] == 130
    assert sum(line.split("] ", 1)[1].startswith("graph break") for line in expected) == 8
    assert sum(line.split("] ", 1)[1].startswith("recompile") for line in expected) == 4
    # A job writing into an empty folder: the log appears after the command started, and grows in chunks
    # cut mid-line; every event comes out once, in the same order.
    job = tmp_path / "job"
    (job / "tlparse").mkdir(parents=True)
    follower = _Follower(str(job))
    time.sleep(1.0)
    target = job / "tlparse" / log.name
    half = data.index(b"\n", len(data) // 2) + 5  # mid-line
    _write_in_chunks(target, data[:half], 7)
    early = follower.take(1)  # out before the rest of the log exists
    _write_in_chunks(target, data[half:], 5)
    assert early + follower.take(11) == expected
    follower.nothing_more()
    # A second rank's log appears beside it: its events follow.
    (job / "tlparse" / "rank_1.log").write_bytes(data)
    assert follower.take(12) == expected
    code, err = follower.interrupt()
    assert code == 130 and "Traceback" not in err
    assert "following no trace log yet" in err and "ctrl+c stops" in err


def test_follow_json_gives_breaks_json_objects_one_a_line(tmp_path):
    log = next(SCORER.glob("*.log"))
    target = tmp_path / "trace.log"
    target.write_bytes(log.read_bytes())
    follower = _Follower(str(target), "--json")
    events = [json.loads(line) for line in follower.take(12)]
    code, _ = follower.interrupt()
    assert code == 130
    full = json.loads("\n".join(_breaks(str(target), "--json")))
    breaks = [e for e in events if e["event"] == "graph_break"]
    recompiles = [e for e in events if e["event"] == "recompile"]
    # The same objects `breaks --json` lists, each with its kind.
    assert [{k: v for k, v in e.items() if k != "event"} for e in breaks] == full["graph_breaks"]
    by_id = {r["compile_id"]: r for r in full["recompiles"]}
    assert {r["compile_id"] for r in recompiles} == set(by_id)
    for r in recompiles:
        assert r["failures"] == by_id[r["compile_id"]]["failures"]


def test_follow_with_trace_is_a_usage_error(tmp_path):
    log = next(SCORER.glob("*.log"))
    result = subprocess.run(
        [sys.executable, "-m", "inductor_explorer", "breaks", str(tmp_path), "--follow", "--trace", str(log)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ},
    )
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "--follow" in result.stderr
