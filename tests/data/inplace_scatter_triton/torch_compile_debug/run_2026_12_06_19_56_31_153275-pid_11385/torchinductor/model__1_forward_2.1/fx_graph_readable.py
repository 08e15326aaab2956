class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 8]", primals_2: "i64[4, 16]", primals_3: "f32[16, 8]"):
        # File: /work/h1/tests/data/inplace_scatter_triton/inplace_scatter_triton.py:44 in embed, code: return tokens(idx) + positions(torch.arange(idx.shape[1]))
        embedding: "f32[4, 16, 8]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        embedding_1: "f32[16, 8]" = torch.ops.aten.embedding.default(primals_3, iota);  primals_3 = None
        add: "f32[4, 16, 8]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
        return (add, primals_2, iota)
