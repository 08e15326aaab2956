"""The session views' text (Compile, Diff, Files, Repro, Ranks), from the session state alone, checked against
the trace logs, the CLI's own faces and the files on disk."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.session import SessionOptions, open_session
from inductor_explorer.text import human_size
from inductor_explorer.tui.presenters.compile import compile_listing
from inductor_explorer.tui.presenters.diff import diff_rows, no_diff_title, words_width
from inductor_explorer.tui.presenters.files import file_text, files_title, kept_files, listing
from inductor_explorer.tui.presenters.ranks import NO_RANKS, ranks_page, ranks_title
from inductor_explorer.tui.presenters.repro import case_links, graph_key, run_failure
from tests.support.presenters import opened, sample

DATA = Path(__file__).resolve().parents[1] / "data"
RECORD = re.compile(r'"frame_id": (\d+), "frame_compile_id": (\d+)(?:, "attempt": (\d+))?')
SECONDS = re.compile(r" · (\d+(?:\.\d+)?)(ms|s) · ")


def test_the_compile_list_holds_every_logged_compile_slowest_first(sample_runs: Path):
    path = sample(sample_runs, "graph_breaks_cpp")
    state = opened(path, graphs=False)
    records = set(RECORD.findall("".join(p.read_text() for p in path.glob("tlparse/*.log"))))
    compiles = {f"{frame}/{number}" for frame, number, _ in records}
    attempts = {(frame, number, attempt or "0") for frame, number, attempt in records}
    title, entries = compile_listing(state.run_traces, state.tree)
    assert sorted(target for target, _ in entries) == sorted(f"0:{key}" for key in compiles)
    assert title.plain.startswith(f"{len(compiles)} compiles ({len(attempts)} attempts")
    times = []
    for target, make in entries:
        label = make()
        assert label.plain.startswith(f"{target.removeprefix('0:')}  ")
        number, unit = SECONDS.search(label.plain).groups()
        times.append(float(number) / (1000 if unit == "ms" else 1))
    assert times == sorted(times, reverse=True) and len(set(times)) > 1


def test_the_diff_table_has_the_rows_diff_prints(capsys):
    before, after = DATA / "diff_before", DATA / "diff_after"
    assert main(["diff", str(before), str(after)]) == 0
    printed = capsys.readouterr().out.splitlines()
    options = SessionOptions(parse_cache=False)
    rows = diff_rows(open_session(before, options).diff(open_session(after, options)), "better", "worse")
    table = printed[printed.index(next(line for line in printed if line.split()[-1:] == ["change"])) + 1 :]
    for (words, old, new, change, style), line in zip(rows, table, strict=False):
        assert line.split() == [*words.split(), old, new, change]
        assert style == ("better" if change.startswith("-") else "worse" if change.startswith("+") else "")
    # At 30 columns the words are cut to what leaves the numbers room (at least 8); at 100 they fit.
    assert words_width(rows, 100) is None and words_width(rows, 30) == 8 and words_width(rows, 0) is None
    assert no_diff_title(None, "").plain.startswith("Nothing to compare")
    assert no_diff_title(after, "").plain == f"comparing with {after}…"


def test_the_files_listing_lists_every_file_on_disk_under_its_folder(sample_runs: Path):
    root = sample_runs / "minifier_compile_error_cpp"
    if not (root / "torch_compile_debug").is_dir():
        pytest.skip("sample run minifier_compile_error_cpp is not generated")
    session = opened(root, graphs=False, traces=False).session
    inventory = session.files()
    on_disk = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
    lines, rows = listing(inventory.files)
    assert sorted(f.name for f in rows if f is not None) == on_disk and not inventory.truncated
    for line, file in zip(lines, rows, strict=True):
        if file is None:
            assert line.endswith("/")
            continue
        folder, _, base = file.name.rpartition("/")
        assert line == f"{human_size(file.size):>10}  {base}   {file.kind}"
        assert file.size == (root / file.name).stat().st_size
    kept = kept_files(inventory, "ISOLATE")
    assert kept and all("isolate" in f.name or "isolate" in f.kind.lower() for f in kept)
    assert files_title(inventory, len(kept), "ISOLATE").plain.startswith(
        f"{len(kept)} of {len(on_disk)} files · filter 'ISOLATE' (x clears) · enter: open"
    )
    binary = next(f for f in inventory.files if f.shown == "binary")
    text, lexer = file_text(binary, None, [], session.real_path(binary.path))
    assert lexer is None and text.splitlines()[1:] == [
        f"{human_size(binary.size)}; not text, so not shown here",
        str((root / binary.name).resolve()),
    ]
    script = next(f for f in inventory.files if f.name == "repro.py")
    assert file_text(script, *session.read_text(script.path), script.path) == (
        (root / "repro.py").read_text(),
        script.lexer,
    )
    missing = replace(script, location=str(root / "gone.py"))
    assert file_text(missing, *session.read_text(missing.path), missing.path) == (
        f"repro.py: file is missing\n{root / 'gone.py'}\n",
        None,
    )


def test_human_sizes():
    assert [human_size(n) for n in (0, 1023, 1024, 1536, 5 * 1024**2, 3 * 1024**4)] == [
        "0 B",
        "1023 B",
        "1.0 KiB",
        "1.5 KiB",
        "5.0 MiB",
        "3072.0 GiB",
    ]


def test_a_minifier_case_names_the_failing_op_error_and_scripts_as_the_files_have_them(sample_runs: Path):
    root = sample_runs / "minifier_compile_error_cpp"
    if not (root / "torch_compile_debug").is_dir():
        pytest.skip("sample run minifier_compile_error_cpp is not generated")
    state = opened(root, graphs=False)
    (case,) = state.minifier.cases
    key = graph_key(state.tree, case)
    assert key is not None and state.session.runs[key[0]].graphs[key[1]].name == case.graph
    links = case_links(case, key, run_failure(state.run_traces, key, None), None, root)
    lines = [link.text.plain for link in links]
    repro = (root / "repro.py").read_text().splitlines()
    # The failing op's line leads to its line in repro.py, which holds that op.
    failing = next(link for link in links if link.text.plain.startswith("Failing op: "))
    op = failing.text.plain.removeprefix("Failing op: ").split(" · ")[0]
    path, _, line = failing.target[1].rpartition("::")
    assert Path(path) == root / "repro.py" and f"torch.ops.{op}(" in repro[int(line) - 1]
    # The compile error is the one the trace log's compilation_metrics records.
    log = "".join(p.read_text() for p in root.glob("torch_compile_debug/tlparse/*.log"))
    error = next(line for line in lines if line.startswith("Error: compile "))
    fail_type = error.split(" failed: ")[1].split(": ")[0]
    assert f'"fail_type": "{fail_type}' in log
    # Every script listed is a file, named under the folder explored, with the command to run it.
    scripts = [link for link in links if link.target and link.target[0] == "repro"]
    for link in scripts:
        assert Path(link.target[1].rpartition("::")[0]).is_file()
    commands = [line.removeprefix("  $ ") for line in lines if line.startswith("  $ ")]
    assert commands and all(c.startswith("python ") and Path(c.split()[1]).is_file() for c in commands)


def test_a_single_rank_session_has_no_ranks_to_compare(sample_runs: Path):
    state = opened(sample(sample_runs, "mlp_cpp"), graphs=False)
    comparison, run_of = state.session.ranks()
    assert comparison is None
    assert ranks_title(comparison).plain == "No ranks to compare"
    assert [link.text.plain for link in ranks_page(comparison, run_of)] == [NO_RANKS]


def test_identical_ranks_agree_on_every_aspect(corpus: Path, tmp_path: Path):
    logs = corpus / "tlparse_tests_torch_trace" / "multi_rank_schedule"
    log = next(logs.glob("dedicated_log_torch_trace_rank_0_*.log"), None)
    if log is None:
        pytest.skip("corpus multi_rank_schedule is not present")
    for rank in range(2):
        shutil.copy(log, tmp_path / f"dedicated_log_torch_trace_rank_{rank}_copy.log")
    state = opened(tmp_path, graphs=False)
    comparison, run_of = state.session.ranks()
    assert comparison is not None and not comparison.divergences
    compiles = len({(f, n) for f, n, _ in RECORD.findall(log.read_text())})
    assert ranks_title(comparison).plain.startswith(f"ranks agree: 2 ranks, the same {compiles} compiles")
    lines = [link.text.plain for link in ranks_page(comparison, run_of)]
    assert lines[0] == "Ranks (2)"
    for rank in (0, 1):
        assert lines[1 + rank].startswith(
            f"  rank {rank} · {compiles} compiles · dedicated_log_torch_trace_rank_{rank}_copy.log"
        )
    assert lines[-1].endswith("every rank has the same")
