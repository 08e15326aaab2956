"""A graph break's category, from the hints torch gives it.

torch's hint lists (torch/_dynamo/graph_break_hints.py: USER_ERROR, DYNAMO_BUG, …) put one category
sentence among a break's hints. Where no such sentence is there, the category is inferred from what the
other hints ask of the user; the inference is marked as such wherever it is shown.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping

#: Categories in the order they decide: when hints carry several, the first one listed wins.
CATEGORIES = (
    "USER_ERROR",
    "DYNAMO_BUG",
    "CAUSED_BY_EARLIER_GRAPH_BREAK",
    "FUNDAMENTAL",
    "SUPPORTABLE",
    "DIFFICULT",
)

#: Short, stable phrases of each graph_break_hints.py list, for logs whose torch worded them a little
#: differently.
CATEGORY_MARKERS = {
    "USER_ERROR": "may result in an error when running in eager",
    "DYNAMO_BUG": "likely to be a dynamo bug",
    "CAUSED_BY_EARLIER_GRAPH_BREAK": "caused by an earlier graph break",
    "FUNDAMENTAL": "graph break is fundamental",
    "SUPPORTABLE": "possible to write dynamo tracing rules",
    "DIFFICULT": "may be difficult to debug",
}

#: Where no category sentence is among the hints: what the hints ask, first match deciding. A hint naming an
#: earlier break, a config switch or a report to PyTorch says Dynamo could trace it (or will once the other
#: break is gone); one asking to avoid, remove, move or replace the code says Dynamo will not; a break with no
#: hint at all is one torch could not explain.
HINT_WORDS = (
    (
        "CAUSED_BY_EARLIER_GRAPH_BREAK",
        ("earlier graph break", "graph breaks between", "no graph breaks between"),
    ),
    (
        "SUPPORTABLE",
        ("torch._dynamo.config", "config.", "enable ", "report an issue", "open an issue", "not yet"),
    ),
    (
        "FUNDAMENTAL",
        (
            "avoid",
            "remove",
            "don't",
            "do not",
            "instead",
            "move ",
            "outside",
            "replace",
            "use ",
            "ensure",
            "make sure",
            "only ",
            "write ",
            "consider",
        ),
    ),
)
NO_HINT_CATEGORY = "DIFFICULT"


# Registry hint strings are normalised again for every break: each text once per process.
@functools.lru_cache(maxsize=1 << 12)
def normalize(text: str) -> str:
    """TEXT in lower case with its runs of white space made one space."""
    return " ".join(text.split()).lower()


def stated_category(hints: str, hint_categories: Mapping[str, list[str]] | None = None) -> str | None:
    """The category whose sentence HINTS (joined) carry: CATEGORY_MARKERS, or the full sentences of
    HINT_CATEGORIES (graph_break_hints.py's lists, by name); None when no category sentence is there."""
    text = normalize(hints)
    if not text:
        return None
    for name in CATEGORIES:
        strings = (hint_categories or {}).get(name, [])
        if CATEGORY_MARKERS[name] in text or any(normalize(s) in text for s in strings if s.strip()):
            return name
    return None


def inferred_category(hints: Iterable[str]) -> str:
    """The category HINTS without a category sentence most likely mean (HINT_WORDS; no hint: DIFFICULT)."""
    text = normalize(" ".join(hints))
    for name, words in HINT_WORDS:
        if any(word in text for word in words):
            return name
    return NO_HINT_CATEGORY


def hint_category(
    hints: Iterable[str], hint_categories: Mapping[str, list[str]] | None = None
) -> tuple[str, bool]:
    """(category, inferred): the category sentence's among HINTS, else the inferred one (inferred True)."""
    hints = list(hints)
    stated = stated_category(" ".join(hints), hint_categories)
    return (stated, False) if stated else (inferred_category(hints), True)
