class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "i64[4, 16]", primals_4: "f32[32]", primals_6: "f32[96, 32]", primals_8: "f32[32, 32]", primals_10: "f32[32]", primals_12: "f32[128, 32]", primals_14: "f32[32, 128]", primals_16: "f32[32]", primals_18: "f32[64, 32]", embedding: "f32[4, 16, 32]", iota: "i64[16]", embedding_1: "f32[16, 32]", getitem_1: "f32[4, 16, 1]", rsqrt: "f32[4, 16, 1]", view: "f32[64, 32]", permute_1: "f32[4, 2, 16, 16]", permute_2: "f32[4, 2, 16, 16]", permute_3: "f32[4, 2, 16, 16]", getitem_5: "f32[4, 2, 16, 16]", getitem_6: "f32[4, 2, 16]", mul_2: "f32[4, 16, 32]", view_8: "f32[64, 32]", addmm_2: "f32[64, 128]", view_10: "f32[64, 128]", mul_7: "f32[4, 16, 32]", view_12: "f32[64, 32]", mm: "f32[64, 64]", amax: "f32[64, 1]", log: "f32[64, 1]", convert_element_type: "f32[]", div_2: "f32[4, 16, 1]", div_3: "f32[4, 16, 1]", tangents_1: "f32[]"):
        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:54 in loss_of, code: return F.cross_entropy(model(idx).flatten(0, 1), target.flatten())
        div_1: "f32[]" = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        view_15: "i64[64]" = torch.ops.aten.reshape.default(primals_2, [64])
        unsqueeze_1: "i64[64, 1]" = torch.ops.aten.unsqueeze.default(view_15, 1);  view_15 = None
        ne_3: "b8[64, 1]" = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2: "i64[64, 1]" = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default);  unsqueeze_1 = full_default = None

        # No stacktrace found for following nodes
        iota_default: "i64[64]" = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view_default: "i64[1, 64]" = torch.ops.aten.reshape.default(iota_default, [1, 64]);  iota_default = None
        expand_default: "i64[64, 64]" = torch.ops.aten.expand.default(where_2, [64, 64]);  where_2 = None
        eq_tensor: "b8[64, 64]" = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default: "f32[]" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        scalar_tensor_default_1: "f32[]" = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:54 in loss_of, code: return F.cross_entropy(model(idx).flatten(0, 1), target.flatten())
        where_self: "f32[64, 64]" = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3: "f32[64, 1]" = torch.ops.aten.where.self(ne_3, div_1, full_default_1);  ne_3 = div_1 = full_default_1 = None
        mul_9: "f32[64, 64]" = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        sub_3: "f32[64, 64]" = torch.ops.aten.sub.Tensor(mm, amax);  mm = amax = None
        sub_4: "f32[64, 64]" = torch.ops.aten.sub.Tensor(sub_3, log);  sub_3 = log = None
        exp_1: "f32[64, 64]" = torch.ops.aten.exp.default(sub_4);  sub_4 = None
        sum_4: "f32[64, 1]" = torch.ops.aten.sum.dim_IntList(mul_9, [1], True)
        mul_10: "f32[64, 64]" = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_5: "f32[64, 64]" = torch.ops.aten.sub.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:45 in forward, code: return self.head(self.ln_f(x))
        permute_9: "f32[64, 64]" = torch.ops.aten.permute.default(sub_5, [1, 0])
        mm_1: "f32[64, 32]" = torch.ops.aten.mm.default(permute_9, view_12);  permute_9 = view_12 = None
        permute_8: "f32[32, 64]" = torch.ops.aten.permute.default(primals_18, [1, 0]);  primals_18 = None
        permute_11: "f32[64, 32]" = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm_2: "f32[64, 32]" = torch.ops.aten.mm.default(sub_5, permute_11);  sub_5 = permute_11 = None
        view_18: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(mm_2, [4, 16, 32]);  mm_2 = None
        mul_12: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_18, primals_16);  primals_16 = None
        mul_13: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_12, 32)
        sum_5: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_12, [2], True)
        mul_14: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_12, mul_7);  mul_12 = None
        sum_6: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True);  mul_14 = None
        mul_15: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_7, sum_6);  sum_6 = None
        sub_7: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(mul_13, sum_5);  mul_13 = sum_5 = None
        sub_8: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(sub_7, mul_15);  sub_7 = mul_15 = None
        mul_16: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(div_2, sub_8);  div_2 = sub_8 = None
        mul_17: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_18, mul_7);  mul_7 = None
        sum_7: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_17, [0, 1]);  mul_17 = None
        sum_8: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_18, [0, 1]);  view_18 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:31 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        view_19: "f32[64, 32]" = torch.ops.aten.reshape.default(mul_16, [64, 32])
        permute_7: "f32[128, 32]" = torch.ops.aten.permute.default(primals_14, [1, 0]);  primals_14 = None
        permute_13: "f32[32, 128]" = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_3: "f32[64, 128]" = torch.ops.aten.mm.default(view_19, permute_13);  permute_13 = None
        permute_14: "f32[32, 64]" = torch.ops.aten.permute.default(view_19, [1, 0])
        mm_4: "f32[32, 128]" = torch.ops.aten.mm.default(permute_14, view_10);  permute_14 = view_10 = None
        sum_9: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_19, [0], True);  view_19 = None
        view_20: "f32[32]" = torch.ops.aten.reshape.default(sum_9, [32]);  sum_9 = None
        view_21: "f32[4, 16, 128]" = torch.ops.aten.reshape.default(mm_3, [4, 16, 128]);  mm_3 = None
        view_9: "f32[4, 16, 128]" = torch.ops.aten.reshape.default(addmm_2, [4, 16, 128]);  addmm_2 = None
        mul_5: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476)
        erf: "f32[4, 16, 128]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[4, 16, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_19: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        mul_20: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_9, view_9)
        mul_21: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(mul_20, -0.5);  mul_20 = None
        exp_2: "f32[4, 16, 128]" = torch.ops.aten.exp.default(mul_21);  mul_21 = None
        mul_22: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(exp_2, 0.3989422804014327);  exp_2 = None
        mul_23: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_9, mul_22);  view_9 = mul_22 = None
        add_11: "f32[4, 16, 128]" = torch.ops.aten.add.Tensor(mul_19, mul_23);  mul_19 = mul_23 = None
        mul_24: "f32[4, 16, 128]" = torch.ops.aten.mul.Tensor(view_21, add_11);  view_21 = add_11 = None
        view_22: "f32[64, 128]" = torch.ops.aten.reshape.default(mul_24, [64, 128]);  mul_24 = None
        permute_6: "f32[32, 128]" = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_17: "f32[128, 32]" = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_5: "f32[64, 32]" = torch.ops.aten.mm.default(view_22, permute_17);  permute_17 = None
        permute_18: "f32[128, 64]" = torch.ops.aten.permute.default(view_22, [1, 0])
        mm_6: "f32[128, 32]" = torch.ops.aten.mm.default(permute_18, view_8);  permute_18 = view_8 = None
        sum_10: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
        view_23: "f32[128]" = torch.ops.aten.reshape.default(sum_10, [128]);  sum_10 = None
        view_24: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(mm_5, [4, 16, 32]);  mm_5 = None
        mul_26: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_24, primals_10);  primals_10 = None
        mul_27: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_26, 32)
        sum_11: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_26, [2], True)
        mul_28: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_26, mul_2);  mul_26 = None
        sum_12: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_28, [2], True);  mul_28 = None
        mul_29: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_2, sum_12);  sum_12 = None
        sub_10: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(mul_27, sum_11);  mul_27 = sum_11 = None
        sub_11: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(sub_10, mul_29);  sub_10 = mul_29 = None
        mul_30: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(div_3, sub_11);  div_3 = sub_11 = None
        mul_31: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_24, mul_2);  mul_2 = None
        sum_13: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_31, [0, 1]);  mul_31 = None
        sum_14: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_24, [0, 1]);  view_24 = None
        add_12: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(mul_16, mul_30);  mul_16 = mul_30 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:30 in forward, code: x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        view_25: "f32[64, 32]" = torch.ops.aten.reshape.default(add_12, [64, 32])
        permute_5: "f32[32, 32]" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_21: "f32[32, 32]" = torch.ops.aten.permute.default(permute_5, [1, 0]);  permute_5 = None
        mm_7: "f32[64, 32]" = torch.ops.aten.mm.default(view_25, permute_21);  permute_21 = None
        permute_22: "f32[32, 64]" = torch.ops.aten.permute.default(view_25, [1, 0])
        permute_4: "f32[4, 16, 2, 16]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(permute_4, [4, 16, 32]);  permute_4 = None
        view_6: "f32[64, 32]" = torch.ops.aten.reshape.default(view_5, [64, 32]);  view_5 = None
        mm_8: "f32[32, 32]" = torch.ops.aten.mm.default(permute_22, view_6);  permute_22 = view_6 = None
        sum_15: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
        view_26: "f32[32]" = torch.ops.aten.reshape.default(sum_15, [32]);  sum_15 = None
        view_27: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(mm_7, [4, 16, 32]);  mm_7 = None
        view_28: "f32[4, 16, 2, 16]" = torch.ops.aten.reshape.default(view_27, [4, 16, 2, 16]);  view_27 = None
        permute_25: "f32[4, 2, 16, 16]" = torch.ops.aten.permute.default(view_28, [0, 2, 1, 3]);  view_28 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:29 in forward, code: a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_25, permute_1, permute_2, permute_3, getitem_5, getitem_6, 0.0, True);  permute_25 = permute_1 = permute_2 = permute_3 = getitem_5 = getitem_6 = None
        getitem_11: "f32[4, 2, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_12: "f32[4, 2, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_13: "f32[4, 2, 16, 16]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:28 in <genexpr>, code: q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        permute_26: "f32[4, 16, 2, 16]" = torch.ops.aten.permute.default(getitem_13, [0, 2, 1, 3]);  getitem_13 = None
        view_29: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(permute_26, [4, 16, 32]);  permute_26 = None
        permute_27: "f32[4, 16, 2, 16]" = torch.ops.aten.permute.default(getitem_12, [0, 2, 1, 3]);  getitem_12 = None
        view_30: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(permute_27, [4, 16, 32]);  permute_27 = None
        permute_28: "f32[4, 16, 2, 16]" = torch.ops.aten.permute.default(getitem_11, [0, 2, 1, 3]);  getitem_11 = None
        view_31: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(permute_28, [4, 16, 32]);  permute_28 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:27 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        cat: "f32[4, 16, 96]" = torch.ops.aten.cat.default([view_31, view_30, view_29], 2);  view_31 = view_30 = view_29 = None
        view_32: "f32[64, 96]" = torch.ops.aten.reshape.default(cat, [64, 96]);  cat = None
        permute: "f32[32, 96]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_29: "f32[96, 32]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_9: "f32[64, 32]" = torch.ops.aten.mm.default(view_32, permute_29);  permute_29 = None
        permute_30: "f32[96, 64]" = torch.ops.aten.permute.default(view_32, [1, 0])
        mm_10: "f32[96, 32]" = torch.ops.aten.mm.default(permute_30, view);  permute_30 = view = None
        sum_16: "f32[1, 96]" = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
        view_33: "f32[96]" = torch.ops.aten.reshape.default(sum_16, [96]);  sum_16 = None
        view_34: "f32[4, 16, 32]" = torch.ops.aten.reshape.default(mm_9, [4, 16, 32]);  mm_9 = None
        mul_33: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_34, primals_4);  primals_4 = None
        mul_34: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_33, 32)
        sum_17: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_33, [2], True)

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:42 in forward, code: x = self.wte(idx) + self.wpe(torch.arange(idx.shape[1]))
        add: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:27 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        sub: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(add, getitem_1);  add = getitem_1 = None
        mul: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_35: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul_33, mul);  mul_33 = None
        sum_18: "f32[4, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_35, [2], True);  mul_35 = None
        mul_36: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(mul, sum_18);  sum_18 = None
        sub_13: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(mul_34, sum_17);  mul_34 = sum_17 = None
        sub_14: "f32[4, 16, 32]" = torch.ops.aten.sub.Tensor(sub_13, mul_36);  sub_13 = mul_36 = None
        div_4: "f32[4, 16, 1]" = torch.ops.aten.div.Tensor(rsqrt, 32);  rsqrt = None
        mul_37: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(div_4, sub_14);  div_4 = sub_14 = None
        mul_38: "f32[4, 16, 32]" = torch.ops.aten.mul.Tensor(view_34, mul);  mul = None
        sum_19: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_38, [0, 1]);  mul_38 = None
        sum_20: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_34, [0, 1]);  view_34 = None
        add_13: "f32[4, 16, 32]" = torch.ops.aten.add.Tensor(add_12, mul_37);  add_12 = mul_37 = None

        # File: /work/h1/tests/data/gpt_adamw_cpp/gpt_adamw_cpp.py:42 in forward, code: x = self.wte(idx) + self.wpe(torch.arange(idx.shape[1]))
        sum_21: "f32[1, 16, 32]" = torch.ops.aten.sum.dim_IntList(add_13, [0], True)
        view_35: "f32[16, 32]" = torch.ops.aten.reshape.default(sum_21, [16, 32]);  sum_21 = None
        ge: "b8[16]" = torch.ops.aten.ge.Scalar(iota, 0)
        lt: "b8[16]" = torch.ops.aten.lt.Scalar(iota, 16)
        bitwise_and: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne_5: "b8[16]" = torch.ops.aten.ne.Scalar(iota, -1)
        bitwise_and_1: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne_5);  bitwise_and = ne_5 = None
        unsqueeze_2: "b8[16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default_5: "f32[16, 32]" = torch.ops.aten.full.default([16, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 32]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_5, unsqueeze_2, [iota], view_35);  full_default_5 = unsqueeze_2 = iota = view_35 = None
        ge_1: "b8[4, 16]" = torch.ops.aten.ge.Scalar(primals_2, 0)
        lt_1: "b8[4, 16]" = torch.ops.aten.lt.Scalar(primals_2, 64)
        bitwise_and_2: "b8[4, 16]" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1);  ge_1 = lt_1 = None
        ne_6: "b8[4, 16]" = torch.ops.aten.ne.Scalar(primals_2, -1)
        bitwise_and_3: "b8[4, 16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_6);  bitwise_and_2 = ne_6 = None
        unsqueeze_3: "b8[4, 16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1);  bitwise_and_3 = None
        full_default_6: "f32[64, 32]" = torch.ops.aten.full.default([64, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[64, 32]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_6, unsqueeze_3, [primals_2], add_13);  full_default_6 = unsqueeze_3 = primals_2 = add_13 = None
        return (_unsafe_masked_index_put_accumulate_1, None, _unsafe_masked_index_put_accumulate, sum_19, sum_20, mm_10, view_33, mm_8, view_26, sum_13, sum_14, mm_6, view_23, mm_4, view_20, sum_7, sum_8, mm_1)
