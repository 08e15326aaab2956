class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[64]", arg2_1: "f32[8, 32]", arg3_1: "f32[64]", arg4_1: "f32[64]", arg5_1: "f32[16, 64]", arg6_1: "f32[16]"):
        # No stacktrace found for following nodes
        permute: "f32[32, 64]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 0, keepdim = True)
        getitem: "f32[8, 1]" = var_mean[0]
        getitem_1: "f32[8, 1]" = var_mean[1];  var_mean = None
        add: "f32[8, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[8, 64]" = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul: "f32[8, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[8, 64]" = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_1: "f32[8, 64]" = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None
        mul_2: "f32[8, 64]" = torch.ops.aten.mul.Tensor(add_1, 0.5)
        mul_3: "f32[8, 64]" = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476);  add_1 = None
        erf: "f32[8, 64]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2: "f32[8, 64]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4: "f32[8, 64]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        permute_1: "f32[64, 16]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_1: "f32[8, 16]" = torch.ops.aten.addmm.default(arg6_1, mul_4, permute_1);  arg6_1 = mul_4 = permute_1 = None
        return (addmm_1,)
