class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]", arg1_1: "f32[16, 16]", arg2_1: "f32[]"):
        # File: /work/h7/tests/data/fix_work/model.py:7 in step, code: h = torch.relu(x @ w) * scale
        mm: "f32[8, 16]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[8, 16]" = torch.ops.aten.relu.default(mm);  mm = None
        mul: "f32[8, 16]" = torch.ops.aten.mul.Tensor(relu, arg2_1);  relu = arg2_1 = None

        # File: /work/h7/tests/data/fix_work/model.py:8 in step, code: h = torch.cond(h.sum() > 0, lambda h: h + 1, lambda h: h - 1, (h,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (mul,));  gt = true_graph_0 = false_graph_0 = mul = None
        getitem: "f32[8, 16]" = cond[0];  cond = None

        # File: /work/h7/tests/data/fix_work/model.py:9 in step, code: return torch.softmax(h, dim=-1)
        amax: "f32[8, 1]" = torch.ops.aten.amax.default(getitem, [-1], True)
        sub: "f32[8, 16]" = torch.ops.aten.sub.Tensor(getitem, amax);  getitem = amax = None
        exp: "f32[8, 16]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_2: "f32[8, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[8, 16]" = torch.ops.aten.div.Tensor(exp, sum_2);  exp = sum_2 = None
        return (div,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8, 16]"):
            # File: /work/h7/tests/data/fix_work/model.py:8 in <lambda>, code: h = torch.cond(h.sum() > 0, lambda h: h + 1, lambda h: h - 1, (h,))
            add: "f32[8, 16]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8, 16]"):
            # File: /work/h7/tests/data/fix_work/model.py:8 in <lambda>, code: h = torch.cond(h.sum() > 0, lambda h: h + 1, lambda h: h - 1, (h,))
            sub: "f32[8, 16]" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
            return (sub,)
