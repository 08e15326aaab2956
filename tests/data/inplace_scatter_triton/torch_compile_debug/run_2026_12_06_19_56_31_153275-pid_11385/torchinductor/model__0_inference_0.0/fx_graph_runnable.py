
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '.'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpc_tuk8sn'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpc_tuk8sn/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1):
        add = torch.ops.aten.add.Tensor(arg1_1, 1)
        mul = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)
        sub = torch.ops.aten.sub.Tensor(arg4_1, arg2_1)
        add_1 = torch.ops.aten.add.Tensor(arg2_1, sub, alpha = 0.09999999999999998);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(arg3_1, 0.999)
        mul_2 = torch.ops.aten.mul.Tensor(arg4_1, arg4_1);  arg4_1 = None
        fma = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None
        pow_1 = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1 = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None
        pow_2 = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2 = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None
        reciprocal = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None
        neg = torch.ops.aten.neg.default(mul_3);  mul_3 = None
        sqrt = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None
        sqrt_1 = torch.ops.aten.sqrt.default(fma)
        mul_4 = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None
        reciprocal_1 = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5 = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2 = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None
        addcdiv = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, add);  arg1_1 = add = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, add_1);  arg2_1 = add_1 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, fma);  arg3_1 = fma = copy__3 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 256)
    reader.tensor(buf0, (8, 8), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 4)
    reader.tensor(buf1, (), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 256)
    reader.tensor(buf2, (8, 8), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 256)
    reader.tensor(buf3, (8, 8), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 256)
    reader.tensor(buf4, (8, 8), is_leaf=True)  # arg4_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)