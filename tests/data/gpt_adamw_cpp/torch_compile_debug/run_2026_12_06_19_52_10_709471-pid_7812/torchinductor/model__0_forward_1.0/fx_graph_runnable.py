
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '.'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpno61i394'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpno61i394/triton'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18):
        embedding = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        iota = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1 = torch.ops.aten.embedding.default(primals_3, iota);  primals_3 = None
        add = torch.ops.aten.add.Tensor(embedding, embedding_1)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(add, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_4);  mul = None
        add_2 = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        view = torch.ops.aten.view.default(add_2, [64, 32]);  add_2 = None
        permute = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_7, view, permute);  primals_7 = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [4, 16, 96]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 32, -1);  view_1 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_2 = torch.ops.aten.view.default(getitem_2, [4, 16, 2, 16]);  getitem_2 = None
        permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3 = torch.ops.aten.view.default(getitem_3, [4, 16, 2, 16]);  getitem_3 = None
        permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4 = torch.ops.aten.view.default(getitem_4, [4, 16, 2, 16]);  getitem_4 = None
        permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_5 = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_6 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_4 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_5 = torch.ops.aten.view.default(permute_4, [4, 16, 32]);  permute_4 = None
        view_6 = torch.ops.aten.view.default(view_5, [64, 32]);  view_5 = None
        permute_5 = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_9, view_6, permute_5);  primals_9 = view_6 = permute_5 = None
        view_7 = torch.ops.aten.view.default(addmm_1, [4, 16, 32]);  addmm_1 = None
        add_3 = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_7 = var_mean_1[0]
        getitem_8 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_7, 1e-05);  getitem_7 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_8);  getitem_8 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, primals_10)
        add_5 = torch.ops.aten.add.Tensor(mul_3, primals_11);  mul_3 = primals_11 = None
        view_8 = torch.ops.aten.view.default(add_5, [64, 32]);  add_5 = None
        permute_6 = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_2 = torch.ops.aten.addmm.default(primals_13, view_8, permute_6);  primals_13 = permute_6 = None
        view_9 = torch.ops.aten.view.default(addmm_2, [4, 16, 128])
        mul_4 = torch.ops.aten.mul.Tensor(view_9, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_9, 0.7071067811865476);  view_9 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_6 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_6);  mul_4 = add_6 = None
        view_10 = torch.ops.aten.view.default(mul_6, [64, 128]);  mul_6 = None
        permute_7 = torch.ops.aten.permute.default(primals_14, [1, 0])
        addmm_3 = torch.ops.aten.addmm.default(primals_15, view_10, permute_7);  primals_15 = permute_7 = None
        view_11 = torch.ops.aten.view.default(addmm_3, [4, 16, 32]);  addmm_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, view_11);  add_3 = view_11 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_7, [2], correction = 0, keepdim = True)
        getitem_9 = var_mean_2[0]
        getitem_10 = var_mean_2[1];  var_mean_2 = None
        add_8 = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_7, getitem_10);  add_7 = getitem_10 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_7, primals_16)
        add_9 = torch.ops.aten.add.Tensor(mul_8, primals_17);  mul_8 = primals_17 = None
        permute_8 = torch.ops.aten.permute.default(primals_18, [1, 0])
        view_12 = torch.ops.aten.view.default(add_9, [64, 32]);  add_9 = None
        mm = torch.ops.aten.mm.default(view_12, permute_8);  permute_8 = None
        view_15 = torch.ops.aten.view.default(primals_2, [64])
        amax = torch.ops.aten.amax.default(mm, [1], True)
        sub_3 = torch.ops.aten.sub.Tensor(mm, amax)
        exp = torch.ops.aten.exp.default(sub_3)
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [1], True);  exp = None
        log = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_4 = torch.ops.aten.sub.Tensor(sub_3, log);  sub_3 = None
        ne = torch.ops.aten.ne.Scalar(view_15, -100)
        full_default = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(ne, view_15, full_default);  view_15 = full_default = None
        unsqueeze = torch.ops.aten.unsqueeze.default(where, 1);  where = None
        gather = torch.ops.aten.gather.default(sub_4, 1, unsqueeze);  sub_4 = unsqueeze = None
        squeeze = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
        neg = torch.ops.aten.neg.default(squeeze);  squeeze = None
        full_default_1 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1 = torch.ops.aten.where.self(ne, neg, full_default_1);  neg = full_default_1 = None
        sum_2 = torch.ops.aten.sum.default(ne);  ne = None
        convert_element_type = torch.ops.prims.convert_element_type.default(sum_2, torch.float32);  sum_2 = None
        sum_3 = torch.ops.aten.sum.default(where_1);  where_1 = None
        div = torch.ops.aten.div.Tensor(sum_3, convert_element_type);  sum_3 = None
        div_2 = torch.ops.aten.div.Tensor(rsqrt_2, 32);  rsqrt_2 = None
        div_3 = torch.ops.aten.div.Tensor(rsqrt_1, 32);  rsqrt_1 = None
        return (div, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, embedding, iota, embedding_1, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, mm, amax, log, convert_element_type, div_2, div_3)

def load_args(reader):
    buf0 = reader.storage(None, 8192)
    reader.tensor(buf0, (64, 32), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 512, dtype_hint=torch.int64)
    reader.tensor(buf1, (4, 16), dtype=torch.int64, is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 2048)
    reader.tensor(buf2, (16, 32), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 128)
    reader.tensor(buf3, (32,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 128)
    reader.tensor(buf4, (32,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 12288)
    reader.tensor(buf5, (96, 32), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 384)
    reader.tensor(buf6, (96,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 4096)
    reader.tensor(buf7, (32, 32), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 128)
    reader.tensor(buf8, (32,), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 128)
    reader.tensor(buf9, (32,), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 128)
    reader.tensor(buf10, (32,), is_leaf=True)  # primals_11
    buf11 = reader.storage(None, 16384)
    reader.tensor(buf11, (128, 32), is_leaf=True)  # primals_12
    buf12 = reader.storage(None, 512)
    reader.tensor(buf12, (128,), is_leaf=True)  # primals_13
    buf13 = reader.storage(None, 16384)
    reader.tensor(buf13, (32, 128), is_leaf=True)  # primals_14
    buf14 = reader.storage(None, 128)
    reader.tensor(buf14, (32,), is_leaf=True)  # primals_15
    buf15 = reader.storage(None, 128)
    reader.tensor(buf15, (32,), is_leaf=True)  # primals_16
    buf16 = reader.storage(None, 128)
    reader.tensor(buf16, (32,), is_leaf=True)  # primals_17
    buf17 = reader.storage(None, 8192)
    reader.tensor(buf17, (64, 32), is_leaf=True)  # primals_18
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)