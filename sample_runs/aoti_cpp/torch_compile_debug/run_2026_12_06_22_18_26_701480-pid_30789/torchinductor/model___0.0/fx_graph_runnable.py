
import os
os.environ['INDUCTOR_PROVENANCE'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/work/h1/sample_runs/aoti_cpp'
os.environ['TORCH_TRACE'] = '/work/h1/sample_runs/aoti_cpp/torch_compile_debug/tlparse'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,fusion'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmprg5j7kbd'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmprg5j7kbd/triton'
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
torch._dynamo.config.replay_side_effects = True
torch._dynamo.config.side_effect_replay_policy = 'info'
torch._dynamo.config.specialize_int = False
torch._dynamo.config.specialize_float = False
torch._dynamo.config.assume_static_by_default = True
torch._dynamo.config.automatic_dynamic_shapes = True
torch._dynamo.config.capture_scalar_outputs = False
torch._dynamo.config.capture_dynamic_output_shape_ops = False
torch._dynamo.config.prefer_deferred_runtime_asserts_over_guards = False
torch._dynamo.config.do_not_emit_runtime_asserts = False
torch._dynamo.config.allow_rnn = False
torch._inductor.config.cpp_wrapper = True
torch._inductor.config.log_tlparse = True
torch._inductor.config.triton.cudagraphs = False
torch._inductor.config.triton.autotune_cublasLt = True
torch._inductor.config.triton.autotune_at_compile_time = False
torch._inductor.config.triton.store_cubin = True
torch._inductor.config.aot_inductor.output_path = 'cjrie46h55vmrzvyt63kqzixxdqih7lkzhx7dmrx3eukf4rx32lu'
torch._inductor.config.aot_inductor.serialized_in_spec = '[1, {"type": "builtins.tuple", "context": "null", "children_spec": [{"type": "builtins.tuple", "context": "null", "children_spec": [{"type": null, "context": null, "children_spec": []}]}, {"type": "builtins.dict", "context": "[]", "children_spec": []}]}]'
torch._inductor.config.aot_inductor.serialized_out_spec = '[1, {"type": null, "context": null, "children_spec": []}]'
torch._inductor.config.aot_inductor.package = True
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
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
        self.fc1 = Module()
        self.fc2 = Module()
        self.out = Module()



    def forward(self):
        arg6_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        fc1_weight = self.fc1.weight
        fc1_bias = self.fc1.bias
        fc2_weight = self.fc2.weight
        fc2_bias = self.fc2.bias
        out_weight = self.out.weight
        out_bias = self.out.bias
        permute = torch.ops.aten.permute.default(fc1_weight, [1, 0]);  fc1_weight = None
        addmm = torch.ops.aten.addmm.default(fc1_bias, arg6_1, permute);  fc1_bias = arg6_1 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1 = torch.ops.aten.permute.default(fc2_weight, [1, 0]);  fc2_weight = None
        addmm_1 = torch.ops.aten.addmm.default(fc2_bias, relu, permute_1);  fc2_bias = permute_1 = None
        relu_1 = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
        add = torch.ops.aten.add.Tensor(relu_1, relu);  relu_1 = relu = None
        permute_2 = torch.ops.aten.permute.default(out_weight, [1, 0]);  out_weight = None
        addmm_2 = torch.ops.aten.addmm.default(out_bias, add, permute_2);  out_bias = add = permute_2 = None
        amax = torch.ops.aten.amax.default(addmm_2, [-1], True)
        sub = torch.ops.aten.sub.Tensor(addmm_2, amax);  addmm_2 = amax = None
        exp = torch.ops.aten.exp.default(sub);  sub = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        return (div,)

def load_args(reader):
    buf0 = reader.storage(None, 256)
    reader.tensor(buf0, (4, 16), is_leaf=True)  # arg6_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)