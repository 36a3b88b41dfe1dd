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
