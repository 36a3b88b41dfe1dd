"""A rule variant in the lab (issue 37, "Across processes"): a variant defined in a notebook sweeps
on the lab's local processes and on a Dask cluster whose workers never defined it, and plays the
same games there as here. A task carries the variant itself, which a worker registers when it
reads the task."""

from __future__ import annotations

import pandas as pd
import pytest
from pydantic import Field

from deltawidgets import get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.lab import sweep

DELTAV = get_game("deltav")


def fuel_legal(s) -> list:
    """Once a Move action's fuel (one a rocket moved) is spent, finishing is the only choice left."""
    return [("done",)] if len(s.picks) >= s.params.fuel else actions.move_pick_legal(s)


@pytest.fixture(scope="module")
def fuel():
    game = DELTAV.variant("deltav-lab-fuel", steps={"move_pick": {"legal": fuel_legal}}, options={"fuel": Field(2, ge=1, le=6)})
    yield game
    forget("deltav-lab-fuel")


def test_a_variant_sweeps_on_local_processes_as_in_this_one(fuel):
    """Issue 37: a variant sweeps on the lab's local processes, the same games as in this one, and
    its rule is felt (fewer rockets moved a turn: other games than the parent's on the same seeds)."""
    here = sweep("deltav-lab-fuel", {"fuel": [1, 6]}, "random", games=3, archive=None, jobs=1, progress=False)
    there = sweep("deltav-lab-fuel", {"fuel": [1, 6]}, "random", games=3, archive=None, jobs=2, progress=False)
    pd.testing.assert_frame_equal(here, there, check_like=True)
    assert set(here["game"]) == {"deltav-lab-fuel"}
    parent = sweep("deltav", {"alien_limit": [DELTAV.Params.parse().alien_limit]}, "random", games=3, archive=None, jobs=1, progress=False)
    assert here[here["fuel"] == 1]["decisions"].tolist() != parent["decisions"].tolist()


def test_a_variant_sweeps_on_a_dask_cluster_whose_workers_never_defined_it(fuel):
    """Issue 37: "on a Dask cluster (serialized with the tools Dask already uses)": a worker in a
    process of its own (spawned, so it has only the built-in games) plays the variant's games, the
    same as here."""
    distributed = pytest.importorskip("distributed")
    here = sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=2, archive=None, jobs=1, progress=False)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        there = sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=2, client=client, archive=None, progress=False)
        names = client.run(lambda: sorted(__import__("deltawidgets").GAMES))
    pd.testing.assert_frame_equal(here, there, check_like=True)
    assert all("deltav-lab-fuel" in known for known in names.values()), names
