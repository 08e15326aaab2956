class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[8, 3, 32, 32]", arg3_1: "f32[16]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[16]", arg7_1: "f32[16, 16, 3, 3]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[16]", arg11_1: "f32[16]", arg12_1: "f32[16]", arg13_1: "f32[32, 16, 3, 3]", arg14_1: "f32[32]", arg15_1: "f32[32]", arg16_1: "f32[32]", arg17_1: "f32[32]", arg18_1: "f32[32]", arg19_1: "f32[32, 32, 3, 3]", arg20_1: "f32[32]", arg21_1: "f32[32]", arg22_1: "f32[32]", arg23_1: "f32[32]", arg24_1: "f32[32]", arg25_1: "f32[10, 32]", arg26_1: "f32[10]"):
        # No stacktrace found for following nodes
        convolution: "f32[8, 16, 32, 32]" = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg3_1, -1);  arg3_1 = None
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        sub: "f32[8, 16, 32, 32]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        add: "f32[16]" = torch.ops.aten.add.Tensor(arg4_1, 1e-05);  arg4_1 = None
        rsqrt: "f32[16]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        mul: "f32[8, 16, 32, 32]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[8, 16, 32, 32]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg6_1, -1);  arg6_1 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[8, 16, 32, 32]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        relu: "f32[8, 16, 32, 32]" = torch.ops.aten.relu.default(add_1);  add_1 = None
        convolution_1: "f32[8, 16, 32, 32]" = torch.ops.aten.convolution.default(relu, arg7_1, arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu = arg7_1 = arg8_1 = None
        unsqueeze_8: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_9: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        sub_1: "f32[8, 16, 32, 32]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        add_2: "f32[16]" = torch.ops.aten.add.Tensor(arg10_1, 1e-05);  arg10_1 = None
        rsqrt_1: "f32[16]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        unsqueeze_10: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        mul_2: "f32[8, 16, 32, 32]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg11_1, -1);  arg11_1 = None
        unsqueeze_13: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3: "f32[8, 16, 32, 32]" = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_15: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_3: "f32[8, 16, 32, 32]" = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        relu_1: "f32[8, 16, 32, 32]" = torch.ops.aten.relu.default(add_3);  add_3 = None
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_1, [2, 2], [2, 2], [0, 0], [1, 1], False);  relu_1 = None
        getitem: "f32[8, 16, 16, 16]" = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None
        convolution_2: "f32[8, 32, 16, 16]" = torch.ops.aten.convolution.default(getitem, arg13_1, arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem = arg13_1 = arg14_1 = None
        unsqueeze_16: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg15_1, -1);  arg15_1 = None
        unsqueeze_17: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        sub_2: "f32[8, 32, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_17);  convolution_2 = unsqueeze_17 = None
        add_4: "f32[32]" = torch.ops.aten.add.Tensor(arg16_1, 1e-05);  arg16_1 = None
        rsqrt_2: "f32[32]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        unsqueeze_18: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        mul_4: "f32[8, 32, 16, 16]" = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg17_1, -1);  arg17_1 = None
        unsqueeze_21: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_5: "f32[8, 32, 16, 16]" = torch.ops.aten.mul.Tensor(mul_4, unsqueeze_21);  mul_4 = unsqueeze_21 = None
        unsqueeze_22: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg18_1, -1);  arg18_1 = None
        unsqueeze_23: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_5: "f32[8, 32, 16, 16]" = torch.ops.aten.add.Tensor(mul_5, unsqueeze_23);  mul_5 = unsqueeze_23 = None
        relu_2: "f32[8, 32, 16, 16]" = torch.ops.aten.relu.default(add_5);  add_5 = None
        convolution_3: "f32[8, 32, 16, 16]" = torch.ops.aten.convolution.default(relu_2, arg19_1, arg20_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = arg19_1 = arg20_1 = None
        unsqueeze_24: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_25: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        sub_3: "f32[8, 32, 16, 16]" = torch.ops.aten.sub.Tensor(convolution_3, unsqueeze_25);  convolution_3 = unsqueeze_25 = None
        add_6: "f32[32]" = torch.ops.aten.add.Tensor(arg22_1, 1e-05);  arg22_1 = None
        rsqrt_3: "f32[32]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        unsqueeze_26: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        mul_6: "f32[8, 32, 16, 16]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg23_1, -1);  arg23_1 = None
        unsqueeze_29: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_7: "f32[8, 32, 16, 16]" = torch.ops.aten.mul.Tensor(mul_6, unsqueeze_29);  mul_6 = unsqueeze_29 = None
        unsqueeze_30: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_31: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_7: "f32[8, 32, 16, 16]" = torch.ops.aten.add.Tensor(mul_7, unsqueeze_31);  mul_7 = unsqueeze_31 = None
        relu_3: "f32[8, 32, 16, 16]" = torch.ops.aten.relu.default(add_7);  add_7 = None
        _low_memory_max_pool_with_offsets_1 = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_3, [2, 2], [2, 2], [0, 0], [1, 1], False);  relu_3 = None
        getitem_2: "f32[8, 32, 8, 8]" = _low_memory_max_pool_with_offsets_1[0];  _low_memory_max_pool_with_offsets_1 = None
        mean: "f32[8, 32, 1, 1]" = torch.ops.aten.mean.dim(getitem_2, [-1, -2], True);  getitem_2 = None
        view: "f32[8, 32]" = torch.ops.aten.reshape.default(mean, [8, 32]);  mean = None
        permute: "f32[32, 10]" = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm: "f32[8, 10]" = torch.ops.aten.addmm.default(arg26_1, view, permute);  arg26_1 = view = permute = None
        return (addmm,)
