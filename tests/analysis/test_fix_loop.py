"""Issue 25's trial (sample_runs/fix_loop_cpp, made by torch 2.13): each break's fixes are chosen from its
code, its location is the user's frame, its category is inferred where no hint says, recompiles print
readably."""

from __future__ import annotations

import json
import shutil

import pytest

from inductor_explorer.analysis.remedies import read_code, scalar_advice
from inductor_explorer.cli import main
from inductor_explorer.loader.source import source_reader
from inductor_explorer.model.artifacts import SourceLocation


@pytest.fixture(scope="module")
def trial(sample_runs):
    return sample_runs / "fix_loop_cpp"


def _breaks(path, capsys) -> dict:
    assert main(["breaks", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _by_code(data: dict) -> dict[str, dict]:
    return {d["code"]: d for d in data["distinct"]}


def test_fixes_follow_the_pattern_of_each_break(trial, capsys):
    distinct = _by_code(_breaks(trial, capsys))
    script = (trial / "train.py").read_text().splitlines()
    assert [d["kind"] for d in distinct["print(h[0])"]["fixes"]] == ["reorderable_logging", "ignore_logging"]
    assert [d["kind"] for d in distinct["stats = h.mean(0).tolist()"]["fixes"]] == ["keep_tensor"]
    branch = distinct["if h.sum().item() > 0:"]
    # The `if` is seen: torch.where / torch.cond on the tensor, never the capture flag (it turns into GB0170).
    assert [f["kind"] for f in branch["fixes"]] == ["torch_where", "torch_cond"]
    where = branch["fixes"][0]
    first, last = where["lines"]
    assert script[first - 1].strip() == "if h.sum().item() > 0:" and script[last - 1].strip() == "h = h * 2"
    assert where["code"].strip() == "h = torch.where(h.sum() > 0, h * 2, h)"
    assert all("capture_scalar_outputs = True" not in f["code"] for f in branch["fixes"])
    clock = distinct["t0 = time.perf_counter_ns()"]
    # time.perf_counter_ns returns an int: a leaf function would crash the compile, disable() keeps the break.
    assert [f["kind"] for f in clock["fixes"]] == ["nonstrict_trace"]
    assert "@torch._dynamo.nonstrict_trace" in clock["fixes"][0]["prelude"]
    assert clock["fixes"][0]["code"].strip() == "t0 = _time_perf_counter_ns()"


def test_a_break_inside_the_optimizer_is_located_at_the_users_frame(trial, capsys):
    data = _breaks(trial, capsys)
    (optimizer,) = [d for d in data["distinct"] if d["gb_id"] == "GB0025"]
    assert optimizer["broke_at"].endswith("torch/optim/optimizer.py:79")
    assert optimizer["location"].endswith("fix_loop_cpp/train.py:24") and optimizer["function"] == "update"
    assert optimizer["code"] == "opt.step()"
    # The full stack stays in the records.
    record = next(g for g in data["graph_breaks"] if g["gb_id"] == "GB0025")
    assert [f["function"] for f in record["user_stack"]][-3:] == ["update", "wrapper", "_use_grad"]
    text = capsys.readouterr().out if main(["breaks", str(trial)]) == 0 else ""
    assert "train.py:24 in update" in text and "broke in " in text


def test_every_break_gets_a_category_marked_inferred_when_no_hint_says(trial, capsys):
    data = _breaks(trial, capsys)
    assert all(d["category"] for d in data["distinct"])
    by_id = {d["gb_id"]: (d["category"], d["category_inferred"]) for d in data["distinct"]}
    assert by_id["GB0124"] == ("SUPPORTABLE", True) and by_id["GB0025"] == ("FUNDAMENTAL", True)
    assert "unknown" not in data["summary"]["by_category"]


def test_recompiles_print_with_line_breaks_no_padding_in_compile_id_order(trial, capsys):
    assert main(["breaks", str(trial)]) == 0
    text = capsys.readouterr().out
    section = text[text.index("recompile(s), by compile id:") :]
    assert "\\n" not in section and "     " * 4 not in section.replace("\n", "")
    ids = [
        line.split()[0].rstrip(":")
        for line in section.splitlines()[1:]
        if line.startswith("  ") and not line.startswith("   ")
    ]
    assert ids == ["1/1", "1/2", "2/1", "3/1", "4/1"]
    assert "scale == 2.0  # h = model(x) * scale" in section
    float_fix = section[section.index("the Python float `scale`") :]
    assert "scale = torch.tensor(scale)" in float_fix.splitlines()[2]


def test_a_script_moved_with_its_run_is_read_beside_it(trial, tmp_path, capsys):
    copy = tmp_path / "elsewhere"
    shutil.copytree(trial, copy)
    (copy / "train.py").write_text((trial / "train.py").read_text())
    read = source_reader(copy / "torch_compile_debug")
    assert read("/no/such/folder/train.py") == (trial / "train.py").read_text()
    assert read("/no/such/folder/other.py") is None


def test_without_the_file_the_logged_line_decides_and_says_what_to_check():
    logged = SourceLocation("/gone/train.py", 30, "step", "s = h.sum().item()")
    advice = scalar_advice(read_code(logged, source_reader()))
    assert [f.kind for f in advice.fixes] == ["keep_tensor", "capture_scalar_outputs"]
    assert advice.check and "`if`" in advice.check
    only_if = scalar_advice(
        read_code(SourceLocation("/gone/train.py", 17, "f", "if h.sum().item() > 0:"), None)
    )
    # The branch's body is not in the log: no rewrite is guessed, the check says what to write.
    assert only_if.fixes == () and "torch.cond" in (only_if.check or "")


def test_a_category_from_the_hint_sentence_is_not_marked_inferred(sample_runs, capsys):
    log = next((sample_runs / "graph_breaks_cpp").glob("torch_compile_debug/tlparse/*.log"))
    assert "This graph break is fundamental" in log.read_text()
    data = _breaks(sample_runs / "graph_breaks_cpp", capsys)
    by_id = {d["gb_id"]: (d["category"], d["category_inferred"]) for d in data["distinct"]}
    assert by_id["GB0170"] == ("FUNDAMENTAL", False)
    assert by_id["GB0059"] == ("SUPPORTABLE", True)


def test_a_value_carried_across_a_break_is_not_advised_as_a_user_variable(sample_runs, capsys):
    data = _breaks(sample_runs / "graph_breaks_cpp", capsys)
    carried = [
        f for r in data["recompiles"] for f in r["failures"] if f["reason"].startswith("___stack0 == ")
    ]
    # The break is named: the one whose resume function the guard belongs to.
    assert carried and all(
        f["fixes"] == [] and "the graph break at line 79 of `forward`" in f["check"] for f in carried
    )
    assert all("disappears" in f["check"] for f in carried)
    sizes = [f for r in data["recompiles"] for f in r["failures"] if "size mismatch" in f["reason"]]
    assert sizes and all(f["fixes"] for f in sizes)


def test_torchs_own_graph_break_reads_the_same_in_every_face(trial, capsys):
    """The optimizer step's `graph_break()` is torch's: `breaks --json`, the text and the Breaks view say
    the same, with its choices, and none of them asks to remove it or to restructure the code."""
    from inductor_explorer.analysis.breaks import TORCH_GRAPH_BREAK
    from inductor_explorer.tui.presenters.breaks import break_detail
    from tests.support.presenters import opened

    (optimizer,) = [d for d in _breaks(trial, capsys)["distinct"] if d["gb_id"] == "GB0025"]
    assert optimizer["remedy_kind"] == "torch_graph_break"
    assert optimizer["remedy"] == optimizer["check"] == TORCH_GRAPH_BREAK.text
    assert "compile it separately" in optimizer["check"] and "accept it" in optimizer["check"]
    assert optimizer["category_advice"] == "torch's own deliberate break: nothing in your code to restructure"
    assert main(["breaks", str(trial)]) == 0
    text = capsys.readouterr().out
    section = text[text.index("GB0025") :].split("\n\n")[0]
    run = opened(trial / "torch_compile_debug", graphs=False).run_traces[0]
    (group,) = [g for g in run.distinct if g.first.gb_id == "GB0025"]
    view = break_detail(group).plain
    for face in (section, view):
        assert " ".join(face.split()).count(TORCH_GRAPH_BREAK.text) == 1
        assert optimizer["category_advice"] in face
        assert "restructure the code" not in face.replace(optimizer["category_advice"], "")
        assert "Remove it if the split" not in face


def test_a_skipped_call_prints_its_check_whole():
    """GB0007 on a call with no known equivalent: the text's check line is the JSON's remedy, every
    sentence of it (it used to drop "Look for a PyTorch equivalent first" and the disable() warning)."""
    from inductor_explorer.analysis.breaks import RULES
    from inductor_explorer.analysis.remedies import skipped_call_advice
    from inductor_explorer.report.breaks import advice_lines

    (rule,) = [r.remedy for r in RULES if r.remedy.kind == "unsupported_call"]
    advice = skipped_call_advice(
        read_code(SourceLocation("/gone/v0.py", 9, "f", "y = scipy.special.i0(x)"), None)
    )
    assert advice.fixes == () and advice.check == rule.text
    lines = advice_lines(advice, rule.text, rule.title, "   ")
    check = next(line for line in lines if line.lstrip().startswith("check"))
    assert check.endswith(rule.text)
    assert "Look for a PyTorch equivalent first." in check and "Not `torch.compiler.disable()`" in check
