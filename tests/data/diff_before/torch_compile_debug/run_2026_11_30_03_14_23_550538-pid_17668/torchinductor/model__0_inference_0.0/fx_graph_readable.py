class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[16, 16]"):
        # File: /work/main/tests/data/diff_work/model.py:8 in step, code: h = torch.relu(x @ w) * 2
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(mm);  mm = None
        mul: "f32[8, 16]" = torch.ops.aten.mul.Tensor(relu, 2);  relu = None
        return (mul,)
