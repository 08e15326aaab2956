
import os
os.environ['TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/profiled_gpt_cpp'
os.environ['TORCH_TRACE'] = '/work/main/sample_runs/profiled_gpt_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_uox6j0i'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_uox6j0i/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1):
        embedding = torch.ops.aten.embedding.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        iota = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1 = torch.ops.aten.embedding.default(arg2_1, iota);  arg2_1 = iota = None
        add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg3_1);  mul = arg3_1 = None
        add_2 = torch.ops.aten.add.Tensor(mul_1, arg4_1);  mul_1 = arg4_1 = None
        view = torch.ops.aten.view.default(add_2, [256, 128]);  add_2 = None
        permute = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm = torch.ops.aten.addmm.default(arg6_1, view, permute);  arg6_1 = view = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [4, 64, 384]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 128, -1);  view_1 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_2 = torch.ops.aten.view.default(getitem_2, [4, 64, 4, 32]);  getitem_2 = None
        permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3 = torch.ops.aten.view.default(getitem_3, [4, 64, 4, 32]);  getitem_3 = None
        permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4 = torch.ops.aten.view.default(getitem_4, [4, 64, 4, 32]);  getitem_4 = None
        permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True);  permute_1 = permute_2 = permute_3 = None
        getitem_5 = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_4 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None
        view_5 = torch.ops.aten.view.default(permute_4, [4, 64, 128]);  permute_4 = None
        view_6 = torch.ops.aten.view.default(view_5, [256, 128]);  view_5 = None
        permute_5 = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg8_1, view_6, permute_5);  arg8_1 = view_6 = permute_5 = None
        view_7 = torch.ops.aten.view.default(addmm_1, [4, 64, 128]);  addmm_1 = None
        add_3 = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7 = var_mean_1[0]
        getitem_8 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg9_1);  mul_2 = arg9_1 = None
        add_5 = torch.ops.aten.add.Tensor(mul_3, arg10_1);  mul_3 = arg10_1 = None
        view_8 = torch.ops.aten.view.default(add_5, [256, 128]);  add_5 = None
        permute_6 = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg12_1, view_8, permute_6);  arg12_1 = view_8 = permute_6 = None
        view_9 = torch.ops.aten.view.default(addmm_2, [4, 64, 512]);  addmm_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10 = torch.ops.aten.view.default(mul_6, [256, 512]);  mul_6 = None
        permute_7 = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg14_1, view_10, permute_7);  arg14_1 = view_10 = permute_7 = None
        view_11 = torch.ops.aten.view.default(addmm_3, [4, 64, 128]);  addmm_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9 = var_mean_2[0]
        getitem_10 = var_mean_2[1];  var_mean_2 = None
        add_8 = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_7, getitem_10);  getitem_10 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_7, arg15_1);  mul_7 = arg15_1 = None
        add_9 = torch.ops.aten.add.Tensor(mul_8, arg16_1);  mul_8 = arg16_1 = None
        view_12 = torch.ops.aten.view.default(add_9, [256, 128]);  add_9 = None
        permute_8 = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg18_1, view_12, permute_8);  arg18_1 = view_12 = permute_8 = None
        view_13 = torch.ops.aten.view.default(addmm_4, [4, 64, 384]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_13, 128, -1);  view_13 = None
        getitem_11 = split_1[0]
        getitem_12 = split_1[1]
        getitem_13 = split_1[2];  split_1 = None
        view_14 = torch.ops.aten.view.default(getitem_11, [4, 64, 4, 32]);  getitem_11 = None
        permute_9 = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
        view_15 = torch.ops.aten.view.default(getitem_12, [4, 64, 4, 32]);  getitem_12 = None
        permute_10 = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None
        view_16 = torch.ops.aten.view.default(getitem_13, [4, 64, 4, 32]);  getitem_13 = None
        permute_11 = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_9, permute_10, permute_11, 0.0, True);  permute_9 = permute_10 = permute_11 = None
        getitem_14 = _scaled_dot_product_flash_attention_for_cpu_1[0];  _scaled_dot_product_flash_attention_for_cpu_1 = None
        permute_12 = torch.ops.aten.permute.default(getitem_14, [0, 2, 1, 3]);  getitem_14 = None
        view_17 = torch.ops.aten.view.default(permute_12, [4, 64, 128]);  permute_12 = None
        view_18 = torch.ops.aten.view.default(view_17, [256, 128]);  view_17 = None
        permute_13 = torch.ops.aten.permute.default(arg19_1, [1, 0]);  arg19_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg20_1, view_18, permute_13);  arg20_1 = view_18 = permute_13 = None
        view_19 = torch.ops.aten.view.default(addmm_5, [4, 64, 128]);  addmm_5 = None
        add_10 = torch.ops.aten.add.Tensor(add_7, view_19);  add_7 = view_19 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_16 = var_mean_3[0]
        getitem_17 = var_mean_3[1];  var_mean_3 = None
        add_11 = torch.ops.aten.add.Tensor(getitem_16, 1e-05);  getitem_16 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_10, getitem_17);  getitem_17 = None
        mul_9 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, arg21_1);  mul_9 = arg21_1 = None
        add_12 = torch.ops.aten.add.Tensor(mul_10, arg22_1);  mul_10 = arg22_1 = None
        view_20 = torch.ops.aten.view.default(add_12, [256, 128]);  add_12 = None
        permute_14 = torch.ops.aten.permute.default(arg23_1, [1, 0]);  arg23_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg24_1, view_20, permute_14);  arg24_1 = view_20 = permute_14 = None
        view_21 = torch.ops.aten.view.default(addmm_6, [4, 64, 512]);  addmm_6 = None
        mul_11 = torch.ops.aten.mul.Tensor(view_21, 0.5)
        mul_12 = torch.ops.aten.mul.Tensor(view_21, 0.7071067811865476);  view_21 = None
        erf_1 = torch.ops.aten.erf.default(mul_12);  mul_12 = None
        add_13 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_11, add_13);  mul_11 = add_13 = None
        view_22 = torch.ops.aten.view.default(mul_13, [256, 512]);  mul_13 = None
        permute_15 = torch.ops.aten.permute.default(arg25_1, [1, 0]);  arg25_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg26_1, view_22, permute_15);  arg26_1 = view_22 = permute_15 = None
        view_23 = torch.ops.aten.view.default(addmm_7, [4, 64, 128]);  addmm_7 = None
        add_14 = torch.ops.aten.add.Tensor(add_10, view_23);  add_10 = view_23 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_18 = var_mean_4[0]
        getitem_19 = var_mean_4[1];  var_mean_4 = None
        add_15 = torch.ops.aten.add.Tensor(getitem_18, 1e-05);  getitem_18 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_14, getitem_19);  add_14 = getitem_19 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, arg27_1);  mul_14 = arg27_1 = None
        add_16 = torch.ops.aten.add.Tensor(mul_15, arg28_1);  mul_15 = arg28_1 = None
        permute_16 = torch.ops.aten.permute.default(arg29_1, [1, 0]);  arg29_1 = None
        view_24 = torch.ops.aten.view.default(add_16, [256, 128]);  add_16 = None
        mm = torch.ops.aten.mm.default(view_24, permute_16);  view_24 = permute_16 = None
        view_25 = torch.ops.aten.view.default(mm, [4, 64, 512]);  mm = None
        return (view_25,)

