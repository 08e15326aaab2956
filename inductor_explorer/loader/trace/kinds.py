"""Every kind of record a structured trace log holds, as the explorer takes it: read, or ignored and why.

A record's kind is its event (`dynamo_start`, `chromium_event`), or `artifact:NAME` / `graph_dump:NAME` for
the records that carry a named payload. The trace loader counts the kinds of every log it reads
(TraceLog.record_kinds) and lists a kind in neither table as a problem: records it cannot place are never
passed over in silence. A name ending in `*` stands for every name it begins.
"""

from __future__ import annotations

#: Kinds the explorer reads, and what reads them.
READ: dict[str, str] = {
    "str": "the string table stack frames name files by",
    "dynamo_start": "a compile's start and user stack (Compile view)",
    "compilation_metrics": "a compile's metrics, failures and restart reasons",
    "chromium_event": "compile phases and their times; cache lookups of torch 2.5-2.6",
    "dynamo_output_graph": "the Dynamo graph, an FX stage",
    "dynamo_cpp_guards_str": "the guard tree (Guards view)",
    "inductor_output_code": "the wrapper and kernels of a torch.compile graph",
    "artifact:inductor_runtime_and_tensor_meta": "Inductor's runtime estimate of each op (Costs, Ranks view)",
    "inductor_pre_grad_graph": "an FX stage of old logs",
    "inductor_post_grad_graph": "the post-grad FX graph",
    "compiled_autograd_graph": "the compiled autograd graph of a compile",
    "optimize_ddp_split_graph": "DDPOptimizer's split graph of a compile",
    "aot_joint_graph": "an FX stage",
    "aot_forward_graph": "an FX stage",
    "aot_backward_graph": "an FX stage",
    "aot_inference_graph": "an FX stage",
    "link": "a compile's links (Compile view)",
    "artifact:before_pre_grad_graph": "an FX stage",
    "artifact:after_pre_grad_graph": "an FX stage",
    "artifact:before_post_grad_graph": "an FX stage; the readable FX graph of a trace-only graph",
    "artifact:after_post_grad_graph": "an FX stage; the post-grad graph AOTInductor logs",
    "artifact:inductor_post_grad_graph": "the post-grad FX graph",
    "artifact:fx_graph_runnable": "the torch version its header names",
    "artifact:torch_version": "the torch version",
    "artifact:dynamo_graph_break_reason": "graph breaks (Breaks view)",
    "artifact:recompile_reasons": "recompiles and their guard failures",
    "artifact:dynamo_error": "a compile that raised inside Inductor",
    "artifact:inductor_collective_schedule": "a rank's collective schedule (Ranks view)",
    "artifact:inductor_graph_execution": "the order a rank ran its compiled graphs in (Ranks view)",
    "artifact:graph_execution": "the order a rank ran its compiled graphs in (Ranks view)",
    "artifact:inductor_provenance_tracking_node_mappings": "kernel → FX node provenance",
    "artifact:inductor_provenance_tracking_kernel_stack_traces": "kernel → user source",
    "artifact:inductor_post_to_pre_grad_nodes": "post-grad → pre-grad node provenance",
    "artifact:inductor_triton_kernel_to_post_grad_nodes": "kernel → post-grad node provenance",
    "artifact:fx_graph_cache_hit": "FX graph cache lookups",
    "artifact:fx_graph_cache_miss": "FX graph cache lookups",
    "artifact:fx_graph_cache_bypass": "FX graph cache lookups",
    "artifact:aotautograd_cache_hit": "AOTAutograd cache lookups",
    "artifact:aotautograd_cache_miss": "AOTAutograd cache lookups",
    "artifact:aotautograd_cache_bypass": "AOTAutograd cache lookups",
    "graph_dump:inductor_aot_wrapper_code": "the C++ wrapper and Triton kernels of an AOTInductor graph",
    "graph_dump:inductor_aot_kernel_code": "the C++ kernels of an AOTInductor graph",
    "exported_program": "marks a torch.export run",
    "guard_added": "outside a Dynamo compile, a guard of torch.export (summary's export_guards)",
}

#: Kinds the explorer leaves unread on purpose, and why.
IGNORED: dict[str, str] = {
    "describe_tensor": "fake-tensor metadata of inputs; shapes come from the FX graphs",
    "describe_storage": "fake-tensor storage metadata; nothing shown needs it",
    "describe_source": "which source a described tensor came from; guards show sources",
    "create_symbol": "symbol creation; the guards and FX graphs show the symbols",
    "create_unbacked_symbol": "unbacked symbol creation; the FX graphs show the symbols",
    "symbolic_shape_specialization": "a symbol specialized; recompile reasons show its effect",
    "expression_created": "symbolic expressions of export's shape analysis",
    "propagate_real_tensors_provenance": "draft export's real-tensor propagation",
    "guard_added_fast": "one guard as it is added; the guard tree holds them all",
    "dynamo_guards": "the guards of old logs, before the guard tree",
    "bwd_compilation_metrics": "torch 2.5's backward compile metrics; chromium events time compiles",
    "compilation_metrics_runtime": "runtime metrics logged after a compile; not read yet",
    "artifact:aot_forward_graph_fw_metadata": "AOTAutograd's view/mutation metadata of the forward graph",
    "artifact:torch._functorch.config": "the functorch config of a compile",
    "artifact:triton_kernel_info": "user-defined Triton kernels' info; not read yet",
    "artifact:fx_graph_cache_hash": "the cache key's components; the lookup artifacts hold them too",
    "artifact:aotautograd_cache_hash": "the cache key's components; the lookup artifacts hold them too",
    "artifact:before_joint_graph": "joint-graph passes' input; the AOT graphs are shown",
    "artifact:after_joint_graph": "joint-graph passes' output; before_post_grad_graph shows it",
    "artifact:before_recompile_pre_grad": "graph before a pre-grad recompile pass",
    "artifact:after_recompile_pre_grad": "graph after a pre-grad recompile pass",
    "artifact:before_recompile_post_grad": "graph before a post-grad recompile pass",
    "artifact:after_recompile_post_grad": "graph after a post-grad recompile pass",
    "artifact:runtime_wrapper_orchestration": "AOTAutograd's runtime wrapper code",
    "artifact:compiled_fn_wrapper": "AOTAutograd's runtime wrapper code",
    "artifact:compiled_function_forward": "AOTAutograd's runtime wrapper code",
    "artifact:compiled_function_backward": "AOTAutograd's runtime wrapper code",
    "artifact:backward_prologue": "AOTAutograd's runtime wrapper code",
    "artifact:backward_epilogue": "AOTAutograd's runtime wrapper code",
    "artifact:output_alias_wrapper": "AOTAutograd's runtime wrapper code",
    "artifact:torch_dynamo_resume_in_*": "a resume function's bytecode after a graph break",
}

_PREFIXES = tuple(name[:-1] for table in (READ, IGNORED) for name in table if name.endswith("*"))


def record_kind(kind: str, body: object) -> str:
    """The kind of a record whose event is KIND and body BODY (`artifact:NAME` for named payloads)."""
    if kind in ("artifact", "graph_dump") and isinstance(body, dict) and isinstance(body.get("name"), str):
        return f"{kind}:{body['name']}"
    return kind


def is_known(kind: str) -> bool:
    """KIND (a record_kind) is read or deliberately ignored."""
    return kind in READ or kind in IGNORED or kind.startswith(_PREFIXES)
