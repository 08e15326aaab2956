"""A tiny Triton-back-end compile with `benchmark_kernel` on, so inductor writes `kernel_num_gb` into each
kernel's inductor_meta. Runs on a CPU-only machine: Triton kernels are generated for CPU tensors and their
launches do nothing (as sample_runs/generate.py does for the *_triton samples).

    TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=. python num_gb_triton.py
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
torch._inductor.config.benchmark_kernel = True


def f(x, w):
    y = torch.relu(x @ w)
    return (y * 2).sum(dim=1) + x.mean()


torch.compile(f)(torch.randn(64, 32), torch.randn(32, 32))
