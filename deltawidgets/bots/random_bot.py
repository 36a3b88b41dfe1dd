"""A uniform-random bot over the legal actions, seeded so that its games replay."""

from __future__ import annotations

import random

from deltawidgets.core.game import Action, Game


class RandomBot:
    """Picks uniformly among the legal actions, or among those the game's rule of thumb for
    simple bots keeps (:meth:`Game.bot_choices`).

    >>> from deltawidgets import get_game
    >>> g = get_game("deltav"); s = g.setup(g.Params.parse(), 3)
    >>> RandomBot(seed=1).choose(g, s) in g.legal_actions(s)
    True
    """

    name = "random"
    #: how many legal choices its last decision had (the lab's branching factor reads it)
    choices = 0

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, state) -> Action:
        actions = game.legal_actions(state)
        self.choices = len(actions)
        return self.rng.choice(game.bot_choices(state, actions))
