"""deltawidgets: play, teach and playtest four board games inside Jupyter.

>>> from deltawidgets import Match, get_game
>>> m = Match(get_game("deltav"), seed=1)
>>> m.decision().player in (0, 1)
True
"""

from deltawidgets.core.errors import (
    BadInput,
    DeltaWidgetsError,
    IllegalAction,
    ParamsError,
    RecordError,
)
from deltawidgets.core.match import Match
from deltawidgets.games import GAMES, get_game  # importing the games registers them

__all__ = [
    "GAMES",
    "BadInput",
    "DeltaWidgetsError",
    "IllegalAction",
    "Match",
    "ParamsError",
    "RecordError",
    "get_game",
]
__version__ = "0.1.0"
