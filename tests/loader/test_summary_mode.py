"""Summary's fast paths must report what the full parse reports: the same node trees, kernels, step
kinds and counts, and the same problems, on real files and on damaged ones."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_explorer.loader.output_code import _WHOLE_LINE, _Scan, _scan_line, parse_output_code
from inductor_explorer.loader.scheduler_ir import _summary_scan, parse_scheduler_ir
from inductor_explorer.loader.trace import parse_trace_lines, parse_trace_stream, sniff_kind, structured
from tests.support.mutations import CONTENT_MUTATIONS

ROOT = Path(__file__).resolve().parents[2]


def _tree(node) -> tuple:
    return (
        node.name,
        node.scheduler_class,
        tuple(node.ir_classes),
        node.line,
        node.end_line,
        node.is_fused,
        tuple(_tree(c) for c in node.children),
    )


def _ir_outcome(ir, problems) -> tuple:
    return [_tree(n) for n in ir.nodes], ir.line_count, ir.unparsed_lines, problems


def _count_outcome(ir, problems) -> tuple:
    return ir.node_count(), ir.line_count, ir.unparsed_lines, problems


def _assert_ir_modes_agree(text: str, file: str) -> None:
    full = parse_scheduler_ir(text, file)
    assert _ir_outcome(*parse_scheduler_ir(text, file, details=False)) == _ir_outcome(*full), file
    counted = parse_scheduler_ir(text, file, details=False, count_only=True)
    assert _count_outcome(*counted) == _count_outcome(*full), file


def _ir_files(root: Path) -> list[Path]:
    return sorted(root.rglob("ir_*_fusion.txt"))


def test_ir_summary_mode_matches_full_parse_on_sample_runs_and_corpus(sample_runs, corpus):
    files = _ir_files(sample_runs) + _ir_files(corpus)
    assert len(files) >= 100
    for path in files:
        _assert_ir_modes_agree(path.read_text(encoding="utf-8", errors="replace"), str(path))


@pytest.mark.parametrize("root", ["sample_runs", "corpus"])
def test_ir_node_count_matches_full_parse(request, root):
    # Summary's pre-fusion count makes no node: the count, line counts and problems are the full parse's, and
    # it falls back to the line parser for exactly the files the tree scan does.
    files = _ir_files(request.getfixturevalue(root))
    assert len(files) >= 40
    counted = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        full = parse_scheduler_ir(text, str(path))
        ir, problems = parse_scheduler_ir(text, str(path), details=False, count_only=True)
        assert _count_outcome(ir, problems) == _count_outcome(*full), path
        scanned = _summary_scan(text, str(path), count_only=True)
        assert (scanned is None) == (_summary_scan(text, str(path)) is None), path
        if scanned is not None and text:
            assert not ir.nodes and ir.counted_nodes is not None, path
            counted += 1
    assert counted >= 20  # the torch 2.5+ files are counted without the line parser


def test_ir_summary_scan_reads_every_sample_run_file(sample_runs):
    # The fast path is what makes summary quick; the torch 2.13 sample runs are all in its layout.
    files = _ir_files(sample_runs)
    assert len(files) >= 50
    for path in files:
        text = path.read_text(encoding="utf-8")
        ir = _summary_scan(text, str(path))
        assert ir is not None, path
        headers = sum(
            1
            for line in text.splitlines()
            if line[:1].isalpha() and ": " in line and line.endswith(")") and "=" not in line
        )
        assert sum(1 for top in ir.nodes for _ in top.walk()) == headers, path


def _hand_damaged(text: str) -> list[str]:
    """Edits aimed at the fast path's edges: each makes the full parse read a line differently."""
    lines = text.split("\n")
    out = []
    for needle, replace in (
        (".met_dependencies = ", lambda s: s + "  "),  # trailing spaces
        (".sizes = ", lambda s: s + " code:"),  # read as device code
        (".sizes = ", lambda s: s + " Unfinalized multi template buffer"),
        (".sizes = ", lambda s: s[:-1]),  # a bracket left open
        (".sizes = ", lambda s: s + "\x0c"),  # whitespace only str.strip knows
        (".writes = ", lambda s: s + "\n" + s),  # said twice
        (".met_dependencies = ", lambda s: ""),  # missing
        (".snodes[1] =", lambda s: s + "\n" + s),  # marker after marker
        (".snodes[1] =", lambda s: ""),  # a fused node loses a child
        ("_layout = ", lambda s: "    " + s),
        ("class ", lambda s: s.replace("_loop_body", "_loop_bodies")),
        (": SchedulerNode(", lambda s: s.replace("(", "(SchedulerNode, ", 1)),
        ("buf0.users = ", lambda s: s.replace("NodeUser", "(NodeUser", 1)),
        ("    ]", lambda s: "]"),
    ):
        at = next((i for i, line in enumerate(lines) if needle in line), None)
        if at is not None:
            out.append("\n".join([*lines[:at], replace(lines[at]), *lines[at + 1 :]]))
    out.append("\n".join(lines[:-3]) + "\nop0.snodes[0] =\n")
    out.append(text.replace("\n", "\r\n"))
    out.append(text.rstrip("\n"))
    return out


