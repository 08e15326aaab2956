import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

def profiled(step):
    """STEP run WARMUP times, then STEPS times under torch.profiler; profile.json written here."""
    for _ in range(5):
        step()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range(20):
            step()
    prof.export_chrome_trace("profile.json")

model = nn.Sequential(nn.Linear(256, 512), nn.LayerNorm(512), nn.GELU(), nn.Linear(512, 256), nn.ReLU(),
                      nn.Linear(256, 10))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
x, y = torch.randn(64, 256), torch.randint(0, 10, (64,))


@torch.compile
def loss_of(x, y):
    return F.cross_entropy(model(x), y)


@torch.compile
def update():
    opt.step()


def step():
    opt.zero_grad(set_to_none=False)
    loss_of(x, y).backward()
    update()


profiled(step)
print("done")
