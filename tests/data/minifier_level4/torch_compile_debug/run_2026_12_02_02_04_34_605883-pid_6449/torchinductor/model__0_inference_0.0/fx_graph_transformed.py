class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 8]", arg1_1: "f32[16]", arg2_1: "f32[4, 8]", arg3_1: "f32[4, 16]", arg4_1: "f32[4]"):
        # No stacktrace found for following nodes
        permute: "f32[8, 16]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(arg4_1, relu, permute_1);  arg4_1 = relu = permute_1 = None
        return (addmm_1,)
