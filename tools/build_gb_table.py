"""Regenerate inductor_explorer/data/gb_registry.json: the graph-break registries of the torch releases.

Usage (from the repository root):

    python tools/build_gb_table.py WHEEL [WHEEL ...]

Each WHEEL is a torch wheel (`torch-2.13.0+cpu-cp311-…whl`); its `torch/_dynamo/graph_break_registry.json`
and `graph_break_hints.py` are read from the wheel as a zip, never installed or imported. Releases
whose wheel has no registry (torch before 2.8) are left out with a note. Get the wheels with
`pip download torch==X.Y.Z --no-deps -d DIR`; the table bundled now was made from 2.8.0, 2.9.1, 2.10.0,
2.11.0, 2.12.1, 2.13.0 and 2.14.1.

The table holds, per GB id: its variants (GB type, context, explanation, hints as the registry stores them,
and the releases with that wording), newest first; its category (the category sentence of its hints, else
inferred from what they ask: model/gb_category.py) with `category_inferred`; and the releases that have the
id. `hint_categories` are the newest release's hint lists.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from inductor_explorer.loader.gb_registry import parse_hint_categories  # noqa: E402
from inductor_explorer.model.gb_category import hint_category  # noqa: E402
from inductor_explorer.model.trace import RegistryEntry  # noqa: E402

OUT = ROOT / "inductor_explorer" / "data" / "gb_registry.json"
REGISTRY = "torch/_dynamo/graph_break_registry.json"
HINTS = "torch/_dynamo/graph_break_hints.py"
_VERSION = re.compile(r"^torch-(\d+\.\d+\.\d+)")


def release_key(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split("."))


def read_wheel(wheel: Path) -> tuple[str, dict, dict[str, list[str]]] | None:
    """(release, registry, hint lists) of WHEEL; None when it has no registry."""
    match = _VERSION.match(wheel.name)
    if not match:
        raise SystemExit(f"{wheel}: not a torch wheel name")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        if REGISTRY not in names:
            return None
        registry = json.loads(archive.read(REGISTRY))
        hints = archive.read(HINTS).decode() if HINTS in names else ""
    categories, _ = parse_hint_categories(hints, HINTS)
    return match.group(1), registry, categories


def _variant_key(variant: dict) -> tuple:
    return (
        variant.get("Gb_type"),
        variant.get("Context"),
        variant.get("Explanation"),
        tuple(variant.get("Hints") or []),
    )


def build(wheels: list[Path]) -> dict:
    read = []
    for wheel in wheels:
        found = read_wheel(wheel)
        if found is None:
            print(f"{wheel.name}: no {REGISTRY}; left out", file=sys.stderr)
            continue
        read.append(found)
    read.sort(key=lambda r: release_key(r[0]), reverse=True)  # newest first
    entries: dict[str, dict] = {}
    for release, registry, _ in read:
        for gb_id, variants in registry.items():
            item = entries.setdefault(gb_id.upper(), {"releases": [], "variants": {}})
            item["releases"].append(release)
            for variant in variants:
                if not isinstance(variant, dict) or not isinstance(variant.get("Gb_type"), str):
                    continue
                kept = item["variants"].setdefault(
                    _variant_key(variant),
                    {
                        "gb_type": variant["Gb_type"],
                        "context": variant.get("Context") or "",
                        "explanation": variant.get("Explanation") or "",
                        "hints": [h for h in variant.get("Hints") or [] if isinstance(h, str)],
                        "releases": [],
                    },
                )
                kept["releases"].append(release)
    newest_categories = read[0][2] if read else {}
    table = {}
    for gb_id in sorted(entries, key=lambda i: (len(i), i)):
        item = entries[gb_id]
        variants = list(item["variants"].values())
        hints = RegistryEntry(gb_id, variants[0]["gb_type"], hints=tuple(variants[0]["hints"])).whole_hints
        category, inferred = hint_category(hints, newest_categories)
        table[gb_id] = {
            "category": category,
            "category_inferred": inferred,
            "releases": sorted(item["releases"], key=release_key),
            "variants": [{**v, "releases": sorted(v["releases"], key=release_key)} for v in variants],
        }
    return {
        "about": "graph_break_registry.json of the torch releases below, by tools/build_gb_table.py",
        "releases": sorted((r[0] for r in read), key=release_key),
        "hint_categories": newest_categories,
        "entries": table,
    }


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    table = build([Path(a) for a in argv])
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(
        f"{OUT.relative_to(ROOT)}: {len(table['entries'])} GB ids from torch {', '.join(table['releases'])}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
