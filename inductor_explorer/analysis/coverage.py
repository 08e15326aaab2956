"""How much of each artifact the parsers understood: node headers and kernel definitions parsed
(target 100%) and lines accounted for (target 99%).

The expected numbers are counted here from the raw text with a method independent of the parsers
(plain string splits, no shared patterns), so a parser that silently skips a block shows up as a
shortfall instead of agreeing with itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_explorer.model.artifacts import (
    AOTI_KERNEL_FILE_HEADING,
    AOTI_RUN_IMPL,
    FxGraph,
    OutputCode,
    Problem,
    SchedulerIR,
)
from inductor_explorer.model.graph import CompiledGraph

HEADER_TARGET = 100.0
LINES_TARGET = 99.0

_FX_UNITS = "FX nodes without placeholders/output"
_IR_UNITS = "node headers"
_KERNEL_UNITS = "kernel definitions"


@dataclass
class FileCoverage:
    """One artifact's figures: LINES_ACCOUNTED of LINES, and PARSED of EXPECTED units."""

    file: str
    artifact: str  # the artifact's file name: ir_post_fusion.txt, output_code.py, ...
    lines: int
    lines_accounted: int
    units: str  # what EXPECTED/PARSED count: node headers, kernel definitions, FX nodes
    expected: int
    parsed: int
    problems: list[Problem] = field(default_factory=list)  # what the parser could not place, in this file

    @property
    def lines_percent(self) -> float:
        return 100.0 if self.lines == 0 else 100.0 * self.lines_accounted / self.lines

    @property
    def units_percent(self) -> float:
        return 100.0 if self.expected == 0 else 100.0 * min(self.parsed, self.expected) / self.expected

    @property
    def on_target(self) -> bool:
        return (
            self.units_percent >= HEADER_TARGET
            and self.parsed == self.expected
            and self.lines_percent >= LINES_TARGET
        )

    def to_json(self) -> dict:
        return {
            "file": self.file,
            "artifact": self.artifact,
            "lines": self.lines,
            "lines_accounted": self.lines_accounted,
            "lines_percent": round(self.lines_percent, 2),
            "units": self.units,
            "expected": self.expected,
            "parsed": self.parsed,
            "units_percent": round(self.units_percent, 2),
            "on_target": self.on_target,
            "problems": [{"file": p.file, "line": p.line, "message": p.message} for p in self.problems],
        }


def count_ir_headers(text: str) -> int:
    """Lines shaped `name: ...SchedulerNode(...)`, at any indentation (children of fused nodes too)."""
    count = 0
    for line in text.split("\n"):
        name, sep, rest = line.strip().partition(": ")
        if not sep or not name.isidentifier() or not rest.endswith(")"):
            continue
        cls = rest.split("(", 1)[0]
        if cls.isidentifier() and cls.endswith("SchedulerNode"):
            count += 1
    return count


def count_kernel_definitions(text: str) -> int:
    """Column-0 lines `name = async_compile.method(`."""
    count = 0
    for line in text.split("\n"):
        head, sep, tail = line.partition(" = async_compile.")
        if sep and head.isidentifier() and "(" in tail and tail.split("(", 1)[0].isidentifier():
            count += 1
    return count


def count_aoti_kernel_definitions(text: str) -> int:
    """Of an AOTInductor graph's text: the `async_compile.method(` lines (its Triton kernels, in the wrapper's
    comments) and, after the kernel file's heading (a trace log's records joined) or after the wrapper's
    namespace ends (a debug folder's output_code.cpp, the two files one after the other), the column-0
    `extern "C"` lines (its C++ kernels)."""
    wrapper, _, kernels = text.partition(f"\n{AOTI_KERNEL_FILE_HEADING}\n")
    if not kernels:
        end = wrapper.rfind("\n} // namespace torch::aot_inductor")
        if end >= 0:
            wrapper, kernels = wrapper[:end], wrapper[end:]
    triton = sum(1 for line in wrapper.split("\n") if line.lstrip().startswith("async_compile."))
    return triton + sum(1 for line in kernels.split("\n") if line.startswith('extern "C"'))


def count_fx_nodes(text: str) -> int:
    """Indented `name = ...` / `name: "annotation" = ...` lines: the non-placeholder, non-output nodes."""
    count = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if not line[:1].isspace() or stripped.startswith("#"):
            continue
        lhs, sep, _ = stripped.partition(" = ")
        if sep and lhs.split(":", 1)[0].strip().isidentifier():
            count += 1
    return count


def _file_problems(problems: list[Problem], file: str) -> list[Problem]:
    return [p for p in problems if p.file == file]


def _ir(artifact: str, ir: SchedulerIR, text: str, problems: list[Problem]) -> FileCoverage:
    parsed = sum(1 for top in ir.nodes for _ in top.walk())
    return FileCoverage(
        ir.file,
        artifact,
        ir.line_count,
        ir.line_count - ir.unparsed_lines,
        _IR_UNITS,
        count_ir_headers(text),
        parsed,
        _file_problems(problems, ir.file),
    )


def _output_code(code: OutputCode, text: str, problems: list[Problem]) -> FileCoverage:
    return FileCoverage(
        code.file,
        "output_code.py",
        code.line_count,
        code.line_count - code.unparsed_lines,
        _KERNEL_UNITS,
        count_aoti_kernel_definitions(text) if AOTI_RUN_IMPL in text else count_kernel_definitions(text),
        len(code.kernels),
        _file_problems(problems, code.file),
    )


def _fx(artifact: str, graph: FxGraph, text: str, problems: list[Problem]) -> FileCoverage:
    parsed = sum(1 for n in graph.nodes if n.op not in ("placeholder", "output", "unknown"))
    return FileCoverage(
        graph.file,
        artifact,
        graph.line_count,
        graph.line_count - graph.unparsed_lines,
        _FX_UNITS,
        count_fx_nodes(text),
        parsed,
        _file_problems(problems, graph.file),
    )


#: The artifacts coverage is measured on; graph_coverage wants their texts.
COVERED_ARTIFACTS = (
    "fx_graph_readable.py",
    "fx_graph_transformed.py",
    "ir_pre_fusion.txt",
    "ir_post_fusion.txt",
    "output_code.py",
)


def graph_coverage(graph: CompiledGraph, texts: dict[str, str]) -> list[FileCoverage]:
    """Coverage of every parsed artifact of GRAPH whose text TEXTS holds (by artifact file name); the
    independent counts are made on those texts. Never raises on bad input.
    """
    out: list[FileCoverage] = []
    fx_graphs = (
        ("fx_graph_readable.py", graph.fx_readable),
        ("fx_graph_transformed.py", graph.fx_transformed),
    )
    for artifact, fx in fx_graphs:
        if fx is not None and artifact in texts:
            out.append(_fx(artifact, fx, texts[artifact], graph.problems))
    for artifact, ir in (("ir_pre_fusion.txt", graph.pre_fusion), ("ir_post_fusion.txt", graph.post_fusion)):
        if ir is not None and artifact in texts:
            out.append(_ir(artifact, ir, texts[artifact], graph.problems))
    if graph.output_code is not None and "output_code.py" in texts:
        out.append(_output_code(graph.output_code, texts["output_code.py"], graph.problems))
    return out
