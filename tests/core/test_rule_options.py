"""Core: rule options (pydantic RuleOptions) - defaults from the rulebook, the exported JSON schema,
and a ParamsError naming the option and its range for a bad value.

Defaults cite Delta V's "Components", "Setting Up the Game", "Bribe Counters", "Game End" and
"Alien Encounter".
"""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from corekit import GAME
from deltawidgets import Match, ParamsError
from deltawidgets.core.params import NOT_TUNED, rule_options_schema, tunable
from deltawidgets.games import GAMES

P = GAME.Params


def test_rule_options__defaults_follow_the_rulebook():
    p = P.parse()
    assert (p.players, p.grid_size, p.rockets_per_player, p.bribe_penalty, p.alien_limit) == (2, 7, 5, 2, 5)
    assert p.bribe_minerals == ["alphatite", "betamite", "gammatite", "deltamite", "omnidium"]
    tiles = sum(len(v) for v in p.mineral_tiles.values()) + sum(p.incident_tiles.values())
    assert tiles == 48 and p.incident_tiles["alien_encounter"] == 5  # Components; Alien Encounter
    assert p.contract_attempt == "mandatory" and p.first_player == -1
    assert P.parse(None) == P.parse({}) == p


def test_rule_options__json_schema_is_exported_with_defaults_ranges_and_descriptions():
    schema = rule_options_schema(P)
    json.dumps(schema)
    props = schema["properties"]
    assert set(props) == set(P.model_fields)
    players = props["players"]
    assert (players["default"], players["minimum"], players["maximum"]) == (2, 2, 4)
    assert all(prop.get("description") for prop in props.values())
    assert props["contract_attempt"]["enum"] == ["mandatory", "optional"]


@pytest.mark.parametrize(
    "options, words",
    [
        ({"players": 9}, ["'players'", "allowed 2 to 4", "9"]),
        ({"players": 1}, ["'players'", "allowed 2 to 4"]),
        ({"players": "two"}, ["'players'", "integer"]),
        ({"grid_size": 8}, ["'grid_size'", "odd"]),
        ({"grid_size": 99}, ["'grid_size'", "allowed 3 to 11"]),
        ({"bribe_penalty": -1}, ["'bribe_penalty'", "allowed 0 to 10"]),
        ({"alien_limit": 0}, ["'alien_limit'", "allowed 1 to 20"]),
        ({"contract_attempt": "sometimes"}, ["'contract_attempt'", "mandatory", "optional"]),
        ({"mineral_tiles": {"alphatite": [0]}}, ["'mineral_tiles'", "1 to 9"]),
        ({"contracts": [[]]}, ["'contracts'", "1 to 8 minerals"]),
        ({"contracts": [["unobtainium"]]}, ["'contracts"]),
        ({"players": 2, "first_player": 3}, ["first_player", "seat below 2"]),
        ({"rockets_per_player": 0}, ["'rockets_per_player'", "allowed 1 to 10", "one rocket on the station"]),  # the option's reason
        ({"alien_limit": 6}, ["alien_limit is 6", "5 Alien Encounter tiles are sure to lie on the field", "at most 5"]),
        ({"grid_size": 5, "aliens_stay_in_play": False}, ["alien_limit is 5", "aliens_stay_in_play off", "cannot cover the field's 24 spaces"]),
        ({"colour": "red"}, ["Unknown rule option 'colour'", "players"]),
    ],
)
def test_rule_options__a_bad_value_gives_a_params_error_naming_the_option(options, words):
    with pytest.raises(ParamsError) as err:
        P.parse(options)
    for w in words:
        assert w in str(err.value)
    with pytest.raises(ParamsError):
        Match(GAME, options, seed=1)


def test_rule_options__must_be_a_mapping():
    for bad in ([1], "players=3", 3):
        with pytest.raises(ParamsError) as err:
            P.parse(bad)
        assert "JSON object" in str(err.value)


def test_rule_options__replace_is_validated_and_options_are_immutable():
    p = P.parse({"players": 3})
    assert p.replace(players=4).players == 4 and p.players == 3
    with pytest.raises(ParamsError):
        p.replace(players=5)
    with pytest.raises(ValidationError):
        p.players = 4


def test_rule_options__round_trip_through_json():
    p = P.parse({"players": 4, "contracts": [["alphatite"], ["betamite", "omnidium"]], "grid_size": 9})
    assert P.parse(json.loads(json.dumps(p.to_json()))) == p


def test_rule_options__an_alien_limit_beyond_the_alien_encounters_is_refused_naming_the_option():
    """Issue 34: "values outside it are refused with a sentence naming the option and why (Delta V
    alien_limit above the number of Alien Encounter tiles)"; the form marks the option it names.
    With more Alien Encounters (and all on the field) a larger limit is taken."""
    with pytest.raises(ParamsError) as err:
        P.parse({"alien_limit": 6})
    assert err.value.fields == ("alien_limit",)
    ten = {**P().incident_tiles, "alien_encounter": 10}
    assert P.parse({"incident_tiles": ten, "alien_limit": 10}).alien_limit == 10
    with pytest.raises(ParamsError, match="the 3x3 field has 8 spaces"):
        P.parse({"incident_tiles": ten, "alien_limit": 10, "grid_size": 3})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_rule_options__the_number_of_players_seats_and_safety_guards_are_not_tuned(name):
    """Issue 34: the Tune tab "offers only rule options a designer would tune (not the player
    count, safety guards or seat numbers)", declared per option in the Params model."""
    params = GAMES[name].Params
    marked = {n for n, f in params.model_fields.items() if f.json_schema_extra == NOT_TUNED or "tune" in (f.json_schema_extra or {})}
    guards = {n for n, f in params.model_fields.items() if "safety guard" in (f.description or "").lower()}
    assert {"players", "first_player"} | guards <= marked and set(tunable(params)) == set(params.model_fields) - marked
    schema = rule_options_schema(params)["properties"]
    assert all(schema[n].get("tune") is False for n in marked)  # the form reads it from the schema
