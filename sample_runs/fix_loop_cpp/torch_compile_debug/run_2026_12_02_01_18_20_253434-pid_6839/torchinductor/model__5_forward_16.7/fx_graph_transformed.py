class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8]", primals_2: "f32[16]", primals_3: "Sym(s77)", primals_4: "f32[s77, 8]", primals_5: "f32[4, 16]", primals_6: "f32[4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:14 in torch_dynamo_resume_in_forward_at_13, code: h = model(x) * scale
        permute: "f32[8, 16]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[s77, 16]" = torch.ops.aten.addmm.default(primals_2, primals_4, permute);  primals_2 = permute = None
        relu: "f32[s77, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(primals_5, [1, 0])
        addmm_1: "f32[s77, 4]" = torch.ops.aten.addmm.default(primals_6, relu, permute_1);  primals_6 = permute_1 = None
        mul_8: "f32[s77, 4]" = torch.ops.aten.mul.Tensor(addmm_1, 2.0);  addmm_1 = None

        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:15 in torch_dynamo_resume_in_forward_at_13, code: print(h[0])
        select: "f32[4]" = torch.ops.aten.select.int(mul_8, 0, 0)
        return (select, mul_8, primals_4, primals_5, relu, primals_3)
