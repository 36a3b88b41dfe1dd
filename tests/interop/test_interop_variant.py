"""A rule variant in the research adapters (issue 37: "a game like any other: ... the OpenSpiel and
PettingZoo adapters"): a variant registered in a notebook loads by its name in OpenSpiel and in
PettingZoo, and passes their own tests of a game, with its rule in play."""

from __future__ import annotations

import warnings

import pytest
from pydantic import Field

pyspiel = pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the rl extra")
pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the PettingZoo adapter needs the rl extra")

from deltawidgets import get_game  # noqa: E402
from deltawidgets.core.actionspace import Bounds  # noqa: E402
from deltawidgets.core.variant import forget  # noqa: E402
from deltawidgets.games.deltav import actions  # noqa: E402
from deltawidgets.games.spatial import move as spatial_move  # noqa: E402
from deltawidgets.games.spatial import turns as spatial_turns  # noqa: E402
from deltawidgets.games.spatial.payment import begin_payment  # noqa: E402
from deltawidgets.interop import openspiel as osp  # noqa: E402
from deltawidgets.interop.pettingzoo import env  # noqa: E402

DELTAV = get_game("deltav")


def fuel_legal(s) -> list:
    """Once a Move action's fuel (one a rocket moved) is spent, finishing is the only choice left."""
    return [("done",)] if len(s.picks) >= s.params.fuel else actions.move_pick_legal(s)


@pytest.fixture(scope="module")
def fuel():
    game = DELTAV.variant("deltav-rl-fuel", steps={"move_pick": {"legal": fuel_legal}}, options={"fuel": Field(1, ge=1, le=6)})
    yield game
    forget("deltav-rl-fuel")


def test_a_variant_loads_in_openspiel_by_its_name_and_passes_its_random_simulation_test(fuel):
    """OpenSpiel's own consistency test (serialization included) on the variant, loaded by name
    with its rule option; its bounds are its parent's, which its games keep within."""
    game = osp.load_game("deltav-rl-fuel", players=3, fuel=1)
    assert game.get_type().short_name == "deltav-rl-fuel" and game.max_game_length() == DELTAV.bounds(DELTAV.Params.parse({"players": 3})).max_decisions
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_a_variant_passes_pettingzoos_api_and_seed_tests(fuel):
    """PettingZoo's own API and seed tests on the variant's environment, made by its name."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # a Dict observation, as in test_pettingzoo.py
        pettingzoo_test.api_test(env("deltav-rl-fuel", players=2, fuel=1), num_cycles=80)
    pettingzoo_test.seed_test(lambda: env("deltav-rl-fuel", players=2, fuel=1), num_cycles=80)


SPATIAL = get_game("spatial")


def free_flight(s, a, ev):
    """Spatial Delivery with free flight: a spaceship's step costs no card, so games run longer
    than the rulebook's bound, which counts every step as paid for."""
    if a[0] == "step":
        begin_payment(s, "move", (0, *spatial_move.step_price(s)[1:]), a[1])
        return spatial_turns.settle(s, ev)
    return spatial_turns.turn_apply(s, a, ev)


def thrice(params) -> Bounds:
    b = SPATIAL.bounds(params)
    return Bounds(3 * b.max_decisions, b.min_score, b.max_score)


@pytest.fixture(scope="module")
def free():
    game = SPATIAL.variant("spatial-rl-free", steps={"turn": {"apply": free_flight}}, bounds=thrice)
    yield game
    forget("spatial-rl-free")


def test_a_variant_s_own_bounds_are_openspiel_s_max_game_length_and_pettingzoo_s_truncation(free):
    """Issue 37, bounds: a variant that declares its own (``bounds=``) gives them to the research
    adapters in place of its parent's: OpenSpiel's ``max_game_length`` and utilities, and the
    decisions after which a PettingZoo environment truncates; random play stays within them."""
    params = free.Params.parse({"players": 2})
    own = thrice(params)
    game = osp.load_game("spatial-rl-free", players=2)
    assert game.max_game_length() == own.max_decisions > SPATIAL.bounds(params).max_decisions
    assert (game.min_utility(), game.max_utility()) == (own.min_score, own.max_score)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    e = env("spatial-rl-free", players=2)
    assert e.max_decisions == own.max_decisions and env("spatial", players=2).max_decisions == SPATIAL.bounds(params).max_decisions
