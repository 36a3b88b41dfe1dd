"""Rulebook section "Deliveries": sell one Good at the spaceship's station.

``("deliver", hex)`` sells one Goods card to a Settled World next to the station the spaceship is
at: the world must buy that kind and carry no Sale Marker. The seller scores the world's ring in
MSP and takes its First Delivery token if it is still there; the station's owner, if not the
seller, scores one MSP. A Sale Marker goes on the world until the end of the round.
"""

from __future__ import annotations

from deltawidgets.core.refusal import index_at
from deltawidgets.games.spatial.components import GOODS_KINDS
from deltawidgets.games.spatial.state import FEE_MSP, SALE_MSP, SpatialDeliveryState, world_kind
from deltawidgets.games.spatial.words import card_kind

SECTION = "Deliveries"


def deliver_options(s: SpatialDeliveryState, p: int) -> list[int]:
    """Worlds ``p`` may sell to now (hex indices)."""
    loc = s.ship[p]
    if loc == s.board.earth or s.station[loc] < 0 or s.markers_left[p] <= 0:
        return []
    hand, tile, sale = s.hand[p], s.tile, s.sale
    return [h for h in s.board.corner_hexes[loc] if (k := tile[h]) in GOODS_KINDS and hand[k] and sale[h] < 0]


def deliver_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    """Why ``("deliver", hex)`` is refused: the tests of :func:`deliver_options`, one at a time."""
    h = index_at(a, 1, len(s.board.hexes))
    if h is None:
        return f"{SECTION}: name a Settled World hex to sell to."
    loc = s.ship[p]
    if loc == s.board.earth or s.station[loc] < 0:
        return f"{SECTION}: your spaceship must be at a Trade Station to sell."
    if h not in s.board.corner_hexes[loc]:
        return f"{SECTION}: you may sell only to a world next to the station your spaceship is at."
    k = world_kind(s, h)
    if not k:
        return f"{SECTION}: that hex is not a Settled World."
    if s.sale[h] >= 0:
        return f"{SECTION}: that world already has a Sale Marker this round."
    if not s.hand[p][k]:
        return f"{SECTION}: you hold no {card_kind(k)} for that world."
    if s.markers_left[p] <= 0:
        return f"{SECTION}: all your Sale Markers are on the board."
    return None


def deliver(s: SpatialDeliveryState, h: int, ev: list) -> None:
    p = s.current
    k = s.tile[h]
    price = s.board.ring[h]
    owner = s.station[s.ship[p]]
    s.hand[p][k] -= 1
    s.discard[k] += 1
    s.sale[h] = p
    s.markers_left[p] -= 1
    s.msp[p][SALE_MSP] += price
    fee = owner != p
    if fee:
        s.msp[owner][FEE_MSP] += 1
    token = s.token[h]
    if token:
        s.token[h] = False
        s.fdt[p][k] += 1
    ev.append(
        {
            "type": "deliver",
            "player": p,
            "hex": h,
            "goods": k,
            "msp": price,
            "owner": owner,
            "fee": 1 if fee else 0,
            "token": token,
            "corner": s.ship[p],
        }
    )
