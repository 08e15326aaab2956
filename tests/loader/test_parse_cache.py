"""summary's on-disk parse cache: used only for unchanged files, never changes what summary reports, never
written into the folder explored."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.loader import cache as parse_cache
from inductor_explorer.loader.cache import ParseCache
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.session.parse import digest_tree
from tests.support.reliability import tree_snapshot

DAY_NS = 86_400 * 10**9


def _copy_run(sample_runs: Path, name: str, dest: Path) -> Path:
    source = sample_runs / name / "torch_compile_debug"
    if not source.is_dir():
        pytest.skip(f"sample run {name} is not generated")
    shutil.copytree(source, dest, copy_function=shutil.copy)
    _age(dest)
    return dest


def _age(root: Path) -> None:
    """Files a day older: a finished run's, not ones written moments ago (those are never cached)."""
    for path in [root] if root.is_file() else root.rglob("*"):
        if path.is_file():
            stat = path.stat()
            os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - DAY_NS))


def _summary(capsys, path: Path, *flags: str) -> str:
    assert main(["summary", str(path), "--json", *flags]) == 0
    return capsys.readouterr().out


def test_a_second_summary_reads_the_cache_and_reports_the_same(sample_runs, tmp_path, capsys):
    run = _copy_run(sample_runs, "graph_breaks_triton", tmp_path / "run")
    before = tree_snapshot(run)
    cold = _summary(capsys, run)
    cache = ParseCache(run)
    assert cache.file.is_file() and not cache.file.is_relative_to(run)
    warm_cache = ParseCache(run)
    warm = digest_tree(open_session(run).tree, cache=warm_cache)
    tasks = sum(len(r.run.graphs) + len(r.run.trace_logs) for r in warm.runs)
    assert tasks >= 10 and warm_cache.hits == tasks and warm_cache.misses == 0
    assert _summary(capsys, run) == cold == _summary(capsys, run, "--no-cache")
    assert tree_snapshot(run) == before  # nothing written into the folder explored
    assert json.loads(cold)["runs"][0]["graphs"]


def test_a_changed_file_is_parsed_again(sample_runs, tmp_path, capsys):
    run = _copy_run(sample_runs, "training_cpp", tmp_path / "run")
    cold = json.loads(_summary(capsys, run))
    folder = open_session(run).runs[0].graphs[0]
    code = folder.files["output_code.py"]
    kernel = next(g for g in cold["runs"][0]["graphs"] if g["name"] == folder.name)["kernels"][0]["name"]
    code.write_text(code.read_text().replace(kernel, "renamed_by_the_test"))
    _age(code)
    cache = ParseCache(run)
    digest_tree(open_session(run).tree, cache=cache)
    assert cache.misses == 1  # that graph folder only
    warm = json.loads(_summary(capsys, run))
    assert warm == json.loads(_summary(capsys, run, "--no-cache")) != cold
    graph = next(g for g in warm["runs"][0]["graphs"] if g["name"] == folder.name)
    assert graph["kernels"][0]["name"] == "renamed_by_the_test"


def test_files_written_moments_ago_are_not_cached(sample_runs, tmp_path, capsys):
    if not (sample_runs / "mlp_cpp" / "torch_compile_debug").is_dir():
        pytest.skip("sample run mlp_cpp is not generated")
    run = tmp_path / "run"
    # Copied without their modification times: written just now.
    shutil.copytree(sample_runs / "mlp_cpp" / "torch_compile_debug", run, copy_function=shutil.copy)
    _summary(capsys, run)
    cache = ParseCache(run)
    digest_tree(open_session(run).tree, cache=cache)
    assert cache.hits == 0 and cache.misses > 0


def test_a_damaged_or_foreign_cache_is_ignored_and_rewritten(sample_runs, tmp_path, capsys, monkeypatch):
    run = _copy_run(sample_runs, "mlp_triton", tmp_path / "run")
    cold = _summary(capsys, run)
    file = ParseCache(run).file
    file.write_bytes(b"\x80\x05not a pickle")
    assert _summary(capsys, run) == cold
    assert ParseCache(run).get(open_session(run).runs[0].graphs[0], None) is None  # no stamp: never a hit
    cache = ParseCache(run)
    digest_tree(open_session(run).tree, cache=cache)
    assert cache.hits > 0  # rewritten by the run before
    monkeypatch.setattr(parse_cache, "_code_hash", "other parsing code")
    cache = ParseCache(run)
    digest_tree(open_session(run).tree, cache=cache)
    assert cache.hits == 0
    with file.open("rb") as fh:
        assert pickle.load(fh)["code"] == "other parsing code"


def test_no_cache_writes_nothing_and_a_cache_folder_inside_the_run_is_not_used(
    sample_runs, tmp_path, capsys, monkeypatch
):
    run = _copy_run(sample_runs, "mlp_cpp", tmp_path / "run")
    _summary(capsys, run, "--no-cache")
    assert not ParseCache(run).file.exists()
    before = tree_snapshot(run)
    monkeypatch.setenv("INDUCTOR_EXPLORER_CACHE", str(run / "cache"))
    _summary(capsys, run)
    assert tree_snapshot(run) == before


