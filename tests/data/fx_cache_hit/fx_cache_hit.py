import torch


@torch.compile
def fn(x):
    return x * 2 + 1


fn(torch.randn(4, 3))
