"""The torch operation for common NumPy and Python standard-library calls, with what differs between them.

A call Dynamo cannot trace (a NumPy function torch._numpy lacks, `math.sqrt` of a tensor, `random.random()`)
breaks the graph; its torch equivalent stays in it. Each entry says how the results differ, at the values
where they differ (a bin's edge, a negative square root, the ends of a random range). tests/remedies/
test_torch_equivalents.py checks every entry on boundary values with real torch and NumPy.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TorchEquivalent:
    """CALL (`np.digitize`) is TORCH (`torch.bucketize(x, bins, right=True)`) but for DIFFERENCES; TORCH is
    None where torch has no such operation. REWRITE: the call's replacement, a template over the call's
    arguments (`{0}`, `{1}`; a NumPy call's arguments as tensors), where the same arguments give the same
    values; RESULT: what the replacement returns (a tensor where the call gave a number)."""

    call: str
    torch: str | None
    differences: str
    rewrite: str | None = None
    result: str = "a tensor"


_NUMPY = (
    TorchEquivalent(
        "np.digitize",
        "torch.bucketize(x, bins, right=True)",
        "np.digitize(x, bins) (right=False) puts a value equal to a bin edge in the bin above, as bucketize "
        "does only with right=True: for increasing bins, np.digitize(x, bins) == torch.bucketize(x, bins, "
        "right=True) and np.digitize(x, bins, right=True) == torch.bucketize(x, bins); bucketize's bins must "
        "be increasing (np.digitize also takes decreasing ones) and it returns int64. Keep the bins' own "
        "dtype: bucketize compares float32 values with float64 bins as NumPy does, while bins cast to "
        "float32 move an edge float32 cannot hold (0.7) and put the value beside it in the other bucket",
        "torch.bucketize({0}, {1}, right=True).numpy()",
        "a NumPy array, as before",
    ),
    TorchEquivalent(
        "np.searchsorted",
        "torch.searchsorted(a, v)",
        "side='left' is right=False (the default of both), side='right' is right=True",
    ),
    TorchEquivalent(
        "np.clip",
        "torch.clamp(x, lo, hi)",
        "equal at the bounds and on NaN (both keep it); with lo > hi both give hi",
    ),
    TorchEquivalent(
        "np.where",
        "torch.where(cond, a, b)",
        "the three-argument form is the same; np.where(cond) alone is torch.nonzero(cond, as_tuple=True), "
        "whose size depends on the data (a graph break of its own unless "
        "capture_dynamic_output_shape_ops is set)",
    ),
    TorchEquivalent(
        "np.std",
        "torch.std(x, correction=0)",
        "NumPy divides by n (ddof=0), torch.std by n - 1 (correction=1) unless correction=0 is passed",
    ),
    TorchEquivalent(
        "np.var",
        "torch.var(x, correction=0)",
        "NumPy divides by n (ddof=0), torch.var by n - 1 (correction=1) unless correction=0 is passed",
    ),
    TorchEquivalent(
        "np.percentile",
        "torch.quantile(x, q / 100)",
        "torch.quantile takes a fraction (0-1), not a percentage; both interpolate linearly by default",
    ),
    TorchEquivalent(
        "np.round",
        "torch.round(x, decimals=d)",
        "both round halves to even (0.5 → 0, 1.5 → 2, 2.5 → 2)",
    ),
    TorchEquivalent(
        "np.cumsum",
        "torch.cumsum(x.flatten(), 0)",
        "np.cumsum without axis flattens first; torch.cumsum needs the dim",
    ),
)

_MATH = (
    TorchEquivalent(
        "math.sqrt",
        "torch.sqrt",
        "math.sqrt raises ValueError below 0 where torch.sqrt gives nan; it returns a Python float, "
        "torch.sqrt a tensor",
        "torch.sqrt({0})",
    ),
    TorchEquivalent(
        "math.exp",
        "torch.exp",
        "math.exp raises OverflowError above ~709.78 where torch.exp gives inf",
        "torch.exp({0})",
    ),
    TorchEquivalent(
        "math.log",
        "torch.log",
        "math.log raises ValueError at 0 and below where torch.log gives -inf and nan; math.log(x, base) "
        "is torch.log(x) / math.log(base)",
        "torch.log({0})",
    ),
    TorchEquivalent(
        "math.floor",
        "torch.floor",
        "math.floor returns a Python int, torch.floor a tensor of the input's (float) dtype: add "
        "`.long()` where an integer is needed",
        "torch.floor({0})",
    ),
    TorchEquivalent(
        "math.ceil",
        "torch.ceil",
        "math.ceil returns a Python int, torch.ceil a tensor of the input's (float) dtype",
        "torch.ceil({0})",
    ),
    TorchEquivalent(
        "math.fabs",
        "torch.abs",
        "math.fabs returns a Python float, torch.abs a tensor of the input's dtype",
        "torch.abs({0})",
    ),
    TorchEquivalent(
        "math.tanh",
        "torch.tanh",
        "the same values; math.tanh returns a Python float, torch.tanh a tensor",
        "torch.tanh({0})",
    ),
    TorchEquivalent(
        "math.isnan",
        "torch.isnan",
        "math.isnan returns a Python bool, torch.isnan a bool tensor (an `if` on it is a graph break: "
        "use torch.where)",
        "torch.isnan({0})",
    ),
)

_RANDOM = (
    TorchEquivalent(
        "random.random",
        "torch.rand(())",
        "a value in [0, 1) from torch's generator (seed it with torch.manual_seed), not Python's: the "
        "numbers differ from random.random's for the same seed; a torch.Generator object passed as "
        "generator= breaks the graph in torch 2.13 (GB0055), the default generator does not",
        "torch.rand(())",
    ),
    TorchEquivalent(
        "random.randint",
        "torch.randint(a, b + 1, ())",
        "random.randint(a, b) includes b, torch.randint(low, high) excludes high: pass b + 1",
    ),
    TorchEquivalent(
        "random.uniform",
        "torch.empty(()).uniform_(a, b)",
        "a value in [a, b) from torch's generator, not Python's",
    ),
    TorchEquivalent(
        "random.gauss",
        "torch.normal(mu, sigma, ())",
        "the same distribution, torch's generator",
    ),
    TorchEquivalent(
        "random.choice",
        "seq[torch.randint(len(seq), ()).item()]",
        "torch.randint's high is exclusive, so len(seq) picks every index; the index leaves the graph "
        "(`.item()`): keep the values in a tensor and index it with the tensor instead",
    ),
)

_NONE = (
    TorchEquivalent(
        "zlib.crc32",
        None,
        "torch has no CRC: compute it outside the compiled function (it does not depend on the tensors "
        "being compiled, or it needs their bytes, which a graph cannot give) and pass the result in",
    ),
    TorchEquivalent(
        "zlib.adler32",
        None,
        "torch has no checksum: compute it outside the compiled function and pass the result in",
    ),
)

#: Every known call, by the dotted name it is written with (`np.` and `numpy.` both).
EQUIVALENTS: dict[str, TorchEquivalent] = {
    **{e.call: e for e in (*_NUMPY, *_MATH, *_RANDOM, *_NONE)},
    **{"numpy." + e.call.removeprefix("np."): e for e in _NUMPY},
}


def equivalent(dotted: str) -> TorchEquivalent | None:
    """The entry for a call written DOTTED (`np.digitize`, `numpy.clip`, `math.sqrt`), else None."""
    return EQUIVALENTS.get(dotted)
