class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[s64, s25]"):
        # File: /tmp/el/mdyn/torch_compile_debug/run_2026_12_02_01_49_00_413958-pid_334/minifier/minifier_launcher.py:53 in forward, code: input_2 = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        relu: "f32[s64, s25]" = torch.ops.aten.relu.default(primals_1);  primals_1 = None
        le: "b8[s64, s25]" = torch.ops.aten.le.Scalar(relu, 0)
        return (relu, le)