@pytest.mark.parametrize("name", ["training_cpp", "attention_triton", "graph_breaks_cpp", "dynamic_cpp"])
def test_ir_summary_mode_matches_full_parse_on_damaged_files(sample_runs, name):
    files = _ir_files(sample_runs / name)
    assert files
    rng = random.Random(name)
    for path in files:
        data = path.read_bytes()
        damaged = [mutate(data, rng).decode("utf-8", "replace") for mutate in CONTENT_MUTATIONS.values()]
        damaged += [data[:cut].decode("utf-8", "replace") for cut in sorted(rng.sample(range(len(data)), 12))]
        damaged += _hand_damaged(data.decode("utf-8"))
        for text in damaged:
            _assert_ir_modes_agree(text, str(path))


# ---------------------------------------------------------------------- output_code.py


def _code_outcome(code, problems) -> tuple:
    kernels = [(k.name, k.kind, k.method, k.line, k.end_line) for k in code.kernels]
    steps = [(s.kind, s.line, s.text, s.kernel, s.function) for s in code.wrapper]
    return (
        kernels,
        steps,
        code.extern_calls,
        code.call_line,
        code.returned,
        code.aot_id,
        code.line_count,
        code.unparsed_lines,
        problems,
    )


def _code_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "torchinductor" in p.parts or p.name == "output_code.py")


def test_output_code_summary_mode_matches_full_parse(sample_runs, corpus):
    files = sorted(sample_runs.rglob("output_code.py")) + _code_files(corpus)
    assert len(files) >= 60
    rng = random.Random(1)
    for path in files:
        data = path.read_bytes()
        texts = [data.decode("utf-8", "replace")]
        texts += [data[:cut].decode("utf-8", "replace") for cut in rng.sample(range(len(data)), 2)]
        texts += [
            mutate(data, rng).decode("utf-8", "replace")
            for mutate in (CONTENT_MUTATIONS["delete_lines"], CONTENT_MUTATIONS["flip_bytes"])
        ]
        for text in texts:
            full = _code_outcome(*parse_output_code(text, str(path)))
            assert _code_outcome(*parse_output_code(text, str(path), details=False)) == full, path


_LINE_TEXT = st.text(alphabet="()[]{}'\"#\\ ab,=.", max_size=40)


@settings(max_examples=3000, deadline=None)
@given(_LINE_TEXT)
def test_whole_line_statements_are_what_the_scanner_closes(line):
    # The wrapper reads a line matching _WHOLE_LINE as one statement without scanning it: the scanner
    # must agree that it closes there, with no comment and no continuation.
    if _WHOLE_LINE.fullmatch(line):
        state = _Scan()
        assert _scan_line(line, 0, state) is None
        assert (state.depth, state.string) == (0, None)
        assert not line.rstrip().endswith("\\")


def test_whole_line_statements_on_real_wrappers(sample_runs):
    seen = 0
    for path in sorted(sample_runs.rglob("output_code.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("        ") and _WHOLE_LINE.fullmatch(line):
                seen += 1
                state = _Scan()
                assert _scan_line(line, 0, state) is None and state.depth == 0 and state.string is None, line
    assert seen > 1000  # the fast path is the common one


# ---------------------------------------------------------------------- structured trace logs


def _structured_logs(*roots: Path) -> list[Path]:
    out = []
    for root in roots:
        for path in sorted(root.rglob("*.log")):
            with path.open(encoding="utf-8", errors="replace") as fh:
                if sniff_kind(fh.read(65536)) == "structured":
                    out.append(path)
    return out


def test_trace_stream_reads_what_the_line_reader_reads(sample_runs, corpus, monkeypatch):
    logs = _structured_logs(sample_runs, corpus)
    assert len(logs) >= 15
    rng = random.Random(2)
    for path in logs:
        data = path.read_bytes()[:300_000]  # a cut last record is one more damaged input
        variants = [
            data,
            data.replace(b"\n", b"\r\n"),
            b"\tstray\n\n \t\n\x80\t\n" + data,
            data[: rng.randrange(len(data) + 1)],
        ]
        variants += [
            mutate(data, rng)
            for mutate in (
                CONTENT_MUTATIONS["invalid_utf8"],
                CONTENT_MUTATIONS["delete_lines"],
                CONTENT_MUTATIONS["flip_bytes"],
            )
        ]
        for variant in variants:
            expected = parse_trace_lines(_text(variant), str(path))
            for chunk in (97, 4099):  # chunk edges inside records, payload runs and UTF-8 sequences
                monkeypatch.setattr(structured, "STREAM_CHUNK", chunk)
                assert parse_trace_stream(_text(variant), str(path)) == expected, (path, chunk)


def _text(data: bytes) -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace", newline="\n")


def test_bare_chromium_records_read_as_decoded(sample_runs, corpus):
    # The stream reads such records with regexes, the line reader decodes each: the same trace and problems.
    records = 0
    for path in _structured_logs(sample_runs, corpus / "tlparse_tests_torch_trace"):
        data = path.read_bytes()
        records += data.count(b'] {"chromium_event": {}, "frame_id": ')
        assert parse_trace_stream(_text(data), str(path)) == parse_trace_lines(_text(data), str(path)), path
    assert records > 1000  # the common record of torch 2.13 logs


PAYLOAD = (
    '\t{\n\t"name": "inductor_compile",\n\t"ts": 1796008289883154.2,\n\t"args": {\n\t"fn_name": "x",\n'
    '\t"compile_id": "0/0",\n\t"cache_state": "hit"\n\t},\n\t"ph": "E",\n\t"cat": "dynamo_timed",\n'
    '\t"tid": 0,\n\t"pid": 0\n\t}\n'
)
BARE = (
    'V1130 03:11:28.413000 13541 torch/_dynamo/utils.py:2350] {"chromium_event": {}, "frame_id": 10, '
    '"frame_compile_id": 0, "attempt": 0, "has_payload": "9f"}\n'
)


@settings(max_examples=2000, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, len(BARE) + len(PAYLOAD)),
            st.sampled_from(list('{}[]",: 0123456789abrankfe_\\\t\nph')),
        ),
        max_size=4,
    )
)
def test_bare_chromium_record_pattern_accepts_only_such_records(edits):
    # A damaged record, then an intact one (the stream's regex reads a record only when another follows).
    text = BARE + PAYLOAD
    for at, char in edits:
        text = text[:at] + char + text[at + 1 :]
    data = (text + BARE + PAYLOAD).encode("utf-8")
    assert parse_trace_stream(_text(data), "t.log") == parse_trace_lines(_text(data), "t.log")


