"""Mutations of real debug folders for the fuzz tests and tests/reliability/fuzz_long.py, and the
checks both make after one.

Each mutation damages one file (or the folder) the way disks, copies and people do: cut off,
lines lost or repeated, bytes flipped, encodings broken, files gone, replaced by folders or links.
"""

from __future__ import annotations

import os
import random
import shutil
import time
from pathlib import Path

from inductor_explorer.session import open_session
from tests.support.reliability import run_cli

MAX_MB_PER_S = 0.5  # the loader must manage at least this: the bound is max(5 s, 2 s per MB)


def allowed_seconds(total_bytes: int) -> float:
    """Generous time bound for loading TOTAL_BYTES: a linear loader is far inside it, a hang is not."""
    return max(5.0, total_bytes / 1e6 / MAX_MB_PER_S)


def tree_bytes(root: Path) -> int:
    total = 0
    for path in root.rglob("*"):
        try:
            if path.is_file():
                total += path.stat().st_size
        except OSError:
            pass
    return total


def artifact_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randint(0, len(data))]


def _delete_lines(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    start = rng.randrange(len(lines))
    del lines[start : start + rng.randint(1, 5)]
    return b"\n".join(lines)


def _duplicate_lines(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    start = rng.randrange(len(lines))
    chunk = lines[start : start + rng.randint(1, 5)]
    lines[start:start] = chunk * rng.randint(1, 3)
    return b"\n".join(lines)


def _swap_lines(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    for _ in range(rng.randint(1, 4)):
        a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[a], lines[b] = lines[b], lines[a]
    return b"\n".join(lines)


def _flip_bytes(data: bytes, rng: random.Random) -> bytes:
    buf = bytearray(data)
    for _ in range(rng.randint(1, 20)):
        if buf:
            buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
    return bytes(buf)


def _insert(data: bytes, rng: random.Random, what: bytes) -> bytes:
    at = rng.randint(0, len(data))
    return data[:at] + what + data[at:]


def _nul_bytes(data: bytes, rng: random.Random) -> bytes:
    return _insert(data, rng, b"\x00" * rng.randint(1, 64))


def _invalid_utf8(data: bytes, rng: random.Random) -> bytes:
    return _insert(
        data, rng, rng.choice([b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\x80" * 7, b"\xf4\x90\x80\x80"])
    )


def _deep_nesting(data: bytes, rng: random.Random) -> bytes:
    depth = rng.choice([100, 10_000, 200_000])
    opener = rng.choice([b"(", b"[", b"{", b'{"a":', b"'''", b"    "])
    return _insert(data, rng, opener * depth)


def _long_line(data: bytes, rng: random.Random) -> bytes:
    return _insert(data, rng, rng.choice([b"x", b"buf0, ", b"'\\", b"("]) * (2_000_000 // 2))


def _crlf(data: bytes, rng: random.Random) -> bytes:
    return data.replace(b"\n", b"\r\n")


def _empty(data: bytes, rng: random.Random) -> bytes:
    return b""


CONTENT_MUTATIONS = {
    "truncate": _truncate,
    "delete_lines": _delete_lines,
    "duplicate_lines": _duplicate_lines,
    "swap_lines": _swap_lines,
    "flip_bytes": _flip_bytes,
    "nul_bytes": _nul_bytes,
    "invalid_utf8": _invalid_utf8,
    "deep_nesting": _deep_nesting,
    "long_line": _long_line,
    "crlf": _crlf,
    "empty": _empty,
}
#: Mutations that replace the file itself rather than its content.
FILE_MUTATIONS = ("missing", "folder", "symlink_loop", "dangling_symlink", "fifo")
MUTATIONS = (*CONTENT_MUTATIONS, *FILE_MUTATIONS)


def mutate_file(path: Path, kind: str, rng: random.Random) -> None:
    """Apply mutation KIND to the file PATH in place."""
    if kind in CONTENT_MUTATIONS:
        path.write_bytes(CONTENT_MUTATIONS[kind](path.read_bytes(), rng))
        return
    path.unlink()
    if kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("a folder where a file should be\n")
    elif kind == "symlink_loop":
        path.symlink_to(path.name)
    elif kind == "dangling_symlink":
        path.symlink_to(path.name + ".gone")
    elif kind == "fifo":
        os.mkfifo(path)


def copy_run(source: Path, dest: Path) -> Path:
    """Copy a debug folder for mutation; returns the copy."""
    shutil.copytree(source, dest, symlinks=True)
    return dest


def add_folder_loop(root: Path) -> None:
    """A symlink inside the deepest folder pointing back at ROOT."""
    deepest = max(
        (p for p in root.rglob("*") if p.is_dir() and not p.is_symlink()),
        key=lambda p: len(p.parts),
        default=root,
    )
    (deepest / "loop").symlink_to(root, target_is_directory=True)


def artifact_counts(root: Path) -> dict[tuple[str, str], int]:
    """(graph folder, artifact) -> how many nodes/kernels it parsed into, for every artifact present."""
    counts: dict[tuple[str, str], int] = {}
    for run in open_session(root).parsed().runs:
        for graph in run.graphs:
            parsed = {
                "fx_graph_readable.py": graph.fx_readable and len(graph.fx_readable.nodes),
                "fx_graph_transformed.py": graph.fx_transformed and len(graph.fx_transformed.nodes),
                "ir_pre_fusion.txt": graph.pre_fusion and len(graph.pre_fusion.nodes),
                "ir_post_fusion.txt": graph.post_fusion and len(graph.post_fusion.nodes),
                "output_code.py": graph.output_code and len(graph.output_code.kernels),
            }
            for name, count in parsed.items():
                if count is not None:
                    counts[(str(graph.folder.path), name)] = count
    return counts


def check_mutated(
    root: Path,
    damaged: Path | None,
    before: dict[tuple[str, str], int],
    commands: tuple[tuple[str, ...], ...] = (("summary",), ("summary", "--json"), ("breaks",)),
) -> None:
    """Everything promised about ROOT after DAMAGED (a file, or None) was mutated: the load is bounded
    in time, undamaged artifacts parse as before, and the COMMANDS exit 0 (or 2 with one line)."""
    bound = allowed_seconds(tree_bytes(root))
    start = time.perf_counter()
    loaded = open_session(root).parsed()
    elapsed = time.perf_counter() - start
    assert elapsed < bound, f"loading took {elapsed:.1f}s, bound {bound:.1f}s"
    after = artifact_counts(root) if before else {}
    for (folder, name), count in before.items():
        if damaged is not None and Path(folder) / name == damaged:
            continue
        assert after.get((folder, name)) == count, f"{folder}/{name} no longer loads the same"
    problem_files = {p.file for p in loaded.all_problems()}
    assert all(isinstance(f, str) for f in problem_files)
    for command in commands:
        argv = [*command, str(root)]
        status, _, err = run_cli(argv)
        assert status in (0, 2), f"{argv}: status {status}: {err}"
        assert "Traceback" not in err and "internal error" not in err
        if status == 2:
            assert err.count("\n") == 1
