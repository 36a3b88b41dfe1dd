"""Convention (issue 22): a record whose scenario is bad is refused by ``Match.load`` with the
scenario's own sentence, for every registered game, never a bare exception."""

from __future__ import annotations

import pytest

from deltawidgets import Match, RecordError
from deltawidgets.core.registry import GAMES


@pytest.mark.parametrize("name", sorted(GAMES))
def test_match_load__a_bad_scenario_is_refused_with_its_sentence(name):
    game = GAMES[name]
    record = Match(game, {}, seed=2).record() | {"scenario": {"surprise": 1}}
    with pytest.raises(RecordError, match="scenario is refused: .*surprise"):
        Match.load(record)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_match_load__bad_rule_options_are_told_apart_from_a_bad_scenario(name):
    record = Match(GAMES[name], {}, seed=2).record() | {"params": {"players": 99}}
    with pytest.raises(RecordError, match="rule options are not valid"):
        Match.load(record)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_scenario_model__declared_for_generic_tools_or_none(name):
    """Game.scenario_model: the format's pydantic model, whose JSON schema names every field."""
    model = GAMES[name].scenario_model
    if model is not None:
        assert model.model_json_schema()["properties"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_fresh_game__laying_positions_out_never_changes_the_shared_fresh_game(name):
    """Issue 33 (a fresh game is dealt once per rule options and seed and shared by every
    loading, ``core.scenario.fresh_game``): laying out positions of a game, bare or whole, and
    refusing a bad one, leaves that fresh game exactly as dealt."""
    from deltawidgets.bots import RandomBot
    from deltawidgets.core.scenario import fresh_game

    game = GAMES[name]
    params = game.Params.parse({})
    fresh = fresh_game(game.setup, params, 0)
    before = game.scenario_of(fresh)
    state, bot = game.setup(params, 0), RandomBot(5)  # whole positions of the game fresh_game dealt
    for _ in range(40):
        for scenario in ({}, game.scenario_of(state), {"seed": 0}):
            game.setup_from(params, scenario)
        if game.is_over(state):
            break
        game.apply(state, bot.choose(game, state))
    assert fresh_game(game.setup, params, 0) is fresh and game.scenario_of(fresh) == before
    assert game.scenario_of(fresh) == game.scenario_of(game.setup(params, 0))
