"""A torch.profiler Chrome trace -> Profile.

Reads what `prof.export_chrome_trace(path)` writes (CPU or CUDA; `.json` or `.json.gz`) and the
`compiled_module_profile.json` that running an output_code.py with `-p` writes (the same format): JSON, read
as data, nothing run. Only complete events (`"ph": "X"`) are kept; an event lacking a name, time or duration
is a problem, and the rest still loads.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.profile import Profile, ProfileEvent


class NotAProfile(ValueError):
    """The file is not a Chrome trace; the message is one line."""


def load_profile(path: Path) -> Profile:
    """Parse the Chrome trace at PATH. Raises NotAProfile (one line) when it cannot be read as one."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise NotAProfile(f"{path}: cannot be read: {exc.strerror or exc}") from None
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as exc:
            raise NotAProfile(f"{path}: a broken gzip file: {exc}") from None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise NotAProfile(f"{path}: not JSON ({exc}); expected a torch.profiler Chrome trace") from None
    events = data.get("traceEvents") if isinstance(data, dict) else data
    if not isinstance(events, list):
        raise NotAProfile(
            f"{path}: no `traceEvents` list; expected a torch.profiler Chrome trace (export_chrome_trace)"
        )
    profile = Profile(path=str(path))
    skipped = 0
    for item in events:
        if not isinstance(item, dict) or item.get("ph") != "X":
            continue
        event = _event(item)
        if event is None:
            skipped += 1
            continue
        profile.events.append(event)
    if skipped:
        profile.problems.append(
            Problem(
                str(path), None, f"{skipped} complete events without a name, time or duration were left out"
            )
        )
    return profile


def _event(item: dict) -> ProfileEvent | None:
    name, ts, dur = item.get("name"), item.get("ts"), item.get("dur")
    if not isinstance(name, str) or not isinstance(ts, (int, float)) or not isinstance(dur, (int, float)):
        return None
    args = item.get("args")
    if not isinstance(args, dict):
        args = {}
    category = item.get("cat")
    return ProfileEvent(
        name=name,
        category=category if isinstance(category, str) else None,
        ts=float(ts),
        dur=float(dur),
        pid=str(item.get("pid")),
        tid=str(item.get("tid")),
        external_id=_int(args.get("External id")),
        correlation=_int(args.get("correlation")),
    )


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
