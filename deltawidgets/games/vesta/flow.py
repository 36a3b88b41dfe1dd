"""The order of a game turn's parts ("3. Game turn"), kept in this one module (issue 21, "Cycles").

A game turn is every player's action phase (:mod:`turns`, :mod:`actions`), then every player's
trading turn (:mod:`trading`), then the common events and the end check (:mod:`turns`). A step
whose effect ends a part says so by returning a transition (:data:`turns.ACTIONS_OVER`,
:data:`trading.TRADING_OVER`) instead of starting the next part itself, and the step table runs
:data:`NEXT` (``deltawidgets/core/steps.py``). So trading and the action turns never import each
other, nor this module, and only this table says which part follows which.
"""

from __future__ import annotations

from deltawidgets.core.steps import carry_on
from deltawidgets.games.vesta import trading, turns
from deltawidgets.games.vesta.state import VestaGoldRushState

#: transition -> what starts next; each returns the next transition, or None once someone must choose
NEXT = {
    turns.ACTIONS_OVER: trading.start_trading,  # "3.2 Trading" follows the last action phase
    trading.TRADING_OVER: turns.end_of_turn,  # "3.3 Common events" follow the last trader
}


def start_round(s: VestaGoldRushState, first: int, ev: list) -> None:
    """A game turn from its first action phase (setting up, or a scenario at a turn's start)."""
    carry_on(NEXT, s, turns.start_round(s, first, ev), ev)
