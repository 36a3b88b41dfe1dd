"""Helpers for the tests of rule variants (issue 37): a small variant of Delta V made of the three
kinds of change a notebook cell makes (a rule option, a step's part, the bots' value), a way to
leave the registry as it was, and what a fresh process does with a pickled variant."""

from __future__ import annotations

import random
from contextlib import contextmanager

from pydantic import Field

from deltawidgets import get_game
from deltawidgets.core.events import EventKeys
from deltawidgets.core.refusal import seat
from deltawidgets.core.registry import GAMES
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions

DELTAV = get_game("deltav")
#: the variant's rule option: what the bots count a rocket in play as
WEIGHT = Field(0.5, ge=0, le=2, description="Points the bots count each rocket in play as")


def fleet_value(s, seat: int) -> float:
    """The bots weigh their fleet: Delta V's value, and the option's points a rocket in play."""
    return DELTAV.value(s, seat) + s.params.fleet_weight * sum(s.rockets[seat].values())


def fleet_prompt(s) -> str:
    return f"Pick where the rocket goes (the bots count it as {s.params.fleet_weight} points)"


def fleet_variant(name: str = "deltav-fleet"):
    """Delta V whose bots value their rockets in play, with a prompt that says so."""
    return DELTAV.variant(
        name,
        title="Delta V: the bots value their fleet",
        steps={"move_to": {"prompt": fleet_prompt}},
        options={"fleet_weight": WEIGHT},
        value=fleet_value,
        value_words="points, and the fleet weight for each rocket in play",
    )


class FuelBurnt(EventKeys):
    """A rocket burnt a unit of fuel moving (a variant's own kind of event)."""

    player: int


def burning_move(s, a, ev):
    """Moving a rocket, and an event of the variant's own kind saying it burnt fuel."""
    moved = actions.move_to_apply(s, a, ev)
    ev.append({"type": "fuel_burnt", "player": s.current})
    return moved


def tell_fuel(e, viewer) -> str:
    return f"{seat(e['player'])}'s rocket burnt a unit of fuel."


@contextmanager
def registry_kept():
    """Whatever variants the block registers are forgotten after it."""
    before = set(GAMES)
    try:
        yield
    finally:
        for name in set(GAMES) - before:
            forget(name)


def random_game(game, seed: int, params: dict | None = None) -> tuple[list, list[int]]:
    """A seeded random game to its end: its choices and scores."""
    state = game.setup(game.Params.parse(params or {}), seed)
    rng, choices = random.Random(seed), []
    while not game.is_over(state):
        action = rng.choice(game.legal_actions(state))
        choices.append(action)
        game.apply(state, action)
    return choices, game.scores(state)


def play_pickled(blob: bytes) -> dict:
    """In a fresh process: read a pickled variant, find it in the registry by its name (as a lab
    worker would), and play a seeded random game of it."""
    import cloudpickle

    game = cloudpickle.loads(blob)
    found = get_game(game.name)
    choices, scores = random_game(found, seed=5)
    s = found.setup(found.Params.parse({}), 5)
    return {
        "same": found is game,
        "variant_of": found.variant_of,
        "fingerprint": found.fingerprint,
        "source": found.source,
        "weight": found.Params.parse({}).fleet_weight,
        "value": found.value(s, 0),
        "choices": choices,
        "scores": scores,
    }
