
import os
os.environ['INDUCTOR_PROVENANCE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/h1/sample_runs/ranks_gloo_cpp'
os.environ['TORCH_TRACE'] = '/work/h1/sample_runs/ranks_gloo_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpuvhl8j85'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpuvhl8j85/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims
import torch.distributed as dist
from torch.testing._internal.distributed.fake_pg import FakeStore


import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.log_tlparse = True
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



    def forward(self, arg0_1, arg1_1):
        mm = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu = torch.ops.aten.relu.default(mm);  mm = None
        all_reduce = torch.ops._c10d_functional.all_reduce.default(relu, 'sum', '0');  relu = None
        wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        mul_tensor = torch.ops.aten.mul.Tensor(wait_tensor, 0.5)
        mul_tensor_1 = torch.ops.aten.mul.Tensor(wait_tensor, 1);  wait_tensor = None
        amax_default = torch.ops.aten.amax.default(mul_tensor_1, [-1], True)
        sub_tensor = torch.ops.aten.sub.Tensor(mul_tensor_1, amax_default);  mul_tensor_1 = amax_default = None
        mul_tensor_2 = torch.ops.aten.mul.Tensor(sub_tensor, 0.5);  sub_tensor = None
        amax_default_1 = torch.ops.aten.amax.default(mul_tensor, [-1], True)
        sub_tensor_1 = torch.ops.aten.sub.Tensor(mul_tensor, amax_default_1);  amax_default_1 = None
        abs_default = torch.ops.aten.abs.default(mul_tensor)
        ne_scalar = torch.ops.aten.ne.Scalar(abs_default, inf);  abs_default = None
        eq_tensor = torch.ops.aten.eq.Tensor(mul_tensor, mul_tensor);  mul_tensor = None
        mul_tensor_3 = torch.ops.aten.mul.Tensor(eq_tensor, ne_scalar);  eq_tensor = ne_scalar = None
        logical_not_default = torch.ops.aten.logical_not.default(mul_tensor_3);  mul_tensor_3 = None
        any_dims = torch.ops.aten.any.dims(logical_not_default, [-1], True);  logical_not_default = None
        logical_not_default_1 = torch.ops.aten.logical_not.default(any_dims);  any_dims = None
        where_self = torch.ops.aten.where.self(logical_not_default_1, mul_tensor_2, sub_tensor_1);  logical_not_default_1 = mul_tensor_2 = sub_tensor_1 = None
        exp = torch.ops.aten.exp.default(where_self);  where_self = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)

def load_args(reader):
    buf0 = reader.storage(None, 512)
    reader.tensor(buf0, (8, 16), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 1024)
    reader.tensor(buf1, (16, 16), is_leaf=True)  # arg1_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    from torch._dynamo.repro.after_aot import setup_fake_process_groups
    setup_fake_process_groups({'0': {'size': 2, 'rank': 1}})
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
    dist.destroy_process_group()
