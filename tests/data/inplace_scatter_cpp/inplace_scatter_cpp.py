"""Two tiny C++-back-end compiles whose kernels write memory the wrapper never allocates: a compiled AdamW
step on one (8, 8) parameter (it writes the parameter and both moment buffers in place) and the backward of
an embedding lookup (embedding_dense_backward: zeros, then a scatter-add of the rows the indices pick).

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
