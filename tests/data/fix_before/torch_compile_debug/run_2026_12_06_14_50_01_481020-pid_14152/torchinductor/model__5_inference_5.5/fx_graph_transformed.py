class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s75)", arg1_1: "f32[s75, 16]"):
        # File: /work/h7/tests/data/fix_work/model.py:9 in torch_dynamo_resume_in_step_at_8, code: if h.sum() > 0:
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg1_1);  arg1_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return (gt,)
