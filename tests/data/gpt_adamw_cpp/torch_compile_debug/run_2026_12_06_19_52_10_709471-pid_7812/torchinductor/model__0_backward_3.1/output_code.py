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


cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp15 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp16 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                            tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_backward_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp14 = tmp9 - tmp13;
                            auto tmp15 = at::vec::Vectorized<float>(tmp0);
                            auto tmp16 = tmp15 * tmp14;
                            tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp5 = static_cast<float>(32.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp10 - tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp16 * tmp15;
                            auto tmp18 = tmp0 + tmp17;
                            tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                    transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(2L),false>(in_ptr1 + static_cast<int64_t>(x1 + 2L*x2 + 32L*x0), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>(16));
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                    {
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                        tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 32L*x0));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0), static_cast<int64_t>(16));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 32L*x1), static_cast<int64_t>(16));
                                    auto tmp6 = in_ptr5[static_cast<int64_t>(x1 + 16L*x0)];
                                    auto tmp9 = in_ptr6[static_cast<int64_t>(x1 + 16L*x0)];
                                    auto tmp2 = tmp0 * tmp1;
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 - tmp7;
                                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                    auto tmp11 = tmp8 * tmp10;
                                    auto tmp12 = tmp2 * tmp11;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x1 + 16L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_ptr6[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp15 = in_ptr5[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp20 = out_ptr2[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp2 = static_cast<float>(32.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp6 = tmp4 * tmp5;
                                auto tmp7 = at::vec::Vectorized<float>(tmp2);
                                auto tmp8 = tmp6 * tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp14 = tmp12 + tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 - tmp16;
                                auto tmp18 = at::vec::Vectorized<float>(tmp1);
                                auto tmp19 = tmp17 * tmp18;
                                auto tmp21 = at::vec::Vectorized<float>(tmp20);
                                auto tmp22 = tmp19 * tmp21;
                                auto tmp23 = tmp11 - tmp22;
                                auto tmp24 = at::vec::Vectorized<float>(tmp3);
                                auto tmp25 = tmp24 * tmp23;
                                auto tmp26 = tmp0 + tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x2 + 512L*x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 32L*x2 + 512L*x1), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 32L*x2), static_cast<int64_t>(16));
                                    auto tmp4 = in_ptr5[static_cast<int64_t>(x2 + 16L*x1)];
                                    auto tmp7 = in_ptr6[static_cast<int64_t>(x2 + 16L*x1)];
                                    auto tmp3 = tmp1 + tmp2;
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp3 - tmp5;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp0 * tmp9;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = static_cast<float>(0.0);
                            auto tmp1 = at::vec::Vectorized<float>(tmp0);
                            tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(512L + x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1024L + x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp23 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1536L + x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<int64_t>(15);
                                auto tmp2 = min_propagate_nan(tmp1, tmp0);
                                auto tmp3 = static_cast<int64_t>(-16);
                                auto tmp4 = max_propagate_nan(tmp3, tmp2);
                                auto tmp5 = 16L;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = int64_t(tmp4 + tmp6);
                                auto tmp8 = tmp4 < 0;
                                auto tmp9 = tmp8 ? tmp7 : tmp4;
                                auto tmp10 = static_cast<int64_t>(0);
                                auto tmp11 = tmp0 >= tmp10;
                                auto tmp12 = static_cast<int64_t>(16);
                                auto tmp13 = tmp0 < tmp12;
                                auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                                auto tmp15 = static_cast<int64_t>(-1);
                                auto tmp16 = tmp0 != tmp15;
                                auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                                auto tmp20 = tmp18 + tmp19;
                                auto tmp22 = tmp20 + tmp21;
                                auto tmp24 = tmp22 + tmp23;
                                auto tmp25 = static_cast<float>(0.0);
                                auto tmp26 = at::vec::VecMask<float,1>::from(tmp17);
                                auto tmp27 = at::vec::Vectorized<float>(tmp25);
                                auto tmp28 = decltype(tmp24)::blendv(tmp27, tmp24, tmp26.template cast<float,1>());
                                auto tmp29 = x1 + 32L*tmp9;
                                auto tmp30 = c10::convert<int64_t>(tmp29);
                                auto tmp31 = at::vec::VectorizedN<int64_t,2>::arange(tmp30, 1);
                                atomic_add_vec<float, 2, 1>(out_ptr5, tmp31, tmp28);
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<int64_t>(63);
                            auto tmp2 = min_propagate_nan(tmp1, tmp0);
                            auto tmp3 = static_cast<int64_t>(-64);
                            auto tmp4 = max_propagate_nan(tmp3, tmp2);
                            auto tmp5 = 64L;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = int64_t(tmp4 + tmp6);
                            auto tmp8 = tmp4 < 0;
                            auto tmp9 = tmp8 ? tmp7 : tmp4;
                            auto tmp10 = static_cast<int64_t>(0);
                            auto tmp11 = tmp0 >= tmp10;
                            auto tmp12 = static_cast<int64_t>(64);
                            auto tmp13 = tmp0 < tmp12;
                            auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                            auto tmp15 = static_cast<int64_t>(-1);
                            auto tmp16 = tmp0 != tmp15;
                            auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                            auto tmp19 = static_cast<float>(0.0);
                            auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                            auto tmp21 = at::vec::Vectorized<float>(tmp19);
                            auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                            auto tmp23 = x1 + 32L*tmp9;
                            auto tmp24 = c10::convert<int64_t>(tmp23);
                            auto tmp25 = at::vec::VectorizedN<int64_t,2>::arange(tmp24, 1);
                            atomic_add_vec<float, 2, 1>(out_ptr6, tmp25, tmp22);
                        }
                    }
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
        primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, embedding, iota, embedding_1, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, mm, amax, log, convert_element_type, div_2, div_3, tangents_1 = args
        args.clear()
        assert_size_stride(primals_2, (4, 16), (16, 1), 'input')
        assert_size_stride(tangents_1, (), (), 'input')
        assert_size_stride(convert_element_type, (), (), 'input')
        assert_size_stride(mm, (64, 64), (64, 1), 'input')
        assert_size_stride(amax, (64, 1), (1, 1), 'input')
        assert_size_stride(log, (64, 1), (1, 1), 'input')
        buf0 = empty_strided_cpu((64, 1), (1, 64), torch.float32)
        buf1 = mm; del mm  # reuse
        assert_size_stride(view_12, (64, 32), (32, 1), 'input')
        # [Provenance debug handles] cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0:1
        cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0(buf1, primals_2, tangents_1, convert_element_type, amax, log, buf0)
        del amax
        del convert_element_type
        del log
        del tangents_1
        buf2 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_9, permute_12], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 64), (1, 64), 0), view_12, out=buf2)
        del view_12
        assert_size_stride(primals_18, (64, 32), (32, 1), 'input')
        buf3 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, permute_11, mm_2], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(buf1, primals_18, out=buf3)
        del buf1
        del primals_18
        assert_size_stride(primals_16, (32, ), (1, ), 'input')
        assert_size_stride(mul_7, (4, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(div_2, (4, 16, 1), (16, 1, 1), 'input')
        buf4 = reinterpret_tensor(buf0, (4, 16, 1), (16, 1, 64), 0); del buf0  # reuse
        buf5 = empty_strided_cpu((4, 16, 1), (16, 1, 64), torch.float32)
        buf6 = empty_strided_cpu((4, 16, 32), (512, 32, 1), torch.float32)
        buf7 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_14, (32, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_native_layer_norm_backward_view_1:4
        cpp_fused_native_layer_norm_backward_view_1(buf3, primals_16, mul_7, div_2, buf4, buf5, buf6, buf7, buf8)
        del buf3
        del buf4
        del buf5
        del div_2
        del mul_7
        del primals_16
        buf9 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_19, linear_3, permute_13, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf6, (64, 32), (32, 1), 0), primals_14, out=buf9)
        del primals_14
        assert_size_stride(view_10, (64, 128), (128, 1), 'input')
        buf10 = empty_strided_cpu((32, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_19, permute_14, permute_16], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf6, (32, 64), (1, 32), 0), view_10, out=buf10)
        del view_10
        buf11 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        assert_size_stride(addmm_2, (64, 128), (128, 1), 'input')
        buf12 = reinterpret_tensor(buf9, (4, 16, 128), (2048, 128, 1), 0); del buf9  # reuse
        assert_size_stride(primals_12, (128, 32), (32, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_sum_view_2:7
        cpp_fused_gelu_gelu_backward_sum_view_2(buf12, buf6, addmm_2, buf11)
        del addmm_2
        buf13 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_21, linear_2, gelu, mul_19, mul_20, mul_21, exp_2, mul_22, mul_23, add_11, mul_24, view_22, permute_17, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf12, (64, 128), (128, 1), 0), primals_12, out=buf13)
        del primals_12
        assert_size_stride(view_8, (64, 32), (32, 1), 'input')
        buf14 = empty_strided_cpu((128, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_21, linear_2, gelu, mul_19, mul_20, mul_21, exp_2, mul_22, mul_23, add_11, mul_24, view_22, permute_18, permute_20], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:9
        extern_kernels.mm(reinterpret_tensor(buf12, (128, 64), (1, 128), 0), view_8, out=buf14)
        del view_8
        buf15 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_10, (32, ), (1, ), 'input')
        assert_size_stride(mul_2, (4, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(div_3, (4, 16, 1), (16, 1, 1), 'input')
        buf16 = empty_strided_cpu((4, 16, 1), (16, 1, 64), torch.float32)
        buf17 = empty_strided_cpu((4, 16, 1), (16, 1, 64), torch.float32)
        buf20 = buf6; del buf6  # reuse
        buf18 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_8, (32, 32), (32, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_3:10
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_3(buf20, buf12, buf13, primals_10, mul_2, div_3, buf15, buf16, buf17, buf18, buf19)
        del buf12
        del div_3
        del mul_2
        del primals_10
        buf21 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_25, linear_1, permute_21, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf20, (64, 32), (32, 1), 0), primals_8, out=buf21)
        del primals_8
        assert_size_stride(getitem_5, (4, 2, 16, 16), (512, 16, 32, 1), 'input')
        buf22 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_25, permute_22, transpose_3, reshape, linear_1, permute_24], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf20, (32, 64), (1, 32), 0), reinterpret_tensor(getitem_5, (64, 32), (32, 1), 0), out=buf22)
        buf23 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        assert_size_stride(getitem_6, (4, 2, 16), (32, 1, 2), 'input')
        buf24 = empty_strided_cpu((4, 2, 16), (32, 16, 1), torch.float32)
        assert_size_stride(permute_1, (4, 2, 16, 16), (1536, 16, 96, 1), 'input')
        assert_size_stride(permute_2, (4, 2, 16, 16), (1536, 16, 96, 1), 'input')
        assert_size_stride(permute_3, (4, 2, 16, 16), (1536, 16, 96, 1), 'input')
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_4:13
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_sum_transpose_view_4(buf20, getitem_6, buf23, buf24)
        del getitem_6
        # Topologically Sorted Source Nodes: [view_27, view_28, permute_25, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:14
        buf25 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf21, (4, 2, 16, 16), (512, 16, 32, 1), 0), permute_1, permute_2, permute_3, getitem_5, buf24, 0.0, True)
        del buf24
        del getitem_5
        del permute_1
        del permute_2
        del permute_3
        buf26 = buf25[0]
        assert_size_stride(buf26, (4, 2, 16, 16), (512, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf26 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_size_stride(buf27, (4, 2, 16, 16), (512, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf27 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_size_stride(buf28, (4, 2, 16, 16), (512, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf28 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf25
        buf32 = empty_strided_cpu((4, 16, 96), (1536, 96, 1), torch.float32)
        buf29 = reinterpret_tensor(buf32, (4, 16, 32), (1536, 96, 1), 0)  # alias
        buf30 = reinterpret_tensor(buf32, (4, 16, 32), (1536, 96, 1), 32)  # alias
        buf31 = reinterpret_tensor(buf32, (4, 16, 32), (1536, 96, 1), 64)  # alias
        assert_size_stride(primals_6, (96, 32), (32, 1), 'input')
        # [Provenance debug handles] cpp_fused_cat_transpose_view_5:15
        cpp_fused_cat_transpose_view_5(buf26, buf27, buf28, buf29, buf30, buf31)
        del buf26
        del buf27
        del buf28
        del buf29
        del buf30
        del buf31
        buf33 = buf21; del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_32, linear, permute_29, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf32, (64, 96), (96, 1), 0), primals_6, out=buf33)
        del primals_6
        assert_size_stride(view, (64, 32), (32, 1), 'input')
        buf34 = empty_strided_cpu((96, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_32, permute_30, permute_32], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf32, (96, 64), (1, 96), 0), view, out=buf34)
        del view
        buf35 = empty_strided_cpu((1, 96), (96, 1), torch.float32)
        assert_size_stride(primals_4, (32, ), (1, ), 'input')
        buf36 = buf17; del buf17  # reuse
        assert_size_stride(embedding, (4, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(embedding_1, (16, 32), (32, 1), 'input')
        assert_size_stride(getitem_1, (4, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(rsqrt, (4, 16, 1), (16, 1, 1), 'input')
        buf37 = buf16; del buf16  # reuse
        buf40 = buf20; del buf20  # reuse
        buf38 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        assert_size_stride(iota, (16, ), (1, ), 'input')
        buf43 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_view_6:18
        cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_view_6(buf40, buf32, buf33, primals_4, embedding, embedding_1, getitem_1, rsqrt, iota, primals_2, buf35, buf36, buf37, buf38, buf39, buf41, buf43)
        del buf32
        del buf33
        del buf36
        del buf37
        del buf40
        del embedding
        del embedding_1
        del getitem_1
        del iota
        del primals_2
        del primals_4
        del rsqrt
        return (buf43, None, buf41, buf38, buf39, buf34, reinterpret_tensor(buf35, (96, ), (1, ), 0), buf22, reinterpret_tensor(buf23, (32, ), (1, ), 0), buf18, buf19, buf14, reinterpret_tensor(buf15, (128, ), (1, ), 0), buf10, reinterpret_tensor(buf11, (32, ), (1, ), 0), buf7, buf8, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_15 = rand_strided((6144,), (1,), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((4, 16), (16, 1), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((32, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    embedding = rand_strided((4, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    iota = rand_strided((16, ), (1, ), device='cpu', dtype=torch.int64)
    embedding_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((4, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((4, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    permute_1 = torch.as_strided(_shared_storage_15, (4, 2, 16, 16), (1536, 16, 96, 1))
    permute_2 = torch.as_strided(_shared_storage_15, (4, 2, 16, 16), (1536, 16, 96, 1))
    permute_3 = torch.as_strided(_shared_storage_15, (4, 2, 16, 16), (1536, 16, 96, 1))
    getitem_5 = rand_strided((4, 2, 16, 16), (512, 16, 32, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((4, 2, 16), (32, 1, 2), device='cpu', dtype=torch.float32)
    mul_2 = rand_strided((4, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    view_8 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    view_10 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    mul_7 = rand_strided((4, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    mm = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((4, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((4, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, embedding, iota, embedding_1, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mul_2, view_8, addmm_2, view_10, mul_7, view_12, mm, amax, log, convert_element_type, div_2, div_3, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
