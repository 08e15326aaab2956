class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8, 16]", arg2_1: "f32[16]"):
        # File: /work/h1/tests/data/inplace_scatter_cpp/inplace_scatter_cpp.py:42 in mm_bias, code: return torch.relu(torch.mm(x, w) + b)
        mm: "f32[4, 16]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        add: "f32[4, 16]" = torch.ops.aten.add.Tensor(mm, arg2_1);  mm = arg2_1 = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(add);  add = None
        return (relu,)
