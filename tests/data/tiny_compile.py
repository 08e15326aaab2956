"""A tiny torch.compile workload for the `run` test: a matmul (extern kernel), a reduction, a softmax.

Its TORCH_LOGS="fusion" output in torch 2.13 is tests/data/fusion_2.13.stderr (candidate lines cut
after the node name, the debug-trace path shortened).
"""

import torch
import torch._inductor.config

torch._inductor.config.force_disable_caches = True


def f(x, w):
    y = torch.relu(x @ w)
    z = y.sum(dim=1, keepdim=True)
    return torch.softmax(y - z, dim=-1) * 2 + x.mean()


compiled = torch.compile(f)
print(compiled(torch.randn(8, 16), torch.randn(16, 16)).shape)
