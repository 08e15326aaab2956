
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/el/mdyn'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

from math import inf
import torch
from torch import tensor, device
import torch.fx as fx
import torch._dynamo
from torch._dynamo.testing import rand_strided
from torch._dynamo.debug_utils import run_fwd_maybe_bwd

import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'compile_error'
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = True
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False






from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, L_L_args_0_ : torch.Tensor, L_L_fn_modules_0_parameters_weight_ : torch.Tensor, L_L_fn_modules_0_parameters_bias_ : torch.Tensor, L_L_fn_modules_2_parameters_weight_ : torch.Tensor, L_L_fn_modules_2_parameters_bias_ : torch.Tensor):
        l_l_args_0_ = L_L_args_0_
        l_l_fn_modules_0_parameters_weight_ = L_L_fn_modules_0_parameters_weight_
        l_l_fn_modules_0_parameters_bias_ = L_L_fn_modules_0_parameters_bias_
        l_l_fn_modules_2_parameters_weight_ = L_L_fn_modules_2_parameters_weight_
        l_l_fn_modules_2_parameters_bias_ = L_L_fn_modules_2_parameters_bias_
        input_1 = torch._C._nn.linear(l_l_args_0_, l_l_fn_modules_0_parameters_weight_, l_l_fn_modules_0_parameters_bias_);  l_l_args_0_ = l_l_fn_modules_0_parameters_weight_ = l_l_fn_modules_0_parameters_bias_ = None
        input_2 = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        return (input_2,)


mod = Repro()

def load_args(reader):
    buf0 = reader.storage('799ac5619f221364d78f80fda38bff2361257428', 128)
    reader.tensor(buf0, (4, 8), is_leaf=True)  # L_L_args_0_
    buf1 = reader.storage('6ec1bb8fa615f31f132791d2045550ab2b06b782', 512)
    reader.tensor(buf1, (16, 8), requires_grad=True, is_leaf=True)  # L_L_fn_modules_0_parameters_weight_
    buf2 = reader.storage('ee80cf28cf6fd177ef3f34f7b8492e9b7851782e', 64)
    reader.tensor(buf2, (16,), requires_grad=True, is_leaf=True)  # L_L_fn_modules_0_parameters_bias_
    buf3 = reader.storage('39ec3cad03c7ae31e8766dfdb8144d223f1f6640', 256)
    reader.tensor(buf3, (4, 16), requires_grad=True, is_leaf=True)  # L_L_fn_modules_2_parameters_weight_
    buf4 = reader.storage('a24881904674a51176cbfb0087dceb847a095ad2', 16)
    reader.tensor(buf4, (4,), requires_grad=True, is_leaf=True)  # L_L_fn_modules_2_parameters_bias_
load_args._version = 0

if __name__ == '__main__':
    from torch._dynamo.repro.after_dynamo import run_repro
    run_repro(mod, load_args, accuracy=False, command='run',
        save_dir='/tmp/el/mdyn/checkpoints', autocast=False, backend='inductor')