def test_the_explorer_keeps_its_trace_logs_in_the_cache_unless_told_not_to(sample_runs, tmp_path):
    from inductor_explorer.loader.cache import fingerprint
    from inductor_explorer.session.parse import FOLLOWED
    from inductor_explorer.tui.app import make_app
    from tests.support.tui import run_async, settle

    run = _copy_run(sample_runs, "graph_breaks_triton", tmp_path / "run")
    session = open_session(run)
    sources = [source for r in session.runs for source in r.trace_logs]
    assert sources

    @run_async
    async def explore(parse_cache: bool):
        app = make_app(open_session(run, SessionOptions(parse_cache=parse_cache)))
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            return [
                (len(t.diagnoses), len(t.distinct), len(t.compiles), len(t.problems))
                for t in app.state.run_traces
            ]

    breaks = explore(False)
    assert not ParseCache(run).file.exists()
    assert explore(True) == breaks and breaks[0][0] > 0
    cache = ParseCache(run)
    # A structured log is kept as the reader that read it (it reads on from there), any other as its parse.
    assert all(
        cache.get(source, fingerprint(source), FOLLOWED if source.kind == "structured" else None) is not None
        for source in sources
    )
    assert explore(True) == breaks  # read from the cache


def test_entries_of_deleted_graph_folders_are_dropped(sample_runs, tmp_path, capsys):
    run = _copy_run(sample_runs, "graph_breaks_cpp", tmp_path / "run")
    _summary(capsys, run)
    gone = open_session(run).runs[0].graphs[-1]
    with ParseCache(run).file.open("rb") as fh:
        assert f"graph:{gone.path}" in pickle.load(fh)["entries"]
    shutil.rmtree(gone.path)
    kept = json.loads(_summary(capsys, run))
    assert gone.name not in {g["name"] for r in kept["runs"] for g in r["graphs"]}
    with ParseCache(run).file.open("rb") as fh:
        entries = pickle.load(fh)["entries"]
    assert f"graph:{gone.path}" not in entries and len(entries) >= 2


def test_the_same_run_named_another_way_reports_paths_as_named(sample_runs, tmp_path, capsys, monkeypatch):
    run = _copy_run(sample_runs, "mlp_cpp", tmp_path / "run")
    folder = open_session(run).runs[0].graphs[0]
    (folder.path / "ir_post_fusion.txt").write_text("op0: garbage that is no scheduler node\n")  # a problem
    _age(folder.path / "ir_post_fusion.txt")
    monkeypatch.chdir(tmp_path)
    relative = json.loads(_summary(capsys, Path("run")))
    absolute = json.loads(_summary(capsys, run))
    assert absolute == json.loads(_summary(capsys, run, "--no-cache"))
    files = {problem["file"] for problem in relative["problems"]}
    assert files and all(file.startswith("run/") for file in files)
    assert all(problem["file"].startswith(str(run)) for problem in absolute["problems"])


_CACHED_WORK = """
import sys
from pathlib import Path
from inductor_explorer import session
from inductor_explorer.session import parse
from inductor_explorer.loader import cache, names

run = session.open_session(Path(sys.argv[1]))
for folder in run.runs[0].graphs:
    parse.run_task(folder, "summary"), parse.run_task(folder, "diff"), names.scan_names(folder)
for source in run.runs[0].trace_logs:
    parse.run_task(source)
loaded = [m for name, m in list(sys.modules.items()) if name.startswith("inductor_explorer")]
imported = {Path(m.__file__).resolve() for m in loaded}
assert run.runs[0].trace_logs and len(loaded) > 30
print(sorted(str(p) for p in imported - set(cache.hashed_modules())))
"""


def test_the_code_hash_covers_every_module_the_cached_work_imports(sample_runs):
    """What makes cached entries (summary's and the diff's digests, trace log parses, name scans) imports
    only modules whose sources the code hash covers."""
    run = sample_runs / "training_triton"
    result = subprocess.run(
        [sys.executable, "-c", _CACHED_WORK, str(run)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    assert result.stdout.strip() == "[]", result.stdout + result.stderr


_HASH = "from inductor_explorer.loader import cache; print(cache.code_hash())"


def _code_hash_of(package_root: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", _HASH],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        cwd=package_root,
        env={**os.environ, "PYTHONPATH": str(package_root)},
    )
    return result.stdout.strip()


def test_a_moved_module_stays_in_the_code_hash(tmp_path):
    """The hash follows the imports, not a list of paths: a module renamed (its importers updated) is
    hashed under its new name, and a change to it, or to a module imported only inside a function, makes
    another hash."""
    package = Path(parse_cache.__file__).resolve().parents[1]
    copy = tmp_path / "copy" / package.name
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "analysis" / "linking.py").rename(copy / "analysis" / "links.py")
    for source in copy.rglob("*.py"):
        text = source.read_text("utf-8")
        if "analysis.linking" in text:
            source.write_text(text.replace("analysis.linking", "analysis.links"), "utf-8")
    moved = _code_hash_of(copy.parent)
    assert moved != parse_cache.code_hash()
    hashed = {p.relative_to(package).as_posix() for p in parse_cache.hashed_modules()}
    assert {"analysis/linking.py", "analysis/diff.py", "text.py"} <= hashed  # diff: imported in a function
    with (copy / "analysis" / "links.py").open("a") as fh:
        fh.write("# changed\n")
    changed = _code_hash_of(copy.parent)
    assert changed != moved
    with (copy / "analysis" / "diff.py").open("a") as fh:
        fh.write("# changed\n")
    assert _code_hash_of(copy.parent) not in (changed, moved)
