class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[16, 16]"):
        # File: /tmp/tmpofvqf7ho/script.py:13 in step, code: h = torch.relu(x @ w)
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(mm);  mm = None

        # File: /work/venv214/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:179 in all_reduce, code: tensor = torch.ops._c10d_functional.all_reduce(
        all_reduce: "f32[8, 16]" = torch.ops._c10d_functional.all_reduce.default(relu, 'sum', '0');  relu = None

        # File: /work/venv214/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor: "f32[8, 16]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None

        # No stacktrace found for following nodes
        mul_tensor: "f32[8, 16]" = torch.ops.aten.mul.Tensor(wait_tensor, 0.5)
        mul_tensor_1: "f32[8, 16]" = torch.ops.aten.mul.Tensor(wait_tensor, 1);  wait_tensor = None
        amax_default: "f32[8, 1]" = torch.ops.aten.amax.default(mul_tensor_1, [-1], True)
        sub_tensor: "f32[8, 16]" = torch.ops.aten.sub.Tensor(mul_tensor_1, amax_default);  mul_tensor_1 = amax_default = None
        mul_tensor_2: "f32[8, 16]" = torch.ops.aten.mul.Tensor(sub_tensor, 0.5);  sub_tensor = None
        amax_default_1: "f32[8, 1]" = torch.ops.aten.amax.default(mul_tensor, [-1], True)
        sub_tensor_1: "f32[8, 16]" = torch.ops.aten.sub.Tensor(mul_tensor, amax_default_1);  amax_default_1 = None
        abs_default: "f32[8, 16]" = torch.ops.aten.abs.default(mul_tensor)
        ne_scalar: "b8[8, 16]" = torch.ops.aten.ne.Scalar(abs_default, inf);  abs_default = None
        eq_tensor: "b8[8, 16]" = torch.ops.aten.eq.Tensor(mul_tensor, mul_tensor);  mul_tensor = None
        mul_tensor_3: "b8[8, 16]" = torch.ops.aten.mul.Tensor(eq_tensor, ne_scalar);  eq_tensor = ne_scalar = None
        logical_not_default: "b8[8, 16]" = torch.ops.aten.logical_not.default(mul_tensor_3);  mul_tensor_3 = None
        any_dims: "b8[8, 1]" = torch.ops.aten.any.dims(logical_not_default, [-1], True);  logical_not_default = None
        logical_not_default_1: "b8[8, 1]" = torch.ops.aten.logical_not.default(any_dims);  any_dims = None

        # File: /tmp/tmpofvqf7ho/script.py:15 in step, code: return torch.softmax(h * 0.5, dim=-1)
        where_self: "f32[8, 16]" = torch.ops.aten.where.self(logical_not_default_1, mul_tensor_2, sub_tensor_1);  logical_not_default_1 = mul_tensor_2 = sub_tensor_1 = None
        exp: "f32[8, 16]" = torch.ops.aten.exp.default(where_self);  where_self = None
        sum_1: "f32[8, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[8, 16]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)
