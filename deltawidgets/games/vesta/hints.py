"""Hover hints: why a board element cannot be played now, for the player who must decide.

Every sentence about a place comes from :func:`deltawidgets.games.vesta.explain.explain` (so it
names the rule) by asking about the action a click on that place would mean in the current
step. Only the deciding player (or the ``"all"`` viewer) gets hints: they may reflect that
player's own knowledge.

>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.vesta import VestaGoldRush
>>> m = Match(VestaGoldRush(), {"players": 2, "first_player": 0}, seed=1)
>>> element_hints(m.state, 1)
{}
>>> element_hints(m.state, 0)["h44"]
'3.1 Movement: one action moves one tile, to a neighbouring one; I5 is not next to you.'
"""
from __future__ import annotations

from deltawidgets.games.vesta.actions import MINE
from deltawidgets.games.vesta.explain import explain
from deltawidgets.games.vesta.rules import decider, legal_actions
from deltawidgets.games.vesta.state import VState
from deltawidgets.games.vesta.view import seat, targets

# what a click on a place means in each step
PLACE_PROBES = {"act": "move", "scan2": "scan", "place": "place"}


def element_hints(s: VState, viewer) -> dict[str, str]:
    """Element id -> one sentence, for every element that is not a legal target now."""
    if s.over:
        return {}
    p = decider(s)
    if viewer != "all" and viewer != p:
        return {}
    live = {t for a in legal_actions(s) for t in targets(s, a)}
    hints = {**place_hints(s, p), **player_hints(s, p), **stock_hints(s)}
    return {k: v for k, v in hints.items() if k not in live and v}


def place_hints(s: VState, p: int) -> dict[str, str]:
    verb = PLACE_PROBES.get(s.phase)
    if verb is None:
        return {}
    ids = s.belt.ids
    out = {ids[i]: explain(s, (verb, i)) for i in range(s.belt.places)}
    # a click on the place one stands on means mining it (view.targets), not a move: when it
    # cannot be mined, say why (3.1 Mining), never that it is not next to you
    at = s.pos[p]
    if s.phase == "act" and 0 <= at < s.belt.places:
        out[ids[at]] = explain(s, MINE)
    return out


def stock_hints(s: VState) -> dict[str, str]:
    """Why a saloon card cannot be bought now (not on the saloon, too dear, not trading)."""
    return {f"s{j}": explain(s, ("buy", kind)) for j, kind in enumerate(s.stock)}


def player_hints(s: VState, p: int) -> dict[str, str]:
    if s.phase != "trade":
        return {}
    out = {f"p{q}": explain(s, ("offer", q)) for q in range(s.players) if q != p}
    out[f"p{p}"] = f"3.2 Trading: {seat(p)} trades with other players, not with themselves."
    return out
