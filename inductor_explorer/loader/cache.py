"""What was parsed, kept on disk, so that summarising a huge run again, or opening it in the explorer again,
does not parse its unchanged files again: summary's graph-folder digests and trace logs, and the explorer's
trace logs.

Kept in the user's cache directory (`$INDUCTOR_EXPLORER_CACHE`, else `$XDG_CACHE_HOME/inductor-explorer`,
else `~/.cache/inductor-explorer`), never in the folder explored: one file per explored folder, named by a
hash of its resolved path. An entry is used only when every file it came from has the size and
modification time it had when it was cached and the code that made it is the same (a hash of the sources of
the modules that make entries and of every module they import);
anything else is parsed again and the entry replaced. A cache file that cannot be read (damaged, another
format) is ignored and rewritten; one that cannot be written is skipped: the cache never changes what is
reported, only how soon. Cache files unused for `KEEP_DAYS` are removed.

An entry made from `OWN_FILE_MIN_BYTES` or more (a huge trace log's parse) is kept in a file of its own
(`EntryFile`), read and written only when that entry is: the explored folder's file stays small, so reading
it at open and writing it when a graph's names are cached cost what the small entries cost; and a worker
process that parses the log can read and write the entry itself.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import re
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from inductor_explorer.model.run import GraphFolder, TraceSource

#: Cache files unused for this long are removed when another is written.
KEEP_DAYS = 30
#: Files changed this recently are not cached: rewritten again within the clock's granularity with the same
#: size, they would look unchanged (git's "racy" entries). A finished run's files are older.
RECENT_S = 2.0
#: The modules whose functions make what is cached: the session's graph digests (summary's and the diff's)
#: and trace log parses, and the explorer's name scans. The code hash covers these and every package module
#: they import, at the top or inside a function, directly or not (`hashed_modules`).
CACHED_BY = ("inductor_explorer.session.parse", "inductor_explorer.loader.names")
#: An entry made from files of at least this many bytes together is kept in a file of its own.
OWN_FILE_MIN_BYTES = 32 << 20
# `from inductor_explorer.x import a, b` / `import inductor_explorer.x`, at any indentation (an import inside
# a function counts): the module and what is imported from it, some of which may be modules too.
_IMPORT = re.compile(
    r"^[ \t]*(?:from[ \t]+(inductor_explorer(?:\.\w+)*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]*)"
    r"|import[ \t]+(inductor_explorer(?:\.\w+)*))",
    re.M,
)
_code_hash: str | None = None


def cache_directory() -> Path | None:
    """Where cache files go; None when there is no telling (no home directory)."""
    explicit = os.environ.get("INDUCTOR_EXPLORER_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME")
    try:
        return (Path(base).expanduser() if base else Path.home() / ".cache") / "inductor-explorer"
    except RuntimeError:
        return None


def code_hash() -> str:
    """A hash of the version and the code that makes cached entries (CACHED_BY and what it imports): entries
    made by other code are not used."""
    global _code_hash
    if _code_hash is None:
        from inductor_explorer import __version__

        package = Path(__file__).resolve().parent.parent
        digest = hashlib.sha1(__version__.encode())
        for source in hashed_modules():
            digest.update(source.relative_to(package).as_posix().encode())
            try:
                digest.update(source.read_bytes())
            except OSError:
                digest.update(str(time.time_ns()).encode())  # unreadable: this run's entries are its own
        _code_hash = digest.hexdigest()
    return _code_hash


def hashed_modules(roots: tuple[str, ...] = CACHED_BY) -> list[Path]:
    """The source files of the modules ROOTS name and of every package module they import, directly or not
    (packages with their `__init__.py`, as importing them runs it), in path order. Read from the sources,
    not from what happens to be imported: an import inside a function counts before it runs."""
    modules = _package_modules(Path(__file__).resolve().parent.parent)
    found: set[Path] = set()
    seen: set[str] = set()
    todo = [name for root in roots for name in _with_parents(root)]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        source = modules.get(module)
        if source is None:
            continue
        found.add(source)
        try:
            text = source.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue  # hashed as unreadable
        for m in _IMPORT.finditer(text):
            imported = m.group(1) or m.group(3)
            todo.extend(_with_parents(imported))
            for name in (m.group(2) or "").strip("()").split(","):
                name = name.split(" as ")[0].strip()
                if name.isidentifier():
                    todo.append(f"{imported}.{name}")  # a module when one is there by that name
    return sorted(found)


def _with_parents(module: str) -> list[str]:
    """MODULE and the packages above it, each of which importing it runs."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def _package_modules(package: Path) -> dict[str, Path]:
    """Module name (`inductor_explorer.x.y`) -> its source file, for every module of PACKAGE."""
    out: dict[str, Path] = {}
    for folder, _, files in os.walk(package):
        parts = [package.name, *Path(folder).relative_to(package).parts]
        for file in files:
            if file.endswith(".py"):
                name = parts if file == "__init__.py" else [*parts, file[:-3]]
                out[".".join(name)] = Path(folder, file)
    return out


