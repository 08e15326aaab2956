"""A 1-layer GPT (vocab 64, width 32, 2 heads, context 16) trained one step on the C++ back end, for costs:
forward and cross entropy compiled, `loss.backward()` through AOTAutograd, then `opt.step()` of AdamW
(single-tensor, CPU's default) compiled: in-place writes into every parameter and both moment buffers, an
embedding backward (a scatter), SDPA and its backward as fallback calls.

    TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=. python gpt_adamw_cpp.py
"""

import torch
import torch._inductor.config

torch._inductor.config.force_disable_caches = True
torch.manual_seed(0)
nn, F = torch.nn, torch.nn.functional


class Block(nn.Module):
    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(width), nn.LayerNorm(width)
        self.qkv, self.proj = nn.Linear(width, 3 * width), nn.Linear(width, width)
        self.fc, self.out = nn.Linear(width, 4 * width), nn.Linear(4 * width, width)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return x + self.out(F.gelu(self.fc(self.ln2(x))))


class GPT(nn.Module):
    def __init__(self, vocab=64, width=32, layers=1, heads=2, context=16):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, width), nn.Embedding(context, width)
        self.blocks = nn.ModuleList(Block(width, heads) for _ in range(layers))
        self.ln_f, self.head = nn.LayerNorm(width), nn.Linear(width, vocab, bias=False)

    def forward(self, idx):
        x = self.wte(idx) + self.wpe(torch.arange(idx.shape[1]))
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln_f(x))


model = GPT()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)


@torch.compile
def loss_of(idx, target):
    return F.cross_entropy(model(idx).flatten(0, 1), target.flatten())


@torch.compile
def update():
    opt.step()


idx = torch.randint(0, 64, (4, 16))
loss_of(idx, idx).backward()
update()
