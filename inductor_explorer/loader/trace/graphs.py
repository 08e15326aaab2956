"""The compiled graphs of a structured trace log (TORCH_TRACE): one per `inductor_output_code` record.

A torch ≥2.4 log holds, per compile, the FX graph of each stage (`dynamo_output_graph`,
`aot_forward_graph` / `aot_backward_graph` / `aot_joint_graph` / `aot_inference_graph`, the
`before_pre_grad_graph`, `before_post_grad_graph` and `inductor_post_grad_graph` artifacts), the wrapper with
every kernel
(`inductor_output_code`, the text of the debug folder's output_code.py) and, from 2.8 on, the provenance
artifacts (`inductor_provenance_tracking_node_mappings`, `..._kernel_stack_traces`; in 2.8 also
`inductor_post_to_pre_grad_nodes`, `inductor_triton_kernel_to_post_grad_nodes`). `index_trace_log`
finds them in one pass over the bytes (the log is memory-mapped, never read into a string) and keeps
only where each payload lies; `fill_from_trace` reads the payloads of one graph when it is parsed.

Which graph a record belongs to follows the order Inductor logs them in: stage graphs and
post-grad artifacts (and `inductor_post_to_pre_grad_nodes`) come before the output code they lead to; the
other provenance artifacts and the
FX graph cache's hit/miss artifact come after it, under the same compile id.
"""

from __future__ import annotations

import functools
import itertools
import json
import mmap
import os
import re
import sys
from collections.abc import Callable, Container, Iterable, Iterator, Mapping
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Protocol, TypeVar

from inductor_explorer.loader.aoti_code import aoti_text, parse_aoti_code
from inductor_explorer.loader.fx_graph import parse_fx_graph, parse_torch_version
from inductor_explorer.loader.output_code import parse_output_code
from inductor_explorer.loader.provenance import parse_provenance, provenance_maps
from inductor_explorer.loader.trace.builder import AOT_ID, METADATA_KEYS
from inductor_explorer.loader.trace.reasons import parse_traceback
from inductor_explorer.model.artifacts import (
    KERNEL_TO_POST_RECORD,
    POST_TO_PRE_RECORD,
    Problem,
    Provenance,
    SourceLocation,
    TensorMeta,
)
from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.run import TRACE_LOG, DebugTree, GraphFolder, RunFolder, TraceGraphRef
from inductor_explorer.model.trace import FX_STAGES, RUNTIME_META

OUTPUT_CODE = "inductor_output_code"
#: AOTInductor's `graph_dump` records: its C++ wrapper (where a torch.compile run logs OUTPUT_CODE) and,
#: logged right after, its kernel file.
AOT_WRAPPER = "inductor_aot_wrapper_code"
AOT_KERNELS = "inductor_aot_kernel_code"
#: The records that make a graph: a torch.compile run's output code, AOTInductor's wrapper.
_GRAPH_CODE = (OUTPUT_CODE, AOT_WRAPPER)
NODE_MAPPINGS = "inductor_provenance_tracking_node_mappings"
STACK_TRACES = "inductor_provenance_tracking_kernel_stack_traces"
CACHE_HIT = "fx_graph_cache_hit"
GUARDS = "dynamo_cpp_guards_str"  # the guard tree of a compile
DYNAMO_ERROR = "dynamo_error"  # logged when a compile raised (not for a graph break's restart)
RUNNABLE = "fx_graph_runnable"  # its header names the torch version
_RUNNABLE_HEAD_BYTES = 64 * 1024
#: Logged after the output code they describe.
_AFTER = (AOT_KERNELS, NODE_MAPPINGS, KERNEL_TO_POST_RECORD, STACK_TRACES, CACHE_HIT, RUNTIME_META)
#: Logged once per compile, before any of its graphs: every graph of the compile shows them.
_SHARED = ("dynamo_output_graph", "before_pre_grad_graph", "after_pre_grad_graph", "aot_joint_graph")
_WANTED = frozenset((*FX_STAGES, RUNNABLE, POST_TO_PRE_RECORD, *_GRAPH_CODE, *_AFTER, GUARDS, DYNAMO_ERROR))
#: Stages Inductor logs once it has the graph: a compile that raised after them failed inside Inductor.
_INDUCTOR_STAGES = ("before_post_grad_graph", "inductor_post_grad_graph")
# A wanted record's envelope as torch writes it after the glog prefix (`...py:2030] {"aot_forward_graph": `,
# `] {"artifact": {"name": "inductor_post_grad_graph"`): one literal start, which re finds at memory speed.
_MARKER = re.compile(
    rb'\] \{"(?:(?:artifact|graph_dump)": \{"name": ")?(?:'
    + b"|".join(re.escape(n.encode()) for n in sorted(_WANTED))
    + rb')"'
)
_NEXT_RECORD = re.compile(
    rb"\n(?=[^\t\n])"
)  # the line break before the next record (payload lines start with a tab)
_AOT_HEAD_BYTES = 4096  # `# AOT ID` is among the first lines of the output code


