"""Rulebook section "Scoring": MSP earned in play plus First Delivery bonuses; most MSP wins.
Also the count of every supply of pieces and cards ("Components"), for the conformance checks.

Ruling: the rulebook has no tie-break, so tied players share the win. A count of tokens of one
colour beyond the end of ``bonus_table`` scores the table's last entry.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.spatial.components import CARD_NAMES, GOODS_KINDS
from deltawidgets.games.spatial.state import SpatialDeliveryState


def colour_bonus(count: int, table) -> int:
    """Bonus MSP for ``count`` First Delivery tokens of one colour.

    >>> [colour_bonus(n, (1, 3, 6, 10, 15)) for n in range(7)]
    [0, 1, 3, 6, 10, 15, 15]
    """
    if count <= 0:
        return 0
    return table[min(count, len(table)) - 1]


def token_bonus(tokens, table) -> int:
    """Bonus for First Delivery tokens counted by kind (index 1..4; index 0 is unused).

    The rulebook's example: four red and two blue tokens give 10 + 3 = 13.

    >>> token_bonus([0, 4, 2, 0, 0], (1, 3, 6, 10, 15))
    13
    """
    return sum(colour_bonus(n, table) for n in tokens[1:])


def earned(s: SpatialDeliveryState, p: int) -> int:
    """MSP earned during play (stations, worlds, sales, fees)."""
    return sum(s.msp[p])


def score(s: SpatialDeliveryState, p: int) -> int:
    """Earned MSP, plus the First Delivery bonus once the game is over."""
    return earned(s, p) + s.bonus[p]


def final_bonuses(s: SpatialDeliveryState, ev: list) -> None:
    for p in range(s.players):
        s.bonus[p] = token_bonus(s.fdt[p], s.params.bonus_table)
        ev.append({"type": "bonus", "player": p, "msp": s.bonus[p], "tokens": s.fdt[p][1:]})


def winners(s: SpatialDeliveryState) -> list[int]:
    best = max(score(s, p) for p in range(s.players))
    return [p for p in range(s.players) if score(s, p) == best]


def value(s: SpatialDeliveryState, p: int) -> float:
    """How well seat ``p`` stands, for the greedy bot: MSP earned and the First Delivery bonus
    its tokens would score were the game over now."""
    return score(s, p) if s.over else earned(s, p) + token_bonus(s.fdt[p], s.params.bonus_table)


def supplies(s: SpatialDeliveryState) -> dict[str, int]:
    """Every counted supply ("Components"), by a readable name: each player's pieces off the board
    (route segments, stations, Sale Markers, own Challenge tokens) and cards in hand by kind;
    the goods deck, the discard pile by kind, the face-up pool, the Exploration supply, and the
    First Delivery tokens still on the board. No rule may take one below zero."""
    out = {}
    for p in range(s.players):
        who = f"{seat(p)}'s"
        out[f"{who} Trade Route Segments"] = s.segments_left[p]
        out[f"{who} Trade Stations"] = s.stations_left[p]
        out[f"{who} Sale Markers"] = s.markers_left[p]
        out[f"{who} own Challenge tokens"] = s.held[p][p]
        for k, name in enumerate(CARD_NAMES):
            out[f"{who} {name} in hand"] = s.hand[p][k]
    out["goods deck"] = len(s.deck)
    out["face-up pool"] = sum(1 for k in s.pool if k >= 0)
    out["Exploration card supply"] = s.supply
    out["Exploration cards out of play"] = s.discard[0]
    for k in GOODS_KINDS:
        out[f"{CARD_NAMES[k]} in the discard pile"] = s.discard[k]
    out["First Delivery tokens on the board"] = sum(s.token)
    return out
