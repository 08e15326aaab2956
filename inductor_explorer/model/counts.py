"""The counts every face shows of a graph and of a session's graph breaks, as values.

:mod:`inductor_explorer.analysis.counts` computes them, once; summary (text and --json), the explorer's
views and the diff render these objects, so two screens cannot disagree. Where two definitions of a count
are both useful, both are here under their own names (FX nodes with and without placeholders and output).
"""

from __future__ import annotations

from dataclasses import dataclass

from inductor_explorer.model.ids import GraphSource

#: FX node ops that are not computation: the graph's inputs and its return.
FX_IO_OPS = frozenset({"placeholder", "output"})


@dataclass(frozen=True)
class KernelEntry:
    """One kernel defined in output_code.py: its name and back end kind (summary's cheap parse reads no
    category: the Overview's `triton pointwise` rows come from analysis.counts.kernels_by_label)."""

    name: str
    kind: str  # "triton", "cpp", ...


@dataclass(frozen=True)
class GraphCounts:
    """One graph's identity and counts: summary --json's `graphs[]` entry, the Overview's Counts, the
    navigator's branch sizes, the Fusion totals and the Wrapper title. None: the artifact is absent."""

    name: str
    kind: str | None
    source: GraphSource
    compile_id: str | None
    #: Every node of the FX graph file (fx_graph_readable.py, else transformed), placeholders and output
    #: included, torch.cond / while_loop subgraphs included.
    fx_nodes: int | None
    #: The same without placeholders and output: the nodes that compute (what `--coverage` counts).
    fx_nodes_without_placeholders_output: int | None
    #: The top-level graph's nodes only (placeholders and output included), as the navigator lists them;
    #: fewer than fx_nodes when there are subgraphs.
    fx_top_level_nodes: int | None
    fx_subgraphs: int
    #: Every scheduler node of ir_pre_fusion.txt, the members of grouped (foreach) nodes included.
    pre_fusion_nodes: int | None
    post_fusion_nodes: int | None  # top-level nodes of ir_post_fusion.txt
    fused_nodes: int | None  # post-fusion nodes that merged several
    kernels: tuple[KernelEntry, ...]
    #: Every call of the wrapper to code Inductor did not generate: `extern_kernels.*` and the ATen or
    #: custom-op fallbacks (`torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(...)`).
    extern_calls: int | None
    fallback_calls: int | None  # of which fallbacks (not `extern_kernels.*`)
    call_steps: int | None  # call()'s statements (comments and provenance markers left out)
    #: call()'s statements by kind ("launch", "alloc", "extern", "fallback", ...), most first.
    call_step_kinds: tuple[tuple[str, int], ...]
    incomplete: bool
    problems: int
    #: The compile was served from the FX graph cache (GraphFolder.cache_hit): a fact, not a problem.
    cache_hit: bool = False

    @property
    def alone_nodes(self) -> int | None:
        """Post-fusion nodes that fused nothing."""
        if self.post_fusion_nodes is None or self.fused_nodes is None:
            return None
        return self.post_fusion_nodes - self.fused_nodes


@dataclass(frozen=True)
class BreakCounts:
    """A session's graph breaks as the Breaks view's title, `breaks` and summary count them."""

    graph_breaks: int  # break records, every occurrence
    #: Distinct breaks across the whole session: the same break in two runs (processes) counts once.
    distinct: int
    recompiles: int


@dataclass(frozen=True)
class BufferCounts:
    """The buffer table's size (needs the linked graph: summary's cheap parse has no buffer table)."""

    buffers: int  # buffers written by a post-fusion (else pre-fusion) scheduler node
    never_allocated: int  # of which the wrapper never materialises
