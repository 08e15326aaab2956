class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[64, 256]", primals_4: "f32[512]", primals_5: "f32[512]", primals_6: "f32[256, 512]", primals_8: "f32[10, 256]", primals_10: "i64[64]", addmm: "f32[64, 512]", getitem_1: "f32[64, 1]", rsqrt: "f32[64, 1]", mul_4: "f32[64, 512]", relu: "f32[64, 256]", addmm_2: "f32[64, 10]", amax: "f32[64, 1]", log: "f32[64, 1]", convert_element_type: "f32[]", tangents_1: "f32[]"):
        # Backward of forward node: File: /tmp/tmpiz9vv6pi/model.py:25 in loss_of, code: return F.cross_entropy(model(x), y)
        div_1: "f32[]" = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        unsqueeze_1: "i64[64, 1]" = torch.ops.aten.unsqueeze.default(primals_10, 1);  primals_10 = None
        ne_3: "b8[64, 1]" = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default_2: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2: "i64[64, 1]" = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default_2);  unsqueeze_1 = full_default_2 = None

        # No stacktrace found for following nodes
        iota_default: "i64[10]" = torch.ops.prims.iota.default(10, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view_default: "i64[1, 10]" = torch.ops.aten.view.default(iota_default, [1, 10]);  iota_default = None
        expand_default: "i64[64, 10]" = torch.ops.aten.expand.default(where_2, [64, 10]);  where_2 = None
        eq_tensor: "b8[64, 10]" = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default: "f32[]" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        scalar_tensor_default_1: "f32[]" = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))

        # Backward of forward node: File: /tmp/tmpiz9vv6pi/model.py:25 in loss_of, code: return F.cross_entropy(model(x), y)
        where_self: "f32[64, 10]" = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_4: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3: "f32[64, 1]" = torch.ops.aten.where.self(ne_3, div_1, full_default_4);  ne_3 = div_1 = None
        mul_5: "f32[64, 10]" = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        sub_1: "f32[64, 10]" = torch.ops.aten.sub.Tensor(addmm_2, amax);  addmm_2 = amax = None
        sub_2: "f32[64, 10]" = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = log = None
        exp_1: "f32[64, 10]" = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_4: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [1], True)
        mul_6: "f32[64, 10]" = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_3: "f32[64, 10]" = torch.ops.aten.sub.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
        permute_2: "f32[256, 10]" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_3: "f32[10, 256]" = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        mm: "f32[64, 256]" = torch.ops.aten.mm.default(sub_3, permute_3);  permute_3 = None
        permute_4: "f32[10, 64]" = torch.ops.aten.permute.default(sub_3, [1, 0])
        mm_1: "f32[10, 256]" = torch.ops.aten.mm.default(permute_4, relu);  permute_4 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(sub_3, [0], True);  sub_3 = None
        view: "f32[10]" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        le: "b8[64, 256]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_4: "f32[64, 256]" = torch.ops.aten.where.self(le, full_default_4, mm);  le = full_default_4 = mm = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_7: "f32[256, 512]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm_2: "f32[64, 512]" = torch.ops.aten.mm.default(where_4, permute_7);  permute_7 = None
        permute_8: "f32[256, 64]" = torch.ops.aten.permute.default(where_4, [1, 0])
        mm_3: "f32[256, 512]" = torch.ops.aten.mm.default(permute_8, mul_4);  permute_8 = mul_4 = None
        sum_6: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(where_4, [0], True);  where_4 = None
        view_1: "f32[256]" = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        sub: "f32[64, 512]" = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul: "f32[64, 512]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul, primals_4)
        add_1: "f32[64, 512]" = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        mul_3: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476)
        erf: "f32[64, 512]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_8: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_9: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_1, add_1)
        mul_10: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_9, -0.5);  mul_9 = None
        exp_2: "f32[64, 512]" = torch.ops.aten.exp.default(mul_10);  mul_10 = None
        mul_11: "f32[64, 512]" = torch.ops.aten.mul.Tensor(exp_2, 0.3989422804014327);  exp_2 = None
        mul_12: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_1, mul_11);  add_1 = mul_11 = None
        add_4: "f32[64, 512]" = torch.ops.aten.add.Tensor(mul_8, mul_12);  mul_8 = mul_12 = None
        mul_13: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mm_2, add_4);  mm_2 = add_4 = None
        mul_15: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_13, primals_4);  primals_4 = None
        mul_16: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_15, 512)
        sum_7: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(mul_15, [1], True)
        mul_17: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_15, mul);  mul_15 = None
        sum_8: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(mul_17, [1], True);  mul_17 = None
        mul_18: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul, sum_8);  sum_8 = None
        sub_5: "f32[64, 512]" = torch.ops.aten.sub.Tensor(mul_16, sum_7);  mul_16 = sum_7 = None
        sub_6: "f32[64, 512]" = torch.ops.aten.sub.Tensor(sub_5, mul_18);  sub_5 = mul_18 = None
        div_2: "f32[64, 1]" = torch.ops.aten.div.Tensor(rsqrt, 512);  rsqrt = None
        mul_19: "f32[64, 512]" = torch.ops.aten.mul.Tensor(div_2, sub_6);  div_2 = sub_6 = None
        mul_20: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_13, mul);  mul = None
        sum_9: "f32[512]" = torch.ops.aten.sum.dim_IntList(mul_20, [0]);  mul_20 = None
        sum_10: "f32[512]" = torch.ops.aten.sum.dim_IntList(mul_13, [0]);  mul_13 = None
        permute_11: "f32[512, 64]" = torch.ops.aten.permute.default(mul_19, [1, 0])
        mm_4: "f32[512, 256]" = torch.ops.aten.mm.default(permute_11, primals_3);  permute_11 = primals_3 = None
        sum_11: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(mul_19, [0], True);  mul_19 = None
        view_2: "f32[512]" = torch.ops.aten.view.default(sum_11, [512]);  sum_11 = None
        return (mm_4, view_2, None, sum_9, sum_10, mm_3, view_1, mm_1, view, None)
