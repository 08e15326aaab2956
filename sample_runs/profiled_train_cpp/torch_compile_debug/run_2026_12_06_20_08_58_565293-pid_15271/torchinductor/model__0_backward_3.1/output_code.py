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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_scalar_tensor_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/aoti_runtime/utils.h>
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    torch::aot_inductor::RAIIAtenRecordFunctionHandle record_graph_0_cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_scalar_tensor_view_0_("graph_0_cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_scalar_tensor_view_0", nullptr);
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0_arr[16];
                for (int i = 0; i < 16; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp16 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp17 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<int64_t>(-100);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>(tmp1);
                            auto tmp3 = at::vec::VecMask<int64_t,2>(tmp0 != tmp2);
                            auto tmp4 = static_cast<int64_t>(0);
                            auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp6 = decltype(tmp0)::blendv(tmp5, tmp0, tmp3.template cast<int64_t,2>());
                            auto tmp7 = x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 == tmp9);
                            auto tmp11 = static_cast<float>(-1.0);
                            auto tmp12 = static_cast<float>(0.0);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = at::vec::Vectorized<float>(tmp12);
                            auto tmp15 = decltype(tmp13)::blendv(tmp14, tmp13, tmp10.template cast<float,1>());
                            auto tmp18 = tmp16 / tmp17;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = decltype(tmp19)::blendv(tmp14, tmp19, tmp3.template cast<float,1>());
                            auto tmp21 = tmp15 * tmp20;
                            tmp_acc0_vec = tmp_acc0_vec + tmp21;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(10L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp15 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp16 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(10L));
                        auto tmp22 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp25 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp29 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<int64_t>(-100);
                        auto tmp2 = tmp0 != tmp1;
                        auto tmp3 = static_cast<int64_t>(0);
                        auto tmp4 = tmp2 ? tmp0 : tmp3;
                        auto tmp5 = x1;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                        auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp4);
                        auto tmp9 = at::vec::VecMask<int64_t,2>(tmp8 == tmp7);
                        auto tmp10 = static_cast<float>(-1.0);
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp10);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                        auto tmp17 = tmp15 / tmp16;
                        auto tmp18 = tmp2 ? tmp17 : tmp11;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp14 * tmp19;
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp28 = tmp27.exp();
                        auto tmp30 = at::vec::Vectorized<float>(tmp29);
                        auto tmp31 = tmp28 * tmp30;
                        auto tmp32 = tmp20 - tmp31;
                        tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(10L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_nll_loss_backward_sum_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/aoti_runtime/utils.h>
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    torch::aot_inductor::RAIIAtenRecordFunctionHandle record_graph_0_cpp_fused_nll_loss_backward_sum_threshold_backward_1_("graph_0_cpp_fused_nll_loss_backward_sum_threshold_backward_1", nullptr);
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(10L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(10L));
                        }
                    }
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/aoti_runtime/utils.h>
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    torch::aot_inductor::RAIIAtenRecordFunctionHandle record_graph_0_cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_2_("graph_0_cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_2", nullptr);
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(512L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = static_cast<float>(0.7071067811865476);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp10 * tmp13;
                            auto tmp15 = tmp14.erf();
                            auto tmp16 = static_cast<float>(1.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 + tmp17;
                            auto tmp19 = static_cast<float>(0.5);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 * tmp20;
                            auto tmp22 = tmp10 * tmp10;
                            auto tmp23 = static_cast<float>(-0.5);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp26 = tmp25.exp();
                            auto tmp27 = static_cast<float>(0.3989422804014327);
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp26 * tmp28;
                            auto tmp30 = tmp10 * tmp29;
                            auto tmp31 = tmp21 + tmp30;
                            auto tmp32 = tmp11 * tmp31;
                            auto tmp33 = tmp32 * tmp7;
                            auto tmp34 = tmp33 * tmp6;
                            tmp10.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp33;
                            tmp_acc1_vec = tmp_acc1_vec + tmp34;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                        auto tmp12 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp1);
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp10 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp2);
                        auto tmp22 = tmp21 * tmp20;
                        tmp22.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/aoti_runtime/utils.h>
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    torch::aot_inductor::RAIIAtenRecordFunctionHandle record_graph_0_cpp_fused_sum_3_("graph_0_cpp_fused_sum_3", nullptr);
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, addmm, getitem_1, rsqrt, mul_4, relu, addmm_2, amax, log, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_10, tangents_1, convert_element_type, addmm_2, amax, log), ((64, ), (), (), (64, 10), (64, 1), (64, 1)), ((1, ), (), (), (10, 1), (1, 1), (1, 1)), 'input')
        buf0 = empty_strided_cpu((64, 1), (1, 64), torch.float32)
        buf1 = addmm_2; del addmm_2  # reuse
        assert_size_stride(primals_8, (10, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_scalar_tensor_view_0:1
        cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_scalar_tensor_view_0(buf1, primals_10, tangents_1, convert_element_type, amax, log, buf0)
        del amax
        del convert_element_type
        del log
        del primals_10
        del tangents_1
        buf2 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_6, permute_3, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(buf1, primals_8, out=buf2)
        del primals_8
        assert_size_stride(relu, (64, 256), (256, 1), 'input')
        buf3 = empty_strided_cpu((10, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_4, permute_6], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf1, (10, 64), (1, 10), 0), relu, out=buf3)
        buf4 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        buf5 = relu; del relu  # reuse
        assert_size_stride(primals_6, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_nll_loss_backward_sum_threshold_backward_1:4
        cpp_fused_nll_loss_backward_sum_threshold_backward_1(buf5, buf1, buf2, buf4)
        del buf1
        del buf2
        buf6 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_4, permute_7, mm_2], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(buf5, primals_6, out=buf6)
        del primals_6
        assert_size_stride(mul_4, (64, 512), (512, 1), 'input')
        buf7 = empty_strided_cpu((256, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_8, permute_10], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf5, (256, 64), (1, 256), 0), mul_4, out=buf7)
        del mul_4
        buf8 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((addmm, getitem_1, rsqrt, primals_4, primals_5), ((64, 512), (64, 1), (64, 1), (512, ), (512, )), ((512, 1), (1, 1), (1, 1), (1, ), (1, )), 'input')
        buf10 = buf6; del buf6  # reuse
        buf11 = buf0; del buf0  # reuse
        buf12 = empty_strided_cpu((64, 1), (1, 64), torch.float32)
        buf13 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        buf14 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_3, (64, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_2:7
        cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_2(buf10, buf5, addmm, getitem_1, rsqrt, primals_4, primals_5, buf8, buf11, buf12, buf13, buf14, buf15)
        del addmm
        del buf10
        del buf11
        del buf12
        del buf5
        del getitem_1
        del primals_4
        del primals_5
        del rsqrt
        buf16 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_11, permute_13], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf13, (512, 64), (1, 512), 0), primals_3, out=buf16)
        del primals_3
        buf17 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_sum_3:9
        cpp_fused_sum_3(buf13, buf17)
        return (buf16, reinterpret_tensor(buf17, (512, ), (1, ), 0), None, buf14, buf15, buf7, reinterpret_tensor(buf8, (256, ), (1, ), 0), buf3, reinterpret_tensor(buf4, (10, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((10, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int64)
    addmm = rand_strided((64, 512), (512, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    mul_4 = rand_strided((64, 512), (512, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((64, 10), (10, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, addmm, getitem_1, rsqrt, mul_4, relu, addmm_2, amax, log, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
