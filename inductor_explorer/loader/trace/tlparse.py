"""tlparse report folders without raw.log: raw.jsonl with its payload files, else the per-compile files
and failures_and_restarts.html."""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path

from inductor_explorer.loader.trace.builder import AOT_ID, GRAPH_KINDS, TraceBuilder, int_or_none
from inductor_explorer.loader.trace.cache import cache_record_name
from inductor_explorer.loader.trace.common import SNIFF_BYTES, Problems
from inductor_explorer.loader.trace.reasons import (
    guard_failures,
    parse_break_text,
    recompile_reasons_payload,
    split_location,
)
from inductor_explorer.model.trace import (
    CompilationMetrics,
    CompileId,
    CompileRecord,
    OutputCodeRef,
    Recompile,
    TraceLog,
    is_graph_break_failure,
)

_COMPILE_DIR = re.compile(r"^(?:(?P<rank>-|\d+)_)?(?P<frame>\d+)_(?P<compile>\d+)_(?P<attempt>\d+)$")
_ARTIFACT_NUMBER = re.compile(r"_(\d+)\.\w+$")
# Only real markup: tlparse leaves `<class '...'>` of the reason text unescaped inside <pre>.
_TAG = re.compile(r"</?(?:a|b|i|br|pre|code|span|div|p|td|th)\b[^>]*>", re.IGNORECASE)


def _artifact_number(name: str) -> int:
    match = _ARTIFACT_NUMBER.search(name)
    return int(match.group(1)) if match else 0


def _read(path: Path, problems: Problems) -> str | None:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        problems.add(None, f"{path.name}: could not be read ({exc.strerror or exc})")
        return None


def load_tlparse_folder(folder: Path, problems: Problems) -> TraceLog:
    """A tlparse output folder without raw.log: raw.jsonl + payload files, else the per-compile files."""
    jsonl = folder / "raw.jsonl"
    if jsonl.is_file():
        return _load_tlparse_jsonl(folder, jsonl, problems)
    builder = TraceBuilder(str(folder), "tlparse", problems)
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        problems.add(None, f"folder could not be listed: {exc.strerror or exc}")
        return builder.finish()
    found = False
    for entry in entries:
        match = _COMPILE_DIR.match(entry.name)
        if not match or not entry.is_dir():
            continue
        found = True
        if match["rank"] not in (None, "-") and builder.trace.rank is None:
            builder.trace.rank = int(match["rank"])
        cid = CompileId(int(match["frame"]), int(match["compile"]), int(match["attempt"]))
        record = builder.record(cid, None)
        try:
            names = sorted((e.name for e in os.scandir(entry.path) if e.is_file()), key=_artifact_number)
        except OSError:
            names = []
        record.report_files = names
        for name in names:
            _compile_file(builder, record, cid, Path(entry.path) / name, problems)
    for version_file in sorted(folder.glob("*/torch_version_*.json")):
        text = _read(version_file, problems)
        if text is not None:
            builder.torch_version(text.splitlines())
    failures = folder / "failures_and_restarts.html"
    if failures.is_file():
        found = True
        text = _read(failures, problems)
        if text is not None:
            _failures_table(builder, text, str(failures))
    if not found:
        problems.add(
            None, "not a tlparse report: no raw.log, raw.jsonl, compile folders or failures_and_restarts.html"
        )
    return builder.finish()


def _compile_file(
    builder: TraceBuilder, record: CompileRecord, cid: CompileId, path: Path, problems: Problems
) -> None:
    """The file PATH of a compile's folder in the report (`<record or artifact>_<n>.<ext>`) into RECORD."""
    name = path.name
    number = _artifact_number(name)
    if name.startswith("dynamo_graph_break_reason"):
        text = _read(path, problems)
        if text is not None:
            builder.artifact_breaks.append(
                parse_break_text(text, "dynamo_graph_break_reason", cid, str(path), number)
            )
    elif name.startswith("recompile_reasons"):
        text = _read(path, problems)
        if text is not None:
            builder.trace.recompiles.append(
                Recompile(
                    cid,
                    guard_failures(recompile_reasons_payload(text.splitlines())),
                    file=str(path),
                    line=number,
                )
            )
    elif name.startswith("inductor_output_code"):
        record.output_code.append(OutputCodeRef(None, _html_aot_id(path), number))
    elif name.rsplit("_", 1)[0] in GRAPH_KINDS or re.match(r"aot_\w+_graph_\d+\.", name):
        record.graphs.append(name.rsplit("_", 1)[0])
    elif "_cache_" in name:
        record.cache_events.append(name.rsplit("_", 1)[0])
        if cache_record_name(name.rsplit("_", 1)[0]) and name.endswith(".json"):
            text = _read(path, problems)
            builder.cache_payload(
                record.cache, name.rsplit("_", 1)[0], number, text.splitlines() if text else []
            )


