class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32]"):
        # File: /work/wt/explain-views/sample_runs/generate.py:371 in f, code: return x.view(4, 8).t(), x[1:]
        view: "f32[4, 8]" = torch.ops.aten.reshape.default(arg0_1, [4, 8])
        permute: "f32[8, 4]" = torch.ops.aten.permute.default(view, [1, 0]);  view = None
        slice_1: "f32[31]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 1, 9223372036854775807);  arg0_1 = None
        return (permute, slice_1)
