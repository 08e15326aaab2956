
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/wt/h6-issue16/sample_runs/minifier_accuracy_cpp'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140308535495712'
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
torch._inductor.config.deterministic = False
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.generate_intermediate_hooks = True
torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'accuracy'
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = True
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
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg1_1, arg2_1, arg3_1, arg4_1, permute):
        addmm = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        return (relu,)

def load_args(reader):
    buf0 = reader.storage('ef41e9ff06c44025dde978b3a2388b4771b8b1e8', 64)
    reader.tensor(buf0, (16,), requires_grad=True, is_leaf=True)  # arg1_1
    buf1 = reader.storage('f742e49d4a6db0f2092e31d7b6f7b3c54a80f141', 128)
    reader.tensor(buf1, (4, 8), is_leaf=True)  # arg2_1
    buf2 = reader.storage('8aac087e167d4b8421cd378e878871612caf7aa1', 256)
    reader.tensor(buf2, (4, 16), requires_grad=True, is_leaf=True)  # arg3_1
    buf3 = reader.storage('2bf2ab4e3fb570b983c7f9f74d7c8166ea721a41', 16)
    reader.tensor(buf3, (4,), requires_grad=True, is_leaf=True)  # arg4_1
    buf4 = reader.storage('affab21d3a8b3a9d0335ac51dcdb33a8ae9befcd', 512)
    reader.tensor(buf4, (8, 16), (1, 8), requires_grad=True, is_leaf=True)  # permute
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=True, command='run', save_dir='/work/wt/h6-issue16/sample_runs/minifier_accuracy_cpp/torch_compile_debug/run_2026_12_01_20_41_37_827007-pid_27767/minifier/checkpoints', tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=True, command='get_args', save_dir='/work/wt/h6-issue16/sample_runs/minifier_accuracy_cpp/torch_compile_debug/run_2026_12_01_20_41_37_827007-pid_27767/minifier/checkpoints', tracing_mode='real', check_str=None)
        # mod(*args)