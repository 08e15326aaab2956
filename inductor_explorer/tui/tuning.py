"""Whether the explorer's tunings of Textual's drawing are on.

A tuning replaces a piece of Textual's drawing that a user waits for on a large run (benchmarks/README.md
says which and by how much). Each relies on how one Textual (and Rich) release works inside, so all of
them are on only with a release they were checked on, cell by cell against Textual's own drawing by the
tests (VERIFIED); with any other release, or with `INDUCTOR_EXPLORER_STOCK_TEXTUAL=1` in the environment,
the explorer draws with Textual as it is.
"""

from __future__ import annotations

import os
from importlib.metadata import version

#: The environment variable that turns every tuning off.
STOCK_ENV = "INDUCTOR_EXPLORER_STOCK_TEXTUAL"
#: (Textual, Rich) releases the tunings were checked on.
VERIFIED = {("8.2.8", "15.0.0")}


def installed() -> tuple[str, str]:
    """The installed Textual and Rich releases."""
    return version("textual"), version("rich")


def tuned(environ=os.environ) -> bool:
    """Whether the tunings apply: a verified Textual and Rich, and no STOCK_ENV set to anything but 0/empty."""
    if environ.get(STOCK_ENV, "") not in ("", "0"):
        return False
    return installed() in VERIFIED


#: Decided once, when the TUI is first imported (the tunings are chosen as classes are made).
TUNED = tuned()
