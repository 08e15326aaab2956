import time

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)


@torch.compile
def forward(x, scale):
    t0 = time.perf_counter_ns()
    h = model(x) * scale
    print(h[0])
    stats = h.mean(0).tolist()
    if h.sum().item() > 0:
        h = h * 2
    return h.pow(2).mean(), stats, time.perf_counter_ns() - t0


@torch.compile
def update():
    opt.step()
    opt.zero_grad()


for batch, scale in ((8, 2.0), (12, 2.0), (12, 3.0)):
    loss, stats, elapsed_ns = forward(torch.randn(batch, 8), scale)
    loss.backward()
    update()
