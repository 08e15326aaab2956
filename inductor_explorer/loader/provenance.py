"""inductor_provenance_tracking_node_mappings.json -> Provenance; the trace log's other provenance artifacts.

The file is one JSON object of maps (`preToPost`, `postToPre`, `cppCodeToPost`, `postToCppCode` in
2.13; the set of keys has changed between releases), each from a node or kernel name to a list of
names. Every map is kept under its own key; anything shaped otherwise becomes a problem.

Torch 2.8's trace logs also hold `inductor_triton_kernel_to_post_grad_nodes` (one such map, kernel ->
post-grad nodes) and `inductor_post_to_pre_grad_nodes` (post-grad node -> the chain of nodes it was made
from, each `{"name", "graph_id", "from_node": [...]}`); `provenance_maps` reads each as one map of names.
"""

from __future__ import annotations

import json

from inductor_explorer.model.artifacts import POST_TO_PRE_RECORD, Problem, Provenance

_SCALARS = (str, int, float, bool)


def _names(value: object) -> list[str] | None:
    """A map value as a list of names, or None when it is not a name or a flat list of names."""
    if value is None:
        return []
    if isinstance(value, _SCALARS):
        return [str(value)]
    if isinstance(value, list) and all(isinstance(item, _SCALARS) for item in value):
        return [str(item) for item in value]
    return None


def parse_provenance(text: str, file: str) -> tuple[Provenance, list[Problem]]:
    """Parse the provenance JSON into a Provenance holding every map by its key.

    Values are normalised to lists of strings (a lone name becomes a one-item list, null an empty
    one). Invalid JSON, a top level that is not an object, keys that do not hold a map and entries
    that are not names or flat lists of names become problems; everything else is kept.
    """
    provenance = Provenance(file)
    problems: list[Problem] = []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return provenance, [Problem(file, exc.lineno, f"not valid JSON: {exc.msg} (column {exc.colno})")]
    except RecursionError:
        return provenance, [Problem(file, None, "JSON nested too deeply to read")]
    except ValueError as exc:
        return provenance, [Problem(file, None, f"not valid JSON: {exc}")]
    if not isinstance(data, dict):
        return provenance, [
            Problem(file, None, f"expected a JSON object of maps, found {type(data).__name__}")
        ]
    for key, mapping in data.items():
        if key == "version" and isinstance(mapping, _SCALARS):
            continue  # the trace log's copy of the file (torch ≥2.10) says which format it is in
        if not isinstance(mapping, dict):
            problems.append(
                Problem(file, None, f"{key!r} holds {type(mapping).__name__}, not a map of names")
            )
            continue
        kept: dict[str, list[str]] = {}
        for name, value in mapping.items():
            names = _names(value)
            if names is None:
                problems.append(
                    Problem(file, None, f"{key}[{name!r}] is not a name or a list of names; skipped")
                )
                continue
            kept[name] = names
        provenance.maps[key] = kept
    return provenance, problems


def _origins(chain: list[object]) -> list[str]:
    """The names of the nodes that start the `from_node` chains of CHAIN (those made from no other node): the
    pre-grad nodes a post-grad node came from. Nodes a pass made from nothing (`"name": ""`) name none."""
    names: list[str] = []
    stack = list(reversed(chain))
    while stack:
        node = stack.pop()
        if not isinstance(node, dict):
            continue
        parents = node.get("from_node")
        if isinstance(parents, list) and parents:
            stack.extend(reversed(parents))
        elif isinstance(node.get("name"), str) and node["name"] and node["name"] not in names:
            names.append(node["name"])
    return names


def provenance_maps(record: str, text: str, file: str) -> tuple[Provenance, list[Problem]]:
    """The trace log's provenance artifact RECORD (its payload TEXT) as a Provenance holding one map under the
    key RECORD: post-grad node -> pre-grad nodes for POST_TO_PRE_RECORD (the origins of each node's
    `from_node` chains), kernel -> post-grad nodes for the kernel map."""
    if record != POST_TO_PRE_RECORD:
        provenance, problems = parse_provenance(f'{{"{record}": {text}}}' if text.strip() else "{}", file)
        return provenance, problems
    provenance = Provenance(file)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return provenance, [Problem(file, None, f"{record}: not valid JSON")]
    if not isinstance(data, dict):
        return provenance, [Problem(file, None, f"{record}: expected a JSON object")]
    provenance.maps[record] = {
        str(post): _origins(chain) for post, chain in data.items() if isinstance(chain, list)
    }
    return provenance, []
