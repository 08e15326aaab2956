"""Graph-break diagnosis: hint category, remedy, and distinct breaks ranked by the damage they do.

Follows the graph-break workflow users apply (detect → diagnose → classify → fix → re-run → compare):
each break gets the category its hints carry (USER_ERROR, FUNDAMENTAL, SUPPORTABLE,
CAUSED_BY_EARLIER_GRAPH_BREAK, DYNAMO_BUG; the markers are the hint lists of
torch/_dynamo/graph_break_hints.py) and, for the common break types, the concrete change that removes it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from inductor_explorer.analysis.remedies import (
    SKIPPED_CALL_CHECK,
    CodeAdvice,
    SourceReader,
    branch_advice,
    deepcopy_advice,
    dynamic_output_shape_advice,
    logger_advice,
    numpy_advice,
    print_advice,
    read_code,
    recompile_limit_advice,
    scalar_advice,
    skipped_call_advice,
    tolist_advice,
)
from inductor_explorer.model.artifacts import SourceLocation
from inductor_explorer.model.gb_category import (
    inferred_category,
    stated_category,
)
from inductor_explorer.model.gb_category import normalize as _normalize
from inductor_explorer.model.trace import GraphBreak, GraphBreakRegistry, RegistryEntry, TraceLog
from inductor_explorer.model.user_code import innermost_user_frame, is_user_file

DOC_URL = "https://meta-pytorch.github.io/compile-graph-break-site/gb/{}.html"

#: What each category asks of the user.
CATEGORY_ADVICE = {
    "USER_ERROR": "the code may fail in eager too: run it without torch.compile "
    '(or under torch.compiler.set_stance("force_eager")) to check',
    "DYNAMO_BUG": "probably a Dynamo bug: report it to PyTorch",
    "CAUSED_BY_EARLIER_GRAPH_BREAK": "fix the earlier graph break first; this one may go away with it",
    "FUNDAMENTAL": "Dynamo will not trace this pattern: restructure the code",
    "SUPPORTABLE": "Dynamo could support this but does not yet: work around it, or report it to PyTorch",
    "DIFFICULT": "hard to debug from the log alone: report it to PyTorch for help",
}


@dataclass(frozen=True)
class Remedy:
    """The kind of a graph break and what to check for it; the fixes come from its code
    (analysis.remedies)."""

    kind: str  # stable key: "logging", "data_dependent_branch", "scalar", ...
    title: str  # the break kind in words
    text: str  # what to check or change, for any code of this kind


@dataclass(frozen=True)
class _Rule:
    remedy: Remedy
    gb_ids: frozenset[str] = frozenset()
    keywords: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()  # with a GB id match: one of these must appear too


def _rule(
    kind: str,
    title: str,
    text: str,
    gb_ids: Iterable[str] = (),
    keywords: Iterable[str] = (),
    requires: Iterable[str] = (),
) -> _Rule:
    return _Rule(Remedy(kind, title, text), frozenset(gb_ids), tuple(keywords), tuple(requires))


_LOGGING_WORDS = ("`print`", "builtin: print", "builtinvariable(print)", "logging", "logger", "print(")

#: Matched by GB id first (in this order), then by keywords (in this order). Each text says only what the
#: graph-break registry's hints for its GB ids (torch/_dynamo/graph_break_registry.json) or PyTorch's
#: graph-break workflow say works; where neither names a fix, it says what the break means and no more.
RULES: tuple[_Rule, ...] = (
    _rule(
        "explicit_graph_break",
        "torch._dynamo.graph_break() call",
        "The break is deliberate: a `torch._dynamo.graph_break()` call in your code. Remove it if the split "
        "is not wanted.",
        ["GB0025"],
        ["torch._dynamo.graph_break()", "skip function graph_break", "call_function graph_break"],
    ),
    _rule(
        "recompile_limit",
        "recompile limit reached",
        "Dynamo compiled this function as many times as torch._dynamo.config.recompile_limit allows and now "
        "runs it eagerly: fix what changes on every call (the recompiles' reasons), or raise the limit above "
        "the number of variants your code needs.",
        ["GB0039"],
        ["recompile limit exceeded", "cache_size_limit", "recompile_limit"],
    ),
    _rule(
        "deepcopy",
        "copy.deepcopy() of a tensor",
        "Dynamo does not trace `copy.deepcopy()` of a tensor: write `t.detach().clone()` (a new tensor "
        "without autograd history, as deepcopy gives) or `t.clone()` (gradients flow back through the copy).",
        ["GB4198"],
        ["copy.deepcopy"],
    ),
    _rule(
        "loop",
        "graph break inside a for/while loop",
        "A graph break inside a loop makes Dynamo skip the whole frame (it runs eagerly). This break always "
        "follows from another one: fix the break inside the loop and both go away.",
        ["GB7000"],
        ["graph break in loop", "graph break in a for/while loop"],
    ),
    _rule(
        "logger_method",
        "logging.Logger method call",
        "Drop the call while compiling: add the exact method called to "
        "`torch._dynamo.config.ignore_logging_functions` (`.add(logging.Logger.debug)` for `log.debug(...)`; "
        "older torch names it `ignore_logger_methods`); or move the logging call out of the compiled region.",
        ["GB0291"],
        ["logging.logger method"],
    ),
    _rule(
        "logging",
        "print() / logging call",
        "Keep the call without a break: `torch._dynamo.config.reorderable_logging_functions.add(print)` "
        "(or the logging function used); or drop it while compiling with "
        "`torch._dynamo.config.ignore_logging_functions.add(print)`; or remove the call if it was only for "
        "debugging.",
        ["GB0059"],
        _LOGGING_WORDS,
        requires=_LOGGING_WORDS,
    ),
    _rule(
        "object_truthiness",
        "branch on an object whose truth value is not constant",
        "`if obj:` on an object whose `__bool__` does not give a constant while tracing: branch on a value "
        "that is known while tracing instead, or, if it depends on a tensor, express the branch with "
        "`torch.cond` or `torch.where`.",
        ["GB0035"],
        ["non-constant __bool__", "non-constant truthiness"],
    ),
    _rule(
        "data_dependent_branch",
        "data-dependent branch",
        "Control flow depends on a tensor's value (`if x.sum() > 0:`). Express it with "
        "`torch.cond(pred, true_fn, false_fn, operands)`, or make it branchless with `torch.where(...)` "
        "(or torch.clamp / torch.nan_to_num for clean-up branches).",
        ["GB0170"],
        ["data-dependent branching", "generic_jump", "dynamic control flow", "attempted to jump with"],
    ),
    _rule(
        "tolist_non_integer",
        "Tensor.tolist() on a non-integer tensor",
        "Dynamo traces `tolist()` only on integer tensors (int8, int16, int32, int64); "
        "`capture_scalar_outputs` does not change that. Keep the values a tensor and use tensor "
        "operations, or move the `.tolist()` call out of the compiled region.",
        ["GB0109"],
        ["tolist() with non-integer", "tolist()` on non-integer"],
    ),
    _rule(
        "scalar",
        "Tensor.item() / tolist()",
        "Check how the scalar is used. In an `if`/`while`: `torch.where` or `torch.cond` on the tensor "
        "(`torch._dynamo.config.capture_scalar_outputs = True` turns that break into data-dependent "
        "branching). In arithmetic: keep it a tensor (drop `.item()`), or set the flag to capture it.",
        ["GB0124"],
        ["tensor.item()", ".item()", "tolist", "capture_scalar_outputs", "_local_scalar_dense"],
    ),
    _rule(
        "no_meta_kernel",
        "data-dependent output shape, no meta kernel",
        "The operator has no meta kernel for data-dependent output shapes, so Dynamo cannot trace it: avoid "
        "the data-dependent shape (e.g. a mask with `torch.where` instead of indexing with nonzero()) or "
        "move the call out of the compiled region, and report it to PyTorch.",
        ["GB0037"],
        ["no meta kernel", "does not have a meta kernel"],
    ),
    _rule(
        "dynamic_shape_operator",
        "operator with a data-dependent output shape",
        "An operator such as nonzero() has an output shape that depends on the data. Set "
        "`torch._dynamo.config.capture_dynamic_output_shape_ops = True`, or avoid the data-dependent shape "
        "(e.g. a mask with `torch.where` instead of indexing with nonzero()).",
        ["GB0036"],
        ["dynamic shape operator", "capture_dynamic_output_shape_ops"],
    ),
    _rule(
        "generator",
        "generator",
        "The compiled function is a generator, which cannot be compiled: compile a plain function that calls "
        "the generator instead, or turn the generator into a list comprehension or a plain loop.",
        ["GB0003"],
        ["attempt to trace generator", "generators cannot be compiled"],
    ),
    _rule(
        "context_manager",
        "unsupported context manager",
        "Dynamo cannot enter this context manager: move the `with` block out of the compiled region, or "
        "avoid the manager. If it is one Dynamo supports (e.g. `torch.set_grad_enabled`), create it inside "
        "the compiled function: one created outside cannot be entered.",
        ["GB0142"],
        ["unsupported context manager", "before_with", "setup_with"],
    ),
    _rule(
        "hooks",
        "module or tensor hooks",
        "Backward hooks need compiled autograd: set `torch._dynamo.config.compiled_autograd = True`, or "
        "remove the hooks while compiling; instead of `register_hook()` on an intermediate tensor, a "
        "`torch.autograd.Function` with a custom `backward()` also works.",
        ["GB0083", "GB0029"],
        ["compiled autograd", "backwards hooks", "register_hook"],
    ),
    _rule(
        "disabled_function",
        "call to a torch.compiler.disable()d function",
        "The function is wrapped in `torch.compiler.disable()`, so Dynamo breaks the graph around it: the "
        "disable is the break. Remove it if the function can be compiled; if it must run eagerly, move the "
        "call out of the hot compiled region, or, when it returns only tensors, make it a custom op "
        "(`torch.library.custom_op` + `register_fake`) so it stays in the graph as one opaque node.",
        ["GB0098", "GB0099"],
        ["compiler.disable()", "_dynamo.disable() wrapped", "disable()d function"],
    ),
    _rule(
        "unsupported_call",
        "call Dynamo cannot trace (third-party or builtin function)",
        SKIPPED_CALL_CHECK,
        ["GB0147", "GB0007", "GB0008", "GB0009"],
        [
            "unsupported function call",
            "skip function",
            "marked as skipped",
            "unsupported builtin",
            "unsupported python builtin",
            "can't find numpy function",
            "c/c++ python extension",
            "skip_files",
            "skipfiles",
            "userdefinedobjectvariable",
        ],
    ),
    _rule(
        "builtin",
        "Python builtin Dynamo cannot trace",
        "Replace the Python builtin with the torch operation that does the same (max() → torch.max(), "
        "abs() → torch.abs()), or compute it outside the compiled region.",
        ["GB0059"],
        ["builtin: ", "builtinvariable(", "builtin operator"],
    ),
    _rule(
        "backward",
        "Tensor.backward() inside the compiled region",
        "Call `.backward()` outside the compiled function: compile the model and loss computation and run "
        "backward eagerly; AOTAutograd still compiles the backward graph.",
        ["GB0123"],
        ["tensor.backward()"],
    ),
    _rule(
        "numpy_off",
        "NumPy with NumPy tracing turned off",
        "NumPy tracing was turned off: set `torch._dynamo.config.trace_numpy = True` (its default), or "
        "replace the NumPy calls with torch operations, or move them out of the compiled region.",
        ["GB0105", "GB0231", "GB0293"],
        ["trace_numpy=false", "trace_numpy` set to `false`"],
    ),
    _rule(
        "numpy",
        "NumPy inside the compiled region",
        "Replace the NumPy call with its torch equivalent, minding where they differ (np.digitize(x, bins) "
        "is torch.bucketize(x, bins, right=True); np.std is torch.std(x, correction=0)), or move it out of "
        "the compiled region.",
        ["GB0290", "GB0294"],
        ["numpy", "ndarray"],
    ),
)


def _text_of(gb: GraphBreak) -> str:
    return " ".join(part for part in (gb.gb_type, gb.reason, gb.explanation, gb.context) if part).lower()


def remedy_for(gb: GraphBreak, gb_id: str | None = None) -> Remedy | None:
    """The change that removes this break: by GB id first, then by the GB type / message words; None if
    unknown."""
    text = _text_of(gb)
    wanted = (gb_id or gb.gb_id or "").upper()
    if wanted:
        for rule in RULES:
            if wanted in rule.gb_ids and (not rule.requires or any(word in text for word in rule.requires)):
                return rule.remedy
    for rule in RULES:
        if any(word in text for word in rule.keywords):
            return rule.remedy
    return None


def _category_in(text: str, registry: GraphBreakRegistry | None) -> str | None:
    return stated_category(text, registry.hint_categories if registry else None)


def registry_entry(gb: GraphBreak, registry: GraphBreakRegistry | None) -> RegistryEntry | None:
    """The registry variant of this break: same GB id and type, else any variant of the id, else same type."""
    if registry is None:
        return None
    variants = registry.variants(gb.gb_id) if gb.gb_id else []
    if gb.gb_type:
        wanted = _normalize(gb.gb_type)
        for entry in variants:
            if _normalize(entry.gb_type) == wanted:
                return entry
    if variants:
        return variants[0]
    return registry.find_type(gb.gb_type) if gb.gb_type else None


def classify(gb: GraphBreak, registry: GraphBreakRegistry | None = None) -> str | None:
    """The hint category: from the break's own hints, else from its registry entry's hints; None if neither
    says."""
    found = _category_in(" ".join(gb.hints), registry)
    if found:
        return found
    entry = registry_entry(gb, registry)
    if entry is None:
        return None
    return _category_in(entry.hint_text, registry)


#: Categories inferred where neither the log's hints nor the registry's carry a category sentence: by GB id
#: (what torch's registry explains about it), then by the kind of break.
INFERRED_BY_ID = {
    "GB0007": "SUPPORTABLE",  # a builtin or extension Dynamo has no rule for yet; the hint asks for an issue
    "GB0025": "FUNDAMENTAL",  # an explicit torch._dynamo.graph_break(): the code asks for the break
    "GB0059": "SUPPORTABLE",  # a builtin Dynamo cannot trace yet; logging functions have a config
    "GB0109": "SUPPORTABLE",  # "currently does not support tracing tolist() on non-integer tensors"
    "GB0124": "SUPPORTABLE",  # supported with capture_scalar_outputs
    "GB0170": "FUNDAMENTAL",  # data-dependent control flow
    "GB7000": "CAUSED_BY_EARLIER_GRAPH_BREAK",  # a break inside a loop follows from the break in it
}
INFERRED_BY_KIND = {
    "explicit_graph_break": "FUNDAMENTAL",
    "loop": "CAUSED_BY_EARLIER_GRAPH_BREAK",
    "logging": "SUPPORTABLE",
    "logger_method": "SUPPORTABLE",
    "data_dependent_branch": "FUNDAMENTAL",
    "object_truthiness": "FUNDAMENTAL",
    "tolist_non_integer": "SUPPORTABLE",
    "scalar": "SUPPORTABLE",
    "dynamic_shape_operator": "SUPPORTABLE",
    "generator": "FUNDAMENTAL",
    "unsupported_call": "SUPPORTABLE",
    "builtin": "SUPPORTABLE",
    "numpy_off": "USER_ERROR",
    "deepcopy": "SUPPORTABLE",
    "torch_graph_break": "FUNDAMENTAL",
    "no_meta_kernel": "SUPPORTABLE",
}


def infer_category(gb_id: str | None, remedy: Remedy | None) -> str | None:
    """The category a break with no category sentence most likely has: by GB id, else by its kind."""
    if gb_id and gb_id.upper() in INFERRED_BY_ID:
        return INFERRED_BY_ID[gb_id.upper()]
    return INFERRED_BY_KIND.get(remedy.kind) if remedy else None


def category_of(
    gb: GraphBreak,
    gb_id: str | None,
    entry: RegistryEntry | None,
    remedy: Remedy | None,
    registry: GraphBreakRegistry | None,
) -> tuple[str | None, str | None]:
    """(category, what it was inferred from; None when a hint states it). In order: the category sentence
    of the log's hints or of the registry's (classify); by GB id (INFERRED_BY_ID); the registry table's
    inference from torch's hints for the id; for an id the table lacks, the inference from the logged hints;
    by the kind of break. (None, None) for a break with no id, no category sentence and no known kind."""
    stated = classify(gb, registry)
    if stated:
        return stated, None
    if gb_id and gb_id.upper() in INFERRED_BY_ID:
        return INFERRED_BY_ID[gb_id.upper()], gb_id.upper()
    if entry is not None and entry.category:
        return entry.category, f"torch's hints for {entry.gb_id}"
    if gb_id:
        return inferred_category(gb.hints), "its logged hints (the registry table lacks this id)"
    kind = infer_category(None, remedy)
    return (kind, "the kind of break") if kind else (None, None)


def user_location(gb: GraphBreak) -> SourceLocation | None:
    """Where the user's code broke: the innermost frame of the user's code (model.user_code: not torch and
    Dynamo's wrappers, not site-packages, not the standard library, not `<frozen …>` / `<string>`), the logged
    position when it is one; None when no logged frame is the user's."""
    logged = gb.location
    if logged is not None and is_user_file(logged.file):
        return logged
    return innermost_user_frame(gb.user_stack)


#: What every face says where a break has frames logged but none of them in the user's code.
NO_USER_FRAME = (
    "no frame of your code: every logged frame is in torch, an installed package or the standard library"
)


def _with_code(location: SourceLocation | None, read_source: SourceReader | None) -> SourceLocation | None:
    """LOCATION with its source line read from the file when the log did not record it."""
    if location is None or location.code or read_source is None or not location.line:
        return location
    source = read_source(location.file)
    lines = source.splitlines() if source is not None else []
    if 0 < location.line <= len(lines) and lines[location.line - 1].strip():
        return replace(location, code=lines[location.line - 1].strip())
    return location


#: A `torch._dynamo.graph_break()` inside torch's own code: what it is and the choices there are.
TORCH_GRAPH_BREAK = Remedy(
    "torch_graph_break",
    "torch._dynamo.graph_break() inside torch",
    "torch breaks the graph here on purpose (the optimizer's step runs with grad mode switched off between "
    "two breaks, so that its update compiles as an inference graph); nothing in your code causes it. "
    "Either accept it: the step itself is still compiled, in a graph of its own. Or call it outside the "
    "compiled function and compile it separately (`torch.compile(opt.step)`, or a compiled function that "
    "only calls `opt.step()`): the break then stays inside that compile, by design.",
)

#: What each category asks of the user where the remedy's kind says otherwise.
KIND_CATEGORY_ADVICE = {
    "torch_graph_break": "torch's own deliberate break: nothing in your code to restructure",
}


def category_advice(category: str | None, remedy: Remedy | None) -> str:
    """What the CATEGORY asks of the user, for a break of REMEDY's kind ('' when nothing is known)."""
    if remedy is not None and remedy.kind in KIND_CATEGORY_ADVICE:
        return KIND_CATEGORY_ADVICE[remedy.kind]
    return CATEGORY_ADVICE.get(category or "", "")


def _inside_torch(raw: SourceLocation | None, location: SourceLocation | None) -> bool:
    """The break was raised in torch's (or a library's) code, not at the user's line."""
    return raw is not None and raw != location and not is_user_file(raw.file)


def _calling_frame(
    location: SourceLocation | None,
    stack: Sequence[SourceLocation],
    read_source: SourceReader | None,
    call: str,
) -> SourceLocation | None:
    """The innermost of LOCATION and STACK whose line holds CALL (the user's `copy.deepcopy(h)` where the
    break is logged inside copy.py), else LOCATION."""
    for frame in (location, *reversed(stack)):
        found = _with_code(frame, read_source)
        if found is not None and found.code and call in found.code:
            return found
    return location


_ADVISORS = {
    "numpy": numpy_advice,
    "deepcopy": deepcopy_advice,
    "scalar": scalar_advice,
    "tolist_non_integer": tolist_advice,
    "data_dependent_branch": branch_advice,
    "logging": print_advice,
    "unsupported_call": skipped_call_advice,
    "dynamic_shape_operator": dynamic_output_shape_advice,
}


def code_advice(
    remedy: Remedy | None,
    location: SourceLocation | None,
    raw: SourceLocation | None,
    read_source: SourceReader | None,
    reason: str = "",
    stack: Sequence[SourceLocation] = (),
) -> CodeAdvice | None:
    """The fixes the break's code calls for (None when its kind has no code-driven fixes); REASON: the
    break's message, for the kinds whose fixes depend on it (the recompile limit, the logger method it
    names); STACK: the user stack, for the kinds logged inside the library the user called."""
    if remedy is None:
        return None
    if remedy.kind == "recompile_limit":
        return recompile_limit_advice(reason)
    if remedy.kind == "torch_graph_break" and raw is not None:
        return CodeAdvice(
            f"`torch._dynamo.graph_break()` inside {raw.function or 'torch'} ({raw.file}:{raw.line}), "
            f"called from your line",
            (),
            remedy.text,
        )
    if remedy.kind == "logger_method":
        return logger_advice(read_code(location, read_source), reason)
    if remedy.kind == "deepcopy":
        return deepcopy_advice(
            read_code(_calling_frame(location, stack, read_source, "deepcopy("), read_source)
        )
    advisor = _ADVISORS.get(remedy.kind)
    if advisor is None:
        return None
    if read_source is None:
        return _logged_line_advice(remedy.kind, location)
    return advisor(read_code(location, read_source))


# Without the files, the advice is a function of the logged line alone, and a break in a loop or a
# recompiled function logs the same line again and again: each is read once per process. CodeAdvice is frozen.
@functools.lru_cache(maxsize=1 << 10)
def _logged_line_advice(kind: str, location: SourceLocation | None) -> CodeAdvice:
    return _ADVISORS[kind](read_code(location, None))


@dataclass
class BreakDiagnosis:
    """A graph break with what the explorer concluded about it."""

    graph_break: GraphBreak
    gb_id: str | None
    gb_type: str | None
    category: str | None
    remedy: Remedy | None
    doc_url: str | None
    registry_entry: RegistryEntry | None = None
    category_inferred: bool = False  # no hint said it: inferred from the GB id and the kind of break
    user_location: SourceLocation | None = None  # the innermost frame of the user's code
    advice: CodeAdvice | None = None
    category_basis: str | None = None  # an inferred category: what it was inferred from ("GB0025", …)

    @property
    def location(self) -> SourceLocation | None:
        """The user's line (user_location); None where no logged frame is the user's (see no_user_frame)."""
        return self.user_location

    @property
    def no_user_frame(self) -> str | None:
        """NO_USER_FRAME where frames were logged but none in the user's code, else None."""
        gb = self.graph_break
        if self.user_location is None and (gb.location is not None or gb.user_stack):
            return NO_USER_FRAME
        return None


def torch_words(diagnosis: BreakDiagnosis) -> list[tuple[str, str]]:
    """(label, text) of what torch says about the break, as every face shows it: the logged explanation and
    hints, else the registry table's for its GB id (labelled so), and the releases whose registry has it."""
    gb, entry = diagnosis.graph_break, diagnosis.registry_entry
    words: list[tuple[str, str]] = []
    if gb.explanation:
        words.append(("why", gb.explanation))
    elif entry is not None and entry.explanation:
        words.append(("why (torch's registry)", entry.explanation))
    if gb.hints:
        words.extend(("hint", hint) for hint in gb.hints)
    elif entry is not None:
        words.extend(("hint (torch's registry)", hint) for hint in entry.whole_hints)
    if entry is not None and entry.releases:
        words.append(("registry", f"{entry.gb_id} is in torch {', '.join(entry.releases)}"))
    return words


def inferred_words(diagnosis: BreakDiagnosis) -> str:
    """How an inferred category was reached, for the category line of every face."""
    return f"inferred from {diagnosis.category_basis or 'the kind of break'}: no hint names a category"


def diagnose(
    graph_breaks: Iterable[GraphBreak],
    registry: GraphBreakRegistry | None = None,
    read_source: SourceReader | None = None,
) -> list[BreakDiagnosis]:
    """Category, fixes, GB id (from the registry when the log has only the type), docs link and the user's
    line per break. READ_SOURCE (path → text or None) lets the fixes see the whole function on disk."""
    out: list[BreakDiagnosis] = []
    # A break in a loop or a recompiled function is logged at one line again and again: advised once.
    advised: dict[tuple, CodeAdvice | None] = {}
    for gb in graph_breaks:
        entry = registry_entry(gb, registry)
        gb_id = gb.gb_id or (entry.gb_id if entry and gb.gb_type else None)
        gb_type = gb.gb_type or (entry.gb_type if entry and gb.gb_id else None)
        doc_url = gb.doc_url or (DOC_URL.format(gb_id.lower()) if gb_id else None)
        remedy = remedy_for(gb, gb_id)
        if (
            remedy is not None
            and remedy.kind == "explicit_graph_break"
            and _inside_torch(gb.location, user_location(gb))
        ):
            remedy = TORCH_GRAPH_BREAK
        category, basis = category_of(gb, gb_id, entry, remedy, registry)
        location = _with_code(user_location(gb), read_source)
        asked = (remedy, location, gb.location, _text_of(gb), tuple(gb.user_stack))
        if asked not in advised:
            advised[asked] = code_advice(remedy, location, gb.location, read_source, asked[3], gb.user_stack)
        advice = advised[asked]
        out.append(
            BreakDiagnosis(
                gb,
                gb_id,
                gb_type,
                category,
                remedy,
                doc_url,
                entry,
                basis is not None,
                location,
                advice,
                basis,
            )
        )
    return out


_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")


def diagnose_traces(
    traces: Iterable[TraceLog], registry: GraphBreakRegistry | None, read_source: SourceReader | None
) -> list[BreakDiagnosis]:
    """The diagnoses of every graph break of TRACES, log by log."""
    return [d for trace in traces for d in diagnose(trace.graph_breaks, registry, read_source)]


def break_key(diagnosis: BreakDiagnosis) -> tuple[str, str | None]:
    """What makes two breaks "the same": GB id (or type, or reason) and the user line."""
    gb = diagnosis.graph_break
    what = (
        diagnosis.gb_id or diagnosis.gb_type or _ADDRESS.sub("0x…", " ".join(gb.reason.split())).strip("'\"")
    )
    place = diagnosis.location or diagnosis.graph_break.location
    return what, str(place) if place else None


@dataclass
class DistinctBreak:
    """Identical breaks (same type, same user line) taken together."""

    key: tuple[str, str | None]
    first: BreakDiagnosis  # the earliest record, representative for texts
    diagnoses: list[BreakDiagnosis] = field(default_factory=list)

    @property
    def occurrences(self) -> int:
        """How many times the log records this break; each one split a graph."""
        return len(self.diagnoses)

    @property
    def compile_ids(self) -> list[str]:
        return list(
            dict.fromkeys(
                str(d.graph_break.compile_id) for d in self.diagnoses if d.graph_break.compile_id is not None
            )
        )

    @property
    def compiles(self) -> list[str]:
        """The compiles (frame keys, as model.trace.compile_keys counts them) the break was recorded in."""
        return list(
            dict.fromkeys(
                d.graph_break.compile_id.frame_key
                for d in self.diagnoses
                if d.graph_break.compile_id is not None
            )
        )

    @property
    def frames(self) -> int:
        """Distinct Dynamo frames the break hit."""
        return len({d.graph_break.compile_id.frame_id for d in self.diagnoses if d.graph_break.compile_id})

    @property
    def in_loop(self) -> bool:
        return any(d.graph_break.in_loop for d in self.diagnoses)

    @property
    def frame_skipped(self) -> bool:
        return any(d.graph_break.frame_skipped for d in self.diagnoses)

    @property
    def category(self) -> str | None:
        return self.first.category

    @property
    def category_inferred(self) -> bool:
        return self.first.category_inferred

    @property
    def remedy(self) -> Remedy | None:
        return self.first.remedy

    @property
    def advice(self) -> CodeAdvice | None:
        return self.first.advice


def distinct_breaks(diagnoses: Iterable[BreakDiagnosis]) -> list[DistinctBreak]:
    """Group identical breaks; most damaging first.

    Breaks inside a loop come first (Dynamo gives up the whole frame, it runs eagerly), then by how many
    graphs they split (occurrences), then breaks that made Dynamo skip their frame, then by frames hit, then
    by first appearance. Breaks whose category says an earlier break caused them go after the others.
    """
    groups: dict[tuple[str, str | None], DistinctBreak] = {}
    order: list[tuple[str, str | None]] = []
    for diagnosis in diagnoses:
        key = break_key(diagnosis)
        group = groups.get(key)
        if group is None:
            group = groups[key] = DistinctBreak(key, diagnosis)
            order.append(key)
        group.diagnoses.append(diagnosis)
    position = {key: i for i, key in enumerate(order)}
    return sorted(
        groups.values(),
        key=lambda g: (
            g.category == "CAUSED_BY_EARLIER_GRAPH_BREAK",
            not g.in_loop,
            -g.occurrences,
            not g.frame_skipped,
            -g.frames,
            position[g.key],
        ),
    )
