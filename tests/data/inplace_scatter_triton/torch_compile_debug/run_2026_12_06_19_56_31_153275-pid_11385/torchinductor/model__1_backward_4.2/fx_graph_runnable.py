
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '.'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpkxkl79fd'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpkxkl79fd/triton'
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
torch._inductor.config.cpu_backend = 'triton'
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
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



    def forward(self, primals_2, iota, tangents_1):
        sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view = torch.ops.aten.view.default(sum_1, [16, 8]);  sum_1 = None
        ge = torch.ops.aten.ge.Scalar(iota, 0)
        lt = torch.ops.aten.lt.Scalar(iota, 16)
        bitwise_and = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne = torch.ops.aten.ne.Scalar(iota, -1)
        bitwise_and_1 = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne);  bitwise_and = ne = None
        unsqueeze = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default = torch.ops.aten.full.default([16, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [iota], view);  full_default = unsqueeze = iota = view = None
        ge_1 = torch.ops.aten.ge.Scalar(primals_2, 0)
        lt_1 = torch.ops.aten.lt.Scalar(primals_2, 32)
        bitwise_and_2 = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1);  ge_1 = lt_1 = None
        ne_1 = torch.ops.aten.ne.Scalar(primals_2, -1)
        bitwise_and_3 = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1);  bitwise_and_2 = ne_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1);  bitwise_and_3 = None
        full_default_1 = torch.ops.aten.full.default([32, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1 = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [primals_2], tangents_1);  full_default_1 = unsqueeze_1 = primals_2 = tangents_1 = None
        return (_unsafe_masked_index_put_accumulate_1, None, _unsafe_masked_index_put_accumulate)

def load_args(reader):
    buf0 = reader.storage(None, 512, dtype_hint=torch.int64)
    reader.tensor(buf0, (4, 16), dtype=torch.int64, is_leaf=True)  # primals_2
    buf1 = reader.storage(None, 128, dtype_hint=torch.int64)
    reader.tensor(buf1, (16,), dtype=torch.int64, is_leaf=True)  # iota
    buf2 = reader.storage(None, 2048)
    reader.tensor(buf2, (4, 16, 8), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)