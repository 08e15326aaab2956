
import os
os.environ['TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/profiled_train_cpp'
os.environ['TORCH_TRACE'] = '/work/main/sample_runs/profiled_train_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdt21nd2m'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '139879817181664'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdt21nd2m/triton'
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

torch._inductor.config.deterministic = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.inplace_buffers = True
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
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



    def forward(self, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, addmm, getitem_1, rsqrt, mul_4, relu, addmm_2, amax, log, convert_element_type, tangents_1):
        div_1 = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(primals_10, 1);  primals_10 = None
        ne_3 = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default_2 = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2 = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default_2);  unsqueeze_1 = full_default_2 = None
        iota_default = torch.ops.prims.iota.default(10, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view_default = torch.ops.aten.view.default(iota_default, [1, 10]);  iota_default = None
        expand_default = torch.ops.aten.expand.default(where_2, [64, 10]);  where_2 = None
        eq_tensor = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        scalar_tensor_default_1 = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_self = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_4 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3 = torch.ops.aten.where.self(ne_3, div_1, full_default_4);  ne_3 = div_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(addmm_2, amax);  addmm_2 = amax = None
        sub_2 = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = log = None
        exp_1 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True)
        mul_6 = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_3 = torch.ops.aten.sub.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
        permute_2 = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_3 = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        mm = torch.ops.aten.mm.default(sub_3, permute_3);  permute_3 = None
        permute_4 = torch.ops.aten.permute.default(sub_3, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_4, relu);  permute_4 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(sub_3, [0], True);  sub_3 = None
        view = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_4 = torch.ops.aten.where.self(le, full_default_4, mm);  le = full_default_4 = mm = None
        permute_1 = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_7 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm_2 = torch.ops.aten.mm.default(where_4, permute_7);  permute_7 = None
        permute_8 = torch.ops.aten.permute.default(where_4, [1, 0])
        mm_3 = torch.ops.aten.mm.default(permute_8, mul_4);  permute_8 = mul_4 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(where_4, [0], True);  where_4 = None
        view_1 = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        sub = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_4)
        add_1 = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        mul_3 = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_8 = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_9 = torch.ops.aten.mul.Tensor(add_1, add_1)
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, -0.5);  mul_9 = None
        exp_2 = torch.ops.aten.exp.default(mul_10);  mul_10 = None
        mul_11 = torch.ops.aten.mul.Tensor(exp_2, 0.3989422804014327);  exp_2 = None
        mul_12 = torch.ops.aten.mul.Tensor(add_1, mul_11);  add_1 = mul_11 = None
        add_4 = torch.ops.aten.add.Tensor(mul_8, mul_12);  mul_8 = mul_12 = None
        mul_13 = torch.ops.aten.mul.Tensor(mm_2, add_4);  mm_2 = add_4 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_13, primals_4);  primals_4 = None
        mul_16 = torch.ops.aten.mul.Tensor(mul_15, 512)
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_15, [1], True)
        mul_17 = torch.ops.aten.mul.Tensor(mul_15, mul);  mul_15 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_17, [1], True);  mul_17 = None
        mul_18 = torch.ops.aten.mul.Tensor(mul, sum_8);  sum_8 = None
        sub_5 = torch.ops.aten.sub.Tensor(mul_16, sum_7);  mul_16 = sum_7 = None
        sub_6 = torch.ops.aten.sub.Tensor(sub_5, mul_18);  sub_5 = mul_18 = None
        div_2 = torch.ops.aten.div.Tensor(rsqrt, 512);  rsqrt = None
        mul_19 = torch.ops.aten.mul.Tensor(div_2, sub_6);  div_2 = sub_6 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_13, mul);  mul = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_20, [0]);  mul_20 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(mul_13, [0]);  mul_13 = None
        permute_11 = torch.ops.aten.permute.default(mul_19, [1, 0])
        mm_4 = torch.ops.aten.mm.default(permute_11, primals_3);  permute_11 = primals_3 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(mul_19, [0], True);  mul_19 = None
        view_2 = torch.ops.aten.view.default(sum_11, [512]);  sum_11 = None
        return (mm_4, view_2, None, sum_9, sum_10, mm_3, view_1, mm_1, view, None)

def load_args(reader):
    buf0 = reader.storage(None, 65536)
    reader.tensor(buf0, (64, 256), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 2048)
    reader.tensor(buf1, (512,), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 2048)
    reader.tensor(buf2, (512,), is_leaf=True)  # primals_5
    buf3 = reader.storage(None, 524288)
    reader.tensor(buf3, (256, 512), is_leaf=True)  # primals_6
    buf4 = reader.storage(None, 10240)
    reader.tensor(buf4, (10, 256), is_leaf=True)  # primals_8
    buf5 = reader.storage(None, 512, dtype_hint=torch.int64)
    reader.tensor(buf5, (64,), dtype=torch.int64, is_leaf=True)  # primals_10
    buf6 = reader.storage(None, 131072)
    reader.tensor(buf6, (64, 512), is_leaf=True)  # addmm
    buf7 = reader.storage(None, 256)
    reader.tensor(buf7, (64, 1), is_leaf=True)  # getitem_1
    buf8 = reader.storage(None, 256)
    reader.tensor(buf8, (64, 1), is_leaf=True)  # rsqrt
    buf9 = reader.storage(None, 131072)
    reader.tensor(buf9, (64, 512), is_leaf=True)  # mul_4
    buf10 = reader.storage(None, 65536)
    reader.tensor(buf10, (64, 256), is_leaf=True)  # relu
    buf11 = reader.storage(None, 2560)
    reader.tensor(buf11, (64, 10), is_leaf=True)  # addmm_2
    buf12 = reader.storage(None, 256)
    reader.tensor(buf12, (64, 1), is_leaf=True)  # amax
    buf13 = reader.storage(None, 256)
    reader.tensor(buf13, (64, 1), is_leaf=True)  # log
    buf14 = reader.storage(None, 4)
    reader.tensor(buf14, (), is_leaf=True)  # convert_element_type
    buf15 = reader.storage(None, 4)
    reader.tensor(buf15, (), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)