# AOT ID: ['1_inference']
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


cpp_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0 = async_compile.cpp_pybinding(['const int64_t*', 'const int32_t*', 'int32_t*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int32_t* in_ptr1,
                       int32_t* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            int32_t tmp_acc0 = 0;
            at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L))))))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                        auto tmp16 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp19 = in_ptr0[static_cast<int64_t>(1L)];
                        auto tmp1 = static_cast<int64_t>(-2147483648);
                        auto tmp2 = static_cast<int64_t>(2147483648);
                        auto tmp3 = x0;
                        auto tmp4 = c10::convert<int32_t>(tmp3);
                        auto tmp5 = at::vec::Vectorized<int32_t>::arange(tmp4, 1);
                        auto tmp6 =
                        [&]()
                        {
                            int32_t offset[8];
                            int64_t result[8];
                            tmp5.store(offset);
                            for( int32_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = randint64_cpu(tmp0, offset[offset_idx], tmp1, tmp2);
                            }
                            return at::vec::VectorizedN<int64_t, 2>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp7 = at::vec::convert<int32_t,1,int64_t,2>(tmp6);
                        auto tmp8 = tmp7.abs();
                        auto tmp9 = static_cast<int32_t>(2147483647);
                        auto tmp10 = at::vec::Vectorized<int32_t>(tmp9);
                        auto tmp11 = remainder_integral(tmp8, tmp10);
                        auto tmp12 = static_cast<int32_t>(1);
                        auto tmp13 = at::vec::Vectorized<int32_t>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = at::vec::convert<int64_t,2,int32_t,1>(tmp14);
                        auto tmp17 = at::vec::convert<int64_t,2,int32_t,1>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 =
                        [&]()
                        {
                            int32_t offset[8];
                            int64_t result[8];
                            tmp5.store(offset);
                            for( int32_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = randint64_cpu(tmp19, offset[offset_idx], tmp1, tmp2);
                            }
                            return at::vec::VectorizedN<int64_t, 2>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp21 = at::vec::convert<int32_t,1,int64_t,2>(tmp20);
                        auto tmp22 = tmp21.abs();
                        auto tmp23 = at::vec::convert<int64_t,2,int32_t,1>(tmp22);
                        auto tmp24 = tmp18 + tmp23;
                        auto tmp25 = at::vec::convert<int32_t,1,int64_t,2>(tmp24);
                        tmp_acc0_vec = tmp_acc0_vec ^ tmp25;
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))) && x0 < static_cast<int64_t>(ks0)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                        auto tmp16 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))));
                        auto tmp19 = in_ptr0[static_cast<int64_t>(1L)];
                        auto tmp1 = static_cast<int64_t>(-2147483648);
                        auto tmp2 = static_cast<int64_t>(2147483648);
                        auto tmp3 = x0;
                        auto tmp4 = c10::convert<int32_t>(tmp3);
                        auto tmp5 = at::vec::Vectorized<int32_t>::arange(tmp4, 1);
                        auto tmp6 =
                        [&]()
                        {
                            int32_t offset[8];
                            int64_t result[8];
                            tmp5.store(offset);
                            for( int32_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = randint64_cpu(tmp0, offset[offset_idx], tmp1, tmp2);
                            }
                            return at::vec::VectorizedN<int64_t, 2>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp7 = at::vec::convert<int32_t,1,int64_t,2>(tmp6);
                        auto tmp8 = tmp7.abs();
                        auto tmp9 = static_cast<int32_t>(2147483647);
                        auto tmp10 = at::vec::Vectorized<int32_t>(tmp9);
                        auto tmp11 = remainder_integral(tmp8, tmp10);
                        auto tmp12 = static_cast<int32_t>(1);
                        auto tmp13 = at::vec::Vectorized<int32_t>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = at::vec::convert<int64_t,2,int32_t,1>(tmp14);
                        auto tmp17 = at::vec::convert<int64_t,2,int32_t,1>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 =
                        [&]()
                        {
                            int32_t offset[8];
                            int64_t result[8];
                            tmp5.store(offset);
                            for( int32_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = randint64_cpu(tmp19, offset[offset_idx], tmp1, tmp2);
                            }
                            return at::vec::VectorizedN<int64_t, 2>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp21 = at::vec::convert<int32_t,1,int64_t,2>(tmp20);
                        auto tmp22 = tmp21.abs();
                        auto tmp23 = at::vec::convert<int64_t,2,int32_t,1>(tmp22);
                        auto tmp24 = tmp18 + tmp23;
                        auto tmp25 = at::vec::convert<int32_t,1,int64_t,2>(tmp24);
                        tmp_acc0_vec = xor_sum_masked_reduce(tmp_acc0_vec, tmp25, static_cast<int64_t>(ks0 + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 ^ at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x ^ y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<int32_t>(tmp_acc0);
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
        arg0_1, arg1_1 = args
        args.clear()
        s33 = arg0_1
        buf0 = empty_strided_cpu((2, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [], Original ATen: []
        # [Provenance debug handles] aten.randint.low_out:1
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [2], out=buf0)
        assert_size_stride(arg1_1, (s33, ), (1, ), 'input')
        buf1 = empty_strided_cpu((), (), torch.int32)
        # [Provenance debug handles] cpp_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0:2
        cpp_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0(buf0, arg1_1, buf1, s33)
        del arg1_1
        return (buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 128
    arg1_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
