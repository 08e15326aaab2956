"""Structured trace logs (TORCH_TRACE), tlparse report folders and pasted graph-break text → TraceLog.

A structured trace log is one record per line: a glog prefix (`V1129 06:19:14.571000 8004 file.py:303] `,
the number after the time is the pid), then a JSON envelope. When the envelope has `has_payload`, the
payload follows on lines that start with a tab. Logs reach hundreds of MB, so they are read as a stream:
only the payloads this module needs are kept (graph-break reasons, recompile reasons, the torch
version, and the first lines of output code for its `# AOT ID`); everything else is skipped as it passes.

Graph breaks come from `dynamo_graph_break_reason` artifacts (torch ≥2.6 nightlies); older logs only
have `restart_reasons` / `fail_reason` in `compilation_metrics`, which are used for the compiles that
have no artifact (newer logs repeat the artifact text there, so using both would count breaks twice).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable
from typing import IO

from inductor_explorer.loader.sniff import GLOG_PREFIX
from inductor_explorer.loader.trace.builder import TraceBuilder, scan_matches
from inductor_explorer.loader.trace.common import Problems
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.trace import CompileId, TraceLog


class StructuredReader:
    """The state of a structured trace log being read: the record whose payload is passing, and what
    of that payload is kept."""

    def __init__(self, file: str, kind: str) -> None:
        self.problems = Problems(file)
        self.builder = TraceBuilder(file, kind, self.problems)
        self.pending: tuple[dict, int] | None = None  # envelope whose payload is being read
        self.kept: list[str] | None = None
        self.keep = 0
        # The pattern scanned for in the passing payload (TraceBuilder.scans), and its matches so far.
        self.scan: re.Pattern[str] | None = None
        self.scanned: list[str] | None = None
        self.in_payload = False
        self.stray_reported = False
        self.replaced_reported = False

    def skipping(self) -> bool:
        """True while tab-prefixed and blank lines change nothing: a payload nothing more is kept of,
        or stray payload lines already reported."""
        if self.in_payload:
            return self.kept is None or len(self.kept) >= self.keep
        return self.stray_reported

    def replaced(self, count: int) -> None:
        self.problems.add(count, "invalid UTF-8; undecodable bytes shown as U+FFFD")
        self.replaced_reported = True

    def close(self) -> None:
        if self.pending is not None:
            self.builder.envelope(self.pending[0], self.pending[1], self.kept, self.scanned)
        self.pending, self.kept, self.in_payload = None, None, False
        self.scan, self.scanned = None, None

    def scan_run(self, text: str, start: int, end: int) -> None:
        """Payload text TEXT[START:END] (whole lines) passes: collect the matches of the scanned pattern."""
        if self.scan is not None and self.scanned is not None:
            self.scanned.extend(scan_matches(self.scan, text, start, end))

    def line(self, count: int, raw: str) -> None:
        """Line number COUNT (1-based), with or without its line break."""
        line = raw.rstrip("\r\n")
        if not self.replaced_reported and "\ufffd" in line:
            self.replaced(count)
        if line.startswith("\t"):
            if self.in_payload:
                self.scan_run(line, 0, len(line))
                if self.kept is not None and len(self.kept) < self.keep:
                    self.kept.append(line[1:])
            elif not self.stray_reported:
                self.problems.add(count, "payload line without a record that announced a payload")
                self.stray_reported = True
            return
        if not line.strip():
            if self.in_payload and self.kept is not None and len(self.kept) < self.keep:
                self.kept.append("")
            return
        self.close()
        self.stray_reported = False
        problems = self.problems
        prefix = GLOG_PREFIX.match(line)
        start = line.find("{", prefix.end()) if prefix else -1
        if prefix is None or start < 0:
            problems.add(count, f"not a structured trace record: {line[:80]!r}")
            return
        if self.builder.trace.pid is None:
            self.builder.trace.pid = int(prefix.group(1))
        envelope = _decoded(line, start)
        if isinstance(envelope, ValueError):
            problems.add(count, f"record is not valid JSON: {envelope}")
            return
        if not isinstance(envelope, dict):
            problems.add(count, "record is not a JSON object")
            return
        if envelope.get("has_payload"):
            self.keep = self.builder.wants_payload(envelope)
            self.pending, self.kept, self.in_payload = (envelope, count), ([] if self.keep else None), True
            self.scan = self.builder.scans(envelope)
            self.scanned = [] if self.scan is not None else None
        else:
            self.builder.envelope(envelope, count, None)

    def finish(self, count: int) -> tuple[TraceLog, list[Problem]]:
        self.close()
        self.builder.trace.line_count = count
        trace = self.builder.finish()
        return trace, self.problems.result()


def _decoded(line: str, start: int) -> object:
    """The JSON value LINE[START:] holds, or the error json.loads gives for it."""
    try:
        value, end = _JSON.raw_decode(line, start)  # no copy of the text, as a slice would make
    except ValueError:
        end = -1
    if end == len(line):
        return value
    try:  # not JSON, or more after it: the error as json.loads words it, positions counted from the `{`
        return _JSON.decode(line[start:])
    except ValueError as exc:
        return exc


# Three records in four: a chromium_event whose envelope holds only compile ids, and whose payload is one
# flat JSON object in the layout torch writes (a key a line, args of plain strings and numbers). Written
# exactly so, both are valid JSON: the event is read with regexes, not decoded.
_IDS = (  # an envelope's compile ids, after its event (as `_ID`s)
    r'(?P<ids>(?:, "(?:frame_id|frame_compile_id|attempt|compiled_autograd_id)": (?:0|[1-9][0-9]*+|null))*+)'
)
_HAS_PAYLOAD = r', "has_payload": "[0-9a-f]++"\}'
_BARE_CHROMIUM_EVENT = re.compile(r'\{"chromium_event": \{\}' + _IDS + _HAS_PAYLOAD)
_ID = re.compile(r'"(\w+)": (\d+|null)')
_STRING = r'"[^"\\\x00-\x1f]*+"'
_NUMBER = r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?"
_ARG = r"\t" + _STRING + r": (?:" + _STRING + "|" + _NUMBER + r"|true|false|null)"
_CHROMIUM_PAYLOAD = (  # the payload lines, each tab first
    r'\t\{\n\t"name": "(?P<name>[^"\\\x00-\x1f]*+)",\n\t"ts": (?P<ts>' + _NUMBER + r"),\n"
    r'\t"args": \{\n(?P<args>' + _ARG + r"(?:,\n" + _ARG + r"){0,3900}+\n)\t\},\n"
    r'\t"ph": "(?P<ph>[A-Za-z])",\n\t"cat": ' + _STRING + r',\n\t"tid": [0-9]+,\n\t"pid": [0-9]+'
    r'(?:,\n\t"s": "[a-z]")?\n\t\}\n(?=\S)'
)
_JSON = json.JSONDecoder()  # json.loads(str) is this decoder's decode, less a wrapper call per record
STREAM_CHUNK = 1 << 22  # characters read at a time by parse_trace_stream
# A run of payload lines (tab first) and blank lines: what a skipped payload is made of.
_PAYLOAD_RUN = re.compile(r"(?:\t[^\n]*+\n|[^\S\n]*+\n)*+")
# A record's glog prefix and `file:line] ` (no U+FFFD in them), up to its envelope: GLOG_PREFIX's, less its
# other digits than 0-9 (the line reader's).
_RECORD_HEAD = r"(?:\[rank[0-9]+\]:)?[VIWEFDC][0-9]{4} [0-9:.]+ +([0-9]+) [^{\n\ufffd]*+"
# A whole bare chromium_event record and its payload, followed by a record.
_BARE_CHROMIUM_RECORD = re.compile(_RECORD_HEAD + _BARE_CHROMIUM_EVENT.pattern + r"\n" + _CHROMIUM_PAYLOAD)
# Most of the other records with a payload: an artifact named and encoded, whose envelope holds only compile
# ids, with its payload, followed by a record. Unless the builder keeps the payload of artifacts so named,
# all it reads of one is its name and compile id.
_BARE_ARTIFACT_RECORD = re.compile(
    _RECORD_HEAD
    + r'\{"artifact": \{"name": "(?P<name>[^"\\\x00-\x1f]*+)", "encoding": '
    + _STRING
    + r"\}"
    + _IDS
    + _HAS_PAYLOAD
    + r"\n"
    + _PAYLOAD_RUN.pattern
    + r"(?=\S)"
)


@functools.lru_cache(maxsize=4096)  # one compile's records all carry the same ids
def _bare_compile_id(ids: str) -> tuple[CompileId, str, str] | None:
    """The compile id of a bare chromium_event envelope, from its IDS group (what compile_id_of gives), with
    its names (TraceBuilder.timed_event's)."""
    envelope = {key: int(value) for key, value in dict(_ID.findall(ids)).items() if value != "null"}
    compile_id = TraceBuilder.compile_id_of(envelope, None)
    return None if compile_id is None else (compile_id, str(compile_id), compile_id.frame_key)


def _bare_artifact(builder: TraceBuilder, work: str, pos: int, cut: int) -> re.Match | None:
    """The _BARE_ARTIFACT_RECORD at WORK[POS:CUT], if the builder keeps nothing of its payload."""
    record = _BARE_ARTIFACT_RECORD.match(work, pos, cut)
    envelope = {"artifact": {"name": record["name"]}} if record is not None else {}
    if record is None or builder.wants_payload(envelope) or builder.scans(envelope):
        return None
    return record


def _bare_record(builder: TraceBuilder, record: re.Match, line: int) -> None:
    """What the builder makes of RECORD (a bare chromium_event or artifact record at line LINE) when
    decoded."""
    if record.re is _BARE_CHROMIUM_RECORD:
        builder.count("chromium_event", line)
        _bare_chromium_event(builder, record, line)
    else:
        builder.count(f"artifact:{record['name']}", line)
        ids = _bare_compile_id(record["ids"])
        builder.artifact({"name": record["name"]}, ids and ids[0], line, None)


def _bare_chromium_event(builder: TraceBuilder, record: re.Match, line: int) -> None:
    """What the builder makes of RECORD (a _BARE_CHROMIUM_RECORD match at line LINE) when decoded: of the
    payload, only the args of the few events whose args it reads are decoded."""
    _, ids_text, name, ts, args, phase = record.groups()
    ids = _bare_compile_id(ids_text)
    # The args it reads: an instant's, the compile id where the envelope has none, a phase end's cache state.
    if ids is None or phase != "B" and (phase == "i" or '"cache_state"' in args):
        builder.chromium_event(
            ids and ids[0], name, phase, float(ts), _JSON.decode("{" + args + "}"), None, line
        )
    else:
        builder.timed_event(ids, name, phase, float(ts), line)


def parse_trace_lines(
    lines: Iterable[str], file: str, kind: str = "structured"
) -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log given as an iterable of lines."""
    reader = StructuredReader(file, kind)
    count = 0
    for count, raw in enumerate(lines, 1):
        reader.line(count, raw)
    return reader.finish(count)


def _keep_payload(reader: StructuredReader, run: str) -> None:
    """What line() keeps of the payload lines RUN (a _PAYLOAD_RUN match, line breaks included) while the
    pending record's payload is kept: each line without its tab (a blank line as ""), as many as wanted."""
    assert reader.kept is not None
    wanted = reader.keep - len(reader.kept)
    breaks = run.count("\n")
    if breaks <= wanted and run.startswith("\t") and run.count("\n\t") == breaks - 1 and "\r" not in run:
        reader.kept.extend(run[1:-1].split("\n\t"))  # the usual run: all of it, every line tab first
        return
    lines = run.split("\n", wanted)
    lines.pop()  # the empty string after the run's last line break, or the lines past those wanted
    for line in lines:
        line = line.rstrip("\r\n")
        reader.kept.append(line[1:] if line.startswith("\t") else "")


def parse_trace_stream(
    stream: IO[str], file: str, kind: str = "structured"
) -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log read from a text stream (`\\n` line breaks), STREAM_CHUNK characters
    at a time; what parse_trace_lines gives for the same lines.

    Payloads that are not kept (most of a log's bytes) are passed over a run of lines at a time with
    one regex match, not one Python step per line. Memory stays bounded by the chunk and the longest line.
    """
    reader = StructuredReader(file, kind)
    count = 0
    carry = ""
    while True:
        chunk = stream.read(STREAM_CHUNK)
        if not chunk:
            break
        carry, count = read_lines(reader, carry + chunk if carry else chunk, count)
    if carry:
        count += 1
        reader.line(count, carry)
    return reader.finish(count)


def read_lines(reader: StructuredReader, work: str, count: int) -> tuple[str, int]:
    """Feed READER the whole lines of WORK (text that starts a line; COUNT lines were read before it).
    Returns the rest of WORK after its last line break (a line not yet complete) and the lines read."""
    builder = reader.builder
    cut = work.rfind("\n") + 1
    # The first undecodable byte of the text, reported at its line (once) before what that line adds.
    bad = -1 if reader.replaced_reported else work.find("\ufffd", 0, cut)
    if bad < 0:
        bad = cut
    pos = 0
    while pos < cut:
        if reader.in_payload or reader.stray_reported:
            run = _PAYLOAD_RUN.match(work, pos, cut)
            assert run is not None  # the pattern matches the empty string too
            end = run.end()
            if end > pos:
                if end > bad:
                    reader.replaced(count + work.count("\n", pos, bad) + 1)
                    bad = cut
                if reader.in_payload:
                    reader.scan_run(work, pos, end)
                    if not reader.skipping():
                        _keep_payload(reader, work[pos:end])
                count += work.count("\n", pos, end)
                pos = end
                continue
        bare = _BARE_CHROMIUM_RECORD.match(work, pos, cut) or _bare_artifact(builder, work, pos, cut)
        if bare is not None:  # what line() does with it and its payload
            if reader.pending is not None:
                reader.close()
            reader.stray_reported = False
            if builder.trace.pid is None:
                builder.trace.pid = int(bare.group(1))
            end = bare.end()
            if end > bad:
                reader.replaced(count + work.count("\n", pos, bad) + 1)
                bad = cut
            line = count + 1
            count += work.count("\n", pos, end)
            _bare_record(builder, bare, line)
            pos = end
            continue
        end = work.index("\n", pos) + 1
        count += 1
        if end > bad:
            bad = cut  # line() reports it
        reader.line(count, work[pos : end - 1])  # without its line break: line() copies it no more
        pos = end
    return work[cut:], count


def parse_trace_text(text: str, file: str) -> tuple[TraceLog, list[Problem]]:
    """Parse a structured trace log held in memory."""
    return parse_trace_lines(text.splitlines(), file)
