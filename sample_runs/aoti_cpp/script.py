import torch
import torch.nn as nn

torch.manual_seed(0)


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 32)
        self.out = nn.Linear(32, 8)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.relu(self.fc2(h)) + h
        return torch.softmax(self.out(h), dim=-1)


model = Head().eval()
x = torch.randn(4, 16)
with torch.no_grad():
    exported = torch.export.export(model, (x,))
    path = torch._inductor.aoti_compile_and_package(exported, package_path="model.pt2")
    runner = torch._inductor.aoti_load_package(path)
    print("matches eager:", torch.allclose(runner(x), model(x), atol=1e-5))
print("done")
