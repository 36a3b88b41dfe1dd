"""Helpers for the tests of rule variants (issue 37): a small variant of Delta V made of the three
kinds of change a notebook cell makes (a rule option, a step's part, the bots' value), one that
adds a step of its own (a rocket called back after a move), a way to leave the registry as it
was, and what a fresh process does with a pickled variant."""

from __future__ import annotations

import random
from contextlib import contextmanager

from pydantic import Field

from deltawidgets import get_game
from deltawidgets.core.events import EventKeys
from deltawidgets.core.refusal import seat
from deltawidgets.core.registry import GAMES
from deltawidgets.core.steps import Step
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.games.deltav.state import AFTER_ACTION, place_rocket, take_rocket

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


def _to_recall(moved, s):
    """Once the last rocket has moved, the player may call one back: the added step."""
    if moved == AFTER_ACTION and s.moved:
        s.phase = "recall"
        return None
    return moved


def recall_after_pick(s, a, ev):
    return _to_recall(actions.move_pick_apply(s, a, ev), s)


def recall_after_move(s, a, ev):
    return _to_recall(actions.move_to_apply(s, a, ev), s)


def recall_legal(s) -> list:
    """A rocket that moved this turn and still stands where it landed (not at the station), or none."""
    station = s.board.station
    return [("rocket", c) for c in sorted(s.moved) if c != station and s.rockets[s.current].get(c)] + [("done",)]


def recall_apply(s, a, ev):
    if a[0] == "rocket":
        p, cell = s.current, a[1]
        take_rocket(s, p, cell)
        place_rocket(s, p, s.board.station)
        ev.append({"type": "move", "player": p, "from": cell, "to": s.board.station})
    return AFTER_ACTION


#: the added step: its choices read the rockets moved this turn, so a position at it keeps them
RECALL = Step(
    "recall",
    recall_legal,
    recall_apply,
    kind="recall",
    prompt="Call one rocket you moved back to the station, or keep them all out",
    section="Action: Move Rockets",
    moves_on=(AFTER_ACTION,),
    keeps=("moved", "picks"),
)


def recall_variant(name: str = "deltav-recall", step: Step = RECALL):
    """Delta V where, after a Move action, the player may call one moved rocket back to the station."""
    return DELTAV.variant(
        name,
        title="Delta V: a rocket may be called back",
        steps={"move_pick": {"apply": recall_after_pick}, "move_to": {"apply": recall_after_move}},
        add_steps=[step],
    )


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
