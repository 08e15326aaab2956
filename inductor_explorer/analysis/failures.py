"""Why a compile failed, in a few words: the failing op and the error, from compilation_metrics' fail_reason.

Inductor's errors carry the op in their own ways: a LoweringException names its `target:`; a C++ or
Triton compile error quotes the generated line the compiler rejected, which names the kernel holding it
and so (through the kernel's `Original ATen:` comment) the ops fused into it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from inductor_explorer.model.graph import CompiledGraph
from inductor_explorer.model.ids import KernelRef

_TARGET = re.compile(r"^\s*target: (?P<op>\S+)", re.M)
#: g++ / clang: `file.cpp:14:33: error: 'compile' was not declared in this scope`, then `   14 |   code`.
_COMPILER_ERROR = re.compile(r"^[^\n]*:\d+:\d+: error: (?P<message>[^\n]*)\n\s*\d+ \| (?P<code>[^\n]*)", re.M)
#: `cpp_fused_relu_0`, `triton_poi_fused_add_relu_3`: the fused ops as the kernel's name spells them.
_KERNEL_NAME_OPS = re.compile(r"^(?:cpp|triton_[a-z]+)_fused_(?P<ops>.+?)_\d+$")
_BACKEND_RAISED = re.compile(r"^backend=.* raised:$")
MAX_HEADLINE = 300


@dataclass
class CompileFailure:
    """One failed compile explained: HEADLINE (the error's first line), the op(s) it names, the evidence."""

    fail_type: str | None
    headline: str
    ops: list[str] = field(default_factory=list)  # aten ops, e.g. "aten.relu.default" or "aten.relu"
    named_ops: str | None = None  # the kernel name's fused ops ("relu"), when nothing better names them
    kernel: KernelRef | None = None  # the generated kernel holding the rejected line
    compiler_error: str | None = None  # `error: ...` of the C++ / Triton compiler
    code: str | None = None  # the generated line the compiler rejected
    message: str = ""  # the whole error, each part once, its line breaks kept


def _first_line(text: str) -> str:
    """The error's first line; after BackendCompilerFailed's `backend='x' raised:`, the line it introduces."""
    lines = [s.strip() for s in text.splitlines() if s.strip()]
    line = lines[0] if lines else ""
    if _BACKEND_RAISED.match(line) and len(lines) > 1:
        line = f"{line} {lines[1]}"
    return line if len(line) <= MAX_HEADLINE else line[: MAX_HEADLINE - 1] + "…"


_FOUND_FROM = "\nFound from : "


def error_message(fail_reason: str) -> str:
    """FAIL_REASON with each part once. A LoweringException's message holds its body twice: torch 2.13's
    exc.py appends the message to itself (`msg += f"{msg}\\nFound from : ..."`) when the node has a stack
    trace."""
    prefix, sep, body = fail_reason.partition(": ")
    head, found, rest = body.partition(_FOUND_FROM)
    half = len(head) // 2
    if prefix.endswith("LoweringException") and found and half and head[:half] == head[half:]:
        return f"{prefix}{sep}{head[:half]}{found}{rest}".rstrip()
    return fail_reason.rstrip()


def describe_failure(
    fail_type: str | None, fail_reason: str | None, graph: CompiledGraph | None = None
) -> CompileFailure:
    """FAIL_TYPE / FAIL_REASON of a compilation_metrics record explained; GRAPH: the graph folder's parse,
    whose output_code.py holds the kernel a compiler error points at."""
    reason = fail_reason or ""
    failure = CompileFailure(
        fail_type, _first_line(reason) or (fail_type or "failed"), message=error_message(reason)
    )
    target = _TARGET.search(reason)
    if target is not None:
        failure.ops.append(target.group("op"))
    error = _COMPILER_ERROR.search(reason)
    if error is not None:
        failure.compiler_error = error.group("message").strip()
        failure.code = error.group("code").strip()
        if graph is not None and failure.code:
            kernel = next((k for k in graph.kernels if failure.code in k.source), None)
            if kernel is not None:
                failure.kernel = kernel.name
                aten = kernel.original_aten or [
                    n.target.removeprefix("torch.ops.")
                    for n in graph.fx_nodes_for_kernel(kernel.name)
                    if n.target
                ]
                failure.ops.extend(op for op in aten if op not in failure.ops)
                named = _KERNEL_NAME_OPS.match(kernel.name)
                if not failure.ops and named is not None:
                    failure.named_ops = named.group("ops")
    return failure
