"""A rule variant in the lab (issue 37, "Across processes"): a variant defined in a notebook sweeps
on the lab's local processes and on a Dask cluster whose workers never defined it, and plays the
same games there as here. A task carries the variant itself, which a worker registers when it
reads the task."""

from __future__ import annotations

import pickle

import pandas as pd
import pytest
from pydantic import Field

from deltawidgets import BadInput, Match, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.lab import Archive, differences, metrics, query, simulate, sweep, tune
from deltawidgets.lab.play import match_row

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


def test_a_variant_s_games_are_archived_under_its_name_with_its_source(fuel, tmp_path):
    """Issue 37: "the archive (its games kept under its name, with the variant's source text)": a
    sweep archives the variant's games under its name, its source beside them, and a rerun reads
    them back instead of playing them again."""
    path = tmp_path / "lab.duckdb"
    first = sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=2, archive=path, jobs=1, progress=False)
    kept = Archive(path).variant("deltav-lab-fuel")
    assert kept == {"fingerprint": fuel.fingerprint, "variant_of": "deltav", "source": fuel.source} and "def fuel_legal(s)" in kept["source"]
    again = sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=2, archive=path, jobs=1, progress=False)
    pd.testing.assert_frame_equal(first, again, check_like=True)
    assert again.attrs["played"] == 0 and set(query("select game from games", path)["game"]) == {"deltav-lab-fuel"}


def test_an_archive_refuses_a_variant_of_its_name_from_other_source(fuel, tmp_path):
    """Issue 37: one name, one source in an archive: games archived under a variant's name are not
    read back as the games of another variant of that name (the designer changed the rule), which
    is refused with a sentence; another file keeps them apart."""
    path = tmp_path / "lab.duckdb"
    sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=1, archive=path, jobs=1, progress=False)
    forget("deltav-lab-fuel")
    try:
        other = DELTAV.variant("deltav-lab-fuel", options={"fuel": Field(2, ge=1, le=6)})
        with pytest.raises(BadInput, match="keeps games of a variant called 'deltav-lab-fuel' made from other source .*give this variant a new name"):
            sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=1, archive=path, jobs=1, progress=False)
        assert len(sweep("deltav-lab-fuel", {"fuel": [1]}, "random", games=1, archive=tmp_path / "other.duckdb", jobs=1, progress=False)) == 1
        assert other.fingerprint != fuel.fingerprint
    finally:
        forget("deltav-lab-fuel")
        assert again(fuel).fingerprint == fuel.fingerprint


def again(game):
    """Register ``game`` again, as reading it in another process does (a game of the same rules)."""
    return pickle.loads(pickle.dumps(game))


def test_a_kept_game_of_a_variant_reopens_only_under_that_variant(fuel, tmp_path):
    """Issue 37: "a kept game of a variant reopens in a later notebook that defines the variant
    again (the archive says which variant and refuses to replay it under different source, with a
    sentence)"."""
    path = tmp_path / "lab.duckdb"
    m = Match(fuel, {"fuel": 1}, seed=3)
    for _ in range(30):
        m.act(m.legal()[0])
    key = Archive(path).keep(match_row(m, ["human", "human"]), m.record(), ["Ann", "Bo"], "human")
    assert Match.load(Archive(path).record(key)).observation("all") == m.observation("all")
    forget("deltav-lab-fuel")
    try:
        with pytest.raises(BadInput, match="was played under the variant 'deltav-lab-fuel' of deltav: define it in this notebook"):
            Archive(path).record(key)
        DELTAV.variant("deltav-lab-fuel", options={"fuel": Field(3, ge=1, le=6)})
        with pytest.raises(BadInput, match="was played under the variant 'deltav-lab-fuel' made from other source"):
            Archive(path).record(key)
    finally:
        forget("deltav-lab-fuel")
        assert again(fuel).fingerprint == fuel.fingerprint
    assert Match.load(Archive(path).record(key)).observation("all") == m.observation("all")


def test_a_variant_is_compared_with_its_parent_on_the_same_seeds(fuel):
    """Issue 37, "Compared": the metric battery sets a variant beside its parent game on the same
    seeds, with intervals: ``differences(..., by="game")`` pairs their games by seed."""
    seeds = dict(games=12, seed=1, archive=None, jobs=1, progress=False)
    both = pd.concat([simulate("deltav", None, "random", **seeds), simulate("deltav-lab-fuel", {"fuel": 1}, "random", **seeds)], ignore_index=True)
    side = metrics(both)
    assert set(side["game"]) == {"deltav", "deltav-lab-fuel"} and "length" in set(side["metric"])
    diff = differences(both, "deltav", "deltav-lab-fuel", by="game")
    length = diff[diff["metric"] == "length"].iloc[0]
    assert length["game"] == "deltav-lab-fuel beside deltav" and length["paired"] and length["games"] == 12
    assert length["deltav-lab-fuel"] - length["deltav"] == length["difference"] and length["lo"] <= length["difference"] <= length["hi"]
    assert set(diff["verdict"]) <= {"higher with deltav-lab-fuel", "lower with deltav-lab-fuel", "cannot tell apart"}


def test_a_variant_made_of_lambdas_sweeps_on_local_processes(fuel):
    """A notebook's lambdas do not pickle with the standard pickle, which a local pool uses: the
    variant in a task travels by cloudpickle all the same (issue 37, "Across processes")."""
    lean = DELTAV.variant("deltav-lab-lean", steps={"move_pick": {"legal": lambda s: [("done",)] if s.picks else actions.move_pick_legal(s)}})
    try:
        here = sweep("deltav-lab-lean", {"players": [2, 3]}, "random", games=3, archive=None, jobs=1, progress=False)
        there = sweep("deltav-lab-lean", {"players": [2, 3]}, "random", games=3, archive=None, jobs=2, progress=False)
        pd.testing.assert_frame_equal(here, there, check_like=True)
        assert lean.name == "deltav-lab-lean"
    finally:
        forget("deltav-lab-lean")


def test_a_variant_s_own_rule_option_is_tuned(fuel, tmp_path):
    """Issue 37: "lab.simulate / sweep / tune / metrics": the search runs over the variant's own
    option, its default (the variant's "rulebook" value) tried first, the variant's games archived
    under its name with its source."""
    small = dict(bots="random", games_per_trial=6, trials=3, params={"players": 2}, jobs=1, progress=False)
    t = tune("deltav-lab-fuel", {"fuel": (1, 6)}, archive=tmp_path / "lab.duckdb", **small)
    assert t.trials.loc[0, "fuel"] == 2 and 1 <= t.best["fuel"] <= 6 and t.best["players"] == 2
    assert Archive(tmp_path / "lab.duckdb").variant("deltav-lab-fuel")["fingerprint"] == fuel.fingerprint
