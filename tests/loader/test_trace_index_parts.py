"""A big trace log is indexed in parts at once, one per core: the graphs and guard spans found are the ones a
single pass finds, on every structured log of the sample runs, the test data and the external corpus."""

from __future__ import annotations

import json
import mmap
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_explorer.loader.discover import classify_trace_file
from inductor_explorer.loader.trace import graphs

TESTS = Path(__file__).resolve().parents[1]

#: In a fresh process (one thread, so it may fork): each log indexed in one pass and in PARTS parts (the
#: session's executor policy, told to use PARTS cores), as JSON lines of the log, how many parts were made and
#: whether both results are equal.
_COMPARE = """
import json, sys
from pathlib import Path
from inductor_explorer.loader.trace import graphs
from inductor_explorer.session import workers
parts = int(sys.argv[1])
policy = workers.Workers(jobs=parts)
for name in sys.argv[2:]:
    log = Path(name)
    one = graphs.index_trace_log(log)
    workers.PART_MIN_BYTES = max(1, log.stat().st_size // parts)
    with log.open("rb") as fh, graphs.mmap.mmap(fh.fileno(), 0, access=graphs.mmap.ACCESS_READ) as data:
        made = len(graphs.index_part_bounds(data, policy.parts(len(data)))) - 1
    print(json.dumps({"log": name, "parts": made, "same": graphs.index_trace_log(log, policy) == one}))
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


def test_a_log_is_cut_into_the_parts_asked_for_at_record_starts(tmp_path: Path):
    log = tmp_path / "trace.log"
    record = (
        'V1129 06:19:14.571000 8004 file.py:303] {"chromium_event": {}, "frame_id": 0, "has_payload": "0"}\n'
    )
    log.write_text(record * 2000)
    with log.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
        bounds = graphs.index_part_bounds(data, 4)
        assert len(bounds) == 5 and bounds[-1] == len(data)
        assert all(data[at - 1 : at] == b"\n" for at in bounds[1:-1])  # each part starts a record
        assert graphs.index_part_bounds(data, 1) == [0, len(data)]
