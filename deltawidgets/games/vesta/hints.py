"""Hover hints of Vesta Gold Rush: what a click on each board element would mean now.

The shared skeleton (:mod:`deltawidgets.core.hints`) asks the game's ``explain`` (its step table's) about each
action named here, so every sentence names the rule; only trading with oneself has a sentence
of this module's own.

>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.vesta import VestaGoldRush
>>> m = Match(VestaGoldRush(), {"players": 2, "first_player": 0}, seed=1)
>>> m.game.element_hints(m.state, 0)["h44"]
'3.1 Movement: one action moves one tile, to a neighbouring one; I5 is not next to you.'
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.vesta.actions import MINE
from deltawidgets.games.vesta.state import VestaGoldRushState

# what a click on a place means in each step
PLACE_PROBES = {"act": "move", "scan2": "scan", "place": "place"}


def probes(s: VestaGoldRushState, p: int) -> dict[str, tuple | str]:
    """Element id -> the action a click on it means now, or a sentence; ``p`` decides."""
    return {**place_probes(s, p), **player_probes(s, p), **stock_probes(s)}


def place_probes(s: VestaGoldRushState, p: int) -> dict[str, tuple]:
    verb = PLACE_PROBES.get(s.phase)
    if verb is None:
        return {}
    ids = s.belt.ids
    out: dict[str, tuple] = {ids[i]: (verb, i) for i in range(s.belt.places)}
    # a click on the place one stands on means mining it (view.targets), not a move: when it
    # cannot be mined, say why (3.1 Mining), never that it is not next to you
    at = s.pos[p]
    if s.phase == "act" and 0 <= at < s.belt.places:
        out[ids[at]] = MINE
    return out


def stock_probes(s: VestaGoldRushState) -> dict[str, tuple]:
    """Buying a saloon card: explain says why not now (not on the saloon, too dear, not trading)."""
    return {f"s{j}": ("buy", kind) for j, kind in enumerate(s.stock)}


def player_probes(s: VestaGoldRushState, p: int) -> dict[str, tuple | str]:
    if s.phase != "trade":
        return {}
    out: dict[str, tuple | str] = {f"p{q}": ("offer", q) for q in range(s.players) if q != p}
    out[f"p{p}"] = f"3.2 Trading: {seat(p)} trades with other players, not with themselves."
    return out
