
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/training_cpp'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp9nrk86w9'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140627042552864'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp9nrk86w9/triton'
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
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, relu, addmm_1, amax, log, convert_element_type, tangents_1):
        div_1 = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(primals_8, 1);  primals_8 = None
        ne_3 = torch.ops.aten.ne.Scalar(unsqueeze_1, -100)
        full_default = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_2 = torch.ops.aten.where.self(ne_3, unsqueeze_1, full_default);  unsqueeze_1 = full_default = None
        iota_default = torch.ops.prims.iota.default(10, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view_default = torch.ops.aten.view.default(iota_default, [1, 10]);  iota_default = None
        expand_default = torch.ops.aten.expand.default(where_2, [16, 10]);  where_2 = None
        eq_tensor = torch.ops.aten.eq.Tensor(expand_default, view_default);  expand_default = view_default = None
        scalar_tensor_default = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        scalar_tensor_default_1 = torch.ops.aten.scalar_tensor.default(-1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_self = torch.ops.aten.where.self(eq_tensor, scalar_tensor_default_1, scalar_tensor_default);  eq_tensor = scalar_tensor_default_1 = scalar_tensor_default = None
        full_default_1 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_3 = torch.ops.aten.where.self(ne_3, div_1, full_default_1);  ne_3 = div_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(where_self, where_3);  where_self = where_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(addmm_1, amax);  addmm_1 = amax = None
        sub_2 = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = log = None
        exp_1 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_2, [1], True)
        mul_3 = torch.ops.aten.mul.Tensor(exp_1, sum_4);  exp_1 = sum_4 = None
        sub_3 = torch.ops.aten.sub.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
        permute_1 = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_2 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm = torch.ops.aten.mm.default(sub_3, permute_2);  permute_2 = None
        permute_3 = torch.ops.aten.permute.default(sub_3, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_3, relu);  permute_3 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(sub_3, [0], True);  sub_3 = None
        view = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_4 = torch.ops.aten.where.self(le, full_default_1, mm);  le = full_default_1 = mm = None
        mul_5 = torch.ops.aten.mul.Tensor(where_4, primals_4);  primals_4 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, 64)
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True)
        sub = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_5, mul);  mul_5 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul, sum_7);  sum_7 = None
        sub_5 = torch.ops.aten.sub.Tensor(mul_6, sum_6);  mul_6 = sum_6 = None
        sub_6 = torch.ops.aten.sub.Tensor(sub_5, mul_8);  sub_5 = mul_8 = None
        div_2 = torch.ops.aten.div.Tensor(rsqrt, 64);  rsqrt = None
        mul_9 = torch.ops.aten.mul.Tensor(div_2, sub_6);  div_2 = sub_6 = None
        mul_10 = torch.ops.aten.mul.Tensor(where_4, mul);  mul = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_10, [0]);  mul_10 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(where_4, [0]);  where_4 = None
        permute_6 = torch.ops.aten.permute.default(mul_9, [1, 0])
        mm_2 = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(mul_9, [0], True);  mul_9 = None
        view_1 = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
        return (mm_2, view_1, None, sum_8, sum_9, mm_1, view, None)

def load_args(reader):
    buf0 = reader.storage(None, 2048)
    reader.tensor(buf0, (16, 32), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (64,), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 2560)
    reader.tensor(buf2, (10, 64), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 128, dtype_hint=torch.int64)
    reader.tensor(buf3, (16,), dtype=torch.int64, is_leaf=True)  # primals_8
    buf4 = reader.storage(None, 4096)
    reader.tensor(buf4, (16, 64), is_leaf=True)  # addmm
    buf5 = reader.storage(None, 64)
    reader.tensor(buf5, (16, 1), is_leaf=True)  # getitem_1
    buf6 = reader.storage(None, 64)
    reader.tensor(buf6, (16, 1), is_leaf=True)  # rsqrt
    buf7 = reader.storage(None, 4096)
    reader.tensor(buf7, (16, 64), is_leaf=True)  # relu
    buf8 = reader.storage(None, 640)
    reader.tensor(buf8, (16, 10), is_leaf=True)  # addmm_1
    buf9 = reader.storage(None, 64)
    reader.tensor(buf9, (16, 1), is_leaf=True)  # amax
    buf10 = reader.storage(None, 64)
    reader.tensor(buf10, (16, 1), is_leaf=True)  # log
    buf11 = reader.storage(None, 4)
    reader.tensor(buf11, (), is_leaf=True)  # convert_element_type
    buf12 = reader.storage(None, 4)
    reader.tensor(buf12, (), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)