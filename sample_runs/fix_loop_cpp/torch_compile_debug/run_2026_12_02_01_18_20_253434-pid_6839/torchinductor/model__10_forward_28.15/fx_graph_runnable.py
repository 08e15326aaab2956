s77 = 12


import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/wt/fix-loop/sample_runs/fix_loop_cpp'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_21w135o'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140268035296288'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_21w135o/triton'
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

torch._inductor.config.deterministic = False
torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm = torch.ops.aten.addmm.default(primals_2, primals_4, permute);  primals_2 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1 = torch.ops.aten.permute.default(primals_5, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_6, relu, permute_1);  primals_6 = permute_1 = None
        convert_element_type_default_1 = torch.ops.prims.convert_element_type.default(primals_7, torch.float32);  primals_7 = None
        mul_tensor = torch.ops.aten.mul.Tensor(addmm_1, convert_element_type_default_1);  addmm_1 = None
        select = torch.ops.aten.select.int(mul_tensor, 0, 0)
        return (select, mul_tensor, primals_4, primals_5, relu, convert_element_type_default_1, primals_3)

def load_args(reader):
    buf0 = reader.storage(None, 512)
    reader.tensor(buf0, (16, 8), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 64)
    reader.tensor(buf1, (16,), is_leaf=True)  # primals_2
    reader.symint(12, expr='s77')  # primals_3
    buf2 = reader.storage(None, 32*s77)
    reader.tensor(buf2, (s77, 8), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 256)
    reader.tensor(buf3, (4, 16), is_leaf=True)  # primals_5
    buf4 = reader.storage(None, 16)
    reader.tensor(buf4, (4,), is_leaf=True)  # primals_6
    buf5 = reader.storage(None, 8, dtype_hint=torch.float64)
    reader.tensor(buf5, (), dtype=torch.float64, is_leaf=True)  # primals_7
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)