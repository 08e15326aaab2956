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

def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU())


model = nn.Sequential(
    block(3, 16), block(16, 16), nn.MaxPool2d(2),
    block(16, 32), block(32, 32), nn.MaxPool2d(2),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 10),
)
model = torch.compile(model.eval())
x = torch.randn(8, 3, 32, 32)
with torch.no_grad():
    profiled(lambda: model(x))
print("done")
