"""Where a session's work runs: in worker processes, or in the thread that asks. The one place that decides,
from the sizes of the work and whether the caller runs threads; nothing below the session inspects the
process's threads or starts processes of its own.

Four kinds of worker process, each where it pays:

- Digesting a large session (`Workers.run_tasks`): a process pool, the big tasks first, the small ones in
  batches; the trace logs, the costliest results to hand over, last, and taken back by the asking process
  when no worker has started on them.
- Indexing a huge trace log (`Workers.parts`, `Workers.pool`, what loader.trace.graphs takes): parts of the
  log listed by forked processes while the asking process lists the first.
- Scanning the names of many graph folders for the explorer (`Workers.map_in_children`): children started
  with `python -m inductor_explorer.session.workers`, fed and answering through pipes.
- Reading or indexing a huge trace log for the explorer (`Workers.run_in_child`): one such child at a time,
  its result handed back in pieces, so that the explorer's thread that takes it lets the keys in between,
  and only once the child has ended, so that the two never hold a huge log's parse at once.

A forked process copies the locks of every thread as they are at that moment, so a caller that runs threads
(the explorer: SessionOptions.threads) gets no forked or pooled process once its threads may run; a child
started by exec (the name scan's) begins with a fresh interpreter and is safe beside them.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from inductor_explorer.session import memory

Task = TypeVar("Task")
Result = TypeVar("Result")

#: Below this many bytes of artifacts, starting worker processes to digest them costs more than it saves.
PARALLEL_MIN_BYTES = 8 * 1024 * 1024
#: Tasks smaller than this go to a worker process BATCH_SIZE at a time: handing one over (pickling it and
#: its result) costs the asking process about as much as a worker spends parsing a small one.
BATCH_MIN_BYTES = 256 * 1024
BATCH_SIZE = 16
#: Below this many bytes of graph folders, starting children to scan their names costs more than scanning
#: them here.
NAMES_MIN_BYTES = 8 * 1024 * 1024
#: The most children scanning names: the name index is a background task, the user's own work keeps the
#: other cores.
NAMES_MAX_JOBS = 4
#: A trace log of at least twice this many bytes is indexed in parts at once, one per core, each but the
#: first in a forked process: every command and the explorer wait for the index before anything else is
#: parsed.
PART_MIN_BYTES = 32 << 20
#: A trace log of at least this many bytes is parsed for the explorer in a child process (run_in_child):
#: parsed in a thread of the explorer, it takes the interpreter from the keys for as long as it runs.
CHILD_MIN_BYTES = 32 << 20
#: How long a child of run_in_child is given to end once it has sent its last piece.
CHILD_EXIT_S = 5.0


@dataclass(frozen=True)
class Workers:
    """The executor policy of one session: JOBS worker processes at most (None: one per core), and THREADS
    when the caller runs threads meanwhile (then no process is forked or pooled)."""

    jobs: int | None = None
    threads: bool = False

    def cores(self) -> int:
        return self.jobs or os.cpu_count() or 1

    # ------------------------------------------------------------------ digesting (a process pool)

    def task_processes(self, sizes: list[int]) -> int:
        """How many worker processes run tasks of SIZES bytes (0: none, they run in the asking thread)."""
        jobs = min(self.cores(), len(sizes))
        if self.threads or jobs < 2 or sum(sizes) < PARALLEL_MIN_BYTES:
            return 0
        return jobs

    def run_tasks(
        self,
        tasks: list[Task],
        run: Callable[[Task], Result],
        finished: Callable[[int, Result], None],
        sizes: list[int],
        late: list[bool],
    ) -> None:
        """RUN(task) for each of TASKS (of SIZES bytes), in worker processes when that pays (task_processes);
        FINISHED(index, result) as each is done, from this thread or another, never two at once. LATE tasks
        (their results the costliest to hand over) are queued after the others and run here when no worker
        has started on them. RUN must be picklable (a module's function, or a partial of one)."""
        done: set[int] = set()
        lock = threading.Lock()

        def report(index: int, result: Result) -> None:
            with lock:  # from this thread and from _take_late's
                finished(index, result)
                done.add(index)

        jobs = self.task_processes(sizes)
        if jobs:
            # Without worker processes here (or when one died), what is missing is run below, in this process.
            with suppress(BrokenProcessPool, OSError):
                _run_in_pool(tasks, run, sizes, late, jobs, report)
        for index, task in enumerate(tasks):
            if index not in done:
                with memory.paused():
                    result = run(task)
                finished(index, result)

    # ------------------------------------------------------------------ indexing a trace log (forked parts)

    def parts(self, size: int) -> int:
        """How many parts a trace log of SIZE bytes is indexed in at once (1: whole, in the asking thread)."""
        if self.threads or "fork" not in multiprocessing.get_all_start_methods():
            return 1
        return max(1, min(self.cores(), size // PART_MIN_BYTES))

    @contextmanager
    def pool(self, count: int) -> Iterator[Executor | None]:
        """COUNT forked worker processes, shut down on leaving; None for none, or when they cannot be
        started."""
        pool = None
        if count > 0 and not self.threads:
            with suppress(OSError, ValueError):
                pool = ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("fork"))
        try:
            yield pool
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)

    # ------------------------------------------------------------------ scanning names (children by exec)

    def child_processes(self, sizes: list[int]) -> int:
        """How many children scan items of SIZES bytes (0: none, they are scanned in the asking thread). Even
        one helps: the asking process's threads (the explorer's keys) never wait for its parsing."""
        if len(sizes) < 2 or sum(sizes) < NAMES_MIN_BYTES:
            return 0
        return self.jobs or min(NAMES_MAX_JOBS, max(1, (os.cpu_count() or 1) - 1))

    def map_in_children(
        self,
        function: Callable[[Task], Result],
        items: list[Task],
        sizes: list[int],
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Iterator[tuple[int, Result]]:
        """(index in ITEMS, FUNCTION(item)) for each of ITEMS (of SIZES bytes), in no set order, until
        CANCELLED(): in children when that pays (child_processes), what they do not answer (none could
        start, one died) here. FUNCTION must be picklable and never raise.

        Not multiprocessing: its helper process is started with this process's stderr, which a running
        Textual app has replaced by an object without a usable file descriptor.
        """
        done: set[int] = set()
        jobs = self.child_processes(sizes)
        if jobs:
            for index, result in _map_in_children(function, items, jobs, cancelled):
                done.add(index)
                yield index, result
        for index, item in enumerate(items):
            if index not in done:
                if cancelled():
                    return
                with memory.paused():  # every object of an item dies with it: no cyclic collection needed
                    result = function(item)
                yield index, result

    # ------------------------------------------------------------------ one task in a child (exec), in pieces

    def in_child(self, size: int, minimum: int | None = None) -> bool:
        """Whether a task of SIZE bytes goes to a child (run_in_child): for a caller that runs threads, from
        MINIMUM bytes on (None: CHILD_MIN_BYTES)."""
        return self.threads and size >= (CHILD_MIN_BYTES if minimum is None else minimum)

    def run_in_child(
        self,
        produce: Callable[[Task], Iterable[Any]],
        item: Task,
        assemble: Callable[[Iterable[Any]], Result],
    ) -> Result:
        """ASSEMBLE(the pieces PRODUCE(ITEM) gives), PRODUCE run in a child process (the caller asked
        `in_child` first). The child's pieces are pickled by one pickler into a file without a name, and
        unpickled here, one at a time, by one unpickler: objects two pieces share stay shared, and between two
        pieces this thread lets the others run. They are unpickled once the child has ended, so that its
        memory is free by then; a Report among them comes at once, as the child sends it. When the child
        cannot start or dies, PRODUCE runs here. PRODUCE must be picklable and never raise.
        """
        with suppress(_ChildFailed):
            return assemble(_pieces_from_child(produce, item))
        with memory.paused():
            return assemble(produce(item))


class Report:
    """A piece the child of `Workers.run_in_child` sends at once, ahead of the pieces it holds back until it
    ends (how far it has got): it must refer to no other piece."""

    __slots__ = ()


class _ChildFailed(Exception):
    """A child could not be started, or ended before its last piece."""


#: What a child sends after its last piece.
_LAST_PIECE = "inductor_explorer.session.workers: last piece"
#: A piece a child does not send: its pickler forgets what it pickled (the pieces after share nothing with
#: it), so that the child can free it.
FORGET = "inductor_explorer.session.workers: forget"


def _child(package_root: str, pass_fds: tuple[int, ...] = ()) -> subprocess.Popen:
    """A `python -m inductor_explorer.session.workers` child, its stdin and stdout piped, its stderr
    dropped, PASS_FDS open in it. Raises OSError."""
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p)
    )
    return subprocess.Popen(
        [sys.executable, "-m", __name__],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        pass_fds=pass_fds,
    )


