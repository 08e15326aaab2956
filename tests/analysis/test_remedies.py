"""Remedies checked against what torch says: a real GB0109 log, and every remedy against the installed
torch's graph-break registry, its Dynamo config and the APIs it names (all read as text)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.breaks import RULES
from inductor_explorer.cli import main
from inductor_explorer.loader.gb_registry import find_registry_path, load_registry
from inductor_explorer.model import python_ast

TOLIST = Path(__file__).resolve().parents[1] / "data" / "tolist_break"
CONFIG_FLAG = re.compile(r"torch\._dynamo\.config\.(\w+)")
TORCH_NAME = re.compile(r"`@?(torch(?:\.\w+)+)")

#: Config flags a remedy may name although the registry's hints for its GB id do not: PyTorch's
#: graph-break workflow gives them for that break, and torch's config documents them for it.
WORKFLOW_FLAGS = {
    ("GB0059", "ignore_logging_functions"): "drop a print/logging call while compiling",
    # torch 2.13's hint for GB0039 names it ("consider increasing torch._dynamo.config.recompile_limit");
    # the bundled registry's entry predates that hint.
    ("GB0039", "recompile_limit"): "raise the recompile limit",
}


def _breaks(log: Path, capsys) -> list[dict]:
    assert main(["breaks", str(log), "--json"]) == 0
    return json.loads(capsys.readouterr().out)["graph_breaks"]


@pytest.mark.parametrize("variant", ["default", "capture_scalar_outputs"])
def test_tolist_on_a_float_tensor_gets_no_capture_scalar_outputs_advice(variant, capsys):
    (log,) = (TOLIST / variant).glob("*.log")
    text = log.read_text()
    # The second log was made with the flag on, and Dynamo broke the graph all the same.
    assert ('\\"capture_scalar_outputs\\": true' in text) == (variant == "capture_scalar_outputs")
    (gb,) = _breaks(log, capsys)
    assert gb["gb_id"] == "GB0109" and gb["code"] == "vals = y.tolist()"
    assert "capture_scalar_outputs = True" not in gb["remedy"]
    assert "integer tensors" in gb["remedy"] and "out of the compiled region" in gb["remedy"]


@pytest.fixture(scope="module")
def registry():
    found = find_registry_path()
    if found is None:
        pytest.skip("no installed torch with torch/_dynamo/graph_break_registry.json")
    registry, problems = load_registry(found)
    assert registry is not None and not problems
    return registry


def _torch_root(registry) -> Path:
    return Path(registry.path).parents[1]


def _defined(root: Path, dotted: str) -> bool:
    """DOTTED (torch.a.b.name) is a module of the torch checkout at ROOT, or is defined or imported in one."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        base = root.parent.joinpath(*parts[:cut])
        module = next((p for p in (base.with_suffix(".py"), base / "__init__.py") if p.is_file()), None)
        if module is None:
            continue
        rest = parts[cut:]
        if not rest:
            return True
        source = module.read_text(encoding="utf-8", errors="replace")
        return re.search(rf"(def |class |import |\b){re.escape(rest[0])}\b", source) is not None
    return False


def test_every_remedy_matches_the_registry_and_names_what_torch_has(registry):
    root = _torch_root(registry)
    config = (root / "_dynamo" / "config.py").read_text(encoding="utf-8")
    checked = 0
    for rule in RULES:
        text = rule.remedy.text
        for gb_id in sorted(rule.gb_ids):
            variants = registry.variants(gb_id)
            assert variants, f"{gb_id} ({rule.remedy.kind}) is not in the registry"
            said = " ".join(f"{v.gb_type} {v.context} {v.explanation} {v.hint_text}" for v in variants)
            for flag in CONFIG_FLAG.findall(text):
                assert flag in said or (gb_id, flag) in WORKFLOW_FLAGS, (
                    f"{rule.remedy.kind}: {gb_id}'s registry entry does not name config.{flag}"
                )
                checked += 1
        for flag in CONFIG_FLAG.findall(text):
            assert re.search(rf"^{flag}\b", config, re.M), f"{rule.remedy.kind}: torch has no config.{flag}"
        # Names in torch's submodules (decorators, higher-order ops, torch.library); top-level operators
        # such as torch.where are built in C++ and have no Python definition to find.
        for name in TORCH_NAME.findall(text):
            if name.count(".") >= 2 and not name.startswith("torch._dynamo.config."):
                assert _defined(root, name), f"{rule.remedy.kind}: torch has no {name}"
                checked += 1
    assert checked >= 15


def test_a_source_file_is_parsed_once_for_all_the_breaks_in_it(sample_runs: Path, monkeypatch, capsys):
    """graph_breaks_triton's six breaks all point into generate.py (found beside the sample runs): its text
    is parsed once, not once per break (the large run's 924 breaks parsed it 1,233 times), and every break
    still gets the advice read from the file's statement."""
    parsed: list[str] = []
    parse = python_ast.parse

    def counted(source: str, *args, **kwargs):
        parsed.append(source)
        return parse(source, *args, **kwargs)

    monkeypatch.setattr(python_ast, "parse", counted)
    root = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    breaks = _breaks(root, capsys)
    generate = (sample_runs / "generate.py").read_text()
    assert len(breaks) == 6
    assert all(b["location"].split("/")[-1].startswith("generate.py:") and b["function"] for b in breaks)
    assert parsed.count(generate) <= 1  # none when an earlier test of this process parsed it already
