"""AOTInductor's generated C++ → OutputCode: the kernels and the schedule of `AOTInductorModel::run_impl`.

A trace log of `torch._inductor.aoti_compile_and_package` (or `aot_compile`) holds two `graph_dump` records
where a `torch.compile` run has `inductor_output_code`: `inductor_aot_wrapper_code` (the `.wrapper.cpp`:
the runtime interface, each Triton kernel's source in a comment above its launcher, and `run_impl`, which
allocates buffers and launches kernels and ATen shims in order) and `inductor_aot_kernel_code` (the
`.kernel.cpp`: the C++ kernels of a CPU model, `extern "C" void cpp_fused_...(...)`). The two texts are read
as one: the wrapper, then a line naming the kernel file, then the kernel file; kernel and step lines are
lines of that text.
"""

from __future__ import annotations

import re

from inductor_explorer.loader.output_code import parse_kernel_definitions, provenance_handles
from inductor_explorer.model.artifacts import (
    AOTI_KERNEL_FILE_HEADING,
    AOTI_RUN_IMPL,
    Kernel,
    OutputCode,
    Problem,
    WrapperStep,
)
from inductor_explorer.model.ids import KernelRef

_TRITON_DEF = re.compile(r"^(?P<indent>\s*)async_compile\.(?P<method>\w+)\('(?P<name>\w+)',")
_CPP_DEF = re.compile(r'^extern "C"\s+\S+\s+(?P<name>\w+)\(')
_SHIM_CALL = re.compile(r"^AOTI_TORCH_ERROR_CODE_CHECK\((?P<shim>aoti_torch_\w+)\((?P<args>.*)\)\);$")
_ALLOC = re.compile(r"&(\w+)_handle\s*$")
_CALL = re.compile(r"^(?:call_)?(?P<name>\w+)\((?P<args>.*)\);$")
_REUSE = re.compile(r"^auto (?P<new>\w+) = std::move\((?P<old>\w+)\);\s*// reuse")
_INPUT = re.compile(
    r"^(?:\[\[maybe_unused\]\] )?auto (?P<name>\w+) = (?:std::move\(inputs\[\d+\]\)|constants_->at\(\d+\));"
)
_RESET = re.compile(r"^(?P<name>\w+)\.reset\(\);$")
_RETURN = re.compile(r"^output_handles\[\d+\] = (?P<name>\w+)\.release\(\);$")
_IDENT = re.compile(r"[A-Za-z_]\w*")


def aoti_text(wrapper: str, kernels: str | None) -> str:
    """The one text parse_aoti_code reads: WRAPPER, and KERNELS (the kernel file) after a heading line."""
    if kernels is None:
        return wrapper
    return f"{wrapper.rstrip(chr(10))}\n{AOTI_KERNEL_FILE_HEADING}\n{kernels}"


_WRAPPER_END = "} // namespace torch::aot_inductor"


def aoti_file_text(text: str) -> str:
    """An AOTInductor debug folder's output_code.cpp (the wrapper, then the kernel file) as the one text
    parse_aoti_code reads: the heading line takes the place of the first blank line after the wrapper's end,
    so that every line keeps its number. Without a blank line there, the text as it is."""
    lines = text.split("\n")
    ends = [i for i, line in enumerate(lines) if line.startswith(_WRAPPER_END)]
    if ends:
        for i in range(ends[-1] + 1, len(lines)):
            if not lines[i].strip():
                lines[i] = AOTI_KERNEL_FILE_HEADING
                return "\n".join(lines)
            break
    return text


def parse_aoti_code(
    text: str, file: str, details: bool = True, heuristics: bool = True
) -> tuple[OutputCode, list[Problem]]:
    """TEXT (aoti_text of the wrapper and the kernel file) as an OutputCode: its Triton kernels (read from the
    wrapper's comments, with the metadata parse_output_code reads), its C++ kernels, and run_impl's
    statements as wrapper steps (launch, extern for an `aoti_torch_*` shim, alloc, reuse, del, return).
    DETAILS and HEURISTICS as for parse_output_code. Never raises."""
    lines = text.split("\n")
    kernels, problems = parse_kernel_definitions(_triton_module(lines), file, details, heuristics)
    kernels.extend(_cpp_kernels(lines, details))
    code = OutputCode(file=file, kernels=kernels, line_count=len(lines))
    start = next((i for i, line in enumerate(lines) if line.startswith(AOTI_RUN_IMPL)), None)
    if start is None:
        if text.strip():
            problems.append(Problem(file, None, "no AOTInductorModel::run_impl: the wrapper is cut short?"))
        return code, problems
    code.call_line = start + 1
    code.wrapper, code.returned = _run_impl(lines, start, {str(k.name) for k in kernels})
    return code, problems


