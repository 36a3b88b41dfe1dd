"""Rulebook section "2. Preparations"; exact positions live in :mod:`scenario`.

All chance is drawn here from the seed, except later reshuffles (the equipment deck, the tile
pile), which use a generator seeded from the match seed and a counter kept in the state.
"""

from __future__ import annotations

import random
from functools import lru_cache

from deltawidgets.games.vesta.belt import belt
from deltawidgets.games.vesta.common import open_saloon
from deltawidgets.games.vesta.components import VestaParams, parse_face
from deltawidgets.games.vesta.flow import start_round
from deltawidgets.games.vesta.state import VestaGoldRushState, find_saloon

__all__ = ["setup", "laying_order"]


@lru_cache(maxsize=8)
def laying_order(b) -> tuple[int, ...]:
    """Places in the order tiles are laid at setup: from the exit edge back, row by row, so the
    face-up tiles lie downstream and the face-down rest at the entry edge (ruling "play area")."""
    return tuple(sorted(range(b.places), key=lambda i: (-b.q[i], b.r[i])))


def setup(params: VestaParams, seed: int) -> VestaGoldRushState:
    """2.2 the belt filled from the shuffled tiles, the first forty face up; 2.3 the equipment
    deck shuffled; 2.4 the marker piles; 2.6.1 everyone in the start area with six water."""
    rng = random.Random(seed)
    b = belt(params.belt_length, params.push_size, params.start_side)
    s = VestaGoldRushState(params, b, seed)
    tiles = [parse_face(name) for name, count in params.tiles.items() for _ in range(count)]
    rng.shuffle(tiles)
    s.pile = tiles  # type: ignore[assignment]  # the rule options' tile names are checked faces, never None
    for k, place in enumerate(laying_order(b)):
        s.tile[place] = s.pile.pop()
        s.up[place] = k < params.setup_face_up
    s.deck = params.deck_kinds
    rng.shuffle(s.deck)
    s.supply_gold = params.gold_total
    s.supply_ti = params.titanium_markers
    s.supply_water = params.water_markers
    for p in range(params.players):
        s.water[p] = min(params.start_water, s.supply_water)
        s.supply_water -= s.water[p]
    s.saloon = find_saloon(s)
    if s.saloon >= 0:
        open_saloon(s, s.opening)  # laid face up: it opens at once (ruling)
    first = params.first_player if params.first_player >= 0 else rng.randrange(params.players)
    start_round(s, first, s.opening)
    return s
