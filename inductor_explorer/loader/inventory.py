"""Every file under the PATH explored, named for what it is (the Files view), from names and a peek.

Known artifacts are named by their file name and folder; any other file is peeked at (4 KiB) to tell
text from binary. Nothing is parsed here.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from inductor_explorer.loader.files import read_head
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.files import ArtifactFile, FileInventory
from inductor_explorer.model.run import DebugTree

MAX_FILES = 50_000  # a whole torch_compile_debug root of a large model holds a few thousand
MAX_DEPTH = 12
SKIPPED_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv"}
PEEK_BYTES = 4096

#: File name -> (what it is, lexer).
KNOWN_NAMES = {
    "output_code.py": ("output code: the wrapper's call() and the generated kernels", "python"),
    "output_code.cpp": ("AOTInductor output code: the C++ wrapper's run_impl and the kernels", "cpp"),
    "fx_graph_readable.py": ("FX graph Inductor received (readable)", "python"),
    "fx_graph_transformed.py": ("FX graph after Inductor's FX passes", "python"),
    "fx_graph_runnable.py": ("FX graph as a runnable script (torch version, config)", "python"),
    "ir_pre_fusion.txt": ("scheduler nodes before fusion", None),
    "ir_post_fusion.txt": ("scheduler nodes after fusion", None),
    "inductor_provenance_tracking_node_mappings.json": ("provenance: FX nodes to kernels", None),
    "minifier_launcher.py": ("minifier launcher: `python` it to minify the failing graph", "python"),
    "autotuning_result_json_list.txt": ("autotuning results", None),
    "graph_diagram.svg": ("SVG drawing of the post-fusion graph (INDUCTOR_POST_FUSION_SVG)", None),
    "orig_fx_graph_diagram.svg": ("SVG drawing of the FX graph before fusion", None),
    "info.log": ("Inductor info log (2.0)", None),
    "compile_directory.json": ("tlparse: index of the compile folders", None),
    "raw.log": ("tlparse: the structured trace log it read", None),
    "raw.jsonl": ("tlparse: the trace's records as JSON lines", None),
}
SUFFIX_LEXERS = {".py": "python", ".cpp": "cpp", ".h": "cpp", ".hpp": "cpp", ".cc": "cpp", ".c": "cpp"}
IMAGE_SUFFIXES = {".svg": "SVG image", ".png": "PNG image", ".jpg": "JPEG image", ".gif": "GIF image"}
BINARY_SUFFIXES = {
    ".so": "shared library",
    ".pt": "saved torch object",
    ".pkl": "pickle",
    ".o": "object file",
    ".gz": "gzip archive",
    ".zip": "zip archive",
    ".bin": "binary data",
}
_STORAGE = re.compile(r"^[0-9a-f]{40}$")
_TRACE_LOG = re.compile(r"^dedicated_log_torch_trace_.*\.log$")


def describe(path: str | Path) -> tuple[str, str, str | None]:
    """(what PATH is, how it is shown, its lexer), from its name, its folders and, for others, a peek."""
    folder, name = os.path.split(str(path))
    parent = os.path.basename(folder)
    stem, suffix = os.path.splitext(name)
    suffix = suffix.lower()
    if suffix in IMAGE_SUFFIXES:
        known = KNOWN_NAMES.get(name)
        return (known[0] if known else IMAGE_SUFFIXES[suffix]), "image", None
    if name in KNOWN_NAMES:
        kind, lexer = KNOWN_NAMES[name]
        return kind, "text", lexer
    if parent == "storages" and _STORAGE.match(name):
        return "minifier checkpoint: a saved tensor storage (binary)", "binary", None
    if name == "repro.py":
        return "repro script (a minified repro when the minifier wrote it)", "text", "python"
    if parent == "checkpoints" and suffix == ".py":
        return f"minifier checkpoint: the failing graph with {stem} nodes", "text", "python"
    if parent == "isolate" and suffix == ".py":
        return "minifier query script (one isolated step of the minifier)", "text", "python"
    if name == "debug.log":
        if parent == "torchdynamo":
            return "Dynamo debug log", "text", None
        return "scheduler debug log of the graph (2.0)", "text", None
    if re.match(r"^aot_.*_debug\.log$", name):
        return "AOT autograd debug log", "text", None
    if _TRACE_LOG.match(name) or parent == "tlparse" and suffix == ".log":
        return "structured trace log (TORCH_TRACE)", "text", None
    if suffix in BINARY_SUFFIXES:
        return BINARY_SUFFIXES[suffix], "binary", None
    head = read_head(Path(path), PEEK_BYTES)
    if head is None:
        return "file that cannot be read", "unreadable", None
    if b"\0" in head:
        return "binary file", "binary", None
    words = {
        ".json": "JSON",
        ".log": "log",
        ".txt": "text",
        ".html": "HTML",
        ".dot": "Graphviz DOT",
        ".md": "Markdown",
        ".csv": "CSV",
        ".cpp": "C++ source",
        ".py": "Python source",
    }
    return words.get(suffix, "text file"), "text", SUFFIX_LEXERS.get(suffix)


#: What discovery found a trace source to be, in words.
TRACE_KINDS = {"structured": "structured trace log (TORCH_TRACE)", "pasted": "TORCH_LOGS or explain() text"}


def _entry(
    location: str, name: str, entry: os.DirEntry | None = None, kind: str | None = None
) -> ArtifactFile:
    try:
        size = (entry.stat() if entry is not None else os.stat(location)).st_size
    except OSError:
        return ArtifactFile(location, name, 0, "file that cannot be read", "unreadable")
    found, shown, lexer = describe(location)
    return ArtifactFile(location, name, size, kind or found, shown, lexer)


def list_files(tree: DebugTree, limit: int = MAX_FILES) -> FileInventory:
    """Every regular file under the tree's PATH (or PATH itself when it is a file), then the trace logs
    discovery attached from elsewhere (a run folder's ../tlparse/); at most LIMIT of them."""
    root = tree.path
    # Discovery read the trace logs' first lines: a log of any name is named for what it is.
    traces = {str(s.path): TRACE_KINDS[s.kind] for s in tree.trace_logs if s.kind in TRACE_KINDS}
    listing = _Listing(root, limit, traces)
    if root.is_dir():
        listing.walk(str(root), 0)
    elif root.exists():
        listing.add(str(root), root.name)
    for source in tree.trace_logs:
        if source.path.is_file():
            listing.add(str(source.path), str(source.path))
    return listing.out


class _Listing:
    """The inventory list_files builds: each file once, at most LIMIT, each folder walked once (a link
    back to a folder above does not loop)."""

    def __init__(self, root: Path, limit: int, traces: dict[str, str]):
        self.out = FileInventory(root)
        self.limit = limit
        self.traces = traces  # location -> what discovery found that trace log to be
        self.prefix = os.path.join(str(root), "")
        self.listed: set[str] = set()
        self.seen: set[tuple[int, int]] = set()  # (device, inode) of the folders walked

    def add(self, location: str, name: str, entry: os.DirEntry | None = None) -> None:
        if location in self.listed:
            return
        self.listed.add(location)
        if len(self.out.files) >= self.limit:
            self.out.truncated += 1
            return
        self.out.files.append(_entry(location, name, entry, self.traces.get(location)))

    def walk(self, folder: str, depth: int) -> None:
        entries = self._entries(folder)
        if entries is None:
            return
        folders = []
        for entry in entries:
            try:
                if entry.is_file():
                    self.add(entry.path, entry.path[len(self.prefix) :], entry)
                elif entry.is_dir() and entry.name not in SKIPPED_DIRS:
                    folders.append(entry.path)
            except OSError:
                continue
        if depth >= MAX_DEPTH:
            if folders:
                self.out.problems.append(Problem(folder, None, f"deeper than {MAX_DEPTH} levels; not listed"))
            return
        for sub in folders:
            self.walk(sub, depth + 1)

    def _entries(self, folder: str) -> list[os.DirEntry] | None:
        """FOLDER's entries by name; None when it was walked already or cannot be listed (a problem)."""
        try:
            st = os.stat(folder)
            if (st.st_dev, st.st_ino) in self.seen:
                return None
            self.seen.add((st.st_dev, st.st_ino))
            with os.scandir(folder) as it:
                return sorted(it, key=lambda e: e.name)
        except OSError as exc:
            message = f"folder could not be listed: {exc.strerror or exc}"
            self.out.problems.append(Problem(folder, None, message))
            return None
