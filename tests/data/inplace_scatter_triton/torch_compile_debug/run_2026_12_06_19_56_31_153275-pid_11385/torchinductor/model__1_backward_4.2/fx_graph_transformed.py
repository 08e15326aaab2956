class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "i64[4, 16]", iota: "i64[16]", tangents_1: "f32[4, 16, 8]"):
        # File: /work/h1/tests/data/inplace_scatter_triton/inplace_scatter_triton.py:44 in embed, code: return tokens(idx) + positions(torch.arange(idx.shape[1]))
        sum_1: "f32[1, 16, 8]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view: "f32[16, 8]" = torch.ops.aten.reshape.default(sum_1, [16, 8]);  sum_1 = None
        ge: "b8[16]" = torch.ops.aten.ge.Scalar(iota, 0)
        lt: "b8[16]" = torch.ops.aten.lt.Scalar(iota, 16)
        bitwise_and: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne: "b8[16]" = torch.ops.aten.ne.Scalar(iota, -1)
        bitwise_and_1: "b8[16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne);  bitwise_and = ne = None
        unsqueeze: "b8[16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default: "f32[16, 8]" = torch.ops.aten.full.default([16, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 8]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [iota], view);  full_default = unsqueeze = iota = view = None
        ge_1: "b8[4, 16]" = torch.ops.aten.ge.Scalar(primals_2, 0)
        lt_1: "b8[4, 16]" = torch.ops.aten.lt.Scalar(primals_2, 32)
        bitwise_and_2: "b8[4, 16]" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1);  ge_1 = lt_1 = None
        ne_1: "b8[4, 16]" = torch.ops.aten.ne.Scalar(primals_2, -1)
        bitwise_and_3: "b8[4, 16]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1);  bitwise_and_2 = ne_1 = None
        unsqueeze_1: "b8[4, 16, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1);  bitwise_and_3 = None
        full_default_1: "f32[32, 8]" = torch.ops.aten.full.default([32, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[32, 8]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [primals_2], tangents_1);  full_default_1 = unsqueeze_1 = primals_2 = tangents_1 = None
        return (_unsafe_masked_index_put_accumulate_1, None, _unsafe_masked_index_put_accumulate)
