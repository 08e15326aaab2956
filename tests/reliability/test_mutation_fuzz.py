"""Mutation fuzzing over real debug folders: the loader and the CLI never raise, never hang, record
problems and still load every undamaged artifact.

CI runs a bounded, derandomized sample; `python tests/reliability/fuzz_long.py --minutes 10` runs
the same mutations for longer.
"""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inductor_explorer.loader.discover import GRAPH_FILES
from inductor_explorer.session import open_session
from tests.support.mutations import (
    FILE_MUTATIONS,
    MUTATIONS,
    add_folder_loop,
    artifact_counts,
    artifact_files,
    check_mutated,
    copy_run,
    mutate_file,
)
from tests.support.reliability import sample

SAMPLES = ("mlp_cpp", "training_triton", "graph_breaks_cpp", "dynamic_triton")


@pytest.mark.parametrize("kind", MUTATIONS)
def test_every_mutation_of_every_artifact(tmp_path, kind):
    source = sample("training_triton")
    before = artifact_counts(source)
    rng = random.Random(f"every-{kind}")
    names = sorted({p.name for p in artifact_files(source)})
    for index, name in enumerate(names):
        root = copy_run(source, tmp_path / f"{index}")
        target = next(p for p in artifact_files(root) if p.name == name)
        mutate_file(target, kind, rng)
        rebased = {(folder.replace(str(source), str(root)), n): c for (folder, n), c in before.items()}
        check_mutated(root, target, rebased, commands=(("summary",),))
        if (
            kind in FILE_MUTATIONS
            and name in GRAPH_FILES
            and kind != "missing"
            and name != "fx_graph_runnable.py"
        ):
            loaded = open_session(root).parsed()
            assert str(target) in {p.file for p in loaded.all_problems()}, f"{kind} of {name} not reported"


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    run=st.sampled_from(SAMPLES),
    steps=st.lists(
        st.tuples(st.integers(min_value=0, max_value=10_000), st.sampled_from(MUTATIONS)),
        min_size=1,
        max_size=4,
    ),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    loop=st.booleans(),
)
def test_random_mutations(run, steps, seed, loop):
    source = sample(run)
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        root = copy_run(source, Path(tmp) / "copy")
        before = artifact_counts(root)
        damaged: set[Path] = set()
        for pick, kind in steps:
            files = [p for p in artifact_files(root) if p not in damaged]
            if not files:
                break
            target = files[pick % len(files)]
            mutate_file(target, kind, rng)
            damaged.add(target)
        if loop:
            add_folder_loop(root)
        kept = {key: c for key, c in before.items() if Path(key[0]) / key[1] not in damaged}
        check_mutated(root, None, kept)


def test_ten_megabyte_single_line(tmp_path):
    root = copy_run(sample("mlp_cpp"), tmp_path / "copy")
    line = b"x = (" + b"buf1, '\\" * (10_000_000 // 8) + b"\n"
    for target in artifact_files(root):
        if target.name in ("output_code.py", "ir_post_fusion.txt", "fx_graph_readable.py"):
            target.write_bytes(target.read_bytes()[:5000] + line)
    check_mutated(root, None, {}, commands=(("summary",),))


def test_whole_graph_folder_replaced_by_a_file(tmp_path):
    source = sample("training_triton")
    root = copy_run(source, tmp_path / "copy")
    graph_dir = next(p.parent for p in artifact_files(root) if p.name == "output_code.py")
    for child in graph_dir.iterdir():
        child.unlink()
    graph_dir.rmdir()
    graph_dir.write_text("not a folder\n")
    check_mutated(root, None, {})


EXPLORER_GROUPS = [
    ("truncate", "delete_lines", "duplicate_lines", "swap_lines"),
    ("flip_bytes", "nul_bytes", "invalid_utf8", "crlf"),
    ("deep_nesting", "long_line", "empty", "missing"),
    ("folder", "symlink_loop", "dangling_symlink", "fifo"),
]


@pytest.mark.parametrize("kinds", EXPLORER_GROUPS, ids=lambda kinds: "+".join(kinds))
def test_explorer_opens_mutated_folders(tmp_path, kinds):
    """Every artifact damaged (the kinds dealt out over the files round-robin); each view still opens."""
    from tests.support.reliability import explore

    root = copy_run(sample("training_triton"), tmp_path / "copy")
    rng = random.Random("+".join(kinds))
    for index, target in enumerate(artifact_files(root)):
        mutate_file(target, kinds[index % len(kinds)], rng)
    add_folder_loop(root)
    screens = explore(root, keys=("1", "2", "3", "4", "5", "6", "7", "right_square_bracket", "2", "8", "9"))
    assert len(screens) == 22 and all(screens)
    # a loader exception would be caught by the explorer and shown in the overview as `SomeError: ...`
    assert not re.search(r"\b[A-Z]\w*(?:Error|Exception): ", "\n".join(screens[0::2]))
