"""The disagreements between faces found on real runs, each checked against the artifact itself.

tests/test_consistency.py compares every number on screen with its JSON field; these tests say which of
two numbers was right, counting in the artifact's text independently of the parsers.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from inductor_explorer.analysis.breaks import diagnose, distinct_breaks
from inductor_explorer.analysis.counts import break_counts
from inductor_explorer.analysis.linking import linked
from inductor_explorer.cli import main
from inductor_explorer.loader.load import load_graph
from inductor_explorer.session import open_session
from inductor_explorer.tui.presenters.buffer import consumer_links

RECORD_COMPILE_ID = re.compile(r'"frame_id": (\d+), "frame_compile_id": (\d+)(?:, "attempt": (\d+))?')
VINAYAK = "vinayak_hf_cpu_trace_tlparse_2.6.0"


def _json(capsys, *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _corpus_folder(corpus: Path, name: str) -> Path:
    path = corpus / name
    if not path.is_dir():
        pytest.skip(f"corpus folder {name} is not present")
    return path


def test_an_attempt_whose_only_records_describe_tensors_is_counted(corpus: Path, capsys):
    """tlparse lists 88 compile ids for this log; one of them (3/0_1) has only `describe_*` records."""
    log = _corpus_folder(corpus, VINAYAK) / "logs" / "dedicated_log_torch_trace_1m5z7pob.log"
    ids = {(f, c, a or "0") for f, c, a in RECORD_COMPILE_ID.findall(log.read_text())}
    data = _json(capsys, "summary", str(log), "--no-cache")
    (run,) = data["runs"]
    assert len(run["compile_ids"]) == len(ids) == 88
    assert "3/0_1" in run["compile_ids"]


def test_distinct_breaks_are_counted_over_the_whole_session(corpus: Path, capsys):
    """Two processes hit the same breaks: the session has fewer distinct breaks than the runs' sum (the
    Breaks view said 20 against `breaks`' 18)."""
    path = _corpus_folder(corpus, VINAYAK)
    loaded = open_session(path).parsed()
    per_run = [diagnose(t.graph_breaks) for r in loaded.runs for t in r.traces[:1]]
    every = [d for run in per_run for d in run]
    counts = break_counts(every, 0)
    assert counts.distinct < sum(len(distinct_breaks(run)) for run in per_run)
    assert counts.distinct == _json(capsys, "breaks", str(path))["summary"]["distinct"]


def test_fx_nodes_are_named_with_and_without_placeholders_and_output(sample_runs: Path, capsys):
    """The cond sample's FX graph: 3 graphs (top level, two branches); `--coverage` counts the computing
    nodes, the Overview every node: both are in the JSON, each under its own name."""
    path = sample_runs / "cond_custom_op_cpp" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run cond_custom_op_cpp is not generated")
    (graph,) = _json(capsys, "summary", str(path), "--no-cache")["runs"][0]["graphs"]
    (readable,) = path.glob("run_*/torchinductor/*/fx_graph_readable.py")
    text = readable.read_text()
    forwards = [
        re.sub(r'"[^"]*"', "", args) for args in re.findall(r"^ *def forward\(self(.*?)\):", text, re.M)
    ]
    placeholders = [len([a for a in args.split(",") if a.strip()]) for args in forwards]
    statements = re.findall(r"^( +)\w+(?:: \"[^\"]*\")? = ", text, re.M)
    returns = re.findall(r"^( +)return ", text, re.M)
    assert len(forwards) == 3
    assert graph["fx_nodes_without_placeholders_output"] == len(statements)
    assert graph["fx_nodes"] == len(statements) + sum(placeholders) + len(returns)
    top_level = 8  # statements of the top-level forward; the branches' are nested one class deeper
    assert (
        graph["fx_top_level_nodes"]
        == (
            placeholders[0]
            + sum(len(i) == top_level for i in statements)
            + sum(len(i) == top_level for i in returns)
        )
        < graph["fx_nodes"]
    )
    coverage = _json(capsys, "summary", str(path), "--no-cache", "--coverage")
    (fx,) = [
        c for c in coverage["runs"][0]["graphs"][0]["coverage"] if c["artifact"] == "fx_graph_readable.py"
    ]
    assert fx["parsed"] == graph["fx_nodes_without_placeholders_output"]
    assert fx["units"] == "FX nodes without placeholders/output"


@pytest.mark.parametrize(
    "sample, fallback",
    [
        ("attention_cpp", "_scaled_dot_product_flash_attention_for_cpu"),
        ("cond_custom_op_cpp", "torch.ops.sample.scaled"),
    ],
)
def test_a_fallback_is_an_extern_call_everywhere(sample_runs: Path, capsys, sample: str, fallback: str):
    """An SDPA fallback (summary said 2 extern calls, the Overview and diff 3) and a custom op (0 against 1):
    the wrapper calls them as it calls `extern_kernels.*`."""
    path = sample_runs / sample / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip(f"sample run {sample} is not generated")
    (code,) = path.glob("run_*/torchinductor/*/output_code.py")
    calls = [
        line
        for line in code.read_text().splitlines()
        if not line.lstrip().startswith(("#", "assert"))
        and ("extern_kernels." in line or f"{fallback}" in line)
        and "import" not in line
    ]
    fallbacks = [line for line in calls if fallback in line]
    (graph,) = _json(capsys, "summary", str(path), "--no-cache")["runs"][0]["graphs"]
    assert len(fallbacks) == 1
    assert (graph["extern_calls"], graph["fallback_calls"]) == (len(calls), 1)
    assert main(["summary", str(path), "--no-cache"]) == 0
    assert f"{len(calls)} extern calls (1 fallback)" in capsys.readouterr().out
    folder = next(p for p in path.glob("run_*/torchinductor/*") if p.is_dir())
    loaded = open_session(folder.parent.parent).parsed()
    (full,) = loaded.runs[0].graphs
    assert len(full.externs) == graph["extern_calls"]


def test_a_buffer_names_its_two_reader_counts(sample_runs: Path):
    """`users 11` in the table beside `Read by (3; …)`: the scheduler nodes reading a buffer and the kernels
    they became are two counts, and both are named."""
    path = sample_runs / "training_cpp" / "torch_compile_debug"
    if not path.is_dir():
        pytest.skip("sample run training_cpp is not generated")
    checked = 0
    for folder in (f for run in open_session(path).runs for f in run.graphs):
        graph = linked(load_graph(folder))
        for name, info in graph.buffers.items():
            readers = graph.reading_kernels(name)
            if len(readers) == len(info.users):
                continue
            heading = next(
                link.text.plain for link in consumer_links(graph, name) if link.text.plain.startswith("Read")
            )
            users = f"{len(info.users)} scheduler user{'s' if len(info.users) != 1 else ''}"
            assert heading.startswith(f"Read by {len(readers)} kernel(s) / extern call(s) · {users}: "), (
                heading
            )
            checked += 1
    assert checked
