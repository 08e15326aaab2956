"""The small values that name things across the explorer, with their one codec.

A linked graph (model/graph.py) names its nodes `LAYER:NAME` (`kernel:triton_poi_fused_add_0`, `post:op3`,
`buf:buf2`, `fx:addmm`); an extern or fallback call of the wrapper has no name of its own and is named by
its wrapper line (`extern:468`). Buffers, scheduler nodes and the views pass around *kernel references*:
a kernel's bare name, or an extern call's id. Everything that builds or takes such a string apart goes
through the functions here (model, DOT export, views), so the format is written in one place.

`NodeId`, `KernelRef` and `ExternId` are `NewType`s of `str`: the type checker keeps a node id, a kernel
reference and a buffer name apart, while at run time they stay plain strings (networkx node keys, JSON and
the parse cache hold them as they are, at no cost).
"""

from __future__ import annotations

from enum import Enum
from typing import NewType

#: A graph's place in a session: (run index, graph index).
GraphKey = tuple[int, int]

#: A node of a linked graph: `LAYER:NAME` (`kernel:triton_poi_fused_add_0`, `post:op3`, `extern:468`).
NodeId = NewType("NodeId", str)
#: What computes a buffer or a scheduler node: a generated kernel's bare name (`triton_poi_fused_add_0`),
#: or an extern call's `ExternId`.
KernelRef = NewType("KernelRef", str)
#: An extern or fallback call of the wrapper, by its wrapper line (`extern:468`): a kernel reference that is
#: also its own node id.
ExternId = NewType("ExternId", KernelRef)


class _Text(str, Enum):
    """An enum whose members are their text, wherever they are printed or compared (JSON, f-strings, ==)."""

    def __str__(self) -> str:
        return str(self.value)


class Layer(_Text):
    """What a node of the linked graph stands for."""

    FX = "fx"
    PRE = "pre"  # a pre-fusion scheduler node
    POST = "post"  # a post-fusion scheduler node
    KERNEL = "kernel"
    EXTERN = "extern"  # an extern or fallback call, by wrapper line
    BUFFER = "buf"


def node_id(layer: Layer, name: str) -> NodeId:
    """The graph's node id of NAME in LAYER (`kernel:triton_poi_fused_0`)."""
    # A Layer is its text (a str enum): `+` joins that text, several times faster than reading `.value`,
    # and linking a large graph makes a node id per node and buffer edge.
    return NodeId(layer + ":" + name)


def in_layer(node: NodeId, layer: Layer) -> bool:
    """The node id NODE is of LAYER."""
    return node.startswith(layer + ":")


def node_name(node: NodeId) -> str:
    """NAME of the node id `LAYER:NAME`."""
    return node.partition(":")[2]


def extern_id(line: int) -> ExternId:
    """The id of the extern call on wrapper line LINE: what stands for its kernel (`extern:468`)."""
    return ExternId(KernelRef(node_id(Layer.EXTERN, str(line))))


def extern_line(ref: KernelRef) -> str | None:
    """The wrapper line of the extern call REF names, as text (`extern:468` -> "468"); None for a kernel."""
    layer, sep, name = ref.partition(":")
    return name if sep and layer == Layer.EXTERN else None


def is_extern(ref: KernelRef) -> bool:
    """REF (a kernel reference) names an extern call, not a generated kernel."""
    return extern_line(ref) is not None


def kernel_node(ref: KernelRef) -> NodeId:
    """The graph node of the kernel reference REF: `kernel:NAME`, or the extern call's own id."""
    return NodeId(ref) if is_extern(ref) else node_id(Layer.KERNEL, ref)


def kernel_ref(node: NodeId) -> KernelRef:
    """The kernel reference of the graph node NODE (`kernel:NAME` -> NAME; an extern id stays as it is)."""
    layer, sep, name = node.partition(":")
    return KernelRef(node if sep and layer == Layer.EXTERN else name)


class GraphSource(_Text):
    """Where a compiled graph's artifacts came from."""

    FOLDER = "debug folder"
    TRACE = "trace log"  # a compile the trace log alone holds (e.g. an FX graph cache hit)
    BOTH = "debug folder + trace log"  # a folder merged with its compile in the trace log

    @classmethod
    def parse(cls, text: object) -> GraphSource | None:
        """The source TEXT names, as summary --json writes it (`"trace log"`); None for anything else."""
        try:
            return cls(text)
        except ValueError:
            return None