ARTIFACT = (
    'V1130 03:12:55.095000 15364 torch/_dynamo/convert_frame.py:1201] {"artifact": {"name": '
    '"before_pre_grad_graph", "encoding": "string"}, "frame_id": 3, "frame_compile_id": 1, "attempt": 0, '
    '"has_payload": "4e"}\n\tclass GraphModule(torch.nn.Module):\n\n\t    def forward(self, x):\n'
)


@settings(max_examples=2000, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, len(ARTIFACT)), st.sampled_from(list('{}[]",: 0123456789abrankfe_\\\t\nph'))
        ),
        max_size=4,
    ),
    st.sampled_from(["before_pre_grad_graph", "recompile_reasons", "dynamo_graph_break_reason"]),
)
def test_bare_artifact_record_pattern_accepts_only_such_records(edits, name):
    # Artifacts whose payload is kept, and damaged records, are the line reader's; the others are read by
    # regex.
    text = ARTIFACT.replace("before_pre_grad_graph", name)
    for at, char in edits:
        text = text[:at] + char + text[at + 1 :]
    data = (text + BARE + PAYLOAD + ARTIFACT).encode("utf-8")
    assert parse_trace_stream(_text(data), "t.log") == parse_trace_lines(_text(data), "t.log")


def _cost_outcome(node) -> tuple:
    """What costs mode promises to fill as the full parse does, of NODE and its children."""
    return (
        node.name,
        node.writes,
        node.unmet_dependencies,
        node.met_dependencies,
        node.outputs,
        node.users,
        node.device,
        node.mutations,
        node.attributes.get("mutations"),
        node.layouts,
        tuple(_cost_outcome(c) for c in node.children),
    )


def _repeated_lines(text: str, tail: str = "") -> str:
    """TEXT with each node's `.group.device`, `.users` and `.mutations` line, and each `_layout` line, printed
    again with another value (ending in TAIL) right after it (the line parser keeps the last)."""
    out = []
    for line in text.split("\n"):
        out.append(line)
        head, eq, _ = line.partition(" = ")
        if eq and (head.endswith((".group.device", ".users", ".mutations", "_layout")) and " " not in head):
            out.append(f"{head} = ['again_{len(out)}']{tail}")
    return "\n".join(out)


def _layouts_apart(text: str) -> str:
    """TEXT with a blank line after each `_layout` line: no two of a node's layout lines are next to each
    other."""
    return "\n".join(
        line + "\n" if line.partition(" = ")[0].endswith("_layout") else line for line in text.split("\n")
    )


def test_ir_costs_mode_fields_match_full_parse(sample_runs, corpus):
    files = [p for p in _ir_files(sample_runs) + _ir_files(corpus) if p.name == "ir_post_fusion.txt"]
    assert len(files) >= 40
    scanned = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        # Repeats the scan reads, then ones it must not read (trailing spaces, a bracket left open).
        variants = [_repeated_lines(text, tail) for tail in ("", "  ", "[")]
        for variant in (text, *variants, _layouts_apart(text)):
            full, _ = parse_scheduler_ir(variant, str(path))
            cheap, _ = parse_scheduler_ir(variant, str(path), details=False, costs=True)
            assert [_cost_outcome(n) for n in cheap.nodes] == [_cost_outcome(n) for n in full.nodes], path
            scanned += _summary_scan(variant, str(path), costs=True) is not None
    assert scanned >= 50  # the torch 2.13 files and their variants are read by the fast scan
