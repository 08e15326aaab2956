class <lambda>(torch.nn.Module):
    def forward(self):
        arg6_1: "f32[4, 16]";

        arg6_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'dispatch_trace'} No stacktrace found for following nodes
        fc1_weight: "f32[32, 16]" = self.fc1.weight
        fc1_bias: "f32[32]" = self.fc1.bias
        fc2_weight: "f32[32, 32]" = self.fc2.weight
        fc2_bias: "f32[32]" = self.fc2.bias
        out_weight: "f32[8, 32]" = self.out.weight
        out_bias: "f32[8]" = self.out.bias

        # File: /work/venv214/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[16, 32]" = torch.ops.aten.permute.default(fc1_weight, [1, 0]);  fc1_weight = None
        addmm: "f32[4, 32]" = torch.ops.aten.addmm.default(fc1_bias, arg6_1, permute);  fc1_bias = arg6_1 = permute = None

        # File: /tmp/tmp64wpybp8/script.py:15 in forward, code: h = torch.relu(self.fc1(x))
        relu: "f32[4, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: /work/venv214/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[32, 32]" = torch.ops.aten.permute.default(fc2_weight, [1, 0]);  fc2_weight = None
        addmm_1: "f32[4, 32]" = torch.ops.aten.addmm.default(fc2_bias, relu, permute_1);  fc2_bias = permute_1 = None

        # File: /tmp/tmp64wpybp8/script.py:16 in forward, code: h = torch.relu(self.fc2(h)) + h
        relu_1: "f32[4, 32]" = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        add: "f32[4, 32]" = torch.ops.aten.add.Tensor(relu_1, relu);  relu_1 = relu = None

        # File: /work/venv214/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute_2: "f32[32, 8]" = torch.ops.aten.permute.default(out_weight, [1, 0]);  out_weight = None
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(out_bias, add, permute_2);  out_bias = add = permute_2 = None

        # File: /tmp/tmp64wpybp8/script.py:17 in forward, code: return torch.softmax(self.out(h), dim=-1)
        amax: "f32[4, 1]" = torch.ops.aten.amax.default(addmm_2, [-1], True)
        sub: "f32[4, 8]" = torch.ops.aten.sub.Tensor(addmm_2, amax);  addmm_2 = amax = None
        exp: "f32[4, 8]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_1: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[4, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)
