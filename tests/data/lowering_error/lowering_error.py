import torch
from torch._inductor import lowering

aten = torch.ops.aten


def sin_without_lowering(*args, **kwargs):
    # Stands in for a lowering that cannot handle its inputs: Inductor wraps whatever it raises.
    raise NotImplementedError("this build has no lowering for sin")


for key in [k for k in lowering.lowerings if k in (aten.sin, aten.sin.default)]:
    lowering.lowerings[key] = sin_without_lowering


@torch.compile(backend="inductor")
def f(x):
    return torch.sin(torch.relu(x) * 2) + 1


try:
    f(torch.randn(8))
except Exception as error:  # the failure is the point
    print(f"compile failed as intended: {type(error).__name__}")
