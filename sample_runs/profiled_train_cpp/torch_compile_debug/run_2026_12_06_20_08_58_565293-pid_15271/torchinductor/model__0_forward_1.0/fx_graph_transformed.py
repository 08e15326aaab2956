class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[512, 256]", primals_2: "f32[512]", primals_3: "f32[64, 256]", primals_4: "f32[512]", primals_5: "f32[512]", primals_6: "f32[256, 512]", primals_7: "f32[256]", primals_8: "f32[10, 256]", primals_9: "f32[10]", primals_10: "i64[64]"):
        # File: /tmp/tmpiz9vv6pi/model.py:25 in loss_of, code: return F.cross_entropy(model(x), y)
        permute: "f32[256, 512]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[64, 512]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 0, keepdim = True)
        getitem: "f32[64, 1]" = var_mean[0]
        getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[64, 512]" = torch.ops.aten.sub.Tensor(addmm, getitem_1)
        mul: "f32[64, 512]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul, primals_4);  mul = None
        add_1: "f32[64, 512]" = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = None
        mul_2: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_1, 0.5)
        mul_3: "f32[64, 512]" = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476);  add_1 = None
        erf: "f32[64, 512]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1: "f32[64, 256]" = torch.ops.aten.addmm.default(primals_7, mul_4, permute_1);  primals_7 = permute_1 = None
        relu: "f32[64, 256]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        permute_2: "f32[256, 10]" = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_2: "f32[64, 10]" = torch.ops.aten.addmm.default(primals_9, relu, permute_2);  primals_9 = permute_2 = None
        amax: "f32[64, 1]" = torch.ops.aten.amax.default(addmm_2, [1], True)
        sub_1: "f32[64, 10]" = torch.ops.aten.sub.Tensor(addmm_2, amax)
        exp: "f32[64, 10]" = torch.ops.aten.exp.default(sub_1)
        sum_1: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log: "f32[64, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_2: "f32[64, 10]" = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = None
        ne: "b8[64]" = torch.ops.aten.ne.Scalar(primals_10, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "i64[64]" = torch.ops.aten.where.self(ne, primals_10, full_default);  full_default = None
        unsqueeze: "i64[64, 1]" = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        gather: "f32[64, 1]" = torch.ops.aten.gather.default(sub_2, 1, unsqueeze);  sub_2 = unsqueeze = None
        squeeze: "f32[64]" = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
        neg: "f32[64]" = torch.ops.aten.neg.default(squeeze);  squeeze = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[64]" = torch.ops.aten.where.self(ne, neg, full_default_1);  ne = neg = full_default_1 = None
        ne_2: "b8[64]" = torch.ops.aten.ne.Scalar(primals_10, -100)
        sum_2: "i64[]" = torch.ops.aten.sum.default(ne_2);  ne_2 = None
        convert_element_type: "f32[]" = torch.ops.prims.convert_element_type.default(sum_2, torch.float32);  sum_2 = None
        sum_3: "f32[]" = torch.ops.aten.sum.default(where_1);  where_1 = None
        div: "f32[]" = torch.ops.aten.div.Tensor(sum_3, convert_element_type);  sum_3 = None
        return (div, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, addmm, getitem_1, rsqrt, mul_4, relu, addmm_2, amax, log, convert_element_type)
