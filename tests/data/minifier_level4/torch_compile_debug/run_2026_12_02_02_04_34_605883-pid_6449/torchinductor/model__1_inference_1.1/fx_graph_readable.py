class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s33)", arg1_1: "i32[s33]"):
        # No stacktrace found for following nodes
        inductor_seeds_default: "i64[2]" = torch.ops.prims.inductor_seeds.default(2, device(type='cpu'))

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:72 in hash_storage_kernel, code: a = torch.randint(
        inductor_lookup_seed_default: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0)
        inductor_randint_default_1: "i64[s33]" = torch.ops.prims.inductor_randint.default(-2147483648, 2147483648, [arg0_1], inductor_lookup_seed_default);  inductor_lookup_seed_default = None
        convert_element_type_default_1: "i32[s33]" = torch.ops.prims.convert_element_type.default(inductor_randint_default_1, torch.int32);  inductor_randint_default_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:74 in hash_storage_kernel, code: ).abs()
        abs_1: "i32[s33]" = torch.ops.aten.abs.default(convert_element_type_default_1);  convert_element_type_default_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:75 in hash_storage_kernel, code: a = ((a % (2**31 - 1)) + 1).long()
        remainder: "i32[s33]" = torch.ops.aten.remainder.Scalar(abs_1, 2147483647);  abs_1 = None
        add_6: "i32[s33]" = torch.ops.aten.add.Tensor(remainder, 1);  remainder = None
        convert_element_type: "i64[s33]" = torch.ops.prims.convert_element_type.default(add_6, torch.int64);  add_6 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:77 in hash_storage_kernel, code: torch.randint(-(2**31), 2**31, x.shape, device=x.device, dtype=torch.int32)
        inductor_lookup_seed_default_1: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 1);  inductor_seeds_default = None
        inductor_randint_default: "i64[s33]" = torch.ops.prims.inductor_randint.default(-2147483648, 2147483648, [arg0_1], inductor_lookup_seed_default_1);  arg0_1 = inductor_lookup_seed_default_1 = None
        convert_element_type_default: "i32[s33]" = torch.ops.prims.convert_element_type.default(inductor_randint_default, torch.int32);  inductor_randint_default = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:78 in hash_storage_kernel, code: .abs()
        abs_2: "i32[s33]" = torch.ops.aten.abs.default(convert_element_type_default);  convert_element_type_default = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:79 in hash_storage_kernel, code: .long()
        convert_element_type_1: "i64[s33]" = torch.ops.prims.convert_element_type.default(abs_2, torch.int64);  abs_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/utils/_content_store.py:88 in hash_storage_kernel, code: return prims.xor_sum((a * x + b).int(), [0])
        mul_8: "i64[s33]" = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1);  convert_element_type = arg1_1 = None
        add_19: "i64[s33]" = torch.ops.aten.add.Tensor(mul_8, convert_element_type_1);  mul_8 = convert_element_type_1 = None
        convert_element_type_2: "i32[s33]" = torch.ops.prims.convert_element_type.default(add_19, torch.int32);  add_19 = None
        xor_sum: "i32[]" = torch.ops.prims.xor_sum.default(convert_element_type_2, [0]);  convert_element_type_2 = None
        return (xor_sum,)
