"""Tiny C++-back-end compiles whose kernels write memory the wrapper never allocates: a compiled AdamW step
on one (8, 8) parameter (it writes the parameter and both moment buffers in place) and the backward of an
embedding lookup (embedding_dense_backward: zeros, then a scatter-add of the rows the indices pick); and
an mm plus bias that a post-grad pass turns into an addmm.

    TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=. python inplace_scatter_cpp.py
"""

import torch
import torch._inductor.config

torch._inductor.config.force_disable_caches = True
torch.manual_seed(0)

weight = torch.nn.Parameter(torch.randn(8, 8))
opt = torch.optim.AdamW([weight], lr=1e-3)
weight.grad = torch.randn(8, 8)


@torch.compile
def step():
    opt.step()


step()

table = torch.nn.Parameter(torch.randn(16, 4))


@torch.compile
def lookup(idx):
    return torch.nn.functional.embedding(idx, table)


lookup(torch.tensor([1, 3, 3, 7, 0, 15])).sum().backward()


@torch.compile
def mm_bias(x, w, b):
    # A post-grad pass (fx_passes/post_grad.py `addmm`) rewrites mm + bias into one addmm node, `addmm_default`,
    # found in fx_graph_transformed.py and the provenance maps, not in fx_graph_readable.py.
    return torch.relu(torch.mm(x, w) + b)


with torch.no_grad():
    mm_bias(torch.randn(4, 8), torch.randn(8, 16), torch.randn(16))
