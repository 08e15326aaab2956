"""The Files view's text: the listing of every file under the PATH explored (size, name, what it is), the
text a file opens as (given its text: the session reads it), and the status line."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from inductor_explorer.model.artifacts import Problem
from inductor_explorer.model.files import ArtifactFile, FileInventory
from inductor_explorer.text import human_size, inert_line

SIZE_WIDTH = 10


def listing(files: list[ArtifactFile]) -> tuple[list[str], list[ArtifactFile | None]]:
    """The listing's lines and the file on each (None: a folder's heading).

    A heading per folder, then one line per file: size, name, what it is; the file names stay readable at 80
    columns although run folder names are long (the status line repeats the kind and the path in full).
    """
    lines: list[str] = []
    rows: list[ArtifactFile | None] = []
    folder = None
    for file in files:
        parent, _, base = file.name.rpartition("/")
        if parent != folder or not lines:
            folder = parent
            parts = parent.split("/")
            # Its last two folders first (`torchinductor/model__0_forward_1.0/`), the whole path after them.
            lines.append(f"{'/'.join(parts[-2:])}/   in {parent}/" if len(parts) > 2 else f"{parent or '.'}/")
            rows.append(None)
        lines.append(f"{human_size(file.size):>{SIZE_WIDTH}}  {base}   {file.kind}")
        rows.append(file)
    return lines, rows


def file_text(
    file: ArtifactFile, text: str | None, problems: list[Problem], where: Path
) -> tuple[str, str | None]:
    """What the source pane shows for FILE, and its lexer: a text file's TEXT (None: it could not be read,
    PROBLEMS say why), or words saying what the file is and WHERE it is (its real path)."""
    if file.shown == "text":
        if text:
            return text, file.lexer
        if text is not None:
            return f"(empty file: {human_size(file.size)})\n", None
        why = problems[0].message if problems else "it could not be read"
        return f"{file.name}: {why}\n{file.path}\n", None
    if file.shown == "image":
        hint = "a terminal cannot show it: open it in a browser or an image viewer"
    else:
        hint = "not text, so not shown here"
    return f"{file.kind}\n{human_size(file.size)}; {hint}\n{where}\n", None


def reading_text(name: str) -> str:
    """What a source pane says while the file NAME is being read."""
    return f"reading {name}…\n"


def source_title(file: ArtifactFile) -> str:
    """The open file's pane title: its folder and name (`model__0_forward_1.0/output_code.py`), which an
    80-column border keeps; the listing above names its whole folder."""
    return "/".join(file.name.split("/")[-2:])


def kept_files(inventory: FileInventory, needle: str) -> list[ArtifactFile]:
    """The files whose name or kind contains NEEDLE (any case; all when empty)."""
    needle = needle.lower()
    return [f for f in inventory.files if needle in f.name.lower() or needle in f.kind.lower()]


def files_title(inventory: FileInventory, kept: int, needle: str) -> Text:
    """`12 files · enter: open · …`, or `3 of 12 files · filter 'ir' (x clears) · …` with a filter."""
    more = f" · {inventory.truncated} more not listed" if inventory.truncated else ""
    shown = (
        f"{kept} of {len(inventory.files)} files · filter {needle!r} (x clears)"
        if needle
        else f"{len(inventory.files)} files"
    )
    return Text(f"{inert_line(shown)}{more} · enter: open · / filters · h/l: scroll sideways")


def status_text(words: str) -> Text:
    """The status line: one line, cut with `…` when too long."""
    return Text(inert_line(words), no_wrap=True, overflow="ellipsis")


def listing_status(file: ArtifactFile | None) -> Text:
    """The status line on a line of the listing: the file's size, kind and path, or what a heading is."""
    if file is None:
        return status_text("a folder: the files below are in it")
    return status_text(f"{human_size(file.size)} · {file.kind} · {file.name}")


def source_status(file: ArtifactFile, line: int, lines: int) -> Text:
    """The status line in the open file: where the cursor is, the file's size and kind."""
    return status_text(f"line {line} of {lines} · {human_size(file.size)} · {file.kind}")
