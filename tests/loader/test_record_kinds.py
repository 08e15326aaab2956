"""Every record kind of every real trace log is accounted for: read by the explorer, or in the list of kinds
it ignores on purpose (loader/trace/kinds.py), each with its reason. The kinds are read here by hand, not by
the loader, and the loader's count of each is checked against them."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from inductor_explorer.loader.sniff import sniff_kind
from inductor_explorer.loader.trace import load_trace
from inductor_explorer.loader.trace.builder import METADATA_KEYS
from inductor_explorer.loader.trace.kinds import IGNORED, READ, is_known

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent


def _structured_logs(root: Path) -> list[Path]:
    """The TORCH_TRACE logs under ROOT (any name: tlparse keeps raw.log, tlparse's tests .txt)."""
    logs = []
    for path in sorted(root.rglob("*")):
        if (
            not path.is_file()
            or path.suffix in (".py", ".json", ".md", ".html", ".gz")
            or not path.stat().st_size
        ):
            continue
        with path.open(encoding="utf-8", errors="replace") as fh:
            if sniff_kind(fh.read(65536)) == "structured":
                logs.append(path)
    return logs


def _kinds(log: Path) -> Counter[str]:
    """LOG's records by kind, read by hand: the envelope's first key other than its metadata, with the
    payload's name for artifacts and graph dumps."""
    found: Counter[str] = Counter()
    with log.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            at = line.find("] {")
            if line.startswith("\t") or at < 0:
                continue
            try:
                envelope = json.loads(line[at + 2 :])
            except ValueError:
                continue
            kind = (
                next((k for k in envelope if k not in METADATA_KEYS), None)
                if isinstance(envelope, dict)
                else None
            )
            if kind is None:
                continue
            body = envelope[kind]
            if kind in ("artifact", "graph_dump") and isinstance(body, dict):
                kind = f"{kind}:{body.get('name')}"
            found[kind] += 1
    return found


def _unaccounted(roots: list[Path]) -> tuple[dict[str, str], int]:
    """Kinds in the logs under ROOTS that are neither read nor ignored (kind -> a log holding it), and how
    many logs were read."""
    logs = [log for root in roots for log in _structured_logs(root)]
    missing: dict[str, str] = {}
    for log in logs:
        for kind in _kinds(log):
            if not is_known(kind):
                missing.setdefault(kind, str(log))
    return missing, len(logs)


def test_every_kind_in_the_samples_and_test_data_is_read_or_ignored(sample_runs: Path):
    missing, logs = _unaccounted([sample_runs, TESTS / "data"])
    assert logs >= 30
    assert missing == {}


def test_every_kind_in_the_corpus_is_read_or_ignored(corpus: Path):
    missing, logs = _unaccounted([corpus])
    assert logs >= 14  # tlparse's test logs, two TORCH_TRACE folders, a tlparse report's raw.log
    assert missing == {}


def test_each_kind_says_why(corpus: Path):
    assert not set(READ) & set(IGNORED)
    assert all(why.strip() for why in (*READ.values(), *IGNORED.values()))
    # Every entry names a kind some real log holds (no stale entries).
    seen = {
        k
        for root in (corpus, ROOT / "sample_runs", TESTS / "data")
        for log in _structured_logs(root)
        for k in _kinds(log)
    }
    listed = {k for k in (*READ, *IGNORED) if not k.endswith("*")}
    never_logged = {
        # Listed for logs this checkout holds no example of: read ...
        "compiled_autograd_graph",
        "optimize_ddp_split_graph",
        "artifact:fx_graph_cache_bypass",
    }
    assert listed - seen == never_logged


@pytest.mark.parametrize(
    "log",
    [
        "tlparse_inputs/inductor_provenance_aot_cuda_log.txt",
        "tolist_break/default",
    ],
)
def test_the_loader_counts_each_kind_as_logged(log: str):
    path = TESTS / "data" / log
    if path.is_dir():
        (path,) = _structured_logs(path)
    trace, problems = load_trace(path)
    assert dict(trace.record_kinds) == dict(_kinds(path))
    assert problems == []
