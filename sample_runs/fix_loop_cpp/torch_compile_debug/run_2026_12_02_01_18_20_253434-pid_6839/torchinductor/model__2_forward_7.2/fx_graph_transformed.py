class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:17 in torch_dynamo_resume_in_forward_at_16, code: if h.sum().item() > 0:
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_1);  primals_1 = None
        return (sum_1,)
