"""`inductor-explore summary`: true counts on every sample run and corpus folder, clear errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_explorer.cli import main
from inductor_explorer.model.cache import CACHE_HIT_NOTE

HEADER = re.compile(r"^\S+: \w+\(")
KERNEL_DEF = re.compile(r"^\w+ = async_compile\.\w+\(", re.M)


def _top_level_nodes(path: Path, children: bool = False) -> int:
    """Column-0 node headers that are not children (a child follows a `.snodes[i] =` line); CHILDREN: those
    too (summary's pre-fusion count: every scheduler node, the members of grouped ones included)."""
    count, after_snodes = 0, False
    for line in path.read_text(errors="replace").splitlines():
        if HEADER.match(line) and (children or not after_snodes):
            count += 1
        after_snodes = bool(re.search(r"\.snodes\[\d+\] =\s*$", line))
    return count


#: A statement calling an ATen or custom op (a fallback): `buf0 = aten.convolution(`,
#: `buf5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(`,
#: `torch.ops.sample.f.default(`.
FALLBACK_CALL = re.compile(r"^\s*(?:[\w, ]+ = )?(?:torch\.ops\.\w+|aten)\.\w+(?:\.\w+)?\(")


def _extern_calls(path: Path) -> int:
    """Non-comment lines inside call() (or Runner.call / partitions) that call extern_kernels.* or an
    ATen / custom op (a fallback)."""
    count, inside = 0, False
    for line in path.read_text(errors="replace").splitlines():
        if re.match(r"^(def call\(|class Runner|def partition_\d+\()", line):
            inside = True
        elif (
            inside
            and re.match(r"^(def |class |async_compile\.wait|if __name__)", line)
            and "Runner" not in line
        ):
            inside = line.startswith("def partition_")
        if (
            inside
            and ("extern_kernels." in line or FALLBACK_CALL.match(line))
            and not line.lstrip().startswith("#")
        ):
            count += 1
    return count


def _summary(capsys, *args: str) -> dict:
    assert main(["summary", *map(str, args), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_cache_hit_is_said_and_not_counted_as_a_problem(sample_runs: Path, capsys):
    run = sample_runs / "cache_hit_cpp"
    assert main(["summary", str(run), "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "no problems"
    hit = lines.index("  0_inference [0/0]")
    assert lines[hit + 1] == "    kernels: 1 cpp; 2 extern calls; served from the FX graph cache"
    assert lines[hit + 2] == f"    {CACHE_HIT_NOTE}"
    data = _summary(capsys, run, "--no-cache")
    first, second = data["runs"]
    # Two processes shared one cache directory: the second's hits were filled by the first's misses.
    (filler,) = {str(log) for log in Path(second["path"]).parent.glob("*.log")} - {second["path"]}
    assert first["cache_hits"] == []
    assert second["cache_hits"] == [
        {
            "compile_id": "0/0",
            "cache": cache,
            "trace": second["path"],
            "filled_by": {"compile_id": "0/0", "trace": filler},
        }
        for cache in ("fx_graph", "aotautograd")
    ]


def _check_counts(data: dict) -> int:
    checked = 0
    for run in data["runs"]:
        for graph in run["graphs"]:
            if graph["source"] == "trace log":
                continue  # no folder to count in: tests/loader/test_trace_graphs.py counts these in the log
            folder = _graph_folder(run["path"], graph["name"])
            for key, name in (
                ("pre_fusion_nodes", "ir_pre_fusion.txt"),
                ("post_fusion_nodes", "ir_post_fusion.txt"),
            ):
                file = folder / name
                children = key == "pre_fusion_nodes"
                assert graph[key] == (_top_level_nodes(file, children) if file.exists() else None), (
                    file,
                    key,
                )
            code = folder / "output_code.py"
            if not code.exists():
                code = next((p for p in folder.glob(f"{graph['name']}.py")), code)
            aoti = folder / "output_code.cpp"
            if aoti.exists():
                # AOTInductor: `extern "C" void NAME(...)` definitions (not the wrapper's declarations, which
                # end in `;`), and the wrapper's calls of device ops (`aoti_torch_cpu_addmm_out(`).
                text = aoti.read_text(errors="replace")
                definitions = re.findall(
                    r'^extern "C"\s+void\s+\w+\([^)]*\)(?!\s*;)', text, flags=re.MULTILINE
                )
                assert len(graph["kernels"]) == len(definitions), aoti
                assert graph["extern_calls"] == len(re.findall(r"CHECK\(aoti_torch_cpu_\w+\(", text)), aoti
            elif code.exists():
                assert len(graph["kernels"]) == len(KERNEL_DEF.findall(code.read_text(errors="replace"))), (
                    code
                )
                assert graph["extern_calls"] == _extern_calls(code), code
            else:
                assert graph["kernels"] == [] and graph["extern_calls"] is None
            checked += 1
    return checked


def _graph_folder(run_path: str, name: str) -> Path:
    matches = [p for p in Path(run_path).rglob(name) if p.is_dir()] or [
        p.parent for p in Path(run_path).rglob(f"{name}.py")
    ]
    if Path(run_path).name == name:
        return Path(run_path)
    assert matches, (run_path, name)
    return matches[0]


def test_summary_counts_on_sample_runs(sample_runs: Path, capsys):
    for run in sorted(sample_runs.glob("*/torch_compile_debug")):
        data = _summary(capsys, run)
        assert _check_counts(data) >= 1
        # A compile that hit the FX graph cache left no debug files: a fact the graph says, not a problem.
        assert data["problems"] == [], run
        hits = [g["name"] for r in data["runs"] for g in r["graphs"] if g["cache_hit"]]
        assert hits == (["0_inference [0/0]"] if run.parent.name == "cache_hit_cpp" else []), run
        # sample_runs/make_profiled.py's and make_traced.py's runs are torch 2.14.1's, generate.py's 2.13.0's.
        traced = run.parent.name in ("aoti_cpp", "ranks_gloo_cpp")
        made_by = "2.14.1" if run.parent.name.startswith("profiled_") or traced else "2.13.0"
        assert data["runs"][0]["torch_version"].startswith(made_by)
        kinds = {k["kind"] for r in data["runs"] for g in r["graphs"] for k in g["kernels"]}
        # views_only_cpp: a graph of views compiles to no kernel at all.
        expected = (
            set()
            if run.parent.name == "views_only_cpp"
            else {"triton"}
            if "triton" in run.parent.name
            else {"cpp"}
        )
        assert kinds == expected, run


def test_summary_counts_on_every_corpus_folder(corpus: Path, capsys):
    total = 0
    for folder in sorted(p for p in corpus.iterdir() if p.is_dir()):
        data = _summary(capsys, folder)
        total += _check_counts(data)
        assert all("Traceback" not in p["message"] for p in data["problems"])
    assert total == 27  # graph folders + flat copies + cache wrappers in the corpus


def test_text_summary_names_graphs_and_kernel_kinds(sample_runs: Path, capsys):
    assert main(["summary", str(sample_runs / "training_triton" / "torch_compile_debug")]) == 0
    out = capsys.readouterr().out
    assert "model__0_forward_1.0" in out and "model__0_backward_3.1" in out
    assert re.search(r"kernels: \d+ triton", out)


def test_bad_paths_are_one_line_and_exit_2(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("hello")
    for target in (tmp_path / "missing", tmp_path):
        proc = subprocess.run(
            [sys.executable, "-m", "inductor_explorer", "summary", str(target)],
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 2
        assert proc.stdout == ""
        assert len(proc.stderr.strip().splitlines()) == 1 and str(target) in proc.stderr
        assert "Traceback" not in proc.stderr


def test_summary_never_imports_torch_textual_or_networkx(sample_runs: Path):
    run = sample_runs / "training_cpp" / "torch_compile_debug"
    # Nor networkx (~80 ms to import): summary never links a graph.
    code = (
        "import sys, io, contextlib\n"
        "from inductor_explorer.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main(['summary', {str(run)!r}, '--json']) == 0\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('torch', 'textual', 'triton', 'networkx')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("argv", [["--help"], ["summary", "--help"]])
def test_help(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 0
    assert "inductor-explore" in capsys.readouterr().out


def test_summary_reports_breaks_and_compile_ids_from_the_trace(sample_runs: Path, capsys):
    root = sample_runs / "graph_breaks_cpp" / "torch_compile_debug"
    data = _summary(capsys, root)
    (run,) = data["runs"]
    log = next(root.glob("tlparse/*.log")).read_text()
    assert len(run["graph_breaks"]) == log.count('"name": "dynamo_graph_break_reason"')
    assert {b["gb_id"] for b in run["graph_breaks"]} >= {"GB0059", "GB0170", "GB0124"}
    assert "0/0" in run["compile_ids"] and len(run["compile_ids"]) == len(set(run["compile_ids"]))
    # the run's own torchdynamo/debug.log repeats the trace as text; it must not add breaks
    assert all(b["trace"].endswith(".log") and "tlparse" in b["trace"] for b in run["graph_breaks"])


def test_breaks_command_on_sample_and_bad_trace(sample_runs: Path, tmp_path: Path, capsys):
    root = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    assert main(["breaks", str(root)]) == 0
    out = capsys.readouterr().out
    assert "generate.py:74" in out and "reorderable_logging_functions" in out and "torch.cond" in out
    bogus = tmp_path / "x.log"
    bogus.write_text("nothing here\n")
    assert main(["breaks", str(root), "--trace", str(bogus)]) == 2
    assert main(["breaks", str(tmp_path / "nope.log")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("inductor-explore: ") for line in err)


def test_summary_shows_a_failed_compile_by_whole_lines(capsys):
    """The error's first line whole, then the failing op: never a cut inside the message."""
    root = Path(__file__).resolve().parent / "data" / "lowering_error"
    assert main(["summary", str(root)]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("  [incomplete] 1 compile(s) failed:")
    assert lines[at + 1 : at + 3] == [
        "    0/0 InductorError: LoweringException: NotImplementedError: this build has no lowering for sin",
        "      failing op: aten.sin.default",
    ]


#: Runs a report command twice (the first time for the modules it imports) in a fresh process, where no other
#: test's thread can turn the collector back on, and prints the generations collected during the second run
#: and whether the collector is on after it.
_COLLECTIONS = """
import gc, sys
from inductor_explorer.cli import parse_args
args = parse_args([sys.argv[1], "--json", *sys.argv[3:], sys.argv[2]])
handler = args.handler
handler(args)
generations = []
gc.callbacks.append(lambda phase, info: phase == "start" and generations.append(info["generation"]))
handler(args)
print(generations, gc.isenabled(), file=sys.stderr)
"""


@pytest.mark.parametrize(
    ("command", "options"), [("summary", ["--no-cache"]), ("costs", ["--no-cache"]), ("breaks", [])]
)
def test_report_commands_keep_the_collector_off_until_they_return(
    sample_runs: Path, command: str, options: list[str]
):
    """summary, costs and breaks keep what they load until they return: no cyclic collection walks it in
    between (the first ones after loading walked all of it, to free nothing), and the collector is back on
    after."""
    root = sample_runs / "graph_breaks_triton" / "torch_compile_debug"
    done = subprocess.run(
        [sys.executable, "-c", _COLLECTIONS, command, str(root), *options],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip().splitlines()[-1] == "[] True"
