class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[16, 16]", arg2_1: "f64[]"):
        # File: /work/h7/tests/data/fix_work/model.py:7 in step, code: h = torch.relu(x @ w) * scale
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(mm);  mm = None

        # No stacktrace found for following nodes
        convert_element_type_default_1: "f32[]" = torch.ops.prims.convert_element_type.default(arg2_1, torch.float32);  arg2_1 = None
        mul_tensor: "f32[8, 16]" = torch.ops.aten.mul.Tensor(relu, convert_element_type_default_1);  relu = convert_element_type_default_1 = None
        return (mul_tensor,)
