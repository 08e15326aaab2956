class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8]", primals_2: "f32[16, 8]", primals_3: "f32[16]", primals_4: "f32[4, 16]", primals_5: "f32[4]"):
        # File: /tmp/el/mdyn/torch_compile_debug/run_2026_12_02_01_49_00_413958-pid_334/minifier/minifier_launcher.py:52 in forward, code: input_1 = torch._C._nn.linear(l_args_0_, l_fn_modules_0_parameters_weight_, l_fn_modules_0_parameters_bias_);  l_args_0_ = l_fn_modules_0_parameters_weight_ = l_fn_modules_0_parameters_bias_ = None
        permute: "f32[8, 16]" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_3, primals_1, permute);  primals_3 = permute = None

        # File: /tmp/el/mdyn/torch_compile_debug/run_2026_12_02_01_49_00_413958-pid_334/minifier/minifier_launcher.py:53 in forward, code: input_2 = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: /tmp/el/mdyn/torch_compile_debug/run_2026_12_02_01_49_00_413958-pid_334/minifier/minifier_launcher.py:54 in forward, code: input_3 = torch._C._nn.linear(input_2, l_fn_modules_2_parameters_weight_, l_fn_modules_2_parameters_bias_);  input_2 = l_fn_modules_2_parameters_weight_ = l_fn_modules_2_parameters_bias_ = None
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = None
        permute_2: "f32[4, 16]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        return (addmm_1, primals_1, relu, permute_2)
