"""Every torch equivalent analysis/equivalents.py names, checked against the call it replaces on boundary
values (a bin's edge, 0 and the domain's end, a range's ends), with real torch and NumPy; where the entry says
they differ, the difference is checked too. Skipped without torch or NumPy (the torch and test extras)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from inductor_explorer.analysis.equivalents import EQUIVALENTS

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

BINS = [0.0, 0.5, 1.0]
#: Values on, just beside and far from the bins' edges.
EDGES = [-1.0, -1e-9, 0.0, 1e-9, 0.25, 0.5 - 1e-9, 0.5, 0.5 + 1e-9, 1.0, 1.0 + 1e-9, 2.0, -math.inf, math.inf]


def _digitize() -> None:
    x, bins = np.array(EDGES), np.array(BINS)
    t, b = torch.tensor(EDGES, dtype=torch.float64), torch.tensor(BINS, dtype=torch.float64)
    assert np.digitize(x, bins).tolist() == torch.bucketize(t, b, right=True).tolist()
    assert np.digitize(x, bins, right=True).tolist() == torch.bucketize(t, b).tolist()
    # The side that is closed: without right=True, bucketize puts the edge in the bin below.
    assert np.digitize(np.array([0.5]), bins).tolist() != torch.bucketize(torch.tensor([0.5]), b).tolist()
    # The rewrite as printed: float32 values, float64 bins, a NumPy array back, int64 as np.digitize's.
    h = torch.tensor(EDGES, dtype=torch.float32)
    printed = torch.bucketize(h, torch.as_tensor(np.array(BINS)), right=True).numpy()
    assert printed.tolist() == np.digitize(h.numpy(), np.array(BINS)).tolist() and printed.dtype == np.int64
    # Bins float32 cannot hold: kept float64 they bucket as NumPy does; cast to the values' dtype they do not.
    bins = np.array([-1.0, 0.0, 0.7, 1.0])
    h = torch.tensor([0.5, 0.7, 1.0], dtype=torch.float32)
    expected = np.digitize(h.numpy(), bins).tolist()
    assert torch.bucketize(h, torch.as_tensor(bins), right=True).tolist() == expected == [2, 2, 4]
    assert torch.bucketize(h, torch.as_tensor(bins, dtype=h.dtype), right=True).tolist() != expected


def _searchsorted() -> None:
    a, v = np.array(BINS), np.array(EDGES)
    ta, tv = torch.tensor(BINS, dtype=torch.float64), torch.tensor(EDGES, dtype=torch.float64)
    assert np.searchsorted(a, v).tolist() == torch.searchsorted(ta, tv).tolist()
    assert np.searchsorted(a, v, side="right").tolist() == torch.searchsorted(ta, tv, right=True).tolist()


def _clip() -> None:
    values = [*EDGES, math.nan]
    clipped = np.clip(np.array(values), 0.0, 1.0)
    clamped = torch.clamp(torch.tensor(values, dtype=torch.float64), 0.0, 1.0).numpy()
    assert np.array_equal(clipped, clamped, equal_nan=True)
    # lo > hi: both give hi.
    assert np.clip(np.array([0.2]), 1.0, 0.0).tolist() == torch.clamp(torch.tensor([0.2]), 1.0, 0.0).tolist()


def _where() -> None:
    x = np.array(EDGES)
    t = torch.tensor(EDGES, dtype=torch.float64)
    assert np.where(x > 0.5, x, -x).tolist() == torch.where(t > 0.5, t, -t).tolist()
    (numpy_index,) = np.where(x > 0.5)
    (torch_index,) = torch.nonzero(t > 0.5, as_tuple=True)
    assert numpy_index.tolist() == torch_index.tolist()


def _std() -> None:
    x = np.array([0.0, 0.5, 1.0, 4.0])
    t = torch.tensor(x)
    assert np.std(x) == pytest.approx(torch.std(t, correction=0).item(), rel=1e-12)
    assert np.std(x) != pytest.approx(torch.std(t).item())  # torch's default divides by n - 1


def _var() -> None:
    x = np.array([0.0, 0.5, 1.0, 4.0])
    t = torch.tensor(x)
    assert np.var(x) == pytest.approx(torch.var(t, correction=0).item(), rel=1e-12)
    assert np.var(x) != pytest.approx(torch.var(t).item())


def _percentile() -> None:
    x = np.array([0.0, 0.5, 1.0, 4.0])
    t = torch.tensor(x)
    for q in (0.0, 25.0, 50.0, 90.0, 100.0):
        assert np.percentile(x, q) == pytest.approx(torch.quantile(t, q / 100).item(), rel=1e-12)


def _round() -> None:
    halves = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.125, 0.135]
    assert (
        np.round(np.array(halves)).tolist() == torch.round(torch.tensor(halves, dtype=torch.float64)).tolist()
    )
    assert (
        np.round(np.array(halves), 2).tolist()
        == torch.round(torch.tensor(halves, dtype=torch.float64), decimals=2).tolist()
    )


def _cumsum() -> None:
    x = np.array([[1.0, 2.0], [3.0, 4.0]])
    assert np.cumsum(x).tolist() == torch.cumsum(torch.tensor(x).flatten(), 0).tolist()


def _unary(python: Callable[[float], float], tensor: Callable, domain: list[float]) -> None:
    for value in domain:
        expected = python(value)
        got = tensor(torch.tensor(value, dtype=torch.float64)).item()
        assert got == pytest.approx(expected, rel=1e-15, abs=0), value


def _sqrt() -> None:
    _unary(math.sqrt, torch.sqrt, [0.0, 5e-324, 1.0, 2.0, 1e308])
    with pytest.raises(ValueError):
        math.sqrt(-1.0)
    assert math.isnan(torch.sqrt(torch.tensor(-1.0)).item())


def _exp() -> None:
    _unary(math.exp, torch.exp, [-745.0, -1.0, 0.0, 1.0, 709.0])
    with pytest.raises(OverflowError):
        math.exp(710.0)
    assert torch.exp(torch.tensor(710.0, dtype=torch.float64)).item() == math.inf


def _log() -> None:
    _unary(math.log, torch.log, [5e-324, 1e-300, 1.0, math.e, 1e308])
    for bad in (0.0, -1.0):
        with pytest.raises(ValueError):
            math.log(bad)
    assert torch.log(torch.tensor(0.0)).item() == -math.inf and math.isnan(
        torch.log(torch.tensor(-1.0)).item()
    )


def _floor() -> None:
    _unary(math.floor, torch.floor, [-1.5, -1.0, -0.5, -0.0, 0.0, 0.5, 1.0, 1.5])
    assert isinstance(math.floor(1.5), int) and torch.floor(torch.tensor(1.5)).dtype == torch.float32


def _ceil() -> None:
    _unary(math.ceil, torch.ceil, [-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5])
    assert isinstance(math.ceil(1.5), int) and torch.ceil(torch.tensor(1.5)).dtype == torch.float32


def _fabs() -> None:
    _unary(math.fabs, torch.abs, [-math.inf, -1.0, -0.0, 0.0, 1.0, math.inf])


def _tanh() -> None:
    _unary(math.tanh, torch.tanh, [-math.inf, -20.0, -1.0, 0.0, 1.0, 20.0, math.inf])


def _isnan() -> None:
    for value in (math.nan, math.inf, -math.inf, 0.0):
        assert math.isnan(value) == bool(torch.isnan(torch.tensor(value)))


def _random_random() -> None:
    torch.manual_seed(0)
    draws = torch.rand((10_000,))
    assert 0.0 <= draws.min().item() and draws.max().item() < 1.0
    assert torch.rand(()).shape == ()


def _randint() -> None:
    torch.manual_seed(0)
    a, b = 1, 3
    draws = {int(torch.randint(a, b + 1, ()).item()) for _ in range(200)}
    assert draws == {random.randint(a, b) for _ in range(200)} == {1, 2, 3}
    assert b not in {int(torch.randint(a, b, ()).item()) for _ in range(200)}  # high is exclusive


def _uniform() -> None:
    torch.manual_seed(0)
    draws = [torch.empty(()).uniform_(2.0, 3.0).item() for _ in range(500)]
    assert all(2.0 <= d < 3.0 for d in draws)


def _gauss() -> None:
    torch.manual_seed(0)
    draws = torch.normal(5.0, 2.0, (20_000,))
    assert draws.mean().item() == pytest.approx(5.0, abs=0.1) and draws.std().item() == pytest.approx(
        2.0, abs=0.1
    )


def _choice() -> None:
    torch.manual_seed(0)
    seq = ["a", "b", "c"]
    assert {seq[torch.randint(len(seq), ()).item()] for _ in range(200)} == set(seq)


def _no_torch_checksum() -> None:
    assert not hasattr(torch, "crc32") and not hasattr(torch, "adler32")


CASES: dict[str, Callable[[], None]] = {
    "np.digitize": _digitize,
    "np.searchsorted": _searchsorted,
    "np.clip": _clip,
    "np.where": _where,
    "np.std": _std,
    "np.var": _var,
    "np.percentile": _percentile,
    "np.round": _round,
    "np.cumsum": _cumsum,
    "math.sqrt": _sqrt,
    "math.exp": _exp,
    "math.log": _log,
    "math.floor": _floor,
    "math.ceil": _ceil,
    "math.fabs": _fabs,
    "math.tanh": _tanh,
    "math.isnan": _isnan,
    "random.random": _random_random,
    "random.randint": _randint,
    "random.uniform": _uniform,
    "random.gauss": _gauss,
    "random.choice": _choice,
    "zlib.crc32": _no_torch_checksum,
    "zlib.adler32": _no_torch_checksum,
}


@pytest.mark.parametrize("call", sorted(CASES))
def test_the_torch_equivalent_gives_the_same_values_on_boundaries(call):
    CASES[call]()


def test_every_equivalent_is_checked_here():
    named = {entry.call for entry in EQUIVALENTS.values()}
    assert named == set(CASES)