def _triton_module(lines: list[str]) -> str:
    """The wrapper's commented-out kernel definitions as a Python module of as many lines (every other line
    blank), each written `NAME = async_compile.triton('NAME', '''...''')` and dedented to column 0."""
    out = [""] * len(lines)
    i = 0
    while i < len(lines):
        m = _TRITON_DEF.match(lines[i]) if "async_compile." in lines[i] else None
        if m is None:
            i += 1
            continue
        indent = len(m.group("indent"))
        out[i] = f"{m.group('name')} = {lines[i][indent:]}"
        i += 1
        while i < len(lines) and lines[i].strip() != "*/":
            line = lines[i]
            out[i] = line[indent:] if line[:indent].strip() == "" else line
            i += 1
    return "\n".join(out)


def _cpp_kernels(lines: list[str], details: bool) -> list[Kernel]:
    """The `extern "C"` kernel definitions after the kernel-file heading: each from its line to the line
    before the next definition's `#include` (or the text's end)."""
    try:
        first = lines.index(AOTI_KERNEL_FILE_HEADING) + 1
    except ValueError:
        return []
    starts = [(i, m.group("name")) for i in range(first, len(lines)) for m in [_CPP_DEF.match(lines[i])] if m]
    out = []
    for n, (row, name) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(lines)
        while end - 1 > row and (not lines[end - 1].strip() or lines[end - 1].startswith("#include")):
            end -= 1
        source = "\n".join(lines[row:end]) if details else ""
        out.append(Kernel(KernelRef(name), "cpp", "cpp", row + 1, end, source))
    return out


def _statements(lines: list[str], start: int) -> list[tuple[int, str]]:
    """run_impl's body from line START: (0-based line, statement) each, a statement spanning lines joined."""
    i = start
    while i < len(lines) and not lines[i].rstrip().endswith(") {"):
        i += 1
    out: list[tuple[int, str]] = []
    i += 1
    while i < len(lines) and not lines[i].startswith("}"):
        row, parts = i, [lines[i].strip()]
        while not _complete(parts[-1]) and i + 1 < len(lines):
            i += 1
            parts.append(lines[i].strip())
        if parts[0]:
            out.append((row, " ".join(parts)))
        i += 1
    return out


def _complete(line: str) -> bool:
    """LINE (stripped) ends a statement: a comment, a blank, or code ending `;`, `{` or `}` (before any
    trailing `// comment`)."""
    code = line.split(" //", 1)[0].rstrip()
    return not code or code.startswith("//") or code[-1] in ";{}"


def _run_impl(lines: list[str], start: int, kernels: set[str]) -> tuple[list[WrapperStep], list[str]]:
    """The wrapper steps of run_impl (its signature at line START) and the buffers it returns."""
    tensors: set[str] = set()
    steps: list[WrapperStep] = []
    returned: list[str] = []

    def named(args: str) -> list[str]:
        return [n for n in dict.fromkeys(_IDENT.findall(args)) if n in tensors]

    for row, code in _statements(lines, start):
        line = row + 1
        if code.startswith("// [Provenance debug handles]"):
            steps.append(WrapperStep("provenance", line, code, handles=provenance_handles(code)))
        elif code.startswith("//"):
            steps.append(WrapperStep("comment", line, code))
        elif (m := _INPUT.match(code)) is not None:
            tensors.add(m.group("name"))
            steps.append(WrapperStep("other", line, code, output=m.group("name")))
        elif (m := _SHIM_CALL.match(code)) is not None:
            shim, args = m.group("shim"), m.group("args")
            if shim == "aoti_torch_empty_strided" and (alloc := _ALLOC.search(args)) is not None:
                tensors.add(alloc.group(1))
                steps.append(
                    WrapperStep("alloc", line, code, buffers=[alloc.group(1)], output=alloc.group(1))
                )
            else:
                buffers = named(args)
                steps.append(
                    WrapperStep("extern", line, code, shim, buffers, output=buffers[0] if buffers else None)
                )
        elif (m := _REUSE.match(code)) is not None:
            tensors.add(m.group("new"))
            steps.append(
                WrapperStep(
                    "reuse", line, code, buffers=[m.group("old"), m.group("new")], output=m.group("new")
                )
            )
        elif (m := _RESET.match(code)) is not None and m.group("name") in tensors:
            steps.append(WrapperStep("del", line, code, buffers=[m.group("name")]))
        elif (m := _RETURN.match(code)) is not None:
            returned.append(m.group("name"))
            steps.append(WrapperStep("return", line, code, buffers=[m.group("name")]))
        elif (m := _CALL.match(code)) is not None and m.group("name") in kernels:
            args = _split_args(m.group("args"))
            firsts = tuple(next(iter(named(a)), None) for a in args)
            steps.append(
                WrapperStep("launch", line, code, m.group("name"), named(m.group("args")), args=firsts)
            )
        else:
            steps.append(WrapperStep("other", line, code))
    return steps, returned


def _split_args(args: str) -> list[str]:
    """ARGS (a call's argument list) split at its top-level commas."""
    out: list[str] = []
    current: list[str] = []
    depth = 0
    for ch in args:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if current:
        out.append("".join(current).strip())
    return out
