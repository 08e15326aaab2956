"""Every fix the explorer prints, proven on the installed torch (default Inductor back end, CPU).

Each scenario is a tiny script with one graph break (or one recompile). It runs under TORCH_TRACE in a
child Python; the explorer reads that trace and the script (as text) and chooses its fixes; each fix is
applied exactly as printed (a config statement after `import torch`, a rewritten line, a decorator, a
statement before the call) and the script runs again: the break (or recompile) must be gone, the compile
must succeed and the script must finish. A fix that fails here is removed from analysis/remedies.py.
Skipped when no Python with torch is found.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from inductor_explorer.analysis.breaks import diagnose
from inductor_explorer.analysis.recompiles import diagnose_recompiles
from inductor_explorer.analysis.remedies import Fix
from inductor_explorer.cli import main
from inductor_explorer.loader.source import source_reader
from inductor_explorer.session import SessionOptions, open_session

REMEDIES = Path(__file__).resolve().parents[2] / "inductor_explorer" / "analysis" / "remedies.py"
RUN_TIMEOUT_S = 900  # one tiny compile; generous for a loaded 2-core machine

HEAD = """\
import copy
import logging
import math
import random
import time
import zlib

import numpy as np
import torch

"""

#: name → (script after HEAD, the fix kinds the explorer must print for it, in order)
BREAKS = {
    "print": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    print(h[0])
    return h + 1


fn(torch.randn(4, 3))
""",
        ["reorderable_logging", "ignore_logging"],
    ),
    "tolist_float": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    stats = h.mean(0).tolist()
    return h + 1, stats


fn(torch.randn(4, 3))
""",
        ["keep_tensor"],
    ),
    "item_in_if": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    if h.sum().item() > 0:
        h = h * 2
    return h + 1


fn(torch.randn(4, 3))
""",
        ["torch_where", "torch_cond"],
    ),
    "item_in_arithmetic": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    scale = h.mean().item()
    return h * scale


fn(torch.randn(4, 3))
""",
        ["keep_tensor", "capture_scalar_outputs"],
    ),
    "recompile_limit": (
        """\
@torch.compile
def fn(x, mode):
    if mode == "double":
        return x * 2
    return x + len(mode)


x = torch.randn(4, 3)
for i in range(10):
    fn(x, f"mode{i}")
""",
        ["recompile_limit"],
    ),
    "tensor_if_else": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    if h.sum() > 0:
        h = h * 2
    else:
        h = h - 1
    return h + 1


fn(torch.randn(4, 3))
""",
        ["torch_where", "torch_cond"],
    ),
    "logger_debug": (
        """\
log = logging.getLogger("scorer")


@torch.compile
def fn(x):
    h = x * 2
    log.debug("h %s", h.shape)
    return h + 1


fn(torch.randn(4, 3))
""",
        ["ignore_logger_method"],
    ),
    "numpy_digitize": (
        """\
BINS = np.array([0.0, 0.5, 1.0])


@torch.compile
def fn(x):
    h = x * 2
    b = np.digitize(h.numpy(), BINS)
    return h + 1, torch.from_numpy(b)


fn(torch.tensor([-1.0, 0.0, 0.25, 0.5, 2.0]))
""",
        ["torch_equivalent"],
    ),
    "numpy_digitize_as_tensor": (
        """\
BINS = np.array([-1.0, 0.0, 0.7, 1.0])


@torch.compile
def fn(x):
    h = x * 2
    buckets = torch.as_tensor(np.digitize(h.numpy(), BINS))
    return h + 1, buckets * 2


fn(torch.tensor([-1.0, 0.0, 0.35, 0.5, 2.0]))
""",
        ["torch_equivalent"],
    ),
    "math_sqrt": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    return h * math.sqrt(h.abs().sum())


fn(torch.randn(4, 3))
""",
        ["torch_equivalent"],
    ),
    "random_random": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    return h * random.random()


fn(torch.randn(4, 3))
""",
        ["torch_equivalent"],
    ),
    "deepcopy": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    raw = copy.deepcopy(h)
    return h + 1, raw


