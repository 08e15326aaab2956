class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 16]"):
        # File: /tmp/el/iso/query.py:74 in forward, code: relu = torch.ops.aten.relu.default(addmm);  addmm = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        return (relu,)
