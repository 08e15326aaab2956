class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]"):
        # File: /work/h7/tests/data/fix_work/model.py:9 in torch_dynamo_resume_in_step_at_8, code: if h.sum() > 0:
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        return (gt,)
