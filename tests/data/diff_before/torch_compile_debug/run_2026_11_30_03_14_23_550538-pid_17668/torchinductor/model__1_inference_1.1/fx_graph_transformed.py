class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16]"):
        # File: /work/main/tests/data/diff_work/model.py:10 in torch_dynamo_resume_in_step_at_9, code: h = torch.tanh(h + 1).sum(dim=-1)
        add: "f32[8, 16]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
        tanh: "f32[8, 16]" = torch.ops.aten.tanh.default(add);  add = None
        sum_1: "f32[8]" = torch.ops.aten.sum.dim_IntList(tanh, [-1]);  tanh = None

        # File: /work/main/tests/data/diff_work/model.py:11 in torch_dynamo_resume_in_step_at_9, code: scale = h.mean().item()
        mean: "f32[]" = torch.ops.aten.mean.default(sum_1)
        return (mean, sum_1)
