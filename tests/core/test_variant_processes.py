"""A variant across processes (issue 37, "Across processes"): a variant defined in a notebook runs
in the lab's local processes and on a Dask cluster, serialized with the tools Dask already uses
(cloudpickle). Pickled, it is rebuilt where it is read, and its registry entry comes back with it:
a fresh process finds it by name and plays the same games as the process that made it."""

from __future__ import annotations

import multiprocessing
import pickle
from concurrent.futures import ProcessPoolExecutor

import cloudpickle
import pytest

import variantkit
from deltawidgets import get_game
from deltawidgets.core.variant import forget
from deltawidgets.core.variant_check import VariantError
from variantkit import DELTAV, WEIGHT, fleet_variant, play_pickled, random_game, registry_kept


@pytest.fixture(autouse=True)
def _kept():
    with registry_kept():
        yield


def test_a_variant_pickled_with_cloudpickle_plays_in_a_fresh_spawned_process():
    """The brief: the variant pickles with cloudpickle and plays after unpickling in a fresh
    process (multiprocessing's spawn), its registry entry with it. The designer's functions go
    by value, as a notebook's do (they are defined in ``__main__``, which no worker can import)."""
    v = fleet_variant()
    cloudpickle.register_pickle_by_value(variantkit)
    try:
        blob = cloudpickle.dumps(v)
    finally:
        cloudpickle.unregister_pickle_by_value(variantkit)
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        there = pool.submit(play_pickled, blob).result(timeout=240)
    choices, scores = random_game(v, seed=5)
    s = v.setup(v.Params.parse({}), 5)
    assert there["same"] and there["variant_of"] == "deltav" and there["fingerprint"] == v.fingerprint and there["source"] == v.source
    assert there["weight"] == 0.5 and there["value"] == v.value(s, 0)
    assert there["choices"] == choices and there["scores"] == scores


def test_a_variant_read_back_in_its_own_process_is_the_one_registered():
    """Unpickled where it is registered already (a worker that read it before), a variant is the
    registered one: one name, one game."""
    v = fleet_variant()
    assert cloudpickle.loads(cloudpickle.dumps(v)) is v and pickle.loads(pickle.dumps(v)) is v
    assert pickle.loads(pickle.dumps(DELTAV)) is not DELTAV  # a built-in game pickles as its class, as before


def test_a_pickled_variant_read_where_its_name_means_other_rules_is_refused():
    """One name means one set of rules in every process: a pickled variant read where its name is
    taken by a variant of other source is refused with the sentence a notebook gets."""
    blob = cloudpickle.dumps(fleet_variant())
    forget("deltav-fleet")
    DELTAV.variant("deltav-fleet", options={"fleet_weight": WEIGHT})
    with pytest.raises(VariantError, match="A variant called 'deltav-fleet' is already defined from other source"):
        cloudpickle.loads(blob)
    assert get_game("deltav-fleet").value_words == DELTAV.value_words


def test_a_variant_s_position_and_rule_options_pickle_by_the_variant_s_name():
    """A variant's rule options are of a class made at run time, which no process finds by its
    name: they pickle as the variant's name, fingerprint and values (OpenSpiel serializes
    positions so), read back only where that variant is defined."""
    v = fleet_variant()
    s = v.setup(v.Params.parse({"fleet_weight": 2}), 3)
    back = pickle.loads(pickle.dumps(s))
    assert type(back.params) is v.Params and back.params.fleet_weight == 2 and v.observation(back, "all") == v.observation(s, "all")
    blob = pickle.dumps(s.params)
    forget("deltav-fleet")
    with pytest.raises(VariantError, match="the variant 'deltav-fleet''s .* which is not defined here from that source: define it first"):
        pickle.loads(blob)
