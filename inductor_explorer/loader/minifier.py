"""Finding and reading the minifier's scripts (TORCHDYNAMO_REPRO_AFTER="dynamo"|"aot"), as text.

A failing compile makes dynamo write `minifier/minifier_launcher.py` into the run folder (checkpoints under
`minifier/checkpoints/`); running the launcher writes `repro.py` into the folder it was run from, and
`isolate/<id>.py` query scripts there too. They may sit anywhere under the PATH explored, so this walks it
on its own (names and a few KiB of each script; nothing is imported or run).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from inductor_explorer.loader.files import read_head, read_text
from inductor_explorer.loader.fx_graph import parse_fx_graph
from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.repro import MinifierArtifacts, MinifierCase, ReproScript
from inductor_explorer.model.run import RunFolder

LAUNCHER = "minifier_launcher.py"
REPRO = "repro.py"
MAX_DEPTH = 10  # a run's minifier/checkpoints/ sits four levels below a torch_compile_debug/ root
#: Never holding minifier scripts: graph folders (under torchinductor/), trace logs, tensor storages.
SKIPPED_DIRS = {
    ".git",
    ".hg",
    ".svn",
    "__pycache__",
    "node_modules",
    ".venv",
    "storages",
    "torchinductor",
    "aot_torchinductor",
    "tlparse",
}

_REPRO_CLASS = re.compile(r"^class Repro\(", re.M)
_FORWARD = re.compile(r"^    def forward\(self(?:, *(?P<params>[^)]*))?\)")
_RUN_REPRO = re.compile(r"^\s*(?:mod, args = )?run_repro\(")
#: Dynamo's minifier (TORCHDYNAMO_REPRO_AFTER="dynamo") saves each step as
#: ./checkpoints/minified_<N>_nodes.py.
_DYNAMO_CHECKPOINT = re.compile(r"^minified_\d+_nodes\.py$")
MAX_CALL_LINES = 50  # a run_repro(...) call spread over more lines than this is not read
_VERSION = re.compile(r"^# torch version: (\S+)", re.M)
_CONFIG = re.compile(r"^torch\.[\w.]*config\.[\w.]+ = .*$", re.M)
_ENVIRON = re.compile(r"^os\.environ(?:\[.*|\.pop\(.*)$", re.M)
CALL_OPS = ("call_function", "call_method", "call_module", "get_attr")


def _keyword(args: str, name: str) -> str | None:
    match = re.search(rf"\b{name}=('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|[^,)]+)", args)
    return match.group(1).strip() if match else None


def _call_arguments(lines: list[str], first: int, start: int) -> str:
    """The arguments of the call whose `(` ends at START of LINES[FIRST], up to its closing bracket, over as
    many lines as it takes (the Dynamo-level launcher puts `command=` and `accuracy=` on a second line)."""
    depth = 1
    out = []
    quote = None
    for number in range(first, min(first + MAX_CALL_LINES, len(lines))):
        line = lines[number][start:] if number == first else lines[number]
        at = 0
        while at < len(line):
            char = line[at]
            if quote is not None:
                if char == "\\":
                    at += 1
                elif char == quote:
                    quote = None
            elif char in "'\"":
                quote = char
            elif char == "#":
                break
            elif char in "([{":
                depth += 1
            elif char in ")]}":
                depth -= 1
                if depth == 0:
                    out.append(line[:at])
                    return " ".join(out)
            at += 1
        out.append(line)
        quote = None  # a string does not run on to the next line here
    return " ".join(out)


def read_script(path: Path, role: str) -> ReproScript:
    """Parse one minifier script: Repro.forward's ops, the run_repro() call, the config it sets."""
    script = ReproScript(path, role)
    text, problems = read_text(path)
    script.problems.extend(p for p in problems if p.message != "file is empty")
    if not text:
        script.problems.append(Problem(str(path), None, "minifier script is empty or unreadable"))
        return script
    version = _VERSION.search(text)
    script.torch_version = version.group(1) if version else None
    script.configs = _CONFIG.findall(text)
    script.environment = _ENVIRON.findall(text)
    lines = text.split("\n")
    for number, line in enumerate(lines, 1):
        match = _RUN_REPRO.match(line)
        if match:
            args = _call_arguments(lines, number - 1, match.end())
            script.run_repro_line = number
            command = _keyword(args, "command")
            script.command = command.strip("'\"") if command else "run"
            script.accuracy = _keyword(args, "accuracy")
            save_dir = _keyword(args, "save_dir")
            script.save_dir = save_dir.strip("'\"") if save_dir and save_dir != "None" else None
            break
    cls = _REPRO_CLASS.search(text)
    if cls is None:
        script.problems.append(Problem(str(path), None, "no `class Repro(...)` in this minifier script"))
        return script
    first = text.count("\n", 0, cls.start())  # 0-based line of `class Repro`
    forward = next(((i, m) for i in range(first, len(lines)) if (m := _FORWARD.match(lines[i]))), None)
    if forward is None:
        script.problems.append(Problem(str(path), first + 1, "the Repro module has no forward()"))
        return script
    start, match = forward
    params = match.group("params") or ""
    script.inputs = [p.strip() for p in params.split(",") if p.strip()]
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith("        ")):
        end += 1
    # Blank lines in front keep the parser's line numbers those of the file.
    graph, graph_problems = parse_fx_graph("\n" * start + "\n".join(lines[start:end]), str(path))
    script.ops = [n for n in graph.nodes if n.op in CALL_OPS]
    script.problems.extend(graph_problems)
    return script


