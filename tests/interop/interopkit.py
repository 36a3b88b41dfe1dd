"""Shared by the interop tests: every registered game at every player count, and seeded random
games through the protocol (the positions the adapters must handle)."""

from __future__ import annotations

import random

from deltawidgets.core.game import PUBLIC
from deltawidgets.core.registry import GAMES
from deltawidgets.interop import player_counts

#: (game name, players) for every registered game and player count: a new game is tested here
#: by being registered
CASES = [(name, n) for name, game in GAMES.items() for n in player_counts(game)]
IDS = [f"{name}-{n}p" for name, n in CASES]
#: one case per game, at its smallest table: for the slow checks (a search bot's whole game)
SMALLEST = [(name, player_counts(game)[0]) for name, game in GAMES.items()]
SMALLEST_IDS = [f"{name}-{n}p" for name, n in SMALLEST]


def params_of(name: str, players: int):
    return GAMES[name].Params.parse({"players": players})


def random_game(game, params, seed: int):
    """Every position of a seeded random game (the final one last) and the actions between."""
    rng = random.Random(seed)
    state = game.setup(params, seed)
    states, actions = [game.clone(state)], []
    while not game.is_over(state):
        action = rng.choice(game.legal_actions(state))
        game.apply(state, action)
        actions.append(action)
        states.append(game.clone(state))
    return states, actions


def sample(states: list, k: int, seed: int) -> list:
    """The first and last positions and ``k`` others (views of big boards cost milliseconds)."""
    rng = random.Random(seed)
    middle = states[1:-1]
    return [states[0], *rng.sample(middle, min(k, len(middle))), states[-1]]


def viewers(players: int) -> list:
    return [*range(players), PUBLIC, "all"]
