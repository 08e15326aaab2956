class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[16, 32]", primals_4: "f32[64]", primals_6: "f32[10, 64]", primals_8: "i64[16]", addmm: "f32[16, 64]", getitem_1: "f32[16, 1]", rsqrt: "f32[16, 1]", relu: "f32[16, 64]", addmm_1: "f32[16, 10]", amax: "f32[16, 1]", log: "f32[16, 1]", convert_element_type: "f32[]", tangents_1: "f32[]"):
        # File: /work/main/sample_runs/generate.py:55 in forward_loss, code: return nn.functional.cross_entropy(model(x), target)
        div_1: "f32[]" = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        unsqueeze_1: "i64[16, 1]" = torch.ops.aten.unsqueeze.default(primals_8, 1);  primals_8 = None
        ne_3: "b8[16, 1]" = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2: "i64[16, 1]" = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default);  unsqueeze_1 = full_default = None

        # No stacktrace found for following nodes
        iota_default: "i64[10]" = torch.ops.prims.iota.default(10, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view_default: "i64[1, 10]" = torch.ops.aten.reshape.default(iota_default, [1, 10]);  iota_default = None
        expand_default: "i64[16, 10]" = torch.ops.aten.expand.default(where_2, [16, 10]);  where_2 = None
        eq_tensor: "b8[16, 10]" = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default: "f32[]" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        scalar_tensor_default_1: "f32[]" = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))

        # File: /work/main/sample_runs/generate.py:55 in forward_loss, code: return nn.functional.cross_entropy(model(x), target)
        where_self: "f32[16, 10]" = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3: "f32[16, 1]" = torch.ops.aten.where.self(ne_3, div_1, full_default_1);  ne_3 = div_1 = None
        mul_2: "f32[16, 10]" = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        sub_1: "f32[16, 10]" = torch.ops.aten.sub.Tensor(addmm_1, amax);  addmm_1 = amax = None
        sub_2: "f32[16, 10]" = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = log = None
        exp_1: "f32[16, 10]" = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_4: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_2, [1], True)
        mul_3: "f32[16, 10]" = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_3: "f32[16, 10]" = torch.ops.aten.sub.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
        permute_1: "f32[64, 10]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_2: "f32[10, 64]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[16, 64]" = torch.ops.aten.mm.default(sub_3, permute_2);  permute_2 = None
        permute_3: "f32[10, 16]" = torch.ops.aten.permute.default(sub_3, [1, 0])
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(permute_3, relu);  permute_3 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(sub_3, [0], True);  sub_3 = None
        view: "f32[10]" = torch.ops.aten.reshape.default(sum_5, [10]);  sum_5 = None
        le: "b8[16, 64]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_4: "f32[16, 64]" = torch.ops.aten.where.self(le, full_default_1, mm);  le = full_default_1 = mm = None
        mul_5: "f32[16, 64]" = torch.ops.aten.mul.Tensor(where_4, primals_4);  primals_4 = None
        mul_6: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_5, 64)
        sum_6: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [1], True)
        sub: "f32[16, 64]" = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul: "f32[16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_7: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul_5, mul);  mul_5 = None
        sum_7: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
        mul_8: "f32[16, 64]" = torch.ops.aten.mul.Tensor(mul, sum_7);  sum_7 = None
        sub_5: "f32[16, 64]" = torch.ops.aten.sub.Tensor(mul_6, sum_6);  mul_6 = sum_6 = None
        sub_6: "f32[16, 64]" = torch.ops.aten.sub.Tensor(sub_5, mul_8);  sub_5 = mul_8 = None
        div_2: "f32[16, 1]" = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        mul_9: "f32[16, 64]" = torch.ops.aten.mul.Tensor(div_2, sub_6);  div_2 = sub_6 = None
        mul_10: "f32[16, 64]" = torch.ops.aten.mul.Tensor(where_4, mul);  mul = None
        sum_8: "f32[64]" = torch.ops.aten.sum.dim_IntList(mul_10, [0]);  mul_10 = None
        sum_9: "f32[64]" = torch.ops.aten.sum.dim_IntList(where_4, [0]);  where_4 = None
        permute_6: "f32[64, 16]" = torch.ops.aten.permute.default(mul_9, [1, 0])
        mm_2: "f32[64, 32]" = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_10: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(mul_9, [0], True);  mul_9 = None
        view_1: "f32[64]" = torch.ops.aten.reshape.default(sum_10, [64]);  sum_10 = None
        return (mm_2, view_1, None, sum_8, sum_9, mm_1, view, None)
