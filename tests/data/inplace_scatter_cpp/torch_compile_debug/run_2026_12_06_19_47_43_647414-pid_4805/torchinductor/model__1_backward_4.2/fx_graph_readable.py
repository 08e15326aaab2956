class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[6]", tangents_1: "f32[6, 4]"):
        # File: /work/h1/tests/data/inplace_scatter_cpp/inplace_scatter_cpp.py:32 in lookup, code: return torch.nn.functional.embedding(idx, table)
        ge: "b8[6]" = torch.ops.aten.ge.Scalar(primals_1, 0)
        lt: "b8[6]" = torch.ops.aten.lt.Scalar(primals_1, 16)
        bitwise_and: "b8[6]" = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
        ne: "b8[6]" = torch.ops.aten.ne.Scalar(primals_1, -1)
        bitwise_and_1: "b8[6]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne);  bitwise_and = ne = None
        unsqueeze: "b8[6, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1);  bitwise_and_1 = None
        full_default: "f32[16, 4]" = torch.ops.aten.full.default([16, 4], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 4]" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [primals_1], tangents_1);  full_default = unsqueeze = primals_1 = tangents_1 = None
        return (None, _unsafe_masked_index_put_accumulate)
