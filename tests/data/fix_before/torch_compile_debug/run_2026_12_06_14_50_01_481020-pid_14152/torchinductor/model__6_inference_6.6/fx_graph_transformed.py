class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s75)", arg1_1: "f32[s75, 16]"):
        # File: /work/h7/tests/data/fix_work/model.py:10 in torch_dynamo_resume_in_step_at_9, code: h = h + 1
        add: "f32[s75, 16]" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None

        # File: /work/h7/tests/data/fix_work/model.py:13 in torch_dynamo_resume_in_step_at_9, code: return torch.softmax(h, dim=-1)
        amax: "f32[s75, 1]" = torch.ops.aten.amax.default(add, [-1], True)
        sub_1: "f32[s75, 16]" = torch.ops.aten.sub.Tensor(add, amax);  add = amax = None
        exp: "f32[s75, 16]" = torch.ops.aten.exp.default(sub_1);  sub_1 = None
        sum_1: "f32[s75, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[s75, 16]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)
