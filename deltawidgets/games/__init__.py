"""The registry of games, by short name."""
from __future__ import annotations

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import Game
from deltawidgets.games.deltav import DeltaV
from deltawidgets.games.spatial import SpatialDelivery
from deltawidgets.games.vesta import VestaGoldRush

GAMES: dict[str, Game] = {g.name: g for g in (DeltaV(), SpatialDelivery(), VestaGoldRush())}


def get_game(name: str) -> Game:
    """The game called ``name`` (``"deltav"``, ...).

    >>> get_game("deltav").title
    'Delta V'
    """
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise BadInput(f"Unknown game {name!r}; the games are: {', '.join(GAMES)}.") from None
