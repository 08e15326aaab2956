"""The Files view's listing: every file of every sample run, named for what it is; 2.0 logs and SVGs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from inductor_explorer.loader.inventory import describe, list_files
from inductor_explorer.session import open_session


def files_on_disk(root: Path) -> set[str]:
    return {
        os.path.relpath(os.path.join(folder, name), root)
        for folder, _, names in os.walk(root)
        for name in names
    }


def sample_names(sample_runs: Path) -> list[str]:
    return sorted(p.parent.name for p in sample_runs.glob("*/torch_compile_debug"))


def test_every_file_of_every_sample_is_listed_once(sample_runs):
    names = sample_names(sample_runs)
    assert len(names) == 31
    for name in names:
        root = sample_runs / name
        inventory = list_files(open_session(root).tree)
        listed = [f.name for f in inventory.files]
        assert len(listed) == len(set(listed))
        assert set(listed) == files_on_disk(root), name
        assert inventory.truncated == 0 and inventory.problems == []
        for file in inventory.files:
            assert file.size == (root / file.name).stat().st_size


def test_kinds_of_the_minifier_sample(sample_runs):
    root = sample_runs / "minifier_compile_error_cpp"
    if not root.is_dir():
        pytest.skip("minifier sample not generated")
    files = list_files(open_session(root).tree).files
    by_name = {f.name: f for f in files}
    storages = [f for f in files if "/storages/" in f.name]
    assert storages and all(f.shown == "binary" for f in storages)
    launchers = [f for f in files if f.name.endswith("/minifier/minifier_launcher.py")]
    assert len(launchers) == 1 and launchers[0].kind.startswith("minifier launcher")
    assert by_name["repro.py"].lexer == "python"
    dynamo_logs = [f for f in files if f.name.endswith("/torchdynamo/debug.log")]
    assert len(dynamo_logs) == 2 and all(f.kind == "Dynamo debug log" for f in dynamo_logs)
    checkpoints = [f for f in files if "/checkpoints/" in f.name and f.name.endswith(".py")]
    assert checkpoints and all(f"with {Path(f.name).stem} nodes" in f.kind for f in checkpoints)


def test_run_folder_opened_alone_lists_its_trace_logs_beside_it(sample_runs):
    (run,) = (sample_runs / "mlp_cpp").glob("torch_compile_debug/run_*")
    inventory = list_files(open_session(run).tree)
    logs = [f for f in inventory.files if f.kind == "structured trace log (TORCH_TRACE)"]
    assert [Path(f.name) for f in logs] == sorted(run.parent.glob("tlparse/*.log"))
    assert {f.name for f in inventory.files} - {f.name for f in logs} == files_on_disk(run)


def test_2_0_debug_logs_and_svg_diagrams_of_the_corpus(corpus):
    albert = corpus / "ngimel_albert_gpu_2.0a0" / "torchinductor"
    graph_logs = sorted(albert.glob("*/debug.log"))
    assert graph_logs
    for log in graph_logs:
        assert describe(log) == ("scheduler debug log of the graph (2.0)", "text", None)
    aot_logs = sorted(albert.glob("aot_*_debug.log"))
    assert aot_logs and all(describe(p)[0] == "AOT autograd debug log" for p in aot_logs)
    svgs = sorted(
        corpus.glob("htang_tcapp_cpu_2.5.1/torch_compile_debug/run_*/torchinductor/*/graph_diagram.svg")
    )
    assert svgs and all(describe(p)[1] == "image" for p in svgs)
    inventory = list_files(open_session(corpus / "ngimel_albert_gpu_2.0a0").tree)
    assert {f.name for f in inventory.files} == files_on_disk(corpus / "ngimel_albert_gpu_2.0a0")
