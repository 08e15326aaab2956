class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s75)", primals_2: "f32[s75, 4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:17 in torch_dynamo_resume_in_forward_at_16, code: if h.sum().item() > 0:
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_2);  primals_2 = None
        return (sum_1, primals_1)
