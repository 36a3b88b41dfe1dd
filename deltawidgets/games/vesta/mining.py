"""Rulebook section "3.1 Mining", with the Water Separator and the Magnetic Lasso (ruling) of
"5. Equipment cards": what a mining action yields, and why it yields nothing.
"""

from __future__ import annotations

from deltawidgets.games.vesta.common import gain_water
from deltawidgets.games.vesta.components import ASTEROID, GOLD, MINED, SALOON, SPACE, TITANIUM
from deltawidgets.games.vesta.state import VestaGoldRushState


def supply_of(s: VestaGoldRushState, kind: str) -> int:
    return s.supply_gold if kind == "gold" else s.supply_water if kind == "water" else s.supply_ti


def mine_yield(s: VestaGoldRushState, p: int, at: int) -> tuple[str, int]:
    """3.1 Mining: as many markers as the asteroid has symbols, as far as the pile lasts (ruling).
    Water Separator: one water from an empty asteroid."""
    if at >= s.belt.places or not s.up[at]:
        return "", 0
    t = s.tile[at]
    k = t >> 3
    if GOLD <= k <= TITANIUM:
        kind = MINED[k]
        return kind, min(t & 7, supply_of(s, kind))
    if k == ASTEROID and "separator" in s.cards[p]:
        return "water", min(1, s.supply_water)
    return "", 0


def lasso_yield(s: VestaGoldRushState, y: int) -> tuple[str, int]:
    """Magnetic Lasso (ruling): one mining action on a face-up asteroid with symbols within
    ``lasso_range`` (a neighbour by default) that no prospector stands on, as if standing there."""
    if not s.up[y] or s.tile[y] < 0:
        return "", 0
    t = s.tile[y]
    k = t >> 3
    if not GOLD <= k <= TITANIUM or y in s.pos:
        return "", 0
    kind = MINED[k]
    return kind, min(t & 7, supply_of(s, kind))


def mine_refusal(s: VestaGoldRushState, p: int) -> str | None:
    """Why ``p`` may not mine here, or None if :func:`mine_yield` finds something to take."""
    at = s.pos[p]
    if not (0 <= at < s.belt.places) or not s.up[at]:
        return "3.1 Mining: you must stand on an asteroid to mine."
    if mine_yield(s, p, at)[1]:
        return None
    k = s.tile[at] >> 3
    if k == ASTEROID:
        return "3.1 Mining: this asteroid has no symbols (a Water Separator mines water from it)."
    if k in (SPACE, SALOON):
        return "3.1 Mining: you must stand on an asteroid with symbols to mine."
    return "3.1 Mining: that marker pile next to the board is empty."


def lasso_refusal(s: VestaGoldRushState, y: int, here: str) -> str | None:
    """Why the Magnetic Lasso takes nothing at ``y`` (called ``here``), or None if it takes some."""
    if lasso_yield(s, y)[1]:
        return None
    return f"Magnetic Lasso (ruling): {here} is not a face-up asteroid with symbols free of prospectors, or its marker pile is empty."


def take_markers(s: VestaGoldRushState, p: int, kind: str, n: int) -> None:
    if kind == "gold":
        s.supply_gold -= n
        s.gold[p] += n
    elif kind == "water":
        s.supply_water -= n
        gain_water(s, p, n)
    else:
        s.supply_ti -= n
        s.titanium[p] += n