def _is_minifier_script(path: Path) -> bool:
    """A repro.py or isolate script dynamo wrote (a user's own repro.py is not)."""
    head = read_head(path, 256 * 1024) or b""
    return b"class Repro(" in head or b"run_repro(" in head


def _walk(root: Path, found: dict[str, list[Path]], problems: list[Problem]) -> None:
    seen: set[tuple[int, int]] = set()

    def walk(folder: str, depth: int) -> None:
        try:
            st = os.stat(folder)
            key = (st.st_dev, st.st_ino)
            if key in seen:
                return
            seen.add(key)
            with os.scandir(folder) as it:
                entries = list(it)
        except OSError as exc:
            problems.append(Problem(folder, None, f"folder could not be listed: {exc.strerror or exc}"))
            return
        for entry in entries:
            name = entry.name
            try:
                if name.endswith(".py"):
                    if entry.is_file():
                        role = _role(Path(entry.path))
                        if role is not None:
                            found[role].append(Path(entry.path))
                elif name not in SKIPPED_DIRS and depth < MAX_DEPTH and entry.is_dir():
                    walk(entry.path, depth + 1)
            except OSError:
                continue

    walk(str(root), 0)
    for paths in found.values():
        paths.sort()


def _role(path: Path) -> str | None:
    parent = path.parent.name
    if path.name == LAUNCHER:
        return "launcher"
    if parent == "checkpoints" and (
        path.parent.parent.name == "minifier" or _DYNAMO_CHECKPOINT.match(path.name)
    ):
        return "checkpoint"
    if path.name == REPRO and _is_minifier_script(path):
        return "repro"
    if parent == "isolate" and _is_minifier_script(path):
        return "query"
    return None


def _common_depth(a: Path, b: Path) -> int:
    return len(os.path.commonprefix([a.parts, b.parts]))


def _owner(path: Path, cases: list[MinifierCase]) -> MinifierCase:
    """The case whose launcher shares the longest path with PATH (the last one on a tie)."""
    best = cases[0]
    for case in cases:
        if (
            case.launcher is not None
            and best.launcher is not None
            and _common_depth(path, case.launcher.path) >= _common_depth(path, best.launcher.path)
        ):
            best = case
    return best


def _failed_graph(launcher: ReproScript, run: RunFolder) -> str | None:
    """The graph folder of RUN whose FX graph is the launcher's Repro module (same ops in the same order);
    else the run's last graph folder: the compile that failed is the last one the process made."""
    wanted = [n.target for n in launcher.ops]
    for folder in run.graphs:
        path = folder.files.get("fx_graph_readable.py")
        if path is None or not wanted:
            continue
        text, _ = read_text(path)
        graph, _ = parse_fx_graph(text or "", str(path))
        if [n.target for n in graph.nodes if n.op in CALL_OPS] == wanted:
            return folder.name
    return run.graphs[-1].name if run.graphs else None


def find_minifier(root: Path, runs: list[RunFolder]) -> MinifierArtifacts:
    """Every minifier launcher, checkpoint, query script and minified repro under ROOT, grouped in cases.

    A case per launcher; the other scripts go to the launcher nearest to them in the tree. RUNS: the runs
    discovered under ROOT, to name the run and graph folder each launcher was written for.
    """
    out = MinifierArtifacts()
    root = Path(root)
    if not root.is_dir():
        return out
    found: dict[str, list[Path]] = {"launcher": [], "checkpoint": [], "repro": [], "query": []}
    _walk(root, found, out.problems)
    if not any(found.values()):
        return out
    cases = [MinifierCase(read_script(p, "launcher")) for p in found["launcher"]] or [MinifierCase(None)]
    for case in cases:
        if case.launcher is None:
            continue
        run = next((r for r in runs if r.path in case.launcher.path.parents), None)
        if run is not None:
            case.run_path = run.path
            case.graph = _failed_graph(case.launcher, run)
    for role, attr in (("repro", "repros"), ("checkpoint", "checkpoints"), ("query", "queries")):
        for path in found[role]:
            getattr(_owner(path, cases), attr).append(read_script(path, role))
    for case in cases:
        for script in case.scripts():
            out.problems.extend(script.problems)
    out.cases = cases
    return out
