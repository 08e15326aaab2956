"""What an unexpected internal error leaves: one line for the user, the details in a file."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback

from inductor_explorer import __version__

ISSUES_URL = "https://github.com/inductor-explore/inductor-explore/issues"


def report_crash(error: BaseException, argv: list[str]) -> int:
    """Save ERROR's traceback to a temp file, print one line naming it, and return exit status 1."""
    return report_crash_details("".join(traceback.format_exception(error)), argv)


def report_crash_details(details: str, argv: list[str]) -> int:
    """Save DETAILS (a traceback, as text) to a temp file, print one line naming it; exit status 1."""
    fd, name = tempfile.mkstemp(prefix="inductor-explore-crash-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        fh.write(f"inductor-explore {__version__}\nargv: {argv}\npython: {sys.version}\n\n")
        fh.write(details)
    print(
        f"inductor-explore: internal error; details saved to {name}; please report it at {ISSUES_URL}",
        file=sys.stderr,
    )
    return 1
