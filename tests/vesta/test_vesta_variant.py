"""Vesta Gold Rush's rule variant (issue 37): a drought at the Space Saloon. "3.2.1 Space Saloon"
sells water, two markers a gold; in the variant it sells none, so water comes only from mining and
from other players ("Water is necessity in the space"). One step's legal list, refusal and prompt
replaced, as a notebook cell replaces them."""

from __future__ import annotations

import random

import pytest

from deltawidgets import GAMES, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.vesta import trading

VESTA = get_game("vesta")


def drought_legal(s) -> list:
    return [a for a in trading.trade_legal(s) if a[0] != "water"]


def drought_refuse(s, a) -> str | None:
    if a[0] == "water":
        return "3.2.1 Space Saloon (variant, drought): the saloon sells no water."
    return trading.trade_refuse(s, a)


@pytest.fixture(scope="module")
def drought():
    game = VESTA.variant(
        "vesta-drought",
        title="Vesta Gold Rush: a drought at the saloon",
        steps={"trade": {"legal": drought_legal, "refuse": drought_refuse, "prompt": "Trading: make an offer, buy equipment at the saloon, or finish trading"}},
    )
    yield game
    forget("vesta-drought")


def water_offered(game, players: int, seed: int) -> int:
    """A seeded random game to its end: how many trading decisions offered saloon water."""
    state = game.setup(game.Params.parse({"players": players}), seed)
    rng, offered = random.Random(seed), 0
    while not game.is_over(state):
        legal = game.legal_actions(state)
        offered += any(a[0] == "water" for a in legal)
        if state.phase == "trade" and game is not VESTA:
            assert game.explain(state, ("water", 1)) == "3.2.1 Space Saloon (variant, drought): the saloon sells no water."
        game.apply(state, rng.choice(legal))
    assert game.end_reason(state) in game.end_reasons
    return offered


def test_the_variant_is_registered(drought):
    """Issue 37: a registered game of its own name, its parent's name and its source."""
    assert GAMES["vesta-drought"] is drought and drought.variant_of == "vesta" and "def drought_legal(s)" in drought.source


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (6, 4)])
def test_the_saloon_sells_no_water(drought, players, seed):
    """Random games to their end at each player count: no saloon water is ever offered."""
    assert water_offered(drought, players, seed) == 0


def test_without_the_variant_the_saloon_sells_water():
    """The parent's rule is other: in the same random games, saloon water is offered."""
    assert sum(water_offered(VESTA, p, seed) for p, seed in ((2, 1), (3, 2), (4, 3))) > 0