def load_args(reader):
    buf0 = reader.storage(None, 262144)
    reader.tensor(buf0, (512, 128), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2048, dtype_hint=torch.int64)
    reader.tensor(buf1, (4, 64), dtype=torch.int64, is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 32768)
    reader.tensor(buf2, (64, 128), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 512)
    reader.tensor(buf3, (128,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 512)
    reader.tensor(buf4, (128,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 196608)
    reader.tensor(buf5, (384, 128), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 1536)
    reader.tensor(buf6, (384,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 65536)
    reader.tensor(buf7, (128, 128), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 512)
    reader.tensor(buf8, (128,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 512)
    reader.tensor(buf9, (128,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 512)
    reader.tensor(buf10, (128,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 262144)
    reader.tensor(buf11, (512, 128), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 2048)
    reader.tensor(buf12, (512,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 262144)
    reader.tensor(buf13, (128, 512), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 512)
    reader.tensor(buf14, (128,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 512)
    reader.tensor(buf15, (128,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 512)
    reader.tensor(buf16, (128,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 196608)
    reader.tensor(buf17, (384, 128), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 1536)
    reader.tensor(buf18, (384,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 65536)
    reader.tensor(buf19, (128, 128), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 512)
    reader.tensor(buf20, (128,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 512)
    reader.tensor(buf21, (128,), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 512)
    reader.tensor(buf22, (128,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 262144)
    reader.tensor(buf23, (512, 128), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 2048)
    reader.tensor(buf24, (512,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 262144)
    reader.tensor(buf25, (128, 512), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 512)
    reader.tensor(buf26, (128,), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 512)
    reader.tensor(buf27, (128,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 512)
    reader.tensor(buf28, (128,), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 262144)
    reader.tensor(buf29, (512, 128), is_leaf=True)  # arg29_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)