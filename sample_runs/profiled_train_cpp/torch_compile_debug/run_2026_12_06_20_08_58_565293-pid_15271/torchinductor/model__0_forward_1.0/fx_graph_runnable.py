
import os
os.environ['TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/profiled_train_cpp'
os.environ['TORCH_TRACE'] = '/work/main/sample_runs/profiled_train_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0djmzz8t'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0djmzz8t/triton'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(addmm, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_4);  mul = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(add_1, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(add_1, 0.7071067811865476);  add_1 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        permute_1 = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_7, mul_4, permute_1);  primals_7 = permute_1 = None
        relu = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        permute_2 = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_2 = torch.ops.aten.addmm.default(primals_9, relu, permute_2);  primals_9 = permute_2 = None
        amax = torch.ops.aten.amax.default(addmm_2, [1], True)
        sub_1 = torch.ops.aten.sub.Tensor(addmm_2, amax)
        exp = torch.ops.aten.exp.default(sub_1)
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_2 = torch.ops.aten.sub.Tensor(sub_1, log);  sub_1 = None
        ne = torch.ops.aten.ne.Scalar(primals_10, -100)
        full_default = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(ne, primals_10, full_default);  full_default = None
        unsqueeze = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        gather = torch.ops.aten.gather.default(sub_2, 1, unsqueeze);  sub_2 = unsqueeze = None
        squeeze = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
        neg = torch.ops.aten.neg.default(squeeze);  squeeze = None
        full_default_1 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1 = torch.ops.aten.where.self(ne, neg, full_default_1);  ne = neg = full_default_1 = None
        ne_2 = torch.ops.aten.ne.Scalar(primals_10, -100)
        sum_2 = torch.ops.aten.sum.default(ne_2);  ne_2 = None
        convert_element_type = torch.ops.prims.convert_element_type.default(sum_2, torch.float32);  sum_2 = None
        sum_3 = torch.ops.aten.sum.default(where_1);  where_1 = None
        div = torch.ops.aten.div.Tensor(sum_3, convert_element_type);  sum_3 = None
        return (div, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, addmm, getitem_1, rsqrt, mul_4, relu, addmm_2, amax, log, convert_element_type)

def load_args(reader):
    buf0 = reader.storage(None, 524288)
    reader.tensor(buf0, (512, 256), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 2048)
    reader.tensor(buf1, (512,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 65536)
    reader.tensor(buf2, (64, 256), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 2048)
    reader.tensor(buf3, (512,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (512,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 524288)
    reader.tensor(buf5, (256, 512), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 1024)
    reader.tensor(buf6, (256,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 10240)
    reader.tensor(buf7, (10, 256), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 40)
    reader.tensor(buf8, (10,), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 512, dtype_hint=torch.int64)
    reader.tensor(buf9, (64,), dtype=torch.int64, is_leaf=True)  # primals_10
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)