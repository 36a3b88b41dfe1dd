"""Every game package. Importing one registers its game (``deltawidgets.core.registry``).

``GAMES`` and ``get_game`` are the core registry's, re-exported here for convenience.
"""

from __future__ import annotations

from deltawidgets.core.registry import GAMES, get_game
from deltawidgets.games import delta, deltav, spatial, vesta  # noqa: F401  (each registers its game)

__all__ = ["GAMES", "get_game"]
