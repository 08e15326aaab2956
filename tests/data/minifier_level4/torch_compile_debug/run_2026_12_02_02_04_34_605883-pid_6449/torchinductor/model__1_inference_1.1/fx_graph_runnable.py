s33 = 128


import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/el/macc4'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpct1nh8dk'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140215780559904'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpct1nh8dk/triton'
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
torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'accuracy'
torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
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



    def forward(self, arg0_1, arg1_1):
        inductor_seeds_default = torch.ops.prims.inductor_seeds.default(2, device(type='cpu'))
        inductor_lookup_seed_default = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0)
        inductor_randint_default_1 = torch.ops.prims.inductor_randint.default(-2147483648, 2147483648, [arg0_1], inductor_lookup_seed_default);  inductor_lookup_seed_default = None
        convert_element_type_default_1 = torch.ops.prims.convert_element_type.default(inductor_randint_default_1, torch.int32);  inductor_randint_default_1 = None
        abs_1 = torch.ops.aten.abs.default(convert_element_type_default_1);  convert_element_type_default_1 = None
        remainder = torch.ops.aten.remainder.Scalar(abs_1, 2147483647);  abs_1 = None
        add_6 = torch.ops.aten.add.Tensor(remainder, 1);  remainder = None
        convert_element_type = torch.ops.prims.convert_element_type.default(add_6, torch.int64);  add_6 = None
        inductor_lookup_seed_default_1 = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 1);  inductor_seeds_default = None
        inductor_randint_default = torch.ops.prims.inductor_randint.default(-2147483648, 2147483648, [arg0_1], inductor_lookup_seed_default_1);  arg0_1 = inductor_lookup_seed_default_1 = None
        convert_element_type_default = torch.ops.prims.convert_element_type.default(inductor_randint_default, torch.int32);  inductor_randint_default = None
        abs_2 = torch.ops.aten.abs.default(convert_element_type_default);  convert_element_type_default = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(abs_2, torch.int64);  abs_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1);  convert_element_type = arg1_1 = None
        add_19 = torch.ops.aten.add.Tensor(mul_8, convert_element_type_1);  mul_8 = convert_element_type_1 = None
        convert_element_type_2 = torch.ops.prims.convert_element_type.default(add_19, torch.int32);  add_19 = None
        xor_sum = torch.ops.prims.xor_sum.default(convert_element_type_2, [0]);  convert_element_type_2 = None
        return (xor_sum,)

def load_args(reader):
    reader.symint(128, expr='s33')  # arg0_1
    buf0 = reader.storage(None, 4*s33, dtype_hint=torch.int32)
    reader.tensor(buf0, (s33,), dtype=torch.int32, is_leaf=True)  # arg1_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)