def _pieces_from_child(produce: Callable[[Task], Iterable[Any]], item: Task) -> Iterator[Any]:
    """The pieces of PRODUCE(ITEM), from a child: its Reports as it sends them, then, once it has ended, the
    others, as they are unpickled from the file it wrote them to; raises _ChildFailed."""
    try:
        # Without a name: gone with the last descriptor, whatever becomes of either process.
        spool = tempfile.TemporaryFile(prefix="inductor-explore-")  # noqa: SIM115  (closed in the finally below)
    except OSError as exc:
        raise _ChildFailed from exc
    try:
        try:
            child = _child(str(Path(__file__).resolve().parents[2]), pass_fds=(spool.fileno(),))
        except OSError as exc:
            raise _ChildFailed from exc
        assert child.stdin is not None and child.stdout is not None
        try:
            try:
                pickle.dump(
                    ("pieces", produce, item, spool.fileno()), child.stdin, protocol=pickle.HIGHEST_PROTOCOL
                )
                child.stdin.close()
            except OSError as exc:
                raise _ChildFailed from exc
            yield from _unpickled(child.stdout)
            # Its memory freed before this process takes what it made (its last piece is in the file: one
            # that does not end at once is killed below).
            with suppress(subprocess.TimeoutExpired):
                child.wait(CHILD_EXIT_S)
        finally:
            child.kill()
            child.wait()
            for stream in (child.stdin, child.stdout):
                stream.close()
        spool.seek(0)
        yield from _unpickled(spool)
    finally:
        spool.close()


