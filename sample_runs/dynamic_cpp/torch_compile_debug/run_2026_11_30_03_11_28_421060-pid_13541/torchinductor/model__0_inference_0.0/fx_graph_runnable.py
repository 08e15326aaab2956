s77 = 3


import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/main/sample_runs/dynamic_cpp'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpjqlnc5hk'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpjqlnc5hk/triton'
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
torch._dynamo.config.assume_static_by_default = False
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
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1):
        permute = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm = torch.ops.aten.addmm.default(arg1_1, arg3_1, permute);  arg1_1 = permute = None
        neg = torch.ops.aten.neg.default(addmm)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_3 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(addmm, add_3);  addmm = add_3 = None
        permute_1 = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg5_1, div, permute_1);  arg5_1 = div = permute_1 = None
        add_10 = torch.ops.aten.add.Tensor(addmm_1, arg3_1);  addmm_1 = arg3_1 = None
        amax = torch.ops.aten.amax.default(add_10, [-1], True)
        sub_4 = torch.ops.aten.sub.Tensor(add_10, amax);  add_10 = amax = None
        exp_1 = torch.ops.aten.exp.default(sub_4);  sub_4 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
        div_1 = torch.ops.aten.div.Tensor(exp_1, sum_1);  exp_1 = sum_1 = None
        return (div_1,)

def load_args(reader):
    buf0 = reader.storage(None, 4608)
    reader.tensor(buf0, (48, 24), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 192)
    reader.tensor(buf1, (48,), is_leaf=True)  # arg1_1
    reader.symint(3, expr='s77')  # arg2_1
    buf2 = reader.storage(None, 96*s77)
    reader.tensor(buf2, (s77, 24), is_leaf=True)  # arg3_1
    buf3 = reader.storage(None, 4608)
    reader.tensor(buf3, (24, 48), is_leaf=True)  # arg4_1
    buf4 = reader.storage(None, 96)
    reader.tensor(buf4, (24,), is_leaf=True)  # arg5_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)