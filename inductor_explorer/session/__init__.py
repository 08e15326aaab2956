"""One session: a debug tree opened once, asked for everything the faces show.

`open_session(path, options)` returns the `Session` (core.py); the CLI's commands, `run`'s summary, `serve`
and the explorer's state all ask it, and nothing above this package calls a loader or the parse cache.
Below it: the steps it takes (parse.py), the graphs it parses for the explorer (graphs.py), where its work
runs (workers.py, the executor policy) and when the garbage collector runs (memory.py, the memory policy).
"""

from inductor_explorer.loader.discover import NotADebugFolder
from inductor_explorer.session.core import Breaks, Session, SessionOptions, Summary, open_session
from inductor_explorer.session.graphs import LoadedGraph
from inductor_explorer.session.parse import DigestPurpose, Progress

__all__ = [
    "Breaks",
    "DigestPurpose",
    "LoadedGraph",
    "NotADebugFolder",
    "Progress",
    "Session",
    "SessionOptions",
    "Summary",
    "open_session",
]
