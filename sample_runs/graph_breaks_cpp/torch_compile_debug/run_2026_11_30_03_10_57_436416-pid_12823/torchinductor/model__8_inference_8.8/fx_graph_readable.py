class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 32]", arg1_1: "f32[8]", arg2_1: "Sym(s75)", arg3_1: "f32[s75, 32]", arg4_1: "f64[]"):
        # File: /work/main/sample_runs/generate.py:80 in torch_dynamo_resume_in_forward_at_79, code: return torch.tanh(self.out(h)) * scale
        permute: "f32[32, 8]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[s75, 8]" = torch.ops.aten.addmm.default(arg1_1, arg3_1, permute);  arg1_1 = arg3_1 = permute = None
        tanh: "f32[s75, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None

        # No stacktrace found for following nodes
        convert_element_type_default_1: "f32[]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.float32);  arg4_1 = None
        mul_tensor: "f32[s75, 8]" = torch.ops.aten.mul.Tensor(tanh, convert_element_type_default_1);  tanh = convert_element_type_default_1 = None
        return (mul_tensor,)
