"""A big trace log is indexed in parts at once, one per core: the graphs and guard spans found are the ones a
single pass finds, on every structured log of the sample runs, the test data and the external corpus."""

from __future__ import annotations

import json
import mmap
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from inductor_explorer.loader.discover import classify_trace_file
from inductor_explorer.loader.trace import graphs

TESTS = Path(__file__).resolve().parents[1]

#: In a fresh process (one thread, so it may fork): each log indexed in one pass and in PARTS parts, as JSON
#: lines of the log, how many parts were made and whether both results are equal.
_COMPARE = """
import json, os, sys
from pathlib import Path
from inductor_explorer.loader.trace import graphs
parts = int(sys.argv[1])
os.cpu_count = lambda: parts
for name in sys.argv[2:]:
    log = Path(name)
    graphs.PART_MIN_BYTES = 1 << 62
    one = graphs.index_trace_log(log)
    graphs.PART_MIN_BYTES = max(1, log.stat().st_size // parts)
    with log.open("rb") as fh, graphs.mmap.mmap(fh.fileno(), 0, access=graphs.mmap.ACCESS_READ) as data:
        made = len(graphs.index_part_bounds(data)) - 1
    print(json.dumps({"log": name, "parts": made, "same": graphs.index_trace_log(log) == one}))
"""


def _structured_logs(*roots: Path) -> list[Path]:
    found = [
        p
        for root in roots
        if root.is_dir()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.suffix in (".log", ".txt") and p.stat().st_size > 0
    ]
    return [p for p in found if classify_trace_file(p) == "structured"]


@pytest.mark.parametrize("parts", [2, 5])
def test_a_log_indexed_in_parts_gives_what_one_pass_gives(sample_runs: Path, parts: int):
    corpus = TESTS.parent.parent / "shared" / "corpus" / "external"
    logs = _structured_logs(sample_runs, TESTS / "data", corpus)
    assert len(logs) >= 10
    done = subprocess.run(
        [sys.executable, "-c", _COMPARE, str(parts), *map(str, logs)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["log"] for r in results] == [str(p) for p in logs]
    assert [r["log"] for r in results if not r["same"]] == []
    # Split as asked wherever the log has enough records (a log of a few records has fewer places to cut).
    assert sum(r["parts"] == parts for r in results) >= len(logs) // 2


def test_a_log_is_read_in_one_part_while_another_thread_runs(tmp_path: Path, monkeypatch):
    """The explorer's threads: a worker process is never forked from under them."""
    log = tmp_path / "trace.log"
    record = (
        'V1129 06:19:14.571000 8004 file.py:303] {"chromium_event": {}, "frame_id": 0, "has_payload": "0"}\n'
    )
    log.write_text(record * 2000)
    monkeypatch.setattr(graphs, "PART_MIN_BYTES", 4096)
    monkeypatch.setattr(graphs.os, "cpu_count", lambda: 4)
    with log.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
        assert len(graphs.index_part_bounds(data)) == 5  # four parts, alone
        release = threading.Event()
        other = threading.Thread(target=release.wait)
        other.start()
        try:
            assert graphs.index_part_bounds(data) == [0, len(data)]
        finally:
            release.set()
            other.join()
