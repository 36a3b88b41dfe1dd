"""Hover hints: why a board element cannot be played now, for the player who must decide.

Two sources, as in Delta V (``deltav/hints.py``): the action a click on the element would mean
in the current step, asked of :func:`explain.explain` (so the sentence names the rule), and,
for the rest, the map's own reasons (:func:`explain.map_hints`: a corner of Earth, fewer than
three hexes, a border already taken, ...). A click means:

* in the card draft: a pool card takes it, a drafted card challenges its owner for that kind;
* at the start of a turn or after a step: a station or Earth is a step (or the branch start
  when the spaceship is there), a corner on a route starts a branch, a world is a delivery;
* while exploring: a border lays a segment, a corner builds the station.

Legal targets get no hint (the front end shows their choice labels instead); only the deciding
seat (or ``"all"``) gets hints, and none once the game is over.

>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.spatial import SpatialDelivery
>>> m = Match(SpatialDelivery(), {"players": 2, "first_player": 0}, seed=3)
>>> element_hints(m.state, 1)
{}
>>> element_hints(m.state, 0)["h0,0"]
'That is not a choice at this step. Player 1 must now: Take a card from the pool, or challenge an opponent for a card they took this round.'
"""
from __future__ import annotations

from deltawidgets.games.spatial.board import hex_id
from deltawidgets.games.spatial.components import CARDS, GOODS_KINDS
from deltawidgets.games.spatial.explain import element_hints as map_hints
from deltawidgets.games.spatial.explain import explain
from deltawidgets.games.spatial.network import touches_route
from deltawidgets.games.spatial.rules import decider, legal_actions
from deltawidgets.games.spatial.state import SDState
from deltawidgets.games.spatial.view import targets


def element_hints(s: SDState, viewer) -> dict[str, str]:
    """Element id -> one sentence, for every element that is not a legal target now."""
    if s.over or (viewer != "all" and viewer != decider(s)):
        return {}
    live = {t for a in legal_actions(s) for t in targets(s, a)}
    hints = {**map_hints(s, viewer), **_probed(s)}
    return {k: v for k, v in hints.items() if k not in live and v}


def _probed(s: SDState) -> dict[str, str | None]:
    if s.phase in ("draft", "answer"):
        # the map is not in play during the draft: one sentence says what is
        return {**dict.fromkeys(_map_ids(s), explain(s, ("from", s.board.earth))), **_pool_and_drafted(s)}
    if s.phase == "turn":
        return _turn(s)
    if s.phase == "branch":
        b = s.board
        out = {f"e{e}": explain(s, ("seg", e)) for e in range(len(b.borders))}
        out.update({f"v{c}": explain(s, ("station", c)) for c in range(b.earth) if not b.earth_corner[c]})
        return out
    return dict.fromkeys(_map_ids(s), explain(s, ("end",)))  # paying: the cost comes first


def _map_ids(s: SDState) -> list[str]:
    b = s.board
    return ([hex_id(x) for x in b.hexes] + [f"v{c}" for c in range(b.earth) if not b.earth_corner[c]]
            + [f"e{e}" for e in range(len(b.borders))])


def _pool_and_drafted(s: SDState) -> dict[str, str | None]:
    out = {f"g{i}": explain(s, ("take", i)) for i in range(len(s.pool))}
    for p, cards in enumerate(s.drafted):
        for i, k in enumerate(cards):
            out[f"d{p}-{i}"] = explain(s, ("challenge", p, CARDS[k]))
    return out


def _turn(s: SDState) -> dict[str, str | None]:
    b, p = s.board, s.current
    out: dict[str, str | None] = {}
    for x in [*range(b.earth), b.earth]:
        if x < b.earth and b.earth_corner[x]:
            continue
        here = s.ship[p] == x
        if x == b.earth or s.station[x] >= 0:
            out[b.place_id(x)] = explain(s, ("from", x) if here else ("step", x))
        elif touches_route(s, x):
            out[b.place_id(x)] = explain(s, ("from", x))
    for h in range(1, len(b.hexes)):
        if s.tile[h] in GOODS_KINDS:
            out[hex_id(b.hexes[h])] = explain(s, ("deliver", h))
    return out
