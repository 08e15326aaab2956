"""The kernel costs of every graph as the explorer reads them (the Costs view's rows), in a worker: each
graph's from the session (Session.graph_costs: a parsed graph's own, else the parse cache's digests, else
digested now), handed over as they come, ranked among what is read; the profile joined once every graph is
in; and what its rows say that the model does not spell out (the launches column)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from inductor_explorer.analysis.costs import CostRow, ranked
from inductor_explorer.model.costs import Device, GraphCosts, ProfileJoin
from inductor_explorer.model.ids import GraphKey
from inductor_explorer.session import Session


@dataclass(frozen=True)
class SessionCosts:
    """The costs of the graphs read so far (KEYS and GRAPHS, in session order) of the session's TOTAL; ROWS:
    their kernels and extern calls ranked on DEVICE, by the profile's JOIN once every graph is read;
    PROFILE_ERROR: why the profile could not be read (None: it was, or there is none)."""

    keys: list[GraphKey]
    graphs: list[GraphCosts]
    total: int
    device: Device
    rows: list[CostRow]
    join: ProfileJoin | None = None
    profile_error: str | None = None

    @property
    def complete(self) -> bool:
        """Every graph is read (and the profile joined, when there is one)."""
        return len(self.graphs) == self.total


def row_launches(row: CostRow) -> str:
    """The launches column of ROW: how many times the wrapper launches (or calls) it, `–` when the model does
    not say."""
    return str(row.cost.launches) if row.cost.launches else "–"


def _ranked(
    session: Session,
    keys: list[GraphKey],
    graphs: list[GraphCosts],
    total: int,
    join: ProfileJoin | None = None,
    profile_error: str | None = None,
) -> SessionCosts:
    device = session.cost_device(graphs)
    return SessionCosts(
        list(keys), list(graphs), total, device, ranked(graphs, device, join), join, profile_error
    )


def read_costs(
    session: Session, deliver: Callable[[SessionCosts], object], first_s: float, cap_s: float
) -> None:
    """Every graph's costs from SESSION, DELIVER called with what is read FIRST_S seconds after it starts,
    then after twice as long each time (at most CAP_S: re-ranking a growing list costs little), and once at
    the end with the profile joined. Raises what the session raised."""
    keys: list[GraphKey] = []
    graphs: list[GraphCosts] = []
    total = len(session.folders)
    wait = first_s
    due = time.perf_counter() + wait
    for key in session.folders:
        graphs.append(session.graph_costs(key))
        keys.append(key)
        if time.perf_counter() >= due and len(graphs) < total:
            deliver(_ranked(session, keys, graphs, total))
            wait = min(wait * 2, cap_s)
            due = time.perf_counter() + wait
    try:
        joined = session.profile_join(graphs)
    except ValueError as exc:  # NotAProfile: one line, said with the rows
        deliver(_ranked(session, keys, graphs, total, profile_error=str(exc)))
        return
    deliver(_ranked(session, keys, graphs, total, joined[0] if joined is not None else None))
