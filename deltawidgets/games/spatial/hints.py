"""Hover hints of Spatial Delivery: what a click on each board element would mean now.

Two sources, given to the shared skeleton (:mod:`deltawidgets.core.hints`): the map's own
reasons (:func:`explore.map_hints`, beside the legal lists of "About Exploration": a corner of
Earth, fewer than three hexes, a border already taken, ...), and, where a click means an action in the
current step, that action, asked of the game's ``explain`` (so the sentence names the rule).
A click means:

* in the card draft: a pool card takes it, a drafted card challenges its owner for that kind;
* at the start of a turn or after a step: a station or Earth is a step (or the branch start
  when the spaceship is there), a corner on a route starts a branch, a world is a delivery;
* while exploring: a border lays a segment, a corner builds the station.

>>> import textwrap
>>> from deltawidgets.core.match import Match
>>> from deltawidgets.games.spatial import SpatialDelivery
>>> m = Match(SpatialDelivery(), {"players": 2, "first_player": 0}, seed=3)
>>> m.game.element_hints(m.state, 1)
{}
>>> print(textwrap.fill(m.game.element_hints(m.state, 0)["h0,0"], 90))
That is not a choice at this step. Player 1 must now: Take a card from the pool, or
challenge an opponent for a card they took this round (see "1. Card Draft").
"""

from __future__ import annotations

from deltawidgets.games.spatial.board import hex_id
from deltawidgets.games.spatial.components import CARDS, GOODS_KINDS
from deltawidgets.games.spatial.explore import map_hints
from deltawidgets.games.spatial.network import touches_route
from deltawidgets.games.spatial.state import SpatialDeliveryState


def probes(s: SpatialDeliveryState, p: int) -> dict[str, tuple | str]:
    """Element id -> the action a click on it means now, or a sentence of the map's; an action
    overrides the map's sentence, as the rule it names is the one that decides now."""
    return {**map_hints(s), **_actions(s)}


def _actions(s: SpatialDeliveryState) -> dict[str, tuple]:
    if s.phase in ("draft", "answer"):
        # the map is not in play during the draft: one sentence says what is
        return {**dict.fromkeys(_map_ids(s), ("from", s.board.earth)), **_pool_and_drafted(s)}
    if s.phase == "turn":
        return _turn(s)
    if s.phase == "branch":
        b = s.board
        out = {f"e{e}": ("seg", e) for e in range(len(b.borders))}
        out.update({f"v{c}": ("station", c) for c in range(b.earth) if not b.earth_corner[c]})
        return out
    return dict.fromkeys(_map_ids(s), ("end",))  # paying: the cost comes first


def _map_ids(s: SpatialDeliveryState) -> list[str]:
    b = s.board
    return [hex_id(x) for x in b.hexes] + [f"v{c}" for c in range(b.earth) if not b.earth_corner[c]] + [f"e{e}" for e in range(len(b.borders))]


def _pool_and_drafted(s: SpatialDeliveryState) -> dict[str, tuple]:
    out: dict[str, tuple] = {f"g{i}": ("take", i) for i in range(len(s.pool))}
    for p, cards in enumerate(s.drafted):
        for i, k in enumerate(cards):
            out[f"d{p}-{i}"] = ("challenge", p, CARDS[k])
    return out


def _turn(s: SpatialDeliveryState) -> dict[str, tuple]:
    b, p = s.board, s.current
    out: dict[str, tuple] = {}
    for x in [*range(b.earth), b.earth]:
        if x < b.earth and b.earth_corner[x]:
            continue
        here = s.ship[p] == x
        if x == b.earth or s.station[x] >= 0:
            out[b.place_id(x)] = ("from", x) if here else ("step", x)
        elif touches_route(s, x):
            out[b.place_id(x)] = ("from", x)
    for h in range(1, len(b.hexes)):
        if s.tile[h] in GOODS_KINDS:
            out[hex_id(b.hexes[h])] = ("deliver", h)
    return out
