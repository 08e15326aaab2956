class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[64]", arg2_1: "f32[16, 32]", arg3_1: "f32[32, 64]", arg4_1: "f32[32]"):
        # File: /work/main/sample_runs/generate.py:411 in block, code: return torch.relu(lin2(torch.relu(lin1(x))))
        permute: "f32[32, 64]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[16, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[16, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[64, 32]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[16, 32]" = torch.ops.aten.addmm.default(arg4_1, relu, permute_1);  arg4_1 = relu = permute_1 = None
        relu_1: "f32[16, 32]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        return (relu_1,)
