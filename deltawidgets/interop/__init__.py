"""Adapters to research tools: OpenSpiel (:mod:`deltawidgets.interop.openspiel`) and PettingZoo.

Each adapter needs the ``rl`` extra and is imported by name; this package imports none of them,
so ``import deltawidgets`` never needs pyspiel, pettingzoo or gymnasium (``docs/interop.md``).
"""
from __future__ import annotations

from deltawidgets.core.game import Game


def player_counts(game: Game) -> list[int]:
    """Every player count a game's rules allow (its ``players`` option's declared range).

    >>> from deltawidgets import get_game
    >>> player_counts(get_game("deltav"))
    [2, 3, 4]
    """
    field = game.Params.model_fields["players"]
    low = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    high = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(low, high + 1))
