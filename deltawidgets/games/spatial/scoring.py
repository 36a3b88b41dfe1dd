"""Rulebook section "Scoring": MSP earned in play plus First Delivery bonuses; most MSP wins.

Ruling: the rulebook has no tie-break, so tied players share the win. A count of tokens of one
colour beyond the end of ``bonus_table`` scores the table's last entry.
"""
from __future__ import annotations

from deltawidgets.games.spatial.state import SDState


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


def earned(s: SDState, p: int) -> int:
    """MSP earned during play (stations, worlds, sales, fees)."""
    return sum(s.msp[p])


def score(s: SDState, p: int) -> int:
    """Earned MSP, plus the First Delivery bonus once the game is over."""
    return earned(s, p) + s.bonus[p]


def final_bonuses(s: SDState, ev: list) -> None:
    for p in range(s.players):
        s.bonus[p] = token_bonus(s.fdt[p], s.params.bonus_table)
        ev.append({"type": "bonus", "player": p, "msp": s.bonus[p], "tokens": s.fdt[p][1:]})


def winners(s: SDState) -> list[int]:
    best = max(score(s, p) for p in range(s.players))
    return [p for p in range(s.players) if score(s, p) == best]
