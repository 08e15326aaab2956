class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[64]", arg2_1: "f32[16, 32]", arg3_1: "f32[32, 64]", arg4_1: "f32[32]"):
        # File: /work/main/sample_runs/generate.py:411 in block, code: return torch.relu(lin2(torch.relu(lin1(x))))
        permute: "f32[32, 64]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[16, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[16, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[64, 32]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[16, 32]" = torch.ops.aten.addmm.default(arg4_1, relu, permute_1);  arg4_1 = relu = permute_1 = None
        relu_1: "f32[16, 32]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None

        # File: /work/main/sample_runs/generate.py:417 in torch_dynamo_resume_in_fn_at_416, code: return torch.softmax(block(h), dim=-1)
        amax: "f32[16, 1]" = torch.ops.aten.amax.default(relu_1, [-1], True)
        sub: "f32[16, 32]" = torch.ops.aten.sub.Tensor(relu_1, amax);  relu_1 = amax = None
        exp: "f32[16, 32]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_1: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[16, 32]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)
