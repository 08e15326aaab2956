# AOT ID: ['0_backward']
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


# kernel path: /tmp/torchinductor_root/tmp9gg7yj9x/bx/cbxjvfyng3kuxn7ysz4u3bxwwy3bfsenqrqo7zbwwcupa6kfn7a3.py
# Topologically Sorted Source Nodes: [div_1, unsqueeze_1, ne_3, cross_entropy, where_2, , where_3, mul_2, exp_1, sum_4, mul_3, sub_3], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, view_default, where_self
#   cross_entropy => full_default, full_default_1, sub_1, sub_2
#   div_1 => div_1
#   exp_1 => exp_1
#   mul_2 => mul_2
#   mul_3 => mul_3
#   ne_3 => ne_3
#   sub_3 => sub_3
#   sum_4 => sum_4
#   unsqueeze_1 => unsqueeze_1
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %primals_8 : Tensor "i64[16][1]cpu" = PlaceHolder[target=primals_8]
#   %tangents_1 : Tensor "f32[][]cpu" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cpu" = PlaceHolder[target=convert_element_type]
#   %addmm_1 : Tensor "f32[16, 10][10, 1]cpu" = PlaceHolder[target=addmm_1]
#   %amax : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=amax]
#   %log : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[16, 1][1, 16]cpu" = PlaceHolder[target=sum_4]
#   %div_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[16, 1][1, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 1), kwargs = {})
#   %ne_3 : Tensor "b8[16, 1][1, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_1, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %where_2 : Tensor "i64[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_1, %full_default), kwargs = {})
#   %iota_default : Tensor "i64[10][1]cpu"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (10,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cpu, requires_grad: False})
#   %view_default : Tensor "i64[1, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 10]), kwargs = {})
#   %expand_default : Tensor "i64[16, 10][1, 0]cpu"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [16, 10]), kwargs = {})
#   %eq_tensor : Tensor "b8[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu})
#   %scalar_tensor_default_1 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu})
#   %where_self : Tensor "f32[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %where_3 : Tensor "f32[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_1, %full_default_1), kwargs = {})
#   %mul_2 : Tensor "f32[16, 10][10, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_3), kwargs = {})
#   %sub_1 : Tensor "f32[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_1, %amax), kwargs = {})
#   %sub_2 : Tensor "f32[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_1, %log), kwargs = {})
#   %exp_1 : Tensor "f32[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_2,), kwargs = {})
#   %sum_4 : Tensor "f32[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_2, [1], True), kwargs = {})
#   %mul_3 : Tensor "f32[16, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, %sum_4), kwargs = {})
#   %sub_3 : Tensor "f32[16, 10][10, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_2, %mul_3), kwargs = {})
#   return %sum_4,%sub_3
triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0 = async_compile.triton('triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': 'fp32', 'in_ptr2': 'fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 256, 'r0_': 1920}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 10
    R0_BLOCK: tl.constexpr = 16
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = in_ptr1
    tmp12 = in_ptr2
    tmp20 = tl.load(in_out_ptr0 + (r0_1 + 10*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp21 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tl.full([1, 1], 0, tl.int64)
    tmp4 = tl.where(tmp2, tmp0, tmp3)
    tmp5 = (r0_1).to(tl.int64)
    tmp6 = (tmp5).to(tl.int64)
    tmp7 = tmp4 == tmp6
    tmp8 = tl.full([1, 1], -1.0, tl.float32)
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.where(tmp7, tmp8, tmp9)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.where(tmp2, tmp13, tmp9)
    tmp15 = tmp10 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp22 = tmp20 - tmp21
    tmp24 = tmp22 - tmp23
    tmp25 = libdevice.exp(tmp24)
    tmp26 = tmp25 * tmp19
    tmp27 = tmp15 - tmp26
    tl.store(in_out_ptr0 + (r0_1 + 10*x0), tmp27, r0_mask & xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmp9gg7yj9x/m3/cm3nomjfa32l4aabumzcbgl4if7owy577fxiwwi3b65vo7hvfhkk.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %sub_3 : Tensor "f32[16, 10][10, 1]cpu" = PlaceHolder[target=sub_3]
#   %sum_5 : Tensor "f32[1, 10][10, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_3, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_sum_1 = async_compile.triton('triton_per_fused_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 720, 'r0_': 0}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmp9gg7yj9x/qw/cqwn5mgkbdcdrs5edy5iev4ndy2lwcerc2mnjcfyflcuetpkwnf7.py
# Topologically Sorted Source Nodes: [cross_entropy, le, where_4, mul_5, mul_6, sum_6, input_2, mul_7, sum_7, mul_8, sub_5, sub_6, div_2, mul_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   div_2 => div_2
#   input_2 => mul, sub
#   le => le
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sub_5 => sub_5
#   sub_6 => sub_6
#   sum_6 => sum_6
#   sum_7 => sum_7
#   where_4 => where_4
# Graph fragment:
#   %relu : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=relu]
#   %mm : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=mm]
#   %primals_4 : Tensor "f32[64][1]cpu" = PlaceHolder[target=primals_4]
#   %addmm : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=addmm]
#   %getitem_1 : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=rsqrt]
#   %sum_6 : Tensor "f32[16, 1][1, 16]cpu" = PlaceHolder[target=sum_6]
#   %sum_7 : Tensor "f32[16, 1][1, 16]cpu" = PlaceHolder[target=sum_7]
#   %full_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %le : Tensor "b8[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_4 : Tensor "f32[16, 64][64, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %mm), kwargs = {})
#   %mul_5 : Tensor "f32[16, 64][64, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %primals_4), kwargs = {})
#   %mul_6 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, 64), kwargs = {})
#   %sum_6 : Tensor "f32[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_5, [1], True), kwargs = {})
#   %sub : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 64][64, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_7 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %mul), kwargs = {})
#   %sum_7 : Tensor "f32[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_7, [1], True), kwargs = {})
#   %mul_8 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_7), kwargs = {})
#   %sub_5 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_6, %sum_6), kwargs = {})
#   %sub_6 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %mul_8), kwargs = {})
#   %div_2 : Tensor "f32[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 64), kwargs = {})
#   %mul_9 : Tensor "f32[16, 64][64, 1]cpu"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_6), kwargs = {})
#   return %sum_6,%sum_7,%mul_9
triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2 = async_compile.triton('triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(1,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 128, 'r0_': 20736}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp11 - tmp12
    tmp15 = tmp13 * tmp14
    tmp16 = tmp6 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 64.0, tl.float32)
    tmp22 = (tmp14 / tmp21)
    tmp23 = tmp6 * tmp21
    tmp24 = tmp23 - tmp10
    tmp25 = tmp15 * tmp20
    tmp26 = tmp24 - tmp25
    tmp27 = tmp22 * tmp26
    tl.store(out_ptr2 + (r0_1 + 64*x0), tmp27, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmp9gg7yj9x/oo/coorvxe36b2rcnme6iofwgc47o5zyynm5htexdy7l3g7evyglzq7.py
# Topologically Sorted Source Nodes: [cross_entropy, le, where_4, input_2, mul_10, sum_8, sum_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   input_2 => mul, sub
#   le => le
#   mul_10 => mul_10
#   sum_8 => sum_8
#   sum_9 => sum_9
#   where_4 => where_4
# Graph fragment:
#   %relu : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=relu]
#   %mm : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=mm]
#   %addmm : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=addmm]
#   %getitem_1 : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 1][1, 1]cpu" = PlaceHolder[target=rsqrt]
#   %full_default_1 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %le : Tensor "b8[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_4 : Tensor "f32[16, 64][64, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %mm), kwargs = {})
#   %sub : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 64][64, 1]cpu"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_10 : Tensor "f32[16, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %mul), kwargs = {})
#   %sum_8 : Tensor "f32[64][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_10, [0]), kwargs = {})
#   %sum_9 : Tensor "f32[64][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_4, [0]), kwargs = {})
#   return %sum_8,%sum_9
triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3 = async_compile.triton('triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(1,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 13312, 'r0_': 128}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp6 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tmp7 * tmp8
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask & xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp14, xmask)
    tl.store(out_ptr1 + (x0), tmp18, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmp9gg7yj9x/dh/cdhm3ykitcq2n73n2l3numjjwwp2dwqj243iwjxtfq266ozag7p7.py
# Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_10 => sum_10
# Graph fragment:
#   %mul_9 : Tensor "f32[16, 64][64, 1]cpu" = PlaceHolder[target=mul_9]
#   %sum_10 : Tensor "f32[1, 64][64, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_9, [0], True), kwargs = {})
#   return %sum_10
triton_per_fused_sum_4 = async_compile.triton('triton_per_fused_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_sum_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 4608, 'r0_': 0}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_sum_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
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
        primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, relu, addmm_1, amax, log, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride(primals_8, (16, ), (1, ), 'input')
        assert_size_stride(tangents_1, (), (), 'input')
        assert_size_stride(convert_element_type, (), (), 'input')
        assert_size_stride(addmm_1, (16, 10), (10, 1), 'input')
        assert_size_stride(amax, (16, 1), (1, 1), 'input')
        assert_size_stride(log, (16, 1), (1, 1), 'input')
        buf1 = addmm_1; del addmm_1  # reuse
        # Topologically Sorted Source Nodes: [div_1, unsqueeze_1, ne_3, cross_entropy, where_2, , where_3, mul_2, exp_1, sum_4, mul_3, sub_3], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data]
        # [Provenance debug handles] triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0:1
        raw_streamNone = get_raw_stream(None)
        triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0.run(buf1, primals_8, tangents_1.item(), convert_element_type.item(), amax, log, 16, 10, stream=raw_streamNone)
        del amax
        del convert_element_type
        del log
        del primals_8
        del tangents_1
        assert_size_stride(primals_6, (10, 64), (64, 1), 'input')
        buf2 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_4, permute_2, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(buf1, primals_6, out=buf2)
        del primals_6
        assert_size_stride(relu, (16, 64), (64, 1), 'input')
        buf3 = empty_strided_cpu((10, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, permute_5], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf1, (10, 16), (1, 10), 0), relu, out=buf3)
        buf4 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
        # [Provenance debug handles] triton_per_fused_sum_1:4
        raw_streamNone = get_raw_stream(None)
        triton_per_fused_sum_1.run(buf1, buf4, 10, 16, stream=raw_streamNone)
        del buf1
        assert_size_stride(primals_4, (64, ), (1, ), 'input')
        assert_size_stride(addmm, (16, 64), (64, 1), 'input')
        assert_size_stride(getitem_1, (16, 1), (1, 1), 'input')
        assert_size_stride(rsqrt, (16, 1), (1, 1), 'input')
        buf7 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [cross_entropy, le, where_4, mul_5, mul_6, sum_6, input_2, mul_7, sum_7, mul_8, sub_5, sub_6, div_2, mul_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_layer_norm_backward, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2:5
        raw_streamNone = get_raw_stream(None)
        triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_2.run(relu, buf2, primals_4, addmm, getitem_1, rsqrt, buf7, 16, 64, stream=raw_streamNone)
        del primals_4
        buf8 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((64, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [cross_entropy, le, where_4, input_2, mul_10, sum_8, sum_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_layer_norm, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3:6
        raw_streamNone = get_raw_stream(None)
        triton_per_fused_native_layer_norm_native_layer_norm_backward_nll_loss_forward_threshold_backward_3.run(relu, buf2, addmm, getitem_1, rsqrt, buf8, buf9, 64, 16, stream=raw_streamNone)
        del addmm
        del buf2
        del getitem_1
        del relu
        del rsqrt
        assert_size_stride(primals_3, (16, 32), (32, 1), 'input')
        buf10 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_6, permute_8], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf7, (64, 16), (1, 64), 0), primals_3, out=buf10)
        del primals_3
        buf11 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
        # [Provenance debug handles] triton_per_fused_sum_4:8
        raw_streamNone = get_raw_stream(None)
        triton_per_fused_sum_4.run(buf7, buf11, 64, 16, stream=raw_streamNone)
        return (buf10, reinterpret_tensor(buf11, (64, ), (1, ), 0), None, buf8, buf9, buf3, reinterpret_tensor(buf4, (10, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((10, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.int64)
    addmm = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((16, 1), (1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((16, 1), (1, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((16, 10), (10, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((16, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((16, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, relu, addmm_1, amax, log, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