fn(torch.randn(4, 3))
""",
        ["detach_clone", "clone"],
    ),
    "zlib_crc32": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    crc = zlib.crc32(b"abc")
    return h + crc


fn(torch.randn(4, 3))
""",
        ["hoist_call"],
    ),
    "nonzero": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    hits = torch.nonzero(h > 0)
    return h + 1, hits * 2


fn(torch.randn(4, 3))
""",
        ["capture_dynamic_output_shape_ops"],
    ),
    "boolean_mask": (
        """\
@torch.compile
def fn(x):
    h = x * 2
    kept = h[h > 0]
    return h + 1, kept * 2


fn(torch.randn(4, 3))
""",
        ["capture_dynamic_output_shape_ops"],
    ),
    "perf_counter": (
        """\
@torch.compile
def fn(x):
    t0 = time.perf_counter_ns()
    h = x * 2
    return h + 1, t0


fn(torch.randn(4, 3))
""",
        ["nonstrict_trace"],
    ),
}

RECOMPILES = {
    "dtype": (
        """\
@torch.compile
def fn(x):
    return x * 2 + 1


for i in range(3):
    x = torch.randn(4, 3, dtype=torch.float64 if i == 2 else torch.float32)
    fn(x)
""",
        ["cast_dtype"],
    ),
    "list_length": (
        """\
@torch.compile
def fn(x, feats):
    return x + sum(feats)


x = torch.randn(4, 3)
for n in (2, 3, 4):
    feats = [torch.ones(4, 3)] * n
    fn(x, feats)
""",
        ["stack_dynamic"],
    ),
    "dtype_in_main": (
        """\
@torch.compile
def fn(x):
    return x * 2 + 1


def main():
    for i in range(3):
        batch = torch.randn(4, 3, dtype=torch.float64 if i == 2 else torch.float32)
        fn(batch)


main()
""",
        ["cast_dtype"],
    ),
    "list_length_keyword": (
        """\
@torch.compile
def fn(x, side):
    s = sum(side)
    return x + s


def main():
    x = torch.randn(4, 3)
    for n in (2, 3, 4):
        feats = [torch.ones(4, 3)] * n
        fn(x, side=feats)


main()
""",
        ["stack_dynamic"],
    ),
    "python_int": (
        """\
@torch.compile
def fn(x, scale):
    return x * scale + 1


x = torch.randn(4, 3)
for scale in (2, 3, 4):
    fn(x, scale)
""",
        ["scalar_as_tensor"],
    ),
    "batch_size": (
        """\
@torch.compile
def fn(x):
    return x * 2 + 1


for n in (4, 6, 9):
    x = torch.randn(n, 3)
    fn(x)
""",
        ["mark_dynamic", "maybe_mark_dynamic", "dynamic_true"],
    ),
    "python_float": (
        """\
@torch.compile
def fn(x, scale):
    return x * scale + 1


x = torch.randn(4, 3)
for scale in (2.0, 3.0, 4.0):
    fn(x, scale)
""",
        ["scalar_as_tensor", "dynamic_true"],
    ),
    "python_str": (
        """\
@torch.compile
def fn(x, mode):
    if mode == "double":
        return x * 2
    return x + len(mode)


x = torch.randn(4, 3)
for mode in ("a", "bb", "double"):
    fn(x, mode)
""",
        [],
    ),
    "global_float": (
        """\
SCALE = 2.0


@torch.compile
def fn(x):
    return x * SCALE + 1


x = torch.randn(4, 3)
for SCALE in (2.0, 3.0, 4.0):
    fn(x)
""",
        ["global_as_tensor", "dynamic_true"],
    ),
    "global_int": (
        """\
SCALE = 2


@torch.compile
def fn(x):
    return x * SCALE + 1


x = torch.randn(4, 3)
for SCALE in (2, 3, 4):
    fn(x)
""",
        ["global_as_tensor"],
    ),
    "attribute_float": (
        """\
class Scaler(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, x):
        return x * self.scale + 1


