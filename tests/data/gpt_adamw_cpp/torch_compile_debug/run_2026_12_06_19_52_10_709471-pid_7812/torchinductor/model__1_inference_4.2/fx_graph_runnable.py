
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '.'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdd1xdv2i'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140670053043232'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdd1xdv2i/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1):
        add = torch.ops.aten.add.Tensor(arg20_1, 1)
        mul = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)
        sub = torch.ops.aten.sub.Tensor(arg68_1, arg21_1)
        add_1 = torch.ops.aten.add.Tensor(arg21_1, sub, alpha = 0.09999999999999998);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(arg22_1, 0.999)
        mul_2 = torch.ops.aten.mul.Tensor(arg68_1, arg68_1);  arg68_1 = None
        fma = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None
        pow_1 = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1 = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None
        pow_2 = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2 = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None
        reciprocal = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None
        neg = torch.ops.aten.neg.default(mul_3);  mul_3 = None
        sqrt = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None
        sqrt_1 = torch.ops.aten.sqrt.default(fma)
        mul_4 = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None
        reciprocal_1 = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5 = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2 = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None
        addcdiv = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None
        add_3 = torch.ops.aten.add.Tensor(arg17_1, 1)
        mul_6 = torch.ops.aten.mul.Tensor(arg1_1, 0.99999)
        sub_3 = torch.ops.aten.sub.Tensor(arg69_1, arg18_1)
        add_4 = torch.ops.aten.add.Tensor(arg18_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None
        mul_7 = torch.ops.aten.mul.Tensor(arg19_1, 0.999)
        mul_8 = torch.ops.aten.mul.Tensor(arg69_1, arg69_1);  arg69_1 = None
        fma_1 = torch.ops.prims.fma.default(mul_8, 0.0010000000000000009, mul_7);  mul_8 = mul_7 = None
        pow_3 = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4 = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None
        pow_4 = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5 = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None
        reciprocal_2 = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_9 = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None
        neg_1 = torch.ops.aten.neg.default(mul_9);  mul_9 = None
        sqrt_2 = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None
        sqrt_3 = torch.ops.aten.sqrt.default(fma_1)
        mul_10 = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1 = torch.ops.aten.div.Tensor(sqrt_3, mul_10);  sqrt_3 = mul_10 = None
        reciprocal_3 = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_11 = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5 = torch.ops.aten.add.Tensor(div_1, mul_11);  div_1 = mul_11 = None
        addcdiv_1 = torch.ops.aten.addcdiv.default(mul_6, add_4, add_5);  mul_6 = add_5 = None
        add_6 = torch.ops.aten.add.Tensor(arg23_1, 1)
        mul_12 = torch.ops.aten.mul.Tensor(arg2_1, 0.99999)
        sub_6 = torch.ops.aten.sub.Tensor(arg70_1, arg24_1)
        add_7 = torch.ops.aten.add.Tensor(arg24_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None
        mul_13 = torch.ops.aten.mul.Tensor(arg25_1, 0.999)
        mul_14 = torch.ops.aten.mul.Tensor(arg70_1, arg70_1);  arg70_1 = None
        fma_2 = torch.ops.prims.fma.default(mul_14, 0.0010000000000000009, mul_13);  mul_14 = mul_13 = None
        pow_5 = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7 = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None
        pow_6 = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8 = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None
        reciprocal_4 = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_15 = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None
        neg_2 = torch.ops.aten.neg.default(mul_15);  mul_15 = None
        sqrt_4 = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None
        sqrt_5 = torch.ops.aten.sqrt.default(fma_2)
        mul_16 = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2 = torch.ops.aten.div.Tensor(sqrt_5, mul_16);  sqrt_5 = mul_16 = None
        reciprocal_5 = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_17 = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8 = torch.ops.aten.add.Tensor(div_2, mul_17);  div_2 = mul_17 = None
        addcdiv_2 = torch.ops.aten.addcdiv.default(mul_12, add_7, add_8);  mul_12 = add_8 = None
        add_9 = torch.ops.aten.add.Tensor(arg26_1, 1)
        mul_18 = torch.ops.aten.mul.Tensor(arg3_1, 0.99999)
        sub_9 = torch.ops.aten.sub.Tensor(arg71_1, arg27_1)
        add_10 = torch.ops.aten.add.Tensor(arg27_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None
        mul_19 = torch.ops.aten.mul.Tensor(arg28_1, 0.999)
        mul_20 = torch.ops.aten.mul.Tensor(arg71_1, arg71_1);  arg71_1 = None
        fma_3 = torch.ops.prims.fma.default(mul_20, 0.0010000000000000009, mul_19);  mul_20 = mul_19 = None
        pow_7 = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10 = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None
        pow_8 = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11 = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None
        reciprocal_6 = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_21 = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None
        neg_3 = torch.ops.aten.neg.default(mul_21);  mul_21 = None
        sqrt_6 = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None
        sqrt_7 = torch.ops.aten.sqrt.default(fma_3)
        mul_22 = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3 = torch.ops.aten.div.Tensor(sqrt_7, mul_22);  sqrt_7 = mul_22 = None
        reciprocal_7 = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_23 = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11 = torch.ops.aten.add.Tensor(div_3, mul_23);  div_3 = mul_23 = None
        addcdiv_3 = torch.ops.aten.addcdiv.default(mul_18, add_10, add_11);  mul_18 = add_11 = None
        add_12 = torch.ops.aten.add.Tensor(arg29_1, 1)
        mul_24 = torch.ops.aten.mul.Tensor(arg4_1, 0.99999)
        sub_12 = torch.ops.aten.sub.Tensor(arg72_1, arg30_1)
        add_13 = torch.ops.aten.add.Tensor(arg30_1, sub_12, alpha = 0.09999999999999998);  sub_12 = None
        mul_25 = torch.ops.aten.mul.Tensor(arg31_1, 0.999)
        mul_26 = torch.ops.aten.mul.Tensor(arg72_1, arg72_1);  arg72_1 = None
        fma_4 = torch.ops.prims.fma.default(mul_26, 0.0010000000000000009, mul_25);  mul_26 = mul_25 = None
        pow_9 = torch.ops.aten.pow.Scalar(0.9, add_12)
        sub_13 = torch.ops.aten.sub.Tensor(1, pow_9);  pow_9 = None
        pow_10 = torch.ops.aten.pow.Scalar(0.999, add_12)
        sub_14 = torch.ops.aten.sub.Tensor(1, pow_10);  pow_10 = None
        reciprocal_8 = torch.ops.aten.reciprocal.default(sub_13);  sub_13 = None
        mul_27 = torch.ops.aten.mul.Tensor(reciprocal_8, 0.001);  reciprocal_8 = None
        neg_4 = torch.ops.aten.neg.default(mul_27);  mul_27 = None
        sqrt_8 = torch.ops.aten.sqrt.default(sub_14);  sub_14 = None
        sqrt_9 = torch.ops.aten.sqrt.default(fma_4)
        mul_28 = torch.ops.aten.mul.Tensor(sqrt_8, neg_4);  sqrt_8 = None
        div_4 = torch.ops.aten.div.Tensor(sqrt_9, mul_28);  sqrt_9 = mul_28 = None
        reciprocal_9 = torch.ops.aten.reciprocal.default(neg_4);  neg_4 = None
        mul_29 = torch.ops.aten.mul.Tensor(reciprocal_9, 1e-08);  reciprocal_9 = None
        add_14 = torch.ops.aten.add.Tensor(div_4, mul_29);  div_4 = mul_29 = None
        addcdiv_4 = torch.ops.aten.addcdiv.default(mul_24, add_13, add_14);  mul_24 = add_14 = None
        add_15 = torch.ops.aten.add.Tensor(arg32_1, 1)
        mul_30 = torch.ops.aten.mul.Tensor(arg5_1, 0.99999)
        sub_15 = torch.ops.aten.sub.Tensor(arg73_1, arg33_1)
        add_16 = torch.ops.aten.add.Tensor(arg33_1, sub_15, alpha = 0.09999999999999998);  sub_15 = None
        mul_31 = torch.ops.aten.mul.Tensor(arg34_1, 0.999)
        mul_32 = torch.ops.aten.mul.Tensor(arg73_1, arg73_1);  arg73_1 = None
        fma_5 = torch.ops.prims.fma.default(mul_32, 0.0010000000000000009, mul_31);  mul_32 = mul_31 = None
        pow_11 = torch.ops.aten.pow.Scalar(0.9, add_15)
        sub_16 = torch.ops.aten.sub.Tensor(1, pow_11);  pow_11 = None
        pow_12 = torch.ops.aten.pow.Scalar(0.999, add_15)
        sub_17 = torch.ops.aten.sub.Tensor(1, pow_12);  pow_12 = None
        reciprocal_10 = torch.ops.aten.reciprocal.default(sub_16);  sub_16 = None
        mul_33 = torch.ops.aten.mul.Tensor(reciprocal_10, 0.001);  reciprocal_10 = None
        neg_5 = torch.ops.aten.neg.default(mul_33);  mul_33 = None
        sqrt_10 = torch.ops.aten.sqrt.default(sub_17);  sub_17 = None
        sqrt_11 = torch.ops.aten.sqrt.default(fma_5)
        mul_34 = torch.ops.aten.mul.Tensor(sqrt_10, neg_5);  sqrt_10 = None
        div_5 = torch.ops.aten.div.Tensor(sqrt_11, mul_34);  sqrt_11 = mul_34 = None
        reciprocal_11 = torch.ops.aten.reciprocal.default(neg_5);  neg_5 = None
        mul_35 = torch.ops.aten.mul.Tensor(reciprocal_11, 1e-08);  reciprocal_11 = None
        add_17 = torch.ops.aten.add.Tensor(div_5, mul_35);  div_5 = mul_35 = None
        addcdiv_5 = torch.ops.aten.addcdiv.default(mul_30, add_16, add_17);  mul_30 = add_17 = None
        add_18 = torch.ops.aten.add.Tensor(arg35_1, 1)
        mul_36 = torch.ops.aten.mul.Tensor(arg6_1, 0.99999)
        sub_18 = torch.ops.aten.sub.Tensor(arg74_1, arg36_1)
        add_19 = torch.ops.aten.add.Tensor(arg36_1, sub_18, alpha = 0.09999999999999998);  sub_18 = None
        mul_37 = torch.ops.aten.mul.Tensor(arg37_1, 0.999)
        mul_38 = torch.ops.aten.mul.Tensor(arg74_1, arg74_1);  arg74_1 = None
        fma_6 = torch.ops.prims.fma.default(mul_38, 0.0010000000000000009, mul_37);  mul_38 = mul_37 = None
        pow_13 = torch.ops.aten.pow.Scalar(0.9, add_18)
        sub_19 = torch.ops.aten.sub.Tensor(1, pow_13);  pow_13 = None
        pow_14 = torch.ops.aten.pow.Scalar(0.999, add_18)
        sub_20 = torch.ops.aten.sub.Tensor(1, pow_14);  pow_14 = None
        reciprocal_12 = torch.ops.aten.reciprocal.default(sub_19);  sub_19 = None
        mul_39 = torch.ops.aten.mul.Tensor(reciprocal_12, 0.001);  reciprocal_12 = None
        neg_6 = torch.ops.aten.neg.default(mul_39);  mul_39 = None
        sqrt_12 = torch.ops.aten.sqrt.default(sub_20);  sub_20 = None
        sqrt_13 = torch.ops.aten.sqrt.default(fma_6)
        mul_40 = torch.ops.aten.mul.Tensor(sqrt_12, neg_6);  sqrt_12 = None
        div_6 = torch.ops.aten.div.Tensor(sqrt_13, mul_40);  sqrt_13 = mul_40 = None
        reciprocal_13 = torch.ops.aten.reciprocal.default(neg_6);  neg_6 = None
        mul_41 = torch.ops.aten.mul.Tensor(reciprocal_13, 1e-08);  reciprocal_13 = None
        add_20 = torch.ops.aten.add.Tensor(div_6, mul_41);  div_6 = mul_41 = None
        addcdiv_6 = torch.ops.aten.addcdiv.default(mul_36, add_19, add_20);  mul_36 = add_20 = None
        add_21 = torch.ops.aten.add.Tensor(arg38_1, 1)
        mul_42 = torch.ops.aten.mul.Tensor(arg7_1, 0.99999)
        sub_21 = torch.ops.aten.sub.Tensor(arg75_1, arg39_1)
        add_22 = torch.ops.aten.add.Tensor(arg39_1, sub_21, alpha = 0.09999999999999998);  sub_21 = None
        mul_43 = torch.ops.aten.mul.Tensor(arg40_1, 0.999)
        mul_44 = torch.ops.aten.mul.Tensor(arg75_1, arg75_1);  arg75_1 = None
        fma_7 = torch.ops.prims.fma.default(mul_44, 0.0010000000000000009, mul_43);  mul_44 = mul_43 = None
        pow_15 = torch.ops.aten.pow.Scalar(0.9, add_21)
        sub_22 = torch.ops.aten.sub.Tensor(1, pow_15);  pow_15 = None
        pow_16 = torch.ops.aten.pow.Scalar(0.999, add_21)
        sub_23 = torch.ops.aten.sub.Tensor(1, pow_16);  pow_16 = None
        reciprocal_14 = torch.ops.aten.reciprocal.default(sub_22);  sub_22 = None
        mul_45 = torch.ops.aten.mul.Tensor(reciprocal_14, 0.001);  reciprocal_14 = None
        neg_7 = torch.ops.aten.neg.default(mul_45);  mul_45 = None
        sqrt_14 = torch.ops.aten.sqrt.default(sub_23);  sub_23 = None
        sqrt_15 = torch.ops.aten.sqrt.default(fma_7)
        mul_46 = torch.ops.aten.mul.Tensor(sqrt_14, neg_7);  sqrt_14 = None
        div_7 = torch.ops.aten.div.Tensor(sqrt_15, mul_46);  sqrt_15 = mul_46 = None
        reciprocal_15 = torch.ops.aten.reciprocal.default(neg_7);  neg_7 = None
        mul_47 = torch.ops.aten.mul.Tensor(reciprocal_15, 1e-08);  reciprocal_15 = None
        add_23 = torch.ops.aten.add.Tensor(div_7, mul_47);  div_7 = mul_47 = None
        addcdiv_7 = torch.ops.aten.addcdiv.default(mul_42, add_22, add_23);  mul_42 = add_23 = None
        add_24 = torch.ops.aten.add.Tensor(arg41_1, 1)
        mul_48 = torch.ops.aten.mul.Tensor(arg8_1, 0.99999)
        sub_24 = torch.ops.aten.sub.Tensor(arg76_1, arg42_1)
        add_25 = torch.ops.aten.add.Tensor(arg42_1, sub_24, alpha = 0.09999999999999998);  sub_24 = None
        mul_49 = torch.ops.aten.mul.Tensor(arg43_1, 0.999)
        mul_50 = torch.ops.aten.mul.Tensor(arg76_1, arg76_1);  arg76_1 = None
        fma_8 = torch.ops.prims.fma.default(mul_50, 0.0010000000000000009, mul_49);  mul_50 = mul_49 = None
        pow_17 = torch.ops.aten.pow.Scalar(0.9, add_24)
        sub_25 = torch.ops.aten.sub.Tensor(1, pow_17);  pow_17 = None
        pow_18 = torch.ops.aten.pow.Scalar(0.999, add_24)
        sub_26 = torch.ops.aten.sub.Tensor(1, pow_18);  pow_18 = None
        reciprocal_16 = torch.ops.aten.reciprocal.default(sub_25);  sub_25 = None
        mul_51 = torch.ops.aten.mul.Tensor(reciprocal_16, 0.001);  reciprocal_16 = None
        neg_8 = torch.ops.aten.neg.default(mul_51);  mul_51 = None
        sqrt_16 = torch.ops.aten.sqrt.default(sub_26);  sub_26 = None
        sqrt_17 = torch.ops.aten.sqrt.default(fma_8)
        mul_52 = torch.ops.aten.mul.Tensor(sqrt_16, neg_8);  sqrt_16 = None
        div_8 = torch.ops.aten.div.Tensor(sqrt_17, mul_52);  sqrt_17 = mul_52 = None
        reciprocal_17 = torch.ops.aten.reciprocal.default(neg_8);  neg_8 = None
        mul_53 = torch.ops.aten.mul.Tensor(reciprocal_17, 1e-08);  reciprocal_17 = None
        add_26 = torch.ops.aten.add.Tensor(div_8, mul_53);  div_8 = mul_53 = None
        addcdiv_8 = torch.ops.aten.addcdiv.default(mul_48, add_25, add_26);  mul_48 = add_26 = None
        add_27 = torch.ops.aten.add.Tensor(arg44_1, 1)
        mul_54 = torch.ops.aten.mul.Tensor(arg9_1, 0.99999)
        sub_27 = torch.ops.aten.sub.Tensor(arg77_1, arg45_1)
        add_28 = torch.ops.aten.add.Tensor(arg45_1, sub_27, alpha = 0.09999999999999998);  sub_27 = None
        mul_55 = torch.ops.aten.mul.Tensor(arg46_1, 0.999)
        mul_56 = torch.ops.aten.mul.Tensor(arg77_1, arg77_1);  arg77_1 = None
        fma_9 = torch.ops.prims.fma.default(mul_56, 0.0010000000000000009, mul_55);  mul_56 = mul_55 = None
        pow_19 = torch.ops.aten.pow.Scalar(0.9, add_27)
        sub_28 = torch.ops.aten.sub.Tensor(1, pow_19);  pow_19 = None
        pow_20 = torch.ops.aten.pow.Scalar(0.999, add_27)
        sub_29 = torch.ops.aten.sub.Tensor(1, pow_20);  pow_20 = None
        reciprocal_18 = torch.ops.aten.reciprocal.default(sub_28);  sub_28 = None
        mul_57 = torch.ops.aten.mul.Tensor(reciprocal_18, 0.001);  reciprocal_18 = None
        neg_9 = torch.ops.aten.neg.default(mul_57);  mul_57 = None
        sqrt_18 = torch.ops.aten.sqrt.default(sub_29);  sub_29 = None
        sqrt_19 = torch.ops.aten.sqrt.default(fma_9)
        mul_58 = torch.ops.aten.mul.Tensor(sqrt_18, neg_9);  sqrt_18 = None
        div_9 = torch.ops.aten.div.Tensor(sqrt_19, mul_58);  sqrt_19 = mul_58 = None
        reciprocal_19 = torch.ops.aten.reciprocal.default(neg_9);  neg_9 = None
        mul_59 = torch.ops.aten.mul.Tensor(reciprocal_19, 1e-08);  reciprocal_19 = None
        add_29 = torch.ops.aten.add.Tensor(div_9, mul_59);  div_9 = mul_59 = None
        addcdiv_9 = torch.ops.aten.addcdiv.default(mul_54, add_28, add_29);  mul_54 = add_29 = None
        add_30 = torch.ops.aten.add.Tensor(arg47_1, 1)
        mul_60 = torch.ops.aten.mul.Tensor(arg10_1, 0.99999)
        sub_30 = torch.ops.aten.sub.Tensor(arg78_1, arg48_1)
        add_31 = torch.ops.aten.add.Tensor(arg48_1, sub_30, alpha = 0.09999999999999998);  sub_30 = None
        mul_61 = torch.ops.aten.mul.Tensor(arg49_1, 0.999)
        mul_62 = torch.ops.aten.mul.Tensor(arg78_1, arg78_1);  arg78_1 = None
        fma_10 = torch.ops.prims.fma.default(mul_62, 0.0010000000000000009, mul_61);  mul_62 = mul_61 = None
        pow_21 = torch.ops.aten.pow.Scalar(0.9, add_30)
        sub_31 = torch.ops.aten.sub.Tensor(1, pow_21);  pow_21 = None
        pow_22 = torch.ops.aten.pow.Scalar(0.999, add_30)
        sub_32 = torch.ops.aten.sub.Tensor(1, pow_22);  pow_22 = None
        reciprocal_20 = torch.ops.aten.reciprocal.default(sub_31);  sub_31 = None
        mul_63 = torch.ops.aten.mul.Tensor(reciprocal_20, 0.001);  reciprocal_20 = None
        neg_10 = torch.ops.aten.neg.default(mul_63);  mul_63 = None
        sqrt_20 = torch.ops.aten.sqrt.default(sub_32);  sub_32 = None
        sqrt_21 = torch.ops.aten.sqrt.default(fma_10)
        mul_64 = torch.ops.aten.mul.Tensor(sqrt_20, neg_10);  sqrt_20 = None
        div_10 = torch.ops.aten.div.Tensor(sqrt_21, mul_64);  sqrt_21 = mul_64 = None
        reciprocal_21 = torch.ops.aten.reciprocal.default(neg_10);  neg_10 = None
        mul_65 = torch.ops.aten.mul.Tensor(reciprocal_21, 1e-08);  reciprocal_21 = None
        add_32 = torch.ops.aten.add.Tensor(div_10, mul_65);  div_10 = mul_65 = None
        addcdiv_10 = torch.ops.aten.addcdiv.default(mul_60, add_31, add_32);  mul_60 = add_32 = None
        add_33 = torch.ops.aten.add.Tensor(arg50_1, 1)
        mul_66 = torch.ops.aten.mul.Tensor(arg11_1, 0.99999)
        sub_33 = torch.ops.aten.sub.Tensor(arg79_1, arg51_1)
        add_34 = torch.ops.aten.add.Tensor(arg51_1, sub_33, alpha = 0.09999999999999998);  sub_33 = None
        mul_67 = torch.ops.aten.mul.Tensor(arg52_1, 0.999)
        mul_68 = torch.ops.aten.mul.Tensor(arg79_1, arg79_1);  arg79_1 = None
        fma_11 = torch.ops.prims.fma.default(mul_68, 0.0010000000000000009, mul_67);  mul_68 = mul_67 = None
        pow_23 = torch.ops.aten.pow.Scalar(0.9, add_33)
        sub_34 = torch.ops.aten.sub.Tensor(1, pow_23);  pow_23 = None
        pow_24 = torch.ops.aten.pow.Scalar(0.999, add_33)
        sub_35 = torch.ops.aten.sub.Tensor(1, pow_24);  pow_24 = None
        reciprocal_22 = torch.ops.aten.reciprocal.default(sub_34);  sub_34 = None
        mul_69 = torch.ops.aten.mul.Tensor(reciprocal_22, 0.001);  reciprocal_22 = None
        neg_11 = torch.ops.aten.neg.default(mul_69);  mul_69 = None
        sqrt_22 = torch.ops.aten.sqrt.default(sub_35);  sub_35 = None
        sqrt_23 = torch.ops.aten.sqrt.default(fma_11)
        mul_70 = torch.ops.aten.mul.Tensor(sqrt_22, neg_11);  sqrt_22 = None
        div_11 = torch.ops.aten.div.Tensor(sqrt_23, mul_70);  sqrt_23 = mul_70 = None
        reciprocal_23 = torch.ops.aten.reciprocal.default(neg_11);  neg_11 = None
        mul_71 = torch.ops.aten.mul.Tensor(reciprocal_23, 1e-08);  reciprocal_23 = None
        add_35 = torch.ops.aten.add.Tensor(div_11, mul_71);  div_11 = mul_71 = None
        addcdiv_11 = torch.ops.aten.addcdiv.default(mul_66, add_34, add_35);  mul_66 = add_35 = None
        add_36 = torch.ops.aten.add.Tensor(arg53_1, 1)
        mul_72 = torch.ops.aten.mul.Tensor(arg12_1, 0.99999)
        sub_36 = torch.ops.aten.sub.Tensor(arg80_1, arg54_1)
        add_37 = torch.ops.aten.add.Tensor(arg54_1, sub_36, alpha = 0.09999999999999998);  sub_36 = None
        mul_73 = torch.ops.aten.mul.Tensor(arg55_1, 0.999)
        mul_74 = torch.ops.aten.mul.Tensor(arg80_1, arg80_1);  arg80_1 = None
        fma_12 = torch.ops.prims.fma.default(mul_74, 0.0010000000000000009, mul_73);  mul_74 = mul_73 = None
        pow_25 = torch.ops.aten.pow.Scalar(0.9, add_36)
        sub_37 = torch.ops.aten.sub.Tensor(1, pow_25);  pow_25 = None
        pow_26 = torch.ops.aten.pow.Scalar(0.999, add_36)
        sub_38 = torch.ops.aten.sub.Tensor(1, pow_26);  pow_26 = None
        reciprocal_24 = torch.ops.aten.reciprocal.default(sub_37);  sub_37 = None
        mul_75 = torch.ops.aten.mul.Tensor(reciprocal_24, 0.001);  reciprocal_24 = None
        neg_12 = torch.ops.aten.neg.default(mul_75);  mul_75 = None
        sqrt_24 = torch.ops.aten.sqrt.default(sub_38);  sub_38 = None
        sqrt_25 = torch.ops.aten.sqrt.default(fma_12)
        mul_76 = torch.ops.aten.mul.Tensor(sqrt_24, neg_12);  sqrt_24 = None
        div_12 = torch.ops.aten.div.Tensor(sqrt_25, mul_76);  sqrt_25 = mul_76 = None
        reciprocal_25 = torch.ops.aten.reciprocal.default(neg_12);  neg_12 = None
        mul_77 = torch.ops.aten.mul.Tensor(reciprocal_25, 1e-08);  reciprocal_25 = None
        add_38 = torch.ops.aten.add.Tensor(div_12, mul_77);  div_12 = mul_77 = None
        addcdiv_12 = torch.ops.aten.addcdiv.default(mul_72, add_37, add_38);  mul_72 = add_38 = None
        add_39 = torch.ops.aten.add.Tensor(arg56_1, 1)
        mul_78 = torch.ops.aten.mul.Tensor(arg13_1, 0.99999)
        sub_39 = torch.ops.aten.sub.Tensor(arg81_1, arg57_1)
        add_40 = torch.ops.aten.add.Tensor(arg57_1, sub_39, alpha = 0.09999999999999998);  sub_39 = None
        mul_79 = torch.ops.aten.mul.Tensor(arg58_1, 0.999)
        mul_80 = torch.ops.aten.mul.Tensor(arg81_1, arg81_1);  arg81_1 = None
        fma_13 = torch.ops.prims.fma.default(mul_80, 0.0010000000000000009, mul_79);  mul_80 = mul_79 = None
        pow_27 = torch.ops.aten.pow.Scalar(0.9, add_39)
        sub_40 = torch.ops.aten.sub.Tensor(1, pow_27);  pow_27 = None
        pow_28 = torch.ops.aten.pow.Scalar(0.999, add_39)
        sub_41 = torch.ops.aten.sub.Tensor(1, pow_28);  pow_28 = None
        reciprocal_26 = torch.ops.aten.reciprocal.default(sub_40);  sub_40 = None
        mul_81 = torch.ops.aten.mul.Tensor(reciprocal_26, 0.001);  reciprocal_26 = None
        neg_13 = torch.ops.aten.neg.default(mul_81);  mul_81 = None
        sqrt_26 = torch.ops.aten.sqrt.default(sub_41);  sub_41 = None
        sqrt_27 = torch.ops.aten.sqrt.default(fma_13)
        mul_82 = torch.ops.aten.mul.Tensor(sqrt_26, neg_13);  sqrt_26 = None
        div_13 = torch.ops.aten.div.Tensor(sqrt_27, mul_82);  sqrt_27 = mul_82 = None
        reciprocal_27 = torch.ops.aten.reciprocal.default(neg_13);  neg_13 = None
        mul_83 = torch.ops.aten.mul.Tensor(reciprocal_27, 1e-08);  reciprocal_27 = None
        add_41 = torch.ops.aten.add.Tensor(div_13, mul_83);  div_13 = mul_83 = None
        addcdiv_13 = torch.ops.aten.addcdiv.default(mul_78, add_40, add_41);  mul_78 = add_41 = None
        add_42 = torch.ops.aten.add.Tensor(arg59_1, 1)
        mul_84 = torch.ops.aten.mul.Tensor(arg14_1, 0.99999)
        sub_42 = torch.ops.aten.sub.Tensor(arg82_1, arg60_1)
        add_43 = torch.ops.aten.add.Tensor(arg60_1, sub_42, alpha = 0.09999999999999998);  sub_42 = None
        mul_85 = torch.ops.aten.mul.Tensor(arg61_1, 0.999)
        mul_86 = torch.ops.aten.mul.Tensor(arg82_1, arg82_1);  arg82_1 = None
        fma_14 = torch.ops.prims.fma.default(mul_86, 0.0010000000000000009, mul_85);  mul_86 = mul_85 = None
        pow_29 = torch.ops.aten.pow.Scalar(0.9, add_42)
        sub_43 = torch.ops.aten.sub.Tensor(1, pow_29);  pow_29 = None
        pow_30 = torch.ops.aten.pow.Scalar(0.999, add_42)
        sub_44 = torch.ops.aten.sub.Tensor(1, pow_30);  pow_30 = None
        reciprocal_28 = torch.ops.aten.reciprocal.default(sub_43);  sub_43 = None
        mul_87 = torch.ops.aten.mul.Tensor(reciprocal_28, 0.001);  reciprocal_28 = None
        neg_14 = torch.ops.aten.neg.default(mul_87);  mul_87 = None
        sqrt_28 = torch.ops.aten.sqrt.default(sub_44);  sub_44 = None
        sqrt_29 = torch.ops.aten.sqrt.default(fma_14)
        mul_88 = torch.ops.aten.mul.Tensor(sqrt_28, neg_14);  sqrt_28 = None
        div_14 = torch.ops.aten.div.Tensor(sqrt_29, mul_88);  sqrt_29 = mul_88 = None
        reciprocal_29 = torch.ops.aten.reciprocal.default(neg_14);  neg_14 = None
        mul_89 = torch.ops.aten.mul.Tensor(reciprocal_29, 1e-08);  reciprocal_29 = None
        add_44 = torch.ops.aten.add.Tensor(div_14, mul_89);  div_14 = mul_89 = None
        addcdiv_14 = torch.ops.aten.addcdiv.default(mul_84, add_43, add_44);  mul_84 = add_44 = None
        add_45 = torch.ops.aten.add.Tensor(arg62_1, 1)
        mul_90 = torch.ops.aten.mul.Tensor(arg15_1, 0.99999)
        sub_45 = torch.ops.aten.sub.Tensor(arg83_1, arg63_1)
        add_46 = torch.ops.aten.add.Tensor(arg63_1, sub_45, alpha = 0.09999999999999998);  sub_45 = None
        mul_91 = torch.ops.aten.mul.Tensor(arg64_1, 0.999)
        mul_92 = torch.ops.aten.mul.Tensor(arg83_1, arg83_1);  arg83_1 = None
        fma_15 = torch.ops.prims.fma.default(mul_92, 0.0010000000000000009, mul_91);  mul_92 = mul_91 = None
        pow_31 = torch.ops.aten.pow.Scalar(0.9, add_45)
        sub_46 = torch.ops.aten.sub.Tensor(1, pow_31);  pow_31 = None
        pow_32 = torch.ops.aten.pow.Scalar(0.999, add_45)
        sub_47 = torch.ops.aten.sub.Tensor(1, pow_32);  pow_32 = None
        reciprocal_30 = torch.ops.aten.reciprocal.default(sub_46);  sub_46 = None
        mul_93 = torch.ops.aten.mul.Tensor(reciprocal_30, 0.001);  reciprocal_30 = None
        neg_15 = torch.ops.aten.neg.default(mul_93);  mul_93 = None
        sqrt_30 = torch.ops.aten.sqrt.default(sub_47);  sub_47 = None
        sqrt_31 = torch.ops.aten.sqrt.default(fma_15)
        mul_94 = torch.ops.aten.mul.Tensor(sqrt_30, neg_15);  sqrt_30 = None
        div_15 = torch.ops.aten.div.Tensor(sqrt_31, mul_94);  sqrt_31 = mul_94 = None
        reciprocal_31 = torch.ops.aten.reciprocal.default(neg_15);  neg_15 = None
        mul_95 = torch.ops.aten.mul.Tensor(reciprocal_31, 1e-08);  reciprocal_31 = None
        add_47 = torch.ops.aten.add.Tensor(div_15, mul_95);  div_15 = mul_95 = None
        addcdiv_15 = torch.ops.aten.addcdiv.default(mul_90, add_46, add_47);  mul_90 = add_47 = None
        add_48 = torch.ops.aten.add.Tensor(arg65_1, 1)
        mul_96 = torch.ops.aten.mul.Tensor(arg16_1, 0.99999)
        sub_48 = torch.ops.aten.sub.Tensor(arg84_1, arg66_1)
        add_49 = torch.ops.aten.add.Tensor(arg66_1, sub_48, alpha = 0.09999999999999998);  sub_48 = None
        mul_97 = torch.ops.aten.mul.Tensor(arg67_1, 0.999)
        mul_98 = torch.ops.aten.mul.Tensor(arg84_1, arg84_1);  arg84_1 = None
        fma_16 = torch.ops.prims.fma.default(mul_98, 0.0010000000000000009, mul_97);  mul_98 = mul_97 = None
        pow_33 = torch.ops.aten.pow.Scalar(0.9, add_48)
        sub_49 = torch.ops.aten.sub.Tensor(1, pow_33);  pow_33 = None
        pow_34 = torch.ops.aten.pow.Scalar(0.999, add_48)
        sub_50 = torch.ops.aten.sub.Tensor(1, pow_34);  pow_34 = None
        reciprocal_32 = torch.ops.aten.reciprocal.default(sub_49);  sub_49 = None
        mul_99 = torch.ops.aten.mul.Tensor(reciprocal_32, 0.001);  reciprocal_32 = None
        neg_16 = torch.ops.aten.neg.default(mul_99);  mul_99 = None
        sqrt_32 = torch.ops.aten.sqrt.default(sub_50);  sub_50 = None
        sqrt_33 = torch.ops.aten.sqrt.default(fma_16)
        mul_100 = torch.ops.aten.mul.Tensor(sqrt_32, neg_16);  sqrt_32 = None
        div_16 = torch.ops.aten.div.Tensor(sqrt_33, mul_100);  sqrt_33 = mul_100 = None
        reciprocal_33 = torch.ops.aten.reciprocal.default(neg_16);  neg_16 = None
        mul_101 = torch.ops.aten.mul.Tensor(reciprocal_33, 1e-08);  reciprocal_33 = None
        add_50 = torch.ops.aten.add.Tensor(div_16, mul_101);  div_16 = mul_101 = None
        addcdiv_16 = torch.ops.aten.addcdiv.default(mul_96, add_49, add_50);  mul_96 = add_50 = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, addcdiv_4);  arg4_1 = addcdiv_4 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, addcdiv_5);  arg5_1 = addcdiv_5 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, addcdiv_6);  arg6_1 = addcdiv_6 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, addcdiv_7);  arg7_1 = addcdiv_7 = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, addcdiv_8);  arg8_1 = addcdiv_8 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, addcdiv_9);  arg9_1 = addcdiv_9 = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, addcdiv_10);  arg10_1 = addcdiv_10 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, addcdiv_11);  arg11_1 = addcdiv_11 = copy__11 = None
        copy__12 = torch.ops.aten.copy_.default(arg12_1, addcdiv_12);  arg12_1 = addcdiv_12 = copy__12 = None
        copy__13 = torch.ops.aten.copy_.default(arg13_1, addcdiv_13);  arg13_1 = addcdiv_13 = copy__13 = None
        copy__14 = torch.ops.aten.copy_.default(arg14_1, addcdiv_14);  arg14_1 = addcdiv_14 = copy__14 = None
        copy__15 = torch.ops.aten.copy_.default(arg15_1, addcdiv_15);  arg15_1 = addcdiv_15 = copy__15 = None
        copy__16 = torch.ops.aten.copy_.default(arg16_1, addcdiv_16);  arg16_1 = addcdiv_16 = copy__16 = None
        copy__17 = torch.ops.aten.copy_.default(arg17_1, add_3);  arg17_1 = add_3 = copy__17 = None
        copy__18 = torch.ops.aten.copy_.default(arg18_1, add_4);  arg18_1 = add_4 = copy__18 = None
        copy__19 = torch.ops.aten.copy_.default(arg19_1, fma_1);  arg19_1 = fma_1 = copy__19 = None
        copy__20 = torch.ops.aten.copy_.default(arg20_1, add);  arg20_1 = add = copy__20 = None
        copy__21 = torch.ops.aten.copy_.default(arg21_1, add_1);  arg21_1 = add_1 = copy__21 = None
        copy__22 = torch.ops.aten.copy_.default(arg22_1, fma);  arg22_1 = fma = copy__22 = None
        copy__23 = torch.ops.aten.copy_.default(arg23_1, add_6);  arg23_1 = add_6 = copy__23 = None
        copy__24 = torch.ops.aten.copy_.default(arg24_1, add_7);  arg24_1 = add_7 = copy__24 = None
        copy__25 = torch.ops.aten.copy_.default(arg25_1, fma_2);  arg25_1 = fma_2 = copy__25 = None
        copy__26 = torch.ops.aten.copy_.default(arg26_1, add_9);  arg26_1 = add_9 = copy__26 = None
        copy__27 = torch.ops.aten.copy_.default(arg27_1, add_10);  arg27_1 = add_10 = copy__27 = None
        copy__28 = torch.ops.aten.copy_.default(arg28_1, fma_3);  arg28_1 = fma_3 = copy__28 = None
        copy__29 = torch.ops.aten.copy_.default(arg29_1, add_12);  arg29_1 = add_12 = copy__29 = None
        copy__30 = torch.ops.aten.copy_.default(arg30_1, add_13);  arg30_1 = add_13 = copy__30 = None
        copy__31 = torch.ops.aten.copy_.default(arg31_1, fma_4);  arg31_1 = fma_4 = copy__31 = None
        copy__32 = torch.ops.aten.copy_.default(arg32_1, add_15);  arg32_1 = add_15 = copy__32 = None
        copy__33 = torch.ops.aten.copy_.default(arg33_1, add_16);  arg33_1 = add_16 = copy__33 = None
        copy__34 = torch.ops.aten.copy_.default(arg34_1, fma_5);  arg34_1 = fma_5 = copy__34 = None
        copy__35 = torch.ops.aten.copy_.default(arg35_1, add_18);  arg35_1 = add_18 = copy__35 = None
        copy__36 = torch.ops.aten.copy_.default(arg36_1, add_19);  arg36_1 = add_19 = copy__36 = None
        copy__37 = torch.ops.aten.copy_.default(arg37_1, fma_6);  arg37_1 = fma_6 = copy__37 = None
        copy__38 = torch.ops.aten.copy_.default(arg38_1, add_21);  arg38_1 = add_21 = copy__38 = None
        copy__39 = torch.ops.aten.copy_.default(arg39_1, add_22);  arg39_1 = add_22 = copy__39 = None
        copy__40 = torch.ops.aten.copy_.default(arg40_1, fma_7);  arg40_1 = fma_7 = copy__40 = None
        copy__41 = torch.ops.aten.copy_.default(arg41_1, add_24);  arg41_1 = add_24 = copy__41 = None
        copy__42 = torch.ops.aten.copy_.default(arg42_1, add_25);  arg42_1 = add_25 = copy__42 = None
        copy__43 = torch.ops.aten.copy_.default(arg43_1, fma_8);  arg43_1 = fma_8 = copy__43 = None
        copy__44 = torch.ops.aten.copy_.default(arg44_1, add_27);  arg44_1 = add_27 = copy__44 = None
        copy__45 = torch.ops.aten.copy_.default(arg45_1, add_28);  arg45_1 = add_28 = copy__45 = None
        copy__46 = torch.ops.aten.copy_.default(arg46_1, fma_9);  arg46_1 = fma_9 = copy__46 = None
        copy__47 = torch.ops.aten.copy_.default(arg47_1, add_30);  arg47_1 = add_30 = copy__47 = None
        copy__48 = torch.ops.aten.copy_.default(arg48_1, add_31);  arg48_1 = add_31 = copy__48 = None
        copy__49 = torch.ops.aten.copy_.default(arg49_1, fma_10);  arg49_1 = fma_10 = copy__49 = None
        copy__50 = torch.ops.aten.copy_.default(arg50_1, add_33);  arg50_1 = add_33 = copy__50 = None
        copy__51 = torch.ops.aten.copy_.default(arg51_1, add_34);  arg51_1 = add_34 = copy__51 = None
        copy__52 = torch.ops.aten.copy_.default(arg52_1, fma_11);  arg52_1 = fma_11 = copy__52 = None
        copy__53 = torch.ops.aten.copy_.default(arg53_1, add_36);  arg53_1 = add_36 = copy__53 = None
        copy__54 = torch.ops.aten.copy_.default(arg54_1, add_37);  arg54_1 = add_37 = copy__54 = None
        copy__55 = torch.ops.aten.copy_.default(arg55_1, fma_12);  arg55_1 = fma_12 = copy__55 = None
        copy__56 = torch.ops.aten.copy_.default(arg56_1, add_39);  arg56_1 = add_39 = copy__56 = None
        copy__57 = torch.ops.aten.copy_.default(arg57_1, add_40);  arg57_1 = add_40 = copy__57 = None
        copy__58 = torch.ops.aten.copy_.default(arg58_1, fma_13);  arg58_1 = fma_13 = copy__58 = None
        copy__59 = torch.ops.aten.copy_.default(arg59_1, add_42);  arg59_1 = add_42 = copy__59 = None
        copy__60 = torch.ops.aten.copy_.default(arg60_1, add_43);  arg60_1 = add_43 = copy__60 = None
        copy__61 = torch.ops.aten.copy_.default(arg61_1, fma_14);  arg61_1 = fma_14 = copy__61 = None
        copy__62 = torch.ops.aten.copy_.default(arg62_1, add_45);  arg62_1 = add_45 = copy__62 = None
        copy__63 = torch.ops.aten.copy_.default(arg63_1, add_46);  arg63_1 = add_46 = copy__63 = None
        copy__64 = torch.ops.aten.copy_.default(arg64_1, fma_15);  arg64_1 = fma_15 = copy__64 = None
        copy__65 = torch.ops.aten.copy_.default(arg65_1, add_48);  arg65_1 = add_48 = copy__65 = None
        copy__66 = torch.ops.aten.copy_.default(arg66_1, add_49);  arg66_1 = add_49 = copy__66 = None
        copy__67 = torch.ops.aten.copy_.default(arg67_1, fma_16);  arg67_1 = fma_16 = copy__67 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 8192)
    reader.tensor(buf0, (64, 32), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2048)
    reader.tensor(buf1, (16, 32), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 128)
    reader.tensor(buf2, (32,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 128)
    reader.tensor(buf3, (32,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 128)
    reader.tensor(buf4, (32,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 128)
    reader.tensor(buf5, (32,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 12288)
    reader.tensor(buf6, (96, 32), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 384)
    reader.tensor(buf7, (96,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 4096)
    reader.tensor(buf8, (32, 32), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 128)
    reader.tensor(buf9, (32,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 16384)
    reader.tensor(buf10, (128, 32), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 512)
    reader.tensor(buf11, (128,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 16384)
    reader.tensor(buf12, (32, 128), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 128)
    reader.tensor(buf13, (32,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 128)
    reader.tensor(buf14, (32,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 128)
    reader.tensor(buf15, (32,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 8192)
    reader.tensor(buf16, (64, 32), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 4)
    reader.tensor(buf17, (), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 2048)
    reader.tensor(buf18, (16, 32), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 2048)
    reader.tensor(buf19, (16, 32), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 4)
    reader.tensor(buf20, (), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 8192)
    reader.tensor(buf21, (64, 32), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 8192)
    reader.tensor(buf22, (64, 32), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 4)
    reader.tensor(buf23, (), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 128)
    reader.tensor(buf24, (32,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 128)
    reader.tensor(buf25, (32,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 4)
    reader.tensor(buf26, (), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 128)
    reader.tensor(buf27, (32,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 128)
    reader.tensor(buf28, (32,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 4)
    reader.tensor(buf29, (), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 128)
    reader.tensor(buf30, (32,), is_leaf=True)  # arg30_1
    buf31 = reader.storage(None, 128)
    reader.tensor(buf31, (32,), is_leaf=True)  # arg31_1
    buf32 = reader.storage(None, 4)
    reader.tensor(buf32, (), is_leaf=True)  # arg32_1
    buf33 = reader.storage(None, 128)
    reader.tensor(buf33, (32,), is_leaf=True)  # arg33_1
    buf34 = reader.storage(None, 128)
    reader.tensor(buf34, (32,), is_leaf=True)  # arg34_1
    buf35 = reader.storage(None, 4)
    reader.tensor(buf35, (), is_leaf=True)  # arg35_1
    buf36 = reader.storage(None, 12288)
    reader.tensor(buf36, (96, 32), is_leaf=True)  # arg36_1
    buf37 = reader.storage(None, 12288)
    reader.tensor(buf37, (96, 32), is_leaf=True)  # arg37_1
    buf38 = reader.storage(None, 4)
    reader.tensor(buf38, (), is_leaf=True)  # arg38_1
    buf39 = reader.storage(None, 384)
    reader.tensor(buf39, (96,), is_leaf=True)  # arg39_1
    buf40 = reader.storage(None, 384)
    reader.tensor(buf40, (96,), is_leaf=True)  # arg40_1
    buf41 = reader.storage(None, 4)
    reader.tensor(buf41, (), is_leaf=True)  # arg41_1
    buf42 = reader.storage(None, 4096)
    reader.tensor(buf42, (32, 32), is_leaf=True)  # arg42_1
    buf43 = reader.storage(None, 4096)
    reader.tensor(buf43, (32, 32), is_leaf=True)  # arg43_1
    buf44 = reader.storage(None, 4)
    reader.tensor(buf44, (), is_leaf=True)  # arg44_1
    buf45 = reader.storage(None, 128)
    reader.tensor(buf45, (32,), is_leaf=True)  # arg45_1
    buf46 = reader.storage(None, 128)
    reader.tensor(buf46, (32,), is_leaf=True)  # arg46_1
    buf47 = reader.storage(None, 4)
    reader.tensor(buf47, (), is_leaf=True)  # arg47_1
    buf48 = reader.storage(None, 16384)
    reader.tensor(buf48, (128, 32), is_leaf=True)  # arg48_1
    buf49 = reader.storage(None, 16384)
    reader.tensor(buf49, (128, 32), is_leaf=True)  # arg49_1
    buf50 = reader.storage(None, 4)
    reader.tensor(buf50, (), is_leaf=True)  # arg50_1
    buf51 = reader.storage(None, 512)
    reader.tensor(buf51, (128,), is_leaf=True)  # arg51_1
    buf52 = reader.storage(None, 512)
    reader.tensor(buf52, (128,), is_leaf=True)  # arg52_1
    buf53 = reader.storage(None, 4)
    reader.tensor(buf53, (), is_leaf=True)  # arg53_1
    buf54 = reader.storage(None, 16384)
    reader.tensor(buf54, (32, 128), is_leaf=True)  # arg54_1
    buf55 = reader.storage(None, 16384)
    reader.tensor(buf55, (32, 128), is_leaf=True)  # arg55_1
    buf56 = reader.storage(None, 4)
    reader.tensor(buf56, (), is_leaf=True)  # arg56_1
    buf57 = reader.storage(None, 128)
    reader.tensor(buf57, (32,), is_leaf=True)  # arg57_1
    buf58 = reader.storage(None, 128)
    reader.tensor(buf58, (32,), is_leaf=True)  # arg58_1
    buf59 = reader.storage(None, 4)
    reader.tensor(buf59, (), is_leaf=True)  # arg59_1
    buf60 = reader.storage(None, 128)
    reader.tensor(buf60, (32,), is_leaf=True)  # arg60_1
    buf61 = reader.storage(None, 128)
    reader.tensor(buf61, (32,), is_leaf=True)  # arg61_1
    buf62 = reader.storage(None, 4)
    reader.tensor(buf62, (), is_leaf=True)  # arg62_1
    buf63 = reader.storage(None, 128)
    reader.tensor(buf63, (32,), is_leaf=True)  # arg63_1
    buf64 = reader.storage(None, 128)
    reader.tensor(buf64, (32,), is_leaf=True)  # arg64_1
    buf65 = reader.storage(None, 4)
    reader.tensor(buf65, (), is_leaf=True)  # arg65_1
    buf66 = reader.storage(None, 8192)
    reader.tensor(buf66, (64, 32), is_leaf=True)  # arg66_1
    buf67 = reader.storage(None, 8192)
    reader.tensor(buf67, (64, 32), is_leaf=True)  # arg67_1
    buf68 = reader.storage(None, 8192)
    reader.tensor(buf68, (64, 32), is_leaf=True)  # arg68_1
    buf69 = reader.storage(None, 2048)
    reader.tensor(buf69, (16, 32), is_leaf=True)  # arg69_1
    buf70 = reader.storage(None, 128)
    reader.tensor(buf70, (32,), is_leaf=True)  # arg70_1
    buf71 = reader.storage(None, 128)
    reader.tensor(buf71, (32,), is_leaf=True)  # arg71_1
    buf72 = reader.storage(None, 128)
    reader.tensor(buf72, (32,), is_leaf=True)  # arg72_1
    buf73 = reader.storage(None, 128)
    reader.tensor(buf73, (32,), is_leaf=True)  # arg73_1
    buf74 = reader.storage(None, 12288)
    reader.tensor(buf74, (96, 32), is_leaf=True)  # arg74_1
    buf75 = reader.storage(None, 384)
    reader.tensor(buf75, (96,), is_leaf=True)  # arg75_1
    buf76 = reader.storage(None, 4096)
    reader.tensor(buf76, (32, 32), is_leaf=True)  # arg76_1
    buf77 = reader.storage(None, 128)
    reader.tensor(buf77, (32,), is_leaf=True)  # arg77_1
    buf78 = reader.storage(None, 16384)
    reader.tensor(buf78, (128, 32), is_leaf=True)  # arg78_1
    buf79 = reader.storage(None, 512)
    reader.tensor(buf79, (128,), is_leaf=True)  # arg79_1
    buf80 = reader.storage(None, 16384)
    reader.tensor(buf80, (32, 128), is_leaf=True)  # arg80_1
    buf81 = reader.storage(None, 128)
    reader.tensor(buf81, (32,), is_leaf=True)  # arg81_1
    buf82 = reader.storage(None, 128)
    reader.tensor(buf82, (32,), is_leaf=True)  # arg82_1
    buf83 = reader.storage(None, 128)
    reader.tensor(buf83, (32,), is_leaf=True)  # arg83_1
    buf84 = reader.storage(None, 8192)
    reader.tensor(buf84, (64, 32), is_leaf=True)  # arg84_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)