def _compile_id(envelope: dict) -> str | None:
    frame, compile_ = envelope.get("frame_id"), envelope.get("frame_compile_id")
    if not isinstance(frame, int) or not isinstance(compile_, int):
        return None
    attempt = envelope.get("attempt")
    autograd = envelope.get("compiled_autograd_id")
    prefix = f"!{autograd}/" if isinstance(autograd, int) else ""
    suffix = f"_{attempt}" if isinstance(attempt, int) and attempt else ""
    return f"{prefix}{frame}/{compile_}{suffix}"


def _record_name(envelope: dict) -> str | None:
    """The record's event (`aot_forward_graph`), or the name in the body of `artifact` and `graph_dump`
    records."""
    kind = next((key for key in envelope if key not in METADATA_KEYS), None)
    if kind in ("artifact", "graph_dump"):
        body = envelope.get(kind)
        name = body.get("name") if isinstance(body, dict) else None
        return name if isinstance(name, str) else None
    return kind


@dataclass
class _Graph:
    """A TraceGraphRef being collected."""

    compile_id: str | None
    aot_id: str | None
    offset: int
    spans: dict[str, tuple[int, int]]
    cache_hit: bool = False


class _Grouper:
    """Records of one log, in order, into TraceGraphRefs (see the module docstring for the rule)."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.graphs: list[_Graph] = []
        self.guards: dict[str, tuple[int, int]] = {}  # compile id -> its guard tree
        self.shared: dict[str | None, dict[str, tuple[int, int]]] = {}  # compile id -> stage -> span
        self.pending: dict[str | None, dict[str, tuple[int, int]]] = {}  # before the next output code
        self.last: dict[str | None, _Graph] = {}  # compile id -> its latest output code
        self.failed: dict[str | None, int] = {}  # compile id -> offset of its dynamo_error record

    def add(self, name: str, cid: str | None, span: tuple[int, int], offset: int, aot_id: str | None) -> None:
        if name == DYNAMO_ERROR:
            self.failed.setdefault(cid, offset)
            return
        if name == GUARDS:
            if cid is not None:
                self.guards[cid] = span
            return
        if name in _GRAPH_CODE:
            spans = dict(self.shared.get(cid, {}))
            spans.update(self.pending.pop(cid, {}))
            kind = aot_id.rsplit("_", 1)[-1] if aot_id and "_" in aot_id else None
            for other in ("aot_forward_graph", "aot_backward_graph", "aot_inference_graph"):
                if other != f"aot_{kind}_graph" and kind is not None:
                    spans.pop(other, None)
            spans[name] = span
            graph = _Graph(cid, aot_id, offset, spans)
            self.graphs.append(graph)
            self.last[cid] = graph
            return
        if name in _AFTER:
            latest = self.last.get(cid)
            if latest is not None and name not in latest.spans:
                latest.cache_hit = latest.cache_hit or name == CACHE_HIT
                latest.spans[name] = span
            return
        if name in _SHARED:
            self.shared.setdefault(cid, {})[name] = span
            # A new Dynamo graph of this compile id (a log holding several processes' runs): what follows
            # belongs to it, not to the earlier graph's output code.
            self.last.pop(cid, None)
        elif name.startswith("aot_"):
            self.shared.setdefault(cid, {})[name] = span
        else:
            self.pending.setdefault(cid, {})[name] = span

    def _failed_in_inductor(self) -> list[_Graph]:
        """The graphs of compiles that raised inside Inductor (a lowering error, a C++ compile error before
        the output code was logged): their FX stages are logged, their output code never is. Each is a graph
        with no output code, at its dynamo_error record."""
        out = []
        for cid, offset in self.failed.items():
            pending = self.pending.get(cid, {})
            if any(stage in pending for stage in _INDUCTOR_STAGES):
                out.append(_Graph(cid, None, offset, {**self.shared.get(cid, {}), **pending}))
        return out

    def last_offset(self) -> int | None:
        """Where the last graph indexed begins (None: none yet)."""
        return max((g.offset for g in (*self.graphs, *self._failed_in_inductor())), default=None)

    def result(self, given: Container[int] = ()) -> list[TraceGraphRef]:
        """The graphs indexed, in log order, but those at the offsets GIVEN (handed out already)."""
        order = {
            name: i
            for i, name in enumerate((*FX_STAGES, RUNNABLE, POST_TO_PRE_RECORD, *_GRAPH_CODE, *_AFTER))
        }
        graphs = sorted(
            [g for g in (*self.graphs, *self._failed_in_inductor()) if g.offset not in given],
            key=lambda g: g.offset,
        )
        return [
            TraceGraphRef(
                self.log,
                g.compile_id,
                g.aot_id,
                g.offset,
                tuple((n, *s) for n, s in sorted(g.spans.items(), key=lambda i: order[i[0]])),
                g.cache_hit,
            )
            for g in graphs
        ]


class IndexWorkers(Protocol):
    """Where the parts of a large trace log are indexed (the session's executor policy decides)."""

    def parts(self, size: int) -> int:
        """How many parts a log of SIZE bytes is indexed in at once (1: whole, here)."""
        ...

    def pool(self, count: int) -> AbstractContextManager[Executor | None]:
        """COUNT worker processes for the parts after the first (None: none, they are indexed here)."""
        ...

    def in_child(self, size: int, minimum: int | None = None) -> bool:
        """Whether a log of SIZE bytes is indexed whole in a child process (run_in_child), MINIMUM bytes being
        the least that pays."""
        ...

    def run_in_child(
        self,
        produce: Callable[[Path], Iterable[object]],
        item: Path,
        assemble: Callable[[Iterable[object]], object],
    ) -> object:
        """ASSEMBLE(the pieces PRODUCE(ITEM) gives), PRODUCE run in a child process where that can be."""
        ...


#: What index_trace_log gives: a log's graphs and, per compile id, the span of its guard tree.
_Index = tuple[list[TraceGraphRef], dict[str, tuple[int, int]]]
#: Graphs per piece handed from the child that indexed them.
_INDEX_PIECE = 500
#: The least bytes of log indexed in a child process when the caller runs threads (the explorer): one pass
#: over a smaller one takes less than a child takes to start.
INDEX_CHILD_MIN_BYTES = 256 << 20


def index_trace_log(log: Path, workers: IndexWorkers | None = None) -> _Index:
    """LOG's graphs (every `inductor_output_code` record with the spans of the artifacts that belong to it)
    and, per compile id, the span of its guard tree; in parts at once where WORKERS says so (None: in one
    pass, here).

    An unreadable or empty file, or records that are not JSON, give fewer (or no) graphs: the trace
    loader reports those problems for the same log.
    """
    try:
        with log.open("rb") as fh:
            if fh.seek(0, 2) == 0:
                return [], {}
            with mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
                grouper = _index(log, data, workers)
                return grouper.result(), grouper.guards
    except (OSError, ValueError):
        return [], {}


class GrowingTraceIndex:
    """The graphs of a structured trace log that is still being written, indexed as it grows: each
    `advance()` indexes only the records appended since the last one, and gives the graphs made whole.

    A record is indexed once the next record's line has begun: until then the record that ends the file may
    still be growing (its payload, or its envelope line cut mid-line). When an advance finds that the file
    did not grow since the last one, that last record is taken as whole (torch writes a record in one call),
    unless its line is not complete. A graph is given once a later graph follows it or the file stopped
    growing: the records Inductor logs after a graph's output code (provenance, the cache hit) are then in.
    A file that shrinks or is replaced (another inode: a new run under the same name) is indexed again from
    its start; graphs given before are not given again.
    """

    def __init__(self, log: Path) -> None:
        self.log = log
        self._grouper = _Grouper(log)
        self._done = 0  # the records before this byte are indexed
        self._stamp: tuple[int, int, int, int] | None = None  # device, inode, size, mtime at the last advance
        self._settled = False  # the last advance found the file as the one before did, and took it whole
        self._given: set[int] = set()  # offsets of the graphs given

    def advance(self) -> list[TraceGraphRef]:
        """The graphs of the log made whole since the last advance, in log order (none when the file cannot
        be read: a log being rotated may be back at the next advance)."""
        try:
            stat = os.stat(self.log)
        except OSError:
            return []
        stamp = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)
        grew = stamp != self._stamp
        if not grew and self._settled:
            return []
        if self._stamp is not None and (stamp[:2] != self._stamp[:2] or stamp[2] < self._done):
            self._grouper, self._done = _Grouper(self.log), 0  # replaced or cut short: indexed again
        self._stamp = stamp
        try:
            self._index(grew)
        except (OSError, ValueError):
            return []
        self._settled = not grew
        # Only the graphs not given yet are made into refs: a look at a huge log costs what it appended.
        new = self._grouper.result(self._given)
        if grew and new:  # the last graph may still get the records logged after its output code
            last = self._grouper.last_offset()
            new = [ref for ref in new if ref.offset != last]
        self._given.update(ref.offset for ref in new)
        return new

    @property
    def guards(self) -> dict[str, tuple[int, int]]:
        """Per compile id indexed so far, the span of its guard tree."""
        return dict(self._grouper.guards)

    @property
    def collected(self) -> list[object]:
        """The graphs being collected (what a child process hands over first, in pieces)."""
        return list(self._grouper.graphs)

    def _index(self, grew: bool) -> None:
        with self.log.open("rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size <= self._done:
                return
            with mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
                whole = not grew and data[size - 1 : size] == b"\n"
                stop = size if whole else _last_record_start(data, self._done)
                if stop <= self._done:
                    return
                for record in _records(data, self._done, stop):
                    self._grouper.add(*record)
                self._done = stop


def _last_record_start(data: mmap.mmap, begin: int) -> int:
    """Where the last record of DATA (after BEGIN) starts: the first byte of its envelope line; BEGIN when
    no record starts after it."""
    end = len(data)
    while end > begin:
        brk = data.rfind(b"\n", begin, end - 1)
        if brk < 0:
            return begin
        if data[brk + 1 : brk + 2] not in (b"\t", b"\n"):
            return brk + 1
        end = brk + 1
    return begin


_RELEASE_STEP = 1 << 24


#: What _Grouper.add takes for one record: its name, compile id, payload span, offset and AOT ID.
_Record = tuple[str, str | None, tuple[int, int], int, str | None]


def _index(log: Path, data: mmap.mmap, workers: IndexWorkers | None) -> _Grouper:
    """LOG's records (DATA, its bytes) grouped, in file order. The parts after the first (as many as WORKERS
    says) are listed by its worker processes while this one lists the first; the grouper then takes each
    part's records in order, so the result is the one a single pass gives."""
    grouper = _Grouper(log)
    parts = workers.parts(len(data)) if workers is not None else 1
    spans = list(itertools.pairwise(index_part_bounds(data, parts)))
    with workers.pool(len(spans) - 1) if workers is not None else nullcontext() as pool:
        later = [_submitted(pool, log, start, stop) for start, stop in spans[1:]]
        for record in _records(data, *spans[0]):
            grouper.add(*record)
        for (start, stop), listed in zip(spans[1:], later):
            records = _result(listed)
            for record in _records(data, start, stop) if records is None else records:
                grouper.add(*record)
    return grouper


def index_part_bounds(data: mmap.mmap, parts: int) -> list[int]:
    """Where the PARTS parts of DATA start (each at a record's first byte), and its end; fewer where DATA has
    fewer records to cut at."""
    size = len(data)
    if parts < 2:
        return [0, size]
    bounds = [0]
    for k in range(1, parts):
        following = _NEXT_RECORD.search(data, max(bounds[-1], size * k // parts))
        if following is None:
            break
        bounds.append(following.start() + 1)
    return [*bounds, size]


def _submitted(pool: Executor | None, log: Path, start: int, stop: int) -> Future[list[_Record]] | None:
    """LOG's part START..STOP handed to a worker of POOL; None when it cannot be."""
    if pool is None:
        return None
    try:
        return pool.submit(_part_records, log, start, stop)
    except (OSError, RuntimeError):
        return None


def _result(future: Future[list[_Record]] | None) -> list[_Record] | None:
    """The records a worker listed; None when it could not (the part is then listed in this process)."""
    if future is None:
        return None
    try:
        return future.result()
    except (BrokenProcessPool, OSError, ValueError):
        return None


def _part_records(log: Path, start: int, stop: int) -> list[_Record]:
    """In a worker process: the records of LOG's bytes START..STOP."""
    with log.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as data:
        return list(_records(data, start, stop))


def _records(data: mmap.mmap, begin: int, stop: int) -> Iterator[_Record]:
    """The wanted records whose line starts in DATA[BEGIN:STOP], in order (STOP is the log's end or a record's
    first byte)."""
    size = len(data)
    pos = begin
    released = begin - begin % mmap.PAGESIZE
    while True:
        if pos - released >= _RELEASE_STEP and hasattr(data, "madvise"):
            # Pages read so far leave this process's memory: the log is read once, front to back.
            upto = pos - pos % mmap.PAGESIZE
            if upto > released:
                data.madvise(mmap.MADV_DONTNEED, released, upto - released)
                released = upto
        match = _MARKER.search(data, pos, stop)
        if match is None:
            break
        start = data.rfind(b"\n", 0, match.start()) + 1
        end = data.find(b"\n", match.end())
        end = size if end < 0 else end
        pos = end
        if data[start : start + 1] == b"\t":
            continue  # a payload line that happens to name one
        brace = match.start() + 2
        try:
            envelope = json.loads(data[brace:end])
        except ValueError:
            continue
        if not isinstance(envelope, dict):
            continue
        name = _record_name(envelope)
        if name not in _WANTED:
            continue
        payload_end = end
        if envelope.get("has_payload"):
            # One byte past STOP: the line break before the next part's first record is found as in one pass.
            following = _NEXT_RECORD.search(data, end, stop + 1)
            payload_end = following.start() if following else stop
            pos = payload_end
        aot_id = None
        if name == OUTPUT_CODE:
            head = data[end : min(payload_end, end + _AOT_HEAD_BYTES)].decode("utf-8", "replace")
            found = AOT_ID.search(head)
            aot_id = found.group(1) if found else None
        yield name, _compile_id(envelope), (min(end + 1, payload_end), payload_end), start, aot_id


def _untabbed(raw: bytes) -> str:
    """Payload bytes as text, the tab that starts each line removed."""
    text = raw.decode("utf-8", "replace")
    return (text[1:] if text.startswith("\t") else text).replace("\n\t", "\n")


_GUARD = re.compile(r"^[|\s]*\+- (?P<guard>.+)$")


class GuardTrees(Mapping[str, list[str]]):
    """Per compile id of a run's trace logs, its guards one line each as Dynamo printed them in its guard
    tree (`TENSOR_MATCH: ...`, `GuardManager: source=L['x'], ...`), read from the log when first asked
    for: a huge log holds thousands of trees, and a view shows one at a time. A tree that cannot be read is
    not there."""

    def __init__(self, spans: dict[str, tuple[Path, int, int]]) -> None:
        self._spans = dict(spans)
        self._read: dict[str, list[str] | None] = {}

    def __getitem__(self, compile_id: str) -> list[str]:
        if compile_id not in self._read:
            self._read[compile_id] = _guard_tree(*self._spans[compile_id])
        tree = self._read[compile_id]
        if tree is None:
            raise KeyError(compile_id)
        return tree

    def __iter__(self) -> Iterator[str]:
        return iter(self._spans)

    def __len__(self) -> int:
        return len(self._spans)


def _guard_tree(log: Path, start: int, end: int) -> list[str] | None:
    """The guard lines of the tree at START..END of LOG; None when it cannot be read."""
    try:
        with log.open("rb") as fh:
            fh.seek(start)
            text = _untabbed(fh.read(end - start))
    except OSError:
        return None
    # Interned: the ranks of a job guard on the same lines, kept once.
    return [sys.intern(m["guard"].rstrip()) for line in text.split("\n") for m in [_GUARD.match(line)] if m]


def read_guard_trees(run: RunFolder) -> GuardTrees:
    """RUN's guard trees, each read from its trace log when first asked for."""
    return GuardTrees(run.guard_spans)


_NUM_THREADS = re.compile(rb'"num_threads":\s*(\d+)')


def recorded_threads(run: RunFolder) -> int | None:
    """The threads torch used for CPU kernels in RUN, as its first guard tree's GLOBAL_STATE guard records
    them (`___check_global_state() against {..."num_threads":2...}`); None when no guard tree says."""
    for log, start, end in run.guard_spans.values():
        try:
            with log.open("rb") as fh:
                fh.seek(start)
                match = _NUM_THREADS.search(fh.read(end - start))
        except OSError:
            continue
        if match:
            return int(match.group(1))
    return None


def read_payload(ref: TraceGraphRef, name: str, limit: int | None = None) -> str | None:
    """The text of NAME's payload (tabs that start its lines removed), or None when REF has none; with LIMIT,
    only its first LIMIT bytes."""
    with Payloads(ref) as payloads:
        return payloads.read(name, limit)


class Payloads:
    """REF's payloads read through one open file of its log (opened at the first read, closed on exit)."""

    def __init__(self, ref: TraceGraphRef) -> None:
        self.ref = ref
        self.file: BinaryIO | None = None

    def __enter__(self) -> Payloads:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.file is not None:
            self.file.close()

    def read(self, name: str, limit: int | None = None) -> str | None:
        """What read_payload(REF, NAME, LIMIT) gives."""
        span = self.ref.span(name)
        if span is None:
            return None
        start, end = span
        try:
            if self.file is None:
                self.file = self.ref.log.open("rb")
            self.file.seek(start)
            raw = self.file.read(end - start if limit is None else min(limit, end - start))
        except OSError:
            return None
        return _untabbed(raw)


# ---------------------------------------------------------------------- sessions


def graph_name(ref: TraceGraphRef) -> str:
    """`0_forward [0/0]`: the AOT ID (what the debug folder would name the graph by) and the compile id;
    `aot_inductor [?]` for an AOTInductor compile (no AOT ID, and no compile id without Dynamo)."""
    label = ref.aot_id or ("aot_inductor" if ref.span(AOT_WRAPPER) else "graph")
    return f"{label} [{ref.compile_id or '?'}]"


def attach_trace_graphs(
    tree: DebugTree, workers: IndexWorkers | None = None, indexes: dict[Path, GrowingTraceIndex] | None = None
) -> DebugTree:
    """Give each run the compiled graphs of its structured trace logs (indexed in parts where WORKERS says).
    With INDEXES (a caller that follows the logs), each log is indexed by a GrowingTraceIndex (in a child
    process where WORKERS says), kept there by its path to index what the log appends from where it stopped.

    Attaching again adds only what is new. A graph folder whose AOT ID matches a trace graph gets it as its
    `trace` (the two are one graph);
    a trace graph no folder matches (a trace log alone, or an FX graph cache hit that left no debug files)
    becomes a graph of its own, after the folders.
    """
    for run in tree.runs:
        logs = [s.path for s in run.trace_logs if s.kind == "structured" and s.path.is_file()]
        for log in logs:
            if indexes is None:
                attach_log_graphs(run, log, *index_trace_log(log, workers))
                continue
            index, refs = growing_index(log, workers)
            indexes[log] = index
            attach_log_graphs(run, log, refs, index.guards)
    return tree


def growing_index(
    log: Path, workers: IndexWorkers | None = None
) -> tuple[GrowingTraceIndex, list[TraceGraphRef]]:
    """LOG indexed to its end by a GrowingTraceIndex that indexes on from there, and the graphs it gave (in
    a child process, where WORKERS says so for a log this large)."""
    try:
        size = log.stat().st_size
    except OSError:
        size = 0
    if workers is not None and workers.in_child(size, INDEX_CHILD_MIN_BYTES):
        return workers.run_in_child(_growing_index_pieces, log, _last)  # type: ignore[return-value]
    return _indexed_to_end(log)


def _indexed_to_end(log: Path) -> tuple[GrowingTraceIndex, list[TraceGraphRef]]:
    index = GrowingTraceIndex(log)
    refs = index.advance()  # all but the record that ends the file, which may still grow
    refs += index.advance()  # that one too, unless the log grew meanwhile
    return index, refs


def _growing_index_pieces(log: Path) -> Iterator[object]:
    """In a child process: LOG indexed to its end (_indexed_to_end), handed over as its graphs and the
    index's, _INDEX_PIECE at a time, then the index and its graphs (made of what was handed over)."""
    index, refs = _indexed_to_end(log)
    for items in (refs, index.collected):
        for start in range(0, len(items), _INDEX_PIECE):
            yield items[start : start + _INDEX_PIECE]
    yield index, refs


def _last(pieces: Iterable[object]) -> object:
    last: object = None
    for last in pieces:  # noqa: B007  (every piece is taken: the last refers to the earlier ones)
        pass
    return last


def attach_log_graphs(
    run: RunFolder, log: Path, refs: list[TraceGraphRef], guards: dict[str, tuple[int, int]]
) -> list[GraphFolder]:
    """Give RUN the graphs REFS of its trace log LOG and the guard trees GUARDS (as index_trace_log gives
    them); the graphs appended to RUN (a graph folder matching a ref takes it as its `trace`; a ref attached
    before is left out)."""
    by_aot: dict[str, GraphFolder] = {}
    for folder in run.graphs:
        if folder.aot_key is not None and folder.trace is None:
            by_aot.setdefault(folder.aot_key, folder)
    names = {folder.name for folder in run.graphs}
    attached = {(folder.trace.log, folder.trace.offset) for folder in run.graphs if folder.trace is not None}
    for cid, (start, end) in guards.items():
        run.guard_spans.setdefault(cid, (log, start, end))
    if run.cpu_threads is None:
        run.cpu_threads = recorded_threads(run)
    added = []
    for ref in refs:
        if (ref.log, ref.offset) in attached:
            continue  # attached before (a --trace log added to a session discovered already)
        matched = by_aot.pop(ref.aot_id, None) if ref.aot_id else None
        if matched is None and not any(ref.span(name) for name in _GRAPH_CODE):
            matched = _failed_folder(ref, by_aot)
        elif matched is None and ref.aot_id is None:
            matched = _same_output_code(ref, run.graphs, by_aot)
        if matched is not None:
            matched.trace = ref
            matched.files.setdefault(TRACE_LOG, log)
            continue
        name = graph_name(ref)
        number = 2
        while name in names:
            name, number = f"{graph_name(ref)} #{number}", number + 1
        names.add(name)
        added.append(GraphFolder(name=name, path=log, files={TRACE_LOG: log}, trace=ref))
        run.graphs.append(added[-1])
    return added


def _graph_signature(text: str) -> list[tuple[str, str, str | None, tuple[str, ...]]]:
    """An FX graph's nodes, without the annotations (the trace log's add strides and device)."""
    graph, _ = parse_fx_graph(text, "")
    return [(n.name, n.op, n.target, tuple(n.args)) for n in graph.nodes]


def _same_output_code(
    ref: TraceGraphRef, graphs: list[GraphFolder], by_aot: dict[str, GraphFolder]
) -> GraphFolder | None:
    """The graph folder of REF, output code with no `# AOT ID` (Inductor called without Dynamo and AOT
    autograd, as the minifier's isolated steps and AOTInductor do): the folder not yet matched whose
    output_code.py is the logged output code byte for byte, or whose output_code.cpp is AOTInductor's logged
    wrapper and kernel file (but for the line breaks that end it); taken out of BY_AOT."""
    aoti = ref.span(AOT_WRAPPER) is not None
    name = "output_code.cpp" if aoti else "output_code.py"
    logged = None
    for folder in graphs:
        path = folder.files.get(name)
        if folder.trace is not None or path is None:
            continue
        if logged is None:
            with Payloads(ref) as payloads:
                logged = (
                    # The log's payload lacks the line break that ends the wrapper's file.
                    f"{payloads.read(AOT_WRAPPER) or ''}\n{payloads.read(AOT_KERNELS) or ''}"
                    if aoti
                    else payloads.read(OUTPUT_CODE)
                )
        if logged is None:
            return None
        try:
            if aoti:
                if path.read_text(encoding="utf-8").rstrip("\n") != logged.rstrip("\n"):
                    continue
            elif (
                path.stat().st_size != len(logged.encode("utf-8"))
                or path.read_text(encoding="utf-8") != logged
            ):
                continue
        except (OSError, UnicodeDecodeError):
            continue
        for key in [k for k, f in by_aot.items() if f is folder]:
            del by_aot[key]
        return folder
    return None


def _failed_folder(ref: TraceGraphRef, by_aot: dict[str, GraphFolder]) -> GraphFolder | None:
    """The graph folder of REF, a compile that failed inside Inductor: no output code names its AOT ID, so it
    is the folder without output_code.py whose fx_graph_readable.py holds the graph REF logged as
    before_post_grad_graph (taken out of BY_AOT)."""
    logged = read_payload(ref, "before_post_grad_graph")
    if logged is None:
        return None
    wanted = None
    for key, folder in by_aot.items():
        readable = folder.files.get("fx_graph_readable.py")
        if "output_code.py" in folder.files or readable is None:
            continue
        try:
            text = readable.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        wanted = wanted if wanted is not None else _graph_signature(logged)
        if _graph_signature(text) == wanted:
            return by_aot.pop(key)
    return None


# ---------------------------------------------------------------------- parsing one graph


def kernel_stack_traces(text: str, file: str) -> tuple[dict[str, list[SourceLocation]], list[Problem]]:
    """The kernel stack-traces artifact (`{"kernel:handle": ["  File ..., line N, in f\\n    code\\n"]}`) as
    kernel (or extern call) name -> the user-code frames, innermost last, torch's own frames left out."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return {}, [Problem(file, None, f"{STACK_TRACES}: not valid JSON")]
    if not isinstance(data, dict):
        return {}, [Problem(file, None, f"{STACK_TRACES}: expected a JSON object")]
    out: dict[str, list[SourceLocation]] = {}
    for key, traces in data.items():
        name = re.sub(r":\d+$", "", str(key))
        frames = out.setdefault(name, [])
        for trace in traces if isinstance(traces, list) else [traces]:
            if isinstance(trace, str):
                for frame in parse_traceback(trace.splitlines())[0]:
                    if frame not in frames:
                        frames.append(frame)
    return out, []


Parsed = TypeVar("Parsed")
#: Payloads up to this many characters are parsed once per process in summary's parse (see _parse).
SHARED_MAX_CHARS = 128 * 1024


# Payloads of a graph per entry (about eight): a cycle of up to 16 graphs that repeat stays cached.
@functools.lru_cache(maxsize=128)
def _shared_parse(parse: Callable[..., Parsed], text: str, file: str, **options: bool) -> Parsed:
    return parse(text, file, **options)


def _parse(parse: Callable[..., Parsed], shared: bool, text: str, file: str, **options: bool) -> Parsed:
    """PARSE(TEXT, FILE, **OPTIONS). SHARED: the result may be one another graph got too, so neither may
    change it. A trace log often holds one compile many times over (a recompile, the same layer compiled
    again): in summary's parse nothing links or changes what is parsed, and each distinct payload is parsed
    once."""
    if shared and len(text) <= SHARED_MAX_CHARS:
        return _shared_parse(parse, text, file, **options)
    return parse(text, file, **options)


def fill_from_trace(
    graph: CompiledGraph, ref: TraceGraphRef, full: bool = True, code_details: bool | None = None
) -> None:
    """Give GRAPH what REF's payloads hold and its folder lacks: output code, the FX graphs (readable =
    the graph before post-grad passes, transformed = the post-grad graph), provenance, kernel stack traces;
    and, with FULL, every FX stage the log has. Output code is parsed with CODE_DETAILS (default: FULL).
    Problems found go to graph.problems. Without FULL, what is parsed may be shared with other graphs filled
    the same way (the graph is not to be linked)."""
    problems = graph.problems
    log = str(ref.log)
    shared = not full
    with Payloads(ref) as payloads:
        if full or graph.fx_readable is None and graph.fx_transformed is None:
            _fill_fx(graph, payloads, full)
        if graph.output_code is None:
            text, record, parse = payloads.read(OUTPUT_CODE), OUTPUT_CODE, parse_output_code
            if text is None and (wrapper := payloads.read(AOT_WRAPPER)) is not None:
                text, record, parse = (
                    aoti_text(wrapper, payloads.read(AOT_KERNELS)),
                    AOT_WRAPPER,
                    parse_aoti_code,
                )
            if text is not None:
                graph.output_code, found = _parse(
                    parse,
                    shared,
                    text,
                    f"{log} [{record}]",
                    details=full if code_details is None else code_details,
                    heuristics=full,
                )
                problems.extend(found)
                graph.texts["output_code.py"] = text
        # A compile served from the FX graph cache logs both provenance records with no payload: nothing to
        # read.
        if graph.provenance is None:
            text = payloads.read(NODE_MAPPINGS)
            if text is not None and text.strip():
                graph.provenance, found = _parse(parse_provenance, shared, text, f"{log} [{NODE_MAPPINGS}]")
                problems.extend(found)
        _add_provenance_records(graph, payloads)
        text = payloads.read(STACK_TRACES)
        if text is not None and text.strip():
            graph.kernel_stack_traces, found = _parse(
                kernel_stack_traces, shared, text, f"{log} [{STACK_TRACES}]"
            )
            problems.extend(found)
        if not graph.inductor_estimates:
            text = payloads.read(RUNTIME_META)
            if text is not None and text.strip():
                graph.inductor_estimates, found = runtime_estimates(text, f"{log} [{RUNTIME_META}]")
                graph.inductor_outputs = runtime_outputs(text) if graph.inductor_estimates else []
                problems.extend(found)
        if graph.torch_version is None:
            head = payloads.read(RUNNABLE, _RUNNABLE_HEAD_BYTES)
            graph.torch_version = parse_torch_version(head) if head else None


def _add_provenance_records(graph: CompiledGraph, payloads: Payloads) -> None:
    """Give GRAPH's provenance the maps of the trace log's own provenance artifacts (KERNEL_TO_POST_RECORD,
    POST_TO_PRE_RECORD) it lacks, in a new Provenance (the one it has may be shared with other graphs)."""
    for record in (KERNEL_TO_POST_RECORD, POST_TO_PRE_RECORD):
        if graph.provenance is not None and record in graph.provenance.maps:
            continue
        text = payloads.read(record)
        if text is None or not text.strip():
            continue
        found, problems = provenance_maps(record, text, f"{payloads.ref.log} [{record}]")
        graph.problems.extend(problems)
        if record in found.maps:
            base = graph.provenance or Provenance(found.file)
            graph.provenance = Provenance(base.file, {**base.maps, record: found.maps[record]})


def runtime_estimates(text: str, file: str) -> tuple[list[tuple[str, float]], list[Problem]]:
    """The ops of an `inductor_runtime_and_tensor_meta` payload (`{"ops": [{"name", "estimated_runtime_ns",
    ...}]}`) as (name, estimated ns), in its order; what cannot be read is a problem."""
    try:
        ops = json.loads(text).get("ops")
    except (ValueError, AttributeError):
        return [], [
            Problem(file, None, "Inductor's runtime estimates are not the JSON torch writes; not read")
        ]
    found: list[tuple[str, float]] = []
    for op in ops if isinstance(ops, list) else []:
        if not isinstance(op, dict):
            continue
        name, ns = op.get("name"), op.get("estimated_runtime_ns")
        if isinstance(name, str) and isinstance(ns, (int, float)) and not isinstance(ns, bool):
            found.append((name, float(ns)))
    return found, []


def _dims(value: object) -> str | None:
    """A shape or stride of the artifact (`[8, 16]`, symbols as strings) as the scheduler IR prints it."""
    if not isinstance(value, list) or not all(isinstance(d, (int, str)) for d in value):
        return None
    return f"[{', '.join(str(d) for d in value)}]"


def runtime_outputs(text: str) -> list[tuple[TensorMeta, ...] | None]:
    """The outputs of each op of an `inductor_runtime_and_tensor_meta` payload that runtime_estimates keeps,
    in its order: each output's shape, stride and dtype (`float32` written `torch.float32`, as the scheduler
    IR writes it); None for an op logged without an `outputs` list."""
    try:
        ops = json.loads(text).get("ops")
    except (ValueError, AttributeError):
        return []
    found: list[tuple[TensorMeta, ...] | None] = []
    for op in ops if isinstance(ops, list) else []:
        if not isinstance(op, dict):
            continue
        name, ns = op.get("name"), op.get("estimated_runtime_ns")
        if not isinstance(name, str) or not isinstance(ns, (int, float)) or isinstance(ns, bool):
            continue
        outputs = op.get("outputs")
        if not isinstance(outputs, list):
            found.append(None)
            continue
        metas = []
        for out in outputs:
            out = out if isinstance(out, dict) else {}
            dtype = out.get("dtype")
            metas.append(
                TensorMeta(
                    _dims(out.get("shape")) or "?",
                    _dims(out.get("stride")) or "?",
                    f"torch.{dtype}" if isinstance(dtype, str) else None,
                )
            )
        found.append(tuple(metas))
    return found


def _fill_fx(graph: CompiledGraph, payloads: Payloads, full: bool) -> None:
    """GRAPH's FX stages from PAYLOADS (with FULL, their texts too), and its readable and transformed FX
    graphs when its folder has neither."""
    ref = payloads.ref
    log = str(ref.log)
    problems = graph.problems
    for stage in FX_STAGES:
        text = payloads.read(stage)
        if text is None:
            continue
        fx, found = _parse(parse_fx_graph, not full, text, f"{log} [{stage}]")
        problems.extend(found)
        graph.fx_stages[stage] = fx
        if full:
            graph.stage_texts[stage] = text
    if graph.fx_readable is None and graph.fx_transformed is None:
        # fx_graph_readable.py is the graph Inductor was given, after the joint-graph passes: the one
        # logged as before_post_grad_graph (the AOT graph, logged earlier, lacks what those passes made).
        aot = next(
            (
                s
                for s in (
                    "before_post_grad_graph",
                    f"aot_{ref.kind}_graph",
                    "aot_forward_graph",
                    "aot_backward_graph",
                    "aot_inference_graph",
                )
                if s in graph.fx_stages
            ),
            None,
        )
        if aot is not None:
            graph.fx_readable = graph.fx_stages[aot]
        # The post-grad graph: logged as inductor_post_grad_graph, and as after_post_grad_graph by the
        # AOTInductor path that logs no inductor_post_grad_graph.
        post = next(
            (s for s in ("inductor_post_grad_graph", "after_post_grad_graph") if s in graph.fx_stages), None
        )
        graph.fx_transformed = graph.fx_stages.get(post) if post is not None else None
        pairs: tuple[tuple[str, str | None], ...] = (
            ("fx_graph_readable.py", aot),
            ("fx_graph_transformed.py", post),
        )
        for artifact, source in pairs:
            if source is not None and source in graph.stage_texts:
                graph.texts[artifact] = graph.stage_texts[source]
