import os
import tempfile

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import torch.multiprocessing as mp

WORLD = 2


def step(x, w):
    h = torch.relu(x @ w)
    h = funcol.all_reduce(h, "sum", dist.group.WORLD)
    return torch.softmax(h * 0.5, dim=-1)


def worker(rank, store_path):
    torch.manual_seed(rank)
    dist.init_process_group("gloo", store=dist.FileStore(store_path, WORLD), rank=rank, world_size=WORLD)
    compiled = torch.compile(step)
    x, w = torch.randn(8, 16), torch.randn(16, 16)
    out = compiled(x, w)
    print(f"rank {rank}: matches eager: {torch.allclose(out, step(x, w), atol=1e-5)}")
    dist.destroy_process_group()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        mp.spawn(worker, args=(os.path.join(tmp, "store"),), nprocs=WORLD)
    print("done")
