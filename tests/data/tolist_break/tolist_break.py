import torch

@torch.compile(backend="inductor")
def f(x):
    y = x * 2
    vals = y.tolist()
    return torch.tensor([v + 1 for v in vals])

f(torch.randn(4))
