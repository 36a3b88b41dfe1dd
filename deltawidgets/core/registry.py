"""The registry of games, by short name. Games register themselves; the core never imports one.

Each game package calls :func:`register` when imported; ``deltawidgets.games`` imports every
game package, and ``import deltawidgets`` imports ``deltawidgets.games``. A new game is thereby
playable (records, widgets, ``simulate``) and tested (``tests/conformance``) once registered.

>>> from deltawidgets import get_game
>>> get_game("deltav").title
'Delta V'
>>> get_game("chess")
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: Unknown game 'chess'; the games are: delta, deltav, spatial, vesta.
"""

from __future__ import annotations

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import Game

#: every registered game, by :attr:`Game.name`, in the order registered
GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Make ``game`` (an instance) known by its name; returns it. A second game of the same
    name is refused: records name their game, so one name must mean one set of rules."""
    if not isinstance(game, Game):
        raise TypeError(f"register() takes a Game instance, not {type(game).__name__}.")
    known = GAMES.get(game.name)
    if known is not None and type(known) is not type(game):
        raise ValueError(f"Two games are called {game.name!r}: {type(known).__name__} and {type(game).__name__}.")
    GAMES.setdefault(game.name, game)
    return GAMES[game.name]


def get_game(name: str) -> Game:
    """The registered game called ``name``, or :class:`BadInput` listing the known names."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise BadInput(f"Unknown game {name!r}; the games are: {', '.join(GAMES)}.") from None