def _html_aot_id(path: Path) -> str | None:
    try:
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            head = fh.read(SNIFF_BYTES)
    except OSError:
        return None
    match = AOT_ID.search(head)
    return match.group(1) if match else None


def _between(text: str, start: str, end: str) -> list[str]:
    """The pieces of TEXT between START and the next END (str.find, linear in the text)."""
    pieces: list[str] = []
    position = text.find(start)
    while position >= 0:
        stop = text.find(end, position + len(start))
        if stop < 0:
            break
        pieces.append(text[position + len(start) : stop])
        position = text.find(start, stop + len(end))
    return pieces


def _failures_table(builder: TraceBuilder, text: str, file: str) -> None:
    """failures_and_restarts.html rows: RestartAnalysis → graph break; Unsupported → graph break; others →
    failure."""
    offset = counted = 0
    line = 1
    for row_number, row in enumerate(_between(text, "<tr>", "</tr>"), 1):
        offset = text.find(row, offset)
        line += text.count("\n", counted, offset)
        counted = offset
        cells = [html.unescape(_TAG.sub("", cell)).strip() for cell in _between(row, "<td>", "</td>")]
        if len(cells) < 3:
            continue
        cid = CompileId.parse(cells[0])
        if cid is None:
            builder.problems.add(None, f"{Path(file).name}: row {row_number} has no compile id")
            continue
        fail_type, description = cells[1], cells[2]
        source_cell = cells[3] if len(cells) > 3 else ""
        if fail_type == "RestartAnalysis":
            builder.metric_breaks.append(
                parse_break_text(description, "failures_and_restarts", cid, file, line)
            )
        elif is_graph_break_failure(fail_type):
            gb = parse_break_text(description, "failures_and_restarts", cid, file, line)
            gb.location = gb.location or split_location(source_cell)
            gb.frame_skipped = True
            builder.metric_breaks.append(gb)
        else:
            record = builder.record(cid, None)
            record.metrics = record.metrics or CompilationMetrics(compile_id=cid, line=line)
            record.metrics.fail_type, record.metrics.fail_reason = fail_type, description


def _load_tlparse_jsonl(folder: Path, jsonl: Path, problems: Problems) -> TraceLog:
    """raw.jsonl (newer tlparse): a string table, then one envelope per line naming its payload file."""
    builder = TraceBuilder(str(folder), "tlparse", problems)
    count = 0
    try:
        with jsonl.open("r", encoding="utf-8", errors="replace") as fh:
            for count, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    envelope = json.loads(line)
                except ValueError as exc:
                    problems.add(count, f"raw.jsonl record is not valid JSON: {exc}")
                    continue
                if not isinstance(envelope, dict):
                    problems.add(count, "raw.jsonl record is not a JSON object")
                    continue
                if isinstance(envelope.get("string_table"), list):
                    builder.strings.update(
                        {i: s for i, s in enumerate(envelope["string_table"]) if isinstance(s, str)}
                    )
                    continue
                if builder.trace.pid is None and int_or_none(envelope.get("thread")) is not None:
                    builder.trace.pid = envelope["thread"]
                payload = None
                keep = builder.wants_payload(envelope) if envelope.get("has_payload") else 0
                if keep:
                    payload = _payload_file(folder, envelope, keep)
                builder.envelope(envelope, count, payload)
    except OSError as exc:
        problems.add(None, f"raw.jsonl could not be read: {exc.strerror or exc}")
    builder.trace.line_count = count
    return builder.finish()


def _payload_file(folder: Path, envelope: dict, keep: int) -> list[str] | None:
    """The payload of a raw.jsonl record: payloads/<md5>.txt, else the artifact file it names."""
    candidates = []
    digest = envelope.get("has_payload")
    if isinstance(digest, str) and re.fullmatch(r"[0-9a-f]{32}", digest):
        candidates.append(folder / "payloads" / f"{digest}.txt")
    name = envelope.get("payload_filename")
    if isinstance(name, str) and ".." not in Path(name).parts and not Path(name).is_absolute():
        candidates.append(folder / name)
    for path in candidates:
        try:
            with path.open("r", encoding="utf-8", errors="replace") as fh:
                out: list[str] = []
                for line in fh:
                    if len(out) >= keep:
                        break
                    out.append(line.rstrip("\r\n"))
                return out
        except OSError:
            continue
    return None
