class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8, 8]", arg2_1: "f32[8]"):
        # File: /work/wt/one-count/sample_runs/generate.py:322 in forward, code: h = torch.cond(x.sum() > 0, lambda t: t.relu() + 1, lambda t: t.sigmoid() * 2, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,));  gt = true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4, 8]" = cond[0];  cond = None

        # File: /work/wt/one-count/sample_runs/generate.py:323 in forward, code: return self.linear(scaled(h, 3.0))
        scaled: "f32[4, 8]" = torch.ops.sample.scaled.default(getitem, 3.0);  getitem = None
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(arg2_1, scaled, permute);  arg2_1 = scaled = permute = None
        return (addmm,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]"):
            # File: /work/wt/one-count/sample_runs/generate.py:322 in <lambda>, code: h = torch.cond(x.sum() > 0, lambda t: t.relu() + 1, lambda t: t.sigmoid() * 2, (x,))
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            add: "f32[4, 8]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]"):
            # File: /work/wt/one-count/sample_runs/generate.py:322 in <lambda>, code: h = torch.cond(x.sum() > 0, lambda t: t.relu() + 1, lambda t: t.sigmoid() * 2, (x,))
            sigmoid: "f32[4, 8]" = torch.ops.aten.sigmoid.default(arg0_1);  arg0_1 = None
            mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(sigmoid, 2);  sigmoid = None
            return (mul,)
