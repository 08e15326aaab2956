class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 16]"):
        # File: /work/h8/sample_runs/generate.py:542 in f, code: return x[:, :8].sin(), x[:, 8:].cos()
        slice_1: "f32[4, 8]" = torch.ops.aten.slice.Tensor(arg0_1, 1, 0, 8)
        sin: "f32[4, 8]" = torch.ops.aten.sin.default(slice_1);  slice_1 = None
        slice_2: "f32[4, 8]" = torch.ops.aten.slice.Tensor(arg0_1, 1, 8, 9223372036854775807);  arg0_1 = None
        cos: "f32[4, 8]" = torch.ops.aten.cos.default(slice_2);  slice_2 = None
        return (sin, cos)
