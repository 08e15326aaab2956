
import os
os.environ['TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/profiled_convnet_cpp'
os.environ['TORCH_TRACE'] = '/work/main/sample_runs/profiled_convnet_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpj5_yviil'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpj5_yviil/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
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
# torch version: 2.14.1+cu130
# torch cuda version: 13.0
# torch git version: 5c4886908584029761b579af026dcfb627c84070


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1):
        convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
        add = torch.ops.aten.add.Tensor(arg4_1, 1e-05);  arg4_1 = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze = torch.ops.aten.unsqueeze.default(arg3_1, -1);  arg3_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(arg6_1, -1);  arg6_1 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        relu = torch.ops.aten.relu.default(add_1);  add_1 = None
        convolution_1 = torch.ops.aten.convolution.default(relu, arg7_1, arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu = arg7_1 = arg8_1 = None
        add_2 = torch.ops.aten.add.Tensor(arg10_1, 1e-05);  arg10_1 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1 = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(arg11_1, -1);  arg11_1 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_3 = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        relu_1 = torch.ops.aten.relu.default(add_3);  add_3 = None
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_1, [2, 2], [2, 2], [0, 0], [1, 1], False);  relu_1 = None
        getitem = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None
        convolution_2 = torch.ops.aten.convolution.default(getitem, arg13_1, arg14_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem = arg13_1 = arg14_1 = None
        add_4 = torch.ops.aten.add.Tensor(arg16_1, 1e-05);  arg16_1 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(arg15_1, -1);  arg15_1 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(rsqrt_2, -1);  rsqrt_2 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_2 = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_17);  convolution_2 = unsqueeze_17 = None
        mul_4 = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_19);  sub_2 = unsqueeze_19 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(arg17_1, -1);  arg17_1 = None
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_5 = torch.ops.aten.mul.Tensor(mul_4, unsqueeze_21);  mul_4 = unsqueeze_21 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(arg18_1, -1);  arg18_1 = None
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_5 = torch.ops.aten.add.Tensor(mul_5, unsqueeze_23);  mul_5 = unsqueeze_23 = None
        relu_2 = torch.ops.aten.relu.default(add_5);  add_5 = None
        convolution_3 = torch.ops.aten.convolution.default(relu_2, arg19_1, arg20_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = arg19_1 = arg20_1 = None
        add_6 = torch.ops.aten.add.Tensor(arg22_1, 1e-05);  arg22_1 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(rsqrt_3, -1);  rsqrt_3 = None
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_3 = torch.ops.aten.sub.Tensor(convolution_3, unsqueeze_25);  convolution_3 = unsqueeze_25 = None
        mul_6 = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_27);  sub_3 = unsqueeze_27 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(arg23_1, -1);  arg23_1 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_6, unsqueeze_29);  mul_6 = unsqueeze_29 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_7 = torch.ops.aten.add.Tensor(mul_7, unsqueeze_31);  mul_7 = unsqueeze_31 = None
        relu_3 = torch.ops.aten.relu.default(add_7);  add_7 = None
        _low_memory_max_pool_with_offsets_1 = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu_3, [2, 2], [2, 2], [0, 0], [1, 1], False);  relu_3 = None
        getitem_2 = _low_memory_max_pool_with_offsets_1[0];  _low_memory_max_pool_with_offsets_1 = None
        mean = torch.ops.aten.mean.dim(getitem_2, [-1, -2], True);  getitem_2 = None
        view = torch.ops.aten.view.default(mean, [8, 32]);  mean = None
        permute = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm = torch.ops.aten.addmm.default(arg26_1, view, permute);  arg26_1 = view = permute = None
        return (addmm,)

def load_args(reader):
    buf0 = reader.storage(None, 1728)
    reader.tensor(buf0, (16, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 64)
    reader.tensor(buf1, (16,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 98304)
    reader.tensor(buf2, (8, 3, 32, 32), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 64)
    reader.tensor(buf3, (16,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 64)
    reader.tensor(buf4, (16,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 64)
    reader.tensor(buf5, (16,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 64)
    reader.tensor(buf6, (16,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 9216)
    reader.tensor(buf7, (16, 16, 3, 3), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 64)
    reader.tensor(buf8, (16,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 64)
    reader.tensor(buf9, (16,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 64)
    reader.tensor(buf10, (16,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 64)
    reader.tensor(buf11, (16,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 64)
    reader.tensor(buf12, (16,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 18432)
    reader.tensor(buf13, (32, 16, 3, 3), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 128)
    reader.tensor(buf14, (32,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 128)
    reader.tensor(buf15, (32,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 128)
    reader.tensor(buf16, (32,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 128)
    reader.tensor(buf17, (32,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 128)
    reader.tensor(buf18, (32,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 36864)
    reader.tensor(buf19, (32, 32, 3, 3), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 128)
    reader.tensor(buf20, (32,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 128)
    reader.tensor(buf21, (32,), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 128)
    reader.tensor(buf22, (32,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 128)
    reader.tensor(buf23, (32,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 128)
    reader.tensor(buf24, (32,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 1280)
    reader.tensor(buf25, (10, 32), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 40)
    reader.tensor(buf26, (10,), is_leaf=True)  # arg26_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)