class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s77)", primals_4: "f32[s77, 8]", primals_5: "f32[4, 16]", relu: "f32[s77, 16]", tangents_1: "f32[s77, 4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:14 in torch_dynamo_resume_in_forward_at_13, code: h = model(x) * scale
        mul_11: "f32[s77, 4]" = torch.ops.aten.mul.Tensor(tangents_1, 2.0);  tangents_1 = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(primals_5, [1, 0]);  primals_5 = None
        permute_2: "f32[4, 16]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[s77, 16]" = torch.ops.aten.mm.default(mul_11, permute_2);  permute_2 = None
        permute_3: "f32[4, s77]" = torch.ops.aten.permute.default(mul_11, [1, 0])
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(permute_3, relu);  permute_3 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_11, [0], True);  mul_11 = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        le: "b8[s77, 16]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[s77, 16]" = torch.ops.aten.where.self(le, full_default, mm);  le = full_default = mm = None
        permute_6: "f32[16, s77]" = torch.ops.aten.permute.default(where, [1, 0])
        mm_2: "f32[16, 8]" = torch.ops.aten.mm.default(permute_6, primals_4);  permute_6 = primals_4 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        return (mm_2, view_1, None, None, mm_1, view)
