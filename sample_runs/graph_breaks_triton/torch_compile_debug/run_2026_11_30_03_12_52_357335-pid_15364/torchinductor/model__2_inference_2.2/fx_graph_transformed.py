class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 32]"):
        # File: /work/main/sample_runs/generate.py:76 in torch_dynamo_resume_in_forward_at_75, code: h = h * 2
        mul: "f32[4, 32]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None

        # File: /work/main/sample_runs/generate.py:79 in torch_dynamo_resume_in_forward_at_75, code: scale = h.mean().item()
        mean: "f32[]" = torch.ops.aten.mean.default(mul)
        return (mean, mul)