def _unpickled(stream: Any) -> Iterator[Any]:
    """The pieces one unpickler reads from STREAM until _LAST_PIECE; raises _ChildFailed."""
    unpickler = pickle.Unpickler(stream)
    while True:
        try:
            with memory.paused():
                piece = unpickler.load()
        # A child that died mid-piece leaves a stream cut short, which fails in many ways (EOFError,
        # UnpicklingError, and others pickle does not list): each means the same.
        except Exception as exc:
            raise _ChildFailed from exc
        if isinstance(piece, str) and piece == _LAST_PIECE:
            return
        yield piece


def _run_in_pool(
    tasks: list[Task],
    run: Callable[[Task], Result],
    sizes: list[int],
    late: list[bool],
    jobs: int,
    report: Callable[[int, Result], None],
) -> None:
    """Run TASKS in JOBS worker processes, biggest first, so one huge task does not end up alone at the end;
    the LATE ones after the others, for this process to take those no worker has started on (_take_late)."""
    order = sorted(range(len(tasks)), key=lambda i: (late[i], -sizes[i]))
    early = [i for i in order if not late[i]]
    # The results are unpickled in this process (in the pool's thread) as they come.
    with (
        memory.paused(),
        ProcessPoolExecutor(max_workers=jobs, initializer=memory.start_worker_process) as pool,
    ):
        futures = {
            pool.submit(_run_batch, run, [tasks[i] for i in batch]): batch
            for batch in [*_batches(early, sizes), *_batches(order[len(early) :], sizes)]
        }
        # Exiting waits for the thread, also when a worker died.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="late-tasks") as here:
            taking = here.submit(_take_late, tasks, run, late, futures, report)
            for future in as_completed(futures):
                if not future.cancelled():
                    for index, result in zip(futures[future], future.result()):
                        report(index, result)
            taking.result()


def _take_late(
    tasks: list[Task],
    run: Callable[[Task], Result],
    late: list[bool],
    futures: dict[Future, list[int]],
    report: Callable[[int, Result], None],
) -> None:
    """Run in this process each LATE task of FUTURES no worker has started on (cancelling its future): its
    result is the costliest to hand over, and this process would only wait meanwhile. Run in a thread, so that
    the workers' results are reported as they come all the same."""
    for future, batch in futures.items():
        if late[batch[0]] and future.cancel():
            for index in batch:
                report(index, run(tasks[index]))


