class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64, 32]", primals_2: "i64[4, 16]", primals_3: "f32[16, 32]", primals_4: "f32[32]", primals_5: "f32[32]", primals_6: "f32[96, 32]", primals_7: "f32[96]", primals_8: "f32[32, 32]", primals_9: "f32[32]", primals_10: "f32[32]", primals_11: "f32[32]", primals_12: "f32[128, 32]", primals_13: "f32[128]", primals_14: "f32[32, 128]", primals_15: "f32[32]", primals_16: "f32[32]", primals_17: "f32[32]", primals_18: "f32[64, 32]"):
        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:42 in forward, code: x = self.wte(idx) + self.wpe(torch.arange(idx.shape[1]))
        embedding: "f32[4, 16, 32]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1: "f32[16, 32]" = torch.ops.aten.embedding.default(primals_3, iota);  primals_3 = None
        add: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(embedding, embedding_1)

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:27 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[4, 16, 1]" = var_mean[0]
        getitem_1: "f32[4, 16, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[4, 16, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[4, 16, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(add, getitem_1)
        mul: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul, primals_4);  mul = None
        add_2: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        view: "f32[64, 32]" = torch.ops.aten.view.default(add_2, [64, 32]);  add_2 = None
        permute: "f32[32, 96]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm: "f32[64, 96]" = torch.ops.aten.addmm.default(primals_7, view, permute);  primals_7 = permute = None
        view_1: "f32[4, 16, 96]" = torch.ops.aten.view.default(addmm, [4, 16, 96]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 32, -1);  view_1 = None
        getitem_2: "f32[4, 16, 32]" = split[0]
        getitem_3: "f32[4, 16, 32]" = split[1]
        getitem_4: "f32[4, 16, 32]" = split[2];  split = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:28 in <genexpr>, code: q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        view_2: "f32[4, 16, 2, 16]" = torch.ops.aten.view.default(getitem_2, [4, 16, 2, 16]);  getitem_2 = None
        permute_1: "f32[4, 2, 16, 16]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3: "f32[4, 16, 2, 16]" = torch.ops.aten.view.default(getitem_3, [4, 16, 2, 16]);  getitem_3 = None
        permute_2: "f32[4, 2, 16, 16]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4: "f32[4, 16, 2, 16]" = torch.ops.aten.view.default(getitem_4, [4, 16, 2, 16]);  getitem_4 = None
        permute_3: "f32[4, 2, 16, 16]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:29 in forward, code: a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_5: "f32[4, 2, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_6: "f32[4, 2, 16]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:30 in forward, code: x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        permute_4: "f32[4, 16, 2, 16]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5: "f32[4, 16, 32]" = torch.ops.aten.view.default(permute_4, [4, 16, 32]);  permute_4 = None
        view_6: "f32[64, 32]" = torch.ops.aten.view.default(view_5, [64, 32]);  view_5 = None
        permute_5: "f32[32, 32]" = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_1: "f32[64, 32]" = torch.ops.aten.addmm.default(primals_9, view_6, permute_5);  primals_9 = view_6 = permute_5 = None
        view_7: "f32[4, 16, 32]" = torch.ops.aten.view.default(addmm_1, [4, 16, 32]);  addmm_1 = None
        add_3: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:31 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7: "f32[4, 16, 1]" = var_mean_1[0]
        getitem_8: "f32[4, 16, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[4, 16, 1]" = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1: "f32[4, 16, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_2, primals_10)
        add_5: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(mul_3, primals_11);  mul_3 = primals_11 = None
        view_8: "f32[64, 32]" = torch.ops.aten.view.default(add_5, [64, 32]);  add_5 = None
        permute_6: "f32[32, 128]" = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2: "f32[64, 128]" = torch.ops.aten.addmm.default(primals_13, view_8, permute_6);  primals_13 = permute_6 = None
        view_9: "f32[4, 16, 128]" = torch.ops.aten.view.default(addmm_2, [4, 16, 128])
        mul_4: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf: "f32[4, 16, 128]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[4, 16, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10: "f32[64, 128]" = torch.ops.aten.view.default(mul_6, [64, 128]);  mul_6 = None
        permute_7: "f32[128, 32]" = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_3: "f32[64, 32]" = torch.ops.aten.addmm.default(primals_15, view_10, permute_7);  primals_15 = permute_7 = None
        view_11: "f32[4, 16, 32]" = torch.ops.aten.view.default(addmm_3, [4, 16, 32]);  addmm_3 = None
        add_7: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:45 in forward, code: return self.head(self.ln_f(x))
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9: "f32[4, 16, 1]" = var_mean_2[0]
        getitem_10: "f32[4, 16, 1]" = var_mean_2[1];  var_mean_2 = None
        add_8: "f32[4, 16, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2: "f32[4, 16, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(add_7, getitem_10);  add_7 = getitem_10 = None
        mul_7: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        mul_8: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_7, primals_16)
        add_9: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(mul_8, primals_17);  mul_8 = primals_17 = None
        permute_8: "f32[32, 64]" = torch.ops.aten.permute.default(primals_18, [1, 0])
        view_12: "f32[64, 32]" = torch.ops.aten.view.default(add_9, [64, 32]);  add_9 = None
        mm: "f32[64, 64]" = torch.ops.aten.mm.default(view_12, permute_8);  permute_8 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:54 in loss_of, code: return F.cross_entropy(model(idx).flatten(0, 1), target.flatten())
        view_15: "i64[64]" = torch.ops.aten.view.default(primals_2, [64])
        amax: "f32[64, 1]" = torch.ops.aten.amax.default(mm, [1], True)
        sub_3: "f32[64, 64]" = torch.ops.aten.sub.Tensor(mm, amax)
        exp: "f32[64, 64]" = torch.ops.aten.exp.default(sub_3)
        sum_1: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log: "f32[64, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_4: "f32[64, 64]" = torch.ops.aten.sub.Tensor(sub_3, log);  sub_3 = None
        ne: "b8[64]" = torch.ops.aten.ne.Scalar(view_15, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "i64[64]" = torch.ops.aten.where.self(ne, view_15, full_default);  view_15 = full_default = None
        unsqueeze: "i64[64, 1]" = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        gather: "f32[64, 1]" = torch.ops.aten.gather.default(sub_4, 1, unsqueeze);  sub_4 = unsqueeze = None
        squeeze: "f32[64]" = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
        neg: "f32[64]" = torch.ops.aten.neg.default(squeeze);  squeeze = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[64]" = torch.ops.aten.where.self(ne, neg, full_default_1);  neg = full_default_1 = None
        sum_2: "i64[]" = torch.ops.aten.sum.default(ne);  ne = None
        convert_element_type: "f32[]" = torch.ops.prims.convert_element_type.default(sum_2, torch.float32);  sum_2 = None
        sum_3: "f32[]" = torch.ops.aten.sum.default(where_1);  where_1 = None
        div: "f32[]" = torch.ops.aten.div.Tensor(sum_3, convert_element_type);  sum_3 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:45 in forward, code: return self.head(self.ln_f(x))
        div_2: "f32[4, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_2, 32);  rsqrt_2 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:31 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        div_3: "f32[4, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 32);  rsqrt_1 = None
        return (div, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, embedding, iota, embedding_1, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, mm, amax, log, convert_element_type, div_2, div_3)
