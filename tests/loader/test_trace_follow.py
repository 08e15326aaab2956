"""A trace log read as it grows (loader/trace/follow.py): appended in chunks cut anywhere, it reads as the
whole log reads at once; a log that shrinks or is replaced is read again from its start."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from inductor_explorer.loader.trace.follow import FollowedLog
from inductor_explorer.loader.trace.read import load_trace
from inductor_explorer.model.trace import TraceLog, compile_keys

ROOT = Path(__file__).resolve().parents[2]
SCORER = ROOT / "tests" / "data" / "scorer_loop" / "0_planted" / "torch_compile_debug" / "tlparse"
GRAPH_BREAKS = ROOT / "sample_runs" / "graph_breaks_triton" / "torch_compile_debug" / "tlparse"


def _log(folder: Path) -> Path:
    return next(folder.glob("*.log"))


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _facts(trace: TraceLog) -> tuple:
    """What a reader of the log sees: compiles, breaks, recompiles, compile times, the torch version."""
    return (
        compile_keys([trace]),
        [(str(b.compile_id), b.gb_id, b.reason, b.location, b.line) for b in trace.graph_breaks],
        [(str(r.compile_id), repr(r.failures), r.line) for r in trace.recompiles],
        {key: trace.compile_time_s(key) for key in trace.phases},
        trace.torch_version,
        trace.line_count,
    )


@pytest.mark.parametrize("folder", [SCORER, GRAPH_BREAKS], ids=["scorer_2.14.1", "graph_breaks_2.13"])
def test_a_log_appended_in_chunks_cut_anywhere_reads_as_the_whole_log(tmp_path, folder):
    source = _log(folder)
    # The user's folder named with a two-byte character, so that chunks also end inside one.
    data = source.read_bytes().replace(b"/work/", "/wörk/".encode())
    assert data.count("ö".encode()) > 10
    whole, problems = load_trace(_written(tmp_path / "whole.log", data))
    target = tmp_path / source.name
    target.write_bytes(b"")
    followed = FollowedLog(target)
    # Chunks of odd sizes: cut inside lines and payloads, and inside the first two-byte characters.
    sizes = [1, 7, 4099, 65536, 333, 120_001]
    cuts = {0}
    while max(cuts) < len(data):
        cuts.add(max(cuts) + sizes[len(cuts) % len(sizes)])
    two_byte = "ö".encode()
    cuts |= {
        data.index(two_byte, start) + 1
        for start in range(0, len(data), len(data) // 8)
        if two_byte in data[start:]
    }
    seen_compiles = []
    bounds = sorted(c for c in cuts if c < len(data)) + [len(data)]
    for start, end in zip(bounds, bounds[1:]):
        with target.open("ab") as fh:
            fh.write(data[start:end])
        followed.read()
        seen_compiles.append(len(compile_keys([followed.trace()[0]])))
    while followed.read():  # the writer stopped: the last pending record is taken as whole
        pass
    trace, found = followed.trace()
    assert _facts(trace) == _facts(whole)
    # Each snapshot nested again only the compiles that changed: the trees are those of one whole read.
    assert trace.phases == whole.phases
    assert found == problems and not any("UTF-8" in p.message for p in found)
    assert any("wörk" in str(b.location) for b in trace.graph_breaks)
    # The compiles appeared as the log grew, never went away, and reached the whole log's count.
    assert seen_compiles == sorted(seen_compiles) and seen_compiles[0] < seen_compiles[-1]
    assert followed.restarts == 0 and followed.size == len(data)


def test_each_read_takes_only_what_was_appended(tmp_path):
    source = _log(SCORER)
    lines = source.read_bytes().splitlines(keepends=True)
    target = tmp_path / "trace.log"
    target.write_bytes(b"".join(lines[: len(lines) // 2]))
    followed = FollowedLog(target)
    assert followed.read()
    size = followed.size
    assert not followed.behind
    # Nothing new: nothing read (one read may take the pending record as whole; the next changes nothing).
    followed.read()
    assert not followed.read() and followed.size == size
    with target.open("ab") as fh:
        fh.write(b"".join(lines[len(lines) // 2 :]))
    assert followed.behind
    assert followed.read() and followed.size == target.stat().st_size


def test_a_log_truncated_or_replaced_is_read_again_from_its_start(tmp_path):
    source = _log(SCORER)
    data = source.read_bytes()
    whole, _ = load_trace(source)
    target = tmp_path / "trace.log"
    target.write_bytes(data)
    followed = FollowedLog(target)
    while followed.read():
        pass
    assert _facts(followed.trace()[0]) == _facts(whole)
    # Truncated (a new run writing the same file): the trace is the new content only.
    head = data[: data.index(b"\n", len(data) // 3) + 1]
    target.write_bytes(head)
    assert followed.read()
    while followed.read():
        pass
    assert followed.restarts == 1
    cut = tmp_path / "cut.log"
    cut.write_bytes(head)
    assert _facts(followed.trace()[0])[:3] == _facts(load_trace(cut)[0])[:3]
    # Replaced by another file under the same name, even a larger one: read from its start.
    other = _log(GRAPH_BREAKS)
    replacement = tmp_path / "next.log"
    replacement.write_bytes(other.read_bytes())
    os.replace(replacement, target)
    while followed.read():
        pass
    assert followed.restarts == 2
    assert _facts(followed.trace()[0])[:3] == _facts(load_trace(other)[0])[:3]


def test_a_missing_log_changes_nothing(tmp_path):
    followed = FollowedLog(tmp_path / "absent.log")
    assert not followed.read()
    trace, problems = followed.trace()
    assert compile_keys([trace]) == [] and problems == []


def test_a_log_whose_last_line_has_no_line_break_reads_as_the_whole_log(tmp_path):
    """A log cut (or copied) without its last line break: once nothing more comes, its last line is whole, as
    a read of the whole file takes it (the last record's payload was cut short by a line before)."""
    data = _log(GRAPH_BREAKS).read_bytes().rstrip(b"\n")
    target = _written(tmp_path / "cut.log", data)
    whole, problems = load_trace(target)
    followed = FollowedLog(target)
    followed.catch_up()
    assert followed.read()  # nothing more: the last line and its record taken as whole
    trace, found = followed.trace()
    assert _facts(trace) == _facts(whole) and trace.phases == whole.phases
    assert found == problems


def test_a_snapshot_gives_the_breaks_read_before_as_the_same_objects(tmp_path, corpus):
    """What is linked to a break (its diagnosis) is kept from one snapshot to the next by the break's
    identity: breaks read from compilation_metrics (a log before the graph-break artifact, torch 2.x from
    tlparse's tests) are made once, not at each snapshot."""
    source = corpus / "tlparse_tests_torch_trace" / "comp_metrics.log"
    lines = source.read_bytes().splitlines(keepends=True)
    target = _written(tmp_path / "trace.log", b"".join(lines[:-10]))
    followed = FollowedLog(target)
    followed.catch_up()
    followed.read()
    first = followed.trace()[0].graph_breaks
    assert first and all(b.source in ("restart_reasons", "fail_reason") for b in first)
    with target.open("ab") as fh:
        fh.write(b"".join(lines[-10:]))
    followed.catch_up()
    followed.read()
    again = followed.trace()[0].graph_breaks
    assert [id(b) for b in again[: len(first)]] == [id(b) for b in first]
    assert _facts(followed.trace()[0]) == _facts(load_trace(target)[0])
