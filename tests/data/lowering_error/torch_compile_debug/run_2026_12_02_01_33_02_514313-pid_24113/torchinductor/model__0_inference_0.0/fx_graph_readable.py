class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]"):
        # File: /work/wt/explain-loader/tests/data/lowering_error/lowering_error.py:18 in f, code: return torch.sin(torch.relu(x) * 2) + 1
        relu: "f32[8]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        mul: "f32[8]" = torch.ops.aten.mul.Tensor(relu, 2);  relu = None
        sin: "f32[8]" = torch.ops.aten.sin.default(mul);  mul = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(sin, 1);  sin = None
        return (add,)
