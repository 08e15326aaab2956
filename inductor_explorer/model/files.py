"""Every file under the PATH explored, with what it is: the Files view's rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from inductor_explorer.model.artifacts import Problem


@dataclass(frozen=True)
class ArtifactFile:
    """One file: where it is, its size, what it is (in words) and how it can be shown.

    SHOWN: "text" (opens in a source pane with LEXER), "image" (SVG, PNG: a path to open elsewhere),
    "binary" (tensor storages, pickles) or "unreadable".
    """

    location: str  # where it is (a string: a listing of thousands of files makes no Path until one is opened)
    name: str  # the path shown: relative to the PATH explored when under it
    size: int
    kind: str
    shown: str = "text"
    lexer: str | None = None

    @property
    def path(self) -> Path:
        return Path(self.location)


@dataclass
class FileInventory:
    """The files found, in folder order; TRUNCATED: more files than the listing keeps were found."""

    root: Path
    files: list[ArtifactFile] = field(default_factory=list)
    truncated: int = 0
    problems: list[Problem] = field(default_factory=list)

    def by_name(self, name: str) -> ArtifactFile | None:
        return next((f for f in self.files if f.name == name), None)
