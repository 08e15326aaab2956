# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph

def get_raw_stream(_):
    return 0


aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmpe7if9pt1/ok/cokqhqzon6gomoqkkodtmua4rccz36d3fgkqt2ygd3fygei5oguq.py
# Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.silu]
# Source node to ATen node mapping:
#   input_2 => add_3, div, exp, neg
# Graph fragment:
#   %addmm : Tensor "f32[s77, 48][48, 1]cpu" = PlaceHolder[target=addmm]
#   %neg : Tensor "f32[s77, 48][48, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%addmm,), kwargs = {})
#   %exp : Tensor "f32[s77, 48][48, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_3 : Tensor "f32[s77, 48][48, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[s77, 48][48, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%addmm, %add_3), kwargs = {})
#   return %div
triton_poi_fused_silu_0 = async_compile.triton('triton_poi_fused_silu_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_silu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1728}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tl.store(in_out_ptr0 + (x0), tmp5, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmpe7if9pt1/ff/cffed4kz7sr2ol5vkj7dxzawkdrdfqhnls3zovgxde2tyel5epug.py
# Topologically Sorted Source Nodes: [add, softmax], Original ATen: [aten.add, aten._softmax]
# Source node to ATen node mapping:
#   add => add_10
#   softmax => amax, div_1, exp_1, sub_4, sum_1
# Graph fragment:
#   %addmm_1 : Tensor "f32[s77, 24][24, 1]cpu" = PlaceHolder[target=addmm_1]
#   %arg3_1 : Tensor "f32[s77, 24][24, 1]cpu" = PlaceHolder[target=arg3_1]
#   %amax : Tensor "f32[s77, 1][1, s77]cpu" = PlaceHolder[target=amax]
#   %exp_1 : Tensor "f32[s77, 24][24, 1]cpu" = PlaceHolder[target=exp_1]
#   %sum_1 : Tensor "f32[s77, 1][1, s77]cpu" = PlaceHolder[target=sum_1]
#   %add_10 : Tensor "f32[s77, 24][24, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%addmm_1, %arg3_1), kwargs = {})
#   %amax : Tensor "f32[s77, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%add_10, [-1], True), kwargs = {})
#   %sub_4 : Tensor "f32[s77, 24][24, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %amax), kwargs = {})
#   %exp_1 : Tensor "f32[s77, 24][24, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%sub_4,), kwargs = {})
#   %sum_1 : Tensor "f32[s77, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_1, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[s77, 24][24, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_1, %sum_1), kwargs = {})
#   return %amax,%exp_1,%sum_1,%div_1
triton_per_fused__softmax_add_1 = async_compile.triton('triton_per_fused__softmax_add_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__softmax_add_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 0, 'r0_': 1152}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__softmax_add_1(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 24*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 24*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, float("-inf"))
    tmp6 = triton_helpers.max2(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tmp2 - tmp6
    tmp8 = libdevice.exp(tmp7)
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = (tmp8 / tmp12)
    tl.store(in_out_ptr0 + (r0_1 + 24*x0), tmp13, r0_mask & xmask)
''', device_str='cpu')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        s77 = arg2_1
        assert_size_stride(arg1_1, (48, ), (1, ), 'input')
        assert_size_stride(arg3_1, (s77, 24), (24, 1), 'input')
        assert_size_stride(arg0_1, (48, 24), (24, 1), 'input')
        buf0 = empty_strided_cpu((s77, 48), (48, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:1
        extern_kernels.addmm(arg1_1, arg3_1, reinterpret_tensor(arg0_1, (24, 48), (1, 24), 0), alpha=1, beta=1, out=buf0)
        del arg0_1
        del arg1_1
        buf1 = buf0; del buf0  # reuse
        # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.silu]
        # [Provenance debug handles] triton_poi_fused_silu_0:2
        triton_poi_fused_silu_0_xnumel = 48*s77
        raw_streamNone = get_raw_stream(None)
        triton_poi_fused_silu_0.run(buf1, triton_poi_fused_silu_0_xnumel, stream=raw_streamNone)
        assert_size_stride(arg5_1, (24, ), (1, ), 'input')
        assert_size_stride(arg4_1, (24, 48), (48, 1), 'input')
        buf2 = empty_strided_cpu((s77, 24), (24, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.silu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:3
        extern_kernels.addmm(arg5_1, buf1, reinterpret_tensor(arg4_1, (48, 24), (1, 48), 0), alpha=1, beta=1, out=buf2)
        del arg4_1
        del arg5_1
        del buf1
        buf4 = buf2; del buf2  # reuse
        buf6 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [add, softmax], Original ATen: [aten.add, aten._softmax]
        # [Provenance debug handles] triton_per_fused__softmax_add_1:4
        raw_streamNone = get_raw_stream(None)
        triton_per_fused__softmax_add_1.run(buf6, arg3_1, s77, 24, stream=raw_streamNone)
        del arg3_1
        return (buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((48, 24), (24, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = 3
    arg3_1 = rand_strided((3, 24), (24, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((24, 48), (48, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
