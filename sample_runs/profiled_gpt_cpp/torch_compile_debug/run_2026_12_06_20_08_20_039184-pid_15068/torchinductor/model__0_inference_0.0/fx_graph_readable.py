class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[512, 128]", arg1_1: "i64[4, 64]", arg2_1: "f32[64, 128]", arg3_1: "f32[128]", arg4_1: "f32[128]", arg5_1: "f32[384, 128]", arg6_1: "f32[384]", arg7_1: "f32[128, 128]", arg8_1: "f32[128]", arg9_1: "f32[128]", arg10_1: "f32[128]", arg11_1: "f32[512, 128]", arg12_1: "f32[512]", arg13_1: "f32[128, 512]", arg14_1: "f32[128]", arg15_1: "f32[128]", arg16_1: "f32[128]", arg17_1: "f32[384, 128]", arg18_1: "f32[384]", arg19_1: "f32[128, 128]", arg20_1: "f32[128]", arg21_1: "f32[128]", arg22_1: "f32[128]", arg23_1: "f32[512, 128]", arg24_1: "f32[512]", arg25_1: "f32[128, 512]", arg26_1: "f32[128]", arg27_1: "f32[128]", arg28_1: "f32[128]", arg29_1: "f32[512, 128]"):
        # File: /tmp/tmp6ofg3r5o/model.py:42 in forward, code: x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        embedding: "f32[4, 64, 128]" = torch.ops.aten.embedding.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        iota: "i64[64]" = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1: "f32[64, 128]" = torch.ops.aten.embedding.default(arg2_1, iota);  arg2_1 = iota = None
        add: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /tmp/tmp6ofg3r5o/model.py:27 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[4, 64, 1]" = var_mean[0]
        getitem_1: "f32[4, 64, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[4, 64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[4, 64, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[4, 64, 128]" = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_2: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None
        view: "f32[256, 128]" = torch.ops.aten.view.default(add_2, [256, 128]);  add_2 = None
        permute: "f32[128, 384]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm: "f32[256, 384]" = torch.ops.aten.addmm.default(arg6_1, view, permute);  arg6_1 = view = permute = None
        view_1: "f32[4, 64, 384]" = torch.ops.aten.view.default(addmm, [4, 64, 384]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 128, -1);  view_1 = None
        getitem_2: "f32[4, 64, 128]" = split[0]
        getitem_3: "f32[4, 64, 128]" = split[1]
        getitem_4: "f32[4, 64, 128]" = split[2];  split = None

        # File: /tmp/tmp6ofg3r5o/model.py:28 in <genexpr>, code: q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        view_2: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_2, [4, 64, 4, 32]);  getitem_2 = None
        permute_1: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_3, [4, 64, 4, 32]);  getitem_3 = None
        permute_2: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_4, [4, 64, 4, 32]);  getitem_4 = None
        permute_3: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /tmp/tmp6ofg3r5o/model.py:29 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True);  permute_1 = permute_2 = permute_3 = None
        getitem_5: "f32[4, 4, 64, 32]" = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None

        # File: /tmp/tmp6ofg3r5o/model.py:30 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        permute_4: "f32[4, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None
        view_5: "f32[4, 64, 128]" = torch.ops.aten.view.default(permute_4, [4, 64, 128]);  permute_4 = None
        view_6: "f32[256, 128]" = torch.ops.aten.view.default(view_5, [256, 128]);  view_5 = None
        permute_5: "f32[128, 128]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        addmm_1: "f32[256, 128]" = torch.ops.aten.addmm.default(arg8_1, view_6, permute_5);  arg8_1 = view_6 = permute_5 = None
        view_7: "f32[4, 64, 128]" = torch.ops.aten.view.default(addmm_1, [4, 64, 128]);  addmm_1 = None
        add_3: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None

        # File: /tmp/tmp6ofg3r5o/model.py:31 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7: "f32[4, 64, 1]" = var_mean_1[0]
        getitem_8: "f32[4, 64, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[4, 64, 1]" = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1: "f32[4, 64, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[4, 64, 128]" = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(mul_2, arg9_1);  mul_2 = arg9_1 = None
        add_5: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(mul_3, arg10_1);  mul_3 = arg10_1 = None
        view_8: "f32[256, 128]" = torch.ops.aten.view.default(add_5, [256, 128]);  add_5 = None
        permute_6: "f32[128, 512]" = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        addmm_2: "f32[256, 512]" = torch.ops.aten.addmm.default(arg12_1, view_8, permute_6);  arg12_1 = view_8 = permute_6 = None
        view_9: "f32[4, 64, 512]" = torch.ops.aten.view.default(addmm_2, [4, 64, 512]);  addmm_2 = None
        mul_4: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf: "f32[4, 64, 512]" = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6: "f32[4, 64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10: "f32[256, 512]" = torch.ops.aten.view.default(mul_6, [256, 512]);  mul_6 = None
        permute_7: "f32[512, 128]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        addmm_3: "f32[256, 128]" = torch.ops.aten.addmm.default(arg14_1, view_10, permute_7);  arg14_1 = view_10 = permute_7 = None
        view_11: "f32[4, 64, 128]" = torch.ops.aten.view.default(addmm_3, [4, 64, 128]);  addmm_3 = None
        add_7: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None

        # File: /tmp/tmp6ofg3r5o/model.py:27 in forward, code: q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9: "f32[4, 64, 1]" = var_mean_2[0]
        getitem_10: "f32[4, 64, 1]" = var_mean_2[1];  var_mean_2 = None
        add_8: "f32[4, 64, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2: "f32[4, 64, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2: "f32[4, 64, 128]" = torch.ops.aten.sub.Tensor(add_7, getitem_10);  getitem_10 = None
        mul_7: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_8: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(mul_7, arg15_1);  mul_7 = arg15_1 = None
        add_9: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(mul_8, arg16_1);  mul_8 = arg16_1 = None
        view_12: "f32[256, 128]" = torch.ops.aten.view.default(add_9, [256, 128]);  add_9 = None
        permute_8: "f32[128, 384]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm_4: "f32[256, 384]" = torch.ops.aten.addmm.default(arg18_1, view_12, permute_8);  arg18_1 = view_12 = permute_8 = None
        view_13: "f32[4, 64, 384]" = torch.ops.aten.view.default(addmm_4, [4, 64, 384]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_13, 128, -1);  view_13 = None
        getitem_11: "f32[4, 64, 128]" = split_1[0]
        getitem_12: "f32[4, 64, 128]" = split_1[1]
        getitem_13: "f32[4, 64, 128]" = split_1[2];  split_1 = None

        # File: /tmp/tmp6ofg3r5o/model.py:28 in <genexpr>, code: q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        view_14: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_11, [4, 64, 4, 32]);  getitem_11 = None
        permute_9: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
        view_15: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_12, [4, 64, 4, 32]);  getitem_12 = None
        permute_10: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None
        view_16: "f32[4, 64, 4, 32]" = torch.ops.aten.view.default(getitem_13, [4, 64, 4, 32]);  getitem_13 = None
        permute_11: "f32[4, 4, 64, 32]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /tmp/tmp6ofg3r5o/model.py:29 in forward, code: y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_9, permute_10, permute_11, 0.0, True);  permute_9 = permute_10 = permute_11 = None
        getitem_14: "f32[4, 4, 64, 32]" = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None

        # File: /tmp/tmp6ofg3r5o/model.py:30 in forward, code: x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        permute_12: "f32[4, 64, 4, 32]" = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3]);  getitem_14 = None
        view_17: "f32[4, 64, 128]" = torch.ops.aten.view.default(permute_12, [4, 64, 128]);  permute_12 = None
        view_18: "f32[256, 128]" = torch.ops.aten.view.default(view_17, [256, 128]);  view_17 = None
        permute_13: "f32[128, 128]" = torch.ops.aten.permute.default(arg19_1, [1, 0]);  arg19_1 = None
        addmm_5: "f32[256, 128]" = torch.ops.aten.addmm.default(arg20_1, view_18, permute_13);  arg20_1 = view_18 = permute_13 = None
        view_19: "f32[4, 64, 128]" = torch.ops.aten.view.default(addmm_5, [4, 64, 128]);  addmm_5 = None
        add_10: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(add_7, view_19);  add_7 = view_19 = None

        # File: /tmp/tmp6ofg3r5o/model.py:31 in forward, code: return x + self.out(F.gelu(self.fc(self.ln2(x))))
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_16: "f32[4, 64, 1]" = var_mean_3[0]
        getitem_17: "f32[4, 64, 1]" = var_mean_3[1];  var_mean_3 = None
        add_11: "f32[4, 64, 1]" = torch.ops.aten.add.Tensor(getitem_16, 1e-05);  getitem_16 = None
        rsqrt_3: "f32[4, 64, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_3: "f32[4, 64, 128]" = torch.ops.aten.sub.Tensor(add_10, getitem_17);  getitem_17 = None
        mul_9: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_10: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(mul_9, arg21_1);  mul_9 = arg21_1 = None
        add_12: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(mul_10, arg22_1);  mul_10 = arg22_1 = None
        view_20: "f32[256, 128]" = torch.ops.aten.view.default(add_12, [256, 128]);  add_12 = None
        permute_14: "f32[128, 512]" = torch.ops.aten.permute.default(arg23_1, [1, 0]);  arg23_1 = None
        addmm_6: "f32[256, 512]" = torch.ops.aten.addmm.default(arg24_1, view_20, permute_14);  arg24_1 = view_20 = permute_14 = None
        view_21: "f32[4, 64, 512]" = torch.ops.aten.view.default(addmm_6, [4, 64, 512]);  addmm_6 = None
        mul_11: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_12: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_1: "f32[4, 64, 512]" = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13: "f32[4, 64, 512]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13: "f32[4, 64, 512]" = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_22: "f32[256, 512]" = torch.ops.aten.view.default(mul_13, [256, 512]);  mul_13 = None
        permute_15: "f32[512, 128]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm_7: "f32[256, 128]" = torch.ops.aten.addmm.default(arg26_1, view_22, permute_15);  arg26_1 = view_22 = permute_15 = None
        view_23: "f32[4, 64, 128]" = torch.ops.aten.view.default(addmm_7, [4, 64, 128]);  addmm_7 = None
        add_14: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(add_10, view_23);  add_10 = view_23 = None

        # File: /tmp/tmp6ofg3r5o/model.py:45 in forward, code: return self.head(self.ln(x))
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_18: "f32[4, 64, 1]" = var_mean_4[0]
        getitem_19: "f32[4, 64, 1]" = var_mean_4[1];  var_mean_4 = None
        add_15: "f32[4, 64, 1]" = torch.ops.aten.add.Tensor(getitem_18, 1e-05);  getitem_18 = None
        rsqrt_4: "f32[4, 64, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_4: "f32[4, 64, 128]" = torch.ops.aten.sub.Tensor(add_14, getitem_19);  add_14 = getitem_19 = None
        mul_14: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_15: "f32[4, 64, 128]" = torch.ops.aten.mul.Tensor(mul_14, arg27_1);  mul_14 = arg27_1 = None
        add_16: "f32[4, 64, 128]" = torch.ops.aten.add.Tensor(mul_15, arg28_1);  mul_15 = arg28_1 = None
        permute_16: "f32[128, 512]" = torch.ops.aten.permute.default(arg29_1, [1, 0]);  arg29_1 = None
        view_24: "f32[256, 128]" = torch.ops.aten.view.default(add_16, [256, 128]);  add_16 = None
        mm: "f32[256, 512]" = torch.ops.aten.mm.default(view_24, permute_16);  view_24 = permute_16 = None
        view_25: "f32[4, 64, 512]" = torch.ops.aten.view.default(mm, [4, 64, 512]);  mm = None
        return (view_25,)
