"""Rulebook section "Deliveries": sell one Good at the spaceship's station.

``("deliver", hex)`` sells one Goods card to a Settled World next to the station the spaceship is
at: the world must buy that kind and carry no Sale Marker. The seller scores the world's ring in
MSP and takes its First Delivery token if it is still there; the station's owner, if not the
seller, scores one MSP. A Sale Marker goes on the world until the end of the round.
"""
from __future__ import annotations

from deltawidgets.games.spatial.components import GOODS_KINDS
from deltawidgets.games.spatial.state import FEE_MSP, SALE_MSP, SDState


def deliver_options(s: SDState, p: int) -> list[int]:
    """Worlds ``p`` may sell to now (hex indices)."""
    loc = s.ship[p]
    if loc == s.board.earth or s.station[loc] < 0 or s.markers_left[p] <= 0:
        return []
    hand, tile, sale = s.hand[p], s.tile, s.sale
    return [h for h in s.board.corner_hexes[loc] if (k := tile[h]) in GOODS_KINDS and hand[k] and sale[h] < 0]


def deliver(s: SDState, h: int, ev: list) -> None:
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
    ev.append({
        "type": "deliver", "player": p, "hex": h, "goods": k, "msp": price,
        "owner": owner, "fee": 1 if fee else 0, "token": token, "corner": s.ship[p],
    })
