import torch


@torch.compile(backend="inductor")
def scale(x, n):
    return x * n + 1


@torch.compile(backend="inductor")
def column_sums(x):
    return x.sum(0)


@torch.compile(backend="inductor")
def total(x):
    return x.sum()


scale(torch.randn(4), 1)
scale(torch.randn(4), 2)  # a Python int argument: the guard `n == 1` fails
column_sums(torch.randn(4, 3))
column_sums(torch.randn(3, 4).t())  # same sizes, transposed strides
total(torch.randn(4))
total(torch.randn(2, 3))  # one more dimension: its sizes and its strides change length
