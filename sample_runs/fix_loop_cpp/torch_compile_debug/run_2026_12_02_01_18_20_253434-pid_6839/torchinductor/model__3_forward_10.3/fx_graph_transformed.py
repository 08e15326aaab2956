class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 4]"):
        # File: /work/wt/fix-loop/sample_runs/fix_loop_cpp/train.py:19 in torch_dynamo_resume_in_forward_at_17, code: return h.pow(2).mean(), stats, time.perf_counter_ns() - t0
        pow_1: "f32[8, 4]" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 2)
        mean: "f32[]" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
        return (mean, primals_1)
