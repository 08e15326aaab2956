"""chromium_event records of a trace log read with json, line by line, independently of the parser."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

ENVELOPE_IDS = re.compile(r'"frame_id": (\d+), "frame_compile_id": (\d+)')
ARGS_ID = re.compile(r"(\d+)/(\d+)")  # args.compile_id "0/0" or "0/0_1"; "None" outside compiles


def chromium_events(path: Path) -> Iterator[tuple[str | None, dict]]:
    """(frame key or None, event dict) for each chromium_event record; the frame key from the envelope's
    ids, else from args.compile_id."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for i, line in enumerate(lines):
        if '{"chromium_event"' not in line:
            continue
        payload = []
        for nxt in lines[i + 1 :]:
            if not nxt.startswith("\t"):
                break
            payload.append(nxt[1:])
        event = json.loads("\n".join(payload))
        ids = ENVELOPE_IDS.search(line) or ARGS_ID.match(str(event["args"].get("compile_id")))
        yield (f"{ids.group(1)}/{ids.group(2)}" if ids else None), event


def span_union_s(spans: list[tuple[float, float]]) -> float:
    covered, reach = 0.0, float("-inf")
    for start, end in sorted(spans):
        if end > reach:
            covered += end - max(start, reach)
            reach = end
    return covered / 1e6


def frame_times(path: Path) -> dict[str, float]:
    """Frame key -> seconds covered by its begin/end pairs (matched by name, last begun first). Events
    without a compile id (a worker's compile_file) are left out: they happen inside a compile."""
    begun: dict[tuple[str, str], list[float]] = {}
    spans: dict[str, list[tuple[float, float]]] = {}
    for key, event in chromium_events(path):
        if key is None:
            continue
        if event["ph"] == "B":
            begun.setdefault((key, event["name"]), []).append(event["ts"])
        elif event["ph"] == "E":
            spans.setdefault(key, []).append((begun[(key, event["name"])].pop(), event["ts"]))
    return {key: span_union_s(key_spans) for key, key_spans in spans.items()}
