"""Vesta Gold Rush for research tools (games/vesta/interop.py): the declared action space, the
bounds and their argument, and what the numeric encoding shows each seat."""

from __future__ import annotations

import random

import pytest

from deltawidgets.core.errors import BadInput
from deltawidgets.games.vesta import interop
from deltawidgets.games.vesta.components import GOLD, MAX_SYMBOLS, VestaParams
from deltawidgets.interop.blocks import blocks
from vestakit import GAME, at, match, play, player

ROW = {"C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid"}
WALL = {k: "empty_asteroid?" for k in ("B2", "B3", "B4", "B5", "C1", "C5", "D1", "D2", "D3", "D4", "A3", "B1")}


def block(params, name: str) -> int:
    """Where a block of the encoding starts."""
    return blocks(interop.layout(params))[name].start


def test_gold_detector__the_look_is_in_the_lookers_encoding_only():
    """5. Equipment cards, Gold Detector: the face seen stays the looker's secret; the encoding
    of the place shows it (face down, known, gold with 3 symbols) to seat 0 and not to seat 1."""
    m = match({**WALL, **ROW, "B3": "gold:3?"}, [player("C2", cards=["detector"]), player("start")])
    play(m, ("detect", at("B3")))
    s, params = m.state, m.state.params
    width = 11 + s.players
    base = block(params, "places") + at("B3") * width
    mine, theirs = GAME.encode(s, 0), GAME.encode(s, 1)
    assert mine[base : base + 10] == [0, 0, 1, 0, 0, 1, 0, 0, 0, 3 / MAX_SYMBOLS]
    assert mine[base + 3 + GOLD] == 1
    assert theirs[base : base + 10] == [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    # the peeked place is what the step is about, for everyone
    assert mine[base + 10] == theirs[base + 10] == 1


def test_encoding__seats_are_listed_from_the_viewer_on():
    """Each seat finds itself first: seat 1's own gold is where seat 0 finds its own."""
    m = match({**WALL, **ROW}, [player("C2", gold=4), player("start", gold=9)])
    s = m.state
    params = s.params
    start = block(params, "seats")
    width = 8 + 8  # gold, water, titanium, 8 card kinds, thirsty, out, score, decides, whose turn
    assert GAME.encode(s, 0)[start] == 4 / params.gold_total
    assert GAME.encode(s, 1)[start] == 9 / params.gold_total
    assert GAME.encode(s, 0)[start + width] == 9 / params.gold_total


def test_action_space__ids_follow_the_declaration_in_order():
    params = VestaParams(players=4)
    space = interop.action_space(params)
    places = params.belt_length * params.push_size
    assert space.id(("move", 0)) == 0 and space.id(("moped", 0)) == places
    assert space.id(("mine",)) == len(interop.PLACE_VERBS) * places
    assert space.action(space.size - 1) == ("done",)
    # the richest seat may offer all the gold of the game; no more can exist
    assert space.action(space.id(("give", "gold", params.gold_total))) == ("give", "gold", params.gold_total)
    with pytest.raises(BadInput, match="part 3"):
        space.id(("give", "gold", max(params.gold_total, params.water_markers, params.titanium_markers) + 1))


def test_bounds__a_game_without_the_game_turn_guard_has_none():
    with pytest.raises(BadInput, match="round_limit"):
        GAME.bounds(VestaParams(round_limit=0))


def test_bounds__score_is_every_marker_and_card_of_the_game_at_most():
    p = VestaParams(titanium_points=3, card_points=2)
    b = GAME.bounds(p)
    assert (b.min_score, b.max_score) == (0, p.gold_total + 3 * p.titanium_markers + 2 * sum(p.cards.values()))


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {
            "players": 5,
            "trade_offers": 10,
            "trade_counters": 6,
            "detector_scans": "per_card",
            "cards": {"detector": 8, "express": 8, "gun": 8, "fusion": 8, "hyperscanner": 8},
        },
    ],
    ids=["default", "much-trading"],
)
def test_bounds__no_game_turn_of_random_games_takes_more_decisions_than_counted(options):
    """3. Game turn: the count behind ``max_decisions`` holds for each game turn of random games,
    also with options that allow much more trading and equipment."""
    params = VestaParams(**options)
    most = interop.decisions_per_round(params)
    for seed in range(3):
        s = GAME.setup(params, seed)
        rng = random.Random(seed)
        per_round: dict[int, int] = {}
        while not s.over:
            per_round[s.round] = per_round.get(s.round, 0) + 1
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        assert max(per_round.values()) <= most