def fingerprint(task: GraphFolder | TraceSource) -> tuple | None:
    """What TASK's parse depends on: each file's name, size and modification time; None when that cannot be
    told (a file gone or changed moments ago, a tlparse report folder whose payload files are read as
    needed)."""
    try:
        if isinstance(task, GraphFolder):
            stamp = tuple(sorted((name, *_stamp(path)) for name, path in task.files.items()))
        elif task.path.is_file():
            stamp = (("", *_stamp(task.path)),)
        else:
            return None
    except OSError:
        return None
    recent = time.time_ns() - int(RECENT_S * 1e9)
    return None if any(modified > recent for _, _, modified in stamp) else stamp


def _stamp(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_size, stat.st_mtime_ns


def _task_key(task: GraphFolder | TraceSource, kind: str | None = None) -> str:
    # The path as spelled (relative or not): the cached value spells its problems' paths that way, so the
    # same folder named another way is parsed again rather than shown with the other spelling.
    if isinstance(task, GraphFolder) and task.trace is not None and task.path == task.trace.log:
        # One of the compiles of a trace log: each its own.
        return f"{kind or 'graph'}@{task.trace.offset}:{task.path}"
    return f"{kind or ('graph' if isinstance(task, GraphFolder) else 'trace')}:{task.path}"


def _still_there(key: str) -> bool:
    """Whether the folder or log of KEY exists (a relative one, seen from here: an entry made from another
    working directory may go, and is parsed again when needed)."""
    return Path(key.split(":", 1)[1]).exists()


def _write_atomically(file: Path, value: object) -> None:
    """VALUE pickled into FILE, its directory made: a reader never sees half a file. Raises OSError or
    pickle.PicklingError."""
    file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    handle, temporary = tempfile.mkstemp(dir=file.parent, prefix=".parses-", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, file)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


@dataclass(frozen=True)
class EntryFile:
    """The cache entry KEY kept alone in FILE (see OWN_FILE_MIN_BYTES). Picklable: a worker process given
    one reads and writes the entry itself."""

    file: Path
    key: str

    def get(self, stamp: tuple | None) -> object | None:
        """The entry's value if it was made by this code from files that still have STAMP, else None."""
        if stamp is None:
            return None
        try:
            with self.file.open("rb") as fh:
                stored = pickle.load(fh)
        except Exception:  # noqa: BLE001  (as ParseCache._read: any failure means parse again)
            return None
        if not (
            isinstance(stored, dict)
            and stored.get("code") == code_hash()
            and stored.get("key") == self.key
            and stored.get("stamp") == stamp
        ):
            return None
        with contextlib.suppress(OSError):
            os.utime(self.file)  # used: kept for another KEEP_DAYS
        return stored.get("value")

    def put(self, stamp: tuple | None, value: object) -> None:
        """Keep VALUE, made from files with STAMP (nothing when STAMP is None); errors are ignored."""
        if stamp is None:
            return
        with contextlib.suppress(OSError, pickle.PicklingError):
            _write_atomically(
                self.file, {"code": code_hash(), "key": self.key, "stamp": stamp, "value": value}
            )


def _stamp_bytes(stamp: tuple) -> int:
    """The bytes of the files a fingerprint stamps."""
    return sum(size for _, size, _ in stamp)


class ParseCache:
    """The cached parses for one explored folder. `get` and `put` by task (and KIND, for what else is kept of
    it: the explorer's "names" of a graph folder); `save` writes what changed. Threads may share one."""

    def __init__(self, explored: Path, directory: Path | None = None) -> None:
        explored = explored.resolve()
        directory = directory or cache_directory()
        # Never write into the folder being explored (a cache directory set inside it is not used).
        self._usable = directory is not None and not _inside(directory, explored)
        self._directory = directory or Path()
        self.file = self._directory / f"parses-{hashlib.sha1(str(explored).encode()).hexdigest()[:24]}.pickle"
        self._entries: dict[str, tuple[tuple, object]] = {}
        self._changed = False
        self.hits = self.misses = 0
        self._lock = threading.Lock()  # the explorer's workers share one: no put while the entries are saved
        if self._usable:
            self._entries = self._read()

    def _read(self) -> dict:
        try:
            with self.file.open("rb") as fh:
                stored = pickle.load(fh)
        except FileNotFoundError:
            return {}
        except Exception:  # noqa: BLE001
            # A damaged file or one pickled by other code fails in many ways (UnpicklingError, EOFError,
            # UnicodeDecodeError, AttributeError, TypeError, MemoryError, ...: pickle documents no
            # complete list); each means the same: parse again and rewrite it.
            self._changed = True
            return {}
        if not (
            isinstance(stored, dict)
            and stored.get("code") == code_hash()
            and isinstance(stored.get("entries"), dict)
        ):
            self._changed = True
            return {}
        return stored["entries"]

    def entry_file(
        self, task: GraphFolder | TraceSource, stamp: tuple | None, kind: str | None = None
    ) -> EntryFile | None:
        """Where TASK's entry is kept alone, when its files (STAMP) hold OWN_FILE_MIN_BYTES or more and the
        cache is usable; else None (the entry is one of the explored folder's file)."""
        if not self._usable or stamp is None or _stamp_bytes(stamp) < OWN_FILE_MIN_BYTES:
            return None
        key = _task_key(task, kind)
        name = f"{self.file.stem}-{hashlib.sha1(key.encode()).hexdigest()[:16]}.pickle"
        return EntryFile(self._directory / name, key)

    def get(
        self, task: GraphFolder | TraceSource, stamp: tuple | None, kind: str | None = None
    ) -> object | None:
        """The cached parse of TASK if its files still have STAMP (see `fingerprint`), else None."""
        own = self.entry_file(task, stamp, kind)
        if own is not None:
            value = own.get(stamp)
            if value is None:
                self.misses += 1
            else:
                self.hits += 1
            return value
        entry = self._entries.get(_task_key(task, kind)) if stamp is not None else None
        if entry is not None and entry[0] == stamp:
            self.hits += 1
            return entry[1]
        self.misses += 1
        return None

    def put(
        self, task: GraphFolder | TraceSource, stamp: tuple | None, value: object, kind: str | None = None
    ) -> None:
        own = self.entry_file(task, stamp, kind)
        if own is not None:
            own.put(stamp, value)
        elif stamp is not None and self._usable:
            with self._lock:
                self._entries[_task_key(task, kind)] = (stamp, value)
                self._changed = True

    def save(self) -> None:
        """Write the entries if any changed (atomically: a reader never sees half a file); errors are
        ignored."""
        if not self._usable:
            return
        with self._lock:
            self._save()

    def _save(self) -> None:
        # Entries for folders and logs deleted since are dropped: the file holds what exists.
        present = {key: entry for key, entry in self._entries.items() if _still_there(key)}
        if len(present) != len(self._entries):
            self._entries, self._changed = present, True
        if not self._changed:
            if self.hits:
                with contextlib.suppress(OSError):
                    os.utime(self.file)  # used: kept for another KEEP_DAYS
            return
        try:
            _write_atomically(self.file, {"code": code_hash(), "entries": self._entries})
            self._changed = False
            _remove_unused(self._directory, keep=self.file)
        except (OSError, pickle.PicklingError):
            pass


def _inside(directory: Path, explored: Path) -> bool:
    try:
        directory.resolve().relative_to(explored if explored.is_dir() else explored.parent)
        return True
    except ValueError:
        return False


def _remove_unused(directory: Path, keep: Path) -> None:
    limit = time.time() - KEEP_DAYS * 86400
    for old in directory.glob("*parses-*"):  # cache files, and temporary ones a killed process left
        try:
            if old != keep and old.stat().st_mtime < limit:
                old.unlink()
        except OSError:
            pass
