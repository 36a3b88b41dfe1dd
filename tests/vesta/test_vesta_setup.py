"""Rulebook sections "1. Equipment" (component counts, with the rulings that complete them) and
"2. Preparations"; rule options and their checks; scenarios (``setup_from``/``scenario_of``)."""

from __future__ import annotations

import json

import pytest

from deltawidgets import Match
from deltawidgets.core.errors import BadInput, ParamsError
from deltawidgets.games.vesta.components import DEFAULT_CARDS, DEFAULT_TILES, VestaParams
from vestakit import BELT, GAME, at, match, player, position, snapshot


def new(players=4, seed=3, **opts):
    return GAME.setup(VestaParams.parse({"players": players, **opts}), seed)


def test_1_equipment__84_tiles_the_printed_73_plus_11_ruled():
    """1. Equipment: the printed kinds count 73 of 84 tiles; the ruled mix adds the other 11."""
    printed = {"gold": 15, "empty_space": 15, "empty_asteroid": 30, "titanium": 2, "water": 10, "saloon": 1}
    assert sum(printed.values()) == 73
    kinds = {}
    for name, n in DEFAULT_TILES.items():
        kinds[name.split(":")[0]] = kinds.get(name.split(":")[0], 0) + n
    assert sum(kinds.values()) == 84
    assert all(kinds[k] >= printed[k] for k in printed) and kinds["saloon"] == 1 and kinds["titanium"] == 2


def test_1_equipment__32_cards_50_water_20_titanium_and_the_gold_pile():
    s = new()
    assert sum(DEFAULT_CARDS.values()) == 32 and len(s.deck) + len(s.stock) == 32
    assert s.supply_ti == 20 and s.supply_water + sum(s.water) + s.saloon_water == 50
    assert s.supply_gold == 30 * 1 + 10 * 5 + 10 * 10  # ruling "gold markers": 50 markers


def test_2_2_preparations__forty_face_up_the_rest_face_down_at_the_entry_edge():
    """2.2 and ruling "play area": 45 places in 5 columns of 9; 40 tiles face up from the exit
    edge back, the other 5 places of the entry column filled face down."""
    s = new()
    assert all(t >= 0 for t in s.tile) and sum(s.up) == 40
    down = [BELT.names[i] for i in range(45) if not s.up[i]]
    assert down == ["E1", "F1", "G1", "H1", "I1"]
    assert len(s.pile) == 84 - 45


def test_2_3_to_2_6_preparations__deck_piles_start_area_and_six_water():
    s = new(players=6)
    assert s.pos == [BELT.start] * 6 and s.water == [6] * 6 and s.gold == [0] * 6
    assert s.phase == "act" and s.left == 3
    again = new(players=6)
    assert snapshot(again) == snapshot(s)  # the seed fixes every shuffle
    assert new(players=6, seed=4).tile != s.tile


def test_2_5_preparations__the_first_player_is_an_option_or_drawn():
    assert new(first_player=2).current == 2
    assert {new(seed=k).current for k in range(12)} == {0, 1, 2, 3}


def test_rule_options__checked_with_sentences_naming_the_option():
    with pytest.raises(ParamsError, match="setup_face_up"):
        VestaParams.parse({"setup_face_up": 50})
    with pytest.raises(ParamsError, match="at most one space saloon"):
        VestaParams.parse({"tiles": {**DEFAULT_TILES, "saloon": 2}})
    with pytest.raises(ParamsError, match="not a tile face"):
        VestaParams.parse({"tiles": {"gold:9": 3}})
    with pytest.raises(ParamsError, match="tiles must count at least"):
        VestaParams.parse({"tiles": {"gold:1": 10}})


def test_rule_options__another_belt_shape_plays():
    """Ruling "play area": the push size is the column height, an option like the belt length."""
    s = new(push_size=7, belt_length=6, setup_face_up=30)
    assert len(s.tile) == 42 and sum(s.up) == 30
    m = Match(GAME, {"players": 3, "push_size": 7, "belt_length": 6, "round_limit": 3}, seed=1)
    while not m.is_over():
        m.act(m.legal()[-1])
    assert GAME.end_reason(m.state) == "round_limit"


