"""As inplace_scatter_cpp.py on the Triton back end for CPU tensors (the kernels are generated, never run: as
sample_runs/generate.py does for the *_triton samples): a compiled AdamW step on one (8, 8) parameter, whose
Triton kernel lists the tensors it writes in place in `mutated_arg_names`, and the backward of token plus
position embeddings, whose position gradient sums over the batch in a persistent reduction fused with
embedding_dense_backward.

    TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=. python inplace_scatter_triton.py
"""

import torch
import torch._inductor.async_compile as async_compile
import torch._inductor.config
import torch.utils._triton as triton_utils


class _NoOpKernel:
    def run(self, *args, **kwargs):
        return None


triton_utils.triton_hash_with_backend = lambda: "NO-GPU-SAMPLE-RUN"
async_compile.AsyncCompile.triton = lambda self, kernel_name, source_code, device_str="cuda": _NoOpKernel()
torch._inductor.config.cpu_backend = "triton"
torch._inductor.config.force_disable_caches = True
torch.manual_seed(0)

weight = torch.nn.Parameter(torch.randn(8, 8))
opt = torch.optim.AdamW([weight], lr=1e-3)
weight.grad = torch.randn(8, 8)


@torch.compile
def step():
    opt.step()


step()

tokens, positions = torch.nn.Embedding(32, 8), torch.nn.Embedding(16, 8)


@torch.compile
def embed(idx):
    return tokens(idx) + positions(torch.arange(idx.shape[1]))


embed(torch.randint(0, 32, (4, 16))).pow(2).sum().backward()