model = torch.compile(Scaler())
x = torch.randn(4, 3)
for s in (2.0, 3.0, 4.0):
    model.scale = s
    model(x)
""",
        ["dynamic_true"],
    ),
    "attribute_int": (
        """\
class Scaler(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2

    def forward(self, x):
        return x * self.scale + 1


model = torch.compile(Scaler())
x = torch.randn(4, 3)
for s in (2, 3, 4):
    model.scale = s
    model(x)
""",
        ["unspec_int_attribute"],
    ),
}


#: The recompiles whose call passes another name than the parameter: the first fix's code, as printed, and
#: the edits inside the function it carries.
CALLER_CODE = {
    "dtype_in_main": ("batch = batch.to(torch.float32)", []),
    "list_length_keyword": (
        "feats = torch.stack(feats)\ntorch._dynamo.mark_dynamic(feats, 0)",
        ["s = side.sum(0)"],
    ),
}


def _torch_python() -> str | None:
    probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('torch') is None)"
    if subprocess.run([sys.executable, "-c", probe], capture_output=True, timeout=60).returncode == 0:
        return sys.executable
    return None


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("inductor-cache")


@pytest.fixture(scope="module")
def python() -> str:
    found = _torch_python()
    if found is None:
        pytest.skip("no torch in this Python (install the torch extra)")
    return found


def _run(python: str, script: Path, cache: Path):
    """Run SCRIPT under TORCH_TRACE; its traces, its exit status and its output."""
    trace = script.parent / f"{script.stem}-trace"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCH")}
    # One compile thread: Inductor then compiles in the process instead of starting a pool of workers, which
    # costs more than these tiny graphs. The cache is shared by a worker's scripts (a hit is a compile too).
    env.update(
        TORCH_TRACE=str(trace),
        TORCHINDUCTOR_CACHE_DIR=str(cache),
        TORCHINDUCTOR_COMPILE_THREADS="1",
        PYTHONHASHSEED="0",
    )
    done = subprocess.run(
        [python, str(script)],
        env=env,
        cwd=script.parent,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
    )
    if not (trace.is_dir() and any(trace.iterdir())):
        return [], done
    return open_session(trace, SessionOptions(parse_cache=False)).breaks().traces, done


def _edits(lines: list[str], fix: Fix) -> list[tuple[int, int, list[str]]]:
    """FIX as edits of the script's LINES, as the explorer prints it: (first, last, new lines), 0-based,
    LAST = FIRST - 1 for an insertion."""
    after_import = lines.index("import torch") + 1
    if fix.how == "config":
        return [(after_import, after_import - 1, fix.code.splitlines())]
    if fix.how == "rewrite":
        assert fix.lines is not None
        first, last = fix.lines
        edits = [(first - 1, last - 1, fix.code.splitlines())]
        if fix.prelude:
            edits.append((after_import, after_import - 1, ["", *fix.prelude.splitlines(), ""]))
        return edits
    if fix.how == "decorator":
        # `@torch.compile(OPTIONS)` as printed; a script that calls `torch.compile(MODEL)` gets the same
        # options.
        options = fix.code.removeprefix("@torch.compile(").removesuffix(")")
        return [
            (
                i,
                i,
                [
                    fix.code
                    if line == "@torch.compile"
                    else line.replace("torch.compile(Scaler())", f"torch.compile(Scaler(), {options})")
                ],
            )
            for i, line in enumerate(lines)
            if line == "@torch.compile" or "torch.compile(Scaler())" in line
        ]
    if fix.how == "call_site":
        if fix.call_line is not None:
            call = fix.call_line - 1
        else:
            call = next(i for i, line in enumerate(lines) if line.strip().startswith("fn("))
        pad = lines[call][: len(lines[call]) - len(lines[call].lstrip())]
        edits = [(call, call - 1, [pad + code for code in fix.code.splitlines()])]
        # The edits inside the compiled function that go with it, as printed (`sum(xs)` → `xs.sum(0)`).
        for then in fix.then:
            edits.extend(_edits(lines, then))
        return edits
    raise AssertionError(f"unknown fix form {fix.how}")


def _apply(text: str, *fixes: Fix) -> str:
    """FIXES applied to the script TEXT as the explorer prints them; line numbers are the script's own."""
    lines = text.splitlines()
    edits = sorted(
        {(first, last, tuple(new)) for fix in fixes for first, last, new in _edits(lines, fix)},
        key=lambda e: (e[0], e[1]),
        reverse=True,
    )
    for (first, last, _), (next_first, _, _) in zip(edits[1:], edits, strict=False):
        assert last < next_first, f"edits overlap at line {first + 1}"
    for first, last, new in edits:
        lines[first : last + 1] = list(new)
    return "\n".join(lines) + "\n"


def _failed_compiles(traces) -> list[str]:
    return [f"{m.fail_type}: {m.fail_reason}" for t in traces for m in t.failures]


def _case(tmp_path: Path, python: str, cache: Path, name: str, body: str):
    script = tmp_path / f"{name}.py"
    script.write_text(HEAD + body, encoding="utf-8")
    traces, done = _run(python, script, cache)
    assert done.returncode == 0, done.stderr[-3000:]
    return script, traces


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_every_printed_break_fix_removes_the_break(name, tmp_path, python, cache):
    body, expected = BREAKS[name]
    script, traces = _case(tmp_path, python, cache, name, body)
    diagnoses = [d for t in traces for d in diagnose(t.graph_breaks, None, source_reader())]
    assert diagnoses, f"{name}: the script did not break the graph"
    advised = {tuple(f.kind for f in d.advice.fixes) for d in diagnoses if d.advice}
    assert advised == {tuple(expected)}, f"{name}: explorer chose {advised}"
    fixes = next(d.advice.fixes for d in diagnoses if d.advice)
    for fix in fixes:
        fixed = script.with_name(f"{name}_{fix.kind}.py")
        fixed.write_text(_apply(script.read_text(), fix), encoding="utf-8")
        after, done = _run(python, fixed, cache)
        assert done.returncode == 0, f"{fix.kind}: {done.stderr[-3000:]}"
        assert after and any(t.compiles for t in after), f"{fix.kind}: nothing was compiled"
        assert [b.reason for t in after for b in t.graph_breaks] == [], f"{fix.kind} left a break"
        assert _failed_compiles(after) == [], fix.kind


@pytest.mark.parametrize("name", sorted(RECOMPILES))
def test_every_printed_recompile_fix_removes_the_recompile(name, tmp_path, python, cache):
    body, expected = RECOMPILES[name]
    script, traces = _case(tmp_path, python, cache, name, body)
    recompiles = diagnose_recompiles(traces, source_reader())
    assert recompiles, f"{name}: the script did not recompile"
    first = recompiles[0].failures[0]
    assert [f.kind for f in first.advice.fixes] == expected
    if name in CALLER_CODE:
        # The fix names the caller's variable and the call it goes before, and carries the function's edit.
        fix = first.advice.fixes[0]
        code, then = CALLER_CODE[name]
        call = script.read_text().splitlines()[(fix.call_line or 0) - 1].strip()
        assert (fix.code, call, [t.code.strip() for t in fix.then]) == (
            code,
            "fn(batch)" if "batch" in code else "fn(x, side=feats)",
            then,
        )
    assert first.advice.fixes or first.advice.check, f"{name}: neither a fix nor what to check"
    for fix in first.advice.fixes:
        fixed = script.with_name(f"{name}_{fix.kind}.py")
        fixed.write_text(_apply(script.read_text(), fix), encoding="utf-8")
        after, done = _run(python, fixed, cache)
        assert done.returncode == 0, f"{fix.kind}: {done.stderr[-3000:]}"
        assert after and any(t.compiles for t in after), f"{fix.kind}: nothing was compiled"
        assert [r.compile_id for t in after for r in t.recompiles] == [], f"{fix.kind} left a recompile"
        assert [b.reason for t in after for b in t.graph_breaks] == [] and _failed_compiles(after) == []


def test_every_fix_kind_the_explorer_can_print_is_proven_here():
    printable = {
        node.args[0].value
        for node in ast.walk(ast.parse(REMEDIES.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Fix"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }
    proven = {kind for _, kinds in (*BREAKS.values(), *RECOMPILES.values()) for kind in kinds}
    assert printable and printable == proven, textwrap.shorten(f"unproven: {printable - proven}", 200)


def test_a_carried_value_recompile_names_its_break_and_goes_with_it(tmp_path, python, cache):
    """`___stack1 == 24.0`: the `.item()` carried across the break on its line changes between calls; the
    recompile names that break, and applying the break's first fix removes both."""
    body = """\
@torch.compile
def fn(x):
    h = x * 2
    return torch.tanh(h) * h.sum().item()


for i in range(3):
    fn(torch.full((4, 3), float(i + 1)))
"""
    script, traces = _case(tmp_path, python, cache, "carried", body)
    line = HEAD.count("\n") + 4
    carried = [
        f for r in diagnose_recompiles(traces) for f in r.failures if f.failure.reason.startswith("___stack")
    ]
    assert carried, "the script did not recompile on a carried value"
    assert all(
        f.advice.fixes == () and f"the graph break at line {line} of `fn`" in (f.advice.check or "")
        for f in carried
    )
    (diagnosis,) = {
        d.location.line: d
        for t in traces
        for d in diagnose(t.graph_breaks, None, source_reader())
        if d.location and d.advice and d.advice.fixes
    }.values()
    assert diagnosis.location is not None and diagnosis.location.line == line
    assert diagnosis.advice is not None
    fixed = script.with_name("carried_fixed.py")
    fixed.write_text(_apply(script.read_text(), diagnosis.advice.fixes[0]), encoding="utf-8")
    after, done = _run(python, fixed, cache)
    assert done.returncode == 0, done.stderr[-3000:]
    assert [r.compile_id for t in after for r in t.recompiles] == []
    assert [b.reason for t in after for b in t.graph_breaks] == [] and _failed_compiles(after) == []


def _printed_fix(printed: dict) -> Fix:
    """A fix as `breaks --json` prints it."""
    return Fix(
        printed["kind"],
        printed["how"],
        printed["code"],
        printed["why"],
        tuple(printed["lines"]) if printed["lines"] else None,
        printed["prelude"],
        printed["call_line"],
        printed["callee"],
        tuple(_printed_fix(then) for then in printed["then"]),
    )


def test_the_scorer_loop_closes_with_the_first_fixes_as_printed(tmp_path, python, cache, capsys):
    """Issue 42's trial: the first fix of every break and every recompile `breaks --json` prints for the
    stored torch 2.14.1 run, applied to its script as printed, leaves no break and no recompile on this
    torch, and the script prints what it printed before."""
    planted = Path(__file__).resolve().parents[1] / "data" / "scorer_loop" / "0_planted"
    assert main(["breaks", str(planted), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert all(d["fixes"] for d in data["distinct"]), [d["gb_id"] for d in data["distinct"] if not d["fixes"]]
    printed = [d["fixes"][0] for d in data["distinct"]]
    printed += [f["fixes"][0] for r in data["recompiles"] for f in r["failures"] if f["fixes"]]
    text = (planted / "scorer.py").read_text(encoding="utf-8")
    script, fixed = tmp_path / "scorer.py", tmp_path / "scorer_fixed.py"
    script.write_text(text, encoding="utf-8")
    fixed.write_text(_apply(text, *map(_printed_fix, printed)), encoding="utf-8")
    before, ran = _run(python, script, cache)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert [b.reason for t in before for b in t.graph_breaks] and [r for t in before for r in t.recompiles]
    after, done = _run(python, fixed, cache)
    assert done.returncode == 0, done.stderr[-3000:]
    assert [b.reason for t in after for b in t.graph_breaks] == [] and _failed_compiles(after) == []
    assert [r.compile_id for t in after for r in t.recompiles] == []
    assert done.stdout == ran.stdout and ran.stdout.count("\n") == 6