def _batches(order: list[int], sizes: list[int]) -> list[list[int]]:
    """The task indices of ORDER (biggest first) as handed to a worker process at a time: a task of
    BATCH_MIN_BYTES or more alone, smaller ones (a trace log's compiles) BATCH_SIZE together, in ORDER."""
    batches: list[list[int]] = []
    small: list[int] = []
    for index in order:
        if sizes[index] >= BATCH_MIN_BYTES:
            batches.append([index])
            continue
        small.append(index)
        if len(small) == BATCH_SIZE:
            batches.append(small)
            small = []
    if small:
        batches.append(small)
    return batches


def _run_batch(run: Callable[[Task], Result], tasks: list[Task]) -> list[Result]:
    """In a worker process: RUN on each of TASKS."""
    results = [run(task) for task in tasks]
    memory.collect_when_due()
    return results


def _map_in_children(
    function: Callable[[Task], Result], items: list[Task], jobs: int, cancelled: Callable[[], bool]
) -> Iterator[tuple[int, Result]]:
    """(index in ITEMS, result) from JOBS child processes, each given every JOBS-th item, as they answer."""
    import selectors

    package_root = str(Path(__file__).resolve().parents[2])
    children: list[subprocess.Popen] = []
    selector = selectors.DefaultSelector()
    try:
        for share in range(jobs):
            tasks = [(index, item) for index, item in enumerate(items) if index % jobs == share]
            if not tasks:
                continue
            child = _child(package_root)
            children.append(child)
            assert child.stdin is not None and child.stdout is not None
            pickle.dump((function, tasks), child.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            child.stdin.close()
            selector.register(child.stdout, selectors.EVENT_READ)
        while selector.get_map():
            if cancelled():
                return
            for key, _ in selector.select(timeout=0.2):
                try:
                    index, result = pickle.load(key.fileobj)  # type: ignore[arg-type]
                except (EOFError, pickle.UnpicklingError):
                    # the child ended (EOF) or broke mid-answer (truncated): what it did not answer is
                    # run here
                    selector.unregister(key.fileobj)
                    continue
                yield index, result
    except OSError:
        return  # no child processes here
    finally:
        selector.close()
        for child in children:
            child.kill()
            child.wait()
            for stream in (child.stdin, child.stdout):
                if stream is not None:
                    stream.close()


def _serve() -> None:
    """A child process. Given a pickled (function, [(index, item)]) on stdin: one pickled (index, result) per
    item out. Given ("pieces", produce, item, fd): each Report of produce(item) out as it comes, each other
    piece into the file open as FD, pickled by one pickler (which forgets what it pickled at FORGET), then
    _LAST_PIECE into both."""
    # Background work: the explorer's own process (its keys) goes first when they compete for a core.
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    request = pickle.load(sys.stdin.buffer)
    if request[0] == "pieces":
        _, produce, item, fd = request
        out = sys.stdout.buffer
        with open(fd, "wb", closefd=False) as spool, memory.paused():
            pickler = pickle.Pickler(spool, protocol=pickle.HIGHEST_PROTOCOL)
            for piece in produce(item):
                if piece is FORGET:
                    pickler.clear_memo()
                elif isinstance(piece, Report):
                    pickle.dump(piece, out, protocol=pickle.HIGHEST_PROTOCOL)
                    out.flush()
                else:
                    pickler.dump(piece)
            pickler.dump(_LAST_PIECE)
        pickle.dump(_LAST_PIECE, out, protocol=pickle.HIGHEST_PROTOCOL)
        out.flush()
        return
    function, tasks = request
    for index, item in tasks:
        with memory.paused():  # every object of an item dies with it: no cyclic collection needed
            result: Any = function(item)
        pickle.dump((index, result), sys.stdout.buffer, protocol=pickle.HIGHEST_PROTOCOL)
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    # Run by `python -m`, this file is __main__; what the child pickles must name the modules the asking
    # process unpickles with (inductor_explorer.loader.names.GraphNames, not __main__.GraphNames).
    from inductor_explorer.session.workers import _serve as serve_importable

    serve_importable()
