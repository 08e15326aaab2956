class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[16, 4]"):
        # File: /work/wt/explain-views/sample_runs/generate.py:348 in f, code: a = torch.relu(x) * 2
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        mul: "f32[8, 16]" = torch.ops.aten.mul.Tensor(relu, 2);  relu = None

        # File: /work/wt/explain-views/sample_runs/generate.py:349 in f, code: return a.sum(0), a.sum(1), a @ w
        sum_1: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul, [0])
        sum_2: "f32[8]" = torch.ops.aten.sum.dim_IntList(mul, [1])
        mm: "f32[8, 4]" = torch.ops.aten.mm.default(mul, arg1_1);  mul = arg1_1 = None
        return (sum_1, sum_2, mm)
