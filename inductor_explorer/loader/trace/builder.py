"""Structured trace envelopes (the JSON of one record, with the payload lines kept) → TraceLog.

Shared by the TORCH_TRACE log reader and by tlparse's raw.jsonl, which hold the same envelopes.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from dataclasses import replace

from inductor_explorer.loader.trace.cache import (
    add_cache_event,
    cache_event,
    cache_record_name,
    disabled_event,
)
from inductor_explorer.loader.trace.common import Problems
from inductor_explorer.loader.trace.kinds import is_known, record_kind
from inductor_explorer.loader.trace.reasons import (
    guard_failures,
    is_internal_frame,
    parse_break_text,
    recompile_reasons_payload,
)
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.cache import CacheEvent
from inductor_explorer.model.compile_time import AutomaticDynamic, CompilePhase, nest_by_time
from inductor_explorer.model.trace import (
    COLLECTIVE_SCHEDULE,
    RUNTIME_META,
    CompilationMetrics,
    CompileId,
    CompileRecord,
    ExportGuard,
    GraphBreak,
    OutputCodeRef,
    Recompile,
    TraceLog,
    is_graph_break_failure,
)

MAX_PAYLOAD_LINES = 4000  # a kept payload longer than this is cut (graph-break texts are ~100 lines)
OUTPUT_CODE_HEAD = 5  # lines of an inductor_output_code payload looked at for `# AOT ID`
KEPT_ARTIFACTS = ("dynamo_graph_break_reason", "recompile_reasons", "torch_version")
#: One line per op: a schedule cut short would not be JSON, and the rank would seem to schedule nothing.
MAX_SCHEDULE_LINES = 1_000_000
#: A c10d functional call in output code, its op named (the calls tlparse's collectives parity counts).
C10D_CALL = re.compile(r"torch\s*\.\s*ops\s*\.\s*_?c10d_functional\s*\.\s*(\w+)\s*\.\s*default\s*\(")
#: One op's estimate in an inductor_runtime_and_tensor_meta payload.
ESTIMATED_NS = re.compile(r'"estimated_runtime_ns":\s*(-?[0-9][0-9.eE+-]*)')
#: What names a `graph_execution` record (tlparse takes every artifact whose name holds it).
GRAPH_EXECUTION = "graph_execution"
METADATA_KEYS = frozenset(
    {
        "frame_id",
        "frame_compile_id",
        "attempt",
        "has_payload",
        "rank",
        "compiled_autograd_id",
        "pathname",
        "lineno",
        "thread",
        "timestamp",
        "payload_filename",
        "stack",
    }
)
GRAPH_KINDS = frozenset(
    {
        "dynamo_output_graph",
        "inductor_pre_grad_graph",
        "inductor_post_grad_graph",
        "compiled_autograd_graph",
        "optimize_ddp_split_graph",
    }
)
AOT_ID = re.compile(r"#\s*AOT ID:\s*\[(?:'|&#39;|&#x27;|&quot;|\")?([\w.-]+)")

METRIC_FIELDS = {
    "co_name": str,
    "co_filename": str,
    "co_firstlineno": int,
    "graph_op_count": int,
    "graph_node_count": int,
    "graph_input_count": int,
    "guard_count": int,
    "entire_frame_compile_time_s": float,
    "backend_compile_time_s": float,
    "inductor_compile_time_s": float,
    "code_gen_time_s": float,
    "fail_type": str,
    "fail_reason": str,
    "fail_user_frame_filename": str,
    "fail_user_frame_lineno": int,
    "dynamo_time_before_restart_s": float,
    "has_guarded_code": bool,
}
MAX_EXTRA_STRING = 300


def int_or_none(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@functools.lru_cache(maxsize=4096)  # asked for most records: one compile's all carry the same ids
def _compile_id(frame: int, compile_: int, attempt: int, autograd: int | None) -> CompileId:
    """One CompileId object for every record naming it: a frozen dataclass is slow to build, and the TraceLog
    a worker process sends back pickles it once."""
    return CompileId(frame, compile_, attempt, autograd)


@functools.lru_cache(maxsize=4096)  # asked for every chromium event
def _names(compile_id: CompileId) -> tuple[str, str]:
    """The compile id as CompileRecord keys are named ("0/0_1"), and its frame key ("0/0")."""
    return str(compile_id), compile_id.frame_key


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _metrics(data: dict, compile_id: CompileId | None, line: int | None) -> CompilationMetrics:
    metrics = CompilationMetrics(compile_id=compile_id, line=line)
    for name, kind in METRIC_FIELDS.items():
        value = data.get(name)
        if value is None:
            continue
        if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            setattr(metrics, name, float(value))
        elif kind is int and int_or_none(value) is not None or isinstance(value, kind):
            setattr(metrics, name, value)
    reasons = data.get("restart_reasons")
    if isinstance(reasons, list):
        metrics.restart_reasons = [str(r) for r in reasons]
    for name, value in data.items():
        if name in METRIC_FIELDS or name == "restart_reasons":
            continue
        if (
            value is None
            or isinstance(value, (bool, int, float))
            or (isinstance(value, str) and len(value) <= MAX_EXTRA_STRING)
        ):
            metrics.extra[sys.intern(name)] = value
    return metrics


def _dynamic_changed(decision: AutomaticDynamic, earlier: list[AutomaticDynamic]) -> str:
    """What an automatic_dynamic decision is about. Dynamo (torch/_dynamo/pgo.py) compares a tensor's sizes,
    then its strides, and logs a "dimensionality change" for each with the same words: the second one logged
    for a source in a compile is the strides'. `InferStride(dim=i)` (a stride written as stride[i] * size[i])
    appears only in strides."""
    reason = decision.reason
    if reason in ("size change", "stride change", "scalar change"):
        return reason.split()[0]
    if reason != "dimensionality change":
        return ""
    if "InferStride" in decision.cached or "InferStride" in decision.new:
        return "stride"
    sizes_seen = any(d.name == decision.name and d.reason == reason for d in earlier)
    return "stride" if sizes_seen else "size"


def _collective_schedule(payload: list[str]) -> list[str] | None:
    """The op names of an inductor_collective_schedule payload (a JSON list); None when it is not one."""
    try:
        data = json.loads("\n".join(payload))
    except ValueError:
        return None
    return [str(op) for op in data] if isinstance(data, list) else None


def scan_matches(pattern: re.Pattern[str], text: str, start: int, end: int) -> list[str]:
    """The first group of each match of PATTERN in TEXT[START:END] that no `#` before it on its line makes a
    comment."""
    found = []
    for match in pattern.finditer(text, start, end):
        line_start = max(text.rfind("\n", start, match.start()) + 1, start)
        if "#" not in text[line_start : match.start()]:
            found.append(match.group(1))
    return found


def _execution_order(payload: list[str]) -> tuple[list[str], bool] | None:
    """The graphs a `graph_execution` payload says ran, and whether it gives the whole order: the whole run's
    (`{"graph_execution_order": [{"compile_id": "0/1"}, ...]}`, or plain strings) or one call's
    (`{"graph": "graph_0"}`, or `{"compile_id": ...}`), each name once in memory; None when it is neither."""
    try:
        data = json.loads("\n".join(payload))
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    calls = data.get("graph_execution_order")
    if not isinstance(calls, list):
        one = data.get("compile_id", data.get("graph"))
        return ([one], False) if isinstance(one, str) else None
    names: dict[str, str] = {}
    order = []
    for call in calls:
        compile_id = call.get("compile_id") if isinstance(call, dict) else call
        if isinstance(compile_id, str):
            order.append(names.setdefault(compile_id, compile_id))
    return order, True


def _flattened(roots: list[CompilePhase]) -> list[CompilePhase]:
    """The phases of the trees ROOTS, copied without their children, in the order nest_by_time took them (it
    nests the list back into the same trees)."""
    flat: list[CompilePhase] = []
    stack = list(reversed(roots))
    while stack:
        phase = stack.pop()
        flat.append(replace(phase, children=[]))
        stack.extend(reversed(phase.children))
    return flat


def _breaks_from_metrics(metrics: CompilationMetrics, file: str | None) -> list[GraphBreak]:
    """Graph breaks as old logs record them: restart reasons, and `Unsupported` failures."""
    out = [
        parse_break_text(reason, "restart_reasons", metrics.compile_id, file, metrics.line)
        for reason in metrics.restart_reasons
        if reason.strip()
    ]
    if is_graph_break_failure(metrics.fail_type) and metrics.fail_reason:
        gb = parse_break_text(metrics.fail_reason, "fail_reason", metrics.compile_id, file, metrics.line)
        if gb.location is None and metrics.fail_user_frame_filename and metrics.fail_user_frame_lineno:
            gb.location = SourceLocation(metrics.fail_user_frame_filename, metrics.fail_user_frame_lineno)
        gb.frame_skipped = True
        out.append(gb)
    return out


_COMPILE_RECORD_KINDS = frozenset({"dynamo_start", "compilation_metrics", "inductor_output_code", "link"})


def _feeds_compile_record(kind: str) -> bool:
    """Records of KIND add to their compile's CompileRecord (TraceBuilder.compile_record)."""
    return (
        kind in _COMPILE_RECORD_KINDS
        or kind in GRAPH_KINDS
        or "cache" in kind
        or (kind.startswith("aot_") and kind.endswith("_graph"))
    )


