import sys

import torch
import torch._inductor.config

# The troubleshooting page's minifier recipe, minified after Dynamo: the C++ back end miscompiles relu.
torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = "compile_error"
torch._inductor.config.force_disable_caches = True
torch.manual_seed(0)
nn = torch.nn
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4)).eval()
compiled = torch.compile(model)
try:
    with torch.no_grad():
        torch.sigmoid(compiled(torch.randn(4, 8)))
except Exception as error:  # the failure is the point: it makes dynamo write the launcher
    print(f"the compiled model failed as intended: {type(error).__name__}", file=sys.stderr)
