"""A tabular scorer written the way users write one."""

import copy
import logging
import zlib

import numpy as np
import torch
torch._dynamo.config.ignore_logging_functions.add(logging.Logger.debug)
torch._dynamo.config.capture_dynamic_output_shape_ops = True

log = logging.getLogger("scorer")
torch.manual_seed(0)
W = torch.randn(6, 4)
BINS = np.array([-1.0, 0.0, 1.0])
CLIP = 2.5


_zlib_crc32 = zlib.crc32(b'scorer')


@torch.compile
def score(x, side_feats):
    log.debug("scoring %d rows", x.shape[0])
    h = x.to(W.dtype) @ W
    raw = h.detach().clone()
    buckets = torch.bucketize(h, torch.as_tensor(BINS), right=True)
    salt = _zlib_crc32 % 7
    h = torch.where((h.abs() > CLIP).any(), h.clamp(-CLIP, CLIP), h)
    hits = torch.nonzero(h > 0)
    side = side_feats.sum(0)
    return h.sum(1) + side.sum(1) + raw.mean() + buckets.sum(1) + salt, hits.shape[0]


def main():
    outputs = []
    for step in range(6):
        x = torch.randn(8, 6)
        if step >= 3:
            x = x.double()
        feats = [torch.randn(8, 2) for _ in range(2 if step < 4 else 3)]
        feats = torch.stack(feats)
        torch._dynamo.mark_dynamic(feats, 0)
        x = x.to(torch.float32)
        total, n = score(x, feats)
        outputs.append(f"{total.sum().item():.6f} {n}")
    print("\n".join(outputs))


if __name__ == "__main__":
    main()
