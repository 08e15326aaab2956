class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[16, 32]", arg2_1: "f32[32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[96, 32]", arg7_1: "f32[96]", arg8_1: "f32[32, 32]", arg9_1: "f32[32]", arg10_1: "f32[128, 32]", arg11_1: "f32[128]", arg12_1: "f32[32, 128]", arg13_1: "f32[32]", arg14_1: "f32[32]", arg15_1: "f32[32]", arg16_1: "f32[64, 32]", arg17_1: "f32[]", arg18_1: "f32[16, 32]", arg19_1: "f32[16, 32]", arg20_1: "f32[]", arg21_1: "f32[64, 32]", arg22_1: "f32[64, 32]", arg23_1: "f32[]", arg24_1: "f32[32]", arg25_1: "f32[32]", arg26_1: "f32[]", arg27_1: "f32[32]", arg28_1: "f32[32]", arg29_1: "f32[]", arg30_1: "f32[32]", arg31_1: "f32[32]", arg32_1: "f32[]", arg33_1: "f32[32]", arg34_1: "f32[32]", arg35_1: "f32[]", arg36_1: "f32[96, 32]", arg37_1: "f32[96, 32]", arg38_1: "f32[]", arg39_1: "f32[96]", arg40_1: "f32[96]", arg41_1: "f32[]", arg42_1: "f32[32, 32]", arg43_1: "f32[32, 32]", arg44_1: "f32[]", arg45_1: "f32[32]", arg46_1: "f32[32]", arg47_1: "f32[]", arg48_1: "f32[128, 32]", arg49_1: "f32[128, 32]", arg50_1: "f32[]", arg51_1: "f32[128]", arg52_1: "f32[128]", arg53_1: "f32[]", arg54_1: "f32[32, 128]", arg55_1: "f32[32, 128]", arg56_1: "f32[]", arg57_1: "f32[32]", arg58_1: "f32[32]", arg59_1: "f32[]", arg60_1: "f32[32]", arg61_1: "f32[32]", arg62_1: "f32[]", arg63_1: "f32[32]", arg64_1: "f32[32]", arg65_1: "f32[]", arg66_1: "f32[64, 32]", arg67_1: "f32[64, 32]", arg68_1: "f32[64, 32]", arg69_1: "f32[16, 32]", arg70_1: "f32[32]", arg71_1: "f32[32]", arg72_1: "f32[32]", arg73_1: "f32[32]", arg74_1: "f32[96, 32]", arg75_1: "f32[96]", arg76_1: "f32[32, 32]", arg77_1: "f32[32]", arg78_1: "f32[128, 32]", arg79_1: "f32[128]", arg80_1: "f32[32, 128]", arg81_1: "f32[32]", arg82_1: "f32[32]", arg83_1: "f32[32]", arg84_1: "f32[64, 32]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub: "f32[64, 32]" = torch.ops.aten.sub.Tensor(arg68_1, arg21_1)
        add_1: "f32[64, 32]" = torch.ops.aten.add.Tensor(arg21_1, sub, alpha = 0.09999999999999998);  sub = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_2: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg68_1, arg68_1);  arg68_1 = None
        mul_1: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg22_1, 0.999)
        fma: "f32[64, 32]" = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_1: "f32[64, 32]" = torch.ops.aten.sqrt.default(fma)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add: "f32[]" = torch.ops.aten.add.Tensor(arg20_1, 1)

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
        div: "f32[64, 32]" = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_1: "f32[]" = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2: "f32[64, 32]" = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv: "f32[64, 32]" = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_6: "f32[16, 32]" = torch.ops.aten.mul.Tensor(arg1_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_3: "f32[16, 32]" = torch.ops.aten.sub.Tensor(arg69_1, arg18_1)
        add_4: "f32[16, 32]" = torch.ops.aten.add.Tensor(arg18_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_8: "f32[16, 32]" = torch.ops.aten.mul.Tensor(arg69_1, arg69_1);  arg69_1 = None
        mul_7: "f32[16, 32]" = torch.ops.aten.mul.Tensor(arg19_1, 0.999)
        fma_1: "f32[16, 32]" = torch.ops.prims.fma.default(mul_8, 0.0010000000000000009, mul_7);  mul_8 = mul_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_3: "f32[16, 32]" = torch.ops.aten.sqrt.default(fma_1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_3: "f32[]" = torch.ops.aten.add.Tensor(arg17_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_4: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_2: "f32[]" = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_3: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_2: "f32[]" = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_9: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_1: "f32[]" = torch.ops.aten.neg.default(mul_9);  mul_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_10: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1: "f32[16, 32]" = torch.ops.aten.div.Tensor(sqrt_3, mul_10);  sqrt_3 = mul_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_3: "f32[]" = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_11: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5: "f32[16, 32]" = torch.ops.aten.add.Tensor(div_1, mul_11);  div_1 = mul_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_1: "f32[16, 32]" = torch.ops.aten.addcdiv.default(mul_6, add_4, add_5);  mul_6 = add_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_12: "f32[32]" = torch.ops.aten.mul.Tensor(arg2_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_6: "f32[32]" = torch.ops.aten.sub.Tensor(arg70_1, arg24_1)
        add_7: "f32[32]" = torch.ops.aten.add.Tensor(arg24_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_14: "f32[32]" = torch.ops.aten.mul.Tensor(arg70_1, arg70_1);  arg70_1 = None
        mul_13: "f32[32]" = torch.ops.aten.mul.Tensor(arg25_1, 0.999)
        fma_2: "f32[32]" = torch.ops.prims.fma.default(mul_14, 0.0010000000000000009, mul_13);  mul_14 = mul_13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_5: "f32[32]" = torch.ops.aten.sqrt.default(fma_2)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_6: "f32[]" = torch.ops.aten.add.Tensor(arg23_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_6: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_4: "f32[]" = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_5: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_4: "f32[]" = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_15: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_2: "f32[]" = torch.ops.aten.neg.default(mul_15);  mul_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_16: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_5, mul_16);  sqrt_5 = mul_16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_5: "f32[]" = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_17: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8: "f32[32]" = torch.ops.aten.add.Tensor(div_2, mul_17);  div_2 = mul_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_2: "f32[32]" = torch.ops.aten.addcdiv.default(mul_12, add_7, add_8);  mul_12 = add_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_18: "f32[32]" = torch.ops.aten.mul.Tensor(arg3_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_9: "f32[32]" = torch.ops.aten.sub.Tensor(arg71_1, arg27_1)
        add_10: "f32[32]" = torch.ops.aten.add.Tensor(arg27_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_20: "f32[32]" = torch.ops.aten.mul.Tensor(arg71_1, arg71_1);  arg71_1 = None
        mul_19: "f32[32]" = torch.ops.aten.mul.Tensor(arg28_1, 0.999)
        fma_3: "f32[32]" = torch.ops.prims.fma.default(mul_20, 0.0010000000000000009, mul_19);  mul_20 = mul_19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_7: "f32[32]" = torch.ops.aten.sqrt.default(fma_3)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_9: "f32[]" = torch.ops.aten.add.Tensor(arg26_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_8: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_6: "f32[]" = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_7: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_6: "f32[]" = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_21: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_3: "f32[]" = torch.ops.aten.neg.default(mul_21);  mul_21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_22: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_7, mul_22);  sqrt_7 = mul_22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_7: "f32[]" = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_23: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11: "f32[32]" = torch.ops.aten.add.Tensor(div_3, mul_23);  div_3 = mul_23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_3: "f32[32]" = torch.ops.aten.addcdiv.default(mul_18, add_10, add_11);  mul_18 = add_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_24: "f32[32]" = torch.ops.aten.mul.Tensor(arg4_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_12: "f32[32]" = torch.ops.aten.sub.Tensor(arg72_1, arg30_1)
        add_13: "f32[32]" = torch.ops.aten.add.Tensor(arg30_1, sub_12, alpha = 0.09999999999999998);  sub_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_26: "f32[32]" = torch.ops.aten.mul.Tensor(arg72_1, arg72_1);  arg72_1 = None
        mul_25: "f32[32]" = torch.ops.aten.mul.Tensor(arg31_1, 0.999)
        fma_4: "f32[32]" = torch.ops.prims.fma.default(mul_26, 0.0010000000000000009, mul_25);  mul_26 = mul_25 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_9: "f32[32]" = torch.ops.aten.sqrt.default(fma_4)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_12: "f32[]" = torch.ops.aten.add.Tensor(arg29_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_10: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_12)
        sub_14: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_10);  pow_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_8: "f32[]" = torch.ops.aten.sqrt.default(sub_14);  sub_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_9: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_12)
        sub_13: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_9);  pow_9 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_8: "f32[]" = torch.ops.aten.reciprocal.default(sub_13);  sub_13 = None
        mul_27: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_8, 0.001);  reciprocal_8 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_4: "f32[]" = torch.ops.aten.neg.default(mul_27);  mul_27 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_28: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_8, neg_4);  sqrt_8 = None
        div_4: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_9, mul_28);  sqrt_9 = mul_28 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_9: "f32[]" = torch.ops.aten.reciprocal.default(neg_4);  neg_4 = None
        mul_29: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_9, 1e-08);  reciprocal_9 = None
        add_14: "f32[32]" = torch.ops.aten.add.Tensor(div_4, mul_29);  div_4 = mul_29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_4: "f32[32]" = torch.ops.aten.addcdiv.default(mul_24, add_13, add_14);  mul_24 = add_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_30: "f32[32]" = torch.ops.aten.mul.Tensor(arg5_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_15: "f32[32]" = torch.ops.aten.sub.Tensor(arg73_1, arg33_1)
        add_16: "f32[32]" = torch.ops.aten.add.Tensor(arg33_1, sub_15, alpha = 0.09999999999999998);  sub_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_32: "f32[32]" = torch.ops.aten.mul.Tensor(arg73_1, arg73_1);  arg73_1 = None
        mul_31: "f32[32]" = torch.ops.aten.mul.Tensor(arg34_1, 0.999)
        fma_5: "f32[32]" = torch.ops.prims.fma.default(mul_32, 0.0010000000000000009, mul_31);  mul_32 = mul_31 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_11: "f32[32]" = torch.ops.aten.sqrt.default(fma_5)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_15: "f32[]" = torch.ops.aten.add.Tensor(arg32_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_12: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_15)
        sub_17: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_12);  pow_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_10: "f32[]" = torch.ops.aten.sqrt.default(sub_17);  sub_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_11: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_15)
        sub_16: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_11);  pow_11 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_10: "f32[]" = torch.ops.aten.reciprocal.default(sub_16);  sub_16 = None
        mul_33: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_10, 0.001);  reciprocal_10 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_5: "f32[]" = torch.ops.aten.neg.default(mul_33);  mul_33 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_34: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_10, neg_5);  sqrt_10 = None
        div_5: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_11, mul_34);  sqrt_11 = mul_34 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_11: "f32[]" = torch.ops.aten.reciprocal.default(neg_5);  neg_5 = None
        mul_35: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_11, 1e-08);  reciprocal_11 = None
        add_17: "f32[32]" = torch.ops.aten.add.Tensor(div_5, mul_35);  div_5 = mul_35 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_5: "f32[32]" = torch.ops.aten.addcdiv.default(mul_30, add_16, add_17);  mul_30 = add_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_36: "f32[96, 32]" = torch.ops.aten.mul.Tensor(arg6_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_18: "f32[96, 32]" = torch.ops.aten.sub.Tensor(arg74_1, arg36_1)
        add_19: "f32[96, 32]" = torch.ops.aten.add.Tensor(arg36_1, sub_18, alpha = 0.09999999999999998);  sub_18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_38: "f32[96, 32]" = torch.ops.aten.mul.Tensor(arg74_1, arg74_1);  arg74_1 = None
        mul_37: "f32[96, 32]" = torch.ops.aten.mul.Tensor(arg37_1, 0.999)
        fma_6: "f32[96, 32]" = torch.ops.prims.fma.default(mul_38, 0.0010000000000000009, mul_37);  mul_38 = mul_37 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_13: "f32[96, 32]" = torch.ops.aten.sqrt.default(fma_6)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_18: "f32[]" = torch.ops.aten.add.Tensor(arg35_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_14: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_18)
        sub_20: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_14);  pow_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_12: "f32[]" = torch.ops.aten.sqrt.default(sub_20);  sub_20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_13: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_18)
        sub_19: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_13);  pow_13 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_12: "f32[]" = torch.ops.aten.reciprocal.default(sub_19);  sub_19 = None
        mul_39: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_12, 0.001);  reciprocal_12 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_6: "f32[]" = torch.ops.aten.neg.default(mul_39);  mul_39 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_40: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_12, neg_6);  sqrt_12 = None
        div_6: "f32[96, 32]" = torch.ops.aten.div.Tensor(sqrt_13, mul_40);  sqrt_13 = mul_40 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_13: "f32[]" = torch.ops.aten.reciprocal.default(neg_6);  neg_6 = None
        mul_41: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_13, 1e-08);  reciprocal_13 = None
        add_20: "f32[96, 32]" = torch.ops.aten.add.Tensor(div_6, mul_41);  div_6 = mul_41 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_6: "f32[96, 32]" = torch.ops.aten.addcdiv.default(mul_36, add_19, add_20);  mul_36 = add_20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_42: "f32[96]" = torch.ops.aten.mul.Tensor(arg7_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_21: "f32[96]" = torch.ops.aten.sub.Tensor(arg75_1, arg39_1)
        add_22: "f32[96]" = torch.ops.aten.add.Tensor(arg39_1, sub_21, alpha = 0.09999999999999998);  sub_21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_44: "f32[96]" = torch.ops.aten.mul.Tensor(arg75_1, arg75_1);  arg75_1 = None
        mul_43: "f32[96]" = torch.ops.aten.mul.Tensor(arg40_1, 0.999)
        fma_7: "f32[96]" = torch.ops.prims.fma.default(mul_44, 0.0010000000000000009, mul_43);  mul_44 = mul_43 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_15: "f32[96]" = torch.ops.aten.sqrt.default(fma_7)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_21: "f32[]" = torch.ops.aten.add.Tensor(arg38_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_16: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_21)
        sub_23: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_16);  pow_16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_14: "f32[]" = torch.ops.aten.sqrt.default(sub_23);  sub_23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_15: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_21)
        sub_22: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_15);  pow_15 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_14: "f32[]" = torch.ops.aten.reciprocal.default(sub_22);  sub_22 = None
        mul_45: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_14, 0.001);  reciprocal_14 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_7: "f32[]" = torch.ops.aten.neg.default(mul_45);  mul_45 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_46: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_14, neg_7);  sqrt_14 = None
        div_7: "f32[96]" = torch.ops.aten.div.Tensor(sqrt_15, mul_46);  sqrt_15 = mul_46 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_15: "f32[]" = torch.ops.aten.reciprocal.default(neg_7);  neg_7 = None
        mul_47: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_15, 1e-08);  reciprocal_15 = None
        add_23: "f32[96]" = torch.ops.aten.add.Tensor(div_7, mul_47);  div_7 = mul_47 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_7: "f32[96]" = torch.ops.aten.addcdiv.default(mul_42, add_22, add_23);  mul_42 = add_23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_48: "f32[32, 32]" = torch.ops.aten.mul.Tensor(arg8_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_24: "f32[32, 32]" = torch.ops.aten.sub.Tensor(arg76_1, arg42_1)
        add_25: "f32[32, 32]" = torch.ops.aten.add.Tensor(arg42_1, sub_24, alpha = 0.09999999999999998);  sub_24 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_50: "f32[32, 32]" = torch.ops.aten.mul.Tensor(arg76_1, arg76_1);  arg76_1 = None
        mul_49: "f32[32, 32]" = torch.ops.aten.mul.Tensor(arg43_1, 0.999)
        fma_8: "f32[32, 32]" = torch.ops.prims.fma.default(mul_50, 0.0010000000000000009, mul_49);  mul_50 = mul_49 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_17: "f32[32, 32]" = torch.ops.aten.sqrt.default(fma_8)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_24: "f32[]" = torch.ops.aten.add.Tensor(arg41_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_18: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_24)
        sub_26: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_18);  pow_18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_16: "f32[]" = torch.ops.aten.sqrt.default(sub_26);  sub_26 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_17: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_24)
        sub_25: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_17);  pow_17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_16: "f32[]" = torch.ops.aten.reciprocal.default(sub_25);  sub_25 = None
        mul_51: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_16, 0.001);  reciprocal_16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_8: "f32[]" = torch.ops.aten.neg.default(mul_51);  mul_51 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_52: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_16, neg_8);  sqrt_16 = None
        div_8: "f32[32, 32]" = torch.ops.aten.div.Tensor(sqrt_17, mul_52);  sqrt_17 = mul_52 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_17: "f32[]" = torch.ops.aten.reciprocal.default(neg_8);  neg_8 = None
        mul_53: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_17, 1e-08);  reciprocal_17 = None
        add_26: "f32[32, 32]" = torch.ops.aten.add.Tensor(div_8, mul_53);  div_8 = mul_53 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_8: "f32[32, 32]" = torch.ops.aten.addcdiv.default(mul_48, add_25, add_26);  mul_48 = add_26 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_54: "f32[32]" = torch.ops.aten.mul.Tensor(arg9_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_27: "f32[32]" = torch.ops.aten.sub.Tensor(arg77_1, arg45_1)
        add_28: "f32[32]" = torch.ops.aten.add.Tensor(arg45_1, sub_27, alpha = 0.09999999999999998);  sub_27 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_56: "f32[32]" = torch.ops.aten.mul.Tensor(arg77_1, arg77_1);  arg77_1 = None
        mul_55: "f32[32]" = torch.ops.aten.mul.Tensor(arg46_1, 0.999)
        fma_9: "f32[32]" = torch.ops.prims.fma.default(mul_56, 0.0010000000000000009, mul_55);  mul_56 = mul_55 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_19: "f32[32]" = torch.ops.aten.sqrt.default(fma_9)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_27: "f32[]" = torch.ops.aten.add.Tensor(arg44_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_20: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_27)
        sub_29: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_20);  pow_20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_18: "f32[]" = torch.ops.aten.sqrt.default(sub_29);  sub_29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_19: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_27)
        sub_28: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_19);  pow_19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_18: "f32[]" = torch.ops.aten.reciprocal.default(sub_28);  sub_28 = None
        mul_57: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_18, 0.001);  reciprocal_18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_9: "f32[]" = torch.ops.aten.neg.default(mul_57);  mul_57 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_58: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_18, neg_9);  sqrt_18 = None
        div_9: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_19, mul_58);  sqrt_19 = mul_58 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_19: "f32[]" = torch.ops.aten.reciprocal.default(neg_9);  neg_9 = None
        mul_59: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_19, 1e-08);  reciprocal_19 = None
        add_29: "f32[32]" = torch.ops.aten.add.Tensor(div_9, mul_59);  div_9 = mul_59 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_9: "f32[32]" = torch.ops.aten.addcdiv.default(mul_54, add_28, add_29);  mul_54 = add_29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_60: "f32[128, 32]" = torch.ops.aten.mul.Tensor(arg10_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_30: "f32[128, 32]" = torch.ops.aten.sub.Tensor(arg78_1, arg48_1)
        add_31: "f32[128, 32]" = torch.ops.aten.add.Tensor(arg48_1, sub_30, alpha = 0.09999999999999998);  sub_30 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_62: "f32[128, 32]" = torch.ops.aten.mul.Tensor(arg78_1, arg78_1);  arg78_1 = None
        mul_61: "f32[128, 32]" = torch.ops.aten.mul.Tensor(arg49_1, 0.999)
        fma_10: "f32[128, 32]" = torch.ops.prims.fma.default(mul_62, 0.0010000000000000009, mul_61);  mul_62 = mul_61 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_21: "f32[128, 32]" = torch.ops.aten.sqrt.default(fma_10)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_30: "f32[]" = torch.ops.aten.add.Tensor(arg47_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_22: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_30)
        sub_32: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_22);  pow_22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_20: "f32[]" = torch.ops.aten.sqrt.default(sub_32);  sub_32 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_21: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_30)
        sub_31: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_21);  pow_21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_20: "f32[]" = torch.ops.aten.reciprocal.default(sub_31);  sub_31 = None
        mul_63: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_20, 0.001);  reciprocal_20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_10: "f32[]" = torch.ops.aten.neg.default(mul_63);  mul_63 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_64: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_20, neg_10);  sqrt_20 = None
        div_10: "f32[128, 32]" = torch.ops.aten.div.Tensor(sqrt_21, mul_64);  sqrt_21 = mul_64 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_21: "f32[]" = torch.ops.aten.reciprocal.default(neg_10);  neg_10 = None
        mul_65: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_21, 1e-08);  reciprocal_21 = None
        add_32: "f32[128, 32]" = torch.ops.aten.add.Tensor(div_10, mul_65);  div_10 = mul_65 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_10: "f32[128, 32]" = torch.ops.aten.addcdiv.default(mul_60, add_31, add_32);  mul_60 = add_32 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_66: "f32[128]" = torch.ops.aten.mul.Tensor(arg11_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_33: "f32[128]" = torch.ops.aten.sub.Tensor(arg79_1, arg51_1)
        add_34: "f32[128]" = torch.ops.aten.add.Tensor(arg51_1, sub_33, alpha = 0.09999999999999998);  sub_33 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_68: "f32[128]" = torch.ops.aten.mul.Tensor(arg79_1, arg79_1);  arg79_1 = None
        mul_67: "f32[128]" = torch.ops.aten.mul.Tensor(arg52_1, 0.999)
        fma_11: "f32[128]" = torch.ops.prims.fma.default(mul_68, 0.0010000000000000009, mul_67);  mul_68 = mul_67 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_23: "f32[128]" = torch.ops.aten.sqrt.default(fma_11)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_33: "f32[]" = torch.ops.aten.add.Tensor(arg50_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_24: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_33)
        sub_35: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_24);  pow_24 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_22: "f32[]" = torch.ops.aten.sqrt.default(sub_35);  sub_35 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_23: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_33)
        sub_34: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_23);  pow_23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_22: "f32[]" = torch.ops.aten.reciprocal.default(sub_34);  sub_34 = None
        mul_69: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_22, 0.001);  reciprocal_22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_11: "f32[]" = torch.ops.aten.neg.default(mul_69);  mul_69 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_70: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_22, neg_11);  sqrt_22 = None
        div_11: "f32[128]" = torch.ops.aten.div.Tensor(sqrt_23, mul_70);  sqrt_23 = mul_70 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_23: "f32[]" = torch.ops.aten.reciprocal.default(neg_11);  neg_11 = None
        mul_71: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_23, 1e-08);  reciprocal_23 = None
        add_35: "f32[128]" = torch.ops.aten.add.Tensor(div_11, mul_71);  div_11 = mul_71 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_11: "f32[128]" = torch.ops.aten.addcdiv.default(mul_66, add_34, add_35);  mul_66 = add_35 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_72: "f32[32, 128]" = torch.ops.aten.mul.Tensor(arg12_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_36: "f32[32, 128]" = torch.ops.aten.sub.Tensor(arg80_1, arg54_1)
        add_37: "f32[32, 128]" = torch.ops.aten.add.Tensor(arg54_1, sub_36, alpha = 0.09999999999999998);  sub_36 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_74: "f32[32, 128]" = torch.ops.aten.mul.Tensor(arg80_1, arg80_1);  arg80_1 = None
        mul_73: "f32[32, 128]" = torch.ops.aten.mul.Tensor(arg55_1, 0.999)
        fma_12: "f32[32, 128]" = torch.ops.prims.fma.default(mul_74, 0.0010000000000000009, mul_73);  mul_74 = mul_73 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_25: "f32[32, 128]" = torch.ops.aten.sqrt.default(fma_12)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_36: "f32[]" = torch.ops.aten.add.Tensor(arg53_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_26: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_36)
        sub_38: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_26);  pow_26 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_24: "f32[]" = torch.ops.aten.sqrt.default(sub_38);  sub_38 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_25: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_36)
        sub_37: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_25);  pow_25 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_24: "f32[]" = torch.ops.aten.reciprocal.default(sub_37);  sub_37 = None
        mul_75: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_24, 0.001);  reciprocal_24 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_12: "f32[]" = torch.ops.aten.neg.default(mul_75);  mul_75 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_76: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_24, neg_12);  sqrt_24 = None
        div_12: "f32[32, 128]" = torch.ops.aten.div.Tensor(sqrt_25, mul_76);  sqrt_25 = mul_76 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_25: "f32[]" = torch.ops.aten.reciprocal.default(neg_12);  neg_12 = None
        mul_77: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_25, 1e-08);  reciprocal_25 = None
        add_38: "f32[32, 128]" = torch.ops.aten.add.Tensor(div_12, mul_77);  div_12 = mul_77 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_12: "f32[32, 128]" = torch.ops.aten.addcdiv.default(mul_72, add_37, add_38);  mul_72 = add_38 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_78: "f32[32]" = torch.ops.aten.mul.Tensor(arg13_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_39: "f32[32]" = torch.ops.aten.sub.Tensor(arg81_1, arg57_1)
        add_40: "f32[32]" = torch.ops.aten.add.Tensor(arg57_1, sub_39, alpha = 0.09999999999999998);  sub_39 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_80: "f32[32]" = torch.ops.aten.mul.Tensor(arg81_1, arg81_1);  arg81_1 = None
        mul_79: "f32[32]" = torch.ops.aten.mul.Tensor(arg58_1, 0.999)
        fma_13: "f32[32]" = torch.ops.prims.fma.default(mul_80, 0.0010000000000000009, mul_79);  mul_80 = mul_79 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_27: "f32[32]" = torch.ops.aten.sqrt.default(fma_13)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_39: "f32[]" = torch.ops.aten.add.Tensor(arg56_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_28: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_39)
        sub_41: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_28);  pow_28 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_26: "f32[]" = torch.ops.aten.sqrt.default(sub_41);  sub_41 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_27: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_39)
        sub_40: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_27);  pow_27 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_26: "f32[]" = torch.ops.aten.reciprocal.default(sub_40);  sub_40 = None
        mul_81: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_26, 0.001);  reciprocal_26 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_13: "f32[]" = torch.ops.aten.neg.default(mul_81);  mul_81 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_82: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_26, neg_13);  sqrt_26 = None
        div_13: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_27, mul_82);  sqrt_27 = mul_82 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_27: "f32[]" = torch.ops.aten.reciprocal.default(neg_13);  neg_13 = None
        mul_83: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_27, 1e-08);  reciprocal_27 = None
        add_41: "f32[32]" = torch.ops.aten.add.Tensor(div_13, mul_83);  div_13 = mul_83 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_13: "f32[32]" = torch.ops.aten.addcdiv.default(mul_78, add_40, add_41);  mul_78 = add_41 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_84: "f32[32]" = torch.ops.aten.mul.Tensor(arg14_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_42: "f32[32]" = torch.ops.aten.sub.Tensor(arg82_1, arg60_1)
        add_43: "f32[32]" = torch.ops.aten.add.Tensor(arg60_1, sub_42, alpha = 0.09999999999999998);  sub_42 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_86: "f32[32]" = torch.ops.aten.mul.Tensor(arg82_1, arg82_1);  arg82_1 = None
        mul_85: "f32[32]" = torch.ops.aten.mul.Tensor(arg61_1, 0.999)
        fma_14: "f32[32]" = torch.ops.prims.fma.default(mul_86, 0.0010000000000000009, mul_85);  mul_86 = mul_85 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_29: "f32[32]" = torch.ops.aten.sqrt.default(fma_14)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_42: "f32[]" = torch.ops.aten.add.Tensor(arg59_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_30: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_42)
        sub_44: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_30);  pow_30 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_28: "f32[]" = torch.ops.aten.sqrt.default(sub_44);  sub_44 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_29: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_42)
        sub_43: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_29);  pow_29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_28: "f32[]" = torch.ops.aten.reciprocal.default(sub_43);  sub_43 = None
        mul_87: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_28, 0.001);  reciprocal_28 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_14: "f32[]" = torch.ops.aten.neg.default(mul_87);  mul_87 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_88: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_28, neg_14);  sqrt_28 = None
        div_14: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_29, mul_88);  sqrt_29 = mul_88 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_29: "f32[]" = torch.ops.aten.reciprocal.default(neg_14);  neg_14 = None
        mul_89: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_29, 1e-08);  reciprocal_29 = None
        add_44: "f32[32]" = torch.ops.aten.add.Tensor(div_14, mul_89);  div_14 = mul_89 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_14: "f32[32]" = torch.ops.aten.addcdiv.default(mul_84, add_43, add_44);  mul_84 = add_44 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_90: "f32[32]" = torch.ops.aten.mul.Tensor(arg15_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_45: "f32[32]" = torch.ops.aten.sub.Tensor(arg83_1, arg63_1)
        add_46: "f32[32]" = torch.ops.aten.add.Tensor(arg63_1, sub_45, alpha = 0.09999999999999998);  sub_45 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_92: "f32[32]" = torch.ops.aten.mul.Tensor(arg83_1, arg83_1);  arg83_1 = None
        mul_91: "f32[32]" = torch.ops.aten.mul.Tensor(arg64_1, 0.999)
        fma_15: "f32[32]" = torch.ops.prims.fma.default(mul_92, 0.0010000000000000009, mul_91);  mul_92 = mul_91 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_31: "f32[32]" = torch.ops.aten.sqrt.default(fma_15)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_45: "f32[]" = torch.ops.aten.add.Tensor(arg62_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_32: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_45)
        sub_47: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_32);  pow_32 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_30: "f32[]" = torch.ops.aten.sqrt.default(sub_47);  sub_47 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_31: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_45)
        sub_46: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_31);  pow_31 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_30: "f32[]" = torch.ops.aten.reciprocal.default(sub_46);  sub_46 = None
        mul_93: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_30, 0.001);  reciprocal_30 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_15: "f32[]" = torch.ops.aten.neg.default(mul_93);  mul_93 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_94: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_30, neg_15);  sqrt_30 = None
        div_15: "f32[32]" = torch.ops.aten.div.Tensor(sqrt_31, mul_94);  sqrt_31 = mul_94 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_31: "f32[]" = torch.ops.aten.reciprocal.default(neg_15);  neg_15 = None
        mul_95: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_31, 1e-08);  reciprocal_31 = None
        add_47: "f32[32]" = torch.ops.aten.add.Tensor(div_15, mul_95);  div_15 = mul_95 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_15: "f32[32]" = torch.ops.aten.addcdiv.default(mul_90, add_46, add_47);  mul_90 = add_47 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:419 in _single_tensor_adam, code: param.mul_(1 - lr * weight_decay)
        mul_96: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg16_1, 0.99999)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        sub_48: "f32[64, 32]" = torch.ops.aten.sub.Tensor(arg84_1, arg66_1)
        add_49: "f32[64, 32]" = torch.ops.aten.add.Tensor(arg66_1, sub_48, alpha = 0.09999999999999998);  sub_48 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        mul_98: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg84_1, arg84_1);  arg84_1 = None
        mul_97: "f32[64, 32]" = torch.ops.aten.mul.Tensor(arg67_1, 0.999)
        fma_16: "f32[64, 32]" = torch.ops.prims.fma.default(mul_98, 0.0010000000000000009, mul_97);  mul_98 = mul_97 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        sqrt_33: "f32[64, 32]" = torch.ops.aten.sqrt.default(fma_16)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        add_48: "f32[]" = torch.ops.aten.add.Tensor(arg65_1, 1)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:496 in _single_tensor_adam, code: bias_correction2 = 1 - beta2**step
        pow_34: "f32[]" = torch.ops.aten.pow.Scalar(0.999, add_48)
        sub_50: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_34);  pow_34 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:501 in _single_tensor_adam, code: bias_correction2_sqrt = bias_correction2.sqrt()
        sqrt_32: "f32[]" = torch.ops.aten.sqrt.default(sub_50);  sub_50 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:487 in _single_tensor_adam, code: bias_correction1 = 1 - beta1**step
        pow_33: "f32[]" = torch.ops.aten.pow.Scalar(0.9, add_48)
        sub_49: "f32[]" = torch.ops.aten.sub.Tensor(1, pow_33);  pow_33 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:498 in _single_tensor_adam, code: step_size = lr / bias_correction1
        reciprocal_32: "f32[]" = torch.ops.aten.reciprocal.default(sub_49);  sub_49 = None
        mul_99: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_32, 0.001);  reciprocal_32 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:499 in _single_tensor_adam, code: step_size_neg = step_size.neg()
        neg_16: "f32[]" = torch.ops.aten.neg.default(mul_99);  mul_99 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:520 in _single_tensor_adam, code: exp_avg_sq.sqrt() / (bias_correction2_sqrt * step_size_neg)
        mul_100: "f32[]" = torch.ops.aten.mul.Tensor(sqrt_32, neg_16);  sqrt_32 = None
        div_16: "f32[64, 32]" = torch.ops.aten.div.Tensor(sqrt_33, mul_100);  sqrt_33 = mul_100 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:521 in _single_tensor_adam, code: ).add_(eps / step_size_neg)
        reciprocal_33: "f32[]" = torch.ops.aten.reciprocal.default(neg_16);  neg_16 = None
        mul_101: "f32[]" = torch.ops.aten.mul.Tensor(reciprocal_33, 1e-08);  reciprocal_33 = None
        add_50: "f32[64, 32]" = torch.ops.aten.add.Tensor(div_16, mul_101);  div_16 = mul_101 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:526 in _single_tensor_adam, code: param.addcdiv_(exp_avg, denom)
        addcdiv_16: "f32[64, 32]" = torch.ops.aten.addcdiv.default(mul_96, add_49, add_50);  mul_96 = add_50 = None
        copy_: "f32[64, 32]" = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1: "f32[16, 32]" = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2: "f32[32]" = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3: "f32[32]" = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None
        copy__4: "f32[32]" = torch.ops.aten.copy_.default(arg4_1, addcdiv_4);  arg4_1 = addcdiv_4 = copy__4 = None
        copy__5: "f32[32]" = torch.ops.aten.copy_.default(arg5_1, addcdiv_5);  arg5_1 = addcdiv_5 = copy__5 = None
        copy__6: "f32[96, 32]" = torch.ops.aten.copy_.default(arg6_1, addcdiv_6);  arg6_1 = addcdiv_6 = copy__6 = None
        copy__7: "f32[96]" = torch.ops.aten.copy_.default(arg7_1, addcdiv_7);  arg7_1 = addcdiv_7 = copy__7 = None
        copy__8: "f32[32, 32]" = torch.ops.aten.copy_.default(arg8_1, addcdiv_8);  arg8_1 = addcdiv_8 = copy__8 = None
        copy__9: "f32[32]" = torch.ops.aten.copy_.default(arg9_1, addcdiv_9);  arg9_1 = addcdiv_9 = copy__9 = None
        copy__10: "f32[128, 32]" = torch.ops.aten.copy_.default(arg10_1, addcdiv_10);  arg10_1 = addcdiv_10 = copy__10 = None
        copy__11: "f32[128]" = torch.ops.aten.copy_.default(arg11_1, addcdiv_11);  arg11_1 = addcdiv_11 = copy__11 = None
        copy__12: "f32[32, 128]" = torch.ops.aten.copy_.default(arg12_1, addcdiv_12);  arg12_1 = addcdiv_12 = copy__12 = None
        copy__13: "f32[32]" = torch.ops.aten.copy_.default(arg13_1, addcdiv_13);  arg13_1 = addcdiv_13 = copy__13 = None
        copy__14: "f32[32]" = torch.ops.aten.copy_.default(arg14_1, addcdiv_14);  arg14_1 = addcdiv_14 = copy__14 = None
        copy__15: "f32[32]" = torch.ops.aten.copy_.default(arg15_1, addcdiv_15);  arg15_1 = addcdiv_15 = copy__15 = None
        copy__16: "f32[64, 32]" = torch.ops.aten.copy_.default(arg16_1, addcdiv_16);  arg16_1 = addcdiv_16 = copy__16 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__17: "f32[]" = torch.ops.aten.copy_.default(arg17_1, add_3);  arg17_1 = add_3 = copy__17 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__18: "f32[16, 32]" = torch.ops.aten.copy_.default(arg18_1, add_4);  arg18_1 = add_4 = copy__18 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__19: "f32[16, 32]" = torch.ops.aten.copy_.default(arg19_1, fma_1);  arg19_1 = fma_1 = copy__19 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__20: "f32[]" = torch.ops.aten.copy_.default(arg20_1, add);  arg20_1 = add = copy__20 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__21: "f32[64, 32]" = torch.ops.aten.copy_.default(arg21_1, add_1);  arg21_1 = add_1 = copy__21 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__22: "f32[64, 32]" = torch.ops.aten.copy_.default(arg22_1, fma);  arg22_1 = fma = copy__22 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__23: "f32[]" = torch.ops.aten.copy_.default(arg23_1, add_6);  arg23_1 = add_6 = copy__23 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__24: "f32[32]" = torch.ops.aten.copy_.default(arg24_1, add_7);  arg24_1 = add_7 = copy__24 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__25: "f32[32]" = torch.ops.aten.copy_.default(arg25_1, fma_2);  arg25_1 = fma_2 = copy__25 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__26: "f32[]" = torch.ops.aten.copy_.default(arg26_1, add_9);  arg26_1 = add_9 = copy__26 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__27: "f32[32]" = torch.ops.aten.copy_.default(arg27_1, add_10);  arg27_1 = add_10 = copy__27 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__28: "f32[32]" = torch.ops.aten.copy_.default(arg28_1, fma_3);  arg28_1 = fma_3 = copy__28 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__29: "f32[]" = torch.ops.aten.copy_.default(arg29_1, add_12);  arg29_1 = add_12 = copy__29 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__30: "f32[32]" = torch.ops.aten.copy_.default(arg30_1, add_13);  arg30_1 = add_13 = copy__30 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__31: "f32[32]" = torch.ops.aten.copy_.default(arg31_1, fma_4);  arg31_1 = fma_4 = copy__31 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__32: "f32[]" = torch.ops.aten.copy_.default(arg32_1, add_15);  arg32_1 = add_15 = copy__32 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__33: "f32[32]" = torch.ops.aten.copy_.default(arg33_1, add_16);  arg33_1 = add_16 = copy__33 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__34: "f32[32]" = torch.ops.aten.copy_.default(arg34_1, fma_5);  arg34_1 = fma_5 = copy__34 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__35: "f32[]" = torch.ops.aten.copy_.default(arg35_1, add_18);  arg35_1 = add_18 = copy__35 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__36: "f32[96, 32]" = torch.ops.aten.copy_.default(arg36_1, add_19);  arg36_1 = add_19 = copy__36 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__37: "f32[96, 32]" = torch.ops.aten.copy_.default(arg37_1, fma_6);  arg37_1 = fma_6 = copy__37 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__38: "f32[]" = torch.ops.aten.copy_.default(arg38_1, add_21);  arg38_1 = add_21 = copy__38 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__39: "f32[96]" = torch.ops.aten.copy_.default(arg39_1, add_22);  arg39_1 = add_22 = copy__39 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__40: "f32[96]" = torch.ops.aten.copy_.default(arg40_1, fma_7);  arg40_1 = fma_7 = copy__40 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__41: "f32[]" = torch.ops.aten.copy_.default(arg41_1, add_24);  arg41_1 = add_24 = copy__41 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__42: "f32[32, 32]" = torch.ops.aten.copy_.default(arg42_1, add_25);  arg42_1 = add_25 = copy__42 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__43: "f32[32, 32]" = torch.ops.aten.copy_.default(arg43_1, fma_8);  arg43_1 = fma_8 = copy__43 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__44: "f32[]" = torch.ops.aten.copy_.default(arg44_1, add_27);  arg44_1 = add_27 = copy__44 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__45: "f32[32]" = torch.ops.aten.copy_.default(arg45_1, add_28);  arg45_1 = add_28 = copy__45 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__46: "f32[32]" = torch.ops.aten.copy_.default(arg46_1, fma_9);  arg46_1 = fma_9 = copy__46 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__47: "f32[]" = torch.ops.aten.copy_.default(arg47_1, add_30);  arg47_1 = add_30 = copy__47 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__48: "f32[128, 32]" = torch.ops.aten.copy_.default(arg48_1, add_31);  arg48_1 = add_31 = copy__48 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__49: "f32[128, 32]" = torch.ops.aten.copy_.default(arg49_1, fma_10);  arg49_1 = fma_10 = copy__49 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__50: "f32[]" = torch.ops.aten.copy_.default(arg50_1, add_33);  arg50_1 = add_33 = copy__50 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__51: "f32[128]" = torch.ops.aten.copy_.default(arg51_1, add_34);  arg51_1 = add_34 = copy__51 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__52: "f32[128]" = torch.ops.aten.copy_.default(arg52_1, fma_11);  arg52_1 = fma_11 = copy__52 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__53: "f32[]" = torch.ops.aten.copy_.default(arg53_1, add_36);  arg53_1 = add_36 = copy__53 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__54: "f32[32, 128]" = torch.ops.aten.copy_.default(arg54_1, add_37);  arg54_1 = add_37 = copy__54 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__55: "f32[32, 128]" = torch.ops.aten.copy_.default(arg55_1, fma_12);  arg55_1 = fma_12 = copy__55 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__56: "f32[]" = torch.ops.aten.copy_.default(arg56_1, add_39);  arg56_1 = add_39 = copy__56 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__57: "f32[32]" = torch.ops.aten.copy_.default(arg57_1, add_40);  arg57_1 = add_40 = copy__57 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__58: "f32[32]" = torch.ops.aten.copy_.default(arg58_1, fma_13);  arg58_1 = fma_13 = copy__58 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__59: "f32[]" = torch.ops.aten.copy_.default(arg59_1, add_42);  arg59_1 = add_42 = copy__59 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__60: "f32[32]" = torch.ops.aten.copy_.default(arg60_1, add_43);  arg60_1 = add_43 = copy__60 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__61: "f32[32]" = torch.ops.aten.copy_.default(arg61_1, fma_14);  arg61_1 = fma_14 = copy__61 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__62: "f32[]" = torch.ops.aten.copy_.default(arg62_1, add_45);  arg62_1 = add_45 = copy__62 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__63: "f32[32]" = torch.ops.aten.copy_.default(arg63_1, add_46);  arg63_1 = add_46 = copy__63 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__64: "f32[32]" = torch.ops.aten.copy_.default(arg64_1, fma_15);  arg64_1 = fma_15 = copy__64 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:414 in _single_tensor_adam, code: step_t += 1
        copy__65: "f32[]" = torch.ops.aten.copy_.default(arg65_1, add_48);  arg65_1 = add_48 = copy__65 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:456 in _single_tensor_adam, code: exp_avg.lerp_(grad, 1 - device_beta1)
        copy__66: "f32[64, 32]" = torch.ops.aten.copy_.default(arg66_1, add_49);  arg66_1 = add_49 = copy__66 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/optim/adam.py:475 in _single_tensor_adam, code: exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)  # type: ignore[arg-type]
        copy__67: "f32[64, 32]" = torch.ops.aten.copy_.default(arg67_1, fma_16);  arg67_1 = fma_16 = copy__67 = None
        return ()
