class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 16]", arg1_1: "f32[32]", arg2_1: "Sym(s77)", arg3_1: "f32[s77, 16]"):
        # File: /work/main/sample_runs/generate.py:73 in forward, code: h = torch.relu(self.inp(x))
        permute: "f32[16, 32]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[s77, 32]" = torch.ops.aten.addmm.default(arg1_1, arg3_1, permute);  arg1_1 = arg3_1 = permute = None
        relu: "f32[s77, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        return (arg2_1, relu)
