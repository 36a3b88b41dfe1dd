"""Bots, generic over the game protocol, by name: any of them can take any seat.

A bot has ``name`` and ``choose(game, state) -> action`` for the seat deciding in ``state``.

>>> sorted(BOTS)
['random']
>>> make_bot("random", seed="7/0").name
'random'
>>> make_bot("smart", seed=1)
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Unknown bot 'smart'; the bots are: random.
"""
from deltawidgets.bots.random_bot import RandomBot
from deltawidgets.core.errors import BadInput

#: every bot, by name: a class made with ``cls(seed=...)``
BOTS = {RandomBot.name: RandomBot}


def make_bot(name: str, seed=None):
    """A new bot called ``name``, seeded (an int or a string) so that its games replay."""
    try:
        cls = BOTS[name]
    except (KeyError, TypeError):
        raise BadInput(f"Unknown bot {name!r}; the bots are: {', '.join(BOTS)}.") from None
    return cls(seed=seed)


__all__ = ["BOTS", "RandomBot", "make_bot"]
