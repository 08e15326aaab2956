class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 32]", arg1_1: "f32[8]", arg2_1: "f32[4, 32]"):
        # File: /work/main/sample_runs/generate.py:80 in torch_dynamo_resume_in_forward_at_79, code: return torch.tanh(self.out(h)) * scale
        permute: "f32[32, 8]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(tanh, 0.5509124994277954);  tanh = None
        return (mul,)
