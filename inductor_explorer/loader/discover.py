"""Which folders are runs, graph folders and trace logs — every layout torch 2.0–2.13 leaves.

Discovery looks at names and directory listings only; no artifact is parsed here. The compiles of
structured trace logs, which are graphs too, are attached once every log is known (`session.open_session`,
after the `--trace` files). Parsing happens later, per graph folder, on demand (see
:mod:`inductor_explorer.loader.load`).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterable
from pathlib import Path

from inductor_explorer.loader.attach import (
    attach_found,
    beside_logs,
    has_trace,
    without_raw_log_copies,
    without_repeated_debug_logs,
)
from inductor_explorer.loader.files import read_head
from inductor_explorer.loader.sniff import PASTED_KINDS, is_tlparse_report, trace_kind
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.run import DebugTree, GraphFolder, NotADebugFolder, RunFolder, TraceSource

#: Files that make a folder a graph folder.
GRAPH_FILES = (
    "fx_graph_readable.py",
    "fx_graph_transformed.py",
    "fx_graph_runnable.py",
    "ir_pre_fusion.txt",
    "ir_post_fusion.txt",
    "output_code.py",
    "output_code.cpp",
    "inductor_provenance_tracking_node_mappings.json",
)

RUN_NAME = re.compile(r"(?:^|_)run_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}_\d+-pid_(?P<pid>\d+)$")
INDUCTOR_DIRS = ("torchinductor", "aot_torchinductor")
TRACE_DIR = "tlparse"
MAX_DEPTH = 8  # deeper than any layout torch writes; bounds the walk on odd trees
SKIPPED_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv"}
#: Inductor cache wrapper modules (`c<52 base32 chars>.py`), the same text as output_code.py.
CACHE_WRAPPER = re.compile(r"^c[a-z0-9]{40,}\.py$")
#: What Inductor writes once a graph is compiled (AOTInductor: the C++ file), its provenance files just after.
OUTPUT_CODE_FILES = ("output_code.py", "output_code.cpp")
#: A graph folder changed within this many seconds before it was discovered may still be being written.
SETTLED_S = 2.0


def _listdir(path: Path, problems: list[Problem]) -> list[os.DirEntry]:
    try:
        with os.scandir(path) as it:
            return sorted(it, key=lambda e: e.name)
    except PermissionError:
        problems.append(Problem(str(path), None, "folder is not readable (permission denied)"))
    except OSError as exc:
        problems.append(Problem(str(path), None, f"folder could not be listed: {exc.strerror or exc}"))
    return []


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _is_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


def _graph_folder(path: Path, entries: list[os.DirEntry]) -> GraphFolder | None:
    files = {e.name: Path(e.path) for e in entries if e.name in GRAPH_FILES}
    if not files:
        return None
    extra = [e.name for e in entries if e.name not in GRAPH_FILES]
    return GraphFolder(name=path.name, path=path, files=files, extra_files=extra)


def _settled(graph: GraphFolder, mtime_ns: int) -> bool:
    """GRAPH, a folder last changed at MTIME_NS, is as its compile left it: it holds its output code and no
    file was added to it for SETTLED_S."""
    return has_output_code(graph.files) and time.time_ns() - mtime_ns > SETTLED_S * 1e9


def has_output_code(names: Iterable[str]) -> bool:
    """NAMES (a graph folder's files) hold the output code Inductor writes once the graph is compiled."""
    return any(name in OUTPUT_CODE_FILES for name in names)


def graph_folder_at(path: Path) -> GraphFolder | None:
    """The folder at PATH as a graph folder; None when it holds no graph artifact or cannot be listed."""
    return _graph_folder(path, _listdir(path, []))


def natural_key(text: str) -> list:
    """Sort key that orders `model__0_forward_10.2` after `model__0_forward_9.1`."""
    return [int(tok) if tok.isdigit() else tok for tok in re.split(r"(\d+)", text)]


def graph_order_key(folder: GraphFolder) -> tuple:
    """Compile order: the `.N` counter Inductor appends to every graph folder name, then the name."""
    match = re.search(r"\.(\d+)$", folder.name)
    return (int(match.group(1)) if match else 1 << 30, natural_key(folder.name))


def _check_exists(path: Path, what: str) -> None:
    """Raise NotADebugFolder (one line) unless PATH exists, saying why when its name cannot be looked up at
    all (too long, a loop of links, no permission)."""
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        raise NotADebugFolder(f"{path}: no such {what}") from None
    except OSError as exc:
        raise NotADebugFolder(f"{path}: {exc.strerror or exc}") from None


def discover(path: Path) -> DebugTree:
    """Walk PATH and return the runs, graph folders and trace logs it holds.

    Raises NotADebugFolder (with a one-line message) when PATH is missing or holds nothing known.
    """
    path = Path(path)
    _check_exists(path, "file or folder")
    if path.is_file():
        return _discover_file(path)
    walk = _Walk(path)
    walk.folder(path, 0)
    walk.add_empty_runs()
    if not walk.runs and not walk.trace_logs:
        raise NotADebugFolder(
            f"{path}: not a torch_compile_debug folder (looked for run_*/ folders, torchinductor/, "
            f"graph folders with output_code.py, ir_*_fusion.txt or fx_graph_*.py, and tlparse/*.log)"
        )
    return walk.tree()


def _is_run_folder(folder: Path) -> bool:
    return bool(RUN_NAME.search(folder.name)) or any((folder / d).is_dir() for d in INDUCTOR_DIRS)


class _Walk:
    """What a walk of ROOT found so far: run folders (each with its graph folders), trace logs, problems."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.runs: dict[Path, RunFolder] = {}
        self.trace_logs: list[TraceSource] = []
        self.problems: list[Problem] = []
        self.seen: set[tuple[int, int]] = set()
        self.run_folders: dict[Path, Path | None] = {}  # _run_folder's answers

    def run_for(self, folder: Path) -> RunFolder:
        """The run that owns FOLDER: its nearest ancestor (up to ROOT itself) that is a run folder."""
        owner = self._run_folder(folder)
        if owner is None:
            owner = self.root if folder != self.root else folder
        if owner not in self.runs:
            self.runs[owner] = _new_run(owner)
        return self.runs[owner]

    def _run_folder(self, folder: Path) -> Path | None:
        """The nearest of FOLDER and its ancestors up to ROOT that is a run folder; None if none is. Found
        once per folder: the graph folders of a run share their ancestors."""
        if folder in self.run_folders:
            return self.run_folders[folder]
        if _is_run_folder(folder):
            owner: Path | None = folder
        elif folder == self.root or folder.parent == folder:
            owner = None
        else:
            owner = self._run_folder(folder.parent)
        self.run_folders[folder] = owner
        return owner

    def first_visit(self, folder: Path) -> os.stat_result | None:
        """FOLDER's stat when it is readable and not seen before (a symlink loop or repeated folder is a
        problem), else None."""
        try:
            st = folder.stat()
        except OSError as exc:
            self.problems.append(
                Problem(str(folder), None, f"folder could not be read: {exc.strerror or exc}")
            )
            return None
        key = (st.st_dev, st.st_ino)
        if key in self.seen:
            self.problems.append(Problem(str(folder), None, "symlink loop or repeated folder; skipped"))
            return None
        self.seen.add(key)
        return st

    def folder(self, folder: Path, depth: int) -> None:
        st = self.first_visit(folder)
        if st is None:
            return
        entries = _listdir(folder, self.problems)
        if is_tlparse_report(e.name for e in entries):
            # raw.log is the trace log tlparse was given; raw.jsonl (tlparse 0.4) is its own re-encoding, with
            # the payloads moved to files: the report folder reads it.
            raw = [Path(e.path) for e in entries if e.name == "raw.log"]
            self.trace_logs.append(
                TraceSource(raw[0], "structured") if raw else TraceSource(folder, "tlparse")
            )
            return
        graph = _graph_folder(folder, entries)
        if graph is not None:
            graph.settled = _settled(graph, st.st_mtime_ns)
            self.run_for(folder).graphs.append(graph)
        else:
            self.files(folder, entries)
        if depth >= MAX_DEPTH:
            if any(_is_dir(e) for e in entries):
                self.problems.append(
                    Problem(str(folder), None, f"deeper than {MAX_DEPTH} levels; not searched")
                )
            return
        for entry in entries:
            if _is_dir(entry) and entry.name not in SKIPPED_DIRS:
                self.folder(Path(entry.path), depth + 1)

    def files(self, folder: Path, entries: list[os.DirEntry]) -> None:
        """The files of FOLDER, no graph folder: Inductor cache wrapper modules and trace logs."""
        for entry in entries:
            if not _is_file(entry):
                continue
            if CACHE_WRAPPER.match(entry.name) and _peek_is_wrapper(Path(entry.path)):
                file = Path(entry.path)
                self.run_for(folder).graphs.append(
                    GraphFolder(name=file.stem, path=file.parent, files={"output_code.py": file})
                )
            elif entry.name.endswith((".log", ".txt", ".jsonl")):
                kind = classify_trace_file(Path(entry.path))
                if kind:
                    self.trace_logs.append(TraceSource(Path(entry.path), kind))

    def add_empty_runs(self) -> None:
        """Run folders whose compiles produced no graph folder (empty 2.0 runs, crashed runs) still count."""
        root = self.root
        for candidate in [root, *(Path(e.path) for e in _listdir(root, []) if _is_dir(e))]:
            if candidate not in self.runs and _is_run_folder(candidate):
                self.runs[candidate] = _new_run(candidate)

    def tree(self) -> DebugTree:
        """The runs in path order, their graphs in compile order, and the trace logs attached to them."""
        path, runs, problems = self.root, self.runs, self.problems
        ordered = sorted(runs.values(), key=lambda r: natural_key(str(r.path)))
        for run in ordered:
            run.graphs.sort(key=graph_order_key)
        trace_logs = self.trace_logs
        if path in runs and RUN_NAME.search(path.name):
            # A run folder opened on its own: its trace log sits beside it in ../tlparse/.
            trace_logs.extend(beside_logs(runs[path], _beside(path, problems), _only_run(path)))
        trace_logs.sort(key=lambda t: natural_key(str(t.path)))
        trace_logs = without_repeated_debug_logs(trace_logs, list(runs), traced=has_trace(trace_logs))
        trace_logs = without_raw_log_copies(trace_logs, problems)
        ordered.extend(attach_found(ordered, trace_logs))
        return DebugTree(path=path, runs=ordered, trace_logs=trace_logs, problems=problems)


def _beside(run: Path, problems: list[Problem]) -> list[TraceSource]:
    """The structured trace logs in ../tlparse/ of the run folder RUN, where torch writes them."""
    folder = run.parent / TRACE_DIR
    if not folder.is_dir():
        return []
    found = []
    for entry in _listdir(folder, problems):
        if _is_file(entry) and classify_trace_file(Path(entry.path)) == "structured":
            found.append(TraceSource(Path(entry.path), "structured"))
    return found


def _only_run(run: Path) -> bool:
    """RUN is the only run folder beside it."""
    return not any(
        _is_dir(e) and RUN_NAME.search(e.name) and e.path != str(run) for e in _listdir(run.parent, [])
    )


def run_folder_at(path: Path) -> RunFolder | None:
    """The folder at PATH as a run folder (its graphs not looked for) when it is named as one."""
    return _new_run(path) if RUN_NAME.search(path.name) else None


def _new_run(path: Path) -> RunFolder:
    match = RUN_NAME.search(path.name)
    return RunFolder(name=path.name, path=path, pid=int(match.group("pid")) if match else None)


def _discover_file(path: Path) -> DebugTree:
    """A single file: an artifact is loaded as a one-file flat copy; a trace log or pasted text as a run."""
    if path.name in GRAPH_FILES or (path.suffix == ".py" and _peek_is_wrapper(path)):
        name = "output_code.py" if path.name not in GRAPH_FILES else path.name
        graph = GraphFolder(name=path.parent.name, path=path.parent, files={name: path}, extra_files=[])
        run = _new_run(path.parent)
        run.graphs.append(graph)
        return DebugTree(path=path, runs=[run], trace_logs=[], problems=[])
    kind = classify_trace_file(path)
    if kind:
        source = TraceSource(path, kind)
        return DebugTree(path=path, runs=attach_found([], [source]), trace_logs=[source], problems=[])
    raise NotADebugFolder(
        f"{path}: not a debug artifact or trace log (expected a folder, a structured trace log, "
        f"TORCH_LOGS/explain() text, or one of {', '.join(GRAPH_FILES)})"
    )


def classify_trace_file(path: Path) -> str | None:
    """'structured' for a TORCH_TRACE log, 'pasted' for TORCH_LOGS / explain() / CompileProfiler text, else
    None."""
    data = read_head(path, 65536)
    if data is None:
        return None
    kind = trace_kind(data.decode("utf-8", "replace"))
    return "pasted" if kind in PASTED_KINDS else kind


def extra_trace_sources(paths: Iterable[Path]) -> list[TraceSource]:
    """`--trace FILE` arguments, checked: a missing or unrecognised file is the user's error."""
    sources = []
    for path in paths:
        _check_exists(path, "trace file")
        if path.is_dir():
            if not is_tlparse_folder(path):
                raise NotADebugFolder(
                    f"{path}: a folder, but not a tlparse report (no raw.log, raw.jsonl "
                    f"or index.html with compile_directory.json)"
                )
            sources.append(TraceSource(path, "tlparse"))
            continue
        if read_head(path, 1) is None:
            raise NotADebugFolder(
                f"{path}: trace file cannot be read (permission denied, or not a regular file)"
            )
        kind = classify_trace_file(path)
        if kind is None:
            raise NotADebugFolder(
                f"{path}: not a trace log (expected a TORCH_TRACE log, a tlparse folder, "
                f"or TORCH_LOGS=graph_breaks / explain() text)"
            )
        sources.append(TraceSource(path, kind))
    return sources


def is_tlparse_folder(path: Path) -> bool:
    """PATH is a tlparse report folder (or a folder holding its raw trace log)."""
    return is_tlparse_report(e.name for e in _listdir(path, []))


def _peek_is_wrapper(path: Path) -> bool:
    head = read_head(path, 4096) or b""
    return b"# AOT ID:" in head or b"AsyncCompile()" in head
