# AOT ID: ['1_backward']
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


# kernel path: /tmp/torchinductor_root/tmpkxkl79fd/7m/c7m7o7nyn2lunnbanszw6w7ofsn5on7vsfxien7azp3ykcq7cuyz.py
# Topologically Sorted Source Nodes: [sum_1, view, ge, lt, bitwise_and, ne, bitwise_and_1, unsqueeze, full, _unsafe_masked_index_put_accumulate], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index_put_accumulate => _unsafe_masked_index_put_accumulate
#   bitwise_and => bitwise_and
#   bitwise_and_1 => bitwise_and_1
#   full => full_default
#   ge => ge
#   lt => lt
#   ne => ne
#   sum_1 => sum_1
#   unsqueeze => unsqueeze
#   view => view
# Graph fragment:
#   %sum_1 : Tensor "f32[1, 16, 8][128, 8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   %view : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_1, [16, 8]), kwargs = {})
#   %ge : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%iota, 0), kwargs = {})
#   %lt : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%iota, 16), kwargs = {})
#   %bitwise_and : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ge, %lt), kwargs = {})
#   %ne : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%iota, -1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %ne), kwargs = {})
#   %unsqueeze : Tensor "b8[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bitwise_and_1, -1), kwargs = {})
#   %full_default : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %_unsafe_masked_index_put_accumulate : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index_put_accumulate.default](args = (%full_default, %unsqueeze, [%iota], %view), kwargs = {})
#   return %_unsafe_masked_index_put_accumulate
triton_poi_fused_embedding_dense_backward_sum_view_0 = async_compile.triton('triton_poi_fused_embedding_dense_backward_sum_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_embedding_dense_backward_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1024}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_sum_view_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmpkxkl79fd/x6/cx6lbj6r7ooyzwm7kq4civ6b3rudgmanvdrfb2gcknsludv5plbq.py
# Topologically Sorted Source Nodes: [sum_1, view, ge, lt, bitwise_and, ne, bitwise_and_1, unsqueeze, full, _unsafe_masked_index_put_accumulate], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index_put_accumulate => _unsafe_masked_index_put_accumulate
#   bitwise_and => bitwise_and
#   bitwise_and_1 => bitwise_and_1
#   full => full_default
#   ge => ge
#   lt => lt
#   ne => ne
#   sum_1 => sum_1
#   unsqueeze => unsqueeze
#   view => view
# Graph fragment:
#   %iota : Tensor "i64[16][1]cpu" = PlaceHolder[target=iota]
#   %tangents_1 : Tensor "f32[4, 16, 8][128, 8, 1]cpu" = PlaceHolder[target=tangents_1]
#   %_unsafe_masked_index_put_accumulate : Tensor "f32[16, 8][8, 1]cpu" = PlaceHolder[target=_unsafe_masked_index_put_accumulate]
#   %sum_1 : Tensor "f32[1, 16, 8][128, 8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   %view : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_1, [16, 8]), kwargs = {})
#   %ge : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%iota, 0), kwargs = {})
#   %lt : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%iota, 16), kwargs = {})
#   %bitwise_and : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ge, %lt), kwargs = {})
#   %ne : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%iota, -1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[16][1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %ne), kwargs = {})
#   %unsqueeze : Tensor "b8[16, 1][1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bitwise_and_1, -1), kwargs = {})
#   %full_default : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %_unsafe_masked_index_put_accumulate : Tensor "f32[16, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index_put_accumulate.default](args = (%full_default, %unsqueeze, [%iota], %view), kwargs = {})
#   return %buf1
triton_poi_fused_embedding_dense_backward_sum_view_1 = async_compile.triton('triton_poi_fused_embedding_dense_backward_sum_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_embedding_dense_backward_sum_view_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 2176}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_sum_view_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 8
    x2 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr1 + (x2), xmask)
    tmp18 = tl.load(in_ptr1 + (128 + x2), xmask)
    tmp20 = tl.load(in_ptr1 + (256 + x2), xmask)
    tmp22 = tl.load(in_ptr1 + (384 + x2), xmask)
    tmp1 = tl.full([1], 15, tl.int64)
    tmp2 = triton_helpers.minimum(tmp1, tmp0)
    tmp3 = tl.full([1], -16, tl.int64)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tmp5 = (tl.full([XBLOCK], 16, tl.int32)).to(tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tmp9 = tl.full([1], 0, tl.int64)
    tmp10 = tmp0 >= tmp9
    tmp11 = tl.full([1], 16, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tmp10 & tmp12
    tmp14 = tl.full([1], -1, tl.int64)
    tmp15 = tmp0 != tmp14
    tmp16 = tmp13 & tmp15
    tmp19 = tmp17 + tmp18
    tmp21 = tmp19 + tmp20
    tmp23 = tmp21 + tmp22
    tmp24 = tl.full([1], 0.0, tl.float32)
    tmp25 = tl.where(tmp16, tmp23, tmp24)
    tl.atomic_add(out_ptr0 + (x0 + 8*tmp8), tmp25, xmask, sem='relaxed')
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmpkxkl79fd/eh/ceh5e7bjeuqvjh5mzxhemi3wucrqxbvysyyd54w73j7ubfvc52au.py
# Topologically Sorted Source Nodes: [ge_1, lt_1, bitwise_and_2, ne_1, bitwise_and_3, unsqueeze_1, full_1, _unsafe_masked_index_put_accumulate_1], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index_put_accumulate_1 => _unsafe_masked_index_put_accumulate_1
#   bitwise_and_2 => bitwise_and_2
#   bitwise_and_3 => bitwise_and_3
#   full_1 => full_default_1
#   ge_1 => ge_1
#   lt_1 => lt_1
#   ne_1 => ne_1
#   unsqueeze_1 => unsqueeze_1
# Graph fragment:
#   %ge_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_2, 0), kwargs = {})
#   %lt_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%primals_2, 32), kwargs = {})
#   %bitwise_and_2 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ge_1, %lt_1), kwargs = {})
#   %ne_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_2, -1), kwargs = {})
#   %bitwise_and_3 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and_2, %ne_1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[4, 16, 1][16, 1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bitwise_and_3, -1), kwargs = {})
#   %full_default_1 : Tensor "f32[32, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %_unsafe_masked_index_put_accumulate_1 : Tensor "f32[32, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index_put_accumulate.default](args = (%full_default_1, %unsqueeze_1, [%primals_2], %tangents_1), kwargs = {})
#   return %_unsafe_masked_index_put_accumulate_1
triton_poi_fused_embedding_dense_backward_2 = async_compile.triton('triton_poi_fused_embedding_dense_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_embedding_dense_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 2048}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cpu')


# kernel path: /tmp/torchinductor_root/tmpkxkl79fd/l7/cl7ldvzfvtfqioyunzpnitwrivv66j2i7lpxcfnpjfu2ooojt52a.py
# Topologically Sorted Source Nodes: [ge_1, lt_1, bitwise_and_2, ne_1, bitwise_and_3, unsqueeze_1, full_1, _unsafe_masked_index_put_accumulate_1], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   _unsafe_masked_index_put_accumulate_1 => _unsafe_masked_index_put_accumulate_1
#   bitwise_and_2 => bitwise_and_2
#   bitwise_and_3 => bitwise_and_3
#   full_1 => full_default_1
#   ge_1 => ge_1
#   lt_1 => lt_1
#   ne_1 => ne_1
#   unsqueeze_1 => unsqueeze_1
# Graph fragment:
#   %primals_2 : Tensor "i64[4, 16][16, 1]cpu" = PlaceHolder[target=primals_2]
#   %tangents_1 : Tensor "f32[4, 16, 8][128, 8, 1]cpu" = PlaceHolder[target=tangents_1]
#   %_unsafe_masked_index_put_accumulate_1 : Tensor "f32[32, 8][8, 1]cpu" = PlaceHolder[target=_unsafe_masked_index_put_accumulate_1]
#   %ge_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_2, 0), kwargs = {})
#   %lt_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%primals_2, 32), kwargs = {})
#   %bitwise_and_2 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%ge_1, %lt_1), kwargs = {})
#   %ne_1 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_2, -1), kwargs = {})
#   %bitwise_and_3 : Tensor "b8[4, 16][16, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and_2, %ne_1), kwargs = {})
#   %unsqueeze_1 : Tensor "b8[4, 16, 1][16, 1, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%bitwise_and_3, -1), kwargs = {})
#   %full_default_1 : Tensor "f32[32, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 8], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})
#   %_unsafe_masked_index_put_accumulate_1 : Tensor "f32[32, 8][8, 1]cpu"[num_users=1] = call_function[target=torch.ops.aten._unsafe_masked_index_put_accumulate.default](args = (%full_default_1, %unsqueeze_1, [%primals_2], %tangents_1), kwargs = {})
#   return %buf3
triton_poi_fused_embedding_dense_backward_3 = async_compile.triton('triton_poi_fused_embedding_dense_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_cpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cpu', index=None, multi_processor_count=2, cc='', major=None, regs_per_multiprocessor=None, max_threads_per_multi_processor=None, max_threads_per_block=1024, warp_size=None), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_embedding_dense_backward_3', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 2560}, 'backend_hash': 'NO-GPU-SAMPLE-RUN', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 8
    x2 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr1 + (x2), xmask)
    tmp1 = tl.full([1], 31, tl.int64)
    tmp2 = triton_helpers.minimum(tmp1, tmp0)
    tmp3 = tl.full([1], -32, tl.int64)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tmp5 = (tl.full([XBLOCK], 32, tl.int32)).to(tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tmp9 = tl.full([1], 0, tl.int64)
    tmp10 = tmp0 >= tmp9
    tmp11 = tl.full([1], 32, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tmp10 & tmp12
    tmp14 = tl.full([1], -1, tl.int64)
    tmp15 = tmp0 != tmp14
    tmp16 = tmp13 & tmp15
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = tl.where(tmp16, tmp17, tmp18)
    tl.atomic_add(out_ptr0 + (x0 + 8*tmp8), tmp19, xmask, sem='relaxed')
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
        primals_2, iota, tangents_1 = args
        args.clear()
        buf0 = empty_strided_cpu((16, 8), (8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [sum_1, view, ge, lt, bitwise_and, ne, bitwise_and_1, unsqueeze, full, _unsafe_masked_index_put_accumulate], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_sum_view_0:1
        raw_streamNone = get_raw_stream(None)
        triton_poi_fused_embedding_dense_backward_sum_view_0.run(buf0, 128, stream=raw_streamNone)
        assert_size_stride(iota, (16, ), (1, ), 'input')
        assert_size_stride(tangents_1, (4, 16, 8), (128, 8, 1), 'input')
        # Topologically Sorted Source Nodes: [sum_1, view, ge, lt, bitwise_and, ne, bitwise_and_1, unsqueeze, full, _unsafe_masked_index_put_accumulate], Original ATen: [aten.sum, aten.view, aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_sum_view_1:2
        raw_streamNone = get_raw_stream(None)
        triton_poi_fused_embedding_dense_backward_sum_view_1.run(iota, tangents_1, buf0, 128, stream=raw_streamNone)
        del iota
        buf2 = empty_strided_cpu((32, 8), (8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [ge_1, lt_1, bitwise_and_2, ne_1, bitwise_and_3, unsqueeze_1, full_1, _unsafe_masked_index_put_accumulate_1], Original ATen: [aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_2:3
        raw_streamNone = get_raw_stream(None)
        triton_poi_fused_embedding_dense_backward_2.run(buf2, 256, stream=raw_streamNone)
        assert_size_stride(primals_2, (4, 16), (16, 1), 'input')
        # Topologically Sorted Source Nodes: [ge_1, lt_1, bitwise_and_2, ne_1, bitwise_and_3, unsqueeze_1, full_1, _unsafe_masked_index_put_accumulate_1], Original ATen: [aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_3:4
        raw_streamNone = get_raw_stream(None)
        triton_poi_fused_embedding_dense_backward_3.run(primals_2, tangents_1, buf2, 512, stream=raw_streamNone)
        del primals_2
        del tangents_1
        return (buf2, None, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((4, 16), (16, 1), device='cpu', dtype=torch.int64)
    iota = rand_strided((16, ), (1, ), device='cpu', dtype=torch.int64)
    tangents_1 = rand_strided((4, 16, 8), (128, 8, 1), device='cpu', dtype=torch.float32)
    return [primals_2, iota, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
