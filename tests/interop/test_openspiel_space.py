"""The protocol pieces the OpenSpiel adapter rests on (``Game.action_space``, ``bounds``,
``encode``), for every registered game at every player count: a declared action space that
holds every legal action, a true bound, and an encoding of fixed size built from one viewer's
view only."""

from __future__ import annotations

import random

import pytest

import interopkit as kit
from deltawidgets.core.errors import BadInput
from deltawidgets.core.registry import GAMES

SEEDS = (1, 2, 3)


@pytest.fixture(params=kit.CASES, ids=kit.IDS)
def case(request):
    name, players = request.param
    return GAMES[name], kit.params_of(name, players)


@pytest.mark.parametrize("seed", SEEDS)
def test_space__every_legal_action_of_random_games_has_an_id_that_round_trips(case, seed):
    game, params = case
    space = game.action_space(params)
    states, _ = kit.random_game(game, params, seed)
    for state in states:
        for action in game.legal_actions(state):
            i = space.id(action)
            assert 0 <= i < space.size
            assert space.action(i) == tuple(action), (action, i)


def test_space__ids_are_declared_so_two_builds_agree_and_the_table_adds_up(case):
    game, params = case
    first, second = game.action_space(params), game.action_space(params)
    assert first.templates == second.templates
    table = first.describe()
    assert sum(row["count"] for row in table) == first.size
    assert [row["first_id"] for row in table] == sorted(row["first_id"] for row in table)
    for i in random.Random(0).sample(range(first.size), min(200, first.size)):
        assert first.id(first.action(i)) == i
    with pytest.raises(BadInput, match="outside this game's action space"):
        first.id(("no such action",))


@pytest.mark.parametrize("seed", SEEDS)
def test_bounds__random_games_stay_within_the_declared_length_and_scores(case, seed):
    game, params = case
    b = game.bounds(params)
    states, actions = kit.random_game(game, params, seed)
    assert len(actions) <= b.max_decisions
    for state in kit.sample(states, 10, seed):
        assert all(b.min_score <= s <= b.max_score for s in game.scores(state)), game.scores(state)


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_encode__the_length_is_fixed_for_every_position_and_viewer(case, seed):
    game, params = case
    size = game.encoding_size(params)
    states, _ = kit.random_game(game, params, seed)
    for state in kit.sample(states, 6, seed):
        for viewer in kit.viewers(params.players):
            vector = game.encode(state, viewer)
            assert len(vector) == size
            assert all(isinstance(x, float) for x in vector)


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_encode__uses_only_the_viewers_view_so_a_determinized_twin_encodes_the_same(case, seed):
    """Two positions a seat cannot tell apart (``determinize``) must give that seat the same
    numbers."""
    game, params = case
    states, _ = kit.random_game(game, params, seed)
    rng = random.Random(seed)
    for state in kit.sample(states, 6, seed):
        for viewer in [*range(params.players), "public"]:
            twin = game.determinize(state, viewer, rng)
            assert game.encode(twin, viewer) == game.encode(state, viewer), viewer