def test_scenario__round_trip_of_a_fresh_game_and_a_laid_out_one():
    s = new()
    again = GAME.setup_from(s.params, json.loads(json.dumps(GAME.scenario_of(s))))
    assert position(again) == position(s)
    m = match({"C2": "gold:2", "C3": "empty_space?"}, [player("C2", cards=["detector"]), player("start")])
    m.act(("detect", at("C3")))
    back = GAME.setup_from(m.state.params, GAME.scenario_of(m.state))
    assert position(back) == position(m.state)


@pytest.mark.parametrize(
    "bad, words",
    [
        ({"belt": {"Z9": "gold:1"}}, "not a place"),
        ({"belt": {"A1": "gold:7"}}, "not a tile"),
        ({"belt": {"A1": "gold:1"}, "players": [{"at": "A1"}, {"at": "A1"}]}, "two prospectors"),
        ({"belt": {"A1": "gold:1"}, "face_down": ["A1"], "players": [{"at": "A1"}, {}]}, "face-down"),
        ({"belt": {}, "players": [{"gold": 500}, {}]}, "more gold"),
        ({"belt": {}, "stock": ["moped"]}, "no face-up saloon"),
        ({"belt": {}, "players": [{}]}, "rule options say 2"),
        ({"belt": {}, "turn": {"order": [0, 0], "phase": "act"}}, "every seat once"),
        ({"belt": {}, "surprise": 1}, "surprise"),
        ({"belt": {}, "players": [{"at": "off", "skipped": True}, {}], "turn": {"order": [0, 1], "phase": "act"}}, "off the board"),
        ([1, 2], "JSON object"),
    ],
)
def test_scenario__bad_input_gets_a_clear_error(bad, words):
    with pytest.raises(BadInput, match=words):
        GAME.setup_from(VestaParams.parse({"players": 2}), bad)


def test_3_2_1_space_saloon__laid_face_up_at_setup_it_opens_at_once():
    """Ruling: a saloon among the forty face-up tiles opens as setup ends (four cards, ten water)."""
    for seed in range(60):
        s = new(seed=seed)
        if s.saloon >= 0:
            break
    assert s.saloon >= 0 and s.up[s.saloon]
    assert len(s.stock) == 4 and s.saloon_water == 10 and len(s.deck) == 28
    assert any(e["type"] == "saloon_open" for e in s.opening)


def _stop_all(m):
    while m.state.phase == "act":
        m.act(("stop",))


FIELD = {f"C{c}": "empty_asteroid" for c in range(1, 6)} | {"C3": "saloon", "D3": "gold:1", "C2": "water:1"}
STEPS = {
    "place": ({**FIELD, "B2": "empty_asteroid", "D2": "empty_asteroid"}, [player("C1", cards=["gun"]), player("C2")], {}, [("gun", at("C2"))]),
    "draft": (FIELD, [player("C1", gold=3), player("C2")], {}, ["stop", ("offer", 1), ("give", "gold", 2)]),
    "reply": (FIELD, [player("C1", gold=3), player("C2")], {}, ["stop", ("offer", 1), ("give", "gold", 2), ("send",)]),
    "bid": (FIELD, [player("C3", gold=9), player("C3", gold=8)], {"stock": ["moped"]}, ["stop", ("buy", "moped")]),
    "scan2": ({**FIELD, "B2": "gold:2?", "B3": "gold:1?"}, [player("C2", cards=["hyperscanner"]), player("start")], {}, [("scan", at("B2"))]),
}


@pytest.mark.parametrize("step", sorted(STEPS))
def test_scenario__round_trip_mid_step(step):
    """Scenarios carry every turn step: a displaced player's choice, an offer being drafted or
    answered, an auction, a Hyperscanner's second pick."""
    tiles, players, extra, actions = STEPS[step]
    m = match(tiles, players, **extra)
    for a in actions:
        _stop_all(m) if a == "stop" else m.act(a)
    assert m.state.phase == step
    back = GAME.setup_from(m.state.params, json.loads(json.dumps(GAME.scenario_of(m.state))))
    assert position(back) == position(m.state) and GAME.legal_actions(back) == m.legal()
