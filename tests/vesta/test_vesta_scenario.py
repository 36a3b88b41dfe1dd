"""Vesta Gold Rush scenarios (docs/scenarios.md): a field left out takes a fresh game's value, and
no position the box and the rules could not hold gets in (issue 22, "Positions that should never
load"); each refusal names its field."""

from __future__ import annotations

import pytest

from deltawidgets import BadInput, Match, RecordError, get_game
from deltawidgets.core.scenario import ScenarioError
from deltawidgets.games.vesta.belt import belt
from vestakit import position

GAME = get_game("vesta")
PARAMS = GAME.Params.parse({"players": 2})
NAMES = belt(5, 9).names[:45]


@pytest.mark.parametrize("seed", [0, 7])
def test_omitted_fields__an_empty_scenario_is_a_fresh_game_dealt_from_its_seed(seed):
    """2. Preparations: the belt, the piles, the deck, the saloon and the first player of a fresh game."""
    scenario = {} if seed == 0 else {"seed": seed}
    assert position(GAME.setup_from(PARAMS, scenario)) == position(GAME.setup(PARAMS, seed))


def test_omitted_fields__the_piles_hold_the_rest_of_the_box():
    """1. Equipment: a pile left out holds every tile and card the scenario does not place."""
    s = GAME.setup_from(PARAMS, {"belt": {"A1": "gold:2"}, "players": [{"cards": ["moped"]}, {}]})
    assert len(s.pile) == sum(PARAMS.tiles.values()) - 1
    assert len(s.deck) + len(s.stock) == sum(PARAMS.cards.values()) - 1


HOSTILE = {
    "two saloons": ({"belt": {"A1": "saloon", "B1": "saloon"}}, "belt"),
    "100 Gold Detectors": ({"players": [{"cards": ["detector"] * 100}, {}]}, "players"),
    "45 tiles of 4 gold": ({"belt": {name: "gold:4" for name in NAMES}}, "belt"),
    "a deck of more cards than the box": ({"deck": ["gun"] * 4}, "deck"),
    "detector uses with no detector held": (
        {"belt": {"A1": "empty_asteroid"}, "players": [{"at": "A1"}, {}], "turn": {"order": [0, 1], "phase": "act", "left": 3, "detects": 2}},
        "turn.detects",
    ),
    "the final turn flagged with titanium left": ({"final": "titanium_out"}, "final"),
    "more actions left than a phase has": (
        {"belt": {"A1": "empty_asteroid"}, "players": [{"at": "A1"}, {}], "turn": {"order": [0, 1], "phase": "act", "left": 6}},
        "turn.left",
    ),
    "more saloon water than it is stocked with": ({"belt": {"A1": "saloon"}, "saloon_water": 40}, "saloon_water"),
    "an ending that did not happen": ({"turn": {"order": [0, 1], "idx": 2, "phase": "over"}, "over": True, "end_reason": "titanium_out"}, "end_reason"),
    # issue 33: counters that disagree
    "a thirsty player with three actions left": (
        {"belt": {"A1": "empty_asteroid"}, "players": [{"at": "A1", "thirsty": True}, {}], "turn": {"order": [0, 1], "phase": "act", "left": 3}},
        "turn.left",
    ),
    "a thirsty player with water": ({"players": [{"water": 2, "thirsty": True}, {"water": 6}]}, "players.0.thirsty"),
    "a forced-out player with water": ({"players": [{"at": "off", "water": 3}, {"water": 6}]}, "players.0.water"),
    "a game turn whose order does not start with its first player": (
        {"belt": {"A1": "empty_asteroid"}, "players": [{"at": "A1"}, {}], "turn": {"first": 1, "order": [0, 1], "phase": "act", "left": 3}},
        "turn.first",
    ),
    "an offer's terms in an action phase": (
        {"belt": {"A1": "empty_asteroid"}, "players": [{"at": "A1"}, {}], "turn": {"order": [0, 1], "phase": "act", "left": 3, "give": [2, 0, 0]}},
        "turn.give",
    ),
    "an auction's bid while trading": ({"turn": {"order": [0, 1], "phase": "trade", "high": 4}}, "turn.high"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_positions_that_should_never_load__refused_naming_the_field(name):
    """1. Equipment (no more of a component than the box), 3.3.3 Game end check, 5. Equipment cards."""
    scenario, field = HOSTILE[name]
    with pytest.raises(ScenarioError, match=f"Scenario field '{field}'"):
        GAME.setup_from(PARAMS, scenario)


def test_match_load__a_record_with_a_bad_scenario_carries_the_scenario_sentence():
    record = Match(GAME, PARAMS, seed=1).record() | {"scenario": HOSTILE["two saloons"][0]}
    with pytest.raises(RecordError, match="scenario is refused: Scenario field 'belt'"):
        Match.load(record)


def test_accepted_positions__encode_within_0_and_1():
    """docs/encoding.md: every number in [0, 1], for positions at the box's limits."""
    full = {"players": [{"gold": PARAMS.gold_total, "titanium": PARAMS.titanium_markers, "cards": ["detector"] * PARAMS.cards["detector"]}, {}]}
    s = GAME.setup_from(PARAMS, full)
    assert all(0.0 <= x <= 1.0 for x in GAME.encode(s, 0))
    with pytest.raises(BadInput):
        GAME.setup_from(PARAMS, full | {"players": [{"gold": PARAMS.gold_total + 1}, {}]})


def test_end_check__titanium_back_in_the_pile_in_the_final_turn_loads():
    """3.3.3 Game end check and 3.3.2 (ruling "titanium back in the pile does not cancel the
    final turn"): in the final turn a player forced out puts their titanium back, and the
    position play reaches then loads; without anyone forced out it cannot arise."""
    players = [{"at": "off", "gold": 3}, {"at": "A1", "titanium": 15}]
    final = {"belt": {"A1": "empty_asteroid"}, "final": "titanium_out", "turn": {"order": [1, 0], "phase": "act", "current": 1, "left": 3}, "players": players}
    s = GAME.setup_from(PARAMS, final)
    assert s.supply_ti == PARAMS.titanium_markers - 15 > 0 and s.final == "titanium_out"
    on_board = final | {"players": [{"at": "start", "water": 6}, players[1]]}
    with pytest.raises(ScenarioError, match="Scenario field 'final'"):
        GAME.setup_from(PARAMS, on_board)
