"""Delta V's rule variant (issue 37, "Delta V with a move that costs fuel"): a Move action has fuel,
one for each rocket it moves ("Action: Move Rockets" lets a player move any number of their
rockets); once spent, the player can only finish moving. A new rule option (the fuel, 1 to 6)
and one step's legal list, refusal and prompt, made as a notebook cell makes them."""

from __future__ import annotations

import random

import pytest
from pydantic import Field

from deltawidgets import GAMES, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions

DELTAV = get_game("deltav")


def fuel_left(s) -> int:
    return s.params.fuel - len(s.picks)


def fuel_legal(s) -> list:
    """Once the Move action's fuel is spent, finishing is the only choice left."""
    return [("done",)] if fuel_left(s) <= 0 else actions.move_pick_legal(s)


def fuel_refuse(s, a) -> str | None:
    if a[0] == "rocket" and fuel_left(s) <= 0:
        return f"Moving costs fuel: a Move action has {s.params.fuel} fuel, one for each rocket it moves, and this one's is spent."
    return actions.move_pick_refuse(s, a)


def fuel_prompt(s) -> str:
    if fuel_left(s) <= 0:
        return "The fuel is spent: finish moving"
    return f"Pick a rocket to move ({fuel_left(s)} fuel left)" + (", or finish moving" if s.picks else "")


@pytest.fixture(scope="module")
def fuel():
    game = DELTAV.variant(
        "deltav-fuel",
        title="Delta V: moving costs fuel",
        steps={"move_pick": {"legal": fuel_legal, "refuse": fuel_refuse, "prompt": fuel_prompt}},
        options={"fuel": Field(2, ge=1, le=6, description="Fuel of a Move action: one for each rocket it moves")},
    )
    yield game
    forget("deltav-fuel")


def most_moved(game, params: dict, seed: int) -> int:
    """A seeded random game to its end (every refusal of a spent fuel checked on the way); the
    most rockets one Move action moved."""
    state = game.setup(game.Params.parse(params), seed)
    rng, most = random.Random(seed), 0
    while not game.is_over(state):
        legal = game.legal_actions(state)
        if state.phase == "move_pick":
            most = max(most, len(state.picks))
            if "fuel" in params and fuel_left(state) <= 0:
                assert legal == [("done",)] and "fuel" in game.explain(state, ("rocket", next(iter(state.rockets[state.current]))))
        game.apply(state, rng.choice(legal))
    return most


def test_a_move_costs_fuel_and_the_variant_is_registered(fuel):
    """Issue 37: the variant is a registered game under its own name, with its rule option."""
    assert GAMES["deltav-fuel"] is fuel and fuel.variant_of == "deltav" and "def fuel_legal(s)" in fuel.source
    assert fuel.Params.parse({}).fuel == 2 and fuel.decision(fuel.setup(fuel.Params.parse({}), 1)).prompt.startswith("Take one action")


@pytest.mark.parametrize(("players", "fuel_units", "seed"), [(2, 1, 1), (3, 2, 2), (4, 1, 3), (2, 6, 4)])
def test_no_move_action_moves_more_rockets_than_its_fuel(fuel, players, fuel_units, seed):
    """Random games to their end, at each player count: no Move action moves more rockets than
    its fuel, and a rocket asked for after is refused by the fuel's sentence."""
    assert most_moved(fuel, {"players": players, "fuel": fuel_units}, seed) <= fuel_units


def test_without_the_variant_a_move_action_moves_more_rockets():
    """The parent's rule is other: in the same random games, some Move action moves two rockets
    or more (so the variant changes the games it plays)."""
    assert max(most_moved(DELTAV, {"players": p}, seed) for p, seed in ((2, 1), (3, 2), (4, 3))) >= 2