class TraceBuilder:
    """Collects envelopes (and the payloads kept) into a TraceLog."""

    def __init__(self, path: str, kind: str, problems: Problems) -> None:
        self.trace = TraceLog(path=path, kind=kind)
        self.problems = problems
        self.strings: dict[int, str] = {}
        self.artifact_breaks: list[GraphBreak] = []
        # A compile's metrics stand for the breaks they record: those are read in finish(), only for a frame
        # that no artifact covers.
        self.metric_breaks: list[GraphBreak | CompilationMetrics] = []
        # The breaks read from a metrics record (by its identity, the record kept beside them), so that each
        # snapshot gives the same objects: what is linked to them is kept from one snapshot to the next.
        self._metric_derived: dict[int, tuple[CompilationMetrics, list[GraphBreak]]] = {}
        # By frame key, as logged; nested at the end. A key's phases nested by a snapshot, none of them open,
        # are kept nested only (None here) until the log adds to them (_flat).
        self.phases: dict[str, list[CompilePhase] | None] = {}
        self._nested: dict[str, list[CompilePhase]] = {}  # by frame key, as the last snapshot nested them
        self._changed: set[str] = set()  # frame keys whose phases changed since the last snapshot
        # Begun phases per frame key, last begun last; a key leaves when its last phase ends and moves last
        # when one begins, so the last key is the compile a phase without a compile id happens in.
        self.open_phases: dict[str, list[CompilePhase]] = {}
        self.unknown_phases: set[str] = set()
        self.first_line: dict[str, int | None] = {}  # record kind -> the line it is first logged at

    # ---- helpers
    def record(self, compile_id: CompileId, line: int | None) -> CompileRecord:
        key = _names(compile_id)[0]
        record = self.trace.compiles.get(key)
        if record is None:
            record = self.trace.compiles[key] = CompileRecord(compile_id=compile_id, line=line)
        return record

    @staticmethod
    def kind_of(envelope: dict) -> str | None:
        for key in envelope:
            if key not in METADATA_KEYS:
                return key
        return None

    @staticmethod
    def compile_id_of(envelope: dict, kind: str | None) -> CompileId | None:
        frame, compile_ = int_or_none(envelope.get("frame_id")), int_or_none(envelope.get("frame_compile_id"))
        if frame is not None and compile_ is not None:
            return _compile_id(
                frame,
                compile_,
                int_or_none(envelope.get("attempt")) or 0,
                int_or_none(envelope.get("compiled_autograd_id")),
            )
        body = envelope.get(kind) if kind else None
        if isinstance(body, dict) and isinstance(body.get("compile_id"), str):
            return CompileId.parse(body["compile_id"])
        return None

    def wants_payload(self, envelope: dict) -> int:
        """How many payload lines to keep for this envelope (0: skip the payload as it passes)."""
        kind = self.kind_of(envelope)
        if kind == "inductor_output_code":
            return OUTPUT_CODE_HEAD
        if kind == "chromium_event":
            return MAX_PAYLOAD_LINES
        if kind == "artifact":
            artifact = envelope.get("artifact")
            name = artifact.get("name") if isinstance(artifact, dict) else None
            if name == COLLECTIVE_SCHEDULE:
                return MAX_SCHEDULE_LINES
            if isinstance(name, str) and GRAPH_EXECUTION in name:
                return MAX_SCHEDULE_LINES
            if name in KEPT_ARTIFACTS or (isinstance(name, str) and cache_record_name(name)):
                return MAX_PAYLOAD_LINES
        return 0

    def scans(self, envelope: dict) -> re.Pattern[str] | None:
        """The pattern whose matches in this envelope's payload the reader collects as the payload passes
        (scan_matches), without keeping the payload: output code's collective calls, Inductor's estimates."""
        kind = self.kind_of(envelope)
        if kind == "inductor_output_code":
            return C10D_CALL
        if kind == "artifact":
            artifact = envelope.get("artifact")
            if isinstance(artifact, dict) and artifact.get("name") == RUNTIME_META:
                return ESTIMATED_NS
        return None

    # ---- one envelope
    def count(self, kind: str, line: int | None) -> None:
        """One more record of KIND (a record_kind), at LINE."""
        kinds = self.trace.record_kinds
        if kind in kinds:
            kinds[kind] += 1
        else:
            kinds[kind] = 1
            self.first_line[kind] = line

    def envelope(
        self, envelope: dict, line: int | None, payload: list[str] | None, scanned: list[str] | None = None
    ) -> None:
        """One record: ENVELOPE at LINE, with the payload lines kept (wants_payload) and the matches of scans'
        pattern in its payload (None: not scanned)."""
        kind = self.kind_of(envelope)
        if kind is None:
            self.problems.add(line, "trace record names no event")
            return
        if self.trace.rank is None and int_or_none(envelope.get("rank")) is not None:
            self.trace.rank = envelope["rank"]
        body = envelope.get(kind)
        self.count(record_kind(kind, body), line)
        if kind == "str":
            self.string_record(body, line)
        elif kind == "artifact":
            self.artifact(
                body, self.compile_id_of(envelope, kind), line, payload, scanned, envelope.get("has_payload")
            )
        elif kind == "chromium_event":
            self.chromium_payload(self.compile_id_of(envelope, kind), line, payload)
        elif _feeds_compile_record(kind):
            compile_id = self.compile_id_of(envelope, kind)
            if compile_id is not None:
                self.compile_record(kind, body, compile_id, line, payload, scanned)
        elif kind == "guard_added" and "frame_id" not in envelope:
            self.export_guard(body, line)
        elif "frame_id" in envelope:
            # Most records feed nothing; their compile id still names an attempt (tlparse lists an attempt
            # whose only records are `describe_*` ones, as a restart that traced no further leaves).
            compile_id = self.compile_id_of(envelope, kind)
            if compile_id is not None and _names(compile_id)[0] not in self.trace.compiles:
                self.record(compile_id, line)

    def string_record(self, body: object, line: int | None) -> None:
        """A string-table entry (`["path/file.py", 3]`): stack frames name files by its numbers."""
        if (
            isinstance(body, list)
            and len(body) == 2
            and isinstance(body[0], str)
            and int_or_none(body[1]) is not None
        ):
            self.strings[body[1]] = body[0]
        else:
            self.problems.add(line, "malformed string-table record")

    def compile_record(
        self,
        kind: str,
        body: object,
        compile_id: CompileId,
        line: int | None,
        payload: list[str] | None,
        scanned: list[str] | None = None,
    ) -> None:
        """A record of KIND that feeds COMPILE_ID's CompileRecord (its start, metrics, graphs, output code,
        links, cache events)."""
        if kind == "dynamo_start":
            record = self.record(compile_id, line)
            stack = body.get("stack") if isinstance(body, dict) else None
            record.stack = self.stack(stack) if isinstance(stack, list) else []
        elif kind == "compilation_metrics":
            if not isinstance(body, dict):
                self.problems.add(line, "compilation_metrics record is not an object")
                return
            metrics = _metrics(body, compile_id, line)
            self.record(compile_id, line).metrics = metrics
            if metrics.restart_reasons or is_graph_break_failure(metrics.fail_type):
                self.metric_breaks.append(metrics)
        elif kind in GRAPH_KINDS or (kind.startswith("aot_") and kind.endswith("_graph")):
            self.record(compile_id, line).graphs.append(kind)
        elif kind == "inductor_output_code":
            filename = body.get("filename") if isinstance(body, dict) else None
            aot_id = next((m.group(1) for text in payload or () for m in [AOT_ID.search(text)] if m), None)
            record = self.record(compile_id, line)
            record.output_code.append(
                OutputCodeRef(filename if isinstance(filename, str) else None, aot_id, line)
            )
            if scanned is not None:
                record.collectives_issued = [*(record.collectives_issued or []), *scanned]
        elif kind == "link":
            if isinstance(body, dict):
                self.record(compile_id, line).links.append((str(body.get("name")), str(body.get("url"))))
        elif "cache" in kind:
            self.record(compile_id, line).cache_events.append(kind)

    def export_guard(self, body: object, line: int | None) -> None:
        """A guard added outside any Dynamo compile (torch.export's): its condition and the user's line."""
        expr = body.get("expr") if isinstance(body, dict) else None
        if not isinstance(expr, str):
            self.problems.add(line, "guard_added record without its expression")
            return
        assert isinstance(body, dict)  # as checked above
        # `user_stack` (torch ≥2.7) holds only the user's frames; older logs have the whole `stack`.
        frames = body.get("user_stack", body.get("stack"))
        user = (
            [f for f in self.stack(frames) if not is_internal_frame(f.file)]
            if isinstance(frames, list)
            else []
        )
        self.trace.export_guards.append(ExportGuard(expr, user[-1] if user else None, line))

    def stack(self, frames: list) -> list[SourceLocation]:
        out: list[SourceLocation] = []
        for frame in frames:
            if not isinstance(frame, dict):
                continue
            ref = frame.get("filename")
            index = int_or_none(ref)
            filename = self.strings.get(index, f"<string {ref}>") if index is not None else str(ref)
            lineno = int_or_none(frame.get("line")) or 0
            name = frame.get("name")
            loc = frame.get("loc")
            out.append(
                SourceLocation(
                    filename,
                    lineno,
                    name if isinstance(name, str) else None,
                    loc if isinstance(loc, str) else None,
                )
            )
        return out

    def artifact(
        self,
        body: object,
        compile_id: CompileId | None,
        line: int | None,
        payload: list[str] | None,
        scanned: list[str] | None = None,
        digest: object = None,
    ) -> None:
        """An artifact record named in BODY; DIGEST: its envelope's `has_payload` (the payload's MD5)."""
        name = body.get("name") if isinstance(body, dict) else None
        if not isinstance(name, str):
            self.problems.add(line, "artifact record without a name")
            return
        if name == "torch_version":
            self.torch_version(payload or [])
        elif name == "dynamo_graph_break_reason":
            if payload:
                self.artifact_breaks.append(
                    parse_break_text(payload, name, compile_id, self.trace.path, line)
                )
            else:
                self.problems.add(line, "graph-break reason artifact without its text")
        elif name == "recompile_reasons":
            self.trace.recompiles.append(
                Recompile(
                    compile_id,
                    guard_failures(recompile_reasons_payload(payload or [])),
                    file=self.trace.path,
                    line=line,
                )
            )
        elif GRAPH_EXECUTION in name and payload:  # tlparse's raw.jsonl holds no payloads
            self.graph_execution(name, payload, line)
        if compile_id is None:
            return
        record = self.record(compile_id, line)
        if name in KEPT_ARTIFACTS:
            return
        if name in (COLLECTIVE_SCHEDULE, RUNTIME_META):
            self.collective_record(record, name, line, payload, scanned)
        if name == RUNTIME_META and isinstance(digest, str):
            record.tensor_meta = [*(record.tensor_meta or []), digest]
        if "_cache_" in name:
            record.cache_events.append(name)
            if cache_record_name(name):
                self.cache_payload(record.cache, name, line, payload)
        elif name not in record.artifacts:
            record.artifacts.append(name)

    def collective_record(
        self,
        record: CompileRecord,
        name: str,
        line: int | None,
        payload: list[str] | None,
        scanned: list[str] | None,
    ) -> None:
        """RECORD's collective schedule (artifact NAME COLLECTIVE_SCHEDULE, its PAYLOAD kept) or Inductor's
        estimates of its ops (RUNTIME_META, the estimates SCANNED)."""
        if name == COLLECTIVE_SCHEDULE:
            record.collective_schedule = _collective_schedule(payload or [])
            if record.collective_schedule is None:
                self.problems.add(
                    line, f"{COLLECTIVE_SCHEDULE}: not a JSON list of ops; not compared across ranks"
                )
        elif scanned is not None:
            try:
                total = sum(float(ns) for ns in scanned)
            except ValueError:
                self.problems.add(line, f"{RUNTIME_META}: an estimate is not a number; not summed")
            else:
                record.inductor_estimate_ns = (record.inductor_estimate_ns or 0.0) + total

    def graph_execution(self, name: str, payload: list[str], line: int | None) -> None:
        """A `graph_execution` record: the whole order replaces what came before, one call's adds to it."""
        found = _execution_order(payload)
        if found is None:
            self.problems.add(line, f"{name}: not the JSON of a graph execution order; not read")
            return
        order, whole = found
        known = self.trace.graph_execution_order
        self.trace.graph_execution_order = order if whole or known is None else [*known, *order]

    def cache_payload(self, events: list, name: str, line: int | None, payload: list[str] | None) -> None:
        """A cache lookup artifact's JSON payload, added to its compile's EVENTS."""
        try:
            data = json.loads("\n".join(payload or ()))
        except ValueError as exc:
            self.problems.add(line, f"{name} payload is not valid JSON: {exc}")
            return
        event = cache_event(name, data, line)
        if event is None:
            self.problems.add(line, f"{name} payload is not a JSON object")
        else:
            add_cache_event(events, event)

    def chromium_payload(
        self, compile_id: CompileId | None, line: int | None, payload: list[str] | None
    ) -> None:
        """A `chromium_event` record's payload: one JSON object (name, ph, ts, args, and dur for `X`)."""
        if payload is None:
            self.problems.add(line, "chromium_event without its payload")
            return
        if len(payload) >= MAX_PAYLOAD_LINES:
            self.problems.add(line, f"chromium_event payload of {MAX_PAYLOAD_LINES}+ lines not read")
            return
        try:
            data = json.loads("\n".join(payload))
        except ValueError as exc:
            self.problems.add(line, f"chromium_event payload is not valid JSON: {exc}")
            return
        name, phase, ts = (
            (data.get(k) for k in ("name", "ph", "ts")) if isinstance(data, dict) else (None,) * 3
        )
        if not (isinstance(name, str) and isinstance(phase, str) and _is_number(ts)):
            self.problems.add(line, "chromium_event without a name, ph and ts")
            return
        assert isinstance(data, dict) and isinstance(ts, (int, float))  # as checked above
        args = data.get("args")
        dur = data.get("dur")
        self.chromium_event(
            compile_id,
            name,
            phase,
            float(ts),
            args if isinstance(args, dict) else {},
            float(dur) if isinstance(dur, (int, float)) and _is_number(dur) else None,
            line,
        )

    def timed_event(
        self, ids: tuple[CompileId, str, str], name: str, phase: str, ts: float, line: int
    ) -> None:
        """chromium_event of an event without args, whose envelope names a compile: IDS, its id and _names
        (worked out once per compile, not per event)."""
        compile_id, name_of, key = ids
        if phase == "B" or phase == "E":
            if name_of not in self.trace.compiles:
                self.record(compile_id, line)
            if phase == "B":
                self._begin(key, sys.intern(name), ts)
            else:
                self._end(key, name, ts, None, line)
            return
        self.chromium_event(compile_id, name, phase, ts, {}, None, line)

    def _cache_events(self, compile_id: CompileId | None) -> list[CacheEvent]:
        """The cache lookups of COMPILE_ID (recorded already), or those outside any compile (None)."""
        if compile_id is None:
            return self.trace.cache_outside_compiles
        return self.trace.compiles[_names(compile_id)[0]].cache

    def _flat(self, key: str) -> list[CompilePhase]:
        """The phases of the compile KEY as logged, to change: made again, as copies, from the last
        snapshot's nesting when only that was kept."""
        self._changed.add(key)
        phases = self.phases.get(key)
        if phases is None:
            phases = self.phases[key] = _flattened(self._nested.get(key, []))
        return phases

    def _begin(self, key: str, name: str, ts: float) -> None:
        """A phase NAME of the compile KEY begins at TS."""
        node = CompilePhase(name, ts)
        self._flat(key).append(node)
        stack = self.open_phases.pop(key, None)
        if stack is None:
            self.open_phases[key] = [node]
        else:
            stack.append(node)
            self.open_phases[key] = stack

    def _end(self, key: str, name: str, ts: float, cache: object, line: int | None) -> None:
        """The phase NAME of the compile KEY begun last ends at TS (worker threads' phases interleave with
        the main thread's); as a rule it is the innermost open one."""
        self._flat(key)
        stack = self.open_phases.get(key)
        if not stack:
            at: int | None = None
        elif stack[-1].name == name:
            at = len(stack) - 1
        else:
            at = next((i for i in range(len(stack) - 1, -1, -1) if stack[i].name == name), None)
        if stack is None or at is None:  # (the first: for the type checker; no stack gives no index)
            self.problems.add(line, f"chromium_event end of {name!r} without its begin")
            return
        node = stack.pop(at)
        node.end_us = ts
        node.cache_state = cache if isinstance(cache, str) else None
        if not stack:
            del self.open_phases[key]

    def chromium_event(
        self,
        compile_id: CompileId | None,
        name: str,
        phase: str,
        ts: float,
        args: dict,
        dur: float | None,
        line: int | None,
    ) -> None:
        """One timed event, to the compile of its envelope, else of its `args.compile_id`, else to the
        compile open at that moment (`compile_file` has no compile id of its own)."""
        # A few dozen names repeat in every compile: one string each, so the TraceLog a worker process sends
        # back pickles each once.
        name = sys.intern(name)
        if compile_id is None and isinstance(args.get("compile_id"), str):
            compile_id = CompileId.parse(args["compile_id"])
        if compile_id is not None:
            name_of, key = _names(compile_id)
            if name_of not in self.trace.compiles:
                self.record(compile_id, line)
        else:
            key = next(reversed(self.open_phases), "")
        cache = args.get("cache_state")
        if phase == "B":  # _begin and _end take the compile's phases themselves
            self._begin(key, name, ts)
        elif phase == "E":
            self._end(key, name, ts, cache, line)
            disabled = disabled_event(name, args, line)
            if disabled is not None:
                add_cache_event(self._cache_events(compile_id), disabled)
        elif phase == "i":
            self._flat(key).append(CompilePhase(name, ts, ts, instant=True))
            event = cache_event(name, args, line)
            if event is not None:
                add_cache_event(self._cache_events(compile_id), event)
            if name == "automatic_dynamic" and compile_id is not None:
                decisions = self.trace.compiles[_names(compile_id)[0]].automatic_dynamic
                decision = AutomaticDynamic(
                    *(str(args.get(k, "?")) for k in ("name", "dim_changed", "reason", "cached", "new"))
                )
                decisions.append(replace(decision, changed=_dynamic_changed(decision, decisions)))
        elif phase == "X" and dur is not None:
            self._flat(key).append(
                CompilePhase(name, ts, ts + dur, cache if isinstance(cache, str) else None)
            )
        else:
            self._flat(key)  # the compile is listed among the phases' keys all the same
            if phase not in self.unknown_phases:
                self.unknown_phases.add(phase)
                self.problems.add(line, f"chromium_event phase {phase!r} ({name}) is not shown")

    def torch_version(self, payload: list[str]) -> None:
        try:
            data = json.loads("\n".join(payload))
        except ValueError:
            return
        if isinstance(data, dict) and isinstance(data.get("pytorch_version"), str):
            self.trace.torch_version = data["pytorch_version"]

    def _merged_breaks(self) -> list[GraphBreak]:
        """The breaks: artifacts always, metrics-derived ones only for compiles without artifacts."""
        covered = {b.compile_id.frame_key for b in self.artifact_breaks if b.compile_id}
        breaks = list(self.artifact_breaks)
        for item in self.metric_breaks:
            if not (item.compile_id and item.compile_id.frame_key in covered):
                if isinstance(item, CompilationMetrics):
                    derived = self._metric_derived.get(id(item))
                    if derived is None or derived[0] is not item:
                        derived = self._metric_derived[id(item)] = (
                            item,
                            _breaks_from_metrics(item, self.trace.path),
                        )
                    breaks.extend(derived[1])
                else:
                    breaks.append(item)
        breaks.sort(key=lambda b: b.line if b.line is not None else 0)
        return breaks

    def _unknown_kinds(self) -> None:
        """A problem per record kind the explorer neither reads nor ignores on purpose (see kinds.py)."""
        for kind, count in self.trace.record_kinds.items():
            if not is_known(kind):
                self.problems.add(
                    self.first_line.get(kind),
                    f"{count} record(s) of kind {kind!r} not read: the explorer does not know this kind",
                )

    def finish(self) -> TraceLog:
        """The TraceLog read, its breaks merged and its phases nested; the builder reads no more."""
        self._unknown_kinds()
        self.trace.graph_breaks = self._merged_breaks()
        self.trace.phases = {key: nest_by_time(self._flat(key)) for key in self.phases}
        self.phases, self.open_phases, self._nested, self._metric_derived = {}, {}, {}, {}
        return self.trace

    def snapshot(self) -> TraceLog:
        """What finish() would give for the records read so far, made of copies, so that the builder can read
        on (a log being followed as it grows): the compiles, recompiles and phases as they are now. Only the
        phases of compiles that changed since the last snapshot are nested again."""
        for key in self._changed:
            flat = self.phases[key]
            assert flat is not None  # (_flat made it)
            self._nested[key] = nest_by_time([replace(phase, children=[]) for phase in flat])
            if key not in self.open_phases:
                self.phases[key] = None  # kept nested only, until the log adds to them
        self._changed.clear()
        return replace(
            self.trace,
            record_kinds=dict(self.trace.record_kinds),
            compiles=dict(self.trace.compiles),
            recompiles=list(self.trace.recompiles),
            graph_breaks=self._merged_breaks(),
            phases={key: self._nested[key] for key in self.phases},
        )
