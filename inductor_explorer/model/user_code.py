"""Which frames of a logged stack are the user's code: not torch, not an installed package, not the
standard library, not code without a file (`<frozen importlib._bootstrap>`, `<string>`); and how a narrow
pane names such a file (from the user's project, or from the package, on)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import PurePosixPath

from inductor_explorer.model.artifacts import SourceLocation

#: Python's own library folder: `/usr/lib/python3.11/`, `…/versions/3.11.7/lib/python3.11/`, `\Lib\` on
#: Windows; installed packages below it are site-packages and are matched on their own.
_STDLIB = re.compile(r"/lib(?:64)?/python\d+(?:\.\d+)?t?/|/python\d*/lib/", re.I)
_PACKAGES = ("/site-packages/", "/dist-packages/")
#: torch itself, wherever it is installed or checked out (Dynamo's wrappers such as
#: torch/_dynamo/external_utils.py among them).
_TORCH = "/torch/"


def frame_owner(path: str) -> str:
    """Whose code the file PATH is: "user", "torch", "library" (site-packages), "stdlib" or "no file"."""
    if path.startswith("<") or not path.strip():
        return "no file"
    normalized = "/" + path.replace("\\", "/").lstrip("/")
    if _TORCH in normalized:
        return "torch"
    if any(part in normalized.lower() for part in _PACKAGES):
        return "library"
    if _STDLIB.search(normalized):
        return "stdlib"
    return "user"


def is_user_file(path: str) -> bool:
    """PATH is the user's code (frame_owner says "user")."""
    return frame_owner(path) == "user"


def innermost_user_frame(frames: Iterable[SourceLocation]) -> SourceLocation | None:
    """The last of FRAMES (outermost first) in the user's code; None when every frame is someone else's."""
    found = None
    for frame in frames:
        if is_user_file(frame.file):
            found = frame
    return found


#: How the faces name whose code a frame is in.
OWNER_WORDS = {
    "user": "your code",
    "torch": "torch",
    "library": "an installed package",
    "stdlib": "the standard library",
    "no file": "code without a file",
}


def owner_words(path: str) -> str:
    """Whose code PATH is, in words ("the standard library")."""
    return OWNER_WORDS[frame_owner(path)]


def project_folder(files: Iterable[str]) -> str | None:
    """The deepest folder holding every file of FILES that is the user's code: their project, as far as the
    artifacts tell (None when none is the user's, or they share no folder but the root)."""
    folders = {PurePosixPath(f.replace("\\", "/")).parent for f in files if is_user_file(f)}
    if not folders:
        return None
    common = PurePosixPath(os.path.commonpath([str(folder) for folder in folders]))
    return str(common) if len(common.parts) > 1 else None


def shown_path(file: str, project: str | None) -> str:
    """FILE as a narrow pane shows it: in PROJECT, relative to it (`models/block.py`); in an installed package
    or in torch, from the package on (`torchvision/models/resnet.py`); else as it is."""
    normalized = file.replace("\\", "/")
    if project is not None and normalized.startswith(project.rstrip("/") + "/"):
        return normalized[len(project.rstrip("/")) + 1 :]
    for marker in (*_PACKAGES, _TORCH):
        at = normalized.lower().rfind(marker)
        if at >= 0:
            return normalized[at + (len(marker) if marker in _PACKAGES else 1) :]
    return file
