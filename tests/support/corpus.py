"""The external corpus: real debug folders and trace logs made by other people's torch installs (2.0 to 2.9),
kept in ../shared/corpus/external beside the checkout (its INDEX.md lists them). Tests that read it skip
when it is absent; under CI=true its absence fails the run instead, so CI never passes without it."""

from __future__ import annotations

import os
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "external"


def corpus_required() -> bool:
    """Whether the corpus must be present: CI=true in the environment (as CI services set it)."""
    return os.environ.get("CI", "").lower() == "true"


def corpus_missing() -> str | None:
    """Why the corpus cannot be read, or None when it is there."""
    if CORPUS.is_dir():
        return None
    return f"the external corpus is not present (looked for {CORPUS}: ../shared/corpus/external)"
