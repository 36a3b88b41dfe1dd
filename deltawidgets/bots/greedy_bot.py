"""A one-ply greedy bot over the protocol: tries each choice and keeps the one after which its
seat stands best by the game's :meth:`~deltawidgets.core.game.Game.value`."""

from __future__ import annotations

import random

from deltawidgets.core.game import Action, Game


class GreedyBot:
    """Plays the choice that most improves its seat's value over the best other seat's
    (``value(me) - max(value(others))``, so that taking from a rival counts too); ties, as when
    a choice only opens a chain of decisions, are broken at random.

    It never looks at what its seat cannot see: each choice is tried on one position drawn with
    :meth:`~deltawidgets.core.game.Game.determinize` for its seat, not on the real one (a tile
    turned over there would be a peek).

    >>> from deltawidgets import get_game
    >>> g = get_game("vesta"); s = g.setup(g.Params.parse(), 3)
    >>> GreedyBot(seed=1).choose(g, s) in g.legal_actions(s)
    True
    """

    name = "greedy"
    #: how many legal choices its last decision had (the lab's branching factor reads it)
    choices = 0

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, state) -> Action:
        seat: int = game.decider(state)  # type: ignore[assignment]  # a bot is asked only while someone decides
        legal = game.legal_actions(state)
        self.choices = len(legal)
        actions = game.bot_choices(state, legal)
        if len(actions) == 1:
            return actions[0]
        sample = game.determinize(state, seat, self.rng)
        best, chosen = None, []
        clone, apply, values = game.clone, game.apply, game.values  # looked up once: this loop is the bot's time
        for action in actions:
            after = clone(sample)
            apply(after, action)
            v = values(after)
            gain = v[seat] - max(v[:seat] + v[seat + 1 :])  # margin(), written out
            if best is None or gain > best:
                best, chosen = gain, [action]
            elif gain == best:
                chosen.append(action)
        return self.rng.choice(chosen)


def margin(game: Game, state, seat: int) -> float:
    """The seat's value less the best value among the other seats."""
    values = game.values(state)
    return values[seat] - max(values[:seat] + values[seat + 1 :])
