class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 8]", arg1_1: "f32[]", arg2_1: "f32[8, 8]", arg3_1: "f32[8, 8]", arg4_1: "f32[8, 8]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub: "f32[8, 8]" = torch.ops.aten.sub.Tensor(arg4_1, arg2_1)
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(arg2_1, sub, alpha = 0.09999999999999998);  sub = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_2: "f32[8, 8]" = torch.ops.aten.mul.Tensor(arg4_1, arg4_1);  arg4_1 = None
        mul_1: "f32[8, 8]" = torch.ops.aten.mul.Tensor(arg3_1, 0.999)
        fma: "f32[8, 8]" = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_1: "f32[8, 8]" = torch.ops.aten.sqrt.default(fma)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add: "f32[]" = torch.ops.aten.add.Tensor(arg1_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_2: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt: "f32[]" = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_1: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal: "f32[]" = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_3: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg: "f32[]" = torch.ops.aten.neg.default(mul_3);  mul_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_4: "f32[]" = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div: "f32[8, 8]" = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_1: "f32[]" = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2: "f32[8, 8]" = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv: "f32[8, 8]" = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None
        copy_: "f32[8, 8]" = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__1: "f32[]" = torch.ops.aten.copy_.default(arg1_1, add);  arg1_1 = add = copy__1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__2: "f32[8, 8]" = torch.ops.aten.copy_.default(arg2_1, add_1);  arg2_1 = add_1 = copy__2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__3: "f32[8, 8]" = torch.ops.aten.copy_.default(arg3_1, fma);  arg3_1 = fma = copy__3 = None
        return ()
