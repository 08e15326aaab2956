class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8]", primals_2: "f32[16]", primals_3: "f32[8, 8]", primals_4: "f32[4, 16]", primals_5: "f32[4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:14 in torch_dynamo_resume_in_forward_at_13, code: h = model(x) * scale
        permute: "f32[8, 16]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[8, 16]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[8, 4]" = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        mul: "f32[8, 4]" = torch.ops.aten.mul.Tensor(addmm_1, 2.0);  addmm_1 = None

        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:15 in torch_dynamo_resume_in_forward_at_13, code: print(h[0])
        select: "f32[4]" = torch.ops.aten.select.int(mul, 0, 0)
        return (select, mul, primals_3, primals_4, relu)
