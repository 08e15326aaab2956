class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]"):
        # File: /work/wt/explain-views/sample_runs/generate.py:360 in f, code: return torch.cond(x.sum() > 0, lambda t: torch.relu(t) * 2, lambda t: torch.sigmoid(t) + 1, (x,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,));  gt = true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4, 8]" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]"):
            # File: /work/wt/explain-views/sample_runs/generate.py:360 in <lambda>, code: return torch.cond(x.sum() > 0, lambda t: torch.relu(t) * 2, lambda t: torch.sigmoid(t) + 1, (x,))
            relu: "f32[4, 8]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(relu, 2);  relu = None
            return (mul,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]"):
            # File: /work/wt/explain-views/sample_runs/generate.py:360 in <lambda>, code: return torch.cond(x.sum() > 0, lambda t: torch.relu(t) * 2, lambda t: torch.sigmoid(t) + 1, (x,))
            sigmoid: "f32[4, 8]" = torch.ops.aten.sigmoid.default(arg0_1);  arg0_1 = None
            add: "f32[4, 8]" = torch.ops.aten.add.Tensor(sigmoid, 1);  sigmoid = None
            return (add,)
