"""A structured trace log is read once: the pass that loads it (read from its bytes) also indexes its graphs."""

from __future__ import annotations

import io
import random
from pathlib import Path

from inductor_explorer.loader.trace import parse_trace_lines, sniff_kind, structured
from inductor_explorer.loader.trace.graphs import read_structured_log
from tests.support.mutations import CONTENT_MUTATIONS


def _structured_logs(*roots: Path) -> list[Path]:
    out = []
    for root in roots:
        for path in sorted(root.rglob("*.log")):
            with path.open(encoding="utf-8", errors="replace") as fh:
                if sniff_kind(fh.read(65536)) == "structured":
                    out.append(path)
    return out


def _variants(data: bytes, rng: random.Random) -> list[bytes]:
    return [
        data,
        data.replace(b"\n", b"\r\n"),
        b"\tstray\n\n \t\n\x80\t\n" + data,
        data[: rng.randrange(len(data) + 1)],
        CONTENT_MUTATIONS["invalid_utf8"](data, rng),
        CONTENT_MUTATIONS["delete_lines"](data, rng),
        CONTENT_MUTATIONS["flip_bytes"](data, rng),
    ]


def test_the_byte_reader_reads_what_the_line_reader_reads_and_indexes_the_same_at_any_chunk_edge(
    sample_runs, corpus, tmp_path, monkeypatch
):
    logs = _structured_logs(sample_runs, corpus)
    assert len(logs) >= 15
    rng = random.Random(3)
    indexed = 0
    for path in logs:
        for n, variant in enumerate(_variants(path.read_bytes()[:120_000], rng)):
            log = tmp_path / f"{n}_{path.name}"
            log.write_bytes(variant)
            text = io.TextIOWrapper(io.BytesIO(variant), encoding="utf-8", errors="replace", newline="\n")
            expected = parse_trace_lines(text, str(log))
            whole = read_structured_log(log)
            for chunk in (97, 4099, structured.STREAM_CHUNK):  # edges in records, payloads, UTF-8 sequences
                monkeypatch.setattr(structured, "STREAM_CHUNK", chunk)
                with log.open("rb") as fh:
                    assert structured.parse_trace_file(fh, str(log)) == expected, (path, n, chunk)
                assert read_structured_log(log) == whole, (path, n, chunk)
            monkeypatch.undo()
            indexed += len(whole[2].graphs)
            if n == 0:
                _check_spans(variant, whole[2])
    assert indexed > 100


def _check_spans(data: bytes, index) -> None:
    """Each span of INDEX holds whole payload lines (tab first) of the record its graph starts at."""
    for ref in index.graphs:
        assert (
            data[ref.offset - 1 : ref.offset] in (b"", b"\n") and data[ref.offset : ref.offset + 1] != b"\t"
        )
        for _, start, end in ref.spans:
            assert data[start - 1 : start] == b"\n" and data[end : end + 1] in (b"", b"\n")
            assert all(line[:1] == b"\t" or not line.strip() for line in data[start:end].split(b"\n"))
    for start, end in index.guards.values():
        assert data[start:end].startswith(b"\t")


def test_a_log_of_other_text_than_ascii_is_indexed_at_its_bytes(tmp_path):
    # Non-ASCII text before a record moves its byte offset away from its character offset.
    source = Path(__file__).parents[2] / "sample_runs" / "graph_breaks_triton" / "torch_compile_debug"
    log = next(source.rglob("tlparse/*.log"))
    data = log.read_bytes()
    first = data.index(b"\n") + 1
    widened = data[:first] + "\t\u00e9\u4e2d\ufffd\n".encode() + b"\t\xff\xfe\n" + data[first:]
    moved = tmp_path / log.name
    moved.write_bytes(widened)
    shift = len(widened) - len(data)
    _, _, before = read_structured_log(log)
    _, problems, after = read_structured_log(moved)
    assert before.graphs and len(after.graphs) == len(before.graphs)
    for old, new in zip(before.graphs, after.graphs):
        assert new.offset == old.offset + shift
        assert [(n, s - shift, e - shift) for n, s, e in new.spans] == list(old.spans)
    assert any("invalid UTF-8" in p.message for p in problems)
